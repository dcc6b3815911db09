//! The values of the modifier slots of the `Shape::Row` rows, as the generated methods
//! take them: one enum per slot of modifiers (a slot of two values, one of them empty, is a
//! `bool` instead), named after the row and the slot (`bmsk{.mode}.b32`'s `{.mode}`:
//! `BmskMode`), each variant a modifier of the table ([`modifier`](crate::isa::Mod)). A slot
//! whose modifiers are exactly those of a shared enum of the builder (`Scope`, `Cmp`,
//! `ProxySpace`: `typed_ptx_isa::row::SHARED_ENUMS`) takes that enum instead and has none
//! here; `shared_enums_agree` checks those enums against the registry.
//! Written by `cargo xtask codegen` from the table (`generated/slots.rs`).

#[allow(unused_imports)]
use typed_ptx_isa::Mod;

include!("generated/slots.rs");

#[cfg(test)]
mod tests {
    //! The methods of the rows added as rows only (issue 17, item 10): each builds and
    //! spells its instruction from its row; a gated value is refused below its version.
    use super::*;
    use crate::{Error, Errors, Kernel, Module, Target, Version};

    fn emit(
        target: Target,
        pin: Option<Version>,
        body: impl FnOnce(&mut Kernel<'_>),
    ) -> Result<String, Errors> {
        let mut m = Module::new(target);
        if let Some(v) = pin {
            m.pin_version(v);
        }
        m.entry("k", body);
        m.emit()
    }

    fn lines(ptx: &str) -> Vec<&str> {
        ptx.lines().map(str::trim).collect()
    }

    #[test]
    fn bfind_spells_its_shift_amount_and_type() {
        let ptx = emit(Target::SM_75, None, |k| {
            let a = k.mov(5u32);
            let b = k.mov(-5i64);
            k.bfind(false, a);
            k.bfind(true, b);
        })
        .unwrap();
        let l = lines(&ptx);
        assert!(l.contains(&"bfind.u32 \t%r1, %r0;"), "{ptx}");
        assert!(l.contains(&"bfind.shiftamt.s64 \t%r2, %rd0;"), "{ptx}");
        // bfind is ISA 2.0: sm_75's own minimum decides the version.
        assert!(ptx.contains(".version 6.3"), "{ptx}");
    }

    #[test]
    fn bmsk_spells_its_mode() {
        let ptx = emit(Target::SM_80, None, |k| {
            let a = k.mov(5u32);
            k.bmsk(BmskMode::Clamp, a, 3u32);
            k.bmsk(BmskMode::Wrap, 1u32, a);
        })
        .unwrap();
        let l = lines(&ptx);
        assert!(l.contains(&"bmsk.clamp.b32 \t%r1, %r0, 3;"), "{ptx}");
        assert!(l.contains(&"bmsk.wrap.b32 \t%r2, 1, %r0;"), "{ptx}");
        assert!(ptx.contains(".version 7.6"), "bmsk needs ISA 7.6: {ptx}");
        assert_eq!(BmskMode::ALL.len(), 2);
        assert_eq!(BmskMode::Wrap.modifier(), Mod::Wrap);
    }

    #[test]
    fn trap_is_one_word() {
        let ptx = emit(Target::SM_75, None, |k| k.trap()).unwrap();
        assert!(lines(&ptx).contains(&"trap;"), "{ptx}");
    }

    #[test]
    fn cluster_barriers_spell_their_semantics() {
        let ptx = emit(Target::SM_90, None, |k| {
            k.barrier_cluster_arrive_with(Some(BarrierClusterArriveSem::Relaxed), true);
            k.barrier_cluster_wait_with(true, false);
            k.barrier_cluster_arrive_with(Some(BarrierClusterArriveSem::Release), false);
            k.barrier_cluster_wait_with(false, true);
            k.barrier_cluster_arrive_with(None, false);
        })
        .unwrap();
        let l = lines(&ptx);
        for want in [
            "barrier.cluster.arrive.relaxed.aligned;",
            "barrier.cluster.wait.acquire;",
            "barrier.cluster.arrive.release;",
            "barrier.cluster.wait.aligned;",
            "barrier.cluster.arrive;",
        ] {
            assert!(l.contains(&want), "{want}: {ptx}");
        }
        // The gated values raise the module's version to theirs.
        assert!(ptx.contains(".version 8.0"), "{ptx}");
        // Without them the form's own version (sm_90's minimum) is enough.
        let plain = emit(Target::SM_90, None, |k| {
            k.barrier_cluster_arrive_with(None, true);
            k.barrier_cluster_wait_with(false, true);
        })
        .unwrap();
        assert!(plain.contains(".version 7.8"), "{plain}");
    }

    /// The gate of `.relaxed` (PTX ISA 8.0) on `barrier.cluster.arrive` (7.8): pinned below
    /// it, the module is refused, naming `.relaxed`; the plain form is not.
    #[test]
    fn relaxed_below_its_version_is_refused_naming_it() {
        let old = Version::new(7, 8);
        let e = emit(Target::SM_90, Some(old), |k| {
            k.barrier_cluster_arrive_with(Some(BarrierClusterArriveSem::Relaxed), false);
        })
        .unwrap_err();
        assert!(
            e.iter().any(|x| matches!(
                x,
                Error::VersionTooLow { mnemonic: ".relaxed", needed, pinned, .. }
                    if *needed == Version::new(8, 0) && *pinned == old
            )),
            "{e}"
        );
        assert!(e.to_string().contains("`.relaxed`"), "{e}");
        emit(Target::SM_90, Some(old), |k| {
            k.barrier_cluster_arrive_with(None, true);
            k.barrier_cluster_arrive();
        })
        .expect("the plain form is ISA 7.8");
        emit(Target::SM_90, Some(Version::new(8, 0)), |k| {
            k.barrier_cluster_arrive_with(Some(BarrierClusterArriveSem::Relaxed), false);
        })
        .expect(".relaxed is ISA 8.0");
    }
}
