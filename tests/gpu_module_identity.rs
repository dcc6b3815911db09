//! The runtime resolves handles by module, not by name (issue 16, class 7).
//!
//! A `KernelRef`, an `EntryRef` or a module variable's `Var` is accepted by a loaded
//! module only if it was made by the `Module` that module was loaded from, before it was
//! loaded. Resolving by name alone let another module's kernel handle of the same name
//! and the same PTX parameter types (`Ptr<Global, T>` and `u64` are both `.u64`) launch
//! a kernel with an integer where it takes a global pointer, and let `global_addr` hand
//! out a `.const` variable of the loaded module typed as a `.global` address.
//!
//! Every test needs a GPU, so each is `#[ignore]`d with the reason: without a GPU they
//! show as ignored, never as passed; `scripts/gpu.sh` runs them with `--include-ignored`.
//! The same checks run without a GPU in `ptx-runtime`'s unit tests (`origin_*`).
#![cfg(feature = "cuda")]

use typed_ptx::runtime::{JitOptions, Launch, TiledLayout};
use typed_ptx::{Global, Module, Ptr, Reg, Target};

mod common;
use common::{device_target, gpu};

type Store = (Ptr<Global, u32>,);
type Int = (Reg<u64>,);

/// A kernel `name` that stores 7 through its pointer parameter.
fn store(m: &mut Module, name: &str) -> typed_ptx::KernelRef<Store> {
    m.kernel(name, |k, (out,): Store| {
        let t = k.tid_x();
        let p = k.index(out, t);
        k.st(p, 7u32);
    })
}

/// A kernel `name` that takes a plain integer, of the same PTX type (`.u64`).
fn int(m: &mut Module, name: &str) -> typed_ptx::KernelRef<Int> {
    m.kernel(name, |_k, (_x,): Int| {})
}

