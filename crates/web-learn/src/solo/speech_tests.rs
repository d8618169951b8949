//! What a puzzle says of where it stands (`speech`), and the counted words of the solo
//! view: a puzzle that ends is solved or failed, never a monster's win; it opens on its
//! goal and variant, not on its set-up's last move; counts take each language's singular.

use std::sync::Arc;

use blockness_bot_worker::puzzle::answer_puzzle;
use blockness_bots::SystemClock;
use blockness_core::{Colour, Edition, Game, Move};

use super::words::{self, SoloNote};
use super::*;
use blockness_web_board::words::{Lang, Message};

fn open(hash: &str) -> SoloState {
    let mut state = SoloState::boot(Arc::new(Edition::lochside_v1()), hash, None, "2026-11-26").0;
    answer(&mut state);
    assert!(state.play().is_some(), "{hash} opens a puzzle");
    state
}

/// Lets the worker's code answer the state's question, if it has one.
fn answer(state: &mut SoloState) {
    if let Some(request) = state.question().cloned() {
        let reply = answer_puzzle(&request, &SystemClock::new());
        state.apply(SoloAction::Answer(reply));
    }
}

fn play_move(state: &mut SoloState, mv: Move) {
    let (from, to) = mv.feet();
    state.apply(SoloAction::Board(BoardAction::ClickCell(from)));
    state.apply(SoloAction::Board(BoardAction::ClickCell(to)));
    if state.play().unwrap().own_moves().last() != Some(&mv) {
        state.apply(SoloAction::Board(BoardAction::Choose(mv)));
    }
    assert_eq!(state.play().unwrap().own_moves().last(), Some(&mv));
    answer(state);
}

/// Moves after which the seat can place nothing more, short of the goal.
fn dead_end(game: &Game, left: usize) -> Option<Vec<Move>> {
    if left == 0 {
        return None;
    }
    for mv in game.legal_moves() {
        let mut next = game.clone();
        if next.play(mv).is_err() {
            continue;
        }
        if next.to_move().is_none() && left > 1 {
            return Some(vec![mv]);
        }
        if let Some(mut rest) = dead_end(&next, left - 1) {
            rest.insert(0, mv);
            return Some(rest);
        }
    }
    None
}

#[test]
fn a_puzzle_opens_on_its_goal_and_variant_not_on_its_set_up() {
    let state = open("#p/1-01");
    let play = state.play().unwrap();
    assert!(!play.is_expert());
    let said = speech::announcement(play, Lang::En);
    let colour = Message::Player(play.colour()).text(Lang::En);
    let goal = play.goal();
    assert_eq!(
        said,
        format!(
            "Level 1-01. Goal: place {goal} segments with {colour}. {}",
            words::VARIANT_BASE.get(Lang::En)
        )
    );
    assert!(speech::verdict(play, Lang::En).is_none());

    let daily = open("#p/daily-2026-11-26");
    let play = daily.play().unwrap();
    assert!(play.is_expert(), "the daily puzzle of 2026-11-26 is expert");
    assert_eq!(speech::variant(play), words::VARIANT_EXPERT);
    assert!(speech::announcement(play, Lang::De).contains("Expertenvariante"));
}

#[test]
fn a_move_is_said_with_the_count_and_an_undo_with_the_count_again() {
    let mut state = open("#p/1-01");
    let first = state.play().unwrap().level().solution.clone().unwrap()[0];
    play_move(&mut state, first);
    let play = state.play().unwrap();
    let said = speech::announcement(play, Lang::En);
    assert!(
        said.ends_with(&format!("Placed 1 of {}.", play.goal())),
        "{said}"
    );
    assert!(said.contains("grew the"), "the move is said: {said}");
    state.apply(SoloAction::Undo);
    let said = speech::announcement(state.play().unwrap(), Lang::En);
    let goal = state.play().unwrap().goal();
    assert_eq!(
        said,
        format!("{} Placed 0 of {goal}.", Message::Undone.text(Lang::En))
    );
}

#[test]
fn a_solved_puzzle_is_said_solved_and_never_a_win() {
    let mut state = open("#p/daily-2026-11-26");
    for mv in state.play().unwrap().level().solution.clone().unwrap() {
        play_move(&mut state, mv);
    }
    let play = state.play().unwrap();
    assert_eq!(play.outcome(), Some(Outcome::Solved));
    for lang in Lang::ALL {
        let verdict = speech::verdict(play, lang).expect("a verdict");
        assert_eq!(verdict.headline, words::PUZZLE_SOLVED.get(lang));
        assert_eq!(verdict.detail, speech::tally(play).text(lang));
        let said = speech::announcement(play, lang);
        assert!(said.contains(words::PUZZLE_SOLVED.get(lang)), "{said}");
    }
    let said = speech::announcement(play, Lang::En);
    assert!(
        !said.contains("wins") && !said.contains("Game over"),
        "{said}"
    );
}

