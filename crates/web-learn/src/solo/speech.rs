//! What a puzzle says of where it stands: its goal and variant as it opens, the count
//! after each move, and its outcome once solved or failed, for the message box (the
//! game's status panel) and the live region.
//!
//! The board's own words know only the game: the end of a solo game would be announced
//! as a win for whichever monster has fewest segments left, and a puzzle's set-up as the
//! last moves played. A puzzle is won or lost on its goal alone, so the puzzle view puts
//! these words in their place.

use blockness_web_board::board::view::{move_announcement, Verdict};
use blockness_web_board::words::Lang;
use blockness_web_common::Tr;

use super::words::{self, SoloNote};
use super::{Outcome, Play};

/// The goal as stated: "Goal: place 6 segments with Orange (O)."
pub fn goal(play: &Play) -> SoloNote {
    SoloNote::Goal {
        goal: play.goal(),
        colour: play.colour(),
    }
}

/// The variant the puzzle is played in, and what it means for the next segment.
pub fn variant(play: &Play) -> Tr {
    if play.is_expert() {
        words::VARIANT_EXPERT
    } else {
        words::VARIANT_BASE
    }
}

/// The placements, undos and hints of the puzzle so far.
pub fn tally(play: &Play) -> SoloNote {
    SoloNote::Tally {
        moves: play.moves(),
        undos: play.undos(),
        hints: play.hints(),
    }
}

/// The words the message box says in place of the game's once the puzzle has ended: the
/// same outcome as the puzzle's own panel.
pub fn verdict(play: &Play, lang: Lang) -> Option<Verdict> {
    Some(match play.outcome()? {
        Outcome::Solved => Verdict {
            headline: words::PUZZLE_SOLVED.get(lang).into(),
            detail: tally(play).text(lang),
        },
        Outcome::Failed => Verdict {
            headline: words::PUZZLE_FAILED.get(lang).into(),
            detail: words::STUCK.get(lang).into(),
        },
    })
}

/// What the live region says: the puzzle's title, goal and variant as it opens (its
/// set-up is not announced as moves); after a move or an undo, that move and the count;
/// once it has ended, the move and the outcome.
pub fn announcement(play: &Play, lang: Lang) -> String {
    let mut said: Vec<String> = move_announcement(play.board())
        .iter()
        .map(|m| m.text(lang))
        .collect();
    if let Some(verdict) = verdict(play, lang) {
        said.push(format!("{}.", verdict.headline));
        said.push(verdict.detail);
    } else if said.is_empty() {
        let title = SoloNote::Title {
            id: play.level().id.clone(),
        };
        said.push(format!("{}.", title.text(lang)));
        said.push(goal(play).text(lang));
        said.push(variant(play).get(lang).into());
    } else {
        let counter = SoloNote::Counter {
            placed: play.placed(),
            goal: play.goal(),
        };
        said.push(format!("{}.", counter.text(lang)));
    }
    said.join(" ")
}
