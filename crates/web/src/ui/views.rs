//! The views the first screen does not show (the rules page, the tutorial, the solo
//! puzzles and Loch Ness), as a Yew app of their own. They are compiled into a second wasm module,
//! `blockness-views` (see `src/bin/blockness-views.rs`), which the page fetches only when
//! one of them is opened ([`crate::ui::lazy_view`]), so a first visit downloads the game
//! alone.
//!
//! The two modules share no memory: the page hands a view its element and its language,
//! and the view says it is done by dispatching [`CLOSE_EVENT`] on that element. Games and
//! puzzles travel between them through the address and local storage, as they do between
//! visits.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::ui::lochness::LochNessPage;
use crate::ui::rules_page::RulesPage;
use crate::ui::solo_page::SoloPage;
use crate::ui::tutorial::TutorialPage;
use crate::ui::SharedEdition;

/// The event a view dispatches on its element when the player leaves it.
pub const CLOSE_EVENT: &str = "blockness-close";

/// The views of the on-demand module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    /// The rules page.
    Rules,
    /// The tutorial.
    Tutorial,
    /// The solo puzzles.
    Solo,
    /// Loch Ness, the second game.
    LochNess,
}

impl ViewKind {
    /// The name the page passes to [`mount`].
    pub fn name(self) -> &'static str {
        match self {
            ViewKind::Rules => "rules",
            ViewKind::Tutorial => "tutorial",
            ViewKind::Solo => "solo",
            ViewKind::LochNess => "lochness",
        }
    }

    /// The view called `name`, if there is one.
    pub fn from_name(name: &str) -> Option<ViewKind> {
        [
            ViewKind::Rules,
            ViewKind::Tutorial,
            ViewKind::Solo,
            ViewKind::LochNess,
        ]
        .into_iter()
        .find(|kind| kind.name() == name)
    }
}

/// Props of [`ViewApp`].
#[derive(Properties, PartialEq, Clone)]
pub struct ViewAppProps {
    /// The view to show.
    pub kind: ViewKind,
    /// The page's language.
    pub lang: Lang,
    /// Where [`CLOSE_EVENT`] goes.
    pub root: web_sys::Element,
}

/// The root component of the module: the contexts the views expect, then the view.
#[function_component(ViewApp)]
fn view_app(props: &ViewAppProps) -> Html {
    let edition = use_memo((), |_| {
        SharedEdition(blockness_web_common::json::standard_edition())
    });
    let on_close = {
        let root = props.root.clone();
        Callback::from(move |()| {
            if let Ok(event) = web_sys::Event::new(CLOSE_EVENT) {
                let _ = root.dispatch_event(&event);
            }
        })
    };
    html! {
        <ContextProvider<SharedEdition> context={(*edition).clone()}>
            <ContextProvider<Lang> context={props.lang}>
                { match props.kind {
                    ViewKind::Rules => html! { <RulesPage {on_close} /> },
                    ViewKind::Tutorial => html! { <TutorialPage {on_close} /> },
                    ViewKind::Solo => html! { <SoloPage {on_close} /> },
                    ViewKind::LochNess => html! { <LochNessPage {on_close} /> },
                } }
            </ContextProvider<Lang>>
        </ContextProvider<SharedEdition>>
    }
}

/// A view mounted in the page's element: change its language, or take it down.
pub struct MountedView {
    app: yew::AppHandle<ViewApp>,
    props: ViewAppProps,
}

impl MountedView {
    /// Redraws the view in `lang` (unknown codes are ignored), keeping its state.
    pub fn set_lang(&mut self, code: &str) {
        if let Some(lang) = Lang::from_code(code) {
            self.props.lang = lang;
            self.app.update(self.props.clone());
        }
    }

    /// Removes the view from its element.
    pub fn destroy(self) {
        self.app.destroy();
    }
}

/// Draws the view called `name` inside `root` in the language `lang_code`.
pub fn mount(name: &str, root: web_sys::Element, lang_code: &str) -> Result<MountedView, String> {
    let kind = ViewKind::from_name(name).ok_or_else(|| format!("no view called {name:?}"))?;
    let lang = Lang::from_code(lang_code).unwrap_or_default();
    let props = ViewAppProps {
        kind,
        lang,
        root: root.clone(),
    };
    let host = gloo::utils::document()
        .create_element("div")
        .map_err(|_| "the view's element could not be made".to_string())?;
    root.append_child(&host)
        .map_err(|_| "the view's element could not be placed".to_string())?;
    let app = yew::Renderer::<ViewApp>::with_root_and_props(host, props.clone()).render();
    Ok(MountedView { app, props })
}
