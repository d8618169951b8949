//! The words of a live table, whatever its game, in the site's four languages: fixed texts
//! as [`Tr`](blockness_web_common::Tr) constants declared with `texts!` (listed in [`ALL`]),
//! and sentences built from the table as [`Say`] and [`Note`], each written once with its
//! four languages side by side (`say!`). A game's live table adds the words of its own board.

pub mod lobby;
mod note;
pub mod picture;
mod say;

pub use note::Note;
pub use say::{Say, ToMove};

use blockness_live::{BotLevel, LiveError, TableGame};
use blockness_web_common::{say, texts, Lang};

texts! {
    TITLE = "Play online", "Jouer en ligne", "Online spielen", "Gioca online";
    TURN_NOTICES = "On my turn, when this tab is out of sight", "À mon tour, quand cet onglet n'est pas affiché", "Wenn ich dran bin und dieser Tab nicht zu sehen ist", "Al mio turno, quando questa scheda non è in vista";
    NOTIFY_TURN = "Show a notification", "Afficher une notification", "Eine Benachrichtigung zeigen", "Mostra una notifica";
    SOUND_TURN = "Play a short tone", "Jouer un bref signal sonore", "Einen kurzen Ton spielen", "Suona un breve segnale";
    NOTIFY_BLOCKED = "This browser blocks notifications from this site; its settings can allow them.",
        "Ce navigateur bloque les notifications de ce site\u{202f}; ses réglages peuvent les autoriser.",
        "Dieser Browser blockiert Benachrichtigungen dieser Seite; in seinen Einstellungen lassen sie sich erlauben.",
        "Questo browser blocca le notifiche di questo sito; le sue impostazioni possono consentirle.";
    CREATE_NOTE = "Each player opens the invite link on their own device. Moves travel through a broker, a relay for messages: nobody needs an account.",
        "Chacun ouvre le lien d'invitation sur son propre appareil. Les coups passent par un broker, un relais de messages\u{202f}: aucun compte n'est nécessaire.",
        "Alle öffnen den Einladungslink auf ihrem eigenen Gerät. Die Züge laufen über einen Broker, eine Nachrichtenvermittlung: Niemand braucht ein Konto.",
        "Ognuno apre il link d'invito sul proprio dispositivo. Le mosse passano da un broker, un ripetitore di messaggi: non serve alcun account.";
    SEAT_PERSON = "A person", "Une personne", "Eine Person", "Una persona";
    YOUR_SEAT = "Your seat", "Votre place", "Dein Platz", "Il tuo posto";
    YOUR_NAME = "Your name", "Votre nom", "Dein Name", "Il tuo nome";
    BROKER = "Broker address", "Adresse du broker", "Adresse des Brokers", "Indirizzo del broker";
    BROKER_NOTE = "An MQTT broker that takes WebSocket connections (ws:// or wss://). This device remembers it.",
        "Un broker MQTT qui accepte les connexions WebSocket (ws:// ou wss://). Cet appareil s'en souvient.",
        "Ein MQTT-Broker, der WebSocket-Verbindungen annimmt (ws:// oder wss://). Dieses Gerät merkt ihn sich.",
        "Un broker MQTT che accetta connessioni WebSocket (ws:// o wss://). Questo dispositivo lo ricorda.";
    OTHER_BROKER = "Other broker (optional)", "Autre broker (facultatif)", "Anderer Broker (freiwillig)", "Altro broker (facoltativo)";
    SITE_BROKERS_NOTE = "Leave it empty to use the site's public MQTT brokers: the first that answers carries the table, and the invite names it.",
        "Laissez-le vide pour utiliser les brokers MQTT publics du site\u{202f}: le premier qui répond porte la table, et l'invitation le nomme.",
        "Lass es leer, um die öffentlichen MQTT-Broker der Seite zu nutzen: Der erste, der antwortet, trägt den Tisch, und die Einladung nennt ihn.",
        "Lascialo vuoto per usare i broker MQTT pubblici del sito: il primo che risponde porta il tavolo, e l'invito lo nomina.";
    PUBLIC_BROKER = "A public broker promises nothing: it may be slow or gone, and anyone may read the table. Nobody can play for you: every move is signed and checked.",
        "Un broker public ne promet rien\u{202f}: il peut être lent ou absent, et n'importe qui peut lire la table. Personne ne peut jouer à votre place\u{202f}: chaque coup est signé et vérifié.",
        "Ein öffentlicher Broker verspricht nichts: Er kann langsam oder weg sein, und jeder kann den Tisch lesen. Niemand kann für dich spielen: Jeder Zug ist signiert und geprüft.",
        "Un broker pubblico non promette nulla: può essere lento o sparire, e chiunque può leggere il tavolo. Nessuno può giocare al posto tuo: ogni mossa è firmata e verificata.";
    FINDING_BROKER = "Looking for a broker that answers…", "Recherche d'un broker qui répond…", "Suche nach einem Broker, der antwortet…", "Ricerca di un broker che risponde…";
    USE_BROKER = "Connect through it", "Se connecter par lui", "Darüber verbinden", "Collegati tramite questo";
    OPEN_TABLE = "Open the table", "Ouvrir la table", "Tisch eröffnen", "Apri il tavolo";
    BY_LINK = "Play by link instead", "Jouer plutôt par lien", "Stattdessen per Link spielen", "Gioca invece via link";
    BY_LINK_NOTE = "Without a broker the game still goes on: each player sends the link after their move, as with any game of My games.",
        "Sans broker, la partie continue quand même\u{202f}: chacun envoie le lien après son coup, comme pour toute partie de Mes parties.",
        "Auch ohne Broker geht das Spiel weiter: Alle schicken nach ihrem Zug den Link, wie bei jedem Spiel unter Meine Spiele.",
        "Anche senza broker la partita continua: ognuno invia il link dopo la sua mossa, come per ogni partita delle Mie partite.";
    NO_BROKER = "No broker is set for live play on this site. Enter the address of one, or play by link instead.",
        "Aucun broker n'est réglé pour le jeu en direct sur ce site. Indiquez l'adresse d'un broker, ou jouez plutôt par lien.",
        "Für Live-Partien ist auf dieser Seite kein Broker eingestellt. Gib die Adresse eines Brokers ein oder spiel stattdessen per Link.",
        "Su questo sito non è impostato alcun broker per giocare in diretta. Inserisci l'indirizzo di un broker, o gioca invece via link.";
    CONNECTING = "Connecting to the broker…", "Connexion au broker…", "Verbindung zum Broker…", "Connessione al broker…";
    RECONNECTING = "The connection was lost. Reconnecting…", "La connexion est perdue. Reconnexion…", "Die Verbindung ist abgerissen. Neuer Versuch…", "La connessione è caduta. Nuovo tentativo…";
    ONLINE = "Connected", "Connecté", "Verbunden", "Connesso";
    UNREACHABLE = "The broker cannot be reached. Nothing is lost: this device keeps the table and keeps trying. Meanwhile you can play by link.",
        "Le broker est injoignable. Rien n'est perdu\u{202f}: cet appareil garde la table et continue d'essayer. En attendant, vous pouvez jouer par lien.",
        "Der Broker ist nicht erreichbar. Nichts geht verloren: Dieses Gerät behält den Tisch und versucht es weiter. Bis dahin kannst du per Link spielen.",
        "Il broker non è raggiungibile. Non si perde nulla: questo dispositivo tiene il tavolo e continua a provare. Nel frattempo puoi giocare via link.";
    UNSENT = "What this device has to send to the table is kept on it and goes out as soon as the connection is back.",
        "Ce que cet appareil doit envoyer à la table y est gardé et part dès que la connexion revient.",
        "Was dieses Gerät an den Tisch senden muss, bleibt auf ihm und geht hinaus, sobald die Verbindung wieder steht.",
        "Ciò che questo dispositivo deve inviare al tavolo resta su di esso e parte appena torna la connessione.";
    UNSENT_TABLE = "The new table is kept on this device and reaches the broker as soon as it answers.",
        "La nouvelle table est gardée sur cet appareil et arrive au broker dès qu'il répond.",
        "Der neue Tisch bleibt auf diesem Gerät und erreicht den Broker, sobald er antwortet.",
        "Il nuovo tavolo resta su questo dispositivo e arriva al broker appena risponde.";
    WAITING_TABLE = "Waiting for the table to arrive from the broker…", "En attente de la table, qui vient du broker…", "Der Tisch kommt gleich vom Broker…", "In attesa che il tavolo arrivi dal broker…";
    NO_TABLE_HERE = "If the table never arrives, ask whoever invited you to send the game's link instead.",
        "Si la table n'arrive jamais, demandez à qui vous a invité d'envoyer plutôt le lien de la partie.",
        "Kommt der Tisch nie an, bitte die Person, die dich eingeladen hat, stattdessen um den Link des Spiels.",
        "Se il tavolo non arriva mai, chiedi a chi ti ha invitato di mandarti invece il link della partita.";
    INVITE = "Invite link", "Lien d'invitation", "Einladungslink", "Link d'invito";
    INVITE_NOTE = "Send it to the other players: it opens this table on their device.",
        "Envoyez-le aux autres joueurs\u{202f}: il ouvre cette table sur leur appareil.",
        "Schick ihn den anderen: Er öffnet diesen Tisch auf ihrem Gerät.",
        "Mandalo agli altri giocatori: apre questo tavolo sul loro dispositivo.";
    INVITE_WAIT = "Send the invite link to the other players: the game starts once every seat is taken.",
        "Envoyez le lien d'invitation aux autres joueurs\u{202f}: la partie commence quand toutes les places sont prises.",
        "Schick den anderen den Einladungslink: Das Spiel beginnt, sobald alle Plätze besetzt sind.",
        "Manda il link d'invito agli altri giocatori: la partita comincia quando tutti i posti sono occupati.";
    SEAT_WAIT = "Take a seat to play: the game starts once every seat is taken.",
        "Prenez une place pour jouer\u{202f}: la partie commence quand toutes les places sont prises.",
        "Nimm einen Platz, um mitzuspielen: Das Spiel beginnt, sobald alle Plätze besetzt sind.",
        "Prendi un posto per giocare: la partita comincia quando tutti i posti sono occupati.";
    SEATED_WAIT = "You have your seat: the game starts once every seat is taken.",
        "Vous avez votre place\u{202f}: la partie commence quand toutes les places sont prises.",
        "Du hast deinen Platz: Das Spiel beginnt, sobald alle Plätze besetzt sind.",
        "Hai il tuo posto: la partita comincia quando tutti i posti sono occupati.";
    WATCH_WAIT = "The game starts once every seat is taken.",
        "La partie commence quand toutes les places sont prises.",
        "Das Spiel beginnt, sobald alle Plätze besetzt sind.",
        "La partita comincia quando tutti i posti sono occupati.";
    WATCH_LINK = "Link for spectators", "Lien pour les spectateurs", "Link für Zuschauer", "Link per gli spettatori";
    COPY = "Copy", "Copier", "Kopieren", "Copia";
    COPIED = "Link copied.", "Lien copié.", "Link kopiert.", "Link copiato.";
    NOT_COPIED = "The link could not be copied: select it in the field and copy it by hand.",
        "Le lien n'a pas pu être copié\u{202f}: sélectionnez-le dans le champ et copiez-le à la main.",
        "Der Link ließ sich nicht kopieren: Markiere ihn im Feld und kopiere ihn von Hand.",
        "Non è stato possibile copiare il link: selezionalo nel campo e copialo a mano.";
    SHARE = "Share", "Partager", "Teilen", "Condividi";
    QR_CODE = "QR code, for a phone beside you", "Code QR, pour un téléphone à côté de vous", "QR-Code, für ein Handy neben dir", "Codice QR, per un telefono accanto a te";
    QR_ALT = "QR code of the invite link", "Code QR du lien d'invitation", "QR-Code des Einladungslinks", "Codice QR del link d'invito";
    SEATS = "At the table", "À la table", "Am Tisch", "Al tavolo";
    FREE = "free seat", "place libre", "freier Platz", "posto libero";
    TAKE_SEAT = "Take this seat", "Prendre cette place", "Diesen Platz nehmen", "Prendi questo posto";
    TAKE_A_SEAT = "Take a seat", "Prendre une place", "Einen Platz nehmen", "Prendi un posto";
    WATCH = "Just watch", "Seulement regarder", "Nur zuschauen", "Guarda soltanto";
    SIT = "Take a seat after all", "Prendre une place finalement", "Doch einen Platz nehmen", "Prendi comunque un posto";
    WATCHING = "You are watching this table.", "Vous regardez cette table.", "Du schaust an diesem Tisch zu.", "Stai guardando questo tavolo.";
    YOU = "you", "vous", "du", "tu";
    CONNECTED = "connected", "connecté", "verbunden", "connesso";
    AWAY = "not connected", "non connecté", "nicht verbunden", "non connesso";
    RESIGN = "Resign", "Abandonner", "Aufgeben", "Abbandona";
    RESIGN_SURE = "Resign this game? It ends for everyone.", "Abandonner cette partie\u{202f}? Elle s'arrête pour tous.", "Dieses Spiel aufgeben? Es endet für alle.", "Abbandonare questa partita? Finisce per tutti.";
    YES_RESIGN = "Yes, resign", "Oui, abandonner", "Ja, aufgeben", "Sì, abbandona";
    PLAY_ON = "No, play on", "Non, continuer", "Nein, weiterspielen", "No, continua";
    REMATCH = "Rematch", "Revanche", "Revanche", "Rivincita";
    JOIN_REMATCH = "Join the rematch", "Rejoindre la revanche", "Zur Revanche", "Unisciti alla rivincita";
    WATCH_REMATCH = "Watch the rematch", "Regarder la revanche", "Revanche zuschauen", "Guarda la rivincita";
    REMATCH_WAITING = "A rematch waits at a new table.", "Une revanche attend à une nouvelle table.", "An einem neuen Tisch wartet eine Revanche.", "Una rivincita aspetta a un nuovo tavolo.";
    LEAVE = "Leave the table", "Quitter la table", "Tisch verlassen", "Lascia il tavolo";
    LEAVE_SURE = "Leave the table in the middle of the game? The others wait for your moves; this device keeps your seat, and the table's link brings you back.",
        "Quitter la table en pleine partie\u{202f}? Les autres attendent vos coups\u{202f}; cet appareil garde votre place, et le lien de la table vous y ramène.",
        "Den Tisch mitten im Spiel verlassen? Die anderen warten auf deine Züge; dieses Gerät behält deinen Platz, und der Link des Tisches bringt dich zurück.",
        "Lasciare il tavolo a metà partita? Gli altri aspettano le tue mosse; questo dispositivo tiene il tuo posto, e il link del tavolo ti riporta qui.";
    YES_LEAVE = "Yes, leave", "Oui, quitter", "Ja, verlassen", "Sì, lascia";
    STAY = "No, stay", "Non, rester", "Nein, bleiben", "No, resta";
    KEPT_NOTE = "This game is kept in My games too, where its link opens it without a connection.",
        "Cette partie est aussi gardée dans Mes parties, où son lien l'ouvre sans connexion.",
        "Dieses Spiel liegt auch unter Meine Spiele, wo sein Link es ohne Verbindung öffnet.",
        "Questa partita è conservata anche nelle Mie partite, dove il suo link la apre senza connessione.";
    RESULT = "Result", "Résultat", "Ergebnis", "Risultato";
    GAME_LINK = "The game's link", "Le lien de la partie", "Der Link des Spiels", "Il link della partita";
    DISMISS = "Dismiss", "Fermer", "Schließen", "Chiudi";
    TRY_AGAIN = "Let the computer try again", "Laisser l'ordinateur réessayer", "Den Computer neu versuchen lassen", "Lascia riprovare il computer";
    BAD_TABLE = "This address names no table.", "Cette adresse ne désigne aucune table.", "Diese Adresse nennt keinen Tisch.", "Questo indirizzo non indica alcun tavolo.";
    NEW_TABLE = "Open another table", "Ouvrir une autre table", "Einen anderen Tisch eröffnen", "Apri un altro tavolo";
    FIRST_COME = "Seats go to the invited in the order they ask: first come, first seated. The host's device gives them.",
        "Les places vont aux invités dans l'ordre de leurs demandes\u{202f}: premier arrivé, premier assis. C'est l'appareil de l'hôte qui les attribue.",
        "Die Plätze gehen an die Eingeladenen in der Reihenfolge ihrer Anfragen: Wer zuerst kommt, sitzt zuerst. Das Gerät des Gastgebers vergibt sie.",
        "I posti vanno agli invitati nell'ordine delle richieste: chi prima arriva, prima siede. Li assegna il dispositivo di chi ospita.";
    ASKING = "Asking the host for a seat…", "Demande d'une place à l'hôte…", "Der Gastgeber wird um einen Platz gebeten…", "Richiesta di un posto a chi ospita…";
    HOST_AWAY = "The host's device is not connected: you are seated as soon as it is back.",
        "L'appareil de l'hôte n'est pas connecté\u{202f}: vous serez assis dès son retour.",
        "Das Gerät des Gastgebers ist nicht verbunden: Du bekommst deinen Platz, sobald es zurück ist.",
        "Il dispositivo di chi ospita non è connesso: avrai il posto appena torna.";
    SPECTATOR_NOTE = "You opened the link for spectators: you can watch this table. To play, ask the host for the invite link.",
        "Vous avez ouvert le lien pour les spectateurs\u{202f}: vous pouvez regarder cette table. Pour jouer, demandez le lien d'invitation à l'hôte.",
        "Du hast den Link für Zuschauer geöffnet: Du kannst an diesem Tisch zuschauen. Zum Mitspielen bitte den Gastgeber um den Einladungslink.",
        "Hai aperto il link per gli spettatori: puoi guardare questo tavolo. Per giocare, chiedi il link d'invito a chi ospita.";
    FINGERPRINT = "The same on every screen for the same player. Compare them with your friends to be sure who sits where.",
        "Les mêmes sur chaque écran pour un même joueur. Comparez-les avec vos amis pour être sûrs de qui est assis où.",
        "Für dieselbe Person auf jedem Bildschirm gleich. Vergleicht sie, um sicher zu sein, wer wo sitzt.",
        "Uguali su ogni schermo per lo stesso giocatore. Confrontatele con gli amici per essere certi di chi siede dove.";
    HOST_NOTE = "Keep this page open until every seat is taken: your device seats the invited.",
        "Gardez cette page ouverte jusqu'à ce que toutes les places soient prises\u{202f}: c'est votre appareil qui assoit les invités.",
        "Lass diese Seite offen, bis alle Plätze besetzt sind: Dein Gerät vergibt die Plätze an die Eingeladenen.",
        "Tieni aperta questa pagina finché tutti i posti sono occupati: è il tuo dispositivo ad assegnarli agli invitati.";
    GRACE = "Hand an absent player's seat to a computer after",
        "Confier à l'ordinateur la place d'un joueur absent après",
        "Den Platz eines abwesenden Spielers dem Computer geben nach",
        "Affida al computer il posto di un giocatore assente dopo";
    HAND_OVER = "Let the computer play for them", "Laisser l'ordinateur jouer à sa place", "Den Computer für sie spielen lassen", "Lascia giocare il computer al suo posto";
    HAND_OVER_LEVEL = "Computer's level", "Niveau de l'ordinateur", "Stärke des Computers", "Livello del computer";
    TAKE_BACK = "Take my seat back", "Reprendre ma place", "Meinen Platz zurücknehmen", "Riprendi il mio posto";
    COMPUTER_MOVES = "A computer player moves, on the device of the table's creator.",
        "Un joueur ordinateur joue, sur l'appareil de qui a ouvert la table.",
        "Ein Computerspieler zieht, auf dem Gerät der Person, die den Tisch eröffnet hat.",
        "Muove un giocatore computer, sul dispositivo di chi ha aperto il tavolo.";
}

