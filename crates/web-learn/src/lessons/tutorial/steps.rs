//! What each tutorial step teaches: its words in the four languages, the prepared game it
//! is played on, and which moves complete it ([`Goal`]). Apart from the reducer
//! ([`super::Tutorial`]) because this is the tutorial's content, long and edited with the
//! texts, while the reducer only walks through it.

use blockness_core::{Game, IllegalMove, Move, TieBreak};

use crate::lessons::{positions, Prepared};
use blockness_web_board::words::Tr;

/// The seat the learner plays in every step (orange).
pub const LEARNER: usize = 0;

/// What a step asks the learner to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Lay the starter anywhere it may go.
    AnyStarter,
    /// Play any segment from any start cell.
    AnyExtension,
    /// Play a segment whose arch passes over a segment already on the board.
    CrossesLower,
    /// Play a segment from this start cell (in notation, e.g. `f7`).
    FromStart(&'static str),
    /// Play a segment after which the opponent has no legal placement and the learner
    /// moves again.
    BlocksOpponent,
    /// End the game, winning on the tie-break by head height.
    WinsOnHeadHeight,
}

impl Goal {
    /// Whether `mv`, played by the seat to move in `before`, completes the goal. Illegal
    /// moves never do.
    pub fn is_met(&self, before: &Game, mv: &Move) -> bool {
        let Some(seat) = before.to_move() else {
            return false;
        };
        let mut after = before.clone();
        if after.play(*mv).is_err() {
            return false;
        }
        match *self {
            Goal::AnyStarter => matches!(mv, Move::Start { .. }),
            Goal::AnyExtension => matches!(mv, Move::Extend { .. }),
            Goal::CrossesLower => {
                matches!(mv, Move::Extend { .. }) && !before.crossed_by(mv).is_empty()
            }
            Goal::FromStart(name) => name
                .parse()
                .is_ok_and(|cell| matches!(mv, Move::Extend { from, .. } if *from == cell)),
            Goal::BlocksOpponent => {
                let players = before.rules().players();
                after.to_move() == Some(seat)
                    && (0..players)
                        .filter(|&s| s != seat)
                        .any(|s| before.can_place(s) && !after.can_place(s))
            }
            Goal::WinsOnHeadHeight => after.ranking().is_some_and(|ranking| {
                ranking
                    .iter()
                    .any(|s| s.seat == seat && s.place == 1 && s.tie_break == TieBreak::HeadHeight)
            }),
        }
    }

    /// Every legal move of the seat to move in `game` that completes the goal.
    pub fn moves(&self, game: &Game) -> Vec<Move> {
        game.legal_moves()
            .into_iter()
            .filter(|mv| self.is_met(game, mv))
            .collect()
    }
}

/// A kind of refused crossing a step points out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The arch would pass under a taller one.
    PassesUnder,
    /// The arch would meet one of the same height.
    SameHeight,
    /// The arch would pass over a head or a tail (another monster's, or the player's own
    /// other end).
    OverAnEnd,
}

impl Refusal {
    /// Whether the engine's reason is this kind of refusal.
    pub fn matches(&self, reason: &IllegalMove) -> bool {
        matches!(
            (self, reason),
            (Refusal::PassesUnder, IllegalMove::PassesUnder { .. })
                | (Refusal::SameHeight, IllegalMove::SameHeight { .. })
                | (
                    Refusal::OverAnEnd,
                    IllegalMove::CrossesEnd { .. } | IllegalMove::CrossesOwnEnd { .. }
                )
        )
    }
}

/// One step of the tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Its heading.
    pub title: Tr,
    /// What to do, and the rule behind it.
    pub instructions: Tr,
    /// Said when a legal move misses the goal (the move is taken back).
    pub wrong: Tr,
    /// Said when the goal is reached.
    pub success: Tr,
    /// The game the step is played on.
    pub position: Prepared,
    /// The moves that complete it.
    pub goal: Goal,
    /// One move that completes it, in notation: the one the instructions suggest.
    pub taught: &'static str,
    /// Moves the step says are refused, in notation, with the reason it gives.
    pub refused: &'static [(&'static str, Refusal)],
}

