//! The page's words: the sentences and fixed words of its own (links, saved games, the
//! library, the dialogs), over the board kit's ([`blockness_web_board::words`]), which this
//! module passes on so the page finds every word in one place.
//!
//! Sentences are [`PageMessage`]s, each written once with its four languages side by side
//! in one exhaustive `match` ([`PageMessage::text`], with `say!`), and the reasons they
//! give in `reasons`; fixed text is declared with `texts!` in [`texts`]. Tests check that
//! no translation is left in English.

pub use blockness_web_board::words::{
    colour_letter, colour_name, CellContent, CellRole, DialogWord, Finale, Message, WorkerTrouble,
};
pub use blockness_web_common::{Lang, Tr};

mod counts;
mod message;
mod rating;
mod reasons;
pub mod texts;

pub use message::PageMessage;
pub use rating::{level_word, RatingWord};

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_core::{Colour, IllegalMove, LinkError, SetupError};
    use blockness_web_board::seat::SeatCodeError;
    use blockness_web_board::words::samples::refusals;

    use crate::persist::SaveError;
    use crate::ratings::RatingsError;

    /// One message of every kind of the page's own, with each error they can carry.
    fn samples() -> Vec<PageMessage> {
        use PageMessage::*;
        let mut all = vec![
            SeatCodeUnreadable(SeatCodeError::UnknownLetter {
                position: 2,
                ch: 'q',
            }),
            SeatCodeUnreadable(SeatCodeError::WrongCount {
                players: 3,
                letters: 2,
            }),
            BotFailed(WorkerTrouble::NoMove),
            BotFailed(WorkerTrouble::Reported("no legal move".into())),
            AnalysisFailed(WorkerTrouble::Reported(
                "the game has no move number 9".into(),
            )),
            LinkPartlyReadable(1),
            LinkPartlyReadable(12),
            LinkCopied,
            LinkNotCopied {
                why: "denied".into(),
                address: "https://example.org/#1AAM".into(),
            },
        ];
        let links = |reason| {
            vec![
                LinkError::Empty,
                LinkError::UnknownVersion { version: '9' },
                LinkError::UnknownVersion { version: 'h' },
                LinkError::BadCharacter {
                    position: 3,
                    ch: '%',
                },
                LinkError::Truncated,
                LinkError::TrailingData,
                LinkError::BadHeader,
                LinkError::BadMoveCode { index: 4 },
                LinkError::Setup(SetupError::DuplicateColour {
                    colour: Colour::Green,
                }),
                LinkError::IllegalMove { index: 2, reason },
            ]
        };
        for setup in [
            SetupError::PlayerCount { players: 5, max: 4 },
            SetupError::ColourCount {
                players: 3,
                colours: 2,
            },
            SetupError::DuplicateColour {
                colour: Colour::Orange,
            },
            SetupError::ColourNotInEdition {
                colour: Colour::Black,
            },
            SetupError::SwapNeedsTwoPlayers { players: 3 },
        ] {
            all.push(GameCannotStart(setup));
        }
        for reason in refusals() {
            all.push(UndoneMovesDropped(reason));
            all.push(MoveRefused(reason));
            all.push(SavedGameSetAside {
                error: SaveError::Redo { index: 0, reason },
                key: "k",
            });
        }
        for error in links(IllegalMove::SetupOver) {
            all.push(LinkRefused(error.clone()));
            all.push(LinkRefusedAtLoad {
                error: error.clone(),
                kept: true,
            });
            all.push(SavedGameSetAside {
                error: SaveError::Link(error),
                key: "k",
            });
        }
        all.push(LinkRefusedAtLoad {
            error: LinkError::Truncated,
            kept: false,
        });
        for error in [
            SaveError::Json("expected value".into()),
            SaveError::Version(7),
            SaveError::Seats {
                players: 2,
                stored: 3,
            },
        ] {
            all.push(SavedGameSetAside { error, key: "k" });
        }
        all.push(RatedNeedsComputers);
        all.push(RatedStarted(blockness_bots::STEPS[..3].to_vec()));
        all.push(RatingMoved {
            before: 1500,
            after: 1623,
        });
        for error in [
            RatingsError::Json("expected value".into()),
            RatingsError::Format("blockness-games".into()),
            RatingsError::Version(3),
            RatingsError::Result {
                index: 2,
                error: "place 9 does not fit".into(),
            },
            RatingsError::DuplicateGame("aaaa1111".parse().unwrap()),
        ] {
            all.push(RatingsSetAside {
                error: error.clone(),
                key: "k",
            });
            all.push(ImportRefused(crate::library::LibraryError::Ratings(error)));
        }
        all
    }

    #[test]
    fn every_page_message_has_its_own_words_in_each_language() {
        for message in samples() {
            let [en, fr, de, it] = Lang::ALL.map(|lang| message.text(lang));
            for (other, name) in [(&fr, "French"), (&de, "German"), (&it, "Italian")] {
                assert!(!other.trim().is_empty(), "{message:?}");
                assert_ne!(*other, en, "{name} left in English: {message:?}");
            }
            assert!(!en.trim().is_empty(), "{message:?}");
        }
    }

    #[test]
    fn a_board_sentence_reads_as_the_board_words_it() {
        let message = Message::Player(Colour::Green);
        for lang in Lang::ALL {
            assert_eq!(
                PageMessage::from(message.clone()).text(lang),
                message.text(lang)
            );
        }
    }

    #[test]
    fn distinct_refusals_read_differently() {
        for lang in Lang::ALL {
            let texts: std::collections::BTreeSet<String> = refusals()
                .iter()
                .map(|r| PageMessage::MoveRefused(*r).text(lang))
                .collect();
            assert_eq!(texts.len(), refusals().len(), "{lang}");
        }
    }
}
