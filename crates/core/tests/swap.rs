//! The swap option (docs/rules.md §6): when it is legal, what it changes (people, not the
//! board), undo and replay across it, its notation, JSON and link forms, and links
//! written before the option existed.

mod common;

use std::sync::Arc;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use blockness_core::{
    decode_link, encode_link, Cell, Edition, Game, GameRecord, IllegalMove, LinkError, Move,
    Notation, Phase, Setup, SetupError, SwapRefusal, TurnEvent, SWAP_CODE,
};
use common::{new_game, start, SplitMix64};

fn edition() -> Arc<Edition> {
    Arc::new(Edition::lochside_v1())
}

/// A two-player game with the swap option on.
fn swap_game(expert: bool) -> Game {
    let edition = Edition::lochside_v1();
    let setup = Setup::new(&edition, 2, None, expert)
        .and_then(|s| s.with_swap(true))
        .expect("two players may have the swap option");
    Game::new(Arc::new(edition), setup)
}

fn refused(why: SwapRefusal) -> Result<(), IllegalMove> {
    Err(IllegalMove::SwapRefused { why })
}

/// Plays the rest of `game` with the first legal placement each time (never a swap).
fn play_out(game: &mut Game) {
    while game.to_move().is_some() {
        let mv = game
            .legal_moves()
            .into_iter()
            .find(|m| !m.is_swap())
            .expect("the seat to move can place");
        game.play(mv).unwrap();
    }
}

#[test]
fn the_option_is_for_two_players_only() {
    let edition = Edition::lochside_v1();
    for players in 3..=4 {
        let setup = Setup::new(&edition, players, None, false).unwrap();
        assert_eq!(
            setup.clone().with_swap(true),
            Err(SetupError::SwapNeedsTwoPlayers { players })
        );
        // Turning it off is always allowed.
        assert_eq!(setup.clone().with_swap(false), Ok(setup));
    }
    let setup = Setup::new(&edition, 2, None, false).unwrap();
    assert!(!setup.swap(), "the printed rules stay the default");
    assert!(setup.with_swap(true).unwrap().swap());
}

#[test]
fn the_swap_is_legal_only_as_the_second_action_and_once() {
    let mut game = swap_game(false);
    // First action: the opener places; no swap yet, for nobody.
    assert!(!game.may_swap());
    assert_eq!(game.check(0, &Move::Swap), refused(SwapRefusal::NotNow));
    assert!(!game.legal_moves().contains(&Move::Swap));
    game.play(start("e5", "e7")).unwrap();
    // Second action: the answer may be a swap, for the seat to move only.
    assert!(game.may_swap());
    assert_eq!(game.check(1, &Move::Swap), Ok(()));
    assert_eq!(
        game.check(0, &Move::Swap),
        Err(IllegalMove::NotYourTurn {
            seat: 0,
            to_move: 1
        })
    );
    assert_eq!(game.legal_moves().last(), Some(&Move::Swap));
    game.play(Move::Swap).unwrap();
    // Once only: the second colour still places its starter, and may not swap back.
    assert!(game.swapped());
    assert_eq!(game.to_move(), Some(1));
    assert_eq!(game.phase(), Phase::Setup);
    assert!(!game.may_swap());
    assert_eq!(
        game.check(1, &Move::Swap),
        refused(SwapRefusal::AlreadySwapped)
    );
    assert!(game.legal_moves().iter().all(|m| !m.is_swap()));
    game.play(start("g3", "g6")).unwrap();
    assert_eq!(game.play(Move::Swap), refused(SwapRefusal::AlreadySwapped));

    // Without a swap the answer is a starter, and the chance is gone after it.
    let mut game = swap_game(false);
    game.play(start("e5", "e7")).unwrap();
    game.play(start("g3", "g6")).unwrap();
    assert_eq!(game.check(0, &Move::Swap), refused(SwapRefusal::NotNow));
    assert!(!game.swapped());
}

