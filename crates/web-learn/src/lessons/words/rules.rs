//! The rules page's texts: its title, then each section's title, paragraphs and captions,
//! named after the section's id.

use blockness_web_common::texts;

texts! {
    TITLE = "How to play Block Ness",
        "Comment jouer à Block Ness",
        "So spielt man Block Ness",
        "Come si gioca a Block Ness";
    AIM_TITLE = "The aim of the game", "Le but du jeu", "Ziel des Spiels", "Lo scopo del gioco";
    AIM_PARAGRAPH_1 = "Each player raises a sea monster out of the loch, one arched segment at a time. Monsters wind over and around each other until no one can place any more. Whoever has placed the most segments, that is, has the fewest left, wins.",
        "Chaque joueur fait surgir du loch un monstre marin, un segment en arche après l'autre. Les monstres s'entrelacent jusqu'à ce que personne ne puisse plus rien poser. Celui qui a posé le plus de segments, c'est-à-dire à qui il en reste le moins, gagne.",
        "Jeder Spieler lässt ein Seeungeheuer aus dem See auftauchen, einen Bogen nach dem anderen. Die Monster winden sich über- und umeinander, bis niemand mehr etwas legen kann. Wer die meisten Segmente gelegt hat, also die wenigsten übrig hat, gewinnt.",
        "Ogni giocatore fa emergere dal loch un mostro marino, un segmento ad arco alla volta. I mostri si avvolgono l'uno sopra e intorno all'altro finché nessuno può più posare nulla. Vince chi ha posato più segmenti, cioè chi ne ha meno rimasti.";
    AIM_CAPTION_1 = "A finished two-player game.",
        "Une partie à deux terminée.",
        "Eine beendete Partie zu zweit.",
        "Una partita a due giocatori conclusa.";
    LOCH_TITLE = "The loch and its zones",
        "Le loch et ses zones",
        "Der See und seine Zonen",
        "Il loch e le sue zone";
    LOCH_PARAGRAPH_1 = "The loch is a grid of holes, named by column letter and row number (a1 is the top left). Its holes form three nested zones: deep water in the middle, medium water around it, shallow water at the rim. Two players use only the deep water, three add the medium water, and four play on every hole. Holes out of play are hatched.",
        "Le loch est une grille de trous, repérés par la lettre de colonne et le numéro de ligne (a1 est en haut à gauche). Ses trous forment trois zones emboîtées\u{202f}: l'eau profonde au centre, l'eau mi-profonde autour, l'eau peu profonde sur le bord. À deux, on n'utilise que l'eau profonde\u{202f}; à trois, on y ajoute l'eau mi-profonde\u{202f}; à quatre, tous les trous sont en jeu. Les trous hors jeu sont hachurés.",
        "Der See ist ein Raster aus Löchern, benannt nach Spaltenbuchstabe und Zeilennummer (a1 ist oben links). Die Löcher bilden drei ineinanderliegende Zonen: tiefes Wasser in der Mitte, mittleres Wasser darum herum, flaches Wasser am Rand. Zu zweit spielt man nur im tiefen Wasser, zu dritt kommt das mittlere dazu, zu viert sind alle Löcher im Spiel. Löcher außerhalb des Spiels sind schraffiert.",
        "Il loch è una griglia di fori, indicati dalla lettera della colonna e dal numero della riga (a1 è in alto a sinistra). I fori formano tre zone una dentro l'altra: le acque profonde al centro, le acque intermedie intorno, le acque basse sul bordo. In due si usano solo le acque profonde, in tre si aggiungono quelle intermedie e in quattro si gioca su tutti i fori. I fori fuori gioco sono tratteggiati.";
    LOCH_CAPTION_1 = "Two players: deep water.",
        "Deux joueurs\u{202f}: eau profonde.",
        "Zwei Spieler: tiefes Wasser.",
        "Due giocatori: acque profonde.";
    LOCH_CAPTION_2 = "Three players: deep and medium water.",
        "Trois joueurs\u{202f}: eau profonde et mi-profonde.",
        "Drei Spieler: tiefes und mittleres Wasser.",
        "Tre giocatori: acque profonde e intermedie.";
    LOCH_CAPTION_3 = "Four players: every hole.",
        "Quatre joueurs\u{202f}: tous les trous.",
        "Vier Spieler: alle Löcher.",
        "Quattro giocatori: tutti i fori.";
    MONSTERS_TITLE = "Monsters and segments",
        "Les monstres et leurs segments",
        "Monster und Segmente",
        "Mostri e segmenti";
    MONSTERS_PARAGRAPH_1 = "Each colour (orange, green, purple, black) has a head, a tail and ten segments. A segment is an arch standing on two feet: its span is the distance between the feet, from 1 to 4 holes, and its height runs from 1 to 6. The starter is the lowest segment of a set, and the starters of the colours differ.",
        "Chaque couleur (orange, vert, violet, noir) possède une tête, une queue et dix segments. Un segment est une arche posée sur deux pieds\u{202f}: sa portée est la distance entre les pieds, de 1 à 4 trous, et sa hauteur va de 1 à 6. Le segment de départ est le plus bas de chaque jeu, et il diffère d'une couleur à l'autre.",
        "Jede Farbe (Orange, Grün, Lila, Schwarz) hat einen Kopf, einen Schwanz und zehn Segmente. Ein Segment ist ein Bogen auf zwei Füßen: Seine Spannweite ist der Abstand der Füße, 1 bis 4 Löcher, seine Höhe reicht von 1 bis 6. Das Startsegment ist das niedrigste eines Satzes, und jede Farbe hat ein anderes.",
        "Ogni colore (arancione, verde, viola, nero) ha una testa, una coda e dieci segmenti. Un segmento è un arco che poggia su due piedi: la sua ampiezza è la distanza tra i piedi, da 1 a 4 fori, e la sua altezza va da 1 a 6. Il segmento iniziale è il più basso di ogni serie, e ogni colore ha il suo, diverso da quello degli altri.";
    MONSTERS_PARAGRAPH_2 = "A segment always lies along a row or a column, never diagonally, and never moves once placed. The head and the tail stand on the feet at the two ends of the monster: on the board the head is the round marker with eyes, the tail the diamond. Each badge on the board shows a segment's colour letter and height.",
        "Un segment se pose toujours le long d'une ligne ou d'une colonne, jamais en diagonale, et ne bouge plus une fois posé. La tête et la queue se tiennent sur les pieds aux deux bouts du monstre\u{202f}: sur le plateau, la tête est le pion rond avec des yeux, la queue le losange. Sur le plateau, chaque pastille indique la hauteur du segment et la lettre de sa couleur, telle qu'elle est imprimée sur les pièces\u{202f}: O pour orange, G pour vert, P pour violet, B pour noir.",
        "Ein Segment liegt immer entlang einer Zeile oder Spalte, nie diagonal, und bewegt sich nach dem Legen nicht mehr. Kopf und Schwanz stehen auf den Füßen an den beiden Enden des Monsters: Auf dem Brett ist der Kopf die runde Figur mit Augen, der Schwanz die Raute. Jede Markierung auf dem Brett zeigt die Höhe eines Segments und den Buchstaben seiner Farbe, wie er auf den Teilen aufgedruckt ist: O für Orange, G für Grün, P für Lila, B für Schwarz.",
        "Un segmento sta sempre lungo una riga o una colonna, mai in diagonale, e una volta posato non si sposta più. La testa e la coda stanno sui piedi alle due estremità del mostro: sul tabellone la testa è la pedina rotonda con gli occhi, la coda il rombo. Ogni contrassegno sul tabellone indica l'altezza di un segmento e la lettera del suo colore, così come è stampata sui pezzi: O per arancione, G per verde, P per viola, B per nero.";
    MONSTERS_CAPTION_1 = "Two monsters of four segments each.",
        "Deux monstres de quatre segments chacun.",
        "Zwei Monster mit je vier Segmenten.",
        "Due mostri di quattro segmenti ciascuno.";
    SETUP_TITLE = "Setting up", "La mise en place", "Spielvorbereitung", "La preparazione";
    SETUP_PARAGRAPH_1 = "In turn order, each player lays their starter wholly in the deep water, on free holes, in any direction, and chooses which foot carries the head; the tail goes on the other one. On the page, choose the head's hole, then the tail's.",
        "À tour de rôle, les joueurs posent leur segment de départ entièrement en eau profonde, sur des trous libres, dans le sens de leur choix, et décident quel pied porte la tête\u{202f}; la queue va sur l'autre. À l'écran, choisissez le trou de la tête, puis celui de la queue.",
        "Reihum legt jeder Spieler sein Startsegment ganz ins tiefe Wasser, auf freie Löcher und in beliebiger Richtung, und bestimmt, welcher Fuß den Kopf trägt; der Schwanz kommt auf den anderen. Im Spiel wählst du erst das Loch für den Kopf, dann das für den Schwanz.",
        "A turno, ogni giocatore posa il suo segmento iniziale interamente nelle acque profonde, su fori liberi, nella direzione che preferisce, e decide quale piede porta la testa; la coda va sull'altro. Sullo schermo, scegli il foro della testa, poi quello della coda.";
    SETUP_CAPTION_1 = "Orange's starter from e5 to e7, green's from g4 to g7.",
        "Le segment de départ orange va de e5 à e7, le vert de g4 à g7.",
        "Das orangefarbene Startsegment von e5 bis e7, das grüne von g4 bis g7.",
        "Il segmento iniziale arancione va da e5 a e7, quello verde da g4 a g7.";
    TURN_TITLE = "A turn", "Un tour de jeu", "Ein Spielzug", "Un turno";
    TURN_PARAGRAPH_1 = "On your turn, take one segment from your reserve and add it to your monster at the head or at the tail. Its first foot goes on a free hole right beside that end: with both ends, that makes up to six start cells. From there the segment runs straight in any direction, and its far foot must land on a free hole in play.",
        "À votre tour, prenez un segment de votre réserve et ajoutez-le à votre monstre, côté tête ou côté queue. Son premier pied se pose sur un trou libre juste à côté de cette extrémité\u{202f}: avec les deux bouts, cela fait jusqu'à six cases de départ. De là, le segment part tout droit dans n'importe quelle direction, et son autre pied doit se poser sur un trou libre en jeu.",
        "In deinem Zug nimmst du ein Segment aus deinem Vorrat und fügst es deinem Monster am Kopf oder am Schwanz an. Sein erster Fuß kommt auf ein freies Loch direkt neben diesem Ende: Mit beiden Enden ergibt das bis zu sechs Startfelder. Von dort verläuft das Segment gerade in eine beliebige Richtung, und sein anderer Fuß muss auf einem freien Loch im Spiel landen.",
        "Al tuo turno, prendi un segmento dalla tua riserva e aggiungilo al tuo mostro, dalla parte della testa o della coda. Il suo primo piede va su un foro libero proprio accanto a quell'estremità: con le due estremità, fanno fino a sei fori di partenza. Da lì il segmento prosegue dritto in qualsiasi direzione, e l'altro piede deve arrivare su un foro libero in gioco.";
    TURN_PARAGRAPH_2 = "The end you grew then moves onto the new far foot. On the page, the start cells glow: choose one, then a glowing hole for the far foot, and pick a segment in your tray when several fit.",
        "L'extrémité allongée se déplace alors sur le nouveau pied. À l'écran, les cases de départ brillent\u{202f}: choisissez-en une, puis un trou lumineux pour l'autre pied, et choisissez un segment dans votre réserve si plusieurs conviennent.",
        "Das verlängerte Ende wandert dann auf den neuen Fuß. Im Spiel leuchten die Startfelder: Wähle eines, dann ein leuchtendes Loch für den anderen Fuß, und wähle ein Segment in deinem Vorrat, wenn mehrere passen.",
        "L'estremità che hai allungato si sposta poi sul nuovo piede. Sullo schermo i fori di partenza si illuminano: scegline uno, poi un foro luminoso per l'altro piede, e scegli un segmento nella tua riserva se ne vanno bene più d'uno.";
    TURN_CAPTION_1 = "Orange's six start cells, ringed: three beside the head, three beside the tail.",
        "Les six cases de départ d'Orange, entourées\u{202f}: trois près de la tête, trois près de la queue.",
        "Die sechs Startfelder von Orange, eingekreist: drei neben dem Kopf, drei neben dem Schwanz.",
        "I sei fori di partenza di Arancione, cerchiati: tre accanto alla testa, tre accanto alla coda.";
    CROSSING_TITLE = "Crossing over lower arches",
        "Passer au-dessus des arches plus basses",
        "Über niedrigere Bögen hinweg",
        "Passare sopra archi più bassi";
    CROSSING_PARAGRAPH_1 = "Monsters may cross. A new arch may pass over any segments strictly lower than itself, your own or another player's, wholly or in part, several at once if each is lower. Only its two feet need free holes.",
        "Les monstres peuvent se croiser. Une nouvelle arche peut passer au-dessus de tous les segments strictement plus bas qu'elle, les vôtres comme ceux des autres, en entier ou en partie, et même de plusieurs à la fois si chacun est plus bas. Seuls ses deux pieds ont besoin de trous libres.",
        "Monster dürfen sich kreuzen. Ein neuer Bogen darf über alle Segmente hinweggehen, die niedriger sind als er (nicht gleich hoch), eigene wie fremde, ganz oder teilweise, auch über mehrere zugleich, wenn jedes niedriger ist. Nur seine beiden Füße brauchen freie Löcher.",
        "I mostri possono incrociarsi. Un nuovo arco può passare sopra qualsiasi segmento strettamente più basso di lui, tuo o di un altro giocatore, del tutto o in parte, anche sopra più segmenti insieme se ciascuno è più basso. Solo i suoi due piedi hanno bisogno di fori liberi.";
    CROSSING_CAPTION_1 = "Orange's height-3 arch from f5 to h5 passes over green's starter, height 1.",
        "L'arche orange de hauteur 3, de f5 à h5, passe au-dessus du segment de départ vert, de hauteur 1.",
        "Der orangefarbene Bogen der Höhe 3 von f5 nach h5 führt über das grüne Startsegment der Höhe 1.",
        "L'arco arancione di altezza 3, da f5 a h5, passa sopra il segmento iniziale verde, di altezza 1.";
    REFUSALS_TITLE = "Three crossings that are not allowed",
        "Trois passages interdits",
        "Drei verbotene Überquerungen",
        "Tre incroci non ammessi";
    REFUSALS_PARAGRAPH_1 = "An arch may never pass under a taller segment, so no foot goes beneath another arch. It may never cross a segment of the same height. And it may never pass over a head or a tail, another monster's or the other end of your own; only the end that is moving this turn may be stepped over.",
        "Une arche ne passe jamais sous un segment plus haut\u{202f}: aucun pied ne se pose sous une autre arche. Elle ne croise jamais un segment de même hauteur. Enfin, elle ne passe jamais au-dessus d'une tête ou d'une queue, celle d'un autre monstre ou l'autre bout du vôtre\u{202f}; seule l'extrémité qui avance ce tour-ci peut être enjambée.",
        "Ein Bogen darf nie unter einem höheren Segment hindurchgehen, also steht auch kein Fuß unter einem anderen Bogen. Er darf nie ein gleich hohes Segment kreuzen. Und er darf nie über einen Kopf oder Schwanz führen, weder über den eines anderen Monsters noch über das andere Ende des eigenen; nur das Ende, das in diesem Zug wandert, darf überspannt werden.",
        "Un arco non può mai passare sotto un segmento più alto, quindi nessun piede va sotto un altro arco. Non può mai incrociare un segmento della stessa altezza. E non può mai passare sopra una testa o una coda, che sia di un altro mostro o l'altra estremità del tuo; si può scavalcare solo l'estremità che si muove in questo turno.";
    REFUSALS_CAPTION_1 = "From f7, orange may not reach c7 (under its own height-6 arch), i7 (green's arch is as tall) or f9 (over green's tail).",
        "Depuis f7, Orange ne peut atteindre ni c7 (sous sa propre arche de hauteur 6), ni i7 (l'arche verte est aussi haute), ni f9 (au-dessus de la queue verte).",
        "Von f7 aus kommt Orange weder nach c7 (unter dem eigenen Bogen der Höhe 6) noch nach i7 (der grüne Bogen ist gleich hoch) noch nach f9 (über den grünen Schwanz).",
        "Da f7, Arancione non può raggiungere c7 (sotto il suo stesso arco di altezza 6), né i7 (l'arco verde è alto uguale), né f9 (sopra la coda verde).";
    BLOCKED_TITLE = "Blocked players skip",
        "Un joueur bloqué passe son tour",
        "Blockierte Spieler setzen aus",
        "Chi è bloccato salta il turno";
    BLOCKED_PARAGRAPH_1 = "A player with no legal placement, because every way is shut or the reserve is empty, skips the turn; the page does this by itself. A blocked monster is not out of the game: it plays again as soon as a placement opens for it, for instance when a head or tail in its way moves off.",
        "Un joueur qui n'a aucun coup possible, parce que tout est fermé ou que sa réserve est vide, passe son tour\u{202f}; le jeu s'en charge tout seul. Un monstre bloqué n'est pas éliminé\u{202f}: il rejoue dès qu'un coup lui redevient possible, par exemple quand une tête ou une queue qui le gênait s'en va.",
        "Wer kein Segment regelgerecht legen kann, weil alle Wege versperrt sind oder der Vorrat leer ist, setzt aus; das Spiel erledigt das automatisch. Ein blockiertes Monster ist nicht aus dem Spiel: Es spielt wieder mit, sobald es ein Segment legen kann, etwa wenn ein Kopf oder Schwanz, der im Weg stand, weiterwandert.",
        "Un giocatore senza nessuna mossa valida, perché ogni strada è chiusa o la riserva è vuota, salta il turno; la pagina lo fa da sola. Un mostro bloccato non è fuori dalla partita: torna a giocare non appena gli si apre una mossa, per esempio quando una testa o una coda che gli sbarrava la strada si sposta.";
    BLOCKED_CAPTION_1 = "Orange's arch covers d4; from h3 green's tail leads nowhere. Green is blocked.",
        "L'arche orange couvre d4\u{202f}; depuis h3, la queue verte ne mène nulle part. Vert est bloqué.",
        "Der orangefarbene Bogen bedeckt d4; von h3 aus führt der grüne Schwanz nirgendwohin. Grün ist blockiert.",
        "L'arco arancione copre d4; da h3 la coda verde non porta da nessuna parte. Verde è bloccato.";
    END_TITLE = "The end of the game", "La fin de la partie", "Das Spielende", "La fine della partita";
    END_PARAGRAPH_1 = "The game ends as soon as no player can place a segment, whether their reserves are empty or their monsters are hemmed in.",
        "La partie s'arrête dès qu'aucun joueur ne peut plus poser de segment, que les réserves soient vides ou que les monstres soient encerclés.",
        "Das Spiel endet, sobald kein Spieler mehr ein Segment legen kann, ob die Vorräte leer sind oder die Monster eingekesselt.",
        "La partita finisce appena nessun giocatore può posare un segmento, che abbia la riserva vuota o il mostro chiuso da ogni parte.";
    END_CAPTION_1 = "Orange's last possible move runs from h8 to e8; after it nobody can place.",
        "Le dernier coup possible d'Orange va de h8 à e8\u{202f}; ensuite, personne ne peut plus rien poser.",
        "Der letzte mögliche Zug von Orange führt von h8 nach e8; danach kann niemand mehr legen.",
        "L'ultima mossa possibile di Arancione va da h8 a e8; dopo, nessuno può più posare.";
    RANKING_TITLE = "Ranking and tie-break",
        "Classement et départage",
        "Wertung und Gleichstand",
        "Classifica e spareggio";
    RANKING_PARAGRAPH_1 = "The fewer segments you have left, the better you rank. Players tied on segments are separated by their heads: the one whose head stands on the taller segment is ahead. If the heads are just as tall, those players share the place, and the win if it is first.",
        "Moins il vous reste de segments, meilleur est votre classement. Les joueurs à égalité de segments sont départagés par leur tête\u{202f}: celui dont la tête se tient sur le segment le plus haut passe devant. Si les têtes sont aussi hautes l'une que l'autre, ces joueurs partagent la place, et la victoire s'il s'agit de la première.",
        "Je weniger Segmente du übrig hast, desto besser dein Platz. Bei gleich vielen Segmenten entscheidet der Kopf: Wessen Kopf auf dem höheren Segment steht, liegt vorn. Sind auch die Köpfe gleich hoch, teilen sich diese Spieler den Platz, und auf dem ersten Platz den Sieg.",
        "Meno segmenti ti restano, migliore è la tua posizione in classifica. I giocatori pari nei segmenti vengono separati dalle teste: è davanti chi ha la testa sul segmento più alto. Se anche le teste sono alte uguali, quei giocatori condividono la posizione, e la vittoria se si tratta della prima.";
    RANKING_CAPTION_1 = "Both have 5 segments left; orange's head on e8 stands on height 5, green's on d9 on height 3: orange wins.",
        "Il reste 5 segments à chacun\u{202f}; la tête orange en e8 est sur une hauteur 5, la verte en d9 sur une hauteur 3\u{202f}: Orange gagne.",
        "Beide haben noch 5 Segmente; der orangefarbene Kopf auf e8 steht auf Höhe 5, der grüne auf d9 auf Höhe 3: Orange gewinnt.",
        "Entrambi hanno 5 segmenti rimasti; la testa arancione in e8 sta su un'altezza 5, quella verde in d9 su un'altezza 3: vince Arancione.";
    EXPERT_TITLE = "The expert variant",
        "La variante experte",
        "Die Expertenvariante",
        "La variante per esperti";
    EXPERT_PARAGRAPH_1 = "Choose it in the new-game dialog. Only the start cell changes: it lies exactly two holes from the head or the tail, straight along a row or a column, instead of right beside it. Every other rule stays the same.",
        "Choisissez-la dans la fenêtre de nouvelle partie. Seule la case de départ change\u{202f}: elle se trouve exactement à deux trous de la tête ou de la queue, tout droit le long d'une ligne ou d'une colonne, au lieu d'être juste à côté. Toutes les autres règles restent les mêmes.",
        "Du wählst sie im Fenster für ein neues Spiel. Nur das Startfeld ändert sich: Es liegt genau zwei Löcher vom Kopf oder Schwanz entfernt, gerade entlang einer Zeile oder Spalte, statt direkt daneben. Alle anderen Regeln bleiben gleich.",
        "Si sceglie nella finestra della nuova partita. Cambia solo il foro di partenza: si trova esattamente a due fori dalla testa o dalla coda, dritto lungo una riga o una colonna, invece che proprio accanto. Tutte le altre regole restano uguali.";
    EXPERT_CAPTION_1 = "The same opening in the expert variant: orange's start cells are two holes from its ends.",
        "La même ouverture en variante experte\u{202f}: les cases de départ d'Orange sont à deux trous de ses extrémités.",
        "Dieselbe Eröffnung in der Expertenvariante: Die Startfelder von Orange liegen zwei Löcher von seinen Enden entfernt.",
        "La stessa apertura nella variante per esperti: i fori di partenza di Arancione sono a due fori dalle sue estremità.";
    SWAP_TITLE = "The swap rule for two players",
        "La règle de l'échange à deux joueurs",
        "Die Tauschregel für zwei Spieler",
        "La regola dello scambio in due";
    SWAP_PARAGRAPH_1 = "With two players, whoever lays the first starter picks the best water and moves first, and that is a real edge. Tick the swap rule in the new-game dialog to even it out.",
        "À deux joueurs, celui qui pose le premier segment de départ choisit la meilleure eau et joue en premier, ce qui lui donne un vrai avantage. Cochez la règle de l'échange dans la fenêtre de nouvelle partie pour l'équilibrer.",
        "Zu zweit sucht sich, wer das erste Startsegment legt, das beste Wasser aus und zieht zuerst, und das ist ein echter Vorteil. Kreuze im Fenster für ein neues Spiel die Tauschregel an, um ihn auszugleichen.",
        "In due, chi posa il primo segmento iniziale sceglie l'acqua migliore e muove per primo, e questo è un vero vantaggio. Spunta la regola dello scambio nella finestra della nuova partita per riequilibrare le cose.";
    SWAP_PARAGRAPH_2 = "The opener lays a starter as usual. The other player may then press Swap instead of laying their own: from then on they play the monster already on the loch, which moves first, and the opener lays a starter for the other colour. Nothing on the loch moves. A swap can only answer the very first starter, once. So the opener's best plan is a starter they would be just as happy to face as to play.",
        "L'ouvreur pose un segment de départ comme d'habitude. L'autre joueur peut alors appuyer sur Échanger au lieu de poser le sien\u{202f}: il joue désormais le monstre déjà dans le loch, qui joue en premier, et l'ouvreur pose un segment de départ pour l'autre couleur. Rien ne bouge dans le loch. L'échange ne peut répondre qu'au tout premier segment de départ, une seule fois. Le meilleur plan de l'ouvreur est donc un départ qu'il serait aussi content d'affronter que de jouer.",
        "Wer eröffnet, legt wie gewohnt ein Startsegment. Der andere Spieler darf dann auf Tauschen drücken, statt sein eigenes zu legen: Ab dann spielt er das Monster, das schon im Loch liegt und zuerst zieht, und wer eröffnet hat, legt ein Startsegment für die andere Farbe. Im Loch bewegt sich nichts. Ein Tausch kann nur das allererste Startsegment beantworten, und nur einmal. Der beste Plan der Eröffnung ist also ein Start, gegen den man ebenso gern spielt wie mit ihm.",
        "Chi apre posa un segmento iniziale come al solito. L'altro giocatore può allora premere Scambia invece di posare il suo: da quel momento gioca il mostro già nel loch, che muove per primo, e chi ha aperto posa un segmento iniziale per l'altro colore. Nel loch non si sposta nulla. Lo scambio può rispondere solo al primissimo segmento iniziale, e una volta sola. Il piano migliore per chi apre è quindi un segmento iniziale che gli andrebbe bene tanto affrontare quanto giocare.";
    SWAP_CAPTION_1 = "Orange opened on e5-e7. With the swap rule, green's player may now lay green's starter or take this one and play orange.",
        "Orange a ouvert en e5-e7. Avec la règle de l'échange, le joueur vert peut maintenant poser le départ vert ou prendre celui-ci et jouer orange.",
        "Orange hat auf e5-e7 eröffnet. Mit der Tauschregel kann der Spieler von Grün jetzt das grüne Startsegment legen oder dieses übernehmen und Orange spielen.",
        "Arancione ha aperto in e5-e7. Con la regola dello scambio, chi gioca il verde può ora posare il segmento iniziale verde oppure prendere questo e giocare con l'arancione.";
    SOLO_TITLE = "Solo puzzles", "Casse-têtes en solo", "Solo-Rätsel", "Rompicapi in solitario";
    SOLO_PARAGRAPH_1 = "Press Solo in the header to play alone. Each puzzle is a loch where the other monsters are statues: they never move, but their arches and ends stand in your way as in a game. Place the number of segments asked, by the usual rules. The computer has solved every puzzle, so a way always exists; the page tells you as soon as a move has made the goal unreachable. Levels come in tiers that open as you solve them, and a new daily puzzle appears every day.",
        "Appuyez sur Solo dans l'en-tête pour jouer seul. Chaque casse-tête est un loch où les autres monstres sont des statues\u{202f}: ils ne bougent jamais, mais leurs arches et leurs extrémités vous gênent comme en partie. Posez le nombre de segments demandé, selon les règles habituelles. L'ordinateur a résolu chaque casse-tête, il existe donc toujours un chemin\u{202f}; la page vous prévient dès qu'un coup a rendu le but inaccessible. Les niveaux sont rangés par paliers qui s'ouvrent à mesure que vous les résolvez, et un nouveau casse-tête du jour paraît chaque jour.",
        "Drücke im Kopf der Seite auf Solo, um allein zu spielen. Jedes Rätsel ist ein Loch, in dem die anderen Monster Statuen sind: Sie bewegen sich nie, aber ihre Bögen und Enden stehen dir im Weg wie im Spiel. Lege so viele Segmente wie verlangt, nach den üblichen Regeln. Der Computer hat jedes Rätsel gelöst, also gibt es immer einen Weg; die Seite sagt dir, sobald ein Zug das Ziel unerreichbar gemacht hat. Die Level sind in Stufen geordnet, die sich öffnen, wenn du sie löst, und jeden Tag erscheint ein neues Rätsel des Tages.",
        "Premi Solitario nell'intestazione per giocare da solo. Ogni rompicapo è un loch in cui gli altri mostri sono statue: non si muovono mai, ma i loro archi e le loro estremità ti ostacolano come in una partita. Posa il numero di segmenti richiesto, secondo le regole abituali. Il computer ha risolto ogni rompicapo, quindi una strada esiste sempre; la pagina ti avvisa appena una mossa ha reso l'obiettivo irraggiungibile. I livelli sono divisi in fasce che si aprono man mano che li risolvi, e ogni giorno compare un nuovo rompicapo del giorno.";
    SOLO_CAPTION_1 = "Were green a statue, orange would play on alone from one of these start cells, around green's arch and ends.",
        "Si le vert était une statue, Orange continuerait seul depuis l'une de ces cases de départ, en contournant l'arche et les extrémités vertes.",
        "Wäre Grün eine Statue, spielte Orange allein von einem dieser Startfelder aus weiter, um Bogen und Enden von Grün herum.",
        "Se il verde fosse una statua, Arancione continuerebbe da solo da uno di questi fori di partenza, aggirando l'arco e le estremità verdi.";
}
