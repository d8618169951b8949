//! The lobby's words: finding an opponent among strangers who ask for the same game.

use blockness_web_common::texts;

texts! {
    FIND_OPPONENT = "Find an opponent", "Trouver un adversaire", "Gegner finden", "Trova un avversario";
    FIND_NOTE = "Play someone you don't know yet: your name and the game you want are shown in the lobby, and players who want the same game sit down together. No link to send.",
        "Jouez contre quelqu'un que vous ne connaissez pas encore\u{202f}: votre nom et la partie voulue s'affichent dans le salon, et les joueurs qui veulent la même partie s'attablent ensemble. Aucun lien à envoyer.",
        "Spiel gegen jemanden, den du noch nicht kennst: Dein Name und das gewünschte Spiel erscheinen in der Lobby, und wer dasselbe Spiel will, sitzt zusammen am Tisch. Kein Link zu verschicken.",
        "Gioca con qualcuno che non conosci ancora: il tuo nome e la partita che vuoi compaiono nella sala, e chi vuole la stessa partita si siede allo stesso tavolo. Nessun link da inviare.";
    INVITE_FRIENDS = "Invite friends instead", "Inviter plutôt des amis", "Lieber Freunde einladen", "Invita invece degli amici";
    SEEKING = "Looking for an opponent", "Recherche d'un adversaire", "Gegnersuche", "Ricerca di un avversario";
    SEEK_CONNECTING = "Reaching the lobby…", "Connexion au salon…", "Verbindung zur Lobby…", "Collegamento alla sala…";
    SEEK_WAITING = "Waiting for players who want the same game. Keep this page open: the table opens by itself.",
        "En attente de joueurs qui veulent la même partie. Gardez cette page ouverte\u{a0}: la table s'ouvre d'elle-même.",
        "Warten auf Spieler, die dasselbe Spiel wollen. Lass diese Seite offen: Der Tisch öffnet sich von selbst.",
        "In attesa di giocatori che vogliono la stessa partita. Tieni aperta questa pagina: il tavolo si apre da solo.";
    SEEK_AGREEING = "Players found: agreeing on the table…", "Joueurs trouvés\u{a0}: accord sur la table…", "Spieler gefunden: Der Tisch wird vereinbart…", "Giocatori trovati: ci si accorda sul tavolo…";
    SEEK_DOWN = "The connection to the lobby dropped: trying again.", "La connexion au salon est perdue\u{a0}: nouvel essai.", "Die Verbindung zur Lobby ist abgerissen: neuer Versuch.", "La connessione alla sala è caduta: nuovo tentativo.";
    SEEK_NO_BROKER = "No broker answered. Check the connection, or enter another broker.", "Aucun broker n'a répondu. Vérifiez la connexion, ou indiquez un autre broker.", "Kein Broker hat geantwortet. Prüfe die Verbindung oder gib einen anderen Broker an.", "Nessun broker ha risposto. Controlla la connessione o indica un altro broker.";
    STOP_SEEKING = "Stop looking", "Arrêter la recherche", "Suche beenden", "Smetti di cercare";
    OPEN_SEEKS = "Others in the lobby", "Les autres dans le salon", "Andere in der Lobby", "Gli altri nella sala";
    NO_OPEN_SEEKS = "Nobody else is looking right now.", "Personne d'autre ne cherche pour l'instant.", "Gerade sucht sonst niemand.", "Per ora nessun altro sta cercando.";
    SAME_GAME = "wants your game: you will be paired", "veut votre partie\u{a0}: vous serez réunis", "will dein Spiel: ihr kommt zusammen", "vuole la tua partita: sarete abbinati";
    PLAY_THIS = "Play this game", "Jouer cette partie", "Dieses Spiel spielen", "Gioca questa partita";
}
