//! The puzzle maker's reducer: building a position by clicks, choosing the colour and the
//! goal, and the solver's verdict, asked of the worker's own code.

use std::sync::Arc;

use blockness_bot_worker::puzzle::answer_puzzle;
use blockness_bots::SystemClock;
use blockness_core::{Edition, Phase};
use blockness_worker_messages::puzzle::{PuzzleAnswer, PuzzleQuestion, PuzzleReply};

use super::link::PuzzleLink;
use super::maker::{MakerAction, MakerError, Verdict, MADE_ID};
use super::*;
use blockness_web_board::board::clicks::Clicks;

fn maker_state() -> SoloState {
    let mut state = SoloState::boot(Arc::new(Edition::lochside_v1()), "", None, "2026-11-26").0;
    state.apply(SoloAction::OpenMaker);
    assert_eq!(state.screen(), &Screen::Making);
    state
}

fn maker(state: &SoloState) -> &Maker {
    state.maker().expect("the maker is open")
}

fn act(state: &mut SoloState, action: MakerAction) {
    state.apply(SoloAction::Maker(action));
}

impl Clicks for SoloState {
    fn board_state(&self) -> &BoardState {
        maker(self).board()
    }

    fn click(&mut self, action: BoardAction) {
        act(self, MakerAction::Board(action));
    }
}

/// Two monsters on the loch and two extensions each.
fn small_position(state: &mut SoloState) {
    state.set_up_two();
    for _ in 0..4 {
        state.click_first();
    }
    assert_eq!(maker(state).board().game().moves().len(), 6);
}

/// The worker's code answers the state's question, as the page's hook has it do.
fn answer_now(state: &mut SoloState) -> PuzzleReply {
    let request = state
        .question()
        .cloned()
        .expect("a question for the solver");
    let reply = answer_puzzle(&request, &SystemClock::new());
    state.apply(SoloAction::Answer(reply.clone()));
    reply
}

/// Asks for verification and has it answered `reachable`, without the solver.
fn verdict_of(state: &mut SoloState, reachable: Option<bool>) {
    state.apply(SoloAction::Verify);
    let id = state.question().expect("a question").id;
    state.apply(SoloAction::Answer(PuzzleReply {
        id,
        answer: PuzzleAnswer::Reach {
            reachable,
            hint: None,
        },
        elapsed_ms: 0,
    }));
}

#[test]
fn the_setup_changes_only_on_an_empty_loch() {
    let mut state = maker_state();
    assert_eq!(
        (maker(&state).players(), maker(&state).expert()),
        (2, false)
    );
    act(&mut state, MakerAction::Players(3));
    act(&mut state, MakerAction::Expert(true));
    assert_eq!((maker(&state).players(), maker(&state).expert()), (3, true));
    assert_eq!(maker(&state).board().game().rules().players(), 3);
    act(&mut state, MakerAction::Players(9));
    assert_eq!(maker(&state).players(), 3, "an impossible count is ignored");
    act(&mut state, MakerAction::Players(2));
    act(&mut state, MakerAction::Expert(false));
    state.set_up_two();
    assert!(!maker(&state).can_change_setup());
    act(&mut state, MakerAction::Players(4));
    assert_eq!(
        maker(&state).players(),
        2,
        "no setup change under the monsters"
    );
    assert_eq!(maker(&state).board().game().moves().len(), 2);
    act(&mut state, MakerAction::Clear);
    assert!(maker(&state).board().game().moves().is_empty());
    act(&mut state, MakerAction::Players(4));
    assert_eq!(maker(&state).players(), 4);
}

#[test]
fn only_a_colour_on_the_loch_may_be_chosen_and_the_goal_stays_within_its_reserve() {
    let mut state = maker_state();
    state.apply(SoloAction::Verify);
    assert_eq!(
        maker(&state).verdict(),
        &Verdict::Invalid(MakerError::NoSeat)
    );
    assert!(state.question().is_none(), "nothing to ask the solver yet");
    act(&mut state, MakerAction::Seat(0));
    assert_eq!(maker(&state).seat(), None, "no monster of seat 0 yet");
    // One starter: only its colour can be chosen.
    state.click_first();
    assert_eq!(maker(&state).seats_on_loch(), vec![0]);
    act(&mut state, MakerAction::Seat(1));
    assert_eq!(maker(&state).seat(), None);
    act(&mut state, MakerAction::Seat(0));
    assert_eq!(maker(&state).seat(), Some(0));
    let left = maker(&state).left();
    assert!(left > 2);
    assert_eq!(maker(&state).goal(), left, "the whole reserve by default");
    act(&mut state, MakerAction::Goal(left + 1));
    act(&mut state, MakerAction::Goal(0));
    assert_eq!(maker(&state).goal(), left, "goals out of range are ignored");
    act(&mut state, MakerAction::Goal(2));
    assert_eq!(maker(&state).goal(), 2);
    // Taking the starter back takes the colour's choice with it.
    act(&mut state, MakerAction::Board(BoardAction::Undo));
    assert_eq!(maker(&state).seat(), None);
    assert_eq!(maker(&state).goal(), 0);
    act(&mut state, MakerAction::Board(BoardAction::Redo));
    assert_eq!(maker(&state).seat(), Some(0));
    assert_eq!(maker(&state).goal(), 2);
}

