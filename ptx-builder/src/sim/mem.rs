//! The interpreter's memories: every state space is its own memory, and a generic address
//! names one of them through a window of its own. An access outside its allocation is an
//! error naming the space, the offset and the variable or buffer.

use crate::error::Site;

/// Where the `.global` allocations start: allocation `i` is at `GLOBAL_BASE + i * STRIDE`,
/// so an access past the end of one never reaches the next.
pub(crate) const GLOBAL_BASE: u64 = 0x1000_0000_0000;
/// The distance between two `.global` allocations.
pub(crate) const STRIDE: u64 = 1 << 36;
/// The generic windows of the other spaces: a generic address `WINDOW + offset`.
/// They lie far above every `.global` allocation (2^27 of them would be needed to reach
/// them).
pub(crate) const SHARED_WINDOW: u64 = 0xff00_0000_0000_0000;
pub(crate) const LOCAL_WINDOW: u64 = 0xfe00_0000_0000_0000;
pub(crate) const CONST_WINDOW: u64 = 0xfd00_0000_0000_0000;
pub(crate) const PARAM_WINDOW: u64 = 0xfc00_0000_0000_0000;
/// The size of each window.
pub(crate) const WINDOW: u64 = 1 << 32;

/// A state space as the interpreter addresses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sp {
    Generic,
    Global,
    Shared,
    Local,
    Const,
    Param,
}

impl Sp {
    /// Its name in reports: the short qualifier the table spells (`.shared`, `.param`).
    pub(crate) fn name(self) -> &'static str {
        use typed_ptx_isa::Space as S;
        let s = match self {
            Sp::Generic => return "generic",
            Sp::Global => S::Global,
            Sp::Shared => S::SharedCta,
            Sp::Local => S::Local,
            Sp::Const => S::Const,
            Sp::Param => S::Param,
        };
        s.modifier().text()
    }

    /// The generic window of a space (`None` for `.global`, whose addresses are generic
    /// ones, and for generic itself).
    pub(crate) fn window(self) -> Option<u64> {
        match self {
            Sp::Shared => Some(SHARED_WINDOW),
            Sp::Local => Some(LOCAL_WINDOW),
            Sp::Const => Some(CONST_WINDOW),
            Sp::Param => Some(PARAM_WINDOW),
            Sp::Global | Sp::Generic => None,
        }
    }

    /// The space a generic address lies in and its address there.
    pub(crate) fn of_generic(a: u64) -> (Sp, u64) {
        for sp in [Sp::Shared, Sp::Local, Sp::Const, Sp::Param] {
            let w = sp.window().unwrap_or(0);
            if a >= w && a - w < WINDOW {
                return (sp, a - w);
            }
        }
        (Sp::Global, a)
    }
}

/// One `.global` allocation: a buffer the host made or a module's `.global` variable.
#[derive(Debug)]
pub(crate) struct Alloc {
    pub(crate) name: String,
    pub(crate) data: Vec<u8>,
    pub(crate) at: Site,
}

/// The named parts of a space's memory: `(offset, size, name)`, by offset.
#[derive(Clone, Debug, Default)]
pub(crate) struct Names(pub(crate) Vec<(u64, u64, String)>);

impl Names {
    /// The variable an offset lies in (or, past every one, the nearest before it).
    pub(crate) fn describe(&self, off: u64) -> String {
        match self.0.iter().rev().find(|(o, _, _)| *o <= off) {
            Some((o, s, n)) if off < o + s => format!("`{n}` + {}", off - o),
            Some((o, s, n)) => format!("{} bytes past the end of `{n}` ({s} bytes)", off - o - s),
            None => "no variable".to_owned(),
        }
    }
}

/// What an access does, for the checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Use {
    Read,
    Write,
    Atomic,
}

/// A byte's history in the current barrier interval, for the race detector and the
/// check of uninitialized reads: who wrote it last and in which interval, who read it.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Mark {
    /// Thread + 1 of the last write (0: never written).
    pub(crate) writer: u32,
    pub(crate) w_epoch: u32,
    pub(crate) w_atomic: bool,
    /// The writer's warp epoch (`bar.warp.sync` orders the lanes of one warp).
    pub(crate) w_wepoch: u32,
    /// When it was written (the launch's warp instructions so far), for the barriers
    /// that order only some warps (`Cta::ordered`).
    pub(crate) w_time: u64,
    /// Thread + 1 of the last read, `u32::MAX` when several threads read it.
    pub(crate) reader: u32,
    pub(crate) r_epoch: u32,
    pub(crate) r_wepoch: u32,
    /// The last reader (thread + 1) and when it read.
    pub(crate) r_last: u32,
    pub(crate) r_time: u64,
    /// The site of the last write, for reports.
    pub(crate) w_site: Option<Site>,
    /// A `cp.async` in flight writes it: the issuing thread + 1.
    pub(crate) pending: u32,
}

/// The memory of one CTA's `.shared` space (or one thread's `.local`), with a mark per
/// byte.
#[derive(Debug)]
pub(crate) struct Marked {
    pub(crate) data: Vec<u8>,
    pub(crate) marks: Vec<Mark>,
}

impl Marked {
    pub(crate) fn new(size: usize) -> Marked {
        Marked {
            data: vec![0; size],
            marks: vec![Mark::default(); size],
        }
    }
}
