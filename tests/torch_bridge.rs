//! The PyTorch bridge's C interface (`examples/torch_bridge.rs`): what it refuses, before
//! any device is touched, with a message that says what is wrong and how to fix it; and
//! hostile arguments never panic across the C boundary (status 1 and a message, or 0).
#![cfg(feature = "cuda")]

#[path = "../examples/torch_bridge.rs"]
#[allow(dead_code)]
mod bridge;

use proptest::prelude::*;

/// Calls `typed_ptx_rows` and returns its status and the last error's message.
#[allow(clippy::too_many_arguments)]
fn call(
    op: u32,
    dtype: u32,
    wdtype: u32,
    y: u64,
    x: u64,
    w: u64,
    b: u64,
    rows: u64,
    n: u64,
) -> (i32, String) {
    // SAFETY: every call here is refused before an address is used, or the addresses are
    // never dereferenced on the host (a device must exist for them to be used at all).
    let rc = unsafe { bridge::typed_ptx_rows(op, dtype, wdtype, y, x, w, b, rows, n, 1e-6, 0) };
    (rc, last_error())
}

/// The calling thread's last error message from the bridge.
fn last_error() -> String {
    let mut buf = vec![0u8; 4096];
    // SAFETY: `buf` has 4096 writable bytes.
    let len = unsafe { bridge::typed_ptx_last_error(buf.as_mut_ptr(), buf.len()) };
    buf.truncate(len.min(4096));
    String::from_utf8_lossy(&buf).into_owned()
}

/// `typed_ptx_rows`'s arguments before `eps`: op, dtype, wdtype, y, x, w, b, rows, n.
type Args = (u32, u32, u32, u64, u64, u64, u64, u64, u64);

const X: u64 = 0x7f00_0000_0000;
const Y: u64 = 0x7f10_0000_0000;
const W: u64 = 0x7f20_0000_0000;

#[test]
fn refusals_name_the_problem_and_the_fix() {
    let cases: [(Args, &str); 10] = [
        ((7, 0, 0, Y, X, W, W, 4, 4096), "operation 7"),
        ((0, 5, 0, Y, X, W, W, 4, 4096), "x element type code 5"),
        ((1, 0, 9, Y, X, W, W, 4, 4096), "weight element type code 9"),
        ((0, 0, 0, Y, X, 0, 0, 0, 4096), "0 rows"),
        ((0, 0, 0, Y, X, 0, 0, 4, 1002), "multiple of 16 bytes"),
        ((0, 1, 1, Y, X, 0, 0, 4, 1004), "multiple of 16 bytes"),
        ((0, 0, 0, Y + 4, X, 0, 0, 4, 4096), "16-byte aligned"),
        ((0, 0, 0, X + 64, X, 0, 0, 4, 4096), "in place"),
        ((1, 0, 0, Y, X, 0, 0, 4, 4096), "weight: address 0x0"),
        (
            (0, 0, 0, Y, X, 0, 0, 1 << 20, 1 << 13),
            "at most 2^32 - 1 elements",
        ),
    ];
    for ((op, dt, wt, y, x, w, b, rows, n), want) in cases {
        let (rc, msg) = call(op, dt, wt, y, x, w, b, rows, n);
        assert_eq!(rc, 1, "{want}: status {rc}");
        assert!(msg.contains(want), "expected `{want}` in: {msg}");
    }
    // Review findings: a row so long that the online softmax's loop index would wrap
    // past 2^32, and outputs overlapping the weight or bias.
    let (rc, msg) = call(0, 1, 1, Y, X, 0, 0, 1, 4_294_967_288);
    assert_eq!(rc, 1);
    assert!(msg.contains("too long"), "{msg}");
    let (rc, msg) = call(1, 0, 0, W + 64, X, W, 0, 4, 4096);
    assert_eq!(rc, 1);
    assert!(msg.contains("y overlaps the weight"), "{msg}");
    let (rc, msg) = call(2, 0, 0, Y, X, W, Y + 1024, 4, 4096);
    assert_eq!(rc, 1);
    assert!(msg.contains("y overlaps the bias"), "{msg}");
    // LayerNorm needs the bias too.
    let (rc, msg) = call(2, 1, 1, Y, X, W, 0, 4, 4096);
    assert_eq!(rc, 1);
    assert!(msg.contains("bias: address 0x0"), "{msg}");
}

