//! Properties that hold over whole random games of every player count and variant, and
//! robustness of every decoder against arbitrary input.
//!
//! Proptest draws the seeds of the games from a fixed seed, so every run plays the same
//! games; the games themselves come from the seeded generator in `common`.

mod common;

use std::collections::HashSet;
use std::sync::Arc;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use blockness_core::{
    decode_link, encode_link, Cell, Edition, End, Game, GameRecord, Move, Notation, Zone, SET_SIZE,
};
use common::{configurations, footprint, new_game, SplitMix64};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, RngSeed};

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0xB10C_4E55),
        failure_persistence: None,
        ..Config::default()
    }
}

fn edition() -> Arc<Edition> {
    Arc::new(Edition::lochside_v1())
}

/// A new two-player game with the swap option.
fn swap_game(expert: bool) -> Game {
    let edition = Edition::lochside_v1();
    let setup = blockness_core::Setup::new(&edition, 2, None, expert)
        .and_then(|s| s.with_swap(true))
        .expect("the swap option is for two players");
    Game::new(Arc::new(edition), setup)
}

/// Whether `cell` is in play with `players` seats, read from the map (docs/rules.md §1).
fn in_play(edition: &Edition, players: usize, cell: Cell) -> bool {
    match edition.zone(cell) {
        None => false,
        Some(Zone::Deep) => true,
        Some(Zone::Medium) => players >= 3,
        Some(Zone::Shallow) => players >= 4,
    }
}

/// The board-level invariants of the current position of `game`.
fn assert_invariants(game: &Game) -> Result<(), TestCaseError> {
    let rules = game.rules();
    let pos = game.position();
    let players = rules.players();
    let segments = game.segments();
    let placements = game.moves().iter().filter(|m| !m.is_swap()).count();
    prop_assert_eq!(segments.len(), placements);
    prop_assert_eq!(
        game.swapped(),
        game.moves().iter().any(Move::is_swap),
        "swapped exactly when a swap was played"
    );
    prop_assert_eq!(pos.moves_played(), game.moves().len());

    // Feet: every foot on its own cell, never under an arch that stood before it, and
    // every arch taller than whatever its interior meets (a later, taller arch may pass
    // over an earlier foot).
    let mut feet = HashSet::new();
    for (j, later) in segments.iter().enumerate() {
        prop_assert!(feet.insert(later.from), "two feet on {}", later.from);
        prop_assert!(feet.insert(later.to), "two feet on {}", later.to);
        let cells = footprint(later.from, later.to);
        prop_assert_eq!(cells.len(), usize::from(later.segment.span) + 1);
        let interior = &cells[1..cells.len() - 1];
        for earlier in &segments[..j] {
            prop_assert!(!earlier.covers(later.from) && !earlier.covers(later.to));
            if interior.iter().any(|&c| earlier.covers(c)) {
                prop_assert!(earlier.segment.height < later.segment.height);
            }
        }
        for &c in &cells {
            prop_assert!(in_play(rules.edition(), players, c), "{} out of play", c);
            prop_assert!(pos.is_covered(rules, c));
        }
        if later.piece == 0 {
            prop_assert!(cells
                .iter()
                .all(|&c| rules.edition().zone(c) == Some(Zone::Deep)));
        }
        prop_assert_eq!(later.segment, rules.set(later.seat)[later.piece]);
    }

    // Heads and tails, followed from the moves themselves.
    let mut ends: Vec<Option<(Cell, Cell)>> = vec![None; players];
    for (mv, seat) in game.moves().iter().zip(game.movers()) {
        ends[seat] = Some(match (*mv, ends[seat]) {
            (Move::Swap, None) => continue,
            (Move::Start { head, tail }, _) => (head, tail),
            (
                Move::Extend {
                    end: End::Head, to, ..
                },
                Some((_, tail)),
            ) => (to, tail),
            (
                Move::Extend {
                    end: End::Tail, to, ..
                },
                Some((head, _)),
            ) => (head, to),
            _ => return Err(TestCaseError::fail("an extension before the starter")),
        });
    }
    for (seat, &seat_ends) in ends.iter().enumerate() {
        prop_assert_eq!(
            game.end_cell(seat, End::Head)
                .zip(game.end_cell(seat, End::Tail)),
            seat_ends
        );
        prop_assert_eq!(pos.has_started(seat), seat_ends.is_some());
        if let Some((head, tail)) = seat_ends {
            // Each end stands on a foot of its own monster's segment, which gives its height.
            let under = |cell: Cell| segments.iter().find(|s| s.from == cell || s.to == cell);
            let h = under(head).expect("a segment under the head");
            let t = under(tail).expect("a segment under the tail");
            prop_assert_eq!(h.seat, seat);
            prop_assert_eq!(t.seat, seat);
            prop_assert_eq!(pos.head_height(seat), h.segment.height);
            prop_assert_eq!(pos.tail_height(seat), t.segment.height);
        }
        // Reserves: ten minus what was placed, piece by piece.
        let placed: Vec<usize> = segments
            .iter()
            .filter(|s| s.seat == seat)
            .map(|s| s.piece)
            .collect();
        prop_assert_eq!(pos.left(seat), SET_SIZE - placed.len());
        for piece in 0..SET_SIZE {
            prop_assert_eq!(pos.in_reserve(seat, piece), !placed.contains(&piece));
        }
        prop_assert_eq!(pos.reserve(seat).count(), pos.left(seat));
    }
    Ok(())
}

