//! The new-game dialog: the game's goal in one sentence, "Play the computer" for a person
//! alone (one tap), and the full choice: player count, a distinct colour and a kind for
//! each seat, variant, and for two players the swap rule; or a rated game, the person
//! against computer players at a level matched to their rating or chosen, which the
//! dialog says has no hint and no undo before it starts. The dialog keeps the keyboard
//! while open ([`use_focus_trap`]). "Play online" takes the same choices to the live view,
//! which opens a table for friends on other devices.

use blockness_core::{Colour, Setup, SetupError, Zone, MAX_PLAYERS};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::hooks::focus_trap::use_focus_trap;
use crate::page::{NewGame, PageAction, RatedPick, COMPUTER_LEVEL};
use crate::words::{texts, DialogWord};
use blockness_bots::{step_of, Step, STEPS};
use blockness_web_board::hooks::use_edition;
use blockness_web_board::live_draft::LiveDraft;
use blockness_web_board::seat::{label_with_rating, SeatKind};
use blockness_web_common::field::select_value;
use blockness_web_common::language::use_lang;

/// Props of [`NewGameDialog`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The colours the edition offers, in seat order.
    pub colours: Vec<Colour>,
    /// Where the choice goes.
    pub on_action: Callback<PageAction>,
    /// Whether closing without starting is possible (a game is on the board).
    pub can_close: bool,
    /// Opens the tutorial instead, for newcomers.
    pub on_tutorial: Callback<()>,
    /// Opens the site's other game, Loch Ness, instead.
    pub on_lochness: Callback<()>,
    /// Opens the live view's form for a table with the dialog's choices: the address text
    /// that carries them ([`LiveDraft::address`]).
    pub on_online: Callback<String>,
}

#[derive(Clone, PartialEq)]
struct Form {
    players: usize,
    colours: Vec<Colour>,
    kinds: Vec<SeatKind>,
    expert: bool,
    swap: bool,
    /// A rated game: the first seat is the person's, the others the computer's.
    rated: bool,
    /// The rated game's level for every computer seat; `None`: the rung nearest the
    /// person's rating, which the page knows.
    rated_level: Option<Step>,
}

impl Form {
    /// The game the form asks for. A rated game's variant and swap rule are the page's to
    /// set ([`NewGame::rated`]); its seats are the person's, then the computer's (at the
    /// rung chosen, or one the page replaces by the rung nearest the person's rating).
    fn new_game(&self) -> NewGame {
        let players = self.players;
        let (seats, rated) = if self.rated {
            let step = self.rated_level.unwrap_or(step_of(COMPUTER_LEVEL));
            let mut seats = vec![SeatKind::Human];
            seats.resize(players, SeatKind::Bot(step));
            let pick = match self.rated_level {
                Some(_) => RatedPick::Chosen,
                None => RatedPick::Nearest,
            };
            (seats, Some(pick))
        } else {
            (self.kinds[..players].to_vec(), None)
        };
        NewGame {
            colours: self.colours[..players].to_vec(),
            seats,
            expert: self.expert,
            swap: self.swap && players == 2,
            rated,
        }
    }
}

