//! Running the built `blockness` binary from the integration tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `blockness` with `args`, feeding `stdin`, and returns what it did.
pub fn blockness(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_blockness"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // A command may exit before reading its input (a bad edition file, for instance),
    // which closes the pipe; that is not a failure of the test.
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes());
    child.wait_with_output().expect("the binary finishes")
}
