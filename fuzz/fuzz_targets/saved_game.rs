#![no_main]

#[path = "../checks/saved_game.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::check(data));
