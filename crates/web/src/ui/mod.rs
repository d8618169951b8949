//! The Yew components and hooks of the page (browser only).
//!
//! Each component file holds one component with small props; the shared board components
//! (`board`, `hole`, `tray`, `status`, `move_list`) take view models of a
//! [`BoardState`](crate::board::BoardState) and send back
//! [`BoardAction`](crate::board::BoardAction)s, so every board on the page (the game, the
//! tutorial, the rules page's pictures) is drawn by the same code. Effects live in the
//! named hooks of [`hooks`]; the edition is parsed once and shared through a context.

mod analysis_hooks;
mod analysis_panel;
mod arch;
mod board;
mod bot_worker;
mod colours;
mod controls;
mod end_marker;
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub mod first_screen;
mod game_page;
mod geometry;
mod header;
mod hole;
mod hooks;
mod language;
mod lazy_view;
mod legend;
mod library;
mod lochness;
mod lochness_rules;
mod mini_board;
mod move_list;
mod new_game;
mod notices;
// Natively (the site's build) the browser is a fresh visit's, with nothing in it.
#[cfg_attr(not(target_arch = "wasm32"), path = "platform_native.rs")]
mod platform;
mod puzzle_maker;
mod puzzle_worker;
mod ranking;
mod rules_page;
mod solo_hooks;
mod solo_page;
mod status;
mod tray;
mod tutorial;
pub mod views;
mod welcome;

pub use welcome::start as start_welcome;

use std::rc::Rc;
use std::sync::Arc;

use blockness_core::Edition;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::lessons::tutorial::Tutorial;
use crate::names::APP_ROOT_ID;
use crate::page::PageState;

use game_page::GamePage;

impl Reducible for PageState {
    type Action = crate::page::PageAction;

    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

impl Reducible for Tutorial {
    type Action = crate::lessons::tutorial::TutorialAction;

    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// The edition every view plays, parsed once at start and shared through a context.
#[derive(Clone, Debug)]
pub struct SharedEdition(pub Arc<Edition>);

impl PartialEq for SharedEdition {
    fn eq(&self, other: &SharedEdition) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The shared edition, from the context [`App`] provides.
#[hook]
pub fn use_edition() -> Arc<Edition> {
    match use_context::<SharedEdition>() {
        Some(shared) => shared.0,
        None => crate::json::standard_edition(),
    }
}

#[function_component(App)]
fn app() -> Html {
    // The first render takes the prerendered first screen away (see `remove_first_paint`).
    use_memo((), |_| remove_first_paint());
    let lang = use_state(language::initial);
    {
        // The first language comes from the browser and is not stored; a pick is.
        let first = use_mut_ref(|| true);
        use_effect_with(*lang, move |&lang| {
            language::apply(lang, !std::mem::replace(&mut *first.borrow_mut(), false));
        });
    }
    let on_pick = {
        let lang = lang.clone();
        Callback::from(move |picked: Lang| lang.set(picked))
    };
    html! { <Page lang={*lang} {on_pick} /> }
}

/// Props of [`Page`].
#[derive(Properties, PartialEq)]
pub(crate) struct PageProps {
    /// The language the page speaks.
    pub lang: Lang,
    /// Called when the player picks another language.
    pub on_pick: Callback<Lang>,
}

/// The page in a language: what [`App`] draws in the browser, and what the site's build draws
/// as the first screen ([`first_screen`]), from what the browser or the build passes in.
#[function_component(Page)]
pub(crate) fn page(props: &PageProps) -> Html {
    let edition = use_memo((), |_| SharedEdition(crate::json::standard_edition()));
    html! {
        <ContextProvider<SharedEdition> context={(*edition).clone()}>
            <ContextProvider<Lang> context={props.lang}>
                <GamePage on_pick={props.on_pick.clone()} />
            </ContextProvider<Lang>>
        </ContextProvider<SharedEdition>>
    }
}

pub(crate) use crate::names::FIRST_PAINT_ID;

/// Removes the prerendered first screen. Called while [`App`] renders for the first time:
/// Yew draws the whole tree's first render in one go and yields to the browser only once
/// no render is pending (its effects may run in a later task, after a paint), so the
/// browser paints the copy, then the live page, with nothing between and never both.
fn remove_first_paint() {
    if let Some(copy) = gloo::utils::document().get_element_by_id(FIRST_PAINT_ID) {
        copy.remove();
    }
}

/// Mounts the page in `#app-root`, never on `<body>` itself: the views of the on-demand
/// module are drawn beside it (see [`lazy_view`]). A page without one gets one.
pub fn start() {
    let document = gloo::utils::document();
    let root = document.get_element_by_id(APP_ROOT_ID).or_else(|| {
        let root = document.create_element("div").ok()?;
        root.set_id(APP_ROOT_ID);
        document.body()?.prepend_with_node_1(&root).ok()?;
        Some(root)
    });
    match root {
        Some(root) => yew::Renderer::<App>::with_root(root).render(),
        None => yew::Renderer::<App>::new().render(),
    };
}
