use std::sync::Arc;

use blockness_bot_worker::puzzle::answer_puzzle;
use blockness_bots::SystemClock;
use blockness_core::{Edition, Move};
use blockness_puzzles::{campaign, Level};
use blockness_worker_messages::puzzle::{PuzzleAnswer, PuzzleQuestion, PuzzleReply};

use super::link::{is_puzzle_link, PuzzleLink, PuzzleLinkError};
use super::progress::{LevelState, Progress, ProgressError, TO_OPEN_NEXT_TIER};
use super::words::SoloNote;
use super::*;
use blockness_web_board::words::Lang;

fn edition() -> Arc<Edition> {
    Arc::new(Edition::lochside_v1())
}

fn level(id: &str) -> Level {
    campaign()
        .into_iter()
        .find(|l| l.id == id)
        .expect("a shipped level")
}

fn fresh(hash: &str) -> SoloState {
    SoloState::boot(edition(), hash, None, "2026-11-26").0
}

/// Lets the worker's code answer the state's question, as the page's hook does.
fn answer_now(state: &mut SoloState) {
    let request = state.question().cloned().expect("a question");
    let reply = answer_puzzle(&request, &SystemClock::new());
    state.apply(SoloAction::Answer(reply));
}

/// Plays `mv` by clicks: its first foot, its second, and the choice when several fit.
fn click_move(state: &mut SoloState, mv: Move) {
    let (from, to) = mv.feet();
    state.apply(SoloAction::Board(BoardAction::ClickCell(from)));
    state.apply(SoloAction::Board(BoardAction::ClickCell(to)));
    if state.play().unwrap().own_moves().last() != Some(&mv) {
        state.apply(SoloAction::Board(BoardAction::Choose(mv)));
    }
    assert_eq!(state.play().unwrap().own_moves().last(), Some(&mv));
}

#[test]
fn puzzle_links_are_told_apart_from_game_links() {
    assert!(is_puzzle_link("#p/1-01"));
    assert!(is_puzzle_link("p/"));
    assert!(!is_puzzle_link("#1AAM"));
    assert!(!is_puzzle_link(""));
}

#[test]
fn every_form_of_puzzle_link_reads() {
    let e = edition();
    assert_eq!(PuzzleLink::parse("#p/", &e), Ok(PuzzleLink::Campaign));
    assert_eq!(
        PuzzleLink::parse("p/3-07", &e),
        Ok(PuzzleLink::Level("3-07".into()))
    );
    assert_eq!(
        PuzzleLink::parse("p/daily-2026-11-26", &e),
        Ok(PuzzleLink::Daily("2026-11-26".parse().unwrap()))
    );
    let mut carried = level("2-03");
    let text = PuzzleLink::of_level(
        &Level {
            id: "x".into(),
            ..carried.clone()
        },
        &e,
    )
    .unwrap();
    assert!(text.starts_with("p/g/2/"), "{text}");
    let Ok(PuzzleLink::Custom(read)) = PuzzleLink::parse(&text, &e) else {
        panic!("{text} reads")
    };
    carried.id = "link".into();
    carried.solution = None;
    assert_eq!(read.seat, carried.seat);
    assert_eq!(read.goal, carried.goal);
    assert_eq!(
        read.start().unwrap().position(),
        carried.start().unwrap().position()
    );
    assert_eq!(
        PuzzleLink::of_level(&level("3-07"), &e).as_deref(),
        Some("p/3-07")
    );
}

