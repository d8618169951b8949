//! The interactive tutorial: seven short steps, each a prepared game on which the learner
//! plays one move as orange. A step knows which moves complete it; a legal move that
//! misses the point is taken back with a word on what was wanted, and an illegal click is
//! explained by the page's usual explanations ([`blockness_web::board::explain`]). Each step's
//! board is a [`BoardState`] like the game's, driven directly by the board's actions.

use std::sync::Arc;

use blockness_core::{Edition, Game, IllegalMove, Move, Setup, TieBreak};

use super::{positions, Prepared};
use blockness_web::board::{BoardAction, BoardEvent, BoardState};
use blockness_web::i18n::Tr;

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
            en: "The game ends when nobody can place. After orange's next move both monsters are stuck with 5 segments left each, and such a tie goes to the taller head: the height of the segment under it. Orange's only move is from e3 to h3, and both ends reach e3. Play it, and when asked, grow the head.",
            fr: "La partie s'arrête quand personne ne peut plus rien poser. Après le prochain coup d'Orange, les deux monstres sont bloqués avec 5 segments chacun, et une telle égalité est tranchée en faveur de la tête la plus haute\u{202f}: c'est la hauteur du segment qui la porte qui compte. Le seul coup d'Orange va de e3 à h3, et e3 est à côté des deux extrémités. Jouez-le et, quand on vous le demande, faites grandir la tête.",
            de: "Das Spiel endet, wenn niemand mehr legen kann. Nach dem nächsten Zug von Orange stecken beide Monster fest, jedes mit noch 5 Segmenten, und bei diesem Gleichstand gewinnt der höhere Kopf: Es zählt die Höhe des Segments unter ihm. Orange kann nur von e3 nach h3 legen, und e3 liegt neben beiden Enden. Spiele den Zug und lass auf Nachfrage den Kopf wachsen.",
            it: "La partita finisce quando nessuno può più posare. Dopo la prossima mossa di Arancione entrambi i mostri restano bloccati con 5 segmenti ciascuno, e una parità così la vince la testa più alta, cioè quella che poggia sul segmento più alto. L'unica mossa di Arancione va da e3 a h3, ed entrambe le estremità arrivano a e3. Giocala e, quando ti viene chiesto, allunga dalla testa.",
        },
        wrong: Tr {
            en: "That ends the game with your head still on your starter, height 1, lower than green's head on 3: green would win the tie. The move was taken back; grow the head instead.",
            fr: "Ce coup termine la partie avec votre tête encore sur votre segment de départ, de hauteur 1, alors que la tête verte est sur une hauteur 3\u{202f}: Vert gagnerait le départage. Le coup a été annulé\u{202f}; faites plutôt grandir la tête.",
            de: "So endet das Spiel mit deinem Kopf noch auf dem Startsegment der Höhe 1, niedriger als der grüne Kopf auf 3: Grün würde den Gleichstand für sich entscheiden. Der Zug wurde zurückgenommen; lass stattdessen den Kopf wachsen.",
            it: "Così la partita finisce con la tua testa ancora sul segmento iniziale, di altezza 1, più bassa della testa verde su 3: lo spareggio andrebbe al verde. La mossa è stata ripresa; allunga invece dalla testa.",
        },
        success: Tr {
            en: "Game over: 5 segments left each, and orange's head stands taller than green's, so orange wins.",
            fr: "Partie terminée\u{202f}: il reste 5 segments à chacun, et la tête orange est plus haute que la verte, donc Orange gagne.",
            de: "Spielende: Beide haben noch 5 Segmente, doch der orangefarbene Kopf steht höher als der grüne, also gewinnt Orange.",
            it: "Partita finita: 5 segmenti rimasti ciascuno, e la testa arancione sta più in alto di quella verde, quindi vince Arancione.",
        },
        position: positions::LAST_MOVE,
        goal: Goal::WinsOnHeadHeight,
        taught: "H5 e3-h3",
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

/// What the tutorial says under the board after the learner's last action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Nothing yet: the instructions speak.
    Waiting,
    /// A legal move missed the goal and was taken back; the step's `wrong` text.
    Wrong(Tr),
    /// The goal was reached; the step's `success` text.
    Success(Tr),
    /// The step's game could not be prepared (an edition without these colours, say).
    Broken(String),
}

/// Something the learner did on the tutorial page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TutorialAction {
    /// An action on the step's board (a click on a hole or in the tray, pointing, Escape).
    Board(BoardAction),
    /// Go to the next step.
    Next,
    /// Go back one step.
    Previous,
    /// Set the current step's board up again.
    Restart,
    /// Go to the step of this index.
    GoTo(usize),
}

