//! Reading what the commands work on: the edition file, the game JSON on stdin, and
//! move lists; every problem becomes a [`CliError`] with a message naming it.

use std::io::Read;
use std::path::PathBuf;
use std::sync::Arc;

use blockness_core::{link_edition, Edition, Game, GameRecord, Move, RecordError};
use clap::Args;

use crate::error::CliError;

/// The `--edition NAME|FILE` option shared by the commands that play on a board.
#[derive(Args, Debug, Clone)]
pub struct EditionArg {
    /// A built-in edition's name (lochside-v1, lochside-v2) or an edition file (JSON in the
    /// schema of edition-v1.json). Without it, a new game is on the default edition
    /// (lochside-v2), and a game read from a record or a link on the edition it names.
    #[arg(long, value_name = "NAME|FILE")]
    pub edition: Option<String>,
}

impl EditionArg {
    /// The edition named by the option, validated, or the default edition for new games.
    pub fn load(&self) -> Result<Arc<Edition>, CliError> {
        self.load_or(Edition::standard().name())
    }

    /// The edition named by the option, or else the one `record`'s game is on.
    pub fn load_for_record(&self, record: &GameRecord) -> Result<Arc<Edition>, CliError> {
        self.load_or(record.edition_name())
    }

    /// The edition named by the option, or else the built-in one `link` was written for.
    pub fn load_for_link(&self, link: &str) -> Result<Arc<Edition>, CliError> {
        match &self.edition {
            Some(_) => self.load(),
            None => self.load_or(link_edition(link).map_err(CliError::BadLink)?),
        }
    }

    /// The edition named by the option, or else the built-in edition `name`.
    fn load_or(&self, name: &str) -> Result<Arc<Edition>, CliError> {
        let Some(given) = &self.edition else {
            return Edition::built_in(name).map(Arc::new).ok_or_else(|| {
                CliError::BadInput(format!(
                    "the game is on the edition {name:?}, which is not built in: give its file with --edition"
                ))
            });
        };
        if let Some(edition) = Edition::built_in(given) {
            return Ok(Arc::new(edition));
        }
        let path = PathBuf::from(given);
        let text = std::fs::read_to_string(&path).map_err(|e| {
            let names: Vec<&str> = Edition::built_in_names().collect();
            CliError::BadInput(format!(
                "--edition {given} is neither a built-in edition ({}) nor a readable edition file: {e}",
                names.join(", ")
            ))
        })?;
        Edition::from_json(&text)
            .map(Arc::new)
            .map_err(|e| CliError::BadInput(format!("bad edition file {}: {e}", path.display())))
    }
}

/// Everything on stdin, as text.
pub fn read_stdin() -> Result<String, CliError> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| CliError::BadInput(format!("cannot read the game from stdin: {e}")))?;
    Ok(text)
}

/// A game record from its JSON text (`{"players", "expert", "colors", "moves"}`).
pub fn parse_record(text: &str) -> Result<GameRecord, CliError> {
    serde_json::from_str(text)
        .map_err(|e| CliError::BadInput(format!("the game JSON is malformed: {e}")))
}

/// The game `record` describes, played on `edition`.
pub fn replay(record: &GameRecord, edition: Arc<Edition>) -> Result<Game, CliError> {
    record.replay(edition).map_err(|e| match e {
        RecordError::Setup(setup) => {
            CliError::BadInput(format!("the game setup is refused: {setup}"))
        }
        RecordError::IllegalMove { index, reason } => CliError::IllegalMove { index, reason },
    })
}

/// The game whose JSON record is on stdin, on the edition chosen by `edition` or else the
/// one the record names.
pub fn read_game(edition: &EditionArg) -> Result<Game, CliError> {
    let record = parse_record(&read_stdin()?)?;
    replay(&record, edition.load_for_record(&record)?)
}

/// A JSON array of moves in the form of the rules (§7).
pub fn parse_moves(text: &str) -> Result<Vec<Move>, CliError> {
    serde_json::from_str(text)
        .map_err(|e| CliError::BadInput(format!("the move list is malformed: {e}")))
}

/// Plays `moves` in order, naming the first illegal one by its index in `moves`.
pub fn play_all(game: &mut Game, moves: &[Move]) -> Result<(), CliError> {
    for (index, &mv) in moves.iter().enumerate() {
        game.play(mv)
            .map_err(|reason| CliError::IllegalMove { index, reason })?;
    }
    Ok(())
}

/// Refuses a node-budget spread (`--jitter`) outside 0 to 1.
pub fn check_jitter(jitter: f64) -> Result<(), CliError> {
    if (0.0..=1.0).contains(&jitter) {
        Ok(())
    } else {
        Err(CliError::BadInput(format!(
            "--jitter must lie between 0 and 1, not {jitter}"
        )))
    }
}