#[test]
fn broken_puzzle_links_are_typed_errors() {
    let e = edition();
    type Check = fn(&PuzzleLinkError) -> bool;
    let cases: [(&str, Check); 7] = [
        ("1AAM", |e| *e == PuzzleLinkError::NotAPuzzle),
        ("p/9-99", |e| matches!(e, PuzzleLinkError::NoSuchLevel(_))),
        ("p/1-21", |e| matches!(e, PuzzleLinkError::NoSuchLevel(_))),
        ("p/daily-2026-02-30", |e| {
            matches!(e, PuzzleLinkError::BadDate(_))
        }),
        ("p/x/y", |e| *e == PuzzleLinkError::UnknownForm),
        ("p/g/1/x/3/1AAM", |e| *e == PuzzleLinkError::BadNumber),
        ("p/g/1/0/3/1AQI", |e| matches!(e, PuzzleLinkError::Game(_))),
    ];
    for (text, check) in cases {
        let error = PuzzleLink::parse(text, &e).expect_err(text);
        assert!(check(&error), "{text}: {error:?}");
    }
    let good = PuzzleLink::of_level(
        &Level {
            id: "x".into(),
            ..level("1-05")
        },
        &e,
    )
    .unwrap();
    let game = good.rsplit('/').next().unwrap();
    for (seat, goal) in [(7, 3), (0, 0), (0, 40)] {
        let text = format!("p/g/1/{seat}/{goal}/{game}");
        assert!(
            matches!(PuzzleLink::parse(&text, &e), Err(PuzzleLinkError::Level(_))),
            "{text}"
        );
    }
    let long = format!("p/g/1/0/3/{}", "A".repeat(700));
    assert_eq!(PuzzleLink::parse(&long, &e), Err(PuzzleLinkError::TooLong));
}

#[test]
fn progress_round_trips_and_never_loses_a_clean_solve() {
    let mut progress = Progress::default();
    assert!(progress.record("1-01", true));
    assert!(!progress.record("1-01", false), "clean stays clean");
    assert!(progress.record("1-02", false));
    assert!(progress.record("1-02", true), "a clean solve improves it");
    assert!(progress.record("daily-2026-11-26", false));
    let back = Progress::decode(&progress.encode()).unwrap();
    assert_eq!(back, progress);
    assert_eq!(back.state("1-01"), LevelState::Clean);
    assert_eq!(back.state("1-03"), LevelState::New);
    assert_eq!(back.state("daily-2026-11-26"), LevelState::Solved);
}

