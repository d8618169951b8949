//! The side panel's models: the status line, the final ranking and what the live region
//! says. Re-exported by [`super::view`].

use std::collections::BTreeSet;

use blockness_core::{Colour, End, Move, Notation, Phase, Standing};

use super::log::{ending, turn_notes};
use super::view::shown_position;
use super::BoardState;
use crate::seat::SeatKind;
use crate::words::{Finale, Message, Who};
use blockness_web_common::Input;

/// The status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatusModel {
    /// The colour to move, if any.
    pub colour: Option<Colour>,
    /// Main sentence.
    pub headline: Message,
    /// What to do next.
    pub detail: Message,
    /// Skipped turns and seats that may play again, after the last move shown.
    pub notes: Vec<Message>,
    /// A choice between the two ends for one segment: the moves to offer.
    pub end_choices: Vec<(End, Move)>,
    /// A choice between segments of different shapes for the second foot chosen: one of
    /// each, offered beside the status (right under the board on a phone), as in the tray.
    pub segment_choices: Vec<SegmentChoice>,
    /// The suggested move, in words, while it is shown on the board.
    pub suggestion: Option<Message>,
    /// A warning about the move being previewed: it would leave the mover hemmed in.
    pub warning: Option<Message>,
    /// The person to move may answer the first starter with a swap (the swap rule).
    pub can_swap: bool,
    /// The seat to move plays on another device: offer to send it the link.
    pub send_link: bool,
}

/// A segment offered for the second foot chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SegmentChoice {
    /// Whose tray it is in.
    pub seat: usize,
    /// Its index in the colour's set.
    pub piece: usize,
    /// Distance between its feet.
    pub span: u8,
    /// Its height.
    pub height: u8,
}

/// Words that stand in the place of the status line's headline and detail: an outcome
/// that the board's owner knows and the board does not, such as a puzzle's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// In place of the headline.
    pub headline: String,
    /// In place of the detail.
    pub detail: String,
}

/// One line of the ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankLine {
    /// Place, shared places repeat.
    pub place: usize,
    /// The colour.
    pub colour: Colour,
    /// Segments left.
    pub left: usize,
    /// Head height.
    pub head_height: u8,
    /// Moves this monster played with a suggested move on the board.
    pub hints: usize,
    /// In a game with the swap rule, the person who played it (from 0: the opener).
    pub person: Option<usize>,
    /// Who played it.
    pub who: Who,
}

/// The status line for the position shown.
pub fn status_model(board: &BoardState) -> StatusModel {
    let game = board.game();
    let rules = game.rules();
    let total = game.moves().len();
    let shown = board.shown_moves();
    let pos = shown_position(board);
    let colour = pos.to_move().map(|s| rules.setup().colours()[s]);
    let mut notes = turn_notes(board);
    notes.extend(ending(board));
    let mut end_choices = Vec::new();
    let mut segment_choices = Vec::new();
    let selection = board.selection();
    let (headline, detail) = match colour {
        _ if !board.is_live() => (
            Message::ReplayPosition { shown, total },
            Message::ReplayReadOnly,
        ),
        Some(colour) => {
            let headline = if game.phase() == Phase::Setup {
                Message::PlacesStarter(colour)
            } else {
                Message::ToMove(colour)
            };
            let detail = if board.is_live() && board.mover_kind() == Some(SeatKind::ByLink) {
                Message::PlayedElsewhere(colour)
            } else if !board.accepts_moves() {
                // Nobody here is asked to click: a computer player moves.
                Message::ComputerMoves
            } else if game.phase() == Phase::Setup {
                if selection.start.is_none() && board.offers_swap() {
                    Message::ChooseHeadCellOrSwap(rules.setup().colours()[0])
                } else if selection.start.is_none() {
                    Message::ChooseHeadCell
                } else {
                    Message::ChooseTailCell
                }
            } else if !selection.choices.is_empty() {
                let seat = pos.to_move().unwrap_or(0);
                let shapes: BTreeSet<_> = selection
                    .choices
                    .iter()
                    .map(|m| rules.set(seat)[m.piece()])
                    .map(|s| (s.span, s.height))
                    .collect();
                if shapes.len() == 1 {
                    for &mv in &selection.choices {
                        if let Move::Extend { end, .. } = mv {
                            end_choices.push((end, mv));
                        }
                    }
                    Message::ChooseWhichEnd
                } else {
                    for (span, height) in shapes {
                        let piece = selection.choices.iter().map(|m| m.piece()).find(|&p| {
                            let shape = rules.set(seat)[p];
                            (shape.span, shape.height) == (span, height)
                        });
                        if let Some(piece) = piece {
                            segment_choices.push(SegmentChoice {
                                seat,
                                piece,
                                span,
                                height,
                            });
                        }
                    }
                    Message::ChooseSegment
                }
            } else if selection.start.is_some() {
                Message::ChooseSecondFoot(Input::default())
            } else if let Some(shape) = board.chosen_shape() {
                Message::PieceChosen {
                    span: shape.span,
                    height: shape.height,
                    input: Input::default(),
                }
            } else if rules.setup().expert() {
                Message::ChooseStartCellExpert
            } else {
                Message::ChooseStartCell
            };
            (headline, detail)
        }
        None => {
            let standings = game.standings();
            let winners = standings
                .iter()
                .filter(|s| s.place == 1)
                .map(|s| who(board, s.seat))
                .collect();
            (
                Message::GameOver { winners },
                Message::Finale(finale(&standings)),
            )
        }
    };
    let suggestion = board
        .hint()
        .map(|mv| Message::Suggestion(Notation::of(rules, game.position(), &mv)));
    StatusModel {
        colour,
        headline,
        detail,
        notes,
        end_choices,
        segment_choices,
        suggestion,
        warning: hemmed_in_warning(board),
        can_swap: board.is_live() && board.offers_swap(),
        send_link: board.is_live() && board.mover_kind() == Some(SeatKind::ByLink),
    }
}

