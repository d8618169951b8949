//! How accurately each seat played: the mean of its moves' accuracy.

use super::verdict::{PlyAnalysis, Thresholds};

/// The accuracy of one move, 0 to 100: `100 · 2^(−loss / m)`, where `m` is the mistake
/// threshold of the game's player count (one segment with two players, half a place with
/// more). A move that loses nothing scores 100, a mistake's worth of loss 50, a
/// blunder's worth 25.
pub fn move_accuracy(loss: f64, players: usize) -> f64 {
    let unit = Thresholds::for_players(players).mistake;
    100.0 * 0.5f64.powf(loss.max(0.0) / unit)
}

/// Each seat's accuracy in a game of `players` seats: the mean of [`move_accuracy`] over
/// the seat's plies, to one decimal; `None` for a seat without a ply.
pub fn accuracy(plies: &[PlyAnalysis], players: usize) -> Vec<Option<f64>> {
    mean_accuracy(plies, players, |p| p.seat)
}

/// Like [`accuracy`], by person rather than by seat: under the swap option each colour
/// was played by both people for a move or two, while a person is one player throughout.
pub fn accuracy_by_person(plies: &[PlyAnalysis], players: usize) -> Vec<Option<f64>> {
    mean_accuracy(plies, players, |p| p.person)
}

fn mean_accuracy(
    plies: &[PlyAnalysis],
    players: usize,
    who: impl Fn(&PlyAnalysis) -> usize,
) -> Vec<Option<f64>> {
    (0..players)
        .map(|k| {
            let scores: Vec<f64> = plies
                .iter()
                .filter(|p| who(p) == k)
                .map(|p| move_accuracy(p.loss, players))
                .collect();
            (!scores.is_empty()).then(|| {
                let mean = scores.iter().sum::<f64>() / scores.len() as f64;
                (mean * 10.0).round() / 10.0
            })
        })
        .collect()
}
