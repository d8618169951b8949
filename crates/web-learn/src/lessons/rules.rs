//! The rules page: one section per topic, each with a small board showing a prepared
//! position, some holes ringed (start cells, say) or crossed out (refused feet).

use std::sync::Arc;

use blockness_core::{Cell, Edition};

use super::words::rules as words;
use super::{positions, Prepared};
use blockness_web_board::board::view::BoardModel;
use blockness_web_board::board::{view, BoardState};
use blockness_web_board::words::Tr;

/// Which holes an illustration marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// None.
    Plain,
    /// The start cells of the seat to move, as the engine finds them.
    StartCells,
    /// Holes named in notation: ringed ones and crossed-out ones.
    Cells {
        /// Ringed holes (a start cell, an end that matters).
        ringed: &'static [&'static str],
        /// Crossed-out holes (where a foot may not go).
        crossed: &'static [&'static str],
    },
}

/// A small board under a section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Illustration {
    /// The position shown.
    pub position: Prepared,
    /// The holes marked on it.
    pub marks: Marks,
    /// What it shows, in a few words.
    pub caption: Tr,
}

/// An illustration made ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The board, with no highlights of its own.
    pub board: BoardModel,
    /// Ringed holes.
    pub ringed: Vec<Cell>,
    /// Crossed-out holes.
    pub crossed: Vec<Cell>,
}

impl Illustration {
    /// The board and its marks, or why the position could not be prepared.
    pub fn picture(&self, edition: &Arc<Edition>) -> Result<Picture, String> {
        let game = self.position.game(edition)?;
        let cells = |names: &[&str]| -> Result<Vec<Cell>, String> {
            names
                .iter()
                .map(|n| n.parse::<Cell>().map_err(|e| format!("{n}: {e}")))
                .collect()
        };
        let (ringed, crossed) = match self.marks {
            Marks::Plain => (Vec::new(), Vec::new()),
            Marks::StartCells => (game.legal_starts(), Vec::new()),
            Marks::Cells { ringed, crossed } => (cells(ringed)?, cells(crossed)?),
        };
        // The picture only shows: the marks stand where a playable board has highlights.
        let board = view::board_model(&BoardState::picture(game));
        Ok(Picture {
            board,
            ringed,
            crossed,
        })
    }
}

/// One section of the rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// A short name for the page's anchors and tests.
    pub id: &'static str,
    /// Its heading.
    pub title: Tr,
    /// Its paragraphs.
    pub paragraphs: &'static [Tr],
    /// Its boards.
    pub boards: &'static [Illustration],
}

/// The rules page's heading.
pub const TITLE: Tr = words::TITLE;

