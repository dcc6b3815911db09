//! No host-side runtime entry point panics on hostile input (issue 16, class 3).
//!
//! Everything the runtime checks before it calls the driver is a function of values the
//! user gives: PTX text (its `.version`/`.target` header and `.entry` signatures, read by
//! [`preflight`]), JIT logs ([`preflight::log_lines`]), tensor-map layouts
//! ([`check_tiled`]), launch configurations ([`check_launch`]) and launch arguments
//! ([`check_args`]). Property tests feed each the edges (0, 1, `u32::MAX`, `u64::MAX`,
//! strides that are not multiples, ranks 0 and 6, boxes of 0 or 2^32 - 1 elements,
//! clusters whose product overflows, malformed and non-ASCII PTX text) and ask for an
//! answer, never a panic, and for errors whose message is not empty.

use proptest::prelude::*;
use typed_ptx_builder::Ty;

use crate::DeviceInfo;
use crate::launch::{Arg, Launch, check_args, check_launch};
use crate::preflight::{self, DriverVersion, EntrySig, PtxTarget};
use crate::tensor_map::{
    Interleave, L2Promotion, OobFill, RawTensorMap, Swizzle, TiledLayout, check_tiled,
};

fn edge_u32() -> impl Strategy<Value = u32> {
    prop_oneof![
        prop::sample::select(vec![
            0,
            1,
            2,
            3,
            7,
            8,
            9,
            16,
            17,
            32,
            64,
            65,
            128,
            256,
            257,
            1024,
            1025,
            65535,
            65536,
            1 << 31,
            u32::MAX - 1,
            u32::MAX,
        ]),
        any::<u32>(),
        0u32..300,
    ]
}

fn edge_u64() -> impl Strategy<Value = u64> {
    prop_oneof![
        prop::sample::select(vec![
            0,
            1,
            2,
            4,
            8,
            15,
            16,
            17,
            32,
            64,
            128,
            256,
            1 << 16,
            (1 << 32) - 1,
            1 << 32,
            (1 << 32) + 1,
            (1 << 40) - 16,
            1 << 40,
            1 << 62,
            u64::MAX - 15,
            u64::MAX,
        ]),
        any::<u64>(),
        0u64..4096,
    ]
}

fn ty() -> impl Strategy<Value = Ty> {
    prop::sample::select(vec![
        Ty::Pred,
        Ty::U8,
        Ty::S8,
        Ty::U16,
        Ty::S16,
        Ty::U32,
        Ty::S32,
        Ty::U64,
        Ty::S64,
        Ty::F16,
        Ty::Bf16,
        Ty::F32,
        Ty::F64,
        Ty::F16x2,
        Ty::Tf32,
        Ty::B64,
        Ty::B128,
        Ty::TensorMap,
    ])
}

/// The pieces PTX headers, entry signatures and JIT logs are made of, and some that
/// they are not (non-ASCII, NUL, unbalanced parentheses).
const PIECES: &[&str] = &[
    ".version",
    ".target",
    ".address_size 64",
    ".visible",
    ".entry",
    ".entry ",
    ".func",
    "(",
    ")",
    ",",
    ";",
    "{",
    "}",
    "\n",
    "\r\n",
    " ",
    "\t",
    ".param",
    ".u64",
    ".b32",
    ".f32",
    ".align",
    "64",
    ".b8",
    "[128]",
    "[",
    "]",
    ".reqntid",
    ".maxntid",
    ".reqnctapercluster",
    "sm_",
    "sm_90a",
    "sm_100f",
    "sm_a",
    "sm_f",
    "sm_",
    "compute_90",
    "sm_99999999999999999999",
    "8.",
    ".7",
    "255.255",
    "256.0",
    "-1",
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "line ",
    "line",
    "ptxas application ptx input, line ",
    "error   : ",
    "//",
    "é",
    "𝄞",
    "\u{0}",
    "\u{feff}",
    "k",
    "$x",
    "_",
];

