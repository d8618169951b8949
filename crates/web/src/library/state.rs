//! Where a kept game stands, for its line in My games: whose turn it is, waiting for
//! another device, or over and who won.

use blockness_core::Colour;

use super::Entry;
use blockness_web_board::seat::SeatKind;

/// Where a kept game stands, for its line in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameState {
    /// Played by link, and this device's seat is to move.
    YourTurn(Colour),
    /// Played by link, and another device's seat is to move.
    WaitingFor(Colour),
    /// Played here (in turns, or against computer players): this colour is to move.
    ToPlay(Colour),
    /// Over: these colours won; with one person at this device (against computers, or
    /// people elsewhere), whether that person is among the winners.
    Finished(Vec<Colour>, Option<bool>),
}

/// Where `entry`'s game stands.
pub fn game_state(entry: &Entry) -> GameState {
    let game = &entry.saved.game;
    let colours = game.rules().setup().colours();
    let Some(seat) = game.to_move() else {
        let standings = game.standings();
        let winners: Vec<Colour> = standings
            .iter()
            .filter(|s| s.place == 1)
            .map(|s| s.colour)
            .collect();
        // The one person here, if only one: the game's end is said to them.
        let people: Vec<usize> = (0..entry.saved.seats.len())
            .filter(|&p| entry.saved.seats[p] == SeatKind::Human)
            .collect();
        let you = match people[..] {
            [person] => Some(
                (0..colours.len())
                    .any(|s| game.person_of(s) == person && winners.contains(&colours[s])),
            ),
            _ => None,
        };
        return GameState::Finished(winners, you);
    };
    let colour = colours[seat];
    let kind = entry.saved.seats.get(game.person_of(seat)).copied();
    match kind {
        Some(SeatKind::ByLink) => GameState::WaitingFor(colour),
        _ if entry.by_link() => GameState::YourTurn(colour),
        _ => GameState::ToPlay(colour),
    }
}
