//! `blockness`: the Block Ness rules engine on the command line, for scripts, tests,
//! other programs and bug reports. Results go to stdout (JSON unless the command is
//! meant for people); problems go to stderr and the exit status.

mod analyse;
mod arena;
mod balance;
mod bestmove;
mod error;
mod input;
mod levels;
mod link;
mod lochness;
mod output;
mod perft;
mod puzzle;
mod rating;
mod referee;
mod rules;
mod show;
mod table;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::error::CliError;

/// The Block Ness rules engine on the command line.
///
/// Exit status: 0 on success; 1 when the input is understood but refused (an illegal
/// move, a link that holds no valid game), with a JSON `{"error": ...}` object on stdout;
/// 2 when the input or command line cannot be understood (malformed JSON, refused
/// player count or colours, bad edition file), with one line on stderr; 3 when a live
/// table's broker cannot be reached or a live table does not finish in time.
#[derive(Parser, Debug)]
#[command(name = "blockness", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// One variant per subcommand; each lives in its own module with its arguments and `run`.
#[derive(Subcommand, Debug)]
enum Command {
    /// Print the edition (board map and monster sets) as JSON.
    #[command(long_about = rules::LONG_ABOUT)]
    Rules(rules::RulesArgs),
    /// Check a game read from stdin and print its state and legal moves as JSON.
    #[command(long_about = referee::LONG_ABOUT)]
    Referee(referee::RefereeArgs),
    /// Count move sequences of a given depth and time the count.
    #[command(long_about = perft::LONG_ABOUT)]
    Perft(perft::PerftArgs),
    /// Turn a game into the text of a shareable link, and back.
    Link(link::LinkArgs),
    /// Draw the position of a game read from stdin as text, for people.
    #[command(long_about = show::LONG_ABOUT)]
    Show(show::ShowArgs),
    /// Print the move a bot chooses in a game read from stdin.
    #[command(long_about = bestmove::LONG_ABOUT)]
    Bestmove(bestmove::BestMoveArgs),
    /// Play bots against each other and print their scores.
    #[command(long_about = arena::LONG_ABOUT)]
    Arena(arena::ArenaArgs),
    /// Print the ladder of computer opponents with their measured ratings.
    #[command(long_about = levels::LONG_ABOUT)]
    Levels(levels::LevelsArgs),
    /// Replay rated results (JSON on stdin) into a person's rating.
    #[command(long_about = rating::LONG_ABOUT)]
    Rating(rating::RatingArgs),
    /// Play equal bots on an edition and print each colour's and seat's score against fair.
    #[command(long_about = balance::LONG_ABOUT)]
    Balance(balance::BalanceArgs),
    /// Solo puzzles: the campaign, solve, check, generate and the daily puzzle.
    #[command(long_about = puzzle::LONG_ABOUT)]
    Puzzle(puzzle::PuzzleArgs),
    /// Say what each move of a game read from stdin was worth, and each player's accuracy.
    #[command(long_about = analyse::LONG_ABOUT)]
    Analyse(analyse::AnalyseArgs),
    /// Loch Ness, the second game: its board, a referee and bots.
    #[command(long_about = lochness::LONG_ABOUT)]
    Lochness(lochness::LochnessArgs),
    /// Live tables on an MQTT broker: make one, sit a bot at it, watch it, load a broker.
    #[command(long_about = table::LONG_ABOUT)]
    Table(table::TableArgs),
}

impl Command {
    fn run(&self) -> Result<(), CliError> {
        match self {
            Command::Rules(args) => rules::run(args),
            Command::Referee(args) => referee::run(args),
            Command::Perft(args) => perft::run(args),
            Command::Link(args) => link::run(args),
            Command::Show(args) => show::run(args),
            Command::Bestmove(args) => bestmove::run(args),
            Command::Arena(args) => arena::run(args),
            Command::Levels(args) => levels::run(args),
            Command::Rating(args) => rating::run(args),
            Command::Balance(args) => balance::run(args),
            Command::Puzzle(args) => puzzle::run(args),
            Command::Analyse(args) => analyse::run(args),
            Command::Lochness(args) => lochness::run(args),
            Command::Table(args) => table::run(args),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => error.report(),
    }
}
