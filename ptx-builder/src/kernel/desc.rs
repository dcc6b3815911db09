//! What a `wgmma` matrix descriptor may read: each descriptor register made from a
//! declared `.shared` variable remembers the variable, its own start offset in it and its
//! layout (swizzle, `lbo`, `sbo`), so that an advance cannot leave the variable and a
//! `wgmma` cannot read past it. A descriptor made from a pointer has no variable to check
//! against (like any run-time address); its advances still may not carry out of the
//! 14-bit start field.

use super::*;

/// The largest byte offset a descriptor field holds: 14 bits of 16-byte units.
pub(super) const DESC_FIELD_MAX: u64 = (1 << 18) - 16;

/// A `wgmma` or `tcgen05.mma` operand read through a descriptor: which operand, its rows
/// (M for A, N for B), whether it is MN-major (transposed), and the instruction's shape
/// mMnNkK as (M, N, K); `umma`: a `tcgen05.mma`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DescRead {
    which: &'static str,
    rows: u32,
    mn_major: bool,
    shape: (u32, u32, u32),
    umma: bool,
    /// The bytes of K each row gives the instruction: 32, or 64 for the sparse UMMA's B.
    kbytes: u64,
}

/// What a descriptor register is known to describe.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct DescInfo {
    /// The variable it points into and that variable's size and alignment in bytes;
    /// `None` when it was made from a pointer.
    var: Option<(SymRef, u64, u64)>,
    /// The start's byte offset in the variable.
    off: u64,
    /// The bytes added by `wgmma_desc_advance` since it was made (or since what is known).
    advanced: u64,
    swizzle: Swizzle,
    lbo: u64,
    sbo: u64,
}

/// The width in bytes of a swizzle pattern's row (`None` without swizzle).
fn swizzle_width(s: Swizzle) -> Option<u64> {
    match s {
        Swizzle::None => None,
        Swizzle::B32 => Some(32),
        Swizzle::B64 => Some(64),
        Swizzle::B128 => Some(128),
    }
}

impl DescInfo {
    /// The byte offset, from the descriptor's start, of the last 16-byte chunk that a
    /// `wgmma` operand of `rows` rows (M = 64 for A, N for B) reads, before swizzling.
    ///
    /// Every operand is 32 bytes of K per row (k16 of 16-bit, k8 of tf32, k32 of FP8
    /// elements), read in 16-byte chunks. The PTX canonical layouts:
    /// - K-major without swizzle: 8x16-byte core matrices (rows 16 bytes apart), the two
    ///   along K `lbo` apart, the groups of 8 rows `sbo` apart;
    /// - K-major with a W-byte swizzle: rows W bytes apart, K inside one row, groups of 8
    ///   rows `sbo` apart (`lbo` unused);
    /// - MN-major (a transposed f16/bf16 operand, 16 bytes = 8 rows per chunk) without
    ///   swizzle: chunks along M/N `sbo` apart, the 8 K rows 16 bytes apart, the two
    ///   groups of 8 K rows `lbo` apart;
    /// - MN-major with a W-byte swizzle: W/16 chunks along M/N side by side, further
    ///   W-byte groups of them `lbo` apart, the 8 K rows W bytes apart, the two groups of
    ///   8 K rows `sbo` apart.
    ///
    /// A sparse UMMA's B gives 64 bytes of K a row (`kbytes`): four core matrices along K
    /// `lbo` apart without swizzle, 64 bytes of the row with one (K-major only).
    fn last_chunk(&self, rows: u64, mn_major: bool, kbytes: u64) -> u64 {
        let groups = (rows / 8).max(1);
        let (lbo, sbo) = (self.lbo, self.sbo);
        let along_k = (kbytes / 16).max(2) - 1;
        match (swizzle_width(self.swizzle), mn_major) {
            (None, _) => (groups - 1).saturating_mul(sbo) + 7 * 16 + along_k.saturating_mul(lbo),
            (Some(w), false) => (groups - 1).saturating_mul(sbo) + 7 * w + along_k * 16,
            (Some(w), true) => {
                let per = w / 16;
                let side = groups.min(per);
                let wide = groups.div_ceil(per);
                (wide - 1).saturating_mul(lbo) + (side - 1) * 16 + 7 * w + sbo
            }
        }
    }

