//! What the first screen's light module hands over to the page.
//!
//! On a fresh visit the prerendered first screen (the empty loch under the new-game dialog)
//! comes to life with the welcome module (`src/bin/blockness-welcome.rs`): the header and
//! the dialog only, a fraction of the page's wasm. The page's own module is fetched when the
//! player does something only the game can do: starts a game, closes the dialog, opens a
//! view, copies the link or picks a language. Every such request made while the page's
//! module loads is a [`Handoff`], kept in the order made ([`Handoffs`]); the page carries
//! them all out before its first render ([`Handoffs::carry_out`]), so its first screen is
//! already the one the last of them leads to, and takes over any still coming once it is
//! live.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{NewGame, PageAction, PageState};
use crate::words::Lang;

/// A screen of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// The game itself.
    Game,
    /// The rules page.
    Rules,
    /// The tutorial.
    Tutorial,
    /// The games kept on the device.
    Library,
    /// The solo puzzles.
    Solo,
    /// Loch Ness.
    LochNess,
    /// A live table, or the form that opens one (the address says which).
    Live,
}

/// What the player did on the welcome screen that the page must carry out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Handoff {
    /// Start this game (the dialog's Start): the game is shown, whatever was asked before.
    Start(NewGame),
    /// Close the dialog over the board (its Cancel, or Escape); the screen stays as it is.
    Close,
    /// Show this screen; from the dialog's own links the dialog closes too, as on the page.
    Open {
        /// The screen.
        place: Place,
        /// Whether the dialog closes.
        close_dialog: bool,
    },
    /// Copy the address of the board as it is at this point (the header's Copy link).
    CopyLink,
    /// Speak this language (the header's picker).
    Language(Lang),
}

impl Handoff {
    /// What the request does to the page's state, if anything.
    pub fn page_action(&self) -> Option<PageAction> {
        match self {
            Handoff::Start(new_game) => Some(PageAction::Start(new_game.clone())),
            Handoff::Close
            | Handoff::Open {
                close_dialog: true, ..
            } => Some(PageAction::CloseDialog),
            Handoff::Open { .. } | Handoff::CopyLink | Handoff::Language(_) => None,
        }
    }

    /// The screen the request leads to, if it changes the screen.
    pub fn place(&self) -> Option<Place> {
        match self {
            // The dialog's Start is pressed to play: the game shows, even after a view was
            // asked for (the welcome screen kept showing the dialog meanwhile).
            Handoff::Start(_) => Some(Place::Game),
            Handoff::Open { place, .. } => Some(*place),
            Handoff::Close | Handoff::CopyLink | Handoff::Language(_) => None,
        }
    }
}

/// A request that could not be read (the welcome module and the page's come from one
/// build, so this is a bug, reported and skipped, never a panic).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandoffError {
    /// What the welcome module left is not a list of requests.
    NotAList,
    /// The request at this place in the list is unreadable.
    Unreadable {
        /// Its place in the list, from 0.
        at: usize,
        /// Why, from the decoder.
        why: String,
    },
}

impl fmt::Display for HandoffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandoffError::NotAList => f.write_str("the welcome screen's requests are not a list"),
            HandoffError::Unreadable { at, why } => {
                write!(
                    f,
                    "the welcome screen's request {} is unreadable: {why}",
                    at + 1
                )
            }
        }
    }
}

impl std::error::Error for HandoffError {}

/// What Copy link copies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// The page's address with this text after `#`: the board's link as it was then.
    Link(String),
    /// The address as the page opened with it: the board then was not one the page puts
    /// in the address (the untouched board of a first visit).
    AsOpened,
}

/// What is left for the page's screen once the requests are carried out on its state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Carried {
    /// The screen the last request that chose one leads to (`None`: the page's own).
    pub place: Option<Place>,
    /// What to copy, when Copy link was asked for (its last time).
    pub copy: Option<Address>,
}

