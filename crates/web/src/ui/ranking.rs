//! The ranking at the end of a game, with how each place was decided.

use yew::prelude::*;

use crate::board::view::RankLine;
use crate::i18n::{texts, Message};
use crate::page::PageAction;
use crate::ui::colours;
use crate::ui::language::use_lang;

/// Props of [`Ranking`].
#[derive(Properties, PartialEq)]
pub struct RankingProps {
    /// The ranking, best first.
    pub lines: Vec<RankLine>,
    /// Where clicks go.
    pub on_action: Callback<PageAction>,
}

/// The ranking card.
#[function_component(Ranking)]
pub fn ranking(props: &RankingProps) -> Html {
    let lang = use_lang();
    let rematch = props.on_action.reform(|_: MouseEvent| PageAction::Rematch);
    let new_game = props
        .on_action
        .reform(|_: MouseEvent| PageAction::OpenDialog);
    html! {
        <section class="ranking" data-testid="ranking" aria-labelledby="ranking-title">
            <h2 id="ranking-title">{ texts::FINAL_RANKING.get(lang) }</h2>
            <table>
                <thead><tr>
                    <th>{ texts::PLACE.get(lang) }</th><th>{ texts::MONSTER.get(lang) }</th>
                    <th>{ texts::SEGMENTS_LEFT.get(lang) }</th><th>{ texts::HEAD_HEIGHT.get(lang) }</th>
                    <th>{ texts::DECIDED_BY.get(lang) }</th>
                </tr></thead>
                <tbody>
                    { for props.lines.iter().map(|l| html! {
                        <tr class={classes!(colours::class(l.colour), (l.place == 1).then_some("winner"))}>
                            <td class="place">{ l.place }</td>
                            <td>{ Message::Player(l.colour).text(lang) }</td>
                            <td>{ l.left }</td>
                            <td>{ l.head_height }</td>
                            <td class="tie">{ Message::DecidedBy(l.decided_by).text(lang) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <div class="actions">
                <button class="primary" data-testid="rematch" onclick={rematch}>{ texts::REMATCH.get(lang) }</button>
                <button data-testid="ranking-new-game" onclick={new_game}>{ texts::NEW_GAME_MORE.get(lang) }</button>
            </div>
        </section>
    }
}
