//! The puzzle maker's view: a hot-seat board drawn by the shared Board, Tray and Status
//! components, the setup, the choice of colour and goal, and the solver's verdict with
//! "Play it" and the puzzle's link. The state is [`crate::solo::maker::Maker`]; the
//! solver's question goes to the worker through the solo view's hooks.

use std::rc::Rc;

use yew::prelude::*;

use crate::solo::maker::{Maker, MakerAction, Verdict};
use crate::solo::words::{self, SoloNote};
use crate::solo::SoloAction;
use blockness_web_board::board::BoardAction;
use blockness_web_board::components::board::Board;
use blockness_web_board::components::status::Status;
use blockness_web_board::components::tray::Tray;
use blockness_web_board::hooks::use_board_views;
use blockness_web_board::words::{colour_name, texts, DialogWord};
use blockness_web_common::field::select_value;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform;

/// Props of [`MakerView`].
#[derive(Properties, PartialEq)]
pub struct MakerViewProps {
    /// The maker's state.
    pub maker: Rc<Maker>,
    /// Where actions go.
    pub on_action: Callback<SoloAction>,
}

/// A word for the verdict, for the tests and the styles.
fn verdict_key(verdict: &Verdict) -> &'static str {
    match verdict {
        Verdict::Unasked => "unasked",
        Verdict::Checking(_) => "checking",
        Verdict::Solvable { .. } => "solvable",
        Verdict::Unsolvable => "unsolvable",
        Verdict::Undecided => "undecided",
        Verdict::Invalid(_) => "invalid",
    }
}