/// The requests of the welcome screen, in the order the player made them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Handoffs(Vec<Handoff>);

impl Handoffs {
    /// The requests read one by one (`items`, as the page decodes them from what the
    /// welcome module left): those read, in order, and why each other one was not.
    pub fn read<E: fmt::Display>(
        items: impl IntoIterator<Item = Result<Handoff, E>>,
    ) -> (Handoffs, Vec<HandoffError>) {
        let mut read = Vec::new();
        let mut errors = Vec::new();
        for (at, item) in items.into_iter().enumerate() {
            match item {
                Ok(handoff) => read.push(handoff),
                Err(why) => errors.push(HandoffError::Unreadable {
                    at,
                    why: why.to_string(),
                }),
            }
        }
        (Handoffs(read), errors)
    }

    /// Whether nothing was asked.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The requests, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Handoff> {
        self.0.iter()
    }

    /// The language picked last, if any.
    pub fn language(&self) -> Option<Lang> {
        self.0.iter().rev().find_map(|handoff| match handoff {
            Handoff::Language(lang) => Some(*lang),
            _ => None,
        })
    }

    /// Carries out every request on `state`, in order, as the page would have one after the
    /// other; returns what the page's screen must still do (the screen to show, the address
    /// to copy). Languages are the app's (see [`Handoffs::language`]).
    pub fn carry_out(&self, state: &mut PageState) -> Carried {
        let mut carried = Carried::default();
        for handoff in &self.0 {
            if let Some(action) = handoff.page_action() {
                state.apply(action);
            }
            if let Some(place) = handoff.place() {
                carried.place = Some(place);
            }
            if *handoff == Handoff::CopyLink {
                carried.copy = Some(if state.should_persist() {
                    Address::Link(state.link())
                } else {
                    Address::AsOpened
                });
            }
        }
        carried
    }
}

impl From<Vec<Handoff>> for Handoffs {
    fn from(requests: Vec<Handoff>) -> Handoffs {
        Handoffs(requests)
    }
}

impl<'a> IntoIterator for &'a Handoffs {
    type Item = &'a Handoff;
    type IntoIter = std::slice::Iter<'a, Handoff>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl IntoIterator for Handoffs {
    type Item = Handoff;
    type IntoIter = std::vec::IntoIter<Handoff>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use blockness_core::{Colour, Edition};

    use super::*;
    use blockness_web_board::seat::SeatKind;

    fn three_players() -> NewGame {
        NewGame {
            colours: vec![Colour::Purple, Colour::Orange, Colour::Green],
            seats: vec![
                SeatKind::Human,
                SeatKind::bot(blockness_bots::Level::Medium),
                SeatKind::ByLink,
            ],
            expert: true,
            swap: false,
            rated: None,
        }
    }

    fn samples() -> Vec<Handoff> {
        vec![
            Handoff::Start(three_players()),
            Handoff::Close,
            Handoff::Open {
                place: Place::Tutorial,
                close_dialog: true,
            },
            Handoff::Open {
                place: Place::Library,
                close_dialog: false,
            },
            Handoff::CopyLink,
            Handoff::Language(Lang::De),
        ]
    }

    /// The page of a first visit: the untouched board under the dialog.
    fn first_visit() -> PageState {
        PageState::fresh(Arc::new(Edition::lochside_v1()))
    }

    /// The page after `requests`, and what is left for its screen.
    fn after(requests: Vec<Handoff>) -> (PageState, Carried) {
        let mut state = first_visit();
        let carried = Handoffs::from(requests).carry_out(&mut state);
        (state, carried)
    }

    fn rules() -> Handoff {
        Handoff::Open {
            place: Place::Rules,
            close_dialog: false,
        }
    }

    fn seats(state: &PageState) -> (Vec<Colour>, Vec<SeatKind>) {
        (
            state.game().rules().setup().colours().to_vec(),
            state.board().seats().to_vec(),
        )
    }

