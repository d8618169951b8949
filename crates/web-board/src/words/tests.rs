//! The words' tests: every message and dialog word in the four languages, translated,
//! and the sentences that depend on counts, inputs and who plays.

use super::samples::{cell, refusals};
use super::*;
use blockness_core::{End, IllegalMove, Notation};

#[test]
fn the_end_names_who_is_blocked_and_who_placed_everything_with_the_right_verbs() {
    let both = Message::GameEnded {
        blocked: vec![Colour::Orange, Colour::Green],
        finished: vec![Colour::Black],
    };
    assert_eq!(
        both.text(Lang::En),
        "Orange (O) and Green (G) cannot place any segment and Black (B) placed every segment: the game is over."
    );
    assert_eq!(
        both.text(Lang::Fr),
        "Orange (O) et Vert (V) ne peuvent plus poser aucun segment et Noir (N) a posé tous ses segments\u{202f}: la partie est terminée."
    );
    let one = Message::GameEnded {
        blocked: vec![Colour::Purple],
        finished: vec![],
    };
    assert_eq!(
        one.text(Lang::De),
        "Lila (L) kann kein Segment mehr legen: Die Partie ist zu Ende."
    );
    assert_eq!(
        one.text(Lang::It),
        "Porpora (P) non può più posare alcun segmento: la partita è finita."
    );
}

#[test]
fn each_language_tells_the_four_colours_apart_by_their_letters() {
    for lang in Lang::ALL {
        let letters: std::collections::BTreeSet<char> =
            [Colour::Orange, Colour::Green, Colour::Purple, Colour::Black]
                .into_iter()
                .map(|c| colour_letter(c, lang))
                .collect();
        assert_eq!(letters.len(), 4, "{lang}");
    }
}

#[test]
fn hints_name_the_gesture_of_the_input_in_use() {
    use blockness_web_common::Input;
    let a = samples::cell("e5");
    let hints = [
        Message::ChooseSecondFoot(Input::Mouse),
        Message::PieceChosen {
            span: 2,
            height: 3,
            input: Input::Mouse,
        },
        Message::PickSegment(Input::Mouse),
        Message::ChosenStartCell(a, Input::Mouse),
    ];
    // Each language's words for clicking, tapping and the Escape key.
    let click = ["click", "cliqu", "klick", "clicc"];
    let tap = ["tap", "touch", "tipp", "tocc"];
    let escape = ["escape", "échap", "esc"];
    for hint in hints {
        for lang in Lang::ALL {
            let said = |input| hint.clone().with_input(input).text(lang).to_lowercase();
            let (touch, mouse, keys) = (
                said(Input::Touch),
                said(Input::Mouse),
                said(Input::Keyboard),
            );
            let names = |text: &str, words: &[&str]| words.iter().any(|w| text.contains(w));
            assert!(names(&touch, &tap), "{lang}: {touch}");
            assert!(
                !names(&touch, &click) && !names(&touch, &escape),
                "{lang}: {touch}"
            );
            assert!(
                !names(&mouse, &escape) && !names(&mouse, &tap),
                "{lang}: {mouse}"
            );
            assert!(names(&keys, &escape), "{lang}: {keys}");
            assert!(
                !names(&keys, &click) && !names(&keys, &tap),
                "{lang}: {keys}"
            );
        }
    }
}

#[test]
fn the_end_says_who_won_in_the_players_words() {
    use blockness_bots::{step_of, Level};
    let over = |winners: Vec<Who>| Message::GameOver { winners };
    let computer = Who::Computer {
        level: step_of(Level::Medium),
        colour: None,
    };
    assert_eq!(over(vec![Who::You]).text(Lang::En), "Game over: you win");
    assert_eq!(
        over(vec![computer]).text(Lang::En),
        "Game over: the computer (medium) wins"
    );
    assert_eq!(
        over(vec![computer]).text(Lang::De),
        "Spielende: Der Computer (mittel) gewinnt"
    );
    assert_eq!(
        over(vec![Who::You, computer]).text(Lang::Fr),
        "Partie terminée\u{202f}: vous partagez la victoire avec l'ordinateur (moyen)"
    );
    assert_eq!(
        over(vec![Who::Person(Colour::Green)]).text(Lang::It),
        "Partita finita: vince Verde (V)"
    );
    let second = Who::Computer {
        level: step_of(Level::Strong),
        colour: Some(Colour::Black),
    };
    assert_eq!(
        over(vec![second]).text(Lang::En),
        "Game over: the computer (strong) playing Black (B) wins"
    );
}

