#![no_main]

#[path = "../checks/edition_json.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::check(data));
