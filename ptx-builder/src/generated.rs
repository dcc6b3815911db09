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
use crate::reg::{Reg, Src};
#[allow(unused_imports)]
use crate::space::{Space, private::Token};
#[allow(unused_imports)]
use crate::ty::{
    Arith, B128, Bf16, Bf16x2, E4m3x2, E4m3x4, E5m2x2, E5m2x4, F16, F16x2, Float, FloatArith, Imm,
    Int, Int3264, Logic, Num, Pred, S8x4, Scalar, Signed, SignedArith, Tf32, Ty, U8x4,
};
#[allow(unused_imports)]
use crate::ty::{Elem, MbarToken};

include!("generated/methods.rs");

/// The impls of the traits that bound the methods of rows differing in their types
/// (`typed_ptx_isa::row::TYPE_BOUNDS`: `HalfFromF32`, `CvtPack`, `Approx` …), for exactly
/// the types of those rows.
mod bounds {
    #[allow(unused_imports)]
    use crate::ty::{Bf16, Bf16x2, E4m3x2, E5m2x2, F16, F16x2, Tf32};

    include!("generated/bounds.rs");
}

/// The instructions spelled once per state space, and the row of each space.
pub(crate) mod space_rows {
    use typed_ptx_isa::{FormId, Space as IsaSpace};

    include!("generated/space_rows.rs");
}
pub(crate) use space_rows::SpaceRows;

#[cfg(test)]
mod tests {
    use super::SpaceRows;
    use crate::space::{
        Cluster, Const, Cta, Entry, Generic, Global, Local, Param, Shared, Space, Unknown,
    };
    use crate::space::{ReadWrite, ReadWriteAtomic};
    use typed_ptx_isa::{FormId, Val};

    /// Every space the builder's bounds admit for an instruction it picks by address space
    /// has a row of that instruction, spelled either way: `Kernel::space_row`'s fallback to
    /// the generic row is never taken (a row lost from the table fails here, not as a
    /// silently different instruction).
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
        let cases: [(SpaceRows, &[S]); 4] = [
            (SpaceRows::Ld, &all),
            (SpaceRows::St, &storable),
            (SpaceRows::Atom, &atomic),
            (SpaceRows::Red, &atomic),
        ];
        for (kind, spaces) in cases {
            for &s in spaces {
                for explicit in [false, true] {
                    assert!(
                        kind.row(s, explicit).is_some(),
                        "{kind:?} has no row for {s:?} (explicit: {explicit})"
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

    /// The builder's spelling of each space in a `{.space}` slot is the one the table's
    /// rows of one space per row spell (`ld.shared`, `ld.shared::cta` explicitly), so that
    /// `cvta` and `ld` agree in a module.
    #[test]
    fn space_slots_spell_as_the_space_rows() {
        use typed_ptx_isa::Space as S;
        for s in [
            S::Global,
            S::SharedCta,
            S::SharedCluster,
            S::Local,
            S::Const,
        ] {
            for explicit in [false, true] {
                let ld = SpaceRows::Ld
                    .row(s, explicit)
                    .map(|r| r.form().space_modifier());
                let cvta = FormId::CvtaSpace.form().space_value(s, explicit);
                assert_eq!(ld.map(Val::from), cvta, "{s:?} (explicit: {explicit})");
            }
        }
    }
}
