//! What is checked before the driver is called: the module's `.version` against the
//! newest PTX ISA the installed driver JITs, its `.target` against the device, and the
//! entry points' parameter lists (read from the PTX text itself, so raw PTX is checked
//! too).

use typed_ptx_builder::Ty;
use typed_ptx_isa::Version;

use crate::error::Error;

/// The newest PTX ISA each CUDA driver version JITs, from the PTX ISA release history
/// (CUDA 11.x JITs ISA 7.x, 12.x ISA 8.x with 12.6 still at 8.5, 13.x ISA 9.x).
const DRIVER_ISA: &[((u32, u32), Version)] = &[
    ((11, 0), Version::new(7, 0)),
    ((11, 1), Version::new(7, 1)),
    ((11, 2), Version::new(7, 2)),
    ((11, 3), Version::new(7, 3)),
    ((11, 4), Version::new(7, 4)),
    ((11, 5), Version::new(7, 5)),
    ((11, 6), Version::new(7, 6)),
    ((11, 7), Version::new(7, 7)),
    ((11, 8), Version::new(7, 8)),
    ((12, 0), Version::new(8, 0)),
    ((12, 1), Version::new(8, 1)),
    ((12, 2), Version::new(8, 2)),
    ((12, 3), Version::new(8, 3)),
    ((12, 4), Version::new(8, 4)),
    ((12, 5), Version::new(8, 5)),
    ((12, 6), Version::new(8, 5)),
    ((12, 7), Version::new(8, 6)),
    ((12, 8), Version::new(8, 7)),
    ((12, 9), Version::new(8, 8)),
    ((13, 0), Version::new(9, 0)),
    ((13, 1), Version::new(9, 1)),
    ((13, 2), Version::new(9, 2)),
    ((13, 3), Version::new(9, 3)),
    ((13, 4), Version::new(9, 4)),
    ((13, 5), Version::new(9, 5)),
];

/// A CUDA driver version as `cuDriverGetVersion` reports it (`13000` is CUDA 13.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DriverVersion(pub i32);

impl DriverVersion {
    /// `(major, minor)`, e.g. `(13, 0)`.
    pub fn cuda(self) -> (u32, u32) {
        let v = self.0.max(0) as u32;
        (v / 1000, (v % 1000) / 10)
    }

    /// The newest PTX ISA this driver JITs, and whether the driver is in this crate's
    /// table (a driver newer than the table is assumed to JIT the newest ISA known).
    pub fn newest_isa(self) -> (Version, bool) {
        let cuda = self.cuda();
        match DRIVER_ISA.iter().rev().find(|(c, _)| *c <= cuda) {
            Some((c, v)) => (*v, *c == cuda || cuda < DRIVER_ISA[DRIVER_ISA.len() - 1].0),
            None => (Version::new(6, 0), false),
        }
    }
}

impl core::fmt::Display for DriverVersion {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let (a, b) = self.cuda();
        write!(f, "CUDA {a}.{b}")
    }
}

/// A `.target` as written in a module: `sm_XY` and its suffix (`a` for
/// architecture-specific, `f` for family-specific targets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PtxTarget {
    /// The number after `sm_` (`90` for `sm_90a`).
    pub sm: u32,
    /// The suffix: `None`, `Some('a')` or `Some('f')`.
    pub suffix: Option<char>,
}

