//! The easy (random, with a little sense) and medium (one-ply greedy) computer players;
//! [`crate::level`] asks them, or the strong one ([`crate::strong`], games played out by
//! medium players), for an action. All are
//! pure functions of the game and a seed, with no threads and no clock, so they run the
//! same natively and in the browser.

use crate::fragments::Kind;
use crate::game::action::{Action, Step};
use crate::game::Game;
use crate::nessie::{swims_up_to, Nessie};
use crate::rng::Rng;
use crate::ruler::{Row, Ruler};

/// The random source of an easy or medium decision: the seed, stirred by the actions played.
fn seeded(game: &Game, seed: u64) -> Rng {
    Rng::new(seed ^ (game.actions().len() as u64).wrapping_mul(0xA24B_AED4_963E_E407))
}

/// The easy player's action for the seat to act, or `None` when the game is over.
pub(crate) fn easy_choice(game: &Game, seed: u64) -> Option<Action> {
    let seat = game.to_act()?;
    // Every level picks from the legal list; this fallback only guards against a slip.
    easy(game, seat, &mut seeded(game, seed)).or_else(|| game.step_actions().first().copied())
}

/// The medium player's action for the seat to act, or `None` when the game is over.
pub(crate) fn medium_choice(game: &Game, seed: u64) -> Option<Action> {
    let seat = game.to_act()?;
    medium(game, seat, &mut seeded(game, seed)).or_else(|| game.step_actions().first().copied())
}

fn pick<T: Copy>(list: &[T], rng: &mut Rng) -> Option<T> {
    if list.is_empty() {
        None
    } else {
        Some(list[rng.below(list.len())])
    }
}

fn easy(game: &Game, seat: usize, rng: &mut Rng) -> Option<Action> {
    let legal = game.step_actions();
    match game.step() {
        Step::Move if rng.below(2) == 0 => Some(Action::Pass),
        Step::BumpDraw => {
            let ruler = &game.rulers()[seat];
            let wanted: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Draw { deck } if ruler.empty_in(*deck) > 0))
                .collect();
            pick(&wanted, rng).or_else(|| pick(&legal, rng))
        }
        Step::Keep => {
            let ruler = &game.rulers()[seat];
            for (index, fragment) in game.hand().iter().enumerate() {
                for row in [Row::Upper, Row::Lower] {
                    if ruler.slot(row, fragment.kind).is_none() {
                        return Some(Action::Keep { index, row });
                    }
                }
            }
            Some(Action::Discard)
        }
        Step::Swim if rng.below(2) == 0 => {
            // Half the time, the place where its own photographers see most of Nessie.
            let seen = |a: &Action| match a {
                Action::Swim { nessie } => game.photographers()[seat]
                    .iter()
                    .filter_map(|&p| game.board().point(p))
                    .map(|p| nessie.pieces_on(&p.sees))
                    .sum::<usize>() as f64,
                _ => f64::MIN,
            };
            best_by(&legal, rng, seen)
        }
        _ => pick(&legal, rng),
    }
}

/// What a ruler is worth to the medium bot: its score, filled slots, and photos that
/// are still one colour so far.
fn ruler_value(ruler: &Ruler) -> f64 {
    let score = ruler.score();
    let mut value =
        f64::from(score.points) + 0.1 * f64::from(score.twos) + 1.2 * ruler.filled() as f64;
    for photo in [&ruler.upper, &ruler.lower] {
        let mut colours = photo.iter().flatten().map(|f| f.colour);
        if let Some(first) = colours.next() {
            let rest: Vec<_> = colours.collect();
            if rest.iter().all(|&c| c == first) {
                value += 0.3 * (rest.len() + 1) as f64;
            }
        }
    }
    value
}