/// The tutorial's state: which step is shown, its board, and which steps are done.
#[derive(Clone, Debug)]
pub struct Tutorial {
    edition: Arc<Edition>,
    step: usize,
    board: BoardState,
    completed: [bool; STEPS.len()],
    feedback: Feedback,
    revision: u64,
}

impl Tutorial {
    /// The tutorial at its first step.
    pub fn new(edition: Arc<Edition>) -> Tutorial {
        let board = BoardState::picture(stand_in(&edition));
        let mut tutorial = Tutorial {
            edition,
            step: 0,
            board,
            completed: [false; STEPS.len()],
            feedback: Feedback::Waiting,
            revision: 0,
        };
        tutorial.load();
        tutorial
    }

    /// Sets the current step's prepared game on the board.
    fn load(&mut self) {
        let step = &STEPS[self.step];
        match step.position.game(&self.edition) {
            Ok(game) => {
                self.board = BoardState::prepared(game);
                // A step done before is shown as it starts, but only shows.
                self.board.set_frozen(self.completed[self.step]);
                self.feedback = Feedback::Waiting;
            }
            Err(why) => {
                self.board = BoardState::picture(stand_in(&self.edition));
                self.feedback = Feedback::Broken(why);
            }
        }
    }

    /// Index of the step shown.
    pub fn step_index(&self) -> usize {
        self.step
    }

    /// The step shown.
    pub fn step(&self) -> &'static Step {
        &STEPS[self.step]
    }

    /// The board of the step shown.
    pub fn board(&self) -> &BoardState {
        &self.board
    }

    /// What to say under the board.
    pub fn feedback(&self) -> &Feedback {
        &self.feedback
    }

    /// Whether step `index` has been completed.
    pub fn is_completed(&self, index: usize) -> bool {
        self.completed.get(index).copied().unwrap_or(false)
    }

    /// Whether every step has been completed.
    pub fn is_finished(&self) -> bool {
        self.completed.iter().all(|&c| c)
    }

    /// Counts the actions applied, so the page can mark when it has drawn the last one.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Whether the board takes clicks: the step is not yet done and could be prepared.
    pub fn accepts_moves(&self) -> bool {
        self.board.accepts_moves()
    }

    /// Applies one action.
    pub fn apply(&mut self, action: TutorialAction) {
        self.revision += 1;
        match action {
            TutorialAction::Board(action) => self.board_action(action),
            TutorialAction::Next => {
                if self.step + 1 < STEPS.len() {
                    self.step += 1;
                    self.load();
                }
            }
            TutorialAction::Previous => {
                if self.step > 0 {
                    self.step -= 1;
                    self.load();
                }
            }
            TutorialAction::GoTo(index) => {
                if index < STEPS.len() && index != self.step {
                    self.step = index;
                    self.load();
                }
            }
            TutorialAction::Restart => {
                self.completed[self.step] = false;
                self.load();
            }
        }
    }

    fn board_action(&mut self, action: BoardAction) {
        let BoardEvent::Played { mv, .. } = self.board.apply(action) else {
            return;
        };
        let mut before = self.board.game().clone();
        before.undo();
        let step = self.step();
        if step.goal.is_met(&before, &mv) {
            self.completed[self.step] = true;
            self.feedback = Feedback::Success(step.success);
            // The step is done: its board only shows now, nobody is asked to move.
            self.board.set_frozen(true);
        } else {
            self.board.apply(BoardAction::Undo);
            self.feedback = Feedback::Wrong(step.wrong);
        }
    }
}

