"""PyTorch's NCCL all-reduce (bf16, sum) on N GPUs of this host, one process per GPU: the
baseline of the tensor-parallel example's all-reduce. Prints, per size, the median time
and the algorithm and bus bandwidth (bus = algorithm x 2(N-1)/N), measured with CUDA
events over 20 runs after 5 warm-up runs. NVLink multicast stays off (NCCL_NVLS_ENABLE=0).

    python3 scripts/torch_allreduce.py N
"""
import os
import sys

os.environ.setdefault("NCCL_NVLS_ENABLE", "0")
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

SIZES_MIB = [64, 256, 1024]


def rank_main(rank, world, port):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    torch.cuda.set_device(rank)
    dist.init_process_group("nccl", rank=rank, world_size=world)
    for mib in SIZES_MIB:
        x = torch.ones(mib * (1 << 20) // 2, dtype=torch.bfloat16, device="cuda")
        for _ in range(5):
            dist.all_reduce(x)
        times = []
        for _ in range(20):
            a = torch.cuda.Event(enable_timing=True)
            b = torch.cuda.Event(enable_timing=True)
            a.record()
            dist.all_reduce(x)
            b.record()
            torch.cuda.synchronize()
            times.append(a.elapsed_time(b))
        times.sort()
        ms = times[len(times) // 2]
        if rank == 0:
            alg = mib * (1 << 20) / (ms * 1e-3) / 1e9
            bus = alg * 2 * (world - 1) / world
            print(f"torch all_reduce bf16 {mib} MiB on {world} GPUs: {ms:.3f} ms, "
                  f"{alg:.0f} GB/s algorithm, {bus:.0f} GB/s bus", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    world = int(sys.argv[1]) if len(sys.argv) > 1 else torch.cuda.device_count()
    mp.spawn(rank_main, args=(world, 29511 + world), nprocs=world)
