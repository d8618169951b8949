//! Symmetries of the loch: the turns and reflections of the board that keep every cell's
//! zone. On an empty loch two starters that one of them maps onto each other lead to
//! the same game up to that symmetry, so a search of the first move needs only one of
//! each kind.

use blockness_core::{Cell, Move, Rules};

/// The eight turns and reflections of a `width` by `height` rectangle, as functions of a
/// cell (the four that exchange rows and columns only when the board is square).
fn transforms(width: u8, height: u8) -> Vec<Box<dyn Fn(Cell) -> Cell>> {
    let (w, h) = (width - 1, height - 1);
    let mut all: Vec<Box<dyn Fn(Cell) -> Cell>> = vec![
        Box::new(|c| c),
        Box::new(move |c: Cell| Cell::new(w - c.x, c.y)),
        Box::new(move |c: Cell| Cell::new(c.x, h - c.y)),
        Box::new(move |c: Cell| Cell::new(w - c.x, h - c.y)),
    ];
    if width == height {
        all.push(Box::new(|c: Cell| Cell::new(c.y, c.x)));
        all.push(Box::new(move |c: Cell| Cell::new(w - c.y, c.x)));
        all.push(Box::new(move |c: Cell| Cell::new(c.y, h - c.x)));
        all.push(Box::new(move |c: Cell| Cell::new(w - c.y, h - c.x)));
    }
    all
}

/// The transforms of the board of `rules` that keep every cell's zone (the identity
/// always among them).
fn symmetries(rules: &Rules) -> Vec<Box<dyn Fn(Cell) -> Cell>> {
    let edition = rules.edition();
    let (Ok(width), Ok(height)) = (
        u8::try_from(edition.width()),
        u8::try_from(edition.height()),
    ) else {
        return transforms(1, 1);
    };
    if width == 0 || height == 0 {
        return transforms(1, 1);
    }
    let cells: Vec<Cell> = (0..height)
        .flat_map(|y| (0..width).map(move |x| Cell::new(x, y)))
        .collect();
    transforms(width, height)
        .into_iter()
        .filter(|t| cells.iter().all(|&c| edition.zone(t(c)) == edition.zone(c)))
        .collect()
}

/// `moves` (starters on an empty loch) with one starter of each kind kept, the first in
/// the order given; any move that is not a starter is kept as it is.
pub(crate) fn distinct_starters(rules: &Rules, moves: Vec<Move>) -> Vec<Move> {
    let symmetries = symmetries(rules);
    let mut seen = Vec::new();
    let mut kept = Vec::with_capacity(moves.len());
    for mv in moves {
        let Move::Start { head, tail } = mv else {
            kept.push(mv);
            continue;
        };
        let key = symmetries
            .iter()
            .map(|t| (t(head), t(tail)))
            .min()
            .unwrap_or((head, tail));
        if !seen.contains(&key) {
            seen.push(key);
            kept.push(mv);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_core::{Edition, Game, Setup};

    #[test]
    fn the_standard_loch_has_eight_symmetries_and_few_kinds_of_opening() {
        let edition = Edition::lochside_v1();
        for players in 2..=4 {
            let game = Game::lochside_v1(Setup::new(&edition, players, None, false).unwrap());
            assert_eq!(symmetries(game.rules()).len(), 8);
            let all = game.legal_moves();
            let kinds = distinct_starters(game.rules(), all.clone());
            assert!(
                kinds.len() * 8 >= all.len(),
                "{} of {}",
                kinds.len(),
                all.len()
            );
            assert!(
                kinds.len() < all.len() / 4,
                "{} of {}",
                kinds.len(),
                all.len()
            );
            assert!(kinds.iter().all(|m| all.contains(m)));
        }
    }
}
