//! The page in French.

use blockness_core::{
    Colour, End, IllegalMove, LinkError, Notation, SegmentRef, SetupError, TieBreak,
};

use super::message::{CellContent, CellRole, Message, WorkerTrouble};
use crate::persist::SaveError;
use crate::seat::SeatCodeError;

/// A colour as a player's name.
pub(super) fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Orange => "Orange",
        Colour::Green => "Vert",
        Colour::Purple => "Violet",
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
    format!("l'arche de {} de hauteur {}", colour(s.colour), s.height)
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} et {last}", rest.join(", ")),
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
            "ce segment couvre {span} cases, mais ses pieds seraient à {distance} cases l'un de l'autre"
        ),
        NotNextToEnd { from, end: e, at } => {
            format!("{from} n'est pas une case de départ pour la {} en {at}", end(e))
        }
        OutsideArea { cell } => format!("{cell} n'est pas en jeu avec ce nombre de joueurs"),
        OutsideDeep { cell } => format!(
            "le segment de départ se pose uniquement en eau profonde, et {cell} n'en fait pas partie"
        ),
        FootTaken { cell, by } => format!("la case {cell} est occupée par {}", segment(&by)),
        FootUnderArch { cell, by } => format!("la case {cell} se trouve sous {}", segment(&by)),
        StarterOverlaps { cell, by } => {
            format!("le segment de départ recouvrirait {} en {cell}", segment(&by))
        }
        CrossesEnd { cell, colour: c, end: e, .. } => format!(
            "l'arche passerait au-dessus de la {} de {} en {cell}",
            end(e),
            colour(c)
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

fn setup_error(e: &SetupError) -> String {
    match *e {
        SetupError::PlayerCount { players, max } => {
            format!("une partie se joue de 2 à {max} joueurs, pas à {players}")
        }
        SetupError::ColourCount { players, colours } => {
            format!(
                "{players} joueurs demandent {players} couleurs, mais {colours} ont été données"
            )
        }
        SetupError::DuplicateColour { colour: c } => {
            format!(
                "deux places ne peuvent pas jouer toutes les deux {}",
                colour(c)
            )
        }
        SetupError::ColourNotInEdition { colour: c } => {
            format!("cette édition n'a pas de monstre {}", colour(c))
        }
    }
}

fn link_error(e: &LinkError) -> String {
    match e {
        LinkError::Empty => "il ne contient aucune partie".into(),
        LinkError::UnknownVersion { version } => {
            format!("il vient d'une version inconnue du jeu ({version:?})")
        }
        LinkError::BadCharacter { position, ch } => format!(
            "le caractère {} ({ch:?}) ne peut pas figurer dans un lien de partie",
            position + 1
        ),
        LinkError::Truncated => "il est incomplet".into(),
        LinkError::TrailingData => "il a des caractères en trop à la fin".into(),
        LinkError::BadHeader => "ses réglages de partie ne sont pas valables".into(),
        LinkError::BadMoveCode { index } => {
            format!("le coup {} n'est pas un coup valable", index + 1)
        }
        LinkError::Setup(e) => format!("ses réglages de partie sont refusés : {}", setup_error(e)),
        LinkError::IllegalMove { index, reason } => {
            format!("le coup {} est interdit : {}", index + 1, refusal(reason))
        }
    }
}

fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Json(detail) => {
            format!("ce ne sont pas des données de partie enregistrée ({detail})")
        }
        SaveError::Version(v) => {
            format!("elle a été écrite par une autre version de la page ({v})")
        }
        SaveError::Link(e) => format!("sa partie est illisible : {}", link_error(e)),
        SaveError::Redo { index, reason } => format!(
            "le coup annulé {} ne convient plus : {}",
            index + 1,
            refusal(reason)
        ),
        SaveError::Seats { players, stored } => {
            format!("elle compte {stored} places pour une partie à {players} joueurs")
        }
    }
}

