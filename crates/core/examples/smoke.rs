use blockness_core::*;
fn main() {
    let e = Edition::lochside_v1();
    for players in 2..=4 {
        for expert in [false, true] {
            let g = Game::lochside_v1(Setup::new(&e, players, None, expert).unwrap());
            let t = std::time::Instant::now();
            let counts: Vec<u64> = (0..=4).map(|d| perft(g.rules(), g.position(), d)).collect();
            println!("{players} {expert} {:?} {:?}", counts, t.elapsed());
        }
    }
}
