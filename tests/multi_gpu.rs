//! Several GPUs of one host: [`Gpus`] (one compile per compute capability), peer access
//! and copies, and NCCL collectives, both with one process driving every GPU and with
//! one process per GPU (this test binary starts its own ranks as child processes, through
//! the id file and through the socket).
//!
//! Every test here needs two or more GPUs and NCCL: they are `#[ignore]`d with that
//! reason and run by `scripts/gpu.sh`'s `multi` mode on a multi-GPU machine, with
//! `NCCL_NVLS_ENABLE=0` (NVLink multicast stays off there). Run on fewer GPUs they fail,
//! saying why; they never pass without the hardware.
#![cfg(feature = "cuda")]

use std::process::Command;

use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{CudaSlice, Error, Gpu, Gpus, JitOptions, Launch};
use typed_ptx::*;
use typed_ptx_runtime::nccl::{self, Communicator, Reduce};

/// Every GPU, at least two of them.
fn gpus() -> Gpus {
    let gpus = Gpus::all().unwrap_or_else(|e| panic!("this test needs 2 or more GPUs: {e}"));
    assert!(
        gpus.len() >= 2,
        "this test needs 2 or more GPUs; the driver sees {}",
        gpus.len()
    );
    gpus
}

/// NVLink multicast must stay off on the project's machines.
fn nvls_off() {
    assert_eq!(
        std::env::var("NCCL_NVLS_ENABLE").as_deref(),
        Ok("0"),
        "run the NCCL tests with NCCL_NVLS_ENABLE=0 (scripts/gpu.sh sets it)"
    );
}

/// `(out, scale, base)`.
type FillParams = (Ptr<Global, u32>, Reg<u32>, Reg<u32>);

/// `out[i] = i * scale + base` for the block's threads.
fn fill_module() -> (Module, KernelRef<FillParams>) {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("fill", |k, (out, scale, base): FillParams| {
        let i = k.tid_x();
        let v = k.mad_lo(i, scale, base);
        let p = k.index(out, i);
        k.st(p, v);
    });
    (m, k)
}

#[test]
#[ignore = "needs 2 or more GPUs: scripts/gpu.sh multi runs it"]
fn one_compile_per_capability_loads_on_every_gpu() {
    let gpus = gpus();
    let (m, fill) = fill_module();
    let modules = gpus
        .load_with(&m, &JitOptions::default().uncached())
        .unwrap();
    assert_eq!(modules.len(), gpus.len());
    // The first GPU of each capability compiled; the others loaded its cubin.
    for (i, (gpu, module)) in gpus.iter().zip(&modules).enumerate() {
        assert_eq!(module.gpu().info().ordinal, gpu.info().ordinal);
        assert!(!module.was_cached());
        let first_same = gpus
            .iter()
            .position(|g| g.info().capability == gpu.info().capability)
            .unwrap();
        if first_same == i {
            assert_eq!(module.compiled_on(), None, "GPU {i} compiled");
        } else {
            assert_eq!(
                module.compiled_on(),
                Some(gpus[first_same].info().ordinal),
                "GPU {i} took the cubin of GPU {first_same}"
            );
        }
        let f = module.kernel(&fill).unwrap();
        let mut out = gpu.alloc_zeros::<u32>(64).unwrap();
        unsafe {
            f.launch(&Launch::new(1, 64), (&mut out, 3u32, i as u32))
                .unwrap()
        };
        let got = gpu.download(&out).unwrap();
        let want: Vec<u32> = (0..64).map(|t| t * 3 + i as u32).collect();
        assert_eq!(got, want, "GPU {i}");
    }
    // A second load comes from the cache on every GPU.
    let again = gpus.load(&m).unwrap();
    let cached = gpus.load(&m).unwrap();
    assert!(cached.iter().all(|m| m.was_cached()));
    drop(again);
}