impl PtxTarget {
    /// Parses `sm_90`, `sm_90a`, `sm_100f`; `None` for anything else (`compute_90`).
    pub fn parse(s: &str) -> Option<PtxTarget> {
        let rest = s.trim().strip_prefix("sm_")?;
        let (digits, suffix) = match rest.chars().last()? {
            c @ ('a' | 'f') => (&rest[..rest.len() - 1], Some(c)),
            _ => (rest, None),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(PtxTarget {
            sm: digits.parse().ok()?,
            suffix,
        })
    }

    /// The compute capability the target is built for: `sm_90` → `(9, 0)`,
    /// `sm_100` → `(10, 0)`, `sm_121` → `(12, 1)`.
    pub fn capability(self) -> (u32, u32) {
        (self.sm / 10, self.sm % 10)
    }
}

impl core::fmt::Display for PtxTarget {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "sm_{}", self.sm)?;
        if let Some(c) = self.suffix {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// What a module's header says: `.version`, `.target` and where they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// `.version`, if present.
    pub version: Option<Version>,
    /// `.target` (the first `sm_*` of the directive), if present.
    pub target: Option<PtxTarget>,
}

/// Reads the `.version` and `.target` directives of a PTX module.
pub fn header(ptx: &str) -> Header {
    let mut h = Header {
        version: None,
        target: None,
    };
    for line in ptx.lines().take(200) {
        let line = line.trim();
        if let Some(v) = line.strip_prefix(".version") {
            let v = v.trim();
            if let Some((a, b)) = v.split_once('.')
                && let (Ok(a), Ok(b)) = (a.trim().parse::<u8>(), b.trim().parse::<u8>())
            {
                h.version = Some(Version::new(a, b));
            }
        } else if let Some(t) = line.strip_prefix(".target") {
            h.target = t.split(',').find_map(PtxTarget::parse);
        }
        if h.version.is_some() && h.target.is_some() {
            break;
        }
    }
    h
}

/// Fails when the module's ISA is newer than what `driver` JITs, naming both sides.
pub fn check_version(module: Version, driver: DriverVersion) -> Result<(), Error> {
    let (newest, known) = driver.newest_isa();
    if module > newest {
        return Err(Error::VersionTooNew {
            module,
            driver,
            driver_isa: newest,
            driver_known: known,
        });
    }
    Ok(())
}

/// Fails when `target` cannot run on a device of compute capability `cc`: `sm_XY` needs
/// at least X.Y, `sm_XYa` exactly X.Y, `sm_XYf` the same major version and at least
/// minor Y.
pub fn check_target(target: PtxTarget, cc: (u32, u32), device: &str) -> Result<(), Error> {
    let need = target.capability();
    let ok = match target.suffix {
        Some('a') => cc == need,
        Some(_) => cc.0 == need.0 && cc.1 >= need.1,
        None => cc >= need,
    };
    if ok {
        Ok(())
    } else {
        Err(Error::TargetTooNew {
            target,
            device: device.to_owned(),
            capability: cc,
        })
    }
}

/// A kernel entry point as the PTX text declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntrySig {
    /// Its name.
    pub name: String,
    /// Its parameters: name and type (`None` for a type this crate does not model, such
    /// as `.b8` arrays, which are passed as raw bytes only through the driver API).
    pub params: Vec<(String, Option<Ty>)>,
    /// `.reqntid x, y, z`, if declared: launches must use exactly this block.
    pub reqntid: Option<[u32; 3]>,
    /// `.maxntid x, y, z`, if declared.
    pub maxntid: Option<[u32; 3]>,
    /// `.reqnctapercluster x, y, z`, if declared.
    pub reqnctapercluster: Option<[u32; 3]>,
}

fn ty_of(s: &str) -> Option<Ty> {
    Some(match s {
        ".u8" => Ty::U8,
        ".s8" => Ty::S8,
        ".u16" | ".b16" => Ty::U16,
        ".s16" => Ty::S16,
        ".u32" | ".b32" => Ty::U32,
        ".s32" => Ty::S32,
        ".u64" | ".b64" => Ty::U64,
        ".s64" => Ty::S64,
        ".f32" => Ty::F32,
        ".f64" => Ty::F64,
        _ => return None,
    })
}

fn triple(s: &str) -> Option<[u32; 3]> {
    let mut v = [1u32; 3];
    for (i, part) in s.split(',').enumerate().take(3) {
        v[i] = part.trim().trim_end_matches(';').parse().ok()?;
    }
    Some(v)
}

/// Reads every `.entry` of a PTX module: names, parameters and launch directives.
pub fn entries(ptx: &str) -> Vec<EntrySig> {
    let mut out = Vec::new();
    let mut lines = ptx.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim();
        let Some(pos) = t.find(".entry ") else {
            continue;
        };
        if t.starts_with("//") {
            continue;
        }
        let rest = t[pos + 7..].trim();
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$')
            .collect();
        let mut sig = EntrySig {
            name,
            params: Vec::new(),
            reqntid: None,
            maxntid: None,
            reqnctapercluster: None,
        };
        // The parameter list: from `(` to `)`, on this line or the following ones.
        let mut text = rest[sig.name.len()..].to_owned();
        while !text.contains(')') {
            match lines.next() {
                Some(l) => {
                    text.push(' ');
                    text.push_str(l.trim());
                }
                None => break,
            }
        }
        // The last `)` after the first `(` (malformed text may close before it opens).
        if let Some(a) = text.find('(')
            && let Some(b) = text[a..].rfind(')')
        {
            for p in text[a + 1..a + b].split(',') {
                let words: Vec<&str> = p.split_whitespace().collect();
                if words.first() != Some(&".param") || words.len() < 3 {
                    continue;
                }
                let name = words[words.len() - 1].to_owned();
                let ty = if words.len() == 3 && !name.contains('[') {
                    ty_of(words[1])
                } else {
                    None
                };
                // A tensor map: `.param .align 64 .b8 name[128]` (CUDA's
                // `__grid_constant__ const CUtensorMap`).
                if let ([_, ".align", "64", ".b8", _], Some(base)) =
                    (words.as_slice(), name.strip_suffix("[128]"))
                {
                    sig.params.push((base.to_owned(), Some(Ty::TensorMap)));
                    continue;
                }
                sig.params.push((name, ty));
            }
        }
        // Performance directives until the body.
        while let Some(l) = lines.peek() {
            let d = l.trim();
            if d.starts_with('{') {
                break;
            }
            if let Some(v) = d.strip_prefix(".reqntid") {
                sig.reqntid = triple(v);
            } else if let Some(v) = d.strip_prefix(".maxntid") {
                sig.maxntid = triple(v);
            } else if let Some(v) = d.strip_prefix(".reqnctapercluster") {
                sig.reqnctapercluster = triple(v);
            } else if !d.starts_with('.') && !d.is_empty() {
                break;
            }
            lines.next();
        }
        out.push(sig);
    }
    out
}

