//! How the page and an on-demand module meet: the page fetches the module, gives a view
//! its element and its language, and the view says it is done by dispatching
//! [`CLOSE_EVENT`] on that element. The modules share no memory; games and puzzles travel
//! between them through the address and local storage, as they do between visits, and a
//! game a view wants kept in My games through [`KEEP_EVENT`] (the page alone writes the
//! library, so two modules never overwrite each other's copy of it).

use gloo::events::EventListener;
use yew::prelude::*;

pub use crate::address::KeptGame;
use crate::platform::ViewLoading;
use crate::Lang;

crate::texts! {
    LOADING = "Loading…", "Chargement…", "Wird geladen…", "Caricamento…";
}

/// The event a view dispatches on its element when the player leaves it.
pub const CLOSE_EVENT: &str = "blockness-close";

/// The event the page dispatches on a view's element when the player asks for the rules
/// while that view is shown: a view with rules of its own (Loch Ness) shows them.
pub const OPEN_RULES_EVENT: &str = "blockness-open-rules";

/// The event a view dispatches on its element to have a game kept in My games: a
/// `CustomEvent` whose `detail` is a [`KeptGame`] (the game's address text, and a live
/// table's address). The page takes the game in as it takes in a link, without showing it.
pub const KEEP_EVENT: &str = "blockness-keep";

/// The event a view dispatches on its element to have a game kept in My games and shown on
/// the page's board instead of the view (a live table carried on by link): a `CustomEvent`
/// whose `detail` is a [`KeptGame`], as for [`KEEP_EVENT`].
pub const OPEN_GAME_EVENT: &str = "blockness-open-game";

/// What every on-demand view is given.
#[derive(Properties, PartialEq, Clone)]
pub struct ViewProps {
    /// The page's language.
    pub lang: Lang,
    /// The element the view is drawn in, where [`CLOSE_EVENT`] goes.
    pub root: web_sys::Element,
}

impl ViewProps {
    /// A callback that tells the page the player left the view.
    pub fn on_close(&self) -> Callback<()> {
        let root = self.root.clone();
        Callback::from(move |()| {
            if let Ok(event) = web_sys::Event::new(CLOSE_EVENT) {
                let _ = root.dispatch_event(&event);
            }
        })
    }

    /// Asks the page to keep a game in My games.
    pub fn keep(&self, kept: &KeptGame) {
        self.send(KEEP_EVENT, kept);
    }

    /// Asks the page to keep a game and show it on its board, in place of the view.
    pub fn open_game(&self, kept: &KeptGame) {
        self.send(OPEN_GAME_EVENT, kept);
    }

    fn send(&self, name: &str, kept: &KeptGame) {
        let Ok(detail) = serde_wasm_bindgen::to_value(kept) else {
            return;
        };
        let init = web_sys::CustomEventInit::new();
        init.set_detail(&detail);
        if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
            let _ = self.root.dispatch_event(&event);
        }
    }
}

/// The game a [`KEEP_EVENT`] or [`OPEN_GAME_EVENT`] carries; `None` for an event that
/// carries none (modules of one build send only these).
pub fn kept_game(event: &web_sys::Event) -> Option<KeptGame> {
    use wasm_bindgen::JsCast;
    let detail = event.dyn_ref::<web_sys::CustomEvent>()?.detail();
    serde_wasm_bindgen::from_value(detail).ok()
}

/// A view drawn by a module in one of the page's elements: change its language, or take
/// it down.
pub struct MountedView<C: BaseComponent<Properties = ViewProps>> {
    app: yew::AppHandle<C>,
    props: ViewProps,
}

impl<C: BaseComponent<Properties = ViewProps>> MountedView<C> {
    /// Draws `C` inside `root` in the language `lang_code` (English when unknown).
    pub fn mount(root: web_sys::Element, lang_code: &str) -> Result<Self, String> {
        let props = ViewProps {
            lang: Lang::from_code(lang_code).unwrap_or_default(),
            root: root.clone(),
        };
        let host = gloo::utils::document()
            .create_element("div")
            .map_err(|_| "the view's element could not be made".to_string())?;
        root.append_child(&host)
            .map_err(|_| "the view's element could not be placed".to_string())?;
        let app = yew::Renderer::<C>::with_root_and_props(host, props.clone()).render();
        Ok(MountedView { app, props })
    }

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

/// Attaches an on-demand view's stylesheet (`href`, a file copied beside the page) while the
/// view is shown, and takes it away after: a visit that never opens the view never asks for
/// its styles, and the styles never outlive it. Returns whether the styles have arrived (or
/// failed to: the view is then shown plain rather than never), so the view can wait for
/// them instead of drawing unstyled and jumping about when they come.
///
/// A link to `href` already in the page (the first script puts one in for the seat form it
/// shows before the live module, www/first-paint.js) is taken over: when its styles are
/// there, the view draws them at once, in its first frame.
#[hook]
pub fn use_view_stylesheet(href: &'static str) -> bool {
    let arrived = use_state(|| earlier_link(href).is_some_and(|link| has_arrived(&link)));
    {
        let arrived = arrived.clone();
        use_effect_with(href, move |href| {
            let document = gloo::utils::document();
            let earlier = earlier_link(href);
            let ready = earlier.as_ref().is_some_and(has_arrived);
            let link = earlier.or_else(|| document.create_element("link").ok());
            let mut listeners = Vec::new();
            // Counted while the styles are on their way (the offline copy waits).
            let pending = link
                .as_ref()
                .filter(|_| !ready)
                .map(|_| ViewLoading::start());
            if let Some(link) = link.as_ref().filter(|_| !ready) {
                for event in ["load", "error"] {
                    let (arrived, pending) = (arrived.clone(), pending.clone());
                    listeners.push(EventListener::once(link, event, move |_| {
                        pending.iter().for_each(ViewLoading::done);
                        arrived.set(true)
                    }));
                }
                if link.parent_node().is_none() {
                    let _ = link.set_attribute("rel", "stylesheet");
                    let _ = link.set_attribute("href", href);
                    if let Some(head) = document.head() {
                        let _ = head.append_child(link);
                    }
                }
            }
            if ready {
                arrived.set(true);
            }
            move || {
                drop(listeners);
                pending.iter().for_each(ViewLoading::done);
                if let Some(link) = link {
                    link.remove();
                }
            }
        });
    }
    *arrived
}

/// The page's stylesheet link to `href`, if it has one.
fn earlier_link(href: &str) -> Option<web_sys::Element> {
    gloo::utils::document()
        .query_selector(&format!("link[rel=\"stylesheet\"][href=\"{href}\"]"))
        .ok()
        .flatten()
}

/// Whether the styles of `link` have arrived (its `sheet` is set once they have).
fn has_arrived(link: &web_sys::Element) -> bool {
    js_sys::Reflect::get(link, &"sheet".into())
        .is_ok_and(|sheet| !sheet.is_null() && !sheet.is_undefined())
}
