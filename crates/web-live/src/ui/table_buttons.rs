//! What a player does to the table as a whole, under the status: resign (asked again
//! first), call the rematch or join the one called, and leave.

use blockness_web_common::language::use_lang;
use blockness_web_table::browser::LeaveTable;
use blockness_web_table::session::TableAction;
use yew::prelude::*;

use crate::words;

/// Props of [`TableButtons`].
#[derive(Properties, PartialEq)]
pub struct TableButtonsProps {
    /// Whether this device's person may resign now (seated, the game under way).
    pub may_resign: bool,
    /// Whether this device may call the rematch now.
    pub may_rematch: bool,
    /// Whether another player called the rematch already.
    pub rematch_called: bool,
    /// Whether this device played the game, so it sits at the rematch (else it watches).
    pub plays_here: bool,
    /// Whether leaving is asked first (a player mid-game holds the others up).
    pub leave_asks: bool,
    /// Whether "Leave the table" is offered: not to an invited visitor choosing a seat,
    /// who is not at the table yet.
    pub may_leave: bool,
    /// The table's actions: the rematch.
    pub on_action: Callback<TableAction>,
    /// Resigns this device's seat.
    pub on_resign: Callback<()>,
    /// Leaves the table.
    pub on_leave: Callback<()>,
}

/// The table's buttons, and the question before a resignation.
#[function_component(TableButtons)]
pub fn table_buttons(props: &TableButtonsProps) -> Html {
    let lang = use_lang();
    let resigning = use_state(|| false);
    let ask_resign = {
        let resigning = resigning.clone();
        Callback::from(move |_: MouseEvent| resigning.set(true))
    };
    let answer = |sure: bool| {
        let (resigning, on_resign) = (resigning.clone(), props.on_resign.clone());
        Callback::from(move |_: MouseEvent| {
            resigning.set(false);
            if sure {
                on_resign.emit(());
            }
        })
    };
    let with_key = props.plays_here;
    html! {
        <>
            <div class="actions live-actions">
                if props.may_resign && !*resigning {
                    <button data-testid="live-resign" onclick={ask_resign}>{ words::RESIGN.get(lang) }</button>
                }
                if props.may_rematch {
                    <button class="primary" data-testid="live-rematch"
                            onclick={props.on_action.reform(|_: MouseEvent| TableAction::Rematch)}>{ words::REMATCH.get(lang) }</button>
                }
                if props.rematch_called {
                    <p class="live-rematch-note">{ words::REMATCH_WAITING.get(lang) }</p>
                    <button class="primary" data-testid="live-join-rematch"
                            onclick={props.on_action.reform(move |_: MouseEvent| TableAction::JoinRematch { with_key })}>
                        { if with_key { words::JOIN_REMATCH } else { words::WATCH_REMATCH }.get(lang) }</button>
                }
                if props.may_leave {
                    <LeaveTable asks={props.leave_asks} on_leave={props.on_leave.clone()} testid="live" />
                }
            </div>
            if *resigning {
                <div class="live-confirm" role="alertdialog" aria-labelledby="live-resign-sure">
                    <p id="live-resign-sure">{ words::RESIGN_SURE.get(lang) }</p>
                    <button data-testid="live-resign-yes" onclick={answer(true)}>{ words::YES_RESIGN.get(lang) }</button>
                    <button class="primary" onclick={answer(false)}>{ words::PLAY_ON.get(lang) }</button>
                </div>
            }
        </>
    }
}