    /// The bytes `[lo, hi)` of the variable that the operand reads (`lo` is `None` when
    /// the swizzle may move a read before the variable's start). A swizzle permutes the
    /// 16-byte chunks inside each W-byte aligned block of addresses: inside the block of
    /// the unswizzled address when the variable is W-byte aligned, anywhere up to W - 16
    /// bytes either way when it is not.
    fn span(&self, align: u64, rows: u64, mn_major: bool, kbytes: u64) -> (Option<u64>, u64) {
        let last = self
            .off
            .saturating_add(self.last_chunk(rows, mn_major, kbytes));
        match swizzle_width(self.swizzle) {
            None => (Some(self.off), last.saturating_add(16)),
            Some(w) if align >= w => (
                Some(self.off / w * w),
                last.saturating_add(16).next_multiple_of(w),
            ),
            Some(w) => (self.off.checked_sub(w - 16), last.saturating_add(w)),
        }
    }
}

/// The checks a `wgmma` matrix descriptor carries from its variable (internal).
impl<'m> Kernel<'m> {
    /// Records what the new descriptor `d` describes: the matrix at `o` laid out as given.
    pub(super) fn note_desc(&mut self, d: RegId, o: &AddrOperand, layout: (Swizzle, u32, u32)) {
        let var = match (o.base, o.size) {
            (Base::Sym(s), Some(size)) if o.off >= 0 => Some((s, size, o.align)),
            _ => None,
        };
        let (swizzle, lbo, sbo) = layout;
        let info = DescInfo {
            var,
            off: if var.is_some() { o.off as u64 } else { 0 },
            advanced: 0,
            swizzle,
            lbo: lbo as u64,
            sbo: sbo as u64,
        };
        self.descs.insert(d, info);
    }

    /// An advance of `desc` by `bytes` into `d`: it must leave the start inside the
    /// variable, and all advances together must fit the 14-bit start field (otherwise the
    /// address carries into a reserved bit, whatever the start was).
    pub(super) fn note_desc_advance(&mut self, desc: RegId, d: RegId, bytes: u32, at: Site) {
        self.note_check(desc, FactCheck::Advance { bytes }, at);
        let Some(info) = self.descs.get(&desc).copied() else {
            return;
        };
        if let Some(info) = self.advance_info(info, bytes, at) {
            self.descs.insert(d, info);
        }
    }

    /// `info` advanced by `bytes`, or `None` (with the error) when the start leaves the
    /// variable or the advances carry out of the start field.
    pub(super) fn advance_info(
        &mut self,
        mut info: DescInfo,
        bytes: u32,
        at: Site,
    ) -> Option<DescInfo> {
        let bytes = bytes as u64;
        info.off = info.off.saturating_add(bytes);
        info.advanced = info.advanced.saturating_add(bytes);
        if let Some((s, size, _)) = info.var
            && info.off >= size
        {
            let name = self.st.symbols[s.id as usize].name.clone();
            self.misuse(
                format!(
                    "a wgmma descriptor advance of {bytes} bytes moves its start to byte {} of the {size}-byte variable `{name}`, past its end",
                    info.off
                ),
                "advance a descriptor only to matrices inside its variable (declare the variable larger, or advance less)",
                at,
            );
            return None;
        }
        if info.advanced > DESC_FIELD_MAX {
            self.misuse(
                format!(
                    "wgmma descriptor advances adding up to {} bytes carry out of the descriptor's 14-bit start field (at most {DESC_FIELD_MAX} bytes) into a reserved bit",
                    info.advanced
                ),
                "make a new descriptor (`wgmma_desc`) of the matrix further on instead of advancing this one that far",
                at,
            );
            return None;
        }
        Some(info)
    }

