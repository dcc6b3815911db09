#!/usr/bin/env bash
# What 1,000 `ptx_asm!` invocations add to a build (criterion (f) of the inline-asm work).
#
# Generates two crates that depend on this checkout's `typed-ptx`:
#   asm/   50 functions x 20 `ptx_asm!` invocations (ld.shared, st.global, add, setp, cvta)
#   plain/ the same functions with an equivalent plain Rust expression in place of each
# builds both once (dependencies), then times `cargo build` of each crate alone
# (`touch src/lib.rs`, REPS times, the median) and prints the difference in seconds.
# Both are host builds: the expansion is parsed, validated against the table, expanded
# and type-checked (every operand trait check), and the host fallback is compiled.
#
# Usage: scripts/asm-expansion-cost.sh [REPS]   (default 5; CARGO_TARGET_DIR is honoured)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
REPS=${1:-5}
N_FN=50
N_PER_FN=20
WORK=$(mktemp -d "${TMPDIR:-/tmp}/asm-cost.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$WORK/target}

gen() { # gen <dir> <asm|plain>
    local dir=$1 kind=$2
    mkdir -p "$dir/src"
    cat > "$dir/Cargo.toml" <<EOF
[package]
name = "asm-cost-$kind"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
typed-ptx = { path = "$ROOT" }

[workspace]
EOF
    cp "$ROOT/rust-toolchain.toml" "$dir/"
    {
        echo "#![allow(unused_imports, unused_variables, unused_assignments, dead_code, unused_mut, clippy::all)]"
        echo "use typed_ptx::device::*;"
        echo "use typed_ptx::ptx_asm;"
        for f in $(seq 1 $N_FN); do
            echo "pub unsafe fn f$f(s: SharedPtr<u32>, g: GlobalPtr<u32>, a: u32, b: u32) -> u32 {"
            echo "    let mut acc: u32 = a;"
            for i in $(seq 1 $N_PER_FN); do
                case $(( i % 5 )) in
                0) if [ "$kind" = asm ]; then
                       echo "    let v$i: u32; unsafe { ptx_asm!(ld.shared.u32 v$i, [s + $((i * 4))]) };"
                   else
                       echo "    let v$i: u32 = unsafe { *((s.raw() + $((i * 4))) as *const u32) };"
                   fi ;;
                1) if [ "$kind" = asm ]; then
                       echo "    unsafe { ptx_asm!(st.global.u32 [g + $((i * 4))], acc) };"
                   else
                       echo "    unsafe { *((g.raw() + $((i * 4))) as *mut u32) = acc };"
                   fi ;;
                2) if [ "$kind" = asm ]; then
                       echo "    unsafe { ptx_asm!(add.u32 acc, acc, $i) };"
                   else
                       echo "    acc = acc.wrapping_add($i);"
                   fi ;;
                3) if [ "$kind" = asm ]; then
                       echo "    let p$i: bool; unsafe { ptx_asm!(setp.lt.u32 p$i, acc, b) };"
                   else
                       echo "    let p$i: bool = acc < b;"
                   fi ;;
                4) if [ "$kind" = asm ]; then
                       echo "    let q$i: GenericPtr<u32, origin::Shared>; unsafe { ptx_asm!(cvta.shared.u64 q$i, s) };"
                   else
                       echo "    let q$i: GenericPtr<u32, origin::Shared> = unsafe { GenericPtr::from_raw(s.raw() | 1) };"
                   fi ;;
                esac
            done
            echo "    acc"
            echo "}"
        done
    } > "$dir/src/lib.rs"
}

gen "$WORK/asm" asm
gen "$WORK/plain" plain

# Dependencies first (typed-ptx, the proc-macro), so the timings are the crates alone.
for k in asm plain; do
    (cd "$WORK/$k" && cargo build --quiet) || { echo "the $k crate does not build" >&2; exit 1; }
done

time_build() { # median of REPS rebuilds of the crate in $1, in seconds
    local dir=$1 times=()
    for _ in $(seq 1 "$REPS"); do
        touch "$dir/src/lib.rs"
        local t0 t1
        t0=$(date +%s.%N)
        (cd "$dir" && cargo build --quiet) || { echo "build of $dir failed" >&2; exit 1; }
        t1=$(date +%s.%N)
        times+=("$(echo "$t1 - $t0" | bc -l)")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

T_ASM=$(time_build "$WORK/asm")
T_PLAIN=$(time_build "$WORK/plain")
DIFF=$(echo "$T_ASM - $T_PLAIN" | bc -l)
N=$(grep -o 'ptx_asm!(' "$WORK/asm/src/lib.rs" | wc -l)
printf 'ptx_asm! invocations: %d\n' "$N"
printf 'cargo build (debug), median of %d: with ptx_asm! %.2f s, plain %.2f s\n' "$REPS" "$T_ASM" "$T_PLAIN"
printf '1,000 ptx_asm! invocations add %.2f s to the build (goal: under 2 s)\n' "$DIFF"
