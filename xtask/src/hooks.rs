//! `cargo xtask hooks`: how many rows of the table need hand code, and why each such row
//! cannot be a `Shape::Row` row yet (the reason `Form::row_problem` gives, grouped).

use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;

use typed_ptx_isa::{FORMS, Shape};

/// Prints the count of rows per shape and the hand-written (`Shape::Custom`) rows grouped
/// by what keeps each from the row alone.
pub fn report() -> ExitCode {
    let mut by_reason: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    let (mut row, mut regular, mut directive, mut custom) = (0, 0, 0, 0);
    // Rows one hand-written method per family serves, the row picked by trait impls
    // generated from the rows (no consumer has code of its own for such a row).
    let mut by_operands = 0;
    for f in FORMS {
        match f.shape {
            Shape::Row { .. } => row += 1,
            Shape::ByOperands { .. } => by_operands += 1,
            Shape::Directive => directive += 1,
            Shape::Custom => {
                custom += 1;
                let reason = f
                    .row_problem()
                    .unwrap_or_else(|| "nothing: it could be a Shape::Row row".into());
                let key = reason
                    .split(" is not")
                    .next()
                    .unwrap_or_default()
                    .to_string();
                by_reason.entry(key).or_default().push(f.id.name());
            }
            _ => regular += 1,
        }
    }
    let total = FORMS.len();
    // A closed pipe (`| head`) ends the report quietly.
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "{total} rows: {row} Shape::Row, {by_operands} Shape::ByOperands (generated), {regular} regular (generated), {directive} directives, {custom} hand-written ({:.1}%)",
        100.0 * custom as f64 / total as f64
    );
    for (reason, ids) in by_reason {
        let _ = writeln!(
            out,
            "\n{} hand-written: {reason}\n  {}",
            ids.len(),
            ids.join(" ")
        );
    }
    ExitCode::SUCCESS
}
