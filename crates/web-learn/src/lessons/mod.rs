//! The rules page and the interactive tutorial: prepared games, what each tutorial step
//! asks for, and the texts that explain them.
//!
//! Plain Rust, tested natively like the rest of the page's logic. The positions are built
//! by playing moves through the core, so every board a lesson shows is one a real game
//! can reach, and every claim a lesson makes is checked by the engine in the tests below.

pub mod positions;
pub mod rules;
pub mod tutorial;

use std::sync::Arc;

use blockness_core::{Edition, Game, Notation, Setup};

/// A game prepared for a lesson: the player count, the variant, and the moves that lead
/// to the position shown, in the notation of the move list (`S e5-e7`, `H3 f5-h5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prepared {
    /// Number of seats; their colours are the edition's first ones.
    pub players: usize,
    /// Whether the expert variant is played.
    pub expert: bool,
    /// The moves, in order.
    pub moves: &'static [&'static str],
}

impl Prepared {
    /// The game after the prepared moves, or what went wrong while replaying them.
    pub fn game(&self, edition: &Arc<Edition>) -> Result<Game, String> {
        let setup =
            Setup::new(edition, self.players, None, self.expert).map_err(|e| e.to_string())?;
        let mut game = Game::new(Arc::clone(edition), setup);
        play_all(&mut game, self.moves)?;
        Ok(game)
    }
}

/// Plays moves written in notation on `game`, stopping at the first that does not fit.
pub fn play_all(game: &mut Game, moves: &[&str]) -> Result<(), String> {
    for text in moves {
        let mv = parse(game, text)?;
        game.play(mv).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(())
}

/// Reads one move in notation for the seat to move in `game`.
pub fn parse(game: &Game, text: &str) -> Result<blockness_core::Move, String> {
    let notation: Notation = text.parse().map_err(|e| format!("{text}: {e}"))?;
    notation
        .to_move(game.rules(), game.position())
        .map_err(|e| format!("{text}: {e}"))
}

/// Words of the rules and tutorial pages' buttons and headings.
pub mod labels {
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
}
