//! How the ranks of a job of one process per GPU meet: their place in the job (from the
//! launcher's environment variables), and rank 0's unique id, passed through a file or a
//! socket.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream, ToSocketAddrs};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use crate::error::{Error, Result};

/// NCCL's unique id: rank 0 makes it ([`UniqueId::new`]), every rank needs it to join the
/// communicator.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct UniqueId(pub(super) [u8; 128]);

impl core::fmt::Debug for UniqueId {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("UniqueId(..)")
    }
}

impl UniqueId {
    /// An id from its 128 bytes (received from rank 0).
    pub fn from_bytes(bytes: [u8; 128]) -> UniqueId {
        UniqueId(bytes)
    }

    /// Its 128 bytes.
    pub fn to_bytes(&self) -> [u8; 128] {
        self.0
    }

    /// As lowercase hexadecimal (256 characters), the form of the id file.
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// From [`to_hex`](UniqueId::to_hex)'s form (either case, surrounding white space
    /// ignored); `None` when it is not 256 hex digits.
    pub fn from_hex(s: &str) -> Option<UniqueId> {
        let s = s.trim();
        if s.len() != 256 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let mut out = [0u8; 128];
        for (i, b) in out.iter_mut().enumerate() {
            *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(UniqueId(out))
    }
}

/// A process's place in a job of one process per GPU, as job launchers (`torchrun`,
/// `mpirun` wrappers, `scripts/tp.sh`) set it: `RANK`, `WORLD_SIZE`, and `LOCAL_RANK`
/// (the GPU ordinal on this host; `RANK` when unset).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankEnv {
    /// This process's rank, `0..world`.
    pub rank: usize,
    /// The number of processes.
    pub world: usize,
    /// The GPU this process uses.
    pub local_rank: usize,
}

impl RankEnv {
    /// Reads `RANK`, `WORLD_SIZE` and `LOCAL_RANK` from the environment.
    pub fn from_env() -> Result<RankEnv> {
        RankEnv::from_vars(|k| std::env::var(k).ok())
    }

    /// Reads the three variables through `var` (for tests and launchers of your own).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<RankEnv> {
        let read = |name: &str| -> Result<Option<usize>> {
            match var(name) {
                None => Ok(None),
                Some(v) => v.trim().parse().map(Some).map_err(|_| Error::Rendezvous {
                    why: format!("{name}={v:?} is not a whole number"),
                }),
            }
        };
        let missing = |name: &str| Error::Rendezvous {
            why: format!(
                "{name} is not set: a job of one process per GPU sets RANK (0 to WORLD_SIZE - 1), WORLD_SIZE and LOCAL_RANK for each process (scripts/tp.sh, torchrun and similar launchers do)"
            ),
        };
        let rank = read("RANK")?.ok_or_else(|| missing("RANK"))?;
        let world = read("WORLD_SIZE")?.ok_or_else(|| missing("WORLD_SIZE"))?;
        if world == 0 || rank >= world {
            return Err(Error::Rendezvous {
                why: format!(
                    "RANK={rank} with WORLD_SIZE={world}: the ranks are 0 to WORLD_SIZE - 1"
                ),
            });
        }
        let local_rank = read("LOCAL_RANK")?.unwrap_or(rank);
        Ok(RankEnv {
            rank,
            world,
            local_rank,
        })
    }
}

/// How the ranks of a job receive rank 0's unique id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IdChannel {
    /// Rank 0 writes the id into this file (a path fresh for the job, on a file system
    /// every rank sees); the others wait for it. Rank 0 removes it once every rank has
    /// joined; a file older than the job is refused.
    File(PathBuf),
    /// Rank 0 listens on this address; the others connect.
    Socket(String),
}

impl IdChannel {
    /// `TYPED_PTX_NCCL_ID_FILE` if set; else a socket on `MASTER_ADDR` at port
    /// `TYPED_PTX_NCCL_PORT`, or `MASTER_PORT + 1` (under `torchrun`, `MASTER_PORT` is
    /// the launcher's own store).
    pub fn from_env() -> Result<IdChannel> {
        IdChannel::from_vars(|k| std::env::var(k).ok())
    }

