//! How the player is playing: by touch, with a mouse, or with the keyboard. Hints name the
//! gesture the player makes ("tap it again", "click it again", "press Escape"), so they
//! follow the input used last.

/// The input a player used last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Input {
    /// A finger or a pen on a touch screen.
    Touch,
    /// A mouse or a trackpad.
    #[default]
    Mouse,
    /// The keyboard: Tab, the arrows, Enter, Escape.
    Keyboard,
}

impl Input {
    /// Every input, for tests that word a hint for each.
    pub const ALL: [Input; 3] = [Input::Touch, Input::Mouse, Input::Keyboard];

    /// The input of a pointer event's `pointerType`: a pen is used like a finger.
    pub fn of_pointer(pointer_type: &str) -> Input {
        match pointer_type {
            "touch" | "pen" => Input::Touch,
            _ => Input::Mouse,
        }
    }

    /// Whether a key press means the player is playing by keyboard: the keys that move
    /// between controls and choose. Letters typed into a field do not.
    pub fn is_keyboard_play(key: &str) -> bool {
        matches!(
            key,
            "Tab"
                | "Enter"
                | " "
                | "Escape"
                | "ArrowUp"
                | "ArrowDown"
                | "ArrowLeft"
                | "ArrowRight"
                | "Home"
                | "End"
        )
    }
}

#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use hook::use_input;

#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
mod hook {
    use yew::prelude::*;

    use super::Input;

    /// The input the player used last, following every press, tap and navigation key. A
    /// component drawn after the player's last tap starts from that tap's input; before any,
    /// a touch screen's when the device's main pointer is coarse, else the mouse's.
    #[hook]
    pub fn use_input() -> Input {
        let input = use_state_eq(last_or_guess);
        {
            let input = input.clone();
            use_effect_with((), move |_| {
                let listeners = listen(move |used| input.set(used));
                move || drop(listeners)
            });
        }
        *input
    }

    #[cfg(target_arch = "wasm32")]
    mod browser {
        use std::cell::Cell;

        use gloo::events::{EventListener, EventListenerOptions};
        use wasm_bindgen::JsCast;

        use super::Input;

        thread_local! {
            /// The input used last on this page, once the player has used one.
            static LAST: Cell<Option<Input>> = const { Cell::new(None) };
            static WATCHED: Cell<bool> = const { Cell::new(false) };
        }

        /// The input of an event, if it tells one.
        fn input_of(event: &web_sys::Event) -> Option<Input> {
            if let Some(pointer) = event.dyn_ref::<web_sys::PointerEvent>() {
                return Some(Input::of_pointer(&pointer.pointer_type()));
            }
            let key = event.dyn_ref::<web_sys::KeyboardEvent>()?;
            Input::is_keyboard_play(&key.key()).then_some(Input::Keyboard)
        }

        /// Calls `on_input` with the input of every press, tap and navigation key, before
        /// the page's own handlers act on it (so their words already fit).
        pub fn listen(on_input: impl Fn(Input) + Clone + 'static) -> Vec<EventListener> {
            let window = gloo::utils::window();
            let options = EventListenerOptions::run_in_capture_phase();
            ["pointerdown", "keydown"]
                .into_iter()
                .map(|kind| {
                    let on_input = on_input.clone();
                    EventListener::new_with_options(&window, kind, options, move |event| {
                        if let Some(input) = input_of(event) {
                            on_input(input);
                        }
                    })
                })
                .collect()
        }

        /// The input used last, watched for the page's whole life from the first call on.
        pub fn last_or_guess() -> Input {
            if !WATCHED.with(|watched| watched.replace(true)) {
                for listener in listen(|input| LAST.with(|last| last.set(Some(input)))) {
                    listener.forget();
                }
            }
            LAST.with(Cell::get).unwrap_or_else(|| {
                let coarse = gloo::utils::window()
                    .match_media("(pointer: coarse)")
                    .ok()
                    .flatten()
                    .is_some_and(|query| query.matches());
                if coarse {
                    Input::Touch
                } else {
                    Input::Mouse
                }
            })
        }
    }

    #[cfg(target_arch = "wasm32")]
    use browser::{last_or_guess, listen};

    // The site's build renders no board: a fresh visit's guess, and nothing to listen to.
    #[cfg(not(target_arch = "wasm32"))]
    fn last_or_guess() -> Input {
        Input::default()
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn listen(_on_input: impl Fn(Input) + Clone + 'static) -> Vec<()> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pen_counts_as_touch_and_anything_else_as_a_mouse() {
        assert_eq!(Input::of_pointer("touch"), Input::Touch);
        assert_eq!(Input::of_pointer("pen"), Input::Touch);
        assert_eq!(Input::of_pointer("mouse"), Input::Mouse);
        assert_eq!(Input::of_pointer(""), Input::Mouse);
    }

    #[test]
    fn only_keys_that_move_or_choose_mean_keyboard_play() {
        for key in ["Tab", "Enter", " ", "Escape", "ArrowLeft"] {
            assert!(Input::is_keyboard_play(key), "{key}");
        }
        for key in ["a", "Shift", "Control", "u"] {
            assert!(!Input::is_keyboard_play(key), "{key}");
        }
    }
}
