//! The Loch Ness view's state, natively: clicks to a game's end, undo within a turn,
//! addresses, kept games read as untrusted input, bots, the die and Nessie's new place;
//! the four languages' words are in `sentences.rs`.

mod hint;
mod live_table;
mod sentences;
mod storage;
mod strong;
mod table_chance;

use blockness_lochness::{Action, Game, Kind, Level, Step};

use super::address::{self, AddressError};
use super::seat::SeatKind;
use super::view::{self, Standing};
use super::words::{self, Say};
use super::*;
use blockness_web_common::Lang;

fn fresh() -> LochState {
    LochState::boot("", Ok(None), "g1").0
}

fn started(players: usize, seats: Vec<SeatKind>, seed: u64) -> LochState {
    let mut state = fresh();
    assert!(state.apply(LochAction::Start {
        players,
        seats,
        seed,
        id: "g1".to_string(),
    }));
    state
}

/// Plays for the person to act as the browser test does: moves the first photographer
/// to a point picked by the action count, takes the first highlighted point otherwise,
/// keeps the first fragment that fills an empty slot.
fn click_first(state: &mut LochState) -> bool {
    let table = state.table().expect("a table");
    let game = table.game();
    let action = match game.step() {
        // Photographers wander (else each seat only ever sees its first points' kinds).
        Step::Move => {
            let points = table.point_targets();
            match table.chosen() {
                None => LochAction::ClickPoint(points[0]),
                Some(_) => LochAction::ClickPoint(points[game.actions().len() % points.len()]),
            }
        }
        Step::Setup | Step::PlaceSecond | Step::Relocate | Step::Withdraw => {
            LochAction::ClickPoint(table.point_targets()[0])
        }
        // Always the first head would leave Nessie boxed in at an inlet's tip: the browser
        // test picks by the action count too.
        Step::Swim if table.swim_preview().is_some() => LochAction::SetNessie,
        Step::Swim => {
            let cells = table.cell_targets();
            LochAction::ClickCell(cells[game.actions().len() % cells.len()])
        }
        Step::Roll => LochAction::Act(Action::Roll),
        Step::BumpDraw => {
            let deck = view::decks(table)
                .into_iter()
                .find(|d| d.legal)
                .unwrap()
                .kind;
            LochAction::Act(Action::Draw { deck })
        }
        // The first keep that fills an empty slot, as the browser test plays.
        Step::Keep => view::hand(table)
            .unwrap()
            .fragments
            .iter()
            .find_map(|f| {
                let row = if f.replaces_upper.is_none() {
                    blockness_lochness::Row::Upper
                } else if f.replaces_lower.is_none() {
                    blockness_lochness::Row::Lower
                } else {
                    return None;
                };
                Some(LochAction::Act(Action::Keep {
                    index: f.index,
                    row,
                }))
            })
            .unwrap_or(LochAction::Act(Action::Discard)),
        // The table deals its draws itself: a person is never asked for one.
        Step::Over | Step::Chance => return false,
    };
    state.apply(action)
}

#[test]
fn a_new_device_opens_the_new_game_screen() {
    let state = fresh();
    assert!(state.new_game_open());
    assert!(state.table().is_none());
    assert_eq!(state.address().as_deref(), Some("l/"));
}

#[test]
fn two_people_play_to_the_end_by_clicks_and_the_engine_scores_it() {
    let mut state = started(2, vec![SeatKind::Human; 2], 7);
    let mut clicks = 0;
    while click_first(&mut state) {
        clicks += 1;
        assert!(
            clicks < 5000,
            "the game ends: {}",
            serde_json::to_string(&state.game().unwrap().state()).unwrap()
        );
    }
    let table = state.table().unwrap();
    let game = table.game();
    assert!(game.is_over());
    let replayed = Game::replay(game.setup(), game.actions()).unwrap();
    assert_eq!(replayed.scores(), game.scores());
    let rulers = view::rulers(table);
    assert_eq!(
        rulers.iter().map(|r| r.score).collect::<Vec<_>>(),
        game.scores()
    );
    assert_eq!(
        view::standing(table),
        Standing::Over {
            winners: game.winners().unwrap()
        }
    );
    assert!(state.saved().current().unwrap().over);
}

