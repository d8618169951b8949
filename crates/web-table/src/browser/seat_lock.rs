//! One tab signs for a seat: the Web Locks API's lock of the table, held by the tab that
//! plays it.
//!
//! Two tabs of one browser opened on one table share the seat's key (it is kept in the
//! origin's storage). Both signing would let the key sign two entries for one place (two
//! moves at once), which every client takes as a cheat. So the tab that holds the table's
//! lock signs, and any other watches and says so; when the signing tab goes, the lock
//! passes to a watching one, which signs from then on. A browser without the API signs in
//! every tab, as before it existed.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use blockness_live::TableId;
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::connection::Live;
use crate::session::TableSession;
use crate::words::Note;

/// Where this tab stands with the table's lock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatLock {
    /// Asked for; the answer has not come yet.
    Asking,
    /// This tab holds it: it signs.
    Held,
    /// Another tab of this browser holds it: this one watches until it passes here.
    Elsewhere,
    /// The browser has no Web Locks (or nothing needs one: no seat's key is kept here).
    Unneeded,
}

impl SeatLock {
    /// Whether this tab signs with the seat's key.
    pub fn signs(self) -> bool {
        matches!(self, SeatLock::Held | SeatLock::Unneeded)
    }
}

/// The table's lock, asked for while `id` is given (the device keeps a key for it): where
/// this tab stands with it. It is let go when the component goes.
#[hook]
pub fn use_seat_lock(id: Option<TableId>) -> SeatLock {
    let state = use_state(|| {
        if id.is_some() {
            SeatLock::Asking
        } else {
            SeatLock::Unneeded
        }
    });
    {
        let state = state.clone();
        use_effect_with(id, move |id| {
            let handle = Rc::new(Handle::default());
            let asked = id.is_some_and(|id| {
                ask(&format!("blockness-seat-{id}"), &handle, state.setter()).is_some()
            });
            if !asked {
                state.set(SeatLock::Unneeded);
            }
            move || handle.let_go()
        });
    }
    *state
}

/// Lets the session of `live` sign only while this tab holds the table's lock (`lock`),
/// and says so while another tab plays the seat.
#[hook]
pub fn use_signing_tab<S: TableSession + 'static>(live: &Live<S>, lock: SeatLock) {
    let live = live.clone();
    use_effect_with(lock, move |lock| {
        let signs = lock.signs();
        live.act(|s| {
            s.set_signing(signs);
            match (lock, s.note()) {
                (SeatLock::Elsewhere, _) => s.set_note(Note::PlayedInAnotherTab),
                (_, Some(Note::PlayedInAnotherTab)) => s.dismiss(),
                _ => {}
            }
        });
    });
}

/// This view's hold on the lock.
#[derive(Default)]
struct Handle {
    /// Settles the promise the lock is held by: the lock is let go.
    release: RefCell<Option<Function>>,
    /// The view is gone: a lock granted from now on is let go at once.
    gone: Cell<bool>,
}

impl Handle {
    fn let_go(&self) {
        self.gone.set(true);
        if let Some(release) = self.release.borrow_mut().take() {
            let _ = release.call0(&JsValue::NULL);
        }
    }
}

/// The callback of a request that is granted the lock: it holds it, by the promise it
/// returns, until the view lets it go.
fn holder(handle: &Rc<Handle>, set: &UseStateSetter<SeatLock>) -> JsValue {
    let (handle, set) = (handle.clone(), set.clone());
    Closure::once_into_js(move |_lock: JsValue| -> Promise {
        if handle.gone.get() {
            return Promise::resolve(&JsValue::UNDEFINED);
        }
        set.set(SeatLock::Held);
        Promise::new(&mut |resolve, _| *handle.release.borrow_mut() = Some(resolve))
    })
}

/// Asks for the lock `name`: at once if it is free; else (another tab holds it) this tab
/// watches, and queues for it. `None` without Web Locks.
fn ask(name: &str, handle: &Rc<Handle>, set: UseStateSetter<SeatLock>) -> Option<()> {
    let locks = Reflect::get(&gloo::utils::window().navigator(), &"locks".into()).ok()?;
    let request: Function = Reflect::get(&locks, &"request".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let first = {
        let (locks, request, name, handle) = (
            locks.clone(),
            request.clone(),
            name.to_string(),
            handle.clone(),
        );
        Closure::once_into_js(move |lock: JsValue| -> Promise {
            if !lock.is_null() {
                let hold: Function = holder(&handle, &set).unchecked_into();
                return hold
                    .call1(&JsValue::NULL, &lock)
                    .ok()
                    .and_then(|p| p.dyn_into().ok())
                    .unwrap_or_else(|| Promise::resolve(&JsValue::UNDEFINED));
            }
            set.set(SeatLock::Elsewhere);
            let _ = request.call2(&locks, &name.into(), &holder(&handle, &set));
            Promise::resolve(&JsValue::UNDEFINED)
        })
    };
    let options = js_sys::Object::new();
    Reflect::set(&options, &"ifAvailable".into(), &true.into()).ok()?;
    request.call3(&locks, &name.into(), &options, &first).ok()?;
    Some(())
}
