//! The solo mode's words, in the four languages: fixed texts as [`Tr`] constants declared
//! with `texts!` (listed in [`ALL`]), counted nouns as [`Plural`] constants declared with
//! `plurals!` (listed in [`PLURALS`]), and the sentences built from the puzzle's state
//! ([`SoloNote`]), each written once with its four languages side by side in
//! [`SoloNote::text`] (module `notes`), whose one exhaustive `match` leaves no
//! translation out.
//!
//! [`Tr`]: blockness_web_common::Tr
//! [`Plural`]: blockness_web_common::Plural

use blockness_web_board::words::Lang;
use blockness_web_common::texts;

mod notes;

pub use notes::SoloNote;

texts! {
    SOLO_TITLE = "Solo puzzles", "Casse-têtes en solo", "Solo-Rätsel", "Rompicapi in solitario";
    SOLO_INTRO = "Your monster moves alone among statues: the other monsters never move. Place the number of segments asked, by the usual rules. Every puzzle has been solved by the computer, so there is always a way.",
        "Votre monstre avance seul parmi des statues\u{202f}: les autres monstres ne bougent jamais. Posez le nombre de segments demandé, selon les règles habituelles. L'ordinateur a résolu chaque casse-tête\u{202f}: il y a toujours un chemin.",
        "Dein Monster bewegt sich allein zwischen Statuen: Die anderen Monster bewegen sich nie. Lege so viele Segmente wie verlangt, nach den üblichen Regeln. Der Computer hat jedes Rätsel gelöst, es gibt also immer einen Weg.",
        "Il tuo mostro si muove da solo tra statue: gli altri mostri non si muovono mai. Posa il numero di segmenti richiesto, secondo le regole abituali. Il computer ha risolto ogni rompicapo, quindi una strada c'è sempre.";
    DAILY = "Today's puzzle", "Casse-tête du jour", "Rätsel des Tages", "Rompicapo del giorno";
    DAILY_NOTE = "A new puzzle every day (UTC), the same for everyone, harder as the week goes on.",
        "Un nouveau casse-tête chaque jour (UTC), le même pour tous, plus difficile au fil de la semaine.",
        "Jeden Tag (UTC) ein neues Rätsel, für alle dasselbe, im Lauf der Woche schwieriger.",
        "Un nuovo rompicapo ogni giorno (UTC), uguale per tutti, più difficile man mano che la settimana avanza.";
    CAMPAIGN = "Levels", "Niveaux", "Levels", "Livelli";
    TIER = "Tier", "Palier", "Stufe", "Fascia";
    LEVEL = "Level", "Niveau", "Level", "Livello";
    STATE_NEW = "new", "nouveau", "neu", "nuovo";
    STATE_SOLVED = "solved", "résolu", "gelöst", "risolto";
    STATE_CLEAN = "solved cleanly", "résolu sans aide", "sauber gelöst", "risolto senza aiuti";
    RESTART = "Restart", "Recommencer", "Neu beginnen", "Ricomincia";
    RESTART_TITLE = "Take every move back to the puzzle's start",
        "Reprendre tous les coups jusqu'au début du casse-tête",
        "Alle Züge bis zum Anfang des Rätsels zurücknehmen",
        "Annulla tutte le mosse fino all'inizio del rompicapo";
    UNDO_TITLE = "Take back your last segment", "Reprendre votre dernier segment", "Dein letztes Segment zurücknehmen", "Riprendi il tuo ultimo segmento";
    HINT_TITLE = "Show a move that still reaches the goal (it counts as help)",
        "Montrer un coup qui atteint encore le but (cela compte comme une aide)",
        "Einen Zug zeigen, der das Ziel noch erreicht (zählt als Hilfe)",
        "Mostra una mossa che raggiunge ancora l'obiettivo (conta come aiuto)";
    BACK_TO_LEVELS = "All levels", "Tous les niveaux", "Alle Levels", "Tutti i livelli";
    NEXT_LEVEL = "Next level", "Niveau suivant", "Nächstes Level", "Livello successivo";
    PLAY_AGAIN = "Play again", "Rejouer", "Noch einmal", "Gioca ancora";
    SOLVED = "Solved!", "Résolu\u{202f}!", "Gelöst!", "Risolto!";
    SOLVED_CLEAN = "Solved cleanly: no undo, no hint.", "Résolu sans aide\u{202f}: ni annulation, ni indice.", "Sauber gelöst: ohne Rücknahme, ohne Tipp.", "Risolto senza aiuti: nessun annullamento, nessun suggerimento.";
    STUCK = "The goal can no longer be reached from here. Undo a move and try another way.",
        "Le but ne peut plus être atteint d'ici. Annulez un coup et essayez un autre chemin.",
        "Das Ziel ist von hier aus nicht mehr erreichbar. Nimm einen Zug zurück und versuche einen anderen Weg.",
        "Da qui l'obiettivo non è più raggiungibile. Annulla una mossa e prova un'altra strada.";
    PUZZLE_SOLVED = "Puzzle solved", "Casse-tête résolu", "Rätsel gelöst", "Rompicapo risolto";
    PUZZLE_FAILED = "Puzzle failed", "Casse-tête manqué", "Rätsel nicht geschafft", "Rompicapo fallito";
    VARIANT_BASE = "Base game: each new segment starts next to the head or the tail.",
        "Jeu de base\u{202f}: chaque nouveau segment part d'une case voisine de la tête ou de la queue.",
        "Grundspiel: Jedes neue Segment beginnt neben dem Kopf oder dem Schwanz.",
        "Gioco base: ogni nuovo segmento parte da un foro accanto alla testa o alla coda.";
    VARIANT_EXPERT = "Expert variant: each new segment starts two holes away from the head or the tail.",
        "Variante experte\u{202f}: chaque nouveau segment part à deux cases de la tête ou de la queue.",
        "Expertenvariante: Jedes neue Segment beginnt zwei Löcher vom Kopf oder vom Schwanz entfernt.",
        "Variante per esperti: ogni nuovo segmento parte a due fori dalla testa o dalla coda.";
    CHECKING = "Checking the position…", "Vérification de la position…", "Die Stellung wird geprüft…", "Verifica della posizione…";
    LOADING = "Preparing the puzzle…", "Préparation du casse-tête…", "Das Rätsel wird vorbereitet…", "Preparazione del rompicapo…";
    COPY_SHARE = "Copy the result", "Copier le résultat", "Ergebnis kopieren", "Copia il risultato";
    COPY_PUZZLE_LINK = "Copy a link to this puzzle", "Copier un lien vers ce casse-tête", "Einen Link zu diesem Rätsel kopieren", "Copia un link a questo rompicapo";
    STATUES_NOTE = "Greyed monsters are statues: they never move, and their heads and tails still block arches.",
        "Les monstres grisés sont des statues\u{202f}: ils ne bougent jamais, et leurs têtes et queues bloquent toujours les arches.",
        "Ausgegraute Monster sind Statuen: Sie bewegen sich nie, und ihre Köpfe und Schwänze versperren weiterhin Bögen.",
        "I mostri in grigio sono statue: non si muovono mai, e le loro teste e code bloccano comunque gli archi.";
    LOCKED = "locked", "verrouillé", "gesperrt", "chiuso";
    PUZZLE_BOARD = "Puzzle board", "Plateau du casse-tête", "Rätselbrett", "Tabellone del rompicapo";
    DISMISS = "Dismiss", "Fermer", "Schließen", "Chiudi";
    MAKE = "Make a puzzle", "Créer un casse-tête", "Ein Rätsel bauen", "Crea un rompicapo";
    MAKE_NOTE = "Set up a position of your own, let the computer prove it can be solved, and share it by link.",
        "Composez votre propre position, laissez l'ordinateur prouver qu'elle a une solution, et partagez-la par lien.",
        "Stelle eine eigene Stellung auf, lass den Computer beweisen, dass sie lösbar ist, und teile sie per Link.",
        "Componi una posizione tua, lascia che il computer dimostri che si può risolvere e condividila via link.";
    MAKER_INTRO = "Play the statues as in a game: lay the starters, then place segments for every colour in turn. Then choose your colour, which will move alone, and the goal. The computer checks that the puzzle can be solved before it is offered.",
        "Jouez les statues comme dans une partie\u{202f}: posez les monstres de départ, puis des segments pour chaque couleur à tour de rôle. Choisissez ensuite votre couleur, qui avancera seule, et le but. L'ordinateur vérifie que le casse-tête a une solution avant de le proposer.",
        "Spiele die Statuen wie in einer Partie: Lege die Startmonster, dann reihum Segmente für jede Farbe. Wähle danach deine Farbe, die sich allein bewegt, und das Ziel. Der Computer prüft, ob das Rätsel lösbar ist, bevor er es anbietet.",
        "Gioca le statue come in una partita: posa i segmenti iniziali, poi segmenti per ogni colore a turno. Scegli poi il tuo colore, che si muoverà da solo, e l'obiettivo. Il computer verifica che il rompicapo si possa risolvere prima di proporlo.";
    MAKER_BOARD = "Puzzle maker's board", "Plateau de création", "Brett zum Rätselbauen", "Tabellone per creare rompicapi";
    SETUP_LOCKED = "Colours and variant are fixed once a move is played: clear the loch to change them.",
        "Couleurs et variante sont fixées dès le premier coup\u{202f}: videz le loch pour les changer.",
        "Farben und Variante stehen nach dem ersten Zug fest: Leere den See, um sie zu ändern.",
        "Colori e variante restano fissi dopo la prima mossa: svuota il loch per cambiarli.";
    CLEAR = "Clear the loch", "Vider le loch", "See leeren", "Svuota il loch";
    CLEAR_TITLE = "Take every segment off the loch and start again", "Retirer tous les segments du loch et recommencer", "Alle Segmente aus dem See nehmen und neu beginnen", "Togli tutti i segmenti dal loch e ricomincia";
    YOUR_COLOUR = "Your colour (it moves alone)", "Votre couleur (elle avance seule)", "Deine Farbe (sie bewegt sich allein)", "Il tuo colore (si muove da solo)";
    CHOOSE_COLOUR = "Choose a colour", "Choisir une couleur", "Farbe wählen", "Scegli un colore";
    NO_MONSTER_YET = "Lay a starter first: only a colour on the loch can be yours.",
        "Posez d'abord un monstre de départ\u{202f}: seule une couleur présente sur le loch peut être la vôtre.",
        "Lege zuerst ein Startmonster: Nur eine Farbe im See kann deine sein.",
        "Prima posa un segmento iniziale: può essere tuo solo un colore presente nel loch.";
    GOAL = "Goal: segments to place", "But\u{202f}: segments à poser", "Ziel: zu legende Segmente", "Obiettivo: segmenti da posare";
    VERIFY = "Check that it can be solved", "Vérifier qu'il a une solution", "Prüfen, ob es lösbar ist", "Verifica che si possa risolvere";
    VERIFYING = "The solver is looking for a way…", "Le solveur cherche un chemin…", "Der Löser sucht einen Weg…", "Il risolutore cerca una strada…";
    SOLVABLE = "The solver found a way: your puzzle can be solved.",
        "Le solveur a trouvé un chemin\u{202f}: votre casse-tête a une solution.",
        "Der Löser hat einen Weg gefunden: Dein Rätsel ist lösbar.",
        "Il risolutore ha trovato una strada: il tuo rompicapo si può risolvere.";
    PLAY_IT = "Play it", "Y jouer", "Spielen", "Giocalo";
    COPY_MADE_LINK = "Copy the puzzle link", "Copier le lien du casse-tête", "Rätsel-Link kopieren", "Copia il link del rompicapo";
    MADE_LINK = "Link to your puzzle", "Lien vers votre casse-tête", "Link zu deinem Rätsel", "Link al tuo rompicapo";
    UNSOLVABLE = "Refused: the goal cannot be reached from this position. Lower the goal or change the position; your board is as you left it.",
        "Refusé\u{202f}: le but ne peut pas être atteint depuis cette position. Baissez le but ou changez la position\u{202f}; votre plateau est tel que vous l'avez laissé.",
        "Abgelehnt: Das Ziel ist von dieser Stellung aus nicht erreichbar. Senke das Ziel oder ändere die Stellung; dein Brett bleibt, wie du es verlassen hast.",
        "Rifiutato: da questa posizione l'obiettivo non si può raggiungere. Abbassa l'obiettivo o cambia la posizione; il tuo tabellone è come l'hai lasciato.";
    UNDECIDED = "Refused: the solver could not tell within its budget whether the goal can be reached. Lower the goal or fill the loch more; your board is as you left it.",
        "Refusé\u{202f}: dans les limites de sa recherche, le solveur n'a pas pu dire si le but peut être atteint. Baissez le but ou remplissez davantage le loch\u{202f}; votre plateau est tel que vous l'avez laissé.",
        "Abgelehnt: Der Löser konnte innerhalb seines Suchrahmens nicht feststellen, ob das Ziel erreichbar ist. Senke das Ziel oder fülle den See weiter; dein Brett bleibt, wie du es verlassen hast.",
        "Rifiutato: entro i limiti della sua ricerca, il risolutore non è riuscito a stabilire se l'obiettivo si può raggiungere. Abbassa l'obiettivo o riempi di più il loch; il tuo tabellone è come l'hai lasciato.";
    BACK_TO_MAKER = "Back to the puzzle maker", "Retour à la création", "Zurück zum Rätselbau", "Torna alla creazione";
}