    /// [`from_env`](IdChannel::from_env) through `var`.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<IdChannel> {
        if let Some(f) = var("TYPED_PTX_NCCL_ID_FILE").filter(|f| !f.is_empty()) {
            return Ok(IdChannel::File(PathBuf::from(f)));
        }
        let port = |name: &str, v: &str| -> Result<u16> {
            v.trim().parse().map_err(|_| Error::Rendezvous {
                why: format!("{name}={v:?} is not a port number"),
            })
        };
        let own = var("TYPED_PTX_NCCL_PORT");
        let master = var("MASTER_PORT");
        let Some(addr) = var("MASTER_ADDR") else {
            return Err(Error::Rendezvous {
                why: if master.is_some() || own.is_some() {
                    "MASTER_PORT is set but MASTER_ADDR is not: set MASTER_ADDR to rank 0's host"
                        .to_owned()
                } else {
                    "no way to share NCCL's unique id: set TYPED_PTX_NCCL_ID_FILE to a path fresh for this job that every rank sees, or MASTER_ADDR and MASTER_PORT to rank 0's host and a free port".to_owned()
                },
            });
        };
        let port = match (own, master) {
            (Some(p), _) => port("TYPED_PTX_NCCL_PORT", &p)?,
            (None, Some(p)) => {
                let m = port("MASTER_PORT", &p)?;
                m.checked_add(1).ok_or_else(|| Error::Rendezvous {
                    why: "MASTER_PORT=65535: the id goes through MASTER_PORT + 1; set TYPED_PTX_NCCL_PORT to a free port".to_owned(),
                })?
            }
            (None, None) => {
                return Err(Error::Rendezvous {
                    why: "MASTER_ADDR is set but MASTER_PORT is not: set both (rank 0's host and a free port)".to_owned(),
                });
            }
        };
        let host = addr.trim();
        let host = if host.contains(':') && !host.starts_with('[') {
            format!("[{host}]")
        } else {
            host.to_owned()
        };
        Ok(IdChannel::Socket(format!("{host}:{port}")))
    }
}

/// Shares rank 0's id with every rank through `channel`: rank 0 calls `make` and sends
/// its result; the others wait up to `timeout` for it. Every rank returns the id.
pub fn share_id(
    env: &RankEnv,
    channel: &IdChannel,
    timeout: Duration,
    make: impl FnOnce() -> Result<UniqueId>,
) -> Result<UniqueId> {
    match channel {
        IdChannel::File(path) if env.rank == 0 => {
            let id = make()?;
            publish_file(path, &id)?;
            Ok(id)
        }
        IdChannel::File(path) => wait_file(path, env.rank, timeout),
        IdChannel::Socket(addr) if env.rank == 0 => {
            let id = make()?;
            serve(addr, &id, env.world - 1, timeout)?;
            Ok(id)
        }
        IdChannel::Socket(addr) => fetch(addr, env.rank, timeout),
    }
}

fn rendezvous(why: String) -> Error {
    Error::Rendezvous { why }
}

/// Rank 0: writes the id next to `path` and links it into place (`link` fails if the path
/// exists, atomically), so that no rank reads half a file and a previous job's file is
/// never taken over.
fn publish_file(path: &Path, id: &UniqueId) -> Result<()> {
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        writeln!(f, "{}", id.to_hex())?;
        f.sync_all()
    };
    let written = write();
    let linked = written.and_then(|()| match std::fs::hard_link(&tmp, path) {
        // A file system without hard links (some network and FUSE mounts): check, then
        // rename (atomic for the readers, but not against a second writer).
        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => {
            if path.exists() {
                Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists))
            } else {
                std::fs::rename(&tmp, path)
                    .map_err(|r| std::io::Error::other(format!("{e}; then renaming: {r}")))
            }
        }
        r => r,
    });
    let _ = std::fs::remove_file(&tmp);
    linked.map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            rendezvous(format!(
                "the id file {} already exists (a previous job's?): remove it, or give each job a fresh TYPED_PTX_NCCL_ID_FILE",
                path.display()
            ))
        } else {
            rendezvous(format!(
                "rank 0 could not write the id file {}: {e}",
                path.display()
            ))
        }
    })
}

