//! The table's panels around the board, for any game: where the connection stands (with
//! the broker's address and the way to play by link when it cannot be reached), what the
//! table tells, and the invite and spectator links.

use blockness_live::TableGame;
use blockness_web_common::field::use_typed_field;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::address::is_broker_url;
use crate::session::{Shown, TableAction, Unsent};
use crate::words::{self, Note, Say};

/// Props of [`ConnectionBar`].
#[derive(Properties, PartialEq)]
pub struct ConnectionBarProps {
    /// Where the connection stands.
    pub shown: Shown,
    /// The broker in use, if any (none while the site's are tried).
    pub broker: Option<String>,
    /// Whether it is one of the site's public brokers.
    #[prop_or_default]
    pub public: bool,
    /// What this device holds that the broker has not acknowledged.
    pub unsent: Unsent,
    /// Carries the game on by link, when this device plays at the table.
    pub on_by_link: Option<Callback<()>>,
    /// The table's actions: another broker, or a note when its address is not one.
    pub on_action: Callback<TableAction>,
}

/// The connection's state in words, and what can be done about it.
#[function_component(ConnectionBar)]
pub fn connection_bar(props: &ConnectionBarProps) -> Html {
    let lang = use_lang();
    let field = use_typed_field(|| props.broker.clone().unwrap_or_default());
    let (words, alert) = match props.shown {
        Shown::NoBroker => (words::NO_BROKER, true),
        Shown::Connecting => (words::CONNECTING, false),
        Shown::Online => (words::ONLINE, false),
        Shown::Reconnecting => (words::RECONNECTING, false),
        Shown::Unreachable => (words::UNREACHABLE, true),
    };
    let troubled = matches!(props.shown, Shown::NoBroker | Shown::Unreachable);
    let on_use = {
        let (field, on_action) = (field.clone(), props.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            let url = field.trimmed();
            on_action.emit(if is_broker_url(&url) {
                TableAction::Broker(url)
            } else {
                TableAction::Note(Note::BrokerInvalid)
            });
        })
    };
    html! {
        <section class={classes!("live-connection", props.shown.name())} data-testid="live-connection"
                 data-state={props.shown.name()} role={if alert { "alert" } else { "status" }}>
            <p class="live-state">{ words.get(lang) }</p>
            if let Some(broker) = &props.broker {
                <p class="live-broker" data-testid="live-broker-line">{ Say::BrokerIs(broker.clone()).text(lang) }
                    if props.public { <span class="live-public">{ " " }{ words::PUBLIC_BROKER.get(lang) }</span> }</p>
            } else if props.shown == Shown::Connecting {
                <p class="live-broker" data-testid="live-broker-line">{ words::FINDING_BROKER.get(lang) }</p>
            }
            if props.shown != Shown::Online {
                if let Some(unsent) = match props.unsent {
                    Unsent::Nothing => None,
                    Unsent::NewTable => Some(words::UNSENT_TABLE),
                    Unsent::News => Some(words::UNSENT),
                } {
                    <p class="live-unsent" data-testid="live-unsent">{ unsent.get(lang) }</p>
                }
            }
            if troubled {
                <div class="field live-broker-field">
                    <label for="live-broker-again">{ words::BROKER.get(lang) }</label>
                    <input id="live-broker-again" data-testid="live-broker" type="url" placeholder="wss://"
                           value={field.value()} oninput={field.oninput.clone()} />
                    <button data-testid="live-use-broker" onclick={on_use}>{ words::USE_BROKER.get(lang) }</button>
                </div>
                if let Some(on_by_link) = &props.on_by_link {
                    <p>
                        <button data-testid="live-by-link" onclick={on_by_link.reform(|_: MouseEvent| ())}>
                            { words::BY_LINK.get(lang) }
                        </button>
                    </p>
                    <p class="zones-note">{ words::BY_LINK_NOTE.get(lang) }</p>
                }
            }
        </section>
    }
}

/// Props of [`NoteBar`].
#[derive(Properties, PartialEq)]
pub struct NoteBarProps {
    /// What to tell.
    pub note: Note,
    /// Clears it.
    pub on_dismiss: Callback<()>,
    /// Lets the computer seats try again, after they failed.
    pub on_retry: Option<Callback<()>>,
}