/// The message of an error that must say the handle belongs elsewhere, and how to fix it.
fn foreign(e: typed_ptx::runtime::Error) -> String {
    let msg = e.to_string();
    println!("{msg}");
    assert!(
        msg.contains("does not belong to this loaded module"),
        "{msg}"
    );
    msg
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_kernel_handle_of_another_module_is_refused() {
    let g = gpu();
    let t = device_target(&g);
    let mut a = Module::new(t);
    let ka = int(&mut a, "k");
    let mut b = Module::new(t);
    let kb = store(&mut b, "k");
    let loaded_b = g.load(&b).unwrap();
    // Same name, same PTX parameter types: by name, `a`'s handle would launch `b`'s
    // kernel with an integer for its global pointer (a store to any address).
    let msg = foreign(loaded_b.kernel(&ka).unwrap_err());
    assert!(msg.contains("kernel `k`"), "{msg}");
    assert!(msg.contains("another `Module`"), "{msg}");
    assert!(msg.contains("load the `Module` that built it"), "{msg}");
    // The legal twin: the module's own handle launches.
    let f = loaded_b.kernel(&kb).unwrap();
    let mut out = g.alloc_zeros::<u32>(32).unwrap();
    unsafe { f.launch(&Launch::new(1, 32), (&mut out,)).unwrap() };
    assert_eq!(g.download(&out).unwrap(), [7u32; 32]);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn modules_of_the_same_ptx_share_the_cache_but_not_their_handles() {
    let g = gpu();
    let t = device_target(&g);
    let mut a = Module::new(t);
    let ka = store(&mut a, "same");
    let mut b = Module::new(t);
    let kb = store(&mut b, "same");
    assert_eq!(a.emit().unwrap(), b.emit().unwrap());
    let loaded_a = g.load(&a).unwrap();
    let loaded_b = g.load(&b).unwrap();
    assert!(loaded_b.was_cached(), "the same PTX is JITted once");
    foreign(loaded_b.kernel(&ka).unwrap_err());
    foreign(loaded_a.kernel(&kb).unwrap_err());
    loaded_a.kernel(&ka).unwrap();
    loaded_b.kernel(&kb).unwrap();
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_kernel_declared_after_the_load_is_refused() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let k1 = store(&mut m, "k");
    let loaded = g.load(&m).unwrap();
    // The same name again: the module no longer emits, but the handle exists, of the
    // same module, and by name it would find the loaded kernel of the first signature.
    let k2 = int(&mut m, "k");
    assert!(m.emit().is_err());
    let msg = foreign(loaded.kernel(&k2).unwrap_err());
    assert!(msg.contains("after this module was loaded"), "{msg}");
    loaded.kernel(&k1).unwrap();
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn an_entry_handle_of_another_module_is_refused() {
    let g = gpu();
    let t = device_target(&g);
    let mut a = Module::new(t);
    let ea = a.entry("e", |k| k.ret());
    let mut b = Module::new(t);
    let eb = b.entry("e", |k| k.ret());
    let loaded_b = g.load(&b).unwrap();
    let msg = foreign(loaded_b.entry(&ea).unwrap_err());
    assert!(msg.contains("kernel `e`"), "{msg}");
    loaded_b.entry(&eb).unwrap();
    // By name, without a handle, stays possible (its launches are checked at run time).
    loaded_b.function("e").unwrap();
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_module_loaded_from_ptx_text_takes_no_typed_handle() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let k = store(&mut m, "k");
    let text = g
        .load_ptx(&m.emit().unwrap(), &JitOptions::default())
        .unwrap();
    let msg = foreign(text.kernel(&k).unwrap_err());
    assert!(msg.contains("PTX text"), "{msg}");
    assert!(msg.contains("Gpu::load"), "{msg}");
    text.function("k").unwrap();
    g.load(&m).unwrap().kernel(&k).unwrap();
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn split_and_many_loads_accept_only_their_modules_handles() {
    let g = gpu();
    let t = device_target(&g);
    let mut a = Module::new(t);
    let ka = int(&mut a, "k");
    let mut b = Module::new(t);
    let kb = store(&mut b, "k");
    let split_b = g.load_split(&b, &JitOptions::default(), Some(1)).unwrap();
    foreign(split_b.kernel(&ka).unwrap_err());
    foreign(split_b.unit("k").unwrap().kernel(&ka).unwrap_err());
    split_b.kernel(&kb).unwrap();
    let many = g.load_many(&[&a, &b], &JitOptions::default(), Some(1));
    let (la, lb) = (many[0].as_ref().unwrap(), many[1].as_ref().unwrap());
    foreign(lb.kernel(&ka).unwrap_err());
    foreign(la.kernel(&kb).unwrap_err());
    la.kernel(&ka).unwrap();
    lb.kernel(&kb).unwrap();
}

/// Module `a` declares `.const v`, module `b` a `.global v` of the same type, both used.
fn const_and_global_twins(t: Target) -> (Module, Module, typed_ptx::Var<Global, u32>) {
    let mut a = Module::new(t);
    let c = a.const_::<u32>("v", 4);
    a.kernel("ka", move |k, (out,): Store| {
        let t = k.tid_x();
        let p = k.addr_of(c);
        let p = k.index(p, t);
        let x = k.ld(p);
        let o = k.index(out, t);
        k.st(o, x);
    });
    let mut b = Module::new(t);
    let gv = b.global::<u32>("v", 4);
    b.kernel("kb", move |k, (out,): Store| {
        let t = k.tid_x();
        let p = k.addr_of(gv);
        let p = k.index(p, t);
        let x = k.ld(p);
        let o = k.index(out, t);
        k.st(o, x);
    });
    (a, b, gv)
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_variable_of_another_module_is_refused() {
    let g = gpu();
    let (a, b, gv) = const_and_global_twins(device_target(&g));
    let loaded_a = g.load_with(&a, &JitOptions::default().uncached()).unwrap();
    // By name, `b`'s `.global v` would be `a`'s `.const v`, typed as a global address.
    let msg = foreign(loaded_a.global_addr(&b, gv).map(|_| ()).unwrap_err());
    assert!(msg.contains("module variable `v`"), "{msg}");
    assert!(msg.contains("another `Module`"), "{msg}");
    foreign(loaded_a.write(&b, gv, &[1u32; 4]).unwrap_err());
    foreign(loaded_a.read(&b, gv, 4).unwrap_err());
    // The legal twin.
    let loaded_b = g.load_with(&b, &JitOptions::default().uncached()).unwrap();
    loaded_b.write(&b, gv, &[1u32, 2, 3, 4]).unwrap();
    assert_eq!(loaded_b.read(&b, gv, 4).unwrap(), [1, 2, 3, 4]);
    assert_eq!(loaded_b.global_addr(&b, gv).unwrap().len(), 4);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_variable_declared_after_the_load_is_refused() {
    let g = gpu();
    let (a, _, _) = const_and_global_twins(device_target(&g));
    let mut a = a;
    let loaded = g.load_with(&a, &JitOptions::default().uncached()).unwrap();
    // `a` declares `.global v` now: a duplicate the loaded module's `.const v` answers by
    // name.
    let late = a.global::<u32>("v", 4);
    let msg = foreign(loaded.global_addr(&a, late).map(|_| ()).unwrap_err());
    assert!(msg.contains("after this module was loaded"), "{msg}");
    foreign(loaded.write(&a, late, &[0u32; 4]).unwrap_err());
    foreign(loaded.read(&a, late, 4).unwrap_err());
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_tensor_map_variable_of_another_module_is_refused() {
    let g = gpu();
    if g.info().capability.0 < 9 {
        println!(
            "SKIPPED: tensor maps need sm_90; this GPU ({}) is sm_{}{}",
            g.info().name,
            g.info().capability.0,
            g.info().capability.1
        );
        return;
    }
    let t = device_target(&g);
    let mut a = Module::new(t);
    let va = a.global_tensor_map::<u32, 2>("map");
    a.entry("ka", move |k| k.prefetch_tensormap(va));
    let mut b = Module::new(t);
    let vb = b.global_tensor_map::<u32, 2>("map");
    b.entry("kb", move |k| k.prefetch_tensormap(vb));
    let loaded_a = g.load_with(&a, &JitOptions::default().uncached()).unwrap();
    let buf = g.alloc_zeros::<u32>(64 * 64).unwrap();
    let map = g
        .tensor_map_tiled(&buf, &TiledLayout::new([64, 64], [16, 16]))
        .unwrap();
    foreign(loaded_a.write_tensor_map(&b, vb, &map).unwrap_err());
    loaded_a.write_tensor_map(&a, va, &map).unwrap();
}
