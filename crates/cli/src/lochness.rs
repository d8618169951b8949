//! `blockness lochness`: the rules of Loch Ness, the site's second game, on the command
//! line: the board, a referee for recorded games, and bots playing to the end.

use blockness_lochness::ladder::{choose_as, find_rung, Rung};
use blockness_lochness::{link, Board, Game, Record, Setup, DEFAULT_BUDGET};
use clap::{Args, Subcommand};
use serde_json::json;

use crate::error::CliError;
use crate::input;
use crate::output;

/// The long help of the command group.
pub const LONG_ABOUT: &str = "Loch Ness, the second game of the site: photographers around a \
    lake, a die that swims Nessie, photo fragments mounted on two photos. `board` prints the \
    lake as JSON, `referee` checks a game read from stdin, `play` lets bots play to the end, \
    `link encode` and `link decode` write a game as link text and read it back.\n\n\
    An illegal action exits with status 1 and prints {\"error\": {\"index\": i, \"reason\": \"...\"}} \
    (index from 0); malformed input or a refused setup exits with status 2 and one line on stderr.";

const REFEREE_ABOUT: &str = "Read {\"players\": N, \"seed\": S, \"variant5\": bool, \"actions\": [...]} \
    on stdin (variant5 and actions may be left out; five players need variant5), replay it and \
    print the state as one line of JSON: players, seed, variant5, step, turn (the seat whose \
    turn it is), turns (completed), to_act (null at the end), die (1-5, \"wave\" or null), \
    nessie [head, body, tail], photographers (point ids per seat), rulers ({\"upper\": [5], \
    \"lower\": [5]} of {\"kind\", \"colour\"} or null, columns bench, lighthouse, bush, pier, boat), \
    decks (sizes), hand (drawn fragments on show), last_round, legal, scores ({\"points\", \
    \"twos\"} per seat) and, at the end, winners.\n\n\
    An action is {\"kind\": \"place\", \"point\"}, {\"kind\": \"move\", \"from\", \"to\"}, \
    {\"kind\": \"pass\"}, {\"kind\": \"relocate\", \"to\"}, {\"kind\": \"draw\", \"deck\"}, \
    {\"kind\": \"keep\", \"index\", \"row\": \"upper\"|\"lower\"}, {\"kind\": \"discard\"}, \
    {\"kind\": \"roll\"}, {\"kind\": \"swim\", \"nessie\": [head, body, tail]}, \
    {\"kind\": \"withdraw\", \"point\"} or {\"kind\": \"flip\", \"seat\", \"column\"}.";

const PLAY_ABOUT: &str = "Bots play a game to the end. Prints the game as the referee reads it \
    ({\"players\", \"seed\", \"variant5\", \"actions\"}) on one line, then the final state on the \
    next. With --trace, the state after every action comes first, one per line. With --games N, \
    plays the seeds S to S+N-1 and prints one summary line per game, then a line with the mean, \
    least and most turns, each seat's share of the wins (a shared win split evenly) and the \
    half-width of its 95% interval.";

/// Arguments of `blockness lochness`.
#[derive(Args, Debug)]
pub struct LochnessArgs {
    #[command(subcommand)]
    command: LochnessCommand,
}

#[derive(Subcommand, Debug)]
enum LochnessCommand {
    /// Print the lake board as JSON: {"lake", "lines", "points"}.
    Board,
    /// Check a game read from stdin and print its state and legal actions as JSON.
    #[command(long_about = REFEREE_ABOUT)]
    Referee,
    /// Let bots play games to the end and print them.
    #[command(long_about = PLAY_ABOUT)]
    Play(PlayArgs),
    /// Write a game as link text, or read link text back into a game.
    #[command(subcommand)]
    Link(LinkCommand),
}

/// `blockness lochness link encode|decode`.
#[derive(Subcommand, Debug)]
enum LinkCommand {
    /// Read a game ({"players", "seed", "variant5", "actions"}) on stdin and print its link text.
    Encode,
    /// Read link text on stdin and print the game as the referee reads it.
    Decode,
}

/// Arguments of `blockness lochness play`.
#[derive(Args, Debug)]
struct PlayArgs {
    /// Players, 2 to 5 (five play the five-player variant).
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// Seed of the decks, Nessie's first place, the die and the bots.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Print the state after every action, one per line.
    #[arg(long)]
    trace: bool,
    /// Bot levels by seat, comma-separated: any rung of the ladder (`blockness levels --game
    /// lochness`), by name or number; one level serves every seat.
    #[arg(long, value_delimiter = ',', default_value = "medium", value_parser = |s: &str| find_rung(s))]
    bots: Vec<Rung>,
    /// Games the strong level plays out for each decision: more plays better and slower.
    /// The same seed and budget replay the same games.
    #[arg(long, default_value_t = DEFAULT_BUDGET as u64, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    budget: u64,
    /// Play this many games, from the seed upwards, and print a summary.
    #[arg(long, default_value_t = 1)]
    games: u64,
}

