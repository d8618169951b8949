//! The form that opens a live Loch Ness table with the setup screen's seats: the creator's
//! name, the broker when the site names none, and the grace time before an absent
//! player's seat may go to a computer. The table is kept on the device before anything is
//! published, so a reload finds it.

use blockness_live::lobby::SeekClass;
use blockness_live::{InviteSecret, SeatKey, TableGame};
use blockness_web_common::field::use_typed_field;
use blockness_web_common::language::use_lang;
use blockness_web_table::address::{is_broker_url, Invite};
use blockness_web_table::browser::{
    built_brokers, random_bytes, remember_broker, remember_name, store_record, stored_broker,
    stored_name, use_seek, GraceField, NoteBar, Seek, SeekOut, SeekPanel,
};
use blockness_web_table::record::{hex, Record};
use blockness_web_table::session::DEFAULT_GRACE;
use blockness_web_table::words::{self as live_words, lobby, Note, Say};
use yew::prelude::*;

use crate::live::create::{open_table, table_address, TableDraft};
use crate::look;

/// Props of [`CreateLochTable`].
#[derive(Properties, PartialEq)]
pub struct CreateLochTableProps {
    /// The setup's seats.
    pub draft: TableDraft,
}

/// What the form asks of the browser and the table, in order; the first refusal is the
/// note to show.
fn open(draft: &TableDraft, name: &str, broker: Option<String>, grace: u32) -> Result<(), Note> {
    if blockness_live::names::clean(name).is_empty() {
        return Err(Note::NameNeeded);
    }
    if broker.as_deref().is_some_and(|url| !is_broker_url(url)) {
        return Err(Note::BrokerInvalid);
    }
    let (Some(seed), Some(gate), Some(nonce)) = (
        random_bytes::<32>(),
        random_bytes::<16>(),
        random_bytes::<16>(),
    ) else {
        return Err(Note::NoRandom);
    };
    let key = SeatKey::from_seed(seed);
    let secret = InviteSecret(gate);
    let table =
        open_table(draft, grace, hex(&nonce), &key, &secret, name).map_err(Note::Refused)?;
    let id = table.id();
    let record = Record::hosted(key, table, secret);
    store_record(id, &record).map_err(Note::KeyNotKept)?;
    remember_name(name);
    if let Some(url) = &broker {
        remember_broker(url);
    }
    let address = table_address(&Invite {
        table: id,
        broker,
        secret: Some(secret),
    });
    // This load's security policy names only the brokers it had reason to use: the page
    // loads the table's address again when it names another (`use_reload_for_broker`).
    let _ = gloo::utils::window().location().set_hash(&address);
    Ok(())
}

