//! One vocabulary for both macros: a type or modifier that a mnemonic names is the table's
//! [`Mod`], a state space the table's [`Space`]. Each macro keeps only the set of types
//! it can carry (`ptx_asm!`: those with a Rust register; `ptx_module!`: those with a
//! builder type) and how it writes them in Rust.

use typed_ptx_isa::{Mod, Space, TyStyle, Types};

/// The modifier a dotted part names (`global` → [`Mod::Global`], `u32` → [`Mod::U32`]).
pub(crate) fn modifier(text: &str) -> Option<Mod> {
    Mod::ALL
        .iter()
        .copied()
        .find(|m| *m != Mod::None && m.text().strip_prefix('.') == Some(text))
}

/// The type of `among` that a part names (`u32`).
pub(crate) fn ty_among(text: &str, among: &[Mod]) -> Option<Mod> {
    among.iter().copied().find(|m| m.name() == text)
}

/// The named state space a modifier names: `.shared` is `.shared::cta`, `.param` is
/// `.param::entry`, as the table's [`Space::of_modifier`] says (no modifier: none).
pub(crate) fn space_of(m: Mod) -> Option<Space> {
    Space::of_modifier(m).filter(|s| *s != Space::Generic)
}

/// The state space a dotted part names (`shared::cluster`).
pub(crate) fn space_named(text: &str) -> Option<Space> {
    modifier(text).and_then(space_of)
}

/// What the macros read off a type.
pub(crate) trait TyExt: Copy {
    /// Its PTX name without the dot (`u32`).
    fn name(self) -> &'static str;
    /// Its size in bytes (0 for `.pred`).
    fn size(self) -> u64;
    /// Its size in bits.
    fn width(self) -> u32;
    /// Untyped bits `.b8` … `.b64`.
    fn is_bits(self) -> bool;
    /// `.f32` or `.f64`.
    fn is_float(self) -> bool;
    /// A signed integer.
    fn is_signed(self) -> bool;
    /// The table's type bit (`.bN` counts as `.uN`; none for the 8-bit types).
    fn bit(self) -> Types;
}

impl TyExt for Mod {
    fn name(self) -> &'static str {
        self.text().strip_prefix('.').unwrap_or("")
    }

    fn size(self) -> u64 {
        match self.bits() {
            Mod::B8 => 1,
            Mod::B16 => 2,
            Mod::B32 => 4,
            Mod::B64 => 8,
            Mod::B128 => 16,
            _ => 0,
        }
    }

    fn width(self) -> u32 {
        self.size() as u32 * 8
    }

    fn is_bits(self) -> bool {
        matches!(self, Mod::B8 | Mod::B16 | Mod::B32 | Mod::B64)
    }

    fn is_float(self) -> bool {
        matches!(self, Mod::F32 | Mod::F64)
    }

    fn is_signed(self) -> bool {
        matches!(self, Mod::S8 | Mod::S16 | Mod::S32 | Mod::S64)
    }

    fn bit(self) -> Types {
        let own = match self {
            Mod::B16 => Mod::U16,
            Mod::B32 => Mod::U32,
            Mod::B64 => Mod::U64,
            m => m,
        };
        (0..32)
            .map(|b| Types(1 << b))
            .find(|t| own != Mod::None && Mod::of_type(*t, TyStyle::Own) == own)
            .unwrap_or(Types(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_name_the_tables_modifiers() {
        assert_eq!(modifier("global"), Some(Mod::Global));
        assert_eq!(modifier("shared::cluster"), Some(Mod::SharedCluster));
        assert_eq!(modifier("f16x2"), Some(Mod::F16x2));
        assert_eq!(modifier(""), None);
        assert_eq!(modifier("globl"), None);
        assert_eq!(space_named("shared"), Some(Space::SharedCta));
        assert_eq!(space_named("param::entry"), Some(Space::Param));
        assert_eq!(space_named("u32"), None);
    }

    #[test]
    fn types_know_their_size_and_table_bit() {
        assert_eq!(Mod::U32.name(), "u32");
        assert_eq!(Mod::F16x2.size(), 4);
        assert_eq!(Mod::B128.size(), 16);
        assert_eq!(Mod::Pred.size(), 0);
        assert_eq!(Mod::S16.width(), 16);
        assert_eq!(Mod::B32.bit(), Types::U32);
        assert_eq!(Mod::B64.bit(), Types::U64);
        assert_eq!(Mod::Tf32.bit(), Types::TF32);
        assert_eq!(Mod::Pred.bit(), Types::PRED);
        assert_eq!(Mod::U8.bit(), Types(0));
        assert!(Mod::S64.is_signed() && !Mod::U64.is_signed());
    }
}
