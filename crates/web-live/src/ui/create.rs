//! The form that opens a live table, filled with the new-game dialog's choices: the seats
//! (a person or a computer player each), the variant, the swap option, the creator's seat
//! and name, and the broker. Without a broker the same game can be played by link. The
//! same form, asked to find an opponent, keeps only the game and the name, and sends the
//! player to the lobby instead ([`SeekPanel`]).

use blockness_bots::Level;
use blockness_core::{Edition, GameId, Setup};
use blockness_live::lobby::SeekClass;
use blockness_live::{names, InviteSecret, SeatKey};
use blockness_web_board::hooks::use_edition;
use blockness_web_board::live_draft::{LiveDraft, SEATS};
use blockness_web_board::seat::{label, SeatKind};
use blockness_web_board::words::{texts, DialogWord};
use blockness_web_common::field::{select_value, use_typed_field};
use blockness_web_common::language::use_lang;
use blockness_web_common::Lang;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use blockness_web_table::address::{is_broker_url, Invite};
use blockness_web_table::browser::{
    built_brokers, random_bytes, remember_broker, remember_name, stored_broker, stored_name,
    use_seek, GraceField, Seek, SeekOut, SeekPanel,
};
use blockness_web_table::record::{hex, Record};
use blockness_web_table::session::DEFAULT_GRACE;

use super::PreparedCell;
use crate::session::{by_link_address, open_table};
use crate::words::{self, lobby, ColourPhrase, Note, Say};

/// A game as the lobby lists it: "2 players · Base game · Swap rule (fair start)".
pub fn describe(class: &SeekClass, lang: Lang) -> String {
    let mut parts = vec![
        DialogWord::PlayerCount(usize::from(class.players)).text(lang),
        if class.expert {
            texts::EXPERT_VARIANT
        } else {
            texts::BASE_VARIANT
        }
        .get(lang)
        .to_string(),
    ];
    if class.swap {
        parts.push(texts::SWAP_OPTION.get(lang).to_string());
    }
    parts.join(" · ")
}

/// Props of [`CreateTable`].
#[derive(Properties, PartialEq)]
pub struct CreateTableProps {
    /// The choices the form starts with.
    pub draft: LiveDraft,
    /// Where the table made is left for the table's screen.
    pub prepared: PreparedCell,
    /// Goes to a live address (the table made).
    pub on_go: Callback<String>,
    /// Plays a game by link instead (its address).
    pub on_open_game: Callback<String>,
}

/// The level a seat's choice names (`person` for none).
fn choice_level(value: &str) -> Option<Level> {
    SeatKind::from_name(value)
        .and_then(SeatKind::computer)
        .and_then(|step| step.level())
}

/// The seats a person may take: those no computer plays.
fn person_seats(draft: &LiveDraft) -> Vec<usize> {
    (0..draft.players)
        .filter(|&s| draft.computers.get(s).copied().flatten().is_none())
        .collect()
}

/// A game id for a game played by link, from the crypto source.
fn new_game_id() -> Option<GameId> {
    let bytes = random_bytes::<8>()?;
    let mut next = bytes.iter();
    Some(GameId::generate(8, |m| next.next().map_or(0, |b| b % m)))
}