fn seat_code_error(e: &SeatCodeError) -> String {
    match *e {
        SeatCodeError::UnknownLetter { position, ch } => format!(
            "la lettre {} est {ch:?}, alors que seules h, e, m et s sont connues",
            position + 1
        ),
        SeatCodeError::WrongCount { players, letters } => {
            format!("elle a {letters} lettres pour une partie à {players} joueurs")
        }
    }
}

fn trouble(t: &WorkerTrouble) -> String {
    match t {
        WorkerTrouble::CannotStart(d) => format!("impossible de les démarrer : {d}"),
        WorkerTrouble::UnreadableAnswer(d) => format!("leur réponse est illisible : {d}"),
        WorkerTrouble::Stopped(None) => "ils ont cessé de fonctionner".into(),
        WorkerTrouble::Stopped(Some(d)) => format!("ils ont cessé de fonctionner : {d}"),
        WorkerTrouble::CannotAsk(d) => format!("la question n'a pas pu être envoyée : {d}"),
        WorkerTrouble::NoMove => "aucun coup trouvé".into(),
        WorkerTrouble::Reported(d) => format!("erreur signalée : {d}"),
    }
}

fn content(c: &CellContent) -> String {
    match *c {
        CellContent::Foot { colour: c, height } => {
            format!("pied d'un segment de {} de hauteur {height}", colour(c))
        }
        CellContent::Arch { colour: c, height } => {
            format!("sous l'arche de {} de hauteur {height}", colour(c))
        }
        CellContent::End { colour: c, end: e } => format!("{} de {}", end(e), colour(c)),
    }
}

