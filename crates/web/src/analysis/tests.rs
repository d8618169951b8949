use std::sync::Arc;

use blockness_bot_worker::answer_analysis;
use blockness_bots::analysis::{Label, PlyAnalysis};
use blockness_bots::{Budget, SystemClock};
use blockness_core::{Colour, Edition, Game, GameId, Setup};
use blockness_worker_messages::AnalysisReply;

use super::cache::{AnalysisCache, CacheError, MAX_GAMES};
use super::graph::{graph, hundredths};
use super::marks::{board_key, ghost, move_marks, next_marked, wash, BoardKey};
use super::*;
use blockness_web_board::board::BoardState;

fn game(players: usize, moves: usize) -> Game {
    let edition = Arc::new(Edition::lochside_v1());
    let mut game = Game::new(
        Arc::clone(&edition),
        Setup::new(&edition, players, None, false).unwrap(),
    );
    for i in 0..moves {
        let legal = game.legal_moves();
        game.play(legal[(i * 7) % legal.len()]).unwrap();
    }
    game
}

/// A game's id in these tests.
fn id(name: &str) -> GameId {
    name.parse().expect("a game id")
}

/// What the worker would answer, with a small budget so the tests stay quick.
fn worker_answer(message: &blockness_worker_messages::AnalyseMessage) -> AnalysisReply {
    let mut request = message.analyse.clone();
    request.settings.budget = Budget::nodes(500);
    let mut reply = answer_analysis(&request, &SystemClock::new());
    reply.id = message.analyse.id;
    reply
}

fn run_to_end(analysis: &mut PageAnalysis, game: &Game) -> usize {
    let mut asked = 0;
    while let Some(message) = analysis.request() {
        asked += 1;
        let reply = worker_answer(&message);
        assert_eq!(
            analysis.apply(AnalysisAction::Answer(reply), game),
            Some(Received::Added)
        );
    }
    asked
}

#[test]
fn plies_are_asked_one_at_a_time_in_order_and_progress_follows() {
    let game = game(2, 6);
    let mut analysis = PageAnalysis::default();
    analysis.sync(&id("gameone"), &game);
    assert_eq!(analysis.progress(&game), Progress::Idle);
    assert!(analysis.request().is_none());
    analysis.apply(AnalysisAction::Start, &game);
    let first = analysis.request().unwrap();
    assert_eq!(first.analyse.ply, 1);
    assert_eq!(first.analyse.settings, settings_for(&game));
    assert_eq!(
        analysis.progress(&game),
        Progress::Running { done: 0, total: 6 }
    );
    let reply = worker_answer(&first);
    analysis.apply(AnalysisAction::Answer(reply.clone()), &game);
    let second = analysis.request().unwrap();
    assert_eq!(second.analyse.ply, 2);
    assert_ne!(second.analyse.id, first.analyse.id);
    // The same answer again is stale.
    assert_eq!(
        analysis.apply(AnalysisAction::Answer(reply), &game),
        Some(Received::Stale)
    );
    assert_eq!(run_to_end(&mut analysis, &game), 5);
    assert_eq!(analysis.progress(&game), Progress::Done);
    assert_eq!(analysis.plies_for(&game).len(), 6);
    assert_eq!(analysis.cache().len(), 1);
}

#[test]
fn a_cancelled_analysis_drops_late_answers_and_resumes_where_it_stopped() {
    let game = game(2, 5);
    let mut analysis = PageAnalysis::default();
    analysis.sync(&id("gameone"), &game);
    analysis.apply(AnalysisAction::Start, &game);
    let first = analysis.request().unwrap();
    analysis.apply(AnalysisAction::Answer(worker_answer(&first)), &game);
    let second = analysis.request().unwrap();
    analysis.apply(AnalysisAction::Cancel, &game);
    assert!(analysis.request().is_none());
    assert!(!analysis.is_running());
    assert_eq!(
        analysis.progress(&game),
        Progress::Stopped { done: 1, total: 5 }
    );
    assert_eq!(
        analysis.apply(AnalysisAction::Answer(worker_answer(&second)), &game),
        Some(Received::Stale)
    );
    analysis.apply(AnalysisAction::Start, &game);
    assert_eq!(analysis.request().unwrap().analyse.ply, 2);
}

#[test]
fn a_reload_finds_the_analysis_in_the_cache_and_asks_nothing() {
    let game = game(2, 4);
    let mut analysis = PageAnalysis::default();
    analysis.sync(&id("gameone"), &game);
    analysis.apply(AnalysisAction::Start, &game);
    run_to_end(&mut analysis, &game);
    let text = analysis.cache_text();

    let mut reloaded = PageAnalysis::default();
    reloaded.read_cache(Some(&text)).unwrap();
    reloaded.sync(&id("gameone"), &game);
    assert_eq!(reloaded.progress(&game), Progress::Done);
    assert_eq!(reloaded.plies_for(&game), analysis.plies_for(&game));
    reloaded.apply(AnalysisAction::Start, &game);
    assert!(reloaded.request().is_none());
}

