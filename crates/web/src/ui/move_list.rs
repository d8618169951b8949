//! The moves in notation, with the replay controls; undone moves follow, greyed.

use yew::prelude::*;

use crate::model::MoveEntry;
use crate::state::{colour_letter, Action};
use crate::ui::colours;

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
    pub on_action: Callback<Action>,
}

/// The move list and replay buttons.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let (shown, total) = (props.shown, props.total);
    let button = |id: &str, label: &str, title: &str, action: Action, enabled: bool| {
        let onclick = props.on_action.reform(move |_: MouseEvent| action.clone());
        html! {
            <button data-testid={id.to_string()} title={title.to_string()} aria-label={title.to_string()}
                    disabled={!enabled} {onclick}>{ label.to_string() }</button>
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
        let onclick = props.on_action.reform(move |_: MouseEvent| Action::ViewAt(index + 1));
        html! {
            <li class={class}>
                <button {onclick} disabled={e.undone} data-testid={format!("move-{index}")}
                        title={if e.undone { "undone: use Redo to play it again".to_string() } else { format!("Show the position after move {}", index + 1) }}>
                    <span class="num">{ format!("{}.", index + 1) }</span>
                    <span class="who">{ colour_letter(e.colour) }</span>
                    <span class="text">{ e.text.clone() }</span>
                </button>
            </li>
        }
    });
    let replaying = shown < total;
    html! {
        <section class="moves" aria-label="Moves">
            <div class="replay">
                { button("replay-first", "|◀", "First position", Action::ViewAt(0), shown > 0) }
                { button("replay-prev", "◀", "Previous move", Action::ViewPrev, shown > 0) }
                { button("replay-next", "▶", "Next move", Action::ViewNext, shown < total) }
                { button("replay-last", "▶|", "Last move", Action::ViewAt(total), shown < total) }
                if replaying {
                    { button("continue-here", "Continue from here", "Play on from this position; the later moves can be redone", Action::ContinueFromHere, true) }
                }
            </div>
            if props.entries.is_empty() {
                <p class="empty">{ "No moves yet." }</p>
            }
            <ol data-testid="move-list">{ for items }</ol>
        </section>
    }
}
