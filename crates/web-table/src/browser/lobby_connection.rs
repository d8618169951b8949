//! The lobby's connection: the seeker's [`Seeking`] fed by a browser WebSocket to the first
//! of the brokers that answers, its clock turned every [`TICK_MS`], and new attempts with
//! back-off when the connection drops. Once a group is agreed, the seek is cleared, the
//! connection closed, and the table handed on with the broker the group met on.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
use web_sys::WebSocket;
use yew::prelude::*;

use super::platform::client_id;
use super::socket::{mqtt_socket, read_message};
use crate::record::Record;
use crate::session::{backoff_ms, Seeking, ANSWER_WAIT_MS};

/// How often the lobby's clock turns while no message comes (milliseconds).
const TICK_MS: u32 = 500;

/// The seeker's state, shared by its component and its connection.
#[derive(Clone)]
pub struct SeekingCell(pub Rc<RefCell<Seeking>>);

impl PartialEq for SeekingCell {
    fn eq(&self, other: &SeekingCell) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What the connection tells its component.
#[derive(Clone, PartialEq)]
pub struct LobbyCallbacks {
    /// Something shown changed.
    pub redraw: Callback<()>,
    /// The broker in use answered (its address).
    pub on_found: Callback<String>,
    /// Every broker was tried and none answered (the attempts go on).
    pub on_unanswered: Callback<()>,
    /// A group is agreed: the table's record and the broker it meets on.
    pub on_matched: Callback<(Record, String)>,
}

struct Link {
    seeking: Rc<RefCell<Seeking>>,
    urls: Vec<String>,
    at: Cell<usize>,
    found: Cell<bool>,
    failures: Cell<u32>,
    alive: Cell<bool>,
    socket: RefCell<Option<WebSocket>>,
    listeners: RefCell<Vec<EventListener>>,
    clock: RefCell<Option<Interval>>,
    answer_wait: RefCell<Option<Timeout>>,
    retry: RefCell<Option<Timeout>>,
    callbacks: LobbyCallbacks,
}

/// Connects the seeker to the first of `brokers` that answers and keeps it in the lobby
/// until a group is agreed or the component goes (then the seek is cleared and the broker
/// told goodbye).
#[hook]
pub fn use_lobby_connection(
    seeking: &SeekingCell,
    brokers: Vec<String>,
    callbacks: LobbyCallbacks,
) {
    let seeking = seeking.0.clone();
    use_effect_with(brokers, move |brokers| {
        let link = Rc::new(Link {
            seeking,
            urls: brokers.clone(),
            at: Cell::new(0),
            found: Cell::new(false),
            failures: Cell::new(0),
            alive: Cell::new(true),
            socket: RefCell::new(None),
            listeners: RefCell::new(Vec::new()),
            clock: RefCell::new(None),
            answer_wait: RefCell::new(None),
            retry: RefCell::new(None),
            callbacks,
        });
        if link.urls.is_empty() {
            link.callbacks.on_unanswered.emit(());
        } else {
            open(&link);
        }
        let weak = Rc::downgrade(&link);
        *link.clock.borrow_mut() = Some(Interval::new(TICK_MS, move || {
            if let Some(link) = weak.upgrade() {
                turn_clock(&link);
            }
        }));
        move || {
            link.alive.set(false);
            let goodbye = link.seeking.borrow_mut().leave();
            shut(&link, &goodbye);
            link.clock.borrow_mut().take();
            link.retry.borrow_mut().take();
        }
    });
}

fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// Sends what the seeker queued, when the socket is open.
fn flush(link: &Link) {
    let socket = link.socket.borrow();
    let Some(socket) = socket
        .as_ref()
        .filter(|s| s.ready_state() == WebSocket::OPEN)
    else {
        return;
    };
    for frame in link.seeking.borrow_mut().take_outgoing() {
        if socket.send_with_u8_array(&frame).is_err() {
            return;
        }
    }
}

/// After anything the seeker took in: send what it queued, redraw, and hand the table on
/// once a group is agreed.
fn after(link: &Rc<Link>) {
    flush(link);
    let matched = link.seeking.borrow().matched();
    match matched {
        Some(record) if link.alive.replace(false) => {
            let goodbye = link.seeking.borrow_mut().leave();
            shut(link, &goodbye);
            let url = link.urls[link.at.get()].clone();
            link.callbacks.on_matched.emit((record, url));
        }
        Some(_) => {}
        None => link.callbacks.redraw.emit(()),
    }
}

fn turn_clock(link: &Rc<Link>) {
    if !link.alive.get() {
        return;
    }
    if link.seeking.borrow_mut().tick(now()) {
        after(link);
    } else {
        // A ping went unanswered: the network is gone though the socket has not noticed.
        dropped(link);
    }
}

/// Stops the socket's listeners, sends `last` and closes it.
fn shut(link: &Link, last: &[Vec<u8>]) {
    link.listeners.borrow_mut().clear();
    link.answer_wait.borrow_mut().take();
    if let Some(socket) = link.socket.borrow_mut().take() {
        if socket.ready_state() == WebSocket::OPEN {
            for frame in last {
                let _ = socket.send_with_u8_array(frame);
            }
        }
        let _ = socket.close();
    }
}

/// The connection dropped (or never opened): until a broker answered, the next one is tried
/// at once; after a whole round, or once one had answered, the next attempt waits its
/// back-off.
fn dropped(link: &Rc<Link>) {
    shut(link, &[]);
    if !link.alive.get() {
        return;
    }
    link.seeking.borrow_mut().closed();
    if !link.found.get() {
        let next = link.at.get() + 1;
        if next < link.urls.len() {
            link.at.set(next);
            return open(link);
        }
        link.at.set(0);
        link.callbacks.on_unanswered.emit(());
    }
    link.callbacks.redraw.emit(());
    let failures = link.failures.get();
    link.failures.set(failures + 1);
    let weak = Rc::downgrade(link);
    *link.retry.borrow_mut() = Some(Timeout::new(backoff_ms(failures), move || {
        if let Some(link) = weak.upgrade() {
            open(&link);
        }
    }));
}

/// Opens a socket to the broker tried now and wires it to the seeker.
fn open(link: &Rc<Link>) {
    if !link.alive.get() {
        return;
    }
    let Some(socket) = mqtt_socket(&link.urls[link.at.get()]) else {
        return dropped(link);
    };
    *link.socket.borrow_mut() = Some(socket.clone());
    let weak = Rc::downgrade(link);
    if !link.found.get() {
        // A broker that keeps silent is as good as down.
        let weak = weak.clone();
        *link.answer_wait.borrow_mut() = Some(Timeout::new(ANSWER_WAIT_MS, move || {
            if let Some(link) = weak.upgrade() {
                dropped(&link);
            }
        }));
    }
    let on_open = {
        let (weak, socket) = (weak.clone(), socket.clone());
        EventListener::new(&socket.clone(), "open", move |_| {
            let Some(link) = weak.upgrade() else { return };
            let connect = link.seeking.borrow_mut().connect(&client_id());
            let _ = socket.send_with_u8_array(&connect);
        })
    };
    let on_message = {
        let weak = weak.clone();
        EventListener::new(&socket, "message", move |event| {
            let Some(link) = weak.upgrade() else { return };
            let received = read_message(event, |total, copy| {
                link.seeking.borrow_mut().receive_with(total, copy, now())
            });
            match received {
                Some(Ok(true)) => {
                    link.failures.set(0);
                    link.answer_wait.borrow_mut().take();
                    if !link.found.replace(true) {
                        link.callbacks
                            .on_found
                            .emit(link.urls[link.at.get()].clone());
                    }
                    after(&link);
                }
                Some(Ok(false)) => after(&link),
                Some(Err(why)) => {
                    web_sys::console::warn_1(&format!("the lobby's broker: {why}").into());
                    dropped(&link);
                }
                None => {}
            }
        })
    };
    let on_close = EventListener::new(&socket, "close", move |_| {
        if let Some(link) = weak.upgrade() {
            dropped(&link);
        }
    });
    *link.listeners.borrow_mut() = vec![on_open, on_message, on_close];
}
