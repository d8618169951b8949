//! A board's sentences in French.

use blockness_core::{Colour, End, IllegalMove, Notation, SegmentRef, SwapRefusal};

use super::message::{CellContent, CellRole, Finale, Message, Who, Winners, WorkerTrouble};
use super::DialogWord;
use crate::words::Lang;
use blockness_bots::Level;
use blockness_web_common::{Input, Number};

/// A colour as a player's name.
pub(super) fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Orange => "Orange",
        Colour::Green => "Vert",
        Colour::Purple => "Mauve",
        Colour::Black => "Noir",
    }
}

fn end(e: End) -> &'static str {
    match e {
        End::Head => "tête",
        End::Tail => "queue",
    }
}

fn segment(s: &SegmentRef) -> String {
    format!(
        "l'arche de hauteur {1} du joueur {0}",
        colour_name(s.colour),
        s.height
    )
}

pub(super) fn level_name(l: Level) -> &'static str {
    match l {
        Level::Easy => "facile",
        Level::Medium => "moyen",
        Level::Strong => "fort",
    }
}

fn who(w: &Who) -> String {
    match *w {
        Who::You => "vous".into(),
        Who::Computer {
            level: l,
            colour: None,
        } => format!("l'ordinateur ({})", level_name(l)),
        Who::Computer {
            level: l,
            colour: Some(c),
        } => format!(
            "l'ordinateur ({}) qui joue {}",
            level_name(l),
            super::player(c, Lang::Fr)
        ),
        Who::Person(c) | Who::Elsewhere(c) => super::player(c, Lang::Fr),
    }
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} et {last}", rest.join(", ")),
    }
}

/// The end of a game, with its winners.
pub(super) fn game_over(w: &Winners) -> String {
    match (w.you, Lang::Fr.number(w.others.len() + usize::from(w.you))) {
        (true, Number::One) => "Partie terminée\u{202f}: vous gagnez".into(),
        (true, Number::Several) => format!(
            "Partie terminée\u{202f}: vous partagez la victoire avec {}",
            list(&w.others)
        ),
        (false, Number::One) => format!("Partie terminée\u{202f}: {} gagne", list(&w.others)),
        (false, Number::Several) => format!(
            "Partie terminée\u{202f}: {} se partagent la victoire",
            list(&w.others)
        ),
    }
}

/// Why the engine refuses a move.
pub(super) fn refusal(r: &IllegalMove) -> String {
    use IllegalMove::*;
    match *r {
        GameOver => "la partie est terminée".into(),
        NotYourTurn { .. } => "c'est au tour d'un autre joueur".into(),
        SetupOver => "le segment de départ de ce monstre est déjà dans le loch".into(),
        StarterFirst => "il faut d'abord poser le segment de départ".into(),
        NoSuchPiece { piece } => format!("un monstre n'a pas de segment numéro {piece}"),
        NotInReserve { .. } => "ce segment est déjà dans le loch".into(),
        UseLowerPiece { .. } => "un segment identique le précède dans la réserve".into(),
        OffBoard { cell } => format!("{cell} est hors du plateau"),
        NotStraight { from, to } => {
            format!("{from} et {to} ne sont ni sur la même ligne ni sur la même colonne")
        }
        WrongSpan { span, distance } => format!(
            "ce segment a une portée de {span}, mais ses pieds seraient à {distance} cases l'un de l'autre"
        ),
        NotNextToEnd { from, end: e, at } => {
            format!("{from} n'est pas une case de départ pour la {} en {at}", end(e))
        }
        OutsideArea { cell } => format!("{cell} n'est pas en jeu avec ce nombre de joueurs"),
        OutsideDeep { cell } => format!(
            "le segment de départ se pose uniquement en eau profonde, et {cell} n'en fait pas partie"
        ),
        SwapRefused { why } => swap_refusal(why).into(),
        FootTaken { cell, by } => format!("la case {cell} est occupée par {}", segment(&by)),
        FootUnderArch { cell, by } => format!("la case {cell} se trouve sous {}", segment(&by)),
        StarterOverlaps { cell, by } => {
            format!("le segment de départ recouvrirait {} en {cell}", segment(&by))
        }
        CrossesEnd { cell, colour: c, end: e, .. } => format!(
            "l'arche passerait au-dessus de la {} du joueur {} en {cell}",
            end(e),
            colour_name(c)
        ),
        CrossesOwnEnd { cell, end: e } => {
            format!("l'arche passerait au-dessus de sa propre {} en {cell}", end(e))
        }
        PassesUnder { height, by } => format!(
            "une arche de hauteur {height} passerait sous {}, plus haute",
            segment(&by)
        ),
        SameHeight { by } => format!(
            "l'arche croiserait {}, qui a la même hauteur",
            segment(&by)
        ),
    }
}