/// What went wrong at the table, in the few kinds a player tells apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The address holds no table id.
    Invite,
    /// The table speaks another version of the protocol.
    Newer,
    /// A seat needs the invite link's secret.
    NoTicket,
    /// Every seat is taken.
    Full,
    /// The seat was taken meanwhile.
    SeatTaken,
    /// This device already sits at the table.
    AlreadySeated,
    /// The name is empty or too long.
    BadName,
    /// Nothing can be played now (seats free, or the game over).
    NotNow,
    /// A rematch only after the end, by a seated player, once.
    NoRematch,
    /// The broker refused or garbled the connection.
    Broker,
    /// A seat that may not be handed to a computer now.
    NoHandOver,
    /// A seat no computer stands in for.
    NoStandIn,
    /// A message that does not check out.
    Unusable,
    /// A table of another game than the page's: the game it plays.
    OtherGame(TableGame),
}

impl Trouble {
    /// The kind of `error`.
    pub fn of(error: &LiveError) -> Trouble {
        match error {
            LiveError::BadInvite { .. } => Trouble::Invite,
            LiveError::Version { .. } => Trouble::Newer,
            LiveError::SeatTaken { .. } => Trouble::SeatTaken,
            LiveError::AlreadySeated => Trouble::AlreadySeated,
            LiveError::BadName => Trouble::BadName,
            LiveError::NotPlaying | LiveError::OutOfOrder { .. } => Trouble::NotNow,
            LiveError::NotOver | LiveError::NotSeated => Trouble::NoRematch,
            LiveError::NoTicket => Trouble::NoTicket,
            LiveError::TableFull => Trouble::Full,
            LiveError::Broker { .. } => Trouble::Broker,
            LiveError::CannotHandOver { .. } => Trouble::NoHandOver,
            LiveError::NoStandIn { .. } => Trouble::NoStandIn,
            LiveError::OtherGame { game } => Trouble::OtherGame(*game),
            _ => Trouble::Unusable,
        }
    }

