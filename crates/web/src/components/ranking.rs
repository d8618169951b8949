//! The ranking at the end of a game, with what set the winners apart, and the ways on:
//! a rematch (either player starting), a new game, the game replayed move by move, and
//! after a rated game the rating it moved.

use yew::prelude::*;

use crate::page::PageAction;
use crate::words::{texts, Lang, Message};
use blockness_web_board::board::view::RankLine;
use blockness_web_board::components::colours;
use blockness_web_board::words::Who;
use blockness_web_common::language::use_lang;

/// Props of [`Ranking`].
#[derive(Properties, PartialEq)]
pub struct RankingProps {
    /// The ranking, best first.
    pub lines: Vec<RankLine>,
    /// What set the winners apart.
    pub finale: Message,
    /// Replays the game from its first move.
    pub on_replay: Callback<()>,
    /// Where clicks go.
    pub on_action: Callback<PageAction>,
    /// Shows the person's rating, after a rated game.
    #[prop_or_default]
    pub on_rating: Option<Callback<()>>,
}

/// Who played a line's colour: with the swap rule among people at this device, which person
/// (the colours changed hands); otherwise you, a computer, or a person here or elsewhere.
fn played_as(line: &RankLine, lang: Lang) -> String {
    match (line.who, line.person) {
        (Who::Person(_), Some(person)) => Message::PlayedBy(person + 1).text(lang),
        (who, _) => Message::PlayedAs(who).text(lang),
    }
}

/// The ranking card.
#[function_component(Ranking)]
pub fn ranking(props: &RankingProps) -> Html {
    let lang = use_lang();
    let rematch = props.on_action.reform(|_: MouseEvent| PageAction::Rematch);
    let rematch_swapped = props
        .on_action
        .reform(|_: MouseEvent| PageAction::RematchOtherStarts);
    let replay = props.on_replay.reform(|_: MouseEvent| ());
    let hints = props.lines.iter().any(|l| l.hints > 0);
    let new_game = props
        .on_action
        .reform(|_: MouseEvent| PageAction::OpenDialog);
    html! {
        <section class="ranking" data-testid="ranking" aria-labelledby="ranking-title">
            <h2 id="ranking-title">{ texts::FINAL_RANKING.get(lang) }</h2>
            <p class="finale" data-testid="finale">{ props.finale.text(lang) }</p>
            <table>
                <thead><tr>
                    <th>{ texts::PLACE.get(lang) }</th><th>{ texts::MONSTER.get(lang) }</th>
                    <th>{ texts::SEGMENTS_LEFT.get(lang) }</th><th>{ texts::HEAD_HEIGHT.get(lang) }</th>
                    if hints {
                        <th>{ texts::HINTS_USED.get(lang) }</th>
                    }
                </tr></thead>
                <tbody>
                    { for props.lines.iter().map(|l| html! {
                        <tr class={classes!(colours::class(l.colour), (l.place == 1).then_some("winner"))}>
                            <td class="place">{ l.place }</td>
                            <td>
                                { Message::Player(l.colour).text(lang) }
                                <span class="person" data-testid="played-as">{ format!(" · {}", played_as(l, lang)) }</span>
                            </td>
                            <td>{ l.left }</td>
                            <td>{ l.head_height }</td>
                            if hints {
                                <td data-testid="hints-used">{ l.hints }</td>
                            }
                        </tr>
                    }) }
                </tbody>
            </table>
            <div class="actions">
                <button class="primary" data-testid="rematch" onclick={rematch}>{ texts::REMATCH.get(lang) }</button>
                <button data-testid="rematch-swapped" onclick={rematch_swapped}>{ texts::REMATCH_SWAPPED.get(lang) }</button>
                <button data-testid="replay-game" onclick={replay} title={texts::REPLAY_GAME_TITLE.get(lang)}>{ texts::REPLAY_GAME.get(lang) }</button>
                <button data-testid="ranking-new-game" onclick={new_game}>{ texts::NEW_GAME_MORE.get(lang) }</button>
                if let Some(on_rating) = &props.on_rating {
                    <button data-testid="ranking-rating" onclick={on_rating.reform(|_: MouseEvent| ())}>{ texts::YOUR_RATING.get(lang) }</button>
                }
            </div>
        </section>
    }
}
