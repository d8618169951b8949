//! Rated games: one person against computer players, matched to the person's rating or at
//! the rungs chosen, with nothing taken back, no hint and no analysis until the end, and
//! the result kept once, exactly as the rating crate computes it.

use super::*;
use crate::analysis::AnalysisAction;
use crate::ratings::decode_ratings;
use blockness_bots::{Level, Step, LADDER};
use blockness_rating::{Opponent, RatedResult, Rating};

fn rated(seats: Vec<SeatKind>, pick: RatedPick) -> NewGame {
    let colours = [Colour::Orange, Colour::Green, Colour::Purple, Colour::Black];
    NewGame {
        colours: colours[..seats.len()].to_vec(),
        seats,
        expert: true,
        swap: false,
        rated: Some(pick),
    }
}

/// Plays the rated game on the board to its end: the person's moves by clicks, the
/// computer players' by answering each question with the first legal move.
fn play_to_the_end(s: &mut PageState) {
    let mut guard = 0;
    while s.game().to_move().is_some() {
        if let Some(request) = s.bot_request().cloned() {
            let mv = s.game().legal_moves()[0];
            s.apply(PageAction::BotAnswer {
                id: request.id,
                mv: Some(mv),
                error: None,
            });
        } else {
            click_first(s);
        }
        guard += 1;
        assert!(guard < 400, "the game should end");
    }
}

#[test]
fn a_new_player_meets_the_rung_nearest_their_rating_with_the_swap_rule() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(rated(
        vec![SeatKind::Human, SeatKind::bot(Level::Easy)],
        RatedPick::Nearest,
    )));
    let nearest = Step::nearest(&LADDER, Rating::default().rating).unwrap();
    assert_eq!(nearest.name(), "medium");
    assert_eq!(s.board().seats(), [SeatKind::Human, SeatKind::Bot(nearest)]);
    assert!(s.board().is_rated());
    let setup = s.game().rules().setup();
    assert!(setup.swap(), "two-player rated games use the swap rule");
    assert!(!setup.expert(), "rated games are base games");
    assert!(s
        .notices()
        .iter()
        .any(|n| n.message == PageMessage::RatedStarted(vec![nearest])));
}

#[test]
fn a_rated_game_takes_nothing_back_and_gives_no_hint_or_analysis() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(rated(
        vec![SeatKind::Human, SeatKind::bot(Level::Easy)],
        RatedPick::Chosen,
    )));
    click_first(&mut s);
    let request = s.bot_request().cloned().unwrap();
    let mv = s.game().legal_moves()[0];
    s.apply(PageAction::BotAnswer {
        id: request.id,
        mv: Some(mv),
        error: None,
    });
    let line = s.game().moves().to_vec();
    assert!(s.board().accepts_moves());
    assert!(!s.can_hint());
    s.apply(PageAction::AskHint);
    assert!(!s.bot_thinking(), "no hint is asked");
    s.apply(BoardAction::Undo);
    s.apply(BoardAction::ViewAt(0));
    s.apply(BoardAction::ContinueFromHere);
    assert_eq!(s.game().moves(), &line[..]);
    s.apply(PageAction::Analysis(AnalysisAction::Start));
    assert_eq!(
        s.analysis_request(),
        None,
        "no analysis while the game goes on"
    );
}

#[test]
fn a_rated_game_needs_one_person_and_computers_only() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(rated(
        vec![SeatKind::Human, SeatKind::Human],
        RatedPick::Chosen,
    )));
    assert!(s.dialog_open());
    assert!(!s.board().is_rated());
    assert!(s
        .notices()
        .iter()
        .any(|n| n.message == PageMessage::RatedNeedsComputers));
}

#[test]
fn the_end_of_a_rated_game_counts_once_exactly_as_the_rating_crate_says() {
    for players in 2..=4 {
        let mut s = PageState::fresh(edition());
        let mut seats = vec![SeatKind::Human];
        seats.extend((1..players).map(|_| SeatKind::bot(Level::Easy)));
        s.apply(PageAction::Start(rated(seats, RatedPick::Chosen)));
        play_to_the_end(&mut s);
        let standings = s.game().standings();
        let place = |person: usize| {
            standings
                .iter()
                .find(|st| st.person == person)
                .unwrap()
                .place as u32
        };
        let expected = RatedResult::new(
            place(0),
            (1..players)
                .map(|p| Opponent::new("easy", 1000.0, place(p)))
                .collect(),
        );
        assert_eq!(s.ratings().games().len(), 1, "{players} players");
        assert_eq!(s.ratings().games()[0].result(), expected);
        assert_eq!(&s.ratings().games()[0].game, s.current_id());
        assert_eq!(
            s.ratings().rating(),
            Rating::default().after(&expected).unwrap()
        );
        let moved = s
            .notices()
            .iter()
            .any(|n| matches!(n.message, PageMessage::RatingMoved { .. }));
        assert!(moved, "the page says how the rating moved");
        let view = s.rating_view();
        assert_eq!(view.games, 1);
        assert!(view.provisional);
        assert_eq!(view.start, Rating::default().rating);
        let point = &view.points[0];
        assert_eq!(
            (point.number, point.players, point.kept),
            (1, players, true)
        );
        assert_eq!(point.levels, vec!["easy"; players - 1]);
        assert_eq!(
            point.won,
            expected.opponents.iter().all(|o| expected.place < o.place)
        );
        assert_eq!(view.tallies.len(), 1);
        let tally = &view.tallies[0];
        assert_eq!(tally.wins + tally.draws + tally.losses, players as u32 - 1);
        // Reopening the finished game counts nothing again.
        let epoch = s.ratings_epoch();
        let id = s.current_id().clone();
        s.apply(PageAction::OpenGame(id));
        assert_eq!(s.ratings_epoch(), epoch);
        assert_eq!(s.ratings().games().len(), 1);
        // The results are stored as they were kept.
        assert_eq!(decode_ratings(&s.ratings_text()).as_ref(), Ok(s.ratings()));
    }
}

