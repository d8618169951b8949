//! "My games": every game kept on the device, the most recently played first, with where
//! each stands; open, archive, delete (with an undo), export and import.

use blockness_core::GameId;
use wasm_bindgen::JsValue;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::{LibraryItem, PageAction};
use crate::words::{colour_letter, texts, Lang, PageMessage};
use blockness_web_board::components::colours;
use blockness_web_common::address::live_record_key;
use blockness_web_common::language::use_lang;

/// Props of [`LibraryPage`].
#[derive(Properties, PartialEq)]
pub struct LibraryProps {
    /// The games, most recently played first.
    pub items: Vec<LibraryItem>,
    /// A game was just deleted and can be brought back.
    pub can_undo_delete: bool,
    /// Where library actions go.
    pub on_action: Callback<PageAction>,
    /// Opens a game on the board (and goes back to it).
    pub on_open: Callback<GameId>,
    /// Opens a live table again (its live address).
    pub on_open_table: Callback<String>,
    /// Downloads every game as one file.
    pub on_export: Callback<()>,
    /// Goes back to the game.
    pub on_close: Callback<()>,
    /// Shows the person's rating.
    pub on_rating: Callback<()>,
}

/// The date of a game's last move, in the page's language; nothing when unknown.
fn date(updated: f64, lang: Lang) -> String {
    if updated <= 0.0 {
        return String::new();
    }
    js_sys::Date::new(&JsValue::from_f64(updated))
        .to_locale_date_string(lang.code(), &JsValue::UNDEFINED)
        .as_string()
        .unwrap_or_default()
}

/// One game's line.
fn item_line(item: &LibraryItem, props: &LibraryProps, lang: Lang) -> Html {
    let id = item.id.clone();
    // A live table's game opens its table while this device still sits there (keeps the
    // table's record); once the table is over, or on another device, it opens as a game.
    let table = item.table.clone().filter(|t| {
        live_record_key(t).is_some_and(|key| blockness_web_common::platform::load(&key).is_some())
    });
    let open = match table.clone() {
        Some(table) => props
            .on_open_table
            .reform(move |_: MouseEvent| table.clone()),
        None => props.on_open.reform({
            let id = id.clone();
            move |_: MouseEvent| id.clone()
        }),
    };
    let archived = item.archived;
    let archive = props.on_action.reform({
        let id = id.clone();
        move |_: MouseEvent| PageAction::Archive(id.clone(), !archived)
    });
    let delete = props.on_action.reform({
        let id = id.clone();
        move |_: MouseEvent| PageAction::Delete(id.clone())
    });
    let mut meta = vec![PageMessage::MovesPlayed(item.moves).text(lang)];
    if item.expert {
        meta.push(texts::EXPERT_SHORT.get(lang).to_string());
    }
    if table.is_some() {
        meta.push(texts::AT_LIVE_TABLE.get(lang).to_string());
    } else if item.table.is_some() || !item.others.is_empty() {
        meta.push(texts::PLAYED_LIVE.get(lang).to_string());
    } else if item.by_link {
        meta.push(texts::PLAYED_BY_LINK.get(lang).to_string());
    }
    if !item.others.is_empty() {
        meta.push(PageMessage::PlayedWith(item.others.clone()).text(lang));
    }
    let when = date(item.updated, lang);
    if !when.is_empty() {
        meta.push(when);
    }
    html! {
        <li class={classes!("game-row", item.current.then_some("current"))} key={id.as_str().to_string()}>
            <button class="game-item" data-testid="game-item" data-game-id={id.as_str().to_string()}
                    data-live={table.is_some().to_string()} onclick={open}>
                <span class="swatches" aria-hidden="true">
                    { for item.colours.iter().map(|&c| html! {
                        <span class={classes!("swatch", colours::class(c))}>{ colour_letter(c, lang) }</span>
                    }) }
                </span>
                <span class="game-state" data-testid="game-state">{ PageMessage::GameStateLine(item.state.clone()).text(lang) }</span>
                <span class="game-meta">{ meta.join(" · ") }</span>
                if item.current {
                    <span class="badge-note">{ texts::ON_BOARD_NOW.get(lang) }</span>
                }
            </button>
            <button data-testid="archive-game" onclick={archive}>
                { if archived { texts::UNARCHIVE.get(lang) } else { texts::ARCHIVE.get(lang) } }
            </button>
            <button data-testid="delete-game" onclick={delete} disabled={item.current}>{ texts::DELETE.get(lang) }</button>
        </li>
    }
}

/// The library view.
#[function_component(LibraryPage)]
pub fn library_page(props: &LibraryProps) -> Html {
    let lang = use_lang();
    let (archived, active): (Vec<&LibraryItem>, Vec<&LibraryItem>) =
        props.items.iter().partition(|i| i.archived);
    let on_import = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            // The same file can be chosen again later.
            input.set_value("");
            let on_action = on_action.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string())
                    .unwrap_or_default();
                on_action.emit(PageAction::Import(text));
            });
        })
    };
    let export = props.on_export.reform(|_: MouseEvent| ());
    let back = props.on_close.reform(|_: MouseEvent| ());
    let undo_delete = props
        .on_action
        .reform(|_: MouseEvent| PageAction::UndoDelete);
    html! {
        <main class="lesson-page library" data-testid="library" aria-labelledby="library-title">
            <div class="lesson-head">
                <h1 id="library-title">{ texts::MY_GAMES.get(lang) }</h1>
                <button class="primary" data-testid="library-back" onclick={back}>{ crate::words::texts::BACK_TO_GAME.get(lang) }</button>
            </div>
            <p class="zones-note">{ texts::MY_GAMES_NOTE.get(lang) }</p>
            <p><button data-testid="open-rating" onclick={props.on_rating.reform(|_: MouseEvent| ())}>{ texts::YOUR_RATING.get(lang) }</button></p>
            if props.can_undo_delete {
                <p class="notice info" role="status">
                    <span>{ texts::GAME_DELETED.get(lang) }</span>
                    <button data-testid="undo-delete" onclick={undo_delete}>{ texts::UNDO_DELETE.get(lang) }</button>
                </p>
            }
            if active.is_empty() {
                <p>{ texts::NO_GAMES.get(lang) }</p>
            } else {
                <ul class="games" data-testid="game-list">
                    { for active.iter().map(|item| item_line(item, props, lang)) }
                </ul>
            }
            if !archived.is_empty() {
                <details class="archived">
                    <summary>{ format!("{} ({})", texts::ARCHIVED_GAMES.get(lang), archived.len()) }</summary>
                    <ul class="games">
                        { for archived.iter().map(|item| item_line(item, props, lang)) }
                    </ul>
                </details>
            }
            <div class="actions">
                <button data-testid="export-games" onclick={export}>{ texts::EXPORT_GAMES.get(lang) }</button>
                // The file field is hidden behind its label, which looks like a button and
                // shows the field's keyboard focus.
                <input id="import-file" class="visually-hidden" type="file" accept=".json,application/json"
                       data-testid="import-games" onchange={on_import} />
                <label class="button" for="import-file">{ texts::IMPORT_GAMES.get(lang) }</label>
            </div>
        </main>
    }
}
