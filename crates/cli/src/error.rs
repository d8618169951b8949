//! How a failed command reaches its caller: which exit status, and what goes to
//! stdout (for programs) and stderr (for people).

use std::io::{self, Write};
use std::process::ExitCode;

use blockness_core::{IllegalMove, LinkError};
use serde_json::json;

/// Exit status when the input is well formed but refused: an illegal move, or a link
/// that does not hold a valid game.
pub const EXIT_REFUSED: u8 = 1;
/// Exit status when the input cannot be understood (or the edition file is bad, or the
/// output cannot be written). clap uses the same status for a wrong command line.
pub const EXIT_BAD_INPUT: u8 = 2;
/// Exit status when a live table's broker cannot be reached, stops answering, or the
/// table does not finish within the command's time limit.
pub const EXIT_UNAVAILABLE: u8 = 3;

/// Why a command did not finish normally.
#[derive(Debug)]
pub enum CliError {
    /// Move `index` (from 0) of the input is illegal in the position it is played in.
    IllegalMove {
        /// Index of the move in the input list, from 0.
        index: usize,
        /// Why the rules refuse it.
        reason: IllegalMove,
    },
    /// Action `index` (from 0) of a Loch Ness game is illegal where it is played.
    IllegalAction {
        /// Index of the action in the input list, from 0.
        index: usize,
        /// Why the rules refuse it.
        reason: String,
    },
    /// The link text does not decode to a game.
    BadLink(LinkError),
    /// A part of an address other than the game's link (its id, its seat code) is refused.
    BadAddress(String),
    /// The input is not what the command expects: bad JSON, wrong shape, refused
    /// setup, unreadable or invalid edition file.
    BadInput(String),
    /// A live table refuses what was asked: no table has the invite, every seat is
    /// taken, or its log cannot be read by this version.
    Table(String),
    /// A live table's broker cannot be reached or stopped answering, or the table did not
    /// finish in time.
    Unavailable(String),
    /// A live table's broker took the connection but did not answer within the time of one
    /// attempt: a busy broker, worth asking again while the command's time allows.
    BrokerTimedOut(String),
    /// Writing the result to stdout failed (for instance a closed pipe).
    Output(io::Error),
}

impl CliError {
    /// Writes the error where the command's contract says it goes and returns the exit status.
    ///
    /// Refusals put a JSON object on stdout so that programs driving the tool can read
    /// them as they read a normal answer; every failure also leaves one line on stderr.
    pub fn report(&self) -> ExitCode {
        // Nothing sensible can be done if even the error cannot be written, so write
        // failures here are ignored; the exit status still tells the caller.
        match self {
            CliError::IllegalMove { index, reason } => {
                let body = json!({ "error": { "index": index, "reason": reason.to_string() } });
                let _ = writeln!(io::stdout().lock(), "{body}");
                stderr_line(&format!(
                    "move at index {index} (counted from 0) is illegal: {reason}"
                ));
                ExitCode::from(EXIT_REFUSED)
            }
            CliError::IllegalAction { index, reason } => {
                let body = json!({ "error": { "index": index, "reason": reason } });
                let _ = writeln!(io::stdout().lock(), "{body}");
                stderr_line(&format!(
                    "action at index {index} (counted from 0) is illegal: {reason}"
                ));
                ExitCode::from(EXIT_REFUSED)
            }
            CliError::BadLink(error) => refused(&error.to_string()),
            CliError::BadAddress(reason) => refused(reason),
            CliError::BadInput(message) => {
                stderr_line(message);
                ExitCode::from(EXIT_BAD_INPUT)
            }
            CliError::Table(message) => {
                stderr_line(message);
                ExitCode::from(EXIT_REFUSED)
            }
            CliError::Unavailable(message) | CliError::BrokerTimedOut(message) => {
                stderr_line(message);
                ExitCode::from(EXIT_UNAVAILABLE)
            }
            // The reader stopped reading (`blockness rules | head`): it has what it wanted.
            CliError::Output(error) if error.kind() == io::ErrorKind::BrokenPipe => {
                ExitCode::SUCCESS
            }
            CliError::Output(error) => {
                stderr_line(&format!("cannot write the output: {error}"));
                ExitCode::from(EXIT_BAD_INPUT)
            }
        }
    }
}

/// Reports a refused link or address: `{"error": reason}` on stdout, the reason on stderr.
fn refused(reason: &str) -> ExitCode {
    let body = json!({ "error": reason });
    let _ = writeln!(io::stdout().lock(), "{body}");
    stderr_line(reason);
    ExitCode::from(EXIT_REFUSED)
}

/// Writes `message` to stderr as exactly one line, so that callers can rely on
/// reading a single line whatever the underlying parser put in its message, and with every
/// control, invisible or direction character escaped: a message may quote what a broker
/// delivered, which anyone may have written, and no such text reaches the terminal raw.
fn stderr_line(message: &str) {
    let one_line: String = message
        .chars()
        .map(|c| match c {
            '\n' | '\r' => " ".to_string(),
            c if blockness_live::names::is_forbidden(c) => c.escape_unicode().to_string(),
            c => c.to_string(),
        })
        .collect();
    let _ = writeln!(io::stderr().lock(), "blockness: {one_line}");
}
