//! The sentences of the view, as [`Say`]: the labels of the lake, the die and the rulers,
//! the kept games, and the longer sentences of the other modules under one `match`.

use blockness_lochness::{Die, Fragment, Kind, Setup};
use blockness_web_common::{say, Lang};

use super::super::hint::HintSay;
use super::super::log::Event;
use super::super::view::{DieFace, Piece, Standing};
use super::super::Note;
use super::{colour_name, hints, kind_name, list, log, notes, piece_name, status};
use super::{
    ACTIONS, FIVE_NOTE, LEFT_IN_DECK, PARTS, PHOTOGRAPHERS, PHOTOGRAPHERS_OF, PLAYER_COUNT, POINTS,
    TWOS, WAVE,
};

/// A sentence of the Loch Ness view, in no language yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// A seat's name: "Player 2".
    Player(usize),
    /// The hint shown for the person to act.
    Hint(HintSay),
    /// The status line.
    Status(Standing),
    /// The status line at a live table, for the person whose turn it is on this device.
    YourTurn(Standing),
    /// The status line at a live table while another seat's person acts: their name.
    WaitingFor(String),
    /// A line of the game's log; `bots` are the seats the computer plays.
    Log {
        /// What happened.
        event: Event,
        /// The seats the computer plays.
        bots: Vec<usize>,
    },
    /// The note under the number of players: how many photographers each gets, or the
    /// five-player variant.
    PlayersNote(usize),
    /// A score: points and 2-point joints.
    Score {
        /// Points.
        points: u32,
        /// 2-point joints.
        twos: u32,
    },
    /// A fragment, in words: its kind and colour.
    Fragment(Fragment),
    /// What keeping a fragment there would replace.
    Replaces(Fragment),
    /// An observation point's label.
    Point {
        /// Its id.
        id: usize,
        /// Its kind.
        kind: Kind,
        /// The seats of its photographers.
        seats: Vec<usize>,
    },
    /// A lake cell's label.
    Cell {
        /// Its id.
        id: usize,
        /// Nessie's piece on it.
        piece: Option<Piece>,
    },
    /// A deck and what is left in it.
    Deck {
        /// The deck.
        kind: Kind,
        /// Fragments left.
        left: usize,
    },
    /// The die's face.
    Die(DieFace),
    /// Under an earlier turn's roll kept on the die: whose it is.
    RolledBy(usize),
    /// Who would photograph Nessie at the place shown: seat, point, pieces seen.
    PreviewPhotos(Vec<(usize, usize, usize)>),
    /// Exchange a column's two slots.
    FlipTitle(Kind),
    /// A notice.
    Notice(Note),
    /// A kept game in the list: its players and how far it went.
    KeptGame {
        /// Players.
        players: usize,
        /// Actions taken.
        actions: usize,
    },
    /// A kept game whose link no longer opens.
    KeptUnreadable,
}

