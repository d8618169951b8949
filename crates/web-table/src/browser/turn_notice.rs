//! Telling a player whose tab is out of sight that it is their turn: the tab's title says
//! so, a system notification shows when the player asked for them, and a short tone sounds
//! when they switched it on. Nothing happens on other players' turns, nor while the tab is
//! in view; the usual title comes back when the player looks at the tab again.

use std::cell::RefCell;

use blockness_web_common::language::use_lang;
use blockness_web_common::platform;
use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    AudioContext, HtmlInputElement, Notification, NotificationOptions, NotificationPermission,
    OscillatorType,
};
use yew::prelude::*;

use crate::record::TURN_NOTICES_KEY;
use crate::words;

/// How a player wants to hear of their turn, kept on the device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnNotices {
    /// A system notification, once the browser allows them.
    pub notify: bool,
    /// A short tone.
    pub sound: bool,
}

impl TurnNotices {
    /// What the device kept, or none of either.
    pub fn load() -> TurnNotices {
        let kept = platform::load(TURN_NOTICES_KEY).unwrap_or_default();
        TurnNotices {
            notify: kept.contains('n') && permission() == Some(NotificationPermission::Granted),
            sound: kept.contains('s'),
        }
    }

    fn store(self) {
        let kept = format!(
            "{}{}",
            if self.notify { "n" } else { "" },
            if self.sound { "s" } else { "" }
        );
        platform::store(TURN_NOTICES_KEY, &kept);
    }
}

/// Whether this browser has system notifications, and what the player allowed.
fn permission() -> Option<NotificationPermission> {
    let window = gloo::utils::window();
    js_sys::Reflect::has(&window, &JsValue::from_str("Notification"))
        .unwrap_or(false)
        .then(Notification::permission)
}

/// Puts the usual title back, if the turn's title replaced it.
fn restore(saved: &RefCell<Option<String>>) {
    if let Some(title) = saved.borrow_mut().take() {
        gloo::utils::document().set_title(&title);
    }
}

/// A short, quiet tone. A browser that has no audio, or refuses it, stays silent.
fn tone() {
    let Ok(audio) = AudioContext::new() else {
        return;
    };
    let (Ok(tone), Ok(volume)) = (audio.create_oscillator(), audio.create_gain()) else {
        return;
    };
    tone.set_type(OscillatorType::Sine);
    tone.frequency().set_value(660.0);
    volume.gain().set_value(0.15);
    let connected = tone
        .connect_with_audio_node(&volume)
        .and_then(|_| volume.connect_with_audio_node(&audio.destination()));
    if connected.is_ok() && tone.start().is_ok() {
        let _ = tone.stop_with_when(audio.current_time() + 0.25);
    }
}

/// When `my_turn` becomes true while the tab is hidden: `title` as the tab's title, and the
/// notification and tone the player chose.
#[hook]
pub fn use_turn_notice(my_turn: bool, title: String, notices: TurnNotices) {
    let saved = use_mut_ref(|| None::<String>);
    {
        let saved = saved.clone();
        use_effect_with(my_turn, move |&mine| {
            let document = gloo::utils::document();
            if mine && document.hidden() {
                if saved.borrow().is_none() {
                    *saved.borrow_mut() = Some(document.title());
                }
                document.set_title(&title);
                if notices.notify && permission() == Some(NotificationPermission::Granted) {
                    let options = NotificationOptions::new();
                    // One notice a table: a later turn replaces the earlier one.
                    options.set_tag("blockness-turn");
                    let _ = Notification::new_with_options(&title, &options);
                }
                if notices.sound {
                    tone();
                }
            } else if !mine {
                restore(&saved);
            }
        });
    }
    use_effect_with((), move |_| {
        let document = gloo::utils::document();
        let back = {
            let saved = saved.clone();
            EventListener::new(&document, "visibilitychange", move |_| {
                if !gloo::utils::document().hidden() {
                    restore(&saved);
                }
            })
        };
        move || {
            drop(back);
            restore(&saved);
        }
    });
}

/// Props of [`TurnNoticeSettings`].
#[derive(Properties, PartialEq)]
pub struct TurnNoticeSettingsProps {
    /// What the player chose.
    pub notices: TurnNotices,
    /// Called with the new choice, once the browser answered a request for notifications.
    pub on_change: Callback<TurnNotices>,
}

/// The player's choice of notices on their turn: a notification (offered where the browser
/// has them) and a tone.
#[function_component(TurnNoticeSettings)]
pub fn turn_notice_settings(props: &TurnNoticeSettingsProps) -> Html {
    let lang = use_lang();
    let blocked = use_state(|| permission() == Some(NotificationPermission::Denied));
    let notices = props.notices;
    let on_notify = {
        let (on_change, blocked) = (props.on_change.clone(), blocked.clone());
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let wanted = input.checked();
            let (on_change, blocked) = (on_change.clone(), blocked.clone());
            let choose = move |notify: bool| {
                // The box shows what holds, not what was asked: it stays unticked when the
                // browser refuses.
                input.set_checked(notify);
                let chosen = TurnNotices { notify, ..notices };
                chosen.store();
                on_change.emit(chosen);
            };
            if !wanted {
                choose(false);
                return;
            }
            // The browser asks the player once; after that it answers at once.
            let Ok(asked) = Notification::request_permission() else {
                choose(false);
                return;
            };
            wasm_bindgen_futures::spawn_local(async move {
                let _ = JsFuture::from(asked).await;
                let granted = permission() == Some(NotificationPermission::Granted);
                blocked.set(permission() == Some(NotificationPermission::Denied));
                choose(granted);
            });
        })
    };
    let on_sound = {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let sound = e.target_unchecked_into::<HtmlInputElement>().checked();
            let chosen = TurnNotices { sound, ..notices };
            chosen.store();
            on_change.emit(chosen);
        })
    };
    let notifications = permission().is_some();
    html! {
        <fieldset class="live-turn-notices" data-testid="live-turn-notices">
            <legend>{ words::TURN_NOTICES.get(lang) }</legend>
            if notifications {
                <label>
                    <input type="checkbox" data-testid="live-notify" checked={notices.notify} onchange={on_notify} />
                    { words::NOTIFY_TURN.get(lang) }
                </label>
            }
            <label>
                <input type="checkbox" data-testid="live-sound" checked={notices.sound} onchange={on_sound} />
                { words::SOUND_TURN.get(lang) }
            </label>
            if notifications && *blocked {
                <p class="zones-note" data-testid="live-notify-blocked">{ words::NOTIFY_BLOCKED.get(lang) }</p>
            }
        </fieldset>
    }
}

/// Keeps the player's choice of notices in the table's state.
#[hook]
pub fn use_turn_notices() -> (TurnNotices, Callback<TurnNotices>) {
    let notices = use_state(TurnNotices::load);
    let on_change = {
        let notices = notices.clone();
        Callback::from(move |chosen: TurnNotices| notices.set(chosen))
    };
    (*notices, on_change)
}