#[test]
#[ignore = "needs 2 or more GPUs: scripts/gpu.sh multi runs it"]
fn gpu_sets_refuse_duplicates_and_missing_devices() {
    let gpus = gpus();
    let e = Gpus::from_ordinals(&[0, 1, 0]).unwrap_err().to_string();
    assert!(e.contains("GPU 0 is in the set twice"), "{e}");
    let e = Gpus::from_ordinals(&[gpus.len()]).unwrap_err().to_string();
    assert!(
        e.contains(&format!("the driver sees {} GPU(s)", gpus.len())),
        "{e}"
    );
    assert!(Gpus::from_ordinals(&[]).is_err());
    let same = Gpus::from_gpus(vec![gpus[1].clone(), gpus[1].clone()]).unwrap_err();
    assert!(matches!(same, Error::GpuSet { .. }));
}

#[test]
#[ignore = "needs 2 or more GPUs: scripts/gpu.sh multi runs it"]
fn peer_access_and_copies_between_gpus() {
    let gpus = gpus();
    let matrix = gpus.peer_matrix().unwrap();
    println!("peer access matrix: {matrix:?}");
    for (i, row) in matrix.iter().enumerate() {
        assert!(row[i]);
    }
    if matrix.iter().all(|r| r.iter().all(|&x| x)) {
        gpus.enable_peer_access().unwrap();
        // Twice is fine.
        gpus.enable_peer_access().unwrap();
    }
    let e = gpus[0]
        .enable_peer_access(&gpus[0])
        .unwrap_err()
        .to_string();
    assert!(e.contains("needs no enabling"), "{e}");
    let data: Vec<u32> = (0..1 << 20).map(|i| i * 7 + 1).collect();
    let src = gpus[0].upload(&data).unwrap();
    let mut dst = gpus[1].alloc_zeros::<u32>(data.len()).unwrap();
    gpus[1].copy_from_peer(&mut dst, &src).unwrap();
    assert_eq!(gpus[1].download(&dst).unwrap(), data);
    // Wrong length, wrong destination GPU: refused before the driver, naming this line.
    let mut short = gpus[1].alloc_zeros::<u32>(data.len() - 1).unwrap();
    let e = gpus[1]
        .copy_from_peer(&mut short, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("multi_gpu.rs") && e.contains("elements"), "{e}");
    let mut on0 = gpus[0].alloc_zeros::<u32>(data.len()).unwrap();
    let e = gpus[1]
        .copy_from_peer(&mut on0, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("the destination lives on GPU 0"), "{e}");
}

/// `n` values of rank `r`: distinct per rank and element, exact in bf16 and in sums.
fn values(r: usize, n: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i % 61) as f32 - 30.0) + r as f32 * 0.5)
        .collect()
}

/// The sum over `w` ranks of [`values`], element by element.
fn sums(w: usize, n: usize) -> Vec<f32> {
    let all: Vec<Vec<f32>> = (0..w).map(|r| values(r, n)).collect();
    (0..n).map(|i| all.iter().map(|v| v[i]).sum()).collect()
}

fn to_bf16(v: &[f32]) -> Vec<bf16> {
    v.iter().map(|&x| bf16::from_f32(x)).collect()
}

fn upload_all<T: typed_ptx::runtime::DeviceRepr + Clone>(
    gpus: &Gpus,
    data: impl Fn(usize) -> Vec<T>,
) -> Vec<CudaSlice<T>> {
    gpus.iter()
        .enumerate()
        .map(|(r, g)| g.upload(&data(r)).unwrap())
        .collect()
}

