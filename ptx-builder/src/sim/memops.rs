//! Loads, stores and copies: the checks of every access (its space, bounds, alignment,
//! uninitialized bytes, races between barriers, copies still in flight) and the bytes.

use super::decode::{A, Ins, T};
use super::exec::{Copy, Cta, Warp};
use super::mem::{GLOBAL_BASE, STRIDE, Sp, Use};
use super::ops::lanes;
use super::{Fault, SimError};

/// The space and offset an access of lane `i` reaches: the instruction's space, or for a
/// generic access the window the address is in.
pub(crate) fn resolve(
    cta: &Cta,
    w: &Warp,
    ins: &Ins,
    i: usize,
    sp: Sp,
    a: A,
) -> Result<(Sp, u64), SimError> {
    let (var_sp, addr) = match a {
        A::Addr(b, off) => cta.addr(w, b, off, i),
        other => (None, cta.get(w, other, i)),
    };
    // A `.param` of an inlined device function lives in `.local`.
    let sp = match (sp, var_sp) {
        (Sp::Param, Some(Sp::Local)) => Sp::Local,
        _ => sp,
    };
    Ok(match sp {
        Sp::Generic => Sp::of_generic(addr),
        // A 32-bit `.shared`/`.local` address may carry the window in a 64-bit register
        // only when the builder allowed it; the offset is what counts.
        Sp::Shared | Sp::Local | Sp::Const | Sp::Param => {
            let win = sp.window().unwrap_or(0);
            if addr >= win && addr - win < super::mem::WINDOW {
                return Err(cta.fault(
                    w,
                    ins,
                    i,
                    Fault::Space(format!(
                        "the address {addr:#x} is a generic one (in the window of {}), not a {} address",
                        sp.name(),
                        sp.name()
                    )),
                ));
            }
            (sp, addr)
        }
        Sp::Global => {
            if Sp::of_generic(addr).0 != Sp::Global {
                return Err(cta.fault(
                    w,
                    ins,
                    i,
                    Fault::Space(format!(
                        "the address {addr:#x} is in {}, not in .global",
                        Sp::of_generic(addr).0.name()
                    )),
                ));
            }
            (Sp::Global, addr)
        }
    })
}

/// The bytes `[off, off + size)` of space `sp` for lane `i`, checked.
pub(crate) fn bytes<'m>(
    cta: &'m mut Cta,
    w: &'m mut Warp,
    ins: &Ins,
    i: usize,
    (sp, off): (Sp, u64),
    size: u64,
    how: Use,
) -> Result<&'m mut [u8], SimError> {
    if off % size.min(16) != 0 {
        return Err(cta.fault(
            w,
            ins,
            i,
            Fault::Misaligned(format!(
                "a {size}-byte access of {} at {off:#x} is not {size}-byte aligned",
                sp.name()
            )),
        ));
    }
    let out_of = |at: u64, what: String| {
        Fault::Bounds(format!(
            "a {size}-byte {} of {} at offset {at:#x} is outside {what}",
            match how {
                Use::Read => "read",
                Use::Write => "write",
                Use::Atomic => "atomic",
            },
            sp.name()
        ))
    };
    let len = match sp {
        Sp::Global => {
            if off < GLOBAL_BASE {
                return Err(cta.fault(
                    w,
                    ins,
                    i,
                    Fault::Bounds(format!(
                        "{off:#x} is no .global address (a null or uninitialized pointer?)"
                    )),
                ));
            }
            let (idx, o) = ((off - GLOBAL_BASE) / STRIDE, (off - GLOBAL_BASE) % STRIDE);
            let Some(alloc) = cta.global.get(idx as usize) else {
                return Err(cta.fault(
                    w,
                    ins,
                    i,
                    Fault::Bounds(format!("{off:#x} is in no .global allocation")),
                ));
            };
            let n = alloc.data.len() as u64;
            if o + size > n {
                let what = format!("{} ({n} bytes, made at {})", alloc.name, alloc.at);
                let f = out_of(o, what);
                return Err(cta.fault(w, ins, i, f));
            }
            return Ok(&mut cta.global[idx as usize].data[o as usize..(o + size) as usize]);
        }
        Sp::Shared => cta.shared.data.len() as u64,
        Sp::Local => w.local[i].data.len() as u64,
        Sp::Const => cta.l.konst.len() as u64,
        Sp::Param => cta.l.params.len() as u64,
        Sp::Generic => 0,
    };
    if off.checked_add(size).is_none_or(|e| e > len) {
        let what = match cta.names(sp) {
            Some(n) if !n.0.is_empty() => {
                format!("the {len} bytes of {} ({})", sp.name(), n.describe(off))
            }
            _ => format!("the {len} bytes of {}", sp.name()),
        };
        let f = out_of(off, what);
        return Err(cta.fault(w, ins, i, f));
    }
    if matches!(sp, Sp::Shared | Sp::Local) {
        marks(cta, w, ins, i, sp, off, size, how)?;
    }
    let (a, b) = (off as usize, (off + size) as usize);
    Ok(match sp {
        Sp::Shared => &mut cta.shared.data[a..b],
        Sp::Local => &mut w.local[i].data[a..b],
        // Reads only: the instruction set has no store to these spaces.
        _ => {
            let src: &[u8] = if sp == Sp::Const {
                cta.l.konst
            } else {
                cta.l.params
            };
            let mut tmp = [0u8; 16];
            tmp[..size as usize].copy_from_slice(&src[a..b]);
            w.scratch = tmp;
            &mut w.scratch[..size as usize]
        }
    })
}