/// The best arrangement of `ruler` reachable by flips, as the set of columns to flip
/// (fewest flips among the best), or `None` when it is already best.
pub(crate) fn better_arrangement(ruler: &Ruler) -> Option<Kind> {
    let current = ruler.score();
    // Flipping a column with both slots empty changes nothing, so no best set holds one.
    let empty = Kind::ALL
        .into_iter()
        .filter(|&k| ruler.empty_in(k) == 2)
        .fold(0usize, |mask, k| mask | 1 << k.index());
    let mut best = (current, 0u32, 0usize);
    for mask in (1usize..32).filter(|m| m & empty == 0) {
        let mut trial = ruler.clone();
        for kind in Kind::ALL {
            if mask & (1 << kind.index()) != 0 {
                trial.flip(kind);
            }
        }
        let score = trial.score();
        let flips = mask.count_ones();
        if score > best.0 || (score == best.0 && best.2 != 0 && flips < best.1) {
            best = (score, flips, mask);
        }
    }
    if best.0 > current {
        Kind::ALL
            .into_iter()
            .find(|k| best.2 & (1 << k.index()) != 0)
    } else {
        None
    }
}

/// What `pieces` pieces of Nessie seen from a point of `kind` are worth to `seat`.
fn sight_gain(game: &Game, seat: usize, kind: Kind, pieces: usize) -> f64 {
    if pieces == 0 || game.decks().len(kind) == 0 {
        return 0.0;
    }
    let extra = (pieces - 1) as f64;
    if game.rulers()[seat].empty_in(kind) > 0 {
        2.0 + 0.3 * extra
    } else {
        0.3 + 0.1 * extra
    }
}

/// How much the other seats' gains count against the bot's own.
fn rival_weight(game: &Game) -> f64 {
    0.7 / (game.setup().players - 1) as f64
}

/// What each photographer's sight of Nessie is worth to one seat, by the pieces it sees,
/// worked out once for the many places one decision weighs.
struct Sights(Vec<Sight>);

/// One photographer's cells in sight, and the worth of seeing 0 to 3 pieces there.
struct Sight {
    sees: [usize; 3],
    worth: [f64; 4],
}

impl Sights {
    fn new(game: &Game, photographers: &[Vec<usize>], me: usize) -> Sights {
        let rival = rival_weight(game);
        let mut sights = Vec::new();
        for (seat, points) in photographers.iter().enumerate() {
            for &p in points {
                let Some(point) = game.board().point(p) else {
                    continue;
                };
                let worth = std::array::from_fn(|pieces| {
                    let gain = sight_gain(game, seat, point.kind, pieces);
                    if seat == me {
                        gain
                    } else {
                        -rival * gain
                    }
                });
                sights.push(Sight {
                    sees: point.sees,
                    worth,
                });
            }
        }
        Sights(sights)
    }

    /// The worth to the seat of Nessie on `nessie`: each sight's, added in the
    /// photographers' order.
    fn value(&self, nessie: Nessie) -> f64 {
        let mut value = 0.0;
        for sight in &self.0 {
            value += sight.worth[nessie.pieces_on(&sight.sees).min(3)];
        }
        value
    }
}

/// Per-cell worth of a piece of Nessie, linear in pieces: a fast estimate for
/// weighing photographers' places before the roll, with the photographers of `me` (the
/// seat to act) after `change`.
fn cell_values(game: &Game, change: Change, me: usize) -> Vec<f64> {
    let rival = rival_weight(game);
    let mut values = vec![0.0; game.board().cell_count()];
    let mut add = |owner: usize, p: usize| {
        let Some(point) = game.board().point(p) else {
            return;
        };
        if game.decks().len(point.kind) == 0 {
            return;
        }
        let per_piece = if game.rulers()[owner].empty_in(point.kind) > 0 {
            1.0
        } else {
            0.15
        };
        let weight = if owner == me {
            per_piece
        } else {
            -rival * per_piece
        };
        for &c in &point.sees {
            if let Some(v) = values.get_mut(c) {
                *v += weight;
            }
        }
    };
    for (owner, points) in game.photographers().iter().enumerate() {
        for &p in points {
            match change {
                Change::Move { from, to } if owner == me && p == from => add(owner, to),
                _ => add(owner, p),
            }
        }
        if let Change::Place(point) = change {
            if owner == me {
                add(owner, point);
            }
        }
    }
    values
}

/// How the seat to act would change its photographers, for [`cell_values`].
#[derive(Clone, Copy)]
enum Change {
    /// As they are.
    None,
    /// One moved from point `from` to point `to`.
    Move { from: usize, to: usize },
    /// One more placed, last in the list.
    Place(usize),
}