/// Ranks > 0: waits for rank 0's id file. A file written more than `timeout` before this
/// rank began to wait is a previous job's and is refused (the ranks of a job start
/// within the timeout of each other).
fn wait_file(path: &Path, rank: usize, timeout: Duration) -> Result<UniqueId> {
    let start = Instant::now();
    let oldest = file_system_now(path).checked_sub(timeout);
    loop {
        if let Ok(text) = std::fs::read_to_string(path) {
            let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
            if let (Some(m), Some(oldest)) = (modified, oldest)
                && m < oldest
            {
                return Err(rendezvous(format!(
                    "rank {rank}: the id file {} is older than this job (written more than {:.0} s before this rank started): a previous job's; remove it, or give each job a fresh TYPED_PTX_NCCL_ID_FILE",
                    path.display(),
                    timeout.as_secs_f64()
                )));
            }
            return UniqueId::from_hex(&text).ok_or_else(|| {
                rendezvous(format!(
                    "rank {rank}: the id file {} does not hold an id (256 hex digits): was it written by another program?",
                    path.display()
                ))
            });
        }
        if start.elapsed() > timeout {
            return Err(rendezvous(format!(
                "rank {rank} waited {:.0} s for rank 0's id file {} and it did not appear: did rank 0 start, and do both see the same file system?",
                timeout.as_secs_f64(),
                path.display()
            )));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The time by the clock of the file system that holds `path` (the modification time of
/// a probe file written beside it: another host's or the file server's clock may differ
/// from this host's); this host's clock when no probe can be written.
fn file_system_now(path: &Path) -> SystemTime {
    let probe = path.with_extension(format!("probe{}", std::process::id()));
    let t = std::fs::write(&probe, b"")
        .and_then(|()| std::fs::metadata(&probe))
        .and_then(|m| m.modified());
    let _ = std::fs::remove_file(&probe);
    t.unwrap_or_else(|_| SystemTime::now())
}

/// What a rank sends first on the socket: this, then its rank (8 bytes, little-endian).
const HELLO: &[u8; 8] = b"TPTXNCCL";

/// Rank 0: accepts connections on `addr` until `peers` ranks have said hello, and sends
/// the id to each. Other connections (a port scanner, a health check) are dropped.
fn serve(addr: &str, id: &UniqueId, peers: usize, timeout: Duration) -> Result<()> {
    // Listen on every interface at that port: MASTER_ADDR may name an address of this
    // host that is not an interface's (127.0.1.1 for the host name on Debian, a NAT or
    // service address).
    let port = addr
        .rsplit_once(':')
        .and_then(|(_, p)| p.parse::<u16>().ok())
        .ok_or_else(|| rendezvous(format!("rank 0: {addr} has no port")))?;
    let any = if addr.starts_with('[') {
        format!("[::]:{port}")
    } else {
        format!("0.0.0.0:{port}")
    };
    let listener = TcpListener::bind(&any).map_err(|e| {
        rendezvous(format!(
            "rank 0 could not listen on port {port} ({addr}): {e}; pick a free port on rank 0's host (TYPED_PTX_NCCL_PORT)"
        ))
    })?;
    listener
        .set_nonblocking(true)
        .map_err(|e| rendezvous(format!("rank 0: listening on {addr}: {e}")))?;
    let start = Instant::now();
    let mut served = vec![false; peers + 1];
    let mut sent = 0;
    while sent < peers {
        match listener.accept() {
            Ok((s, _)) => {
                // Each rank 1..=peers counts once (a rank that connects twice, or a
                // number out of range, takes no other rank's place).
                if let Ok(r) = greet(s, id, timeout)
                    && (1..=peers).contains(&r)
                    && !served[r]
                {
                    served[r] = true;
                    sent += 1;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                if start.elapsed() > timeout {
                    return Err(rendezvous(format!(
                        "rank 0 waited {:.0} s on {addr}, and {sent} of {peers} other ranks connected: did they start, with the same MASTER_ADDR and port?",
                        timeout.as_secs_f64()
                    )));
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(e) => return Err(rendezvous(format!("rank 0: accepting on {addr}: {e}"))),
        }
    }
    Ok(())
}

/// Rank 0's side of one connection: the hello, then the id. Returns the rank it named.
fn greet(mut s: TcpStream, id: &UniqueId, timeout: Duration) -> std::io::Result<usize> {
    s.set_nonblocking(false)?;
    s.set_read_timeout(Some(timeout.min(Duration::from_secs(5))))?;
    s.set_write_timeout(Some(timeout))?;
    let mut hello = [0u8; 16];
    s.read_exact(&mut hello)?;
    if &hello[..8] != HELLO {
        return Err(std::io::Error::other("not a rank"));
    }
    s.write_all(&id.0)?;
    let mut rank = [0u8; 8];
    rank.copy_from_slice(&hello[8..]);
    Ok(usize::try_from(u64::from_le_bytes(rank)).unwrap_or(usize::MAX))
}

/// Ranks > 0: connects to rank 0 (retrying until it listens), says hello and reads the id.
fn fetch(addr: &str, rank: usize, timeout: Duration) -> Result<UniqueId> {
    let start = Instant::now();
    let mut last = String::new();
    while start.elapsed() <= timeout {
        let addrs = match addr.to_socket_addrs() {
            Ok(a) => a.collect::<Vec<_>>(),
            Err(e) => {
                return Err(rendezvous(format!(
                    "rank {rank}: the address {addr} (MASTER_ADDR and the port) does not resolve: {e}"
                )));
            }
        };
        for a in addrs {
            match TcpStream::connect_timeout(&a, Duration::from_millis(500)) {
                Ok(mut s) => {
                    let mut hello = [0u8; 16];
                    hello[..8].copy_from_slice(HELLO);
                    hello[8..].copy_from_slice(&(rank as u64).to_le_bytes());
                    let mut buf = [0u8; 128];
                    let got = s
                        .set_read_timeout(Some(timeout))
                        .and_then(|()| s.write_all(&hello))
                        .and_then(|()| s.read_exact(&mut buf));
                    return match got {
                        Ok(()) => Ok(UniqueId(buf)),
                        Err(e) => Err(rendezvous(format!(
                            "rank {rank}: connected to {addr} but did not receive the id: {e} (is something else listening there, such as a launcher's store? set TYPED_PTX_NCCL_PORT)"
                        ))),
                    };
                }
                Err(e) => last = e.to_string(),
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Err(rendezvous(format!(
        "rank {rank} could not reach rank 0 at {addr} within {:.0} s (last error: {last}): did rank 0 start, and is the port open between the hosts?",
        timeout.as_secs_f64()
    )))
}

/// A timeout in seconds as `TYPED_PTX_NCCL_TIMEOUT_S` gives it (`None`: unset, 120 s).
pub(crate) fn timeout_from(v: Option<&str>) -> Result<Duration> {
    let Some(v) = v else {
        return Ok(Duration::from_secs(120));
    };
    v.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| *s > 0.0)
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .ok_or_else(|| {
            rendezvous(format!(
                "TYPED_PTX_NCCL_TIMEOUT_S={v:?} is not a positive number of seconds that fits a duration (like 120 or 2.5)"
            ))
        })
}

/// How long ranks wait for each other's id: `TYPED_PTX_NCCL_TIMEOUT_S` seconds, else
/// 120; a value that is not a positive number of seconds is an error.
pub fn rendezvous_timeout() -> Result<Duration> {
    timeout_from(std::env::var("TYPED_PTX_NCCL_TIMEOUT_S").ok().as_deref())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A port nothing listens on now (bound to 0, read, released).
    fn free_port() -> u16 {
        TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    }

    /// A fresh folder of this process named `name`.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The error `share_id` gives `env` through `channel` (rank 0 would make `test_id(1)`).
    fn refusal(env: &RankEnv, channel: &IdChannel, timeout: Duration) -> String {
        share_id(env, channel, timeout, || Ok(test_id(1)))
            .unwrap_err()
            .to_string()
    }

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let owned: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |k| owned.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone())
    }

    #[test]
    fn rank_env_reads_the_launcher_variables() {
        let e = RankEnv::from_vars(vars(&[("RANK", "1"), ("WORLD_SIZE", "4")])).unwrap();
        assert_eq!(
            e,
            RankEnv {
                rank: 1,
                world: 4,
                local_rank: 1
            }
        );
        let e = RankEnv::from_vars(vars(&[
            ("RANK", "5"),
            ("WORLD_SIZE", "8"),
            ("LOCAL_RANK", "1"),
        ]))
        .unwrap();
        assert_eq!(e.local_rank, 1);
    }

    #[test]
    fn rank_env_errors_name_the_variable() {
        let msg = |pairs: &[(&str, &str)]| RankEnv::from_vars(vars(pairs)).unwrap_err().to_string();
        assert!(msg(&[("WORLD_SIZE", "2")]).contains("RANK is not set"));
        assert!(msg(&[("RANK", "0")]).contains("WORLD_SIZE is not set"));
        assert!(
            msg(&[("RANK", "x"), ("WORLD_SIZE", "2")]).contains("RANK=\"x\" is not a whole number")
        );
        assert!(
            msg(&[("RANK", "2"), ("WORLD_SIZE", "2")])
                .contains("the ranks are 0 to WORLD_SIZE - 1")
        );
        assert!(
            msg(&[("RANK", "0"), ("WORLD_SIZE", "2"), ("LOCAL_RANK", "-1")])
                .contains("LOCAL_RANK=\"-1\"")
        );
    }

    #[test]
    fn id_channel_prefers_the_file_then_the_socket() {
        let c = IdChannel::from_vars(vars(&[
            ("TYPED_PTX_NCCL_ID_FILE", "/tmp/x"),
            ("MASTER_ADDR", "h"),
            ("MASTER_PORT", "1"),
        ]))
        .unwrap();
        assert_eq!(c, IdChannel::File(PathBuf::from("/tmp/x")));
        let c =
            IdChannel::from_vars(vars(&[("MASTER_ADDR", "h"), ("MASTER_PORT", "29500")])).unwrap();
        assert_eq!(c, IdChannel::Socket("h:29501".to_owned()));
        let e = IdChannel::from_vars(vars(&[])).unwrap_err().to_string();
        assert!(e.contains("TYPED_PTX_NCCL_ID_FILE"), "{e}");
        let e = IdChannel::from_vars(vars(&[("MASTER_ADDR", "h")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("MASTER_PORT is not"), "{e}");
        let e = IdChannel::from_vars(vars(&[("MASTER_ADDR", "h"), ("MASTER_PORT", "99999")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("not a port number"), "{e}");
    }

    fn test_id(seed: u8) -> UniqueId {
        let mut b = [0u8; 128];
        for (i, x) in b.iter_mut().enumerate() {
            *x = (i as u8).wrapping_mul(37).wrapping_add(seed);
        }
        UniqueId::from_bytes(b)
    }

    #[test]
    fn hex_round_trips_and_refuses_other_text() {
        let id = test_id(3);
        assert_eq!(UniqueId::from_hex(&id.to_hex()), Some(id));
        assert_eq!(UniqueId::from_hex(&format!("{}\n", id.to_hex())), Some(id));
        assert_eq!(UniqueId::from_hex("abc"), None);
        assert_eq!(UniqueId::from_hex(&"zz".repeat(128)), None);
        assert_eq!(UniqueId::from_hex(&"é".repeat(128)), None);
    }

    fn env(rank: usize, world: usize) -> RankEnv {
        RankEnv {
            rank,
            world,
            local_rank: rank,
        }
    }

    /// Every rank gets rank 0's id, through each channel, with the ranks starting in
    /// either order.
    fn shares_through(channel: IdChannel) {
        let id = test_id(9);
        let world = 3;
        let t = Duration::from_secs(20);
        let got: Vec<UniqueId> = std::thread::scope(|s| {
            let others: Vec<_> = (1..world)
                .map(|r| {
                    let channel = channel.clone();
                    s.spawn(move || {
                        share_id(&env(r, world), &channel, t, || {
                            panic!("only rank 0 makes it")
                        })
                    })
                })
                .collect();
            std::thread::sleep(Duration::from_millis(50));
            let mine = share_id(&env(0, world), &channel, t, || Ok(id)).unwrap();
            let mut all = vec![mine];
            for h in others {
                all.push(h.join().unwrap().unwrap());
            }
            all
        });
        assert_eq!(got, vec![id; world]);
    }

    #[test]
    fn the_id_file_reaches_every_rank_and_a_stale_one_is_refused() {
        let dir = scratch("typed-ptx-nccl");
        let path = dir.join("id");
        let _ = std::fs::remove_file(&path);
        shares_through(IdChannel::File(path.clone()));
        // The file is still there: a second job on the same path must not reuse it.
        let e = refusal(
            &env(0, 2),
            &IdChannel::File(path.clone()),
            Duration::from_secs(1),
        );
        assert!(e.contains("already exists"), "{e}");
        std::fs::write(&path, "not an id").unwrap();
        let e = refusal(
            &env(1, 2),
            &IdChannel::File(path.clone()),
            Duration::from_secs(1),
        );
        assert!(e.contains("does not hold an id"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn waiting_for_a_missing_id_file_times_out_naming_it() {
        let path = std::env::temp_dir().join("typed-ptx-nccl-never-written");
        let e = refusal(
            &env(1, 2),
            &IdChannel::File(path),
            Duration::from_millis(50),
        );
        assert!(
            e.contains("rank 1 waited") && e.contains("never-written"),
            "{e}"
        );
    }

    #[test]
    fn the_id_socket_reaches_every_rank() {
        // A free port: bind to 0, read it, release it.
        let port = free_port();
        shares_through(IdChannel::Socket(format!("127.0.0.1:{port}")));
    }

    #[test]
    fn a_missing_rank_0_times_out_naming_the_address() {
        let port = free_port();
        let e = refusal(
            &env(1, 2),
            &IdChannel::Socket(format!("127.0.0.1:{port}")),
            Duration::from_millis(100),
        );
        assert!(e.contains("could not reach rank 0 at 127.0.0.1"), "{e}");
    }

    /// Review finding: a sign is not a hex digit.
    #[test]
    fn hex_ids_refuse_signs() {
        let text = format!("+f{}", "0".repeat(254));
        assert_eq!(UniqueId::from_hex(&text), None);
    }

    /// Review finding: a timeout too large for a `Duration` is an error, not a panic.
    #[test]
    fn huge_timeouts_are_errors() {
        for v in ["1e20", "1e300", "inf", "-1", "0", "x"] {
            let e = timeout_from(Some(v)).unwrap_err().to_string();
            assert!(e.contains("TYPED_PTX_NCCL_TIMEOUT_S"), "{v}: {e}");
        }
        assert_eq!(timeout_from(None).unwrap(), Duration::from_secs(120));
        assert_eq!(
            timeout_from(Some(" 2.5 ")).unwrap(),
            Duration::from_millis(2500)
        );
    }

    /// Review finding: a rank > 0 refuses an id file older than the job (a previous
    /// job's), instead of joining with a dead id.
    #[test]
    fn a_stale_id_file_is_refused_by_every_rank() {
        let dir = scratch("typed-ptx-nccl-stale");
        let path = dir.join("id");
        std::fs::write(&path, format!("{}\n", test_id(4).to_hex())).unwrap();
        let f = std::fs::File::options().write(true).open(&path).unwrap();
        f.set_modified(std::time::SystemTime::now() - Duration::from_secs(3600))
            .unwrap();
        drop(f);
        let e = refusal(
            &env(1, 2),
            &IdChannel::File(path.clone()),
            Duration::from_millis(100),
        );
        assert!(e.contains("older than"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Review finding: under torchrun MASTER_PORT is the launcher's own store; the id
    /// goes through the next port (or TYPED_PTX_NCCL_PORT), so a bound MASTER_PORT does
    /// not stop rank 0.
    #[test]
    fn the_socket_does_not_take_master_port() {
        let store = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = store.local_addr().unwrap().port();
        let channel = IdChannel::from_vars(vars(&[
            ("MASTER_ADDR", "127.0.0.1"),
            ("MASTER_PORT", &port.to_string()),
        ]))
        .unwrap();
        assert_eq!(
            channel,
            IdChannel::Socket(format!("127.0.0.1:{}", port + 1))
        );
        let channel = IdChannel::from_vars(vars(&[
            ("MASTER_ADDR", "::1"),
            ("MASTER_PORT", "29500"),
            ("TYPED_PTX_NCCL_PORT", "29600"),
        ]))
        .unwrap();
        assert_eq!(channel, IdChannel::Socket("[::1]:29600".to_owned()));
        let e = IdChannel::from_vars(vars(&[("MASTER_PORT", "29500")]))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("MASTER_PORT is set but MASTER_ADDR is not"),
            "{e}"
        );
        drop(store);
    }

    /// Review finding: a connection that is not a rank (a port scanner, a health check)
    /// does not count as one.
    #[test]
    fn a_stray_connection_is_not_a_rank() {
        let port = free_port();
        let addr = format!("127.0.0.1:{port}");
        let id = test_id(7);
        let t = Duration::from_secs(20);
        std::thread::scope(|s| {
            let server = s.spawn(|| serve(&addr, &id, 1, t));
            // A stray client: connects, says nothing, leaves.
            let start = Instant::now();
            loop {
                if let Ok(c) = TcpStream::connect(&addr) {
                    drop(c);
                    break;
                }
                assert!(start.elapsed() < t);
                std::thread::sleep(Duration::from_millis(5));
            }
            let got = fetch(&addr, 1, t).unwrap();
            assert_eq!(got, id);
            server.join().unwrap().unwrap();
        });
    }

    /// Review finding: a rank that connected twice took another rank's place, and the
    /// last rank was never served.
    #[test]
    fn a_rank_connecting_twice_counts_once() {
        let port = free_port();
        let addr = format!("127.0.0.1:{port}");
        let id = test_id(8);
        let t = Duration::from_secs(20);
        std::thread::scope(|s| {
            let server = s.spawn(|| serve(&addr, &id, 2, t));
            assert_eq!(fetch(&addr, 1, t).unwrap(), id);
            assert_eq!(fetch(&addr, 1, t).unwrap(), id);
            assert_eq!(fetch(&addr, 2, t).unwrap(), id);
            server.join().unwrap().unwrap();
        });
    }

    /// Review finding: the stale check compared another clock's time with this host's. A
    /// file just inside the timeout, by the file system's clock, is accepted.
    #[test]
    fn a_fresh_id_file_is_accepted_by_the_file_systems_clock() {
        let dir = scratch("typed-ptx-nccl-fresh");
        let path = dir.join("id");
        std::fs::write(&path, format!("{}\n", test_id(5).to_hex())).unwrap();
        let f = std::fs::File::options().write(true).open(&path).unwrap();
        f.set_modified(file_system_now(&path) - Duration::from_secs(50))
            .unwrap();
        drop(f);
        let got = share_id(
            &env(1, 2),
            &IdChannel::File(path.clone()),
            Duration::from_secs(60),
            || Ok(test_id(1)),
        )
        .unwrap();
        assert_eq!(got, test_id(5));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
