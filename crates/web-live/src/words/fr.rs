//! The live view's sentences in French.

use super::{bot, colour, storage, Note, Say, Trouble};
use blockness_web_common::Lang;

const LANG: Lang = Lang::Fr;

fn trouble(t: Trouble) -> &'static str {
    match t {
        Trouble::Invite => "cette adresse ne désigne aucune table.",
        Trouble::Newer => "la table a été ouverte par une autre version de ce site\u{202f}: rechargez la page.",
        Trouble::NoTicket => "une place demande le lien d'invitation\u{202f}: le lien pour les spectateurs permet seulement de regarder.",
        Trouble::Full => "toutes les places sont prises.",
        Trouble::SeatTaken => "quelqu'un vient de prendre cette place.",
        Trouble::AlreadySeated => "cet appareil a déjà une place à la table.",
        Trouble::BadName => "un nom compte de 1 à 24 caractères.",
        Trouble::NotNow => "rien ne peut être joué maintenant.",
        Trouble::NoRematch => "une revanche se demande une fois, après la fin, par un joueur assis.",
        Trouble::Broker => "le broker a refusé la connexion.",
        Trouble::NoHandOver => "l'appareil de ce joueur est revenu, ou le délai de grâce n'est pas encore passé.",
        Trouble::NoStandIn => "votre place est déjà de nouveau la vôtre.",
        Trouble::Unusable => "un message de la table ne se vérifie pas et a été écarté.",
        Trouble::LochNessTable => "cette table joue au Loch Ness\u{202f}; cette page ne joue qu'aux tables de Block Ness.",
    }
}

/// A note in French.
pub fn note(note: &Note) -> String {
    match note {
        Note::Refused(error) => format!("Impossible\u{202f}: {}", trouble(Trouble::of(error))),
        Note::Bot(why) => bot(why, LANG),
        Note::KeyNotKept(why) => format!(
            "Cet appareil n'a pas pu garder la clé de votre place ({}). Jouez, mais après un rechargement vous ne feriez que regarder.",
            storage(why, LANG)
        ),
        Note::RecordSetAside => "Ce que cet appareil gardait de la table était illisible\u{202f}; c'est mis de côté, intact.".into(),
        Note::NameNeeded => "Indiquez d'abord un nom, de 1 à 24 caractères.".into(),
        Note::NoRandom => "Ce navigateur n'offre pas de nombres aléatoires sûrs\u{202f}: il ne peut pas créer de place ici, seulement regarder.".into(),
        Note::BrokerInvalid => "L'adresse d'un broker commence par ws:// ou wss://.".into(),
        Note::SeatedElsewhere { asked, given } => format!("La place {} est allée à quelqu'un qui l'a demandée juste avant vous\u{202f}: vous êtes à la place {}.", asked + 1, given + 1),
        Note::TableFull => "Toutes les places ont été prises avant que l'hôte puisse vous asseoir\u{202f}: vous regardez cette table.".into(),
        Note::OldTable => "Cette table a été créée par une ancienne version du site et ne peut plus se jouer en direct. Sa partie peut encore se jouer par lien.".into(),
        Note::PlayedInAnotherTab => "Cette place est jouée dans un autre onglet de ce navigateur\u{202f}: cet onglet ne fait que regarder, et prend le relais si l'autre se ferme.".into(),
    }
}

/// A phrase in French.
pub fn say(say: &Say) -> String {
    match say {
        Say::Seat(seat) => format!("Place {}", seat + 1),
        Say::NameWithColour(name, c) => format!("{name}, {}", colour(*c, LANG)),
        Say::WaitingFor(name, c) => format!(
            "On attend que {name}, qui joue {}, joue sur son appareil.",
            colour(*c, LANG)
        ),
        Say::FreeSeats(1) => "On attend des joueurs\u{202f}: une place est encore libre.".into(),
        Say::FreeSeats(n) => {
            format!("On attend des joueurs\u{202f}: {n} places sont encore libres.")
        }
        Say::Resigned(name, c) => format!(
            "{name}, qui joue {}, abandonne\u{202f}: la partie s'arrête là.",
            colour(*c, LANG)
        ),
        Say::Caught(Some(name), turn) => format!(
            "{name} a signé deux coups différents pour le tour {turn}\u{202f}: la partie s'arrête là, et la dernière place revient à {name}."
        ),
        Say::Caught(None, _) => "L'hôte de la table a signé deux entrées différentes pour une même place\u{202f}: la table s'arrête là.".into(),
        Say::ComputerOn(l, Some(name)) => {
            format!(
                "ordinateur, {}, sur l'appareil de {name}",
                super::level(*l, Lang::Fr)
            )
        }
        Say::ComputerOn(l, None) => format!(
            "ordinateur, {}, sur l'appareil de l'hôte",
            super::level(*l, Lang::Fr)
        ),
        Say::BrokerIs(url) => format!("Broker\u{202f}: {url}"),
        Say::SeatColour(seat, c) => format!("La place {} joue {}", seat + 1, colour(*c, LANG)),
        Say::AwayFor(seconds) => format!("absent depuis {}", super::duration(*seconds)),
        Say::HandOverIn(seconds) => format!(
            "vous pourrez laisser l'ordinateur jouer à sa place dans {}",
            super::duration(*seconds)
        ),
        Say::StandsInForYou(l, name) => format!(
            "Pendant votre absence, {name} a laissé l'ordinateur ({}) jouer votre place sur son appareil. Reprenez-la pour jouer vous-même.",
            super::level(*l, LANG)
        ),
    }
}
