//! The rules page: one section per topic, each with a small board showing a prepared
//! position, some holes ringed (start cells, say) or crossed out (refused feet).

use std::sync::Arc;

use blockness_core::{Cell, Edition};

use super::{positions, Prepared};
use blockness_web_board::board::view::BoardModel;
use blockness_web_board::board::{view, BoardState};
use blockness_web_board::words::Tr;

/// Which holes an illustration marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// None.
    Plain,
    /// The start cells of the seat to move, as the engine finds them.
    StartCells,
    /// Holes named in notation: ringed ones and crossed-out ones.
    Cells {
        /// Ringed holes (a start cell, an end that matters).
        ringed: &'static [&'static str],
        /// Crossed-out holes (where a foot may not go).
        crossed: &'static [&'static str],
    },
}

/// A small board under a section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Illustration {
    /// The position shown.
    pub position: Prepared,
    /// The holes marked on it.
    pub marks: Marks,
    /// What it shows, in a few words.
    pub caption: Tr,
}

/// An illustration made ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The board, with no highlights of its own.
    pub board: BoardModel,
    /// Ringed holes.
    pub ringed: Vec<Cell>,
    /// Crossed-out holes.
    pub crossed: Vec<Cell>,
}

impl Illustration {
    /// The board and its marks, or why the position could not be prepared.
    pub fn picture(&self, edition: &Arc<Edition>) -> Result<Picture, String> {
        let game = self.position.game(edition)?;
        let cells = |names: &[&str]| -> Result<Vec<Cell>, String> {
            names
                .iter()
                .map(|n| n.parse::<Cell>().map_err(|e| format!("{n}: {e}")))
                .collect()
        };
        let (ringed, crossed) = match self.marks {
            Marks::Plain => (Vec::new(), Vec::new()),
            Marks::StartCells => (game.legal_starts(), Vec::new()),
            Marks::Cells { ringed, crossed } => (cells(ringed)?, cells(crossed)?),
        };
        // The picture only shows: the marks stand where a playable board has highlights.
        let board = view::board_model(&BoardState::picture(game));
        Ok(Picture {
            board,
            ringed,
            crossed,
        })
    }
}

/// One section of the rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// A short name for the page's anchors and tests.
    pub id: &'static str,
    /// Its heading.
    pub title: Tr,
    /// Its paragraphs.
    pub paragraphs: &'static [Tr],
    /// Its boards.
    pub boards: &'static [Illustration],
}

/// The rules page's heading.
pub const TITLE: Tr = Tr {
    en: "How to play Block Ness",
    fr: "Comment jouer à Block Ness",
    de: "So spielt man Block Ness",
    it: "Come si gioca a Block Ness",
};

