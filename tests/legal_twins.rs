//! The legal twins of the compile-fail suites, as ordinary tests of one crate.
//!
//! Every `tests/ui/<family>/<case>.rs` (`tests/compile_fail.rs`) and every
//! `tests/ui_macros/{asm,kernel}/<case>.rs` (`tests/macros_asm_fail.rs`,
//! `tests/macros_kernel_fail.rs`) must not compile; its legal twin, the file of the same
//! family and name under `tests/ui_pass/` or `tests/ui_macros_pass/`, differs from it only
//! in the illegal line and in `pub fn main` (so that this crate can call it). Here each
//! twin is a module of this crate, at the path its family and name give
//! (`ui_pass::bulk::bulk_copy_into_global` is `tests/ui_pass/bulk/bulk_copy_into_global.rs`),
//! and a test of the same name runs its `main`: that the crate compiles is the check that
//! every twin compiles; running `main` is the check that it emits (a builder twin calls
//! `emit().unwrap()`; a `ptx_asm!` twin keeps its asm in a device function `main` never
//! calls, so compiling it is the whole check). trybuild used to build, link and run each
//! twin as a binary of its own; one crate links once.
//!
//! No twin can be left out: `every_twin_is_listed` compares the lists below with the files
//! on disk, and each twin with its failing case, and fails on any difference, naming the
//! lines to add or remove. To add a case, add the failing file and its twin, then the
//! twin's name to the `twins!` list of its family (the lists are sorted). One family:
//! `cargo test --test legal_twins ui_pass::bulk::`.
//!
//! The twins are files of neither `cargo fmt` (the lists are macro input, which rustfmt
//! does not enter) nor of the suite's style: like the failing cases, whose `.stderr` files
//! quote their lines and columns, they stay as written.

/// `twins! { a, b }` in the module `ui_pass::<family>`: the modules `a` and `b` (the
/// files `tests/ui_pass/<family>/{a,b}.rs`), a test of each name that runs its `main`,
/// and `CASES`, the names listed.
macro_rules! twins {
    ($($case:ident),* $(,)?) => {
        $(
            // A twin stays line for line its failing case, whose `.stderr` quotes lines
            // and columns: it is not rewritten for clippy's style lints (the asm twins'
            // device functions take ten operands; builder twins spell tuple parameter
            // types out).
            #[allow(clippy::too_many_arguments, clippy::type_complexity)]
            mod $case;

            #[test]
            fn $case() {
                $case::main();
            }
        )*

        pub const CASES: &[&str] = &[$(stringify!($case)),*];
    };
}

