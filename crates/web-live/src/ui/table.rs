//! A live table: the connection, the seats, the board with its status, trays and log (the
//! game page's own components), the links to pass on, and resignation, rematch and leaving.

use blockness_live::{Stage, TableGame};
use blockness_web_board::board::BoardAction;
use blockness_web_board::components::board::Board;
use blockness_web_board::components::legend::Legend;
use blockness_web_board::components::move_list::MoveList;
use blockness_web_board::components::status::Status;
use blockness_web_board::components::tray::Tray;
use blockness_web_board::hooks::use_board_views;
use blockness_web_board::seat::SeatKind;
use blockness_web_board::words::Message;
use blockness_web_common::field::use_typed_field;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform::address_with_link;
use blockness_web_common::view_module::KeptGame;
use yew::prelude::*;

use blockness_core::Colour;
use blockness_web_table::address::Invite;
use blockness_web_table::browser::{
    presence_tick, stored_name, table_note, use_clock, use_keep_game, use_live, use_table_broker,
    use_turn_notice, use_turn_notices, BeganNote, ConnectionBar, OnItsWay, SeatList, TableBroker,
    TableLinks, TurnNoticeSettings,
};
use blockness_web_table::session::{stage_name, Link, Next, TableSession};

use super::bots::use_live_bots;
use super::frame::early_table;
use super::hooks::use_retire_key;
use super::open_session::open_session;
use super::result::ResultCard;
use super::seats::{colour_class, seat_label};
use super::table_buttons::TableButtons;
use super::verdict::{verdict, who_plays};
use super::PreparedCell;
use crate::session::LiveSession;
use crate::words::{self, Note};

/// Props of [`LiveTable`].
#[derive(Properties, PartialEq)]
pub struct LiveTableProps {
    /// The table, its broker and mode, as the address gives them.
    pub invite: Invite,
    /// What the screen before left for this table.
    pub prepared: PreparedCell,
    /// Goes to another live address (a rematch, another broker).
    pub on_go: Callback<String>,
    /// Keeps the game in My games (its address).
    pub on_keep: Callback<KeptGame>,
    /// Carries the game on by link on the page (its address).
    pub on_open_game: Callback<String>,
    /// Leaves the table.
    pub on_leave: Callback<()>,
}

