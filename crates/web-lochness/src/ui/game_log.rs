//! The game's log on the table: every action and what followed it, oldest first, in a
//! box that keeps its newest line in view unless the reader scrolls back. It is a live region (`role="log"`), so a screen
//! reader says each new line: a computer player's roll, move, photo and keep are heard as
//! they happen, and the game's end with its reason.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::log::Entry;
use crate::state::words::{self, Say};
use blockness_web_common::follow::use_follow_log;
use blockness_web_common::language::use_lang;

/// Props of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// The lines, oldest first.
    pub entries: Rc<Vec<Entry>>,
    /// The seats the computer plays.
    pub bots: Rc<Vec<usize>>,
    /// The actions (by index) taken with a hint shown: their first line says so.
    pub hinted: Rc<Vec<usize>>,
}

/// The log.
#[function_component(GameLog)]
pub fn game_log(props: &GameLogProps) -> Html {
    let lang = use_lang();
    let list = use_node_ref();
    let lines = props.entries.len();
    let onscroll = use_follow_log(list.clone(), lines, lines, lines);
    html! {
        <section class="ln-log" aria-labelledby="ln-log-title">
            <h3 id="ln-log-title">{ words::LOG_TITLE.get(lang) }</h3>
            <div class="ln-log-list" ref={list} {onscroll} role="log" aria-live="polite" aria-labelledby="ln-log-title" tabindex="0">
                if props.entries.is_empty() {
                    <p class="ln-log-empty">{ words::LOG_EMPTY.get(lang) }</p>
                }
                <ol data-testid="ln-log">
                    { for props.entries.iter().enumerate().map(|(i, entry)| {
                        let first_of_action = i == 0 || props.entries[i - 1].after != entry.after;
                        let hinted = first_of_action
                            && entry.after > 0
                            && props.hinted.contains(&(entry.after - 1));
                        html! {
                            <li key={i} data-after={entry.after.to_string()} data-event={entry.event.name()}
                                data-seat={entry.event.seat().map(|s| s.to_string())}
                                data-hinted={hinted.then_some("yes")}>
                                { Say::Log { event: entry.event.clone(), bots: props.bots.to_vec() }.text(lang) }
                                if hinted {
                                    <span class="ln-hinted">{ words::WITH_HINT.get(lang) }</span>
                                }
                            </li>
                        }
                    }) }
                </ol>
            </div>
        </section>
    }
}
