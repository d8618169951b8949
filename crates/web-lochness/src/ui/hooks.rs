//! The Loch Ness view's effects, each a named hook: booting from storage and the address,
//! keeping both in step, pacing the bots and the die, links pasted while the view is
//! shown, and the view's own stylesheet.

use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::state::address::is_lochness_link;
use crate::state::store::{SET_ASIDE_KEY, STORE_KEY};
use crate::state::table::Table;
use crate::state::{LochAction, LochState, Note};
use crate::ui::bot_worker::{self, Answer, Purpose};
use blockness_web_common::platform;

/// How long a bot waits before it acts, so a person can follow the game.
pub const BOT_PACE_MS: u32 = 450;
/// How long the die tumbles (the stylesheet's animation lasts as long).
const DIE_ROLL_MS: u32 = 700;

/// A fresh id for a game new to this device.
pub fn new_id() -> String {
    format!("{:016x}", platform::random_seed())
}

/// Reads storage and the address once, into the view's first state. An unreadable store
/// is moved aside first; when even that fails, nothing is ever written over it.
pub fn boot() -> LochState {
    let stored = platform::try_load(STORE_KEY);
    let (mut state, effects) = LochState::boot(&platform::hash(), stored, &new_id());
    if effects.set_aside {
        if let Err(why) = platform::set_aside(STORE_KEY, SET_ASIDE_KEY) {
            web_sys::console::warn_1(
                &format!("unreadable Loch Ness games stay under {STORE_KEY}: {why}").into(),
            );
            state.apply(LochAction::StorageBlocked);
        }
    }
    state
}

/// Stores the kept games whenever they change; a refusal is told once, and what storage
/// held before stays untouched.
#[hook]
pub fn use_lochness_storage(state: &UseReducerHandle<LochState>) {
    let epoch = state.store_epoch();
    let text = {
        let state = state.clone();
        use_memo(epoch, move |_| state.store_text())
    };
    let d = state.dispatcher();
    use_effect_with((text, epoch), move |(text, epoch)| {
        if *epoch > 0 {
            if let Some(text) = text.as_ref() {
                if let Err(why) = platform::try_store(STORE_KEY, text) {
                    d.dispatch(LochAction::Notify(Note::NotStored(why)));
                }
            }
        }
    });
}

/// Keeps the address on the game shown (`#l/...`); a refused link is left in place.
#[hook]
pub fn use_lochness_address(state: &UseReducerHandle<LochState>) {
    let address = state.address();
    use_effect_with(address, |address| {
        if let Some(address) = address {
            platform::replace_hash(address);
        }
    });
}

/// Opens a Loch Ness link pasted into the address bar while the view is shown.
#[hook]
pub fn use_lochness_hashchange(dispatcher: UseReducerDispatcher<LochState>) {
    use_effect_with((), move |_| {
        let dispatcher = Rc::new(dispatcher);
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            let hash = platform::hash();
            if is_lochness_link(&hash) {
                dispatcher.dispatch(LochAction::OpenLink { hash, id: new_id() });
            }
        });
        move || drop(listener)
    });
}

/// Lets the bot to act play after a short pause, one action at a time; the pause starts
/// again after every change, and only once a roll's die has stopped, so a person always
/// sees each action drawn and each roll. No pause while the bots play at once.
///
/// A strong bot's action, and the hint a person asks for, come from the bot worker
/// ([`bot_worker`]); should the worker fail, the page finds the same action itself, says so
/// once, and asks the worker no more.
#[hook]
pub fn use_lochness_bots(state: &UseReducerHandle<LochState>) {
    let table = state
        .table()
        .filter(|t| !state.new_game_open() && !t.rolling());
    let bot_turn = table.and_then(|t| {
        t.bot_to_act()
            .map(|_| (t.game().actions().len(), t.hurrying()))
    });
    let question = table.and_then(Table::bot_question);
    let d = state.dispatcher();
    {
        let d = d.clone();
        use_effect_with((), move |_| {
            bot_worker::listen(Some(Callback::from(move |answer| match answer {
                Answer::Chose {
                    link,
                    action,
                    purpose: Purpose::BotMove,
                } => d.dispatch(LochAction::BotAnswered { link, action }),
                Answer::Chose {
                    link,
                    action,
                    purpose: Purpose::Hint,
                } => d.dispatch(LochAction::HintAnswered { link, action }),
                Answer::Failed(why, purpose) => {
                    d.dispatch(LochAction::Notify(Note::ThinkingOnPage(why)));
                    d.dispatch(match purpose {
                        Purpose::BotMove => LochAction::BotMove,
                        Purpose::Hint => LochAction::HintHere,
                    });
                }
            })));
            || bot_worker::listen(None)
        });
    }
    // A hint asked goes to the worker at once.
    let hint_question = table.and_then(Table::hint_question);
    {
        let d = d.clone();
        use_effect_with(hint_question, move |question| {
            if let Some(question) = question {
                if bot_worker::available() {
                    bot_worker::ask(question, Purpose::Hint);
                } else {
                    d.dispatch(LochAction::HintHere);
                }
            }
        });
    }
    use_effect_with((bot_turn, question), move |(turn, question)| {
        let pace = if turn.is_some_and(|(_, hurrying)| hurrying) {
            0
        } else {
            BOT_PACE_MS
        };
        let question = question.clone();
        let timer = turn.map(|_| {
            Timeout::new(pace, move || match question {
                Some(question) if bot_worker::available() => {
                    bot_worker::ask(&question, Purpose::BotMove)
                }
                _ => d.dispatch(LochAction::BotMove),
            })
        });
        move || drop(timer)
    });
}

/// Says `settled` once the die's tumble has run its animation: `rolling` is the action
/// count of the roll that tumbles (a new roll starts the wait again), `None` while none does.
/// The game on one screen and the live table each say it to their own state.
#[hook]
pub fn use_die_settle(rolling: Option<usize>, settled: Callback<()>) {
    use_effect_with(rolling, move |rolling| {
        let timer = rolling.map(|_| Timeout::new(DIE_ROLL_MS, move || settled.emit(())));
        move || drop(timer)
    });
}

/// Marks on `root` the revision whose effects have run, which the browser tests wait on.
#[hook]
pub fn use_lochness_settled(root: NodeRef, revision: u64, rules_open: bool) {
    // Also when the table is drawn again on leaving the rules page: its element is new.
    use_effect_with((revision, rules_open), move |(revision, _)| {
        if let Some(element) = root.cast::<web_sys::Element>() {
            let _ = element.set_attribute("data-settled", &revision.to_string());
        }
    });
}
