//! When the computer players think, and which of their answers still count.
//!
//! The bots run in a Web Worker (crate `blockness-bot-worker`), so their answers come
//! back later, possibly after the game has moved on: an undo, a new game, an opened link.
//! [`BotDriver`] lives inside the page's reducer and decides, after every change, whether
//! a question to the worker is due, and accepts an answer only when it was asked about
//! the very game now on the board. Plain Rust, tested natively; the browser side only
//! posts [`BotDriver::request`] and hands replies back.

use blockness_bots::{mix_seed, move_level, rung_of, Budget, Level, Rung};
use blockness_core::{encode_link, Game, GameRecord, Move};
use blockness_worker_messages::{BotReply, BotRequest, GameSource};

use crate::seat::SeatKind;
use crate::words::WorkerTrouble;

/// How long a bot's move stays alone on screen before the next one may follow, so a
/// person can see what was played (milliseconds).
pub const BOT_MOVE_PAUSE_MS: u32 = 700;

/// Thinking time of the strong level per move, and of a hint (milliseconds). The easy
/// and medium levels answer at once whatever their budget.
pub const STRONG_THINK_MS: f64 = 1_000.0;

/// Node cap beside the time limit, so a fast machine does not search needlessly long
/// where more nodes no longer change the move.
pub const STRONG_MAX_NODES: u64 = 2_000_000;

/// Why a question was put to the worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A bot seat is to move: its answer is played.
    Play,
    /// A person asked for a suggestion: its answer is only shown.
    Hint,
}

/// A question to the worker not yet answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    /// Why it was asked.
    pub purpose: Purpose,
    /// What is posted to the worker.
    pub request: BotRequest,
    /// The game it is about; an answer counts only while the board holds this game.
    record: GameRecord,
}

/// An answer the page should act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Why it was asked.
    pub purpose: Purpose,
    /// The move found.
    pub mv: Move,
}

/// What an answer from the worker turned out to be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// For the game on the board: act on it.
    Use(Answer),
    /// The worker could not answer the current question; the words say why.
    Failed(WorkerTrouble),
    /// About a game that has since changed, or superseded: ignore it.
    Stale,
}

/// The bots' side of the page: paused or running, and the question in flight.
#[derive(Clone, Debug, PartialEq)]
pub struct BotDriver {
    /// Base of every request's seed; each request mixes in its own id.
    seed: u64,
    next_id: u64,
    paused: bool,
    pending: Option<Pending>,
}

impl BotDriver {
    /// A driver whose bots run as soon as one is to move.
    pub fn new(seed: u64) -> BotDriver {
        BotDriver {
            seed,
            next_id: 1,
            paused: false,
            pending: None,
        }
    }

    /// Whether bots wait for [`resume`](Self::resume) before moving.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Stops bots from moving: after an undo (so the move taken back is not replayed at
    /// once) or when a watcher pauses a game of bots. A question in flight is dropped.
    pub fn pause(&mut self) {
        self.paused = true;
        if self
            .pending
            .as_ref()
            .is_some_and(|p| p.purpose == Purpose::Play)
        {
            self.pending = None;
        }
    }

    /// Lets bots move again.
    pub fn resume(&mut self) {
        self.paused = false;
    }

    /// The question to post to the worker now, if any. The page posts each id once.
    pub fn request(&self) -> Option<&BotRequest> {
        self.pending.as_ref().map(|p| &p.request)
    }