#[test]
fn more_moves_keep_the_plies_already_known() {
    let short = game(2, 3);
    let long = game(2, 5);
    assert_eq!(&long.moves()[..3], short.moves());
    let mut analysis = PageAnalysis::default();
    analysis.sync(&id("gameone"), &short);
    analysis.apply(AnalysisAction::Start, &short);
    run_to_end(&mut analysis, &short);
    analysis.sync(&id("gameone"), &long);
    assert_eq!(analysis.plies_for(&long).len(), 3);
    assert_eq!(
        analysis.progress(&long),
        Progress::Stopped { done: 3, total: 3 }
    );
    analysis.apply(AnalysisAction::Start, &long);
    assert_eq!(analysis.request().unwrap().analyse.ply, 4);
    // Another game altogether: nothing of the first is shown.
    let other = game(3, 2);
    analysis.sync(&id("gametwo"), &other);
    assert!(analysis.plies_for(&other).is_empty());
    assert_eq!(analysis.progress(&other), Progress::Idle);
}

#[test]
fn another_game_shows_nothing_of_the_analysis_before_even_from_the_same_first_moves() {
    let analysed = game(2, 5);
    let mut other = game(2, 3);
    let fourth = *other
        .legal_moves()
        .iter()
        .find(|&&mv| mv != analysed.moves()[3])
        .expect("another fourth move");
    other.play(fourth).unwrap();
    let mut analysis = PageAnalysis::default();
    analysis.sync(&id("analysed"), &analysed);
    analysis.apply(AnalysisAction::Start, &analysed);
    run_to_end(&mut analysis, &analysed);
    analysis.apply(AnalysisAction::ShowBest(true), &analysed);
    analysis.apply(AnalysisAction::ShowTerritory(true), &analysed);
    // The other game, opened from the list: none of the plies both games share, no
    // progress of the game before, and its drawings off.
    analysis.sync(&id("othergame"), &other);
    assert!(analysis.plies_for(&other).is_empty());
    assert_eq!(analysis.progress(&other), Progress::Idle);
    assert!(!analysis.show_best() && !analysis.territory());
    // Back to the analysed game: its own analysis, from the device, drawings still off.
    analysis.sync(&id("analysed"), &analysed);
    assert_eq!(analysis.plies_for(&analysed).len(), 5);
    assert_eq!(analysis.progress(&analysed), Progress::Done);
    assert!(!analysis.show_best() && !analysis.territory());
    // Within one game, an undo keeps what the moves left share.
    analysis.sync(&id("analysed"), &game(2, 3));
    assert_eq!(analysis.plies_for(&game(2, 3)).len(), 3);
}

#[test]
fn a_refusal_is_reported_once() {
    let game = game(2, 2);
    let mut analysis = PageAnalysis::default();
    analysis.apply(AnalysisAction::Start, &game);
    let id = analysis.request().unwrap().analyse.id;
    let refusal = AnalysisReply::refusal(id, 1, "no");
    assert_eq!(
        analysis.apply(AnalysisAction::Answer(refusal.clone()), &game),
        Some(Received::Failed("no".into()))
    );
    assert_eq!(analysis.progress(&game), Progress::Failed("no".into()));
    assert_eq!(
        analysis.apply(AnalysisAction::Answer(refusal), &game),
        Some(Received::Stale)
    );
}

fn analysed(game: &Game) -> Vec<PlyAnalysis> {
    let mut analysis = PageAnalysis::default();
    analysis.apply(AnalysisAction::Start, game);
    run_to_end(&mut analysis, game);
    analysis.plies_for(game).to_vec()
}

