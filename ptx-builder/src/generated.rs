//! Instruction methods generated from the `ptx-isa` table: `cargo xtask codegen` writes
//! `generated/methods.rs` (committed; `cargo xtask codegen --check` fails when it is stale):
//! the regular arithmetic, logic and special-register methods, and one method per
//! `Shape::Row` row (its slot enums are [`slots`](crate::slots)).

use core::panic::Location;

#[allow(unused_imports)]
use typed_ptx_isa::{FormId, Mod, Space as IsaSpace, Val};

#[allow(unused_imports)]
use crate::ir::Op;
use crate::kernel::Kernel;
#[allow(unused_imports)]
use crate::kernel::site;
#[allow(unused_imports)]
use crate::kernel::{MbarrierAddr, MbarrierClusterAddr, MbarrierCtaAddr};
#[allow(unused_imports)]
use crate::reg::Address;
#[allow(unused_imports)]
use crate::reg::Ptr;
use crate::reg::{Label, Reg, Src};
#[allow(unused_imports)]
use crate::space::{Generic, Named, Origin, Space, private::Token};
#[allow(unused_imports)]
use crate::ty::{
    Arith, B128, Bf16, Bf16x2, E4m3x2, E4m3x4, E5m2x2, E5m2x4, F16, F16x2, Float, FloatArith, Imm,
    Int, Int3264, Logic, Num, Pred, S8x4, Scalar, Signed, SignedArith, Tf32, Ty, U8x4,
};
#[allow(unused_imports)]
use crate::ty::{CachePolicy, Data, Elem, MbarToken};
// The bounds the rows' address arguments name (`typed_ptx_isa::AddrArg::bounds`).
#[allow(unused_imports)]
use crate::bounds::*;
#[allow(unused_imports)]
use crate::space::{Cluster, Cta, Shared};
#[allow(unused_imports)]
use typed_ptx_isa::AddrCheck;

include!("generated/methods.rs");

/// The impls of the traits that bound the methods of rows differing in their types
/// (`typed_ptx_isa::row::TYPE_BOUNDS`: `HalfFromF32`, `CvtPack`, `Approx` …), for exactly
/// the types of those rows.
mod bounds {
    #[allow(unused_imports)]
    use crate::ty::{Bf16, Bf16x2, E4m3x2, E5m2x2, F16, F16x2, Tf32};

    include!("generated/bounds.rs");
}

#[cfg(test)]
mod tests {
    use crate::space::{
        Cluster, Const, Cta, Entry, Generic, Global, Local, Param, Shared, Space, Unknown,
    };
    use crate::space::{ReadWrite, ReadWriteAtomic};
    use typed_ptx_isa::FormId;

    /// Every space the builder's bounds admit for an instruction it picks by address space
    /// has its value in the row's `{.space}` slot, spelled either way: `Kernel::space_value`'s
    /// fallback to the generic value is never taken (a value lost from the table fails
    /// here, not as a silently different instruction).
    /// A space a row's `{.space}` slot lacks is not spelled as a generic access: the
    /// builder passes the space's own modifier, which the row refuses (an internal error
    /// at the call site).
    #[test]
    fn a_space_the_row_lacks_is_refused_not_generic() {
        use typed_ptx_isa::{Mod, Val};
        let mut m = crate::Module::new(crate::Target::SM_90);
        m.entry("k", |k| {
            let v = k.space_value(FormId::St, typed_ptx_isa::Space::Const);
            assert_eq!(v, Val::from(Mod::Const));
            let vals = [v, Val::NONE, Val::NONE, Mod::U32.into()];
            assert!(FormId::St.form().spelled(&vals).is_err());
            let g = k.space_value(FormId::St, typed_ptx_isa::Space::Generic);
            assert_eq!(g, Val::NONE);
        });
    }

