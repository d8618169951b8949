//! A live Loch Ness table in the browser: the root of the module
//! `blockness-lochness-live` (`src/bin/blockness-lochness-live.rs`), which the page fetches
//! when an address `#l/live=<table>&invite=…&broker=…` opens, so a Loch Ness game alone
//! never downloads the live protocol. The connection is web-live's, over
//! [`crate::live::LochLiveSession`]; the table is drawn with the Loch Ness view's own
//! components.

#[cfg(feature = "form")]
mod create;
mod early;
mod finished;
mod hooks;
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub mod seat_form;
mod seats;
mod table;

use std::rc::Rc;

use blockness_web_common::language::use_lang;
use blockness_web_common::platform::replace_hash;
use blockness_web_common::view_module::{
    use_view_stylesheet, ViewProps, LOADING, OPEN_RULES_EVENT,
};
use blockness_web_common::Lang;
use blockness_web_table::browser::{raw_hash, use_form_elsewhere, use_reload_for_broker};
use blockness_web_table::words::Note;
use yew::prelude::*;

use crate::live::create::LochLiveAddress;
use crate::ui::rules_page::LochNessRules;
#[cfg(feature = "form")]
use create::CreateLochTable;
use early::LochLiveFrame;
use table::LochLiveTable;

/// The root of the live Loch Ness module: the page's language, then the view. The page's
/// Rules button asks for Loch Ness's rules by [`OPEN_RULES_EVENT`] on the view's element.
#[function_component(LochLiveModule)]
pub fn loch_live_module(props: &ViewProps) -> Html {
    let rules_asked = use_state(|| 0_u32);
    {
        let asked = rules_asked.clone();
        use_effect_with(props.root.clone(), move |root| {
            let listener = gloo::events::EventListener::new(root, OPEN_RULES_EVENT, move |_| {
                asked.set(*asked + 1);
            });
            move || drop(listener)
        });
    }
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <LochLivePage view={props.clone()} rules_asked={*rules_asked} />
        </ContextProvider<Lang>>
    }
}

/// Props of [`LochLivePage`].
#[derive(Properties, PartialEq)]
struct LochLivePageProps {
    view: ViewProps,
    rules_asked: u32,
}

/// The table the address names, or the rules page over it.
#[function_component(LochLivePage)]
fn loch_live_page(props: &LochLivePageProps) -> Html {
    let lang = use_lang();
    let address = use_state(|| LochLiveAddress::parse(&raw_hash()));
    let rules_open = use_state(|| false);
    {
        let rules_open = rules_open.clone();
        use_effect_with(props.rules_asked, move |&asked| {
            if asked > 0 {
                rules_open.set(true);
            }
        });
    }
    hooks::use_address_changes(address.setter());
    // Only the table's module, which has no form, hands a form's address over.
    use_form_elsewhere(cfg!(not(feature = "form")) && matches!(*address, LochLiveAddress::New(_)));
    let table_styled = use_view_stylesheet(blockness_web_common::names::LOCHNESS_STYLESHEET);
    let live_styled = use_view_stylesheet(blockness_web_common::names::LIVE_STYLESHEET);
    // A table's broker that this load's security policy does not name: the page loads again.
    let reloading = use_reload_for_broker(match &*address {
        LochLiveAddress::Table(invite) => invite.broker.clone(),
        _ => None,
    });
    // Leaving takes the table's address away too, so a reload shows the game, not the table.
    let leave = {
        let on_close = props.view.on_close();
        Callback::from(move |()| {
            replace_hash("");
            on_close.emit(());
        })
    };
    if *rules_open {
        let close = rules_open.clone();
        return html! { <LochNessRules on_close={Callback::from(move |()| close.set(false))} /> };
    }
    if !(table_styled && live_styled) {
        return html! {
            <main class="lochness">
                <p class="view-loading" role="status">{ LOADING.get(lang) }</p>
            </main>
        };
    }
    let open_rules = {
        let open = rules_open.clone();
        Callback::from(move |()| open.set(true))
    };
    let body = match &*address {
        _ if reloading => html! {
            <p class="view-loading" data-testid="ln-live-reloading" role="status">{ LOADING.get(lang) }</p>
        },
        #[cfg(feature = "form")]
        LochLiveAddress::New(draft) => html! {
            <CreateLochTable draft={draft.clone()} />
        },
        // The table's module has no form: the page, loaded afresh at the form's address,
        // draws it with the live module that has (see `use_form_elsewhere`).
        #[cfg(not(feature = "form"))]
        LochLiveAddress::New(_) => html! {
            <p class="view-loading" data-testid="ln-live-form-elsewhere" role="status">{ LOADING.get(lang) }</p>
        },
        LochLiveAddress::Table(invite) => html! {
            <LochLiveTable key={invite.table.to_string()} invite={Rc::new(invite.clone())} on_leave={leave.clone()} />
        },
        LochLiveAddress::Bad(why) => html! {
            <section class="live-bad" data-testid="ln-live-bad" role="alert">
                <p>{ Note::Refused(why.clone()).text(lang) }</p>
            </section>
        },
    };
    // A table has its own Leave, which asks first mid-game.
    let own_leave = (!matches!(*address, LochLiveAddress::Table(_))).then_some(leave);
    html! {
        <LochLiveFrame on_leave={own_leave} on_rules={open_rules}>{ body }</LochLiveFrame>
    }
}
