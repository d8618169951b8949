//! What the first screen's light module hands over to the page.
//!
//! On a fresh visit the prerendered first screen (the empty loch under the new-game dialog)
//! comes to life with the welcome module (`src/bin/blockness-welcome.rs`): the header and
//! the dialog only, a fraction of the page's wasm. The page's own module is fetched when the
//! player does something only the game can do: starts a game, closes the dialog, opens a
//! view, copies the link or picks a language. The welcome module then leaves a [`Handoff`]
//! for the page, which applies it before its first render, so the page's first screen is
//! already the one asked for.

use serde::{Deserialize, Serialize};

use super::{NewGame, PageAction};

/// Where the player went from the welcome screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
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
}

/// What the player did on the welcome screen that the page must carry out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Handoff {
    /// Start this game (the dialog's Start).
    Start(NewGame),
    /// Close the dialog over the empty board (its Cancel, or Escape).
    Close,
    /// Show this view; from the dialog's own links the dialog closes too, as on the page.
    Open {
        /// The view.
        place: Place,
        /// Whether the dialog closes.
        close_dialog: bool,
    },
    /// Copy the link of the board (the header's Copy link).
    CopyLink,
    /// Nothing more: the page is wanted as it opens (another language was picked).
    Nothing,
}

impl Handoff {
    /// The page action to apply before the first render, if any.
    pub fn page_action(&self) -> Option<PageAction> {
        match self {
            Handoff::Start(new_game) => Some(PageAction::Start(new_game.clone())),
            Handoff::Close
            | Handoff::Open {
                close_dialog: true, ..
            } => Some(PageAction::CloseDialog),
            Handoff::Open { .. } | Handoff::CopyLink | Handoff::Nothing => None,
        }
    }

    /// The view to show first, if not the game.
    pub fn place(&self) -> Option<Place> {
        match self {
            Handoff::Open { place, .. } => Some(*place),
            _ => None,
        }
    }
}

/// What the welcome screen handed over to the page (`ui::welcome`), taken once: later calls,
/// and pages the welcome screen did not start, find nothing.
#[cfg(target_arch = "wasm32")]
pub fn take() -> Option<Handoff> {
    use wasm_bindgen::JsValue;
    let window = gloo::utils::window();
    let key = JsValue::from_str("blocknessHandoff");
    let value = js_sys::Reflect::get(&window, &key).ok()?;
    if value.is_undefined() {
        return None;
    }
    let _ = js_sys::Reflect::delete_property(&window, &key);
    serde_wasm_bindgen::from_value(value).ok()
}

#[cfg(test)]
mod tests {
    use blockness_core::Colour;

    use super::*;
    use blockness_web_common::seat::SeatKind;

    fn samples() -> Vec<Handoff> {
        vec![
            Handoff::Start(NewGame {
                colours: vec![Colour::Purple, Colour::Orange, Colour::Green],
                seats: vec![
                    SeatKind::Human,
                    SeatKind::Bot(blockness_bots::Level::Medium),
                    SeatKind::ByLink,
                ],
                expert: true,
                swap: false,
            }),
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
            Handoff::Nothing,
        ]
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
    fn the_page_does_what_the_player_asked_for() {
        let [start, close, tutorial, library, copy, nothing] = samples().try_into().unwrap();
        let Handoff::Start(new_game) = start.clone() else {
            unreachable!()
        };
        assert_eq!(start.page_action(), Some(PageAction::Start(new_game)));
        assert_eq!(start.place(), None);
        assert_eq!(close.page_action(), Some(PageAction::CloseDialog));
        assert_eq!(tutorial.page_action(), Some(PageAction::CloseDialog));
        assert_eq!(tutorial.place(), Some(Place::Tutorial));
        assert_eq!(
            library.page_action(),
            None,
            "a header view leaves the dialog open beneath"
        );
        assert_eq!(library.place(), Some(Place::Library));
        for handoff in [copy, nothing] {
            assert_eq!((handoff.page_action(), handoff.place()), (None, None));
        }
    }
}
