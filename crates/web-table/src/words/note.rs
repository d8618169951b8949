//! What a live table tells the person ([`Note`]): why a seat or a table was refused, what
//! the device could not keep, what the computer players could not do.

use blockness_live::LiveError;
use blockness_web_common::{say, Lang, StorageError, WorkerTrouble};

use super::Trouble;

/// Something the live table tells the person, in no language yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The table refused something, or could not be used.
    Refused(LiveError),
    /// The computer players cannot run.
    Bot(WorkerTrouble),
    /// The seat's key could not be kept on the device.
    KeyNotKept(StorageError),
    /// A record of this table could not be read and was put aside, untouched.
    RecordSetAside,
    /// A seat needs a name.
    NameNeeded,
    /// The browser has no cryptographic random source for keys.
    NoRandom,
    /// The broker's address is not a WebSocket address.
    BrokerInvalid,
    /// The seat asked for went to someone else a moment before: seated in another.
    SeatedElsewhere {
        /// The seat asked for.
        asked: usize,
        /// The seat given.
        given: usize,
    },
    /// Every seat was taken before the host could seat this device.
    TableFull,
    /// The table was made by an older version of the site.
    OldTable,
    /// Another tab of this browser plays this device's seat: this one only watches.
    PlayedInAnotherTab,
}

impl Note {
    /// The note in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Note::Refused(error) => {
                let why = Trouble::of(error).text(lang);
                say!(lang, "Not done: {why}", "Impossible\u{202f}: {why}", "Nicht möglich: {why}", "Non fatto: {why}")
            }
            Note::Bot(why) => why.text(lang),
            Note::KeyNotKept(why) => {
                let why = why.reason(lang);
                say!(lang,
                    "This device could not keep your seat's key ({why}). Play on, but a reload would leave you watching.",
                    "Cet appareil n'a pas pu garder la clé de votre place ({why}). Jouez, mais après un rechargement vous ne feriez que regarder.",
                    "Dieses Gerät konnte den Schlüssel deines Platzes nicht behalten ({why}). Spiel weiter, aber nach einem Neuladen würdest du nur zuschauen.",
                    "Questo dispositivo non ha potuto conservare la chiave del tuo posto ({why}). Continua pure, ma dopo un ricaricamento potresti solo guardare.")
            }
            Note::RecordSetAside => say!(lang,
                "What this device kept of the table could not be read; it was put aside, untouched.",
                "Ce que cet appareil gardait de la table était illisible\u{202f}; c'est mis de côté, intact.",
                "Was dieses Gerät vom Tisch behalten hatte, war unlesbar; es liegt unberührt beiseite.",
                "Ciò che questo dispositivo teneva del tavolo era illeggibile; è stato messo da parte, intatto."),
            Note::NameNeeded => say!(lang,
                "Enter a name first, 1 to 24 characters.",
                "Indiquez d'abord un nom, de 1 à 24 caractères.",
                "Gib zuerst einen Namen ein, 1 bis 24 Zeichen.",
                "Prima inserisci un nome, da 1 a 24 caratteri."),
            Note::NoRandom => say!(lang,
                "This browser offers no secure random numbers: it cannot make a seat here, only watch.",
                "Ce navigateur n'offre pas de nombres aléatoires sûrs\u{202f}: il ne peut pas créer de place ici, seulement regarder.",
                "Dieser Browser bietet keine sicheren Zufallszahlen: Er kann hier keinen Platz einnehmen, nur zuschauen.",
                "Questo browser non offre numeri casuali sicuri: qui non può occupare un posto, solo guardare."),
            Note::BrokerInvalid => say!(lang,
                "A broker's address starts with ws:// or wss://.",
                "L'adresse d'un broker commence par ws:// ou wss://.",
                "Die Adresse eines Brokers beginnt mit ws:// oder wss://.",
                "L'indirizzo di un broker comincia con ws:// o wss://."),
            Note::SeatedElsewhere { asked, given } => {
                let (asked, given) = (asked + 1, given + 1);
                say!(lang,
                    "Seat {asked} went to someone who asked a moment before you: you sit in seat {given}.",
                    "La place {asked} est allée à quelqu'un qui l'a demandée juste avant vous\u{202f}: vous êtes à la place {given}.",
                    "Platz {asked} ging an jemanden, der kurz vor dir gefragt hat: Du sitzt auf Platz {given}.",
                    "Il posto {asked} è andato a chi l'ha chiesto un attimo prima di te: siedi al posto {given}.")
            }
            Note::TableFull => say!(lang,
                "Every seat was taken before the host could seat you: you are watching this table.",
                "Toutes les places ont été prises avant que l'hôte puisse vous asseoir\u{202f}: vous regardez cette table.",
                "Alle Plätze waren besetzt, bevor der Gastgeber dir einen geben konnte: Du schaust an diesem Tisch zu.",
                "Tutti i posti sono stati occupati prima che chi ospita potesse farti sedere: stai guardando questo tavolo."),
            Note::OldTable => say!(lang,
                "This table was made by an older version of the site and can no longer be played live. Its game can still be played by link.",
                "Cette table a été créée par une ancienne version du site et ne peut plus se jouer en direct. Sa partie peut encore se jouer par lien.",
                "Dieser Tisch stammt von einer älteren Version der Seite und kann nicht mehr live gespielt werden. Sein Spiel geht weiter per Link.",
                "Questo tavolo è stato creato da una versione precedente del sito e non si può più giocare in diretta. La sua partita si può ancora giocare via link."),
            Note::PlayedInAnotherTab => say!(lang,
                "This seat is being played in another tab of this browser: this tab only watches, and takes over if that one closes.",
                "Cette place est jouée dans un autre onglet de ce navigateur\u{202f}: cet onglet ne fait que regarder, et prend le relais si l'autre se ferme.",
                "Dieser Platz wird in einem anderen Tab dieses Browsers gespielt: Dieser Tab schaut nur zu und übernimmt, wenn der andere geschlossen wird.",
                "Questo posto è giocato in un'altra scheda di questo browser: questa scheda guarda soltanto, e subentra se l'altra viene chiusa."),
        }
    }
}
