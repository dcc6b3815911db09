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
    launch_with(rank_script, limit, None)
}

/// [`launch`], with `BASH_ENV` (a file bash sources first) when given.
fn launch_with(
    rank_script: &str,
    limit: Duration,
    bash_env: Option<&str>,
) -> Option<std::process::ExitStatus> {
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
    let mut cmd = Command::new("bash");
    cmd.arg(root().join("scripts/tp.sh"))
        .arg("3")
        .env("TP_BIN", &bin)
        .env("NCCL_LIB", &lib)
        .env("TMPDIR", &dir);
    if let Some(text) = bash_env {
        let f = dir.join("bash_env.sh");
        std::fs::write(&f, text).unwrap();
        cmd.env("BASH_ENV", &f);
    }
    let mut child = cmd.spawn().unwrap();
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

/// Review finding: what a rank started (a wrapper's child) outlived the stop.
#[test]
fn stopping_the_job_stops_what_the_ranks_started() {
    let status = launch(
        r#"sleep 600.25 & if [ "$RANK" = 1 ]; then exit 3; fi; wait"#,
        Duration::from_secs(20),
    )
    .expect("tp.sh did not return within 20 s after a rank failed");
    assert!(!status.success());
    std::thread::sleep(Duration::from_millis(300));
    let left = Command::new("pgrep")
        .args(["-f", "sleep 600.25"])
        .output()
        .unwrap();
    assert!(
        left.stdout.is_empty(),
        "processes the ranks started are still running: {}",
        String::from_utf8_lossy(&left.stdout)
    );
}

/// Review finding: when `wait -n -p` could not say which rank ended (a bash without it),
/// tp.sh ended at once with success while the ranks ran on.
#[test]
fn a_wait_that_cannot_name_the_rank_is_a_failure() {
    let shim = "wait() { if [ \"$1\" = -n ] && [ \"$2\" = -p ]; then echo 'wait: -p: invalid option' >&2; return 2; fi; builtin wait \"$@\"; }\n";
    let status = launch_with("sleep 2; exit 0", Duration::from_secs(20), Some(shim))
        .expect("tp.sh did not return");
    assert!(
        !status.success(),
        "tp.sh reported success without waiting for the ranks"
    );
}
