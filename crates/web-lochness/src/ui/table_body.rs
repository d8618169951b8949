//! A Loch Ness table as drawn, the same on this screen's own games and at a live table: the
//! status, the lake, the die, the decks and the drawn fragments, the log and the rulers.

use std::rc::Rc;

use blockness_lochness::Step;
use yew::prelude::*;

use super::game_log::GameLog;
use super::hint_panel::HintPanel;
use super::lake::{Lake, LakeLegend};
use super::panel::{Decks, DiePanel, Hand, NessiePreview};
use super::rulers::{RulerCard, Rulers};
use crate::state::hint;
use crate::state::table::Table;
use crate::state::view::{self, Standing};
use crate::state::words::{self, Say};
use crate::state::LochAction;
use blockness_web_common::language::use_lang;

/// Props of [`TableBody`].
#[derive(Properties)]
pub struct TableBodyProps {
    /// The table, as of `revision`.
    pub table: Rc<Table>,
    /// Changes whenever the table does.
    pub revision: u64,
    /// What a click asks for.
    pub on_action: Callback<LochAction>,
    /// Whether the hint is offered to the person to act (never at a live table).
    #[prop_or_default]
    pub hints: bool,
    /// At a live table, each seat's person by name: the status then says "your turn" to the
    /// one to act on this device and names them to everyone else.
    #[prop_or_default]
    pub people: Option<Rc<Vec<String>>>,
    /// At a live table, what the status says while the person to act is away, in place of
    /// whose turn it is.
    #[prop_or_default]
    pub away: Option<AttrValue>,
    /// Drawn in the side panel under the hand: the computer's pace, a live table's seats.
    #[prop_or_default]
    pub children: Html,
}

impl PartialEq for TableBodyProps {
    fn eq(&self, other: &Self) -> bool {
        self.revision == other.revision
            && Rc::ptr_eq(&self.table, &other.table)
            && self.on_action == other.on_action
            && self.hints == other.hints
            && self.people == other.people
            && self.away == other.away
            && self.children == other.children
    }
}

/// The table's status, lake, side panel and rulers.
#[function_component(TableBody)]
pub fn table_body(props: &TableBodyProps) -> Html {
    let lang = use_lang();
    let on_action = props.on_action.clone();
    let shown = Rc::clone(&props.table);
    let models = use_memo(
        (props.revision, Rc::as_ptr(&props.table) as usize),
        move |_| {
            let t = &*shown;
            let hint = hint::hint_marks(t);
            (
                Rc::new(view::lake(t, &hint)),
                Rc::new(view::rulers(t)),
                view::hand(t).map(Rc::new),
                Rc::new(view::decks(t)),
                view::buttons(t),
                Rc::new(hint),
                view::standing(t),
                Rc::new(t.log().to_vec()),
                Rc::new(t.hinted().to_vec()),
                Rc::new(
                    (0..t.seats().len())
                        // The computers this screen runs: a live table's seats are all "elsewhere".
                        .filter(|&s| t.seats()[s].is_computer())
                        .collect::<Vec<_>>(),
                ),
            )
        },
    );
    let (lake, rulers, hand, decks, buttons, hint, standing, log, hinted, bots) = &*models;
    let table = &props.table;
    let game = table.game();
    let over = match standing {
        Standing::Over { winners } => Some(winners.clone()),
        Standing::Waiting { .. } => None,
    };
    // At a live table the status speaks to the person whose turn it is, and names them to
    // the others.
    let status = match (standing, &props.people) {
        (Standing::Waiting { seat, .. }, Some(people)) => {
            if table.person_to_act() == Some(*seat) {
                Say::YourTurn(standing.clone())
            } else {
                match people.get(*seat) {
                    Some(name) => Say::WaitingFor(name.clone()),
                    None => Say::Status(standing.clone()),
                }
            }
        }
        _ => Say::Status(standing.clone()),
    };
    html! {
        <>
            <p class="ln-status" data-testid="ln-status">{ props.away.clone().unwrap_or_else(|| status.text(lang).into()) }</p>
            <div class="ln-table">
                <div class="ln-lake-area">
                    <Lake model={lake.clone()} on_action={on_action.clone()} />
                </div>
                <aside class="ln-side">
                    <DiePanel die={view::die(table)} rolling={table.rolling()} count={game.actions().len()}
                              buttons={*buttons} moving={game.step() == Step::Move} hint={hint.clone()}
                              on_action={on_action.clone()} />
                    if props.hints && over.is_none() {
                        <HintPanel marks={hint.clone()} pending={table.hint_pending()}
                                   to_act={table.person_to_act().is_some()} on_action={on_action.clone()} />
                    }
                    if let Some(preview) = view::swim_preview(table) {
                        <NessiePreview {preview} on_action={on_action.clone()} />
                    }
                    if buttons.draw {
                        <Decks decks={decks.clone()} hint={hint.clone()} on_action={on_action.clone()} />
                    }
                    if let Some(hand) = hand.clone() {
                        // Where the fragment kept goes, in view beside the choice.
                        if let Some(ruler) = rulers.get(hand.seat).filter(|_| hand.person) {
                            <Hand hand={hand.clone()} hint={hint.clone()} on_action={on_action.clone()} />
                            <RulerCard ruler={ruler.clone()} on_action={on_action.clone()} beside_hand=true />
                        } else {
                            <Hand {hand} hint={hint.clone()} on_action={on_action.clone()} />
                        }
                    }
                    { props.children.clone() }
                    if let Some(winners) = over {
                        <section class="ln-final" data-testid="ln-final"
                                 data-winners={winners.iter().map(usize::to_string).collect::<Vec<_>>().join(",")}>
                            <h3>{ words::GAME_OVER.get(lang) }</h3>
                            <p>{ Say::Status(standing.clone()).text(lang) }</p>
                        </section>
                    }
                    <GameLog entries={log.clone()} bots={bots.clone()} hinted={hinted.clone()} />
                </aside>
                // Under the lake, whatever the side panel's length, so a player's own ruler
                // is in the first screen; on a phone, after the die and the log.
                <div class="ln-rulers-area"><Rulers rulers={rulers.clone()} on_action={on_action.clone()} /></div>
                <div class="ln-key-area"><LakeLegend /></div>
            </div>
        </>
    }
}
