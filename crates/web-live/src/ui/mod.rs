//! The live view's Yew components (browser only): the module's root, the form that opens a
//! table, the table itself and its panels, and the named hooks of its effects. The boards
//! are drawn with the components of `blockness_web_board::components`.

mod bots;
#[cfg(feature = "form")]
mod create;
mod frame;
mod hooks;
mod open_session;
mod result;
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub mod seat_form;
mod seats;
mod table;
mod table_buttons;
mod verdict;

use std::cell::RefCell;
use std::rc::Rc;

use blockness_live::TableId;
use blockness_web_board::hooks::SharedEdition;
use blockness_web_board::live_draft::LiveDraft;
use blockness_web_board::words::Lang;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform::replace_hash;
use blockness_web_common::view_module::{use_view_stylesheet, KeptGame, ViewProps, LOADING};
use yew::prelude::*;

use blockness_web_table::browser::{
    raw_hash, store_record, use_form_elsewhere, use_live_hashchange, use_reload_for_broker,
};
use blockness_web_table::record::Record;

use crate::address::LiveAddress;
use crate::words::{self, Note};
#[cfg(feature = "form")]
use create::CreateTable;
use frame::BlockNessLiveFrame;
use table::LiveTable;

/// What one screen of the view leaves for the table it opens next: the table just made (or
/// the rematch this device sits at), something to tell.
pub struct Prepared {
    /// The table.
    pub id: TableId,
    /// Its record, when this device made it or sits at it.
    pub record: Option<Record>,
    /// Something to tell on arrival.
    pub note: Option<Note>,
}

/// The hand-over between screens, shared by the view's components.
#[derive(Clone, Default)]
pub struct PreparedCell(Rc<RefCell<Option<Prepared>>>);

impl PartialEq for PreparedCell {
    fn eq(&self, other: &PreparedCell) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl PreparedCell {
    /// Leaves `prepared` for the next table.
    pub fn set(&self, prepared: Prepared) {
        *self.0.borrow_mut() = Some(prepared);
    }

    /// Keeps `record` of table `id` on the device before anything is published (so a reload
    /// finds the seat), and leaves it for the table's screen, with a note when storage
    /// refused it.
    pub fn keep(&self, id: TableId, record: Record) {
        let note = store_record(id, &record).err().map(Note::KeyNotKept);
        self.set(Prepared {
            id,
            record: Some(record),
            note,
        });
    }

    /// Takes what was left for table `id`.
    pub fn take(&self, id: TableId) -> Option<Prepared> {
        self.0.borrow_mut().take().filter(|p| p.id == id)
    }
}

/// The root of the live module: the contexts the board components expect, then the view.
#[function_component(LiveModule)]
pub fn live_module(props: &ViewProps) -> Html {
    let edition = use_memo((), |_| {
        SharedEdition(blockness_web_board::editions::standard_edition())
    });
    html! {
        <ContextProvider<SharedEdition> context={(*edition).clone()}>
            <ContextProvider<Lang> context={props.lang}>
                <LivePage view={props.clone()} />
            </ContextProvider<Lang>>
        </ContextProvider<SharedEdition>>
    }
}

/// Props of [`LivePage`].
#[derive(Properties, PartialEq)]
struct LivePageProps {
    view: ViewProps,
}

/// The view: the form or the table the address names.
#[function_component(LivePage)]
fn live_page(props: &LivePageProps) -> Html {
    let lang = use_lang();
    let address = use_state(|| LiveAddress::parse(&raw_hash()));
    let prepared = use_memo((), |_| PreparedCell::default());
    let styled = use_view_stylesheet(blockness_web_common::names::LIVE_STYLESHEET);
    {
        let address = address.clone();
        use_live_hashchange(Callback::from(move |hash: String| {
            address.set(LiveAddress::parse(&hash))
        }));
    }
    // Only the table's module, which has no form, hands a form's address over.
    use_form_elsewhere(cfg!(not(feature = "form")) && matches!(*address, LiveAddress::New(_)));
    let go = {
        let address = address.clone();
        Callback::from(move |text: String| {
            replace_hash(&text);
            address.set(LiveAddress::parse(&text));
        })
    };
    // Leaving takes the live address away too, so a reload shows the game, not the table.
    let leave = {
        let on_close = props.view.on_close();
        Callback::from(move |()| {
            replace_hash("");
            on_close.emit(());
        })
    };
    let keep = {
        let view = props.view.clone();
        Callback::from(move |kept: KeptGame| view.keep(&kept))
    };
    // A game carried on by link, or made to be: no table to open again.
    let open_game = {
        let view = props.view.clone();
        Callback::from(move |address: String| {
            view.open_game(&KeptGame {
                address,
                table: None,
                others: Vec::new(),
            })
        })
    };
    let reloading = use_reload_for_broker(match &*address {
        LiveAddress::Table(invite) => invite.broker.clone(),
        _ => None,
    });
    let body = match &*address {
        _ if reloading => html! {
            <p class="view-loading" data-testid="live-reloading" role="status">{ LOADING.get(lang) }</p>
        },
        #[cfg(feature = "form")]
        LiveAddress::New(draft) => html! {
            <CreateTable key={draft.address()} draft={draft.clone()} prepared={(*prepared).clone()} on_go={go}
                         on_open_game={open_game} />
        },
        // The table's module has no form: the page, loaded afresh at the form's address,
        // draws it with the live module that has (see `use_form_elsewhere`).
        #[cfg(not(feature = "form"))]
        LiveAddress::New(_) => html! {
            <p class="view-loading" data-testid="live-form-elsewhere" role="status">{ LOADING.get(lang) }</p>
        },
        LiveAddress::Table(invite) => html! {
            <LiveTable key={invite.table.to_string()} invite={invite.clone()} prepared={(*prepared).clone()}
                       on_go={go} on_keep={keep} on_open_game={open_game} on_leave={leave.clone()} />
        },
        LiveAddress::Bad(why) => {
            let again = go.reform(|_: MouseEvent| LiveDraft::default().address());
            html! {
                <section class="live-bad" data-testid="live-bad" role="alert">
                    <p>{ Note::Refused(why.clone()).text(lang) }</p>
                    <button class="primary" onclick={again}>{ words::NEW_TABLE.get(lang) }</button>
                </section>
            }
        }
    };
    // Drawn unstyled, the seat form would jump about when the styles come.
    if !styled {
        return html! {
            <main class="lesson-page live-page" lang={lang.code()}>
                <p class="view-loading" data-testid="live-styles-loading" role="status">{ LOADING.get(lang) }</p>
            </main>
        };
    }
    html! {
        <BlockNessLiveFrame on_leave={leave}>{ body }</BlockNessLiveFrame>
    }
}
