//! What any game's table shows while the table itself has not come from the broker: an
//! invited visitor's seat form ("Take a seat", for whichever seat is free first), then the
//! wait, and what to do if the table never comes.
//!
//! It is also an invite's first paint: the site's build renders it, inside each game's page,
//! into index.html (crates/site-build/src/seat_form.rs), so "Your name" and "Take a seat"
//! come with the page's HTML.
//!
//! It is drawn by a function, not a component of its own: the seats' section must be a
//! direct child of the table's element, which stays when the table comes, so the name field
//! is taken down while it still has the focus and hands it to the table's own
//! (`name_field::use_name_focus_kept`).

use blockness_web_common::field::TypedField;
use blockness_web_common::Lang;
use yew::prelude::*;

use super::seat_list::SeatList;
use crate::session::{SeatLine, TableAction};
use crate::words;

/// A table on its way, as [`OnItsWay::html`] draws it.
pub struct OnItsWay<'a> {
    /// The start of every test id (`live`, `ln-live`).
    pub testid: &'a str,
    /// Whether an invited visitor may ask for a seat now, before the table has come.
    pub may_ask: bool,
    /// Whether this device's request for a seat waits for the host.
    pub asking: bool,
    /// The name field's text, which the table keeps when it comes.
    pub name: &'a TypedField,
    /// The table's actions: a seat asked for under a name.
    pub on_action: &'a Callback<TableAction>,
}

impl OnItsWay<'_> {
    /// The seat form, if the visitor may ask or is asking, and the wait for the table, in
    /// `lang`.
    pub fn html(&self, lang: Lang) -> Html {
        // No seats are listed yet: neither callback is ever called.
        let label = Callback::from(|(_, who): (SeatLine, String)| html! { { who } });
        html! {
            <>
                if self.may_ask || self.asking {
                    <SeatList<()> key="before-table" seats={Vec::new()} {label} row_class={Callback::from(|()| Classes::new())}
                                  testid={self.testid.to_string()} may_sit={self.may_ask} watching={false}
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
