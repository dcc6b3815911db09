//! Where a handle comes from: the module that made it, and how far that module was
//! built when it was emitted, so that a runtime resolves handles by module, not by name.

use crate::module::{EntryRef, KernelRef, Module, Origin};
use crate::reg::Var;

impl Module {
    pub(crate) fn origin(&self, sym: u32) -> Origin {
        Origin {
            module: self.state.module,
            sym,
        }
    }

    /// This module as it is now: its process-unique id and how many symbols it has
    /// declared. A runtime keeps the stamp of the module it loads, and accepts only the
    /// handles the stamp [`covers`](ModuleStamp::covers_kernel): the handles of this module
    /// made before the stamp. A kernel or variable declared later is not in the PTX that
    /// was loaded, even where a symbol of the same name is.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut a = Module::new(Target::SM_80);
    /// let ka = a.kernel("k", |_k, (_x,): (Reg<u64>,)| {});
    /// let va = a.global::<u32>("v", 1);
    /// let stamp = a.stamp();
    /// let mut b = Module::new(Target::SM_80);
    /// let kb = b.kernel("k", |_k, (_x,): (Reg<u64>,)| {});
    /// let vb = b.global::<u32>("v", 1);
    /// assert_eq!(stamp.covers_kernel(&ka), Covered::Yes);
    /// assert_eq!(stamp.covers_var(va), Covered::Yes);
    /// assert_eq!(stamp.covers_kernel(&kb), Covered::OtherModule);
    /// assert_eq!(stamp.covers_var(vb), Covered::OtherModule);
    /// assert!(stamp.is_of(&a) && !stamp.is_of(&b));
    /// // Declared after the stamp: not covered, though of the same module.
    /// let late = a.kernel("k", |_k, (_x,): (Reg<u32>,)| {});
    /// assert_eq!(stamp.covers_kernel(&late), Covered::Later);
    /// ```
    pub fn stamp(&self) -> ModuleStamp {
        ModuleStamp {
            module: self.state.module,
            symbols: self.state.symbols.len() as u32,
        }
    }
}

/// What a runtime remembers of the [`Module`] it loaded (see [`Module::stamp`]): which
/// module, and how far it was built. Handles of other modules, and handles made after
/// the stamp, are not covered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ModuleStamp {
    module: u32,
    symbols: u32,
}

/// How a handle stands to a [`ModuleStamp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Covered {
    /// Made by the stamped module before the stamp: what was loaded has it.
    Yes,
    /// Made by the stamped module after the stamp: what was loaded does not have it
    /// (a symbol of the same name there is another one).
    Later,
    /// Made by another module.
    OtherModule,
}

impl ModuleStamp {
    /// Whether the stamp is of `module` (at any point of its building).
    pub fn is_of(&self, module: &Module) -> bool {
        self.module == module.state.module
    }

    fn covers(&self, o: Origin) -> Covered {
        if o.module != self.module {
            Covered::OtherModule
        } else if o.sym < self.symbols {
            Covered::Yes
        } else {
            Covered::Later
        }
    }

    /// How kernel handle `k` stands to the stamp.
    pub fn covers_kernel<P>(&self, k: &KernelRef<P>) -> Covered {
        self.covers(k.origin)
    }

    /// How entry handle `e` stands to the stamp.
    pub fn covers_entry(&self, e: &EntryRef) -> Covered {
        self.covers(e.origin)
    }

    /// How variable `v` stands to the stamp.
    pub fn covers_var<S, T>(&self, v: Var<S, T>) -> Covered {
        self.covers(Origin {
            module: v.sym.module,
            sym: v.sym.id,
        })
    }
}
