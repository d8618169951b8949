//! The lessons' words in the four languages: the buttons and headings of the rules page and
//! the tutorial here, each page's own texts beside it ([`rules`], [`tutorial`]).

pub mod rules;
pub mod tutorial;

use blockness_web_common::texts;

texts! {
    // The tutorial's heading.
    TUTORIAL_TITLE = "Learn to play", "Apprendre à jouer", "Spielen lernen", "Impara a giocare";
    // Before the step number: "Step 3 of 7".
    STEP = "Step", "Étape", "Schritt", "Passo";
    // Between the step number and the count: "Step 3 of 7".
    OF = "of", "sur", "von", "di";
    // The button to the next step.
    NEXT = "Next step", "Étape suivante", "Nächster Schritt", "Passo successivo";
    // The button to the previous step.
    PREVIOUS = "Previous step", "Étape précédente", "Vorheriger Schritt", "Passo precedente";
    // The button that sets the step's board up again.
    RESTART = "Start this step again", "Recommencer cette étape", "Diesen Schritt neu beginnen", "Ricomincia questo passo";
    // Next to a completed step's title.
    COMPLETED = "done", "réussie", "geschafft", "completato";
    // The list of steps, for screen readers.
    STEPS = "Steps of the tutorial", "Étapes du tutoriel", "Schritte der Einführung", "Passi della guida";
    // Shown once every step is completed.
    FINISHED = "You have completed every step: you know the whole game. Go back to the game and try it against a friend or a computer player. Two players who want an even start can tick the swap rule in the new-game dialog.",
        "Vous avez réussi toutes les étapes\u{202f}: vous connaissez tout le jeu. Retournez à la partie et essayez-le contre un ami ou un joueur ordinateur. À deux, pour un départ équitable, cochez la règle de l'échange dans la fenêtre de nouvelle partie.",
        "Du hast alle Schritte geschafft und kennst nun das ganze Spiel. Geh zurück zum Spiel und probiere es gegen Freunde oder einen Computergegner aus. Wer zu zweit fair starten will, kreuzt im Fenster für ein neues Spiel die Tauschregel an.",
        "Hai completato tutti i passi: ora conosci l'intero gioco. Torna alla partita e provalo contro un amico o un giocatore computer. Due giocatori che vogliono una partenza equa possono spuntare la regola dello scambio nella finestra della nuova partita.";
    // Title of a small board on the rules page, for screen readers.
    EXAMPLE_BOARD = "Example position", "Position d'exemple", "Beispielstellung", "Posizione di esempio";
    // The board of a tutorial step, for screen readers.
    LESSON_BOARD = "The loch of this step", "Le loch de cette étape", "Der See dieses Schritts", "Il loch di questo passo";
    // The legend of ringed holes on the rules page's boards.
    RINGED = "ringed: holes that matter here", "entourés\u{202f}: les trous qui comptent ici", "eingekreist: die Löcher, auf die es ankommt", "cerchiati: i fori che contano qui";
    // The legend of crossed-out holes.
    CROSSED = "crossed out: a foot may not go there", "barrés\u{202f}: aucun pied ne peut s'y poser", "durchgestrichen: dort darf kein Fuß hin", "barrati: lì non può andare nessun piede";
}
