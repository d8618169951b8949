//! What frames every game's live table: the broker the table goes through (the address's,
//! else the first of the site's that answers, then named in the address), the seat's lock
//! across tabs, the note with its Dismiss, the links to pass on, and leaving the table,
//! asked first in the middle of a game. Each game draws its own board inside.

use blockness_live::TableGame;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform::replace_hash;
use yew::prelude::*;

use super::connection::{use_broker_connection, Live};
use super::hooks::use_live_record;
use super::panels::{LinkLine, NoteBar};
use super::platform::{brokers_for, built_brokers};
use super::seat_lock::{use_seat_lock, use_signing_tab};
use crate::address::Invite;
use crate::session::TableSession;
use crate::words;

/// The broker a table's view goes through, as [`use_table_broker`] found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableBroker {
    /// The broker in use: the address's, or the site's that answered (none while they are
    /// tried).
    pub url: Option<String>,
    /// Whether it is one of the site's public brokers.
    pub public: bool,
    /// Whether the links can be drawn: the broker is known, or there is none to try.
    pub known: bool,
}

/// Connects `live` to its table's broker and keeps what frames any table: one tab signs
/// for the seat kept here (`keeps_key`: the one holding the table's lock), the record is
/// kept in storage as the table changes, and the broker that answered, when the address
/// named none, is written into the address (`address` writes a table's for the game), so a
/// reload and a friend come back to it.
#[hook]
pub fn use_table_broker<S: TableSession + 'static>(
    live: &Live<S>,
    invite: &Invite,
    keeps_key: bool,
    address: fn(&Invite) -> String,
) -> TableBroker {
    let lock = use_seat_lock(keeps_key.then_some(invite.table));
    use_signing_tab(live, lock);
    let brokers = use_memo(invite.broker.clone(), |named| brokers_for(named.as_deref()));
    let found = use_state(|| None::<String>);
    let on_found = {
        let (found, invite) = (found.clone(), invite.clone());
        Callback::from(move |url: String| {
            if invite.broker.is_none() {
                replace_hash(&address(&Invite {
                    broker: Some(url.clone()),
                    ..invite.clone()
                }));
            }
            found.set(Some(url));
        })
    };
    use_broker_connection(live, (*brokers).clone(), on_found);
    let revision = live.session.borrow().wire().revision();
    use_live_record(live, revision);
    // The site's list, read once: the table draws again at every message.
    let site_brokers = use_memo((), |_| built_brokers());
    let url = invite.broker.clone().or_else(|| (*found).clone());
    TableBroker {
        public: url.as_ref().is_some_and(|url| site_brokers.contains(url)),
        known: url.is_some() || brokers.is_empty(),
        url,
    }
}

/// The session's note, if it has one, with its Dismiss (and `on_retry`, when the game's
/// session can try again).
pub fn table_note<S: TableSession + 'static>(
    live: &Live<S>,
    on_retry: Option<Callback<()>>,
) -> Option<Html> {
    let note = live.session.borrow().note().cloned()?;
    let on_dismiss = {
        let live = live.clone();
        Callback::from(move |()| live.act(|s| s.dismiss()))
    };
    Some(html! { <NoteBar {note} {on_dismiss} {on_retry} /> })
}

/// Props of [`TableLinks`].
#[derive(Properties, PartialEq)]
pub struct TableLinksProps {
    /// The invite link, while seats are offered and this device holds the invite.
    pub invite: Option<AttrValue>,
    /// The spectators' link.
    pub watch: AttrValue,
    /// The game the links are to.
    pub game: TableGame,
    /// What the test ids start with (`live`: `live-invite`, `live-watch-link`).
    pub testid: AttrValue,
}

/// The links to pass on: the invite, with its QR code for phones around one table, and the
/// spectators' link.
#[function_component(TableLinks)]
pub fn table_links(props: &TableLinksProps) -> Html {
    let lang = use_lang();
    html! {
        <section class="live-links">
            if let Some(invite) = props.invite.clone() {
                <LinkLine label={words::INVITE.get(lang)} link={invite}
                          testid={format!("{}-invite", props.testid)} qr=true game={props.game} />
                <p class="zones-note">{ words::INVITE_NOTE.get(lang) }</p>
            }
            <LinkLine label={words::WATCH_LINK.get(lang)} link={props.watch.clone()}
                      testid={format!("{}-watch-link", props.testid)} game={props.game} />
        </section>
    }
}

/// Props of [`LeaveTable`].
#[derive(Properties, PartialEq)]
pub struct LeaveTableProps {
    /// Whether to ask first: this device's person holds up a game under way by leaving.
    pub asks: bool,
    /// Leaves the table.
    pub on_leave: Callback<()>,
    /// What the test ids start with (`live`: `live-leave`, `live-leave-yes`, `live-stay`).
    pub testid: AttrValue,
}

/// Leaving the table: at once, or after a "Sure?" when the others would wait for this
/// device's moves.
#[function_component(LeaveTable)]
pub fn leave_table(props: &LeaveTableProps) -> Html {
    let lang = use_lang();
    let asking = use_state(|| false);
    let ask = {
        let (asking, on_leave, asks) = (asking.clone(), props.on_leave.clone(), props.asks);
        Callback::from(move |_: MouseEvent| {
            if asks {
                asking.set(true);
            } else {
                on_leave.emit(());
            }
        })
    };
    let stay = {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(false))
    };
    let id = format!("{}-leave-sure", props.testid);
    html! {
        if *asking {
            <div class="live-confirm" role="alertdialog" aria-labelledby={id.clone()}>
                <p {id}>{ words::LEAVE_SURE.get(lang) }</p>
                <button data-testid={format!("{}-leave-yes", props.testid)}
                        onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ words::YES_LEAVE.get(lang) }</button>
                <button class="primary" data-testid={format!("{}-stay", props.testid)}
                        onclick={stay}>{ words::STAY.get(lang) }</button>
            </div>
        } else {
            <button data-testid={format!("{}-leave", props.testid)} onclick={ask}>{ words::LEAVE.get(lang) }</button>
        }
    }
}
