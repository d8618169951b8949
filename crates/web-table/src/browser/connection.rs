//! The live view's connection to its broker: a browser WebSocket speaking MQTT (the
//! subprotocol "mqtt", binary frames as array buffers) fed to the session, the keep-alive's
//! ping every half keep-alive, and new attempts with back-off when the connection drops.
//!
//! With several brokers to try (the site's list), each in turn has [`ANSWER_WAIT_MS`] to
//! answer; one that fails or keeps silent hands over to the next at once. The first that
//! answers carries the table from then on: the others would not have its log.
//!
//! [`Live`] is the one handle on a table's session: every action goes through
//! [`Live::act`], which sends what the session queued and draws the view again. It holds
//! any game's session over its wire ([`TableSession`]).

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use blockness_live::{LiveError, KEEP_ALIVE_SECS};
use gloo::events::EventListener;
use gloo::render::{request_animation_frame, AnimationFrame};
use gloo::timers::callback::{Interval, Timeout};
use web_sys::WebSocket;
use yew::prelude::*;

use super::platform::{client_id, store_record};
use super::socket::{mqtt_socket, read_message};
use crate::session::{Ping, TableSession, ANSWER_WAIT_MS, RETAINED_WAIT_MS};
use crate::words::Note;

/// A table's session, the socket in use and the way to draw the view again.
pub struct Live<S> {
    /// The session.
    pub session: Rc<RefCell<S>>,
    socket: Rc<RefCell<Option<WebSocket>>>,
    /// What storage holds of the table's record, as this view last wrote it.
    kept: Rc<RefCell<Kept>>,
    /// Draws the view again now (what the person did shows at once).
    redraw: Rc<dyn Fn()>,
    /// Draws the view again at the next animation frame, once however often it is asked.
    redraw_soon: Rc<dyn Fn()>,
}

/// The table's record as last written to storage, and whether a failure was said.
#[derive(Default)]
struct Kept {
    written: String,
    warned: bool,
}

impl<S> Clone for Live<S> {
    fn clone(&self) -> Self {
        Live {
            session: Rc::clone(&self.session),
            socket: Rc::clone(&self.socket),
            kept: Rc::clone(&self.kept),
            redraw: Rc::clone(&self.redraw),
            redraw_soon: Rc::clone(&self.redraw_soon),
        }
    }
}

impl<S> PartialEq for Live<S> {
    fn eq(&self, other: &Live<S>) -> bool {
        Rc::ptr_eq(&self.session, &other.session)
    }
}

impl<S: TableSession> Live<S> {
    /// [`Live::act`] for something the table may refuse: the refusal is said in the note.
    pub fn act_or_note(&self, f: impl FnOnce(&mut S) -> Result<(), LiveError>) {
        if let Err(why) = self.act(f) {
            self.act(|s| s.set_note(Note::Refused(why)));
        }
    }

    /// Does `f` to the session, sends what it queued and draws the view again.
    pub fn act<T>(&self, f: impl FnOnce(&mut S) -> T) -> T {
        let out = f(&mut self.session.borrow_mut());
        self.flush();
        (self.redraw)();
        out
    }

    /// [`Live::act`] for what the network brings: the view is drawn again at the next
    /// animation frame, so a flood of messages costs no more drawing than a quiet table.
    fn receive<T>(&self, f: impl FnOnce(&mut S) -> T) -> T {
        let out = f(&mut self.session.borrow_mut());
        self.flush();
        (self.redraw_soon)();
        out
    }

    /// Does `f` to the session and sends what it queued, with nothing to draw (a heartbeat).
    fn quietly<T>(&self, f: impl FnOnce(&mut S) -> T) -> T {
        let out = f(&mut self.session.borrow_mut());
        self.flush();
        out
    }

