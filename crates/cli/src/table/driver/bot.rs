//! A computer player at a table: it asks for a seat, plays its seats' moves, hands seats
//! whose device has been away past the grace time to a computer it runs, and takes its own
//! seat back when it was handed over while it was away.

use blockness_live::{BlockNessTable, LochNessTable};
use std::str::FromStr;
use std::time::{Duration, Instant};

use blockness_bots::{decide, mix_seed, Budget, Level, SystemClock};
use blockness_live::{names, BotLevel, InviteSecret, SeatKey, Stage, Table, TableId};
use blockness_lochness as lochness;

use super::{now_ms, Seen, Session};
use crate::error::CliError;

/// A computer player: its level, the seed of its choices and the name it sits down with.
#[derive(Clone, Debug)]
pub struct Bot {
    /// How strong it plays.
    pub level: Level,
    /// The seed of its choices: the same seed plays the same moves in the same positions.
    pub seed: u64,
    /// The name shown at the table.
    pub name: String,
    /// The seat it asks the host for; if someone else took it, or without one, the host
    /// gives it the first free seat.
    pub seat: Option<usize>,
}

impl Bot {
    /// A bot of `level` with no seat asked for, under `name` or "<level> bot"; a name that
    /// no table would take is refused.
    pub fn named(level: Level, seed: u64, name: Option<&str>) -> Result<Bot, CliError> {
        let name = name.map_or_else(|| format!("{level} bot"), str::to_string);
        if names::check(&name).is_err() {
            return Err(CliError::BadInput(format!(
                "--name must have 1 to {} characters, with no hidden, control or direction characters",
                names::MAX_NAME
            )));
        }
        Ok(Bot {
            level,
            seed,
            name,
            seat: None,
        })
    }
}

impl Session<'_> {
    /// Hands every seat whose device has been away past the table's grace time to a
    /// computer of `level` that this device runs, and takes this device's own seat back
    /// from a computer standing in for it (it was away, and is back).
    pub fn keep_seats_played(&mut self, level: Level) -> Result<(), CliError> {
        self.client.tick(now_ms());
        let Some(table) = self.client.table() else {
            return Ok(());
        };
        if table.stage() != Stage::Playing {
            return Ok(());
        }
        if let Some(mine) = self.client.seat() {
            if table.stand_in(mine).is_some() {
                return self.publish_action(|client| client.take_back());
            }
        }
        let level = BotLevel::parse(level.name()).unwrap_or(BotLevel::Strong);
        for seat in 0..table.seats().len() {
            if self.client.may_hand_over(seat) {
                self.publish_action(|client| client.hand_over(seat, level))?;
            }
        }
        Ok(())
    }
}

/// How often a waiting player asks `abandoned` whether to give up.
const ABANDON_CHECK: Duration = Duration::from_secs(1);

/// Plays `bot` at table `id`, on the first of `brokers` that answers, until the game is
/// over: asks the host for a seat with the
/// invite's `secret` (again when a seating was undone), plays that seat's moves, and
/// returns the finished table. A table already seated with this key (a rematch, a load
/// test's table) is played at once. Gives up early when `abandoned` says so (the load
/// test's other player of the table failed).
#[allow(clippy::too_many_arguments)]
pub fn play(
    brokers: &[String],
    id: TableId,
    secret: Option<&InviteSecret>,
    key: SeatKey,
    bot: &Bot,
    deadline: Instant,
    observe: &mut dyn FnMut(Seen),
    abandoned: &dyn Fn() -> bool,
) -> Result<Table, CliError> {
    let session = Session::open(brokers, id, key.clone(), true, deadline)?;
    play_seated(session, secret, &key, bot, observe, abandoned)
}

/// Plays `bot` with `key` at the table of `session` until the game is over, as [`play`]
/// does once connected.
pub fn play_seated(
    mut session: Session,
    secret: Option<&InviteSecret>,
    key: &SeatKey,
    bot: &Bot,
    observe: &mut dyn FnMut(Seen),
    abandoned: &dyn Fn() -> bool,
) -> Result<Table, CliError> {
    let id = session.id();
    let public = key.public();
    let mut asked = false;
    // When this device first saw the game over, on the branch it holds.
    let mut over_since: Option<Instant> = None;
    loop {
        if abandoned() {
            return Err(CliError::Table(format!(
                "the table {id} was abandoned by its other player"
            )));
        }
        let Some(table) = session.table() else {
            session.step(ABANDON_CHECK, observe)?;
            continue;
        };
        // A seat of this device's own, even while a computer stands in for it.
        let seated = table.person_seat_of(public).is_some() || !table.seats_of(public).is_empty();
        if !seated {
            if table.stage() != Stage::Seating {
                return Err(CliError::Unavailable(format!(
                    "every seat of the table {id} is taken: the game goes on without this bot"
                )));
            }
            if !asked {
                let secret = secret.ok_or_else(|| spectator_link(id))?;
                session.ask(secret, &bot.name, bot.seat)?;
                asked = true;
            }
            session.step(ABANDON_CHECK, observe)?;
            continue;
        }
        if table.stage() == Stage::Over {
            // A hand-over that a lower seat has not answered may lose its place to that
            // seat's rival one, which would make another game the table's: listen for it,
            // as long as the grace time after the end.
            let over_since = *over_since.get_or_insert_with(Instant::now);
            if end_may_change(table, over_since) {
                session.step(ABANDON_CHECK, observe)?;
                continue;
            }
            let table = table.clone();
            session.close()?;
            return Ok(table);
        }
        over_since = None;
        let before = table.log().entries.len();
        session.keep_seats_played(bot.level)?;
        let Some(table) = session.table() else {
            continue;
        };
        if table.log().entries.len() != before {
            continue;
        }
        let mine = table.seats_of(public);
        if let Some(seat) = table.seat_to_move().filter(|s| mine.contains(s)) {
            let ply = table.plies();
            let seed = mix_seed(bot.seed, ply as u64);
            let no_move = || {
                CliError::Table(format!(
                    "the bot of seat {} found no move at ply {ply}",
                    seat + 1
                ))
            };
            if let Some(loch) = table.lochness() {
                let level = lochness::Level::from_str(bot.level.name()).map_err(|_| no_move())?;
                let action = lochness::choose(loch.game(), level, seed).ok_or_else(no_move)?;
                observe(Seen::Publishing { ply });
                session.act(|t, k| t.act(k, &action))?;
                continue;
            }
            let Some(game) = table.game() else {
                return Err(no_move());
            };
            let decision = decide(
                game.rules(),
                game.position(),
                bot.level,
                &Budget::default(),
                seed,
                &SystemClock::new(),
            );
            let mv = decision.mv.ok_or_else(no_move)?;
            observe(Seen::Publishing { ply });
            session.act(|t, k| t.play(k, &mv))?;
            continue;
        }
        session.step(ABANDON_CHECK, observe)?;
    }
}

/// Whether the end of `table`, first seen at `since`, may still give way to another
/// branch's: a hand-over in its log is unanswered by a lower seat
/// ([`Table::hand_over_unanswered`]), and the table's grace time since the end has not
/// passed.
pub fn end_may_change(table: &Table, since: Instant) -> bool {
    let grace = Duration::from_secs(table.grace().map_or(0, u64::from));
    table.hand_over_unanswered() && since.elapsed() < grace
}

/// The error for a spectator's link given where a seat is wanted.
pub fn spectator_link(id: TableId) -> CliError {
    CliError::BadInput(format!(
        "a spectator link cannot take a seat at the table {id}: ask its host for the invite link (with &invite=)"
    ))
}
