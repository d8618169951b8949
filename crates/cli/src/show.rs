//! `blockness show`: a game's position drawn as text, for people and bug reports.

use std::fmt::Write;

use blockness_core::{Cell, Colour, End, Game, Notation, Phase, TieBreak, Zone};
use clap::Args;

use crate::error::CliError;
use crate::input::{self, EditionArg};
use crate::output;

/// The long help of the command: what it reads, what it prints, how it fails.
pub const LONG_ABOUT: &str =
    "Read a game as JSON on stdin (the form `referee` reads) and draw its \
    position as text: the board with cell names on its axes (columns a.., rows 1..), zones, \
    feet, arches with their heights, heads and tails; each seat's reserve (span x height) and \
    segments left; the segments in the order placed; whose turn it is; the ranking once the \
    game is over. A legend under the board explains every mark. With the swap option the \
    heading says who plays which colour (the opener placed the first starter, the answerer \
    could swap) and the move list shows a swap as `swap`.\n\n\
    An illegal move exits with status 1 and prints {\"error\": {\"index\": i, \"reason\": \"...\"}} \
    (index from 0). Malformed input or a refused setup exits with status 2 and one line on stderr.";

/// Arguments of `blockness show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    edition: EditionArg,
}

/// Replays the game on stdin and prints its drawing.
pub fn run(args: &ShowArgs) -> Result<(), CliError> {
    let game = input::read_game(&args.edition)?;
    output::print_text(&render(&game))
}

/// The whole text: heading, turn, board, legend, monsters, segments, ranking.
fn render(game: &Game) -> String {
    let mut text = String::new();
    heading(game, &mut text);
    text.push('\n');
    board(game, &mut text);
    text.push('\n');
    legend(&mut text);
    text.push('\n');
    monsters(game, &mut text);
    text.push('\n');
    segments(game, &mut text);
    if let Some(ranking) = game.ranking() {
        text.push('\n');
        text.push_str("Ranking (fewest segments left first, then the taller head)\n");
        for s in ranking {
            let decided = match s.tie_break {
                TieBreak::Segments => "decided by segments left",
                TieBreak::HeadHeight => "tie on segments left, decided by head height",
                TieBreak::Shared => "full tie, place shared",
            };
            let person = if game.rules().setup().swap() {
                format!(" ({})", person_name(s.person))
            } else {
                String::new()
            };
            let _ = writeln!(
                text,
                "  {}. seat {} {:<6}{person}  {} left  head height {}  ({decided})",
                s.place,
                s.seat,
                s.colour.name(),
                s.left,
                s.head_height
            );
        }
    }
    text
}

/// The letter that marks `colour` on the board: its initial, upper case for feet and
/// lower case for arches.
fn letter(colour: Colour) -> char {
    colour
        .name()
        .chars()
        .next()
        .map_or('?', |c| c.to_ascii_uppercase())
}

/// How the show names a person of a game with the swap option.
fn person_name(person: usize) -> &'static str {
    if person == 0 {
        "opener"
    } else {
        "answerer"
    }
}

fn heading(game: &Game, text: &mut String) {
    let rules = game.rules();
    let setup = rules.setup();
    let _ = writeln!(
        text,
        "Block Ness, edition {}: {} players, {}{}",
        rules.edition().name(),
        setup.players(),
        if setup.expert() {
            "expert variant"
        } else {
            "base game"
        },
        if setup.swap() { ", swap option" } else { "" }
    );
    let _ = writeln!(text, "Moves played: {}", game.moves().len());
    if setup.swap() {
        let people: Vec<String> = (0..2)
            .map(|person| {
                let seat = game.seat_of(person);
                format!(
                    "the {} plays seat {seat} ({})",
                    person_name(person),
                    setup.colours()[seat]
                )
            })
            .collect();
        let _ = writeln!(
            text,
            "People: {}{}",
            people.join(", "),
            if game.swapped() { " (swapped)" } else { "" }
        );
    }
    let seat_name = |seat: usize| format!("seat {seat} ({})", setup.colours()[seat]);
    let turn = match (game.phase(), game.to_move()) {
        (Phase::Setup, Some(seat)) if game.may_swap() => {
            format!("setup; {} places its starter or swaps", seat_name(seat))
        }
        (Phase::Setup, Some(seat)) => {
            format!("setup; {} places its starter", seat_name(seat))
        }
        (Phase::Play, Some(seat)) => format!(
            "play; {} to move, {} legal moves",
            seat_name(seat),
            game.legal_moves().len()
        ),
        _ => "over; nobody can place".to_string(),
    };
    let _ = writeln!(text, "Phase: {turn}");
}

