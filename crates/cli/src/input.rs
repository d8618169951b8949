//! Reading what the commands work on: the edition file, the game JSON on stdin, and
//! move lists; every problem becomes a [`CliError`] with a message naming it.

use std::io::Read;
use std::path::PathBuf;
use std::sync::Arc;

use blockness_core::{Edition, Game, GameRecord, Move, RecordError};
use clap::Args;

use crate::error::CliError;

/// The `--edition FILE` option shared by the commands that play on a board.
#[derive(Args, Debug, Clone)]
pub struct EditionArg {
    /// Edition file (JSON in the schema of edition-v1.json); the built-in edition when absent.
    #[arg(long, value_name = "FILE")]
    pub edition: Option<PathBuf>,
}

impl EditionArg {
    /// The edition named by the option, validated.
    pub fn load(&self) -> Result<Arc<Edition>, CliError> {
        let Some(path) = &self.edition else {
            return Ok(Arc::new(Edition::standard()));
        };
        let text = std::fs::read_to_string(path).map_err(|e| {
            CliError::BadInput(format!(
                "cannot read the edition file {}: {e}",
                path.display()
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

/// The game whose JSON record is on stdin, on the edition chosen by `edition`.
pub fn read_game(edition: &EditionArg) -> Result<Game, CliError> {
    let edition = edition.load()?;
    let record = parse_record(&read_stdin()?)?;
    replay(&record, edition)
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
