//! The page's header: the name, the language menu, the way to the rules page, the
//! tutorial and the games kept on the device, and (on the game) its controls.

use yew::prelude::*;

use crate::page::handoff::Place;
use crate::words::{texts, Lang};
use blockness_web_common::language::{use_lang, LanguagePicker};

/// What the page shows: the game, or one of the lesson pages over it (the game carries on
/// untouched underneath).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The game.
    Game,
    /// The rules page.
    Rules,
    /// The tutorial.
    Tutorial,
    /// The games kept on the device.
    Library,
    /// The person's rating, from My games.
    Rating,
    /// The solo puzzles.
    Solo,
    /// Loch Ness, the second game.
    LochNess,
    /// A live Loch Ness table.
    LochLive,
    /// A live table, or the form that opens one.
    Live,
}

impl From<Place> for View {
    fn from(place: Place) -> View {
        match place {
            Place::Game => View::Game,
            Place::Rules => View::Rules,
            Place::Tutorial => View::Tutorial,
            Place::Library => View::Library,
            Place::Solo => View::Solo,
            Place::LochNess => View::LochNess,
            Place::Live => View::Live,
        }
    }
}

impl From<View> for Place {
    fn from(view: View) -> Place {
        match view {
            View::Game => Place::Game,
            View::Rules => Place::Rules,
            View::Tutorial => Place::Tutorial,
            View::Library | View::Rating => Place::Library,
            View::Solo => Place::Solo,
            View::LochNess | View::LochLive => Place::LochNess,
            View::Live => Place::Live,
        }
    }
}

/// Props of [`Header`].
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The view shown.
    pub view: View,
    /// Called with the view asked for.
    pub on_view: Callback<View>,
    /// Called when the player picks another language.
    pub on_pick: Callback<Lang>,
    /// The game's controls, shown on the game only.
    #[prop_or_default]
    pub children: Html,
}

/// The header bar.
#[function_component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    let lang = use_lang();
    let show = |target: View| props.on_view.reform(move |_: MouseEvent| target);
    // On Loch Ness, Rules opens Loch Ness's own rules, which its views draw.
    let loch_ness = matches!(props.view, View::LochNess | View::LochLive);
    let rules = match props.view {
        View::LochNess => Callback::from(|_: MouseEvent| {
            crate::components::lazy_view::open_rules(
                crate::components::lazy_view::ViewKind::LochNess,
            )
        }),
        View::LochLive => Callback::from(|_: MouseEvent| {
            crate::components::lazy_view::open_rules(
                crate::components::lazy_view::ViewKind::LochLive,
            )
        }),
        _ => show(View::Rules),
    };
    html! {
        <header class="top">
            <h1>
                <svg class="logo" viewBox="0 0 64 64" aria-hidden="true">
                    <rect width="64" height="64" rx="14" fill="#0d3a63" />
                    <path d="M10 44C10 24 26 24 26 44" fill="none" stroke="#f08a24" stroke-width="7" stroke-linecap="round" />
                    <path d="M30 44C30 16 50 16 50 44" fill="none" stroke="#2e9e4f" stroke-width="7" stroke-linecap="round" />
                    <circle cx="50" cy="44" r="6" fill="#2e9e4f" />
                </svg>
                { "Block Ness" }
            </h1>
            <LanguagePicker on_pick={props.on_pick.clone()} />
            <nav class="lesson-links" aria-label={crate::words::texts::OPEN_TUTORIAL.get(lang)}>
                <button data-testid="open-rules" aria-pressed={(props.view == View::Rules).to_string()}
                        onclick={rules}>{ crate::words::texts::OPEN_RULES.get(lang) }</button>
                <button data-testid="open-tutorial" aria-pressed={(props.view == View::Tutorial).to_string()}
                        onclick={show(View::Tutorial)}>{ crate::words::texts::OPEN_TUTORIAL.get(lang) }</button>
                <button data-testid="my-games" aria-pressed={matches!(props.view, View::Library | View::Rating).to_string()}
                        onclick={show(View::Library)}>{ texts::MY_GAMES.get(lang) }</button>
                <button data-testid="solo" aria-pressed={(props.view == View::Solo).to_string()}
                        onclick={show(View::Solo)}>{ crate::words::texts::SOLO.get(lang) }</button>
                <button data-testid="lochness" aria-pressed={loch_ness.to_string()}
                        onclick={show(View::LochNess)}>{ crate::words::texts::LOCHNESS.get(lang) }</button>
            </nav>
            { props.children.clone() }
        </header>
    }
}
