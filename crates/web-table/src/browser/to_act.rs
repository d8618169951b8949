//! What any game's table says of the seat to act beyond whose turn it is: that the game
//! has just begun, brought into view for a host who scrolled away to send the invite, and
//! that the person to act is away, with what this device may do about it.

use std::cell::RefCell;
use std::rc::Rc;

use blockness_live::Stage;
use blockness_web_common::language::use_lang;
use blockness_web_common::Lang;
use yew::prelude::*;

use crate::session::{SeatLine, Who, HAND_OVER_TICK_MS};
use crate::words::{Say, ToMove};

/// How often an absence's length is counted again (milliseconds).
const AWAY_TICK_MS: u32 = 5000;

/// How often a view of `seats` that counts time must be drawn again: every second while a
/// hand-over is waited for, every few seconds while someone is away, else never.
pub fn presence_tick<P>(seats: &[SeatLine<P>]) -> Option<u32> {
    if seats.iter().any(|l| l.hand_over_at.is_some()) {
        Some(HAND_OVER_TICK_MS)
    } else {
        seats
            .iter()
            .any(|l| !l.online && l.away_since.is_some())
            .then_some(AWAY_TICK_MS)
    }
}

/// The headline and the line under it while the person to act is away, as of `now` (the
/// clock of [`SeatLine::away_since`]): how long they have been, and when this device may
/// let a computer play for them, if it may. None while they are here, or a computer
/// already stands in.
pub fn away_to_act<P>(seats: &[SeatLine<P>], now: u64, lang: Lang) -> Option<(String, String)> {
    let line = seats.iter().find(|l| l.to_act)?;
    let Who::Person(name) = &line.who else {
        return None;
    };
    if line.online || line.stand_in.is_some() {
        return None;
    }
    let away = now.saturating_sub(line.away_since?) / 1000;
    let may = line.hand_over_at.map(|at| {
        let wait = (at > now).then(|| (at - now).div_ceil(1000));
        Say::MayHandOver(name.clone(), wait).text(lang)
    });
    Some((
        Say::AwayToAct(name.clone(), away).text(lang),
        may.unwrap_or_default(),
    ))
}

/// Props of [`BeganNote`]; `P` is what a seat plays, as the game names it.
#[derive(Properties, PartialEq)]
pub struct BeganNoteProps<P: Clone + PartialEq + 'static> {
    /// The seats.
    pub seats: Vec<SeatLine<P>>,
    /// The table's stage, once the table has come.
    pub stage: Option<Stage>,
    /// The start of the test id (`live`: `live-began`).
    pub testid: AttrValue,
}

/// What the note remembers between draws.
#[derive(Default)]
struct Seen {
    /// Who sat where while seats were free, as last drawn: a game seen beginning here,
    /// not one found under way after a reload or by a link.
    seating: Option<Vec<Who>>,
    /// The sentence said when the game began, with the seat that was to act then: it
    /// goes once that seat has played.
    began: Option<(String, usize)>,
    /// Whether the note must still be brought into view.
    to_show: bool,
}

/// "Ada sat down: your move", when the last seat is taken while this page looks on, brought
/// into view with the board under it; gone after the first move.
#[function_component(BeganNote)]
pub fn began_note<P: Clone + PartialEq + 'static>(props: &BeganNoteProps<P>) -> Html {
    let lang = use_lang();
    let node = use_node_ref();
    let seen: Rc<RefCell<Seen>> = use_mut_ref(Seen::default);
    let to_act = props.seats.iter().find(|l| l.to_act);
    {
        let mut seen = seen.borrow_mut();
        match props.stage {
            Some(Stage::Seating) => {
                seen.seating = Some(props.seats.iter().map(|l| l.who.clone()).collect());
            }
            // Said once someone is to act (a game may begin with the dealer's shuffle).
            Some(Stage::Playing) => {
                if let Some(line) = to_act {
                    if let Some(before) = seen.seating.take() {
                        let sat = last_to_sit(&before, &props.seats);
                        let sentence = Say::Began(sat, mover(line, lang));
                        seen.began = Some((sentence.text(lang), line.seat));
                        seen.to_show = true;
                    }
                    if seen
                        .began
                        .as_ref()
                        .is_some_and(|(_, seat)| *seat != line.seat)
                    {
                        seen.began = None;
                    }
                }
            }
            _ => seen.began = None,
        }
    }
    {
        let (node, seen) = (node.clone(), seen.clone());
        use_effect(move || {
            let mut seen = seen.borrow_mut();
            if seen.to_show {
                if let Some(note) = node.cast::<web_sys::Element>() {
                    note.scroll_into_view_with_bool(true);
                    seen.to_show = false;
                }
            }
        });
    }
    let began = seen
        .borrow()
        .began
        .as_ref()
        .map(|(sentence, _)| sentence.clone());
    html! {
        if let Some(sentence) = began {
            <p class="live-began" ref={node} role="status" data-testid={format!("{}-began", props.testid)}>
                { sentence }
            </p>
        }
    }
}

/// The person who took the last free seat, unless it was this device's.
fn last_to_sit<P>(before: &[Who], now: &[SeatLine<P>]) -> Option<String> {
    now.iter()
        .filter(|line| before.get(line.seat) == Some(&Who::Open) && !line.mine)
        .filter_map(|line| match &line.who {
            Who::Person(name) => Some(name.clone()),
            _ => None,
        })
        .last()
}

/// Whose move the game begins with, for this device.
fn mover<P>(line: &SeatLine<P>, lang: Lang) -> ToMove {
    match &line.who {
        Who::Person(_) if line.mine => ToMove::You,
        Who::Person(name) => ToMove::Named(name.clone()),
        Who::Computer(level, host) => {
            ToMove::Named(Say::ComputerOn(*level, host.clone()).text(lang))
        }
        Who::Open => ToMove::Named(Say::Seat(line.seat).text(lang)),
    }
}
