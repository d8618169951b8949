//! The rules page of Loch Ness: the sections of [`crate::rules`] with
//! their drawings, in the page's language.
//!
//! Its styles are a stylesheet of their own, `lochness-rules.css`, which index.html only
//! copies into the site: linked there it would hold up the first paint of every visit for
//! a page few open. The page links it the first time it is shown.

mod drawings;

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::examples::{Examples, LakePicture};
use crate::rules::words;
use crate::rules::{Drawing, Figure, Section, SECTIONS};
use blockness_web_common::language::use_lang;
use blockness_web_common::Tr;

use crate::ui::signs::{self, key_sign};
use drawings::{LakeDrawing, RulerDrawing};

/// The page's stylesheet, beside index.html in the built site.
const STYLESHEET: &str = "lochness-rules.css";

/// Links the page's stylesheet into the document's head, unless an earlier visit to the
/// page already has (the link stays for the rest of the visit, like the page's own).
fn link_stylesheet() {
    let document = gloo::utils::document();
    let selector = format!("link[rel=\"stylesheet\"][href=\"{STYLESHEET}\"]");
    if matches!(document.query_selector(&selector), Ok(Some(_))) {
        return;
    }
    let (Ok(link), Ok(Some(head))) = (
        document.create_element("link"),
        document.query_selector("head"),
    ) else {
        return;
    };
    let linked = link
        .set_attribute("rel", "stylesheet")
        .and_then(|()| link.set_attribute("href", STYLESHEET))
        .and_then(|()| head.append_child(&link).map(|_| ()));
    if linked.is_err() {
        web_sys::console::warn_1(&"the Loch Ness rules' stylesheet could not be linked".into());
    }
}

/// Props of [`LochNessRules`].
#[derive(Properties, PartialEq)]
pub struct LochNessRulesProps {
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// The pictures of the examples, shared with the drawings without copying them.
struct Pictures {
    lake: Rc<LakePicture>,
    swim_before: Rc<LakePicture>,
    swim_after: Rc<LakePicture>,
    river: Rc<LakePicture>,
    inlet: Rc<LakePicture>,
    sight: Rc<LakePicture>,
    ruler: Rc<crate::rules::examples::RulerExample>,
}

impl Pictures {
    fn new(examples: Examples) -> Pictures {
        Pictures {
            lake: Rc::new(examples.lake.picture),
            swim_before: Rc::new(examples.swim.before_picture),
            swim_after: Rc::new(examples.swim.after_picture),
            river: Rc::new(examples.river.after_picture),
            inlet: Rc::new(examples.inlet.after_picture),
            sight: Rc::new(examples.sight.picture),
            ruler: Rc::new(examples.ruler),
        }
    }

    fn lake(&self, drawing: Drawing) -> Option<&Rc<LakePicture>> {
        match drawing {
            Drawing::Lake => Some(&self.lake),
            Drawing::SwimBefore => Some(&self.swim_before),
            Drawing::SwimAfter => Some(&self.swim_after),
            Drawing::River => Some(&self.river),
            Drawing::Inlet => Some(&self.inlet),
            Drawing::Sight => Some(&self.sight),
            Drawing::Ruler => None,
        }
    }
}

/// The rules of Loch Ness, section by section, with drawn examples.
#[function_component(LochNessRules)]
pub fn loch_ness_rules(props: &LochNessRulesProps) -> Html {
    let lang = use_lang();
    use_effect_with((), |()| link_stylesheet());
    // The examples ask the engine once, not at every render.
    let pictures = use_memo((), |()| Pictures::new(Examples::standard()));
    let text = |words: Tr| words.get(lang);
    let figure = |figure: &Figure| {
        let label = AttrValue::from(text(figure.alt));
        let drawn = match pictures.lake(figure.drawing) {
            Some(picture) => html! {
                <LakeDrawing picture={Rc::clone(picture)} id={format!("ln-{}", figure.id)} {label} />
            },
            None => html! { <RulerDrawing example={Rc::clone(&pictures.ruler)} {label} /> },
        };
        let wide = figure.drawing == Drawing::Lake || figure.drawing == Drawing::Ruler;
        html! {
            <figure class={classes!("lnr-figure", wide.then_some("lnr-wide"))} data-figure={figure.id}>
                { drawn }
                <figcaption>
                    { text(figure.caption) }
                    if let Some(note) = figure.note {
                        <span class="lnr-note">{ text(note) }</span>
                    }
                    // The ruler's note is the key to its colours' marks.
                    if figure.drawing == Drawing::Ruler {
                        <ul class="ln-key lnr-colour-key" data-testid="lochness-colour-key">{ signs::colour_key(lang) }</ul>
                    }
                </figcaption>
            </figure>
        }
    };
    let body = |section: &Section| {
        html! {
            <>
                { for section.paragraphs.iter().map(|p| html! { <p>{ text(*p) }</p> }) }
                if !section.figures.is_empty() {
                    <div class="lnr-figures">{ for section.figures.iter().map(figure) }</div>
                }
            </>
        }
    };
    let sections = SECTIONS.iter().map(|section| {
        let heading = format!("lnr-rules-{}", section.id);
        let parts = section.parts.iter().map(|part| {
            let heading = format!("lnr-rules-{}", part.id);
            html! {
                <section class="lnr-part" data-section={part.id} aria-labelledby={heading.clone()}>
                    <h3 id={heading}>{ text(part.title) }</h3>
                    { body(part) }
                </section>
            }
        });
        html! {
            <section class="lnr-section" data-testid="lochness-rules-section" data-section={section.id}
                     aria-labelledby={heading.clone()}>
                <h2 id={heading}>{ text(section.title) }</h2>
                { body(section) }
                if section.legend {
                    <Legend {lang} />
                }
                { for parts }
            </section>
        }
    });
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <main class="lnr-rules" data-testid="lochness-rules-page" lang={lang.code()}>
            <div class="lnr-rules-head">
                <h1>{ text(words::TITLE) }</h1>
                <button class="primary" data-testid="lochness-rules-close" onclick={close}>{ text(words::BACK) }</button>
            </div>
            { for sections }
        </main>
    }
}

/// Props of [`Legend`].
#[derive(Properties, PartialEq)]
struct LegendProps {
    lang: blockness_web_common::Lang,
}

/// The key to the drawings: the point kinds, Nessie's pieces and the photo colours drawn
/// as the table draws them (the table's key has the same entries), then where she was and
/// a ringed cell.
#[function_component(Legend)]
fn legend(props: &LegendProps) -> Html {
    let item = |key: &'static str, sign: Html, words: Tr| {
        html! {
            <li data-key={key}>{ key_sign(sign) }{ words.get(props.lang) }</li>
        }
    };
    html! {
        <div class="lnr-legend" data-testid="lochness-rules-key">
            <h3 class="lnr-legend-title">{ words::LEGEND.get(props.lang) }</h3>
            <ul class="ln-key">
                { signs::shared_key(props.lang) }
                { item("before", html! {
                    <g class="lnr-nessie lnr-before">{ signs::piece_sign(crate::state::view::Piece::Head, 0, 0, 0.0) }</g>
                }, words::LEGEND_BEFORE) }
                { item("ringed", html! { <><circle class="lnr-ring" r="15" /><circle class="lnr-cell" r="9" /></> }, words::LEGEND_RINGED) }
            </ul>
        </div>
    }
}
