//! `blockness table watch`: prints a table's moves as they arrive and the final link.

use std::time::Duration;

use blockness_core::Notation;
use blockness_live::{names, Entry, Seat, Stage, Table};
use blockness_lochness::Action;
use clap::Args;

use super::driver::Session;
use super::{fresh_key, parse_invite, BrokerArgs};
use crate::error::CliError;
use crate::output;

/// Arguments of `blockness table watch`.
#[derive(Args, Debug)]
pub struct WatchArgs {
    /// The table's spectator link or seat invite (or the 32 hexadecimal digits of its id,
    /// or a page address holding either).
    #[arg(value_name = "INVITE")]
    invite: String,
    #[command(flatten)]
    broker: BrokerArgs,
}

/// The longest single wait for a message; the loop simply waits again after it.
const WAIT: Duration = Duration::from_secs(60);

/// Watches until the game is over.
pub fn run(args: &WatchArgs) -> Result<(), CliError> {
    let id = parse_invite(&args.invite)?.table;
    let deadline = args.broker.deadline()?;
    // A watcher signs nothing and shows no presence; the key only names its client.
    let mut session = Session::open(&args.broker.brokers, id, fresh_key()?, false, deadline)?;
    let mut printed: Vec<String> = Vec::new();
    loop {
        if let Some(table) = session.table() {
            let lines = describe(table);
            let shared = printed
                .iter()
                .zip(&lines)
                .take_while(|(a, b)| a == b)
                .count();
            if shared < printed.len() {
                // An entry that outranks one already shown took its place (a resignation
                // made as the opponent moved).
                output::print_text(&format!(
                    "(the table settled on another log from line {})",
                    shared + 1
                ))?;
            }
            for line in &lines[shared..] {
                output::print_text(line)?;
            }
            printed = lines;
            if table.stage() == Stage::Over {
                let link = table.link();
                session.close()?;
                return output::print_text(&link);
            }
        }
        session.step(WAIT, &mut |_| {})?;
    }
}

/// One line per entry of the table's log: the seats taken, then each move with its ply,
/// its notation and the seat that played it (at a Loch Ness table, each action as JSON and
/// each draw with the number it drew).
fn describe(table: &Table) -> Vec<String> {
    let name = |seat: usize| match table.seats().get(seat) {
        Some(Seat::Player { name, key }) => {
            format!("{} {}", names::escaped(name), key.fingerprint())
        }
        Some(Seat::Bot { level, .. }) => format!(
            "computer, {}, played by the host {}",
            level.name(),
            table.host().fingerprint()
        ),
        _ => "open".to_string(),
    };
    let mut lines = Vec::new();
    let settings = table.settings();
    let preset = settings
        .seated
        .iter()
        .map(|p| p.seat)
        .chain(settings.bots.iter().map(|b| b.seat));
    let mut preset: Vec<usize> = preset.map(usize::from).collect();
    preset.sort_unstable();
    for seat in preset {
        lines.push(format!("seat {}: {}", seat + 1, name(seat)));
    }
    for (index, entry) in table.log().entries.iter().enumerate() {
        match entry {
            Entry::Claim { seat, .. } => {
                let seat = *seat as usize;
                lines.push(format!("seat {} taken by {}", seat + 1, name(seat)));
            }
            Entry::Move { ply, mv, .. } if table.lochness().is_some() => {
                let seat = table.lochness().and_then(|l| l.seat_before(index));
                let Some(seat) = seat else { continue };
                lines.push(format!(
                    "action {}: {} (seat {}, {})",
                    *ply as usize + 1,
                    names::escaped(mv),
                    seat + 1,
                    name(seat)
                ));
            }
            Entry::Move { ply, .. } => {
                let ply = *ply as usize;
                let Some(game) = table.game() else { continue };
                let (Some(before), Some(mv)) = (game.position_at(ply), game.moves().get(ply))
                else {
                    continue;
                };
                let Some(colour_seat) = before.to_move() else {
                    continue;
                };
                let seat = before.person_of(colour_seat);
                lines.push(format!(
                    "ply {}: {} (seat {}, {})",
                    ply + 1,
                    Notation::of(game.rules(), before, mv),
                    seat + 1,
                    name(seat)
                ));
            }
            Entry::Resign { seat, .. } => {
                lines.push(format!("seat {} resigned", *seat as usize + 1));
            }
            Entry::HandOver {
                seat, level, by, ..
            } => lines.push(format!(
                "seat {} handed to a computer, {}, played by seat {} ({})",
                *seat as usize + 1,
                level.name(),
                *by as usize + 1,
                name(*by as usize)
            )),
            Entry::TakeBack { seat, .. } => {
                lines.push(format!(
                    "seat {} taken back by its player",
                    *seat as usize + 1
                ));
            }
            Entry::Commit { seat, .. } => lines.push(format!(
                "seat {} committed to its chain of parts",
                *seat as usize + 1
            )),
            Entry::Draw { number, .. } => {
                let action = table.lochness().and_then(|l| l.action_of(index));
                if let Some(Action::Chance { value }) = action {
                    lines.push(format!("draw {}: the table drew {value}", number + 1));
                }
            }
            Entry::Rematch { .. } => {
                if let Some(next) = table.rematch_table() {
                    lines.push(format!("rematch at table {next}"));
                }
            }
        }
    }
    lines
}