/// The race and initialization checks of `.shared` and `.local` bytes, and their marks.
#[allow(clippy::too_many_arguments)]
fn marks(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    i: usize,
    sp: Sp,
    off: u64,
    size: u64,
    how: Use,
) -> Result<(), SimError> {
    let t = w.id * 32 + i as u32 + 1;
    let (epoch, wepoch) = (cta.epoch, w.epoch);
    let now = cta.stats.warp_instructions;
    let races = cta.l.opts.race_check && sp == Sp::Shared;
    let uninit = cta.l.opts.uninit_check;
    for b in off..off + size {
        let m = if sp == Sp::Shared {
            cta.shared.marks[b as usize]
        } else {
            w.local[i].marks[b as usize]
        };
        if m.pending != 0 {
            let f = Fault::InFlight(format!(
                "{} byte {b:#x} ({}) is written by a cp.async or bulk copy of thread {} that no wait has completed (cp.async.wait_group, or a wait on the mbarrier the copy completes on)",
                sp.name(),
                cta.names(sp).map_or(String::new(), |n| n.describe(b)),
                m.pending - 1
            ));
            return Err(cta.fault(w, ins, i, f));
        }
        // Unordered: another thread, in this epoch (no barrier of the whole CTA or
        // completed mbarrier phase since), not ordered by a barrier both warps took part
        // in since (`Cta::ordered`), and in another warp or the same warp epoch.
        let other = |who: u32, e: u32, we: u32, tm: u64| {
            let peer = who == super::cluster::PEER;
            who != 0
                && who != t
                && e == epoch
                && (peer || !cta.ordered((who - 1) / 32, w.id, tm))
                && (peer || (who - 1) / 32 != w.id || we == wepoch)
        };
        let racing_write =
            other(m.writer, m.w_epoch, m.w_wepoch, m.w_time) && !(m.w_atomic && how == Use::Atomic);
        // Several readers: checked against the last one.
        let reader = if m.reader == u32::MAX {
            m.r_last
        } else {
            m.reader
        };
        let racing_read = how != Use::Read && other(reader, m.r_epoch, m.r_wepoch, m.r_time);
        if races && (racing_write || racing_read) {
            let (who, kind) = if racing_write {
                (m.writer, "written")
            } else {
                (reader, "read")
            };
            let by = if who == u32::MAX {
                "several threads".to_owned()
            } else if who == super::cluster::PEER {
                "a thread of another CTA of the cluster".to_owned()
            } else {
                format!("thread {}", who - 1)
            };
            let f = Fault::Race(format!(
                "{} byte {b:#x} ({}) was {kind} by {by}{} with no barrier between",
                sp.name(),
                cta.names(sp).map_or(String::new(), |n| n.describe(b)),
                if racing_write {
                    m.w_site.map_or(String::new(), |s| format!(" at {s}"))
                } else {
                    String::new()
                }
            ));
            return Err(cta.fault(w, ins, i, f));
        }
        if how == Use::Read && uninit && m.writer == 0 {
            let f = Fault::Uninit(format!(
                "{} byte {b:#x} ({}) is read before anything wrote it",
                sp.name(),
                cta.names(sp).map_or(String::new(), |n| n.describe(b))
            ));
            return Err(cta.fault(w, ins, i, f));
        }
        let m = if sp == Sp::Shared {
            &mut cta.shared.marks[b as usize]
        } else {
            &mut w.local[i].marks[b as usize]
        };
        if how == Use::Read {
            m.reader = if m.r_epoch == epoch && m.reader != 0 && m.reader != t {
                u32::MAX
            } else {
                t
            };
            m.r_epoch = epoch;
            m.r_wepoch = wepoch;
            m.r_last = t;
            m.r_time = now;
        } else {
            m.writer = t;
            m.w_epoch = epoch;
            m.w_wepoch = wepoch;
            m.w_time = now;
            m.w_atomic = how == Use::Atomic;
            m.w_site = Some(ins.site);
        }
    }
    Ok(())
}

