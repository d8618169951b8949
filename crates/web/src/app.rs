//! The page's app (browser only): the root component over the page reducer, the edition
//! parsed once and shared through a context, and the start of the page's module.
//!
//! The page's own components are in [`crate::components`], one component with small props
//! a file; its effects are the named hooks of [`crate::hooks`]; the board is drawn by the
//! board kit's components (`blockness_web_board::components`), the same code that draws
//! every board of the site.

pub use crate::components::welcome::start as start_welcome;

use std::rc::Rc;

use blockness_web_board::hooks::SharedEdition;
use blockness_web_common::language;
use yew::prelude::*;

use crate::names::APP_ROOT_ID;
use crate::page::handoff::Handoffs;
use crate::page::PageState;
use crate::words::Lang;

use crate::components::game_page::GamePage;
use crate::components::keyboard_bridge::KeyboardBridge;

impl Reducible for PageState {
    type Action = crate::page::PageAction;

    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

#[function_component(App)]
fn app() -> Html {
    // The first render takes over from the prerendered first screen (see `take_over`).
    let taken = use_memo((), |_| take_over());
    let picked = taken.handoffs.language();
    let lang = use_state(|| picked.unwrap_or_else(language::initial));
    {
        // The first language comes from the browser and is not stored; a pick is (on the
        // welcome screen too).
        let first = use_mut_ref(|| picked.is_none());
        use_effect_with(*lang, move |&lang| {
            language::apply(lang, !std::mem::replace(&mut *first.borrow_mut(), false));
        });
    }
    {
        // The keyboard goes from the copy's field straight to the page's twin, then the copy
        // goes: it never rests on the document's body, where a key pressed would be lost. Run
        // after the children's effects (the dialog's own focus, the page's keys heard).
        let taken = taken.clone();
        use_effect_with((), move |_| taken.finish());
    }
    let on_pick = {
        let lang = lang.clone();
        Callback::from(move |picked: Lang| lang.set(picked))
    };
    html! { <Page lang={*lang} {on_pick} handoffs={Rc::clone(&taken.handoffs)} /> }
}

/// Props of [`Page`].
#[derive(Properties, PartialEq)]
pub(crate) struct PageProps {
    /// The language the page speaks.
    pub lang: Lang,
    /// Called when the player picks another language.
    pub on_pick: Callback<Lang>,
    /// The requests the welcome screen left, carried out before the first render.
    pub handoffs: Rc<Handoffs>,
}

/// The page in a language: what [`App`] draws in the browser, and what the site's build draws
/// as the first screen ([`first_screen`](crate::components::first_screen)), from what the browser or the build passes in.
#[function_component(Page)]
pub(crate) fn page(props: &PageProps) -> Html {
    let edition = use_memo((), |_| {
        SharedEdition(blockness_web_board::editions::standard_edition())
    });
    html! {
        <ContextProvider<SharedEdition> context={(*edition).clone()}>
            <ContextProvider<Lang> context={props.lang}>
                <GamePage on_pick={props.on_pick.clone()} handoffs={Rc::clone(&props.handoffs)} />
            </ContextProvider<Lang>>
        </ContextProvider<SharedEdition>>
    }
}

pub(crate) use crate::names::FIRST_PAINT_ID;

/// What the page takes over from the first screen.
struct TakenOver {
    /// The requests the welcome screen left, in order (see [`Handoffs`]).
    handoffs: Rc<Handoffs>,
    /// Where the keyboard waits for the page's twin of the copy's focused field.
    bridge: Option<KeyboardBridge>,
}

impl TakenOver {
    /// Hands the keyboard to the page's twin of the copy's focused field (once the page's
    /// first effects have run).
    fn finish(&self) {
        if let Some(bridge) = &self.bridge {
            bridge.close();
        }
    }
}

/// Takes the requests the welcome screen left and the prerendered first screen away, with
/// the welcome screen's live header and dialog in it. Called while [`App`] renders for the
/// first time: Yew draws the whole tree's first render in one go and yields to the browser
/// only once no render is pending, so the browser paints the copy, then the live page, with
/// nothing between and never both; and every request made on the welcome screen until now
/// is carried out in that render. The keyboard, if it was in the copy, waits on a
/// [`KeyboardBridge`] until the page's effects give it to the twin of its field.
fn take_over() -> TakenOver {
    let document = gloo::utils::document();
    let handoffs = Rc::new(crate::handoff_queue::take_handoffs());
    let Some(copy) = document.get_element_by_id(FIRST_PAINT_ID) else {
        return TakenOver {
            handoffs,
            bridge: None,
        };
    };
    let bridge = document
        .active_element()
        .filter(|active| copy.contains(Some(active)))
        .and_then(|active| active.get_attribute("data-testid"))
        .and_then(KeyboardBridge::open);
    copy.remove();
    TakenOver { handoffs, bridge }
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