/// Moves near the legal ones and arbitrary ones, to test the referee's answers.
fn candidates(game: &Game, legal: &[Move], rng: &mut SplitMix64) -> Vec<Move> {
    let size = game.rules().edition().width() as u8 + 2;
    let mut out: Vec<Move> = legal.to_vec();
    let nudge = |c: Cell, rng: &mut SplitMix64| {
        Cell::new(
            (i16::from(c.x) + rng.below(5) as i16 - 2).clamp(0, 255) as u8,
            (i16::from(c.y) + rng.below(5) as i16 - 2).clamp(0, 255) as u8,
        )
    };
    let any_cell = |rng: &mut SplitMix64| {
        Cell::new(
            rng.below(usize::from(size)) as u8,
            rng.below(usize::from(size)) as u8,
        )
    };
    for _ in 0..60 {
        let mv = if !legal.is_empty() && rng.chance(3, 4) {
            match legal[rng.below(legal.len())] {
                Move::Swap => Move::Swap,
                Move::Start { head, tail } => match rng.below(3) {
                    0 => Move::Start {
                        head: nudge(head, rng),
                        tail,
                    },
                    1 => Move::Start {
                        head,
                        tail: nudge(tail, rng),
                    },
                    _ => Move::Start {
                        head: tail,
                        tail: any_cell(rng),
                    },
                },
                Move::Extend {
                    end,
                    piece,
                    from,
                    to,
                } => match rng.below(5) {
                    0 => Move::Extend {
                        end,
                        piece: rng.below(12) as u8,
                        from,
                        to,
                    },
                    1 => Move::Extend {
                        end: end.other(),
                        piece,
                        from,
                        to,
                    },
                    2 => Move::Extend {
                        end,
                        piece,
                        from: nudge(from, rng),
                        to,
                    },
                    3 => Move::Extend {
                        end,
                        piece,
                        from,
                        to: nudge(to, rng),
                    },
                    _ => Move::Start {
                        head: from,
                        tail: to,
                    },
                },
            }
        } else if rng.chance(1, 8) {
            // Asked at every ply: legal only as the second action of a swap game.
            Move::Swap
        } else if rng.chance(1, 2) {
            Move::Start {
                head: any_cell(rng),
                tail: any_cell(rng),
            }
        } else {
            Move::Extend {
                end: if rng.chance(1, 2) {
                    End::Head
                } else {
                    End::Tail
                },
                piece: rng.below(11) as u8,
                from: any_cell(rng),
                to: any_cell(rng),
            }
        };
        out.push(mv);
    }
    out
}