    /// Keeps the table's record in storage when it changed (the seat key, the last log,
    /// whether it is sent), as far as the session lets it (never over a record that could
    /// not be read nor moved aside). A failure is said once; what storage held before stays
    /// untouched.
    pub fn keep_record(&self) {
        let Some(record) = self.session.borrow().record() else {
            return;
        };
        let text = record.encode();
        let mut kept = self.kept.borrow_mut();
        if kept.written == text {
            return;
        }
        let id = self.session.borrow().wire().client().id();
        match store_record(id, &record) {
            Ok(()) => kept.written = text,
            Err(why) => {
                if !std::mem::replace(&mut kept.warned, true) {
                    self.session.borrow_mut().set_note(Note::KeyNotKept(why));
                }
            }
        }
    }

    /// Sends what the session queued, when the socket is open. Whatever this device
    /// signed is kept in storage first: a tab closed just after a move then finds it on
    /// reload, and never signs another entry for the same place.
    fn flush(&self) {
        let socket = self.socket.borrow();
        let Some(socket) = socket
            .as_ref()
            .filter(|s| s.ready_state() == WebSocket::OPEN)
        else {
            return;
        };
        let frames = self.session.borrow_mut().take_outgoing();
        if !frames.is_empty() {
            self.keep_record();
        }
        for frame in frames {
            if socket.send_with_u8_array(&frame).is_err() {
                // The socket is closing: its close event brings the next attempt.
                return;
            }
        }
    }
}

/// The handle on `session`, drawn again by this component's redraws: at once after what
/// the person does, at most once an animation frame for what the network brings.
#[hook]
pub fn use_live<S: 'static>(session: impl FnOnce() -> S) -> Live<S> {
    let session = use_mut_ref(session);
    let socket = use_mut_ref(|| None::<WebSocket>);
    let update = use_force_update();
    let frame = use_mut_ref(|| None::<AnimationFrame>);
    let redraw: Rc<dyn Fn()> = {
        let update = update.clone();
        Rc::new(move || update.force_update())
    };
    let redraw_soon: Rc<dyn Fn()> = {
        let update = update.clone();
        Rc::new(move || {
            if frame.borrow().is_some() {
                return;
            }
            let (update, pending) = (update.clone(), frame.clone());
            *frame.borrow_mut() = Some(request_animation_frame(move |_| {
                pending.borrow_mut().take();
                update.force_update();
            }));
        })
    };
    Live {
        session,
        socket,
        kept: use_mut_ref(Kept::default),
        redraw,
        redraw_soon,
    }
}

/// One connection's life: its listeners and timers, and whether the table is still shown.
struct Connection<S> {
    live: Live<S>,
    /// The brokers to try, in order.
    urls: Vec<String>,
    /// The one tried now (or found).
    at: Cell<usize>,
    /// Whether a broker answered: from then on the connection stays with it.
    found: Cell<bool>,
    /// Told the broker found.
    on_found: Callback<String>,
    alive: Cell<bool>,
    listeners: RefCell<Vec<EventListener>>,
    keep_alive: RefCell<Option<Interval>>,
    retained_wait: RefCell<Option<Timeout>>,
    retry: RefCell<Option<Timeout>>,
    republish: RefCell<Option<Timeout>>,
    heartbeat: RefCell<Option<Timeout>>,
    answer_wait: RefCell<Option<Timeout>>,
}

/// Connects the table's session to the first of `brokers` that answers (none: the session
/// says so and waits) and tells `on_found` which; keeps the connection alive and opens a new
/// one with back-off whenever it drops; also at once when the browser says it is online
/// again. Leaving the table (or changing the brokers) says goodbye to the broker and closes
/// the socket.
#[hook]
pub fn use_broker_connection<S: TableSession + 'static>(
    live: &Live<S>,
    brokers: Vec<String>,
    on_found: Callback<String>,
) {
    let live = live.clone();
    use_effect_with(brokers, move |brokers| {
        let connection = (!brokers.is_empty()).then(|| {
            Rc::new(Connection {
                live: live.clone(),
                urls: brokers.clone(),
                at: Cell::new(0),
                found: Cell::new(false),
                on_found,
                alive: Cell::new(true),
                listeners: RefCell::new(Vec::new()),
                keep_alive: RefCell::new(None),
                retained_wait: RefCell::new(None),
                retry: RefCell::new(None),
                republish: RefCell::new(None),
                heartbeat: RefCell::new(None),
                answer_wait: RefCell::new(None),
            })
        });
        let online = connection.as_ref().map(|c| {
            let weak = Rc::downgrade(c);
            EventListener::new(&gloo::utils::window(), "online", move |_| {
                if let Some(c) = weak.upgrade() {
                    if c.live.socket.borrow().is_none() {
                        c.retry.borrow_mut().take();
                        open(&c);
                    }
                }
            })
        });
        match &connection {
            Some(c) => open(c),
            None => live.act(S::no_broker),
        }
        move || {
            drop(online);
            if let Some(c) = connection {
                c.alive.set(false);
                c.retry.borrow_mut().take();
                let frames = c.live.session.borrow_mut().leave();
                shut(&c, &frames);
            }
        }
    });
}

