//! The analysis's fixed words (its panel, graph, keys, table and tools) and the nouns it
//! counts, in the four languages.

use blockness_web_common::texts;

texts! {
    DECIMAL_SIGN = ".", ",", ",", ",";
    ANALYSIS = "Analysis", "Analyse", "Analyse", "Analisi";
    ANALYSE = "Analyse", "Analyser", "Analysieren", "Analizza";
    ANALYSE_TITLE = "Ask the computer what each move was worth and what it cost (in the background, move by move)",
        "Demander à l'ordinateur ce que valait chaque coup et ce qu'il a coûté (en arrière-plan, coup par coup)",
        "Den Computer fragen, was jeder Zug wert war und was er gekostet hat (im Hintergrund, Zug für Zug)",
        "Chiedi al computer quanto valeva ogni mossa e quanto è costata (in sottofondo, mossa per mossa)";
    ANALYSING = "Analysing", "Analyse en cours", "Analyse läuft", "Analisi in corso";
    ANALYSIS_STOP = "Stop", "Arrêter", "Anhalten", "Ferma";
    ANALYSIS_STOP_TITLE = "Stop the analysis; what is found so far stays",
        "Arrêter l'analyse\u{202f}; ce qui est trouvé reste",
        "Die Analyse anhalten; das bisher Gefundene bleibt",
        "Ferma l'analisi; quanto trovato finora resta";
    ANALYSIS_STOPPED = "Analysis stopped", "Analyse arrêtée", "Analyse angehalten", "Analisi fermata";
    ANALYSIS_FAILED = "The analysis could not go on.", "L'analyse n'a pas pu continuer.", "Die Analyse konnte nicht fortgesetzt werden.", "L'analisi non è potuta proseguire.";
    ANALYSIS_DONE = "Analysis complete", "Analyse terminée", "Analyse abgeschlossen", "Analisi completata";
    ANALYSIS_GRAPH = "Evaluation graph: choose a point to see the position after that move",
        "Graphique d'évaluation\u{202f}: choisissez un point pour voir la position après ce coup",
        "Bewertungsgrafik: einen Punkt wählen, um die Stellung nach diesem Zug zu sehen",
        "Grafico di valutazione: scegli un punto per vedere la posizione dopo quella mossa";
    ANALYSIS_TABLE = "Moves and their assessment", "Les coups et leur appréciation", "Die Züge und ihre Bewertung", "Le mosse e la loro valutazione";
    COLUMN_MOVE = "Move", "Coup", "Zug", "Mossa";
    COLUMN_COLOUR = "Colour", "Couleur", "Farbe", "Colore";
    COLUMN_VALUE = "Evaluation", "Évaluation", "Bewertung", "Valutazione";
    COLUMN_LOSS = "Loss", "Perte", "Verlust", "Perdita";
    COLUMN_LABEL = "Assessment", "Appréciation", "Urteil", "Giudizio";
    VALUE_EXACT = "exact", "calcul exact", "exakt", "esatta";
    VALUE_ESTIMATED = "estimate", "estimation", "Schätzung", "stima";
    ACCURACY = "Accuracy:", "Précision\u{202f}:", "Genauigkeit:", "Precisione:";
    SHOW_BEST = "Show best move", "Montrer le meilleur coup", "Besten Zug zeigen", "Mostra la mossa migliore";
    SHOW_BEST_TITLE = "Draw the engine's choice as a ghost arch at every analysed move that had a better one",
        "Dessiner le choix de l'ordinateur en arche fantôme à chaque coup analysé qui avait mieux",
        "Die Wahl des Computers als Geisterbogen bei jedem analysierten Zug zeichnen, der Besseres hatte",
        "Disegna la scelta del computer come arco fantasma a ogni mossa analizzata che ne aveva una migliore";
    NEXT_MISTAKE = "Next mistake", "Erreur suivante", "Nächster Fehler", "Errore successivo";
    NEXT_MISTAKE_TITLE = "Show the position after the following inaccuracy, mistake or blunder",
        "Montrer la position après l'imprécision, l'erreur ou la gaffe suivante",
        "Die Stellung nach der folgenden Ungenauigkeit, dem folgenden Fehler oder groben Fehler zeigen",
        "Mostra la posizione dopo la prossima imprecisione, errore o grave errore";
    TERRITORY = "Territory", "Territoire", "Gebiet", "Territorio";
    TERRITORY_TITLE = "Tint each free hole in the colour of the monster that reaches it first (hatched: reached by several at once)",
        "Teinter chaque trou libre de la couleur du monstre qui l'atteint en premier (hachuré\u{202f}: atteint par plusieurs à la fois)",
        "Jedes freie Loch in der Farbe des Ungeheuers tönen, das es zuerst erreicht (schraffiert: von mehreren zugleich erreicht)",
        "Colora ogni foro libero del colore del mostro che lo raggiunge per primo (tratteggiato: raggiunto da più mostri insieme)";
    GHOST_NOTE = "dashed, see-through arch: the engine's choice at this move",
        "arche en pointillés, transparente\u{202f}: le choix de l'ordinateur à ce coup",
        "gestrichelter, durchscheinender Bogen: die Wahl des Computers bei diesem Zug",
        "arco tratteggiato e trasparente: la scelta del computer a questa mossa";
    GRAPH_KEY = "Key to the graph", "Légende du graphique", "Legende der Grafik", "Legenda del grafico";
    CURSOR_KEY = "the move on the board", "le coup affiché sur le plateau", "der Zug auf dem Brett", "la mossa sul tabellone";
    LEVEL_KEY = "dashed line: level", "ligne pointillée\u{202f}: égalité", "gestrichelte Linie: Gleichstand", "linea tratteggiata: parità";
    BOARD_ANALYSIS_KEY = "Key to the analysis on the board", "Légende de l'analyse sur le plateau", "Legende der Analyse auf dem Brett", "Legenda dell'analisi sul tabellone";
    CONTESTED_KEY = "hatched: reached by several monsters at once", "hachuré\u{202f}: atteint par plusieurs monstres à la fois", "schraffiert: von mehreren Ungeheuern zugleich erreicht", "tratteggiato: raggiunto da più mostri insieme";
    NO_ACCURACY = "no move yet", "aucun coup", "noch kein Zug", "nessuna mossa";
}

blockness_web_common::plurals! {
    SEGMENTS = ("segment", "segments"), ("segment", "segments"), ("Segment", "Segmente"), ("segmento", "segmenti");
    PLACES = ("place", "places"), ("place", "places"), ("Platz", "Plätze"), ("posizione", "posizioni");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_counted_noun_is_written_out() {
        // "segment" is French too: the nouns are only checked to be written out.
        for noun in PLURALS {
            let forms = [noun.one.all(), noun.other.all()].concat();
            assert!(forms.iter().all(|w| !w.trim().is_empty()), "{noun:?}");
        }
    }
}