#[test]
#[ignore = "needs 2 or more GPUs and NCCL: scripts/gpu.sh multi runs it"]
fn one_process_collectives_f32_and_bf16() {
    nvls_off();
    let gpus = gpus();
    let w = gpus.len();
    let comms = Communicator::for_gpus(&gpus).unwrap();
    for (r, c) in comms.iter().enumerate() {
        assert_eq!((c.rank(), c.world_size()), (r, w));
    }
    let n = 3 * 1024 + 5;
    // all_reduce, f32, sum and max; the receive buffers are separate.
    let send = upload_all(&gpus, |r| values(r, n));
    for op in [Reduce::Sum, Reduce::Max] {
        let mut recv = upload_all(&gpus, |_| vec![0f32; n]);
        nccl::group(|| {
            for ((c, s), d) in comms.iter().zip(&send).zip(&mut recv) {
                c.all_reduce(s, d, op)?;
            }
            Ok(())
        })
        .unwrap();
        let all: Vec<Vec<f32>> = (0..w).map(|r| values(r, n)).collect();
        let want: Vec<f32> = (0..n)
            .map(|i| {
                let each = all.iter().map(|v| v[i]);
                match op {
                    Reduce::Sum => each.sum(),
                    _ => each.fold(f32::MIN, f32::max),
                }
            })
            .collect();
        for (g, d) in gpus.iter().zip(&recv) {
            assert_eq!(g.download(d).unwrap(), want, "{op:?}");
        }
    }
    // bf16 in place.
    let mut bufs = upload_all(&gpus, |r| to_bf16(&values(r, n)));
    nccl::group(|| {
        for (c, b) in comms.iter().zip(&mut bufs) {
            c.all_reduce_in_place(b, Reduce::Sum)?;
        }
        Ok(())
    })
    .unwrap();
    let want = to_bf16(&sums(w, n));
    for (g, b) in gpus.iter().zip(&bufs) {
        assert_eq!(g.download(b).unwrap(), want);
    }
    gather_scatter_broadcast(&gpus, &comms, n);
    wrong_arguments_are_refused(&gpus, &comms);
}

/// all_gather, reduce_scatter and broadcast on every rank.
fn gather_scatter_broadcast(gpus: &Gpus, comms: &[Communicator], n: usize) {
    let w = gpus.len();
    let send = upload_all(gpus, |r| values(r, n));
    let mut gathered = upload_all(gpus, |_| vec![0f32; n * w]);
    nccl::group(|| {
        for ((c, s), d) in comms.iter().zip(&send).zip(&mut gathered) {
            c.all_gather(s, d)?;
        }
        Ok(())
    })
    .unwrap();
    let want: Vec<f32> = (0..w).flat_map(|r| values(r, n)).collect();
    for (g, d) in gpus.iter().zip(&gathered) {
        assert_eq!(g.download(d).unwrap(), want);
    }
    let big = upload_all(gpus, |r| values(r, n * w));
    let mut part = upload_all(gpus, |_| vec![0f32; n]);
    nccl::group(|| {
        for ((c, s), d) in comms.iter().zip(&big).zip(&mut part) {
            c.reduce_scatter(s, d, Reduce::Sum)?;
        }
        Ok(())
    })
    .unwrap();
    let total = sums(w, n * w);
    for (r, (g, d)) in gpus.iter().zip(&part).enumerate() {
        let want = total[r * n..(r + 1) * n].to_vec();
        assert_eq!(g.download(d).unwrap(), want, "rank {r}'s part");
    }
    let mut b = upload_all(gpus, |r| vec![r as u32 + 100; 77]);
    nccl::group(|| {
        for (c, x) in comms.iter().zip(&mut b) {
            c.broadcast_in_place(x, 1)?;
        }
        Ok(())
    })
    .unwrap();
    for (g, x) in gpus.iter().zip(&b) {
        assert_eq!(g.download(x).unwrap(), vec![101u32; 77]);
    }
}

/// Lengths, devices and roots are checked before NCCL sees them; the errors name the
/// operation, the rank and this file.
fn wrong_arguments_are_refused(gpus: &Gpus, comms: &[Communicator]) {
    let a = gpus[0].upload(&[1f32; 8]).unwrap();
    let mut short = gpus[0].alloc_zeros::<f32>(7).unwrap();
    let e = comms[0]
        .all_reduce(&a, &mut short, Reduce::Sum)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("NCCL all_reduce on rank 0 of") && e.contains("multi_gpu.rs"),
        "{e}"
    );
    let mut other = gpus[1].alloc_zeros::<f32>(8).unwrap();
    let e = comms[0]
        .all_reduce(&a, &mut other, Reduce::Sum)
        .unwrap_err()
        .to_string();
    assert!(e.contains("the receive buffer lives on GPU"), "{e}");
    let mut g = gpus[0].alloc_zeros::<f32>(8).unwrap();
    let e = comms[0].all_gather(&a, &mut g).unwrap_err().to_string();
    assert!(e.contains("all_gather") && e.contains("must hold"), "{e}");
    let mut r = gpus[0].alloc_zeros::<f32>(8).unwrap();
    let e = comms[0]
        .reduce_scatter(&a, &mut r, Reduce::Sum)
        .unwrap_err()
        .to_string();
    assert!(e.contains("reduce_scatter"), "{e}");
    let mut b = gpus[0].alloc_zeros::<f32>(8).unwrap();
    let e = comms[0]
        .broadcast_in_place(&mut b, gpus.len())
        .unwrap_err()
        .to_string();
    assert!(e.contains("root"), "{e}");
}

