//! The side of the table that acts: the die (tumbling after a roll, still under reduced
//! motion), the step's buttons, Nessie's new place before it is set, the decks after a
//! bump, and the drawn fragments shown to the whole table with the choice to keep one above
//! or below, or none.

use std::rc::Rc;

use blockness_lochness::{Action, Die, Row};
use yew::prelude::*;

use crate::state::hint::HintMarks;
use crate::state::view::{Buttons, DeckChoice, DieFace, HandView, SwimPreview};
use crate::state::words::{self, colour_index, colour_mark, kind_mark, Say};
use crate::state::LochAction;
use crate::ui::fragment::FragmentTile;
use blockness_web_common::language::use_lang;

/// Props of [`DiePanel`].
#[derive(Properties, PartialEq)]
pub struct DiePanelProps {
    /// The face shown: this turn's roll, an earlier turn's until the next, or, before the
    /// first roll, waiting for one or idle.
    pub die: DieFace,
    /// Whether it is tumbling.
    pub rolling: bool,
    /// The action count, so each roll tumbles afresh.
    pub count: usize,
    /// The step's buttons.
    pub buttons: Buttons,
    /// Whether the game waits for the move step (pass means "don't move").
    pub moving: bool,
    /// The hint shown, whose button is marked.
    pub hint: Rc<HintMarks>,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
}

/// The die and the step's buttons.
#[function_component(DiePanel)]
pub fn die_panel(props: &DiePanelProps) -> Html {
    let lang = use_lang();
    let act = |action: Action| {
        props
            .on_action
            .reform(move |_: MouseEvent| LochAction::Act(action))
    };
    // Before the game's first roll the die shows no number: a question mark, pulsing, when
    // a roll is asked for, else blank. From then on it shows the last roll until the next:
    // this turn's plainly, an earlier turn's faded with whose it was (pulsing too when the
    // next roll is asked for).
    let shown = |die: Die| match die {
        Die::Steps(n) => (n.to_string(), n.to_string()),
        Die::Wave => ("≋".to_string(), "wave".to_string()),
    };
    let ((face, state), earlier, waiting) = match props.die {
        DieFace::Waiting => (("?".to_string(), "waiting".to_string()), None, true),
        DieFace::Idle => ((String::new(), "idle".to_string()), None, false),
        DieFace::Rolled(die) => (shown(die), None, false),
        DieFace::Earlier { seat, die, waiting } => (shown(die), Some(seat), waiting),
    };
    let wave = matches!(
        props.die,
        DieFace::Rolled(Die::Wave) | DieFace::Earlier { die: Die::Wave, .. }
    );
    let label = Say::Die(props.die).text(lang);
    html! {
        <div class="ln-die-panel">
            <div key={props.count} class={classes!("ln-die", props.rolling.then_some("rolling"),
                                                   wave.then_some("wave"),
                                                   waiting.then_some("waiting"),
                                                   earlier.is_some().then_some("earlier"),
                                                   matches!(props.die, DieFace::Idle).then_some("idle"))}
                 data-testid="ln-die" data-face={state} data-earlier={earlier.map(|seat| seat.to_string())}
                 role="img" aria-label={label.clone()} title={label}>
                <span aria-hidden="true">{ face }</span>
            </div>
            if let Some(seat) = earlier {
                <span class="ln-die-by" data-testid="ln-die-by" aria-hidden="true">{ Say::RolledBy(seat).text(lang) }</span>
            }
            if props.buttons.roll {
                <button class={classes!("primary", props.hint.roll.then_some("hint"))} data-testid="ln-roll" onclick={act(Action::Roll)}>{ words::ROLL.get(lang) }</button>
            }
            if props.buttons.pass {
                <button class={classes!(props.hint.pass.then_some("hint"))} data-testid="ln-pass" onclick={act(Action::Pass)}>
                    { if props.moving { words::PASS_MOVE.get(lang) } else { words::PASS_SECOND.get(lang) } }
                </button>
            }
        </div>
    }
}

/// Props of [`NessiePreview`].
#[derive(Properties, PartialEq)]
pub struct NessiePreviewProps {
    /// Who would photograph her.
    pub preview: SwimPreview,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
}

