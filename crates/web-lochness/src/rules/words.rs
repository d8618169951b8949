//! Every word of the Loch Ness rules page, in English, French, German and Italian.
//!
//! The numbers the texts give (how many cells a roll reaches, what a ruler scores) are
//! the ones the rules engine finds for the drawn examples; the tests hold them to it.

use blockness_web_common::texts;

texts! {
    TITLE = "How to play Loch Ness", "Comment jouer à Loch Ness", "So spielt man Loch Ness", "Come si gioca a Loch Ness";
    BACK = "Back to the game", "Retour à la partie", "Zurück zum Spiel", "Torna alla partita";

    GOAL = "The goal", "Le but", "Das Ziel", "Lo scopo";
    GOAL_TEXT = "Nessie is out in the loch and everyone wants her picture. You post photographers around the shore, and each time Nessie swims into view of one of them, its owner collects photo fragments. Piece them together into two photos on your ruler: the better the pieces match, the more they are worth, and the best score wins.",
        "Nessie nage dans le loch et tout le monde veut sa photo. Vous postez des photographes autour du lac\u{202f}; chaque fois que Nessie passe sous les yeux de l'un d'eux, son propriétaire récolte des fragments de photo. Assemblez-les en deux photos sur votre réglette\u{202f}: plus les morceaux s'accordent, plus ils rapportent, et le meilleur score l'emporte.",
        "Nessie schwimmt im See, und alle wollen ein Foto von ihr. Ihr stellt Fotografen am Ufer auf; jedes Mal, wenn Nessie einem von ihnen vor die Linse schwimmt, sammelt sein Besitzer Fotoschnipsel. Setze sie auf deinem Lineal zu zwei Fotos zusammen: Je besser die Teile zueinander passen, desto mehr zählen sie, und die höchste Wertung gewinnt.",
        "Nessie nuota nel lago e tutti vogliono fotografarla. Piazzate i vostri fotografi lungo la riva, e ogni volta che Nessie passa sotto gli occhi di uno di loro, chi lo possiede raccoglie pezzi di foto. Ricomponeteli in due foto sul vostro righello: più i pezzi si accordano, più valgono, e vince il punteggio migliore.";

    COMPONENTS = "What you play with", "Le matériel", "Das Spielmaterial", "Il materiale";
    COMPONENTS_LAKE = "The board is a long, narrow lake of 29 cells joined by lines. Nessie always lies on three joined cells: head, body and tail. Around the shore stand 15 observation points of five kinds: bench, lighthouse, bush, pier and boat. From each point three white lines run out to three cells of the lake.",
        "Le plateau est un lac long et étroit de 29 cases reliées par des lignes. Nessie occupe toujours trois cases reliées\u{202f}: la tête, le corps et la queue. Sur les rives se trouvent 15 points d'observation de cinq sortes\u{202f}: banc, phare, buisson, ponton et bateau. De chaque point partent trois lignes blanches vers trois cases du lac.",
        "Das Spielbrett ist ein langer, schmaler See aus 29 Feldern, die durch Linien verbunden sind. Nessie liegt immer auf drei verbundenen Feldern: Kopf, Rumpf und Schwanz. Am Ufer stehen 15 Aussichtspunkte in fünf Sorten: Bank, Leuchtturm, Busch, Steg und Boot. Von jedem Punkt führen drei weiße Linien zu drei Feldern des Sees.",
        "Il tabellone è un lago lungo e stretto di 29 caselle unite da linee. Nessie occupa sempre tre caselle unite: testa, corpo e coda. Sulle rive ci sono 15 punti di osservazione di cinque tipi: panchina, faro, cespuglio, molo e barca. Da ogni punto partono tre linee bianche verso tre caselle del lago.";
    COMPONENTS_FRAGMENTS = "Each kind of point has its own deck of fragments. A photo is cut into five fragments, left to right: the left panorama (bench), the head (lighthouse), the body (bush), the tail (pier) and the right panorama (boat). There are five photos, told apart by their border colour, and two copies of every fragment, so each deck holds ten. Every player has a ruler with the five columns in that order, room for one photo above it and one below.",
        "Chaque sorte de point a sa propre pioche de fragments. Une photo est découpée en cinq fragments, de gauche à droite\u{202f}: le panorama gauche (banc), la tête (phare), le corps (buisson), la queue (ponton) et le panorama droit (bateau). Il y a cinq photos, reconnaissables à la couleur de leur bord, et deux exemplaires de chaque fragment\u{202f}: chaque pioche en compte donc dix. Chaque joueur a une réglette avec les cinq colonnes dans cet ordre, de quoi faire une photo au-dessus et une en dessous.",
        "Jede Sorte von Punkt hat ihren eigenen Stapel Schnipsel. Ein Foto ist in fünf Schnipsel zerschnitten, von links nach rechts: das linke Panorama (Bank), der Kopf (Leuchtturm), der Rumpf (Busch), der Schwanz (Steg) und das rechte Panorama (Boot). Es gibt fünf Fotos, erkennbar an der Farbe ihres Rands, und jeden Schnipsel zweimal, also zehn pro Stapel. Jeder Spieler hat ein Lineal mit den fünf Spalten in dieser Reihenfolge, Platz für ein Foto darüber und eines darunter.",
        "Ogni tipo di punto ha il suo mazzo di frammenti. Una foto è tagliata in cinque frammenti, da sinistra a destra: il panorama sinistro (panchina), la testa (faro), il corpo (cespuglio), la coda (molo) e il panorama destro (barca). Le foto sono cinque, riconoscibili dal colore del bordo, e ogni frammento c'è in due copie, quindi ogni mazzo ne contiene dieci. Ogni giocatore ha un righello con le cinque colonne in quest'ordine, con posto per una foto sopra e una sotto.";
    COMPONENTS_DIE = "The die has six faces: the numbers 1 to 5 and a wave.",
        "Le dé a six faces\u{202f}: les nombres de 1 à 5 et une vague.",
        "Der Würfel hat sechs Seiten: die Zahlen 1 bis 5 und eine Welle.",
        "Il dado ha sei facce: i numeri da 1 a 5 e un'onda.";
    LAKE_CAPTION = "The whole lake. Each point carries the mark of its kind, the same mark as over its column on the ruler: ▭ bench, △ lighthouse, ♣ bush, ⊥ pier, ◡ boat. No point sees the 3 ringed cells: those are Nessie's hiding places.",
        "Le lac entier. Chaque point porte la marque de sa sorte, la même qu'en tête de sa colonne sur la réglette\u{202f}: ▭ banc, △ phare, ♣ buisson, ⊥ ponton, ◡ bateau. Aucun point ne voit les 3 cases cerclées\u{202f}: ce sont les cachettes de Nessie.",
        "Der ganze See. Jeder Punkt trägt das Zeichen seiner Sorte, dasselbe wie über seiner Spalte auf dem Lineal: ▭ Bank, △ Leuchtturm, ♣ Busch, ⊥ Steg, ◡ Boot. Kein Punkt sieht die 3 eingekreisten Felder: Dort versteckt sich Nessie.",
        "Il lago intero. Ogni punto porta il segno del suo tipo, lo stesso in cima alla sua colonna sul righello: ▭ panchina, △ faro, ♣ cespuglio, ⊥ molo, ◡ barca. Nessun punto vede le 3 caselle cerchiate: sono i nascondigli di Nessie.";
    LAKE_ALT = "Map of the whole lake: a long strip of cells from the south-west to the north-east with a short inlet at each end, and fifteen points along the shores, each marked with its kind. Three cells are ringed: the tips of both inlets and one cell in the middle of the north row.",
        "Carte du lac entier\u{202f}: une longue bande de cases du sud-ouest au nord-est avec une courte anse à chaque bout, et quinze points le long des rives, chacun marqué de sa sorte. Trois cases sont cerclées\u{202f}: le fond des deux anses et une case au milieu de la rangée nord.",
        "Karte des ganzen Sees: ein langer Streifen Felder von Südwesten nach Nordosten mit einer kurzen Bucht an jedem Ende und fünfzehn Punkten an den Ufern, jeder mit dem Zeichen seiner Sorte. Drei Felder sind eingekreist: die Spitzen beider Buchten und ein Feld in der Mitte der Nordreihe.",
        "Mappa del lago intero: una lunga striscia di caselle da sud-ovest a nord-est con una breve insenatura a ogni estremità, e quindici punti lungo le rive, ognuno segnato con il suo tipo. Tre caselle sono cerchiate: il fondo delle due insenature e una casella a metà della fila nord.";

    SETUP = "Setting up", "La mise en place", "Der Aufbau", "La preparazione";
    SETUP_DECKS = "Shuffle each deck and put it face down by the board. Nessie starts on three joined cells picked at random.",
        "Mélangez chaque pioche et posez-la face cachée près du plateau. Nessie part de trois cases reliées tirées au hasard.",
        "Mische jeden Stapel und lege ihn verdeckt neben das Brett. Nessie beginnt auf drei verbundenen, zufällig gewählten Feldern.",
        "Mescolate ogni mazzo e mettetelo coperto accanto al tabellone. Nessie parte da tre caselle unite scelte a caso.";
    SETUP_PHOTOGRAPHERS = "How many photographers each player gets depends on the table: 3 each for two players, 2 each for three or four. From the first player round the table, everyone posts one photographer at a time on a free point, one without a photographer, until all are down.",
        "Le nombre de photographes de chacun dépend de la tablée\u{202f}: 3 chacun à deux joueurs, 2 chacun à trois ou quatre. En partant du premier joueur et en faisant le tour, chacun poste un photographe à la fois sur un point libre, sans photographe, jusqu'à ce que tous soient placés.",
        "Wie viele Fotografen jeder bekommt, hängt von der Runde ab: 3 je Spieler zu zweit, 2 je Spieler zu dritt oder zu viert. Vom ersten Spieler an reihum stellt jeder einen Fotografen nach dem anderen auf einen freien Punkt, einen ohne Fotografen, bis alle stehen.",
        "Quanti fotografi riceve ciascuno dipende dal numero di giocatori: 3 a testa in due, 2 a testa in tre o quattro. A partire dal primo giocatore e a giro, ognuno piazza un fotografo alla volta su un punto libero, senza fotografi, finché non sono tutti sul tabellone.";
    SETUP_FIVE = "Five players play a variant. Everyone starts with 1 photographer. On your turn, after your move, you may post a second one on a free point; after the photos, if you have two down, you take one of them back off, whichever you like. With five, a deck can run dry: a photographer who should draw from an empty deck gets nothing.",
        "À cinq joueurs, on joue une variante. Chacun commence avec 1 photographe. À votre tour, après votre déplacement, vous pouvez en poster un second sur un point libre\u{202f}; après les photos, si vous en avez deux sur le plateau, vous en retirez un, celui de votre choix. À cinq, une pioche peut s'épuiser\u{202f}: un photographe qui devrait piocher dans une pioche vide n'obtient rien.",
        "Zu fünft spielt man eine Variante. Jeder beginnt mit 1 Fotografen. In deinem Zug darfst du nach deinem Versetzen einen zweiten auf einen freien Punkt stellen; stehen nach den Fotos zwei von dir auf dem Brett, nimmst du einen davon wieder weg, welchen du willst. Zu fünft kann ein Stapel leer werden: Ein Fotograf, der von einem leeren Stapel ziehen müsste, bekommt nichts.",
        "In cinque si gioca una variante. Ognuno comincia con 1 fotografo. Nel vostro turno, dopo lo spostamento, potete piazzarne un secondo su un punto libero; dopo le foto, se ne avete due sul tabellone, ne ritirate uno a vostra scelta. In cinque un mazzo può esaurirsi: un fotografo che dovrebbe pescare da un mazzo vuoto non riceve nulla.";

    TURN = "A turn", "Un tour", "Ein Zug", "Un turno";
    TURN_TEXT = "Players take turns round the table. Your turn has three steps.",
        "Les joueurs jouent chacun leur tour. Votre tour compte trois étapes.",
        "Die Spieler sind reihum am Zug. Dein Zug hat drei Schritte.",
        "I giocatori giocano a turno. Il vostro turno ha tre fasi.";

    MOVE = "1. Move a photographer, if you wish", "1. Déplacer un photographe, si vous le voulez", "1. Einen Fotografen versetzen, wenn du willst", "1. Spostare un fotografo, se volete";
    MOVE_TEXT = "You may send one of your photographers to any other point, however far away, or leave them all where they stand. A point where one of your own photographers already stands is not allowed.",
        "Vous pouvez envoyer l'un de vos photographes sur n'importe quel autre point, même lointain, ou les laisser tous en place. Un point où se trouve déjà l'un de vos propres photographes est interdit.",
        "Du darfst einen deiner Fotografen auf irgendeinen anderen Punkt schicken, egal wie weit, oder alle stehen lassen. Ein Punkt, auf dem schon einer deiner eigenen Fotografen steht, ist nicht erlaubt.",
        "Potete mandare uno dei vostri fotografi su qualunque altro punto, anche lontano, oppure lasciarli tutti dove sono. Un punto dove c'è già uno dei vostri fotografi non è ammesso.";
    MOVE_BUMP = "If another player's photographer is on that point, you bump it. Its owner sends it to a free point of their choice (the point you have just left counts as free), then draws the top fragment of any deck that is not empty, and either mounts it or slides it under its deck. All this happens before you roll.",
        "Si le photographe d'un autre joueur occupe ce point, vous le délogez. Son propriétaire l'envoie sur un point libre de son choix (celui que vous venez de quitter compte comme libre), puis prend le fragment du dessus d'une pioche non vide de son choix, et le monte ou le glisse sous sa pioche. Tout cela se passe avant votre lancer.",
        "Steht dort der Fotograf eines anderen Spielers, verdrängst du ihn. Sein Besitzer schickt ihn auf einen freien Punkt seiner Wahl (der Punkt, den du gerade verlassen hast, zählt als frei), zieht dann den obersten Schnipsel eines nicht leeren Stapels seiner Wahl und klebt ihn ein oder schiebt ihn unter seinen Stapel. All das geschieht vor deinem Wurf.",
        "Se su quel punto c'è il fotografo di un altro giocatore, lo scalzate. Chi lo possiede lo manda su un punto libero a sua scelta (quello che avete appena lasciato conta come libero), poi pesca il frammento in cima a un mazzo non vuoto a sua scelta, e lo monta oppure lo rimette sotto il suo mazzo. Tutto questo avviene prima del vostro lancio.";

    ROLL = "2. Roll, and Nessie swims", "2. Lancer le dé, et Nessie nage", "2. Würfeln, und Nessie schwimmt", "2. Tirare il dado, e Nessie nuota";
    ROLL_TEXT = "Roll the die. On a number, Nessie's head swims exactly that many cells along the lines, and her body and tail follow its wake. The head may not pass through the cells her body and tail held when she set off, nor through any cell twice. Which way she goes is your choice.",
        "Lancez le dé. Sur un nombre, la tête de Nessie nage d'autant de cases exactement le long des lignes, et son corps et sa queue suivent son sillage. La tête ne peut pas traverser les cases qu'occupaient son corps et sa queue au départ, ni passer deux fois par la même case. Vous choisissez la route.",
        "Wirf den Würfel. Bei einer Zahl schwimmt Nessies Kopf genau so viele Felder weit entlang der Linien, Rumpf und Schwanz folgen in seinem Kielwasser. Der Kopf darf nicht durch die Felder, auf denen Rumpf und Schwanz beim Aufbruch lagen, und durch kein Feld zweimal. Welchen Weg sie nimmt, bestimmst du.",
        "Tirate il dado. Con un numero, la testa di Nessie nuota esattamente di altrettante caselle lungo le linee, e il corpo e la coda seguono la sua scia. La testa non può attraversare le caselle dove stavano il corpo e la coda alla partenza, né passare due volte per la stessa casella. La strada la scegliete voi.";
    ROLL_SHORT = "If no route is as long as the roll, she swims the longest route there is. If her head has nowhere to go at all, she stays where she is, and the photos are taken all the same.",
        "Si aucune route n'est aussi longue que le lancer, elle nage la plus longue route possible. Si sa tête ne peut aller nulle part, elle reste sur place, et les photos sont prises quand même.",
        "Ist kein Weg so lang wie der Wurf, schwimmt sie den längsten Weg, den es gibt. Kann ihr Kopf nirgendwohin, bleibt sie liegen, und die Fotos werden trotzdem gemacht.",
        "Se nessuna strada è lunga quanto il tiro, nuota la strada più lunga che c'è. Se la testa non può andare da nessuna parte, resta dov'è, e le foto si scattano lo stesso.";
    ROLL_WAVE = "On the wave, lift Nessie out and lay her on any three joined cells of the lake, facing either way; leaving her where she was is allowed too.",
        "Sur la vague, retirez Nessie et reposez-la sur trois cases reliées du lac, n'importe où et dans le sens que vous voulez\u{202f}; la laisser où elle était est permis aussi.",
        "Bei der Welle hebst du Nessie heraus und legst sie auf drei beliebige verbundene Felder des Sees, in welche Richtung du willst; sie liegen zu lassen ist auch erlaubt.",
        "Con l'onda, sollevate Nessie e posatela su tre caselle unite qualsiasi del lago, rivolta da una parte o dall'altra; si può anche lasciarla dov'era.";
    SWIM_BEFORE_CAPTION = "Before the swim, with a roll of 3: her head can finish on any of the 9 ringed cells.",
        "Avant la nage, avec un lancer de 3\u{202f}: sa tête peut finir sur l'une des 9 cases cerclées.",
        "Vor dem Schwimmen, bei einer 3: Ihr Kopf kann auf jedem der 9 eingekreisten Felder enden.",
        "Prima della nuotata, con un tiro di 3: la testa può finire su una qualsiasi delle 9 caselle cerchiate.";
    SWIM_BEFORE_ALT = "Part of the lake with Nessie lying along the south shore, her head to the east. Nine cells ahead of her and beside her are ringed.",
        "Une partie du lac avec Nessie allongée le long de la rive sud, la tête vers l'est. Neuf cases devant elle et à côté d'elle sont cerclées.",
        "Ein Teil des Sees mit Nessie am Südufer entlang, den Kopf nach Osten. Neun Felder vor und neben ihr sind eingekreist.",
        "Una parte del lago con Nessie distesa lungo la riva sud, la testa verso est. Nove caselle davanti e accanto a lei sono cerchiate.";
    SWIM_AFTER_CAPTION = "After: one of the choices. The dashed outline is where she started, and the arrow follows her head 3 cells east along the south shore.",
        "Après\u{202f}: l'un des choix. Le contour en pointillés montre son point de départ, et la flèche suit sa tête sur 3 cases vers l'est le long de la rive sud.",
        "Danach: eine der Möglichkeiten. Der gestrichelte Umriss zeigt, wo sie losschwamm, und der Pfeil folgt ihrem Kopf 3 Felder nach Osten am Südufer entlang.",
        "Dopo: una delle scelte. Il contorno tratteggiato è il punto di partenza, e la freccia segue la testa per 3 caselle verso est lungo la riva sud.";
    SWIM_AFTER_ALT = "The same part of the lake after the swim: Nessie has moved three cells east along the south shore, her body and tail on the cells her head has just crossed, with a dashed outline of her old place behind.",
        "La même partie du lac après la nage\u{202f}: Nessie a avancé de trois cases vers l'est le long de la rive sud, le corps et la queue sur les cases que sa tête vient de traverser, avec derrière elle le contour en pointillés de son ancienne place.",
        "Derselbe Teil des Sees nach dem Schwimmen: Nessie ist drei Felder am Südufer entlang nach Osten gezogen, Rumpf und Schwanz auf den Feldern, die ihr Kopf gerade durchquert hat, dahinter der gestrichelte Umriss ihres alten Platzes.",
        "La stessa parte del lago dopo la nuotata: Nessie si è spostata di tre caselle verso est lungo la riva sud, con corpo e coda sulle caselle appena attraversate dalla testa, e dietro il contorno tratteggiato del suo posto di prima.";
    RIVER_CAPTION = "Up the river, a roll of 3 gets her only 1 cell: the river ends there, and her own body bars the way back.",
        "En remontant la rivière, un lancer de 3 ne lui fait gagner que 1 case\u{202f}: la rivière s'arrête là, et son propre corps barre le chemin du retour.",
        "Im Fluss bringt ihr eine 3 nur 1 Feld: Dort endet der Fluss, und ihr eigener Rumpf versperrt den Rückweg.",
        "Risalendo il fiume, un tiro di 3 le fa guadagnare solo 1 casella: lì il fiume finisce, e il suo stesso corpo sbarra la via del ritorno.";
    RIVER_ALT = "The river at the north-east end of the lake: Nessie's head has swum one cell further, onto the last cell of the river, with a dashed outline of her old place behind.",
        "La rivière au bout nord-est du lac\u{202f}: la tête de Nessie a avancé d'une case, sur la dernière case de la rivière, avec derrière elle le contour en pointillés de son ancienne place.",
        "Der Fluss am Nordostende des Sees: Nessies Kopf ist ein Feld weiter geschwommen, auf das letzte Feld des Flusses, dahinter der gestrichelte Umriss ihres alten Platzes.",
        "Il fiume all'estremità nord-est del lago: la testa di Nessie è avanzata di una casella, sull'ultima casella del fiume, con dietro il contorno tratteggiato del suo posto di prima.";
    INLET_CAPTION = "At the tip of the south-west inlet, her head's only neighbour is her own body: whatever the roll, she stays put.",
        "Au fond de l'anse du sud-ouest, la seule voisine de sa tête est la case de son propre corps\u{202f}: quel que soit le lancer, elle ne bouge pas.",
        "In der Spitze der Bucht im Südwesten grenzt ihr Kopf nur an ihren eigenen Rumpf: Was auch immer fällt, sie bleibt liegen.",
        "In fondo all'insenatura di sud-ovest, l'unica casella vicina alla testa è quella del suo corpo: qualunque sia il tiro, resta ferma.";
    INLET_ALT = "The inlet at the south-west end of the lake: Nessie's head lies on the last cell of the inlet, her body on the only cell joined to it, her tail just behind.",
        "L'anse au bout sud-ouest du lac\u{202f}: la tête de Nessie est sur la dernière case de l'anse, son corps sur la seule case reliée à celle-ci, sa queue juste derrière.",
        "Die Bucht am Südwestende des Sees: Nessies Kopf liegt auf dem letzten Feld der Bucht, ihr Rumpf auf dem einzigen damit verbundenen Feld, ihr Schwanz direkt dahinter.",
        "L'insenatura all'estremità sud-ovest del lago: la testa di Nessie è sull'ultima casella dell'insenatura, il corpo sull'unica casella unita a quella, la coda subito dietro.";

    PHOTOS = "3. Photos", "3. Les photos", "3. Die Fotos", "3. Le foto";
    PHOTOS_TEXT = "Now every photographer on the board looks for Nessie: yours first, then the other players' in turn order. Follow a point's three white lines: for each piece of Nessie they reach, its photographer draws one fragment from the deck of that point's kind, so one, two or three. A photographer whose lines reach none of her draws nothing, and one whose deck runs short takes what is left.",
        "Chaque photographe du plateau cherche alors Nessie\u{202f}: les vôtres d'abord, puis ceux des autres joueurs dans l'ordre du tour. Suivez les trois lignes blanches d'un point\u{202f}: pour chaque morceau de Nessie qu'elles atteignent, son photographe pioche un fragment dans la pioche de la sorte du point, donc un, deux ou trois. Un photographe dont les lignes n'atteignent rien ne pioche rien, et si la pioche ne suffit pas, il prend ce qui reste.",
        "Jetzt hält jeder Fotograf auf dem Brett nach Nessie Ausschau: zuerst deine, dann die der anderen in Zugreihenfolge. Folge den drei weißen Linien eines Punkts: Für jedes Stück von Nessie, das sie erreichen, zieht sein Fotograf einen Schnipsel vom Stapel der Sorte des Punkts, also einen, zwei oder drei. Ein Fotograf, dessen Linien nichts von ihr erreichen, zieht nichts, und reicht der Stapel nicht, nimmt er den Rest.",
        "Ora ogni fotografo sul tabellone cerca Nessie: prima i vostri, poi quelli degli altri giocatori nell'ordine del turno. Seguite le tre linee bianche di un punto: per ogni pezzo di Nessie che raggiungono, il suo fotografo pesca un frammento dal mazzo del tipo di quel punto, quindi uno, due o tre. Un fotografo le cui linee non raggiungono nulla non pesca, e se il mazzo non basta si prende quel che resta.";
    PHOTOS_KEEP = "The drawn fragments are shown to everyone. Their owner keeps at most one and mounts it; the rest go back under their deck.",
        "Les fragments piochés sont montrés à tous. Leur propriétaire en garde un au plus et le monte\u{202f}; les autres retournent sous leur pioche.",
        "Die gezogenen Schnipsel werden allen gezeigt. Ihr Besitzer behält höchstens einen und klebt ihn ein; die übrigen kommen unter ihren Stapel zurück.",
        "I frammenti pescati si mostrano a tutti. Chi li ha pescati ne tiene al massimo uno e lo monta; gli altri tornano sotto il loro mazzo.";
    SIGHT_CAPTION = "This lighthouse (△) reaches three cells, and 2 of them hold Nessie: its photographer draws 2 lighthouse fragments.",
        "Ce phare (△) atteint trois cases, dont 2 occupées par Nessie\u{202f}: son photographe pioche 2 fragments du phare.",
        "Dieser Leuchtturm (△) erreicht drei Felder, auf 2 davon liegt Nessie: Sein Fotograf zieht 2 Leuchtturm-Schnipsel.",
        "Questo faro (△) raggiunge tre caselle, e 2 sono occupate da Nessie: il suo fotografo pesca 2 frammenti del faro.";
    SIGHT_ALT = "Part of the lake with one point on the south shore and its three white lines to three cells. Nessie's head and body lie on two of those cells; her tail is on a cell the lines miss.",
        "Une partie du lac avec un point sur la rive sud et ses trois lignes blanches vers trois cases. La tête et le corps de Nessie sont sur deux de ces cases\u{202f}; sa queue est sur une case que les lignes n'atteignent pas.",
        "Ein Teil des Sees mit einem Punkt am Südufer und seinen drei weißen Linien zu drei Feldern. Nessies Kopf und Rumpf liegen auf zwei dieser Felder; ihr Schwanz liegt auf einem Feld, das die Linien verfehlen.",
        "Una parte del lago con un punto sulla riva sud e le sue tre linee bianche verso tre caselle. La testa e il corpo di Nessie sono su due di quelle caselle; la coda è su una casella che le linee non raggiungono.";

    MOUNTING = "Mounting and flipping", "Monter et retourner", "Einkleben und umsetzen", "Montare e spostare";
    MOUNTING_TEXT = "A fragment always goes into its own column of your ruler, in the photo above or the one below, as you choose. If that slot is already taken, the newcomer replaces the fragment there, which goes under its deck. Keeping nothing is always allowed.",
        "Un fragment va toujours dans sa propre colonne de votre réglette, dans la photo du dessus ou celle du dessous, à votre choix. Si cette place est déjà prise, le nouveau venu remplace le fragment qui s'y trouvait, lequel retourne sous sa pioche. Ne rien garder est toujours permis.",
        "Ein Schnipsel kommt immer in seine eigene Spalte deines Lineals, ins Foto darüber oder darunter, wie du willst. Ist der Platz schon belegt, ersetzt der Neue den Schnipsel dort, und dieser kommt unter seinen Stapel. Nichts zu behalten ist immer erlaubt.",
        "Un frammento va sempre nella sua colonna del righello, nella foto sopra o in quella sotto, come preferite. Se quel posto è già occupato, il nuovo arrivato sostituisce il frammento che c'era, che torna sotto il suo mazzo. Non tenere nulla è sempre permesso.";
    MOUNTING_FLIP = "At any moment, even during another player's turn, you may flip one of your columns: its two fragments trade places between the photos, or a lone one crosses to the other side. A fragment never changes column.",
        "À tout moment, même pendant le tour d'un autre joueur, vous pouvez retourner l'une de vos colonnes\u{202f}: ses deux fragments échangent leur place entre les photos, ou un fragment seul passe de l'autre côté. Un fragment ne change jamais de colonne.",
        "Jederzeit, auch im Zug eines anderen, darfst du eine deiner Spalten umsetzen: Ihre beiden Schnipsel tauschen die Plätze zwischen den Fotos, oder ein einzelner wechselt auf die andere Seite. Ein Schnipsel wechselt nie die Spalte.",
        "In qualunque momento, anche durante il turno di un altro, potete girare una delle vostre colonne: i suoi due frammenti si scambiano di posto tra le foto, oppure uno solo passa dall'altra parte. Un frammento non cambia mai colonna.";

    END = "The end of the game", "La fin de la partie", "Das Spielende", "La fine della partita";
    END_TEXT = "A photo is complete when all five of its slots hold a fragment, whatever their colours. Once any player has both photos complete, the round is played to its end, so that everyone has had as many turns, and then the game is over. A filled slot never becomes empty again.",
        "Une photo est complète quand ses cinq places ont chacune un fragment, quelles que soient les couleurs. Dès qu'un joueur a ses deux photos complètes, on finit le tour de table, pour que chacun ait joué autant de fois, puis la partie s'arrête. Une place remplie ne se vide plus jamais.",
        "Ein Foto ist vollständig, wenn alle fünf Plätze einen Schnipsel tragen, egal in welchen Farben. Sobald ein Spieler beide Fotos vollständig hat, wird die Runde zu Ende gespielt, damit alle gleich oft dran waren, und dann ist das Spiel vorbei. Ein belegter Platz wird nie wieder leer.",
        "Una foto è completa quando tutti e cinque i suoi posti hanno un frammento, di qualunque colore. Appena un giocatore ha entrambe le foto complete, si finisce il giro, così che tutti abbiano giocato lo stesso numero di turni, e la partita termina. Un posto occupato non si svuota mai più.";

    SCORING = "Scoring", "Le décompte", "Die Wertung", "Il punteggio";
    SCORING_TEXT = "Each photo has four joints, one between each pair of neighbouring columns. A joint between two fragments with the same border colour is worth 2 points, between two different colours 1 point, and beside an empty slot nothing. A complete photo all in one colour earns 3 points more.",
        "Chaque photo a quatre jointures, une entre chaque paire de colonnes voisines. Une jointure entre deux fragments de même couleur de bord vaut 2 points, entre deux couleurs différentes 1 point, et à côté d'une place vide rien. Une photo complète d'une seule couleur rapporte 3 points de plus.",
        "Jedes Foto hat vier Nahtstellen, eine zwischen je zwei benachbarten Spalten. Eine Nahtstelle zwischen zwei Schnipseln mit gleicher Randfarbe zählt 2 Punkte, zwischen zwei verschiedenen Farben 1 Punkt, und neben einem leeren Platz nichts. Ein vollständiges Foto in nur einer Farbe bringt 3 Punkte mehr.",
        "Ogni foto ha quattro giunture, una tra ogni coppia di colonne vicine. Una giuntura tra due frammenti con il bordo dello stesso colore vale 2 punti, tra due colori diversi 1 punto, e accanto a un posto vuoto niente. Una foto completa tutta di un colore vale 3 punti in più.";
    SCORING_WINNER = "The highest total wins. Between tied players, the one with more 2-point joints wins; if they are still level, they share the victory.",
        "Le plus haut total l'emporte. Entre joueurs à égalité, celui qui a le plus de jointures à 2 points gagne\u{202f}; s'ils sont encore à égalité, ils se partagent la victoire.",
        "Die höchste Summe gewinnt. Bei Gleichstand gewinnt, wer mehr Nahtstellen zu 2 Punkten hat; herrscht dann noch Gleichstand, teilen sie sich den Sieg.",
        "Vince il totale più alto. Tra giocatori in parità vince chi ha più giunture da 2 punti; se sono ancora pari, si dividono la vittoria.";
    RULER_CAPTION = "Above: five purple fragments, four joints of 2 and the bonus of 3, so 11 points. Below: red, red, green, green and a gap, 2 + 1 + 2 + 0 = 5 points. This ruler scores 16, with 6 joints of 2.",
        "Au-dessus\u{202f}: cinq fragments violets, quatre jointures à 2 et le bonus de 3, soit 11 points. En dessous\u{202f}: rouge, rouge, vert, vert et un trou, 2 + 1 + 2 + 0 = 5 points. Cette réglette vaut 16, avec 6 jointures à 2.",
        "Oben: fünf lila Schnipsel, vier Nahtstellen zu 2 und der Bonus von 3, also 11 Punkte. Unten: rot, rot, grün, grün und eine Lücke, 2 + 1 + 2 + 0 = 5 Punkte. Dieses Lineal zählt 16, mit 6 Nahtstellen zu 2.",
        "Sopra: cinque frammenti viola, quattro giunture da 2 e il bonus di 3, quindi 11 punti. Sotto: rosso, rosso, verde, verde e un buco, 2 + 1 + 2 + 0 = 5 punti. Questo righello vale 16, con 6 giunture da 2.";
    RULER_ALT = "A ruler with five columns, each headed by its kind's mark, and a photo above and below it. The points of each joint are written between the fragments, and each photo's total at its right.",
        "Une réglette à cinq colonnes, chacune sous la marque de sa sorte, avec une photo au-dessus et une en dessous. Les points de chaque jointure sont écrits entre les fragments, et le total de chaque photo à sa droite.",
        "Ein Lineal mit fünf Spalten, jede unter dem Zeichen ihrer Sorte, und je einem Foto darüber und darunter. Die Punkte jeder Nahtstelle stehen zwischen den Schnipseln, die Summe jedes Fotos rechts daneben.",
        "Un righello con cinque colonne, ognuna sotto il segno del suo tipo, e una foto sopra e una sotto. I punti di ogni giuntura sono scritti tra i frammenti, e il totale di ogni foto alla sua destra.";

    LEGEND = "On the drawings", "Sur les dessins", "Auf den Bildern", "Nei disegni";
    LEGEND_BEFORE = "dashed: where she was", "en pointillés\u{202f}: où elle était", "gestrichelt: wo sie war", "tratteggiato: dov'era";
    LEGEND_RINGED = "ringed cell", "case cerclée", "eingekreistes Feld", "casella cerchiata";
    LEGEND_COLOURS = "Each photo's colour has its own mark, printed on its fragments beside the kind's mark:",
        "Chaque couleur de photo a sa propre marque, imprimée sur ses fragments à côté de la marque de la sorte\u{202f}:",
        "Jede Fotofarbe hat ihr eigenes Zeichen, auf ihren Schnipseln neben dem Zeichen der Sorte:",
        "Ogni colore di foto ha il suo segno, stampato sui suoi frammenti accanto al segno del tipo:";
}