#[test]
fn unreadable_stored_text_is_refused_and_bad_entries_dropped() {
    assert!(matches!(
        AnalysisCache::decode("not json"),
        Err(CacheError::Unreadable(_))
    ));
    assert_eq!(
        AnalysisCache::decode(r#"{"format": "other", "version": 1, "games": []}"#),
        Err(CacheError::Format("other".into()))
    );
    assert_eq!(
        AnalysisCache::decode(r#"{"format": "blockness-analysis", "version": 9, "games": []}"#),
        Err(CacheError::Version(9))
    );
    let game = game(2, 3);
    let mut plies = analysed(&game);
    let settings = settings_for(&game);
    let link = blockness_core::encode_link(&game);
    let mut cache = AnalysisCache::default();
    cache.put(&link, &settings, &plies);
    plies.swap(0, 1);
    cache.put("other", &settings, &plies);
    let read = AnalysisCache::decode(&cache.encode()).unwrap();
    assert_eq!(read.len(), 1);
    assert_eq!(read.get(&link, &game, &settings).len(), 3);
    // Plies whose moves are not the game's are not used.
    let another = self::game(2, 4);
    assert!(read
        .get(&link, &another, &settings)
        .iter()
        .all(|p| another.moves()[p.ply - 1] == p.mv));
}

#[test]
fn the_cache_keeps_the_most_recent_games() {
    let game = game(2, 1);
    let plies = analysed(&game);
    let settings = settings_for(&game);
    let mut cache = AnalysisCache::default();
    for i in 0..MAX_GAMES + 3 {
        cache.put(&format!("link{i}"), &settings, &plies);
    }
    cache.put("link5", &settings, &plies);
    assert_eq!(cache.len(), MAX_GAMES);
    let text = cache.encode();
    assert!(!text.contains("\"link0\""));
    assert!(text.contains("\"link5\""));
    assert!(text.ends_with("}]}"));
}

#[test]
fn the_graph_has_one_point_per_ply_and_marks_by_label() {
    let game = game(2, 6);
    let plies = analysed(&game);
    let colours = game.rules().setup().colours().to_vec();
    let model = graph(&plies[..4], 6, &colours, 2);
    assert_eq!(model.points.len(), 4);
    assert_eq!(model.lines.len(), 1);
    assert!(model.fill.is_some());
    assert!(model.cursor.is_some());
    let xs: Vec<f64> = model.points.iter().map(|p| p.x).collect();
    assert!(xs.windows(2).all(|w| w[0] < w[1]));
    // Two players: the value is the margin from the first seat's side.
    for (point, ply) in model.points.iter().zip(&plies) {
        assert_eq!(Some(point.value), ply.margin_for(0));
    }
    let four = self::game(4, 8);
    let plies = analysed(&four);
    let colours = four.rules().setup().colours().to_vec();
    let model = graph(&plies, 8, &colours, 8);
    assert_eq!(model.lines.len(), 4);
    assert!(model.fill.is_none());
    assert_eq!(model.points.len(), 8);
    assert!(model.points.iter().all(|p| (1.0..=4.0).contains(&p.value)));
}

#[test]
fn shapes_differ_by_label() {
    use super::graph::shape_path;
    let labels = [
        Label::Best,
        Label::Good,
        Label::Inaccuracy,
        Label::Mistake,
        Label::Blunder,
    ];
    let shapes: std::collections::BTreeSet<String> =
        labels.iter().map(|l| shape_path(*l, 10.0, 10.0)).collect();
    assert_eq!(shapes.len(), labels.len());
}

#[test]
fn numbers_are_written_with_two_decimals() {
    assert_eq!(hundredths(2.034, ".", true), "+2.03");
    assert_eq!(hundredths(-1.0, ",", true), "\u{2212}1,00");
    assert_eq!(hundredths(0.0, ".", true), "0.00");
    assert_eq!(hundredths(0.5, ".", false), "0.50");
}

fn marked(mut plies: Vec<PlyAnalysis>, at: usize, label: Label) -> Vec<PlyAnalysis> {
    plies[at].label = label;
    plies[at].loss = 2.5;
    plies
}

#[test]
fn marked_moves_get_a_ghost_best_move_and_next_mistake_finds_them() {
    let game = game(2, 6);
    let mut plies = analysed(&game);
    // Whatever the engine made of this game, pretend every move was the best but ply 4,
    // a blunder with another best move.
    for p in &mut plies {
        p.label = Label::Best;
    }
    let mut plies = marked(plies, 3, Label::Blunder);
    let other = game
        .position_at(3)
        .map(|_| {
            let mut g = game.clone();
            while g.moves().len() > 3 {
                g.undo();
            }
            g.legal_moves()
                .into_iter()
                .find(|m| *m != game.moves()[3])
                .unwrap()
        })
        .unwrap();
    plies[3].best = other;
    let marks = move_marks(&plies);
    assert_eq!(marks[3], Some(Label::Blunder));
    assert!(marks.iter().enumerate().all(|(i, m)| i == 3 || m.is_none()));

    let mut board = BoardState::new(game.clone(), Vec::new(), Vec::new());
    board.apply(blockness_web_board::board::BoardAction::ViewAt(4));
    let arch = ghost(&board, &plies, false).expect("a ghost at the blunder");
    assert_eq!((arch.from, arch.to), other.placement().unwrap());
    board.apply(blockness_web_board::board::BoardAction::ViewAt(2));
    assert_eq!(ghost(&board, &plies, false), None);

    let mut calm = plies.clone();
    for p in &mut calm {
        p.label = Label::Best;
    }
    assert_eq!(next_marked(&calm, 0), None);
    calm[3].label = Label::Blunder;
    calm[1].label = Label::Inaccuracy;
    assert_eq!(next_marked(&calm, 0), Some(2));
    assert_eq!(next_marked(&calm, 2), Some(4));
    // After the last marked move, back to the first.
    assert_eq!(next_marked(&calm, 4), Some(2));
}

#[test]
fn the_wash_covers_free_holes_only() {
    let game = game(2, 4);
    let board = BoardState::new(game.clone(), Vec::new(), Vec::new());
    let cells = wash(&board);
    assert!(!cells.is_empty());
    let colours = game.rules().setup().colours();
    for c in &cells {
        assert!(game.rules().is_active(c.cell));
        assert!(c.colour.is_none_or(|colour| colours.contains(&colour)));
        assert!(!game
            .segments()
            .iter()
            .any(|s| s.covers(c.cell) && (s.from == c.cell || s.to == c.cell)));
    }
}

#[test]
fn the_board_key_lists_what_the_analysis_draws_and_nothing_else() {
    use blockness_web_board::board::view::board_model;
    let game = game(2, 4);
    let board = BoardState::new(game.clone(), Vec::new(), Vec::new());
    let plain = board_model(&board);
    assert_eq!(board_key(&plain), BoardKey::default());
    let cells = wash(&board);
    let mut washed = plain.clone();
    washed.wash = cells.clone();
    let key = board_key(&washed);
    let mut used: Vec<Colour> = cells.iter().filter_map(|c| c.colour).collect();
    used.sort_by_key(|c| c.index());
    used.dedup();
    assert_eq!(key.territory, used);
    assert_eq!(key.contested, cells.iter().any(|c| c.colour.is_none()));
    assert_eq!(key.ghost, None);
    // A ghost is keyed in its colour.
    washed.ghost = Some(blockness_web_board::board::view::ArchView {
        colour: Colour::Green,
        height: 3,
        from: blockness_core::Cell::new(4, 4),
        to: blockness_core::Cell::new(4, 6),
        last: false,
        by_bot: false,
        statue: false,
    });
    assert_eq!(board_key(&washed).ghost, Some(Colour::Green));
}

#[test]
fn the_graph_numbers_its_moves_and_keys_what_it_draws() {
    use super::graph::{key, move_ticks, KeyEntry};
    let ticks = |total: usize| -> Vec<usize> { move_ticks(total).iter().map(|m| m.ply).collect() };
    assert_eq!(ticks(8), (1..=8).collect::<Vec<_>>());
    assert_eq!(ticks(15), vec![1, 2, 4, 6, 8, 10, 12, 14]);
    assert_eq!(ticks(35), vec![1, 5, 10, 15, 20, 25, 30, 35]);
    assert!(ticks(0).is_empty());

    let game = game(2, 6);
    let plies = marked(analysed(&game), 3, Label::Blunder);
    let colours = game.rules().setup().colours().to_vec();
    let model = graph(&plies, 6, &colours, 2);
    // Each move number stands under its point.
    for tick in &model.moves {
        let point = &model.points[tick.ply - 1];
        assert_eq!(tick.x, point.x);
    }
    let entries = key(&model);
    assert_eq!(
        entries[..4],
        [
            KeyEntry::Ahead(colours[0]),
            KeyEntry::Ahead(colours[1]),
            KeyEntry::Level,
            KeyEntry::Cursor
        ]
    );
    let mut labels: Vec<Label> = model.points.iter().map(|p| p.label).collect();
    labels.sort();
    labels.dedup();
    assert_eq!(
        entries[4..],
        labels.into_iter().map(KeyEntry::Mark).collect::<Vec<_>>()[..]
    );
    assert!(entries.contains(&KeyEntry::Mark(Label::Blunder)));
    assert_eq!(KeyEntry::Mark(Label::Blunder).name(), "label-blunder");
    // At the start no cursor is drawn, so none is keyed; four players key a line each.
    assert!(!key(&graph(&plies, 6, &colours, 0)).contains(&KeyEntry::Cursor));
    let four = self::game(4, 4);
    let plies = analysed(&four);
    let colours = four.rules().setup().colours().to_vec();
    let entries = key(&graph(&plies, 4, &colours, 4));
    for colour in &colours {
        assert!(entries.contains(&KeyEntry::Line(*colour)));
    }
    assert!(!entries.contains(&KeyEntry::Level));
}
