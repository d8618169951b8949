//! The tutorial's texts: each step's title, instructions, and what is said when a move
//! misses the goal or reaches it, numbered from the first step.

use blockness_web_common::texts;

texts! {
    STEP_1_TITLE = "Lay your starter",
        "Posez votre segment de départ",
        "Lege dein Startsegment",
        "Posa il segmento iniziale";
    STEP_1_INSTRUCTIONS = "Every monster begins with its starter, the lowest segment of its set. Orange plays first. Choose a hole in the deep water (the darkest holes, in the middle of the loch) for the head, then one of the glowing holes two steps away in a straight line for the tail. On the board the head is the round marker with eyes, the tail the diamond.",
        "Chaque monstre commence par son segment de départ, le plus bas de son jeu. Orange joue en premier. Choisissez un trou en eau profonde (les trous les plus foncés, au centre du loch) pour la tête, puis l'un des trous lumineux situés deux cases plus loin, en ligne droite, pour la queue. Sur le plateau, la tête est le pion rond avec des yeux, la queue le losange.",
        "Jedes Monster beginnt mit seinem Startsegment, dem niedrigsten Segment seines Satzes. Orange fängt an. Wähle für den Kopf ein Loch im tiefen Wasser (die dunkelsten Löcher in der Mitte des Sees) und dann für den Schwanz eines der leuchtenden Löcher zwei Felder weiter in gerader Linie. Auf dem Brett ist der Kopf die runde Figur mit Augen, der Schwanz die Raute.",
        "Ogni mostro comincia con il suo segmento iniziale, il più basso della sua serie. Arancione gioca per primo. Scegli un foro nelle acque profonde (i fori più scuri, al centro del loch) per la testa, poi uno dei fori luminosi a due passi in linea retta per la coda. Sul tabellone la testa è la pedina rotonda con gli occhi, la coda il rombo.";
    STEP_1_WRONG = "Place the starter in the deep water: the head first, then the tail.",
        "Placez le segment de départ en eau profonde\u{202f}: d'abord la tête, puis la queue.",
        "Lege das Startsegment ins tiefe Wasser: erst den Kopf, dann den Schwanz.",
        "Posa il segmento iniziale nelle acque profonde: prima la testa, poi la coda.";
    STEP_1_SUCCESS = "Well done. The head and the tail now stand on the starter's two feet; green would lay its own starter next.",
        "Bravo. La tête et la queue se tiennent sur les deux pieds du segment de départ\u{202f}; ce serait ensuite au tour de Vert de poser le sien.",
        "Gut gemacht. Kopf und Schwanz stehen jetzt auf den beiden Füßen des Startsegments; als Nächstes würde Grün sein eigenes legen.",
        "Ben fatto. La testa e la coda stanno ora sui due piedi del segmento iniziale; poi toccherebbe al verde posare il suo.";
    STEP_2_TITLE = "Six start cells",
        "Six cases de départ",
        "Sechs Startfelder",
        "Sei fori di partenza";
    STEP_2_INSTRUCTIONS = "Both starters are down and orange is to move. A new segment's first foot goes on a free hole right beside the head or the tail: those are the six glowing holes. Choose one, then a glowing hole for the far foot. When several segments fit, pick one in your tray.",
        "Les deux segments de départ sont posés et c'est à Orange de jouer. Le premier pied d'un nouveau segment se pose sur un trou libre juste à côté de la tête ou de la queue\u{202f}: ce sont les six trous lumineux. Choisissez-en un, puis un trou lumineux pour l'autre pied. Si plusieurs segments conviennent, choisissez-en un dans votre réserve.",
        "Beide Startsegmente liegen, Orange ist am Zug. Der erste Fuß eines neuen Segments kommt auf ein freies Loch direkt neben dem Kopf oder dem Schwanz: Das sind die sechs leuchtenden Löcher. Wähle eines davon und dann ein leuchtendes Loch für den anderen Fuß. Passen mehrere Segmente, wähle eines in deinem Vorrat.",
        "Entrambi i segmenti iniziali sono posati e tocca ad Arancione. Il primo piede di un nuovo segmento va su un foro libero proprio accanto alla testa o alla coda: sono i sei fori luminosi. Scegline uno, poi un foro luminoso per l'altro piede. Se vanno bene più segmenti, scegline uno nella tua riserva.";
    STEP_2_WRONG = "Start next to your head or your tail.",
        "Commencez à côté de votre tête ou de votre queue.",
        "Beginne neben deinem Kopf oder deinem Schwanz.",
        "Parti accanto alla tua testa o alla tua coda.";
    STEP_2_SUCCESS = "The end you grew has moved onto the far foot of the new segment. A monster grows at either end, one segment per turn.",
        "L'extrémité que vous avez allongée est passée sur l'autre pied du nouveau segment. Un monstre grandit par l'un ou l'autre bout, d'un segment par tour.",
        "Das Ende, das du verlängert hast, steht jetzt auf dem anderen Fuß des neuen Segments. Ein Monster wächst an einem seiner beiden Enden, ein Segment pro Zug.",
        "L'estremità che hai allungato si è spostata sull'altro piede del nuovo segmento. Un mostro cresce da entrambe le estremità, un segmento per turno.";
    STEP_3_TITLE = "Arch over a lower segment",
        "Enjamber un segment plus bas",
        "Über ein niedrigeres Segment spannen",
        "Un arco sopra un segmento più basso";
    STEP_3_INSTRUCTIONS = "An arch may pass over segments lower than itself, yours or anyone's. Green's starter on column g is only 1 high. Lay an arch that passes over a segment: for instance start on f5, beside your head, and land the far foot on h5. Heads and tails are never crossed: choose e4, then point at h4 or tap it, to read why that arch is refused.",
        "Une arche peut passer au-dessus des segments plus bas qu'elle, les vôtres comme ceux des autres. Le segment de départ vert, sur la colonne g, n'a qu'une hauteur de 1. Posez une arche qui passe au-dessus d'un segment\u{202f}: par exemple, partez de f5, à côté de votre tête, et posez l'autre pied en h5. Une tête ou une queue ne se franchit jamais\u{202f}: choisissez e4, puis pointez ou touchez h4 pour lire pourquoi cette arche est refusée.",
        "Ein Bogen darf über Segmente hinweggehen, die niedriger sind als er selbst, über deine wie über fremde. Das grüne Startsegment in Spalte g ist nur 1 hoch. Lege einen Bogen, der über ein Segment führt: Beginne zum Beispiel auf f5 neben deinem Kopf und setze den anderen Fuß auf h5. Köpfe und Schwänze werden nie überspannt: Wähle e4, dann zeige auf h4 oder tippe es an, um zu lesen, warum dieser Bogen abgelehnt wird.",
        "Un arco può passare sopra segmenti più bassi di lui, tuoi o di chiunque. Il segmento iniziale verde sulla colonna g è alto solo 1. Posa un arco che passi sopra un segmento: per esempio parti da f5, accanto alla tua testa, e fai arrivare l'altro piede in h5. Teste e code non si scavalcano mai: scegli e4, poi punta o tocca h4 per leggere perché quell'arco è rifiutato.";
    STEP_3_WRONG = "That segment is legal, but it passes over nothing. It was taken back: try one that arches over green's low starter, for instance from f5 to h5.",
        "Ce segment est permis, mais il ne passe au-dessus de rien. Il a été annulé\u{202f}: essayez-en un qui enjambe le segment de départ vert, par exemple de f5 à h5.",
        "Dieses Segment ist erlaubt, führt aber über nichts hinweg. Es wurde zurückgenommen: Versuche eines, das sich über das niedrige grüne Startsegment spannt, etwa von f5 nach h5.",
        "Quel segmento è valido, ma non passa sopra niente. È stato ripreso: provane uno che scavalchi il basso segmento iniziale verde, per esempio da f5 a h5.";
    STEP_3_SUCCESS = "Your arch is taller than the segment beneath it, so it may pass over it.",
        "Votre arche est plus haute que le segment qu'elle enjambe\u{202f}: elle a le droit de passer au-dessus.",
        "Dein Bogen ist höher als das Segment darunter, also darf er darüber hinweggehen.",
        "Il tuo arco è più alto del segmento sottostante, quindi può passarci sopra.";
    STEP_4_TITLE = "Crossings that are refused",
        "Les passages interdits",
        "Verbotene Überquerungen",
        "Incroci rifiutati";
    STEP_4_INSTRUCTIONS = "Choose f7, beside your tail, as the start cell. Then point at c7, i7 and f9, or tap them, to read why each is refused: an arch never passes under a taller one, never meets one of its own height, and never passes over a head or a tail. Only one far foot works from f7: find it.",
        "Choisissez f7, à côté de votre queue, comme case de départ. Pointez ensuite c7, i7 et f9 (ou touchez-les) pour lire pourquoi chacun est refusé\u{202f}: une arche ne passe jamais sous une arche plus haute, ne croise jamais une arche de même hauteur et ne passe jamais au-dessus d'une tête ou d'une queue. Un seul emplacement convient pour l'autre pied depuis f7\u{202f}: trouvez-le.",
        "Wähle f7 neben deinem Schwanz als Startfeld. Zeige dann auf c7, i7 und f9 (oder tippe sie an), um zu lesen, warum jedes abgelehnt wird: Ein Bogen geht nie unter einem höheren hindurch, kreuzt nie einen gleich hohen und führt nie über einen Kopf oder Schwanz. Von f7 aus passt nur ein Loch für den anderen Fuß: Finde es.",
        "Scegli f7, accanto alla tua coda, come foro di partenza. Poi punta c7, i7 e f9 (o toccali) per leggere perché ciascuno è rifiutato: un arco non passa mai sotto uno più alto, non incontra mai uno della sua stessa altezza e non passa mai sopra una testa o una coda. Da f7 l'altro piede ha un solo foro valido: trovalo.";
    STEP_4_WRONG = "That move is legal, but this step is about f7. It was taken back: choose f7 as the start cell and find its one legal far foot.",
        "Ce coup est permis, mais cette étape porte sur f7. Il a été annulé\u{202f}: choisissez f7 comme case de départ et trouvez le seul emplacement permis pour l'autre pied.",
        "Dieser Zug ist erlaubt, aber in diesem Schritt geht es um f7. Er wurde zurückgenommen: Wähle f7 als Startfeld und finde das einzige erlaubte Loch für den anderen Fuß.",
        "Quella mossa è valida, ma questo passo riguarda f7. È stata ripresa: scegli f7 come foro di partenza e trova l'unico foro valido per l'altro piede.";
    STEP_4_SUCCESS = "Right: from f7 to h7, your height-5 arch passes over green's height-4 foot on g7.",
        "Exact\u{202f}: de f7 à h7, votre arche de hauteur 5 passe au-dessus du pied vert de hauteur 4 en g7.",
        "Richtig: Von f7 nach h7 führt dein Bogen der Höhe 5 über den grünen Fuß der Höhe 4 auf g7.",
        "Giusto: da f7 a h7, il tuo arco di altezza 5 passa sopra il piede verde di altezza 4 in g7.";
    STEP_5_TITLE = "Leave green stuck", "Bloquez Vert", "Grün festsetzen", "Lascia il verde bloccato";
    STEP_5_INSTRUCTIONS = "A player who has no legal placement skips the turn. Green's head on d3 can only grow through d4, and the one free hole beside its tail, h3, leads nowhere. Cover d4 with a segment started on e4, beside your head.",
        "Un joueur qui n'a aucun coup possible passe son tour. La tête verte en d3 ne peut grandir que par d4, et le seul trou libre à côté de sa queue, h3, ne mène nulle part. Couvrez d4 avec un segment qui part de e4, à côté de votre tête.",
        "Wer kein Segment regelgerecht legen kann, setzt aus. Der grüne Kopf auf d3 kann nur über d4 wachsen, und das einzige freie Loch neben seinem Schwanz, h3, führt nirgendwohin. Bedecke d4 mit einem Segment, das auf e4 neben deinem Kopf beginnt.",
        "Chi non ha nessuna mossa valida salta il turno. La testa verde in d3 può crescere solo passando per d4, e l'unico foro libero accanto alla sua coda, h3, non porta da nessuna parte. Copri d4 con un segmento che parte da e4, accanto alla tua testa.";
    STEP_5_WRONG = "Green could still move after that, so the move was taken back. Cover d4: start on e4 and land on d4 or c4.",
        "Vert pourrait encore jouer après ce coup, qui a donc été annulé. Couvrez d4\u{202f}: partez de e4 et posez l'autre pied en d4 ou en c4.",
        "Danach könnte Grün noch ziehen, deshalb wurde der Zug zurückgenommen. Bedecke d4: Beginne auf e4 und setze den anderen Fuß auf d4 oder c4.",
        "Dopo quella mossa il verde poteva ancora muovere, quindi la mossa è stata ripresa. Copri d4: parti da e4 e arriva in d4 o in c4.";
    STEP_5_SUCCESS = "Green has no legal placement: its turn is skipped and orange plays again. A blocked player plays again as soon as a placement opens up.",
        "Vert n'a plus aucun coup possible\u{202f}: son tour est sauté et Orange rejoue. Un joueur bloqué rejoue dès qu'un coup lui redevient possible.",
        "Grün kann nichts mehr legen: Sein Zug entfällt und Orange ist wieder dran. Ein blockierter Spieler spielt wieder mit, sobald er ein Segment legen kann.",
        "Il verde non ha nessuna mossa valida: salta il turno e Arancione gioca di nuovo. Un giocatore bloccato torna a giocare appena gli si apre una mossa.";
    STEP_6_TITLE = "The last move and the tie-break",
        "Le dernier coup et le départage",
        "Der letzte Zug und der Gleichstand",
        "L'ultima mossa e lo spareggio";
    STEP_6_INSTRUCTIONS = "The game ends when nobody can place. After orange's next move both monsters are stuck with 5 segments left each, and such a tie goes to the taller head: the height of the segment under it. Orange's only move is from h8 to e8, and both ends reach h8. Play it, and when asked, grow the head.",
        "La partie s'arrête quand personne ne peut plus rien poser. Après le prochain coup d'Orange, les deux monstres sont bloqués avec 5 segments chacun, et une telle égalité est tranchée en faveur de la tête la plus haute\u{202f}: c'est la hauteur du segment qui la porte qui compte. Le seul coup d'Orange va de h8 à e8, et h8 est à côté des deux extrémités. Jouez-le et, quand on vous le demande, faites grandir la tête.",
        "Das Spiel endet, wenn niemand mehr legen kann. Nach dem nächsten Zug von Orange stecken beide Monster fest, jedes mit noch 5 Segmenten, und bei diesem Gleichstand gewinnt der höhere Kopf: Es zählt die Höhe des Segments unter ihm. Orange kann nur von h8 nach e8 legen, und h8 liegt neben beiden Enden. Spiele den Zug und lass auf Nachfrage den Kopf wachsen.",
        "La partita finisce quando nessuno può più posare. Dopo la prossima mossa di Arancione entrambi i mostri restano bloccati con 5 segmenti ciascuno, e una parità così la vince la testa più alta, cioè quella che poggia sul segmento più alto. L'unica mossa di Arancione va da h8 a e8, ed entrambe le estremità arrivano a h8. Giocala e, quando ti viene chiesto, allunga dalla testa.";
    STEP_6_WRONG = "That ends the game with your head still on h7, on a segment of height 2, lower than green's head on 3: green would win the tie. The move was taken back; grow the head instead.",
        "Ce coup termine la partie avec votre tête encore en h7, sur un segment de hauteur 2, alors que la tête verte est sur une hauteur 3\u{202f}: Vert gagnerait le départage. Le coup a été annulé\u{202f}; faites plutôt grandir la tête.",
        "So endet das Spiel mit deinem Kopf noch auf h7, auf einem Segment der Höhe 2, niedriger als der grüne Kopf auf 3: Grün würde den Gleichstand für sich entscheiden. Der Zug wurde zurückgenommen; lass stattdessen den Kopf wachsen.",
        "Così la partita finisce con la tua testa ancora in h7, su un segmento di altezza 2, più bassa della testa verde su 3: lo spareggio andrebbe al verde. La mossa è stata ripresa; allunga invece dalla testa.";
    STEP_6_SUCCESS = "Game over: 5 segments left each, and orange's head stands taller than green's, so orange wins.",
        "Partie terminée\u{202f}: il reste 5 segments à chacun, et la tête orange est plus haute que la verte, donc Orange gagne.",
        "Spielende: Beide haben noch 5 Segmente, doch der orangefarbene Kopf steht höher als der grüne, also gewinnt Orange.",
        "Partita finita: 5 segmenti rimasti ciascuno, e la testa arancione sta più in alto di quella verde, quindi vince Arancione.";
    STEP_7_TITLE = "The expert variant",
        "La variante experte",
        "Die Expertenvariante",
        "La variante per esperti";
    STEP_7_INSTRUCTIONS = "In the expert variant only one rule changes: the start cell lies exactly two holes from the head or the tail, in a straight line, instead of right beside it. Play a segment from one of the new glowing start cells, for instance from e3 to g3.",
        "Dans la variante experte, une seule règle change\u{202f}: la case de départ se trouve exactement à deux trous de la tête ou de la queue, en ligne droite, au lieu d'être juste à côté. Jouez un segment depuis l'une des nouvelles cases de départ lumineuses, par exemple de e3 à g3.",
        "In der Expertenvariante ändert sich nur eine Regel: Das Startfeld liegt genau zwei Löcher vom Kopf oder Schwanz entfernt in gerader Linie, statt direkt daneben. Lege ein Segment von einem der neuen leuchtenden Startfelder aus, zum Beispiel von e3 nach g3.",
        "Nella variante per esperti cambia una sola regola: il foro di partenza si trova esattamente a due fori dalla testa o dalla coda, in linea retta, invece che proprio accanto. Gioca un segmento da uno dei nuovi fori di partenza luminosi, per esempio da e3 a g3.";
    STEP_7_WRONG = "Start two holes away from your head or your tail.",
        "Partez à deux trous de votre tête ou de votre queue.",
        "Beginne zwei Löcher von deinem Kopf oder Schwanz entfernt.",
        "Parti a due fori dalla tua testa o dalla tua coda.";
    STEP_7_SUCCESS = "In the expert variant a monster strides across the loch and may step past whatever lies right beside its ends.",
        "Dans la variante experte, un monstre avance à grandes enjambées et peut franchir ce qui se trouve juste à côté de ses extrémités.",
        "In der Expertenvariante macht ein Monster große Schritte und kann alles überspringen, was direkt neben seinen Enden liegt.",
        "Nella variante per esperti un mostro attraversa il loch a grandi passi e può scavalcare ciò che si trova proprio accanto alle sue estremità.";
}
