//! The welcome module's app (`src/bin/blockness-welcome.rs`): brings the prerendered first
//! screen of a fresh visit to life without the page's own module.
//!
//! The copy (`#first-paint`, drawn by crates/site-build in the page's language) is the empty loch under the new-game
//! dialog. Only its header and its dialog can be used on that screen, so they become live
//! here, drawn by the page's own components (the same DOM, attribute for attribute), while
//! the rest of the copy stays a picture. Anything the game itself must do (start a game,
//! close the dialog, open a view, copy the link, change the language) fetches the page's
//! module and hands the request over ([`Handoff`]). Requests made while that module loads
//! are handed over too, after the first, in the order made: the page carries them all out
//! before its first render and takes the copy away in that render, so the player goes from
//! this screen straight to the one asked for last.

use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;
use yew::prelude::*;

use crate::app::FIRST_PAINT_ID;
use crate::components::controls::Controls;
use crate::components::header::{Header, View};
use crate::components::new_game::NewGameDialog;
use crate::handoff_queue::{self, Posted};
use crate::page::handoff::{Handoff, Place};
use crate::page::PageAction;
use crate::words::{texts, Lang};
use blockness_web_board::hooks::use_settled_mark;
use blockness_web_board::hooks::SharedEdition;
use blockness_web_common::language;
use blockness_web_common::platform;

/// Where the hand-over stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Nothing asked of the page yet.
    Ready,
    /// The page's module is on its way.
    Loading,
    /// It could not be fetched or started; asking again tries again.
    Failed,
}

/// Props of [`Welcome`].
#[derive(Properties, PartialEq)]
struct WelcomeProps {
    /// Where the live header goes (in place of the copy's).
    header_host: Element,
    /// Where the live dialog goes (in place of the copy's).
    dialog_host: Element,
    /// The copy's header and dialog, taken away as the live ones are drawn.
    replaced: Vec<Element>,
}

/// Starts the page's module (www/start.js); resolves once the page has started.
async fn start_page() -> Result<(), JsValue> {
    let window = gloo::utils::window();
    let start: js_sys::Function =
        js_sys::Reflect::get(&window, &JsValue::from_str(crate::names::START_PAGE_GLOBAL))?
            .dyn_into()?;
    let started: js_sys::Promise = start.call0(&window)?.dyn_into()?;
    wasm_bindgen_futures::JsFuture::from(started)
        .await
        .map(drop)
}

