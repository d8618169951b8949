//! The solo view: the campaign by tier, today's puzzle, and a puzzle on the same board,
//! tray and status components as the game. The state is [`crate::solo::SoloState`];
//! every solver question goes to the worker through [`super::solo_hooks`].

use std::rc::Rc;

use blockness_puzzles::{LEVELS_PER_TIER, TIERS};
use yew::prelude::*;

use crate::solo::link::campaign_id;
use crate::solo::progress::{LevelState, Progress, TO_OPEN_NEXT_TIER};
use crate::solo::words::{self, SoloNote};
use crate::solo::{speech, Play, ReachState, Screen, SoloAction, SoloState};
use crate::ui::puzzle_maker::MakerView;
use crate::ui::solo_hooks::{
    boot_solo, use_puzzle_questions, use_solo_address, use_solo_hashchange, use_solo_storage,
};
use blockness_web_board::components::board::Board;
use blockness_web_board::components::status::Status;
use blockness_web_board::components::tray::Tray;
use blockness_web_board::hooks::{use_board_views, use_settled_mark};
use blockness_web_board::words::{texts, Lang};
use blockness_web_common::language::use_lang;
use blockness_web_common::platform;

impl Reducible for SoloState {
    type Action = SoloAction;

    fn reduce(self: Rc<Self>, action: SoloAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// Props of [`SoloPage`].
#[derive(Properties, PartialEq)]
pub struct SoloPageProps {
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// The solo view.
#[function_component(SoloPage)]
pub fn solo_page(props: &SoloPageProps) -> Html {
    let lang = use_lang();
    // The campaign and the daily puzzle are made on the first edition, and stay on it.
    let state = use_reducer(move || boot_solo(blockness_web_board::editions::first_edition()));
    use_puzzle_questions(&state);
    use_solo_storage(&state);
    use_solo_address(&state);
    use_solo_hashchange(state.dispatcher());
    use_settled_mark("data-solo-settled", state.revision());
    let send = {
        let d = state.dispatcher();
        Callback::from(move |action: SoloAction| d.dispatch(action))
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let notice = state.notice().map(|note| {
        let error = matches!(note, SoloNote::LinkRefused(_) | SoloNote::WorkerFailed(_)
            | SoloNote::ProgressSetAside { .. } | SoloNote::ProgressNotStored(_) | SoloNote::NotCopied);
        let dismiss = send.reform(|_: MouseEvent| SoloAction::Dismiss);
        html! {
            <div class={classes!("solo-notice", if error { "error" } else { "info" })} data-testid="solo-notice"
                 role={if error { "alert" } else { "status" }}>
                <p>{ note.text(lang) }</p>
                <button onclick={dismiss}>{ words::DISMISS.get(lang) }</button>
            </div>
        }
    });
    let body = match state.screen() {
        Screen::Campaign => html! {
            <Campaign progress={state.progress().clone()} today={state.today().to_string()} on_action={send.clone()} />
        },
        Screen::Loading => html! {
            <p class="solo-loading" data-testid="solo-loading" role="status">{ words::LOADING.get(lang) }</p>
        },
        Screen::Playing(play) => html! {
            <PuzzleView play={Rc::new((**play).clone())} next={state.next_level()} made={state.playing_made()}
                        on_action={send.clone()} />
        },
        Screen::Making => match state.maker() {
            Some(maker) => {
                html! { <MakerView maker={Rc::new(maker.clone())} on_action={send.clone()} /> }
            }
            None => html! {},
        },
    };
    html! {
        <main class="lesson-page solo-page" data-testid="solo-page" lang={lang.code()}
              data-solo-revision={state.revision().to_string()}>
            <div class="lesson-head">
                <h1>{ words::SOLO_TITLE.get(lang) }</h1>
                <button class="primary" data-testid="close-page" onclick={close}>{ blockness_web_board::words::texts::BACK_TO_GAME.get(lang) }</button>
            </div>
            { for notice }
            { body }
        </main>
    }
}

/// Props of [`Campaign`].
#[derive(Properties, PartialEq)]
struct CampaignProps {
    progress: Progress,
    today: String,
    on_action: Callback<SoloAction>,
}

/// The list of levels by tier, with today's puzzle on top.
#[function_component(Campaign)]
fn campaign(props: &CampaignProps) -> Html {
    let lang = use_lang();
    let daily = props
        .on_action
        .reform(|_: MouseEvent| SoloAction::OpenDaily);
    let daily_id = format!("{}{}", crate::solo::link::DAILY_PREFIX, props.today);
    let daily_state = state_word(props.progress.state(&daily_id), lang);
    let tiers = (1..=TIERS.len()).map(|tier| {
        let open = props.progress.is_tier_open(tier);
        let solved = props.progress.solved_in_tier(tier);
        let heading = SoloNote::TierHeading { tier, solved, total: LEVELS_PER_TIER }.text(lang);
        let levels = (1..=LEVELS_PER_TIER).map(|n| {
            let id = campaign_id(tier, n);
            let level_state = props.progress.state(&id);
            let class = classes!("level", match level_state {
                LevelState::New => "new",
                LevelState::Solved => "solved",
                LevelState::Clean => "clean",
            });
            let mark = match level_state {
                LevelState::New => "",
                LevelState::Solved => "✓",
                LevelState::Clean => "★",
            };
            let label = lang.labelled(&format!("{} {id}", words::LEVEL.get(lang)), state_word(level_state, lang));
            let go = {
                let id = id.clone();
                props.on_action.reform(move |_: MouseEvent| SoloAction::OpenLevel(id.clone()))
            };
            html! {
                <li>
                    <button {class} data-testid={format!("level-{id}")} data-state={state_key(level_state)}
                            title={label.clone()} disabled={!open} onclick={go}>
                        <span aria-hidden="true">{ format!("{n}") }</span>
                        <span class="mark" aria-hidden="true">{ mark }</span>
                        <span class="visually-hidden">{ label }</span>
                    </button>
                </li>
            }
        });
        let locked = (!open).then(|| {
            let needed = TO_OPEN_NEXT_TIER.saturating_sub(props.progress.solved_in_tier(tier - 1));
            html! { <p class="locked-note">{ format!("{} · {}", words::LOCKED.get(lang),
                SoloNote::TierLocked { before: tier - 1, needed }.text(lang)) }</p> }
        });
        html! {
            <section class={classes!("tier", (!open).then_some("locked"))} data-testid={format!("tier-{tier}")}
                     data-open={open.to_string()} aria-labelledby={format!("tier-{tier}-title")}>
                <h2 id={format!("tier-{tier}-title")}>{ heading }</h2>
                { for locked }
                <ol class="levels">{ for levels }</ol>
            </section>
        }
    });
    html! {
        <div class="campaign" data-testid="campaign">
            <p>{ words::SOLO_INTRO.get(lang) }</p>
            <section class="daily" aria-labelledby="daily-title">
                <h2 id="daily-title">{ words::DAILY.get(lang) }</h2>
                <p>{ words::DAILY_NOTE.get(lang) }</p>
                <button class="primary" data-testid="open-daily" data-date={props.today.clone()} onclick={daily}>
                    { format!("{} · {} · {}", words::DAILY.get(lang), props.today, daily_state) }
                </button>
            </section>
            <section class="daily make" aria-labelledby="make-title">
                <h2 id="make-title">{ words::MAKE.get(lang) }</h2>
                <p>{ words::MAKE_NOTE.get(lang) }</p>
                <button data-testid="open-maker" onclick={props.on_action.reform(|_: MouseEvent| SoloAction::OpenMaker)}>
                    { words::MAKE.get(lang) }
                </button>
            </section>
            <h2>{ words::CAMPAIGN.get(lang) }</h2>
            { for tiers }
        </div>
    }
}

fn state_word(state: LevelState, lang: Lang) -> &'static str {
    match state {
        LevelState::New => words::STATE_NEW.get(lang),
        LevelState::Solved => words::STATE_SOLVED.get(lang),
        LevelState::Clean => words::STATE_CLEAN.get(lang),
    }
}

fn state_key(state: LevelState) -> &'static str {
    match state {
        LevelState::New => "new",
        LevelState::Solved => "solved",
        LevelState::Clean => "clean",
    }
}

/// Props of [`PuzzleView`].
#[derive(Properties, PartialEq)]
struct PuzzleViewProps {
    play: Rc<Play>,
    /// The campaign level after this one, when it is open.
    next: Option<String>,
    /// The puzzle is the one just made: the maker is offered to go back to.
    made: bool,
    on_action: Callback<SoloAction>,
}

/// A puzzle on the board, with its counter, controls, stuck warning and solved screen.
#[function_component(PuzzleView)]
fn puzzle_view(props: &PuzzleViewProps) -> Html {
    let lang = use_lang();
    let play = &props.play;
    // The board's own announcement is the game's; the puzzle words its own (`speech`).
    let (views, _) = use_board_views(Rc::new(play.board().clone()), lang);
    let announcement = use_memo((props.play.clone(), lang), |(play, lang)| {
        speech::announcement(play, *lang)
    });
    let verdict = use_memo((props.play.clone(), lang), |(play, lang)| {
        speech::verdict(play, *lang)
    });
    let on_board = props.on_action.reform(SoloAction::Board);
    let send = |action: SoloAction| props.on_action.reform(move |_: MouseEvent| action.clone());
    let reach = match play.reach() {
        ReachState::Checking => "checking",
        ReachState::Open(_) => "open",
        ReachState::Stuck => "stuck",
        ReachState::Unknown => "unknown",
    };
    let counter = SoloNote::Counter {
        placed: play.placed(),
        goal: play.goal(),
    }
    .text(lang);
    let solved = play.is_solved();
    let next = props.next.clone();
    let share = play.share_line();
    let on_share = {
        let (share, d) = (share.clone(), props.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(line) = share.clone() else { return };
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let note = match platform::copy(&line).await {
                    Ok(()) => SoloNote::Copied,
                    Err(_) => SoloNote::NotCopied,
                };
                d.emit(SoloAction::Notify(note));
            });
        })
    };
    let seat = play.seat();
    let stars = "★".repeat(usize::from(play.level().tier));
    let title = SoloNote::Title {
        id: play.level().id.clone(),
    }
    .text(lang);
    let tally = speech::tally(play).text(lang);
    let expert = play.is_expert();
    html! {
        <div class="tutorial-layout puzzle" data-testid="puzzle" data-level={play.level().id.clone()}
             data-reach={reach} data-solved={solved.to_string()} data-placed={play.placed().to_string()}
             data-goal={play.goal().to_string()} data-hints={play.hints().to_string()} data-undos={play.undos().to_string()}>
            <section class="tutorial-step puzzle-panel" aria-labelledby="puzzle-title">
                <h2 id="puzzle-title" data-testid="puzzle-title">{ title }</h2>
                <p class="stars" aria-hidden="true">{ stars }</p>
                <p class="goal" data-testid="puzzle-goal">{ speech::goal(play).text(lang) }</p>
                <p class={classes!("variant", expert.then_some("expert"))} data-testid="puzzle-variant"
                   data-variant={if expert { "expert" } else { "base" }}>{ speech::variant(play).get(lang) }</p>
                <p class="counter" data-testid="puzzle-counter">{ counter }</p>
                <p class="note">{ words::STATUES_NOTE.get(lang) }</p>
                if play.is_stuck() {
                    <div class="stuck" data-testid="puzzle-stuck">
                        <p>{ words::STUCK.get(lang) }</p>
                        <button class="primary" data-testid="stuck-undo" onclick={send(SoloAction::Undo)}>{ texts::UNDO.get(lang) }</button>
                    </div>
                } else if play.hint_wanted() || (!solved && *play.reach() == ReachState::Checking) {
                    <p class="checking" data-testid="puzzle-checking">{ words::CHECKING.get(lang) }</p>
                }
                if solved {
                    <div class="solved" data-testid="puzzle-solved">
                        <p class="solved-title">{ words::SOLVED.get(lang) }</p>
                        <p data-testid="puzzle-tally">{ tally }</p>
                        if play.is_clean() {
                            <p>{ words::SOLVED_CLEAN.get(lang) }</p>
                        }
                        if let Some(line) = share.clone() {
                            <p class="share-line" data-testid="share-line">{ line }</p>
                            <button data-testid="copy-share" onclick={on_share}>{ words::COPY_SHARE.get(lang) }</button>
                        }
                        if next.is_some() {
                            <button class="primary" data-testid="next-level" onclick={send(SoloAction::NextLevel)}>{ words::NEXT_LEVEL.get(lang) }</button>
                        }
                    </div>
                }
                <div class="step-nav puzzle-controls">
                    <button data-testid="puzzle-undo" title={words::UNDO_TITLE.get(lang)} disabled={!play.can_undo()}
                            onclick={send(SoloAction::Undo)}>{ texts::UNDO.get(lang) }</button>
                    <button data-testid="puzzle-restart" title={words::RESTART_TITLE.get(lang)}
                            onclick={send(SoloAction::Restart)}>
                        { if solved { words::PLAY_AGAIN.get(lang) } else { words::RESTART.get(lang) } }
                    </button>
                    <button data-testid="puzzle-hint" title={words::HINT_TITLE.get(lang)} disabled={!play.can_hint()}
                            onclick={send(SoloAction::Hint)}>{ texts::HINT.get(lang) }</button>
                    <button data-testid="back-to-levels" onclick={send(SoloAction::ShowCampaign)}>{ words::BACK_TO_LEVELS.get(lang) }</button>
                    if props.made {
                        <button data-testid="back-to-maker" onclick={send(SoloAction::OpenMaker)}>{ words::BACK_TO_MAKER.get(lang) }</button>
                    }
                </div>
            </section>
            <div class="tutorial-board" aria-label={words::PUZZLE_BOARD.get(lang)} role="group">
                <Board model={views.board.clone()} on_action={on_board.clone()} />
            </div>
            <aside class="side tutorial-side">
                <Status model={views.status.clone()} hint={views.explanation.clone()} verdict={(*verdict).clone()}
                        refused={play.board().pointed_by_click()} on_action={on_board.clone()} />
                <div class="trays">
                    { for views.trays.iter().filter(|t| t.seat == seat).cloned().map(|model| { let seat = model.seat; html! {
                        <Tray key={seat} {model} on_action={on_board.clone()} />
                    }}) }
                </div>
            </aside>
            <p class="visually-hidden" role="status" aria-live="polite">{ (*announcement).clone() }</p>
        </div>
    }
}