#[test]
fn without_the_option_no_game_may_swap() {
    for players in 2..=4 {
        let mut game = new_game(players, false);
        for _ in 0..players + 1 {
            let seat = game.to_move().unwrap();
            assert_eq!(
                game.check(seat, &Move::Swap),
                refused(SwapRefusal::NotOffered)
            );
            assert!(!game.legal_moves().contains(&Move::Swap));
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
    }
}

#[test]
fn a_swap_changes_the_people_not_the_board() {
    let mut game = swap_game(false);
    game.play(start("e5", "e7")).unwrap();
    let before = *game.position();
    let segments = game.segments().to_vec();
    game.play(Move::Swap).unwrap();
    let after = game.position();
    for seat in 0..2 {
        assert_eq!(after.left(seat), before.left(seat));
        assert_eq!(after.ends(seat), before.ends(seat));
        assert_eq!(game.person_of(seat), 1 - seat);
        assert_eq!(game.seat_of(1 - seat), seat);
    }
    assert_eq!(after.occupied(), before.occupied());
    assert_eq!(game.segments(), &segments[..], "a swap lays no segment");
    assert_eq!(after.moves_played(), 2, "a swap is a move of the record");
    assert_eq!(game.movers().collect::<Vec<_>>(), [0, 1]);
    // The same placements are open to the second colour as before the swap.
    let placements = |g: &Game| -> Vec<Move> {
        g.legal_moves()
            .into_iter()
            .filter(|m| !m.is_swap())
            .collect()
    };
    let mut unswapped = game.clone();
    unswapped.undo();
    assert_eq!(placements(&game), placements(&unswapped));
    // The turn order is untouched: nobody was skipped, nobody freed.
    assert_eq!(game.turn_events(2), Vec::<TurnEvent>::new());
    // A swap has no cells: no start cell, no second foot, no crossing, no footprint.
    assert_eq!(Move::Swap.placement(), None);
    assert_eq!(Move::Swap.feet(), (Move::NOWHERE, Move::NOWHERE));
    assert!(game.rules().cell_index(Move::NOWHERE).is_none());
    assert!(game.rules().footprint(&Move::Swap).is_empty());
    assert!(unswapped.crossed_by(&Move::Swap).is_empty());
    assert!(!unswapped.legal_starts().contains(&Move::NOWHERE));
    assert!(unswapped.legal_second_feet(Move::NOWHERE).is_empty());
}

#[test]
fn the_ranking_by_person_follows_the_swap() {
    // The same placements with and without a swap: colours rank the same, people swap places.
    let mut plain = swap_game(false);
    plain.play(start("e5", "e7")).unwrap();
    let mut swapped = plain.clone();
    swapped.play(Move::Swap).unwrap();
    play_out(&mut swapped);
    for &mv in swapped.moves().iter().skip(2) {
        plain.play(mv).unwrap();
    }
    assert!(plain.position().is_over());
    let (a, b) = (plain.ranking().unwrap(), swapped.ranking().unwrap());
    assert_eq!(a.len(), 2);
    for (p, s) in a.iter().zip(&b) {
        assert_eq!(
            (
                p.seat,
                p.colour,
                p.place,
                p.left,
                p.head_height,
                p.tie_break
            ),
            (
                s.seat,
                s.colour,
                s.place,
                s.left,
                s.head_height,
                s.tie_break
            ),
            "standings keep seats and colours"
        );
        assert_eq!(p.person, p.seat);
        assert_eq!(s.person, 1 - s.seat);
    }
    for person in 0..2 {
        let seat_place =
            |g: &Game, seat: usize| g.standings().iter().find(|s| s.seat == seat).unwrap().place;
        assert_eq!(
            plain.place_of_person(person),
            Some(seat_place(&plain, person))
        );
        assert_eq!(
            swapped.place_of_person(person),
            Some(seat_place(&swapped, 1 - person)),
            "after the swap person {person} plays seat {}",
            1 - person
        );
    }
    assert_eq!(swapped.place_of_person(2), None);
}

#[test]
fn undo_and_redo_across_a_swap() {
    let mut game = swap_game(true);
    game.play(start("e5", "e7")).unwrap();
    game.play(Move::Swap).unwrap();
    game.play(start("g3", "g6")).unwrap();
    let mut rng = SplitMix64::new(5);
    common::play_randomly(&mut game, &mut rng, 6);
    let full = game.clone();
    let moves = full.moves().to_vec();
    let mut undone = Vec::new();
    while let Some(mv) = game.undo() {
        undone.push(mv);
        let n = game.moves().len();
        assert_eq!(Some(game.position()), full.position_at(n));
        assert_eq!(game.swapped(), n >= 2);
        assert_eq!(
            game.segments().len(),
            n - usize::from(n >= 2),
            "one segment per placement, none for the swap"
        );
    }
    undone.reverse();
    assert_eq!(undone, moves);
    assert_eq!(*game.position(), game.rules().start_position());
    for mv in undone {
        game.play(mv).unwrap();
    }
    assert_eq!(game.position(), full.position());
    assert_eq!(game.segments(), full.segments());
    // undo_to stops exactly before or after the swap.
    let mut to = full.clone();
    to.undo_to(2);
    assert!(to.swapped());
    assert_eq!(to.moves(), &moves[..2]);
    to.undo_to(1);
    assert!(!to.swapped());
    assert!(to.may_swap());
}

#[test]
fn notation_and_json_of_the_swap() {
    let mut game = swap_game(false);
    game.play(start("e5", "e7")).unwrap();
    let notation = Notation::of(game.rules(), game.position(), &Move::Swap);
    assert_eq!(notation, Notation::Swap);
    assert_eq!(notation.to_string(), "swap");
    assert_eq!("swap".parse::<Notation>(), Ok(Notation::Swap));
    assert_eq!(" swap ".parse::<Notation>(), Ok(Notation::Swap));
    assert!("Swap".parse::<Notation>().is_err());
    assert!("swap e5-e7".parse::<Notation>().is_err());
    assert_eq!(
        Notation::Swap.to_move(game.rules(), game.position()),
        Ok(Move::Swap)
    );
    assert_eq!(Move::Swap.to_json(), r#"{"kind":"swap"}"#);
    assert_eq!(
        serde_json::from_str::<Move>(r#"{"kind": "swap"}"#).unwrap(),
        Move::Swap
    );
    assert!(serde_json::from_str::<Move>(r#"{"kind": "swap", "head": [4, 4]}"#).is_err());
    let record: GameRecord = serde_json::from_str(
        r#"{"players": 2, "swap": true, "moves": [{"kind": "start", "head": [4, 4], "tail": [4, 6]}, {"kind": "swap"}]}"#,
    )
    .unwrap();
    let replayed = record.replay(edition()).unwrap();
    assert!(replayed.swapped());
    let json = serde_json::to_string(&GameRecord::of(&replayed)).unwrap();
    assert!(json.contains(r#""swap":true"#), "{json}");
    // Off, the option is not written, so records of the printed rules read as before.
    let plain = serde_json::to_string(&GameRecord::of(&new_game(2, false))).unwrap();
    assert_eq!(
        plain,
        r#"{"players":2,"expert":false,"colors":["orange","green"],"moves":[]}"#
    );
    // A swap in a record of a game without the option is refused, as is the option for three.
    let record: GameRecord = serde_json::from_str(
        r#"{"players": 2, "moves": [{"kind": "start", "head": [4, 4], "tail": [4, 6]}, {"kind": "swap"}]}"#,
    )
    .unwrap();
    assert_eq!(
        record.replay(edition()).map(|_| ()),
        Err(blockness_core::RecordError::IllegalMove {
            index: 1,
            reason: IllegalMove::SwapRefused {
                why: SwapRefusal::NotOffered
            }
        })
    );
    let record: GameRecord = serde_json::from_str(r#"{"players": 3, "swap": true}"#).unwrap();
    assert_eq!(
        record.replay(edition()).map(|_| ()),
        Err(blockness_core::RecordError::Setup(
            SetupError::SwapNeedsTwoPlayers { players: 3 }
        ))
    );
}

/// The bytes of a link's payload.
fn payload(link: &str) -> Vec<u8> {
    URL_SAFE_NO_PAD.decode(&link[1..]).unwrap()
}

#[test]
fn links_carry_the_option_and_the_swap() {
    for expert in [false, true] {
        let mut game = swap_game(expert);
        let empty = encode_link(&game);
        assert_eq!(payload(&empty)[0], 8 | u8::from(expert) << 2);
        let decoded = decode_link(&empty, edition()).unwrap();
        assert!(decoded.rules().setup().swap());
        game.play(start("e5", "e7")).unwrap();
        game.play(Move::Swap).unwrap();
        game.play(start("g3", "g6")).unwrap();
        let mut rng = SplitMix64::new(9);
        common::play_randomly(&mut game, &mut rng, usize::MAX);
        let link = encode_link(&game);
        let bytes = payload(&link);
        assert_eq!(&bytes[6..8], &SWAP_CODE.to_be_bytes());
        let decoded = decode_link(&link, edition()).unwrap();
        assert_eq!(GameRecord::of(&decoded), GameRecord::of(&game));
        assert_eq!(decoded.position(), game.position());
        assert!(decoded.swapped());
        assert_eq!(decoded.standings(), game.standings());
        // Every shorter game round-trips too, on either side of the swap.
        for n in 0..game.moves().len() {
            let mut shorter = game.clone();
            shorter.undo_to(n);
            let back = decode_link(&encode_link(&shorter), edition()).unwrap();
            assert_eq!(GameRecord::of(&back), GameRecord::of(&shorter));
        }
    }
}

#[test]
fn a_swap_code_where_no_swap_may_be_is_refused() {
    let link = |bytes: &[u8]| format!("1{}", URL_SAFE_NO_PAD.encode(bytes));
    let [hi, lo] = SWAP_CODE.to_be_bytes();
    // Without the option the code means what it always meant: no move at all.
    assert_eq!(
        decode_link(&link(&[0, 1, 0, 1, hi, lo]), edition()).map(|_| ()),
        Err(LinkError::BadMoveCode { index: 0 })
    );
    // With it, a swap as the first action is an illegal move, not a bad code.
    assert_eq!(
        decode_link(&link(&[8, 1, 0, 1, hi, lo]), edition()).map(|_| ()),
        Err(LinkError::IllegalMove {
            index: 0,
            reason: IllegalMove::SwapRefused {
                why: SwapRefusal::NotNow
            }
        })
    );
    // Two swaps: the second is refused, and the salvaged game keeps the first.
    let mut game = swap_game(false);
    game.play(start("e5", "e7")).unwrap();
    game.play(Move::Swap).unwrap();
    let mut bytes = payload(&encode_link(&game));
    bytes[1] = 3;
    bytes.extend([hi, lo]);
    let (salvaged, problem) = blockness_core::salvage_link(&link(&bytes), edition()).unwrap();
    assert_eq!(salvaged.moves(), game.moves());
    assert_eq!(
        problem,
        Some(LinkError::IllegalMove {
            index: 2,
            reason: IllegalMove::SwapRefused {
                why: SwapRefusal::AlreadySwapped
            }
        })
    );
}

/// Every link in `tests/data/links-v1.txt` was written (or damaged) and read by the
/// engine before the swap option existed; each still reads exactly as it did then, but
/// for the version character `2`, which now names the balanced edition.
#[test]
fn links_written_before_the_option_read_as_before() {
    let corpus = include_str!("data/links-v1.txt");
    let (mut written, mut damaged) = (0, 0);
    for line in corpus.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.splitn(4, '\t').collect();
        let [kind, link, status, expected] = fields[..] else {
            panic!("a corpus line has four fields: {line}");
        };
        let now = match decode_link(link, edition()) {
            Ok(game) => ("OK", serde_json::to_string(&GameRecord::of(&game)).unwrap()),
            Err(e) => ("ERR", e.to_string()),
        };
        if kind == "written" {
            written += 1;
            assert_eq!((status, expected), (now.0, now.1.as_str()), "{link}");
            let game = decode_link(link, edition()).unwrap();
            assert!(!game.rules().setup().swap());
            assert_eq!(encode_link(&game), link, "written again the same");
        } else {
            damaged += 1;
            // A damaged header with bit 3 set (and no higher bit) was refused; it now
            // names the swap option. Nothing else reads differently.
            let flags = URL_SAFE_NO_PAD
                .decode(link.get(1..5).unwrap_or(""))
                .ok()
                .and_then(|b| b.first().copied());
            if flags.is_some_and(|f| f & 0xF8 == 8) {
                assert_eq!(expected, LinkError::BadHeader.to_string(), "{link}");
                continue;
            }
            // Version 2 was refused; it now names the balanced edition (read on the
            // edition given here, as every version is).
            if link.starts_with('2') {
                assert!(expected.contains("unknown version ('2')"), "{link}");
                continue;
            }
            assert_eq!((status, expected), (now.0, now.1.as_str()), "{link}");
        }
    }
    assert!(
        written > 300 && damaged > 100,
        "{written} written, {damaged} damaged"
    );
}

#[test]
fn every_cell_is_off_the_swap() {
    // The swap's stand-in cell is on no board: it names no hole a person could pick.
    let edition = Edition::lochside_v1();
    assert!(edition.zone(Move::NOWHERE).is_none());
    assert!(usize::from(Move::NOWHERE.x) >= blockness_core::MAX_WIDTH);
    assert_ne!(Move::NOWHERE, Cell::new(0, 0));
}
