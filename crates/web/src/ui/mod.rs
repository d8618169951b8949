//! The Yew components of the page (browser only). Each file holds one component; they get
//! small derived models from [`AppState`] and send [`Action`]s back.

mod arch;
mod board;
mod bot_worker;
mod colours;
mod controls;
mod end_marker;
mod geometry;
mod hole;
mod language;
mod mini_board;
mod move_list;
mod new_game;
mod notices;
mod platform;
mod ranking;
mod rules_page;
mod status;
mod tray;
mod tutorial;

use std::rc::Rc;
use std::sync::Arc;

use blockness_core::Edition;
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::bot_driver::BOT_MOVE_PAUSE_MS;
use crate::hints::explain;
use crate::i18n::{texts, Lang, Message};
use crate::lessons::labels;
use crate::persist::{SAVE_KEY, SET_ASIDE_KEY};
use crate::state::{Action, AppState, NoticeKind};

use board::Board;
use bot_worker::BotWorker;
use controls::{BotControl, Controls};
use language::LanguagePicker;
use move_list::MoveList;
use new_game::NewGameDialog;
use notices::Notices;
use ranking::Ranking;
use rules_page::RulesPage;
use status::Status;
use tray::Tray;
use tutorial::TutorialPage;

/// What the page shows: the game, or one of the lesson pages over it (the game carries on
/// untouched underneath).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Page {
    Game,
    Rules,
    Tutorial,
}

/// How long a confirmation stays on screen.
const INFO_MILLIS: u32 = 6000;

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// Reads the address and storage once, at load.
fn boot() -> AppState {
    let edition = Arc::new(Edition::standard());
    let saved = platform::load(SAVE_KEY);
    let (state, effects) = AppState::boot(edition, &platform::hash(), saved.as_deref());
    if effects.set_aside_saved {
        if let Some(text) = &saved {
            platform::store(SET_ASIDE_KEY, text);
        }
        platform::forget(SAVE_KEY);
    }
    state
}

#[function_component(App)]
fn app() -> Html {
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
    html! {
        <ContextProvider<Lang> context={*lang}>
            <Game {on_pick} />
        </ContextProvider<Lang>>
    }
}

/// Props of [`Game`].
#[derive(Properties, PartialEq)]
struct GameProps {
    /// Called when the player picks another language.
    on_pick: Callback<Lang>,
}