impl Say {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Say::Player(seat) => {
                let n = seat + 1;
                say!(
                    lang,
                    "Player {n}",
                    "Joueur {n}",
                    "Spieler {n}",
                    "Giocatore {n}"
                )
            }
            Say::Hint(hint) => hints::hint(hint, lang),
            Say::Status(standing) => status::status(standing, lang),
            Say::YourTurn(standing) => status::your_turn(standing, lang),
            Say::WaitingFor(name) => say!(
                lang,
                "Waiting for {name}.",
                "En attente de {name}.",
                "Warten auf {name}.",
                "In attesa di {name}."
            ),
            Say::Log { event, bots } => log::line(event, bots, lang),
            Say::PlayersNote(players) => {
                let setup = Setup::seeded(*players, 0);
                if setup.variant5 {
                    FIVE_NOTE.get(lang).to_string()
                } else {
                    let each = PHOTOGRAPHERS.count(setup.photographers_each() as u64, lang);
                    say!(
                        lang,
                        "With {players} players, each posts {each} around the lake.",
                        "À {players} joueurs, chacun poste {each} autour du lac.",
                        "Bei {players} Spielern stellt jeder {each} am Ufer auf.",
                        "In {players} giocatori, ognuno piazza {each} intorno al lago."
                    )
                }
            }
            Say::Score { points, twos } => {
                let points = POINTS.count(u64::from(*points), lang);
                let twos = TWOS.count(u64::from(*twos), lang);
                say!(
                    lang,
                    "{points} ({twos})",
                    "{points} ({twos})",
                    "{points} ({twos})",
                    "{points} ({twos})"
                )
            }
            Say::Fragment(fragment) => {
                let kind = kind_name(fragment.kind, lang);
                let colour = colour_name(fragment.colour, lang);
                say!(
                    lang,
                    "{kind} fragment, {colour} border",
                    "fragment {kind}, bord {colour}",
                    "Fragment {kind}, Rand {colour}",
                    "frammento {kind}, bordo {colour}"
                )
            }
            Say::Replaces(fragment) => {
                let colour = colour_name(fragment.colour, lang);
                say!(
                    lang,
                    "replaces the {colour} one",
                    "remplace le {colour}",
                    "ersetzt das {colour}e",
                    "sostituisce quello {colour}"
                )
            }
            Say::Point { id, kind, seats } => {
                let kind = kind_name(*kind, lang);
                let on = if seats.is_empty() {
                    say!(lang, "free", "libre", "frei", "libero")
                } else {
                    let whose = PHOTOGRAPHERS_OF.word(seats.len() as u64, lang);
                    let seats = list(seats, lang);
                    say!(
                        lang,
                        "{whose} {seats}",
                        "{whose} {seats}",
                        "{whose} {seats}",
                        "{whose} {seats}"
                    )
                };
                say!(
                    lang,
                    "Point {id}, {kind}, {on}",
                    "Point {id}, {kind}, {on}",
                    "Punkt {id}, {kind}, {on}",
                    "Punto {id}, {kind}, {on}"
                )
            }
            Say::Cell {
                id,
                piece: Some(piece),
            } => {
                let piece = piece_name(*piece, lang);
                say!(
                    lang,
                    "Cell {id}, {piece}",
                    "Case {id}, {piece}",
                    "Feld {id}, {piece}",
                    "Casella {id}, {piece}"
                )
            }
            Say::Cell { id, piece: None } => {
                say!(lang, "Cell {id}", "Case {id}", "Feld {id}", "Casella {id}")
            }
            Say::Deck { kind, left } => {
                let kind = kind_name(*kind, lang);
                let left = LEFT_IN_DECK.count(*left as u64, lang);
                say!(
                    lang,
                    "{kind} ({left})",
                    "{kind} ({left})",
                    "{kind} ({left})",
                    "{kind} ({left})"
                )
            }
            Say::Die(DieFace::Idle) => say!(
                lang,
                "Die: not rolled yet",
                "Dé\u{202f}: pas encore lancé",
                "Würfel: noch nicht geworfen",
                "Dado: non ancora tirato"
            ),
            Say::Die(DieFace::Waiting) => say!(
                lang,
                "Die: waiting for a roll",
                "Dé\u{202f}: en attente d'un lancer",
                "Würfel: wartet auf einen Wurf",
                "Dado: aspetta un tiro"
            ),
            Say::Die(DieFace::Rolled(die)) => {
                let face = die_face(*die, lang);
                say!(
                    lang,
                    "Die: {face}",
                    "Dé\u{202f}: {face}",
                    "Würfel: {face}",
                    "Dado: {face}"
                )
            }
            Say::Die(DieFace::Earlier {
                seat,
                die,
                waiting: false,
            }) => {
                let (face, n) = (die_face(*die, lang), seat + 1);
                say!(
                    lang,
                    "Die: {face}, rolled by Player {n}",
                    "Dé\u{202f}: {face}, lancé par le joueur {n}",
                    "Würfel: {face}, geworfen von Spieler {n}",
                    "Dado: {face}, tirato dal giocatore {n}"
                )
            }
            Say::Die(DieFace::Earlier {
                seat,
                die,
                waiting: true,
            }) => {
                let (face, n) = (die_face(*die, lang), seat + 1);
                say!(lang,
                    "Die: {face}, rolled by Player {n}; waiting for the next roll",
                    "Dé\u{202f}: {face}, lancé par le joueur {n}\u{202f}; en attente du prochain lancer",
                    "Würfel: {face}, geworfen von Spieler {n}; wartet auf den nächsten Wurf",
                    "Dado: {face}, tirato dal giocatore {n}; aspetta il prossimo tiro")
            }
            Say::PreviewPhotos(photos) if photos.is_empty() => say!(
                lang,
                "No photographer would see her.",
                "Aucun photographe ne la verrait.",
                "Kein Fotograf würde sie sehen.",
                "Nessun fotografo la vedrebbe."
            ),
            Say::PreviewPhotos(photos) => {
                let photos = photo_list(photos, lang);
                say!(
                    lang,
                    "Photos: {photos}.",
                    "Photos\u{202f}: {photos}.",
                    "Fotos: {photos}.",
                    "Foto: {photos}."
                )
            }
            Say::RolledBy(seat) => {
                let n = seat + 1;
                say!(
                    lang,
                    "Player {n}'s roll",
                    "Lancer du joueur {n}",
                    "Wurf von Spieler {n}",
                    "Tiro del giocatore {n}"
                )
            }
            Say::FlipTitle(kind) => {
                let kind = kind_name(*kind, lang);
                say!(
                    lang,
                    "Swap the two {kind} slots, above and below",
                    "Échanger les deux cases {kind}, en haut et en bas",
                    "Die beiden Plätze der Spalte {kind} tauschen, oben und unten",
                    "Scambia i due posti {kind}, sopra e sotto"
                )
            }
            Say::Notice(note) => notes::note(note, lang),
            Say::KeptGame { players, actions } => {
                let players = PLAYER_COUNT.count(*players as u64, lang);
                let actions = ACTIONS.count(*actions as u64, lang);
                say!(
                    lang,
                    "{players}, {actions}",
                    "{players}, {actions}",
                    "{players}, {actions}",
                    "{players}, {actions}"
                )
            }
            Say::KeptUnreadable => say!(
                lang,
                "cannot be opened",
                "ne peut pas être ouverte",
                "lässt sich nicht öffnen",
                "non si può aprire"
            ),
        }
    }
}

/// The photos Nessie's new place would give, joined by commas: each by its seat (counted
/// from 1), its point and the pieces it sees.
fn photo_list(photos: &[(usize, usize, usize)], lang: Lang) -> String {
    photos
        .iter()
        .map(|&(seat, point, seen)| {
            let (seat, parts) = (seat + 1, PARTS.count(seen as u64, lang));
            say!(
                lang,
                "Player {seat} at point {point} ({parts})",
                "joueur {seat} au point {point} ({parts})",
                "Spieler {seat} an Punkt {point} ({parts})",
                "giocatore {seat} al punto {point} ({parts})"
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The die's face: its number, or the wave.
fn die_face(die: Die, lang: Lang) -> String {
    match die {
        Die::Steps(n) => n.to_string(),
        Die::Wave => WAVE.get(lang).to_string(),
    }
}