/// Checks at one ply: invariants, the referee against the generator, and notation.
fn assert_ply(game: &Game, rng: &mut SplitMix64) -> Result<(), TestCaseError> {
    assert_invariants(game)?;
    let legal = game.legal_moves();
    let set: HashSet<Move> = legal.iter().copied().collect();
    prop_assert_eq!(set.len(), legal.len(), "a move listed twice");
    let rules = game.rules();
    let pos = game.position();
    match game.to_move() {
        None => {
            prop_assert!(legal.is_empty());
            prop_assert!((0..rules.players()).all(|s| !game.can_place(s)));
        }
        Some(seat) => {
            prop_assert!(!legal.is_empty(), "the seat to move can place");
            prop_assert!(game.can_place(seat));
            // The board helpers are views of the same list.
            let placements: Vec<(Cell, Cell)> = legal.iter().filter_map(Move::placement).collect();
            prop_assert_eq!(
                legal.contains(&Move::Swap),
                game.may_swap(),
                "the swap is listed exactly when it is allowed"
            );
            let mut starts: Vec<Cell> = placements.iter().map(|f| f.0).collect();
            starts.sort();
            starts.dedup();
            prop_assert_eq!(game.legal_starts(), starts.clone());
            for from in starts {
                let seconds = game.legal_second_feet(from);
                let count: usize = seconds.values().map(Vec::len).sum();
                prop_assert_eq!(count, placements.iter().filter(|f| f.0 == from).count());
                for (to, moves) in seconds {
                    prop_assert!(moves
                        .iter()
                        .all(|m| m.feet() == (from, to) && set.contains(m)));
                }
            }
            let set_of_seat = rules.set(seat);
            let playable: Vec<usize> = pos
                .reserve(seat)
                .filter(|&i| {
                    legal.iter().any(|m| match *m {
                        Move::Swap => false,
                        Move::Start { .. } => i == 0,
                        Move::Extend { piece, .. } => {
                            set_of_seat[usize::from(piece)] == set_of_seat[i]
                        }
                    })
                })
                .collect();
            prop_assert_eq!(game.playable_pieces(), playable);
            for mv in candidates(game, &legal, rng) {
                let verdict = game.check(seat, &mv);
                prop_assert_eq!(
                    verdict.is_ok(),
                    set.contains(&mv),
                    "check({}, {:?}) = {:?}",
                    seat,
                    mv,
                    verdict
                );
                for other in (0..rules.players()).filter(|&s| s != seat) {
                    prop_assert!(game.check(other, &mv).is_err());
                }
            }
            for mv in &legal {
                let notation = Notation::of(rules, pos, mv);
                let text = notation.to_string();
                let parsed: Notation = text
                    .parse()
                    .map_err(|e| TestCaseError::fail(format!("{text} does not parse: {e}")))?;
                prop_assert_eq!(parsed, notation);
                prop_assert_eq!(parsed.to_move(rules, pos), Ok(*mv), "{}", text);
                let json = serde_json::to_string(mv).unwrap();
                prop_assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), *mv);
                prop_assert_eq!(mv.to_json(), json);
            }
        }
    }
    Ok(())
}

fn replay(game: &Game, n: usize) -> Game {
    let record = GameRecord {
        moves: game.moves()[..n].to_vec(),
        ..GameRecord::of(game)
    };
    record
        .replay(edition())
        .expect("a prefix of a legal game is legal")
}

/// Everything about a finished game: undo, records, links and JSON.
fn assert_history(game: &Game, rng: &mut SplitMix64) -> Result<(), TestCaseError> {
    let n = game.moves().len();
    for _ in 0..4 {
        let k = rng.below(n + 1);
        let mut back = game.clone();
        let mut undone = Vec::new();
        for _ in k..n {
            undone.push(back.undo().expect("a move to take back"));
        }
        undone.reverse();
        prop_assert_eq!(&undone[..], &game.moves()[k..]);
        let fresh = replay(game, k);
        prop_assert_eq!(back.position(), fresh.position());
        prop_assert_eq!(back.legal_moves(), fresh.legal_moves());
        prop_assert_eq!(back.segments(), fresh.segments());
        prop_assert_eq!(Some(back.position()), game.position_at(k));
        // Links and records of the shorter game too.
        let link = encode_link(&back);
        let decoded = decode_link(&link, edition()).expect("an encoded game decodes");
        prop_assert_eq!(GameRecord::of(&decoded), GameRecord::of(&back));
        for &mv in &game.moves()[k..] {
            back.play(mv).expect("the same moves are legal again");
        }
        prop_assert_eq!(back.position(), game.position());
        let mut to = game.clone();
        to.undo_to(k);
        prop_assert_eq!(to.position(), fresh.position());
        prop_assert_eq!(to.moves(), fresh.moves());
    }
    let mut empty = game.clone();
    empty.undo_to(0);
    prop_assert_eq!(empty.undo(), None);
    prop_assert_eq!(*empty.position(), empty.rules().start_position());

    let record = GameRecord::of(game);
    let link = encode_link(game);
    let decoded = decode_link(&link, edition()).expect("an encoded game decodes");
    prop_assert_eq!(GameRecord::of(&decoded), record.clone());
    prop_assert_eq!(decoded.position(), game.position());
    prop_assert_eq!(
        decode_link(&format!("#{link}"), edition()).map(|g| GameRecord::of(&g)),
        Ok(record.clone())
    );

    let json = serde_json::to_string(&record).unwrap();
    let parsed: GameRecord = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(&parsed, &record);
    let replayed = parsed.replay(edition()).expect("a recorded game replays");
    prop_assert_eq!(replayed.position(), game.position());
    prop_assert_eq!(replayed.ranking(), game.ranking());
    // The documented shape of the JSON form (docs/rules.md §7).
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(
        value["players"].as_u64(),
        Some(game.rules().players() as u64)
    );
    prop_assert_eq!(value["moves"].as_array().map(Vec::len), Some(n));
    prop_assert_eq!(value["moves"][0]["kind"].as_str(), Some("start"));
    Ok(())
}

