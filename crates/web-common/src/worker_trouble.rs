//! What goes wrong with the computer players, which every product runs in the bot worker,
//! and the one sentence that tells it.

use crate::{say, Lang};

/// What went wrong with the computer players. The details come from the browser or the
/// worker and are shown as they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerTrouble {
    /// The worker could not be created.
    CannotStart(String),
    /// The worker sent something that is not an answer.
    UnreadableAnswer(String),
    /// The worker broke down.
    Stopped(Option<String>),
    /// A question could not be written or sent.
    CannotAsk(String),
    /// The worker answered without a move.
    NoMove,
    /// The worker reported an error of its own.
    Reported(String),
}

impl WorkerTrouble {
    /// The sentence that tells the player: the computer players cannot run, and why.
    pub fn text(&self, lang: Lang) -> String {
        let why = self.reason(lang);
        say!(
            lang,
            "The computer players cannot run here ({why}).",
            "Les joueurs ordinateur ne peuvent pas fonctionner ici ({why}).",
            "Die Computerspieler können hier nicht laufen ({why}).",
            "I giocatori computer non possono funzionare qui ({why}).",
        )
    }

    /// Why, as a clause: the end of [`WorkerTrouble::text`], and of the page's own
    /// sentences about the computer players.
    pub fn reason(&self, lang: Lang) -> String {
        match self {
            WorkerTrouble::CannotStart(d) => say!(
                lang,
                "they could not be started: {d}",
                "impossible de les démarrer\u{202f}: {d}",
                "sie ließen sich nicht starten: {d}",
                "impossibile avviarli: {d}",
            ),
            WorkerTrouble::UnreadableAnswer(d) => say!(
                lang,
                "their answer could not be read: {d}",
                "leur réponse est illisible\u{202f}: {d}",
                "ihre Antwort ist nicht lesbar: {d}",
                "la loro risposta è illeggibile: {d}",
            ),
            WorkerTrouble::Stopped(None) => say!(
                lang,
                "they stopped working",
                "ils ont cessé de fonctionner",
                "sie arbeiten nicht mehr",
                "hanno smesso di funzionare",
            ),
            WorkerTrouble::Stopped(Some(d)) => say!(
                lang,
                "they stopped working: {d}",
                "ils ont cessé de fonctionner\u{202f}: {d}",
                "sie arbeiten nicht mehr: {d}",
                "hanno smesso di funzionare: {d}",
            ),
            WorkerTrouble::CannotAsk(d) => say!(
                lang,
                "the question could not be sent: {d}",
                "la question n'a pas pu être envoyée\u{202f}: {d}",
                "die Frage ließ sich nicht senden: {d}",
                "non è stato possibile inviare la domanda: {d}",
            ),
            WorkerTrouble::NoMove => say!(
                lang,
                "no move was found",
                "aucun coup trouvé",
                "kein Zug gefunden",
                "nessuna mossa trovata",
            ),
            // English shows the worker's own words alone; the others say they are an error.
            WorkerTrouble::Reported(d) => say!(
                lang,
                "{d}",
                "erreur signalée\u{202f}: {d}",
                "gemeldeter Fehler: {d}",
                "errore segnalato: {d}",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_trouble_is_told_in_every_language() {
        let troubles = [
            WorkerTrouble::CannotStart("x".into()),
            WorkerTrouble::UnreadableAnswer("x".into()),
            WorkerTrouble::Stopped(None),
            WorkerTrouble::Stopped(Some("x".into())),
            WorkerTrouble::CannotAsk("x".into()),
            WorkerTrouble::NoMove,
            WorkerTrouble::Reported("x".into()),
        ];
        for trouble in troubles {
            let [en, fr, de, it] = Lang::ALL.map(|lang| trouble.text(lang));
            assert!(en.starts_with("The computer players cannot run here ("));
            assert!(fr != en && de != en && it != en, "{en}");
        }
        assert_eq!(
            WorkerTrouble::NoMove.text(Lang::De),
            "Die Computerspieler können hier nicht laufen (kein Zug gefunden)."
        );
    }
}
