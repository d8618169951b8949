//! The live view's sentences in Italian.

use super::{bot, colour, storage, Note, Say, Trouble};
use blockness_web_common::Lang;

const LANG: Lang = Lang::It;

fn trouble(t: Trouble) -> &'static str {
    match t {
        Trouble::Invite => "questo indirizzo non indica alcun tavolo.",
        Trouble::Newer => "il tavolo è stato aperto da un'altra versione di questo sito: ricarica la pagina.",
        Trouble::NoTicket => "un posto richiede il link d'invito: con il link per gli spettatori si può solo guardare.",
        Trouble::Full => "tutti i posti sono occupati.",
        Trouble::SeatTaken => "qualcuno ha appena preso quel posto.",
        Trouble::AlreadySeated => "questo dispositivo siede già al tavolo.",
        Trouble::BadName => "un nome ha da 1 a 24 caratteri.",
        Trouble::NotNow => "ora non si può giocare nulla.",
        Trouble::NoRematch => "la rivincita si chiede una volta, dopo la fine, da un giocatore seduto.",
        Trouble::Broker => "il broker ha rifiutato la connessione.",
        Trouble::NoHandOver => "il dispositivo di questo giocatore è tornato, o il tempo di grazia non è ancora passato.",
        Trouble::NoStandIn => "il tuo posto è già di nuovo tuo.",
        Trouble::Unusable => "un messaggio del tavolo non supera i controlli ed è stato scartato.",
        Trouble::LochNessTable => "questo tavolo gioca a Loch Ness; questa pagina gioca solo ai tavoli di Block Ness.",
    }
}

/// A note in Italian.
pub fn note(note: &Note) -> String {
    match note {
        Note::Refused(error) => format!("Non fatto: {}", trouble(Trouble::of(error))),
        Note::Bot(why) => bot(why, LANG),
        Note::KeyNotKept(why) => format!(
            "Questo dispositivo non ha potuto conservare la chiave del tuo posto ({}). Continua pure, ma dopo un ricaricamento potresti solo guardare.",
            storage(why, LANG)
        ),
        Note::RecordSetAside => "Ciò che questo dispositivo teneva del tavolo era illeggibile; è stato messo da parte, intatto.".into(),
        Note::NameNeeded => "Prima inserisci un nome, da 1 a 24 caratteri.".into(),
        Note::NoRandom => "Questo browser non offre numeri casuali sicuri: qui non può occupare un posto, solo guardare.".into(),
        Note::BrokerInvalid => "L'indirizzo di un broker comincia con ws:// o wss://.".into(),
        Note::SeatedElsewhere { asked, given } => format!("Il posto {} è andato a chi l'ha chiesto un attimo prima di te: siedi al posto {}.", asked + 1, given + 1),
        Note::TableFull => "Tutti i posti sono stati occupati prima che chi ospita potesse farti sedere: stai guardando questo tavolo.".into(),
        Note::OldTable => "Questo tavolo è stato creato da una versione precedente del sito e non si può più giocare in diretta. La sua partita si può ancora giocare via link.".into(),
        Note::PlayedInAnotherTab => "Questo posto è giocato in un'altra scheda di questo browser: questa scheda guarda soltanto, e subentra se l'altra viene chiusa.".into(),
    }
}

/// A phrase in Italian.
pub fn say(say: &Say) -> String {
    match say {
        Say::Seat(seat) => format!("Posto {}", seat + 1),
        Say::NameWithColour(name, c) => format!("{name}, {}", colour(*c, LANG)),
        Say::WaitingFor(name, c) => format!(
            "In attesa che {name}, che gioca {}, muova dal suo dispositivo.",
            colour(*c, LANG)
        ),
        Say::FreeSeats(1) => "In attesa di giocatori: un posto è ancora libero.".into(),
        Say::FreeSeats(n) => format!("In attesa di giocatori: {n} posti sono ancora liberi."),
        Say::Resigned(name, c) => format!(
            "{name}, che gioca {}, abbandona: la partita finisce qui.",
            colour(*c, LANG)
        ),
        Say::Caught(Some(name), turn) => format!(
            "{name} ha firmato due mosse diverse per il turno {turn}: la partita finisce lì, e l'ultimo posto va a {name}."
        ),
        Say::Caught(None, _) => "L'host del tavolo ha firmato due voci diverse per lo stesso posto: il tavolo finisce lì.".into(),
        Say::ComputerOn(l, Some(name)) => {
            format!(
                "computer, {}, sul dispositivo di {name}",
                super::level(*l, Lang::It)
            )
        }
        Say::ComputerOn(l, None) => {
            format!(
                "computer, {}, sul dispositivo di chi ospita",
                super::level(*l, Lang::It)
            )
        }
        Say::BrokerIs(url) => format!("Broker: {url}"),
        Say::SeatColour(seat, c) => format!("Il posto {} gioca {}", seat + 1, colour(*c, LANG)),
        Say::AwayFor(seconds) => format!("assente da {}", super::duration(*seconds)),
        Say::HandOverIn(seconds) => format!(
            "potrai lasciar giocare il computer al suo posto tra {}",
            super::duration(*seconds)
        ),
        Say::StandsInForYou(l, name) => format!(
            "Mentre eri via, {name} ha lasciato giocare il computer ({}) al tuo posto sul suo dispositivo. Riprendilo per giocare di persona.",
            super::level(*l, LANG)
        ),
    }
}