mod ui_pass {
    pub mod address_width {
        twins! {
            cvta_generic_global,
            cvta_generic_unknown,
            isspacep_generic_space,
            ptr32_global_parameter,
            to_u32_generic_global,
            to_u32_generic_shared,
            to_u32_generic_unknown,
            to_u32_global,
            to_u32_param,
        }
    }
    pub mod b128 {
        twins! {
            add_b128,
            atom_cas_b128_local,
            atom_op_b128,
            ld_v2_b128,
        }
    }
    pub mod bulk {
        twins! {
            bulk_copy_element_types_differ,
            bulk_copy_from_shared_as_global,
            bulk_copy_into_global,
            bulk_copy_of_mbarriers,
            bulk_store_from_global,
            bulk_store_into_shared,
            bulk_to_cluster_from_cluster,
            launch_tensor_map_of_another_element_type,
            launch_tensor_map_of_another_rank,
            mbarrier_in_another_window,
            mbarrier_operand_not_an_mbarrier,
            prefetch_tensormap_in_shared,
            tensor_map_from_a_buffer_of_another_type,
            tensor_map_global_address_not_generic,
            tensor_map_in_local,
            tensor_map_in_shared,
            tensor_map_loaded,
            tensor_map_of_packed_pairs,
            tensormap_base_a_global_variable,
            tensormap_base_in_shared,
            tensormap_base_of_another_element_type,
            tensormap_edit_of_a_parameter,
            tensormap_publish_to_another_type,
            tma_load_into_global,
            tma_load_three_coordinates_for_rank_two,
            tma_load_wrong_element_type,
            tma_multicast_into_cluster_address,
            tma_reduce_wrong_element_type,
            tma_store_from_cluster,
            tma_store_from_global,
            tma_store_one_coordinate_for_rank_two,
        }
    }
    pub mod erase_access {
        twins! {
            atom_erased_local,
            call_generic_param_with_const,
            func_param_entry_pointer,
            if_space_param_to_global,
            st_erased_const,
            st_erased_param,
            st_from_bits,
            st_selp_const_global,
        }
    }
    pub mod generic_origin {
        twins! {
            const_to_global,
            const_to_local,
            const_to_param_entry,
            const_to_shared_cluster,
            const_to_shared_cta,
            cvta_to_const_from_global,
            cvta_to_global_from_shared_cta,
            cvta_to_local_from_global,
            cvta_to_param_from_local,
            cvta_to_shared_cluster_from_shared_cta,
            cvta_to_shared_from_global,
            global_to_const,
            global_to_local,
            global_to_param_entry,
            global_to_shared_cluster,
            global_to_shared_cta,
            local_to_const,
            local_to_global,
            local_to_param_entry,
            local_to_shared_cluster,
            local_to_shared_cta,
            param_entry_to_const,
            param_entry_to_global,
            param_entry_to_local,
            param_entry_to_shared_cluster,
            param_entry_to_shared_cta,
            shared_cluster_to_const,
            shared_cluster_to_global,
            shared_cluster_to_local,
            shared_cluster_to_param_entry,
            shared_cluster_to_shared_cta,
            shared_cta_to_const,
            shared_cta_to_global,
            shared_cta_to_local,
            shared_cta_to_param_entry,
            shared_cta_to_shared_cluster,
        }
    }
    pub mod half {
        twins! {
            add_f16_bf16,
            add_f16_f32,
            add_tf32,
            bfe_f32,
            bitcast_f16_to_u32,
            cvt_e4m3x2_from_bf16x2,
            cvt_f16_to_tf32,
            cvt_f32_to_e4m3x2,
            cvt_pack_tf32,
            cvt_relu_f32,
            ex2_f64,
            fma_e4m3x2,
            halves_of_f32,
            launch_bf16_buffer_for_f16,
            ld_tf32,
            mov_f16_from_u16,
            prmt_u64,
            st_bf16x2_into_f16x2,
        }
    }
    pub mod launch {
        twins! {
            sim_wrong_argument,
            wrong_argument_among_several,
        }
    }
    pub mod mbarrier {
        twins! {
            cp_async_arrive_on_generic_from_global,
            cp_async_into_mbarrier,
            declared_const,
            declared_global,
            declared_local,
            generic_from_global,
            generic_unknown_origin,
            global_ptr,
            global_u64_as_mbarrier,
            ld_mbarrier,
            local_form_on_cluster_address,
            parity_as_token,
            remote_arrive_on_cta_address,
            remote_complete_tx_on_generic,
            sem_form_on_generic,
            shared_u64_as_mbarrier,
            st_mbarrier,
            tensormap_acquire_local,
            tensormap_acquire_shared,
            token_as_integer,
            token_from_u64,
            wait_on_cluster_address,
        }
    }
    pub mod named_to_named {
        twins! {
            const_to_global,
            const_to_local,
            const_to_param_entry,
            const_to_shared_cluster,
            const_to_shared_cta,
            global_to_const,
            global_to_local,
            global_to_param_entry,
            global_to_shared_cluster,
            global_to_shared_cta,
            local_to_const,
            local_to_global,
            local_to_param_entry,
            local_to_shared_cluster,
            local_to_shared_cta,
            param_entry_to_const,
            param_entry_to_global,
            param_entry_to_local,
            param_entry_to_shared_cluster,
            param_entry_to_shared_cta,
            shared_cluster_to_const,
            shared_cluster_to_global,
            shared_cluster_to_local,
            shared_cluster_to_param_entry,
            shared_cluster_to_shared_cta,
            shared_cta_to_const,
            shared_cta_to_global,
            shared_cta_to_local,
            shared_cta_to_param_entry,
            shared_cta_to_shared_cluster,
        }
    }
    pub mod ordering {
        twins! {
            atom_cas_sem_float,
            atom_sem_local,
            ld_acquire_local,
            ld_relaxed_const,
            red_release_param,
            st_relaxed_unknown_readwrite,
            st_release_generic_local,
        }
    }
    pub mod pass_assign {
        twins! {
            assign_generic_global_from_generic_shared,
            assign_generic_shared_from_unknown,
            assign_global_from_shared,
            assign_ptr32_shared_from_ptr32_const,
            assign_shared_from_generic_shared,
            call_generic_param_with_named,
            call_global_param_with_generic,
            call_global_param_with_shared,
            call_ptr32_shared_param_with_ptr32_local,
            call_shared_cta_param_with_cluster,
            call_shared_origin_param_with_unknown,
        }
    }
    pub mod sealed {
        twins! {
            forge_through_hidden_methods,
            impl_every_other_trait,
            impl_every_trait,
        }
    }
    pub mod space_instructions {
        twins! {
            atom_cas_local,
            atom_const,
            atom_generic_local,
            atom_local,
            atom_param_entry,
            atom_shared_local_var,
            cp_async_ca_dst_global,
            cp_async_ca_src_local,
            cp_async_ca_swapped,
            cp_async_cg_dst_generic_shared,
            cp_async_cg_dst_global,
            cp_async_cg_dst_local,
            cp_async_cg_dst_shared_cluster,
            cp_async_cg_src_const,
            cp_async_cg_src_generic_global,
            cp_async_cg_src_shared,
            ld_evict_shared_cta,
            ld_nc_const,
            ld_nc_generic_global,
            ld_nc_local,
            ld_nc_param_entry,
            ld_nc_shared_cluster,
            ld_nc_shared_cta,
            ld_nc_v4_generic_global,
            mapa32_local,
            mapa_const,
            mapa_generic_global,
            mapa_generic_unknown,
            mapa_global,
            mapa_local,
            red_const,
            red_generic_const,
            red_local,
            red_param_entry,
            st_cached_const,
            st_const,
            st_const_var,
            st_generic_const,
            st_generic_param,
            st_param,
            st_param_var,
            st_policy_generic,
            st_v2_param,
            st_v4_const,
        }
    }
    pub mod tensor_core {
        twins! {
            frag_zero_descriptor,
            ldmatrix_const,
            ldmatrix_element_type,
            ldmatrix_generic,
            ldmatrix_global,
            ldmatrix_shared_cluster,
            mma_a_length,
            mma_b_length,
            mma_c_length,
            mma_f16_for_bf16,
            mma_f32_elements,
            mma_int8_accumulator,
            mma_wrong_shape,
            stmatrix_fragment_length,
            stmatrix_generic,
            stmatrix_global,
            wgmma_a_fragment_length,
            wgmma_accumulator_length,
            wgmma_bf16_f16_accumulator,
            wgmma_desc_element_type,
            wgmma_desc_from_integer,
            wgmma_desc_generic,
            wgmma_desc_global,
            wgmma_desc_local,
            wgmma_f16_for_bf16,
            wgmma_n_not_a_shape,
            zeros_descriptor,
        }
    }
    pub mod tile {
        twins! {
            launch_map_of_another_box,
            launch_map_of_another_swizzle,
            load_into_tile_of_another_box,
            load_into_tile_of_another_element_type,
            multicast_part_of_another_element_type,
            multicast_part_of_another_swizzle,
            stage_index_assigned,
            stage_of_a_ring_of_other_length,
            tile_from_a_pointer,
            tile_map_forged_by_a_cast,
            tile_map_param_declared_by_hand,
            wgmma_b_rows_of_another_n,
            wgmma_b_tile_too_small,
            wgmma_mn_major_b_of_other_width,
        }
    }
    pub mod multimem {
        twins! {
            atom_on_a_multimem_address,
            cvta_of_a_multimem_address,
            ld_of_a_multimem_address,
            multimem_from_a_pointer,
            multimem_red_on_a_global_pointer,
            scalar_multimem_of_u16,
            st_to_a_multimem_address,
            v8_multimem_of_f32,
            vector_multimem_of_integers,
        }
    }
    pub mod tmem {
        twins! {
            block_scaled_d_of_i32,
            block_scaled_fp4_by_fp8,
            block_scaled_scales_of_f32,
            cols_not_power_of_two,
            cols_past_512,
            commit_to_cta_barrier,
            commit_to_global_barrier,
            dense_umma_of_packed_fp4,
            ref_outlives_dealloc,
            sparse_meta_of_u32,
            tmem_from_integer,
            tmem_ld_f64,
            umma_accumulator_type,
            umma_lane_mask_of_a_pair,
            umma_mixed_halves,
            umma_wgmma_desc,
            umma_ws_on_a_pairs_allocation,
            use_after_dealloc,
        }
    }
    pub mod type_classes {
        twins! {
            and_f32,
            atom_u16,
            clz_u16,
            cvt_to_pred,
            fma_u32,
            index_i32,
            kernel_param_limit,
            ld_v4_u64,
            mul_wide_u64,
            neg_u32,
            policy_from_u64,
            popc_f32,
            shared_len_align_swapped,
            shfl_u64,
            st_v4_f64,
        }
    }
    pub mod unknown_origin {
        twins! {
            erased_origin,
            from_bits,
            function_parameter,
            selp_of_two_origins,
        }
    }
    pub mod warpspec {
        twins! {
            elect_lane_as_predicate,
            getctarank_generic_unknown,
            getctarank_global,
            getctarank_local,
            match_all_mask_as_predicate,
            match_f32,
            red_async_f32,
            red_async_shared_cta,
            redux_f64,
            redux_u64,
            st_async_bar_not_mbarrier,
            st_async_bar_shared_cta,
            st_async_generic,
            st_async_global,
            st_async_shared_cta,
            st_async_u16,
            st_async_v4_f64,
        }
    }
}

