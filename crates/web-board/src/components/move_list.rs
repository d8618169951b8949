//! The game's log: the moves in notation, one column a seat, with the turns passed over and
//! the game's end in words, a key to the notation and the replay controls; undone moves
//! follow, greyed.

use yew::prelude::*;

use blockness_bots::analysis::Label;

use crate::board::view::MoveEntry;
use crate::board::BoardAction;
use crate::components::colours;
use crate::words::marks::{label_class, label_text};
use crate::words::{colour_letter, texts, Message};
use blockness_web_common::follow::use_follow_log;
use blockness_web_common::language::use_lang;

/// Props of [`MoveList`].
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Every move.
    pub entries: Vec<MoveEntry>,
    /// Moves in the position shown.
    pub shown: usize,
    /// Moves played.
    pub total: usize,
    /// Seats in the game: the list's columns.
    pub players: usize,
    /// Why the game ended, once it has.
    #[prop_or_default]
    pub ending: Option<Message>,
    /// Where clicks go.
    pub on_action: Callback<BoardAction>,
    /// The analysis's mark of each move, by index (`?!`, `?`, `??`), as far as known.
    #[prop_or_default]
    pub marks: Vec<Option<Label>>,
}

/// The move list and replay buttons.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let lang = use_lang();
    let (shown, total) = (props.shown, props.total);
    let button = |id: &str, label: &str, title: &str, action: BoardAction, enabled: bool| {
        let onclick = props.on_action.reform(move |_: MouseEvent| action.clone());
        html! {
            <button data-testid={id.to_string()} title={title.to_string()} disabled={!enabled} {onclick}>
                // Arrows are read by their title; words are their own name.
                if label.chars().any(char::is_alphabetic) {
                    { label.to_string() }
                } else {
                    <span aria-hidden="true">{ label.to_string() }</span>
                    <span class="visually-hidden">{ title.to_string() }</span>
                }
            </button>
        }
    };
    let items = props.entries.iter().map(|e| {
        let index = e.index;
        let class = classes!(
            "move",
            colours::class(e.colour),
            e.undone.then_some("undone"),
            e.current.then_some("current")
        );
        let onclick = props.on_action.reform(move |_: MouseEvent| BoardAction::ViewAt(index + 1));
        let mark = props.marks.get(index).copied().flatten().map(|label| {
            let words = label_text(label).get(lang);
            html! {
                <span class={classes!("analysis-mark", label_class(label))} data-testid={format!("mark-{index}")} title={words}>
                    <span aria-hidden="true">{ label.mark() }</span>
                    <span class="visually-hidden">{ words }</span>
                </span>
            }
        });
        // The notation is short for the eye; its title and readers get the whole sentence.
        let words = e.words.text(lang);
        let title = if e.undone {
            format!("{words} {}", texts::UNDONE_MOVE_TITLE.get(lang))
        } else {
            format!("{words} {}.", Message::ShowPositionAfter(index + 1).text(lang))
        };
        let skips = e.skipped.iter().map(|skip| html! {
            // Across the row: a column of a four-player log is too narrow for a sentence.
            <li class={classes!("skip", colours::class(skip.colour))}
                data-testid={format!("skip-{index}-{}", skip.seat)}>
                <span class="who" aria-hidden="true">{ colour_letter(skip.colour, lang) }</span>
                <span class="text">{ skip.note.text(lang) }</span>
            </li>
        });
        html! {
            <>
            <li class={class} style={column(e.seat)}>
                <button {onclick} disabled={e.undone} data-testid={format!("move-{index}")} {title}>
                    <span class="num">{ format!("{}.", index + 1) }</span>
                    <span class="who">{ colour_letter(e.colour, lang) }</span>
                    <span class="text" aria-hidden="true">{ e.text.clone() }</span>
                    <span class="visually-hidden">{ words }</span>
                    { for mark }
                    if e.hinted {
                        <span class="hinted-mark" data-testid={format!("hinted-{index}")} title={texts::HINT_USED.get(lang)}>
                            <HintIcon />
                            <span class="visually-hidden">{ texts::HINT_USED.get(lang) }</span>
                        </span>
                    }
                </button>
            </li>
            { for skips }
            </>
        }
    });
    let replaying = shown < total;
    let list = use_node_ref();
    let lines = props.entries.len() + props.ending.is_some() as usize;
    let onscroll = use_follow_log(list.clone(), shown, total, lines);
    html! {
        <section class="moves" aria-label={texts::MOVES.get(lang)}>
            <div class="replay">
                { button("replay-first", "|◀", texts::FIRST_POSITION.get(lang), BoardAction::ViewAt(0), shown > 0) }
                { button("replay-prev", "◀", texts::PREVIOUS_MOVE.get(lang), BoardAction::ViewPrev, shown > 0) }
                { button("replay-next", "▶", texts::NEXT_MOVE.get(lang), BoardAction::ViewNext, shown < total) }
                { button("replay-last", "▶|", texts::LAST_MOVE.get(lang), BoardAction::ViewAt(total), shown < total) }
                if replaying {
                    { button("continue-here", texts::CONTINUE_HERE.get(lang), texts::CONTINUE_HERE_TITLE.get(lang), BoardAction::ContinueFromHere, true) }
                }
            </div>
            if props.entries.is_empty() {
                <p class="empty">{ texts::NO_MOVES.get(lang) }</p>
            }
            <ol data-testid="move-list" ref={list} {onscroll} style={format!("--players: {}", props.players.max(1))}>
                { for items }
                if let Some(ending) = &props.ending {
                    <li class="ending" data-testid="log-ending">{ ending.text(lang) }</li>
                }
            </ol>
            if !props.entries.is_empty() {
                <p class="notation-key" data-testid="notation-key">{ texts::NOTATION_KEY.get(lang) }</p>
            }
        </section>
    }
}

/// Places a line of the log in its seat's column.
fn column(seat: usize) -> String {
    format!("grid-column: {}", seat + 1)
}

/// The mark of a move played with a suggestion on the board: a light bulb drawn here, as no
/// emoji font can be counted on.
#[function_component(HintIcon)]
pub fn hint_icon() -> Html {
    html! {
        <svg class="hint-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M8 1.5a4.5 4.5 0 0 0-2.6 8.2c.4.3.6.7.6 1.2V12h4v-1.1c0-.5.2-.9.6-1.2A4.5 4.5 0 0 0 8 1.5z" />
            <rect x="6" y="13" width="4" height="1.6" rx="0.6" />
        </svg>
    }
}
