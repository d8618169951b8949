//! The result of a finished Block Ness table: who won, the ranking and the game's link.

use blockness_web_board::board::view::RankLine;
use blockness_web_board::words::{texts, Message};
use blockness_web_common::language::use_lang;
use blockness_web_table::browser::LinkLine;
use yew::prelude::*;

use crate::words::{self, ColourPhrase};

/// Props of [`ResultCard`].
#[derive(Properties, PartialEq)]
pub struct ResultCardProps {
    /// The headline: who won, or who resigned.
    pub headline: AttrValue,
    /// What set the winners apart, or after a resignation who won.
    pub finale: Option<String>,
    /// The ranking, when the game reached its end.
    pub lines: Vec<RankLine>,
    /// The game's ordinary link, which opens it anywhere, offline too.
    pub link: AttrValue,
    /// Who played each colour, as the seat list names them.
    pub names: Vec<(blockness_core::Colour, AttrValue)>,
}

/// The game's result and its link.
#[function_component(ResultCard)]
pub fn result_card(props: &ResultCardProps) -> Html {
    let lang = use_lang();
    html! {
        <section class="ranking live-result" data-testid="live-result" aria-labelledby="live-result-title">
            <h2 id="live-result-title">{ words::RESULT.get(lang) }</h2>
            <p class="finale" data-testid="live-headline">{ props.headline.clone() }</p>
            if let Some(finale) = &props.finale {
                <p class="finale" data-testid="live-finale">{ finale.clone() }</p>
            }
            if !props.lines.is_empty() {
                <table data-testid="live-ranking">
                    <thead><tr>
                        <th>{ texts::PLACE.get(lang) }</th><th>{ texts::MONSTER.get(lang) }</th>
                        <th>{ texts::SEGMENTS_LEFT.get(lang) }</th><th>{ texts::HEAD_HEIGHT.get(lang) }</th>
                    </tr></thead>
                    <tbody>
                        { for props.lines.iter().map(|l| html! {
                            <tr class={classes!((l.place == 1).then_some("winner"))}>
                                <td>{ l.place }</td><td>{ match props.names.iter().find(|(c, _)| *c == l.colour) {
                                    Some((colour, name)) => ColourPhrase::NameWithColour(name.to_string(), *colour).text(lang),
                                    None => Message::Player(l.colour).text(lang),
                                } }</td>
                                <td>{ l.left }</td><td>{ l.head_height }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
            <LinkLine label={words::GAME_LINK.get(lang)} link={props.link.clone()} testid="live-game-link"
                      game={blockness_live::TableGame::BlockNess} />
        </section>
    }
}