/// At most `most` of `legal`, the actions of `seat`: all of them when they are that few,
/// else those medium rates best, best first (ties in the list's order). Only the wave's
/// places for Nessie are that many; medium rates them by what the photographers would draw.
pub(crate) fn shortlist(game: &Game, seat: usize, legal: Vec<Action>, most: usize) -> Vec<Action> {
    if legal.len() <= most {
        return legal;
    }
    let sights = Sights::new(game, game.photographers(), seat);
    let mut rated: Vec<(f64, Action)> = legal
        .into_iter()
        .map(|a| match a {
            Action::Swim { nessie } => (sights.value(nessie), a),
            _ => (f64::MIN, a),
        })
        .collect();
    rated.sort_by(|x, y| y.0.total_cmp(&x.0));
    rated.into_iter().take(most).map(|(_, a)| a).collect()
}

/// The places each face of the die (1 to 5, then the wave) lets Nessie reach from now.
fn outcomes(game: &Game) -> Vec<Vec<Nessie>> {
    let mut lists: Vec<Vec<Nessie>> = swims_up_to(game.board(), game.nessie(), 5)
        .into_iter()
        .map(|s| s.destinations)
        .collect();
    lists.push(Nessie::chains(game.board()));
    lists
}

/// The expected worth of the coming roll to `me` with photographers on `photographers`.
fn expected_roll(game: &Game, change: Change, me: usize, outcomes: &[Vec<Nessie>]) -> f64 {
    let values = cell_values(game, change, me);
    let total: f64 = outcomes
        .iter()
        .map(|list| best_worth(list, &values).max(-100.0))
        .sum();
    total / outcomes.len() as f64
}

/// The best worth among `places` of Nessie, her cells worth `values` (`f64::MIN` for none).
/// This is the play-outs' hottest loop (the wave's 290 places, for every move weighed): it
/// keeps four running bests, so that no comparison waits for the one before, and compares
/// plainly rather than with `f64::max`, whose care for NaN (none comes here) costs more.
/// The best of a list is the same whatever the order it is found in.
fn best_worth(places: &[Nessie], values: &[f64]) -> f64 {
    let worth = |n: &Nessie| {
        n.cells()
            .iter()
            .map(|&c| values.get(c).copied().unwrap_or(0.0))
            .sum::<f64>()
    };
    let better = |best: f64, w: f64| if w > best { w } else { best };
    let mut bests = [f64::MIN; 4];
    let mut fours = places.chunks_exact(4);
    for four in &mut fours {
        for (best, place) in bests.iter_mut().zip(four) {
            *best = better(*best, worth(place));
        }
    }
    let rest = fours.remainder().iter().map(worth).fold(f64::MIN, better);
    bests.into_iter().fold(rest, better)
}

fn best_by<T: Copy>(options: &[T], rng: &mut Rng, mut value: impl FnMut(&T) -> f64) -> Option<T> {
    let mut best: Option<(f64, T)> = None;
    for option in options {
        // A tiny random nudge breaks ties without favouring the list's order.
        let v = value(option) + 1e-6 * rng.below(1000) as f64;
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, *option));
        }
    }
    best.map(|(_, option)| option)
}

