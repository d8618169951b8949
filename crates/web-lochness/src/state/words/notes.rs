//! The notices the view shows once, until dismissed, and why a link does not open.

use blockness_lochness::{LinkError, ReplayError};
use blockness_web_common::{say, Lang};

use super::super::address::AddressError;
use super::super::Note;

/// Why a link or a kept game does not open, in a few words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkTrouble {
    /// Longer than any game.
    TooLong,
    /// Not Loch Ness link text.
    Unreadable,
    /// The game breaks the rules at this action (from 1).
    Illegal(usize),
    /// The setup is refused.
    Setup,
    /// The seat code is wrong.
    Seats,
}

impl LinkTrouble {
    /// The trouble of an address error.
    pub fn of(error: &AddressError) -> LinkTrouble {
        match error {
            AddressError::Link(LinkError::TooLong { .. }) => LinkTrouble::TooLong,
            AddressError::Link(LinkError::Game(ReplayError::Illegal { index, .. })) => {
                LinkTrouble::Illegal(index + 1)
            }
            AddressError::Link(LinkError::Game(ReplayError::Setup(_))) => LinkTrouble::Setup,
            AddressError::Seats(_) => LinkTrouble::Seats,
            _ => LinkTrouble::Unreadable,
        }
    }

    /// Why, as the middle of a notice's sentence: "it is far too long".
    pub fn text(self, lang: Lang) -> String {
        match self {
            LinkTrouble::TooLong => say!(
                lang,
                "it is far too long",
                "il est bien trop long",
                "er ist viel zu lang",
                "è decisamente troppo lungo"
            ),
            LinkTrouble::Unreadable => say!(
                lang,
                "it is damaged or incomplete",
                "il est abîmé ou incomplet",
                "er ist beschädigt oder unvollständig",
                "è danneggiato o incompleto"
            ),
            LinkTrouble::Illegal(n) => say!(
                lang,
                "its game breaks the rules at action {n}",
                "sa partie enfreint les règles à l'action {n}",
                "sein Spiel verstößt bei Aktion {n} gegen die Regeln",
                "la sua partita viola le regole all'azione {n}"
            ),
            LinkTrouble::Setup => say!(
                lang,
                "its number of players cannot be played",
                "son nombre de joueurs n'est pas jouable",
                "seine Spielerzahl ist nicht spielbar",
                "il suo numero di giocatori non è giocabile"
            ),
            LinkTrouble::Seats => say!(
                lang,
                "its list of who plays each seat is wrong",
                "la liste de qui joue à chaque place est fausse",
                "die Angabe, wer an welchem Platz spielt, ist falsch",
                "l'elenco di chi gioca a ogni posto è sbagliato"
            ),
        }
    }
}

/// The notice `note`.
pub(super) fn note(note: &Note, lang: Lang) -> String {
    match note {
        Note::StoreUnreadable { set_aside: true, .. } => say!(lang,
            "Your kept Loch Ness games could not be read. They were put aside untouched, and a fresh list begins.",
            "Vos parties de Loch Ness enregistrées n'ont pas pu être lues. Elles ont été mises de côté intactes, et une nouvelle liste commence.",
            "Deine gespeicherten Loch-Ness-Spiele konnten nicht gelesen werden. Sie wurden unverändert beiseitegelegt, und eine neue Liste beginnt.",
            "Le tue partite a Loch Ness salvate non si sono potute leggere. Sono state messe da parte intatte, e comincia un nuovo elenco."),
        Note::StoreUnreadable { set_aside: false, .. } => say!(lang,
            "Your kept Loch Ness games could not be read, nor put aside: they are left as they are and nothing will be saved over them.",
            "Vos parties de Loch Ness enregistrées n'ont pu être ni lues ni mises de côté\u{202f}: elles restent telles quelles et rien ne sera enregistré par-dessus.",
            "Deine gespeicherten Loch-Ness-Spiele konnten weder gelesen noch beiseitegelegt werden: Sie bleiben, wie sie sind, und nichts wird darüber gespeichert.",
            "Le tue partite a Loch Ness salvate non si sono potute né leggere né mettere da parte: restano come sono e niente verrà salvato sopra di esse."),
        Note::NotStored(why) => {
            let why = why.reason(lang);
            say!(lang,
                "The game could not be saved on this device: {why}.",
                "La partie n'a pas pu être enregistrée sur cet appareil\u{202f}: {why}.",
                "Das Spiel konnte auf diesem Gerät nicht gespeichert werden: {why}.",
                "La partita non si è potuta salvare su questo dispositivo: {why}.")
        }
        Note::LinkRefused(error) => {
            let why = LinkTrouble::of(error).text(lang);
            say!(lang,
                "This Loch Ness link cannot be opened: {why}. Nothing was changed.",
                "Ce lien Loch Ness ne peut pas être ouvert\u{202f}: {why}. Rien n'a changé.",
                "Dieser Loch-Ness-Link lässt sich nicht öffnen: {why}. Nichts wurde verändert.",
                "Questo link di Loch Ness non si può aprire: {why}. Non è cambiato nulla.")
        }
        Note::SavedUnreadable(error) => {
            let why = LinkTrouble::of(error).text(lang);
            say!(lang,
                "A kept game cannot be opened: {why}. It stays in the list.",
                "Une partie enregistrée ne peut pas être ouverte\u{202f}: {why}. Elle reste dans la liste.",
                "Ein gespeichertes Spiel lässt sich nicht öffnen: {why}. Es bleibt in der Liste.",
                "Una partita salvata non si può aprire: {why}. Resta nell'elenco.")
        }
        Note::OtherGameKept => say!(lang,
            "The game you were playing is kept: find it under “Your Loch Ness games”.",
            "La partie que vous jouiez est conservée\u{202f}: retrouvez-la sous «\u{202f}Vos parties de Loch Ness\u{202f}».",
            "Das Spiel, das du gespielt hast, bleibt erhalten: Du findest es unter „Deine Loch-Ness-Spiele“.",
            "La partita che stavi giocando è conservata: la trovi in «Le tue partite a Loch Ness»."),
        Note::LinkCopied => say!(lang, "Link copied.", "Lien copié.", "Link kopiert.", "Link copiato."),
        Note::CopyFailed(why) => say!(lang,
            "The link could not be copied ({why}); copy it from the address bar.",
            "Le lien n'a pas pu être copié ({why})\u{202f}; copiez-le depuis la barre d'adresse.",
            "Der Link konnte nicht kopiert werden ({why}); kopiere ihn aus der Adresszeile.",
            "Non è stato possibile copiare il link ({why}); copialo dalla barra degli indirizzi."),
        Note::ThinkingOnPage(why) => {
            let detail = detail(why);
            say!(lang,
                "The strong computer players think on this page, which pauses while they do: the worker that runs them did not answer{detail}.",
                "Les ordinateurs forts réfléchissent sur cette page, qui se fige pendant ce temps\u{202f}: le fil qui les fait tourner n'a pas répondu{detail}.",
                "Die starken Computer denken auf dieser Seite nach, die dabei kurz stockt: der Worker, der sie ausführt, hat nicht geantwortet{detail}.",
                "I computer forti ragionano su questa pagina, che nel frattempo si ferma: il worker che li esegue non ha risposto{detail}.")
        }
    }
}

/// The browser's or the worker's own details after a sentence, in brackets, when there are
/// any: they come in the browser's language and are shown as they are.
fn detail(why: &str) -> String {
    if why.is_empty() {
        String::new()
    } else {
        format!(" ({why})")
    }
}