#[test]
fn a_move_takes_two_clicks_and_undo_stops_at_the_roll() {
    let mut state = started(2, vec![SeatKind::Human; 2], 3);
    while state.game().unwrap().step() == Step::Setup {
        assert!(click_first(&mut state));
    }
    assert!(!state.table().unwrap().can_undo(), "placements are final");
    let own = state.game().unwrap().photographers()[0][0];
    assert!(state.apply(LochAction::ClickPoint(own)));
    assert_eq!(state.table().unwrap().chosen(), Some(own));
    let targets = state.table().unwrap().point_targets();
    assert!(!targets.contains(&own));
    let before = state.game().unwrap().actions().len();
    assert!(state.apply(LochAction::ClickPoint(targets[0])));
    assert_eq!(state.game().unwrap().actions().len(), before + 1);
    assert!(state.table().unwrap().can_undo());
    assert!(state.apply(LochAction::Undo));
    assert_eq!(state.game().unwrap().actions().len(), before);
    assert_eq!(state.game().unwrap().step(), Step::Move);
    // A flip counts as an action of the turn and is undone like one.
    assert!(state.apply(LochAction::Act(Action::Pass)));
    assert!(state.apply(LochAction::Act(Action::Roll)));
    assert!(state.table().unwrap().rolling());
    assert!(!state.table().unwrap().can_undo(), "the roll is final");
    assert!(!state.apply(LochAction::Undo));
    assert!(state.apply(LochAction::DieSettled));
    assert!(!state.table().unwrap().rolling());
}

#[test]
fn nessie_is_set_down_head_first_among_the_engine_destinations() {
    let mut state = started(2, vec![SeatKind::Human; 2], 12);
    while state.game().unwrap().step() != Step::Swim {
        assert!(click_first(&mut state));
    }
    let destinations = state.game().unwrap().destinations();
    let heads = state.table().unwrap().cell_targets();
    let mut expected: Vec<usize> = destinations.iter().map(|n| n.head).collect();
    expected.sort_unstable();
    expected.dedup();
    assert_eq!(heads, expected);
    let table = state.table().unwrap();
    let lake = view::lake(table, &super::hint::hint_marks(table));
    assert_eq!(
        lake.cells.iter().filter(|c| c.target).count(),
        expected.len()
    );
    while state.game().unwrap().step() == Step::Swim {
        assert!(click_first(&mut state));
    }
    assert!(destinations.contains(&state.game().unwrap().nessie()));
}

#[test]
fn a_click_that_offers_nothing_changes_nothing() {
    let mut state = started(2, vec![SeatKind::Human; 2], 1);
    let occupied_later = state.table().unwrap().point_targets()[0];
    assert!(state.apply(LochAction::ClickPoint(occupied_later)));
    let revision = state.revision();
    assert!(!state.apply(LochAction::ClickPoint(occupied_later)));
    assert!(!state.apply(LochAction::ClickCell(0)));
    assert!(!state.apply(LochAction::Act(Action::Roll)));
    assert_eq!(state.revision(), revision);
}

#[test]
fn the_address_round_trips_the_game_and_its_seats() {
    let seats = vec![SeatKind::Human, SeatKind::bot(Level::Easy), SeatKind::Human];
    let mut state = started(3, seats.clone(), 99);
    for _ in 0..30 {
        if state.table().unwrap().bot_to_act().is_some() {
            assert!(state.apply(LochAction::BotMove));
        } else {
            assert!(click_first(&mut state));
        }
    }
    let hash = state.address().unwrap();
    assert!(hash.starts_with("l/1") && hash.ends_with("~heh"));
    let (opened, _) = LochState::boot(&format!("#{hash}"), Ok(None), "other");
    let (a, b) = (opened.game().unwrap(), state.game().unwrap());
    assert_eq!(a.actions(), b.actions());
    assert_eq!(opened.table().unwrap().seats(), &seats[..]);
    assert_eq!(a.step(), b.step());
}

#[test]
fn broken_links_are_refused_and_change_nothing() {
    let mut state = started(2, vec![SeatKind::Human; 2], 5);
    click_first(&mut state);
    let stored = state.store_text().unwrap();
    for hash in ["#l/zz*", "#l/1AAAA~q", "#l/1", "#l/1Ag~lh"] {
        let (opened, effects) = LochState::boot(hash, Ok(Some(stored.clone())), "new");
        assert!(!effects.set_aside);
        assert!(
            matches!(opened.notices(), [Note::LinkRefused(_)]),
            "{hash}: {:?}",
            opened.notices()
        );
        assert_eq!(opened.store_text().unwrap(), stored, "{hash}");
        assert_eq!(opened.address(), None, "the link stays in the address");
        assert_eq!(
            opened.game().unwrap().actions(),
            state.game().unwrap().actions()
        );
    }
    assert!(matches!(
        address::read("#l/1Ag~lh"),
        Err(AddressError::Seats(_)) | Err(AddressError::Link(_))
    ));
    assert_eq!(
        address::read("l/").map(|a| a.link),
        Err(AddressError::Empty)
    );
}

