"""What scripts/torch_rows.py and scripts/torch_fp8.py share: timing in alternation with
CUDA events, and the CSV format of `benches/kernels.rs` (so that
`cargo bench --bench kernels -- --chart FILE.csv` draws it)."""

import statistics

import torch

WARMUP, ROUNDS = 5, 30
SPIN_CYCLES = 200_000  # about 100 µs at the H100's clocks


def timed(fns, hide_launch):
    """Median milliseconds of each callable over ROUNDS rounds after WARMUP, each round
    running every callable once, in order. With `hide_launch` each call is queued behind
    SPIN_CYCLES of `torch.cuda._sleep`, so that the host has issued it before its start
    event is reached (GPU time); without, the events time the call, launch included."""
    start = [torch.cuda.Event(enable_timing=True) for _ in fns]
    end = [torch.cuda.Event(enable_timing=True) for _ in fns]
    times = [[] for _ in fns]
    for r in range(WARMUP + ROUNDS):
        for i, f in enumerate(fns):
            if hide_launch:
                torch.cuda._sleep(SPIN_CYCLES)
            start[i].record()
            f()
            end[i].record()
            end[i].synchronize()
            if r >= WARMUP:
                times[i].append(start[i].elapsed_time(end[i]))
    return [statistics.median(t) for t in times]


def write_csv(path, rows, digits):
    """Rows of (benchmark, size, metric, typed_ptx, baseline, baseline_value, ratio,
    rel_error), the two values with `digits` decimals."""
    with open(path, "w") as f:
        f.write("benchmark,size,metric,typed_ptx,baseline,baseline_value,ratio,rel_error\n")
        for r in rows:
            f.write(f"{r[0]},{r[1]},{r[2]},{r[3]:.{digits}f},{r[4]},{r[5]:.{digits}f},{r[6]:.4f},{r[7]:.3e}\n")