fn ptx_text() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::collection::vec(
            prop_oneof![
                6 => prop::sample::select(PIECES).prop_map(str::to_owned),
                1 => any::<u32>().prop_map(|n| n.to_string()),
                1 => "\\PC{0,8}",
            ],
            0..40,
        )
        .prop_map(|v| v.concat()),
        1 => "\\PC{0,200}",
        1 => any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// The readers of PTX text and JIT logs answer any text; what they find has the
    /// shape they promise.
    #[test]
    fn no_ptx_text_or_log_panics(text in ptx_text(), driver in any::<i32>(), cc in (edge_u32(), edge_u32())) {
        let h = preflight::header(&text);
        if let Some(v) = h.version {
            let _ = preflight::check_version(v, DriverVersion(driver)).map_err(|e| e.to_string());
        }
        if let Some(t) = h.target {
            let _ = t.to_string();
            if let Err(e) = preflight::check_target(t, cc, "a device") {
                prop_assert!(!e.to_string().is_empty());
            }
        }
        for e in preflight::entries(&text) {
            prop_assert!(e.params.iter().all(|(n, _)| !n.is_empty()));
        }
        for line in text.lines() {
            let _ = PtxTarget::parse(line);
        }
        let lines = preflight::log_lines(&text);
        let mut sorted = lines.clone();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), lines.len());
        let d = DriverVersion(driver);
        let _ = (d.cuda(), d.newest_isa(), d.to_string());
    }

    /// Every tiled layout, of every rank the type allows and two it does not, gives
    /// `Ok` or an error naming the value; the byte counts saturate.
    #[test]
    fn no_tensor_map_layout_panics(
        ty in ty(),
        addr in edge_u64(),
        bytes in edge_u64(),
        dims in prop::collection::vec(edge_u64(), 6),
        boxes in prop::collection::vec(edge_u32(), 6),
        strides in prop::option::of(prop::collection::vec(edge_u64(), 6)),
        elem_strides in prop::collection::vec(edge_u32(), 6),
        style in (0u8..4, 0u8..3, 0u8..4, 0u8..2),
        elem in edge_u64(),
        rank in 0usize..7,
    ) {
        let l = Layout { dims, boxes, strides, elem_strides, style };
        match rank {
            0 => l.check::<0>(ty, addr, bytes, elem)?,
            1 => l.check::<1>(ty, addr, bytes, elem)?,
            2 => l.check::<2>(ty, addr, bytes, elem)?,
            3 => l.check::<3>(ty, addr, bytes, elem)?,
            4 => l.check::<4>(ty, addr, bytes, elem)?,
            5 => l.check::<5>(ty, addr, bytes, elem)?,
            _ => l.check::<6>(ty, addr, bytes, elem)?,
        }
    }

    /// Every launch configuration, against every kernel signature and device, gives
    /// `Ok` or an error; so does every argument list against every parameter list.
    #[test]
    fn no_launch_configuration_or_argument_list_panics(
        grid in [edge_u32(), edge_u32(), edge_u32()],
        block in [edge_u32(), edge_u32(), edge_u32()],
        shared in edge_u32(),
        cluster in prop::option::of([edge_u32(), edge_u32(), edge_u32()]),
        programmatic in any::<bool>(),
        reqntid in prop::option::of([edge_u32(), edge_u32(), edge_u32()]),
        reqncta in prop::option::of([edge_u32(), edge_u32(), edge_u32()]),
        attrs in (edge_u32(), edge_u32()),
        dev in (edge_u32(), edge_u32(), edge_u32(), any::<bool>()),
        params in prop::collection::vec(prop::option::of(ty()), 0..5),
        args in prop::collection::vec((0u8..3, ty(), any::<u64>()), 0..5),
    ) {
        let sig = EntrySig {
            name: "k".into(),
            params: params.into_iter().enumerate().map(|(i, t)| (format!("p{i}"), t)).collect(),
            reqntid,
            maxntid: None,
            reqnctapercluster: reqncta,
        };
        let info = DeviceInfo {
            ordinal: 0,
            name: "a device".into(),
            capability: (dev.0 % 16, dev.1 % 10),
            sm_count: 132,
            max_shared_per_block_optin: dev.2,
            max_shared_per_block: dev.2.min(48 << 10),
            cluster_launch: dev.3,
            driver: DriverVersion(13000),
        };
        let cfg = Launch { grid, block, shared_bytes: shared, cluster, programmatic };
        if let Err(e) = check_launch(&sig, attrs, &info, &cfg) {
            prop_assert!(!e.to_string().is_empty());
        }
        let args: Vec<Arg<'_>> = args
            .into_iter()
            .map(|(k, t, v)| match k {
                0 => Arg::Addr(v),
                1 => Arg::Value(t, v),
                _ => Arg::TensorMap(RawTensorMap([v; 16])),
            })
            .collect();
        if let Err(e) = check_args(&sig, &args) {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}

/// A layout's values for any rank up to 6 (each rank takes its first `R`).
struct Layout {
    dims: Vec<u64>,
    boxes: Vec<u32>,
    strides: Option<Vec<u64>>,
    elem_strides: Vec<u32>,
    /// Interleave, swizzle, L2 promotion, OOB fill, as indices.
    style: (u8, u8, u8, u8),
}

impl Layout {
    fn check<const R: usize>(
        &self,
        ty: Ty,
        addr: u64,
        bytes: u64,
        elem: u64,
    ) -> Result<(), TestCaseError> {
        let first = |v: &[u64]| -> [u64; R] { core::array::from_fn(|i| v[i]) };
        let mut l =
            TiledLayout::<R>::new(first(&self.dims), core::array::from_fn(|i| self.boxes[i]))
                .elem_strides(core::array::from_fn(|i| self.elem_strides[i]))
                .interleave(
                    [Interleave::None, Interleave::B16, Interleave::B32][self.style.0 as usize % 3],
                )
                .swizzle(
                    [Swizzle::None, Swizzle::B32, Swizzle::B64, Swizzle::B128]
                        [self.style.1 as usize % 4],
                )
                .l2_promotion(
                    [
                        L2Promotion::None,
                        L2Promotion::B64,
                        L2Promotion::B128,
                        L2Promotion::B256,
                    ][self.style.2 as usize % 4],
                )
                .oob_fill([OobFill::Zero, OobFill::NanRequestZeroFma][self.style.3 as usize % 2]);
        if let Some(s) = &self.strides {
            l = l.strides(first(s));
        }
        let _ = l.byte_strides(elem);
        let _ = l.box_bytes(elem);
        let _ = l.swizzle.apply(addr ^ bytes);
        if let Err(e) = check_tiled(ty, addr, bytes, &l) {
            prop_assert!(e.to_string().starts_with("tensor map: "), "{}", e);
        }
        Ok(())
    }
}

// The panics the property tests found, each by name.

#[test]
fn an_entry_whose_parameter_list_closes_before_it_opens_is_read_without_a_panic() {
    let e = preflight::entries(".visible .entry k ) (\n.param .u32 n\n{\n\tret;\n}\n");
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].name, "k");
    assert!(e[0].params.is_empty(), "{:?}", e[0].params);
}

