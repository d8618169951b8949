fn main() {
    let g = blockness_bench::after_setup(2, false);
    println!("{}", blockness_core::perft(g.rules(), g.position(), 4));
}
