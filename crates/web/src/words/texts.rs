//! The page's fixed words: labels, buttons, headings and help, in the four languages.

use blockness_web_common::texts;

// The board's words and those the page shares with the lessons and the live tables.
pub use blockness_web_board::words::texts::*;

texts! {
    OPEN_RULES = "Rules", "Règles", "Regeln", "Regole";
    OPEN_TUTORIAL = "Tutorial", "Tutoriel", "Einführung", "Guida";
    SOLO = "Solo", "Solo", "Solo", "Solitario";
    LOCHNESS = "Loch Ness", "Loch Ness", "Loch Ness", "Loch Ness";
    OTHER_GAME = "Or play the site's other game:", "Ou jouez à l'autre jeu du site\u{202f}:", "Oder spiel das andere Spiel der Seite:", "Oppure gioca all'altro gioco del sito:";
    ONLINE_NOTE = "Friends on other devices? Same choices, played live:", "Des amis sur d'autres appareils\u{202f}? Les mêmes choix, en direct\u{202f}:", "Freunde an anderen Geräten? Dieselbe Wahl, live gespielt:", "Amici su altri dispositivi? Le stesse scelte, in diretta:";
    PLAY_ONLINE = "Play online", "Jouer en ligne", "Online spielen", "Gioca online";
    SEEK_NOTE = "Nobody to play with? Strangers online may want the same game:", "Personne avec qui jouer\u{202f}? Des inconnus en ligne veulent peut-être la même partie\u{202f}:", "Niemand zum Spielen da? Vielleicht will jemand online dasselbe Spiel:", "Nessuno con cui giocare? Qualcuno online potrebbe volere la stessa partita:";
    FIND_OPPONENT = "Find an opponent", "Trouver un adversaire", "Gegner finden", "Trova un avversario";
    NEW_GAME = "New game", "Nouvelle partie", "Neues Spiel", "Nuova partita";
    GAME_LOADING = "Loading the game…", "Chargement du jeu…", "Das Spiel wird geladen…", "Caricamento del gioco…";
    GAME_LOAD_FAILED = "The game could not be loaded. Check the connection, then try again.",
        "Le jeu n'a pas pu être chargé. Vérifiez la connexion, puis réessayez.",
        "Das Spiel konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.",
        "Non è stato possibile caricare il gioco. Controlla la connessione, poi riprova.";
    REDO_TITLE = "Play the undone move again", "Rétablir le coup annulé", "Den zurückgenommenen Zug wieder ausführen", "Rigioca la mossa annullata";
    HINT_THINKING = "Thinking…", "Réflexion…", "Überlegt…", "Sto pensando…";
    PAUSE_BOTS = "Pause the computer", "Mettre l'ordinateur en pause", "Computer anhalten", "Metti in pausa il computer";
    PAUSE_BOTS_TITLE = "Stop the computer players after their current move",
        "Arrêter les joueurs ordinateur après leur coup en cours",
        "Die Computerspieler nach ihrem laufenden Zug anhalten",
        "Ferma i giocatori computer dopo la mossa in corso";
    RESUME_BOTS = "Let the computer play", "Laisser jouer l'ordinateur", "Computer spielen lassen", "Lascia giocare il computer";
    RESUME_BOTS_TITLE = "Let the computer players move again", "Laisser les joueurs ordinateur reprendre", "Die Computerspieler wieder ziehen lassen", "Lascia che i giocatori computer tornino a muovere";
    COPY_LINK = "Copy link", "Copier le lien", "Link kopieren", "Copia il link";
    COPY_LINK_TITLE = "Copy a link to this game", "Copier un lien vers cette partie", "Einen Link zu diesem Spiel kopieren", "Copia un link a questa partita";
    CONTROLS_LABEL = "Game controls", "Commandes de la partie", "Spielsteuerung", "Comandi della partita";
    BOT_WAITING = "The computer player waits (paused, or after an undo): use \"Let the computer play\" when ready.",
        "L'ordinateur attend (en pause, ou après une annulation)\u{202f}: choisissez «\u{202f}Laisser jouer l'ordinateur\u{202f}» quand vous êtes prêt.",
        "Der Computerspieler wartet (angehalten oder nach einer Rücknahme): Wähle „Computer spielen lassen“, sobald du bereit bist.",
        "Il giocatore computer aspetta (in pausa, o dopo un annullamento): scegli «Lascia giocare il computer» quando sei pronto.";
    HOW_TO_PLAY = "How to play", "Comment jouer", "So wird gespielt", "Come si gioca";
    HOW_SETUP = "Each player grows a sea monster of arches. First, everyone lays a starter in the deep water: choose the head's hole, then the tail's.",
        "Chaque joueur fait grandir un monstre marin composé d'arches. D'abord, chacun pose son segment de départ en eau profonde\u{202f}: le trou de la tête, puis celui de la queue.",
        "Jeder lässt ein Seeungeheuer aus Bögen wachsen. Zuerst legt jeder sein Startsegment ins tiefe Wasser: erst das Loch für den Kopf, dann das für den Schwanz.",
        "Ogni giocatore fa crescere un mostro marino fatto di archi. Per prima cosa ciascuno posa il suo segmento iniziale nelle acque profonde: scegli il foro della testa, poi quello della coda.";
    HOW_TURN = "On your turn, choose a glowing hole next to your head or tail, then one of the holes where the far foot may go. If several segments fit, pick one in your tray.",
        "À votre tour, choisissez un trou lumineux à côté de votre tête ou de votre queue, puis l'un des trous où peut aller l'autre pied. Si plusieurs segments conviennent, prenez-en un dans votre réserve.",
        "Wenn du dran bist, wähle ein leuchtendes Loch neben deinem Kopf oder Schwanz, dann eines der Löcher für den anderen Fuß. Passen mehrere Segmente, nimm eines aus deinem Vorrat.",
        "Al tuo turno, scegli un foro luminoso accanto alla tua testa o alla tua coda, poi uno dei fori dove può andare l'altro piede. Se vanno bene più segmenti, scegline uno nella tua riserva.";
    HOW_CROSS = "An arch may pass over lower arches, never under a taller one, never over one of the same height, and never over a head or tail (except the end that is moving).",
        "Une arche peut enjamber des arches plus basses, jamais passer sous une plus haute, jamais au-dessus d'une de même hauteur, ni au-dessus d'une tête ou d'une queue (sauf le bout qui avance).",
        "Ein Bogen darf niedrigere Bögen überspannen, nie unter einem höheren durchgehen, nie über einen gleich hohen und nie über einen Kopf oder Schwanz (außer dem Ende, das gerade wandert).",
        "Un arco può passare sopra archi più bassi, mai sotto uno più alto, mai sopra uno della stessa altezza e mai sopra una testa o una coda (tranne l'estremità che si sta muovendo).";
    HOW_END = "A player who cannot place is skipped. When nobody can place, whoever has the fewest segments left wins; a taller head breaks a tie.",
        "Qui ne peut rien poser passe son tour. Quand personne ne peut plus rien poser, celui à qui il reste le moins de segments gagne\u{202f}; en cas d'égalité, la tête la plus haute départage.",
        "Wer nichts legen kann, setzt aus. Kann niemand mehr legen, gewinnt, wer die wenigsten Segmente übrig hat; bei Gleichstand entscheidet der höhere Kopf.",
        "Chi non può posare nulla salta il turno. Quando nessuno può più posare, vince chi ha meno segmenti rimasti; in caso di parità decide la testa più alta.";
    // The last line of "How to play", for the input in use (touch, mouse, keyboard).
    HOW_HELP_TOUCH = "Tap a hole that is not lit to read why it is not available, and tap a chosen hole again to take the choice back. The address always holds the whole game: copy it to share it or to carry on elsewhere.",
        "Touchez un trou qui n'est pas éclairé pour lire pourquoi il n'est pas disponible, et touchez de nouveau un trou choisi pour revenir sur le choix. Les lettres O, V, M et N, imprimées sur les pièces, désignent l'orange, le vert, le mauve et le noir. L'adresse contient toujours toute la partie\u{202f}: copiez-la pour la partager ou la continuer ailleurs.",
        "Tippe auf ein Loch, das nicht leuchtet, um zu lesen, warum es nicht geht, und tippe ein gewähltes Loch noch einmal an, um die Wahl zurückzunehmen. Die Buchstaben O, G, L und S, die auf den Teilen aufgedruckt sind, stehen für Orange, Grün, Lila und Schwarz. Die Adresse enthält immer das ganze Spiel: Kopiere sie, um es zu teilen oder anderswo weiterzuspielen.",
        "Tocca un foro non illuminato per leggere perché non è disponibile, e tocca di nuovo un foro scelto per annullare la scelta. Le lettere A, V, P e N, stampate sui pezzi, indicano arancione, verde, porpora e nero. L'indirizzo contiene sempre l'intera partita: copialo per condividerla o per continuarla altrove.";
    HOW_HELP_MOUSE = "Point at a hole to read why it is not available, and click a chosen hole again to take the choice back. The address always holds the whole game: copy it to share it or to carry on elsewhere.",
        "Pointez un trou pour lire pourquoi il n'est pas disponible, et cliquez de nouveau sur un trou choisi pour revenir sur le choix. Les lettres O, V, M et N, imprimées sur les pièces, désignent l'orange, le vert, le mauve et le noir. L'adresse contient toujours toute la partie\u{202f}: copiez-la pour la partager ou la continuer ailleurs.",
        "Zeige auf ein Loch, um zu lesen, warum es nicht geht, und klicke ein gewähltes Loch noch einmal an, um die Wahl zurückzunehmen. Die Buchstaben O, G, L und S, die auf den Teilen aufgedruckt sind, stehen für Orange, Grün, Lila und Schwarz. Die Adresse enthält immer das ganze Spiel: Kopiere sie, um es zu teilen oder anderswo weiterzuspielen.",
        "Punta un foro per leggere perché non è disponibile, e clicca di nuovo un foro scelto per annullare la scelta. Le lettere A, V, P e N, stampate sui pezzi, indicano arancione, verde, porpora e nero. L'indirizzo contiene sempre l'intera partita: copialo per condividerla o per continuarla altrove.";
    HOW_HELP_KEYS = "Move to a hole to read why it is not available; Escape takes a choice back. The address always holds the whole game: copy it to share it or to carry on elsewhere.",
        "Placez-vous sur un trou pour lire pourquoi il n'est pas disponible\u{202f}; Échap annule un choix. Les lettres O, V, M et N, imprimées sur les pièces, désignent l'orange, le vert, le mauve et le noir. L'adresse contient toujours toute la partie\u{202f}: copiez-la pour la partager ou la continuer ailleurs.",
        "Gehe auf ein Loch, um zu lesen, warum es nicht geht; Esc verwirft eine Wahl. Die Buchstaben O, G, L und S, die auf den Teilen aufgedruckt sind, stehen für Orange, Grün, Lila und Schwarz. Die Adresse enthält immer das ganze Spiel: Kopiere sie, um es zu teilen oder anderswo weiterzuspielen.",
        "Spostati su un foro per leggere perché non è disponibile; Esc annulla una scelta. Le lettere A, V, P e N, stampate sui pezzi, indicano arancione, verde, porpora e nero. L'indirizzo contiene sempre l'intera partita: copialo per condividerla o per continuarla altrove.";
    FOOTER = "Hot-seat play: pass the device round, or let computer players take seats.",
        "Jeu à tour de rôle sur un seul appareil\u{202f}: passez-le de main en main, ou confiez certains joueurs à l'ordinateur.",
        "Reihum an einem Gerät: Gebt es weiter oder lasst den Computer einzelne Spieler übernehmen.",
        "Si gioca a turno su un solo dispositivo: passatevelo di mano in mano, o affidate alcuni posti al computer.";
    RESUME_SAVED = "Resume saved game", "Reprendre la partie enregistrée", "Gespeichertes Spiel fortsetzen", "Riprendi la partita salvata";
    OPEN_READABLE = "Open the readable moves", "Ouvrir les coups lisibles", "Lesbare Züge öffnen", "Apri le mosse leggibili";
    FINAL_RANKING = "Final ranking", "Classement final", "Endwertung", "Classifica finale";
    HINTS_USED = "Hints", "Indices", "Tipps", "Suggerimenti";
    WAYS_OUT_KEY = "Ways out: how many placements a monster could make right now. When few are left, it is close to being blocked.", "Coups possibles\u{a0}: le nombre de placements qu'un monstre pourrait faire maintenant. Quand il en reste peu, il est près d'être bloqué.", "Mögliche Züge: wie viele Platzierungen ein Monster gerade machen könnte. Bleiben nur wenige, ist es fast blockiert.", "Mosse possibili: quanti piazzamenti un mostro potrebbe fare adesso. Quando ne restano pochi, è vicino a restare bloccato.";
    REPLAY_GAME = "Replay the game", "Revoir la partie", "Partie nachspielen", "Rivedi la partita";
    REPLAY_GAME_TITLE = "Show the game again move by move, from the first", "Remontrer la partie coup par coup, depuis le premier", "Die Partie Zug für Zug von vorn zeigen", "Mostra di nuovo la partita mossa per mossa, dalla prima";
    REMATCH_SWAPPED = "Rematch, the other player starts", "Revanche, l'autre joueur commence", "Revanche, der andere fängt an", "Rivincita, comincia l'altro giocatore";
    NEW_GAME_MORE = "New game…", "Nouvelle partie…", "Neues Spiel…", "Nuova partita…";
    ZONES_TWO = "Two players use the deep water only.", "À deux, on ne joue qu'en eau profonde.", "Zu zweit wird nur das tiefe Wasser genutzt.", "In due si usano solo le acque profonde.";
    ZONES_THREE = "Three players use the deep and medium water.", "À trois, on joue en eau profonde et en eau mi-profonde.", "Zu dritt werden das tiefe und das mittlere Wasser genutzt.", "In tre si usano le acque profonde e quelle intermedie.";
    ZONES_FOUR = "Four players use the whole loch.", "À quatre, on joue sur tout le loch.", "Zu viert wird der ganze See genutzt.", "In quattro si usa tutto il loch.";
    BASE_NOTE = "A new segment starts next to the head or the tail.", "Un nouveau segment part d'une case voisine de la tête ou de la queue.", "Ein neues Segment beginnt neben dem Kopf oder dem Schwanz.", "Un nuovo segmento parte da un foro accanto alla testa o alla coda.";
    EXPERT_NOTE = "A new segment starts two holes away from the head or the tail.", "Un nouveau segment part à deux cases de la tête ou de la queue.", "Ein neues Segment beginnt zwei Löcher vom Kopf oder vom Schwanz entfernt.", "Un nuovo segmento parte a due fori dalla testa o dalla coda.";
    SWAP_NOTE = "The second player may take the first starter as their own; the opener then lays the other colour.",
        "Le second joueur peut prendre pour lui le premier segment de départ\u{202f}; l'ouvreur pose alors l'autre couleur.",
        "Der zweite Spieler darf das erste Startsegment als seines übernehmen; wer eröffnet hat, legt dann die andere Farbe.",
        "Il secondo giocatore può prendere per sé il primo segmento iniziale; chi ha aperto posa allora l'altro colore.";
    CANCEL = "Cancel", "Annuler", "Abbrechen", "Annulla";
    START_GAME = "Start", "Commencer", "Los geht's", "Inizia";
    NEW_TO_GAME = "New to Block Ness?", "Vous découvrez Block Ness\u{202f}?", "Neu bei Block Ness?", "Non conosci Block Ness?";
    LEARN_TO_PLAY = "Learn to play step by step", "Apprendre pas à pas", "Schritt für Schritt lernen", "Impara passo passo";
    ZOOM_IN = "Bigger holes", "Trous plus grands", "Größere Löcher", "Fori più grandi";
    ZOOM_OUT = "Whole loch", "Tout le loch", "Ganzer See", "Tutto il loch";
    ZOOM_IN_NOTE = "Makes every hole fingertip-sized; the loch then scrolls sideways.",
        "Agrandit chaque trou à la taille d'un doigt\u{202f}; le loch défile alors sur le côté.",
        "Macht jedes Loch fingergroß; der See lässt sich dann seitlich verschieben.",
        "Rende ogni foro grande quanto un dito; il loch poi scorre di lato.";
    ZOOM_OUT_NOTE = "Every hole is fingertip-sized: scroll the loch sideways to see the rest.",
        "Chaque trou a la taille d'un doigt\u{202f}: faites défiler le loch sur le côté pour voir le reste.",
        "Jedes Loch ist fingergroß: Verschiebe den See seitlich, um den Rest zu sehen.",
        "Ogni foro è grande quanto un dito: fai scorrere il loch di lato per vedere il resto.";
    MY_GAMES = "My games", "Mes parties", "Meine Spiele", "Le mie partite";
    VIEW_UNAVAILABLE = "This page could not be loaded. It is stored for offline play only after a visit with a connection: connect once and open it again.",
        "Cette page n'a pas pu être chargée. Elle n'est gardée pour jouer hors ligne qu'après une visite avec une connexion : connectez-vous une fois et rouvrez-la.",
        "Diese Seite konnte nicht geladen werden. Für das Spielen ohne Verbindung wird sie erst nach einem Besuch mit Verbindung gespeichert: einmal verbinden und erneut öffnen.",
        "Non è stato possibile caricare questa pagina. Viene conservata per giocare senza connessione solo dopo una visita con connessione: collegati una volta e riaprila.";
    MY_GAMES_NOTE = "Every game you start or open is kept on this device. Export them to a file to move them to another device.",
        "Chaque partie commencée ou ouverte est gardée sur cet appareil. Exportez-les dans un fichier pour les passer sur un autre appareil.",
        "Jedes Spiel, das du beginnst oder öffnest, bleibt auf diesem Gerät. Exportiere sie in eine Datei, um sie auf ein anderes Gerät zu bringen.",
        "Ogni partita che inizi o apri resta su questo dispositivo. Esportale in un file per portarle su un altro dispositivo.";
    NO_GAMES = "No games kept yet.", "Aucune partie gardée pour l'instant.", "Noch keine Spiele gespeichert.", "Ancora nessuna partita conservata.";
    ARCHIVED_GAMES = "Archived games", "Parties archivées", "Archivierte Spiele", "Partite archiviate";
    ARCHIVE = "Archive", "Archiver", "Archivieren", "Archivia";
    UNARCHIVE = "Bring back", "Désarchiver", "Zurückholen", "Togli dall'archivio";
    DELETE = "Delete", "Supprimer", "Löschen", "Elimina";
    GAME_DELETED = "Game deleted.", "Partie supprimée.", "Spiel gelöscht.", "Partita eliminata.";
    UNDO_DELETE = "Undo", "Annuler", "Rückgängig", "Annulla";
    EXPORT_GAMES = "Export all games", "Exporter toutes les parties", "Alle Spiele exportieren", "Esporta tutte le partite";
    IMPORT_GAMES = "Import games", "Importer des parties", "Spiele importieren", "Importa partite";
    ON_BOARD_NOW = "on the board", "sur le plateau", "auf dem Brett", "sul tabellone";
    PLAYED_BY_LINK = "played by link", "jouée par lien", "per Link gespielt", "giocata via link";
    PLAYED_LIVE = "played at a live table", "jouée à une table en direct", "an einem Live-Tisch gespielt", "giocata a un tavolo in diretta";
    AT_LIVE_TABLE = "live table: opens the table", "table en direct\u{202f}: ouvre la table", "Live-Tisch: öffnet den Tisch", "tavolo in diretta: apre il tavolo";
    EXPERT_SHORT = "expert", "experte", "Experte", "esperti";
    // The new-game dialog's first lines, for a person alone on a first visit.
    GAME_GOAL = "The goal: grow your sea monster arch by arch, stepping over lower arches, and lay more of your segments than anyone else.",
        "Le but\u{202f}: faire grandir votre monstre marin arche après arche, en enjambant les arches plus basses, et poser plus de segments que les autres.",
        "Das Ziel: Lass dein Seeungeheuer Bogen um Bogen wachsen, über niedrigere Bögen hinweg, und lege mehr Segmente als alle anderen.",
        "Lo scopo: far crescere il tuo mostro marino arco dopo arco, scavalcando gli archi più bassi, e posare più segmenti degli altri.";
    PLAY_COMPUTER = "Play the computer", "Jouer contre l'ordinateur", "Gegen den Computer spielen", "Gioca contro il computer";
    PLAY_COMPUTER_NOTE = "You move first, against a computer player of medium level. Or choose the players yourself below.",
        "Vous commencez, contre un joueur ordinateur de niveau moyen. Ou choisissez vous-même les joueurs ci-dessous.",
        "Du fängst an, gegen einen Computerspieler der Stufe mittel. Oder wähle die Spieler unten selbst.",
        "Muovi per primo, contro un giocatore computer di livello medio. Oppure scegli tu i giocatori qui sotto.";
    RATED_GAME = "Rated game", "Partie classée", "Gewertetes Spiel", "Partita valutata";
    RATED_NOTE = "You against the computer, for your rating: no hint, no undo, and every move stands. Always the base game; two players use the swap rule.",
        "Vous contre l'ordinateur, pour votre classement\u{202f}: ni indice ni annulation, chaque coup compte. Toujours le jeu de base\u{202f}; à deux, avec la règle de l'échange.",
        "Du gegen den Computer, für deine Wertung: kein Tipp, kein Zurücknehmen, jeder Zug gilt. Immer das Grundspiel; zu zweit mit der Tauschregel.",
        "Tu contro il computer, per la tua valutazione: niente suggerimenti né annullamenti, ogni mossa conta. Sempre il gioco base; in due con la regola dello scambio.";
    RATED_LEVEL = "Computer level", "Niveau de l'ordinateur", "Computerstufe", "Livello del computer";
    RATED_NEAREST = "Nearest your rating", "Au plus près de votre classement", "Passend zu deiner Wertung", "Il più vicino alla tua valutazione";
    SEAT_YOU = "You", "Vous", "Du", "Tu";
    SEAT_COMPUTER = "Computer", "Ordinateur", "Computer", "Computer";
    RATED_BANNER = "Rated game: no hint, no undo, every move stands.",
        "Partie classée\u{202f}: ni indice ni annulation, chaque coup compte.",
        "Gewertetes Spiel: kein Tipp, kein Zurücknehmen, jeder Zug gilt.",
        "Partita valutata: niente suggerimenti né annullamenti, ogni mossa conta.";
    YOUR_RATING = "Your rating", "Votre classement", "Deine Wertung", "La tua valutazione";
    RATING_NOTE = "Your strength against the computer players, from your rated games on this device. It goes with My games when you export them.",
        "Votre force face aux joueurs ordinateur, d'après vos parties classées sur cet appareil. Elle part avec Mes parties quand vous les exportez.",
        "Deine Stärke gegen die Computerspieler, aus deinen gewerteten Spielen auf diesem Gerät. Sie wird mit Meine Spiele exportiert.",
        "La tua forza contro i giocatori computer, dalle tue partite valutate su questo dispositivo. Viene esportata con Le mie partite.";
    NO_RATED_GAMES = "No rated game yet: in New game, tick “Rated game” to play one.",
        "Aucune partie classée pour l'instant\u{202f}: dans Nouvelle partie, cochez «\u{202f}Partie classée\u{202f}» pour en jouer une.",
        "Noch kein gewertetes Spiel: Kreuze unter Neues Spiel „Gewertetes Spiel“ an, um eins zu spielen.",
        "Ancora nessuna partita valutata: in Nuova partita, spunta «Partita valutata» per giocarne una.";
    RATING_GRAPH = "Rating after each of your last rated games", "Classement après chacune de vos dernières parties classées", "Wertung nach jedem deiner letzten gewerteten Spiele", "Valutazione dopo ciascuna delle tue ultime partite valutate";
    RATING_GRAPH_HELP = "Each point is a game: choose one to open it.", "Chaque point est une partie\u{202f}: choisissez-en un pour l'ouvrir.", "Jeder Punkt ist ein Spiel: Wähle einen, um es zu öffnen.", "Ogni punto è una partita: sceglilo per aprirla.";
    BY_LEVEL = "Results by computer level", "Résultats par niveau de l'ordinateur", "Ergebnisse nach Computerstufe", "Risultati per livello del computer";
    LEVEL_HEADING = "Level", "Niveau", "Stufe", "Livello";
    WON_HEADING = "Won", "Gagnées", "Gewonnen", "Vinte";
    DRAWN_HEADING = "Drawn", "Nulles", "Unentschieden", "Pari";
    LOST_HEADING = "Lost", "Perdues", "Verloren", "Perse";
}
