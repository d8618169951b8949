//! "Find an opponent", for any game's form: the name and broker checked, the page loaded
//! again first when this load may not reach the broker typed, then the seek sent out to the
//! lobby. The game's form says which game it seeks and opens the table the lobby agrees on.

use std::cell::RefCell;
use std::rc::Rc;

use blockness_live::lobby::SeekClass;
use blockness_live::{names, SeatKey};
use blockness_web_common::field::TypedField;
use yew::prelude::*;

use super::lobby_connection::SeekingCell;
use super::platform::{
    broker_use, built_brokers, find_after_reload, random_bytes, reload_for_broker, remember_broker,
    remember_name, take_find_after_reload, BrokerUse,
};
use crate::address::is_broker_url;
use crate::session::Seeking;
use crate::words::Note;

/// A seek sent out: the seeker and the brokers it tries, in order.
#[derive(Clone, PartialEq)]
pub struct SeekOut {
    /// The seeker.
    pub seeker: SeekingCell,
    /// The brokers to try.
    pub brokers: Vec<String>,
}

/// What a form's "Find an opponent" holds: the seek once it is out, the callback that
/// sends it (for the game `class` names, under the name in `name`, through the broker in
/// `broker` or else the site's), and the one that takes it back. A refusal is `note`'s.
pub struct Seek {
    /// The seek, once out.
    pub out: Option<SeekOut>,
    /// Sends the seek out.
    pub find: Callback<()>,
    /// Takes it back.
    pub stop: Callback<()>,
}

/// See [`Seek`]. When "Find an opponent" loaded the page again for the broker typed, the
/// seek goes out as soon as the form is drawn: the fields hold what was typed, kept in
/// storage across the reload.
#[hook]
pub fn use_seek(
    class: SeekClass,
    name: TypedField,
    broker: TypedField,
    note: UseStateHandle<Option<Note>>,
) -> Seek {
    let site_brokers = use_memo((), |_| built_brokers());
    let out = use_state(|| None::<SeekOut>);
    let find = {
        let out = out.clone();
        Callback::from(move |()| {
            let typed = names::clean(&name.trimmed());
            if typed.is_empty() {
                return note.set(Some(Note::NameNeeded));
            }
            let url = broker.trimmed();
            let brokers = match url.as_str() {
                "" if !site_brokers.is_empty() => (*site_brokers).clone(),
                url if is_broker_url(url) => vec![url.to_string()],
                _ => return note.set(Some(Note::BrokerInvalid)),
            };
            // A broker this load of the page may not connect to: the page is loaded again
            // with it kept, and looks for an opponent then.
            if !url.is_empty()
                && broker_use(&url) == BrokerUse::AfterReload
                && remember_broker(&url)
                && find_after_reload()
            {
                remember_name(&typed);
                if reload_for_broker(&url) {
                    return;
                }
                take_find_after_reload();
            }
            let Some(seed) = random_bytes::<32>() else {
                return note.set(Some(Note::NoRandom));
            };
            let now = js_sys::Date::now() as u64;
            match Seeking::new(SeatKey::from_seed(seed), &typed, class.clone(), now) {
                Ok(seeker) => {
                    remember_broker(&url);
                    remember_name(&typed);
                    note.set(None);
                    out.set(Some(SeekOut {
                        seeker: SeekingCell(Rc::new(RefCell::new(seeker))),
                        brokers,
                    }));
                }
                Err(why) => note.set(Some(Note::Refused(why))),
            }
        })
    };
    {
        let find = find.clone();
        use_effect_with((), move |_| {
            if take_find_after_reload() {
                find.emit(());
            }
        });
    }
    let stop = {
        let out = out.clone();
        Callback::from(move |()| out.set(None))
    };
    Seek {
        out: (*out).clone(),
        find,
        stop,
    }
}