    /// A `wgmma` (`umma`: a `tcgen05.mma`, or with N = 0 a `tcgen05.cp` of M rows) of
    /// shape mMnNkK (`shape` = (M, N, K)) reads operand `which` (`rows` rows, MN-major when
    /// transposed) through `desc`: the rows must lie inside the descriptor's variable.
    pub(super) fn check_desc_reads(
        &mut self,
        desc: RegId,
        (which, rows, mn_major): (&'static str, u32, bool),
        (shape, umma): ((u32, u32, u32), bool),
        at: Site,
    ) {
        self.check_desc_reads_k(desc, (which, rows, mn_major), (shape, umma), 32, at);
    }

    /// [`check_desc_reads`](Kernel::check_desc_reads) of an operand that gives `kbytes`
    /// bytes of K a row (64: the sparse UMMA's B).
    pub(super) fn check_desc_reads_k(
        &mut self,
        desc: RegId,
        (which, rows, mn_major): (&'static str, u32, bool),
        (shape, umma): ((u32, u32, u32), bool),
        kbytes: u64,
        at: Site,
    ) {
        let read = DescRead {
            which,
            rows,
            mn_major,
            shape,
            umma,
            kbytes,
        };
        self.note_check(desc, FactCheck::DescRead(read), at);
        if let Some(info) = self.descs.get(&desc).copied() {
            self.check_desc_info(info, read, at);
        }
    }

    /// [`check_desc_reads`](Kernel::check_desc_reads) through a descriptor known as `info`.
    pub(crate) fn check_desc_info(&mut self, info: DescInfo, read: DescRead, at: Site) {
        let DescRead {
            which,
            rows,
            mn_major,
            shape: (m, n, k),
            umma,
            kbytes,
        } = read;
        // A `tcgen05.cp` is a read of `m` rows with no N.
        let inst = if umma && n == 0 {
            format!("tcgen05.cp` of {m} rows")
        } else if umma {
            format!("tcgen05.mma` of M = {m}, N = {n}, K = {k}")
        } else {
            format!("wgmma.mma_async.m{m}n{n}k{k}`")
        };
        // 64 bytes of K a row (a sparse UMMA's B) need a swizzle row that holds them; the
        // layout of narrower ones is not modelled, so they are refused.
        if let Some(w) = swizzle_width(info.swizzle)
            && !mn_major
            && w < kbytes
        {
            self.misuse(
                format!(
                    "`{inst} reads {kbytes} bytes of K a row through a descriptor of a {w}-byte swizzle, for its {which}"
                ),
                "lay the operand out with a 64- or 128-byte swizzle (or none) for the sparse UMMA's B",
                at,
            );
            return;
        }
        let Some((s, size, align)) = info.var else {
            return;
        };
        let (lo, hi) = info.span(align, rows as u64, mn_major, kbytes);
        if lo.is_some() && hi <= size {
            return;
        }
        let name = self.st.symbols[s.id as usize].name.clone();
        let layout = match (info.swizzle, mn_major) {
            (Swizzle::None, false) => "K-major".to_owned(),
            (Swizzle::None, true) => "MN-major".to_owned(),
            (sw, major) => format!(
                "{}, {}-byte swizzle",
                if major { "MN-major" } else { "K-major" },
                swizzle_width(sw).unwrap_or(0)
            ),
        };
        let reach = match lo {
            Some(lo) => {
                format!("reads past the end of the {size}-byte variable `{name}`: bytes {lo}..{hi}")
            }
            None => format!(
                "may read before the start of the {size}-byte variable `{name}` (declared {align}-byte aligned, less than its swizzle)"
            ),
        };
        self.misuse(
            format!(
                "`{inst} {reach}, for its {which} of {rows} rows ({layout}, lbo {}, sbo {}) through a descriptor at byte {}",
                info.lbo, info.sbo, info.off
            ),
            "declare the matrix's variable large enough for the tile (and aligned to its swizzle), or give the descriptor the layout of the tile (lbo/sbo, swizzle) and advance it only inside the variable",
            at,
        );
    }
}

/// The shared-memory swizzle mode a [`WgmmaDesc`](crate::WgmmaDesc) names (bits 62–63 of the descriptor).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swizzle {
    /// No swizzling (interleaved 8x16-byte core matrices).
    None,
    /// 32-byte swizzle (the pattern repeats every 256 bytes).
    B32,
    /// 64-byte swizzle (the pattern repeats every 512 bytes).
    B64,
    /// 128-byte swizzle (the pattern repeats every 1024 bytes).
    B128,
}

impl Swizzle {
    /// The descriptor's 2-bit layout code (sm_90 `wgmma`).
    pub const fn code(self) -> u64 {
        match self {
            Swizzle::None => 0,
            Swizzle::B128 => 1,
            Swizzle::B64 => 2,
            Swizzle::B32 => 3,
        }
    }
}
