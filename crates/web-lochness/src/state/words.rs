//! Every Loch Ness text, in four languages: fixed texts as [`Tr`] constants declared with
//! `texts!` (listed in [`ALL`]), and sentences built from the game as [`Say`], each written
//! once with its four languages side by side (`say!`). The sentences are split by what
//! they tell: the view's labels ([`Say`] itself, in `view`), the status line (`status`),
//! the hint (`hints`), the game's log (`log`) and the notices (`notes`).

use blockness_lochness::{Colour, Kind};

use super::view::Piece;
pub use crate::look::{colour_index, colour_mark, kind_mark};
use blockness_web_common::{plurals, say, texts};
use blockness_web_common::{Lang, Tr};

mod hints;
mod log;
mod notes;
mod status;
mod view;

pub use notes::LinkTrouble;
pub use view::Say;

plurals! {
    POINTS = ("point", "points"), ("point", "points"), ("Punkt", "Punkte"), ("punto", "punti");
    PARTS = ("piece", "pieces"), ("partie", "parties"), ("Teil", "Teile"), ("parte", "parti");
    TWOS = ("two-point joint", "two-point joints"), ("jointure à 2 points", "jointures à 2 points"),
        ("Nahtstelle zu 2 Punkten", "Nahtstellen zu 2 Punkten"), ("giuntura da 2 punti", "giunture da 2 punti");
    PLAYER_COUNT = ("player", "players"), ("joueur", "joueurs"), ("Spieler", "Spieler"), ("giocatore", "giocatori");
    ACTIONS = ("action", "actions"), ("action", "actions"), ("Aktion", "Aktionen"), ("azione", "azioni");
    FRAGMENTS = ("fragment", "fragments"), ("fragment", "fragments"), ("Fragment", "Fragmente"), ("frammento", "frammenti");
    PHOTOGRAPHERS = ("photographer", "photographers"), ("photographe", "photographes"), ("Fotograf", "Fotografen"), ("fotografo", "fotografi");
    LEFT_IN_DECK = ("fragment left", "fragments left"), ("fragment restant", "fragments restants"), ("Fragment übrig", "Fragmente übrig"), ("frammento rimasto", "frammenti rimasti");
    PHOTOGRAPHERS_OF = ("photographer of player", "photographers of players"), ("photographe du joueur", "photographes des joueurs"),
        ("Fotograf von Spieler", "Fotografen der Spieler"), ("fotografo del giocatore", "fotografi dei giocatori");
}

