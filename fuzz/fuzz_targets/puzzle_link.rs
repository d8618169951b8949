#![no_main]

#[path = "../checks/puzzle_link.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::check(data));