#[function_component(Welcome)]
fn welcome(props: &WelcomeProps) -> Html {
    // The first render swaps the copy's header and dialog for the live ones, in the same run
    // of Yew's scheduler that draws these: the browser never paints neither or both.
    {
        let replaced = props.replaced.clone();
        use_memo((), move |_| replaced.iter().for_each(Element::remove));
    }
    let edition = use_memo((), |_| {
        SharedEdition(blockness_web_board::editions::standard_edition())
    });
    let lang = *use_memo((), |_| language::initial());
    let stage = use_state(|| Stage::Ready);
    // Whether the page's module is on its way. Read by callbacks made at the first render
    // too (the Escape listener), which a state's value as of that render would mislead.
    let loading = use_mut_ref(|| false);
    use_settled_mark("data-settled", 0);

    // Every request waits for the page in the order made; the first one starts the page's
    // module, the others join it while it loads.
    let hand_over = {
        let stage = stage.clone();
        Callback::from(move |handoff: Handoff| {
            match handoff_queue::post_handoff(&handoff) {
                Ok(Posted::Queued) => {}
                // The page's own header, dialog and keys answer by now.
                Ok(Posted::PageLive) => return,
                Err(why) => {
                    web_sys::console::error_2(&"the request was not handed over".into(), &why);
                    return;
                }
            }
            if std::mem::replace(&mut *loading.borrow_mut(), true) {
                return;
            }
            stage.set(Stage::Loading);
            let (stage, loading) = (stage.clone(), loading.clone());
            wasm_bindgen_futures::spawn_local(async move {
                if start_page().await.is_err() {
                    // The screen says the game could not be loaded: what waited is not
                    // carried out later, and the next request tries again.
                    handoff_queue::drop_handoffs();
                    *loading.borrow_mut() = false;
                    stage.set(Stage::Failed);
                }
            });
        })
    };
    // Escape closes the dialog, as on the page.
    {
        let hand_over = hand_over.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::document(), "keydown", move |event| {
                let key = event
                    .dyn_ref::<web_sys::KeyboardEvent>()
                    .map(web_sys::KeyboardEvent::key);
                if key.as_deref() == Some("Escape") {
                    hand_over.emit(Handoff::Close);
                }
            });
            move || drop(listener)
        });
    }
    // Another language is the page's to draw, all of it at once: the welcome screen keeps its
    // words (the copy around it is English) until the page takes over in the language picked.
    // The pick is stored at once too, so a page's module that fails to load does not lose it.
    let on_pick = hand_over.reform(|picked: Lang| {
        platform::store(language::LANGUAGE_KEY, picked.code());
        Handoff::Language(picked)
    });
    let on_view = hand_over.reform(|view: View| Handoff::Open {
        place: view.into(),
        close_dialog: false,
    });
    let open_closing = |place: Place| {
        hand_over.reform(move |()| Handoff::Open {
            place,
            close_dialog: true,
        })
    };
    // The dialog's choices go to the live view in the address, which the page reads as it
    // starts and hands to the view.
    let on_online = hand_over.reform(|draft: String| {
        platform::replace_hash(&draft);
        Handoff::Open {
            place: Place::Live,
            close_dialog: true,
        }
    });
    let on_dialog = {
        let hand_over = hand_over.clone();
        Callback::from(move |action: PageAction| match action {
            PageAction::Start(new_game) => hand_over.emit(Handoff::Start(new_game)),
            PageAction::CloseDialog => hand_over.emit(Handoff::Close),
            _ => {}
        })
    };
    // The dialog is already open: of the controls only Copy link does anything.
    let on_controls = Callback::from(|_: PageAction| {});
    let on_copy = hand_over.reform(|()| Handoff::CopyLink);
    let note = match *stage {
        Stage::Ready => html! {},
        Stage::Loading => html! {
            <p class="welcome-note" role="status" data-testid="welcome-loading">
                { texts::GAME_LOADING.get(lang) }
            </p>
        },
        Stage::Failed => html! {
            <p class="welcome-note failed" role="alert" data-testid="welcome-failed">
                { texts::GAME_LOAD_FAILED.get(lang) }
            </p>
        },
    };
    let colours = edition.0.colours().to_vec();
    html! {
        <ContextProvider<SharedEdition> context={(*edition).clone()}>
            <ContextProvider<Lang> context={lang}>
                { create_portal(html! {
                    <Header view={View::Game} {on_view} {on_pick}>
                        <Controls can_undo={false} can_redo={false} can_hint={false} hinting={false}
                                  bots={None} on_action={on_controls} {on_copy} />
                    </Header>
                }, props.header_host.clone()) }
                { create_portal(html! {
                    <>
                        <NewGameDialog {colours} on_action={on_dialog} can_close={true}
                                       on_tutorial={open_closing(Place::Tutorial)}
                                       on_lochness={open_closing(Place::LochNess)} {on_online} />
                        { note }
                    </>
                }, props.dialog_host.clone()) }
            </ContextProvider<Lang>>
        </ContextProvider<SharedEdition>>
    }
}

/// A `display: contents` element put before `next`, for live content in its place.
fn host_before(next: &Element) -> Option<Element> {
    let host = gloo::utils::document().create_element("div").ok()?;
    host.set_class_name("welcome-host");
    next.before_with_node_1(&host).ok()?;
    Some(host)
}

/// Brings the copy to life. Without a copy to adopt (a build without the prerender), the
/// page's module starts at once instead.
pub fn start() {
    if adopt_copy().is_none() {
        wasm_bindgen_futures::spawn_local(async {
            if start_page().await.is_err() {
                web_sys::console::error_1(&"the page's module could not be started".into());
            }
        });
    }
}

fn adopt_copy() -> Option<()> {
    let copy = gloo::utils::document().get_element_by_id(FIRST_PAINT_ID)?;
    let header = copy.query_selector("header.top").ok()??;
    let backdrop = copy.query_selector("div.backdrop").ok()??;
    let app = header.parent_element()?;
    // The copy as a whole was inert and hidden from assistive technology; now only its
    // picture is.
    let parts = app.children();
    for index in 0..parts.length() {
        if let Some(part) = parts.item(index) {
            if part != header && part != backdrop {
                part.set_attribute("inert", "").ok()?;
                part.set_attribute("aria-hidden", "true").ok()?;
            }
        }
    }
    copy.remove_attribute("inert").ok()?;
    copy.remove_attribute("aria-hidden").ok()?;
    let header_host = host_before(&header)?;
    let dialog_host = host_before(&backdrop)?;
    let root = gloo::utils::document().create_element("div").ok()?;
    root.set_class_name("welcome-host");
    app.append_child(&root).ok()?;
    let props = WelcomeProps {
        header_host,
        dialog_host,
        replaced: vec![header, backdrop],
    };
    yew::Renderer::<Welcome>::with_root_and_props(root, props).render();
    Some(())
}