#[test]
fn a_link_of_another_game_keeps_the_game_in_progress() {
    let mut mine = started(2, vec![SeatKind::Human; 2], 5);
    click_first(&mut mine);
    let other = started(3, vec![SeatKind::Human; 3], 8);
    let hash = format!("#{}", other.address().unwrap());
    let (mut opened, _) = LochState::boot(&hash, Ok(Some(mine.store_text().unwrap())), "g2");
    assert_eq!(opened.saved().entries().len(), 2);
    assert!(opened.notices().contains(&Note::OtherGameKept));
    assert_eq!(opened.game().unwrap().setup().players, 3);
    assert!(opened.apply(LochAction::Resume("g1".to_string())));
    assert_eq!(
        opened.game().unwrap().actions(),
        mine.game().unwrap().actions()
    );
    // The same link opened again resumes its game instead of adding a copy.
    let (again, _) = LochState::boot(&hash, Ok(Some(opened.store_text().unwrap())), "g3");
    assert_eq!(again.saved().entries().len(), 2);
    assert_eq!(again.table().unwrap().id(), "g2");
}

#[test]
fn a_bot_seat_plays_by_itself_the_same_way_each_time() {
    let seats = vec![SeatKind::bot(Level::Medium), SeatKind::bot(Level::Easy)];
    let mut a = started(2, seats.clone(), 21);
    let mut b = started(2, seats, 21);
    assert!(!a.apply(LochAction::ClickPoint(0)), "no clicks for a bot");
    while a.apply(LochAction::BotMove) {
        assert!(b.apply(LochAction::BotMove));
    }
    assert!(a.game().unwrap().is_over());
    assert_eq!(a.game().unwrap().actions(), b.game().unwrap().actions());
}

#[test]
fn a_rung_between_two_levels_plays_to_the_end_and_is_kept_in_the_address() {
    let steady = SeatKind::Bot(blockness_lochness::ladder::STEPS[3]);
    let mut a = started(2, vec![steady; 2], 8);
    let mut b = started(2, vec![steady; 2], 8);
    while a.apply(LochAction::BotMove) {
        assert!(b.apply(LochAction::BotMove));
    }
    assert!(a.game().unwrap().is_over());
    assert_eq!(a.game().unwrap().actions(), b.game().unwrap().actions());
    let address = a.address().unwrap();
    assert!(address.ends_with("~44"), "{address}");
}

#[test]
fn flips_are_offered_on_a_person_ruler_only() {
    let seats = vec![SeatKind::Human, SeatKind::bot(Level::Easy)];
    let mut state = started(2, seats, 2);
    for _ in 0..400 {
        let table = state.table().unwrap();
        if view::rulers(table)[0].flips.iter().any(|&f| f) {
            break;
        }
        if table.bot_to_act().is_some() {
            state.apply(LochAction::BotMove);
        } else if !click_first(&mut state) {
            break;
        }
    }
    let rulers = view::rulers(state.table().unwrap());
    assert!(rulers[1].flips.iter().all(|&f| !f));
    let column = Kind::ALL[rulers[0].flips.iter().position(|&f| f).unwrap()];
    let taken = state.game().unwrap().actions().len();
    assert!(state.apply(LochAction::Act(Action::Flip { seat: 0, column })));
    assert_eq!(state.game().unwrap().actions().len(), taken + 1);
    assert!(!state.apply(LochAction::Act(Action::Flip { seat: 1, column })));
}

#[test]
fn undo_takes_its_lines_out_of_the_log() {
    let mut state = started(2, vec![SeatKind::Human; 2], 3);
    while state.game().unwrap().step() != Step::Move {
        assert!(click_first(&mut state));
    }
    let before = state.table().unwrap().log().to_vec();
    assert!(click_first(&mut state));
    assert!(click_first(&mut state));
    assert!(state.table().unwrap().log().len() > before.len());
    assert!(state.apply(LochAction::Undo));
    assert_eq!(state.table().unwrap().log(), before.as_slice());
}

