//! The tutorial page: the steps of [`crate::lessons::tutorial`], each played on the same
//! board, trays and explanations as the game itself.

use std::rc::Rc;

use yew::prelude::*;

use crate::lessons::labels;
use crate::lessons::tutorial::{Feedback, Tutorial, TutorialAction, STEPS};
use blockness_web_board::board::BoardAction;
use blockness_web_board::components::board::Board;
use blockness_web_board::components::status::Status;
use blockness_web_board::components::tray::Tray;
use blockness_web_board::hooks::{use_board_views, use_settled_mark};
use blockness_web_common::language::use_lang;

/// Props of [`TutorialPage`].
#[derive(Properties, PartialEq)]
pub struct TutorialPageProps {
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// The tutorial, one step at a time.
#[function_component(TutorialPage)]
pub fn tutorial_page(props: &TutorialPageProps) -> Html {
    let lang = use_lang();
    // The prepared positions are written in moves of the default edition's sets.
    let edition = blockness_web_board::editions::standard_edition();
    let tutorial = use_reducer(move || Tutorial::new(edition));
    let on_board = {
        let d = tutorial.dispatcher();
        use_callback(d, |action: BoardAction, d| {
            d.dispatch(TutorialAction::Board(action))
        })
    };
    // As on the game page, an attribute tells scripts and tests that the tutorial has
    // drawn its last action.
    use_settled_mark("data-tutorial-settled", tutorial.revision());
    let (views, _) = use_board_views(Rc::new(tutorial.board().clone()), lang);

    let index = tutorial.step_index();
    let step = tutorial.step();
    let (feedback_class, feedback_text) = match tutorial.feedback() {
        Feedback::Waiting => ("waiting", String::new()),
        Feedback::Wrong(tr) => ("wrong", tr.get(lang).to_string()),
        Feedback::Success(tr) => ("success", tr.get(lang).to_string()),
        Feedback::Broken(why) => ("wrong", why.clone()),
    };
    let send = |action: TutorialAction| {
        let d = tutorial.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(action.clone()))
    };
    let onkeydown = {
        let d = tutorial.dispatcher();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                d.dispatch(TutorialAction::Board(BoardAction::Cancel));
            }
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let steps = STEPS.iter().enumerate().map(|(i, s)| {
        let done = tutorial.is_completed(i);
        let class = classes!(
            "step-dot",
            (i == index).then_some("current"),
            done.then_some("done")
        );
        let step = format!("{} {}", labels::STEP.get(lang), i + 1);
        let label = if done {
            lang.labelled(&step, &format!("{} ({})", s.title.get(lang), labels::COMPLETED.get(lang)))
        } else {
            lang.labelled(&step, s.title.get(lang))
        };
        let go = {
            let d = tutorial.dispatcher();
            Callback::from(move |_: MouseEvent| d.dispatch(TutorialAction::GoTo(i)))
        };
        html! {
            <li>
                <button class={class} aria-current={(i == index).then_some("step")} title={label.clone()}
                        aria-label={label} data-testid={format!("step-dot-{i}")} onclick={go}>
                    { if done { "✓".to_string() } else { (i + 1).to_string() } }
                </button>
            </li>
        }
    });
    html! {
        <main class="lesson-page tutorial-page" data-testid="tutorial-page" lang={lang.code()}
              data-revision={tutorial.revision().to_string()} {onkeydown}>
            <div class="lesson-head">
                <h1>{ labels::TUTORIAL_TITLE.get(lang) }</h1>
                <button class="primary" data-testid="close-page" onclick={close}>{ blockness_web_board::words::texts::BACK_TO_GAME.get(lang) }</button>
            </div>
            <ol class="step-dots" aria-label={labels::STEPS.get(lang)}>{ for steps }</ol>
            <div class="tutorial-layout">
                <section class="tutorial-step" data-testid="tutorial-step" data-step={index.to_string()}
                         data-completed={tutorial.is_completed(index).to_string()}
                         aria-labelledby="tutorial-step-title">
                    <p class="step-count">{ format!("{} {} {} {}", labels::STEP.get(lang), index + 1, labels::OF.get(lang), STEPS.len()) }</p>
                    <h2 id="tutorial-step-title">{ step.title.get(lang) }</h2>
                    <p data-testid="tutorial-instructions" class="instructions">{ step.instructions.get(lang) }</p>
                    <p data-testid="tutorial-feedback" class={classes!("feedback", feedback_class)}
                       data-kind={feedback_class} aria-live="polite">{ feedback_text }</p>
                    if tutorial.is_finished() {
                        <p class="tutorial-done" data-testid="tutorial-done" role="status">{ labels::FINISHED.get(lang) }</p>
                    }
                    <div class="step-nav">
                        <button data-testid="tutorial-previous" onclick={send(TutorialAction::Previous)}
                                disabled={index == 0}>{ labels::PREVIOUS.get(lang) }</button>
                        <button data-testid="tutorial-restart" onclick={send(TutorialAction::Restart)}>{ labels::RESTART.get(lang) }</button>
                        <button class={classes!(tutorial.is_completed(index).then_some("primary"))}
                                data-testid="tutorial-next" onclick={send(TutorialAction::Next)}
                                disabled={index + 1 == STEPS.len()}>{ labels::NEXT.get(lang) }</button>
                    </div>
                </section>
                <div class="tutorial-board" aria-label={labels::LESSON_BOARD.get(lang)} role="group">
                    <Board model={views.board.clone()} on_action={on_board.clone()} />
                </div>
                <aside class="side tutorial-side">
                    // A step that is done only shows its board: nobody is asked to move, but
                    // a game the step ended still says who won.
                    if tutorial.accepts_moves() || tutorial.board().game().to_move().is_none() {
                        <Status model={views.status.clone()} hint={views.explanation.clone()}
                                refused={tutorial.board().pointed_by_click()} on_action={on_board.clone()} />
                    }
                    <div class="trays">
                        { for views.trays.iter().cloned().map(|model| { let seat = model.seat; html! {
                            <Tray key={seat} {model} on_action={on_board.clone()} />
                        }}) }
                    </div>
                </aside>
            </div>
        </main>
    }
}