fn swap_refusal(why: SwapRefusal) -> &'static str {
    match why {
        SwapRefusal::NotOffered => "cette partie se joue sans la règle de l'échange",
        SwapRefusal::AlreadySwapped => "les joueurs ont déjà échangé une fois",
        SwapRefusal::NotNow => "l'échange ne peut répondre qu'au tout premier segment de départ",
    }
}

/// Ce qui a départagé les vainqueurs.
fn finale(f: &Finale) -> String {
    match *f {
        Finale::FewerLeft { winner, next } => {
            format!("{} contre {next}.", super::counts::SEGMENTS_LEFT.count(winner as u64, Lang::Fr))
        }
        Finale::TallerHead { left, winner, next } => format!(
            "Égalité de segments ({left} restants chacun)\u{202f}: une tête à la hauteur {winner} l'emporte sur une tête à {next}."
        ),
        Finale::Shared => {
            "Égalité de segments et de hauteur de tête\u{202f}: la victoire est partagée.".into()
        }
    }
}

pub(super) fn trouble(t: &WorkerTrouble) -> String {
    match t {
        WorkerTrouble::CannotStart(d) => format!("impossible de les démarrer\u{202f}: {d}"),
        WorkerTrouble::UnreadableAnswer(d) => format!("leur réponse est illisible\u{202f}: {d}"),
        WorkerTrouble::Stopped(None) => "ils ont cessé de fonctionner".into(),
        WorkerTrouble::Stopped(Some(d)) => format!("ils ont cessé de fonctionner\u{202f}: {d}"),
        WorkerTrouble::CannotAsk(d) => format!("la question n'a pas pu être envoyée\u{202f}: {d}"),
        WorkerTrouble::NoMove => "aucun coup trouvé".into(),
        WorkerTrouble::Reported(d) => format!("erreur signalée\u{202f}: {d}"),
    }
}

fn content(c: &CellContent) -> String {
    match *c {
        CellContent::Foot { colour: c, height } => {
            format!(
                "pied d'un segment de hauteur {height} du joueur {}",
                colour_name(c)
            )
        }
        CellContent::Arch { colour: c, height } => {
            format!(
                "sous l'arche de hauteur {height} du joueur {}",
                colour_name(c)
            )
        }
        CellContent::End { colour: c, end: e } => {
            format!("{} du joueur {}", end(e), colour_name(c))
        }
    }
}

