//! The language of [`ptx_module!`](crate::ptx_module): kernels written in PTX with typed
//! declarations, expanded to builder calls. This module holds documentation only.
#![doc = include_str!("../docs/ptx_module.md")]
