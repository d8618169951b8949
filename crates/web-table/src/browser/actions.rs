//! A table's [`TableAction`]s as one callback: each is applied to the session (see
//! [`TableSession::apply`]) with what the device keeps around it, and where the page goes
//! after is the game's view's to say.

use yew::Callback;

use super::platform::{remember_broker, remember_name, store_record};
use super::Live;
use crate::session::{Next, TableAction, TableSession};
use crate::words::Note;

impl<S: TableSession + 'static> Live<S> {
    /// One callback for every [`TableAction`] of this table: `go` takes the page on when
    /// an action leads elsewhere (a rematch, a watched table, another broker).
    pub fn table_actions(&self, go: impl Fn(Next) + 'static) -> Callback<TableAction> {
        let live = self.clone();
        Callback::from(move |action: TableAction| {
            // The name and the broker serve this device's next tables too, whatever this
            // one makes of them.
            match &action {
                TableAction::AskSeat { name, .. } => {
                    // The key (and the invite's secret) are kept before the request goes
                    // out, so a reload sits down again or asks again.
                    let record = live.session.borrow().record_before_asking();
                    if let Some(record) = record {
                        let id = live.session.borrow().wire().client().id();
                        if let Err(why) = store_record(id, &record) {
                            live.act(|s| s.set_note(Note::KeyNotKept(why)));
                        }
                    }
                    remember_name(name);
                }
                TableAction::Broker(url) => {
                    remember_broker(url);
                }
                _ => {}
            }
            let now = js_sys::Date::now() as u64;
            match live.act(|s| s.apply(action, now)) {
                Next::Stay => {}
                next => go(next),
            }
        })
    }
}