mod ui_macros_pass {
    pub mod asm {
        twins! {
            atom_cas_generic_from_const,
            atom_erased_local,
            atom_generic_from_local,
            atom_local,
            bad_modifier,
            block_label_outside,
            block_register_as_address,
            block_result_reused,
            block_wrong_space,
            cp_async_size,
            cp_async_src_shared,
            cvta_forged_origin,
            cvta_to_param_as_const,
            cvta_to_wrong_origin,
            discard_source,
            float_imm_for_int,
            forge_cvta_result,
            forge_from_ptr,
            forge_mapa_generic_result,
            forge_mapa_out,
            forge_mapa_result,
            forge_to_cluster,
            forge_to_const,
            forge_to_global,
            forge_to_local,
            forge_to_shared,
            half_type,
            helper_wrong_origin,
            imm_out_of_range,
            imm_too_wide_for_type,
            impl_generic_of,
            impl_named64,
            impl_shared_addr,
            impl_value_trait,
            ld_raw_pointer,
            mapa_generic_from_global,
            mapa_generic_raw_pointer,
            mapa_generic_unknown,
            missing_brackets,
            missing_comparison,
            missing_type,
            multimem_refused,
            pred_not_bool,
            red_erased_const,
            redux_wrong_type,
            st_async_refused,
            st_const,
            st_erased_const,
            st_generic_from_const,
            st_raw_pointer,
            tc_mma_in_asm,
            type_not_of_op,
            unknown_mnemonic,
            unknown_special_register,
            wrong_operand_count,
            wrong_signedness_dest,
            wrong_space_generic_for_global,
            wrong_space_global_for_shared,
            wrong_width_cvta_addr32,
            wrong_width_value,
        }
    }
    pub mod kernel {
        twins! {
            add_f16_bf16,
            atom_bad_type,
            atom_generic_from_local,
            atom_local_mnemonic,
            bad_comparison,
            bad_type_modifier,
            bar_sync_id_range,
            bra_unplaced_label,
            bulk_reduce_noftz,
            bulk_reduce_type,
            cast_scalar_param,
            cluster_not_shared,
            const_as_address,
            const_from_register,
            const_out_of_range,
            const_wrong_type,
            cp_async_cg_size,
            cp_async_src_space,
            cvt_address_to_float,
            cvt_generic_to_u32,
            cvt_global_to_u32,
            cvt_half_unknown,
            cvt_rounding,
            cvta_to_wrong_origin,
            cvta_u32_size,
            cvta_wrong_space,
            elect_one_binder,
            ex2_bf16_without_ftz,
            for_untyped_immediate_carry,
            getctarank_generic_global,
            guarded_let,
            half_float_immediate,
            if_values_without_else,
            imm_out_of_range,
            isspacep_named,
            kernel_name_not_string,
            launch_wrong_arg,
            ld_wrong_space,
            ld_wrong_width,
            loop_index_after_its_loop,
            lop3_lut_range,
            mbarrier_wait_without_parity,
            missing_type_suffix,
            mov_pack_f32,
            named_to_named,
            negative_unsigned_imm,
            offset_register,
            prefetch_param_tensormap_of_a_scalar,
            red_async_inc_signed,
            redux_u64,
            selp_reg_and_ptr,
            setmaxnreg_step,
            shfl_mode,
            shfl_wide_value,
            special_register_width,
            st_async_bar_not_mbarrier,
            st_async_global,
            st_const_mnemonic,
            st_generic_from_const,
            st_wrong_space,
            tc_ldmatrix_global,
            tc_ldmatrix_global_mnemonic,
            tc_mma_fragment_length,
            tc_mma_fragment_type,
            tc_mma_not_a_form,
            tc_stmatrix_global,
            tc_wgmma_accumulator_type,
            tc_wgmma_desc_global,
            tc_wgmma_element_type,
            tc_wgmma_n12,
            tma_coordinate_count,
            tma_rank_of_the_map,
            too_few_operands,
            too_many_operands,
            unknown_mnemonic,
            unknown_special_register,
            unknown_target,
            unroll_label,
            unroll_register_bound,
            unroll_too_many_passes,
            unroll_with_carry,
            unroll_yield_unbound,
            unroll_yield_unknown_count,
            value_after_its_branch,
            value_after_its_guarded_block,
            value_after_its_loop,
            var_offset_alignment,
            vector_index_of_register,
            vector_index_out_of_range,
            vector_index_register,
            wait_group_range,
            wrong_width_operand,
            yield_count,
            yield_wrong_type,
        }
    }
}
/// Each twin directory with the names its `twins!` list gives.
const FAMILIES: &[(&str, &[&str])] = &[
    ("ui_pass/address_width", ui_pass::address_width::CASES),
    ("ui_pass/b128", ui_pass::b128::CASES),
    ("ui_pass/bulk", ui_pass::bulk::CASES),
    ("ui_pass/erase_access", ui_pass::erase_access::CASES),
    ("ui_pass/generic_origin", ui_pass::generic_origin::CASES),
    ("ui_pass/half", ui_pass::half::CASES),
    ("ui_pass/launch", ui_pass::launch::CASES),
    ("ui_pass/mbarrier", ui_pass::mbarrier::CASES),
    ("ui_pass/multimem", ui_pass::multimem::CASES),
    ("ui_pass/named_to_named", ui_pass::named_to_named::CASES),
    ("ui_pass/ordering", ui_pass::ordering::CASES),
    ("ui_pass/pass_assign", ui_pass::pass_assign::CASES),
    ("ui_pass/sealed", ui_pass::sealed::CASES),
    (
        "ui_pass/space_instructions",
        ui_pass::space_instructions::CASES,
    ),
    ("ui_pass/tensor_core", ui_pass::tensor_core::CASES),
    ("ui_pass/tile", ui_pass::tile::CASES),
    ("ui_pass/tmem", ui_pass::tmem::CASES),
    ("ui_pass/type_classes", ui_pass::type_classes::CASES),
    ("ui_pass/unknown_origin", ui_pass::unknown_origin::CASES),
    ("ui_pass/warpspec", ui_pass::warpspec::CASES),
    ("ui_macros_pass/asm", ui_macros_pass::asm::CASES),
    ("ui_macros_pass/kernel", ui_macros_pass::kernel::CASES),
];

