//! Phrases built from a live table ([`Say`]): seats, free seats, hand-overs, stand-ins,
//! the invitation, each with its four languages side by side.

use blockness_live::{BotLevel, TableGame};
use blockness_web_common::{say, Lang, Number};

use super::{duration, level};

/// A phrase built from the table, in no language yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// A seat's name, from 0.
    Seat(usize),
    /// Seats still free.
    FreeSeats(usize),
    /// A key was caught signing two different entries for one place: the person it seats
    /// (none: the table's host, who holds no seat), and the turn, from 1.
    Caught(Option<String>, usize),
    /// A computer seat's level and whose device plays it (the host's name, if seated).
    ComputerOn(BotLevel, Option<String>),
    /// The broker in use.
    BrokerIs(String),
    /// A seat's device has been away this long (seconds), as far as this device knows.
    AwayFor(u64),
    /// This device may hand the away seat to a computer in this many seconds.
    HandOverIn(u64),
    /// A computer of this level has played this device's seat since the named person
    /// handed it over.
    StandsInForYou(BotLevel, String),
    /// The words that go with a shared invite: come and play this game at my table.
    Invitation(TableGame),
    /// A table's number of players, as the lobby lists a game.
    Players(usize),
    /// The person to act is away, this long (seconds): the headline while they are.
    AwayToAct(String, u64),
    /// This device may let a computer play for the away person in this many seconds
    /// (none: now).
    MayHandOver(String, Option<u64>),
    /// The last seat was taken (by the named person; none: by this device) and the game
    /// has begun, with whose move it is ([`ToMove`]).
    Began(Option<String>, ToMove),
}

/// Whose move it is, as the sentence that says the game has begun names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToMove {
    /// This device's person's.
    You,
    /// Someone else's, by name (or the computer's words).
    Named(String),
}

