//! `ptx_asm!`: one PTX instruction with Rust operands, checked against the `ptx-isa`
//! table, expanded to `core::arch::asm!` for nvptx64.
//!
//! parse ([`parse`]: tokens → [`parse::Invocation`]) → validate ([`validate`]: the table
//! picks the form, the modifiers, the type and each operand's kind) → expand ([`expand`]:
//! the template, the register classes, the operand trait checks, the options). Every
//! phase returns `syn::Result` with the errors spanned at the user's tokens.
//!
//! [`expand_str`] runs the same pipeline on text, for the tests that compile the
//! expansions for nvptx64 and for the expansion-cost measurement.

use proc_macro2::TokenStream;

pub(crate) mod block;
pub(crate) mod expand;
pub(crate) mod parse;
pub(crate) mod validate;

pub(crate) fn expand(input: TokenStream) -> syn::Result<TokenStream> {
    match syn::parse2(input)? {
        parse::Input::One(inv) => {
            let checked = validate::validate(&inv)?;
            Ok(expand::expand(&inv, &checked))
        }
        parse::Input::Block(b) => block::expand(&b),
    }
}

/// The expansion of `ptx_asm!(<input>)` as text, or the error messages.
#[allow(dead_code)]
pub(crate) fn expand_str(input: &str) -> Result<String, String> {
    let ts: TokenStream = input.parse().map_err(|e| format!("{e}"))?;
    expand(ts).map(|t| t.to_string()).map_err(|e| {
        e.into_iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })
}

#[cfg(test)]
mod tests {
    use super::expand_str;

