#!/usr/bin/env bash
# The build-time cost of `ptx_module!`: the same N kernels of M instructions each, written
# once through the macro and once as builder calls, compiled in a scratch crate that
# depends on typed-ptx (dependencies built first, then each binary rebuilt R times after a
# touch). Prints the median wall time of each and the difference, and checks that both
# binaries print the same PTX.
#
#   scripts/kernel-macro-cost.sh [N kernels, default 50] [blocks of 8 instructions per kernel, default 20] [R, default 3]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
N=${1:-50}
B=${2:-20}
R=${3:-3}
WORK=${CARGO_TARGET_DIR:-$ROOT/target}/kernel-macro-cost
rm -rf "$WORK/crate"
mkdir -p "$WORK/crate/src/bin"
cd "$WORK/crate"
cat > Cargo.toml <<EOF
[package]
name = "kernel-macro-cost"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
typed-ptx = { path = "$ROOT", default-features = false }

[profile.dev]
debug = false

[workspace]
EOF

{
  echo "use typed_ptx::{ptx_module, Target};"
  echo "fn main() {"
  echo "    let m = ptx_module! {"
  echo "        target sm_80;"
  for ((k = 0; k < N; k++)); do
    echo "        kernel k$k(out: global u32) {"
    for ((b = 0; b < B; b++)); do
      cat <<'EOF'
            let t = mov.u32 %tid.x;
            let a = add.u32 t, 1;
            let p = index out, t;
            st.global.u32 [p], a;
            let g = cvta.global p;
            let v = ld.u32 [g];
            let q = setp.lt.u32 v, 10;
            let w = selp.u32 1, 0, q;
EOF
    done
    echo "        }"
  done
  echo "    };"
  echo "    let _ = Target::SM_80;"
  echo "    print!(\"{}\", m.emit().unwrap());"
  echo "}"
} > src/bin/by_macro.rs

{
  echo "use typed_ptx::{Cmp, Module, Target};"
  echo "fn main() {"
  echo "    let mut m = Module::new(Target::SM_80);"
  for ((k = 0; k < N; k++)); do
    echo "    m.entry(\"k$k\", |k| {"
    echo "        let out = k.param_ptr::<u32>(\"out\");"
    for ((b = 0; b < B; b++)); do
      cat <<'EOF'
        let t = k.tid_x();
        let a = k.add(t, 1u32);
        let p = k.index(out, t);
        k.st(p, a);
        let g = k.cvta(p);
        let v = k.ld(g);
        let q = k.setp(Cmp::Lt, v, 10u32);
        let _w = k.selp(1u32, 0u32, q);
EOF
    done
    echo "    });"
  done
  echo "    print!(\"{}\", m.emit().unwrap());"
  echo "}"
} > src/bin/by_builder.rs

export CARGO_TARGET_DIR="$WORK/target"
echo "== building dependencies" >&2
cargo build --quiet --bins 2>/dev/null || cargo build --bins
cmp <("$CARGO_TARGET_DIR/debug/by_macro") <("$CARGO_TARGET_DIR/debug/by_builder") \
  && echo "same PTX from both ($N kernels, $((N * B * 8)) instructions)" >&2

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
time_bin() {
  for ((i = 0; i < R; i++)); do
    touch "src/bin/$1.rs"
    local s e
    s=$(date +%s.%N)
    cargo build --quiet --bin "$1"
    e=$(date +%s.%N)
    echo "$e - $s" | bc
  done | median
}
M=$(time_bin by_macro)
K=$(time_bin by_builder)
echo "kernels=$N instructions=$((N * B * 8)) rebuild median of $R, dev profile:"
printf '  through ptx_module!: %.2fs\n' "$M"
printf '  builder calls:       %.2fs\n' "$K"
printf '  difference:          %+.2fs (%+.1f%%)\n' "$(echo "$M - $K" | bc -l)" "$(echo "($M - $K) * 100 / $K" | bc -l)"