/// The game page: header, notices, board and side panel.
#[function_component(Game)]
fn game(props: &GameProps) -> Html {
    let lang = language::use_lang();
    let state = use_reducer(boot);
    let page = use_state(|| Page::Game);
    // On a narrow screen the whole loch leaves small holes: zooming makes them finger-sized
    // and lets the board scroll sideways inside its frame.
    let zoomed = use_state(|| false);
    use_effect_with(*zoomed, |_| {
        if let Ok(Some(wrap)) = gloo::utils::document().query_selector(".board-wrap") {
            wrap.set_scroll_left((wrap.scroll_width() - wrap.client_width()) / 2);
        }
    });
    let on_zoom = {
        let zoomed = zoomed.clone();
        Callback::from(move |_: MouseEvent| zoomed.set(!*zoomed))
    };
    let dispatcher = state.dispatcher();
    let on_action = use_callback(dispatcher.clone(), |action: Action, d| d.dispatch(action));

    // The address and storage follow every change of the game.
    {
        let link = state.link();
        let saved = state.saved_text();
        let persist = state.should_persist();
        let epoch = state.address_epoch();
        use_effect_with(
            (link, saved, persist, epoch),
            |(link, saved, persist, _)| {
                platform::replace_hash(link);
                if *persist && !platform::store(SAVE_KEY, saved) {
                    web_sys::console::warn_1(
                        &"the game could not be saved in local storage".into(),
                    );
                }
            },
        );
    }

    // Escape drops the selection (or closes the dialog), Ctrl+Z / Ctrl+Y undo and redo;
    // a link pasted into the address bar opens that game.
    {
        let d = dispatcher.clone();
        let dialog_open = state.dialog_open();
        let on_game = *page == Page::Game;
        use_effect_with((dialog_open, on_game), move |&(dialog_open, on_game)| {
            // Not passive: the shortcuts keep the browser from acting on the same keys.
            let keys = EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                EventListenerOptions::enable_prevent_default(),
                {
                    let d = d.clone();
                    move |e| {
                        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                            return;
                        };
                        // The lesson pages have their own board: keys there leave the game alone.
                        if !on_game {
                            return;
                        }
                        let command = e.ctrl_key() || e.meta_key();
                        let action = match e.key().as_str() {
                            "Escape" if dialog_open => Some(Action::CloseDialog),
                            "Escape" => Some(Action::Cancel),
                            // Undo and redo with the usual shortcuts, away from the dialog's fields.
                            "z" | "Z" if command && !dialog_open && e.shift_key() => {
                                Some(Action::Redo)
                            }
                            "z" | "Z" if command && !dialog_open => Some(Action::Undo),
                            "y" | "Y" if command && !dialog_open => Some(Action::Redo),
                            _ => None,
                        };
                        if let Some(action) = action {
                            e.prevent_default();
                            d.dispatch(action);
                        }
                    }
                },
            );
            let hash = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                d.dispatch(Action::OpenLink(platform::hash()));
            });
            move || drop((keys, hash))
        });
    }

    // The computer players think in a Web Worker, started at the first question. Each
    // question is posted once; a bot's answer is held until its move has had
    // BOT_MOVE_PAUSE_MS on screen since the question, so a watcher can follow the game.
    {
        let worker = use_mut_ref(|| None::<BotWorker>);
        // Id of the last question posted, when, and whether it was a hint.
        let posted = use_mut_ref(|| (0u64, 0.0f64, false));
        let request = state.bot_request().cloned();
        let hint = state.hint_pending();
        let d = dispatcher.clone();
        use_effect_with(request.as_ref().map(|r| r.id), move |_| {
            if let Some(request) = request.filter(|r| posted.borrow().0 != r.id) {
                let fail = {
                    let d = d.clone();
                    move |why: crate::i18n::WorkerTrouble| {
                        d.dispatch(Action::PauseBots);
                        d.dispatch(Action::Notify(
                            NoticeKind::Error,
                            Message::BotUnavailable(why),
                        ));
                    }
                };
                if worker.borrow().is_none() {
                    let on_reply = {
                        let d = d.clone();
                        let posted = posted.clone();
                        move |reply: blockness_bot_worker::BotReply| {
                            let (id, at, hint) = *posted.borrow();
                            let waited = js_sys::Date::now() - at;
                            let delay = if hint || id != reply.id {
                                0
                            } else {
                                (f64::from(BOT_MOVE_PAUSE_MS) - waited).max(0.0) as u32
                            };
                            let d = d.clone();
                            Timeout::new(delay, move || {
                                d.dispatch(Action::BotAnswer {
                                    id: reply.id,
                                    mv: reply.mv,
                                    error: reply.error,
                                })
                            })
                            .forget();
                        }
                    };
                    match BotWorker::spawn(on_reply, fail.clone()) {
                        Ok(w) => *worker.borrow_mut() = Some(w),
                        Err(why) => return fail(why),
                    }
                }
                *posted.borrow_mut() = (request.id, js_sys::Date::now(), hint);
                if let Some(w) = worker.borrow().as_ref() {
                    w.ask(&request, fail);
                }
            }
        });
    }

    // Confirmations fade after a while; errors stay until dismissed.
    {
        let infos: Vec<u64> = state
            .notices()
            .iter()
            .filter(|n| n.kind == NoticeKind::Info)
            .map(|n| n.id)
            .collect();
        let d = dispatcher.clone();
        use_effect_with(infos, move |infos| {
            let infos = infos.clone();
            let timer = (!infos.is_empty()).then(|| {
                Timeout::new(INFO_MILLIS, move || {
                    for id in infos {
                        d.dispatch(Action::Dismiss(id));
                    }
                })
            });
            move || drop(timer)
        });
    }

    // Effects run once every component has rendered: marking the revision here tells
    // scripts and tests (which compare it with the `data-revision` drawn below) that the page
    // has caught up with the last action, even when the scheduler split the work.
    use_effect_with(state.revision(), |revision| {
        let _ =
            gloo::utils::document_element().set_attribute("data-settled", &revision.to_string());
    });

    // When the game ends, bring the ranking into view (below the board on a phone).
    {
        let over = state.ranking_lines().is_some();
        use_effect_with(over, |&over| {
            if over {
                if let Ok(Some(card)) =
                    gloo::utils::document().query_selector("[data-testid=\"ranking\"]")
                {
                    card.scroll_into_view();
                }
            }
        });
    }

    let on_copy = {
        let d = dispatcher.clone();
        Callback::from(move |()| {
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let address = platform::address();
                let notice = match platform::copy(&address).await {
                    Ok(()) => Message::LinkCopied,
                    Err(why) => Message::LinkNotCopied { why, address },
                };
                d.dispatch(Action::Notify(NoticeKind::Info, notice));
            });
        })
    };

    let show = |target: Page| {
        let page = page.clone();
        Callback::from(move |_: MouseEvent| page.set(target))
    };
    let learn = {
        let (page, d) = (page.clone(), dispatcher.clone());
        Callback::from(move |()| {
            d.dispatch(Action::CloseDialog);
            page.set(Page::Tutorial);
        })
    };
    let back = {
        let page = page.clone();
        Callback::from(move |()| page.set(Page::Game))
    };
    let board = Rc::new(state.board_model());
    let hint = state.pointed().and_then(|c| explain(&state, c));
    let total = state.game().moves().len();
    html! {
        <div class="app" data-revision={state.revision().to_string()}>
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
                <nav class="lesson-links" aria-label={labels::OPEN_TUTORIAL.get(lang)}>
                    <button data-testid="open-rules" aria-pressed={(*page == Page::Rules).to_string()}
                            onclick={show(Page::Rules)}>{ labels::OPEN_RULES.get(lang) }</button>
                    <button data-testid="open-tutorial" aria-pressed={(*page == Page::Tutorial).to_string()}
                            onclick={show(Page::Tutorial)}>{ labels::OPEN_TUTORIAL.get(lang) }</button>
                </nav>
                if *page == Page::Game {
                    <Controls can_undo={state.can_undo()} can_redo={state.can_redo()}
                              can_hint={state.accepts_moves() && state.game().to_move().is_some()}
                              hinting={state.hint_pending()}
                              bots={state.has_bots().then_some(if state.bots_paused() { BotControl::Paused } else { BotControl::Running })}
                              on_action={on_action.clone()} {on_copy} />
                }
            </header>
            if *page == Page::Rules {
                <RulesPage on_close={back.clone()} />
            }
            if *page == Page::Tutorial {
                <TutorialPage on_close={back.clone()} />
            }
            if *page == Page::Game {
            <Notices notices={state.notices().to_vec()} can_resume={state.has_kept_game()} on_action={on_action.clone()} />
            <main class={classes!("layout", (!state.is_live()).then_some("replaying"))}>
                <div class="board-area">
                    <div class={classes!("board-wrap", zoomed.then_some("zoomed"))}>
                        <Board model={board} on_action={on_action.clone()} />
                    </div>
                    <button class="zoom" data-testid="zoom-board" aria-pressed={zoomed.to_string()} onclick={on_zoom}>
                        { if *zoomed { texts::ZOOM_OUT.get(lang) } else { texts::ZOOM_IN.get(lang) } }
                    </button>
                </div>
                <aside class="side">
                    <Status model={state.status_model()} {hint} on_action={on_action.clone()} />
                    if state.bot_thinking() {
                        <p class="bot-note" data-testid="bot-thinking">{ texts::BOT_THINKING.get(lang) }</p>
                    } else if state.bot_waiting() {
                        <p class="bot-note" data-testid="bot-waiting">{ texts::BOT_WAITING.get(lang) }</p>
                    }
                    if let Some(lines) = state.ranking_lines() {
                        <Ranking {lines} on_action={on_action.clone()} />
                    }
                    <div class="trays">
                        { for state.tray_models().into_iter().map(|model| { let seat = model.seat; html! {
                            <Tray key={seat} {model} on_action={on_action.clone()} />
                        }}) }
                    </div>
                    <MoveList entries={state.move_entries()} shown={state.shown_moves()} {total} on_action={on_action.clone()} />
                </aside>
            </main>
            // The one live region: screen readers hear each move, skip and undo once.
            <p class="visually-hidden" data-testid="announcer" role="status" aria-live="polite">
                { state.announcement().iter().map(|m| m.text(lang)).collect::<Vec<_>>().join(" ") }
            </p>
            if state.dialog_open() {
                <NewGameDialog colours={state.edition().colours().to_vec()} on_action={on_action.clone()} can_close={true}
                               on_tutorial={learn.clone()} />
            }
            }
            <footer class="foot-note">
                <details>
                    <summary>{ texts::HOW_TO_PLAY.get(lang) }</summary>
                    <ul>
                        { for [texts::HOW_SETUP, texts::HOW_TURN, texts::HOW_CROSS, texts::HOW_END, texts::HOW_HELP]
                            .iter().map(|t| html! { <li>{ t.get(lang) }</li> }) }
                    </ul>
                </details>
                { texts::FOOTER.get(lang) }
            </footer>
        </div>
    }
}

/// Mounts the page on `<body>`.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