/// One rank of [`one_process_per_gpu`]: started by it as a child process.
#[test]
#[ignore = "a rank of one_process_per_gpu, which starts it as a child process with RANK set"]
fn rank_process() {
    assert!(
        std::env::var("RANK").is_ok(),
        "this is a rank of one_process_per_gpu, which sets RANK, WORLD_SIZE and LOCAL_RANK"
    );
    nvls_off();
    let c = Communicator::from_env().unwrap();
    let (r, w) = (c.rank(), c.world_size());
    assert_eq!(c.gpu().info().ordinal, r);
    let n = 100_000;
    let mut buf = c.gpu().upload(&to_bf16(&values(r, n))).unwrap();
    c.all_reduce_in_place(&mut buf, Reduce::Sum).unwrap();
    let want = to_bf16(&sums(w, n));
    assert_eq!(c.gpu().download(&buf).unwrap(), want, "rank {r}");
    let send = c.gpu().upload(&[r as u32; 10]).unwrap();
    let mut all = c.gpu().alloc_zeros::<u32>(10 * w).unwrap();
    c.all_gather(&send, &mut all).unwrap();
    let want: Vec<u32> = (0..w as u32).flat_map(|q| [q; 10]).collect();
    assert_eq!(c.gpu().download(&all).unwrap(), want);
    println!("rank {r} of {w}: all_reduce and all_gather agree");
}

/// Starts one child process per GPU running [`rank_process`], with the id shared through
/// `channel` (environment variables), and requires every rank to succeed.
fn run_ranks(world: usize, channel: &[(&str, String)]) {
    let exe = std::env::current_exe().unwrap();
    let children: Vec<_> = (0..world)
        .map(|r| {
            let mut cmd = Command::new(&exe);
            cmd.args(["--exact", "rank_process", "--ignored", "--nocapture"])
                .env("RANK", r.to_string())
                .env("WORLD_SIZE", world.to_string())
                .env("LOCAL_RANK", r.to_string())
                .env("TYPED_PTX_NCCL_TIMEOUT_S", "60");
            for (k, v) in channel {
                cmd.env(k, v);
            }
            cmd.spawn().unwrap()
        })
        .collect();
    for (r, mut c) in children.into_iter().enumerate() {
        let status = c.wait().unwrap();
        assert!(status.success(), "rank {r} failed: {status}");
    }
}

#[test]
#[ignore = "needs 2 or more GPUs and NCCL: scripts/gpu.sh multi runs it"]
fn one_process_per_gpu() {
    nvls_off();
    let world = gpus().len();
    let dir = std::env::temp_dir().join(format!("typed-ptx-ranks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("nccl-id");
    run_ranks(
        world,
        &[("TYPED_PTX_NCCL_ID_FILE", file.display().to_string())],
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    run_ranks(
        world,
        &[
            ("MASTER_ADDR", "127.0.0.1".to_owned()),
            ("MASTER_PORT", port.to_string()),
        ],
    );
}

#[test]
#[ignore = "needs a GPU: scripts/gpu.sh multi runs it"]
fn a_single_gpu_is_a_set_of_one() {
    let g: Gpu = Gpu::new(0).unwrap();
    let set = Gpus::from_gpus(vec![g]).unwrap();
    assert_eq!(set.len(), 1);
    assert_eq!(set.peer_matrix().unwrap(), vec![vec![true]]);
}