/// One message of every kind, with each error the messages can carry.
fn samples() -> Vec<Message> {
    use blockness_bots::{step_of, Level};
    use blockness_web_common::Input;
    use Message::*;
    let (a, b) = (cell("e5"), cell("e7"));
    let mut all = vec![
        Player(Colour::Purple),
        SkipsNoSegmentLeft(Colour::Green),
        SkipsBlocked(Colour::Black),
        GameEnded {
            blocked: vec![Colour::Orange, Colour::Green],
            finished: vec![Colour::Black],
        },
        CanPlayAgain(Colour::Orange),
        ReplayPosition { shown: 2, total: 9 },
        ReplayReadOnly,
        PlacesStarter(Colour::Orange),
        ChooseHeadCell,
        ChooseHeadCellOrSwap(Colour::Orange),
        PlayedBy(2),
        ChooseTailCell,
        ToMove(Colour::Green),
        ChooseWhichEnd,
        ChooseSegment,
        ChooseSecondFoot(Input::Touch),
        ChooseSecondFoot(Input::Mouse),
        ChooseSecondFoot(Input::Keyboard),
        ChooseStartCell,
        ChooseStartCellExpert,
        PieceChosen {
            span: 2,
            height: 5,
            input: Input::Touch,
        },
        PieceChosen {
            span: 2,
            height: 5,
            input: Input::Keyboard,
        },
        ComputerMoves,
        Suggestion(Notation::Extend {
            end: End::Head,
            height: 4,
            from: a,
            to: b,
        }),
        WaysOut(1),
        WaysOut(5),
        FewWaysOut {
            colour: Colour::Green,
            ways: 0,
        },
        FewWaysOut {
            colour: Colour::Orange,
            ways: 1,
        },
        GrowEnd(End::Head),
        GrowEnd(End::Tail),
        GameOver {
            winners: vec![Who::Person(Colour::Orange)],
        },
        GameOver {
            winners: vec![
                Who::Person(Colour::Orange),
                Who::Elsewhere(Colour::Black),
                Who::Person(Colour::Green),
            ],
        },
        GameOver {
            winners: vec![Who::You],
        },
        GameOver {
            winners: vec![Who::Computer {
                level: step_of(Level::Medium),
                colour: None,
            }],
        },
        GameOver {
            winners: vec![
                Who::You,
                Who::Computer {
                    level: step_of(Level::Strong),
                    colour: Some(Colour::Green),
                },
            ],
        },
        PlayedAs(Who::You),
        PlayedAs(Who::Person(Colour::Orange)),
        PlayedAs(Who::Elsewhere(Colour::Green)),
        PlayedAs(Who::Computer {
            level: step_of(Level::Easy),
            colour: None,
        }),
        NobodyCanPlace,
        Finale(super::Finale::FewerLeft { winner: 2, next: 3 }),
        Finale(super::Finale::TallerHead {
            left: 1,
            winner: 6,
            next: 4,
        }),
        Finale(super::Finale::Shared),
        ReplayCannotPlay,
        PickSegment(Input::Touch),
        PickSegment(Input::Mouse),
        PickSegment(Input::Keyboard),
        ChosenStartCell(a, Input::Touch),
        ChosenStartCell(a, Input::Mouse),
        ChosenStartCell(a, Input::Keyboard),
        NotInPlay(a),
        NotStartCell {
            cell: a,
            narrowed: true,
            reasons: vec![],
        },
        NotStartCell {
            cell: a,
            narrowed: false,
            reasons: vec![
                IllegalMove::NotNextToEnd {
                    from: a,
                    end: End::Head,
                    at: b,
                },
                IllegalMove::NotNextToEnd {
                    from: a,
                    end: End::Tail,
                    at: cell("h9"),
                },
            ],
        },
        BotUnavailable(WorkerTrouble::CannotStart("SecurityError".into())),
        BotUnavailable(WorkerTrouble::UnreadableAnswer("expected value".into())),
        BotUnavailable(WorkerTrouble::Stopped(None)),
        BotUnavailable(WorkerTrouble::Stopped(Some("out of memory".into()))),
        BotUnavailable(WorkerTrouble::CannotAsk("DataCloneError".into())),
        Played {
            colour: Colour::Orange,
            mv: Notation::Start { head: a, tail: b },
        },
        Played {
            colour: Colour::Green,
            mv: Notation::Extend {
                end: End::Tail,
                height: 4,
                from: a,
                to: b,
            },
        },
        Played {
            colour: Colour::Green,
            mv: Notation::Swap,
        },
        Undone,
        ShowPositionAfter(4),
        PieceLabel { span: 2, height: 5 },
        ReserveOf(Colour::Black),
        Left(7),
        CellLabel {
            cell: a,
            contents: vec![],
            out_of_play: false,
            role: CellRole::Start,
        },
        CellLabel {
            cell: a,
            contents: vec![],
            out_of_play: true,
            role: CellRole::None,
        },
        CellLabel {
            cell: b,
            contents: vec![
                CellContent::Foot {
                    colour: Colour::Green,
                    height: 1,
                },
                CellContent::Arch {
                    colour: Colour::Orange,
                    height: 3,
                },
                CellContent::End {
                    colour: Colour::Green,
                    end: End::Head,
                },
            ],
            out_of_play: false,
            role: CellRole::SecondFoot,
        },
        CellLabel {
            cell: b,
            contents: vec![],
            out_of_play: false,
            role: CellRole::Chosen,
        },
    ];
    for reason in refusals() {
        all.push(HeadCannotGo { cell: a, reason });
        all.push(TailCannotGo { cell: a, reason });
        all.push(NotStartCell {
            cell: a,
            narrowed: false,
            reasons: vec![reason],
        });
        all.push(SecondFootCannotGo { cell: a, reason });
    }
    all
}