    #[test]
    fn every_handoff_crosses_between_the_modules_unchanged() {
        for handoff in samples() {
            let text = serde_json::to_string(&handoff).unwrap();
            let back: Handoff = serde_json::from_str(&text).unwrap();
            assert_eq!(back, handoff, "{text}");
        }
    }

    #[test]
    fn each_request_does_what_the_player_asked_for() {
        let [start, close, tutorial, library, copy, language] = samples().try_into().unwrap();
        assert_eq!(
            start.page_action(),
            Some(PageAction::Start(three_players()))
        );
        assert_eq!(start.place(), Some(Place::Game), "Start is pressed to play");
        assert_eq!(close.page_action(), Some(PageAction::CloseDialog));
        assert_eq!(close.place(), None, "Escape leaves the screen as it is");
        assert_eq!(tutorial.page_action(), Some(PageAction::CloseDialog));
        assert_eq!(tutorial.place(), Some(Place::Tutorial));
        assert_eq!(
            library.page_action(),
            None,
            "a header view leaves the dialog open beneath"
        );
        assert_eq!(library.place(), Some(Place::Library));
        for handoff in [copy, language] {
            assert_eq!((handoff.page_action(), handoff.place()), (None, None));
        }
    }

    #[test]
    fn nothing_asked_leaves_the_first_visit_as_it_is() {
        let (state, carried) = after(vec![]);
        assert!(state.dialog_open());
        assert_eq!(carried, Carried::default());
        assert_eq!(Handoffs::default().language(), None);
    }

    #[test]
    fn escape_then_rules_opens_the_rules_over_the_board_without_its_dialog() {
        let (state, carried) = after(vec![Handoff::Close, rules()]);
        assert!(!state.dialog_open());
        assert_eq!(carried.place, Some(Place::Rules));
        // The other way round ends the same: Escape closes the dialog beneath the rules.
        let (state, carried) = after(vec![rules(), Handoff::Close]);
        assert!(!state.dialog_open());
        assert_eq!(carried.place, Some(Place::Rules));
    }

    #[test]
    fn a_view_asked_for_after_start_opens_over_the_game_started() {
        let (state, carried) = after(vec![Handoff::Start(three_players()), rules()]);
        assert!(!state.dialog_open());
        assert_eq!(
            seats(&state),
            (three_players().colours, three_players().seats)
        );
        assert!(state.game().rules().setup().expert());
        assert_eq!(carried.place, Some(Place::Rules));
    }

    #[test]
    fn start_pressed_after_a_view_shows_the_game() {
        let library = Handoff::Open {
            place: Place::Library,
            close_dialog: false,
        };
        let (state, carried) = after(vec![library, Handoff::Start(three_players())]);
        assert_eq!(seats(&state).1, three_players().seats);
        assert_eq!(carried.place, Some(Place::Game));
    }

    #[test]
    fn each_start_starts_its_game_the_last_one_on_the_board() {
        let two = NewGame {
            colours: vec![Colour::Black, Colour::Green],
            seats: vec![SeatKind::Human; 2],
            expert: false,
            swap: true,
            rated: None,
        };
        let (state, carried) = after(vec![
            Handoff::Start(three_players()),
            Handoff::Start(two.clone()),
        ]);
        assert_eq!(seats(&state), (two.colours, two.seats));
        assert_eq!(carried.place, Some(Place::Game));
    }

    #[test]
    fn play_the_computer_on_the_welcome_screen_starts_the_game_against_it_whatever_came_before() {
        let colours = Edition::lochside_v1().colours().to_vec();
        let quick = Handoff::Start(NewGame::against_computer(&colours));
        let text = serde_json::to_string(&quick).unwrap();
        assert_eq!(serde_json::from_str::<Handoff>(&text).unwrap(), quick);
        let (state, carried) = after(vec![rules(), Handoff::Close, quick]);
        assert!(!state.dialog_open());
        assert_eq!(
            seats(&state),
            (
                colours[..2].to_vec(),
                vec![SeatKind::Human, SeatKind::bot(crate::page::COMPUTER_LEVEL)]
            )
        );
        assert_eq!(carried.place, Some(Place::Game), "the game shows");
    }

