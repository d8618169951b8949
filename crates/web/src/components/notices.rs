//! Messages above the board: errors about links and saved data, confirmations.

use yew::prelude::*;

use crate::page::{Notice, NoticeKind, PageAction};
use crate::words::texts;
use blockness_web_common::language::use_lang;

/// Props of [`Notices`].
#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// The notices, oldest first.
    pub notices: Vec<Notice>,
    /// Whether a saved game is kept aside and can be resumed.
    pub can_resume: bool,
    /// Whether the readable part of a damaged link can be opened.
    #[prop_or_default]
    pub can_salvage: bool,
    /// Where clicks go.
    pub on_action: Callback<PageAction>,
}

/// The notices.
#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    let lang = use_lang();
    if props.notices.is_empty() {
        return html! {};
    }
    let resume = props
        .on_action
        .reform(|_: MouseEvent| PageAction::ResumeKept);
    html! {
        <div class="notices" data-testid="message" role="status">
            { for props.notices.iter().map(|n| {
                let id = n.id;
                let dismiss = props.on_action.reform(move |_: MouseEvent| PageAction::Dismiss(id));
                let class = classes!("notice", match n.kind { NoticeKind::Info => "info", NoticeKind::Error => "error" });
                html! {
                    <p class={class}>
                        <span>{ n.message.text(lang) }</span>
                        <button class="dismiss" onclick={dismiss} aria-label={texts::DISMISS.get(lang)}>{ "✕" }</button>
                    </p>
                }
            }) }
            if props.can_salvage {
                <button data-testid="open-salvaged" onclick={props.on_action.reform(|_: MouseEvent| PageAction::OpenSalvaged)}>
                    { texts::OPEN_READABLE.get(lang) }
                </button>
            }
            if props.can_resume {
                <button data-testid="resume-saved" onclick={resume}>{ texts::RESUME_SAVED.get(lang) }</button>
            }
        </div>
    }
}