#[test]
fn every_message_has_its_own_words_in_each_language() {
    for message in samples() {
        let [en, fr, de, it] = Lang::ALL.map(|lang| message.text(lang));
        assert!(!en.trim().is_empty(), "{message:?}");
        // Player names and cell labels may be identical words ("Orange (O)", "e5, ..."),
        // sentences may not.
        if !matches!(message, Message::Player(_)) {
            assert_ne!(fr, en, "French left in English: {message:?}");
            assert_ne!(de, en, "German left in English: {message:?}");
            assert_ne!(it, en, "Italian left in English: {message:?}");
        }
        assert!(
            !fr.trim().is_empty() && !de.trim().is_empty() && !it.trim().is_empty(),
            "{message:?}"
        );
    }
}

#[test]
fn every_dialog_word_has_its_own_words_in_each_language() {
    let words = [
        DialogWord::Seat(2),
        DialogWord::WhoPlaysSeat(2),
        DialogWord::PlayerCount(3),
        DialogWord::DuplicateSeatColour(Colour::Purple),
    ];
    for word in words {
        let [en, fr, de, it] = Lang::ALL.map(|lang| word.text(lang));
        assert!(!en.trim().is_empty(), "{word:?}");
        for (other, name) in [(fr, "French"), (de, "German"), (it, "Italian")] {
            assert!(!other.trim().is_empty(), "{word:?}");
            assert_ne!(other, en, "{name} left in English: {word:?}");
        }
    }
    for lang in Lang::ALL {
        for colour in Colour::ALL {
            assert_eq!(
                DialogWord::Player(colour).text(lang),
                Message::Player(colour).text(lang)
            );
        }
    }
}

#[test]
fn distinct_refusals_read_differently() {
    for lang in Lang::ALL {
        let texts: std::collections::BTreeSet<String> =
            refusals().iter().map(|r| refusal(r, lang)).collect();
        assert_eq!(texts.len(), refusals().len(), "{lang}");
    }
}