/// Stops the connection's listeners and timers, sends `last` and closes the socket.
fn shut<S>(c: &Connection<S>, last: &[Vec<u8>]) {
    c.listeners.borrow_mut().clear();
    c.keep_alive.borrow_mut().take();
    c.retained_wait.borrow_mut().take();
    c.republish.borrow_mut().take();
    c.heartbeat.borrow_mut().take();
    c.answer_wait.borrow_mut().take();
    if let Some(socket) = c.live.socket.borrow_mut().take() {
        if socket.ready_state() == WebSocket::OPEN {
            for frame in last {
                let _ = socket.send_with_u8_array(frame);
            }
        }
        let _ = socket.close();
    }
}

/// The connection dropped (or never opened): until a broker has answered, the next one of
/// the list is tried at once; otherwise the session hears it, and the next attempt waits its
/// back-off (a new round of the list, while none has answered yet).
fn dropped<S: TableSession + 'static>(c: &Rc<Connection<S>>) {
    shut(c, &[]);
    if !c.alive.get() {
        return;
    }
    if !c.found.get() {
        let next = c.at.get() + 1;
        if next < c.urls.len() {
            c.at.set(next);
            return open(c);
        }
        c.at.set(0);
    }
    c.live.act(S::closed);
    let wait = c.live.session.borrow().next_attempt_ms();
    let weak = Rc::downgrade(c);
    *c.retry.borrow_mut() = Some(Timeout::new(wait, move || {
        if let Some(c) = weak.upgrade() {
            open(&c);
        }
    }));
}

/// Opens a socket to the broker and wires it to the session.
fn open<S: TableSession + 'static>(c: &Rc<Connection<S>>) {
    if !c.alive.get() {
        return;
    }
    let Some(socket) = mqtt_socket(&c.urls[c.at.get()]) else {
        c.live.act(S::dialing);
        return dropped(c);
    };
    *c.live.socket.borrow_mut() = Some(socket.clone());
    c.live.act(S::dialing);
    if !c.found.get() {
        // A broker of the list that keeps silent is as good as down.
        let weak = Rc::downgrade(c);
        *c.answer_wait.borrow_mut() = Some(Timeout::new(ANSWER_WAIT_MS, move || {
            if let Some(c) = weak.upgrade() {
                c.answer_wait.borrow_mut().take();
                dropped(&c);
            }
        }));
    }
    let client_id = client_id();
    let weak = Rc::downgrade(c);
    let on_open = {
        let (weak, socket) = (weak.clone(), socket.clone());
        EventListener::new(&socket.clone(), "open", move |_| {
            let Some(c) = weak.upgrade() else { return };
            let connect = c.live.session.borrow_mut().connect(&client_id);
            let _ = socket.send_with_u8_array(&connect);
            start_keep_alive(&c, &socket);
        })
    };
    let on_message = {
        let weak = weak.clone();
        EventListener::new(&socket, "message", move |event| {
            let Some(c) = weak.upgrade() else { return };
            let now = js_sys::Date::now() as u64;
            let Some(received) = read_message(event, |total, copy| {
                c.live.receive(|s| s.receive_with(total, copy, now))
            }) else {
                return;
            };
            retry_republish(&c);
            keep_time(&c);
            match received {
                Ok(true) => {
                    if !c.found.replace(true) {
                        c.answer_wait.borrow_mut().take();
                        c.on_found.emit(c.urls[c.at.get()].clone());
                    }
                    wait_for_retained(&c)
                }
                Ok(false) => {}
                Err(why) => {
                    web_sys::console::warn_1(&format!("the broker: {why}").into());
                    dropped(&c);
                }
            }
        })
    };
    let on_close = EventListener::new(&socket, "close", move |_| {
        if let Some(c) = weak.upgrade() {
            dropped(&c);
        }
    });
    *c.listeners.borrow_mut() = vec![on_open, on_message, on_close];
}