proptest! {
    #![proptest_config(config(6))]

    #[test]
    fn random_games_keep_every_rule(seed in any::<u64>()) {
        let swap_games = [(2, false, true), (2, true, true)];
        let all = configurations().into_iter().map(|(p, e)| (p, e, false)).chain(swap_games);
        for (players, expert, swap) in all {
            let mut rng = SplitMix64::new(
                seed ^ (players as u64) << 40 ^ u64::from(expert) << 48 ^ u64::from(swap) << 56,
            );
            let mut game = if swap { swap_game(expert) } else { new_game(players, expert) };
            loop {
                assert_ply(&game, &mut rng)?;
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                // Swap games swap half the time, not once in the 125 a uniform pick gives.
                let mv = if game.may_swap() && rng.chance(1, 2) {
                    Move::Swap
                } else {
                    legal[rng.below(legal.len())]
                };
                game.play(mv).unwrap();
            }
            prop_assert!(game.position().is_over());
            assert_history(&game, &mut rng)?;
            if players == 4 {
                let link = encode_link(&game);
                prop_assert!(link.len() <= 200, "a finished four-player link has {} characters", link.len());
            }
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn decoding_arbitrary_text_never_panics(text in any::<String>()) {
        let _ = decode_link(&text, edition());
        let _ = decode_link(&format!("1{text}"), edition());
        let _ = text.parse::<Notation>();
        let _ = text.parse::<Cell>();
        let _ = serde_json::from_str::<GameRecord>(&text);
        let _ = serde_json::from_str::<Move>(&text);
        let _ = Edition::from_json(&text);
    }

    #[test]
    fn decoding_arbitrary_bytes_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..96)) {
        let link = format!("1{}", URL_SAFE_NO_PAD.encode(&bytes));
        let _ = decode_link(&link, edition());
        let _ = decode_link(&String::from_utf8_lossy(&bytes), edition());
    }

    /// Payloads with a sound header, so that the move codes themselves get decoded.
    #[test]
    fn decoding_arbitrary_move_codes_never_panics(
        flags in 0u8..16,
        codes in prop::collection::vec(any::<u16>(), 0..40),
    ) {
        let players = usize::from(flags & 3) + 2;
        let mut bytes = vec![flags, codes.len() as u8];
        bytes.extend((0..players as u8).map(|c| c % 4));
        for code in &codes {
            bytes.extend(code.to_be_bytes());
        }
        let link = format!("1{}", URL_SAFE_NO_PAD.encode(&bytes));
        let _ = decode_link(&link, edition());
    }

    /// Notation and records from arbitrary text, applied to a game in progress.
    #[test]
    fn applying_arbitrary_notation_never_panics(text in "[HTS][0-9] ?[a-z][0-9]{1,3}-[a-z][0-9]{1,3}", seed in any::<u64>()) {
        let mut game = new_game(3, seed % 2 == 0);
        common::play_randomly(&mut game, &mut SplitMix64::new(seed), 6);
        if let Ok(notation) = text.parse::<Notation>() {
            if let Ok(mv) = notation.to_move(game.rules(), game.position()) {
                let seat = game.to_move().unwrap();
                let verdict = game.check(seat, &mv);
                prop_assert_eq!(verdict.is_ok(), game.legal_moves().contains(&mv));
            }
        }
    }
}

#[test]
fn finished_four_player_links_stay_short() {
    for expert in [false, true] {
        for seed in 0..10 {
            let game = common::random_game(4, expert, seed);
            let link = encode_link(&game);
            assert!(link.len() <= 200, "{} characters: {link}", link.len());
        }
    }
}

