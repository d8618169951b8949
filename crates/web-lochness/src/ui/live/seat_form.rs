//! An invite's seat form as the live Loch Ness view first draws it, rendered at build time by
//! the view's own components (feature `ssr`): the page's title and tools, the connection on
//! its way to the invite's broker, and "Your name" with "Take a seat" before the table has
//! come. The site's build (crates/site-build/src/seat_form.rs) writes it into index.html in
//! every language, so an invite shows it with the page's HTML, before this module has come.
//!
//! Effects do not run in a server-side render, so nothing here touches a browser.

use blockness_web_common::field::use_typed_field;
use blockness_web_common::Lang;
use blockness_web_table::browser::{ConnectionBar, OnItsWay};
use blockness_web_table::session::{Shown, Unsent};
use yew::prelude::*;

use super::early::{early_loch_table, EarlyLochTable, LochLiveFrame};

/// Props of [`InviteFirstFrame`].
#[derive(Properties, PartialEq)]
struct InviteFirstFrameProps {
    lang: Lang,
    broker: AttrValue,
    public: bool,
}

/// The view's first frame for an invite to a table this device keeps nothing of.
#[function_component(InviteFirstFrame)]
fn invite_first_frame(props: &InviteFirstFrameProps) -> Html {
    let name = use_typed_field(String::new);
    let connection = html! {
        <ConnectionBar shown={Shown::Connecting} broker={Some(props.broker.to_string())} public={props.public}
                       unsent={Unsent::Nothing} on_by_link={None::<Callback<()>>} on_action={Callback::noop()} />
    };
    let early = EarlyLochTable {
        root: NodeRef::default(),
        revision: 0,
        shown: Shown::Connecting,
        table: String::new(),
        connection,
        note: None,
        on_its_way: OnItsWay {
            testid: "ln-live",
            may_ask: true,
            asking: false,
            name: &name,
            on_action: &Callback::noop(),
        },
    };
    let table = early_loch_table(early, props.lang);
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <LochLiveFrame on_leave={None::<Callback<()>>} on_rules={Callback::noop()}>{ table }</LochLiveFrame>
        </ContextProvider<Lang>>
    }
}

/// The view's first frame in `lang` for an invite through `broker` (`public`: one of the
/// site's brokers), with every attribute the components write.
pub fn render(lang: Lang, broker: &str, public: bool) -> String {
    let broker = broker.to_string();
    let renderer =
        yew::ServerRenderer::<InviteFirstFrame>::with_props(move || InviteFirstFrameProps {
            lang,
            broker: broker.into(),
            public,
        })
        .hydratable(false);
    futures_executor::block_on(renderer.render())
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_web_table::words;

    #[test]
    fn every_language_draws_the_name_field_and_the_seat_button_under_the_title() {
        for lang in Lang::ALL {
            let html = render(lang, "wss://b.example/mqtt", true);
            assert!(html.starts_with("<main "), "{lang:?}: {html:.80}");
            for text in [
                crate::state::words::LOCH_NESS,
                words::YOUR_NAME,
                words::TAKE_A_SEAT,
                words::CONNECTING,
                words::PUBLIC_BROKER,
            ] {
                assert!(
                    html.contains(text.get(lang)),
                    "{lang:?}: {}",
                    text.get(lang)
                );
            }
            for testid in [
                "ln-live-claim-name",
                "ln-live-take-any-seat",
                "lochness-rules",
            ] {
                assert_eq!(
                    html.matches(&format!("data-testid=\"{testid}\"")).count(),
                    1
                );
            }
            assert!(html.contains("wss://b.example/mqtt"));
        }
    }
}
