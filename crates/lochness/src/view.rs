//! What one seat can know of a game: everything on the table (the lake, Nessie, the
//! photographers, the rulers, the fragments on show, the die, the decks' sizes and what was
//! seen going to their bottoms) and nothing else: not the seed, not the order of the
//! fragments nobody has seen, not the rolls to come. The strong computer player reads a
//! game only through a [`SeatView`], so a search that peeked could not be written.

use crate::game::Game;
use crate::rng::Rng;

/// One seat's view of a game. It holds a copy of the game whose hidden part is dealt in a
/// fixed order (see [`SeatView::table`]), so two games that differ only in what nobody has
/// seen give the same view.
#[derive(Clone, Debug)]
pub struct SeatView {
    seat: usize,
    table: Game,
}

impl SeatView {
    /// What `seat` can know of `game`.
    pub fn of(game: &Game, seat: usize) -> SeatView {
        SeatView {
            seat,
            table: game.with_hidden_dealt(None),
        }
    }

    /// The seat whose view it is.
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The game as the table shows it. Its unseen fragments lie sorted, its seed is 0 and its
    /// die rolls as seed 0 rolls, so nothing read from it tells the real game's hidden part.
    pub fn table(&self) -> &Game {
        &self.table
    }

    /// One game the seat cannot tell from the real one: the unseen fragments shuffled and
    /// the die's rolls to come drawn afresh, both from `seed`.
    pub fn sample(&self, seed: u64) -> Game {
        self.table.with_hidden_dealt(Some(&mut Rng::new(seed)))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::bots::medium_choice;
    use crate::fragments::Kind;
    use crate::game::setup::Setup;

    /// A game of `players` played by medium bots for `actions` actions from `seed`.
    pub(crate) fn under_way(players: usize, seed: u64, actions: usize) -> Game {
        let mut game = Game::new(Setup::seeded(players, seed)).unwrap();
        while game.actions().len() < actions {
            let action = medium_choice(&game, seed).unwrap();
            game.apply(action).unwrap();
        }
        game
    }

    fn public(game: &Game) -> String {
        serde_json::to_string(&game.state()).unwrap()
    }

    #[test]
    fn a_view_holds_what_the_table_shows_and_nothing_of_the_hidden_part() {
        let game = under_way(3, 21, 30);
        let view = SeatView::of(&game, 1);
        assert_eq!(view.seat(), 1);
        assert!(
            Kind::ALL.iter().any(|&k| game.decks().unseen(k) >= 2),
            "something is hidden"
        );
        // Everything on show is the same, but the seed.
        let shown = |g: &Game| public(g).replace(&format!("\"seed\":{}", g.setup().seed), "");
        assert_eq!(shown(view.table()), shown(&game));
        assert_eq!(view.table().setup().seed, 0);
        assert_eq!(view.table().actions(), game.actions());
        for kind in Kind::ALL {
            let real: Vec<_> = game.decks().deck(kind).copied().collect();
            let seen: Vec<_> = view.table().decks().deck(kind).copied().collect();
            let unseen = game.decks().unseen(kind);
            // What went to the bottom in view stays; the rest is sorted, not as dealt.
            assert_eq!(seen[unseen..], real[unseen..]);
            let mut sorted = real[..unseen].to_vec();
            sorted.sort();
            assert_eq!(seen[..unseen], sorted[..]);
        }
    }

    #[test]
    fn samples_keep_the_public_part_and_deal_the_rest_afresh() {
        let game = under_way(2, 5, 20);
        let view = SeatView::of(&game, 0);
        let (a, b) = (view.sample(1), view.sample(2));
        let shown = |g: &Game| public(g).replace(&format!("\"seed\":{}", g.setup().seed), "");
        assert_eq!(shown(&a), shown(&game));
        assert_eq!(shown(&b), shown(&game));
        assert_ne!(
            a.decks(),
            b.decks(),
            "two samples deal the unseen fragments differently"
        );
        assert_eq!(
            view.sample(1).decks(),
            a.decks(),
            "a sample is a function of its seed"
        );
    }
}
