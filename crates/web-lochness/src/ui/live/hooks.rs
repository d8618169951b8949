//! The live Loch Ness table's effects, each a named hook: addresses pasted while it is
//! shown, the record kept on the device, the timer's turn, the die's tumble, the computers
//! this device runs, and the mark the browser tests wait on.

use blockness_lochness::Level;
use blockness_web_table::browser::{raw_hash, Live};
use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
use yew::prelude::*;

use crate::live::create::LochLiveAddress;
use crate::live::LochLiveSession;
use crate::state::address::link_of;
use crate::state::live_tables::{self, LIVE_TABLES_KEY};
use crate::state::table::BotQuestion;
use crate::ui::bot_worker::{self, Answer, Purpose};
use crate::ui::hooks::BOT_PACE_MS;
use blockness_web_common::platform;

/// How often the table's timer runs (milliseconds): a draw's parts published again, the
/// wait for a silent seat counted.
const TICK_MS: u32 = 1000;

/// Reads the address again whenever it changes while the table is shown.
#[hook]
pub fn use_address_changes(set: UseStateSetter<LochLiveAddress>) {
    use_effect_with((), move |_| {
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            set.set(LochLiveAddress::parse(&raw_hash()));
        });
        move || drop(listener)
    });
}

/// Lists the table (`address`, without the invite) among this device's live tables while
/// its person sits there (`seated`) and the game goes on; takes it off once it is over, so
/// Loch Ness's setup screen leads back to the tables still under way.
#[hook]
pub fn use_listed_table(address: String, id: String, seated: bool, over: bool) {
    use_effect_with(
        (address, id, seated, over),
        |(address, id, seated, over)| {
            let text = platform::load(LIVE_TABLES_KEY).unwrap_or_default();
            let next = if *over {
                Some(live_tables::without(&text, id))
            } else if *seated {
                live_tables::with(&text, address)
            } else {
                None
            };
            if let Some(next) = next.filter(|next| *next != text) {
                platform::store(LIVE_TABLES_KEY, &next);
            }
        },
    );
}

/// Gives the session its timer's turn every [`TICK_MS`].
#[hook]
pub fn use_table_timer(live: &Live<LochLiveSession>) {
    let live = live.clone();
    use_effect_with((), move |_| {
        let timer = Interval::new(TICK_MS, move || {
            live.act(|s| s.tick(js_sys::Date::now() as u64));
        });
        move || drop(timer)
    });
}

/// Plays the computer seats this device runs, one action at a time after a short pause
/// (none while a die tumbles): the strong level's actions come from the bot worker, the
/// others' (and the strong level's, should the worker fail) are found on the page.
#[hook]
pub fn use_live_computers(live: &Live<LochLiveSession>, rolling: bool) {
    let (turn, question) = {
        let session = live.session.borrow();
        let turn = session
            .computer_to_act()
            .zip(session.game())
            .map(|((seat, level), game)| (seat, level, game.actions().len()));
        let question = turn.and_then(|(_, level, _)| {
            Some(BotQuestion {
                link: link_of(session.game()?),
                level,
                seed: session.computer_seed(),
            })
        });
        (turn, question)
    };
    {
        let live = live.clone();
        use_effect_with((), move |_| {
            bot_worker::listen(Some(Callback::from(move |answer| match answer {
                Answer::Chose {
                    link,
                    action,
                    purpose: Purpose::BotMove,
                } => live.act(|s| {
                    // An answer about an earlier position is stale.
                    if s.game().map(link_of) == Some(link) {
                        let _ = s.play_computer(&action);
                    }
                }),
                Answer::Failed(..) => live.act(play_here),
                Answer::Chose { .. } => {}
            })));
            || bot_worker::listen(None)
        });
    }
    let live = live.clone();
    use_effect_with((turn, rolling), move |(turn, rolling)| {
        let timer = turn.filter(|_| !rolling).map(|(_, level, _)| {
            Timeout::new(BOT_PACE_MS, move || match question {
                Some(question) if level == Level::Strong && bot_worker::available() => {
                    bot_worker::ask(&question, Purpose::BotMove)
                }
                _ => live.act(play_here),
            })
        });
        move || drop(timer)
    });
}

/// The computer to act plays the action found on the page's thread.
fn play_here(session: &mut LochLiveSession) {
    if let Some(action) = session.computer_action() {
        let _ = session.play_computer(&action);
    }
}

/// Marks on `root` the revision whose effects have run, which the browser tests wait on.
#[hook]
pub fn use_live_settled(root: NodeRef, revision: u64) {
    use_effect_with(revision, move |revision| {
        if let Some(element) = root.cast::<web_sys::Element>() {
            let _ = element.set_attribute("data-settled", &revision.to_string());
        }
    });
}