#[test]
fn unreadable_progress_is_a_typed_error_and_set_aside() {
    assert!(matches!(Progress::decode("{"), Err(ProgressError::Json(_))));
    assert_eq!(
        Progress::decode(r#"{"version": 9, "levels": {}}"#),
        Err(ProgressError::Version(9))
    );
    assert!(matches!(
        Progress::decode(r#"{"version": 1, "levels": {"1-01": "perfect"}}"#),
        Err(ProgressError::Json(_))
    ));
    assert_eq!(
        Progress::decode(r#"{"version": 1, "levels": {"": "clean"}}"#),
        Err(ProgressError::BadId)
    );
    let (state, effects) = SoloState::boot(edition(), "", Some("not json"), "2026-11-26");
    assert!(effects.set_aside_progress);
    assert!(matches!(
        state.notice(),
        Some(SoloNote::ProgressSetAside { .. })
    ));
    assert_eq!(state.progress(), &Progress::default());
}

#[test]
fn a_tier_opens_once_enough_of_the_tier_before_is_solved() {
    let mut progress = Progress::default();
    assert!(progress.is_tier_open(1));
    assert!(!progress.is_tier_open(2));
    for n in 1..=TO_OPEN_NEXT_TIER {
        assert!(!progress.is_tier_open(2));
        progress.record(&link::campaign_id(1, n), false);
    }
    assert!(progress.is_tier_open(2));
    assert!(!progress.is_tier_open(3));
}

#[test]
fn level_one_is_solved_by_clicks_and_recorded_as_clean() {
    let mut state = fresh("#p/1-01");
    assert_eq!(state.screen(), &Screen::Loading);
    answer_now(&mut state);
    let play = state.play().expect("the level is on the board");
    assert_eq!(state.address(), Some("p/1-01"));
    assert_eq!(play.placed(), 0);
    assert_eq!(play.reach(), &ReachState::Checking);
    let solution = level("1-01").solution.unwrap();
    for mv in solution {
        answer_now(&mut state);
        click_move(&mut state, mv);
    }
    let play = state.play().unwrap();
    assert!(play.is_solved());
    assert!(play.board().is_frozen());
    assert_eq!(state.question(), None);
    assert_eq!(state.progress().state("1-01"), LevelState::Clean);
    assert!(state.progress_epoch() > 0);
    assert_eq!(state.next_level().as_deref(), Some("1-02"));
    state.apply(SoloAction::NextLevel);
    assert!(matches!(
        state.question().map(|q| &q.puzzle),
        Some(PuzzleQuestion::Level(id)) if id == "1-02"
    ));
}

#[test]
fn a_dead_end_is_reported_and_undo_brings_the_goal_back() {
    let lvl = level("3-01");
    let mut state = fresh("#p/3-01");
    answer_now(&mut state);
    let game = state.play().unwrap().board().game().clone();
    let losing = game
        .legal_moves()
        .into_iter()
        .find(|&mv| {
            let mut puzzle = blockness_puzzles::Puzzle::new(lvl.clone()).unwrap();
            puzzle.play(mv).unwrap();
            puzzle.can_still_reach_goal(&blockness_puzzles::Limits::DEFAULT) == Some(false)
        })
        .expect("a losing first move");
    answer_now(&mut state);
    click_move(&mut state, losing);
    answer_now(&mut state);
    let play = state.play().unwrap();
    assert!(play.is_stuck());
    assert!(play.can_undo());
    assert!(!play.can_hint());
    state.apply(SoloAction::Undo);
    assert_eq!(state.play().unwrap().reach(), &ReachState::Checking);
    answer_now(&mut state);
    let play = state.play().unwrap();
    assert!(matches!(play.reach(), ReachState::Open(Some(_))));
    assert_eq!(play.undos(), 1);
    assert_eq!(play.placed(), 0);
    // Undo never takes back the level's own moves.
    state.apply(SoloAction::Undo);
    assert_eq!(state.play().unwrap().undos(), 1);
}

#[test]
fn hints_lead_to_a_solution_and_are_counted() {
    let mut state = fresh("#p/4-02");
    answer_now(&mut state);
    let mut guard = 0;
    while !state.play().unwrap().is_solved() {
        guard += 1;
        assert!(guard < 20);
        state.apply(SoloAction::Hint);
        assert!(state.play().unwrap().hint_wanted());
        answer_now(&mut state);
        let mv = state
            .play()
            .unwrap()
            .board()
            .hint()
            .expect("a hint on the board");
        click_move(&mut state, mv);
    }
    let play = state.play().unwrap();
    assert_eq!(play.hints(), play.goal() as u32);
    assert_eq!(state.progress().state("4-02"), LevelState::Solved);
}

#[test]
fn stale_answers_are_dropped() {
    let mut state = fresh("#p/1-03");
    let old = state.question().cloned().unwrap();
    state.apply(SoloAction::OpenLevel("1-04".into()));
    let reply = answer_puzzle(&old, &SystemClock::new());
    state.apply(SoloAction::Answer(reply));
    assert_eq!(
        state.screen(),
        &Screen::Loading,
        "the answer for 1-03 is dropped"
    );
    answer_now(&mut state);
    assert_eq!(state.play().unwrap().level().id, "1-04");
}

#[test]
fn a_broken_link_is_explained_and_changes_nothing() {
    let mut state = fresh("#p/1-02");
    answer_now(&mut state);
    let before = state.play().cloned();
    state.apply(SoloAction::OpenLink("p/daily-2026-13-01".into()));
    assert!(matches!(
        state.notice(),
        Some(SoloNote::LinkRefused(PuzzleLinkError::BadDate(_)))
    ));
    assert_eq!(state.play().cloned(), before);
    assert_eq!(
        state.address(),
        None,
        "the refused link stays in the address"
    );
    let (state, _) = SoloState::boot(edition(), "#p/zzz", None, "2026-11-26");
    assert_eq!(state.screen(), &Screen::Campaign);
    assert!(matches!(state.notice(), Some(SoloNote::LinkRefused(_))));
}

#[test]
fn the_daily_puzzle_is_asked_of_the_worker_for_today_and_shares_a_line() {
    let mut state = fresh("");
    state.apply(SoloAction::OpenDaily);
    assert!(matches!(
        state.question().map(|q| &q.puzzle),
        Some(PuzzleQuestion::Daily(d)) if d == "2026-11-26"
    ));
    answer_now(&mut state);
    let play = state.play().unwrap();
    assert_eq!(play.level().id, "daily-2026-11-26");
    assert_eq!(state.address(), Some("p/daily-2026-11-26"));
    let solution = play.level().solution.clone().unwrap();
    for mv in solution {
        click_move(&mut state, mv);
    }
    let play = state.play().unwrap();
    let goal = play.goal();
    assert_eq!(
        play.share_line().unwrap(),
        format!("Block Ness daily 2026-11-26 ★★★ {goal}/{goal}, 0 undos, 0 hints")
    );
}

#[test]
fn worker_errors_are_said_and_leave_the_progress_alone() {
    let mut state = fresh("#p/1-01");
    let id = state.question().unwrap().id;
    state.apply(SoloAction::Answer(PuzzleReply {
        id,
        answer: PuzzleAnswer::Error("no".into()),
        elapsed_ms: 0,
    }));
    assert_eq!(state.screen(), &Screen::Campaign);
    assert_eq!(state.notice(), Some(&SoloNote::WorkerFailed("no".into())));
}

#[test]
fn every_solo_text_is_translated() {
    let samples = [
        SoloNote::Counter { placed: 2, goal: 5 },
        SoloNote::Goal {
            goal: 4,
            colour: blockness_core::Colour::Orange,
        },
        SoloNote::Tally {
            moves: 5,
            undos: 1,
            hints: 0,
        },
        SoloNote::TierHeading {
            tier: 2,
            solved: 3,
            total: 20,
        },
        SoloNote::TierLocked {
            before: 1,
            needed: 4,
        },
        SoloNote::Title { id: "3-07".into() },
        SoloNote::Title {
            id: "daily-2026-11-26".into(),
        },
        SoloNote::Title { id: "link".into() },
        SoloNote::LinkRefused(PuzzleLinkError::UnknownForm),
        SoloNote::LinkRefused(PuzzleLinkError::TooLong),
        SoloNote::LinkRefused(PuzzleLinkError::NoSuchLevel("9-99".into())),
        SoloNote::LinkRefused(PuzzleLinkError::BadDate(
            "x".parse::<blockness_puzzles::Date>().unwrap_err(),
        )),
        SoloNote::LinkRefused(PuzzleLinkError::BadDate(
            "2026-02-30".parse::<blockness_puzzles::Date>().unwrap_err(),
        )),
        SoloNote::LinkRefused(PuzzleLinkError::BadNumber),
        SoloNote::LinkRefused(PuzzleLinkError::Game(blockness_core::LinkError::Truncated)),
        SoloNote::LinkRefused(PuzzleLinkError::Game(blockness_core::LinkError::Empty)),
        SoloNote::LinkRefused(PuzzleLinkError::Level(
            blockness_puzzles::LevelError::EmptyGoal,
        )),
        SoloNote::WorkerFailed("x".into()),
        SoloNote::ProgressSetAside {
            error: ProgressError::TooMany,
            key: "k",
        },
        SoloNote::ProgressNotStored(blockness_web_common::StorageError::QuotaExceeded),
        SoloNote::ProgressNotStored(blockness_web_common::StorageError::Refused("x".into())),
        SoloNote::Copied,
        SoloNote::NotCopied,
        SoloNote::Title {
            id: maker::MADE_ID.into(),
        },
        SoloNote::MakerRefused(maker::MakerError::NoSeat),
        SoloNote::MakerRefused(maker::MakerError::NothingLeft),
        SoloNote::MakerRefused(maker::MakerError::Level(
            blockness_puzzles::LevelError::EmptyGoal,
        )),
        SoloNote::MakerRefused(maker::MakerError::Solver("x".into())),
        SoloNote::LinkCopied,
        SoloNote::LinkNotCopied,
    ];
    for note in samples {
        let [en, fr, de, it] = Lang::ALL.map(|lang| note.text(lang));
        assert!(!en.is_empty(), "{note:?}");
        assert_ne!(fr, en, "{note:?}");
        // A campaign level's title is "Level 3-07" in German as in English.
        if !matches!(&note, SoloNote::Title { id } if link::is_campaign_id(id)) {
            assert_ne!(de, en, "{note:?}");
        }
        assert_ne!(it, en, "{note:?}");
    }
}
