//! What a cell is called: its accessible name, with what stands on it and what clicking
//! it does.

use blockness_core::Cell;
use blockness_web_common::{say, Lang};

use super::message::{CellContent, CellRole};
use super::names::{colour_name, end_name};

/// A cell's accessible name: its name, then what is on it, lowest first.
pub(super) fn cell_label(
    cell: Cell,
    contents: &[CellContent],
    out_of_play: bool,
    role: CellRole,
    lang: Lang,
) -> String {
    let mut parts = vec![cell.to_string()];
    if out_of_play {
        parts.push(say!(
            lang,
            "out of play",
            "hors jeu",
            "nicht im Spiel",
            "fuori gioco"
        ));
    }
    if contents.is_empty() && !out_of_play {
        parts.push(say!(lang, "empty", "libre", "frei", "libero"));
    }
    parts.extend(contents.iter().map(|c| content(c, lang)));
    match role {
        CellRole::None => {}
        CellRole::Start => parts.push(say!(
            lang,
            "start cell",
            "case de départ",
            "Startfeld",
            "foro di partenza",
        )),
        CellRole::Chosen => parts.push(say!(
            lang,
            "chosen start cell",
            "case de départ choisie",
            "gewähltes Startfeld",
            "foro di partenza scelto",
        )),
        CellRole::SecondFoot => parts.push(say!(
            lang,
            "second foot",
            "second pied",
            "zweiter Fuß",
            "secondo piede",
        )),
    }
    parts.join(", ")
}

/// Something on a cell, as its accessible name lists it.
fn content(content: &CellContent, lang: Lang) -> String {
    match *content {
        CellContent::Foot { colour, height } => say!(
            lang,
            "foot of {colour}'s segment of height {height}",
            "pied d'un segment de hauteur {height} du joueur {colour}",
            "Fuß eines Segments von {colour} (Höhe {height})",
            "piede di un segmento di altezza {height} del giocatore {colour}",
            colour = colour_name(colour, lang),
        ),
        CellContent::Arch { colour, height } => say!(
            lang,
            "under {colour}'s arch of height {height}",
            "sous l'arche de hauteur {height} du joueur {colour}",
            "unter dem Bogen von {colour} (Höhe {height})",
            "sotto l'arco di altezza {height} del giocatore {colour}",
            colour = colour_name(colour, lang),
        ),
        CellContent::End { colour, end } => say!(
            lang,
            "{colour}'s {end}",
            "{end} du joueur {colour}",
            "{end} von {colour}",
            "{end} del giocatore {colour}",
            colour = colour_name(colour, lang),
            end = end_name(end, lang),
        ),
    }
}
