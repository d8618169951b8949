//! "Your rating": the person's rating with its uncertainty, a graph of their last rated
//! games (each point opens its game while My games keeps it) and their results by level.

use blockness_core::GameId;
use yew::prelude::*;

use crate::page::{RatingPointItem, RatingView};
use crate::words::{level_word, texts, Lang, RatingWord};
use blockness_web_common::language::use_lang;

/// Props of [`RatingPage`].
#[derive(Properties, PartialEq)]
pub struct RatingProps {
    /// What the page shows.
    pub model: RatingView,
    /// Opens a game on the board (and goes back to it).
    pub on_open: Callback<GameId>,
    /// Goes back to the game.
    pub on_close: Callback<()>,
}

/// The graph's drawing area, in its own units (the SVG scales to the page's width).
const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 220.0;
const MARGIN: f64 = 24.0;

/// Where the graph draws each rating: the ratings' range, with room above and below.
struct Scale {
    low: f64,
    high: f64,
    count: usize,
}

impl Scale {
    fn of(model: &RatingView) -> Scale {
        let ratings = model.points.iter().map(|p| p.rating).chain([model.start]);
        let low = ratings.clone().fold(f64::INFINITY, f64::min) - 50.0;
        let high = ratings.fold(f64::NEG_INFINITY, f64::max) + 50.0;
        Scale {
            low,
            high,
            count: model.points.len(),
        }
    }

    /// The x of point `i` (the start is point 0, the first game point 1).
    fn x(&self, i: usize) -> f64 {
        MARGIN + (WIDTH - 2.0 * MARGIN) * i as f64 / self.count.max(1) as f64
    }

    fn y(&self, rating: f64) -> f64 {
        HEIGHT - MARGIN - (HEIGHT - 2.0 * MARGIN) * (rating - self.low) / (self.high - self.low)
    }
}

/// One game's point: a button while the game can be opened.
fn point(item: &RatingPointItem, i: usize, scale: &Scale, props: &RatingProps, lang: Lang) -> Html {
    let label = RatingWord::Point {
        number: item.number,
        place: item.place,
        players: item.players,
        levels: item.levels.clone(),
        rating: item.rating.round() as i64,
        gone: !item.kept,
    }
    .text(lang);
    let class = classes!("rating-point", if item.won { "won" } else { "not-won" });
    let (cx, cy) = (
        format!("{:.1}", scale.x(i + 1)),
        format!("{:.1}", scale.y(item.rating)),
    );
    if !item.kept {
        return html! {
            <g {class} data-testid="rating-point" data-game-id={item.game.as_str().to_string()}>
                <title>{ label }</title>
                <circle {cx} {cy} r="6" />
            </g>
        };
    }
    let open = {
        let (on_open, id) = (props.on_open.clone(), item.game.clone());
        move || on_open.emit(id.clone())
    };
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open())
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            open();
        }
    });
    html! {
        <g {class} role="button" tabindex="0" aria-label={label.clone()} data-testid="rating-point"
           data-game-id={item.game.as_str().to_string()} {onclick} {onkeydown}>
            <title>{ label }</title>
            <circle {cx} {cy} r="6" />
        </g>
    }
}

/// The graph of the last rated games.
fn graph(props: &RatingProps, lang: Lang) -> Html {
    let model = &props.model;
    let scale = Scale::of(model);
    let line: Vec<String> = std::iter::once(model.start)
        .chain(model.points.iter().map(|p| p.rating))
        .enumerate()
        .map(|(i, r)| format!("{:.1},{:.1}", scale.x(i), scale.y(r)))
        .collect();
    let (low, high) = (scale.low + 50.0, scale.high - 50.0);
    html! {
        <svg class="rating-graph" data-testid="rating-graph" viewBox={format!("0 0 {WIDTH} {HEIGHT}")}>
            <line class="axis" x1={MARGIN.to_string()} x2={(WIDTH - MARGIN).to_string()}
                  y1={format!("{:.1}", scale.y(model.start))} y2={format!("{:.1}", scale.y(model.start))} />
            <text class="axis-label" x="2" y={format!("{:.1}", scale.y(high) + 4.0)}>{ format!("{high:.0}") }</text>
            <text class="axis-label" x="2" y={format!("{:.1}", scale.y(low) + 4.0)}>{ format!("{low:.0}") }</text>
            <polyline class="rating-line" points={line.join(" ")} />
            { for model.points.iter().enumerate().map(|(i, item)| point(item, i, &scale, props, lang)) }
        </svg>
    }
}

/// The rating page.
#[function_component(RatingPage)]
pub fn rating_page(props: &RatingProps) -> Html {
    let lang = use_lang();
    let model = &props.model;
    let back = props.on_close.reform(|_: MouseEvent| ());
    let figure = RatingWord::Figure {
        rating: model.rating.round() as i64,
        range: (2.0 * model.deviation).round() as i64,
        games: model.games,
        provisional: model.provisional,
    };
    html! {
        <main class="lesson-page rating" data-testid="rating-page" aria-labelledby="rating-title">
            <div class="lesson-head">
                <h1 id="rating-title">{ texts::YOUR_RATING.get(lang) }</h1>
                <button class="primary" data-testid="rating-back" onclick={back}>{ texts::BACK_TO_GAME.get(lang) }</button>
            </div>
            <p class="zones-note">{ texts::RATING_NOTE.get(lang) }</p>
            <p class="rating-figure" data-testid="rating-figure" data-rating={format!("{:.0}", model.rating)}
               data-provisional={model.provisional.to_string()}>{ figure.text(lang) }</p>
            if model.points.is_empty() {
                <p data-testid="no-rated-games">{ texts::NO_RATED_GAMES.get(lang) }</p>
            } else {
                <h2>{ texts::RATING_GRAPH.get(lang) }</h2>
                <p class="zones-note">{ texts::RATING_GRAPH_HELP.get(lang) }</p>
                { graph(props, lang) }
                <h2>{ texts::BY_LEVEL.get(lang) }</h2>
                <table class="by-level" data-testid="rating-by-level">
                    <thead><tr>
                        <th scope="col">{ texts::LEVEL_HEADING.get(lang) }</th>
                        <th scope="col">{ texts::WON_HEADING.get(lang) }</th>
                        <th scope="col">{ texts::DRAWN_HEADING.get(lang) }</th>
                        <th scope="col">{ texts::LOST_HEADING.get(lang) }</th>
                    </tr></thead>
                    <tbody>
                        { for model.tallies.iter().map(|t| html! {
                            <tr data-level={t.level.clone()}>
                                <th scope="row">{ format!("{} · {:.0}", level_word(&t.level, lang), t.rating) }</th>
                                <td>{ t.wins }</td>
                                <td>{ t.draws }</td>
                                <td>{ t.losses }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
        </main>
    }
}