    fn ok(s: &str) -> String {
        expand_str(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }
    fn err(s: &str) -> String {
        match expand_str(s) {
            Ok(t) => panic!("{s} expanded: {t}"),
            Err(e) => e,
        }
    }

    #[test]
    fn loads_pick_register_classes() {
        let t = ok("ld.shared.u32 v, [a]");
        assert!(t.contains("ld.shared.u32 {o0}, [{i1}];"), "{t}");
        assert!(t.contains("reg32") && t.contains("reg64"), "{t}");
        let t = ok("ld.global.f64 v, [g + 8]");
        assert!(t.contains("ld.global.f64 {o0}, [{i1}+8];"), "{t}");
        assert!(t.contains("readonly"), "{t}");
    }

    #[test]
    fn predicates_live_in_a_block() {
        let t = ok("isspacep.shared b, p");
        assert!(t.contains(".reg .pred %tp<1>"), "{t}");
        assert!(t.contains("selp.u32"), "{t}");
        let t = ok("setp.lt.u32 b, x, 5");
        assert!(t.contains("setp.lt.u32 %tp0, {i1}, 5;"), "{t}");
    }

    #[test]
    fn errors_name_the_rule() {
        assert!(err("ld.shard.u32 v, [a]").contains("not a modifier"));
        assert!(err("lod.shared.u32 v, [a]").contains("unknown PTX instruction"));
        assert!(err("ld.shared.u32 v, [a], b").contains("takes 2 operands"));
        assert!(err("bar.sync 16").contains("out of range"));
        assert!(err("and.f32 d, a, b").contains("not a type of"));
        assert!(err("setp.u32 p, a, b").contains("comparison"));
    }

    #[test]
    fn proxy_fences_expand_and_the_untyped_families_are_refused() {
        let t = ok("fence.proxy.async");
        assert!(t.contains("fence.proxy.async;"), "{t}");
        let t = ok("fence.proxy.async.shared::cta");
        assert!(t.contains("fence.proxy.async.shared::cta;"), "{t}");
        let t = ok("fence.mbarrier_init.release.cluster");
        assert!(t.contains("fence.mbarrier_init.release.cluster;"), "{t}");
        assert!(
            err("mbarrier.init.shared.b64 [b], 1").contains("not available through `ptx_asm!`")
        );
        assert!(err("mbarrier.arrive.shared.b64 t, [b]").contains("mbarrier instructions"));
        assert!(err("cp.async.mbarrier.arrive.shared.b64 [b]").contains("mbarrier instructions"));
        assert!(err("ld.acquire.gpu.global.u32 v, [a]").contains("memory-order qualifiers"));
        assert!(
            err("atom.acq_rel.gpu.global.add.u32 d, [a], 1").contains("memory-order qualifiers")
        );
        assert!(
            err("fence.proxy.tensormap::generic.acquire.gpu [a], 128").contains("not available")
        );
        for bulk in [
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [d], [s], 16, [b]",
            "cp.async.bulk.global.shared::cta.bulk_group [d], [s], 16",
            "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [d], [s], 16",
            "cp.async.bulk.commit_group",
            "cp.async.bulk.wait_group 0",
            "cp.async.bulk.prefetch.L2.global [s], 16",
            "prefetch.tensormap [m]",
            // A tensor form's `.2d` is a part of the mnemonic (read as `ptx_module!` reads
            // it), so the refusal names the family rather than failing to parse.
            "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group",
        ] {
            assert!(err(bulk).contains("bulk copies and TMA"), "{bulk}");
        }
        // The plain forms still resolve.
        ok("cp.async.commit_group");
        ok("ld.global.u32 v, [a]");
        ok("atom.global.add.u32 d, [a], 1");
    }

    #[test]
    fn b128_forms_are_refused_with_a_reason() {
        for input in [
            "ld.global.b128 v, [a]",
            "st.shared.b128 [a], v",
            "mov.b128 d, a",
            "atom.global.cas.b128 d, [a], c, n",
            "atom.shared.exch.b128 d, [a], v",
        ] {
            let e = err(input);
            assert!(e.contains("no 128-bit register class"), "{input}: {e}");
        }
        // The 64-bit forms of the rows that take `.b128` still resolve.
        ok("ld.u64 v, [a]");
        ok("st.global.u32 [a], v");
        ok("atom.cas.b64 d, [a], c, n");
    }

    #[test]
    fn row_modifiers_are_read_from_the_row_and_gated_per_value() {
        let t = ok("bmsk.wrap.b32 d, a, 3");
        assert!(t.contains("bmsk.wrap.b32 {o0}, {i1}, 3;"), "{t}");
        assert!(ok("bfind.shiftamt.s64 d, a").contains("bfind.shiftamt.s64"));
        ok("trap");
        // `.release` needs PTX ISA 8.0 (the form 7.8): the gate is the value's.
        let t = ok("barrier.cluster.arrive.release.aligned");
        assert!(t.contains("barrier.cluster.arrive.release.aligned;"), "{t}");
        assert!(t.contains("needs PTX ISA 8.0"), "{t}");
        assert!(!ok("barrier.cluster.arrive.aligned").contains("needs PTX ISA 8.0"));
        assert!(err("bmsk.b32 d, a, 3").contains("bmsk"));
    }

    #[test]
    fn counters_are_not_pure() {
        let t = ok("mov.u64 c, %clock64");
        assert!(!t.contains("pure"), "{t}");
        let t = ok("mov.u32 c, %tid.x");
        assert!(t.contains("pure"), "{t}");
    }

    #[test]
    fn odd_operands_are_errors_not_panics() {
        for input in [
            "mov.u32 %tid.x, a",
            "cvta.shared.u64 [a], b",
            "cvta.shared.u64 d, 5",
            "ld.shared.u32 5, [a]",
            "ld.shared.u32 [a], [b]",
            "st.shared.u32 _, a",
            "isspacep.shared 1, p",
            "mapa.shared::cluster d, [a], 1",
            "vote.sync.all.pred p, %laneid, m",
            "selp.u32 d, a, b, 1",
            "bar.sync x",
            "shfl.sync.bfly.b32 d, v, 1, x, m",
            "ld.shared.u32.u32 v, [a]",
            "membar.gl.u32",
            "cvt.u32 d, a",
            "atom.global.cas.f32 d, [g], a, b",
            "ld.shared.v4.u32 v, [a]",
            "",
            "ld.shared.u32 v, [a];; x",
        ] {
            assert!(expand_str(input).is_err(), "{input} expanded");
        }
    }

    /// `selp` takes every 16-, 32- and 64-bit type PTX lists for it, `.b16`/`.b32`/`.b64`
    /// included (review finding: the `Shape::Row` row's type slot lacked `.b16`/`.b32`),
    /// and no half-precision type.
    #[test]
    fn selp_takes_the_bit_types() {
        for ty in ["b16", "b32", "b64", "u16", "s32", "u64", "f32", "f64"] {
            let t = ok(&format!("selp.{ty} d, a, b, p"));
            assert!(t.contains(&format!("selp.{ty} {{o0}}")), "{ty}: {t}");
        }
        for ty in ["f16", "bf16", "pred", "b8"] {
            let e = err(&format!("selp.{ty} d, a, b, p"));
            assert!(
                e.contains(&format!("`.{ty}`")) || e.contains("`selp` needs a type suffix"),
                "{ty}: {e}"
            );
        }
    }

    #[test]
    fn generic_operands_are_checked_for_what_the_instruction_does() {
        assert!(ok("ld.u32 v, [p]").contains("GenericAddr"));
        assert!(ok("st.u32 [p], v").contains("GenericStore"));
        assert!(ok("atom.add.u32 v, [p], 1").contains("GenericAtomic"));
        assert!(ok("atom.cas.b32 v, [p], a, b").contains("GenericAtomic"));
        assert!(ok("red.add.u32 [p], v").contains("GenericAtomic"));
        assert!(ok("mapa.u64 d, p, 1").contains("SharedGeneric"));
        let t = ok("cvta.to.shared.u64 d, p");
        assert!(
            t.contains("GenericOf :: < :: typed_ptx :: __private :: dev :: origin :: Shared >"),
            "{t}"
        );
    }

    #[test]
    fn typed_results_are_built_in_unsafe_blocks() {
        for input in [
            "cvta.shared.u64 d, s",
            "cvta.to.global.u64 d, p",
            "mapa.shared::cluster d, s, 1",
            "mapa.u64 d, p, 1",
        ] {
            let t = ok(input);
            assert!(t.contains("allow (unused_unsafe)"), "{input}: {t}");
            assert!(t.contains("= unsafe {"), "{input}: {t}");
        }
    }

    #[test]
    fn cvta_to_param_has_no_device_result() {
        for input in ["cvta.to.param.u64 d, p", "cvta.to.param::entry.u64 d, p"] {
            let e = err(input);
            assert!(e.contains("no typed .param addresses"), "{input}: {e}");
        }
    }

    #[test]
    fn blocks_share_one_scope_with_labels_and_registers() {
        let t = ok(".reg .pred done; .reg .u32 t;
            mov.u32 steps, 0;
          again:
            setp.eq.u32 done, acc, 0;
            @done bra finished;
            shr.u32 acc, acc, 1;
            add.u32 steps, steps, 1;
            bra.uni again;
          finished:
            @!flag ld.shared.u32 t, [s32 + 4];");
        for want in [
            "{{ .reg .pred %tp<1>; .reg .pred %tpv_done; .reg .b32 %tpv_t;",
            "tpl_again:",
            "@%tpv_done bra tpl_finished;",
            "bra.uni tpl_again;",
            "setp.ne.u32 %tp0, {a",
            "@!%tp0 ld.shared.u32 %tpv_t, [{a",
            "+4]; }}",
        ] {
            assert!(t.contains(want), "{want}: {t}");
        }
        // `acc` is read before it is written: one register, in and out; `steps` is written
        // first: out only; both are assigned after the block.
        assert!(t.contains("p1 = inout (reg32)"), "{t}");
        assert!(t.contains("p0 = out (reg32)"), "{t}");
        assert!(!t.contains("pure"), "{t}");
        let t = ok("add.u32 x, a, 1; add.u32 x, x, b;");
        assert!(t.contains("pure"), "{t}");
    }

    #[test]
    fn block_errors_name_the_rule() {
        assert!(err("bra nowhere; add.u32 x, x, 1;").contains("labels are local to the block"));
        assert!(
            err(".reg .u32 a; ld.shared.u32 v, [a];")
                .contains("address comes from a typed Rust value")
        );
        assert!(err(".reg .f32 f; add.u32 x, f, 1;").contains("`.f32` register of the block"));
        assert!(
            err("add.u32 x, x, 1; add.s32 x, x, 1;")
                .contains("every use of it in the block has that type")
        );
        assert!(err("cvta.shared.u64 g, s; ld.u32 v, [g];").contains("assigned after the block"));
        assert!(err(".reg .u32 t; @t add.u32 x, x, 1;").contains("not a predicate"));
        assert!(err("l: l: add.u32 x, x, 1;").contains("placed twice"));
        assert!(err(".reg .q8 a; add.u32 x, x, 1;").contains("not a register type"));
        assert!(err("add.u32 x, x, 1 add.u32 x, x, 1").contains("expected `,`"));
        assert!(err("l:").contains("at least one instruction"));
    }

    #[test]
    fn same_place_in_and_out_is_inout() {
        let t = ok("add.u32 x, x, 1");
        assert!(t.contains("inout"), "{t}");
    }
}
