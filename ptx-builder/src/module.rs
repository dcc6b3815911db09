//! Modules: declarations, functions, version and target computation, and emission.

use core::panic::Location;

use typed_ptx_isa::{FormId, Mod, Target, VERSIONS, Version};

use crate::error::{Error, Errors, Site};
use crate::ir::{
    Align, Decl, Function, Len, Line, Op, State, check_align, check_len, len_of, next_func_id,
};
use crate::kernel::Kernel;
use crate::reg::{SymRef, Var};
use crate::space::{Const, Global, Shared, Space};
use crate::ty::{Data, Elem, Imm, ImmValue, Ty};

/// One use of something with requirements: a table form, or a raw instruction's
/// declared (version, sm).
#[derive(Clone, Copy)]
enum Use {
    Form(FormId),
    /// A slot value of a form that its row gates on its own (the gate's index).
    Gate(FormId, u8),
    Raw(Version, u32),
}

/// The module a kernel handle was built by, and the kernel's symbol there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Origin {
    pub(crate) module: u32,
    pub(crate) sym: u32,
}

/// A PTX module: a target, optionally a pinned `.version`, module-scope variables,
/// device functions and kernels.
///
/// ```
/// use typed_ptx_builder::{Module, Target, Global};
/// let mut m = Module::new(Target::SM_80);
/// m.entry("fill", |k| {
///     let out = k.param_ptr::<u32>("out");
///     let i = k.tid_x();
///     let p = k.index(out, i);
///     k.st(p, 7u32);
/// });
/// let ptx = m.emit().unwrap();
/// assert!(ptx.contains(".target sm_80"));
/// assert!(ptx.contains("st.global.u32"));
/// ```
#[derive(Debug)]
pub struct Module {
    pub(crate) line_info: bool,
    pub(crate) target: Target,
    pub(crate) target_at: Site,
    pub(crate) version: Option<(Version, Site)>,
    pub(crate) state: State,
}

/// A handle to a kernel of a module, built with [`Module::entry`] (parameters declared
/// in the body, so they are known only at run time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryRef {
    pub(crate) id: u32,
    pub(crate) name: String,
    /// The module that built it and its symbol there (see [`ModuleStamp`](crate::ModuleStamp)).
    pub(crate) origin: Origin,
}

impl EntryRef {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// A handle to a kernel whose parameters are the Rust tuple `P` (see [`Module::kernel`]):
/// a runtime can check launch arguments against `P` at compile time.
pub struct KernelRef<P> {
    pub(crate) id: u32,
    pub(crate) name: String,
    /// The module that built it and its symbol there (see [`ModuleStamp`](crate::ModuleStamp)).
    pub(crate) origin: Origin,
    _p: core::marker::PhantomData<fn(P)>,
}

impl<P> Clone for KernelRef<P> {
    fn clone(&self) -> Self {
        KernelRef {
            id: self.id,
            name: self.name.clone(),
            origin: self.origin,
            _p: core::marker::PhantomData,
        }
    }
}

impl<P> core::fmt::Debug for KernelRef<P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "KernelRef({})", self.name)
    }
}

impl<P: crate::call::KernelParams> KernelRef<P> {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The PTX types of the parameters, and whether each is a pointer.
    pub fn signature(&self) -> &'static [(Ty, bool)] {
        P::SIGNATURE
    }
}

/// A handle to a device function taking `A` and returning `R` (see [`Module::func`]).
pub struct FuncRef<A, R> {
    pub(crate) id: u32,
    _p: core::marker::PhantomData<fn(A) -> R>,
}
impl<A, R> Clone for FuncRef<A, R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<A, R> Copy for FuncRef<A, R> {}
impl<A, R> core::fmt::Debug for FuncRef<A, R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "FuncRef({})", self.id)
    }
}

/// What [`Module::requirements`] found: the version the module needs and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Requirements {
    /// The smallest `.version` that covers the target and every form used.
    pub version: Version,
    /// The largest `sm` any form used needs.
    pub sm: u32,
}