/// Reads `size` bytes (at most 16) at operand `a` for lane `i`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn read(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    i: usize,
    sp: Sp,
    a: A,
    size: u64,
    how: Use,
) -> Result<u128, SimError> {
    let at = peer(cta, w, ins, i, resolve(cta, w, ins, i, sp, a)?, size, None)?;
    let b = bytes(cta, w, ins, i, at, size, how)?;
    let mut v = [0u8; 16];
    v[..size as usize].copy_from_slice(b);
    Ok(u128::from_le_bytes(v))
}

/// Writes the low `size` bytes of `v` at operand `a` for lane `i`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn write(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    i: usize,
    sp: Sp,
    a: A,
    size: u64,
    v: u128,
    how: Use,
) -> Result<(), SimError> {
    let at = resolve(cta, w, ins, i, sp, a)?;
    if matches!(at.0, Sp::Const | Sp::Param) {
        return Err(cta.fault(
            w,
            ins,
            i,
            Fault::Space(format!("a store to {}, which is read-only", at.0.name())),
        ));
    }
    if how == Use::Write
        && at.0 == Sp::Shared
        && let Some(c) = cta.l.cfg.cluster
        && let (Some(r), _) = super::cluster::split(cta, at.1)
        && r < c.iter().product::<u32>()
    {
        let data = v.to_le_bytes()[..size as usize].to_vec();
        peer(cta, w, ins, i, at, size, Some(data))?;
        return Ok(());
    }
    let at = peer(cta, w, ins, i, at, size, None)?;
    let b = bytes(cta, w, ins, i, at, size, how)?;
    b.copy_from_slice(&v.to_le_bytes()[..size as usize]);
    Ok(())
}

/// A `.shared` access of lane `i` at an address of another CTA of the cluster (from
/// `mapa`): a store (`data`) is checked against the peer's `.shared` (the same layout as
/// this CTA's) and sent to it, delivered after this CTA's turn; a load or an atomic is
/// refused. Other accesses pass, with an own-CTA address of the cluster made local.
#[allow(clippy::too_many_arguments)]
fn peer(
    cta: &mut Cta,
    w: &Warp,
    ins: &Ins,
    i: usize,
    (sp, off): (Sp, u64),
    size: u64,
    data: Option<Vec<u8>>,
) -> Result<(Sp, u64), SimError> {
    if sp != Sp::Shared {
        return Ok((sp, off));
    }
    let size_of = cta.l.cfg.cluster.map_or(1, |c| c.iter().product::<u32>());
    let (rank, local) = match super::cluster::split(cta, off) {
        (None, local) if cta.l.cfg.cluster.is_some() => return Ok((sp, local)),
        (Some(r), local) if r < size_of => (r, local),
        // No CTA of the cluster: an offset out of bounds, reported as such.
        _ => return Ok((sp, off)),
    };
    let Some(data) = data else {
        let what = format!(
            "a load or atomic of the shared memory of CTA {rank} of the cluster: the interpreter runs only stores to another CTA's shared memory"
        );
        return Err(cta.fault(w, ins, i, Fault::Space(what)));
    };
    if local + size > cta.shared.data.len() as u64 || local % size.min(16) != 0 {
        let what = format!(
            "a {size}-byte store to .shared offset {local:#x} of CTA {rank} of a cluster of {size_of}, whose CTAs have {} bytes of .shared",
            cta.shared.data.len()
        );
        return Err(cta.fault(w, ins, i, Fault::Bounds(what)));
    }
    let r = super::cluster::Remote::Store {
        rank,
        at: local,
        data,
        site: ins.site,
    };
    cta.outbox.push(r);
    Ok((sp, local))
}

/// The element registers of a load's destination or a store's source.
fn elems(cta: &Cta, a: A, vec: u8) -> Vec<A> {
    match a {
        A::Vector(at, n) => cta.l.prog.vecs[at as usize..at as usize + n as usize].to_vec(),
        _ => vec![a; vec.max(1) as usize],
    }
}