#[test]
fn the_box_bytes_of_a_huge_box_saturate() {
    let l = TiledLayout::new([1, 1, 1], [u32::MAX; 3]);
    assert_eq!(l.box_bytes(8), u64::MAX);
    let l = TiledLayout::new([1; 5], [1 << 16; 5]);
    assert_eq!(l.box_bytes(1), u64::MAX);
}

fn device(cluster_launch: bool) -> DeviceInfo {
    DeviceInfo {
        ordinal: 0,
        name: "a device".into(),
        capability: (9, 0),
        sm_count: 132,
        max_shared_per_block_optin: 227 << 10,
        max_shared_per_block: 48 << 10,
        cluster_launch,
        driver: DriverVersion(13000),
    }
}

fn sig() -> EntrySig {
    EntrySig {
        name: "k".into(),
        params: Vec::new(),
        reqntid: None,
        maxntid: None,
        reqnctapercluster: None,
    }
}

#[test]
fn a_block_of_more_than_2_to_the_64_threads_is_an_error() {
    let cfg = Launch::grid_3d([1, 1, 1], [u32::MAX; 3]);
    let e = check_launch(&sig(), (0, 1024), &device(true), &cfg)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("but the kernel allows at most 1024 per block"),
        "{e}"
    );
}

#[test]
fn a_cluster_of_more_than_2_to_the_32_blocks_is_an_error() {
    let cfg = Launch::grid_3d([1 << 16, 1 << 16, 1], [1, 1, 1]).cluster(1 << 16, 1 << 16, 1);
    let e = check_launch(&sig(), (0, 1024), &device(true), &cfg)
        .unwrap_err()
        .to_string();
    assert!(e.contains("exceed the portable maximum of 8"), "{e}");
}

/// The launch environment of one process per GPU and the id file's text are the user's
/// (or the job launcher's): any value of `RANK`, `WORLD_SIZE`, `LOCAL_RANK`,
/// `TYPED_PTX_NCCL_ID_FILE`, `MASTER_ADDR`, `MASTER_PORT` and any file content gives an
/// answer, never a panic, and every error says something.
#[cfg(feature = "nccl")]
mod nccl_env {
    use proptest::prelude::*;

    use crate::nccl::{IdChannel, RankEnv, UniqueId};

    fn value() -> impl Strategy<Value = Option<String>> {
        prop_oneof![
            Just(None),
            prop::sample::select(vec![
                "",
                "0",
                "1",
                "-1",
                "4",
                "65536",
                "4294967296",
                "18446744073709551616",
                " 2 ",
                "2x",
                "é",
                "0x10",
                "1e3",
                "+3",
                "\u{0}",
                "1e20",
                "1e300",
                "inf",
                "NaN",
            ])
            .prop_map(|s| Some(s.to_owned())),
            any::<String>().prop_map(Some),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn no_launch_environment_panics(
            rank in value(), world in value(), local in value(),
            file in value(), addr in value(), port in value(),
        ) {
            let get = |k: &str| match k {
                "RANK" => rank.clone(),
                "WORLD_SIZE" => world.clone(),
                "LOCAL_RANK" => local.clone(),
                "TYPED_PTX_NCCL_ID_FILE" => file.clone(),
                "MASTER_ADDR" => addr.clone(),
                "MASTER_PORT" => port.clone(),
                _ => None,
            };
            match RankEnv::from_vars(get) {
                Ok(e) => prop_assert!(e.rank < e.world),
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
            if let Err(e) = IdChannel::from_vars(get) {
                prop_assert!(!e.to_string().is_empty());
            }
            // Any TYPED_PTX_NCCL_TIMEOUT_S (review finding: 1e20 panicked).
            if let Err(e) = crate::nccl::rendezvous::timeout_from(rank.as_deref()) {
                prop_assert!(!e.to_string().is_empty());
            }
        }

        #[test]
        fn no_id_file_text_panics(text in any::<String>(), hex in "[0-9a-fA-F]{250,260}") {
            let _ = UniqueId::from_hex(&text);
            if let Some(id) = UniqueId::from_hex(&hex) {
                prop_assert_eq!(UniqueId::from_hex(&id.to_hex()), Some(id));
            }
        }
    }
}