/// The form.
#[function_component(CreateTable)]
pub fn create_table(props: &CreateTableProps) -> Html {
    let lang = use_lang();
    let edition = use_edition();
    let draft = use_state(|| props.draft.clone().normalised());
    let my_seat = use_state(|| person_seats(&draft).first().copied());
    let grace = use_state(|| DEFAULT_GRACE);
    let note = use_state(|| None::<Note>);
    // The site's brokers serve when the player names none.
    let site_brokers = use_memo((), |_| built_brokers());
    let name = use_typed_field(stored_name);
    let broker = use_typed_field(|| stored_broker().unwrap_or_default());
    // Finding strangers rather than inviting friends.
    let seek_mode = use_state(|| props.draft.seek);
    let colours = Setup::new(&edition, draft.players, None, draft.expert)
        .map(|s| s.colours().to_vec())
        .unwrap_or_default();

    let change = |f: fn(&mut LiveDraft, String)| {
        let (draft, my_seat) = (draft.clone(), my_seat.clone());
        Callback::from(move |e: Event| {
            let mut next = (*draft).clone();
            f(&mut next, select_value(&e));
            let next = next.normalised();
            // The creator's seat stays theirs while a person may take it.
            let people = person_seats(&next);
            if !my_seat.is_some_and(|s| people.contains(&s)) {
                my_seat.set(people.first().copied());
            }
            draft.set(next);
        })
    };
    let on_players = change(|d, v| d.players = v.parse().unwrap_or(2));
    let on_variant = change(|d, v| d.expert = v == "expert");
    let on_swap = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let mut next = (*draft).clone();
            next.swap = e.target_unchecked_into::<HtmlInputElement>().checked();
            draft.set(next.normalised());
        })
    };
    let on_grace = {
        let grace = grace.clone();
        Callback::from(move |seconds: u32| grace.set(seconds))
    };
    let on_my_seat = {
        let my_seat = my_seat.clone();
        Callback::from(move |e: Event| my_seat.set(select_value(&e).parse().ok()))
    };
    let seat_rows = (0..draft.players).map(|seat| {
        let on_kind = {
            let (draft, my_seat) = (draft.clone(), my_seat.clone());
            Callback::from(move |e: Event| {
                let mut next = (*draft).clone();
                if let Some(slot) = next.computers.get_mut(seat) {
                    *slot = choice_level(&select_value(&e));
                }
                let people = person_seats(&next);
                if !my_seat.is_some_and(|s| people.contains(&s)) {
                    my_seat.set(people.first().copied());
                }
                draft.set(next);
            })
        };
        let current = draft.computers.get(seat).copied().flatten();
        let colour = colours.get(seat).copied().unwrap_or(blockness_core::Colour::Orange);
        let id = format!("live-seat-kind-{seat}");
        html! {
            <div class="seat-row" key={seat}>
                <label for={id.clone()}>{ ColourPhrase::SeatColour(seat, colour).text(lang) }</label>
                <select {id} data-testid={format!("live-seat-kind-{seat}")} onchange={on_kind}>
                    <option value={SeatKind::Human.name()} selected={current.is_none()}>{ words::SEAT_PERSON.get(lang) }</option>
                    { for Level::ALL.iter().map(|&level| html! {
                        <option value={SeatKind::bot(level).name()} selected={current == Some(level)}>
                            { label(SeatKind::bot(level), lang) }
                        </option>
                    }) }
                </select>
            </div>
        }
    });
    let on_open = {
        let (draft, my_seat, grace, note, name, broker, site_brokers) = (
            draft.clone(),
            my_seat.clone(),
            grace.clone(),
            note.clone(),
            name.clone(),
            broker.clone(),
            site_brokers.clone(),
        );
        let (prepared, on_go) = (props.prepared.clone(), props.on_go.clone());
        Callback::from(move |_: MouseEvent| {
            let typed = names::clean(&name.trimmed());
            let url = broker.trimmed();
            if my_seat.is_some() && typed.is_empty() {
                return note.set(Some(Note::NameNeeded));
            }
            let named = match url.as_str() {
                "" if !site_brokers.is_empty() => None,
                url if is_broker_url(url) => Some(url.to_string()),
                _ => return note.set(Some(Note::BrokerInvalid)),
            };
            let (Some(nonce), Some(seed), Some(invite)) = (
                random_bytes::<16>(),
                random_bytes::<32>(),
                random_bytes::<16>(),
            ) else {
                return note.set(Some(Note::NoRandom));
            };
            let key = SeatKey::from_seed(seed);
            let secret = InviteSecret(invite);
            let table =
                match open_table(&draft, *grace, hex(&nonce), &key, &secret, *my_seat, &typed) {
                    Ok(table) => table,
                    Err(why) => return note.set(Some(Note::Refused(why))),
                };
            // An emptied field forgets the broker entered before: the site's serve again.
            remember_broker(&url);
            if my_seat.is_some() {
                remember_name(&typed);
            }
            let id = table.id();
            let record = Record::hosted(key, table, secret);
            prepared.keep(id, record);
            let invite = Invite {
                table: id,
                broker: named,
                secret: Some(secret),
            };
            on_go.emit(invite.address());
        })
    };
    let on_by_link = {
        let (draft, my_seat, note) = (draft.clone(), my_seat.clone(), note.clone());
        let on_open_game = props.on_open_game.clone();
        Callback::from(move |_: MouseEvent| {
            let address = new_game_id().and_then(|id| by_link_address(&draft, *my_seat, &id));
            match address {
                Some(address) => on_open_game.emit(address),
                None => note.set(Some(Note::NoRandom)),
            }
        })
    };
    let class = SeekClass {
        game: blockness_live::TableGame::BlockNess,
        players: draft.players as u8,
        expert: draft.expert,
        swap: draft.swap,
        edition: Edition::STANDARD_NAME.to_string(),
    };
    let Seek { out, find, stop } = use_seek(class, name.clone(), broker.clone(), note.clone());
    if let Some(SeekOut { seeker, brokers }) = out {
        // The group's table: this device's key is seated there from the start, so it is
        // kept before the table is opened, as any table this device sits at.
        let on_matched = {
            let (prepared, on_go) = (props.prepared.clone(), props.on_go.clone());
            Callback::from(move |(record, url): (Record, String)| {
                let Some(id) = record.table.as_ref().map(|t| t.id()) else {
                    return;
                };
                prepared.keep(id, record);
                let invite = Invite {
                    table: id,
                    broker: Some(url),
                    secret: None,
                };
                on_go.emit(invite.address());
            })
        };
        return html! {
            <SeekPanel seeking={seeker} {brokers} {on_matched} on_stop={stop}
                       describe={Callback::from(|(class, lang)| describe(&class, lang))} />
        };
    }
    let toggle_mode = |seek: bool| {
        let (seek_mode, note) = (seek_mode.clone(), note.clone());
        Callback::from(move |_: MouseEvent| {
            note.set(None);
            seek_mode.set(seek);
        })
    };
    let people = person_seats(&draft);
    // A seeker always sits: the lobby seats people only.
    let asks_name = *seek_mode || !people.is_empty();
    html! {
        <section class="live-create" data-testid="live-create" data-mode={if *seek_mode { "seek" } else { "table" }}>
            <p>{ if *seek_mode { lobby::FIND_NOTE.get(lang) } else { words::CREATE_NOTE.get(lang) } }</p>
            <div class="field">
                <label for="live-players">{ texts::PLAYERS.get(lang) }</label>
                <select id="live-players" data-testid="live-players" onchange={on_players}>
                    { for SEATS.map(|n| html! {
                        <option value={n.to_string()} selected={n == draft.players}>{ DialogWord::PlayerCount(n).text(lang) }</option>
                    }) }
                </select>
            </div>
            if !*seek_mode {
                <div class="seats">{ for seat_rows }</div>
            }
            <div class="field">
                <label for="live-variant">{ texts::VARIANT.get(lang) }</label>
                <select id="live-variant" data-testid="live-variant" onchange={on_variant}>
                    <option value="base" selected={!draft.expert}>{ texts::BASE_VARIANT.get(lang) }</option>
                    <option value="expert" selected={draft.expert}>{ texts::EXPERT_VARIANT.get(lang) }</option>
                </select>
            </div>
            if draft.players == 2 {
                <div class="field">
                    <input type="checkbox" id="live-swap" data-testid="live-swap" checked={draft.swap} onchange={on_swap} />
                    <label for="live-swap">{ texts::SWAP_OPTION.get(lang) }</label>
                </div>
            }
            if !*seek_mode {
                <GraceField id="live-grace" value={*grace} on_change={on_grace} />
            }
            if !people.is_empty() && !*seek_mode {
                <div class="field">
                    <label for="live-my-seat">{ words::YOUR_SEAT.get(lang) }</label>
                    <select id="live-my-seat" data-testid="live-my-seat" onchange={on_my_seat}>
                        { for people.iter().map(|&seat| html! {
                            <option value={seat.to_string()} selected={Some(seat) == *my_seat}>{ Say::Seat(seat).text(lang) }</option>
                        }) }
                    </select>
                </div>
            }
            if asks_name {
                <div class="field">
                    <label for="live-name">{ words::YOUR_NAME.get(lang) }</label>
                    <input id="live-name" data-testid="live-name" type="text" maxlength={names::MAX_NAME.to_string()}
                           autocomplete="nickname" value={name.value()} oninput={name.oninput.clone()} />
                </div>
            }
            <div class="field">
                <label for="live-broker">{ if site_brokers.is_empty() { words::BROKER.get(lang) } else { words::OTHER_BROKER.get(lang) } }</label>
                <input id="live-broker" data-testid="live-broker" type="url" placeholder="wss://"
                       value={broker.value()} oninput={broker.oninput.clone()} />
            </div>
            if site_brokers.is_empty() {
                <p class="zones-note">{ words::BROKER_NOTE.get(lang) }</p>
                if broker.trimmed().is_empty() {
                    <p class="live-warning" data-testid="live-no-broker">{ words::NO_BROKER.get(lang) }</p>
                }
            } else {
                <p class="zones-note" data-testid="live-site-brokers">{ words::SITE_BROKERS_NOTE.get(lang) }</p>
            }
            if let Some(note) = &*note {
                <p class="live-warning" role="alert" data-testid="live-note">{ note.text(lang) }</p>
            }
            if *seek_mode {
                <div class="actions">
                    <button data-testid="live-invite-friends" onclick={toggle_mode(false)}>{ lobby::INVITE_FRIENDS.get(lang) }</button>
                    <button class="primary" data-testid="live-find" onclick={find.reform(|_: MouseEvent| ())}>{ lobby::FIND_OPPONENT.get(lang) }</button>
                </div>
            } else {
                <div class="actions">
                    <button data-testid="live-by-link" onclick={on_by_link}>{ words::BY_LINK.get(lang) }</button>
                    <button data-testid="live-to-lobby" onclick={toggle_mode(true)}>{ lobby::FIND_OPPONENT.get(lang) }</button>
                    <button class="primary" data-testid="live-open-table" onclick={on_open}>{ words::OPEN_TABLE.get(lang) }</button>
                </div>
                <p class="zones-note">{ words::BY_LINK_NOTE.get(lang) }</p>
            }
        </section>
    }
}