/// The steps, in order.
pub const STEPS: [Step; 7] = [
    Step {
        title: Tr {
            en: "Lay your starter",
            fr: "Posez votre segment de départ",
            de: "Lege dein Startsegment",
            it: "Posa il segmento iniziale",
        },
        instructions: Tr {
            en: "Every monster begins with its starter, the lowest segment of its set. Orange plays first. Click a hole in the deep water (the darkest holes, in the middle of the loch) for the head, then one of the glowing holes two steps away in a straight line for the tail. On the board the head is the round marker with eyes, the tail the diamond.",
            fr: "Chaque monstre commence par son segment de départ, le plus bas de son jeu. Orange joue en premier. Cliquez sur un trou en eau profonde (les trous les plus foncés, au centre du loch) pour la tête, puis sur l'un des trous lumineux situés deux cases plus loin, en ligne droite, pour la queue. Sur le plateau, la tête est le pion rond avec des yeux, la queue le losange.",
            de: "Jedes Monster beginnt mit seinem Startsegment, dem niedrigsten Segment seines Satzes. Orange fängt an. Klicke für den Kopf auf ein Loch im tiefen Wasser (die dunkelsten Löcher in der Mitte des Sees) und dann für den Schwanz auf eines der leuchtenden Löcher zwei Felder weiter in gerader Linie. Auf dem Brett ist der Kopf die runde Figur mit Augen, der Schwanz die Raute.",
            it: "Ogni mostro comincia con il suo segmento iniziale, il più basso della sua serie. Arancione gioca per primo. Clicca un foro nelle acque profonde (i fori più scuri, al centro del loch) per la testa, poi uno dei fori luminosi a due passi in linea retta per la coda. Sul tabellone la testa è la pedina rotonda con gli occhi, la coda il rombo.",
        },
        wrong: Tr {
            en: "Place the starter in the deep water: the head first, then the tail.",
            fr: "Placez le segment de départ en eau profonde\u{202f}: d'abord la tête, puis la queue.",
            de: "Lege das Startsegment ins tiefe Wasser: erst den Kopf, dann den Schwanz.",
            it: "Posa il segmento iniziale nelle acque profonde: prima la testa, poi la coda.",
        },
        success: Tr {
            en: "Well done. The head and the tail now stand on the starter's two feet; green would lay its own starter next.",
            fr: "Bravo. La tête et la queue se tiennent sur les deux pieds du segment de départ\u{202f}; ce serait ensuite au tour de Vert de poser le sien.",
            de: "Gut gemacht. Kopf und Schwanz stehen jetzt auf den beiden Füßen des Startsegments; als Nächstes würde Grün sein eigenes legen.",
            it: "Ben fatto. La testa e la coda stanno ora sui due piedi del segmento iniziale; poi toccherebbe al verde posare il suo.",
        },
        position: positions::EMPTY_TWO,
        goal: Goal::AnyStarter,
        taught: "S e5-e7",
        refused: &[],
    },
    Step {
        title: Tr {
            en: "Six start cells",
            fr: "Six cases de départ",
            de: "Sechs Startfelder",
            it: "Sei fori di partenza",
        },
        instructions: Tr {
            en: "Both starters are down and orange is to move. A new segment's first foot goes on a free hole right beside the head or the tail: those are the six glowing holes. Click one, then a glowing hole for the far foot. When several segments fit, pick one in your tray.",
            fr: "Les deux segments de départ sont posés et c'est à Orange de jouer. Le premier pied d'un nouveau segment se pose sur un trou libre juste à côté de la tête ou de la queue\u{202f}: ce sont les six trous lumineux. Cliquez sur l'un d'eux, puis sur un trou lumineux pour l'autre pied. Si plusieurs segments conviennent, choisissez-en un dans votre réserve.",
            de: "Beide Startsegmente liegen, Orange ist am Zug. Der erste Fuß eines neuen Segments kommt auf ein freies Loch direkt neben dem Kopf oder dem Schwanz: Das sind die sechs leuchtenden Löcher. Klicke auf eines davon und dann auf ein leuchtendes Loch für den anderen Fuß. Passen mehrere Segmente, wähle eines in deinem Vorrat.",
            it: "Entrambi i segmenti iniziali sono posati e tocca ad Arancione. Il primo piede di un nuovo segmento va su un foro libero proprio accanto alla testa o alla coda: sono i sei fori luminosi. Cliccane uno, poi un foro luminoso per l'altro piede. Se vanno bene più segmenti, scegline uno nella tua riserva.",
        },
        wrong: Tr {
            en: "Start next to your head or your tail.",
            fr: "Commencez à côté de votre tête ou de votre queue.",
            de: "Beginne neben deinem Kopf oder deinem Schwanz.",
            it: "Parti accanto alla tua testa o alla tua coda.",
        },
        success: Tr {
            en: "The end you grew has moved onto the far foot of the new segment. A monster grows at either end, one segment per turn.",
            fr: "L'extrémité que vous avez allongée est passée sur l'autre pied du nouveau segment. Un monstre grandit par l'un ou l'autre bout, d'un segment par tour.",
            de: "Das Ende, das du verlängert hast, steht jetzt auf dem anderen Fuß des neuen Segments. Ein Monster wächst an einem seiner beiden Enden, ein Segment pro Zug.",
            it: "L'estremità che hai allungato si è spostata sull'altro piede del nuovo segmento. Un mostro cresce da entrambe le estremità, un segmento per turno.",
        },
        position: positions::OPENING,
        goal: Goal::AnyExtension,
        taught: "T2 e8-e9",
        refused: &[],
    },
    Step {
        title: Tr {
            en: "Arch over a lower segment",
            fr: "Enjamber un segment plus bas",
            de: "Über ein niedrigeres Segment spannen",
            it: "Un arco sopra un segmento più basso",
        },
        instructions: Tr {
            en: "An arch may pass over segments lower than itself, yours or anyone's. Green's starter on column g is only 1 high. Lay an arch that passes over a segment: for instance start on f5, beside your head, and land the far foot on h5. Heads and tails are never crossed: choose e4 and point at h4 to read why that arch is refused.",
            fr: "Une arche peut passer au-dessus des segments plus bas qu'elle, les vôtres comme ceux des autres. Le segment de départ vert, sur la colonne g, n'a qu'une hauteur de 1. Posez une arche qui passe au-dessus d'un segment\u{202f}: par exemple, partez de f5, à côté de votre tête, et posez l'autre pied en h5. Une tête ou une queue ne se franchit jamais\u{202f}: choisissez e4 et pointez h4 pour lire pourquoi cette arche est refusée.",
            de: "Ein Bogen darf über Segmente hinweggehen, die niedriger sind als er selbst, über deine wie über fremde. Das grüne Startsegment in Spalte g ist nur 1 hoch. Lege einen Bogen, der über ein Segment führt: Beginne zum Beispiel auf f5 neben deinem Kopf und setze den anderen Fuß auf h5. Köpfe und Schwänze werden nie überspannt: Wähle e4 und zeige auf h4, um zu lesen, warum dieser Bogen abgelehnt wird.",
            it: "Un arco può passare sopra segmenti più bassi di lui, tuoi o di chiunque. Il segmento iniziale verde sulla colonna g è alto solo 1. Posa un arco che passi sopra un segmento: per esempio parti da f5, accanto alla tua testa, e fai arrivare l'altro piede in h5. Teste e code non si scavalcano mai: scegli e4 e punta h4 per leggere perché quell'arco è rifiutato.",
        },
        wrong: Tr {
            en: "That segment is legal, but it passes over nothing. It was taken back: try one that arches over green's low starter, for instance from f5 to h5.",
            fr: "Ce segment est permis, mais il ne passe au-dessus de rien. Il a été annulé\u{202f}: essayez-en un qui enjambe le segment de départ vert, par exemple de f5 à h5.",
            de: "Dieses Segment ist erlaubt, führt aber über nichts hinweg. Es wurde zurückgenommen: Versuche eines, das sich über das niedrige grüne Startsegment spannt, etwa von f5 nach h5.",
            it: "Quel segmento è valido, ma non passa sopra niente. È stato ripreso: provane uno che scavalchi il basso segmento iniziale verde, per esempio da f5 a h5.",
        },
        success: Tr {
            en: "Your arch is taller than the segment beneath it, so it may pass over it.",
            fr: "Votre arche est plus haute que le segment qu'elle enjambe\u{202f}: elle a le droit de passer au-dessus.",
            de: "Dein Bogen ist höher als das Segment darunter, also darf er darüber hinweggehen.",
            it: "Il tuo arco è più alto del segmento sottostante, quindi può passarci sopra.",
        },
        position: positions::OPENING,
        goal: Goal::CrossesLower,
        taught: "H2 f5-h5",
        refused: &[("H4 e4-h4", Refusal::OverAnEnd)],
    },
    Step {
        title: Tr {
            en: "Crossings that are refused",
            fr: "Les passages interdits",
            de: "Verbotene Überquerungen",
            it: "Incroci rifiutati",
        },
        instructions: Tr {
            en: "Click f7, beside your tail, to choose it as the start cell. Then point at c7, i7 and f9 (or tap them) to read why each is refused: an arch never passes under a taller one, never meets one of its own height, and never passes over a head or a tail. Only one far foot works from f7: find it.",
            fr: "Cliquez sur f7, à côté de votre queue, pour en faire la case de départ. Pointez ensuite c7, i7 et f9 (ou touchez-les) pour lire pourquoi chacun est refusé\u{202f}: une arche ne passe jamais sous une arche plus haute, ne croise jamais une arche de même hauteur et ne passe jamais au-dessus d'une tête ou d'une queue. Un seul emplacement convient pour l'autre pied depuis f7\u{202f}: trouvez-le.",
            de: "Klicke auf f7 neben deinem Schwanz, um es als Startfeld zu wählen. Zeige dann auf c7, i7 und f9 (oder tippe sie an), um zu lesen, warum jedes abgelehnt wird: Ein Bogen geht nie unter einem höheren hindurch, kreuzt nie einen gleich hohen und führt nie über einen Kopf oder Schwanz. Von f7 aus passt nur ein Loch für den anderen Fuß: Finde es.",
            it: "Clicca f7, accanto alla tua coda, per sceglierlo come foro di partenza. Poi punta c7, i7 e f9 (o toccali) per leggere perché ciascuno è rifiutato: un arco non passa mai sotto uno più alto, non incontra mai uno della sua stessa altezza e non passa mai sopra una testa o una coda. Da f7 l'altro piede ha un solo foro valido: trovalo.",
        },
        wrong: Tr {
            en: "That move is legal, but this step is about f7. It was taken back: choose f7 as the start cell and find its one legal far foot.",
            fr: "Ce coup est permis, mais cette étape porte sur f7. Il a été annulé\u{202f}: choisissez f7 comme case de départ et trouvez le seul emplacement permis pour l'autre pied.",
            de: "Dieser Zug ist erlaubt, aber in diesem Schritt geht es um f7. Er wurde zurückgenommen: Wähle f7 als Startfeld und finde das einzige erlaubte Loch für den anderen Fuß.",
            it: "Quella mossa è valida, ma questo passo riguarda f7. È stata ripresa: scegli f7 come foro di partenza e trova l'unico foro valido per l'altro piede.",
        },
        success: Tr {
            en: "Right: from f7 to h7, your height-5 arch passes over green's height-4 foot on g7.",
            fr: "Exact\u{202f}: de f7 à h7, votre arche de hauteur 5 passe au-dessus du pied vert de hauteur 4 en g7.",
            de: "Richtig: Von f7 nach h7 führt dein Bogen der Höhe 5 über den grünen Fuß der Höhe 4 auf g7.",
            it: "Giusto: da f7 a h7, il tuo arco di altezza 5 passa sopra il piede verde di altezza 4 in g7.",
        },
        position: positions::CROSSINGS,
        goal: Goal::FromStart("f7"),
        taught: "T5 f7-h7",
        refused: &[
            ("T4 f7-c7", Refusal::PassesUnder),
            ("T4 f7-i7", Refusal::SameHeight),
            ("T2 f7-f9", Refusal::OverAnEnd),
        ],
    },
    Step {
        title: Tr {
            en: "Leave green stuck",
            fr: "Bloquez Vert",
            de: "Grün festsetzen",
            it: "Lascia il verde bloccato",
        },
        instructions: Tr {
            en: "A player who has no legal placement skips the turn. Green's head on d3 can only grow through d4, and the one free hole beside its tail, h3, leads nowhere. Cover d4 with a segment started on e4, beside your head.",
            fr: "Un joueur qui n'a aucun coup possible passe son tour. La tête verte en d3 ne peut grandir que par d4, et le seul trou libre à côté de sa queue, h3, ne mène nulle part. Couvrez d4 avec un segment qui part de e4, à côté de votre tête.",
            de: "Wer kein Segment regelgerecht legen kann, setzt aus. Der grüne Kopf auf d3 kann nur über d4 wachsen, und das einzige freie Loch neben seinem Schwanz, h3, führt nirgendwohin. Bedecke d4 mit einem Segment, das auf e4 neben deinem Kopf beginnt.",
            it: "Chi non ha nessuna mossa valida salta il turno. La testa verde in d3 può crescere solo passando per d4, e l'unico foro libero accanto alla sua coda, h3, non porta da nessuna parte. Copri d4 con un segmento che parte da e4, accanto alla tua testa.",
        },
        wrong: Tr {
            en: "Green could still move after that, so the move was taken back. Cover d4: start on e4 and land on d4 or c4.",
            fr: "Vert pourrait encore jouer après ce coup, qui a donc été annulé. Couvrez d4\u{202f}: partez de e4 et posez l'autre pied en d4 ou en c4.",
            de: "Danach könnte Grün noch ziehen, deshalb wurde der Zug zurückgenommen. Bedecke d4: Beginne auf e4 und setze den anderen Fuß auf d4 oder c4.",
            it: "Dopo quella mossa il verde poteva ancora muovere, quindi la mossa è stata ripresa. Copri d4: parti da e4 e arriva in d4 o in c4.",
        },
        success: Tr {
            en: "Green has no legal placement: its turn is skipped and orange plays again. A blocked player plays again as soon as a placement opens up.",
            fr: "Vert n'a plus aucun coup possible\u{202f}: son tour est sauté et Orange rejoue. Un joueur bloqué rejoue dès qu'un coup lui redevient possible.",
            de: "Grün kann nichts mehr legen: Sein Zug entfällt und Orange ist wieder dran. Ein blockierter Spieler spielt wieder mit, sobald er ein Segment legen kann.",
            it: "Il verde non ha nessuna mossa valida: salta il turno e Arancione gioca di nuovo. Un giocatore bloccato torna a giocare appena gli si apre una mossa.",
        },
        position: positions::CORNERED,
        goal: Goal::BlocksOpponent,
        taught: "H3 e4-c4",
        refused: &[],
    },
    Step {
        title: Tr {
            en: "The last move and the tie-break",
            fr: "Le dernier coup et le départage",
            de: "Der letzte Zug und der Gleichstand",
            it: "L'ultima mossa e lo spareggio",
        },
        instructions: Tr {
            en: "The game ends when nobody can place. After orange's next move both monsters are stuck with 5 segments left each, and such a tie goes to the taller head: the height of the segment under it. Orange's only move is from h8 to e8, and both ends reach h8. Play it, and when asked, grow the head.",
            fr: "La partie s'arrête quand personne ne peut plus rien poser. Après le prochain coup d'Orange, les deux monstres sont bloqués avec 5 segments chacun, et une telle égalité est tranchée en faveur de la tête la plus haute\u{202f}: c'est la hauteur du segment qui la porte qui compte. Le seul coup d'Orange va de h8 à e8, et h8 est à côté des deux extrémités. Jouez-le et, quand on vous le demande, faites grandir la tête.",
            de: "Das Spiel endet, wenn niemand mehr legen kann. Nach dem nächsten Zug von Orange stecken beide Monster fest, jedes mit noch 5 Segmenten, und bei diesem Gleichstand gewinnt der höhere Kopf: Es zählt die Höhe des Segments unter ihm. Orange kann nur von h8 nach e8 legen, und h8 liegt neben beiden Enden. Spiele den Zug und lass auf Nachfrage den Kopf wachsen.",
            it: "La partita finisce quando nessuno può più posare. Dopo la prossima mossa di Arancione entrambi i mostri restano bloccati con 5 segmenti ciascuno, e una parità così la vince la testa più alta, cioè quella che poggia sul segmento più alto. L'unica mossa di Arancione va da h8 a e8, ed entrambe le estremità arrivano a h8. Giocala e, quando ti viene chiesto, allunga dalla testa.",
        },
        wrong: Tr {
            en: "That ends the game with your head still on h7, on a segment of height 2, lower than green's head on 3: green would win the tie. The move was taken back; grow the head instead.",
            fr: "Ce coup termine la partie avec votre tête encore en h7, sur un segment de hauteur 2, alors que la tête verte est sur une hauteur 3\u{202f}: Vert gagnerait le départage. Le coup a été annulé\u{202f}; faites plutôt grandir la tête.",
            de: "So endet das Spiel mit deinem Kopf noch auf h7, auf einem Segment der Höhe 2, niedriger als der grüne Kopf auf 3: Grün würde den Gleichstand für sich entscheiden. Der Zug wurde zurückgenommen; lass stattdessen den Kopf wachsen.",
            it: "Così la partita finisce con la tua testa ancora in h7, su un segmento di altezza 2, più bassa della testa verde su 3: lo spareggio andrebbe al verde. La mossa è stata ripresa; allunga invece dalla testa.",
        },
        success: Tr {
            en: "Game over: 5 segments left each, and orange's head stands taller than green's, so orange wins.",
            fr: "Partie terminée\u{202f}: il reste 5 segments à chacun, et la tête orange est plus haute que la verte, donc Orange gagne.",
            de: "Spielende: Beide haben noch 5 Segmente, doch der orangefarbene Kopf steht höher als der grüne, also gewinnt Orange.",
            it: "Partita finita: 5 segmenti rimasti ciascuno, e la testa arancione sta più in alto di quella verde, quindi vince Arancione.",
        },
        position: positions::LAST_MOVE,
        goal: Goal::WinsOnHeadHeight,
        taught: "H5 h8-e8",
        refused: &[],
    },
    Step {
        title: Tr {
            en: "The expert variant",
            fr: "La variante experte",
            de: "Die Expertenvariante",
            it: "La variante per esperti",
        },
        instructions: Tr {
            en: "In the expert variant only one rule changes: the start cell lies exactly two holes from the head or the tail, in a straight line, instead of right beside it. Play a segment from one of the new glowing start cells, for instance from e3 to g3.",
            fr: "Dans la variante experte, une seule règle change\u{202f}: la case de départ se trouve exactement à deux trous de la tête ou de la queue, en ligne droite, au lieu d'être juste à côté. Jouez un segment depuis l'une des nouvelles cases de départ lumineuses, par exemple de e3 à g3.",
            de: "In der Expertenvariante ändert sich nur eine Regel: Das Startfeld liegt genau zwei Löcher vom Kopf oder Schwanz entfernt in gerader Linie, statt direkt daneben. Lege ein Segment von einem der neuen leuchtenden Startfelder aus, zum Beispiel von e3 nach g3.",
            it: "Nella variante per esperti cambia una sola regola: il foro di partenza si trova esattamente a due fori dalla testa o dalla coda, in linea retta, invece che proprio accanto. Gioca un segmento da uno dei nuovi fori di partenza luminosi, per esempio da e3 a g3.",
        },
        wrong: Tr {
            en: "Start two holes away from your head or your tail.",
            fr: "Partez à deux trous de votre tête ou de votre queue.",
            de: "Beginne zwei Löcher von deinem Kopf oder Schwanz entfernt.",
            it: "Parti a due fori dalla tua testa o dalla tua coda.",
        },
        success: Tr {
            en: "In the expert variant a monster strides across the loch and may step past whatever lies right beside its ends.",
            fr: "Dans la variante experte, un monstre avance à grandes enjambées et peut franchir ce qui se trouve juste à côté de ses extrémités.",
            de: "In der Expertenvariante macht ein Monster große Schritte und kann alles überspringen, was direkt neben seinen Enden liegt.",
            it: "Nella variante per esperti un mostro attraversa il loch a grandi passi e può scavalcare ciò che si trova proprio accanto alle sue estremità.",
        },
        position: positions::EXPERT_OPENING,
        goal: Goal::AnyExtension,
        taught: "H2 e3-g3",
        refused: &[],
    },
];