impl Say {
    /// The phrase in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Say::Seat(seat) => {
                let seat = seat + 1;
                say!(lang, "Seat {seat}", "Place {seat}", "Platz {seat}", "Posto {seat}")
            }
            Say::FreeSeats(n) => match lang.number(*n) {
                Number::One => say!(lang,
                    "Waiting for players: one seat is still free.",
                    "On attend des joueurs\u{202f}: une place est encore libre.",
                    "Warten auf Mitspieler: Ein Platz ist noch frei.",
                    "In attesa di giocatori: un posto è ancora libero."),
                Number::Several => say!(lang,
                    "Waiting for players: {n} seats are still free.",
                    "On attend des joueurs\u{202f}: {n} places sont encore libres.",
                    "Warten auf Mitspieler: {n} Plätze sind noch frei.",
                    "In attesa di giocatori: {n} posti sono ancora liberi."),
            },
            Say::Caught(Some(name), turn) => say!(lang,
                "{name} signed two different moves for turn {turn}: the game ends there, and {name} is ranked last.",
                "{name} a signé deux coups différents pour le tour {turn}\u{202f}: la partie s'arrête là, et la dernière place revient à {name}.",
                "{name} hat für Zug {turn} zwei verschiedene Züge signiert: Das Spiel endet dort, und {name} kommt auf den letzten Platz.",
                "{name} ha firmato due mosse diverse per il turno {turn}: la partita finisce lì, e l'ultimo posto va a {name}."),
            Say::Caught(None, _) => say!(lang,
                "The table's host signed two different entries for one place: the table ends there.",
                "L'hôte de la table a signé deux entrées différentes pour une même place\u{202f}: la table s'arrête là.",
                "Der Gastgeber des Tisches hat für einen Platz zwei verschiedene Einträge signiert: Der Tisch endet dort.",
                "L'host del tavolo ha firmato due voci diverse per lo stesso posto: il tavolo finisce lì."),
            Say::ComputerOn(l, Some(name)) => {
                let level = level(*l, lang);
                say!(lang,
                    "computer, {level}, on {name}'s device",
                    "ordinateur, {level}, sur l'appareil de {name}",
                    "Computer, {level}, auf dem Gerät von {name}",
                    "computer, {level}, sul dispositivo di {name}")
            }
            Say::ComputerOn(l, None) => {
                let level = level(*l, lang);
                say!(lang,
                    "computer, {level}, on the host's device",
                    "ordinateur, {level}, sur l'appareil de l'hôte",
                    "Computer, {level}, auf dem Gerät des Gastgebers",
                    "computer, {level}, sul dispositivo di chi ospita")
            }
            Say::BrokerIs(url) => say!(lang, "Broker: {url}", "Broker\u{202f}: {url}", "Broker: {url}", "Broker: {url}"),
            Say::AwayFor(seconds) => {
                let time = duration(*seconds);
                say!(lang, "away for {time}", "absent depuis {time}", "seit {time} weg", "assente da {time}")
            }
            Say::HandOverIn(seconds) => {
                let time = duration(*seconds);
                say!(lang,
                    "you may let the computer play for them in {time}",
                    "vous pourrez laisser l'ordinateur jouer à sa place dans {time}",
                    "in {time} kannst du den Computer für sie spielen lassen",
                    "potrai lasciar giocare il computer al suo posto tra {time}")
            }
            Say::StandsInForYou(l, name) => {
                let level = level(*l, lang);
                say!(lang,
                    "While you were away, {name} let the computer ({level}) play your seat on their device. Take it back to play on yourself.",
                    "Pendant votre absence, {name} a laissé l'ordinateur ({level}) jouer votre place sur son appareil. Reprenez-la pour jouer vous-même.",
                    "Während du weg warst, hat {name} den Computer ({level}) auf dem eigenen Gerät für dich spielen lassen. Nimm deinen Platz zurück, um selbst weiterzuspielen.",
                    "Mentre eri via, {name} ha lasciato giocare il computer ({level}) al tuo posto sul suo dispositivo. Riprendilo per giocare di persona.")
            }
            Say::Players(n) => match lang.number(*n) {
                Number::One => say!(lang, "{n} player", "{n} joueur", "{n} Spieler", "{n} giocatore"),
                Number::Several => {
                    say!(lang, "{n} players", "{n} joueurs", "{n} Spieler", "{n} giocatori")
                }
            },
            Say::AwayToAct(name, seconds) => {
                let time = duration(*seconds);
                say!(lang,
                    "{name} is to move but has been away for {time}",
                    "C'est à {name} de jouer, mais son appareil est déconnecté depuis {time}",
                    "{name} ist am Zug, aber seit {time} weg",
                    "Tocca a {name}, ma il suo dispositivo è scollegato da {time}")
            }
            Say::MayHandOver(name, Some(seconds)) => {
                let time = duration(*seconds);
                say!(lang,
                    "Wait, or in {time} let the computer play for {name} from the seat list.",
                    "Attendez, ou dans {time} laissez l'ordinateur jouer pour {name} depuis la liste des places.",
                    "Warte, oder lass in {time} über die Platzliste den Computer für {name} spielen.",
                    "Aspetta, o tra {time} lascia giocare il computer per {name} dall'elenco dei posti.")
            }
            Say::MayHandOver(name, None) => say!(lang,
                "Wait, or let the computer play for {name} from the seat list.",
                "Attendez, ou laissez l'ordinateur jouer pour {name} depuis la liste des places.",
                "Warte, oder lass über die Platzliste den Computer für {name} spielen.",
                "Aspetta, o lascia giocare il computer per {name} dall'elenco dei posti."),
            Say::Began(sat, ToMove::You) => match sat {
                Some(name) => say!(lang,
                    "{name} sat down: your move.",
                    "{name} a pris place\u{202f}: à vous de jouer.",
                    "{name} hat Platz genommen: Du bist am Zug.",
                    "{name} ha preso posto: tocca a te."),
                None => say!(lang,
                    "Every seat is taken: your move.",
                    "Toutes les places sont prises\u{202f}: à vous de jouer.",
                    "Alle Plätze sind besetzt: Du bist am Zug.",
                    "Tutti i posti sono occupati: tocca a te."),
            },
            Say::Began(sat, ToMove::Named(mover)) => match sat {
                Some(name) => say!(lang,
                    "{name} sat down: the game begins, {mover} to move.",
                    "{name} a pris place\u{202f}: la partie commence, à {mover} de jouer.",
                    "{name} hat Platz genommen: Das Spiel beginnt, {mover} ist am Zug.",
                    "{name} ha preso posto: la partita comincia, tocca a {mover}."),
                None => say!(lang,
                    "Every seat is taken: the game begins, {mover} to move.",
                    "Toutes les places sont prises\u{202f}: la partie commence, à {mover} de jouer.",
                    "Alle Plätze sind besetzt: Das Spiel beginnt, {mover} ist am Zug.",
                    "Tutti i posti sono occupati: la partita comincia, tocca a {mover}."),
            },
            Say::Invitation(game) => {
                let game = game.name();
                say!(lang,
                    "Come and play {game} at my table",
                    "Viens jouer à {game} à ma table",
                    "Komm an meinen Tisch und spiel {game}",
                    "Vieni a giocare a {game} al mio tavolo")
            }
        }
    }
}
