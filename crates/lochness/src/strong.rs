//! The strong computer player. For each action it may take, it plays the rest of the game
//! out in games it cannot tell from the real one ([`SeatView::sample`]: the fragments nobody
//! has seen and the rolls to come dealt afresh), medium players taking every later decision,
//! and it takes the action that won most often. The same samples serve every action, so the
//! luck of the deal weighs on all of them alike. It reads the game only through a
//! [`SeatView`]: it cannot know the seed, the decks' order or the rolls to come.

use crate::bots::{better_arrangement, medium_choice, shortlist};
use crate::game::action::Action;
use crate::game::Game;
use crate::rng::Rng;
use crate::view::SeatView;

/// The games played out for one decision unless told otherwise: the command line's
/// `--budget` and the browser may choose another.
pub const DEFAULT_BUDGET: usize = 240;

/// The games played out for each action at the least, whatever the budget.
const LEAST_PER_ACTION: usize = 2;

/// The most actions one decision weighs. Past it (only the wave's 290 places for Nessie go
/// past it) the search weighs those medium rates best: every action costs at least
/// [`LEAST_PER_ACTION`] play-outs, and all 290 would keep a phone busy for seconds.
pub const MOST_WEIGHED: usize = 48;

/// Games a play-out may take before it is cut short (a game ends long before).
const PLAY_OUT_LIMIT: usize = 5_000;

/// The action the strong player takes for the seat whose view `view` is, when that seat
/// is to act, playing out about `budget` games in all. The same view, budget and seed
/// always give the same action.
pub fn strong(view: &SeatView, budget: usize, seed: u64) -> Option<Action> {
    let game = view.table();
    let seat = view.seat();
    if game.to_act() != Some(seat) {
        return None;
    }
    if let Some(column) = better_arrangement(&game.rulers()[seat]) {
        return Some(Action::Flip { seat, column });
    }
    // A roll, a single choice or the end: nothing to weigh.
    let legal = game.step_actions();
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let legal = shortlist(game, seat, legal, MOST_WEIGHED);
    let mut rng =
        Rng::new(seed ^ (game.actions().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    // Successive halving: every action still in the running is played out in the same new
    // deals each round, and the better half goes on, so the budget goes to the close calls.
    let rounds = usize::BITS - (legal.len() - 1).leading_zeros();
    let per_round = budget / rounds as usize;
    let mut running: Vec<(Action, f64)> = legal.iter().map(|&a| (a, 0.0)).collect();
    while running.len() > 1 {
        let deals: Vec<u64> = (0..(per_round / running.len()).max(LEAST_PER_ACTION))
            .map(|_| rng.next_u64())
            .collect();
        for (action, total) in running.iter_mut() {
            for &deal in &deals {
                let mut sample = view.sample(deal);
                if sample.apply(*action).is_err() {
                    *total = f64::MIN;
                    break;
                }
                play_out(&mut sample, deal);
                *total += worth(&sample, seat);
            }
        }
        // Best first; the list's order breaks ties, so the choice is the same every time.
        running.sort_by(|a, b| b.1.total_cmp(&a.1));
        running.truncate(running.len().div_ceil(2));
    }
    running.first().map(|&(action, _)| action)
}

/// Plays `game` to its end with medium players in every seat.
fn play_out(game: &mut Game, seed: u64) {
    for _ in 0..PLAY_OUT_LIMIT {
        let Some(action) = medium_choice(game, seed) else {
            return;
        };
        if game.apply(action).is_err() {
            return;
        }
    }
}

/// What the end of `game` is worth to `seat`: its share of the win, and a little for each
/// point it is ahead of the best other seat (or behind it), so that a lost game lost by
/// less still counts for something.
fn worth(game: &Game, seat: usize) -> f64 {
    let winners = game.winners().unwrap_or_default();
    let share = if winners.contains(&seat) {
        1.0 / winners.len() as f64
    } else {
        0.0
    };
    let scores = game.scores();
    let mine = f64::from(scores[seat].points);
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != seat)
        .map(|(_, score)| f64::from(score.points))
        .fold(0.0, f64::max);
    share + 0.05 * (mine - best_other)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::tests::under_way;

    #[test]
    fn the_same_public_game_with_another_hidden_part_gets_the_same_choice() {
        for (players, seed, actions) in [(2, 3, 12), (3, 8, 25), (4, 14, 33)] {
            let game = under_way(players, seed, actions);
            // The same table, with the unseen fragments and the rolls to come dealt otherwise.
            let other = game.with_hidden_dealt(Some(&mut Rng::new(seed + 1000)));
            assert_ne!(game.decks(), other.decks(), "the hidden parts differ");
            assert_eq!(
                serde_json::to_value(game.state()).unwrap()["decks"],
                serde_json::to_value(other.state()).unwrap()["decks"]
            );
            let Some(seat) = game.to_act() else {
                continue;
            };
            let choice = strong(&SeatView::of(&game, seat), 60, 7);
            assert_eq!(strong(&SeatView::of(&other, seat), 60, 7), choice);
            assert!(choice.is_some_and(|a| game.legal().contains(&a)));
        }
    }

    #[test]
    fn it_only_acts_for_its_own_seat_when_that_seat_is_to_act() {
        let game = under_way(2, 4, 20);
        let seat = game.to_act().unwrap();
        assert_eq!(strong(&SeatView::of(&game, 1 - seat), 60, 1), None);
    }
}