    /// Slot values a row does not take are an error in release builds too (the check used
    /// to run only with debug assertions: a method whose bound admitted more than its row,
    /// `multimem_red_v8` of f32 once, emitted PTX that ptxas refuses): nothing is emitted.
    #[test]
    fn values_a_row_does_not_take_are_an_error_in_every_build() {
        use typed_ptx_isa::{Mod, Val};
        let mut m = crate::Module::new(crate::Target::SM_90);
        m.entry("k", |k| {
            let at = crate::kernel::site(core::panic::Location::caller());
            let vals = [
                Val::from(Mod::Relaxed),
                Val::from(Mod::Sys),
                Val::from(Mod::F32),
            ];
            k.op(FormId::MultimemRedV8, &vals, &[], at);
        });
        let e = m.emit().expect_err("a .v8 of f32 is refused").to_string();
        assert!(e.contains("slot {.type} of form MultimemRedV8"), "{e}");
        assert!(e.contains("does not take `.f32`"), "{e}");
    }

    #[test]
    fn every_admitted_space_has_its_row() {
        use typed_ptx_isa::Space as S;
        let named = [
            Global::SPACE,
            <Shared<Cta>>::SPACE,
            <Shared<Cluster>>::SPACE,
            Local::SPACE,
            Const::SPACE,
            <Param<Entry>>::SPACE,
        ];
        let storable = [
            Global::SPACE,
            <Shared<Cta>>::SPACE,
            <Shared<Cluster>>::SPACE,
            Local::SPACE,
            <Generic<Unknown<ReadWrite>>>::SPACE,
        ];
        let atomic = [
            Global::SPACE,
            <Shared<Cta>>::SPACE,
            <Shared<Cluster>>::SPACE,
            <Generic<Unknown<ReadWriteAtomic>>>::SPACE,
        ];
        let mut all = named.to_vec();
        all.push(S::Generic);
        // Rows with a `{.space}` slot: a value of every space the bounds admit (the
        // ordered rows take the atomic spaces; `cvta`, `cvta.to` and `isspacep` the named
        // ones).
        let slot_cases: [(FormId, &[S]); 12] = [
            (FormId::Ld, &all),
            (FormId::St, &storable),
            (FormId::Atom, &atomic),
            (FormId::Red, &atomic),
            (FormId::LdOrdered, &atomic),
            (FormId::StOrdered, &atomic),
            (FormId::AtomOrdered, &atomic),
            (FormId::RedOrdered, &atomic),
            (FormId::CvtaSpace, &named),
            (FormId::CvtaSpaceVar, &named),
            (FormId::CvtaToSpace, &named),
            (FormId::IsspacepSpace, &named),
        ];
        for (form, spaces) in slot_cases {
            let (_, values) = form.form().space_slot().expect("a {.space} slot");
            for &s in spaces {
                for explicit in [false, true] {
                    assert!(
                        s.slot_value(values, explicit).is_some(),
                        "{form:?} has no {{.space}} value for {s:?} (explicit: {explicit})"
                    );
                }
            }
        }
        // The rows of one `{.space}` slot (`cvta`, `cvta.to`, `isspacep`): a value of every
        // named space, spelled either way, that its row takes.
        for id in [
            FormId::CvtaSpace,
            FormId::CvtaSpaceVar,
            FormId::CvtaToSpace,
            FormId::IsspacepSpace,
        ] {
            let f = id.form();
            for &s in &named {
                for explicit in [false, true] {
                    let v = f.space_value(s, explicit);
                    assert!(
                        v.is_some_and(|v| f.check(&[v]).is_ok()),
                        "{id:?} has no value for {s:?} (explicit: {explicit})"
                    );
                }
            }
        }
    }

    /// `cvta` spells each space as `ld` does (`.shared`, or `.shared::cta` explicitly), so
    /// that the two agree in a module (`ld` has no `.param::entry`, `cvta` has).
    #[test]
    fn space_slots_spell_as_the_loads() {
        use typed_ptx_isa::Space as S;
        for s in [
            S::Global,
            S::SharedCta,
            S::SharedCluster,
            S::Local,
            S::Const,
        ] {
            for explicit in [false, true] {
                let ld = FormId::Ld.form().space_value(s, explicit);
                let cvta = FormId::CvtaSpace.form().space_value(s, explicit);
                assert_eq!(ld, cvta, "{s:?} (explicit: {explicit})");
            }
        }
    }
}