#[test]
fn a_solvable_puzzle_is_proved_by_the_worker_and_offered_with_a_link_and_play() {
    let mut state = maker_state();
    small_position(&mut state);
    act(&mut state, MakerAction::Seat(1));
    act(&mut state, MakerAction::Goal(2));
    let moves_before = maker(&state).board().game().moves().to_vec();
    state.apply(SoloAction::Verify);
    assert!(maker(&state).is_checking());
    let Some(PuzzleRequest {
        puzzle: PuzzleQuestion::Reach { level, moves },
        ..
    }) = state.question().cloned()
    else {
        panic!("a reach question")
    };
    assert!(moves.is_empty());
    assert_eq!((level.seat, level.goal, level.id.as_str()), (1, 2, MADE_ID));
    let reply = answer_now(&mut state);
    assert!(matches!(
        reply.answer,
        PuzzleAnswer::Reach {
            reachable: Some(true),
            ..
        }
    ));
    let (made, link) = maker(&state).solvable().expect("proved solvable");
    let (made, link) = (made.clone(), link.to_string());
    assert!(link.starts_with("p/g/1/1/2/"), "{link}");
    // The link carries the same puzzle (its id aside).
    let Ok(PuzzleLink::Custom(read)) = PuzzleLink::parse(&link, &Arc::new(Edition::lochside_v1()))
    else {
        panic!("{link} reads")
    };
    assert_eq!((read.game, read.seat, read.goal), (made.game.clone(), 1, 2));
    // The board is as it was.
    assert_eq!(
        maker(&state).board().game().moves(),
        moves_before.as_slice()
    );
    // Play it: the puzzle starts, and the maker waits to be gone back to.
    state.apply(SoloAction::PlayMade);
    let play = state.play().expect("the puzzle is played");
    assert_eq!(play.level(), &made);
    assert_eq!(play.goal(), 2);
    assert!(state.playing_made());
    assert_eq!(state.address(), Some(link.as_str()));
    answer_now(&mut state);
    assert!(matches!(
        state.play().unwrap().reach(),
        ReachState::Open(Some(_))
    ));
    state.apply(SoloAction::OpenMaker);
    assert_eq!(state.screen(), &Screen::Making);
    assert_eq!(
        maker(&state).board().game().moves(),
        moves_before.as_slice()
    );
    assert!(maker(&state).solvable().is_some());
}

#[test]
fn a_refused_puzzle_leaves_the_maker_as_it_was() {
    let mut state = maker_state();
    small_position(&mut state);
    act(&mut state, MakerAction::Seat(0));
    act(&mut state, MakerAction::Goal(3));
    let moves = maker(&state).board().game().moves().to_vec();
    for (reachable, verdict) in [
        (Some(false), Verdict::Unsolvable),
        (None, Verdict::Undecided),
    ] {
        verdict_of(&mut state, reachable);
        let m = maker(&state);
        assert_eq!(m.verdict(), &verdict);
        assert_eq!(m.board().game().moves(), moves.as_slice());
        assert_eq!((m.seat(), m.goal()), (Some(0), 3));
        assert_eq!(m.board().game().phase(), Phase::Play);
        state.apply(SoloAction::PlayMade);
        assert_eq!(state.screen(), &Screen::Making, "nothing to play");
    }
    // A solver that cannot take the question says so, and changes nothing either.
    state.apply(SoloAction::Verify);
    let id = state.question().unwrap().id;
    state.apply(SoloAction::Answer(PuzzleReply {
        id,
        answer: PuzzleAnswer::Error("broken".into()),
        elapsed_ms: 0,
    }));
    assert_eq!(
        maker(&state).verdict(),
        &Verdict::Invalid(MakerError::Solver("broken".into()))
    );
    assert_eq!(maker(&state).board().game().moves(), moves.as_slice());
}

#[test]
fn a_change_while_the_solver_thinks_voids_its_answer() {
    let mut state = maker_state();
    small_position(&mut state);
    act(&mut state, MakerAction::Seat(0));
    act(&mut state, MakerAction::Goal(2));
    state.apply(SoloAction::Verify);
    let request = state.question().cloned().unwrap();
    act(&mut state, MakerAction::Goal(1));
    assert_eq!(maker(&state).verdict(), &Verdict::Unasked);
    assert!(state.question().is_none());
    state.apply(SoloAction::Answer(answer_puzzle(
        &request,
        &SystemClock::new(),
    )));
    assert_eq!(
        maker(&state).verdict(),
        &Verdict::Unasked,
        "a stale answer is dropped"
    );
    // Leaving the maker while it is asked forgets the question; coming back shows it unasked.
    state.apply(SoloAction::Verify);
    state.apply(SoloAction::ShowCampaign);
    state.apply(SoloAction::OpenMaker);
    assert_eq!(maker(&state).verdict(), &Verdict::Unasked);
    assert_eq!(maker(&state).goal(), 1);
    // A proved puzzle is void once the board changes.
    state.apply(SoloAction::Verify);
    answer_now(&mut state);
    assert!(maker(&state).solvable().is_some());
    state.click_first();
    assert_eq!(maker(&state).verdict(), &Verdict::Unasked);
}