/// The twin roots, each with the root of the failing cases its twins mirror.
const ROOTS: &[(&str, &str)] = &[("ui_pass", "ui"), ("ui_macros_pass", "ui_macros")];

/// The `.rs` files of `dir` (without the extension), sorted; the subdirectories too.
fn listing(dir: &std::path::Path) -> (Vec<String>, Vec<String>) {
    let (mut files, mut dirs) = (Vec::new(), Vec::new());
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            dirs.push(name);
        } else if let Some(stem) = name.strip_suffix(".rs") {
            files.push(stem.to_owned());
        }
    }
    files.sort();
    dirs.sort();
    (files, dirs)
}

/// The lists above are the twins on disk, exactly and in order, and every twin has its
/// failing case of the same family and name (and every failing case its twin).
#[test]
fn every_twin_is_listed() {
    let tests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut problems = Vec::new();
    let mut on_disk = Vec::new();
    for (root, fail_root) in ROOTS {
        let (stray, families) = listing(&tests.join(root));
        for s in stray {
            problems.push(format!(
                "tests/{root}/{s}.rs: a twin outside any family directory"
            ));
        }
        let (_, fail_families) = listing(&tests.join(fail_root));
        if families != fail_families {
            problems.push(format!(
                "tests/{root}/ has the families {families:?}, tests/{fail_root}/ has {fail_families:?}"
            ));
        }
        on_disk.extend(families.into_iter().map(|f| format!("{root}/{f}")));
    }
    let listed: Vec<String> = FAMILIES.iter().map(|(d, _)| d.to_string()).collect();
    if listed != on_disk {
        problems.push(format!(
            "FAMILIES lists {listed:?}; on disk (sorted) are {on_disk:?}: add a `pub mod <family> {{ twins! {{ … }} }}` and its FAMILIES line for each new one"
        ));
    }
    let mut count = 0;
    for (dir, cases) in FAMILIES {
        let (files, _) = listing(&tests.join(dir));
        let (root, family) = dir.split_once('/').unwrap();
        let fail_root = ROOTS.iter().find(|(r, _)| *r == root).unwrap().1;
        let (fails, _) = listing(&tests.join(fail_root).join(family));
        for f in &files {
            if !cases.contains(&f.as_str()) {
                problems.push(format!(
                    "tests/{dir}/{f}.rs is not listed: add `{f},` to the `twins!` list of `{}`",
                    dir.replace('/', "::")
                ));
            }
            if !fails.contains(f) {
                problems.push(format!(
                    "tests/{dir}/{f}.rs has no failing case tests/{fail_root}/{family}/{f}.rs"
                ));
            }
        }
        for c in *cases {
            if !files.iter().any(|f| f == c) {
                problems.push(format!(
                    "`{c}` is listed in `{}` but tests/{dir}/{c}.rs does not exist",
                    dir.replace('/', "::")
                ));
            }
        }
        for f in &fails {
            if !files.contains(f) {
                problems.push(format!(
                    "tests/{fail_root}/{family}/{f}.rs has no legal twin tests/{dir}/{f}.rs"
                ));
            }
        }
        if cases.windows(2).any(|w| w[0] >= w[1]) {
            problems.push(format!(
                "the `twins!` list of `{}` is not sorted",
                dir.replace('/', "::")
            ));
        }
        count += cases.len();
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    println!("{count} legal twins listed, each with its failing case");
}