/// What is seen of one cell from above, three characters wide.
fn cell_mark(game: &Game, cell: Cell) -> String {
    let rules = game.rules();
    let Some(zone) = rules.edition().zone(cell) else {
        return "   ".to_string();
    };
    if !rules.is_active(cell) {
        return " # ".to_string();
    }
    let foot = game
        .segments()
        .iter()
        .find(|s| s.from == cell || s.to == cell);
    // Arches over one cell cross each other, so each is taller than the ones below:
    // the tallest is the one seen from above.
    let mut arches: Vec<_> = game
        .segments()
        .iter()
        .filter(|s| s.spans_over(cell))
        .collect();
    arches.sort_by_key(|s| s.segment.height);
    if let Some(top) = arches.last() {
        let below = arches.len() > 1 || foot.is_some();
        return format!(
            "{}{}{}",
            letter(top.colour).to_ascii_lowercase(),
            top.segment.height,
            if below { '+' } else { ' ' }
        );
    }
    if let Some(foot) = foot {
        let end = End::BOTH
            .into_iter()
            .find(|&end| game.end_cell(foot.seat, end) == Some(cell));
        let end_mark = match end {
            Some(End::Head) => 'H',
            Some(End::Tail) => 'T',
            None => ' ',
        };
        return format!("{}{}{end_mark}", letter(foot.colour), foot.segment.height);
    }
    match zone {
        Zone::Deep => " . ",
        Zone::Medium => " - ",
        Zone::Shallow => " ~ ",
    }
    .to_string()
}

fn board(game: &Game, text: &mut String) {
    let edition = game.rules().edition();
    let label_width = edition.height().to_string().len();
    let _ = write!(text, "{:label_width$} ", "");
    let columns: Vec<String> = (0..edition.width())
        // Editions are at most 26 columns wide, so every column has a letter.
        .map(|x| format!(" {} ", char::from(b'a' + x as u8)))
        .collect();
    text.push_str(columns.join(" ").trim_end());
    text.push('\n');
    for y in 0..edition.height() {
        let marks: Vec<String> = (0..edition.width())
            .map(|x| cell_mark(game, Cell::new(x as u8, y as u8)))
            .collect();
        let row = format!("{:>label_width$} {}", y + 1, marks.join(" "));
        text.push_str(row.trim_end());
        text.push('\n');
    }
}

fn legend(text: &mut String) {
    text.push_str(concat!(
        "Legend (three characters per cell):\n",
        "   .   -   ~     free hole in play: deep, medium, shallow zone\n",
        "   #             hole not in play with this many players\n",
        "  (blank)        no hole\n",
        "  O3             foot of an orange segment of height 3 (G green, P purple, B black)\n",
        "  O3H  O3T       that foot carries orange's head / tail\n",
        "  o5             under the arch of an orange segment of height 5, the tallest over the cell\n",
        "  o5+            the same, with a lower arch or a foot beneath it\n",
    ));
}

fn monsters(game: &Game, text: &mut String) {
    let rules = game.rules();
    let pos = game.position();
    text.push_str("Monsters (reserve as span x height)\n");
    for (seat, &colour) in rules.setup().colours().iter().enumerate() {
        let ends = if pos.has_started(seat) {
            let end_text = |end: End, height: u8| {
                game.end_cell(seat, end)
                    .map_or_else(String::new, |cell| format!("{cell} (height {height})"))
            };
            format!(
                "head {}, tail {}",
                end_text(End::Head, pos.head_height(seat)),
                end_text(End::Tail, pos.tail_height(seat))
            )
        } else {
            "starter not placed".to_string()
        };
        let set = rules.set(seat);
        let reserve: Vec<String> = pos
            .reserve(seat)
            .filter_map(|piece| set.get(piece))
            .map(|s| format!("{}x{}", s.span, s.height))
            .collect();
        let reserve = if reserve.is_empty() {
            "empty".to_string()
        } else {
            reserve.join(" ")
        };
        let _ = writeln!(
            text,
            "  seat {seat} {:<6} ({})  {ends}; {} left: {reserve}",
            colour.name(),
            letter(colour),
            pos.left(seat)
        );
    }
}

fn segments(game: &Game, text: &mut String) {
    let rules = game.rules();
    if game.moves().is_empty() {
        text.push_str("Segments: none placed yet\n");
        return;
    }
    text.push_str("Segments in the order placed (move, colour, piece, span x height, feet, cells under the arch)\n");
    for (i, mv) in game.moves().iter().enumerate() {
        let notation = game
            .position_at(i)
            .map_or_else(String::new, |pos| Notation::of(rules, pos, mv).to_string());
        // A swap lays nothing: it gets a line of its own in the list.
        let Some(placed) = game.segments().iter().find(|s| s.order == i) else {
            let _ = writeln!(
                text,
                "  {:>2}. {:<11} the answerer takes over {}, the opener will play {}",
                i + 1,
                notation,
                rules.setup().colours()[0].name(),
                rules.setup().colours()[1].name()
            );
            continue;
        };
        let under: Vec<String> = placed
            .footprint()
            .filter(|&c| placed.spans_over(c))
            .map(|c| c.to_string())
            .collect();
        let under = if under.is_empty() {
            "none".to_string()
        } else {
            under.join(" ")
        };
        let _ = writeln!(
            text,
            "  {:>2}. {:<11} {:<6} piece {}  {}x{}  feet {} {}  under: {under}",
            i + 1,
            notation,
            placed.colour.name(),
            placed.piece,
            placed.segment.span,
            placed.segment.height,
            placed.from,
            placed.to
        );
    }
}
