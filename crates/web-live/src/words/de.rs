//! The live view's sentences in German.

use super::{bot, colour, storage, Note, Say, Trouble};
use blockness_web_common::Lang;

const LANG: Lang = Lang::De;

fn trouble(t: Trouble) -> &'static str {
    match t {
        Trouble::Invite => "Diese Adresse nennt keinen Tisch.",
        Trouble::Newer => "Der Tisch wurde von einer anderen Version dieser Seite eröffnet: Lade die Seite neu.",
        Trouble::NoTicket => "Ein Platz braucht den Einladungslink: Mit dem Link für Zuschauer kann man nur zuschauen.",
        Trouble::Full => "Alle Plätze sind besetzt.",
        Trouble::SeatTaken => "Jemand hat diesen Platz eben genommen.",
        Trouble::AlreadySeated => "Dieses Gerät sitzt schon am Tisch.",
        Trouble::BadName => "Ein Name hat 1 bis 24 Zeichen.",
        Trouble::NotNow => "Gerade kann nichts gespielt werden.",
        Trouble::NoRematch => {
            "Eine Revanche gibt es einmal, nach dem Ende, auf Wunsch eines Spielers am Tisch."
        }
        Trouble::Broker => "Der Broker hat die Verbindung abgelehnt.",
        Trouble::NoHandOver => "das Gerät dieser Person ist zurück, oder die Schonfrist ist noch nicht um.",
        Trouble::NoStandIn => "dein Platz gehört schon wieder dir.",
        Trouble::Unusable => {
            "Eine Nachricht des Tisches ließ sich nicht prüfen und wurde übergangen."
        }
        Trouble::LochNessTable => "An diesem Tisch wird Loch Ness gespielt; diese Seite spielt nur Block-Ness-Tische.",
    }
}

/// A note in German.
pub fn note(note: &Note) -> String {
    match note {
        Note::Refused(error) => format!("Nicht möglich: {}", trouble(Trouble::of(error))),
        Note::Bot(why) => bot(why, LANG),
        Note::KeyNotKept(why) => format!(
            "Dieses Gerät konnte den Schlüssel deines Platzes nicht behalten ({}). Spiel weiter, aber nach einem Neuladen würdest du nur zuschauen.",
            storage(why, LANG)
        ),
        Note::RecordSetAside => "Was dieses Gerät vom Tisch behalten hatte, war unlesbar; es liegt unberührt beiseite.".into(),
        Note::NameNeeded => "Gib zuerst einen Namen ein, 1 bis 24 Zeichen.".into(),
        Note::NoRandom => "Dieser Browser bietet keine sicheren Zufallszahlen: Er kann hier keinen Platz einnehmen, nur zuschauen.".into(),
        Note::BrokerInvalid => "Die Adresse eines Brokers beginnt mit ws:// oder wss://.".into(),
        Note::SeatedElsewhere { asked, given } => format!("Platz {} ging an jemanden, der kurz vor dir gefragt hat: Du sitzt auf Platz {}.", asked + 1, given + 1),
        Note::TableFull => "Alle Plätze waren besetzt, bevor der Gastgeber dir einen geben konnte: Du schaust an diesem Tisch zu.".into(),
        Note::OldTable => "Dieser Tisch stammt von einer älteren Version der Seite und kann nicht mehr live gespielt werden. Sein Spiel geht weiter per Link.".into(),
        Note::PlayedInAnotherTab => "Dieser Platz wird in einem anderen Tab dieses Browsers gespielt: Dieser Tab schaut nur zu und übernimmt, wenn der andere geschlossen wird.".into(),
    }
}

/// A phrase in German.
pub fn say(say: &Say) -> String {
    match say {
        Say::Seat(seat) => format!("Platz {}", seat + 1),
        Say::NameWithColour(name, c) => format!("{name}, {}", colour(*c, LANG)),
        Say::WaitingFor(name, c) => format!(
            "Warten auf {name} mit {}: Der Zug kommt von einem anderen Gerät.",
            colour(*c, LANG)
        ),
        Say::FreeSeats(1) => "Warten auf Mitspieler: Ein Platz ist noch frei.".into(),
        Say::FreeSeats(n) => format!("Warten auf Mitspieler: {n} Plätze sind noch frei."),
        Say::Resigned(name, c) => format!(
            "{name} mit {} gibt auf: Das Spiel endet hier.",
            colour(*c, LANG)
        ),
        Say::Caught(Some(name), turn) => format!(
            "{name} hat für Zug {turn} zwei verschiedene Züge signiert: Das Spiel endet dort, und {name} kommt auf den letzten Platz."
        ),
        Say::Caught(None, _) => "Der Gastgeber des Tisches hat für einen Platz zwei verschiedene Einträge signiert: Der Tisch endet dort.".into(),
        Say::ComputerOn(l, Some(name)) => {
            format!(
                "Computer, {}, auf dem Gerät von {name}",
                super::level(*l, Lang::De)
            )
        }
        Say::ComputerOn(l, None) => {
            format!(
                "Computer, {}, auf dem Gerät des Gastgebers",
                super::level(*l, Lang::De)
            )
        }
        Say::BrokerIs(url) => format!("Broker: {url}"),
        Say::SeatColour(seat, c) => format!("Platz {} spielt {}", seat + 1, colour(*c, LANG)),
        Say::AwayFor(seconds) => format!("seit {} weg", super::duration(*seconds)),
        Say::HandOverIn(seconds) => format!(
            "in {} kannst du den Computer für sie spielen lassen",
            super::duration(*seconds)
        ),
        Say::StandsInForYou(l, name) => format!(
            "Während du weg warst, hat {name} den Computer ({}) auf dem eigenen Gerät für dich spielen lassen. Nimm deinen Platz zurück, um selbst weiterzuspielen.",
            super::level(*l, LANG)
        ),
    }
}
