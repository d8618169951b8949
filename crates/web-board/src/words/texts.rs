//! A board's fixed words, and the ones the lessons and live tables share with the page:
//! labels, buttons, headings and help, in the four languages.

use blockness_web_common::texts;

texts! {
    BACK_TO_GAME = "Back to the game", "Retour à la partie", "Zurück zum Spiel", "Torna alla partita";
    UNDO = "↶ Undo", "↶ Annuler", "↶ Rückgängig", "↶ Annulla";
    UNDO_TITLE = "Take back the last move", "Annuler le dernier coup", "Den letzten Zug zurücknehmen", "Annulla l'ultima mossa";
    REDO = "Redo ↷", "Rétablir ↷", "Wiederholen ↷", "Ripristina ↷";
    HINT = "Hint", "Indice", "Tipp", "Suggerimento";
    HINT_TITLE = "Ask the strong computer player for a move (it is shown, not played)",
        "Demander un coup à l'ordinateur de niveau fort (il est montré, pas joué)",
        "Den starken Computerspieler um einen Zug bitten (er wird gezeigt, nicht ausgeführt)",
        "Chiedi una mossa al giocatore computer forte (viene mostrata, non giocata)";
    BOARD_LABEL = "The loch: use the arrow keys to move between holes, Enter to choose one",
        "Le loch\u{202f}: les flèches passent d'un trou à l'autre, Entrée en choisit un",
        "Der See: mit den Pfeiltasten von Loch zu Loch, mit der Eingabetaste auswählen",
        "Il loch: con le frecce ci si sposta da un foro all'altro, con Invio se ne sceglie uno";
    BOT_THINKING = "The computer player is thinking…", "L'ordinateur réfléchit…", "Der Computerspieler überlegt…", "Il giocatore computer sta pensando…";
    DISMISS = "Dismiss", "Fermer", "Schließen", "Chiudi";
    PLACE = "Place", "Rang", "Platz", "Posizione";
    MONSTER = "Monster", "Monstre", "Monster", "Mostro";
    SEGMENTS_LEFT = "Segments left", "Segments restants", "Übrige Segmente", "Segmenti rimasti";
    HEAD_HEIGHT = "Head height", "Hauteur de la tête", "Kopfhöhe", "Altezza della testa";
    NOTATION_KEY = "Key: S places the starter (head cell, then tail cell); H grows the head, T the tail, followed by the segment's height, then its two feet (e.g. H4 e5-e8).", "Légende\u{202f}: S pose le segment de départ (case de la tête, puis de la queue)\u{a0}; H allonge la tête, T la queue, suivis de la hauteur du segment, puis de ses deux pieds (par ex. H4 e5-e8).", "Schlüssel: S legt das Startsegment (Feld des Kopfs, dann des Schwanzes); H verlängert den Kopf, T den Schwanz, gefolgt von der Höhe des Segments und seinen beiden Füßen (z. B. H4 e5-e8).", "Legenda: S posa il segmento iniziale (foro della testa, poi della coda); H allunga la testa, T la coda, seguiti dall'altezza del segmento e dai suoi due piedi (es. H4 e5-e8).";
    HINT_USED = "played with a hint", "joué avec un indice", "mit einem Tipp gespielt", "giocata con un suggerimento";
    LEGEND = "Pieces", "Pièces", "Figuren", "Pezzi";
    LEGEND_HEAD = "head: round, with eyes", "tête\u{202f}: ronde, avec des yeux", "Kopf: rund, mit Augen", "testa: rotonda, con gli occhi";
    LEGEND_TAIL = "tail: a diamond", "queue\u{202f}: un losange", "Schwanz: eine Raute", "coda: un rombo";
    LEGEND_ARCH = "arch: its number is its height", "arche\u{202f}: son nombre est sa hauteur", "Bogen: die Zahl ist seine Höhe", "arco: il numero è la sua altezza";
    REMATCH = "Rematch", "Revanche", "Revanche", "Rivincita";
    MOVES = "Moves", "Coups", "Züge", "Mosse";
    FIRST_POSITION = "First position", "Position initiale", "Anfangsstellung", "Posizione iniziale";
    PREVIOUS_MOVE = "Previous move", "Coup précédent", "Vorheriger Zug", "Mossa precedente";
    NEXT_MOVE = "Next move", "Coup suivant", "Nächster Zug", "Mossa successiva";
    LAST_MOVE = "Last move", "Dernier coup", "Letzter Zug", "Ultima mossa";
    CONTINUE_HERE = "Continue from here", "Reprendre d'ici", "Von hier weiterspielen", "Riprendi da qui";
    CONTINUE_HERE_TITLE = "Play on from this position; the later moves can be redone",
        "Continuer depuis cette position\u{202f}; les coups suivants pourront être rétablis",
        "Ab dieser Stellung weiterspielen; die späteren Züge lassen sich wiederholen",
        "Continua a giocare da questa posizione; le mosse successive si potranno ripristinare";
    NO_MOVES = "No moves yet.", "Aucun coup pour l'instant.", "Noch keine Züge.", "Ancora nessuna mossa.";
    UNDONE_MOVE_TITLE = "Undone: use Redo to play it again", "Annulé\u{202f}: «\u{202f}Rétablir\u{202f}» le remet en place", "Zurückgenommen: Mit „Wiederholen“ kommt er zurück", "Annullata: «Ripristina» la rimette in gioco";
    PLAYERS = "Players", "Joueurs", "Spieler", "Giocatori";
    VARIANT = "Variant", "Variante", "Variante", "Variante";
    BASE_VARIANT = "Base game", "Jeu de base", "Grundspiel", "Gioco base";
    EXPERT_VARIANT = "Expert variant", "Variante experte", "Expertenvariante", "Variante per esperti";
    SWAP_OPTION = "Swap rule (fair start)", "Règle de l'échange (départ équitable)", "Tauschregel (fairer Start)", "Regola dello scambio (partenza equa)";
    SWAP = "Swap", "Échanger", "Tauschen", "Scambia";
    SWAP_TITLE = "Take over the starter on the loch: you play that colour and move first; the opener lays the other colour",
        "Reprendre le segment de départ posé\u{202f}: vous jouez cette couleur et commencez\u{202f}; l'ouvreur pose l'autre couleur",
        "Das gelegte Startsegment übernehmen: Du spielst diese Farbe und ziehst zuerst; wer eröffnet hat, legt die andere Farbe",
        "Prendi il segmento iniziale già nel loch: giochi quel colore e muovi per primo; chi ha aperto posa l'altro colore";
    BY_LINK_NOTE = "Seats played by link are played on other devices: after each move, send the link to whoever plays next.",
        "Les places jouées par lien se jouent sur d'autres appareils\u{202f}: après chaque coup, envoyez le lien à qui joue ensuite.",
        "Plätze per Link werden auf anderen Geräten gespielt: Schick nach jedem Zug den Link an den, der als Nächstes spielt.",
        "I posti giocati via link si giocano su altri dispositivi: dopo ogni mossa, manda il link a chi gioca dopo.";
    SEND_LINK = "Send the link", "Envoyer le lien", "Link senden", "Invia il link";
    SEND_LINK_TITLE = "Share this game's link with the player to move (or copy it)",
        "Partager le lien de la partie avec le joueur qui doit jouer (ou le copier)",
        "Den Link zu diesem Spiel an den Spieler am Zug schicken (oder kopieren)",
        "Condividi il link di questa partita con il giocatore di turno (o copialo)";
    NO_SEGMENT_LEFT = "no segment left", "plus de segment", "kein Segment mehr", "nessun segmento rimasto";
    BLOCKED_SKIPPED = "blocked: turns skipped", "bloqué\u{202f}: passe son tour", "blockiert: setzt aus", "bloccato: salta il turno";
    TO_MOVE = "to move", "à jouer", "am Zug", "di turno";
    ON_THE_BOARD = "in the loch", "dans le loch", "im See", "nel loch";
    CANNOT_PLACE_NOW = "cannot be placed now", "impossible à poser maintenant", "jetzt nicht legbar", "non si può posare ora";
}