/// The form.
#[function_component(CreateLochTable)]
pub fn create_loch_table(props: &CreateLochTableProps) -> Html {
    let lang = use_lang();
    let name = use_typed_field(stored_name);
    let site_brokers = use_memo((), |_| built_brokers());
    let broker = use_typed_field(|| stored_broker().unwrap_or_default());
    let grace = use_state(|| DEFAULT_GRACE);
    let note = use_state(|| None::<Note>);
    // Finding strangers rather than inviting friends: the lobby seats people only.
    let seek_mode = use_state(|| false);
    let class = SeekClass {
        game: TableGame::LochNess,
        players: props.draft.seats.len() as u8,
        expert: false,
        swap: false,
        edition: String::new(),
    };
    let Seek { out, find, stop } = use_seek(class, name.clone(), broker.clone(), note.clone());
    if let Some(SeekOut { seeker, brokers }) = out {
        // The group's table: this device's key is seated there from the start, so it is
        // kept before the table is opened, as any table this device sits at.
        let on_matched = {
            let note = note.clone();
            Callback::from(move |(record, url): (Record, String)| {
                let Some(id) = record.table.as_ref().map(|t| t.id()) else {
                    return;
                };
                if let Err(why) = store_record(id, &record) {
                    return note.set(Some(Note::KeyNotKept(why)));
                }
                let address = table_address(&Invite {
                    table: id,
                    broker: Some(url),
                    secret: None,
                });
                let _ = gloo::utils::window().location().set_hash(&address);
            })
        };
        return html! {
            <SeekPanel seeking={seeker} {brokers} {on_matched} on_stop={stop}
                       describe={Callback::from(|(class, lang): (SeekClass, _)| Say::Players(usize::from(class.players)).text(lang))} />
        };
    }
    let toggle_mode = |seek: bool| {
        let (seek_mode, note) = (seek_mode.clone(), note.clone());
        Callback::from(move |_: MouseEvent| {
            note.set(None);
            seek_mode.set(seek);
        })
    };
    let on_open = {
        let (draft, name, broker, grace, note) = (
            props.draft.clone(),
            name.clone(),
            broker.clone(),
            grace.clone(),
            note.clone(),
        );
        let site = !site_brokers.is_empty();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let url = broker.trimmed();
            let named = (!url.is_empty() || !site).then_some(url);
            if let Err(why) = open(&draft, &name.trimmed(), named, *grace) {
                note.set(Some(why));
            }
        })
    };
    let on_grace = {
        let grace = grace.clone();
        Callback::from(move |seconds: u32| grace.set(seconds))
    };
    let seats = props.draft.seats.iter().enumerate().map(|(seat, kind)| {
        let who = match (kind, props.draft.creator_seat() == Some(seat)) {
            (_, true) => live_words::YOUR_SEAT.get(lang).to_string(),
            (kind, _) => match kind.table_level() {
                Some(level) => Say::ComputerOn(level.into(), None).text(lang),
                None => live_words::SEAT_PERSON.get(lang).to_string(),
            },
        };
        html! {
            <li data-testid={format!("ln-live-draft-seat-{seat}")}>
                <span class="ln-seat-swatch" style={format!("background:{}", look::seat_colour(seat))} aria-hidden="true"></span>
                { Say::Seat(seat).text(lang) }{ " · " }{ who }
            </li>
        }
    });
    let dismiss = {
        let note = note.clone();
        Callback::from(move |()| note.set(None))
    };
    html! {
        <form class="live-create ln-live-create" data-testid="ln-live-create" onsubmit={on_open}
              data-mode={if *seek_mode { "seek" } else { "table" }}>
            <p class="zones-note">
                { if *seek_mode { lobby::FIND_NOTE.get(lang) } else { live_words::CREATE_NOTE.get(lang) } }
            </p>
            if let Some(note) = (*note).clone() {
                <NoteBar {note} on_dismiss={dismiss} on_retry={None::<Callback<()>>} />
            }
            if *seek_mode {
                <p class="ln-status" data-testid="ln-live-seek-game">{ Say::Players(props.draft.seats.len()).text(lang) }</p>
            } else {
                <ul class="ln-live-draft">{ for seats }</ul>
            }
            <div class="field">
                <label for="ln-live-create-name">{ live_words::YOUR_NAME.get(lang) }</label>
                <input id="ln-live-create-name" data-testid="ln-live-create-name" type="text" maxlength="24"
                       value={name.value()} oninput={name.oninput.clone()} />
            </div>
            <div class="field">
                <label for="ln-live-create-broker">
                    { if site_brokers.is_empty() { live_words::BROKER.get(lang) } else { live_words::OTHER_BROKER.get(lang) } }
                </label>
                <input id="ln-live-create-broker" data-testid="ln-live-create-broker" type="url" placeholder="wss://"
                       value={broker.value()} oninput={broker.oninput.clone()} />
                <p class="zones-note">
                    { if site_brokers.is_empty() { live_words::BROKER_NOTE.get(lang) } else { live_words::SITE_BROKERS_NOTE.get(lang) } }
                </p>
            </div>
            if !*seek_mode {
                <GraceField id="ln-live-grace" value={*grace} on_change={on_grace} />
            }
            if *seek_mode {
                <div class="actions">
                    <button type="button" data-testid="ln-live-invite-friends" onclick={toggle_mode(false)}>{ lobby::INVITE_FRIENDS.get(lang) }</button>
                    <button type="button" class="primary" data-testid="ln-live-find"
                            onclick={find.reform(|_: MouseEvent| ())}>{ lobby::FIND_OPPONENT.get(lang) }</button>
                </div>
            } else {
                <div class="actions">
                    <button type="button" data-testid="ln-live-to-lobby" onclick={toggle_mode(true)}>{ lobby::FIND_OPPONENT.get(lang) }</button>
                    <button type="submit" class="primary" data-testid="ln-live-open">{ live_words::OPEN_TABLE.get(lang) }</button>
                </div>
            }
        </form>
    }
}