    /// The question in flight, with why it was asked.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// Whether a bot is thinking about its own move now.
    pub fn is_thinking(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.purpose == Purpose::Play)
    }

    /// Brings the driver up to date after any change of the page: forgets a question
    /// about a game no longer on the board, and asks for the bot's move when a running
    /// bot is to move in the live game (`live`: the board shows the game as it stands
    /// and takes moves, no dialog in the way). `seats` gives each person's kind, in the
    /// order they sat at the start, so a bot that swapped plays the colour it took.
    pub fn sync(&mut self, game: &Game, seats: &[SeatKind], live: bool) {
        let record = GameRecord::of(game);
        if let Some(p) = &self.pending {
            let still_wanted = p.record == record
                && match p.purpose {
                    Purpose::Play => live && !self.paused,
                    Purpose::Hint => live,
                };
            if still_wanted {
                return;
            }
            self.pending = None;
        }
        if !live || self.paused {
            return;
        }
        let Some(step) = game
            .to_move()
            .and_then(|seat| seats.get(game.person_of(seat)))
            .and_then(|kind| kind.computer())
        else {
            return;
        };
        self.ask(Purpose::Play, step.rung(), game, record);
    }

    /// Asks the strong bot for a suggestion for the seat to move. Refused (false) when the
    /// game is over or a bot is already thinking about its own move.
    pub fn ask_hint(&mut self, game: &Game) -> bool {
        if game.to_move().is_none() || self.is_thinking() {
            return false;
        }
        self.ask(
            Purpose::Hint,
            &rung_of(Level::Strong),
            game,
            GameRecord::of(game),
        );
        true
    }

    fn ask(&mut self, purpose: Purpose, rung: &Rung, game: &Game, record: GameRecord) {
        let id = self.next_id;
        self.next_id += 1;
        // A blend of two levels asks the worker for the one its seed draws.
        let (level, seed) = move_level(rung, mix_seed(self.seed, id));
        let budget = match level {
            Level::Strong => Budget {
                time_ms: Some(STRONG_THINK_MS),
                nodes: Some(STRONG_MAX_NODES),
            },
            Level::Easy | Level::Medium => Budget::default(),
        };
        self.pending = Some(Pending {
            purpose,
            request: BotRequest {
                id,
                // The game as its link: a string is all the page writes for the worker, and
                // the live table's module, which has the link's writer anyway, carries no
                // writer of a record's structured-clone form.
                game: GameSource::Link(encode_link(game)),
                level,
                budget,
                seed,
            },
            record,
        });
    }

    /// Takes the worker's reply: used when it answers the question in flight about the
    /// game still on the board, [`Outcome::Stale`] otherwise.
    pub fn receive(&mut self, reply: &BotReply, game: &Game) -> Outcome {
        let Some(p) = &self.pending else {
            return Outcome::Stale;
        };
        if p.request.id != reply.id || p.record != GameRecord::of(game) {
            return Outcome::Stale;
        }
        let purpose = p.purpose;
        self.pending = None;
        match (reply.mv, &reply.error) {
            (Some(mv), None) => Outcome::Use(Answer { purpose, mv }),
            (_, Some(error)) => {
                // A failing bot would fail again at once; wait for the player instead.
                if purpose == Purpose::Play {
                    self.paused = true;
                }
                Outcome::Failed(WorkerTrouble::Reported(error.clone()))
            }
            (None, None) => {
                if purpose == Purpose::Play {
                    self.paused = true;
                }
                Outcome::Failed(WorkerTrouble::NoMove)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_bots::STEPS;
    use blockness_core::{Edition, Setup};
    use blockness_worker_messages::ThinkingInfo;

    fn new_game(players: usize) -> Game {
        let edition = Edition::lochside_v1();
        Game::lochside_v1(Setup::new(&edition, players, None, false).unwrap())
    }

    fn reply(id: u64, mv: Option<Move>) -> BotReply {
        BotReply {
            id,
            mv,
            notation: None,
            info: ThinkingInfo::default(),
            error: None,
        }
    }

    const HUMAN_VS_STRONG: [SeatKind; 2] = [SeatKind::Human, SeatKind::Bot(STEPS[7])];

    #[test]
    fn nothing_is_asked_while_a_person_is_to_move() {
        let game = new_game(2);
        let mut driver = BotDriver::new(1);
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert_eq!(driver.request(), None);
        assert!(!driver.is_thinking());
    }

    #[test]
    fn a_bot_to_move_is_asked_once_with_its_level_and_the_game() {
        let mut game = new_game(2);
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
        let mut driver = BotDriver::new(1);
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        let request = driver.request().cloned().expect("the bot is asked");
        assert_eq!(request.level, Level::Strong);
        assert_eq!(request.game, GameSource::Link(encode_link(&game)));
        assert_eq!(
            request.game.game().map(|g| GameRecord::of(&g)),
            Ok(GameRecord::of(&game))
        );
        assert_eq!(request.budget.time_ms, Some(STRONG_THINK_MS));
        // Syncing again about the same game keeps the same question.
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert_eq!(driver.request(), Some(&request));
        assert!(driver.is_thinking());
    }

    #[test]
    fn the_answer_for_the_board_is_used_and_a_repeat_is_stale() {
        let mut game = new_game(2);
        game.play(game.legal_moves()[0]).unwrap();
        let mut driver = BotDriver::new(1);
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        let id = driver.request().unwrap().id;
        let answer = game.legal_moves()[3];
        assert_eq!(
            driver.receive(&reply(id, Some(answer)), &game),
            Outcome::Use(Answer {
                purpose: Purpose::Play,
                mv: answer
            })
        );
        assert_eq!(
            driver.receive(&reply(id, Some(answer)), &game),
            Outcome::Stale
        );
    }

    #[test]
    fn an_answer_about_a_game_since_changed_is_stale() {
        let mut game = new_game(2);
        game.play(game.legal_moves()[0]).unwrap();
        let mut driver = BotDriver::new(1);
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        let id = driver.request().unwrap().id;
        let answer = game.legal_moves()[0];
        // The person took their move back before the bot answered.
        game.undo();
        driver.pause();
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert_eq!(driver.request(), None);
        assert_eq!(
            driver.receive(&reply(id, Some(answer)), &game),
            Outcome::Stale
        );
        // Same moves again but a newer question: the old id no longer counts.
        game.play(game.legal_moves()[0]).unwrap();
        driver.resume();
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        let newer = driver.request().unwrap().id;
        assert_ne!(newer, id);
        assert_eq!(
            driver.receive(&reply(id, Some(answer)), &game),
            Outcome::Stale
        );
        assert!(matches!(
            driver.receive(&reply(newer, Some(answer)), &game),
            Outcome::Use(_)
        ));
    }

    #[test]
    fn paused_bots_wait_until_resumed() {
        let mut game = new_game(2);
        game.play(game.legal_moves()[0]).unwrap();
        let mut driver = BotDriver::new(1);
        driver.pause();
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert_eq!(driver.request(), None);
        driver.resume();
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert!(driver.is_thinking());
    }

    #[test]
    fn a_replayed_position_or_open_dialog_holds_the_bots() {
        let game = new_game(2);
        let bots = [SeatKind::bot(Level::Easy), SeatKind::bot(Level::Medium)];
        let mut driver = BotDriver::new(1);
        driver.sync(&game, &bots, false);
        assert_eq!(driver.request(), None);
        driver.sync(&game, &bots, true);
        assert_eq!(driver.request().unwrap().level, Level::Easy);
        // The dialog opens while the bot thinks: the question is dropped.
        driver.sync(&game, &bots, false);
        assert_eq!(driver.request(), None);
    }

    #[test]
    fn every_question_gets_its_own_seed() {
        let mut game = new_game(2);
        let bots = [SeatKind::bot(Level::Easy), SeatKind::bot(Level::Easy)];
        let mut driver = BotDriver::new(5);
        driver.sync(&game, &bots, true);
        let first = driver.request().unwrap().clone();
        let mv = game.legal_moves()[0];
        assert!(matches!(
            driver.receive(&reply(first.id, Some(mv)), &game),
            Outcome::Use(_)
        ));
        game.play(mv).unwrap();
        driver.sync(&game, &bots, true);
        let second = driver.request().unwrap().clone();
        assert_ne!(first.seed, second.seed);
        assert_eq!(first.seed, mix_seed(5, first.id));
    }

    #[test]
    fn a_rung_between_two_levels_asks_for_the_level_each_question_draws() {
        let game = new_game(2);
        let casual = SeatKind::Bot(STEPS[2]);
        let mut asked = Vec::new();
        for seed in 0..40 {
            let mut driver = BotDriver::new(seed);
            driver.sync(&game, &[casual, SeatKind::Human], true);
            let request = driver.request().unwrap();
            let drawn = mix_seed(seed, request.id);
            let (level, move_seed) = move_level(STEPS[2].rung(), drawn);
            assert_eq!((request.level, request.seed), (level, move_seed));
            asked.push(request.level);
        }
        // Casual plays half its moves as medium does, the rest as easy does.
        assert!(asked.contains(&Level::Easy) && asked.contains(&Level::Medium));
        assert!(!asked.contains(&Level::Strong));
    }

    #[test]
    fn a_hint_is_asked_of_the_strong_bot_and_dropped_when_the_game_moves_on() {
        let mut game = new_game(2);
        let mut driver = BotDriver::new(1);
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert!(driver.ask_hint(&game));
        let request = driver.request().unwrap().clone();
        assert_eq!(request.level, Level::Strong);
        assert!(!driver.is_thinking());
        // The person plays before the hint arrives.
        game.play(game.legal_moves()[0]).unwrap();
        let hint = game.legal_moves()[0];
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert_eq!(
            driver.receive(&reply(request.id, Some(hint)), &game),
            Outcome::Stale
        );
        // Now the bot is to move: its question replaced the hint, and no hint may be
        // asked on its turn.
        assert!(driver.is_thinking());
        assert!(!driver.ask_hint(&game));
    }

    #[test]
    fn a_hint_answer_is_marked_as_such() {
        let game = new_game(2);
        let mut driver = BotDriver::new(1);
        assert!(driver.ask_hint(&game));
        let id = driver.request().unwrap().id;
        let mv = game.legal_moves()[1];
        assert_eq!(
            driver.receive(&reply(id, Some(mv)), &game),
            Outcome::Use(Answer {
                purpose: Purpose::Hint,
                mv
            })
        );
    }

    #[test]
    fn a_failing_bot_pauses_with_the_reason() {
        let mut game = new_game(2);
        game.play(game.legal_moves()[0]).unwrap();
        let mut driver = BotDriver::new(1);
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        let id = driver.request().unwrap().id;
        let failed = BotReply {
            error: Some("the game record cannot be replayed".into()),
            ..reply(id, None)
        };
        assert_eq!(
            driver.receive(&failed, &game),
            Outcome::Failed(WorkerTrouble::Reported(
                "the game record cannot be replayed".into()
            ))
        );
        assert!(driver.is_paused());
        driver.sync(&game, &HUMAN_VS_STRONG, true);
        assert_eq!(driver.request(), None);
    }
}