/// The sections, in reading order.
pub const SECTIONS: [Section; 13] = [
    Section {
        id: "aim",
        title: Tr {
            en: "The aim of the game",
            fr: "Le but du jeu",
            de: "Ziel des Spiels",
            it: "Lo scopo del gioco",
        },
        paragraphs: &[Tr {
            en: "Each player raises a sea monster out of the loch, one arched segment at a time. Monsters wind over and around each other until no one can place any more. Whoever has placed the most segments, that is, has the fewest left, wins.",
            fr: "Chaque joueur fait surgir du loch un monstre marin, un segment en arche après l'autre. Les monstres s'entrelacent jusqu'à ce que personne ne puisse plus rien poser. Celui qui a posé le plus de segments, c'est-à-dire à qui il en reste le moins, gagne.",
            de: "Jeder Spieler lässt ein Seeungeheuer aus dem See auftauchen, einen Bogen nach dem anderen. Die Monster winden sich über- und umeinander, bis niemand mehr etwas legen kann. Wer die meisten Segmente gelegt hat, also die wenigsten übrig hat, gewinnt.",
            it: "Ogni giocatore fa emergere dal loch un mostro marino, un segmento ad arco alla volta. I mostri si avvolgono l'uno sopra e intorno all'altro finché nessuno può più posare nulla. Vince chi ha posato più segmenti, cioè chi ne ha meno rimasti.",
        }],
        boards: &[Illustration {
            position: positions::FINISHED,
            marks: Marks::Plain,
            caption: Tr {
                en: "A finished two-player game.",
                fr: "Une partie à deux terminée.",
                de: "Eine beendete Partie zu zweit.",
                it: "Una partita a due giocatori conclusa.",
            },
        }],
    },
    Section {
        id: "loch",
        title: Tr {
            en: "The loch and its zones",
            fr: "Le loch et ses zones",
            de: "Der See und seine Zonen",
            it: "Il loch e le sue zone",
        },
        paragraphs: &[Tr {
            en: "The loch is a grid of holes, named by column letter and row number (a1 is the top left). Its holes form three nested zones: deep water in the middle, medium water around it, shallow water at the rim. Two players use only the deep water, three add the medium water, and four play on every hole. Holes out of play are hatched.",
            fr: "Le loch est une grille de trous, repérés par la lettre de colonne et le numéro de ligne (a1 est en haut à gauche). Ses trous forment trois zones emboîtées\u{202f}: l'eau profonde au centre, l'eau mi-profonde autour, l'eau peu profonde sur le bord. À deux, on n'utilise que l'eau profonde\u{202f}; à trois, on y ajoute l'eau mi-profonde\u{202f}; à quatre, tous les trous sont en jeu. Les trous hors jeu sont hachurés.",
            de: "Der See ist ein Raster aus Löchern, benannt nach Spaltenbuchstabe und Zeilennummer (a1 ist oben links). Die Löcher bilden drei ineinanderliegende Zonen: tiefes Wasser in der Mitte, mittleres Wasser darum herum, flaches Wasser am Rand. Zu zweit spielt man nur im tiefen Wasser, zu dritt kommt das mittlere dazu, zu viert sind alle Löcher im Spiel. Löcher außerhalb des Spiels sind schraffiert.",
            it: "Il loch è una griglia di fori, indicati dalla lettera della colonna e dal numero della riga (a1 è in alto a sinistra). I fori formano tre zone una dentro l'altra: le acque profonde al centro, le acque intermedie intorno, le acque basse sul bordo. In due si usano solo le acque profonde, in tre si aggiungono quelle intermedie e in quattro si gioca su tutti i fori. I fori fuori gioco sono tratteggiati.",
        }],
        boards: &[
            Illustration {
                position: positions::EMPTY_TWO,
                marks: Marks::Plain,
                caption: Tr {
                    en: "Two players: deep water.",
                    fr: "Deux joueurs\u{202f}: eau profonde.",
                    de: "Zwei Spieler: tiefes Wasser.",
                    it: "Due giocatori: acque profonde.",
                },
            },
            Illustration {
                position: positions::EMPTY_THREE,
                marks: Marks::Plain,
                caption: Tr {
                    en: "Three players: deep and medium water.",
                    fr: "Trois joueurs\u{202f}: eau profonde et mi-profonde.",
                    de: "Drei Spieler: tiefes und mittleres Wasser.",
                    it: "Tre giocatori: acque profonde e intermedie.",
                },
            },
            Illustration {
                position: positions::EMPTY_FOUR,
                marks: Marks::Plain,
                caption: Tr {
                    en: "Four players: every hole.",
                    fr: "Quatre joueurs\u{202f}: tous les trous.",
                    de: "Vier Spieler: alle Löcher.",
                    it: "Quattro giocatori: tutti i fori.",
                },
            },
        ],
    },
    Section {
        id: "monsters",
        title: Tr {
            en: "Monsters and segments",
            fr: "Les monstres et leurs segments",
            de: "Monster und Segmente",
            it: "Mostri e segmenti",
        },
        paragraphs: &[
            Tr {
                en: "Each colour (orange, green, purple, black) has a head, a tail and ten segments. A segment is an arch standing on two feet: its span is the distance between the feet, from 1 to 4 holes, and its height runs from 1 to 6. The starter is the lowest segment of a set, and the starters of the colours differ.",
                fr: "Chaque couleur (orange, vert, violet, noir) possède une tête, une queue et dix segments. Un segment est une arche posée sur deux pieds\u{202f}: sa portée est la distance entre les pieds, de 1 à 4 trous, et sa hauteur va de 1 à 6. Le segment de départ est le plus bas de chaque jeu, et il diffère d'une couleur à l'autre.",
                de: "Jede Farbe (Orange, Grün, Lila, Schwarz) hat einen Kopf, einen Schwanz und zehn Segmente. Ein Segment ist ein Bogen auf zwei Füßen: Seine Spannweite ist der Abstand der Füße, 1 bis 4 Löcher, seine Höhe reicht von 1 bis 6. Das Startsegment ist das niedrigste eines Satzes, und jede Farbe hat ein anderes.",
                it: "Ogni colore (arancione, verde, viola, nero) ha una testa, una coda e dieci segmenti. Un segmento è un arco che poggia su due piedi: la sua ampiezza è la distanza tra i piedi, da 1 a 4 fori, e la sua altezza va da 1 a 6. Il segmento iniziale è il più basso di ogni serie, e ogni colore ha il suo, diverso da quello degli altri.",
            },
            Tr {
                en: "A segment always lies along a row or a column, never diagonally, and never moves once placed. The head and the tail stand on the feet at the two ends of the monster: on the board the head is the round marker with eyes, the tail the diamond. Each badge on the board shows a segment's colour letter and height.",
                fr: "Un segment se pose toujours le long d'une ligne ou d'une colonne, jamais en diagonale, et ne bouge plus une fois posé. La tête et la queue se tiennent sur les pieds aux deux bouts du monstre\u{202f}: sur le plateau, la tête est le pion rond avec des yeux, la queue le losange. Sur le plateau, chaque pastille indique la hauteur du segment et la lettre de sa couleur, telle qu'elle est imprimée sur les pièces\u{202f}: O pour orange, G pour vert, P pour violet, B pour noir.",
                de: "Ein Segment liegt immer entlang einer Zeile oder Spalte, nie diagonal, und bewegt sich nach dem Legen nicht mehr. Kopf und Schwanz stehen auf den Füßen an den beiden Enden des Monsters: Auf dem Brett ist der Kopf die runde Figur mit Augen, der Schwanz die Raute. Jede Markierung auf dem Brett zeigt die Höhe eines Segments und den Buchstaben seiner Farbe, wie er auf den Teilen aufgedruckt ist: O für Orange, G für Grün, P für Lila, B für Schwarz.",
                it: "Un segmento sta sempre lungo una riga o una colonna, mai in diagonale, e una volta posato non si sposta più. La testa e la coda stanno sui piedi alle due estremità del mostro: sul tabellone la testa è la pedina rotonda con gli occhi, la coda il rombo. Ogni contrassegno sul tabellone indica l'altezza di un segmento e la lettera del suo colore, così come è stampata sui pezzi: O per arancione, G per verde, P per viola, B per nero.",
            },
        ],
        boards: &[Illustration {
            position: positions::CROSSINGS,
            marks: Marks::Plain,
            caption: Tr {
                en: "Two monsters of four segments each.",
                fr: "Deux monstres de quatre segments chacun.",
                de: "Zwei Monster mit je vier Segmenten.",
                it: "Due mostri di quattro segmenti ciascuno.",
            },
        }],
    },
    Section {
        id: "setup",
        title: Tr {
            en: "Setting up",
            fr: "La mise en place",
            de: "Spielvorbereitung",
            it: "La preparazione",
        },
        paragraphs: &[Tr {
            en: "In turn order, each player lays their starter wholly in the deep water, on free holes, in any direction, and chooses which foot carries the head; the tail goes on the other one. On the page, click the head's hole, then the tail's.",
            fr: "À tour de rôle, les joueurs posent leur segment de départ entièrement en eau profonde, sur des trous libres, dans le sens de leur choix, et décident quel pied porte la tête\u{202f}; la queue va sur l'autre. À l'écran, cliquez sur le trou de la tête, puis sur celui de la queue.",
            de: "Reihum legt jeder Spieler sein Startsegment ganz ins tiefe Wasser, auf freie Löcher und in beliebiger Richtung, und bestimmt, welcher Fuß den Kopf trägt; der Schwanz kommt auf den anderen. Im Spiel klickst du erst auf das Loch für den Kopf, dann auf das für den Schwanz.",
            it: "A turno, ogni giocatore posa il suo segmento iniziale interamente nelle acque profonde, su fori liberi, nella direzione che preferisce, e decide quale piede porta la testa; la coda va sull'altro. Sullo schermo, clicca il foro della testa, poi quello della coda.",
        }],
        boards: &[Illustration {
            position: positions::OPENING,
            marks: Marks::Plain,
            caption: Tr {
                en: "Orange's starter from e5 to e7, green's from g4 to g7.",
                fr: "Le segment de départ orange va de e5 à e7, le vert de g4 à g7.",
                de: "Das orangefarbene Startsegment von e5 bis e7, das grüne von g4 bis g7.",
                it: "Il segmento iniziale arancione va da e5 a e7, quello verde da g4 a g7.",
            },
        }],
    },
    Section {
        id: "turn",
        title: Tr {
            en: "A turn",
            fr: "Un tour de jeu",
            de: "Ein Spielzug",
            it: "Un turno",
        },
        paragraphs: &[
            Tr {
                en: "On your turn, take one segment from your reserve and add it to your monster at the head or at the tail. Its first foot goes on a free hole right beside that end: with both ends, that makes up to six start cells. From there the segment runs straight in any direction, and its far foot must land on a free hole in play.",
                fr: "À votre tour, prenez un segment de votre réserve et ajoutez-le à votre monstre, côté tête ou côté queue. Son premier pied se pose sur un trou libre juste à côté de cette extrémité\u{202f}: avec les deux bouts, cela fait jusqu'à six cases de départ. De là, le segment part tout droit dans n'importe quelle direction, et son autre pied doit se poser sur un trou libre en jeu.",
                de: "In deinem Zug nimmst du ein Segment aus deinem Vorrat und fügst es deinem Monster am Kopf oder am Schwanz an. Sein erster Fuß kommt auf ein freies Loch direkt neben diesem Ende: Mit beiden Enden ergibt das bis zu sechs Startfelder. Von dort verläuft das Segment gerade in eine beliebige Richtung, und sein anderer Fuß muss auf einem freien Loch im Spiel landen.",
                it: "Al tuo turno, prendi un segmento dalla tua riserva e aggiungilo al tuo mostro, dalla parte della testa o della coda. Il suo primo piede va su un foro libero proprio accanto a quell'estremità: con le due estremità, fanno fino a sei fori di partenza. Da lì il segmento prosegue dritto in qualsiasi direzione, e l'altro piede deve arrivare su un foro libero in gioco.",
            },
            Tr {
                en: "The end you grew then moves onto the new far foot. On the page, the start cells glow: click one, then a glowing hole for the far foot, and pick a segment in your tray when several fit.",
                fr: "L'extrémité allongée se déplace alors sur le nouveau pied. À l'écran, les cases de départ brillent\u{202f}: cliquez sur l'une d'elles, puis sur un trou lumineux pour l'autre pied, et choisissez un segment dans votre réserve si plusieurs conviennent.",
                de: "Das verlängerte Ende wandert dann auf den neuen Fuß. Im Spiel leuchten die Startfelder: Klicke auf eines, dann auf ein leuchtendes Loch für den anderen Fuß, und wähle ein Segment in deinem Vorrat, wenn mehrere passen.",
                it: "L'estremità che hai allungato si sposta poi sul nuovo piede. Sullo schermo i fori di partenza si illuminano: cliccane uno, poi un foro luminoso per l'altro piede, e scegli un segmento nella tua riserva se ne vanno bene più d'uno.",
            },
        ],
        boards: &[Illustration {
            position: positions::OPENING,
            marks: Marks::StartCells,
            caption: Tr {
                en: "Orange's six start cells, ringed: three beside the head, three beside the tail.",
                fr: "Les six cases de départ d'Orange, entourées\u{202f}: trois près de la tête, trois près de la queue.",
                de: "Die sechs Startfelder von Orange, eingekreist: drei neben dem Kopf, drei neben dem Schwanz.",
                it: "I sei fori di partenza di Arancione, cerchiati: tre accanto alla testa, tre accanto alla coda.",
            },
        }],
    },
    Section {
        id: "crossing",
        title: Tr {
            en: "Crossing over lower arches",
            fr: "Passer au-dessus des arches plus basses",
            de: "Über niedrigere Bögen hinweg",
            it: "Passare sopra archi più bassi",
        },
        paragraphs: &[Tr {
            en: "Monsters may cross. A new arch may pass over any segments strictly lower than itself, your own or another player's, wholly or in part, several at once if each is lower. Only its two feet need free holes.",
            fr: "Les monstres peuvent se croiser. Une nouvelle arche peut passer au-dessus de tous les segments strictement plus bas qu'elle, les vôtres comme ceux des autres, en entier ou en partie, et même de plusieurs à la fois si chacun est plus bas. Seuls ses deux pieds ont besoin de trous libres.",
            de: "Monster dürfen sich kreuzen. Ein neuer Bogen darf über alle Segmente hinweggehen, die niedriger sind als er (nicht gleich hoch), eigene wie fremde, ganz oder teilweise, auch über mehrere zugleich, wenn jedes niedriger ist. Nur seine beiden Füße brauchen freie Löcher.",
            it: "I mostri possono incrociarsi. Un nuovo arco può passare sopra qualsiasi segmento strettamente più basso di lui, tuo o di un altro giocatore, del tutto o in parte, anche sopra più segmenti insieme se ciascuno è più basso. Solo i suoi due piedi hanno bisogno di fori liberi.",
        }],
        boards: &[Illustration {
            position: positions::CROSSED,
            marks: Marks::Plain,
            caption: Tr {
                en: "Orange's height-3 arch from f5 to h5 passes over green's starter, height 1.",
                fr: "L'arche orange de hauteur 3, de f5 à h5, passe au-dessus du segment de départ vert, de hauteur 1.",
                de: "Der orangefarbene Bogen der Höhe 3 von f5 nach h5 führt über das grüne Startsegment der Höhe 1.",
                it: "L'arco arancione di altezza 3, da f5 a h5, passa sopra il segmento iniziale verde, di altezza 1.",
            },
        }],
    },
    Section {
        id: "refusals",
        title: Tr {
            en: "Three crossings that are not allowed",
            fr: "Trois passages interdits",
            de: "Drei verbotene Überquerungen",
            it: "Tre incroci non ammessi",
        },
        paragraphs: &[Tr {
            en: "An arch may never pass under a taller segment, so no foot goes beneath another arch. It may never cross a segment of the same height. And it may never pass over a head or a tail, another monster's or the other end of your own; only the end that is moving this turn may be stepped over.",
            fr: "Une arche ne passe jamais sous un segment plus haut\u{202f}: aucun pied ne se pose sous une autre arche. Elle ne croise jamais un segment de même hauteur. Enfin, elle ne passe jamais au-dessus d'une tête ou d'une queue, celle d'un autre monstre ou l'autre bout du vôtre\u{202f}; seule l'extrémité qui avance ce tour-ci peut être enjambée.",
            de: "Ein Bogen darf nie unter einem höheren Segment hindurchgehen, also steht auch kein Fuß unter einem anderen Bogen. Er darf nie ein gleich hohes Segment kreuzen. Und er darf nie über einen Kopf oder Schwanz führen, weder über den eines anderen Monsters noch über das andere Ende des eigenen; nur das Ende, das in diesem Zug wandert, darf überspannt werden.",
            it: "Un arco non può mai passare sotto un segmento più alto, quindi nessun piede va sotto un altro arco. Non può mai incrociare un segmento della stessa altezza. E non può mai passare sopra una testa o una coda, che sia di un altro mostro o l'altra estremità del tuo; si può scavalcare solo l'estremità che si muove in questo turno.",
        }],
        boards: &[Illustration {
            position: positions::CROSSINGS,
            marks: Marks::Cells {
                ringed: &["f7"],
                crossed: &["c7", "i7", "f9"],
            },
            caption: Tr {
                en: "From f7, orange may not reach c7 (under its own height-6 arch), i7 (green's arch is as tall) or f9 (over green's tail).",
                fr: "Depuis f7, Orange ne peut atteindre ni c7 (sous sa propre arche de hauteur 6), ni i7 (l'arche verte est aussi haute), ni f9 (au-dessus de la queue verte).",
                de: "Von f7 aus kommt Orange weder nach c7 (unter dem eigenen Bogen der Höhe 6) noch nach i7 (der grüne Bogen ist gleich hoch) noch nach f9 (über den grünen Schwanz).",
                it: "Da f7, Arancione non può raggiungere c7 (sotto il suo stesso arco di altezza 6), né i7 (l'arco verde è alto uguale), né f9 (sopra la coda verde).",
            },
        }],
    },
    Section {
        id: "blocked",
        title: Tr {
            en: "Blocked players skip",
            fr: "Un joueur bloqué passe son tour",
            de: "Blockierte Spieler setzen aus",
            it: "Chi è bloccato salta il turno",
        },
        paragraphs: &[Tr {
            en: "A player with no legal placement, because every way is shut or the reserve is empty, skips the turn; the page does this by itself. A blocked monster is not out of the game: it plays again as soon as a placement opens for it, for instance when a head or tail in its way moves off.",
            fr: "Un joueur qui n'a aucun coup possible, parce que tout est fermé ou que sa réserve est vide, passe son tour\u{202f}; le jeu s'en charge tout seul. Un monstre bloqué n'est pas éliminé\u{202f}: il rejoue dès qu'un coup lui redevient possible, par exemple quand une tête ou une queue qui le gênait s'en va.",
            de: "Wer kein Segment regelgerecht legen kann, weil alle Wege versperrt sind oder der Vorrat leer ist, setzt aus; das Spiel erledigt das automatisch. Ein blockiertes Monster ist nicht aus dem Spiel: Es spielt wieder mit, sobald es ein Segment legen kann, etwa wenn ein Kopf oder Schwanz, der im Weg stand, weiterwandert.",
            it: "Un giocatore senza nessuna mossa valida, perché ogni strada è chiusa o la riserva è vuota, salta il turno; la pagina lo fa da sola. Un mostro bloccato non è fuori dalla partita: torna a giocare non appena gli si apre una mossa, per esempio quando una testa o una coda che gli sbarrava la strada si sposta.",
        }],
        boards: &[Illustration {
            position: positions::BLOCKED,
            marks: Marks::Cells {
                ringed: &[],
                crossed: &["d4", "h3"],
            },
            caption: Tr {
                en: "Orange's arch covers d4; from h3 green's tail leads nowhere. Green is blocked.",
                fr: "L'arche orange couvre d4\u{202f}; depuis h3, la queue verte ne mène nulle part. Vert est bloqué.",
                de: "Der orangefarbene Bogen bedeckt d4; von h3 aus führt der grüne Schwanz nirgendwohin. Grün ist blockiert.",
                it: "L'arco arancione copre d4; da h3 la coda verde non porta da nessuna parte. Verde è bloccato.",
            },
        }],
    },
    Section {
        id: "end",
        title: Tr {
            en: "The end of the game",
            fr: "La fin de la partie",
            de: "Das Spielende",
            it: "La fine della partita",
        },
        paragraphs: &[Tr {
            en: "The game ends as soon as no player can place a segment, whether their reserves are empty or their monsters are hemmed in.",
            fr: "La partie s'arrête dès qu'aucun joueur ne peut plus poser de segment, que les réserves soient vides ou que les monstres soient encerclés.",
            de: "Das Spiel endet, sobald kein Spieler mehr ein Segment legen kann, ob die Vorräte leer sind oder die Monster eingekesselt.",
            it: "La partita finisce appena nessun giocatore può posare un segmento, che abbia la riserva vuota o il mostro chiuso da ogni parte.",
        }],
        boards: &[Illustration {
            position: positions::LAST_MOVE,
            marks: Marks::Cells {
                ringed: &["h8", "e8"],
                crossed: &[],
            },
            caption: Tr {
                en: "Orange's last possible move runs from h8 to e8; after it nobody can place.",
                fr: "Le dernier coup possible d'Orange va de h8 à e8\u{202f}; ensuite, personne ne peut plus rien poser.",
                de: "Der letzte mögliche Zug von Orange führt von h8 nach e8; danach kann niemand mehr legen.",
                it: "L'ultima mossa possibile di Arancione va da h8 a e8; dopo, nessuno può più posare.",
            },
        }],
    },
    Section {
        id: "ranking",
        title: Tr {
            en: "Ranking and tie-break",
            fr: "Classement et départage",
            de: "Wertung und Gleichstand",
            it: "Classifica e spareggio",
        },
        paragraphs: &[Tr {
            en: "The fewer segments you have left, the better you rank. Players tied on segments are separated by their heads: the one whose head stands on the taller segment is ahead. If the heads are just as tall, those players share the place, and the win if it is first.",
            fr: "Moins il vous reste de segments, meilleur est votre classement. Les joueurs à égalité de segments sont départagés par leur tête\u{202f}: celui dont la tête se tient sur le segment le plus haut passe devant. Si les têtes sont aussi hautes l'une que l'autre, ces joueurs partagent la place, et la victoire s'il s'agit de la première.",
            de: "Je weniger Segmente du übrig hast, desto besser dein Platz. Bei gleich vielen Segmenten entscheidet der Kopf: Wessen Kopf auf dem höheren Segment steht, liegt vorn. Sind auch die Köpfe gleich hoch, teilen sich diese Spieler den Platz, und auf dem ersten Platz den Sieg.",
            it: "Meno segmenti ti restano, migliore è la tua posizione in classifica. I giocatori pari nei segmenti vengono separati dalle teste: è davanti chi ha la testa sul segmento più alto. Se anche le teste sono alte uguali, quei giocatori condividono la posizione, e la vittoria se si tratta della prima.",
        }],
        boards: &[Illustration {
            position: positions::FINISHED,
            marks: Marks::Cells {
                ringed: &["e8", "d9"],
                crossed: &[],
            },
            caption: Tr {
                en: "Both have 5 segments left; orange's head on e8 stands on height 5, green's on d9 on height 3: orange wins.",
                fr: "Il reste 5 segments à chacun\u{202f}; la tête orange en e8 est sur une hauteur 5, la verte en d9 sur une hauteur 3\u{202f}: Orange gagne.",
                de: "Beide haben noch 5 Segmente; der orangefarbene Kopf auf e8 steht auf Höhe 5, der grüne auf d9 auf Höhe 3: Orange gewinnt.",
                it: "Entrambi hanno 5 segmenti rimasti; la testa arancione in e8 sta su un'altezza 5, quella verde in d9 su un'altezza 3: vince Arancione.",
            },
        }],
    },
    Section {
        id: "expert",
        title: Tr {
            en: "The expert variant",
            fr: "La variante experte",
            de: "Die Expertenvariante",
            it: "La variante per esperti",
        },
        paragraphs: &[Tr {
            en: "Choose it in the new-game dialog. Only the start cell changes: it lies exactly two holes from the head or the tail, straight along a row or a column, instead of right beside it. Every other rule stays the same.",
            fr: "Choisissez-la dans la fenêtre de nouvelle partie. Seule la case de départ change\u{202f}: elle se trouve exactement à deux trous de la tête ou de la queue, tout droit le long d'une ligne ou d'une colonne, au lieu d'être juste à côté. Toutes les autres règles restent les mêmes.",
            de: "Du wählst sie im Fenster für ein neues Spiel. Nur das Startfeld ändert sich: Es liegt genau zwei Löcher vom Kopf oder Schwanz entfernt, gerade entlang einer Zeile oder Spalte, statt direkt daneben. Alle anderen Regeln bleiben gleich.",
            it: "Si sceglie nella finestra della nuova partita. Cambia solo il foro di partenza: si trova esattamente a due fori dalla testa o dalla coda, dritto lungo una riga o una colonna, invece che proprio accanto. Tutte le altre regole restano uguali.",
        }],
        boards: &[Illustration {
            position: positions::EXPERT_OPENING,
            marks: Marks::StartCells,
            caption: Tr {
                en: "The same opening in the expert variant: orange's start cells are two holes from its ends.",
                fr: "La même ouverture en variante experte\u{202f}: les cases de départ d'Orange sont à deux trous de ses extrémités.",
                de: "Dieselbe Eröffnung in der Expertenvariante: Die Startfelder von Orange liegen zwei Löcher von seinen Enden entfernt.",
                it: "La stessa apertura nella variante per esperti: i fori di partenza di Arancione sono a due fori dalle sue estremità.",
            },
        }],
    },
    Section {
        id: "swap",
        title: Tr {
            en: "The swap rule for two players",
            fr: "La règle de l'échange à deux joueurs",
            de: "Die Tauschregel für zwei Spieler",
            it: "La regola dello scambio in due",
        },
        paragraphs: &[
            Tr {
                en: "With two players, whoever lays the first starter picks the best water and moves first, and that is a real edge. Tick the swap rule in the new-game dialog to even it out.",
                fr: "À deux joueurs, celui qui pose le premier segment de départ choisit la meilleure eau et joue en premier, ce qui lui donne un vrai avantage. Cochez la règle de l'échange dans la fenêtre de nouvelle partie pour l'équilibrer.",
                de: "Zu zweit sucht sich, wer das erste Startsegment legt, das beste Wasser aus und zieht zuerst, und das ist ein echter Vorteil. Kreuze im Fenster für ein neues Spiel die Tauschregel an, um ihn auszugleichen.",
                it: "In due, chi posa il primo segmento iniziale sceglie l'acqua migliore e muove per primo, e questo è un vero vantaggio. Spunta la regola dello scambio nella finestra della nuova partita per riequilibrare le cose.",
            },
            Tr {
                en: "The opener lays a starter as usual. The other player may then press Swap instead of laying their own: from then on they play the monster already on the loch, which moves first, and the opener lays a starter for the other colour. Nothing on the loch moves. A swap can only answer the very first starter, once. So the opener's best plan is a starter they would be just as happy to face as to play.",
                fr: "L'ouvreur pose un segment de départ comme d'habitude. L'autre joueur peut alors appuyer sur Échanger au lieu de poser le sien\u{202f}: il joue désormais le monstre déjà dans le loch, qui joue en premier, et l'ouvreur pose un segment de départ pour l'autre couleur. Rien ne bouge dans le loch. L'échange ne peut répondre qu'au tout premier segment de départ, une seule fois. Le meilleur plan de l'ouvreur est donc un départ qu'il serait aussi content d'affronter que de jouer.",
                de: "Wer eröffnet, legt wie gewohnt ein Startsegment. Der andere Spieler darf dann auf Tauschen drücken, statt sein eigenes zu legen: Ab dann spielt er das Monster, das schon im Loch liegt und zuerst zieht, und wer eröffnet hat, legt ein Startsegment für die andere Farbe. Im Loch bewegt sich nichts. Ein Tausch kann nur das allererste Startsegment beantworten, und nur einmal. Der beste Plan der Eröffnung ist also ein Start, gegen den man ebenso gern spielt wie mit ihm.",
                it: "Chi apre posa un segmento iniziale come al solito. L'altro giocatore può allora premere Scambia invece di posare il suo: da quel momento gioca il mostro già nel loch, che muove per primo, e chi ha aperto posa un segmento iniziale per l'altro colore. Nel loch non si sposta nulla. Lo scambio può rispondere solo al primissimo segmento iniziale, e una volta sola. Il piano migliore per chi apre è quindi un segmento iniziale che gli andrebbe bene tanto affrontare quanto giocare.",
            },
        ],
        boards: &[Illustration {
            position: positions::FIRST_STARTER,
            marks: Marks::Cells {
                ringed: &["e5", "e7"],
                crossed: &[],
            },
            caption: Tr {
                en: "Orange opened on e5-e7. With the swap rule, green's player may now lay green's starter or take this one and play orange.",
                fr: "Orange a ouvert en e5-e7. Avec la règle de l'échange, le joueur vert peut maintenant poser le départ vert ou prendre celui-ci et jouer orange.",
                de: "Orange hat auf e5-e7 eröffnet. Mit der Tauschregel kann der Spieler von Grün jetzt das grüne Startsegment legen oder dieses übernehmen und Orange spielen.",
                it: "Arancione ha aperto in e5-e7. Con la regola dello scambio, chi gioca il verde può ora posare il segmento iniziale verde oppure prendere questo e giocare con l'arancione.",
            },
        }],
    },
    Section {
        id: "solo",
        title: Tr {
            en: "Solo puzzles",
            fr: "Casse-têtes en solo",
            de: "Solo-Rätsel",
            it: "Rompicapi in solitario",
        },
        paragraphs: &[Tr {
            en: "Press Solo in the header to play alone. Each puzzle is a loch where the other monsters are statues: they never move, but their arches and ends stand in your way as in a game. Place the number of segments asked, by the usual rules. The computer has solved every puzzle, so a way always exists; the page tells you as soon as a move has made the goal unreachable. Levels come in tiers that open as you solve them, and a new daily puzzle appears every day.",
            fr: "Appuyez sur Solo dans l'en-tête pour jouer seul. Chaque casse-tête est un loch où les autres monstres sont des statues\u{202f}: ils ne bougent jamais, mais leurs arches et leurs extrémités vous gênent comme en partie. Posez le nombre de segments demandé, selon les règles habituelles. L'ordinateur a résolu chaque casse-tête, il existe donc toujours un chemin\u{202f}; la page vous prévient dès qu'un coup a rendu le but inaccessible. Les niveaux sont rangés par paliers qui s'ouvrent à mesure que vous les résolvez, et un nouveau casse-tête du jour paraît chaque jour.",
            de: "Drücke im Kopf der Seite auf Solo, um allein zu spielen. Jedes Rätsel ist ein Loch, in dem die anderen Monster Statuen sind: Sie bewegen sich nie, aber ihre Bögen und Enden stehen dir im Weg wie im Spiel. Lege so viele Segmente wie verlangt, nach den üblichen Regeln. Der Computer hat jedes Rätsel gelöst, also gibt es immer einen Weg; die Seite sagt dir, sobald ein Zug das Ziel unerreichbar gemacht hat. Die Level sind in Stufen geordnet, die sich öffnen, wenn du sie löst, und jeden Tag erscheint ein neues Rätsel des Tages.",
            it: "Premi Solitario nell'intestazione per giocare da solo. Ogni rompicapo è un loch in cui gli altri mostri sono statue: non si muovono mai, ma i loro archi e le loro estremità ti ostacolano come in una partita. Posa il numero di segmenti richiesto, secondo le regole abituali. Il computer ha risolto ogni rompicapo, quindi una strada esiste sempre; la pagina ti avvisa appena una mossa ha reso l'obiettivo irraggiungibile. I livelli sono divisi in fasce che si aprono man mano che li risolvi, e ogni giorno compare un nuovo rompicapo del giorno.",
        }],
        boards: &[Illustration {
            position: positions::OPENING,
            marks: Marks::StartCells,
            caption: Tr {
                en: "Were green a statue, orange would play on alone from one of these start cells, around green's arch and ends.",
                fr: "Si le vert était une statue, Orange continuerait seul depuis l'une de ces cases de départ, en contournant l'arche et les extrémités vertes.",
                de: "Wäre Grün eine Statue, spielte Orange allein von einem dieser Startfelder aus weiter, um Bogen und Enden von Grün herum.",
                it: "Se il verde fosse una statua, Arancione continuerebbe da solo da uno di questi fori di partenza, aggirando l'arco e le estremità verdi.",
            },
        }],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_core::{End, Phase, TieBreak};

    fn edition() -> Arc<Edition> {
        Arc::new(Edition::standard())
    }

    fn section(id: &str) -> &'static Section {
        SECTIONS.iter().find(|s| s.id == id).unwrap()
    }

    #[test]
    fn every_section_has_a_board_that_can_be_drawn_with_its_marks_on_holes() {
        let edition = edition();
        for s in &SECTIONS {
            assert!(!s.boards.is_empty(), "{}", s.id);
            for ill in s.boards {
                let picture = ill
                    .picture(&edition)
                    .unwrap_or_else(|e| panic!("{}: {e}", s.id));
                for cell in picture.ringed.iter().chain(&picture.crossed) {
                    assert!(
                        picture
                            .board
                            .cells
                            .iter()
                            .any(|c| c.cell == *cell && c.active),
                        "{}: {cell} is a hole in play",
                        s.id
                    );
                }
                assert!(picture.board.cells.iter().all(|c| !c.legal_start));
            }
        }
    }

    #[test]
    fn the_section_ids_are_distinct() {
        for (i, s) in SECTIONS.iter().enumerate() {
            assert!(SECTIONS[..i].iter().all(|o| o.id != s.id), "{}", s.id);
        }
    }

    #[test]
    fn the_zones_boards_show_more_holes_in_play_with_more_players() {
        let edition = edition();
        let in_play: Vec<usize> = section("loch")
            .boards
            .iter()
            .map(|b| {
                let p = b.picture(&edition).unwrap();
                p.board.cells.iter().filter(|c| c.active).count()
            })
            .collect();
        assert_eq!(in_play.len(), 3);
        assert!(
            in_play[0] < in_play[1] && in_play[1] < in_play[2],
            "{in_play:?}"
        );
        assert_eq!(
            in_play[2],
            edition
                .cells()
                .filter(|&c| edition.zone(c).is_some())
                .count()
        );
    }

    #[test]
    fn the_turn_section_rings_six_start_cells_beside_the_ends() {
        let edition = edition();
        let ill = &section("turn").boards[0];
        let ringed = ill.picture(&edition).unwrap().ringed;
        assert_eq!(ringed.len(), 6);
        let game = ill.position.game(&edition).unwrap();
        for cell in ringed {
            let beside = End::BOTH.iter().any(|&e| {
                game.end_cell(0, e)
                    .and_then(|at| at.line_to(cell))
                    .is_some_and(|(_, d)| d == 1)
            });
            assert!(beside, "{cell}");
        }
    }

    #[test]
    fn the_expert_section_rings_start_cells_two_holes_away() {
        let edition = edition();
        let ill = &section("expert").boards[0];
        let game = ill.position.game(&edition).unwrap();
        assert!(game.rules().setup().expert());
        let ringed = ill.picture(&edition).unwrap().ringed;
        assert!(!ringed.is_empty());
        for cell in ringed {
            let two_away = End::BOTH.iter().any(|&e| {
                game.end_cell(0, e)
                    .and_then(|at| at.line_to(cell))
                    .is_some_and(|(_, d)| d == 2)
            });
            assert!(two_away, "{cell}");
        }
    }

    #[test]
    fn the_pictured_claims_hold() {
        let edition = edition();
        // Crossing: the arch from f5 to h5 is over green's starter and taller.
        let crossed = positions::CROSSED.game(&edition).unwrap();
        let last = crossed.segments().last().unwrap();
        assert!(last.segment.height > 1 && last.covers("g5".parse().unwrap()));
        // Blocked: green cannot place and orange is to move.
        let blocked = positions::BLOCKED.game(&edition).unwrap();
        assert!(!blocked.can_place(1));
        assert_eq!(blocked.to_move(), Some(0));
        // End and ranking: over, tied on segments, decided by the heads named.
        let finished = positions::FINISHED.game(&edition).unwrap();
        assert_eq!(finished.phase(), Phase::Over);
        let ranking = finished.ranking().unwrap();
        assert_eq!(
            (ranking[0].seat, ranking[0].left, ranking[0].head_height),
            (0, 5, 5)
        );
        assert_eq!(
            (ranking[1].seat, ranking[1].left, ranking[1].head_height),
            (1, 5, 3)
        );
        assert_eq!(ranking[0].tie_break, TieBreak::HeadHeight);
        assert_eq!(finished.end_cell(0, End::Head), Some("e8".parse().unwrap()));
        assert_eq!(finished.end_cell(1, End::Head), Some("d9".parse().unwrap()));
        // The last move: only h8 to e8 is left before the end.
        let before = positions::LAST_MOVE.game(&edition).unwrap();
        assert!(before
            .legal_moves()
            .iter()
            .all(|m| m.feet() == ("h8".parse().unwrap(), "e8".parse().unwrap())));
    }

    #[test]
    fn every_text_is_translated() {
        assert!(TITLE.is_translated());
        for s in &SECTIONS {
            assert!(s.title.is_translated(), "{}", s.id);
            for p in s.paragraphs {
                assert!(p.is_translated(), "{p:?}");
            }
            for b in s.boards {
                assert!(b.caption.is_translated(), "{:?}", b.caption);
            }
        }
    }
}
