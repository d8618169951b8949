//! The page's side of the on-demand views: fetches a view's module the first time one of
//! its views opens (`blockness-views` for the rules page, the tutorial and the solo
//! puzzles, `blockness-lochness-view` for Loch Ness, `blockness-lochness-live` for its live
//! tables, `blockness-live-view` for Block Ness's live tables),
//! then asks it to draw the view in an element of this page (see
//! [`blockness_web_common::view_module`]).
//!
//! A module's address comes from `<meta name="MODULE">`, which the site's build writes
//! with the module's content-hashed name, so a page always loads the modules of its own
//! deployment; without it (a plain `trunk serve`) the unhashed name is used.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::words::texts;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform::ViewLoading;
use blockness_web_common::view_module::{
    kept_game, KeptGame, CLOSE_EVENT, KEEP_EVENT, OPEN_GAME_EVENT, OPEN_RULES_EVENT,
};
use blockness_web_common::Lang;

#[wasm_bindgen(inline_js = "
export function import_views(url) {
  return import(new URL(url, document.baseURI).href).then(async (module) => {
    await module.default();
    return module;
  });
}
")]
extern "C" {
    /// Imports the module at `url` and starts its wasm; resolves to the module.
    fn import_views(url: &str) -> js_sys::Promise;
}

/// The views drawn by on-demand modules.
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
    /// A live Loch Ness table.
    LochLive,
    /// A live table, or the form that opens one.
    Live,
}

impl ViewKind {
    /// The view's name, which its module reads from the element's `data-view`.
    pub fn name(self) -> &'static str {
        match self {
            ViewKind::Rules => "rules",
            ViewKind::Tutorial => "tutorial",
            ViewKind::Solo => "solo",
            ViewKind::LochNess => "lochness",
            ViewKind::LochLive => crate::names::LOCHNESS_LIVE_VIEW,
            ViewKind::Live => crate::names::LIVE_VIEW,
        }
    }

    /// The module that draws the view.
    fn module(self) -> &'static str {
        match self {
            ViewKind::Rules | ViewKind::Tutorial | ViewKind::Solo => crate::names::VIEWS_MODULE,
            ViewKind::LochNess => crate::names::LOCHNESS_MODULE,
            ViewKind::LochLive => crate::names::LOCHNESS_LIVE_MODULE,
            ViewKind::Live => crate::names::LIVE_MODULE,
        }
    }
}

thread_local! {
    /// Each module once imported, or its import under way, shared by its views (a list: there
    /// are four modules, and a map would bring its hashing into the page's wasm).
    static MODULES: RefCell<Vec<(&'static str, js_sys::Promise)>> = const { RefCell::new(Vec::new()) };
}

/// A module's address: the build's hashed name, else the plain one.
fn module_url(module: &str) -> String {
    gloo::utils::document()
        .query_selector(&format!("meta[name=\"{module}\"]"))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| format!("./{module}.js"))
}

/// The imported module (importing it on the first call). A failed import is forgotten, so
/// the next view opened tries again, once the connection is back for instance.
async fn view_module(module: &'static str) -> Result<JsValue, JsValue> {
    let promise = MODULES.with(|slots| {
        let mut slots = slots.borrow_mut();
        if let Some((_, promise)) = slots.iter().find(|(name, _)| *name == module) {
            return promise.clone();
        }
        let promise = import_views(&module_url(module));
        slots.push((module, promise.clone()));
        promise
    });
    let imported = JsFuture::from(promise).await;
    if imported.is_err() {
        MODULES.with(|slots| slots.borrow_mut().retain(|(name, _)| *name != module));
    }
    imported
}

/// Calls `object.name(args…)`.
fn call(object: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let function: js_sys::Function =
        js_sys::Reflect::get(object, &JsValue::from_str(name))?.dyn_into()?;
    function.apply(object, &args.iter().collect::<js_sys::Array>())
}

/// Where a view stands.
#[derive(Clone, Debug, PartialEq)]
enum Loading {
    /// The module is on its way.
    Waiting,
    /// The view is drawn.
    Shown,
    /// The module could not be fetched or started.
    Failed,
}

/// Asks the view of `kind`, if it is shown, for its own rules page (Loch Ness has one).
pub fn open_rules(kind: ViewKind) {
    let selector = format!(".lazy-view[data-view=\"{}\"]", kind.name());
    if let (Ok(Some(element)), Ok(event)) = (
        gloo::utils::document().query_selector(&selector),
        web_sys::Event::new(OPEN_RULES_EVENT),
    ) {
        let _ = element.dispatch_event(&event);
    }
}