/// A register's value of memory type `ty`: sign-extended for the signed 8-bit type.
fn extend(ty: T, v: u128) -> u128 {
    match ty {
        T::S8 => super::alu::sext(v as u64, 8) as u64 as u128,
        T::S16 => super::alu::sext(v as u64, 16) as u64 as u128,
        _ => v,
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn ld(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    sp: Sp,
    ty: T,
    vec: u8,
    on: u32,
) -> Result<(), SimError> {
    let dst = elems(cta, args[0], vec);
    let size = ty.bytes();
    for i in lanes(on) {
        // One access of the whole vector (its alignment is the vector's size).
        let whole = read(
            cta,
            w,
            ins,
            i,
            sp,
            args[1],
            size * dst.len() as u64,
            Use::Read,
        )?;
        for (j, d) in dst.iter().enumerate() {
            let v = (whole >> (j as u64 * size * 8)) & mask(size);
            Cta::set(w, *d, i, extend(ty, v));
        }
    }
    Ok(())
}

fn mask(size: u64) -> u128 {
    if size >= 16 {
        u128::MAX
    } else {
        (1u128 << (size * 8)) - 1
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn st(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    sp: Sp,
    ty: T,
    vec: u8,
    on: u32,
) -> Result<(), SimError> {
    let src = elems(cta, args[1], vec);
    let size = ty.bytes();
    for i in lanes(on) {
        let mut whole = 0u128;
        for (j, s) in src.iter().enumerate() {
            whole |= (cta.get128(w, *s, i) & mask(size)) << (j as u64 * size * 8);
        }
        write(
            cta,
            w,
            ins,
            i,
            sp,
            args[0],
            size * src.len() as u64,
            whole,
            Use::Write,
        )?;
    }
    Ok(())
}

/// `cp.async.{ca,cg}.shared.global [dst], [src], size{, src_size}`: the copy is checked
/// now and lands at the `cp.async.wait_group` that completes its group (or now, when
/// copies land early); its bytes are marked in flight until then.
pub(crate) fn cp_async(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    on: u32,
) -> Result<(), SimError> {
    for i in lanes(on) {
        let size = cta.get(w, args[2], i) as u32;
        let src_size = args.get(3).map_or(size, |a| cta.get(w, *a, i) as u32);
        let (_, dst) = resolve(cta, w, ins, i, Sp::Shared, args[0])?;
        let (_, src) = resolve(cta, w, ins, i, Sp::Global, args[1])?;
        // Check both ends now, where the error can name this instruction.
        bytes(
            cta,
            w,
            ins,
            i,
            (Sp::Global, src),
            size.max(1) as u64,
            Use::Read,
        )?;
        bytes(
            cta,
            w,
            ins,
            i,
            (Sp::Shared, dst),
            size.max(1) as u64,
            Use::Write,
        )?;
        let c = Copy {
            dst,
            src,
            size,
            src_size: src_size.min(size),
            site: ins.site,
        };
        if cta.l.opts.late_copies {
            let t = w.id * 32 + i as u32 + 1;
            for b in dst..dst + size as u64 {
                cta.shared.marks[b as usize].pending = t;
            }
            w.open[i].push(c);
        } else {
            land(cta, w, i, c)?;
        }
    }
    Ok(())
}

/// Lands a copy of lane `i`: its bytes written by that lane now.
pub(crate) fn land(cta: &mut Cta, w: &mut Warp, i: usize, c: Copy) -> Result<(), SimError> {
    let t = w.id * 32 + i as u32 + 1;
    let (idx, o) = (
        (c.src - GLOBAL_BASE) / STRIDE,
        (c.src - GLOBAL_BASE) % STRIDE,
    );
    let src = &cta.global[idx as usize].data[o as usize..o as usize + c.src_size as usize];
    let dst = &mut cta.shared.data[c.dst as usize..c.dst as usize + c.size as usize];
    dst[..src.len()].copy_from_slice(src);
    dst[src.len()..].fill(0);
    let (epoch, wepoch) = (cta.epoch, w.epoch);
    let now = cta.stats.warp_instructions;
    for b in c.dst..c.dst + c.size as u64 {
        let m = &mut cta.shared.marks[b as usize];
        m.pending = 0;
        m.writer = t;
        m.w_epoch = epoch;
        m.w_wepoch = wepoch;
        m.w_time = now;
        m.w_atomic = false;
        m.w_site = Some(c.site);
    }
    Ok(())
}