/// The board shown when a step's game cannot be prepared: an empty two-player loch.
fn stand_in(edition: &Arc<Edition>) -> Game {
    let setup = Setup::new(edition, 2, None, false)
        .expect("the built-in edition has colours for two players");
    Game::new(Arc::clone(edition), setup)
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;
    use blockness_core::{Cell, End, Phase};

    fn edition() -> Arc<Edition> {
        Arc::new(Edition::standard())
    }

    fn game_of(step: &Step) -> Game {
        step.position
            .game(&edition())
            .unwrap_or_else(|e| panic!("{}: {e}", step.title.en))
    }

    /// Plays `mv` on a tutorial by clicks, as a learner would: start cell, far foot, then
    /// the segment in the tray and the end when the page asks.
    fn click(t: &mut Tutorial, mv: Move) {
        let (a, b) = mv.feet();
        t.apply(TutorialAction::Board(BoardAction::ClickCell(a)));
        t.apply(TutorialAction::Board(BoardAction::ClickCell(b)));
        if !t.board().selection().choices.is_empty() {
            t.apply(TutorialAction::Board(BoardAction::Choose(mv)));
        }
    }

    #[test]
    fn every_step_is_prepared_for_orange_to_move() {
        for step in &STEPS {
            let game = game_of(step);
            assert_eq!(game.to_move(), Some(LEARNER), "{}", step.title.en);
        }
    }

    #[test]
    fn each_taught_move_is_legal_and_completes_its_step() {
        for step in &STEPS {
            let mut game = game_of(step);
            let mv = parse(&game, step.taught).unwrap();
            assert_eq!(game.check(LEARNER, &mv), Ok(()), "{}", step.taught);
            assert!(step.goal.is_met(&game, &mv), "{}", step.taught);
            assert!(step.goal.moves(&game).contains(&mv));
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn steps_with_a_narrow_goal_leave_legal_moves_that_miss_it() {
        for step in &STEPS {
            let game = game_of(step);
            let legal = game.legal_moves().len();
            let good = step.goal.moves(&game).len();
            assert!(good >= 1, "{}", step.title.en);
            match step.goal {
                Goal::AnyStarter | Goal::AnyExtension => assert_eq!(good, legal),
                _ => assert!(good < legal, "{}: {good} of {legal}", step.title.en),
            }
        }
    }

    #[test]
    fn the_first_steps_show_six_start_cells_and_a_crossing() {
        let game = game_of(&STEPS[1]);
        assert_eq!(game.legal_starts().len(), 6);
        // f5 to h5 passes over green's height-1 starter; e4 to e3 passes over nothing.
        let over = parse(&game, "H2 f5-h5").unwrap();
        let beside = parse(&game, "H2 e4-e3").unwrap();
        assert!(Goal::CrossesLower.is_met(&game, &over));
        assert!(!Goal::CrossesLower.is_met(&game, &beside));
        assert_eq!(game.check(LEARNER, &beside), Ok(()));
    }

    #[test]
    fn refused_moves_are_refused_for_the_reason_the_step_gives() {
        let mut kinds = Vec::new();
        for step in &STEPS {
            let game = game_of(step);
            for &(text, refusal) in step.refused {
                let mv = parse(&game, text).unwrap();
                let reason = game.check(LEARNER, &mv).expect_err(text);
                assert!(refusal.matches(&reason), "{text}: {reason:?}");
                kinds.push(refusal);
            }
        }
        for kind in [
            Refusal::PassesUnder,
            Refusal::SameHeight,
            Refusal::OverAnEnd,
        ] {
            assert!(kinds.contains(&kind), "{kind:?} is taught");
        }
        // Not every refusal matches every kind: the check can fail.
        let under = IllegalMove::SameHeight {
            by: blockness_core::SegmentRef {
                seat: 1,
                colour: blockness_core::Colour::Green,
                height: 4,
            },
        };
        assert!(!Refusal::PassesUnder.matches(&under));
    }

    #[test]
    fn the_crossing_step_shows_a_head_that_may_not_be_crossed() {
        let mut t = tutorial_at(2);
        t.apply(TutorialAction::Board(BoardAction::ClickCell(Cell::new(
            4, 3,
        ))));
        let reason = blockness_web::board::explain::explain(t.board(), Cell::new(7, 3)).unwrap();
        assert!(
            matches!(
                reason,
                blockness_web::i18n::Message::SecondFootCannotGo {
                    reason: IllegalMove::CrossesEnd {
                        end: blockness_core::End::Head,
                        ..
                    },
                    ..
                }
            ),
            "{reason:?}"
        );
        assert!(reason
            .text(blockness_web::i18n::Lang::En)
            .contains("pass over Green's head on g4"));
    }

    #[test]
    fn from_f7_exactly_one_far_foot_works_and_the_refused_ones_are_explained() {
        let step = &STEPS[3];
        let game = game_of(step);
        let good = step.goal.moves(&game);
        assert_eq!(good, vec![parse(&game, step.taught).unwrap()]);
        // The page explains the refused far feet once f7 is chosen.
        let mut t = tutorial_at(3);
        t.apply(TutorialAction::Board(BoardAction::ClickCell(Cell::new(
            5, 6,
        ))));
        for (cell, words) in [
            ((2, 6), "would pass under"),
            ((8, 6), "just as tall"),
            ((5, 8), "would pass over Green's tail"),
        ] {
            let text = blockness_web::board::explain::explain(t.board(), Cell::new(cell.0, cell.1))
                .unwrap()
                .text(blockness_web::i18n::Lang::En);
            assert!(text.contains(words), "{text}");
        }
    }

    #[test]
    fn after_the_blocking_move_green_has_no_move_and_orange_plays_again() {
        let step = &STEPS[4];
        let mut game = game_of(step);
        assert!(game.can_place(1), "green can move before");
        game.play(parse(&game, step.taught).unwrap()).unwrap();
        assert!(!game.can_place(1));
        assert_eq!(game.to_move(), Some(LEARNER));
        assert_eq!(game.phase(), Phase::Play);
    }

    #[test]
    fn the_last_move_ends_the_game_and_the_heads_break_the_tie() {
        let step = &STEPS[5];
        let game = game_of(step);
        let mut head = game.clone();
        head.play(parse(&game, step.taught).unwrap()).unwrap();
        assert_eq!(head.phase(), Phase::Over);
        let ranking = head.ranking().unwrap();
        assert_eq!(ranking[0].seat, LEARNER);
        assert_eq!(ranking[0].left, ranking[1].left);
        assert!(ranking[0].head_height > ranking[1].head_height);
        assert!(ranking.iter().all(|s| s.tie_break == TieBreak::HeadHeight));
        // The same arch grown from the tail also ends the game, but green wins the tie.
        let tail = game
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m, Move::Extend { end: End::Tail, .. }))
            .unwrap();
        let mut lost = game.clone();
        lost.play(tail).unwrap();
        assert_eq!(lost.ranking().unwrap()[0].seat, 1);
        assert!(!step.goal.is_met(&game, &tail));
    }

    #[test]
    fn the_expert_move_is_legal_only_in_the_expert_variant() {
        let step = &STEPS[6];
        let expert = game_of(step);
        let mv = parse(&expert, step.taught).unwrap();
        assert_eq!(expert.check(LEARNER, &mv), Ok(()));
        let base = Prepared {
            expert: false,
            ..step.position
        }
        .game(&edition())
        .unwrap();
        assert!(matches!(
            base.check(LEARNER, &mv),
            Err(IllegalMove::NotNextToEnd { .. })
        ));
    }

    #[test]
    fn every_text_is_translated() {
        for step in &STEPS {
            for tr in [step.title, step.instructions, step.wrong, step.success] {
                assert!(tr.is_translated(), "{tr:?}");
            }
        }
    }

    fn tutorial_at(index: usize) -> Tutorial {
        let mut t = Tutorial::new(edition());
        for _ in 0..index {
            t.apply(TutorialAction::Next);
        }
        assert_eq!(t.step_index(), index);
        t
    }

    #[test]
    fn a_wrong_legal_move_is_taken_back_with_the_steps_words() {
        let mut t = tutorial_at(2);
        let beside = parse(t.board().game(), "H2 e4-e3").unwrap();
        click(&mut t, beside);
        assert!(t.board().game().moves().len() == 2, "taken back");
        assert_eq!(t.feedback(), &Feedback::Wrong(STEPS[2].wrong));
        assert!(!t.is_completed(2));
        let over = parse(t.board().game(), STEPS[2].taught).unwrap();
        click(&mut t, over);
        assert_eq!(t.board().game().moves().last(), Some(&over));
        assert_eq!(t.feedback(), &Feedback::Success(STEPS[2].success));
        assert!(t.is_completed(2));
        // A completed step's board takes no more moves and shows no highlights.
        t.apply(TutorialAction::Board(BoardAction::ClickCell(Cell::new(
            6, 3,
        ))));
        assert_eq!(t.board().selection().start, None);
        assert!(
            !t.board().game().legal_starts().is_empty(),
            "green could move"
        );
        let board = blockness_web::board::view::board_model(t.board());
        assert!(board.cells.iter().all(|c| !c.legal_start));
        let trays = blockness_web::board::view::tray_models(t.board());
        assert!(trays.iter().all(|tray| !tray.interactive));
    }

    #[test]
    fn an_illegal_click_changes_nothing_and_is_explained() {
        let mut t = tutorial_at(1);
        // c3 is shallow water, out of play with two players.
        let cell = Cell::new(2, 2);
        t.apply(TutorialAction::Board(BoardAction::ClickCell(cell)));
        assert_eq!(t.board().game().moves().len(), 2);
        assert_eq!(t.feedback(), &Feedback::Waiting);
        assert!(blockness_web::board::explain::explain(t.board(), cell).is_some());
    }

    #[test]
    fn playing_every_taught_move_finishes_the_tutorial() {
        let mut t = Tutorial::new(edition());
        for (index, step) in STEPS.iter().enumerate() {
            assert!(!t.is_finished());
            let mv = parse(t.board().game(), step.taught).unwrap();
            click(&mut t, mv);
            assert!(t.is_completed(index), "{}", step.title.en);
            t.apply(TutorialAction::Next);
        }
        assert!(t.is_finished());
        assert_eq!(t.step_index(), STEPS.len() - 1);
        // Going back shows the step afresh; it stays completed.
        t.apply(TutorialAction::Previous);
        assert_eq!(
            t.board().game().moves().len(),
            STEPS[5].position.moves.len()
        );
        assert!(t.is_finished());
        t.apply(TutorialAction::Restart);
        assert!(!t.is_completed(5));
    }
}
