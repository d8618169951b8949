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

/// The command's stdout read as JSON; a test fails with the output (and stderr) when it is
/// not.
#[allow(dead_code)]
pub fn stdout_json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {} / {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}