#[test]
fn malformed_links_get_typed_errors() {
    use blockness_core::{IllegalMove, LinkError, SetupError};
    let link = |bytes: &[u8]| format!("1{}", URL_SAFE_NO_PAD.encode(bytes));
    let decode = |text: &str| decode_link(text, edition()).map(|g| GameRecord::of(&g));
    assert_eq!(decode(""), Err(LinkError::Empty));
    assert_eq!(decode("#"), Err(LinkError::Empty));
    assert_eq!(
        decode("3AAA"),
        Err(LinkError::UnknownVersion { version: '3' })
    );
    assert!(matches!(
        decode("1AA=A"),
        Err(LinkError::BadCharacter { ch: '=', .. })
    ));
    assert_eq!(decode("1"), Err(LinkError::Truncated));
    // Two players, one move announced, none given.
    assert_eq!(decode(&link(&[0, 1, 0, 1])), Err(LinkError::Truncated));
    assert_eq!(
        decode(&link(&[0, 0, 0, 1, 7, 7])),
        Err(LinkError::TrailingData)
    );
    assert_eq!(decode(&link(&[16, 0, 0, 1])), Err(LinkError::BadHeader));
    // Bit 3 is the swap option, which only a two-player game may have.
    assert!(decode_link(&link(&[8, 0, 0, 1]), edition())
        .unwrap()
        .rules()
        .setup()
        .swap());
    assert_eq!(
        decode(&link(&[9, 0, 0, 1, 2])),
        Err(LinkError::Setup(SetupError::SwapNeedsTwoPlayers {
            players: 3
        }))
    );
    assert_eq!(decode(&link(&[0, 0, 0, 4])), Err(LinkError::BadHeader));
    assert_eq!(
        decode(&link(&[0, 0, 2, 2])),
        Err(LinkError::Setup(SetupError::DuplicateColour {
            colour: blockness_core::Colour::Purple
        }))
    );
    // A starter on a cell beyond the map.
    assert_eq!(
        decode(&link(&[0, 1, 0, 1, 0xFF, 0xFC])),
        Err(LinkError::BadMoveCode { index: 0 })
    );
    // A starter at a1, which has no hole.
    assert!(matches!(
        decode(&link(&[0, 1, 0, 1, 0, 2])),
        Err(LinkError::IllegalMove { index: 0, .. })
    ));
    // A well-formed empty game decodes, in either variant.
    for flags in [0u8, 4] {
        let game = decode_link(&link(&[flags, 0, 3, 1]), edition()).unwrap();
        assert_eq!(game.rules().setup().expert(), flags == 4);
        assert_eq!(
            game.rules().setup().colours(),
            &[blockness_core::Colour::Black, blockness_core::Colour::Green]
        );
    }
    // One move too many for a finished game.
    let finished = common::random_game(2, false, 11);
    let mut record = GameRecord::of(&finished);
    record.moves.push(record.moves[record.moves.len() - 1]);
    assert!(matches!(
        record.replay(edition()),
        Err(blockness_core::RecordError::IllegalMove {
            reason: IllegalMove::GameOver,
            ..
        })
    ));
}

#[test]
fn malformed_records_and_moves_are_refused() {
    for text in [
        r#"{"players": 2, "moves": [{"kind": "start", "head": [4, 4]}]}"#,
        r#"{"players": 2, "moves": [{"kind": "jump", "head": [4, 4], "tail": [4, 6]}]}"#,
        r#"{"players": 2, "extra": 1}"#,
        r#"{"players": 2, "colors": ["teal", "green"]}"#,
        r#"{"players": 2, "moves": [{"kind": "extend", "end": "middle", "piece": 1, "from": [1, 1], "to": [1, 2]}]}"#,
        r#"{"players": 2, "moves": [{"kind": "extend", "end": "head", "piece": 300, "from": [1, 1], "to": [1, 2]}]}"#,
        r#"{"players": 2, "moves": [{"kind": "start", "head": [-1, 4], "tail": [4, 6]}]}"#,
    ] {
        assert!(serde_json::from_str::<GameRecord>(text).is_err(), "{text}");
    }
    for (text, players) in [(r#"{"players": 1}"#, 1), (r#"{"players": 5}"#, 5)] {
        let record: GameRecord = serde_json::from_str(text).unwrap();
        assert!(matches!(
            record.replay(edition()),
            Err(blockness_core::RecordError::Setup(blockness_core::SetupError::PlayerCount { players: p, .. })) if p == players
        ));
    }
    let record: GameRecord = serde_json::from_str(
        r#"{"players": 2, "expert": true, "colors": ["green", "orange"], "moves": [{"kind": "start", "head": [4, 4], "tail": [4, 7]}]}"#,
    )
    .unwrap();
    let game = record.replay(edition()).unwrap();
    assert_eq!(game.end_cell(0, End::Tail), Some(Cell::new(4, 7)));
}