#[test]
fn no_link_replaces_the_moves_of_a_rated_game() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(rated(
        vec![SeatKind::Human, SeatKind::bot(Level::Easy)],
        RatedPick::Chosen,
    )));
    click_first(&mut s);
    let rated_id = s.current_id().clone();
    let rated_line = s.game().moves().to_vec();
    // The same game carried on elsewhere, its link under the rated game's id.
    let mut elsewhere = s.game().clone();
    let mv = elsewhere.legal_moves()[0];
    elsewhere.play(mv).unwrap();
    let address = format!("{}.{}", encode_link(&elsewhere), rated_id);
    s.apply(PageAction::OpenLink(address));
    let kept = s.library().get(&rated_id).unwrap();
    assert_eq!(kept.saved.game.moves(), &rated_line[..]);
    assert!(kept.saved.rated);
    assert_ne!(
        s.current_id(),
        &rated_id,
        "the link opened as a game of its own"
    );
    assert!(!s.board().is_rated());
}

#[test]
fn results_travel_in_the_games_file_and_bad_stored_results_leave_the_games() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(rated(
        vec![SeatKind::Human, SeatKind::bot(Level::Easy)],
        RatedPick::Chosen,
    )));
    play_to_the_end(&mut s);
    let file = s.export_text();
    let mut other = PageState::fresh(edition());
    other.apply(PageAction::Import(file));
    assert_eq!(other.ratings(), s.ratings());
    assert!(other.library().get(s.current_id()).unwrap().saved.rated);
    // A damaged record of results is set aside; the games still load.
    let library = s.library_text();
    let stored = Stored {
        ratings: Some("{\"format\":\"blockness-ratings\",\"version\":1,\"games\":[{}]}"),
        ..Stored::library(&library)
    };
    let (booted, effects) = PageState::boot(edition(), "", stored);
    assert!(effects.set_aside_ratings);
    assert!(!effects.set_aside_library);
    assert_eq!(booted.library().entries().len(), 1);
    assert!(booted.ratings().games().is_empty());
    assert!(booted
        .notices()
        .iter()
        .any(|n| matches!(n.message, PageMessage::RatingsSetAside { .. })));
}

#[test]
fn the_rematch_of_a_rated_game_is_rated_against_the_same_levels() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(rated(
        vec![SeatKind::Human, SeatKind::bot(Level::Easy)],
        RatedPick::Chosen,
    )));
    play_to_the_end(&mut s);
    let first = s.current_id().clone();
    s.apply(PageAction::RematchOtherStarts);
    assert_ne!(s.current_id(), &first);
    assert!(s.board().is_rated());
    assert_eq!(
        s.board().seats(),
        [SeatKind::bot(Level::Easy), SeatKind::Human],
        "the computer starts"
    );
    assert!(s.game().rules().setup().swap());
    play_to_the_end(&mut s);
    assert_eq!(s.ratings().games().len(), 2);
    assert_eq!(
        s.ratings().games()[1].opponents[0].level,
        "easy",
        "the person sat second and still counts as the person"
    );
}

#[test]
fn an_imported_result_follows_its_game_to_the_id_it_is_kept_under() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(rated(
        vec![SeatKind::Human, SeatKind::bot(Level::Easy)],
        RatedPick::Chosen,
    )));
    play_to_the_end(&mut s);
    // Another device whose own game has the same id by chance.
    let mut other = PageState::fresh(edition());
    other.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green, Colour::Purple],
        seats: vec![SeatKind::Human; 3],
        expert: false,
        swap: false,
        rated: None,
    }));
    click_first(&mut other);
    let clash = other.current_id().clone();
    let file = s
        .export_text()
        .replace(s.current_id().as_str(), clash.as_str());
    other.apply(PageAction::Import(file));
    let result = &other.ratings().games()[0];
    assert_ne!(
        result.game, clash,
        "the clashing id stays with the game already here"
    );
    let kept = other.library().get(&result.game).unwrap();
    assert!(kept.saved.rated);
    assert_eq!(kept.saved.game.moves(), s.game().moves());
}