/// Runs the chosen subcommand.
pub fn run(args: &LochnessArgs) -> Result<(), CliError> {
    match &args.command {
        LochnessCommand::Board => output::print_text(&Board::standard().to_json()),
        LochnessCommand::Referee => referee(),
        LochnessCommand::Play(play) => play_games(play),
        LochnessCommand::Link(LinkCommand::Encode) => encode_link(),
        LochnessCommand::Link(LinkCommand::Decode) => decode_link(),
    }
}

fn read_record() -> Result<Record, CliError> {
    let text = input::read_stdin()?;
    serde_json::from_str(&text)
        .map_err(|e| CliError::BadInput(format!("the game JSON is malformed: {e}")))
}

/// Any record of the right form gets its link, legal or not: a link carries a game
/// exactly, and the referee (or the page) says where it stops being legal.
fn encode_link() -> Result<(), CliError> {
    output::print_text(&link::encode(&read_record()?))
}

fn decode_link() -> Result<(), CliError> {
    let text = input::read_stdin()?;
    let record = link::decode(&text)
        .map_err(|e| CliError::BadInput(format!("the link cannot be read: {e}")))?;
    output::print_json(&record)
}

fn new_game(setup: Setup) -> Result<Game, CliError> {
    Game::new(setup).map_err(|e| CliError::BadInput(format!("the game setup is refused: {e}")))
}

fn referee() -> Result<(), CliError> {
    let record = read_record()?;
    let mut game = new_game(record.setup())?;
    for (index, &action) in record.actions.iter().enumerate() {
        game.apply(action)
            .map_err(|reason| CliError::IllegalAction {
                index,
                reason: reason.to_string(),
            })?;
    }
    output::print_json(&game.state())
}

/// Plays one game with `levels` (one per seat) and calls `each` after every action.
fn play_one(
    setup: Setup,
    levels: &[Rung],
    budget: usize,
    mut each: impl FnMut(&Game) -> Result<(), CliError>,
) -> Result<Game, CliError> {
    let mut game = new_game(setup)?;
    while let Some(seat) = game.to_act() {
        let level = levels[seat % levels.len()];
        let bot_seed = setup.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seat as u64;
        let action = choose_as(&level, &game, bot_seed, budget)
            .ok_or_else(|| CliError::BadInput("a bot found no action".to_string()))?;
        game.apply(action).map_err(|e| {
            CliError::BadInput(format!("a bot chose an illegal action ({action:?}): {e}"))
        })?;
        each(&game)?;
    }
    Ok(game)
}

fn play_games(args: &PlayArgs) -> Result<(), CliError> {
    if args.bots.is_empty() || (args.bots.len() != 1 && args.bots.len() != args.players) {
        return Err(CliError::BadInput(format!(
            "--bots names {} levels for {} players: give one, or one per seat",
            args.bots.len(),
            args.players
        )));
    }
    // At most a million, so it fits a usize on any target.
    let budget = args.budget as usize;
    let setup_for = |seed| Setup::seeded(args.players, seed);
    if args.games <= 1 {
        let game = play_one(setup_for(args.seed), &args.bots, budget, |game| {
            if args.trace {
                output::print_json(&game.state())
            } else {
                Ok(())
            }
        })?;
        output::print_json(&Record::of(&game))?;
        return output::print_json(&game.state());
    }
    let mut turns = Vec::new();
    let mut wins = vec![0.0f64; args.players];
    let mut shared = 0u64;
    for k in 0..args.games {
        let seed = args.seed.wrapping_add(k);
        let game = play_one(setup_for(seed), &args.bots, budget, |_| Ok(()))?;
        let winners = game.winners().unwrap_or_default();
        for &w in &winners {
            wins[w] += 1.0 / winners.len() as f64;
        }
        if winners.len() > 1 {
            shared += 1;
        }
        turns.push(game.turns());
        output::print_json(&json!({
            "seed": seed,
            "turns": game.turns(),
            "rounds": game.turns() / args.players,
            "actions": game.actions().len(),
            "scores": game.scores(),
            "winners": winners,
        }))?;
    }
    let games = args.games as f64;
    let mean = turns.iter().sum::<usize>() as f64 / games;
    output::print_json(&json!({
        "games": args.games,
        "players": args.players,
        "bots": args.bots.iter().map(Rung::to_string).collect::<Vec<_>>(),
        "turns": {
            "mean": (mean * 10.0).round() / 10.0,
            "min": turns.iter().min(),
            "max": turns.iter().max(),
        },
        "rounds_mean": (mean / args.players as f64 * 10.0).round() / 10.0,
        "win_share": wins.iter().map(|w| (w / games * 1000.0).round() / 1000.0).collect::<Vec<_>>(),
        // Half the width of each share's 95% interval (normal approximation).
        "margin_95": wins
            .iter()
            .map(|w| {
                let p = w / games;
                (1.96 * (p * (1.0 - p) / games).sqrt() * 1000.0).round() / 1000.0
            })
            .collect::<Vec<_>>(),
        "shared_wins": shared,
    }))
}