/// The sections, in reading order.
pub const SECTIONS: [Section; 13] = [
    Section {
        id: "aim",
        title: words::AIM_TITLE,
        paragraphs: &[words::AIM_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::FINISHED,
            marks: Marks::Plain,
            caption: words::AIM_CAPTION_1,
        }],
    },
    Section {
        id: "loch",
        title: words::LOCH_TITLE,
        paragraphs: &[words::LOCH_PARAGRAPH_1],
        boards: &[
            Illustration {
                position: positions::EMPTY_TWO,
                marks: Marks::Plain,
                caption: words::LOCH_CAPTION_1,
            },
            Illustration {
                position: positions::EMPTY_THREE,
                marks: Marks::Plain,
                caption: words::LOCH_CAPTION_2,
            },
            Illustration {
                position: positions::EMPTY_FOUR,
                marks: Marks::Plain,
                caption: words::LOCH_CAPTION_3,
            },
        ],
    },
    Section {
        id: "monsters",
        title: words::MONSTERS_TITLE,
        paragraphs: &[words::MONSTERS_PARAGRAPH_1, words::MONSTERS_PARAGRAPH_2],
        boards: &[Illustration {
            position: positions::CROSSINGS,
            marks: Marks::Plain,
            caption: words::MONSTERS_CAPTION_1,
        }],
    },
    Section {
        id: "setup",
        title: words::SETUP_TITLE,
        paragraphs: &[words::SETUP_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::OPENING,
            marks: Marks::Plain,
            caption: words::SETUP_CAPTION_1,
        }],
    },
    Section {
        id: "turn",
        title: words::TURN_TITLE,
        paragraphs: &[words::TURN_PARAGRAPH_1, words::TURN_PARAGRAPH_2],
        boards: &[Illustration {
            position: positions::OPENING,
            marks: Marks::StartCells,
            caption: words::TURN_CAPTION_1,
        }],
    },
    Section {
        id: "crossing",
        title: words::CROSSING_TITLE,
        paragraphs: &[words::CROSSING_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::CROSSED,
            marks: Marks::Plain,
            caption: words::CROSSING_CAPTION_1,
        }],
    },
    Section {
        id: "refusals",
        title: words::REFUSALS_TITLE,
        paragraphs: &[words::REFUSALS_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::CROSSINGS,
            marks: Marks::Cells {
                ringed: &["f7"],
                crossed: &["c7", "i7", "f9"],
            },
            caption: words::REFUSALS_CAPTION_1,
        }],
    },
    Section {
        id: "blocked",
        title: words::BLOCKED_TITLE,
        paragraphs: &[words::BLOCKED_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::BLOCKED,
            marks: Marks::Cells {
                ringed: &[],
                crossed: &["d4", "h3"],
            },
            caption: words::BLOCKED_CAPTION_1,
        }],
    },
    Section {
        id: "end",
        title: words::END_TITLE,
        paragraphs: &[words::END_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::LAST_MOVE,
            marks: Marks::Cells {
                ringed: &["h8", "e8"],
                crossed: &[],
            },
            caption: words::END_CAPTION_1,
        }],
    },
    Section {
        id: "ranking",
        title: words::RANKING_TITLE,
        paragraphs: &[words::RANKING_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::FINISHED,
            marks: Marks::Cells {
                ringed: &["e8", "d9"],
                crossed: &[],
            },
            caption: words::RANKING_CAPTION_1,
        }],
    },
    Section {
        id: "expert",
        title: words::EXPERT_TITLE,
        paragraphs: &[words::EXPERT_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::EXPERT_OPENING,
            marks: Marks::StartCells,
            caption: words::EXPERT_CAPTION_1,
        }],
    },
    Section {
        id: "swap",
        title: words::SWAP_TITLE,
        paragraphs: &[words::SWAP_PARAGRAPH_1, words::SWAP_PARAGRAPH_2],
        boards: &[Illustration {
            position: positions::FIRST_STARTER,
            marks: Marks::Cells {
                ringed: &["e5", "e7"],
                crossed: &[],
            },
            caption: words::SWAP_CAPTION_1,
        }],
    },
    Section {
        id: "solo",
        title: words::SOLO_TITLE,
        paragraphs: &[words::SOLO_PARAGRAPH_1],
        boards: &[Illustration {
            position: positions::OPENING,
            marks: Marks::StartCells,
            caption: words::SOLO_CAPTION_1,
        }],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_core::{End, Phase, TieBreak};

    fn edition() -> Arc<Edition> {
        Arc::new(Edition::standard())
    }

    fn section(id: &str) -> &'static Section {
        SECTIONS.iter().find(|s| s.id == id).unwrap()
    }

    #[test]
    fn every_section_has_a_board_that_can_be_drawn_with_its_marks_on_holes() {
        let edition = edition();
        for s in &SECTIONS {
            assert!(!s.boards.is_empty(), "{}", s.id);
            for ill in s.boards {
                let picture = ill
                    .picture(&edition)
                    .unwrap_or_else(|e| panic!("{}: {e}", s.id));
                for cell in picture.ringed.iter().chain(&picture.crossed) {
                    assert!(
                        picture
                            .board
                            .cells
                            .iter()
                            .any(|c| c.cell == *cell && c.active),
                        "{}: {cell} is a hole in play",
                        s.id
                    );
                }
                assert!(picture.board.cells.iter().all(|c| !c.legal_start));
            }
        }
    }

    #[test]
    fn the_section_ids_are_distinct() {
        for (i, s) in SECTIONS.iter().enumerate() {
            assert!(SECTIONS[..i].iter().all(|o| o.id != s.id), "{}", s.id);
        }
    }

    #[test]
    fn the_zones_boards_show_more_holes_in_play_with_more_players() {
        let edition = edition();
        let in_play: Vec<usize> = section("loch")
            .boards
            .iter()
            .map(|b| {
                let p = b.picture(&edition).unwrap();
                p.board.cells.iter().filter(|c| c.active).count()
            })
            .collect();
        assert_eq!(in_play.len(), 3);
        assert!(
            in_play[0] < in_play[1] && in_play[1] < in_play[2],
            "{in_play:?}"
        );
        assert_eq!(
            in_play[2],
            edition
                .cells()
                .filter(|&c| edition.zone(c).is_some())
                .count()
        );
    }

    #[test]
    fn the_turn_section_rings_six_start_cells_beside_the_ends() {
        let edition = edition();
        let ill = &section("turn").boards[0];
        let ringed = ill.picture(&edition).unwrap().ringed;
        assert_eq!(ringed.len(), 6);
        let game = ill.position.game(&edition).unwrap();
        for cell in ringed {
            let beside = End::BOTH.iter().any(|&e| {
                game.end_cell(0, e)
                    .and_then(|at| at.line_to(cell))
                    .is_some_and(|(_, d)| d == 1)
            });
            assert!(beside, "{cell}");
        }
    }

    #[test]
    fn the_expert_section_rings_start_cells_two_holes_away() {
        let edition = edition();
        let ill = &section("expert").boards[0];
        let game = ill.position.game(&edition).unwrap();
        assert!(game.rules().setup().expert());
        let ringed = ill.picture(&edition).unwrap().ringed;
        assert!(!ringed.is_empty());
        for cell in ringed {
            let two_away = End::BOTH.iter().any(|&e| {
                game.end_cell(0, e)
                    .and_then(|at| at.line_to(cell))
                    .is_some_and(|(_, d)| d == 2)
            });
            assert!(two_away, "{cell}");
        }
    }

    #[test]
    fn the_pictured_claims_hold() {
        let edition = edition();
        // Crossing: the arch from f5 to h5 is over green's starter and taller.
        let crossed = positions::CROSSED.game(&edition).unwrap();
        let last = crossed.segments().last().unwrap();
        assert!(last.segment.height > 1 && last.covers("g5".parse().unwrap()));
        // Blocked: green cannot place and orange is to move.
        let blocked = positions::BLOCKED.game(&edition).unwrap();
        assert!(!blocked.can_place(1));
        assert_eq!(blocked.to_move(), Some(0));
        // End and ranking: over, tied on segments, decided by the heads named.
        let finished = positions::FINISHED.game(&edition).unwrap();
        assert_eq!(finished.phase(), Phase::Over);
        let ranking = finished.ranking().unwrap();
        assert_eq!(
            (ranking[0].seat, ranking[0].left, ranking[0].head_height),
            (0, 5, 5)
        );
        assert_eq!(
            (ranking[1].seat, ranking[1].left, ranking[1].head_height),
            (1, 5, 3)
        );
        assert_eq!(ranking[0].tie_break, TieBreak::HeadHeight);
        assert_eq!(finished.end_cell(0, End::Head), Some("e8".parse().unwrap()));
        assert_eq!(finished.end_cell(1, End::Head), Some("d9".parse().unwrap()));
        // The last move: only h8 to e8 is left before the end.
        let before = positions::LAST_MOVE.game(&edition).unwrap();
        assert!(before
            .legal_moves()
            .iter()
            .all(|m| m.feet() == ("h8".parse().unwrap(), "e8".parse().unwrap())));
    }

    #[test]
    fn every_text_is_translated() {
        assert!(TITLE.is_translated());
        for s in &SECTIONS {
            assert!(s.title.is_translated(), "{}", s.id);
            for p in s.paragraphs {
                assert!(p.is_translated(), "{p:?}");
            }
            for b in s.boards {
                assert!(b.caption.is_translated(), "{:?}", b.caption);
            }
        }
    }
}
