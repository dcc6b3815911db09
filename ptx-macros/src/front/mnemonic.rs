//! Dotted mnemonics: tokens to parts, and parts to the table's forms.
//!
//! A mnemonic is written as PTX writes it: `ld.global.v4.f32`, `cvta.to.shared::cta.u64`,
//! `cp.async.bulk.tensor.2d…`. Its parts are read with `Ident::parse_any`, so keywords
//! (`async`, `const`) work; `::` joins two words into one part (`shared::cluster`); a
//! dimension such as `.2d` lexes as an integer literal with a suffix and is a part too.
//! [`lookup`] reads the parts back through the table ([`typed_ptx_isa::lookup`]): every
//! form and slot values that spell them, or the nearest forms on a miss.

use proc_macro2::Span;
use syn::Ident;
use syn::Token;
use syn::ext::IdentExt;
use syn::parse::ParseStream;
use typed_ptx_isa::spell::Vals;
use typed_ptx_isa::{Form, FormId};

/// One dotted part of a mnemonic (`shared::cluster` is one part).
#[derive(Clone)]
pub(crate) struct Part {
    pub text: String,
    /// The whole part where the compiler can join spans, else its first token.
    pub span: Span,
    /// Its last token (`cluster` in `shared::cluster`).
    pub end: Span,
}

/// The word after a `::`: an identifier, or a number with a suffix (`256B` of
/// `L2::256B`), which lexes as an integer literal.
fn joined(input: ParseStream) -> syn::Result<(String, Span)> {
    if input.peek(syn::LitInt) {
        let l: syn::LitInt = input.parse()?;
        return Ok((l.to_string(), l.span()));
    }
    let next = input.call(Ident::parse_any)?;
    Ok((next.to_string(), next.span()))
}

/// One part: a word (`::word` joined to it), or a number with a suffix (`2d`).
fn part(input: ParseStream) -> syn::Result<Part> {
    if input.peek(syn::LitInt) {
        let l: syn::LitInt = input.parse()?;
        return Ok(Part {
            text: l.to_string(),
            span: l.span(),
            end: l.span(),
        });
    }
    let first = input.call(Ident::parse_any)?;
    let mut text = first.to_string();
    let mut end = first.span();
    while input.peek(Token![::]) {
        input.parse::<Token![::]>()?;
        let (next, at) = joined(input)?;
        text.push_str("::");
        text.push_str(&next);
        end = at;
    }
    Ok(Part {
        text,
        span: first.span().join(end).unwrap_or(first.span()),
        end,
    })
}

/// Reads a mnemonic: a word, then `.part` as long as a dot follows.
pub(crate) fn parse(input: ParseStream) -> syn::Result<Vec<Part>> {
    let first = input.call(Ident::parse_any)?;
    let mut parts = vec![Part {
        text: first.to_string(),
        span: first.span(),
        end: first.span(),
    }];
    // The first word may carry `::` too (`a::b`), as any part.
    while input.peek(Token![::]) {
        input.parse::<Token![::]>()?;
        let (next, at) = joined(input)?;
        let p = &mut parts[0];
        p.text.push_str("::");
        p.text.push_str(&next);
        p.end = at;
        p.span = first.span().join(p.end).unwrap_or(first.span());
    }
    while input.peek(Token![.]) {
        input.parse::<Token![.]>()?;
        parts.push(part(input)?);
    }
    Ok(parts)
}

/// The mnemonic as written, `ld.shared.u32`.
pub(crate) fn text(parts: &[Part]) -> String {
    parts
        .iter()
        .map(|p| p.text.as_str())
        .collect::<Vec<_>>()
        .join(".")
}

/// Every form of the table and its slot values that spell the mnemonic, of those the
/// macro takes (`takes`); empty on a miss, when [`nearest`] names the forms to suggest.
pub(crate) fn lookup(parts: &[Part], takes: impl Fn(FormId) -> bool) -> Vec<(FormId, Vals)> {
    let first = parts.first().map_or("", |p| p.text.as_str());
    // Only the rows of the same first word can spell it: skip the lookup otherwise.
    if !typed_ptx_isa::FORMS
        .iter()
        .any(|f| f.spell.template.split(['.', '{']).next() == Some(first))
    {
        return Vec::new();
    }
    typed_ptx_isa::lookup(&text(parts))
        .unwrap_or_default()
        .into_iter()
        .filter(|(id, _)| takes(*id))
        .collect()
}

/// The forms nearest the mnemonic, of those the macro takes (closest first, at most five).
pub(crate) fn nearest(parts: &[Part], takes: impl Fn(FormId) -> bool) -> Vec<&'static Form> {
    typed_ptx_isa::row::nearest_views(&text(parts), |f| takes(f.id))
}

/// The nearest forms as a message lists them: their templates, `` `ld.global{.cache}…` ``.
pub(crate) fn templates(near: &[&'static Form]) -> String {
    let mut seen: Vec<&str> = Vec::new();
    for f in near {
        let t = f.spell.template;
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    seen.iter()
        .map(|t| format!("`{t}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::parse::Parser;

    fn parts(s: &str) -> Vec<String> {
        let ts: proc_macro2::TokenStream = s.parse().unwrap();
        parse
            .parse2(ts)
            .unwrap()
            .into_iter()
            .map(|p| p.text)
            .collect()
    }

    #[test]
    fn mnemonics_read_part_by_part() {
        assert_eq!(parts("ld.global.v4.f32"), ["ld", "global", "v4", "f32"]);
        assert_eq!(
            parts("cvta.to.shared::cta.u64"),
            ["cvta", "to", "shared::cta", "u64"]
        );
        assert_eq!(
            parts("cp.async.bulk.tensor.2d"),
            ["cp", "async", "bulk", "tensor", "2d"]
        );
        assert_eq!(parts("ld.const.u32"), ["ld", "const", "u32"]);
    }

    #[test]
    fn lookups_name_the_form_or_the_nearest() {
        let p = |s: &str| {
            let ts: proc_macro2::TokenStream = s.parse().unwrap();
            parse.parse2(ts).unwrap()
        };
        let hits = lookup(&p("ld.global.v4.f32"), |_| true);
        assert!(hits.iter().any(|(id, vals)| *id == FormId::Ld
            && vals.first() == Some(&typed_ptx_isa::Val::from(typed_ptx_isa::Mod::Global))));
        assert!(lookup(&p("ld.globl.u32"), |_| true).is_empty());
        let near = nearest(&p("ld.globl.u32"), |_| true);
        assert!(
            templates(&near).contains("`ld.global{"),
            "{}",
            templates(&near)
        );
        assert!(lookup(&p("ld.global.u32"), |id| id != FormId::Ld).is_empty());
    }
}