impl Module {
    /// What the emitter prints of this module.
    fn unit(&self) -> crate::emit::Unit<'_> {
        crate::emit::Unit {
            state: &self.state,
            target: self.target,
            line_info: self.line_info,
        }
    }

    /// A module for `target`; its `.version` is the smallest that covers what it uses.
    #[track_caller]
    pub fn new(target: Target) -> Module {
        Module {
            line_info: false,
            target,
            target_at: Site(Location::caller()),
            version: None,
            state: State {
                module: next_func_id(),
                symbols: Vec::new(),
                funcs: Vec::new(),
                decls: Vec::new(),
                errors: Vec::new(),
                explicit: false,
            },
        }
    }

    /// A module for a target given by name (`"sm_90"`, `"sm_90a"`); an unknown name is
    /// reported by [`emit`](Module::emit).
    #[track_caller]
    pub fn for_target(name: &str) -> Module {
        let at = Site(Location::caller());
        let target = Target::parse(name);
        let mut m = Module::new(target.unwrap_or(Target::SM_80));
        m.target_at = at;
        match target {
            Some(t) if t.min_isa().is_some() => {}
            _ => m.state.errors.push(Error::UnsupportedTarget {
                target: name.to_owned(),
                known: known_targets(),
                at,
            }),
        }
        m
    }

    /// Pins the `.version`; [`emit`](Module::emit) fails, naming the instruction and
    /// its call site, if something used needs a newer one.
    #[track_caller]
    pub fn pin_version(&mut self, version: Version) -> &mut Self {
        self.version = Some((version, Site(Location::caller())));
        self
    }

    /// Spell `.shared::cta` and `.param::entry` with their sub-qualifiers (PTX ISA 7.8
    /// and 8.3) instead of the plain `.shared` and `.param`, which mean the same.
    pub fn explicit_subqualifiers(&mut self, on: bool) -> &mut Self {
        self.state.explicit = on;
        self
    }

    /// Emit `.file`/`.loc` line information from the Rust call sites of the
    /// instructions, so that `compute-sanitizer`, `cuda-gdb` and Nsight Compute name the
    /// Rust line of a faulting or slow instruction (load the module with line info:
    /// `JitOptions` of the runtime). Off by default; the PTX stays deterministic.
    pub fn line_info(&mut self, on: bool) -> &mut Self {
        self.line_info = on;
        self
    }

    /// The target.
    pub fn target(&self) -> Target {
        self.target
    }

    fn declare<S: Space, T: Elem>(
        &mut self,
        form: FormId,
        name: &str,
        len: Len,
        align: u64,
        init: Vec<Imm>,
        at: Site,
    ) -> Var<S, T> {
        let sym = self.state.symbol(name, None, at);
        check_align(&mut self.state.errors, align, T::TY, at);
        if let Len::Array(n) = len {
            check_len(&mut self.state.errors, n, at);
        }
        self.state.decls.push(Decl {
            form,
            sym,
            ty: T::TY,
            len,
            align,
            init,
            at,
        });
        let n = match len {
            Len::Scalar => Some(1),
            Len::Array(n) => Some(n),
            Len::Unsized => None,
        };
        Var::new(
            SymRef {
                id: sym,
                owner: None,
                module: self.state.module,
            },
            n,
            align,
        )
    }

    /// A `.global` array of `len` elements (a scalar when `len` is 1), aligned to its
    /// element size.
    #[track_caller]
    pub fn global<T: Data>(&mut self, name: &str, len: u64) -> Var<Global, T> {
        let at = Site(Location::caller());
        self.declare(
            FormId::DeclGlobal,
            name,
            len_of(len),
            T::TY.size(),
            Vec::new(),
            at,
        )
    }

    /// A `.global` array with explicit alignment: `m.global_aligned::<f32>("tile", 1024, Align(16))`.
    #[track_caller]
    pub fn global_aligned<T: Data>(
        &mut self,
        name: &str,
        len: u64,
        align: Align,
    ) -> Var<Global, T> {
        let at = Site(Location::caller());
        self.declare(
            FormId::DeclGlobal,
            name,
            len_of(len),
            align.0,
            Vec::new(),
            at,
        )
    }

    /// A `.global` array initialised with `values`.
    #[track_caller]
    pub fn global_init<T: Data + ImmValue>(&mut self, name: &str, values: &[T]) -> Var<Global, T> {
        let at = Site(Location::caller());
        let init = values.iter().map(|v| v.imm()).collect();
        self.declare(
            FormId::DeclGlobal,
            name,
            len_of(values.len() as u64),
            <T as Elem>::TY.size(),
            init,
            at,
        )
    }

    /// A `.const` array of `len` elements.
    #[track_caller]
    pub fn const_<T: Data>(&mut self, name: &str, len: u64) -> Var<Const, T> {
        let at = Site(Location::caller());
        self.declare(
            FormId::DeclConst,
            name,
            len_of(len),
            T::TY.size(),
            Vec::new(),
            at,
        )
    }

    /// A `.const` array with explicit alignment: `m.const_aligned::<u32>("c", 4, Align(16))`
    /// (a `.v4` load of it needs 16-byte alignment).
    #[track_caller]
    pub fn const_aligned<T: Data>(&mut self, name: &str, len: u64, align: Align) -> Var<Const, T> {
        let at = Site(Location::caller());
        self.declare(
            FormId::DeclConst,
            name,
            len_of(len),
            align.0,
            Vec::new(),
            at,
        )
    }

    /// A `.const` array initialised with `values`.
    #[track_caller]
    pub fn const_init<T: Data + ImmValue>(&mut self, name: &str, values: &[T]) -> Var<Const, T> {
        let at = Site(Location::caller());
        let init = values.iter().map(|v| v.imm()).collect();
        self.declare(
            FormId::DeclConst,
            name,
            len_of(values.len() as u64),
            <T as Elem>::TY.size(),
            init,
            at,
        )
    }

    /// A `.const` tensor map, `.const .align 64 .b8 name[128]`, for the TMA instructions
    /// (through its generic address, [`Kernel::cvta_var`]) and `prefetch.const.tensormap`.
    /// The host writes the map's 128 bytes before a launch
    /// (`typed_ptx::runtime::GpuModule::write_tensor_map`).
    #[track_caller]
    pub fn const_tensor_map<T: crate::kernel::TmaElem, const RANK: usize>(
        &mut self,
        name: &str,
    ) -> Var<Const, crate::kernel::TensorMap<T, RANK>>
    where
        crate::kernel::TensorMap<T, RANK>: Elem,
    {
        let at = Site(Location::caller());
        self.declare(FormId::DeclConst, name, Len::Scalar, 64, Vec::new(), at)
    }

    /// A `.global` tensor map, `.global .align 64 .b8 name[128]`: TMA instructions take it
    /// by name (PTX names a `.global` variable by its generic address). The host writes
    /// the map's 128 bytes before a launch (`typed_ptx::runtime::GpuModule::write_tensor_map`).
    #[track_caller]
    pub fn global_tensor_map<T: crate::kernel::TmaElem, const RANK: usize>(
        &mut self,
        name: &str,
    ) -> Var<Global, crate::kernel::TensorMap<T, RANK>>
    where
        crate::kernel::TensorMap<T, RANK>: Elem,
    {
        let at = Site(Location::caller());
        self.declare(FormId::DeclGlobal, name, Len::Scalar, 64, Vec::new(), at)
    }

    /// A module-scope `.shared` array of `len` elements (visible to every kernel; each CTA
    /// has its own copy): `m.shared::<f32>("tile", 256, Align(16))`.
    #[track_caller]
    pub fn shared<T: Elem>(&mut self, name: &str, len: u64, align: Align) -> Var<Shared, T> {
        let at = Site(Location::caller());
        self.declare(
            FormId::DeclShared,
            name,
            len_of(len),
            align.0,
            Vec::new(),
            at,
        )
    }

    /// Dynamic shared memory: `.extern .shared .align A .T name[]`, sized at launch.
    #[track_caller]
    pub fn extern_shared<T: Elem>(&mut self, name: &str, align: Align) -> Var<Shared, T> {
        let at = Site(Location::caller());
        self.declare(
            FormId::DeclSharedExtern,
            name,
            Len::Unsized,
            align.0,
            Vec::new(),
            at,
        )
    }

    /// Builds a kernel (`.visible .entry`).
    #[track_caller]
    pub fn entry(&mut self, name: &str, body: impl FnOnce(&mut Kernel<'_>)) -> EntryRef {
        let at = Site(Location::caller());
        let id = next_func_id();
        let sym = self.state.symbol(name, None, at);
        let mut k = Kernel::new(&mut self.state, Function::new(id, sym, true, at));
        body(&mut k);
        k.finish();
        EntryRef {
            id,
            name: name.to_owned(),
            origin: self.origin(sym),
        }
    }

    /// Builds a kernel whose parameters are given by its Rust signature: a tuple of
    /// `Ptr<Global, T>` (a device pointer, loaded and converted with `cvta.to.global`)
    /// and `Reg<T>` (a scalar). They are named `<kernel>_param_<i>`.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// let k = m.kernel("scale", |k, (out, a): (Ptr<Global, f32>, Reg<f32>)| {
    ///     let i = k.tid_x();
    ///     let p = k.index(out, i);
    ///     let v = k.ld(p);
    ///     let w = k.mul(v, a);
    ///     k.st(p, w);
    /// });
    /// assert_eq!(k.signature(), &[(Ty::U64, true), (Ty::F32, false)]);
    /// assert!(m.emit().unwrap().contains(".param .f32 scale_param_1"));
    /// ```
    #[track_caller]
    pub fn kernel<P: crate::call::KernelParams>(
        &mut self,
        name: &str,
        body: impl FnOnce(&mut Kernel<'_>, P),
    ) -> KernelRef<P> {
        let at = Site(Location::caller());
        let id = next_func_id();
        let sym = self.state.symbol(name, None, at);
        let mut k = Kernel::new(&mut self.state, Function::new(id, sym, true, at));
        let params = P::receive(
            &mut k,
            &|i| format!("{name}_param_{i}"),
            crate::space::private::Token::new(),
        );
        body(&mut k, params);
        k.finish();
        KernelRef {
            id,
            name: name.to_owned(),
            origin: self.origin(sym),
            _p: core::marker::PhantomData,
        }
    }

    /// [`kernel`](Module::kernel) with named parameters: `names[i]` is the `.param` name
    /// of parameter `i` (instead of `<kernel>_param_<i>`). A parameter may also be the
    /// `.param` variable itself (`Var<Param<Entry>, T>`, not loaded; the host passes a
    /// `T`). A name count other than the signature's is an error of
    /// [`emit`](Module::emit). `ptx_module!` kernels are built with this.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// let k = m.kernel_named("scale", &["out", "a"], |k, (out, a): (Ptr<Global, f32>, Reg<f32>)| {
    ///     let v = k.ld(out);
    ///     let w = k.mul(v, a);
    ///     k.st(out, w);
    /// });
    /// assert_eq!(k.signature(), &[(Ty::U64, true), (Ty::F32, false)]);
    /// assert!(m.emit().unwrap().contains(".param .f32 a"));
    /// ```
    #[track_caller]
    pub fn kernel_named<P: crate::call::KernelParams>(
        &mut self,
        name: &str,
        names: &[&str],
        body: impl FnOnce(&mut Kernel<'_>, P),
    ) -> KernelRef<P> {
        let at = Site(Location::caller());
        let id = next_func_id();
        let sym = self.state.symbol(name, None, at);
        if names.len() != P::SIGNATURE.len() {
            self.state.errors.push(Error::Misuse {
                what: format!(
                    "kernel `{name}` names {} parameters but its signature has {}",
                    names.len(),
                    P::SIGNATURE.len()
                ),
                fix: "give one name per parameter, in order",
                at,
            });
        }
        let mut k = Kernel::new(&mut self.state, Function::new(id, sym, true, at));
        let params = P::receive(
            &mut k,
            &|i| match names.get(i) {
                Some(n) => (*n).to_owned(),
                None => format!("{name}_param_{i}"),
            },
            crate::space::private::Token::new(),
        );
        body(&mut k, params);
        k.finish();
        KernelRef {
            id,
            name: name.to_owned(),
            origin: self.origin(sym),
            _p: core::marker::PhantomData,
        }
    }

    /// Builds a device function (`.func`) taking the parameters `A` (a tuple of
    /// registers and pointers, which the body receives) and returning what the body
    /// returns (`()` or a register).
    ///
    /// A pointer parameter keeps its space in the signature: a function taking
    /// `Ptr<Generic, T>` accepts any generic pointer (its origin is forgotten), one
    /// taking `Ptr<Global, T>` only global ones.
    #[track_caller]
    pub fn func<A: crate::call::Args, R: crate::call::Return>(
        &mut self,
        name: &str,
        body: impl FnOnce(&mut Kernel<'_>, A) -> R,
    ) -> FuncRef<A, R> {
        let at = Site(Location::caller());
        let id = next_func_id();
        let sym = self.state.symbol(name, None, at);
        let mut f = Function::new(id, sym, false, at);
        f.ret = R::TY;
        if R::TY.is_some() {
            f.ret_sym = Some(self.state.symbol(&format!("{name}_retval"), Some(id), at));
        }
        let mut k = Kernel::new(&mut self.state, f);
        let args = A::receive(&mut k, name, crate::space::private::Token::new());
        let r = body(&mut k, args);
        k.epilogue();
        r.give_back(&mut k, crate::space::private::Token::new());
        k.finish();
        FuncRef {
            id,
            _p: core::marker::PhantomData,
        }
    }

    /// The version and `sm` the module needs (given its target), before any pin.
    pub fn requirements(&self) -> Requirements {
        let mut version = self.target.min_isa().unwrap_or(Version::new(1, 0));
        let mut sm = 0;
        self.each_use(|u, _| {
            let (v, s) = match u {
                Use::Form(form) => (form.form().min_isa_for(self.target), form.form().min_sm),
                Use::Gate(form, i) => {
                    let g = form.form().gates[i as usize];
                    (g.min_isa, g.min_sm)
                }
                Use::Raw(v, s) => (v, s),
            };
            version = version.max(v);
            sm = sm.max(s);
        });
        // More kernel parameter space than the old limit needs the ISA that raised it.
        if self
            .state
            .funcs
            .iter()
            .any(|f| f.entry && param_space(f, PARAMS_OLD).0 > PARAMS_OLD)
        {
            version = version.max(PARAMS_LARGE_ISA);
        }
        Requirements { version, sm }
    }

    /// Every form of the table the module uses (its instructions, declarations and
    /// directives), in table order: what [`emit`](Module::emit) gates on.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("k", |k, (out,): (Ptr<Global, u32>,)| {
    ///     let t = k.tid_x();
    ///     k.st(out, t);
    /// });
    /// let used = m.forms_used();
    /// assert!(used.contains(&FormId::TidX) && used.contains(&FormId::St));
    /// ```
    pub fn forms_used(&self) -> Vec<FormId> {
        let mut seen = vec![false; typed_ptx_isa::FORMS.len()];
        self.each_use(|u, _| {
            if let Use::Form(f) = u {
                seen[f as usize] = true;
            }
        });
        typed_ptx_isa::FORMS
            .iter()
            .filter(|f| seen[f.id as usize])
            .map(|f| f.id)
            .collect()
    }

    fn each_use(&self, mut visit: impl FnMut(Use, Site)) {
        for d in &self.state.decls {
            visit(Use::Form(d.form), d.at);
        }
        for f in &self.state.funcs {
            if !f.entry {
                visit(Use::Form(FormId::DeclFunc), f.at);
            }
            for (d, _, at) in &f.directives {
                visit(Use::Form(*d), *at);
            }
            for d in &f.decls {
                visit(Use::Form(d.form), d.at);
            }
            for (i, at) in f.uses.iter().enumerate() {
                if let Some(at) = at {
                    visit(Use::Form(typed_ptx_isa::FORMS[i].id), *at);
                }
            }
            for &(form, i, at) in &f.gated {
                visit(Use::Gate(form, i), at);
            }
            for l in &f.lines {
                if let Line::Raw { text, at, .. } = l
                    && let Some((v, sm)) = f.raws[*text as usize].1
                {
                    visit(Use::Raw(v, sm), *at);
                }
            }
        }
    }

    /// Static `.shared` memory of each kernel (its own, and the module-scope variables it
    /// or a function it calls names) and the module's `.const` data must fit the limits
    /// `ptxas` enforces: 48 KiB and 64 KiB.
    fn check_sizes(&self, errors: &mut Vec<Error>) {
        const MAX_STATIC_SHARED: u64 = 48 * 1024;
        const MAX_CONST: u64 = 64 * 1024;
        let st = &self.state;
        let consts = layout(st.decls.iter().filter(|d| d.form == FormId::DeclConst));
        if consts > MAX_CONST
            && let Some(first) = st.decls.iter().find(|d| d.form == FormId::DeclConst)
        {
            errors.push(Error::Misuse {
                what: format!("the module declares {consts} bytes of .const data, more than the {MAX_CONST} bytes PTX allows"),
                fix: "keep .const data under 64 KiB; put larger read-only tables in .global memory and load them with `ld_nc`",
                at: first.at,
            });
        }
        let any_module_shared = st.decls.iter().any(|d| d.form == FormId::DeclShared);
        for f in st.funcs.iter().filter(|f| f.entry) {
            // The kernel and every function it calls, directly or not: their own .shared
            // declarations and the module-scope .shared variables they name (the scan over
            // every operand is skipped when the module declares none).
            let mut named: Vec<u32> = Vec::new();
            let mut todo = vec![f.id];
            let mut done: Vec<u32> = Vec::new();
            while let Some(id) = todo.pop() {
                if done.contains(&id) {
                    continue;
                }
                done.push(id);
                let Some(g) = st.funcs.iter().find(|g| g.id == id) else {
                    continue;
                };
                if any_module_shared {
                    for op in &g.ops {
                        if let Op::Sym(s) | Op::SymOff(s, _) | Op::AddrSym(s, _) = op
                            && !named.contains(s)
                        {
                            named.push(*s);
                        }
                    }
                }
                for l in &g.lines {
                    if let Line::Call { callee, .. } = l {
                        todo.push(*callee);
                    }
                }
            }
            let module_shared = st
                .decls
                .iter()
                .filter(|d| d.form == FormId::DeclShared && named.contains(&d.sym));
            let local_shared = st
                .funcs
                .iter()
                .filter(|g| done.contains(&g.id))
                .flat_map(|g| g.decls.iter())
                .filter(|d| d.form == FormId::DeclShared);
            check_setmaxnreg(st, f, &done, errors);
            check_cta_groups(st, f, &done, errors);
            check_tmem_exits(st, f, &done, errors);
            let bytes = layout(local_shared.chain(module_shared));
            if bytes > MAX_STATIC_SHARED {
                errors.push(Error::Misuse {
                    what: format!(
                        "kernel `{}` uses {bytes} bytes of static .shared memory, more than the {MAX_STATIC_SHARED} bytes PTX allows",
                        st.symbols[f.sym as usize].name
                    ),
                    fix: "declare the large buffer as dynamic shared memory (`Module::extern_shared`) and give its size at launch",
                    at: f.at,
                });
            }
        }
    }

    /// Each kernel's parameters must fit the parameter space `ptxas` allows at `version`
    /// (alignment padding counts): the error names the first parameter past the limit.
    fn check_params(&self, version: Version, errors: &mut Vec<Error>) {
        let st = &self.state;
        let large = version >= PARAMS_LARGE_ISA;
        let limit = if large { PARAMS_LARGE } else { PARAMS_OLD };
        for f in st.funcs.iter().filter(|f| f.entry) {
            let (total, over) = param_space(f, limit);
            let Some((sym, end)) = over else {
                continue;
            };
            let p = &st.symbols[sym as usize];
            let (why, fix) = if large {
                (
                    "",
                    "pass large data through global memory (a pointer parameter) instead of by value",
                )
            } else {
                (
                    " below PTX ISA 8.1 (the module pins an older version)",
                    "pin PTX ISA 8.1 or newer (or do not pin a version) to allow 32764 bytes, or pass large data through global memory",
                )
            };
            errors.push(Error::Misuse {
                what: format!(
                    "kernel `{}` has {total} bytes of parameters, more than the {limit} bytes ptxas allows{why}: parameter `{}` ends at byte {end}",
                    st.symbols[f.sym as usize].name, p.name
                ),
                fix,
                at: p.at,
            });
        }
    }

    /// Checks everything and returns the errors, or the `.version` to emit.
    fn check(&self, gate: bool) -> Result<Version, Errors> {
        let mut errors = self.state.errors.clone();
        let target = self.target;
        let Some(target_isa) = target.min_isa() else {
            errors.push(Error::UnsupportedTarget {
                target: target.to_string(),
                known: known_targets(),
                at: self.target_at,
            });
            return Err(Errors(errors));
        };
        self.check_sizes(&mut errors);
        let need = self.requirements();
        let mut seen: Vec<FormId> = Vec::new();
        let pinned = self.version;
        self.check_params(pinned.map_or(need.version, |(v, _)| v), &mut errors);
        if let Some((v, at)) = pinned {
            if !v.is_known() {
                errors.push(Error::UnknownVersion {
                    version: v,
                    known: known_versions(),
                    at,
                });
            } else if v < target_isa {
                errors.push(Error::TargetNeedsVersion {
                    target,
                    needed: target_isa,
                    pinned: v,
                    at,
                });
            }
        }
        self.each_use(|u, at| match u {
            Use::Form(id) => {
                if seen.contains(&id) {
                    return;
                }
                let f = id.form();
                let mut bad = false;
                if let Some((v, _)) = pinned
                    && f.min_isa_for(target) > v
                {
                    bad = true;
                    errors.push(Error::VersionTooLow { form: id, mnemonic: f.mnemonic, needed: f.min_isa_for(target), pinned: v, at });
                }
                if f.min_sm > target.sm {
                    bad = true;
                    errors.push(Error::TargetTooOld { form: id, mnemonic: f.mnemonic, needed: f.min_sm, target, at });
                } else if !f.arch.accepts(target) {
                    bad = true;
                    errors.push(Error::NeedsArchTarget { form: id, mnemonic: f.mnemonic, targets: f.arch.names(), target, at });
                }
                if bad {
                    seen.push(id);
                }
            }
            Use::Gate(id, i) => {
                let g = id.form().gates[i as usize];
                let mnemonic = id.form().gate_name(i as usize);
                if let Some((v, _)) = pinned
                    && g.min_isa > v
                {
                    errors.push(Error::VersionTooLow { form: id, mnemonic, needed: g.min_isa, pinned: v, at });
                }
                if g.min_sm > target.sm {
                    errors.push(Error::TargetTooOld { form: id, mnemonic, needed: g.min_sm, target, at });
                } else if !g.arch.accepts(target) {
                    errors.push(Error::NeedsArchTarget { form: id, mnemonic, targets: g.arch.names(), target, at });
                }
            }
            Use::Raw(v, sm) => {
                if let Some((p, _)) = pinned
                    && v > p
                {
                    errors.push(Error::Misuse {
                        what: format!("a raw instruction declared to need PTX ISA {v}, but the module pins {p}"),
                        fix: "pin a newer version, or do not pin one",
                        at,
                    });
                }
                if sm > target.sm {
                    errors.push(Error::Misuse {
                        what: format!("a raw instruction declared to need sm_{sm}, but the module targets {target}"),
                        fix: "choose a newer target",
                        at,
                    });
                }
            }
        });
        if !gate {
            errors.retain(|e| {
                !matches!(
                    e,
                    Error::VersionTooLow { .. }
                        | Error::TargetTooOld { .. }
                        | Error::NeedsArchTarget { .. }
                        | Error::TargetNeedsVersion { .. }
                )
            });
        }
        if !errors.is_empty() {
            errors.sort_by_key(|e| {
                let l = e.site().0;
                (l.file(), l.line(), l.column())
            });
            return Err(Errors(errors));
        }
        Ok(pinned.map(|(v, _)| v).unwrap_or(need.version))
    }

    /// The PTX text, or every error found. The same program always gives the same bytes.
    pub fn emit(&self) -> Result<String, Errors> {
        self.emit_with(true)
    }

    /// Emits without the version and target gate (other errors still fail): for the
    /// test matrix that asks `ptxas` about what the builder refuses. Not for users: it
    /// exists only with the feature `test-hooks`, which the workspace's tests enable.
    #[doc(hidden)]
    #[cfg(feature = "test-hooks")]
    pub fn __emit_ungated(&self) -> Result<String, Errors> {
        self.emit_with(false)
    }

    /// The PTX text and, for each of its lines, the Rust call site that produced it
    /// (for a JIT error that names a PTX line).
    pub fn emit_mapped(&self) -> Result<(String, SourceMap), Errors> {
        let version = self.check(true)?;
        let mut out = crate::emit::Out::with_capacity(self.size_hint());
        let mut map = SourceMap { lines: Vec::new() };
        crate::emit::module(&mut out, self.unit(), version, Some(&mut map.lines));
        let bytes = out.into_bytes();
        let text = String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        Ok((text, map))
    }

    /// One PTX module per kernel, each with only the device functions that kernel calls
    /// (directly or not), in the order of [`kernels`](Module::kernels): the units an
    /// autotuner or a large library JIT-compiles in parallel
    /// (`Gpu::load_split` in the runtime). Each unit is checked and gated like
    /// [`emit`](Module::emit) and carries its own [`SourceMap`].
    ///
    /// A module with module-scope variables (`.global`, `.const`, module-scope
    /// `.shared`) cannot be split: each unit would get its own copy of them, so that two
    /// kernels no longer share them. That is an error naming the first variable.
    /// `.extern .shared` arrays ([`extern_shared`](Module::extern_shared)) are the
    /// exception: they name the launch's dynamic shared memory and hold nothing between
    /// kernels, so every unit declares them.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// let twice = m.func("twice", |k, (x,): (Reg<u32>,)| k.add(x, x));
    /// m.kernel("a", |k, (out,): (Ptr<Global, u32>,)| {
    ///     let t = k.tid_x();
    ///     let v = k.call(twice, (t,));
    ///     k.st(out, v);
    /// });
    /// m.kernel("b", |k, (out,): (Ptr<Global, u32>,)| k.st(out, 7u32));
    /// let units = m.emit_units().unwrap();
    /// assert_eq!(units.len(), 2);
    /// assert!(units[0].ptx.contains(".func") && units[0].ptx.contains(".entry a"));
    /// assert!(!units[1].ptx.contains(".func") && !units[1].ptx.contains(".entry a"));
    /// ```
    pub fn emit_units(&self) -> Result<Vec<KernelUnit>, Errors> {
        let version = self.check(true)?;
        // `.extern .shared` arrays have no storage of their own (they name the launch's
        // dynamic shared memory), so every unit declares them without sharing anything.
        if let Some(d) = self
            .state
            .decls
            .iter()
            .find(|d| d.form != FormId::DeclSharedExtern)
        {
            return Err(Errors(vec![Error::Misuse {
                what: format!(
                    "the module declares the module-scope variable `{}`, and one unit per kernel would give each kernel its own copy of it",
                    self.state.symbols[d.sym as usize].name
                ),
                fix: "load the module as one unit (`Gpu::load`), or declare the variable inside the kernels that use it",
                at: d.at,
            }]));
        }
        let funcs = &self.state.funcs;
        let mut units = Vec::new();
        for (k, f) in funcs.iter().enumerate().filter(|(_, f)| f.entry) {
            // The kernel and every function reachable from it through calls.
            let mut keep = vec![false; funcs.len()];
            keep[k] = true;
            let mut stack = vec![k];
            while let Some(i) = stack.pop() {
                for l in &funcs[i].lines {
                    if let Line::Call { callee, .. } = l
                        && let Some(j) = funcs.iter().position(|g| g.id == *callee)
                        && !keep[j]
                    {
                        keep[j] = true;
                        stack.push(j);
                    }
                }
            }
            let mut out = crate::emit::Out::with_capacity(self.size_hint());
            let mut map = SourceMap { lines: Vec::new() };
            crate::emit::module_of(
                &mut out,
                self.unit(),
                version,
                Some(&mut map.lines),
                Some(&keep),
            );
            let bytes = out.into_bytes();
            units.push(KernelUnit {
                name: self.state.symbols[f.sym as usize].name.clone(),
                ptx: String::from_utf8(bytes)
                    .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
                map,
            });
        }
        Ok(units)
    }

    /// The name of a declared variable, as it appears in the PTX (to write `.global` or
    /// `.const` variables from the host after loading).
    /// `None` when the variable was declared by another module.
    pub fn name_of<S, T>(&self, v: crate::reg::Var<S, T>) -> Option<&str> {
        if v.sym.module != self.state.module {
            return None;
        }
        self.state
            .symbols
            .get(v.sym.id as usize)
            .map(|s| s.name.as_str())
    }

    fn emit_with(&self, gate: bool) -> Result<String, Errors> {
        let version = self.check(gate)?;
        let mut out = crate::emit::Out::with_capacity(self.size_hint());
        crate::emit::module(&mut out, self.unit(), version, None);
        // Every piece written is ASCII or a whole `&str` (names, raw text), so the
        // bytes are UTF-8; the lossy path is never taken.
        let bytes = out.into_bytes();
        Ok(String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
    }

    fn size_hint(&self) -> usize {
        1024 + self
            .state
            .funcs
            .iter()
            .map(|f| f.lines.len() * 40)
            .sum::<usize>()
    }

    /// The names and parameter types of the kernels, for launching them.
    pub fn kernels(&self) -> Vec<KernelInfo> {
        self.state
            .funcs
            .iter()
            .filter(|f| f.entry)
            .map(|f| KernelInfo {
                name: self.state.symbols[f.sym as usize].name.clone(),
                params: f
                    .params
                    .iter()
                    .map(|p| (self.state.symbols[p.sym as usize].name.clone(), p.ty))
                    .collect(),
            })
            .collect()
    }
}

/// Maps PTX line numbers (1-based, as `ptxas` and the JIT log count them) to the Rust
/// call sites that emitted them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceMap {
    pub(crate) lines: Vec<(u32, Site)>,
}

impl SourceMap {
    /// The call site of PTX line `line` (1-based), if an instruction is there.
    pub fn site(&self, line: u32) -> Option<Site> {
        self.lines
            .binary_search_by_key(&line, |(l, _)| *l)
            .ok()
            .map(|i| self.lines[i].1)
    }
}

/// One kernel of a module as its own PTX module (see [`Module::emit_units`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelUnit {
    /// The kernel's name.
    pub name: String,
    /// The PTX of the kernel and the device functions it calls.
    pub ptx: String,
    /// The Rust call site of each PTX line.
    pub map: SourceMap,
}

/// A kernel's name and parameters (name and PTX type), in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    /// The kernel's name.
    pub name: String,
    /// Its parameters.
    pub params: Vec<(String, Ty)>,
}

/// Bytes taken by declarations laid out in order, each at its alignment.
/// The most registers per thread a kernel with `threads` threads per CTA and
/// `.minnctapersm ctas` can have at entry, as `ptxas` computes it for `setmaxnreg`: the
/// 64 Ki registers of an SM shared by the CTAs' warps (rounded up to whole warpgroups of 4
/// warps), in steps of 8, at most 256. `ptxas` ignores a `.minnctapersm` that asks for
/// more than 2048 threads per SM.
pub(crate) fn regs_at_entry(threads: u64, ctas: u64) -> u64 {
    // Larger numbers are already errors (at most 1024 threads a CTA); clamped so that
    // the arithmetic below stays in range whatever the directives said.
    let (threads, ctas) = (threads.min(1024), ctas.min(2048));
    let warps = |ctas: u64| (threads.div_ceil(32) * ctas).div_ceil(4) * 4;
    let w = if warps(ctas) * 32 > 2048 {
        warps(1)
    } else {
        warps(ctas)
    };
    (65536 / (w * 32).max(1) / 8 * 8).min(256)
}

/// `ptxas` refuses a `setmaxnreg.dec` whose count is above the largest register count the
/// kernel can have: the registers a thread has at entry, when it can tell them (from
/// `.maxntid`/`.reqntid`, and `.minnctapersm`) and, when the kernel increases its count
/// anywhere, the largest `setmaxnreg.inc` (ptxas: "the largest temporal register count";
/// with neither, ptxas ignores `setmaxnreg`). Checked for the
/// kernel `f` and every function it calls (`reach`).
/// One `tcgen05` CTA group per kernel, counting the functions it calls: ptxas refuses a
/// kernel that reaches both `.cta_group::1` and `.cta_group::2` (one function naming both
/// is its own error, `Kernel::finish`'s). The kernel's own group counts first; the error
/// is at the first instruction of the other group, in a function the kernel calls.
fn check_cta_groups(st: &State, f: &Function, reach: &[u32], errors: &mut Vec<Error>) {
    let group = |g: &Function| {
        g.lines.iter().find_map(|l| match l {
            Line::Inst { vals, at, .. } => vals
                .iter()
                .filter_map(|v| v.as_mod())
                .find(|m| matches!(m, Mod::CtaGroup1 | Mod::CtaGroup2))
                .map(|m| (m, *at)),
            _ => None,
        })
    };
    let mut first: Option<(Mod, Site, u32)> = None;
    // The kernel's own group first: the error names the callee's.
    let callees = st
        .funcs
        .iter()
        .filter(|g| g.id != f.id && reach.contains(&g.id));
    for g in std::iter::once(f).chain(callees) {
        let Some((m, at)) = group(g) else { continue };
        match first {
            None => first = Some((m, at, g.id)),
            Some((fm, fat, fid)) if fm != m && fid != g.id => {
                errors.push(Error::Misuse {
                    what: format!(
                        "kernel `{}` reaches `tcgen05` operations of `{}` (from {fat}) and of `{}` (here, in a function it calls or is): ptxas allows one CTA group per kernel",
                        st.symbols[f.sym as usize].name,
                        fm.text(),
                        m.text()
                    ),
                    fix: "use one CTA group (Cta1 or Cta2, Tcgen05Group) in a kernel and every function it calls",
                    at,
                });
                return;
            }
            Some(_) => {}
        }
    }
}

/// A kernel that allocates tensor memory calls no function that may `exit`: the kernel's
/// check that every allocation is freed before the CTA exits sees its own `exit`s only.
fn check_tmem_exits(st: &State, f: &Function, reach: &[u32], errors: &mut Vec<Error>) {
    let first = |g: &Function, form: FormId| {
        g.lines.iter().find_map(|l| match l {
            Line::Inst { form: x, at, .. } if *x == form => Some(*at),
            _ => None,
        })
    };
    let Some(alloc) = first(f, FormId::Tcgen05Alloc) else {
        return;
    };
    let callees = st
        .funcs
        .iter()
        .filter(|g| g.id != f.id && reach.contains(&g.id));
    if let Some(at) = callees.filter_map(|g| first(g, FormId::Exit)).next() {
        errors.push(Error::Misuse {
            what: format!(
                "kernel `{}` allocates tensor memory (at {alloc}) and calls a function that may `exit` (here): the CTA could exit holding it",
                st.symbols[f.sym as usize].name
            ),
            fix: "return from the function instead, and free the tensor memory in the kernel before it exits",
            at,
        });
    }
}

fn check_setmaxnreg(st: &State, f: &Function, reach: &[u32], errors: &mut Vec<Error>) {
    let counts = |form: FormId| {
        st.funcs
            .iter()
            .filter(|g| reach.contains(&g.id))
            .flat_map(move |g| {
                g.lines.iter().filter_map(move |l| match l {
                    Line::Inst {
                        form: x, ops, at, ..
                    } if *x == form => match g.ops.get(*ops as usize) {
                        Some(Op::Imm(Imm::UInt(n))) => Some((*n, *at)),
                        _ => None,
                    },
                    _ => None,
                })
            })
    };
    let name = &st.symbols[f.sym as usize].name;
    let entry = f
        .directives
        .iter()
        .find(|(d, _, _)| matches!(d, FormId::Maxntid | FormId::Reqntid));
    let at_entry = entry.map(|(_, v, _)| {
        let threads = crate::kernel::product3(*v);
        let ctas = f
            .directives
            .iter()
            .find(|(d, _, _)| *d == FormId::Minnctapersm)
            .map_or(1, |(_, v, _)| v[0] as u64);
        let max = regs_at_entry(threads, ctas);
        let minn = if ctas > 1 {
            format!(", .minnctapersm {ctas}")
        } else {
            String::new()
        };
        (
            max,
            format!("whose threads have at most {max} registers at entry ({threads} threads per CTA{minn})"),
        )
    });
    // With an increase anywhere in the kernel, ptxas bounds every decrease by the largest
    // increase, whatever the count at entry.
    let by_inc = counts(FormId::SetmaxnregInc).map(|(n, _)| n).max().map(|most| {
        (
            most,
            format!("whose largest `setmaxnreg.inc` ({most}) is the most registers its threads can have"),
        )
    });
    let Some((max, why)) = [at_entry, by_inc]
        .into_iter()
        .flatten()
        .min_by_key(|(n, _)| *n)
    else {
        return;
    };
    for (n, at) in counts(FormId::SetmaxnregDec).filter(|(n, _)| *n > max) {
        errors.push(Error::Misuse {
            what: format!(
                "`setmaxnreg.dec` to {n} registers in kernel `{name}`, {why}: ptxas refuses a decrease to more than that"
            ),
            fix: "release registers to a count at or below what the kernel starts with or raises to, or launch fewer threads per CTA",
            at,
        });
    }
}

/// Kernel parameter space `ptxas` allows below PTX ISA 8.1, and from 8.1 on.
const PARAMS_OLD: u64 = 4352;
const PARAMS_LARGE: u64 = 32764;
const PARAMS_LARGE_ISA: Version = Version::new(8, 1);

/// The bytes kernel `f`'s parameters take, each at its alignment as emitted (a tensor
/// map is `.align 64 .b8 [128]`), and the first parameter that ends past `limit` (its
/// symbol and end).
fn param_space(f: &Function, limit: u64) -> (u64, Option<(u32, u64)>) {
    let mut end: u64 = 0;
    let mut over = None;
    for p in &f.params {
        let align = if p.ty == Ty::TensorMap {
            64
        } else {
            p.ty.size().max(1)
        };
        end = end.next_multiple_of(align).saturating_add(p.ty.size());
        if end > limit && over.is_none() {
            over = Some((p.sym, end));
        }
    }
    (end, over)
}

fn layout<'a>(decls: impl Iterator<Item = &'a Decl>) -> u64 {
    let mut end: u64 = 0;
    for d in decls {
        let n = match d.len {
            Len::Scalar => 1,
            Len::Array(n) => n,
            Len::Unsized => 0,
        };
        end = end
            .checked_next_multiple_of(d.align.max(1))
            .unwrap_or(u64::MAX)
            .saturating_add(d.ty.size().saturating_mul(n));
    }
    end
}

fn known_targets() -> String {
    typed_ptx_isa::TARGETS
        .iter()
        .map(|(t, _)| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn known_versions() -> String {
    VERSIONS
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
