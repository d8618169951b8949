//! The language of the page: chosen at load from the player's earlier choice or the
//! browser's preferences, changed with the picker, and handed to every component.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::{platform, Lang};

crate::texts! {
    LANGUAGE = "Language", "Langue", "Sprache", "Lingua";
}

pub use crate::LANGUAGE_KEY;

/// The language components write in, from the context the app provides.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// The language to start with: the one picked before, else the browser's first that the
/// page speaks, else English.
pub fn initial() -> Lang {
    if let Some(lang) = platform::load(LANGUAGE_KEY).and_then(|code| Lang::from_code(&code)) {
        return lang;
    }
    let navigator = gloo::utils::window().navigator();
    let browser: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(navigator.language())
        .collect();
    Lang::preferred(&browser)
}

/// Makes `lang` the page's language for assistive technology and remembers the choice.
pub fn apply(lang: Lang, remember: bool) {
    let _ = gloo::utils::document_element().set_attribute("lang", lang.code());
    if remember {
        platform::store(LANGUAGE_KEY, lang.code());
    }
}

/// Props of [`LanguagePicker`].
#[derive(Properties, PartialEq)]
pub struct LanguagePickerProps {
    /// Called with the language picked.
    pub on_pick: Callback<Lang>,
}

/// The language menu in the header.
#[function_component(LanguagePicker)]
pub fn language_picker(props: &LanguagePickerProps) -> Html {
    let lang = use_lang();
    let onchange = props.on_pick.reform(|e: Event| {
        let code = e.target_unchecked_into::<HtmlSelectElement>().value();
        Lang::from_code(&code).unwrap_or_default()
    });
    html! {
        <label class="language">
            <span class="language-name">{ LANGUAGE.get(lang) }</span>
            <select data-testid="language" aria-label={LANGUAGE.get(lang)} {onchange}>
                { for Lang::ALL.iter().map(|&l| html! {
                    <option value={l.code()} lang={l.code()} selected={l == lang}>{ l.native_name() }</option>
                }) }
            </select>
        </label>
    }
}