#[test]
fn the_error_buffer_takes_any_size() {
    let (rc, msg) = call(0, 0, 0, Y, X, 0, 0, 0, 4096);
    assert_eq!(rc, 1);
    // A short buffer gets a prefix and the whole length; a null one only the length.
    let mut short = [0u8; 5];
    // SAFETY: 5 writable bytes; then a null buffer of 0 bytes.
    let (len, len0) = unsafe {
        (
            bridge::typed_ptx_last_error(short.as_mut_ptr(), 5),
            bridge::typed_ptx_last_error(std::ptr::null_mut(), 0),
        )
    };
    assert_eq!((len, len0), (msg.len(), msg.len()));
    assert_eq!(&short, &msg.as_bytes()[..5]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]
    /// Whatever the arguments, the call returns (no panic escapes, no abort): either a
    /// refusal with a message, or, for arguments that pass every check, the device's
    /// answer (on this machine, without a GPU, an error saying so).
    #[test]
    fn hostile_arguments_never_panic(
        op in 0u32..4, dt in 0u32..3, wt in 0u32..3,
        y in prop_oneof![Just(0u64), Just(Y), any::<u64>()],
        x in prop_oneof![Just(0u64), Just(X), any::<u64>()],
        w in prop_oneof![Just(0u64), Just(W), any::<u64>()],
        rows in prop_oneof![Just(0u64), 1u64..64, any::<u64>()],
        n in prop_oneof![Just(0u64), (1u64..9000).prop_map(|n| n * 8), any::<u64>()],
    ) {
        if typed_ptx::runtime::Gpu::new(0).is_ok() {
            // On a GPU machine a call that passes the checks would launch on made-up
            // addresses: this property is for the checks alone.
            return Ok(());
        }
        let (rc, msg) = call(op, dt, wt, y, x, w, w, rows, n);
        prop_assert_eq!(rc, 1);
        prop_assert!(!msg.is_empty());
        // A panic is caught and reported too: it must not be how the call failed.
        prop_assert!(!msg.contains("panicked"), "{}", msg);
    }
}

/// `typed_ptx_gemm_fp8`'s arguments before the device: scaling, c, a, b, scale_a,
/// scale_b, m, n, k.
type Fp8Args = (u32, u64, u64, u64, u64, u64, u64, u64, u64);

/// Calls `typed_ptx_gemm_fp8` and returns its status and the last error's message.
#[allow(clippy::too_many_arguments)]
fn fp8(
    scaling: u32,
    c: u64,
    a: u64,
    b: u64,
    sa: u64,
    sb: u64,
    m: u64,
    n: u64,
    k: u64,
) -> (i32, String) {
    // SAFETY: as for `call`: refused before any address is used, or no device.
    let rc = unsafe { bridge::typed_ptx_gemm_fp8(scaling, c, a, b, sa, sb, m, n, k, 0) };
    (rc, last_error())
}

