//! `blockness table watch`: prints a table's moves as they arrive and the final link.

use blockness_live::{BlockNessTable, LochNessTable};
use std::time::{Duration, Instant};

use blockness_core::Notation;
use blockness_live::{names, Entry, Forfeit, Seat, Stage, Table};
use blockness_lochness::Action;
use clap::Args;

use super::driver::{end_may_change, Session};
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

/// The wait for a message once the game is over and its end may still change.
const LINGER_STEP: Duration = Duration::from_secs(1);

/// Watches until the game is over.
pub fn run(args: &WatchArgs) -> Result<(), CliError> {
    let id = parse_invite(&args.invite)?.table;
    let deadline = args.broker.deadline()?;
    // A watcher signs nothing and shows no presence; the key only names its client.
    let mut session = Session::open(&args.broker.brokers, id, fresh_key()?, false, deadline)?;
    let mut printed: Vec<String> = Vec::new();
    // When the game was first seen over on the branch now held.
    let mut over_since: Option<Instant> = None;
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
            if table.stage() != Stage::Over {
                over_since = None;
            } else {
                let since = *over_since.get_or_insert_with(Instant::now);
                if !end_may_change(table, since) {
                    let link = table.link();
                    session.close()?;
                    return output::print_text(&link);
                }
            }
        }
        // Once the game is over, only a rival branch is awaited, for a bounded time.
        let wait = if over_since.is_some() {
            LINGER_STEP
        } else {
            WAIT
        };
        session.step(wait, &mut |_| {})?;
    }
}

/// The line of a key caught signing two entries for one place: who, what, where, and who
/// ranks last.
fn forfeit_line(table: &Table, forfeit: &Forfeit, name: &dyn Fn(usize) -> String) -> String {
    let kinds: Vec<&str> = forfeit
        .entries
        .iter()
        .map(|e| entry_kind(e, table.is_loch_ness()))
        .collect();
    let what = if kinds[0] == kinds[1] {
        format!("two different {}s", kinds[0])
    } else {
        format!("a {} and a {}", kinds[0], kinds[1])
    };
    let unit = if table.is_loch_ness() {
        "action"
    } else {
        "ply"
    };
    let who = match forfeit.seats.as_slice() {
        [] if forfeit.key == table.host() => {
            format!("the host [{}]", table.host().fingerprint())
        }
        [] => format!("the key [{}]", forfeit.key.fingerprint()),
        seats => seats
            .iter()
            .map(|&s| format!("seat {} ({})", s + 1, name(s)))
            .collect::<Vec<_>>()
            .join(" and "),
    };
    let last = if forfeit.seats.is_empty() {
        String::new()
    } else {
        ", ranked last".to_string()
    };
    format!(
        "{who} signed {what} for {unit} {}: the game ends there{last}",
        forfeit.ply + 1
    )
}

/// What kind of entry a proof holds, in a word.
fn entry_kind(entry: &Entry, loch_ness: bool) -> &'static str {
    match entry {
        Entry::Claim { .. } => "seating",
        Entry::Move { .. } if loch_ness => "action",
        Entry::Move { .. } => "move",
        Entry::Resign { .. } => "resignation",
        Entry::HandOver { .. } => "hand-over",
        Entry::TakeBack { .. } => "take-back",
        Entry::Commit { .. } => "commitment",
        Entry::Draw { .. } => "draw",
        Entry::Rematch { .. } => "rematch call",
        Entry::Forfeit { .. } => "proof",
    }
}

/// One line per entry of the table's log: the seats taken, then each move with its ply,
/// its notation and the seat that played it (at a Loch Ness table, each action as JSON and
/// each draw with the number it drew). A person is named with their key's fingerprint in
/// words, in brackets: "Ann [red circle, blue star]".
fn describe(table: &Table) -> Vec<String> {
    let name = |seat: usize| match table.seats().get(seat) {
        Some(Seat::Player { name, key }) => {
            format!("{} [{}]", names::escaped(name), key.fingerprint())
        }
        Some(Seat::Bot { level, .. }) => format!(
            "computer, {}, played by the host [{}]",
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
            Entry::Forfeit { .. } => {
                if let Some(forfeit) = table.forfeit() {
                    lines.push(forfeit_line(table, forfeit, &name));
                }
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_core::Edition;
    use blockness_live::{Adoption, BotLevel, InviteSecret, SeatKey, Settings, TableGame};

    /// A seated two-seat table with a grace time, and its keys.
    fn seated() -> (Table, Vec<SeatKey>) {
        let secret = InviteSecret([3; 16]);
        let host = SeatKey::from_seed([1; 32]);
        let keys = vec![SeatKey::from_seed([2; 32]), SeatKey::from_seed([4; 32])];
        let nonce = format!("{:032x}", 5);
        let mut settings = Settings::new(
            TableGame::BlockNess,
            2,
            Edition::STANDARD_NAME,
            &host.public(),
            nonce,
        );
        settings.gate = Some(secret.gate().public().to_string());
        settings.grace = Some(30);
        let mut table = Table::create(settings).unwrap();
        for (seat, (key, name)) in keys.iter().zip(["Ann", "Bob"]).enumerate() {
            let request = secret.request(table.id(), key, name, Some(seat)).unwrap();
            table = table.admit(&host, &request).unwrap().0;
        }
        (table, keys)
    }

    #[test]
    fn hand_overs_take_backs_and_a_key_caught_signing_twice_each_get_a_line() {
        let (table, keys) = seated();
        let handed = table.hand_over(&keys[0], 1, BotLevel::Easy).unwrap();
        let back = handed.take_back(&keys[1], 1).unwrap();
        let moves = back.game().unwrap().legal_moves();
        let one = back.play(&keys[0], &moves[0]).unwrap();
        let other = back.play(&keys[0], &moves[1]).unwrap();
        let mut caught = one.clone();
        assert!(matches!(
            caught.adopt(other.log().clone()),
            Adoption::Convicted { .. }
        ));
        let lines = describe(&caught);
        let said = lines.join("\n");
        assert!(
            said.contains("seat 2 handed to a computer, easy, played by seat 1"),
            "{said}"
        );
        assert!(said.contains("seat 2 taken back by its player"), "{said}");
        // Each person is named with their key's pictures in words, which any terminal shows.
        let ann = format!("seat 1 taken by Ann [{}]", keys[0].public().fingerprint());
        assert!(lines.contains(&ann), "{said}");
        assert!(said.is_ascii(), "{said}");
        assert!(
            lines.last().unwrap().starts_with("seat 1 (Ann ")
                && lines.last().unwrap().ends_with(
                    "signed two different moves for ply 1: the game ends there, ranked last"
                ),
            "{said}"
        );
    }
}
