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
    use blockness_web::i18n::Tr;

    /// The tutorial's heading.
    pub const TUTORIAL_TITLE: Tr = Tr {
        en: "Learn to play",
        fr: "Apprendre à jouer",
        de: "Spielen lernen",
        it: "Impara a giocare",
    };
    /// Before the step number: "Step 3 of 7".
    pub const STEP: Tr = Tr {
        en: "Step",
        fr: "Étape",
        de: "Schritt",
        it: "Passo",
    };
    /// Between the step number and the count: "Step 3 of 7".
    pub const OF: Tr = Tr {
        en: "of",
        fr: "sur",
        de: "von",
        it: "di",
    };
    /// The button to the next step.
    pub const NEXT: Tr = Tr {
        en: "Next step",
        fr: "Étape suivante",
        de: "Nächster Schritt",
        it: "Passo successivo",
    };
    /// The button to the previous step.
    pub const PREVIOUS: Tr = Tr {
        en: "Previous step",
        fr: "Étape précédente",
        de: "Vorheriger Schritt",
        it: "Passo precedente",
    };
    /// The button that sets the step's board up again.
    pub const RESTART: Tr = Tr {
        en: "Start this step again",
        fr: "Recommencer cette étape",
        de: "Diesen Schritt neu beginnen",
        it: "Ricomincia questo passo",
    };
    /// Next to a completed step's title.
    pub const COMPLETED: Tr = Tr {
        en: "done",
        fr: "réussie",
        de: "geschafft",
        it: "completato",
    };
    /// The list of steps, for screen readers.
    pub const STEPS: Tr = Tr {
        en: "Steps of the tutorial",
        fr: "Étapes du tutoriel",
        de: "Schritte der Einführung",
        it: "Passi della guida",
    };
    /// Shown once every step is completed.
    pub const FINISHED: Tr = Tr {
        en: "You have completed every step: you know the whole game. Go back to the game and try it against a friend or a computer player. Two players who want an even start can tick the swap rule in the new-game dialog.",
        fr: "Vous avez réussi toutes les étapes\u{202f}: vous connaissez tout le jeu. Retournez à la partie et essayez-le contre un ami ou un joueur ordinateur. À deux, pour un départ équitable, cochez la règle de l'échange dans la fenêtre de nouvelle partie.",
        de: "Du hast alle Schritte geschafft und kennst nun das ganze Spiel. Geh zurück zum Spiel und probiere es gegen Freunde oder einen Computergegner aus. Wer zu zweit fair starten will, kreuzt im Fenster für ein neues Spiel die Tauschregel an.",
        it: "Hai completato tutti i passi: ora conosci l'intero gioco. Torna alla partita e provalo contro un amico o un giocatore computer. Due giocatori che vogliono una partenza equa possono spuntare la regola dello scambio nella finestra della nuova partita.",
    };
    /// Title of a small board on the rules page, for screen readers.
    pub const EXAMPLE_BOARD: Tr = Tr {
        en: "Example position",
        fr: "Position d'exemple",
        de: "Beispielstellung",
        it: "Posizione di esempio",
    };
    /// The board of a tutorial step, for screen readers.
    pub const LESSON_BOARD: Tr = Tr {
        en: "The loch of this step",
        fr: "Le loch de cette étape",
        de: "Der See dieses Schritts",
        it: "Il loch di questo passo",
    };
    /// The legend of ringed holes on the rules page's boards.
    pub const RINGED: Tr = Tr {
        en: "ringed: holes that matter here",
        fr: "entourés\u{202f}: les trous qui comptent ici",
        de: "eingekreist: die Löcher, auf die es ankommt",
        it: "cerchiati: i fori che contano qui",
    };
    /// The legend of crossed-out holes.
    pub const CROSSED: Tr = Tr {
        en: "crossed out: a foot may not go there",
        fr: "barrés\u{202f}: aucun pied ne peut s'y poser",
        de: "durchgestrichen: dort darf kein Fuß hin",
        it: "barrati: lì non può andare nessun piede",
    };
    /// Every label, for the translation test.
    pub const ALL: [Tr; 13] = [
        TUTORIAL_TITLE,
        STEP,
        OF,
        NEXT,
        PREVIOUS,
        RESTART,
        COMPLETED,
        STEPS,
        FINISHED,
        EXAMPLE_BOARD,
        LESSON_BOARD,
        RINGED,
        CROSSED,
    ];

    #[cfg(test)]
    mod tests {
        #[test]
        fn every_label_is_translated() {
            for tr in super::ALL {
                assert!(tr.is_translated(), "{tr:?}");
            }
        }
    }
}