#[test]
fn fp8_refusals_name_the_problem_and_the_fix() {
    const S: u64 = 0x7f30_0000_0000;
    let cases: [(Fp8Args, &str); 7] = [
        ((3, Y, X, W, S, S, 256, 256, 256), "scaling 3"),
        ((0, Y, X, W, S, S, 256, 256, 200), "multiple of 16"),
        ((0, Y, X, W, S, S, 256, 252, 256), "multiple of 8"),
        ((0, Y, X, W, S, S, 0, 256, 256), "empty GEMM"),
        ((0, Y + 8, X, W, S, S, 256, 256, 256), "c: address"),
        ((1, Y, X, W, S + 2, S, 256, 256, 256), "scale_a: address"),
        ((1, Y, X, W, S, 0, 256, 256, 256), "scale_b: address 0x0"),
    ];
    for ((sc, c, a, b, sa, sb, m, n, k), want) in cases {
        let (rc, msg) = fp8(sc, c, a, b, sa, sb, m, n, k);
        assert_eq!(rc, 1, "{want}");
        assert!(msg.contains(want), "expected `{want}` in: {msg}");
    }
    // Review finding: C overlapping an input (the tuner writes C many times).
    for (c, what) in [
        (X + 4096, "c overlaps a"),
        (W, "c overlaps b"),
        (S, "c overlaps scale_a"),
    ] {
        let (rc, msg) = fp8(0, c, X, W, S, S + 4096, 256, 256, 256);
        assert_eq!(rc, 1, "{what}");
        assert!(msg.contains(what), "expected `{what}` in: {msg}");
    }
    // No kernel was tuned for a refused call.
    // SAFETY: a null buffer of 0 bytes.
    let len =
        unsafe { bridge::typed_ptx_gemm_fp8_config(0, 256, 256, 256, 0, std::ptr::null_mut(), 0) };
    assert_eq!(len, 0);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]
    /// The FP8 GEMM's entry point under hostile arguments: a status and a message, never a
    /// panic across the C boundary.
    #[test]
    fn hostile_fp8_arguments_never_panic(
        scaling in 0u32..4,
        c in prop_oneof![Just(0u64), Just(Y), any::<u64>()],
        a in prop_oneof![Just(0u64), Just(X), any::<u64>()],
        sa in prop_oneof![Just(0u64), Just(W), any::<u64>()],
        m in prop_oneof![Just(0u64), 1u64..5000, any::<u64>()],
        n in prop_oneof![Just(0u64), (1u64..700).prop_map(|n| n * 8), any::<u64>()],
        k in prop_oneof![Just(0u64), (1u64..700).prop_map(|k| k * 16), any::<u64>()],
    ) {
        if typed_ptx::runtime::Gpu::new(0).is_ok() {
            // On a GPU machine a call that passes the checks would run on made-up
            // addresses: this property is for the checks alone.
            return Ok(());
        }
        let (rc, msg) = fp8(scaling, c, a, a, sa, sa, m, n, k);
        prop_assert_eq!(rc, 1);
        prop_assert!(!msg.is_empty());
        prop_assert!(!msg.contains("panicked"), "{}", msg);
    }
}

#[test]
fn each_thread_reads_its_own_last_error() {
    // Review finding: the message was one process-wide string, and ctypes releases the
    // GIL during the call, so two Python threads could read each other's errors.
    let first = std::thread::spawn(|| {
        let (rc, _) = call(7, 0, 0, Y, X, W, W, 4, 4096);
        assert_eq!(rc, 1);
        std::thread::sleep(std::time::Duration::from_millis(50));
        last_error()
    });
    std::thread::sleep(std::time::Duration::from_millis(10));
    let (rc, other) = call(0, 5, 0, Y, X, W, W, 4, 4096);
    assert_eq!(rc, 1);
    assert!(other.contains("element type code 5"), "{other}");
    let mine = first.join().unwrap();
    assert!(
        mine.contains("operation 7"),
        "the first thread read: {mine}"
    );
}

#[test]
fn row_kernels_are_tuned_per_width_and_power_of_two_of_rows() {
    // A CTA size tuned on a few rows is not reused for thousands: the key has the row
    // count's power of two (and nothing is tuned before a call).
    assert_eq!(
        [1u64, 2, 3, 4, 5, 4096, 4097, 32768].map(bridge::rows_bucket),
        [0, 1, 2, 2, 3, 12, 13, 15]
    );
    assert_eq!(bridge::typed_ptx_rows_config(0, 0, 0, 4096, 32768, 0), 0);
}