/// The dialog.
#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameProps) -> Html {
    let lang = use_lang();
    let edition = use_edition();
    let max = props.colours.len().min(MAX_PLAYERS);
    let form = {
        let colours = props.colours.clone();
        use_state(move || Form {
            players: 2,
            colours: colours.clone(),
            kinds: vec![SeatKind::Human; colours.len()],
            expert: false,
            swap: false,
            rated: false,
            rated_level: None,
        })
    };
    let seats = &form.colours[..form.players.min(form.colours.len())];
    // The core decides whether the seats' colours make a game.
    let duplicate = match Setup::new(&edition, form.players, Some(seats.to_vec()), form.expert) {
        Err(SetupError::DuplicateColour { colour }) => Some(colour),
        _ => None,
    };
    // The dialog takes the keyboard focus when it opens, and keeps it while open.
    let dialog = use_node_ref();
    use_focus_trap(dialog.clone());
    let first_field = use_node_ref();
    {
        let first_field = first_field.clone();
        use_effect_with((), move |_| {
            if let Some(field) = first_field.cast::<HtmlSelectElement>() {
                let _ = field.focus();
            }
        });
    }
    let zones_in_play = [Zone::Deep, Zone::Medium, Zone::Shallow]
        .into_iter()
        .filter(|z| z.in_play(form.players))
        .count();

    let on_players = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut f = (*form).clone();
            f.players = select_value(&e).parse().unwrap_or(2);
            // Give any new seat the first colour nobody has, so colours stay distinct.
            for seat in 0..f.players.min(f.colours.len()) {
                if f.colours[..seat].contains(&f.colours[seat]) {
                    if let Some(&free) = Colour::ALL
                        .iter()
                        .find(|c| !f.colours[..f.players].contains(c))
                    {
                        f.colours[seat] = free;
                    }
                }
            }
            form.set(f);
        })
    };
    let on_variant = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut f = (*form).clone();
            f.expert = select_value(&e) == "expert";
            form.set(f);
        })
    };
    let on_swap = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut f = (*form).clone();
            f.swap = e.target_unchecked_into::<HtmlInputElement>().checked();
            form.set(f);
        })
    };
    let on_rated = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut f = (*form).clone();
            f.rated = e.target_unchecked_into::<HtmlInputElement>().checked();
            form.set(f);
        })
    };
    let on_rated_level = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut f = (*form).clone();
            let name = select_value(&e);
            f.rated_level = STEPS.into_iter().find(|step| step.name() == name);
            form.set(f);
        })
    };
    // The swap rule is a two-player rule: the choice is offered (and kept) for two only.
    let swap = form.swap && form.players == 2;
    let seat_rows = (0..form.players).map(|seat| {
        let on_colour = {
            let form = form.clone();
            Callback::from(move |e: Event| {
                let mut f = (*form).clone();
                if let Ok(colour) = select_value(&e).parse::<Colour>() {
                    // Picking a colour another seat has swaps the two, keeping them distinct.
                    if let Some(other) = f.colours[..f.players].iter().position(|&c| c == colour) {
                        f.colours[other] = f.colours[seat];
                    }
                    f.colours[seat] = colour;
                }
                form.set(f);
            })
        };
        let on_kind = {
            let form = form.clone();
            Callback::from(move |e: Event| {
                let mut f = (*form).clone();
                let value = select_value(&e);
                if let Some(kind) = SeatKind::from_name(&value) {
                    f.kinds[seat] = kind;
                }
                form.set(f);
            })
        };
        let current = form.colours[seat];
        // A rated game's seats are the person's first, then the computer's.
        let kind = if form.rated {
            let who = if seat == 0 { texts::SEAT_YOU } else { texts::SEAT_COMPUTER };
            html! { <span class="seat-kind" data-testid={format!("rated-seat-{seat}")}>{ who.get(lang) }</span> }
        } else {
            html! {
                <select data-testid={format!("seat-kind-{seat}")} onchange={on_kind} aria-label={DialogWord::WhoPlaysSeat(seat + 1).text(lang)}>
                    { for SeatKind::all().map(|k| html! {
                        <option value={k.name()} selected={k == form.kinds[seat]}>{ label_with_rating(k, lang) }</option>
                    }) }
                </select>
            }
        };
        html! {
            <div class="seat-row" key={seat}>
                <label for={format!("seat-colour-{seat}")}>{ DialogWord::Seat(seat + 1).text(lang) }</label>
                <select id={format!("seat-colour-{seat}")} data-testid={format!("seat-colour-{seat}")} onchange={on_colour}>
                    { for props.colours.iter().map(|&c| html! {
                        <option value={c.name()} selected={c == current}>{ DialogWord::Player(c).text(lang) }</option>
                    }) }
                </select>
                { kind }
            </div>
        }
    });
    let on_start = {
        let form = form.clone();
        props
            .on_action
            .reform(move |_: MouseEvent| PageAction::Start(form.new_game()))
    };
    let on_computer = {
        let colours = props.colours.clone();
        props
            .on_action
            .reform(move |_: MouseEvent| PageAction::Start(NewGame::against_computer(&colours)))
    };
    // Both ways of playing online open the live view with the dialog's choices: inviting
    // friends to a table, or finding strangers in the lobby.
    let online = |seek: bool| {
        let form = form.clone();
        props.on_online.reform(move |_: MouseEvent| {
            LiveDraft {
                players: form.players,
                expert: form.expert,
                swap: form.swap && form.players == 2,
                computers: form.kinds[..form.players]
                    .iter()
                    .map(|k| k.table_level())
                    .collect(),
                seek,
            }
            .address()
        })
    };
    let (on_online, on_seek) = (online(false), online(true));
    let on_cancel = props
        .on_action
        .reform(|_: MouseEvent| PageAction::CloseDialog);
    html! {
        <div class="backdrop">
            <dialog open=true class="new-game" aria-labelledby="new-game-title" aria-describedby="new-game-goal" ref={dialog}>
                <h2 id="new-game-title">{ texts::NEW_GAME.get(lang) }</h2>
                <p class="goal" id="new-game-goal" data-testid="game-goal">{ texts::GAME_GOAL.get(lang) }</p>
                // A person alone starts here in one tap; the fields below are for any other game.
                <div class="quick-game">
                    <button class="primary" data-testid="play-computer" onclick={on_computer}>{ texts::PLAY_COMPUTER.get(lang) }</button>
                    <p class="zones-note">{ texts::PLAY_COMPUTER_NOTE.get(lang) }</p>
                </div>
                <div class="field">
                    <label for="player-count">{ texts::PLAYERS.get(lang) }</label>
                    <select id="player-count" data-testid="player-count" onchange={on_players} ref={first_field}>
                        { for (2..=max).map(|n| html! {
                            <option value={n.to_string()} selected={n == form.players}>{ DialogWord::PlayerCount(n).text(lang) }</option>
                        }) }
                    </select>
                    // Beside the player count, so the dialog keeps its height on a laptop.
                    <span class="rated-choice">
                        <input type="checkbox" id="rated-game" data-testid="rated-game" checked={form.rated} onchange={on_rated} />
                        <label for="rated-game">{ texts::RATED_GAME.get(lang) }</label>
                    </span>
                </div>
                if form.rated {
                    <p class="zones-note" data-testid="rated-note">{ texts::RATED_NOTE.get(lang) }</p>
                    <div class="field">
                        <label for="rated-level">{ texts::RATED_LEVEL.get(lang) }</label>
                        <select id="rated-level" data-testid="rated-level" onchange={on_rated_level}>
                            <option value="" selected={form.rated_level.is_none()}>{ texts::RATED_NEAREST.get(lang) }</option>
                            { for STEPS.into_iter().map(|step| html! {
                                <option value={step.name()} selected={form.rated_level == Some(step)}>{ label_with_rating(SeatKind::Bot(step), lang) }</option>
                            }) }
                        </select>
                    </div>
                }
                <p class="zones-note">{ match zones_in_play {
                    1 => texts::ZONES_TWO.get(lang),
                    2 => texts::ZONES_THREE.get(lang),
                    _ => texts::ZONES_FOUR.get(lang),
                } }</p>
                // One wrapper keeps the fields around it in place when the player count
                // changes the number of rows, so keyboard focus stays on the field in use.
                <div class="seats">{ for seat_rows }</div>
                if !form.rated {
                    <div class="field">
                        <label for="variant">{ texts::VARIANT.get(lang) }</label>
                        <select id="variant" data-testid="variant" onchange={on_variant}>
                            <option value="base" selected={!form.expert}>{ texts::BASE_VARIANT.get(lang) }</option>
                            <option value="expert" selected={form.expert}>{ texts::EXPERT_VARIANT.get(lang) }</option>
                        </select>
                    </div>
                    // The options stay short enough for a phone; what the variant means is said here.
                    <p class="zones-note" data-testid="variant-note">
                        { if form.expert { texts::EXPERT_NOTE.get(lang) } else { texts::BASE_NOTE.get(lang) } }
                    </p>
                    if form.kinds[..form.players].contains(&SeatKind::ByLink) {
                        <p class="zones-note" data-testid="by-link-note">{ texts::BY_LINK_NOTE.get(lang) }</p>
                    }
                }
                if form.players == 2 && !form.rated {
                    <div class="field">
                        <input type="checkbox" id="swap-rule" data-testid="swap-rule" checked={swap} onchange={on_swap} />
                        <label for="swap-rule">{ texts::SWAP_OPTION.get(lang) }</label>
                    </div>
                    <p class="zones-note" data-testid="swap-note">{ texts::SWAP_NOTE.get(lang) }</p>
                }
                if let Some(c) = duplicate {
                    <p class="error">{ DialogWord::DuplicateSeatColour(c).text(lang) }</p>
                }
                <p class="newcomer">
                    { texts::NEW_TO_GAME.get(lang) }{ " " }
                    <button class="link" data-testid="dialog-tutorial"
                            onclick={props.on_tutorial.reform(|_: MouseEvent| ())}>{ texts::LEARN_TO_PLAY.get(lang) }</button>
                </p>
                <p class="newcomer">
                    // One text node, as the prerendered copy's HTML parses into: two would be
                    // laid out a fraction of a pixel apart, and the first paint would shift.
                    { format!("{} ", crate::words::texts::OTHER_GAME.get(lang)) }
                    <button class="link" data-testid="dialog-lochness"
                            onclick={props.on_lochness.reform(|_: MouseEvent| ())}>{ crate::words::texts::LOCHNESS.get(lang) }</button>
                </p>
                <p class="newcomer">
                    { format!("{} ", texts::ONLINE_NOTE.get(lang)) }
                    <button class="link" data-testid="dialog-online" onclick={on_online}>{ texts::PLAY_ONLINE.get(lang) }</button>
                </p>
                <p class="newcomer">
                    { format!("{} ", texts::SEEK_NOTE.get(lang)) }
                    <button class="link" data-testid="dialog-seek" onclick={on_seek}>{ texts::FIND_OPPONENT.get(lang) }</button>
                </p>
                <div class="actions">
                    if props.can_close {
                        <button data-testid="cancel-new-game" onclick={on_cancel}>{ texts::CANCEL.get(lang) }</button>
                    }
                    // Its paint, reported under this name, tells the page's loader that the
                    // prerendered first screen, whose last element it is, is on screen
                    // (www/first-paint.js).
                    <button class="primary" data-testid="start-game" onclick={on_start} disabled={duplicate.is_some()}
                            elementtiming={crate::names::FIRST_SCREEN_TIMING}>{ texts::START_GAME.get(lang) }</button>
                </div>
            </dialog>
        </div>
    }
}