/// The message in French.
pub(super) fn say(m: &Message) -> String {
    use Message::*;
    let player = |c: &Colour| super::player(*c, colour);
    match m {
        Player(c) => player(c),
        SkipsNoSegmentLeft(c) => {
            format!("{} n'a plus de segment et passe son tour.", player(c))
        }
        SkipsBlocked(c) => format!("{} est bloqué et passe son tour.", player(c)),
        CanPlayAgain(c) => format!("{} peut de nouveau jouer.", player(c)),
        ReplayPosition { shown, total } => {
            format!("Relecture : position après le coup {shown} sur {total}")
        }
        ReplayReadOnly => "Cette position passée ne peut pas être modifiée. Parcourez les coups, allez au dernier, ou reprenez la partie d'ici.".into(),
        PlacesStarter(c) => format!("{} pose son segment de départ", player(c)),
        ChooseHeadCell => "Choisissez la case de la tête, en eau profonde.".into(),
        ChooseTailCell => "Choisissez la case de la queue (ou de nouveau celle de la tête pour annuler).".into(),
        ToMove(c) => format!("À {} de jouer", player(c)),
        ChooseWhichEnd => "Ce segment peut partir des deux bouts : choisissez lequel s'allonge.".into(),
        ChooseSegmentInTray => "Plusieurs segments conviennent : choisissez-en un dans la réserve.".into(),
        ChooseSecondFoot => "Choisissez où va le second pied (la case de départ ou Échap pour annuler).".into(),
        ChooseStartCell => "Choisissez une case de départ à côté de la tête ou de la queue, ou d'abord un segment dans la réserve.".into(),
        GrowEnd(e) => format!("Allonger par la {}", end(*e)),
        GameOver { winners } => {
            let names: Vec<String> = winners.iter().map(player).collect();
            if names.len() > 1 {
                format!("Partie terminée : {} se partagent la victoire", list(&names))
            } else {
                format!("Partie terminée : {} gagne", list(&names))
            }
        }
        NobodyCanPlace => "Plus personne ne peut poser de segment.".into(),
        DecidedBy(TieBreak::Segments) => "le moins de segments restants".into(),
        DecidedBy(TieBreak::HeadHeight) => "égalité de segments restants ; la tête la plus haute l'emporte".into(),
        DecidedBy(TieBreak::Shared) => "égalité de segments et de hauteur de tête : place partagée".into(),
        ReplayCannotPlay => "Une position passée est affichée : choisissez « Reprendre d'ici » ou allez au dernier coup pour jouer.".into(),
        PickSegmentOrEscape => "Choisissez dans la réserve le segment à poser, ou appuyez sur Échap.".into(),
        ChosenStartCell(cell) => format!("{cell} est la case de départ choisie : cliquez-la de nouveau pour annuler."),
        NotInPlay(cell) => format!("{cell} n'est pas en jeu avec ce nombre de joueurs."),
        HeadCannotGo { cell, reason } => {
            format!("La tête ne peut pas aller en {cell} : {}.", refusal(reason))
        }
        TailCannotGo { cell, reason } => {
            format!("La queue ne peut pas aller en {cell} : {}.", refusal(reason))
        }
        NotStartCell { cell, narrowed, reason } => {
            let narrowed = if *narrowed { " pour le segment choisi" } else { "" };
            match reason {
                Some(r) => format!("{cell} n'est pas une case de départ{narrowed} : {}.", refusal(r)),
                None => format!("{cell} n'est pas une case de départ{narrowed}."),
            }
        }
        SecondFootCannotGo { cell, reason } => {
            format!("Le second pied ne peut pas aller en {cell} : {}.", refusal(reason))
        }
        SavedGameSetAside { error, key } => format!(
            "La partie enregistrée n'a pas pu être reprise : {}. Elle a été mise de côté (clé de stockage « {key} ») et une nouvelle partie a commencé.",
            save_error(error)
        ),
        LinkRefusedAtLoad { error, kept } => {
            let kept = if *kept {
                " Votre partie enregistrée est conservée : « Reprendre la partie enregistrée » y ramène."
            } else {
                ""
            };
            format!("Impossible d'ouvrir ce lien : {}. Une nouvelle partie est affichée à la place.{kept}", link_error(error))
        }
        LinkRefused(error) => format!(
            "Impossible d'ouvrir ce lien : {}. La partie en cours reste inchangée.",
            link_error(error)
        ),
        SeatCodeUnreadable(error) => format!(
            "La liste des joueurs ordinateur du lien est illisible : {}. Toutes les places sont tenues par des personnes.",
            seat_code_error(error)
        ),
        UndoneMovesDropped(reason) => format!(
            "Les coups annulés ne conviennent plus et ont été abandonnés : {}.",
            refusal(reason)
        ),
        GameCannotStart(error) => {
            format!("Cette partie ne peut pas commencer : {}.", setup_error(error))
        }
        BotFailed(why) => format!(
            "L'ordinateur n'a pas pu jouer ({}). La partie attend : annulez, ou laissez l'ordinateur réessayer.",
            trouble(why)
        ),
        BotUnavailable(why) => format!(
            "Les joueurs ordinateur ne peuvent pas fonctionner ici ({}).",
            trouble(why)
        ),
        MoveRefused(reason) => format!("Ce coup est refusé : {}.", refusal(reason)),
        LinkCopied => "Lien copié : quiconque l'ouvre verra cette partie.".into(),
        LinkNotCopied { why, address } => {
            format!("Le lien n'a pas pu être copié ({why}). Copiez-le ici : {address}")
        }
        Played { colour: c, mv } => match *mv {
            Notation::Start { head, tail } => format!(
                "{} a posé son segment de départ : tête en {head}, queue en {tail}.",
                player(c)
            ),
            Notation::Extend { end: e, height, from, to } => format!(
                "{} a allongé sa {} avec un segment de hauteur {height}, de {from} à {to}.",
                player(c),
                end(e)
            ),
        },
        Undone => "Coup annulé.".into(),
        DuplicateSeatColour(c) => format!(
            "Deux places jouent {} : choisissez une couleur différente pour chaque place.",
            colour(*c)
        ),
        ShowPositionAfter(n) => format!("Afficher la position après le coup {n}"),
        PlayerCount(n) => format!("{n} joueurs"),
        Seat(n) => format!("Place {n}"),
        WhoPlaysSeat(n) => format!("Qui occupe la place {n}"),
        PieceLabel { span, height } => format!("segment couvrant {span}, hauteur {height}"),
        ReserveOf(c) => format!("Réserve de {}", player(c)),
        Left(n) => format!("{n} restants"),
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