/// What the table tells the person, until dismissed.
#[function_component(NoteBar)]
pub fn note_bar(props: &NoteBarProps) -> Html {
    let lang = use_lang();
    html! {
        <div class="live-note error" data-testid="live-note" role="alert">
            <p>{ props.note.text(lang) }</p>
            if let Some(on_retry) = &props.on_retry {
                <button onclick={on_retry.reform(|_: MouseEvent| ())}>{ words::TRY_AGAIN.get(lang) }</button>
            }
            <button onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ words::DISMISS.get(lang) }</button>
        </div>
    }
}

/// How long "Link copied." stays beside the Copy button (milliseconds).
pub const COPIED_SHOWN_MS: u32 = 4000;

/// Props of [`LinkLine`].
#[derive(Properties, PartialEq)]
pub struct LinkLineProps {
    /// The line's label.
    pub label: AttrValue,
    /// The link.
    pub link: AttrValue,
    /// Its test id.
    pub testid: AttrValue,
    /// Whether to offer its QR code too (the invite, for phones around one table).
    #[prop_or_default]
    pub qr: bool,
    /// The game the link is to, named in the words a share sheet sends with it.
    pub game: TableGame,
}

/// A link to pass on, shown whole (so it can be copied by hand) with a Copy button, a Share
/// button where the browser has a share sheet, and on demand its QR code. How a copy went
/// is said beside the button: a copy that worked for [`COPIED_SHOWN_MS`], one that failed
/// until the next try.
#[function_component(LinkLine)]
pub fn link_line(props: &LinkLineProps) -> Html {
    let lang = use_lang();
    let can_share = use_memo((), |_| platform::can_share());
    let qr = use_memo((props.qr, props.link.clone()), |(qr, link)| {
        qr.then(|| crate::qr::qr_image(link)).flatten()
    });
    let on_share = {
        let (link, game) = (props.link.to_string(), props.game);
        Callback::from(move |_: MouseEvent| {
            let (link, text) = (link.clone(), Say::Invitation(game).text(lang));
            wasm_bindgen_futures::spawn_local(async move {
                platform::share(&text, &link).await;
            });
        })
    };
    let copied = use_state(|| None::<bool>);
    let fade = use_mut_ref(|| None::<Timeout>);
    let on_copy = {
        let (link, copied, fade) = (props.link.to_string(), copied.clone(), fade.clone());
        Callback::from(move |_: MouseEvent| {
            let (link, copied, fade) = (link.clone(), copied.clone(), fade.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let worked = platform::copy(&link).await.is_ok();
                copied.set(Some(worked));
                *fade.borrow_mut() = worked.then(|| {
                    let copied = copied.clone();
                    Timeout::new(COPIED_SHOWN_MS, move || copied.set(None))
                });
            });
        })
    };
    let id = format!("{}-field", props.testid);
    html! {
        <div class="live-link">
            <label for={id.clone()}>{ props.label.clone() }</label>
            <input {id} type="text" readonly=true value={props.link.clone()} data-testid={props.testid.clone()} />
            <button data-testid={format!("{}-copy", props.testid)} onclick={on_copy}>{ words::COPY.get(lang) }</button>
            if let Some(worked) = *copied {
                <span class={classes!("live-copied", (!worked).then_some("error"))} role="status"
                      data-testid={format!("{}-copied", props.testid)}>
                    { if worked { words::COPIED.get(lang) } else { words::NOT_COPIED.get(lang) } }
                </span>
            }
            if *can_share {
                <button data-testid={format!("{}-share", props.testid)} onclick={on_share}>{ words::SHARE.get(lang) }</button>
            }
            if let Some(image) = (*qr).clone() {
                <details class="live-qr" data-testid={format!("{}-qr", props.testid)}>
                    <summary>{ words::QR_CODE.get(lang) }</summary>
                    <img src={image} alt={words::QR_ALT.get(lang)} width="240" height="240" />
                </details>
            }
        </div>
    }
}
