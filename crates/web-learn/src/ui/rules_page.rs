//! The rules page: every section of [`crate::lessons::rules::SECTIONS`] with its small
//! boards, in the page's language.

use std::rc::Rc;

use yew::prelude::*;

use crate::lessons::labels;
use crate::lessons::rules::{Picture, SECTIONS, TITLE};
use crate::ui::mini_board::MiniBoard;
use blockness_web_common::language::use_lang;

/// Props of [`RulesPage`].
#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// The rules, section by section.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let lang = use_lang();
    // The prepared positions are written in moves of the default edition's sets.
    let edition = blockness_web_board::editions::standard_edition();
    // The pictures replay their games once, not at every render.
    let pictures = use_memo((), move |()| {
        SECTIONS
            .iter()
            .map(|s| {
                s.boards
                    .iter()
                    .map(|b| b.picture(&edition).map(Rc::new))
                    .collect::<Vec<Result<Rc<Picture>, String>>>()
            })
            .collect::<Vec<_>>()
    });
    let close = props.on_close.reform(|_: MouseEvent| ());
    let sections = SECTIONS.iter().zip(pictures.iter()).map(|(section, pictures)| {
        let heading = format!("rules-{}", section.id);
        let boards = section.boards.iter().zip(pictures).map(|(ill, picture)| {
            let caption = ill.caption.get(lang);
            let drawn = match picture {
                Ok(picture) => html! {
                    <MiniBoard picture={Rc::clone(picture)}
                               label={lang.labelled(labels::EXAMPLE_BOARD.get(lang), caption)} />
                },
                Err(why) => html! { <p class="lesson-error" role="alert">{ why.clone() }</p> },
            };
            html! {
                <figure class="rules-figure">
                    { drawn }
                    <figcaption>{ caption }</figcaption>
                </figure>
            }
        });
        let marked = section
            .boards
            .iter()
            .any(|b| !matches!(b.marks, crate::lessons::rules::Marks::Plain));
        html! {
            <section class="rules-section" data-testid="rules-section" data-section={section.id}
                     id={heading.clone()} aria-labelledby={format!("{heading}-title")}>
                <h2 id={format!("{heading}-title")}>{ section.title.get(lang) }</h2>
                { for section.paragraphs.iter().map(|p| html! { <p>{ p.get(lang) }</p> }) }
                <div class="rules-figures">{ for boards }</div>
                if marked {
                    <p class="rules-legend">
                        <span class="legend-item"><span class="legend-ring" aria-hidden="true"></span>{ labels::RINGED.get(lang) }</span>
                        <span class="legend-item"><span class="legend-cross" aria-hidden="true">{ "✕" }</span>{ labels::CROSSED.get(lang) }</span>
                    </p>
                }
            </section>
        }
    });
    html! {
        <main class="lesson-page rules-page" data-testid="rules-page" lang={lang.code()}>
            <div class="lesson-head">
                <h1 id="rules-title">{ TITLE.get(lang) }</h1>
                <button class="primary" data-testid="close-page" onclick={close}>{ blockness_web_board::words::texts::BACK_TO_GAME.get(lang) }</button>
            </div>
            <nav class="rules-toc" aria-labelledby="rules-title">
                <ol>
                    { for SECTIONS.iter().map(|s| {
                        let id = format!("rules-{}", s.id);
                        // The address holds the game, so the link scrolls instead of
                        // changing it.
                        let onclick = {
                            let id = id.clone();
                            Callback::from(move |e: MouseEvent| {
                                e.prevent_default();
                                if let Some(el) = gloo::utils::document().get_element_by_id(&id) {
                                    el.scroll_into_view();
                                }
                            })
                        };
                        html! { <li><a href={format!("#{id}")} {onclick}>{ s.title.get(lang) }</a></li> }
                    }) }
                </ol>
            </nav>
            { for sections }
        </main>
    }
}