/// The message in French.
pub(super) fn say(m: &Message) -> String {
    use Message::*;
    let player = |c: &Colour| super::player(*c, Lang::Fr);
    match m {
        Player(c) => player(c),
        SkipsNoSegmentLeft(c) => {
            format!("{} n'a plus de segment et passe son tour.", player(c))
        }
        SkipsBlocked(c) => format!("{} est bloqué et passe son tour.", player(c)),
        GameEnded { blocked, finished } => {
            let why = super::ending_clauses(Lang::Fr, [blocked, finished], list, |which, names, one| match (which, one) {
                (0, true) => format!("{names} ne peut plus poser aucun segment"),
                (0, false) => format!("{names} ne peuvent plus poser aucun segment"),
                (_, true) => format!("{names} a posé tous ses segments"),
                (_, false) => format!("{names} ont posé tous leurs segments"),
            });
            format!("{}\u{202f}: la partie est terminée.", why.join(" et "))
        }
        CanPlayAgain(c) => format!("{} peut de nouveau jouer.", player(c)),
        ReplayPosition { shown, total } => {
            format!("Relecture\u{202f}: position après le coup {shown} sur {total}")
        }
        ReplayReadOnly => "Cette position antérieure ne peut pas être modifiée. Parcourez les coups, allez au dernier, ou reprenez la partie d'ici.".into(),
        PlacesStarter(c) => format!("{} pose son segment de départ", player(c)),
        ChooseHeadCell => "Choisissez la case de la tête, en eau profonde.".into(),
        ChooseHeadCellOrSwap(c) => format!("Choisissez la case de la tête, en eau profonde, ou échangez\u{202f}: reprenez à votre compte le monstre {} déjà posé et jouez en premier.", player(c)),
        PlayedBy(n) => format!("joué par le joueur {n}"),
        ChooseTailCell => "Choisissez la case de la queue (ou de nouveau celle de la tête pour annuler).".into(),
        ToMove(c) => format!("À {} de jouer", player(c)),
        ChooseWhichEnd => "Ce segment peut partir des deux bouts\u{202f}: choisissez lequel s'allonge.".into(),
        ChooseSegment => "Plusieurs segments conviennent\u{202f}: choisissez-en un.".into(),
        SegmentOption { span, height } => format!("Portée {span}, hauteur {height}"),
        ChooseSecondFoot(input) => match input {
            Input::Touch => "Choisissez où va le second pied (touchez de nouveau la case de départ pour annuler).".into(),
            Input::Mouse => "Choisissez où va le second pied (cliquez de nouveau sur la case de départ pour annuler).".into(),
            Input::Keyboard => "Choisissez où va le second pied (la case de départ ou Échap pour annuler).".into(),
        },
        ChooseStartCell => "Choisissez une case de départ à côté de la tête ou de la queue, ou d'abord un segment dans la réserve.".into(),
        ChooseStartCellExpert => "Choisissez une case de départ à deux cases de la tête ou de la queue (variante experte), ou d'abord un segment dans la réserve.".into(),
        PieceChosen { span, height, input } => match input {
            Input::Touch => format!("Segment de portée {span}, hauteur {height} choisi\u{202f}: ses cases de départ sont en surbrillance. Touchez-le de nouveau pour annuler ce choix."),
            Input::Mouse => format!("Segment de portée {span}, hauteur {height} choisi\u{202f}: ses cases de départ sont en surbrillance. Cliquez de nouveau dessus pour annuler ce choix."),
            Input::Keyboard => format!("Segment de portée {span}, hauteur {height} choisi\u{202f}: ses cases de départ sont en surbrillance. Appuyez de nouveau sur Entrée dessus, ou sur Échap, pour annuler ce choix."),
        },
        ComputerMoves => "Un joueur ordinateur choisit son coup.".into(),
        Suggestion(mv) => match *mv {
            Notation::Start { head, tail } => format!("Indice\u{202f}: posez votre segment de départ, la tête en {head} et la queue en {tail} ({mv})."),
            Notation::Extend { end: e, height, from, to } => format!(
                "Indice\u{202f}: allongez votre {} avec le segment de portée {}, hauteur {height}, de {from} à {to} ({mv}).",
                end(e),
                super::span(from, to)
            ),
            Notation::Swap => "Indice\u{202f}: prenez l'échange et jouez la première couleur.".into(),
        },
        WaysOut(n) => super::counts::WAYS_OUT.count(*n, Lang::Fr),
        FewWaysOut { colour: c, ways: 0 } => format!("Attention\u{202f}: après ce coup, {} n'aurait plus aucun coup possible.", player(c)),
        FewWaysOut { colour: c, ways } => format!("Attention\u{202f}: après ce coup, {} n'aurait plus que {ways} coup possible.", player(c)),
        GrowEnd(e) => format!("Allonger côté {}", end(*e)),
        GameOver { winners } => game_over(&Winners {
            you: winners.contains(&Who::You),
            others: winners.iter().filter(|w| **w != Who::You).map(who).collect(),
        }),
        PlayedAs(w) => match w {
            Who::Person(_) => "une personne sur cet appareil".into(),
            Who::Elsewhere(_) => "une personne sur un autre appareil".into(),
            Who::Computer { level: l, .. } => format!("l'ordinateur ({})", level_name(*l)),
            Who::You => "vous".into(),
        },
        NobodyCanPlace => "Plus personne ne peut poser de segment.".into(),
        Finale(f) => finale(f),
        ReplayCannotPlay => "Une position antérieure est affichée\u{202f}: choisissez «\u{202f}Reprendre d'ici\u{202f}» ou allez au dernier coup pour jouer.".into(),
        PickSegment(input) => match input {
            Input::Touch => "Choisissez dans la réserve le segment à poser, ou touchez de nouveau la case de départ pour annuler.".into(),
            Input::Mouse => "Choisissez dans la réserve le segment à poser, ou cliquez de nouveau sur la case de départ pour annuler.".into(),
            Input::Keyboard => "Choisissez dans la réserve le segment à poser, ou appuyez sur Échap.".into(),
        },
        ChosenStartCell(cell, input) => match input {
            Input::Touch => format!("{cell} est la case de départ choisie\u{202f}: touchez-la de nouveau pour annuler."),
            Input::Mouse => format!("{cell} est la case de départ choisie\u{202f}: cliquez de nouveau dessus pour annuler."),
            Input::Keyboard => format!("{cell} est la case de départ choisie\u{202f}: appuyez de nouveau sur Entrée dessus, ou sur Échap, pour annuler."),
        },
        NotInPlay(cell) => format!("{cell} n'est pas en jeu avec ce nombre de joueurs."),
        HeadCannotGo { cell, reason } => {
            format!("La tête ne peut pas aller en {cell}\u{202f}: {}.", refusal(reason))
        }
        TailCannotGo { cell, reason } => {
            format!("La queue ne peut pas aller en {cell}\u{202f}: {}.", refusal(reason))
        }
        NotStartCell { cell, narrowed, reasons } => {
            let narrowed = if *narrowed { " pour le segment choisi" } else { "" };
            // When only the distance to the ends is wrong, one sentence names both ends.
            let ends: Vec<String> = reasons
                .iter()
                .filter_map(|r| match r {
                    IllegalMove::NotNextToEnd { end: e, at, .. } => Some(format!("{} en {at}", end(*e))),
                    _ => None,
                })
                .collect();
            if reasons.is_empty() {
                format!("{cell} n'est pas une case de départ{narrowed}.")
            } else if ends.len() == reasons.len() && ends.len() > 1 {
                format!("{cell} n'est pas une case de départ{narrowed} pour la {}.", ends.join(" ni pour la "))
            } else {
                let reasons: Vec<String> = reasons.iter().map(refusal).collect();
                format!("{cell} n'est pas une case de départ{narrowed}\u{202f}: {}.", reasons.join("\u{202f}; "))
            }
        }
        SecondFootCannotGo { cell, reason } => {
            format!("Le second pied ne peut pas aller en {cell}\u{202f}: {}.", refusal(reason))
        }
        BotUnavailable(why) => format!(
            "Les joueurs ordinateur ne peuvent pas fonctionner ici ({}).",
            trouble(why)
        ),
        PlayedElsewhere(c) => format!("{} joue sur un autre appareil\u{202f}: envoyez-lui le lien et attendez le sien.", player(c)),
        YourMoveInvite(c) => format!("À vous de jouer à Block Ness ({} doit jouer)", colour_name(*c)),
        Played { colour: c, mv } => match *mv {
            Notation::Start { head, tail } => format!(
                "{} a posé son segment de départ\u{202f}: tête en {head}, queue en {tail}.",
                player(c)
            ),
            Notation::Extend { end: e, height, from, to } => format!(
                "{} a allongé son monstre côté {} avec un segment de hauteur {height}, de {from} à {to}.",
                player(c),
                end(e)
            ),
            Notation::Swap => format!(
                "Échange : le joueur qui répondait joue désormais {} et jouera en premier ; l'ouvreur prend l'autre couleur.",
                colour_name(*c)
            ),
        },
        Undone => "Coup annulé.".into(),
        ShowPositionAfter(n) => format!("Afficher la position après le coup {n}"),
        PieceLabel { span, height } => format!("segment de portée {span}, hauteur {height}"),
        ReserveOf(c) => format!("Réserve du joueur {}", player(c)),
        Left(n) => format!("{n} en réserve"),
        CellLabel { cell, contents, out_of_play, role } => {
            let mut parts = vec![cell.to_string()];
            if *out_of_play {
                parts.push("hors jeu".into());
            }
            if contents.is_empty() && !*out_of_play {
                parts.push("libre".into());
            }
            parts.extend(contents.iter().map(content));
            match role {
                CellRole::None => {}
                CellRole::Start => parts.push("case de départ".into()),
                CellRole::Chosen => parts.push("case de départ choisie".into()),
                CellRole::SecondFoot => parts.push("second pied".into()),
            }
            parts.join(", ")
        }
    }
}

/// The new-game dialog's words (see [`DialogWord`]).
pub(super) fn dialog(word: &DialogWord) -> String {
    match *word {
        DialogWord::Player(c) => super::player(c, Lang::Fr),
        DialogWord::DuplicateSeatColour(c) => format!(
            "Deux joueurs ont choisi {}\u{202f}: choisissez une couleur différente pour chaque joueur.",
            colour_name(c)
        ),
        DialogWord::PlayerCount(n) => format!("{n} joueurs"),
        DialogWord::Seat(n) => format!("Joueur {n}"),
        DialogWord::WhoPlaysSeat(n) => format!("Joueur {n}\u{202f}: humain ou ordinateur"),
    }
}
