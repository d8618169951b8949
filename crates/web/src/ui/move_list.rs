//! The moves in notation, with the replay controls; undone moves follow, greyed.

use yew::prelude::*;

use blockness_bots::analysis::Label;

use crate::board::view::MoveEntry;
use crate::board::BoardAction;
use crate::i18n::{colour_letter, texts, Message};
use crate::ui::analysis_panel::{label_class, label_text};
use crate::ui::colours;
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
        html! {
            <li class={class}>
                <button {onclick} disabled={e.undone} data-testid={format!("move-{index}")}
                        title={if e.undone { texts::UNDONE_MOVE_TITLE.get(lang).to_string() } else { Message::ShowPositionAfter(index + 1).text(lang) }}>
                    <span class="num">{ format!("{}.", index + 1) }</span>
                    <span class="who">{ colour_letter(e.colour) }</span>
                    <span class="text">{ e.text.clone() }</span>
                    { for mark }
                    if e.hinted {
                        <span class="hinted-mark" data-testid={format!("hinted-{index}")} title={texts::HINT_USED.get(lang)}>
                            <span aria-hidden="true">{ "💡" }</span>
                            <span class="visually-hidden">{ texts::HINT_USED.get(lang) }</span>
                        </span>
                    }
                </button>
            </li>
        }
    });
    let replaying = shown < total;
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
            <ol data-testid="move-list">{ for items }</ol>
        </section>
    }
}