#[test]
fn the_die_keeps_each_roll_until_the_next() {
    use view::DieFace;
    let mut state = started(2, vec![SeatKind::Human; 2], 9);
    // Who rolled last and what, as the game says at each roll.
    let mut last: Option<(usize, blockness_lochness::Die)> = None;
    let (mut seen_roll, mut seen_kept) = (false, false);
    for _ in 0..400 {
        let table = state.table().unwrap();
        let game = table.game();
        let face = view::die(table);
        match (game.step(), last) {
            (Step::Swim, _) => {
                assert_eq!(face, DieFace::Rolled(game.die().unwrap()));
                seen_roll = true;
            }
            (Step::Roll, None) => assert_eq!(face, DieFace::Waiting),
            (Step::Roll, Some((seat, die))) => {
                assert_eq!(
                    face,
                    DieFace::Earlier {
                        seat,
                        die,
                        waiting: true
                    }
                );
                seen_kept = true;
            }
            (Step::Move | Step::Setup, None) => assert_eq!(face, DieFace::Idle),
            (Step::Move, Some((seat, die))) => {
                assert_eq!(
                    face,
                    DieFace::Earlier {
                        seat,
                        die,
                        waiting: false
                    }
                )
            }
            _ => {}
        }
        let roller = (game.step() == Step::Roll).then(|| game.to_act()).flatten();
        if !click_first(&mut state) {
            break;
        }
        if let Some(seat) = roller {
            last = Some((seat, state.game().unwrap().die().unwrap()));
        }
    }
    assert!(seen_roll && seen_kept);
}

#[test]
fn the_computers_moves_at_once_stop_at_a_person() {
    let mut state = started(2, vec![SeatKind::Human, SeatKind::bot(Level::Easy)], 5);
    assert!(
        !state.apply(LochAction::BotsAtOnce),
        "nothing to do on the person's turn"
    );
    // The person acts until the computer is to act, then its moves come at once.
    while state.table().unwrap().bot_to_act().is_none() {
        assert!(click_first(&mut state));
    }
    let before = state.game().unwrap().actions().len();
    assert!(state.apply(LochAction::BotsAtOnce));
    let table = state.table().unwrap();
    assert!(table.game().actions().len() > before);
    assert!(table.bot_to_act().is_none());
    assert!(table.person_to_act().is_some() || table.game().step() == Step::Over);
    assert!(!table.rolling(), "the die rests on the last roll");
}

#[test]
fn a_table_of_computers_goes_at_most_so_far_at_once() {
    let mut state = started(2, vec![SeatKind::bot(Level::Easy); 2], 5);
    assert!(state.apply(LochAction::BotsAtOnce));
    let game = state.game().unwrap();
    assert!(game.actions().len() == BOTS_AT_ONCE || game.step() == Step::Over);
}

#[test]
fn nessie_is_shown_where_the_cells_picked_put_her_before_she_is_set() {
    let mut state = started(2, vec![SeatKind::Human; 2], 9);
    while state.game().unwrap().step() != Step::Swim {
        assert!(click_first(&mut state));
    }
    let actions = state.game().unwrap().actions().len();
    // Cells are picked until one place is left: she is shown there, nothing is played yet.
    while state.table().unwrap().swim_preview().is_none() {
        let cell = state.table().unwrap().cell_targets()[0];
        assert!(state.apply(LochAction::ClickCell(cell)));
    }
    let table = state.table().unwrap();
    let shown = table.swim_preview().unwrap();
    assert_eq!(table.game().actions().len(), actions);
    assert!(table.cell_targets().is_empty());
    assert!(table.game().destinations().contains(&shown));
    assert!(shown.cells().starts_with(table.swim_picked()));
    let preview = view::swim_preview(table).unwrap();
    let game = table.game();
    for &(seat, point, seen) in &preview.photos {
        assert!(game.photographers()[seat].contains(&point));
        assert_eq!(seen, shown.pieces_on(&game.board().points()[point].sees));
    }
    // Choosing again drops her; picked again and set, she lies there.
    assert!(state.apply(LochAction::ClearChoice));
    assert!(state.table().unwrap().swim_preview().is_none());
    while state.table().unwrap().swim_preview().is_none() {
        let cell = state.table().unwrap().cell_targets()[0];
        assert!(state.apply(LochAction::ClickCell(cell)));
    }
    assert!(state.apply(LochAction::SetNessie));
    assert_eq!(state.game().unwrap().nessie(), shown);
    assert_eq!(state.game().unwrap().actions().len(), actions + 1);
    assert!(!state.apply(LochAction::SetNessie), "nothing left to set");
}