/// Props of [`LazyView`].
#[derive(Properties, PartialEq)]
pub struct LazyViewProps {
    /// The view.
    pub kind: ViewKind,
    /// Back to the game.
    pub on_close: Callback<()>,
    /// Keeps a game in My games: the address text a view sent with [`KEEP_EVENT`], and
    /// whether the view asked for it to be shown too ([`OPEN_GAME_EVENT`]).
    #[prop_or_default]
    pub on_keep: Callback<(KeptGame, bool)>,
}

/// The element, after the page's own root, that holds the views of the module.
///
/// It must not sit inside the page's root: each module runs its own copy of Yew, and the
/// two copies mark the elements they listen on with the same property names, so an event
/// inside one app would also be taken by the other. Side by side, each app only ever sees
/// its own events.
fn views_container() -> Option<web_sys::Element> {
    let document = gloo::utils::document();
    if let Some(found) = document.get_element_by_id(crate::names::VIEWS_ID) {
        return Some(found);
    }
    let container = document.create_element("div").ok()?;
    container.set_id(crate::names::VIEWS_ID);
    container.set_class_name("views");
    document.body()?.append_child(&container).ok()?;
    Some(container)
}

/// A live table the loader drew before the page's module came (www/start.js), taken over
/// by the page: its element, its handle, and the events it sent for the page meanwhile.
struct AdoptedView {
    element: web_sys::Element,
    handle: JsValue,
    waiting: Vec<web_sys::Event>,
}

/// The view of a live table (Block Ness's or Loch Ness's) the loader drew alone, before the
/// page's module, that the page has not adopted yet: the page then starts on that view,
/// whatever the address says now (the table may have taken its address away as the player
/// left it).
#[cfg(target_arch = "wasm32")]
pub fn table_drawn_alone() -> Option<ViewKind> {
    let key = JsValue::from_str(crate::names::TABLE_ALONE_GLOBAL);
    let alone = js_sys::Reflect::get(&gloo::utils::window(), &key)
        .ok()
        .filter(JsValue::is_object)?;
    let view = js_sys::Reflect::get(&alone, &"view".into())
        .ok()?
        .as_string()?;
    [ViewKind::Live, ViewKind::LochLive]
        .into_iter()
        .find(|kind| kind.name() == view)
}

/// Natively (the site's build draws the page's first screen) no loader has drawn anything.
#[cfg(not(target_arch = "wasm32"))]
pub fn table_drawn_alone() -> Option<ViewKind> {
    None
}

/// Whether the view of `kind` is to adopt a table the loader drew alone.
fn table_alone(kind: ViewKind) -> bool {
    table_drawn_alone() == Some(kind)
}

/// Takes the table the loader drew alone, if `kind` is the live view and there is one; the
/// loader stops listening to it.
fn adopt(kind: ViewKind) -> Option<AdoptedView> {
    if !table_alone(kind) {
        return None;
    }
    let key = JsValue::from_str(crate::names::TABLE_ALONE_GLOBAL);
    let alone = js_sys::Reflect::get(&gloo::utils::window(), &key).ok()?;
    let element: web_sys::Element = js_sys::Reflect::get(&alone, &"element".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let handle = js_sys::Reflect::get(&alone, &"handle".into()).ok()?;
    let waiting: js_sys::Array = call(&alone, "adopt", &[]).ok()?.dyn_into().ok()?;
    let waiting = waiting.iter().filter_map(|e| e.dyn_into().ok()).collect();
    Some(AdoptedView {
        element,
        handle,
        waiting,
    })
}

/// Fetches the module of `kind` and draws its view in `element`, counted meanwhile in
/// [`ViewLoading`] (returned, for the view's teardown to end it); `handle` then holds the view
/// and `loading` says how it went. A view taken down meanwhile (`alive` false) is not drawn.
fn mount(
    kind: ViewKind,
    lang: Lang,
    element: Option<web_sys::Element>,
    alive: Rc<Cell<bool>>,
    handle: Rc<RefCell<Option<JsValue>>>,
    loading: UseStateHandle<Loading>,
) -> ViewLoading {
    let pending = ViewLoading::start();
    let done = pending.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let mounted = async {
            let element = element.ok_or_else(|| JsValue::from_str("no element for the view"))?;
            let module = view_module(kind.module()).await?;
            let code = JsValue::from_str(lang.code());
            call(&module, "mount_view", &[element.into(), code])
        }
        .await;
        done.done();
        if !alive.get() {
            if let Ok(view) = mounted {
                let _ = call(&view, "destroy", &[]);
            }
            return;
        }
        match mounted {
            Ok(view) => {
                *handle.borrow_mut() = Some(view);
                loading.set(Loading::Shown);
            }
            Err(why) => {
                web_sys::console::warn_2(&"the view could not be loaded:".into(), &why);
                loading.set(Loading::Failed);
            }
        }
    });
    pending
}