/// The 1-based line numbers a JIT log names (`ptxas application ptx input, line 12;`).
pub fn log_lines(log: &str) -> Vec<u32> {
    let mut lines = Vec::new();
    for l in log.lines() {
        let mut rest = l;
        while let Some(i) = rest.find("line ") {
            rest = &rest[i + 5..];
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            if let Ok(n) = digits.parse::<u32>()
                && !lines.contains(&n)
            {
                lines.push(n);
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn driver_table() {
        assert_eq!(
            DriverVersion(13000).newest_isa(),
            (Version::new(9, 0), true)
        );
        assert_eq!(
            DriverVersion(12060).newest_isa(),
            (Version::new(8, 5), true)
        );
        assert_eq!(
            DriverVersion(12080).newest_isa(),
            (Version::new(8, 7), true)
        );
        assert_eq!(
            DriverVersion(12090).newest_isa(),
            (Version::new(8, 8), true)
        );
        assert_eq!(
            DriverVersion(12000).newest_isa(),
            (Version::new(8, 0), true)
        );
        // Newer than the table: the newest known, flagged as assumed.
        assert_eq!(
            DriverVersion(14020).newest_isa(),
            (Version::new(9, 5), false)
        );
        assert_eq!(DriverVersion(13000).to_string(), "CUDA 13.0");
    }

    #[test]
    fn version_check_names_both_sides() {
        assert!(check_version(Version::new(7, 8), DriverVersion(13000)).is_ok());
        assert!(check_version(Version::new(9, 0), DriverVersion(13000)).is_ok());
        let e = check_version(Version::new(9, 1), DriverVersion(13000))
            .unwrap_err()
            .to_string();
        assert!(e.contains(".version 9.1"), "{e}");
        assert!(e.contains("CUDA 13.0"), "{e}");
        assert!(e.contains("PTX ISA 9.0 at most"), "{e}");
        let e = check_version(Version::new(8, 7), DriverVersion(12060))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("8.7") && e.contains("CUDA 12.6") && e.contains("8.5"),
            "{e}"
        );
    }

    #[test]
    fn target_rules() {
        let t = |s| PtxTarget::parse(s).unwrap();
        assert!(check_target(t("sm_80"), (9, 0), "H100").is_ok());
        assert!(check_target(t("sm_90"), (9, 0), "H100").is_ok());
        assert!(check_target(t("sm_90a"), (9, 0), "H100").is_ok());
        assert!(check_target(t("sm_86"), (8, 9), "L4").is_ok());
        let e = check_target(t("sm_100"), (9, 0), "NVIDIA H100")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("sm_100")
                && e.contains("10.0")
                && e.contains("9.0")
                && e.contains("NVIDIA H100"),
            "{e}"
        );
        // `a` targets need the exact capability, newer devices included.
        let e = check_target(t("sm_90a"), (10, 0), "B200")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("sm_90a") && e.contains("exactly 9.0") && e.contains("10.0"),
            "{e}"
        );
        assert!(check_target(t("sm_80a"), (9, 0), "H100").is_err());
        // `f` targets: same major, minor at least.
        assert!(check_target(t("sm_100f"), (10, 3), "B300").is_ok());
        assert!(check_target(t("sm_100f"), (12, 0), "RTX").is_err());
        assert_eq!(PtxTarget::parse("compute_90"), None);
        assert_eq!(t("sm_121").capability(), (12, 1));
    }

    #[test]
    fn header_and_entries() {
        let ptx = "//\n.version 7.8\n.target sm_90a, debug\n.address_size 64\n\n.visible .entry k(\n\t.param .u64 out,\n\t.param .f32 a,\n\t.param .align 8 .b8 blob[16],\n\t.param .align 64 .b8 tmap[128]\n)\n.reqntid 256, 1, 1\n{\n\tret;\n}\n.entry e()\n{\nret;\n}\n";
        let h = header(ptx);
        assert_eq!(h.version, Some(Version::new(7, 8)));
        assert_eq!(
            h.target,
            Some(PtxTarget {
                sm: 90,
                suffix: Some('a')
            })
        );
        let es = entries(ptx);
        assert_eq!(es.len(), 2);
        assert_eq!(es[0].name, "k");
        assert_eq!(
            es[0].params,
            vec![
                ("out".into(), Some(Ty::U64)),
                ("a".into(), Some(Ty::F32)),
                ("blob[16]".into(), None),
                ("tmap".into(), Some(Ty::TensorMap))
            ]
        );
        assert_eq!(es[0].reqntid, Some([256, 1, 1]));
        assert_eq!(es[1].name, "e");
        assert!(es[1].params.is_empty());
    }

    #[test]
    fn log_line_numbers() {
        let log = "ptxas application ptx input, line 18; error   : Unknown symbol 'x'\nptxas application ptx input, line 18; error : again\nptxas application ptx input, line 3; fatal";
        assert_eq!(log_lines(log), vec![18, 3]);
    }
}