    /// Why, as the end of a refusal's sentence.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Trouble::Invite => say!(lang,
                "this address names no table.",
                "cette adresse ne désigne aucune table.",
                "Diese Adresse nennt keinen Tisch.",
                "questo indirizzo non indica alcun tavolo."),
            Trouble::Newer => say!(lang,
                "the table was opened by another version of this site: reload the page.",
                "la table a été ouverte par une autre version de ce site\u{202f}: rechargez la page.",
                "Der Tisch wurde von einer anderen Version dieser Seite eröffnet: Lade die Seite neu.",
                "il tavolo è stato aperto da un'altra versione di questo sito: ricarica la pagina."),
            Trouble::NoTicket => say!(lang,
                "a seat needs the invite link: the link for spectators can only watch.",
                "une place demande le lien d'invitation\u{202f}: le lien pour les spectateurs permet seulement de regarder.",
                "Ein Platz braucht den Einladungslink: Mit dem Link für Zuschauer kann man nur zuschauen.",
                "un posto richiede il link d'invito: con il link per gli spettatori si può solo guardare."),
            Trouble::Full => say!(lang,
                "every seat is taken.",
                "toutes les places sont prises.",
                "Alle Plätze sind besetzt.",
                "tutti i posti sono occupati."),
            Trouble::SeatTaken => say!(lang,
                "someone took that seat a moment ago.",
                "quelqu'un vient de prendre cette place.",
                "Jemand hat diesen Platz eben genommen.",
                "qualcuno ha appena preso quel posto."),
            Trouble::AlreadySeated => say!(lang,
                "this device already sits at the table.",
                "cet appareil a déjà une place à la table.",
                "Dieses Gerät sitzt schon am Tisch.",
                "questo dispositivo siede già al tavolo."),
            Trouble::BadName => say!(lang,
                "a name has 1 to 24 characters.",
                "un nom compte de 1 à 24 caractères.",
                "Ein Name hat 1 bis 24 Zeichen.",
                "un nome ha da 1 a 24 caratteri."),
            Trouble::NotNow => say!(lang,
                "nothing can be played now.",
                "rien ne peut être joué maintenant.",
                "Gerade kann nichts gespielt werden.",
                "ora non si può giocare nulla."),
            Trouble::NoRematch => say!(lang,
                "a rematch comes once, after the end, from a seated player.",
                "une revanche se demande une fois, après la fin, par un joueur assis.",
                "Eine Revanche gibt es einmal, nach dem Ende, auf Wunsch eines Spielers am Tisch.",
                "la rivincita si chiede una volta, dopo la fine, da un giocatore seduto."),
            Trouble::Broker => say!(lang,
                "the broker refused the connection.",
                "le broker a refusé la connexion.",
                "Der Broker hat die Verbindung abgelehnt.",
                "il broker ha rifiutato la connessione."),
            Trouble::NoHandOver => say!(lang,
                "that player's device is back, or the grace time is not over yet.",
                "l'appareil de ce joueur est revenu, ou le délai de grâce n'est pas encore passé.",
                "das Gerät dieser Person ist zurück, oder die Schonfrist ist noch nicht um.",
                "il dispositivo di questo giocatore è tornato, o il tempo di grazia non è ancora passato."),
            Trouble::NoStandIn => say!(lang,
                "your seat is yours again already.",
                "votre place est déjà de nouveau la vôtre.",
                "dein Platz gehört schon wieder dir.",
                "il tuo posto è già di nuovo tuo."),
            Trouble::Unusable => say!(lang,
                "a message of the table does not check out and was left out.",
                "un message de la table ne se vérifie pas et a été écarté.",
                "Eine Nachricht des Tisches ließ sich nicht prüfen und wurde übergangen.",
                "un messaggio del tavolo non supera i controlli ed è stato scartato."),
            Trouble::OtherGame(game) => {
                // A page plays one game: the table's is the other.
                let (table, page) = match game {
                    TableGame::LochNess => ("Loch Ness", "Block Ness"),
                    TableGame::BlockNess => ("Block Ness", "Loch Ness"),
                };
                let hyphenated = page.replace(' ', "-");
                say!(lang,
                    "this table plays {table}; this page plays {page} tables only.",
                    "cette table joue au {table}\u{202f}; cette page ne joue qu'aux tables de {page}.",
                    "An diesem Tisch wird {table} gespielt; diese Seite spielt nur {hyphenated}-Tische.",
                    "questo tavolo gioca a {table}; questa pagina gioca solo ai tavoli di {page}.")
            }
        }
    }
}