/// A view of the on-demand module. The page shows the loading note or the failure here;
/// the view itself is drawn in an element of [`views_container`], taken down with it.
#[function_component(LazyView)]
pub fn lazy_view(props: &LazyViewProps) -> Html {
    let lang = use_lang();
    // A table the loader drew alone is shown from the first render (no loading note between).
    let loading = use_state(|| {
        if table_alone(props.kind) {
            Loading::Shown
        } else {
            Loading::Waiting
        }
    });
    let handle: Rc<RefCell<Option<JsValue>>> = use_mut_ref(|| None);
    {
        let (loading, handle) = (loading.clone(), handle.clone());
        let on_close = props.on_close.clone();
        let on_keep = props.on_keep.clone();
        use_effect_with(props.kind, move |&kind| {
            let alive = Rc::new(Cell::new(true));
            let adopted = adopt(kind);
            let element = adopted
                .as_ref()
                .map(|view| view.element.clone())
                .or_else(|| {
                    views_container().and_then(|container| {
                        let element = gloo::utils::document().create_element("div").ok()?;
                        element.set_class_name("lazy-view");
                        let _ = element.set_attribute("data-view", kind.name());
                        container.append_child(&element).ok()?;
                        Some(element)
                    })
                });
            let closed = on_close.clone();
            let listener = element.as_ref().map(|element| {
                EventListener::new(element, CLOSE_EVENT, move |_| on_close.emit(()))
            });
            let keepers: Vec<EventListener> = element
                .iter()
                .flat_map(|element| {
                    [(KEEP_EVENT, false), (OPEN_GAME_EVENT, true)].map(|(name, open)| {
                        let on_keep = on_keep.clone();
                        EventListener::new(element, name, move |event| {
                            if let Some(kept) = kept_game(event) {
                                on_keep.emit((kept, open));
                            }
                        })
                    })
                })
                .collect();
            if adopted.is_none() {
                loading.set(Loading::Waiting);
            }
            let pending = match adopted {
                Some(AdoptedView {
                    handle: view,
                    waiting,
                    ..
                }) => {
                    // Drawn already: what it asked of the page meanwhile is carried out in order.
                    *handle.borrow_mut() = Some(view);
                    loading.set(Loading::Shown);
                    for event in waiting {
                        match event.type_().as_str() {
                            CLOSE_EVENT => closed.emit(()),
                            name => {
                                if let Some(kept) = kept_game(&event) {
                                    on_keep.emit((kept, name == OPEN_GAME_EVENT));
                                }
                            }
                        }
                    }
                    None
                }
                None => Some(mount(
                    kind,
                    lang,
                    element.clone(),
                    alive.clone(),
                    handle.clone(),
                    loading,
                )),
            };
            move || {
                alive.set(false);
                pending.iter().for_each(ViewLoading::done);
                drop((listener, keepers));
                if let Some(view) = handle.borrow_mut().take() {
                    let _ = call(&view, "destroy", &[]);
                }
                if let Some(element) = element {
                    element.remove();
                }
            }
        });
    }
    {
        let handle = handle.clone();
        use_effect_with(lang, move |lang| {
            if let Some(view) = handle.borrow().as_ref() {
                let _ = call(view, "set_lang", &[JsValue::from_str(lang.code())]);
            }
        });
    }
    let back = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <>
            if *loading == Loading::Waiting {
                <p class="view-loading" data-testid="view-loading" role="status">{ blockness_web_common::view_module::LOADING.get(lang) }</p>
            }
            if *loading == Loading::Failed {
                <section class="view-failed" data-testid="view-failed" role="alert">
                    <p>{ texts::VIEW_UNAVAILABLE.get(lang) }</p>
                    <button onclick={back}>{ crate::words::texts::BACK_TO_GAME.get(lang) }</button>
                </section>
            }
        </>
    }
}