/// The puzzle maker.
#[function_component(MakerView)]
pub fn maker_view(props: &MakerViewProps) -> Html {
    let lang = use_lang();
    let maker = &props.maker;
    let (views, announcement) = use_board_views(Rc::new(maker.board().clone()), lang);
    let on_board = props
        .on_action
        .reform(|action: BoardAction| SoloAction::Maker(MakerAction::Board(action)));
    let send = |action: SoloAction| props.on_action.reform(move |_: MouseEvent| action.clone());
    // The colours that may be chosen and the goals offered, from the core's position.
    let choices = use_memo(maker.clone(), |m| {
        let seats: Vec<_> = m
            .seats_on_loch()
            .into_iter()
            .filter_map(|seat| m.colour(seat).map(|colour| (seat, colour)))
            .collect();
        (seats, m.left())
    });
    let (seats, left) = (&choices.0, choices.1);
    let on_players = props.on_action.reform(|e: Event| {
        SoloAction::Maker(MakerAction::Players(select_value(&e).parse().unwrap_or(2)))
    });
    let on_variant = props
        .on_action
        .reform(|e: Event| SoloAction::Maker(MakerAction::Expert(select_value(&e) == "expert")));
    let on_seat = {
        let current = maker.seat();
        props.on_action.reform(move |e: Event| {
            let seat = select_value(&e).parse().ok().or(current).unwrap_or(0);
            SoloAction::Maker(MakerAction::Seat(seat))
        })
    };
    let on_goal = props.on_action.reform(|e: Event| {
        SoloAction::Maker(MakerAction::Goal(select_value(&e).parse().unwrap_or(0)))
    });
    let link = maker.solvable().map(|(_, link)| {
        let href = platform::address();
        let base = href.split('#').next().unwrap_or_default();
        format!("{base}#{link}")
    });
    let on_copy = {
        let (link, d) = (link.clone(), props.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(text) = link.clone() else { return };
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let note = match platform::copy(&text).await {
                    Ok(()) => SoloNote::LinkCopied,
                    Err(_) => SoloNote::LinkNotCopied,
                };
                d.emit(SoloAction::Notify(note));
            });
        })
    };
    let locked = !maker.can_change_setup();
    let checking = maker.is_checking();
    let game = maker.board().game();
    let verdict = match maker.verdict() {
        Verdict::Unasked => html! {},
        Verdict::Checking(_) => html! {
            <p class="checking" data-testid="maker-checking" role="status">{ words::VERIFYING.get(lang) }</p>
        },
        Verdict::Solvable { .. } => html! {
            <div class="solved maker-solvable" data-testid="maker-solvable" role="status">
                <p class="solved-title">{ words::SOLVABLE.get(lang) }</p>
                <label for="maker-link">{ words::MADE_LINK.get(lang) }</label>
                <input id="maker-link" class="maker-link" data-testid="maker-link" readonly=true
                       value={link.clone().unwrap_or_default()} />
                <div class="step-nav">
                    <button class="primary" data-testid="maker-play" onclick={send(SoloAction::PlayMade)}>{ words::PLAY_IT.get(lang) }</button>
                    <button data-testid="maker-copy" onclick={on_copy}>{ words::COPY_MADE_LINK.get(lang) }</button>
                </div>
            </div>
        },
        Verdict::Unsolvable => html! {
            <p class="stuck" data-testid="maker-refused" role="alert">{ words::UNSOLVABLE.get(lang) }</p>
        },
        Verdict::Undecided => html! {
            <p class="stuck" data-testid="maker-refused" role="alert">{ words::UNDECIDED.get(lang) }</p>
        },
        Verdict::Invalid(e) => html! {
            <p class="stuck" data-testid="maker-refused" role="alert">{ SoloNote::MakerRefused(e.clone()).text(lang) }</p>
        },
    };
    html! {
        <div class="tutorial-layout puzzle maker" data-testid="maker" data-verdict={verdict_key(maker.verdict())}
             data-moves={game.moves().len().to_string()} data-seat={maker.seat().map(|s| s.to_string()).unwrap_or_default()}
             data-goal={maker.goal().to_string()} data-left={left.to_string()}>
            <section class="tutorial-step puzzle-panel" aria-labelledby="maker-title">
                <h2 id="maker-title">{ words::MAKE.get(lang) }</h2>
                <p class="note">{ words::MAKER_INTRO.get(lang) }</p>
                <div class="maker-fields">
                    <div class="field">
                        <label for="maker-players">{ texts::PLAYERS.get(lang) }</label>
                        <select id="maker-players" data-testid="maker-players" disabled={locked} onchange={on_players}>
                            { for (2..=maker.max_players()).map(|n| html! {
                                <option value={n.to_string()} selected={n == maker.players()}>{ DialogWord::PlayerCount(n).text(lang) }</option>
                            }) }
                        </select>
                    </div>
                    <div class="field">
                        <label for="maker-variant">{ texts::VARIANT.get(lang) }</label>
                        <select id="maker-variant" data-testid="maker-variant" disabled={locked} onchange={on_variant}>
                            <option value="base" selected={!maker.expert()}>{ texts::BASE_VARIANT.get(lang) }</option>
                            <option value="expert" selected={maker.expert()}>{ texts::EXPERT_VARIANT.get(lang) }</option>
                        </select>
                    </div>
                </div>
                if locked {
                    <p class="note">{ words::SETUP_LOCKED.get(lang) }</p>
                }
                <div class="step-nav puzzle-controls">
                    <button data-testid="maker-undo" disabled={!maker.board().can_undo()}
                            onclick={send(SoloAction::Maker(MakerAction::Board(BoardAction::Undo)))}>{ texts::UNDO.get(lang) }</button>
                    <button data-testid="maker-redo" disabled={!maker.board().can_redo()}
                            onclick={send(SoloAction::Maker(MakerAction::Board(BoardAction::Redo)))}>{ texts::REDO.get(lang) }</button>
                    <button data-testid="maker-clear" title={words::CLEAR_TITLE.get(lang)} disabled={game.moves().is_empty()}
                            onclick={send(SoloAction::Maker(MakerAction::Clear))}>{ words::CLEAR.get(lang) }</button>
                </div>
                <div class="maker-fields">
                    <div class="field">
                        <label for="maker-seat">{ words::YOUR_COLOUR.get(lang) }</label>
                        <select id="maker-seat" data-testid="maker-seat" disabled={seats.is_empty()} onchange={on_seat}>
                            <option value="" selected={maker.seat().is_none()} disabled=true>{ words::CHOOSE_COLOUR.get(lang) }</option>
                            { for seats.iter().map(|&(seat, colour)| html! {
                                <option value={seat.to_string()} selected={maker.seat() == Some(seat)}>{ colour_name(colour, lang) }</option>
                            }) }
                        </select>
                    </div>
                    <div class="field">
                        <label for="maker-goal">{ words::GOAL.get(lang) }</label>
                        <select id="maker-goal" data-testid="maker-goal" disabled={left == 0} onchange={on_goal}>
                            { for (1..=left).map(|n| html! {
                                <option value={n.to_string()} selected={n == maker.goal()}>{ n.to_string() }</option>
                            }) }
                        </select>
                    </div>
                </div>
                if seats.is_empty() {
                    <p class="note">{ words::NO_MONSTER_YET.get(lang) }</p>
                }
                <div class="step-nav">
                    <button class="primary" data-testid="maker-verify" disabled={checking || maker.seat().is_none()}
                            onclick={send(SoloAction::Verify)}>{ words::VERIFY.get(lang) }</button>
                    <button data-testid="back-to-levels" onclick={send(SoloAction::ShowCampaign)}>{ words::BACK_TO_LEVELS.get(lang) }</button>
                </div>
                { verdict }
            </section>
            <div class="tutorial-board" aria-label={words::MAKER_BOARD.get(lang)} role="group">
                <Board model={views.board.clone()} on_action={on_board.clone()} />
            </div>
            <aside class="side tutorial-side">
                <Status model={views.status.clone()} hint={views.explanation.clone()}
                        refused={maker.board().pointed_by_click()} on_action={on_board.clone()} />
                <div class="trays">
                    { for views.trays.iter().cloned().map(|model| { let seat = model.seat; html! {
                        <Tray key={seat} {model} on_action={on_board.clone()} />
                    }}) }
                </div>
            </aside>
            <p class="visually-hidden" role="status" aria-live="polite">{ (*announcement).clone() }</p>
        </div>
    }
}
