//! What any game's table shows while the table itself has not come from the broker: an
//! invited visitor's seat form ("Take a seat", for whichever seat is free first), then the
//! wait, and what to do if the table never comes.
//!
//! It is also an invite's first paint: the site's build renders it, inside each game's page,
//! into index.html (crates/site-build/src/seat_form.rs), so "Your name" and "Take a seat"
//! come with the page's HTML: [`use_invite_frame`] and [`render_invite_frame`] are what the
//! games' renders share.
//!
//! It is drawn by a function, not a component of its own: the seats' section must be a
//! direct child of the table's element, which stays when the table comes, so the name field
//! is taken down while it still has the focus and hands it to the table's own
//! (`name_field::use_name_focus_kept`).

use blockness_web_common::field::TypedField;
use blockness_web_common::Lang;
use yew::prelude::*;

use super::panels::ConnectionBar;
use super::seat_list::SeatList;
use crate::session::{SeatLine, Shown, TableAction, Unsent};
use crate::words;

/// A table on its way, as [`OnItsWay::html`] draws it.
pub struct OnItsWay {
    /// The start of every test id (`live`, `ln-live`).
    pub testid: &'static str,
    /// Whether an invited visitor may ask for a seat now, before the table has come.
    pub may_ask: bool,
    /// Whether this device's request for a seat waits for the host.
    pub asking: bool,
    /// The name field's text, which the table keeps when it comes.
    pub name: TypedField,
    /// The table's actions: a seat asked for under a name.
    pub on_action: Callback<TableAction>,
}

impl OnItsWay {
    /// The seat form, if the visitor may ask or is asking, and the wait for the table, in
    /// `lang`; `P` is what a seat plays, as the game's seat list names it.
    pub fn html<P: Clone + PartialEq + 'static>(&self, lang: Lang) -> Html {
        // No seats are listed yet: neither callback is ever called.
        let label = Callback::from(|(_, who): (SeatLine<P>, String)| html! { { who } });
        html! {
            <>
                if self.may_ask || self.asking {
                    <SeatList<P> key="before-table" seats={Vec::new()} {label} row_class={Callback::from(|_: P| Classes::new())}
                                  testid={self.testid} may_sit={self.may_ask} watching={false}
                                  on_watch={Callback::from(|_: bool| ())} on_action={self.on_action.clone()}
                                  name={self.name.clone()} asking={self.asking} host_online=true spectator={false}
                                  hosting={false} before_table=true />
                }
                <p class="live-waiting" data-testid={format!("{}-waiting", self.testid)} role="status">{ words::WAITING_TABLE.get(lang) }</p>
                <p class="zones-note">{ words::NO_TABLE_HERE.get(lang) }</p>
            </>
        }
    }
}

/// Props of a game's first frame for an invite ([`use_invite_frame`]).
#[derive(Properties, PartialEq)]
pub struct InviteFrameProps {
    /// The page's language.
    pub lang: Lang,
    /// The invite's broker.
    pub broker: AttrValue,
    /// Whether it is one of the site's public brokers.
    pub public: bool,
}

/// What the kit draws of a game's first frame for an invite to a table this device keeps
/// nothing of: the connection on its way to the invite's broker, and the seat form with the
/// wait (test ids starting with `testid`). The game puts them in its page and its table's
/// element; the site's build renders that with [`render_invite_frame`].
#[hook]
pub fn use_invite_frame(props: &InviteFrameProps, testid: &'static str) -> (Html, OnItsWay) {
    let name = blockness_web_common::field::use_typed_field(String::new);
    let connection = html! {
        <ConnectionBar shown={Shown::Connecting} broker={Some(props.broker.to_string())} public={props.public}
                       unsent={Unsent::Nothing} on_by_link={None::<Callback<()>>} on_action={Callback::noop()} />
    };
    let on_its_way = OnItsWay {
        testid,
        may_ask: true,
        asking: false,
        name,
        on_action: Callback::noop(),
    };
    (connection, on_its_way)
}

/// A game's first frame for an invite (`C`, drawn with [`use_invite_frame`]) in `lang`
/// through `broker` (`public`: one of the site's), rendered natively by Yew's server-side
/// rendering with every attribute the components write. Effects do not run in such a
/// render, so nothing touches a browser.
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub fn render_invite_frame<C>(lang: Lang, broker: &str, public: bool) -> String
where
    C: BaseComponent<Properties = InviteFrameProps>,
{
    let broker = broker.to_string();
    let renderer = yew::ServerRenderer::<C>::with_props(move || InviteFrameProps {
        lang,
        broker: broker.into(),
        public,
    })
    .hydratable(false);
    futures_executor::block_on(renderer.render())
}