#[test]
fn a_puzzle_the_seat_can_no_longer_play_is_failed_and_never_a_win() {
    let mut state = open("#p/daily-2026-11-26");
    let play = state.play().unwrap();
    let moves = dead_end(play.board().game(), play.goal()).expect("a dead end");
    for mv in moves {
        play_move(&mut state, mv);
    }
    let play = state.play().unwrap();
    assert_eq!(play.board().game().to_move(), None, "the game is over");
    assert!(!play.is_solved());
    assert_eq!(play.outcome(), Some(Outcome::Failed));
    for lang in Lang::ALL {
        let verdict = speech::verdict(play, lang).expect("a verdict");
        assert_eq!(verdict.headline, words::PUZZLE_FAILED.get(lang));
        assert_eq!(
            verdict.detail,
            words::STUCK.get(lang),
            "the panel's own words"
        );
    }
    let said = speech::announcement(play, Lang::En);
    assert!(said.contains("Puzzle failed."), "{said}");
    assert!(
        !said.contains("wins") && !said.contains("Game over"),
        "{said}"
    );
    // Back to the start, it is a puzzle under way again.
    state.apply(SoloAction::Restart);
    answer(&mut state);
    assert_eq!(state.play().unwrap().outcome(), None);
}

#[test]
fn counts_take_each_languages_singular() {
    let one = SoloNote::Tally {
        moves: 1,
        undos: 1,
        hints: 1,
    };
    assert_eq!(
        Lang::ALL.map(|lang| one.text(lang)),
        [
            "1 move, 1 undo, 1 hint",
            "1 coup, 1 annulation, 1 indice",
            "1 Zug, 1 Rücknahme, 1 Tipp",
            "1 mossa, 1 annullamento, 1 suggerimento",
        ]
    );
    let none = SoloNote::Tally {
        moves: 4,
        undos: 0,
        hints: 0,
    };
    assert_eq!(none.text(Lang::En), "4 moves, 0 undos, 0 hints");
    assert_eq!(none.text(Lang::Fr), "4 coups, 0 annulation, 0 indice");
    let heading = |solved| SoloNote::TierHeading {
        tier: 1,
        solved,
        total: 20,
    };
    assert_eq!(
        heading(1).text(Lang::Fr),
        "Palier 1\u{202f}: 1 résolu sur 20"
    );
    assert_eq!(
        heading(3).text(Lang::Fr),
        "Palier 1\u{202f}: 3 résolus sur 20"
    );
    assert_eq!(heading(1).text(Lang::It), "Fascia 1: 1 risolto su 20");
    assert_eq!(heading(1).text(Lang::En), "Tier 1: 1 of 20 solved");
    let locked = |needed| SoloNote::TierLocked { before: 1, needed };
    assert_eq!(
        locked(1).text(Lang::En),
        "Opens after 1 more level of tier 1."
    );
    assert_eq!(
        locked(2).text(Lang::En),
        "Opens after 2 more levels of tier 1."
    );
    assert_eq!(
        locked(1).text(Lang::De),
        "Öffnet sich nach 1 weiteren Level der Stufe 1."
    );
    let goal = |goal| SoloNote::Goal {
        goal,
        colour: Colour::Orange,
    };
    assert_eq!(
        goal(1).text(Lang::En),
        "Goal: place 1 segment with Orange (O)."
    );
    assert_eq!(
        goal(4).text(Lang::De),
        "Ziel: Lege 4 Segmente mit Orange (O)."
    );
    assert_eq!(
        words::share_line("2026-11-26", 3, 6, 6, 0, 0),
        "Block Ness daily 2026-11-26 ★★★ 6/6, 0 undos, 0 hints"
    );
    assert_eq!(
        words::share_line("2026-11-26", 1, 6, 6, 1, 1),
        "Block Ness daily 2026-11-26 ★ 6/6, 1 undo, 1 hint"
    );
}

#[test]
fn german_says_level_for_a_level_and_stufe_for_a_tier() {
    let level_words = [
        words::CAMPAIGN,
        words::LEVEL,
        words::BACK_TO_LEVELS,
        words::NEXT_LEVEL,
    ];
    for tr in level_words {
        assert!(tr.get(Lang::De).contains("Level"), "{tr:?}");
    }
    assert_eq!(words::TIER.get(Lang::De), "Stufe");
    let title = SoloNote::Title { id: "1-01".into() };
    assert_eq!(title.text(Lang::De), "Level 1-01");
    for note in [
        SoloNote::TierHeading {
            tier: 2,
            solved: 3,
            total: 20,
        },
        SoloNote::TierLocked {
            before: 1,
            needed: 4,
        },
    ] {
        assert!(note.text(Lang::De).contains("Stufe"), "{note:?}");
    }
}
