//! An invite's seat form as the view first draws it, rendered at build time by the view's
//! own components (feature `ssr`): the page's title and way back, the connection on its way
//! to the invite's broker, and "Your name" with "Take a seat" before the table has come. The
//! site's build (crates/site-build/src/seat_form.rs) writes it into index.html in every
//! language, so an invite shows it with the page's HTML, before this module has come.

use blockness_web_common::Lang;
use blockness_web_table::browser::{use_invite_frame, InviteFrameProps};
use blockness_web_table::session::Shown;
use yew::prelude::*;

use super::frame::{early_table, BlockNessLiveFrame};

/// The view's first frame for an invite to a table this device keeps nothing of, for the
/// site's build to render with the kit's `render_invite_frame`.
#[function_component(InviteFirstFrame)]
pub fn invite_first_frame(props: &InviteFrameProps) -> Html {
    let (connection, on_its_way) = use_invite_frame(props, "live");
    let table = early_table(Shown::Connecting, connection, None, on_its_way, props.lang);
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <BlockNessLiveFrame on_leave={Callback::noop()}>{ table }</BlockNessLiveFrame>
        </ContextProvider<Lang>>
    }
}