texts! {
    LOCH_NESS = "Loch Ness", "Loch Ness", "Loch Ness", "Loch Ness";
    HOW_TO_PLAY = "How to play", "Comment jouer", "Spielregeln", "Come si gioca";
    BACK = "Back to Block Ness", "Retour à Block Ness", "Zurück zu Block Ness", "Torna a Block Ness";
    NEW_GAME = "New game", "Nouvelle partie", "Neues Spiel", "Nuova partita";
    NEW_TITLE = "A new game of Loch Ness", "Une nouvelle partie de Loch Ness", "Ein neues Spiel Loch Ness", "Una nuova partita a Loch Ness";
    ABOUT = "Post photographers around the lake, roll the die to make Nessie swim, and piece together the two best photos of her from the fragments your photographers catch.",
        "Postez des photographes autour du lac, lancez le dé pour faire nager Nessie, et composez les deux meilleures photos d'elle avec les fragments que saisissent vos photographes.",
        "Stelle Fotografen rund um den See auf, würfle, damit Nessie schwimmt, und setze aus den Fragmenten, die deine Fotografen erhaschen, die zwei besten Fotos von ihr zusammen.",
        "Apposta i fotografi intorno al lago, tira il dado per far nuotare Nessie e componi le due foto migliori di lei con i frammenti che catturano i tuoi fotografi.";
    PLAYERS = "Players", "Joueurs", "Spieler", "Giocatori";
    FIVE_NOTE = "Five players play the variant: one photographer each, and a second one may be posted for a single turn.",
        "À cinq, on joue la variante\u{202f}: un photographe chacun, et un second peut être posté le temps d'un tour.",
        "Zu fünft gilt die Variante: ein Fotograf pro Person, ein zweiter darf für einen Zug aufgestellt werden.",
        "In cinque si gioca la variante: un fotografo a testa, e se ne può piazzare un secondo per un solo turno.";
    LOG_TITLE = "What happened", "Ce qui s'est passé", "Was geschah", "Cosa è successo";
    LOG_EMPTY = "Nothing yet: the first photographer is still to be posted.",
        "Rien encore\u{202f}: le premier photographe n'est pas encore posté.",
        "Noch nichts: Der erste Fotograf ist noch nicht aufgestellt.",
        "Ancora niente: il primo fotografo non è ancora stato piazzato.";
    KEY_COLOURS = "Photo colours, each with its mark:", "Couleurs des photos, chacune avec sa marque\u{202f}:", "Fotofarben, jede mit ihrem Zeichen:", "Colori delle foto, ognuno con il suo segno:";
    KEY_FRAGMENT = "a fragment: its point kind's mark on its photo's colour, with the colour's mark",
        "un fragment\u{202f}: la marque de sa sorte de point sur la couleur de sa photo, avec la marque de la couleur",
        "ein Fragment: das Zeichen seiner Punktsorte auf der Farbe seines Fotos, mit dem Zeichen der Farbe",
        "un frammento: il segno del suo tipo di punto sul colore della sua foto, con il segno del colore";
    KEY_PHOTOGRAPHER = "a photographer, numbered by player", "un photographe, numéroté par joueur", "ein Fotograf, nach Spieler nummeriert", "un fotografo, numerato per giocatore";
    KEY_TARGET = "can be chosen now", "peut être choisi maintenant", "jetzt wählbar", "si può scegliere ora";
    KEY_CHOSEN = "the photographer picked to move", "le photographe choisi pour bouger", "der zum Ziehen gewählte Fotograf", "il fotografo scelto per muoversi";
    KEY_HINT = "the hint: what the strong computer player would do", "le conseil\u{202f}: ce que ferait l'ordinateur fort", "der Tipp: was der starke Computer täte", "il suggerimento: ciò che farebbe il computer forte";
    KEY_PICKED = "a cell picked for Nessie", "une case choisie pour Nessie", "ein für Nessie gewähltes Feld", "una casella scelta per Nessie";
    KEY_WAVE = "the die's wave: Nessie may lie anywhere", "la vague du dé\u{202f}: Nessie peut se poser n'importe où", "die Welle des Würfels: Nessie darf sich überall hinlegen", "l'onda del dado: Nessie può mettersi ovunque";
    KEY_WAITING = "the die waits for a roll", "le dé attend un lancer", "der Würfel wartet auf einen Wurf", "il dado aspetta un tiro";
    KEY_FLIP = "swap a column's two fragments, above and below", "échanger les deux fragments d'une colonne, en haut et en bas", "die beiden Fragmente einer Spalte tauschen, oben und unten", "scambia i due frammenti di una colonna, sopra e sotto";
    KEY_NUMBER = "the number of a point or a cell, as the log names it",
        "le numéro d'un point ou d'une case, tel que le journal le nomme",
        "die Nummer eines Punkts oder Felds, wie das Protokoll sie nennt",
        "il numero di un punto o di una casella, come lo nomina il registro";
    KEY_JOINT = "the points of a joint between two fragments of a photo: 2 when they share a colour, 1 when they do not",
        "les points d'une jointure entre deux fragments d'une photo\u{202f}: 2 s'ils ont la même couleur, 1 sinon",
        "die Punkte einer Nahtstelle zwischen zwei Fragmenten eines Fotos: 2 bei gleicher Farbe, sonst 1",
        "i punti di una giuntura tra due frammenti di una foto: 2 se hanno lo stesso colore, altrimenti 1";
    KEY_EMPTY = "an empty slot on a ruler", "une place vide sur une réglette", "ein leerer Platz auf einem Lineal", "un posto vuoto su un righello";
    LAKE_SCROLL = "The lake is wider than the screen: swipe it sideways, or use the arrows.",
        "Le lac est plus large que l'écran\u{202f}: faites-le glisser sur le côté, ou utilisez les flèches.",
        "Der See ist breiter als der Bildschirm: Wische ihn zur Seite oder nutze die Pfeile.",
        "Il lago è più largo dello schermo: fallo scorrere di lato, o usa le frecce.";
    SCROLL_WEST = "Show the west of the lake", "Montrer l'ouest du lac", "Den Westen des Sees zeigen", "Mostra l'ovest del lago";
    SCROLL_EAST = "Show the east of the lake", "Montrer l'est du lac", "Den Osten des Sees zeigen", "Mostra l'est del lago";
    SCROLL_NESSIE = "Show Nessie", "Montrer Nessie", "Nessie zeigen", "Mostra Nessie";
    JOINT_SAME = "Joint of one colour: 2 points", "Jointure d'une couleur\u{202f}: 2 points", "Nahtstelle in einer Farbe: 2 Punkte", "Giuntura di un colore: 2 punti";
    JOINT_MIXED = "Joint of two colours: 1 point", "Jointure de deux couleurs\u{202f}: 1 point", "Nahtstelle in zwei Farben: 1 Punkt", "Giuntura di due colori: 1 punto";
    WHO_PLAYS = "Who plays each seat", "Qui joue à chaque place", "Wer spielt an jedem Platz", "Chi gioca a ogni posto";
    PERSON = "Person", "Personne", "Person", "Persona";
    START = "Start the game", "Commencer la partie", "Spiel beginnen", "Inizia la partita";
    PLAY_ONLINE = "Play online with these seats", "Jouer en ligne avec ces places", "Mit diesen Plätzen online spielen", "Gioca online con questi posti";
    ONLINE_NOTE = "Online, each seat for a person goes to a friend on their own device (you take the first); the computers play on yours. Every roll and draw is dealt from all seats' secret parts, so nobody can steer the luck.",
        "En ligne, chaque place de personne va à un ami sur son propre appareil (vous prenez la première)\u{202f}; les ordinateurs jouent sur le vôtre. Chaque lancer et chaque tirage se font à partir des parts secrètes de toutes les places\u{a0}: personne ne peut orienter le hasard.",
        "Online geht jeder Platz für eine Person an jemanden auf dessen eigenem Gerät (du nimmst den ersten); die Computer spielen auf deinem. Jeder Wurf und jede Ziehung entsteht aus den geheimen Anteilen aller Plätze, so kann niemand das Glück lenken.",
        "Online, ogni posto per una persona va a un amico sul suo dispositivo (tu prendi il primo); i computer giocano sul tuo. Ogni lancio e ogni pesca nascono dalle parti segrete di tutti i posti: nessuno può guidare la fortuna.";
    OPEN_FINISHED = "Open the finished game", "Ouvrir la partie terminée", "Das beendete Spiel öffnen", "Apri la partita finita";
    YOUR_TURN = "Your turn at Loch Ness", "À vous de jouer à Loch Ness", "Du bist dran bei Loch Ness", "Tocca a te a Loch Ness";
    LIVE_TABLES = "Your live tables", "Vos tables en ligne", "Deine Online-Tische", "I tuoi tavoli online";
    TABLE = "Table", "Table", "Tisch", "Tavolo";
    BACK_TO_TABLE = "Back to the table", "Retourner à la table", "Zurück zum Tisch", "Torna al tavolo";
    CANCEL = "Back to the game", "Revenir à la partie", "Zurück zum Spiel", "Torna alla partita";
    IN_PROGRESS = "Your Loch Ness games", "Vos parties de Loch Ness", "Deine Loch-Ness-Spiele", "Le tue partite a Loch Ness";
    RESUME = "Resume", "Reprendre", "Fortsetzen", "Riprendi";
    FINISHED = "finished", "terminée", "beendet", "finita";
    UNDO = "↶ Undo", "↶ Annuler", "↶ Rückgängig", "↶ Annulla";
    UNDO_TITLE = "Take back the last action of this turn (not past the roll)",
        "Annuler la dernière action de ce tour (jamais au-delà du lancer)",
        "Die letzte Aktion dieses Zugs zurücknehmen (nie über den Wurf hinaus)",
        "Annulla l'ultima azione di questo turno (mai oltre il lancio)";
    COPY_LINK = "Copy link", "Copier le lien", "Link kopieren", "Copia il link";
    LAKE_LABEL = "The lake, its observation points and Nessie. Tab moves between what can be chosen, Enter chooses.",
        "Le lac, ses points d'observation et Nessie. Tab passe d'un choix à l'autre, Entrée choisit.",
        "Der See, seine Beobachtungspunkte und Nessie. Tab wechselt zwischen den Möglichkeiten, Enter wählt.",
        "Il lago, i suoi punti di osservazione e Nessie. Tab passa da una scelta all'altra, Invio sceglie.";
    LEGEND = "Key", "Légende", "Legende", "Legenda";
    LEGEND_LINES = "White lines: the three cells a point sees (shown on hover or focus).",
        "Lignes blanches\u{202f}: les trois cases que voit un point (au survol ou au focus).",
        "Weiße Linien: die drei Felder, die ein Punkt sieht (beim Überfahren oder Fokus).",
        "Linee bianche: le tre caselle viste da un punto (al passaggio o al focus).";
    ROLL = "Roll the die", "Lancer le dé", "Würfeln", "Tira il dado";
    PASS_MOVE = "Don't move", "Ne pas bouger", "Nicht bewegen", "Non spostare";
    PASS_SECOND = "No second photographer", "Pas de second photographe", "Kein zweiter Fotograf", "Nessun secondo fotografo";
    HAND_TITLE = "Drawn fragments, shown to the whole table", "Fragments piochés, montrés à toute la table", "Gezogene Fragmente, für alle sichtbar", "Frammenti pescati, mostrati a tutto il tavolo";
    KEEP_UPPER = "Keep, above", "Garder, en haut", "Behalten, oben", "Tieni, sopra";
    KEEP_LOWER = "Keep, below", "Garder, en bas", "Behalten, unten", "Tieni, sotto";
    KEEP_NONE = "Keep none", "N'en garder aucun", "Keins behalten", "Non tenerne nessuno";
    DRAW_TITLE = "Bumped: choose a deck to draw one fragment from", "Délogé\u{202f}: choisissez une pioche pour tirer un fragment", "Verdrängt: Wähle einen Stapel, um ein Fragment zu ziehen", "Scalzato: scegli un mazzo da cui pescare un frammento";
    RULERS = "Rulers and scores", "Réglettes et scores", "Lineale und Punkte", "Righelli e punteggi";
    UPPER = "Photo above", "Photo du haut", "Foto oben", "Foto sopra";
    LOWER = "Photo below", "Photo du bas", "Foto unten", "Foto sotto";
    EMPTY = "empty", "vide", "leer", "vuoto";
    FLIP = "⇅", "⇅", "⇅", "⇅";
    GAME_OVER = "The game is over", "La partie est terminée", "Das Spiel ist vorbei", "La partita è finita";
    BOT_PLAYING = "The computer is playing…", "L'ordinateur joue…", "Der Computer spielt…", "Il computer sta giocando…";
    PREVIEW_TITLE = "Nessie's new place", "La nouvelle place de Nessie", "Nessies neuer Platz", "Il nuovo posto di Nessie";
    SET_NESSIE = "Set Nessie here", "Poser Nessie ici", "Nessie hier absetzen", "Metti Nessie qui";
    CHOOSE_AGAIN = "Choose again", "Choisir à nouveau", "Neu wählen", "Scegli di nuovo";
    HINT = "Hint", "Conseil", "Tipp", "Suggerimento";
    WITH_HINT = " (with a hint)", " (avec un conseil)", " (mit Tipp)", " (con un suggerimento)";
    HINT_THINKING = "Thinking…", "Réflexion…", "Denke nach…", "Ci penso…";
    SKIP_BOTS = "Play the computer's moves at once", "Jouer tout de suite les coups de l'ordinateur", "Die Züge des Computers sofort spielen", "Gioca subito le mosse del computer";
    DISMISS = "Dismiss", "Fermer", "Schließen", "Chiudi";
    DIE = "Die", "Dé", "Würfel", "Dado";
    NO_ROLL = "not rolled yet", "pas encore lancé", "noch nicht geworfen", "non ancora tirato";
    WAVE = "wave", "vague", "Welle", "onda";
    TOOLBAR = "Loch Ness controls", "Commandes de Loch Ness", "Loch-Ness-Steuerung", "Comandi di Loch Ness";
    WINNER = "Winner", "Gagnant", "Gewinner", "Vincitore";
    SWAP_ROW = "Swap above and below", "Échanger haut et bas", "Oben und unten tauschen", "Scambia sopra e sotto";
    SEAT = "Seat", "Place", "Platz", "Posto";
    CLEAR_CHOICE = "Choose again", "Choisir à nouveau", "Neu wählen", "Scegli di nuovo";
    // The point kinds, in column order, and Nessie's pieces: listed in KINDS and PIECES below.
    BENCH = "bench", "banc", "Bank", "panchina";
    LIGHTHOUSE = "lighthouse", "phare", "Leuchtturm", "faro";
    BUSH = "bush", "buisson", "Busch", "cespuglio";
    PIER = "pier", "ponton", "Steg", "molo";
    BOAT = "boat", "bateau", "Boot", "barca";
    NESSIE_HEAD = "Nessie's head", "la tête de Nessie", "Nessies Kopf", "la testa di Nessie";
    NESSIE_BODY = "Nessie's body", "le corps de Nessie", "Nessies Rumpf", "il corpo di Nessie";
    NESSIE_TAIL = "Nessie's tail", "la queue de Nessie", "Nessies Schwanz", "la coda di Nessie";
}