fn medium(game: &Game, seat: usize, rng: &mut Rng) -> Option<Action> {
    if let Some(column) = better_arrangement(&game.rulers()[seat]) {
        return Some(Action::Flip { seat, column });
    }
    let legal = game.step_actions();
    let ruler = &game.rulers()[seat];
    match game.step() {
        // The table's draw is nobody's decision.
        Step::Over | Step::Chance => None,
        Step::Roll => Some(Action::Roll),
        Step::Setup | Step::Relocate => best_by(&legal, rng, |a| {
            let (Action::Place { point: p } | Action::Relocate { to: p }) = *a else {
                return f64::MIN;
            };
            let Some(point) = game.board().point(p) else {
                return f64::MIN;
            };
            let mine = game.photographers()[seat]
                .iter()
                .filter(|&&q| game.board().point(q).is_some_and(|o| o.kind == point.kind))
                .count();
            ruler.empty_in(point.kind) as f64 - mine as f64
                + 0.5 * game.nessie().pieces_on(&point.sees) as f64
        }),
        Step::BumpDraw => best_by(&legal, rng, |a| match a {
            Action::Draw { deck } => ruler.empty_in(*deck) as f64,
            _ => f64::MIN,
        }),
        Step::Keep => {
            let base = ruler_value(ruler);
            best_by(&legal, rng, |a| match *a {
                Action::Keep { index, row } => {
                    let Some(&fragment) = game.hand().get(index) else {
                        return f64::MIN;
                    };
                    let mut trial = ruler.clone();
                    trial.mount(fragment, row);
                    ruler_value(&trial) - base
                }
                _ => 0.0,
            })
        }
        Step::Move | Step::PlaceSecond => {
            let outcomes = outcomes(game);
            best_by(&legal, rng, |a| {
                let mut penalty = 0.0;
                let change = match *a {
                    Action::Pass => Change::None,
                    Action::Move { from, to } => {
                        if game.occupant(to).is_some() {
                            // The bumped player draws a fragment of their choice.
                            penalty = 2.0 * rival_weight(game);
                        }
                        Change::Move { from, to }
                    }
                    Action::Place { point } => Change::Place(point),
                    _ => return f64::MIN,
                };
                expected_roll(game, change, seat, &outcomes) - penalty
            })
        }
        Step::Swim => {
            let sights = Sights::new(game, game.photographers(), seat);
            best_by(&legal, rng, |a| match *a {
                Action::Swim { nessie } => sights.value(nessie),
                _ => f64::MIN,
            })
        }
        Step::Withdraw => best_by(&legal, rng, |a| match *a {
            Action::Withdraw { point } => {
                let Some(p) = game.board().point(point) else {
                    return f64::MIN;
                };
                // Withdraw the photographer whose post is worth least.
                -(ruler.empty_in(p.kind) as f64 + 0.5 * game.nessie().pieces_on(&p.sees) as f64)
            }
            _ => f64::MIN,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::setup::Setup;

    #[test]
    fn a_wave_is_shortlisted_to_the_places_medium_rates_best() {
        use crate::game::setup::Die;
        // Play medium games until a wave asks where Nessie goes.
        let game = (1..200u64)
            .find_map(|seed| {
                let mut game = Game::new(Setup::seeded(3, seed)).unwrap();
                while let Some(action) = medium_choice(&game, seed) {
                    if game.step() == Step::Swim && game.die() == Some(Die::Wave) {
                        return Some(game);
                    }
                    game.apply(action).unwrap();
                }
                None
            })
            .expect("a wave in 200 games");
        let seat = game.to_act().unwrap();
        let legal = game.step_actions();
        assert!(legal.len() > 48);
        let kept = shortlist(&game, seat, legal.clone(), 48);
        assert_eq!(kept.len(), 48);
        let sights = Sights::new(&game, game.photographers(), seat);
        let rate = |a: &Action| match *a {
            Action::Swim { nessie } => sights.value(nessie),
            _ => f64::MIN,
        };
        let least_kept = kept.iter().map(rate).fold(f64::MAX, f64::min);
        for dropped in legal.iter().filter(|a| !kept.contains(a)) {
            assert!(rate(dropped) <= least_kept);
        }
        assert!(kept.iter().all(|a| legal.contains(a)));
        // Short lists are left whole and in order.
        let few = legal[..5].to_vec();
        assert_eq!(shortlist(&game, seat, few.clone(), 48), few);
    }

    #[test]
    fn bots_choose_legal_actions_to_the_end() {
        for players in [2, 3, 5] {
            let mut game = Game::new(Setup::seeded(players, 11)).unwrap();
            let mut guard = 0;
            while let Some(seat) = game.to_act() {
                let action = if seat % 2 == 0 {
                    medium_choice(&game, 5)
                } else {
                    easy_choice(&game, 5)
                }
                .unwrap();
                assert!(game.legal().contains(&action), "{action:?}");
                game.apply(action).unwrap();
                guard += 1;
                assert!(guard < 20_000, "the game does not end");
            }
        }
    }
}