/// Nessie's new place as the person picked it, shown on the lake before it is set: who
/// would photograph her there, and the buttons to set her down or choose again.
#[function_component(NessiePreview)]
pub fn nessie_preview(props: &NessiePreviewProps) -> Html {
    let lang = use_lang();
    let set = props
        .on_action
        .reform(|_: MouseEvent| LochAction::SetNessie);
    let again = props
        .on_action
        .reform(|_: MouseEvent| LochAction::ClearChoice);
    html! {
        <section class="ln-nessie-preview" data-testid="ln-nessie-preview" aria-labelledby="ln-preview-title">
            <h3 id="ln-preview-title">{ words::PREVIEW_TITLE.get(lang) }</h3>
            <p data-testid="ln-preview-photos">{ Say::PreviewPhotos(props.preview.photos.clone()).text(lang) }</p>
            <div class="ln-preview-buttons">
                <button class="primary" data-testid="ln-set-nessie" onclick={set}>{ words::SET_NESSIE.get(lang) }</button>
                <button data-testid="ln-choose-again" onclick={again}>{ words::CHOOSE_AGAIN.get(lang) }</button>
            </div>
        </section>
    }
}

/// Props of [`Decks`].
#[derive(Properties, PartialEq)]
pub struct DecksProps {
    /// The decks.
    pub decks: Rc<Vec<DeckChoice>>,
    /// The hint shown, whose deck is marked.
    pub hint: Rc<HintMarks>,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
}

/// The decks a bumped person draws from.
#[function_component(Decks)]
pub fn decks(props: &DecksProps) -> Html {
    let lang = use_lang();
    html! {
        <section class="ln-decks" data-testid="ln-decks" aria-labelledby="ln-decks-title">
            <h3 id="ln-decks-title">{ words::DRAW_TITLE.get(lang) }</h3>
            { for props.decks.iter().map(|d| {
                let deck = d.kind;
                let onclick = props.on_action.reform(move |_: MouseEvent| LochAction::Act(Action::Draw { deck }));
                html! {
                    <button class={classes!((props.hint.deck == Some(deck)).then_some("hint"))}
                            data-testid="ln-deck" data-deck={deck.name()} disabled={!d.legal} {onclick}>
                        <span aria-hidden="true">{ kind_mark(deck) }{ " " }</span>
                        { Say::Deck { kind: deck, left: d.left }.text(lang) }
                    </button>
                }
            }) }
        </section>
    }
}

/// Props of [`Hand`].
#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// The drawn fragments.
    pub hand: Rc<HandView>,
    /// The hint shown, whose keep is marked.
    pub hint: Rc<HintMarks>,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
}

/// The drawn fragments, shown to everybody, with keep above, keep below and keep none.
#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let lang = use_lang();
    let hand = &props.hand;
    let keep = |index: usize, row: Row| {
        props
            .on_action
            .reform(move |_: MouseEvent| LochAction::Act(Action::Keep { index, row }))
    };
    let discard = props
        .on_action
        .reform(|_: MouseEvent| LochAction::Act(Action::Discard));
    html! {
        <section class="ln-hand" data-testid="ln-hand" aria-labelledby="ln-hand-title">
            <h3 id="ln-hand-title">{ words::HAND_TITLE.get(lang) }{ " — " }{ Say::Player(hand.seat).text(lang) }</h3>
            <ul>
                { for hand.fragments.iter().map(|f| {
                    let option = |row: Row, replaces: Option<blockness_lochness::Fragment>, text: &'static str| {
                        let swap = replaces.map(|old| html! {
                            <span class="replaces">
                                { " (" }{ Say::Replaces(old).text(lang) }
                                <span aria-hidden="true">{ " " }{ colour_mark(old.colour) }</span>{ ")" }
                            </span>
                        });
                        html! {
                            <button class={classes!((props.hint.keep == Some((f.index, row))).then_some("hint"))}
                                    data-testid="ln-keep" data-row={if row == Row::Upper { "upper" } else { "lower" }}
                                    data-replaces={if replaces.is_some() { "yes" } else { "none" }}
                                    disabled={!hand.person} onclick={keep(f.index, row)}>
                                { text }{ for swap }
                            </button>
                        }
                    };
                    html! {
                        <li data-colour={colour_index(f.fragment.colour).to_string()}>
                            <FragmentTile fragment={f.fragment} />
                            <span class="visually-hidden">{ Say::Fragment(f.fragment).text(lang) }</span>
                            { option(Row::Upper, f.replaces_upper, words::KEEP_UPPER.get(lang)) }
                            { option(Row::Lower, f.replaces_lower, words::KEEP_LOWER.get(lang)) }
                        </li>
                    }
                }) }
            </ul>
            <button class={classes!(props.hint.discard.then_some("hint"))} data-testid="ln-discard"
                    disabled={!hand.person} onclick={discard}>{ words::KEEP_NONE.get(lang) }</button>
        </section>
    }
}
