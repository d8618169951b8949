//! An invite's seat form as the view first draws it, rendered at build time by the view's
//! own components (feature `ssr`): the page's title and way back, the connection on its way
//! to the invite's broker, and "Your name" with "Take a seat" before the table has come. The
//! site's build (crates/site-build/src/seat_form.rs) writes it into index.html in every
//! language, so an invite shows it with the page's HTML, before this module has come.
//!
//! Effects do not run in a server-side render, so nothing here touches a browser.

use blockness_web_common::field::use_typed_field;
use blockness_web_common::Lang;
use blockness_web_table::browser::{ConnectionBar, OnItsWay};
use blockness_web_table::session::{Shown, Unsent};
use yew::prelude::*;

use super::frame::{early_table, LivePageFrame};

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
    let on_its_way = OnItsWay {
        testid: "live",
        may_ask: true,
        asking: false,
        name: &name,
        on_action: &Callback::noop(),
    };
    let table = early_table(Shown::Connecting, connection, None, on_its_way, props.lang);
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <LivePageFrame on_leave={Callback::noop()}>{ table }</LivePageFrame>
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

    #[test]
    fn every_language_draws_the_name_field_and_the_seat_button_under_the_title() {
        for lang in Lang::ALL {
            let html = render(lang, "wss://b.example/mqtt", true);
            assert!(html.starts_with("<main "), "{lang:?}: {html:.80}");
            for text in [
                crate::words::TITLE,
                blockness_web_table::words::YOUR_NAME,
                blockness_web_table::words::TAKE_A_SEAT,
                blockness_web_table::words::CONNECTING,
                blockness_web_table::words::PUBLIC_BROKER,
            ] {
                assert!(
                    html.contains(text.get(lang)),
                    "{lang:?}: {}",
                    text.get(lang)
                );
            }
            for testid in ["close-page", "live-claim-name", "live-take-any-seat"] {
                assert_eq!(
                    html.matches(&format!("data-testid=\"{testid}\"")).count(),
                    1
                );
            }
            assert!(html.contains("wss://b.example/mqtt"));
        }
    }

    #[test]
    fn a_broker_of_no_list_is_not_called_public() {
        let html = render(Lang::En, "wss://b.example/mqtt", false);
        assert!(!html.contains(blockness_web_table::words::PUBLIC_BROKER.get(Lang::En)));
    }
}