#[function_component(LiveTable)]
pub fn live_table(props: &LiveTableProps) -> Html {
    let lang = use_lang();
    let live = {
        let (invite, prepared) = (props.invite.clone(), props.prepared.clone());
        use_live(move || open_session(&invite, &prepared))
    };
    let keeps_key = live.session.borrow().keeps_key();
    let TableBroker {
        url: broker,
        public,
        known: links_ready,
    } = use_table_broker(&live, &props.invite, keeps_key, Invite::address);
    let session = live.session.borrow();
    use_live_bots(&live, session.bot_request().cloned());
    // My games opens the table again while this device keeps its record.
    let kept = session.kept_address().map(|address| KeptGame {
        address,
        table: Some(
            Invite {
                table: props.invite.table,
                broker: broker.clone(),
                secret: None,
            }
            .address(),
        ),
        others: session.wire().other_people(),
    });
    use_keep_game(kept, props.on_keep.clone());
    let (views, announcement) = use_board_views(session.board(), lang);
    // Kept and over: the effect must see the game end even when it was kept from the start
    // (a reload, or My games, in the middle of a game).
    let done = session.kept_address().is_some()
        && session.table().is_some_and(|t| t.stage() == Stage::Over);
    use_retire_key(&live, props.invite.table, done);
    // A person's turn at this device, told when the tab is out of sight.
    let my_turn = session.table().is_some_and(|t| t.stage() == Stage::Playing)
        && session.board().is_live()
        && session.board().mover_kind() == Some(SeatKind::Human);
    let turn_title = views
        .status
        .colour
        .map(|colour| Message::YourMoveInvite(colour).text(lang))
        .unwrap_or_default();
    let (notices, on_notices) = use_turn_notices();
    use_turn_notice(my_turn, turn_title, notices);
    let watching = use_state(|| false);
    let claim_name = use_typed_field(stored_name);
    let seats = session.seat_lines();
    // The headline counts an away mover's absence as it grows.
    let now = use_clock(presence_tick(&seats));

    let on_board = {
        let live = live.clone();
        Callback::from(move |action: BoardAction| live.act(|s| s.board_action(action)))
    };
    let on_watch = {
        let watching = watching.clone();
        Callback::from(move |watch: bool| watching.set(watch))
    };
    let invite_for = {
        let broker = broker.clone();
        move |id, secret| {
            let invite = Invite {
                table: id,
                broker: broker.clone(),
                secret,
            };
            invite.address()
        }
    };
    // Where the table's actions lead: the rematch's table, kept for the next screen, a
    // table to watch, or this one through another broker.
    let on_table = {
        let (prepared, on_go, invite) = (
            props.prepared.clone(),
            props.on_go.clone(),
            props.invite.clone(),
        );
        let invite_for = invite_for.clone();
        live.table_actions(move |next| match next {
            Next::Rematch(record) => {
                if let Some(id) = record.table.as_ref().map(|t| t.id()) {
                    prepared.keep(id, *record);
                    on_go.emit(invite_for(id, None));
                }
            }
            Next::Watch(id) => on_go.emit(invite_for(id, None)),
            Next::Broker(url) => on_go.emit(
                Invite {
                    broker: Some(url),
                    ..invite.clone()
                }
                .address(),
            ),
            Next::Stay => {}
        })
    };
    let seated = session.my_person_seat();
    let plays_here = seated.is_some() || session.runs_bots();
    let on_by_link = plays_here.then(|| {
        let (live, on_open_game) = (live.clone(), props.on_open_game.clone());
        Callback::from(move |()| {
            if let Some(address) = live.session.borrow().game_address() {
                on_open_game.emit(address);
            }
        })
    });
    let connection = html! {
        <ConnectionBar shown={session.shown()} broker={broker.clone()} {public} unsent={session.unsent()}
                       {on_by_link} on_action={on_table.clone()} />
    };
    let on_retry = matches!(session.note(), Some(Note::Bot(_))).then(|| {
        let live = live.clone();
        Callback::from(move |()| live.act(LiveSession::resume_bots))
    });
    let note = table_note(&live, on_retry);
    let Some(table) = session.table() else {
        let on_its_way = OnItsWay {
            testid: "live",
            may_ask: session.may_ask_before_table(),
            asking: session.asking(),
            name: claim_name,
            on_action: on_table,
        };
        return early_table(session.shown(), connection, note, on_its_way, lang);
    };
    let stage = table.stage();
    let may_sit = session.may_ask() && !session.asking();
    let board = session.board();
    let mut status = views.status.clone();
    // Nobody sends links at a live table: the broker carries every move.
    status.send_link = false;
    let verdict = verdict(&session, &seats, &status, now, lang);
    let over = stage == Stage::Over;
    let result = over.then(|| {
        let headline = verdict
            .as_ref()
            .map(|v| v.headline.clone())
            .unwrap_or_else(|| status.headline.text(lang));
        // What decided the game, or after a resignation who won.
        let finale = verdict
            .as_ref()
            .map(|v| v.detail.clone())
            .filter(|detail| !detail.is_empty());
        html! {
            <ResultCard {headline} {finale} lines={views.ranking.clone().unwrap_or_default()}
                        names={seats.iter().map(|line| (line.plays, who_plays(&seats, line.seat, lang).unwrap_or_default())).collect::<Vec<_>>()}
                        link={address_with_link(&table.link())} />
        }
    });
    let total = board.game().moves().len();
    let id = table.id();
    let rematch_to = table.rematch_table();
    let may_rematch = over && rematch_to.is_none() && plays_here && session.link() == Link::Online;
    let on_resign = {
        let live = live.clone();
        Callback::from(move |()| live.act_or_note(LiveSession::resign))
    };
    // Mid-game, a player who leaves holds the others up: asked first.
    let leave_asks = stage == Stage::Playing && seated.is_some();
    let offering = may_sit && !*watching;
    // The invite is passed on by those at the table: the host, and anyone seated. While
    // seats are free, it comes first, where the host looks.
    let inviting =
        links_ready && stage == Stage::Seating && (session.is_host() || seated.is_some());
    let links = links_ready.then(|| html! {
        <TableLinks invite={session.secret().filter(|_| inviting)
                        .map(|secret| AttrValue::from(address_with_link(&invite_for(id, Some(secret)))))}
                    watch={address_with_link(&invite_for(id, None))}
                    game={TableGame::BlockNess} testid="live" />
    });
    let seat_list = html! {
        <SeatList<Colour> key="table" seats={seats.clone()} label={seat_label(lang)} row_class={colour_class()} testid="live"
                  {may_sit} watching={*watching} {on_watch} on_action={on_table.clone()} name={claim_name}
                  asking={session.asking()} host_online={session.wire().host_online()}
                  spectator={session.secret().is_none() && !plays_here}
                  hosting={session.is_host() && stage == Stage::Seating} />
    };
    html! {
        <section class="live-table" data-testid="live-table" data-state={session.shown().name()}
                 data-stage={stage_name(Some(stage))} data-moves={total.to_string()} data-table={id.to_string()}>
            { connection }
            { for note }
            // An invited visitor's business is the seat form: it comes first, in view.
            if offering { { seat_list.clone() } }
            if inviting { { for links.clone() } }
            <BeganNote<Colour> seats={seats.clone()} stage={Some(stage)} testid="live" />
            <div class="tutorial-layout live-layout">
                <div class="tutorial-board live-board">
                    <Board model={views.board.clone()} on_action={on_board.clone()} />
                    <Legend />
                </div>
                <aside class="side tutorial-side">
                    <Status model={status.clone()} hint={views.explanation.clone()} verdict={verdict.clone()}
                            refused={board.pointed_by_click()} on_action={on_board.clone()} />
                    if session.bot_thinking() {
                        <p class="bot-note" data-testid="bot-thinking">{ blockness_web_board::words::texts::BOT_THINKING.get(lang) }</p>
                    }
                    { for result }
                    <TableButtons may_resign={stage == Stage::Playing && seated.is_some()} {may_rematch}
                                  rematch_called={rematch_to.is_some()} {plays_here} {leave_asks}
                                  may_leave={!offering} on_action={on_table.clone()} {on_resign} on_leave={props.on_leave.clone()} />
                    if seated.is_some() && stage != Stage::Over {
                        <TurnNoticeSettings {notices} on_change={on_notices} />
                    }
                    if !offering { { seat_list.clone() } }
                    // Not while a seat is asked for: the asking says what happens.
                    if !may_sit && !plays_here && !session.asking() {
                        <p class="live-watching" data-testid="live-watching">{ words::WATCHING.get(lang) }</p>
                    }
                    <div class="trays">
                        { for views.trays.iter().cloned().map(|model| {
                            let seat = model.seat;
                            let who = who_plays(&seats, board.game().person_of(seat), lang);
                            html! { <Tray key={seat} {model} on_action={on_board.clone()} {who} /> }
                        }) }
                    </div>
                    <MoveList entries={views.entries.clone()} ending={views.ending.clone()} players={board.game().rules().players()}
                              shown={board.shown_moves()} {total} on_action={on_board.clone()} />
                    if !inviting { { for links } }
                    if plays_here {
                        <p class="zones-note">{ words::KEPT_NOTE.get(lang) }</p>
                    }
                </aside>
            </div>
            <p class="visually-hidden" role="status" aria-live="polite">{ (*announcement).clone() }</p>
        </section>
    }
}
