//! Writing results to stdout without panicking when the reader has gone away.

use std::io::{self, Write};

use serde::Serialize;

use crate::error::CliError;

/// Prints `value` as one line of compact JSON.
pub fn print_json(value: &impl Serialize) -> Result<(), CliError> {
    let text = serde_json::to_string(value)
        .map_err(|e| CliError::Output(io::Error::new(io::ErrorKind::InvalidData, e)))?;
    print_text(&text)
}

/// Prints `text` followed by a newline unless it already ends with one.
pub fn print_text(text: &str) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes()).map_err(CliError::Output)?;
    if !text.ends_with('\n') {
        out.write_all(b"\n").map_err(CliError::Output)?;
    }
    out.flush().map_err(CliError::Output)
}