/// A kind's name in `lang`.
pub fn kind_name(kind: Kind, lang: Lang) -> &'static str {
    KINDS[kind.index()].get(lang)
}

/// The point kinds' names, in column order.
pub const KINDS: [Tr; 5] = [BENCH, LIGHTHOUSE, BUSH, PIER, BOAT];

/// The border colours' names, in [`Colour::ALL`] order.
pub const COLOURS: [Tr; 5] = [
    Tr {
        en: "red",
        fr: "rouge",
        de: "rot",
        it: "rosso",
    },
    Tr {
        en: "orange",
        fr: "orange",
        de: "orange",
        it: "arancione",
    },
    Tr {
        en: "yellow",
        fr: "jaune",
        de: "gelb",
        it: "giallo",
    },
    Tr {
        en: "green",
        fr: "vert",
        de: "grün",
        it: "verde",
    },
    Tr {
        en: "purple",
        fr: "violet",
        de: "lila",
        it: "viola",
    },
];

/// Nessie's pieces' names.
pub const PIECES: [Tr; 3] = [NESSIE_HEAD, NESSIE_BODY, NESSIE_TAIL];

/// A colour's name in `lang`.
pub fn colour_name(colour: Colour, lang: Lang) -> &'static str {
    COLOURS[colour_index(colour)].get(lang)
}

/// A piece's name in `lang`.
pub fn piece_name(piece: Piece, lang: Lang) -> &'static str {
    let i = Piece::ALL.iter().position(|&p| p == piece).unwrap_or(0);
    PIECES[i].get(lang)
}

/// The seats `seats`, counted from 1, as a list: "1, 2 and 4".
fn list(seats: &[usize], lang: Lang) -> String {
    let names: Vec<String> = seats.iter().map(|s| (s + 1).to_string()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let rest = rest.join(", ");
            say!(
                lang,
                "{rest} and {last}",
                "{rest} et {last}",
                "{rest} und {last}",
                "{rest} e {last}"
            )
        }
        _ => names.join(""),
    }
}