/// Pings every half keep-alive; a broker that stopped answering is dropped.
fn start_keep_alive<S: TableSession + 'static>(c: &Rc<Connection<S>>, socket: &WebSocket) {
    let weak: Weak<Connection<S>> = Rc::downgrade(c);
    let socket = socket.clone();
    let every = u32::from(KEEP_ALIVE_SECS) * 1000 / 2;
    *c.keep_alive.borrow_mut() = Some(Interval::new(every, move || {
        let Some(c) = weak.upgrade() else { return };
        let ping = c.live.session.borrow_mut().ping();
        match ping {
            Ping::Send(bytes) => {
                let _ = socket.send_with_u8_array(&bytes);
            }
            Ping::Idle => {}
            // The socket may take long to notice a dead network: drop it now.
            Ping::Dead => dropped(&c),
        }
    }));
}

/// Pays the table's pending answer to a spoiled or stale log when the session may send it
/// (its back-off says when), so the broker's retained copy is put right even when nothing
/// else arrives.
fn retry_republish<S: TableSession + 'static>(c: &Rc<Connection<S>>) {
    if c.republish.borrow().is_some() {
        return;
    }
    let Some(at) = c.live.session.borrow().next_answer_at() else {
        return;
    };
    let wait = at
        .saturating_sub(js_sys::Date::now() as u64)
        .min(u64::from(u32::MAX));
    let weak = Rc::downgrade(c);
    *c.republish.borrow_mut() = Some(Timeout::new(wait as u32, move || {
        let Some(c) = weak.upgrade() else { return };
        c.republish.borrow_mut().take();
        c.live
            .act(|s| s.retry_republish(js_sys::Date::now() as u64));
        retry_republish(&c);
    }));
}

/// Keeps the session's time while connected: its heartbeats sent on time, and the seats
/// drawn again when a silence makes a device show as away (no message says so). A timer set
/// for the next heartbeat, a second at most (messages that arrive send a due heartbeat too,
/// see [`Wire::heartbeat`]).
///
/// [`Wire::heartbeat`]: crate::session::Wire::heartbeat
fn keep_time<S: TableSession + 'static>(c: &Rc<Connection<S>>) {
    if c.heartbeat.borrow().is_some() {
        return;
    }
    let now = js_sys::Date::now() as u64;
    let wait = c
        .live
        .session
        .borrow()
        .heartbeat_in_ms(now)
        .map_or(1000, |ms| ms.min(1000));
    let weak = Rc::downgrade(c);
    *c.heartbeat.borrow_mut() = Some(Timeout::new(wait.max(50) as u32, move || {
        let Some(c) = weak.upgrade() else { return };
        c.heartbeat.borrow_mut().take();
        if c.live.quietly(|s| s.keep_time(js_sys::Date::now() as u64)) {
            (c.live.redraw_soon)();
        }
        keep_time(&c);
    }));
}

/// Gives the broker [`RETAINED_WAIT_MS`] to send the table's retained log after the
/// subscription, then lets the session publish its own if none came.
fn wait_for_retained<S: TableSession + 'static>(c: &Rc<Connection<S>>) {
    let weak = Rc::downgrade(c);
    *c.retained_wait.borrow_mut() = Some(Timeout::new(RETAINED_WAIT_MS, move || {
        if let Some(c) = weak.upgrade() {
            c.live.act(S::retained_wait_over);
        }
    }));
}