    #[test]
    fn the_dialog_s_own_links_close_it_and_the_last_screen_asked_for_shows() {
        let lochness = Handoff::Open {
            place: Place::LochNess,
            close_dialog: true,
        };
        let tutorial = samples()[2].clone();
        let (state, carried) = after(vec![tutorial, rules(), lochness]);
        assert!(!state.dialog_open());
        assert_eq!(carried.place, Some(Place::LochNess));
    }

    #[test]
    fn copy_link_copies_the_board_as_it_was_when_asked() {
        // The untouched board of a first visit is not put in the address: the address
        // copied is the one the page opened with.
        let (_, carried) = after(vec![Handoff::CopyLink]);
        assert_eq!(carried.copy, Some(Address::AsOpened));
        let (_, carried) = after(vec![Handoff::CopyLink, Handoff::Start(three_players())]);
        assert_eq!(
            carried.copy,
            Some(Address::AsOpened),
            "not the game started after"
        );
        // After Start, the game started: the link the page puts in its address.
        let (state, carried) = after(vec![Handoff::Start(three_players()), Handoff::CopyLink]);
        assert_eq!(carried.copy, Some(Address::Link(state.link())));
        // Copy link changes no screen.
        let (state, carried) = after(vec![
            Handoff::CopyLink,
            Handoff::Open {
                place: Place::Tutorial,
                close_dialog: false,
            },
        ]);
        assert!(state.dialog_open());
        assert_eq!(carried.place, Some(Place::Tutorial));
    }

    #[test]
    fn the_language_picked_last_is_the_page_s_and_the_other_requests_still_count() {
        let requests = Handoffs::from(vec![
            Handoff::Language(Lang::Fr),
            Handoff::Close,
            Handoff::Language(Lang::De),
            rules(),
        ]);
        assert_eq!(requests.language(), Some(Lang::De));
        let mut state = first_visit();
        let carried = requests.carry_out(&mut state);
        assert!(!state.dialog_open());
        assert_eq!(carried.place, Some(Place::Rules));
    }

    #[test]
    fn unreadable_requests_are_skipped_and_said_the_others_kept_in_order() {
        let items: Vec<Result<Handoff, &str>> = vec![
            Ok(Handoff::Close),
            Err("unknown variant `Dance`"),
            Ok(rules()),
        ];
        let (read, errors) = Handoffs::read(items);
        assert_eq!(read, Handoffs::from(vec![Handoff::Close, rules()]));
        assert_eq!(
            errors,
            vec![HandoffError::Unreadable {
                at: 1,
                why: "unknown variant `Dance`".into()
            }]
        );
        assert_eq!(
            errors[0].to_string(),
            "the welcome screen's request 2 is unreadable: unknown variant `Dance`"
        );
        assert_eq!(
            HandoffError::NotAList.to_string(),
            "the welcome screen's requests are not a list"
        );
        // What the page decodes from the window comes through serde: a value of another
        // shape is an error, not a panic.
        let decoded = [r#""Close""#, r#"{"Open":{"place":"Nowhere"}}"#, "42"]
            .map(serde_json::from_str::<Handoff>);
        let (read, errors) = Handoffs::read(decoded);
        assert_eq!(read, Handoffs::from(vec![Handoff::Close]));
        assert_eq!(
            errors
                .iter()
                .map(|e| match e {
                    HandoffError::Unreadable { at, .. } => *at,
                    HandoffError::NotAList => usize::MAX,
                })
                .collect::<Vec<_>>(),
            vec![1, 2]
        );
    }
}
