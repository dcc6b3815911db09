//! `ptx_module!`: a whole module written in a PTX-like language with typed
//! declarations, expanded to calls of the typed builder so that the Rust type checker
//! enforces the state-space rules at the user's tokens.
//!
//! [`parse`] reads the tokens, [`validate`] checks mnemonics, modifiers, operand counts
//! and immediates against the `ptx-isa` table, [`expand`] emits the builder calls. The
//! language is documented on `typed_ptx::ptx_module`.

mod expand;
mod parse;
mod validate;

use proc_macro2::TokenStream;

pub(crate) fn expand(input: TokenStream) -> syn::Result<TokenStream> {
    let input: parse::Input = syn::parse2(input)?;
    expand::expand(input)
}