/// A length of absence in whole units: seconds under a minute, minutes under an hour, then
/// hours, with the unit's symbol (the same in the four languages).
pub fn duration(seconds: u64) -> String {
    match seconds {
        0..=59 => format!("{seconds}\u{a0}s"),
        60..=3599 => format!("{}\u{a0}min", seconds / 60),
        _ => format!("{}\u{a0}h", seconds / 3600),
    }
}

/// A computer seat's level as a word ("medium").
pub fn level(level: BotLevel, lang: Lang) -> String {
    match level {
        BotLevel::Easy => say!(lang, "easy", "facile", "leicht", "facile"),
        BotLevel::Medium => say!(lang, "medium", "moyen", "mittel", "medio"),
        BotLevel::Strong => say!(lang, "strong", "fort", "stark", "forte"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_web_common::{StorageError, WorkerTrouble};

    #[test]
    fn every_sentence_has_its_own_words_in_every_language() {
        let says = [
            Say::Seat(0),
            Say::FreeSeats(1),
            Say::FreeSeats(2),
            Say::Caught(Some("Ada".into()), 14),
            Say::Caught(None, 1),
            Say::ComputerOn(BotLevel::Easy, Some("Ada".into())),
            Say::ComputerOn(BotLevel::Easy, None),
            Say::BrokerIs("wss://b.example".into()),
            Say::AwayFor(40),
            Say::AwayFor(200),
            Say::AwayFor(7300),
            Say::HandOverIn(20),
            Say::StandsInForYou(BotLevel::Medium, "Ada".into()),
            Say::Invitation(TableGame::LochNess),
            Say::Players(3),
            Say::AwayToAct("Bob".into(), 70),
            Say::MayHandOver("Bob".into(), Some(55)),
            Say::MayHandOver("Bob".into(), None),
            Say::Began(Some("Ada".into()), ToMove::You),
            Say::Began(None, ToMove::You),
            Say::Began(Some("Ada".into()), ToMove::Named("Bob".into())),
            Say::Began(None, ToMove::Named("Bob".into())),
        ];
        let mut notes = vec![
            Note::Bot(WorkerTrouble::NoMove),
            Note::KeyNotKept(StorageError::QuotaExceeded),
            Note::RecordSetAside,
            Note::NameNeeded,
            Note::NoRandom,
            Note::BrokerInvalid,
            Note::SeatedElsewhere { asked: 1, given: 2 },
            Note::TableFull,
            Note::OldTable,
            Note::PlayedInAnotherTab,
        ];
        for error in [
            LiveError::BadInvite { text: "x".into() },
            LiveError::Version { version: 2 },
            LiveError::SeatTaken { seat: 1 },
            LiveError::AlreadySeated,
            LiveError::BadName,
            LiveError::NotPlaying,
            LiveError::NotOver,
            LiveError::Broker { reason: "x".into() },
            LiveError::WrongTable,
            LiveError::OtherGame {
                game: TableGame::LochNess,
            },
            LiveError::OtherGame {
                game: TableGame::BlockNess,
            },
            LiveError::NoTicket,
            LiveError::TableFull,
            LiveError::CannotHandOver {
                seat: 1,
                reason: "x",
            },
            LiveError::NoStandIn { seat: 1 },
        ] {
            notes.push(Note::Refused(error));
        }
        let texts = says
            .iter()
            .map(|s| Lang::ALL.map(|l| s.text(l)))
            .chain(notes.iter().map(|n| Lang::ALL.map(|l| n.text(l))));
        for [en, fr, de, it] in texts {
            assert!(!en.is_empty());
            // Names and addresses may be the same; the words around them are not ("Broker"
            // is the word in every language).
            if en.chars().filter(|c| c.is_lowercase()).count() > 4 && !en.starts_with("Broker:") {
                assert!(fr != en && de != en && it != en, "{en}");
            }
        }
    }

    #[test]
    fn a_table_of_the_other_game_is_named_with_the_page_s() {
        let refused = |game| Note::Refused(LiveError::OtherGame { game });
        assert_eq!(
            refused(TableGame::LochNess).text(Lang::De),
            "Nicht möglich: An diesem Tisch wird Loch Ness gespielt; diese Seite spielt nur Block-Ness-Tische."
        );
        assert_eq!(
            refused(TableGame::BlockNess).text(Lang::En),
            "Not done: this table plays Block Ness; this page plays Loch Ness tables only."
        );
        assert_eq!(
            Say::Invitation(TableGame::BlockNess).text(Lang::En),
            "Come and play Block Ness at my table"
        );
    }
}
