//! Proxy fences (sm_90): `fence.proxy.async`, `fence.mbarrier_init`,
//! `fence.proxy.tensormap::generic`.

use super::*;
use crate::space::Const;

/// The state space a [`Kernel::fence_proxy_async_space`] is restricted to (the slot
/// `{.space}` of `FormId::FenceProxyAsyncSpace`, a shared enum of
/// `typed_ptx_isa::row::SHARED_ENUMS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProxySpace {
    /// `.shared::cta`: the executing CTA's shared memory.
    SharedCta,
    /// `.shared::cluster`: the shared memory of every CTA of the cluster.
    SharedCluster,
    /// `.global`.
    Global,
}

impl ProxySpace {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [ProxySpace] = &[
        ProxySpace::SharedCta,
        ProxySpace::SharedCluster,
        ProxySpace::Global,
    ];

    /// The table's modifier (`.shared::cta` …).
    pub const fn modifier(self) -> typed_ptx_isa::Mod {
        use typed_ptx_isa::Mod;
        match self {
            ProxySpace::SharedCta => Mod::SharedCta,
            ProxySpace::SharedCluster => Mod::SharedCluster,
            ProxySpace::Global => Mod::Global,
        }
    }
}

/// Origins of a generic address at which a tensor map may lie: `.global`, `.const`, a
/// kernel parameter, or an address of unknown origin. Shared and local memory are not
/// where the tensormap proxy reads tensor maps.
#[diagnostic::on_unimplemented(
    message = "a tensor map is read by the tensormap proxy from .global, .const or .param, not from {Self}",
    note = "pass the generic address (`cvta`) of the tensor map in global memory, in .const, or of the kernel parameter; a map built in shared memory is first copied to global memory (`tensormap.cp_fenceproxy`)"
)]
pub trait TensormapOrigin: Origin {}
impl TensormapOrigin for Global {}
impl TensormapOrigin for Const {}
impl TensormapOrigin for Param<Entry> {}
impl<A: Access> TensormapOrigin for Unknown<A> {}

/// The space of a generic address the tensormap proxy reads a tensor map through: a
/// generic address whose origin is a [`TensormapOrigin`].
#[diagnostic::on_unimplemented(
    message = "a tensor map is read by the tensormap proxy through a generic address from .global, .const or .param, not through {Self}",
    note = "pass the generic address (`cvta`) of the tensor map in global memory, in .const, or of the kernel parameter; a map built in shared memory is first copied to global memory (`tensormap.cp_fenceproxy`)"
)]
pub trait TensormapGeneric: Space {}
impl<O: TensormapOrigin> TensormapGeneric for Generic<O> {}

/// # Proxy fences
///
/// Proxy fences (sm_90): between the generic and the async proxy, after an mbarrier's
/// init, and of the tensor-map proxy.
impl<'m> Kernel<'m> {
    // `fence.proxy.tensormap::generic.acquire{.scope} [map], 128` is generated from its row:
    // `fence_proxy_tensormap_acquire(map, scope)`, the map's generic address bound by
    // `TensormapGeneric`.
}
