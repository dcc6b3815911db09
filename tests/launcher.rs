//! `scripts/tp.sh`, the one-process-per-GPU launcher, without a GPU: a fake rank program
//! stands in for the example (review finding: when a rank failed while rank 0 waited in
//! a collective, the launcher waited for rank 0 forever).

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `scripts/tp.sh 3` with `rank_script` as every rank; returns the exit status, or
/// `None` if it ran past `limit` (then it is killed).
fn launch(rank_script: &str, limit: Duration) -> Option<std::process::ExitStatus> {
    let dir = std::env::temp_dir().join(format!(
        "typed-ptx-tp-{}-{}",
        std::process::id(),
        rank_script.len()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let bin = dir.join("rank.sh");
    std::fs::write(&bin, format!("#!/usr/bin/env bash\n{rank_script}\n")).unwrap();
    Command::new("chmod").arg("+x").arg(&bin).status().unwrap();
    // A stand-in for libnccl.so.2: the launcher only links it.
    let lib = dir.join("libnccl.so.2");
    std::fs::write(&lib, b"").unwrap();
    let mut child = Command::new("bash")
        .arg(root().join("scripts/tp.sh"))
        .arg("3")
        .env("TP_BIN", &bin)
        .env("NCCL_LIB", &lib)
        .env("TMPDIR", &dir)
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    // Stray ranks of a failed launcher would keep sleeping: end them.
    let _ = Command::new("pkill")
        .arg("-f")
        .arg(bin.display().to_string())
        .status();
    std::fs::remove_dir_all(&dir).unwrap();
    status
}

#[test]
fn a_failing_rank_stops_the_job_while_others_wait() {
    // Rank 1 fails at once; ranks 0 and 2 would wait (in a collective) for 10 minutes.
    let status = launch(
        r#"if [ "$RANK" = 1 ]; then exit 3; fi; sleep 600"#,
        Duration::from_secs(20),
    )
    .expect("tp.sh did not return within 20 s after a rank failed");
    assert!(!status.success(), "tp.sh succeeded though rank 1 failed");
}

#[test]
fn every_rank_sees_its_place_and_the_job_succeeds() {
    let status = launch(
        r#"[ "$WORLD_SIZE" = 3 ] && [ "$RANK" = "$LOCAL_RANK" ] && [ -n "$TYPED_PTX_NCCL_ID_FILE" ] && [ "$NCCL_NVLS_ENABLE" = 0 ] && [ -e "$(dirname "$NCCL_LIB")/typed-ptx-nccl-$(id -u)/libnccl.so" ]"#,
        Duration::from_secs(20),
    )
    .expect("tp.sh did not return");
    assert!(
        status.success(),
        "a rank saw the wrong environment: {status}"
    );
}