blockness_web_common::plurals! {
    SEGMENTS = ("segment", "segments"), ("segment", "segments"), ("Segment", "Segmente"), ("segmento", "segmenti");
    MOVES = ("move", "moves"), ("coup", "coups"), ("Zug", "Züge"), ("mossa", "mosse");
    UNDOS = ("undo", "undos"), ("annulation", "annulations"), ("Rücknahme", "Rücknahmen"), ("annullamento", "annullamenti");
    HINTS = ("hint", "hints"), ("indice", "indices"), ("Tipp", "Tipps"), ("suggerimento", "suggerimenti");
    LEVELS_SOLVED = ("solved", "solved"), ("résolu", "résolus"), ("gelöst", "gelöst"), ("risolto", "risolti");
    MORE_LEVELS = ("more level", "more levels"), ("niveau de plus", "niveaux de plus"), ("weiteren Level", "weiteren Levels"), ("livello in più", "livelli in più");
}

/// The share line of a solved daily puzzle, in the style of daily word games:
/// `Block Ness daily 2026-11-26 ★★★ 9/9, 0 undos, 0 hints`. It is in English in every
/// language, so that lines compare wherever they are posted.
pub fn share_line(
    date: &str,
    tier: u8,
    placed: usize,
    goal: usize,
    undos: u32,
    hints: u32,
) -> String {
    let stars = "★".repeat(usize::from(tier));
    let undos = UNDOS.count(undos.into(), Lang::En);
    let hints = HINTS.count(hints.into(), Lang::En);
    format!("Block Ness daily {date} {stars} {placed}/{goal}, {undos}, {hints}")
}
