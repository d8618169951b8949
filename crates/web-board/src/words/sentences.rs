//! Every sentence a board says, with its four languages side by side: [`Message::text`].
//! The sentences that come in families (a move told by its notation, a cell by what
//! stands on it, a game's end, a refusal) are told beside the words they share, in the
//! files named for them; their arms here hand over to those.

use blockness_core::{Colour, End};
use blockness_web_common::{say, Input, Lang};

use super::cells::cell_label;
use super::counts::WAYS_OUT;
use super::ending::{finale, game_ended, game_over};
use super::message::{Message, Who, Winners};
use super::moves::{played, suggestion};
use super::names::{colour_name, end_name, italian_to, level_name, who};
use super::refusals::{not_start_cell, refusal};

impl Message {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        use Message::*;
        let player = |c: &Colour| super::player(*c, lang);
        let end = |e: End| end_name(e, lang);
        match self {
            Player(c) => player(c),
            SkipsNoSegmentLeft(c) => say!(
                lang,
                "{player} has no segment left and skips this turn.",
                "{player} n'a plus de segment et passe son tour.",
                "{player} hat kein Segment mehr und setzt diese Runde aus.",
                "{player} non ha più segmenti e salta il turno.",
                player = player(c),
            ),
            SkipsBlocked(c) => say!(
                lang,
                "{player} is blocked and skips this turn.",
                "{player} est bloqué et passe son tour.",
                "{player} ist blockiert und setzt diese Runde aus.",
                "{player} è bloccato e salta il turno.",
                player = player(c),
            ),
            GameEnded { blocked, finished } => game_ended(blocked, finished, lang),
            CanPlayAgain(c) => say!(
                lang,
                "{player} can play again.",
                "{player} peut de nouveau jouer.",
                "{player} kann wieder legen.",
                "{player} può di nuovo giocare.",
                player = player(c),
            ),
            ReplayPosition { shown, total } => say!(
                lang,
                "Replay: position after move {shown} of {total}",
                "Relecture\u{202f}: position après le coup {shown} sur {total}",
                "Rückblick: Stellung nach Zug {shown} von {total}",
                "Revisione: posizione dopo la mossa {shown} di {total}",
            ),
            ReplayReadOnly => say!(
                lang,
                "This earlier position cannot be changed. Step through the moves, go to the last one, or continue from here.",
                "Cette position antérieure ne peut pas être modifiée. Parcourez les coups, allez au dernier, ou reprenez la partie d'ici.",
                "Diese frühere Stellung lässt sich nicht ändern. Blättere durch die Züge, springe zum letzten oder spiele von hier aus weiter.",
                "Questa posizione precedente non si può modificare. Scorri le mosse, vai all'ultima o riprendi la partita da qui.",
            ),
            PlacesStarter(c) => say!(
                lang,
                "{player} places the starter",
                "{player} pose son segment de départ",
                "{player} legt das Startsegment",
                "{player} posa il segmento iniziale",
                player = player(c),
            ),
            ChooseHeadCell => say!(
                lang,
                "Choose the cell for the head, in the deep water.",
                "Choisissez la case de la tête, en eau profonde.",
                "Wähle das Feld für den Kopf, im tiefen Wasser.",
                "Scegli il foro della testa, nelle acque profonde.",
            ),
            ChooseHeadCellOrSwap(c) => say!(
                lang,
                "Choose the cell for the head, in the deep water, or swap: take over {player}'s starter and move first.",
                "Choisissez la case de la tête, en eau profonde, ou échangez\u{202f}: reprenez à votre compte le monstre {player} déjà posé et jouez en premier.",
                "Wähle das Feld für den Kopf, im tiefen Wasser, oder tausche: Übernimm das Startsegment von {player} und ziehe zuerst.",
                "Scegli il foro della testa, nelle acque profonde, oppure scambia: prendi per te il segmento iniziale di {player} e muovi per primo.",
                player = player(c),
            ),
            PlayedBy(n) => say!(
                lang,
                "played by player {n}",
                "joué par le joueur {n}",
                "gespielt von Spieler {n}",
                "giocato dal giocatore {n}",
            ),
            ChooseTailCell => say!(
                lang,
                "Choose the cell for the tail (or the head's cell again to cancel).",
                "Choisissez la case de la queue (ou de nouveau celle de la tête pour annuler).",
                "Wähle das Feld für den Schwanz (oder noch einmal das Feld des Kopfes, um abzubrechen).",
                "Scegli il foro della coda (o di nuovo quello della testa per annullare).",
            ),
            ToMove(c) => {
                let (player, to) = (player(c), italian_to(*c));
                say!(
                    lang,
                    "{player} to move",
                    "À {player} de jouer",
                    "{player} ist am Zug",
                    "Tocca {to} {player}",
                )
            }
            ChooseWhichEnd => say!(
                lang,
                "This segment fits from both ends: choose which end grows.",
                "Ce segment peut partir des deux bouts\u{202f}: choisissez lequel s'allonge.",
                "Dieses Segment passt an beide Enden: Wähle, welches Ende wächst.",
                "Questo segmento può partire da entrambe le estremità: scegli quale si allunga.",
            ),
            ChooseSegment => say!(
                lang,
                "Several segments fit there: pick one.",
                "Plusieurs segments conviennent\u{202f}: choisissez-en un.",
                "Dort passen mehrere Segmente: Wähle eines.",
                "Vanno bene più segmenti: scegline uno.",
            ),
            SegmentOption { span, height } => say!(
                lang,
                "Span {span}, height {height}",
                "Portée {span}, hauteur {height}",
                "Spannweite {span}, Höhe {height}",
                "Ampiezza {span}, altezza {height}",
            ),
            ChooseSecondFoot(Input::Touch) => say!(
                lang,
                "Choose where the second foot goes (tap the start cell again to cancel).",
                "Choisissez où va le second pied (touchez de nouveau la case de départ pour annuler).",
                "Wähle, wohin der zweite Fuß kommt (tippe noch einmal auf das Startfeld, um abzubrechen).",
                "Scegli dove va il secondo piede (tocca di nuovo il foro di partenza per annullare).",
            ),
            ChooseSecondFoot(Input::Mouse) => say!(
                lang,
                "Choose where the second foot goes (click the start cell again to cancel).",
                "Choisissez où va le second pied (cliquez de nouveau sur la case de départ pour annuler).",
                "Wähle, wohin der zweite Fuß kommt (ein weiterer Klick auf das Startfeld bricht ab).",
                "Scegli dove va il secondo piede (clicca di nuovo il foro di partenza per annullare).",
            ),
            ChooseSecondFoot(Input::Keyboard) => say!(
                lang,
                "Choose where the second foot goes (the start cell again, or Escape, cancels).",
                "Choisissez où va le second pied (la case de départ ou Échap pour annuler).",
                "Wähle, wohin der zweite Fuß kommt (das Startfeld noch einmal oder Esc bricht ab).",
                "Scegli dove va il secondo piede (il foro di partenza o Esc per annullare).",
            ),
            ChooseStartCell => say!(
                lang,
                "Choose a start cell next to the head or the tail, or pick a segment in the tray first.",
                "Choisissez une case de départ à côté de la tête ou de la queue, ou d'abord un segment dans la réserve.",
                "Wähle ein Startfeld neben dem Kopf oder dem Schwanz, oder zuerst ein Segment im Vorrat.",
                "Scegli un foro di partenza accanto alla testa o alla coda, oppure prima un segmento nella riserva.",
            ),
            ChooseStartCellExpert => say!(
                lang,
                "Choose a start cell two holes from the head or the tail (expert variant), or pick a segment in the tray first.",
                "Choisissez une case de départ à deux cases de la tête ou de la queue (variante experte), ou d'abord un segment dans la réserve.",
                "Wähle ein Startfeld zwei Löcher vom Kopf oder vom Schwanz entfernt (Expertenvariante), oder zuerst ein Segment im Vorrat.",
                "Scegli un foro di partenza a due fori dalla testa o dalla coda (variante per esperti), oppure prima un segmento nella riserva.",
            ),
            PieceChosen {
                span,
                height,
                input: Input::Touch,
            } => say!(
                lang,
                "Segment of span {span}, height {height} chosen: its start cells are highlighted. Tap it again to drop the choice.",
                "Segment de portée {span}, hauteur {height} choisi\u{202f}: ses cases de départ sont en surbrillance. Touchez-le de nouveau pour annuler ce choix.",
                "Segment mit Spannweite {span}, Höhe {height} gewählt: Seine Startfelder sind markiert. Tippe es noch einmal an, um die Wahl aufzuheben.",
                "Scelto il segmento di ampiezza {span} e altezza {height}: i suoi fori di partenza sono evidenziati. Toccalo di nuovo per annullare la scelta.",
            ),
            PieceChosen {
                span,
                height,
                input: Input::Mouse,
            } => say!(
                lang,
                "Segment of span {span}, height {height} chosen: its start cells are highlighted. Click it again to drop the choice.",
                "Segment de portée {span}, hauteur {height} choisi\u{202f}: ses cases de départ sont en surbrillance. Cliquez de nouveau dessus pour annuler ce choix.",
                "Segment mit Spannweite {span}, Höhe {height} gewählt: Seine Startfelder sind markiert. Klicke es noch einmal an, um die Wahl aufzuheben.",
                "Scelto il segmento di ampiezza {span} e altezza {height}: i suoi fori di partenza sono evidenziati. Cliccalo di nuovo per annullare la scelta.",
            ),
            PieceChosen {
                span,
                height,
                input: Input::Keyboard,
            } => say!(
                lang,
                "Segment of span {span}, height {height} chosen: its start cells are highlighted. Press Enter on it again, or Escape, to drop the choice.",
                "Segment de portée {span}, hauteur {height} choisi\u{202f}: ses cases de départ sont en surbrillance. Appuyez de nouveau sur Entrée dessus, ou sur Échap, pour annuler ce choix.",
                "Segment mit Spannweite {span}, Höhe {height} gewählt: Seine Startfelder sind markiert. Drücke darauf noch einmal die Eingabetaste oder Esc, um die Wahl aufzuheben.",
                "Scelto il segmento di ampiezza {span} e altezza {height}: i suoi fori di partenza sono evidenziati. Premi di nuovo Invio su di esso, o Esc, per annullare la scelta.",
            ),
            ComputerMoves => say!(
                lang,
                "A computer player is choosing its move.",
                "Un joueur ordinateur choisit son coup.",
                "Ein Computerspieler wählt seinen Zug.",
                "Un giocatore computer sta scegliendo la sua mossa.",
            ),
            Suggestion(mv) => suggestion(mv, lang),
            WaysOut(n) => WAYS_OUT.count(*n, lang),
            FewWaysOut { colour, ways: 0 } => say!(
                lang,
                "Careful: after this move {player} would have no way out.",
                "Attention\u{202f}: après ce coup, {player} n'aurait plus aucun coup possible.",
                "Vorsicht: Nach diesem Zug hätte {player} keinen möglichen Zug mehr.",
                "Attenzione: dopo questa mossa, {player} non avrebbe più nessuna mossa possibile.",
                player = player(colour),
            ),
            // The board warns at one way out at most, so only Italian words the two apart.
            FewWaysOut { colour, ways } if lang.takes_singular(*ways) => say!(
                lang,
                "Careful: after this move {player} would have only {ways} way out.",
                "Attention\u{202f}: après ce coup, {player} n'aurait plus que {ways} coup possible.",
                "Vorsicht: Nach diesem Zug hätte {player} nur noch {ways} möglichen Zug.",
                "Attenzione: dopo questa mossa, {player} avrebbe una sola mossa possibile.",
                player = player(colour),
            ),
            FewWaysOut { colour, ways } => say!(
                lang,
                "Careful: after this move {player} would have only {ways} way out.",
                "Attention\u{202f}: après ce coup, {player} n'aurait plus que {ways} coup possible.",
                "Vorsicht: Nach diesem Zug hätte {player} nur noch {ways} möglichen Zug.",
                "Attenzione: dopo questa mossa, {player} avrebbe solo {ways} mosse possibili.",
                player = player(colour),
            ),
            GrowEnd(e) => say!(
                lang,
                "Grow the {end}",
                "Allonger côté {end}",
                "Am {end} verlängern",
                "Allunga dalla {end}",
                end = end(*e),
            ),
            GameOver { winners } => game_over(
                &Winners {
                    you: winners.contains(&Who::You),
                    others: winners
                        .iter()
                        .filter(|w| **w != Who::You)
                        .map(|w| who(w, lang))
                        .collect(),
                },
                lang,
            ),
            PlayedAs(Who::Person(_)) => say!(
                lang,
                "a person at this device",
                "une personne sur cet appareil",
                "eine Person an diesem Gerät",
                "una persona su questo dispositivo",
            ),
            PlayedAs(Who::Elsewhere(_)) => say!(
                lang,
                "a person on another device",
                "une personne sur un autre appareil",
                "eine Person an einem anderen Gerät",
                "una persona su un altro dispositivo",
            ),
            PlayedAs(Who::Computer { level, .. }) => say!(
                lang,
                "the computer ({level})",
                "l'ordinateur ({level})",
                "der Computer ({level})",
                "il computer ({level})",
                level = level_name(*level, lang),
            ),
            PlayedAs(Who::You) => say!(lang, "you", "vous", "du", "tu"),
            NobodyCanPlace => say!(
                lang,
                "Nobody can place a segment any more.",
                "Plus personne ne peut poser de segment.",
                "Niemand kann mehr ein Segment legen.",
                "Nessuno può più posare un segmento.",
            ),
            Finale(f) => finale(f, lang),
            ReplayCannotPlay => say!(
                lang,
                "An earlier position is shown: choose \"Continue from here\" or go to the last move to play.",
                "Une position antérieure est affichée\u{202f}: choisissez «\u{202f}Reprendre d'ici\u{202f}» ou allez au dernier coup pour jouer.",
                "Eine frühere Stellung ist zu sehen: Wähle „Von hier weiterspielen“ oder springe zum letzten Zug, um zu spielen.",
                "È mostrata una posizione precedente: scegli «Riprendi da qui» o vai all'ultima mossa per giocare.",
            ),
            PickSegment(Input::Touch) => say!(
                lang,
                "Pick the segment to place in the tray, or tap the start cell again to cancel.",
                "Choisissez dans la réserve le segment à poser, ou touchez de nouveau la case de départ pour annuler.",
                "Wähle im Vorrat das Segment, das gelegt werden soll, oder tippe noch einmal auf das Startfeld, um abzubrechen.",
                "Scegli nella riserva il segmento da posare, oppure tocca di nuovo il foro di partenza per annullare.",
            ),
            PickSegment(Input::Mouse) => say!(
                lang,
                "Pick the segment to place in the tray, or click the start cell again to cancel.",
                "Choisissez dans la réserve le segment à poser, ou cliquez de nouveau sur la case de départ pour annuler.",
                "Wähle im Vorrat das Segment, das gelegt werden soll, oder klicke noch einmal auf das Startfeld, um abzubrechen.",
                "Scegli nella riserva il segmento da posare, oppure clicca di nuovo il foro di partenza per annullare.",
            ),
            PickSegment(Input::Keyboard) => say!(
                lang,
                "Pick the segment to place in the tray, or press Escape.",
                "Choisissez dans la réserve le segment à poser, ou appuyez sur Échap.",
                "Wähle im Vorrat das Segment, das gelegt werden soll, oder drücke Esc.",
                "Scegli nella riserva il segmento da posare, oppure premi Esc.",
            ),
            ChosenStartCell(cell, Input::Touch) => say!(
                lang,
                "{cell} is the chosen start cell: tap it again to cancel.",
                "{cell} est la case de départ choisie\u{202f}: touchez-la de nouveau pour annuler.",
                "{cell} ist das gewählte Startfeld: Tippe noch einmal darauf, um abzubrechen.",
                "{cell} è il foro di partenza scelto: toccalo di nuovo per annullare.",
            ),
            ChosenStartCell(cell, Input::Mouse) => say!(
                lang,
                "{cell} is the chosen start cell: click it again to cancel.",
                "{cell} est la case de départ choisie\u{202f}: cliquez de nouveau dessus pour annuler.",
                "{cell} ist das gewählte Startfeld: Ein weiterer Klick bricht ab.",
                "{cell} è il foro di partenza scelto: cliccalo di nuovo per annullare.",
            ),
            ChosenStartCell(cell, Input::Keyboard) => say!(
                lang,
                "{cell} is the chosen start cell: press Enter on it again, or Escape, to cancel.",
                "{cell} est la case de départ choisie\u{202f}: appuyez de nouveau sur Entrée dessus, ou sur Échap, pour annuler.",
                "{cell} ist das gewählte Startfeld: Die Eingabetaste darauf oder Esc bricht ab.",
                "{cell} è il foro di partenza scelto: premi di nuovo Invio su di esso, o Esc, per annullare.",
            ),
            NotInPlay(cell) => say!(
                lang,
                "{cell} is not in play with this many players.",
                "{cell} n'est pas en jeu avec ce nombre de joueurs.",
                "{cell} ist bei dieser Spielerzahl nicht im Spiel.",
                "{cell} non è in gioco con questo numero di giocatori.",
            ),
            HeadCannotGo { cell, reason } => say!(
                lang,
                "The head cannot go on {cell}: {why}.",
                "La tête ne peut pas aller en {cell}\u{202f}: {why}.",
                "Der Kopf kann nicht auf {cell}: {why}.",
                "La testa non può andare in {cell}: {why}.",
                why = refusal(reason, lang),
            ),
            TailCannotGo { cell, reason } => say!(
                lang,
                "The tail cannot go on {cell}: {why}.",
                "La queue ne peut pas aller en {cell}\u{202f}: {why}.",
                "Der Schwanz kann nicht auf {cell}: {why}.",
                "La coda non può andare in {cell}: {why}.",
                why = refusal(reason, lang),
            ),
            NotStartCell {
                cell,
                narrowed,
                reasons,
            } => not_start_cell(*cell, *narrowed, reasons, lang),
            SecondFootCannotGo { cell, reason } => say!(
                lang,
                "The second foot cannot go on {cell}: {why}.",
                "Le second pied ne peut pas aller en {cell}\u{202f}: {why}.",
                "Der zweite Fuß kann nicht auf {cell}: {why}.",
                "Il secondo piede non può andare in {cell}: {why}.",
                why = refusal(reason, lang),
            ),
            // The computer players' trouble is told once, by the layer every product shares.
            BotUnavailable(why) => why.text(lang),
            PlayedElsewhere(c) => say!(
                lang,
                "{player} plays on another device: send them the link and wait for theirs.",
                "{player} joue sur un autre appareil\u{202f}: envoyez-lui le lien et attendez le sien.",
                "{player} spielt auf einem anderen Gerät: Schick den Link und warte auf die Antwort.",
                "{player} gioca su un altro dispositivo: mandagli il link e aspetta il suo.",
                player = player(c),
            ),
            YourMoveInvite(c) => say!(
                lang,
                "Your move in Block Ness ({colour} to play)",
                "À vous de jouer à Block Ness ({colour} doit jouer)",
                "Du bist dran bei Block Ness ({colour} ist am Zug)",
                "Tocca a te a Block Ness (deve muovere {colour})",
                colour = colour_name(*c, lang),
            ),
            Played { colour, mv } => played(*colour, mv, lang),
            Undone => say!(
                lang,
                "Move taken back.",
                "Coup annulé.",
                "Zug zurückgenommen.",
                "Mossa annullata.",
            ),
            ShowPositionAfter(n) => say!(
                lang,
                "Show the position after move {n}",
                "Afficher la position après le coup {n}",
                "Stellung nach Zug {n} zeigen",
                "Mostra la posizione dopo la mossa {n}",
            ),
            PieceLabel { span, height } => say!(
                lang,
                "segment spanning {span}, height {height}",
                "segment de portée {span}, hauteur {height}",
                "Segment mit Spannweite {span}, Höhe {height}",
                "segmento di ampiezza {span}, altezza {height}",
            ),
            ReserveOf(c) => say!(
                lang,
                "Reserve of {player}",
                "Réserve du joueur {player}",
                "Vorrat von {player}",
                "Riserva del giocatore {player}",
                player = player(c),
            ),
            Left(n) => say!(lang, "{n} left", "{n} en réserve", "{n} übrig", "{n} nella riserva"),
            CellLabel {
                cell,
                contents,
                out_of_play,
                role,
            } => cell_label(*cell, contents, *out_of_play, *role, lang),
        }
    }
}