/// Warns when the move being previewed (the tallest that fits the pointed second foot)
/// would leave its monster with one legal placement or none.
fn hemmed_in_warning(board: &BoardState) -> Option<Message> {
    let game = board.game();
    let seat = game.to_move()?;
    let mv = board
        .previewed_moves()
        .into_iter()
        .max_by_key(|m| game.rules().set(seat)[m.piece()].height)?;
    let mut after = game.clone();
    after.play(mv).ok()?;
    if after.to_move().is_none() || after.position().left(seat) == 0 {
        return None;
    }
    let ways = game.rules().count_moves(after.position(), seat);
    (ways <= 1).then(|| Message::FewWaysOut {
        colour: game.rules().setup().colours()[seat],
        ways,
    })
}

/// Why the winners won, from the final standings: what set them apart from the next place.
pub fn finale(standings: &[Standing]) -> Finale {
    let first = standings.iter().find(|s| s.place == 1);
    let next = standings
        .iter()
        .filter(|s| s.place > 1)
        .min_by_key(|s| s.place);
    match (first, next) {
        (Some(first), Some(next)) if first.left < next.left => Finale::FewerLeft {
            winner: first.left,
            next: next.left,
        },
        (Some(first), Some(next)) => Finale::TallerHead {
            left: first.left,
            winner: first.head_height,
            next: next.head_height,
        },
        _ => Finale::Shared,
    }
}

/// What the live region says about the position shown: the last move (or that one was
/// taken back), who was skipped, and whose turn it is or who won.
pub fn announcement(board: &BoardState) -> Vec<Message> {
    let n = board.shown_moves();
    let mut said = move_announcement(board);
    if n > 0 || board.undone_last() {
        said.push(status_model(board).headline);
    }
    said
}

/// The live region's words on the last move alone: the move (or that one was taken
/// back) and who was skipped. Nothing for a solo puzzle's set-up, which is scenery. A
/// board whose owner words the outcome itself (a puzzle) follows this with its own.
pub fn move_announcement(board: &BoardState) -> Vec<Message> {
    let game = board.game();
    let rules = game.rules();
    let n = board.shown_moves();
    // The last move played on the board, not one of a puzzle's set-up.
    let last = n
        .checked_sub(1)
        .filter(|_| n > game.solo_start().unwrap_or(0));
    let mut said = Vec::new();
    if board.undone_last() && board.is_live() {
        said.push(Message::Undone);
    } else if let (Some(mv), Some(seat), Some(before)) = (
        last.and_then(|i| game.moves().get(i)),
        last.and_then(|i| game.movers().nth(i)),
        last.and_then(|i| game.position_at(i)),
    ) {
        said.push(Message::Played {
            colour: rules.setup().colours()[seat],
            mv: Notation::of(rules, before, mv),
        });
        said.extend(turn_notes(board));
        said.extend(ending(board));
    }
    said
}

/// Who played `seat`, as the end of the game names them: "you" when one person at this
/// device plays against computers or people elsewhere; a computer by its level (and its
/// colour when several play); anyone else by their colour.
pub fn who(board: &BoardState, seat: usize) -> Who {
    let colour = board.game().rules().setup().colours()[seat];
    let seats = board.seats();
    let computers = seats.iter().filter(|k| k.is_computer()).count();
    match board.kind_of_seat(seat) {
        SeatKind::Bot(level) => Who::Computer {
            level,
            colour: (computers > 1).then_some(colour),
        },
        SeatKind::ByLink => Who::Elsewhere(colour),
        SeatKind::Human if board.people_here() == 1 => Who::You,
        SeatKind::Human => Who::Person(colour),
    }
}

/// The final ranking, once the game is over and the last move is shown.
pub fn ranking_lines(board: &BoardState) -> Option<Vec<RankLine>> {
    if !board.is_live() {
        return None;
    }
    let game = board.game();
    let standings = game.ranking()?;
    let movers: Vec<usize> = game.movers().collect();
    let hints = |seat: usize| {
        board
            .hinted_plies()
            .iter()
            .filter(|&&ply| movers.get(ply) == Some(&seat))
            .count()
    };
    Some(
        standings
            .iter()
            .map(|s| RankLine {
                place: s.place,
                colour: s.colour,
                left: s.left,
                head_height: s.head_height,
                hints: hints(s.seat),
                person: game.rules().setup().swap().then_some(s.person),
                who: who(board, s.seat),
            })
            .collect(),
    )
}
