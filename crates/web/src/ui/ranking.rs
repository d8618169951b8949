//! The ranking at the end of a game, with how each place was decided.

use yew::prelude::*;

use crate::model::{player_name, RankLine};
use crate::state::Action;
use crate::ui::colours;

/// Props of [`Ranking`].
#[derive(Properties, PartialEq)]
pub struct RankingProps {
    /// The ranking, best first.
    pub lines: Vec<RankLine>,
    /// Where clicks go.
    pub on_action: Callback<Action>,
}

/// The ranking card.
#[function_component(Ranking)]
pub fn ranking(props: &RankingProps) -> Html {
    let rematch = props.on_action.reform(|_: MouseEvent| Action::Rematch);
    let new_game = props.on_action.reform(|_: MouseEvent| Action::OpenDialog);
    html! {
        <section class="ranking" data-testid="ranking" aria-label="Final ranking">
            <h2>{ "Final ranking" }</h2>
            <table>
                <thead><tr><th>{ "Place" }</th><th>{ "Monster" }</th><th>{ "Segments left" }</th><th>{ "Head height" }</th><th>{ "Decided by" }</th></tr></thead>
                <tbody>
                    { for props.lines.iter().map(|l| html! {
                        <tr class={classes!(colours::class(l.colour), (l.place == 1).then_some("winner"))}>
                            <td class="place">{ l.place }</td>
                            <td>{ player_name(l.colour) }</td>
                            <td>{ l.left }</td>
                            <td>{ l.head_height }</td>
                            <td class="tie">{ l.decided_by.clone() }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <div class="actions">
                <button class="primary" data-testid="rematch" onclick={rematch}>{ "Rematch" }</button>
                <button data-testid="ranking-new-game" onclick={new_game}>{ "New game…" }</button>
            </div>
        </section>
    }
}
