//! A live Loch Ness table: the connection, the seats, the table drawn as on this screen's
//! own games, the links to pass on, and the finished game's link.

use std::rc::Rc;

use blockness_live::{Stage, TableGame};
use blockness_web_common::field::use_typed_field;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform::address_with_link;
use blockness_web_table::address::Invite;
use blockness_web_table::browser::{
    away_to_act, opening, presence_tick, store_record, stored_name, table_note, use_clock,
    use_live, use_table_broker, use_turn_notice, use_turn_notices, BeganNote, ConnectionBar,
    LeaveTable, OnItsWay, SeatList, TableBroker, TableLinks, TurnNoticeSettings,
};
use blockness_web_table::words::{Note, Say};
use yew::prelude::*;

use super::early::{early_loch_table, EarlyLochTable};
use super::finished::FinishedGame;
use super::hooks::{use_listed_table, use_live_computers, use_live_settled, use_table_timer};
use super::seats::seat_label;
use crate::live::create::table_address;
use crate::live::LochLiveSession;
use crate::state::words;
use crate::state::LochAction;
use crate::ui::hooks::use_die_settle;
use crate::ui::table_body::TableBody;
use blockness_web_table::session::{stage_name, Next, TableSession, Who};

/// Props of [`LochLiveTable`].
#[derive(Properties, PartialEq)]
pub struct LochLiveTableProps {
    /// The table, its broker and the invite's secret, as the address gives them.
    pub invite: Rc<Invite>,
    /// Leaves the table.
    pub on_leave: Callback<()>,
}

/// The session of `invite`'s table: from the record kept on the device (an unreadable one
/// is put aside first), else as a visitor with a new key.
fn open_session(invite: &Invite) -> LochLiveSession {
    opening(invite, None).open(
        |record, guest, secret| LochLiveSession::open(invite.table, record, guest, secret),
        None,
    )
}

#[function_component(LochLiveTable)]
pub fn loch_live_table(props: &LochLiveTableProps) -> Html {
    let lang = use_lang();
    let live = {
        let invite = Rc::clone(&props.invite);
        use_live(move || open_session(&invite))
    };
    let keeps_key = live.session.borrow().keeps_key();
    let TableBroker {
        url: broker,
        public,
        ..
    } = use_table_broker(&live, &props.invite, keeps_key, table_address);
    let root = use_node_ref();
    let (revision, rolling) = {
        let session = live.session.borrow();
        let rolling = session
            .board()
            .filter(|b| b.rolling())
            .map(|b| b.game().actions().len());
        (session.revision(), rolling)
    };
    let (seated, over) = {
        let session = live.session.borrow();
        let stage = session.table().map(|t| t.stage());
        (session.my_seat().is_some(), stage == Some(Stage::Over))
    };
    use_listed_table(
        table_address(&Invite {
            secret: None,
            ..(*props.invite).clone()
        }),
        props.invite.table.to_string(),
        seated,
        over,
    );
    use_table_timer(&live);
    {
        let live = live.clone();
        use_die_settle(
            rolling,
            Callback::from(move |()| live.act(|s| s.click(LochAction::DieSettled))),
        );
    }
    use_live_computers(&live, rolling.is_some());
    use_live_settled(root.clone(), revision);
    // The person's turn at this device, told when the tab is out of sight.
    let my_turn = live.session.borrow().person_to_act();
    let (notices, on_notices) = use_turn_notices();
    use_turn_notice(my_turn, words::YOUR_TURN.get(lang).to_string(), notices);
    // The board as drawn: a copy for each revision, shared with the table's components.
    let board = {
        let live = live.clone();
        use_memo(revision, move |_| {
            live.session.borrow().board().cloned().map(Rc::new)
        })
    };
    // The name typed for a seat stays while the seats' list moves; a visitor may watch
    // instead of sitting.
    let claim_name = use_typed_field(stored_name);
    let watching = use_state(|| false);
    let seat_lines = live.session.borrow().seat_lines();
    // The status counts an away person's absence as it grows.
    let now = use_clock(presence_tick(&seat_lines));
    let on_watch = {
        let watching = watching.clone();
        Callback::from(move |watch: bool| watching.set(watch))
    };

    let on_action = {
        let live = live.clone();
        Callback::from(move |action: LochAction| live.act(|s| s.click(action)))
    };
    // Where the table's actions lead: the rematch's table, kept on the device first, a
    // table to watch, or this one through another broker.
    let on_table = {
        let (invite, broker, live_for_note) =
            (Rc::clone(&props.invite), broker.clone(), live.clone());
        live.table_actions(move |next| {
            let address = |table, broker, secret| {
                table_address(&Invite {
                    table,
                    broker,
                    secret,
                })
            };
            let location = gloo::utils::window().location();
            match next {
                Next::Rematch(record) => {
                    let Some(id) = record.table.as_ref().map(|t| t.id()) else {
                        return;
                    };
                    match store_record(id, &record) {
                        Ok(()) => {
                            let _ = location.set_hash(&address(id, broker.clone(), None));
                        }
                        Err(why) => live_for_note.act(|s| s.set_note(Note::KeyNotKept(why))),
                    }
                }
                Next::Watch(id) => {
                    let _ = location.set_hash(&address(id, broker.clone(), None));
                }
                Next::Broker(url) => {
                    // The page's security policy names the brokers of its address: a reload
                    // lets it connect to the new one.
                    let _ = location.set_hash(&address(invite.table, Some(url), invite.secret));
                    let _ = location.reload();
                }
                Next::Stay => {}
            }
        })
    };

    let session = live.session.borrow();
    let table = session.table();
    let stage = table.map(|t| t.stage());
    // Mid-game, a player who leaves holds the others up: asked first.
    let leave_asks = stage == Some(Stage::Playing) && session.my_seat().is_some();
    // Notices are chosen from the seat's taking to the end.
    let plays =
        session.my_seat().is_some() && matches!(stage, Some(Stage::Seating | Stage::Playing));
    // An invited visitor choosing a seat is not at the table yet: nothing to leave.
    let offering = session.may_ask() && !*watching;
    let actions = html! {
        <div class="actions live-actions">
            if !offering {
                <LeaveTable asks={leave_asks} on_leave={props.on_leave.clone()} testid="ln-live" />
            }
            if plays {
                <TurnNoticeSettings {notices} on_change={on_notices.clone()} />
            }
        </div>
    };
    let connection = html! {
        <ConnectionBar shown={session.shown()} broker={broker.clone()} {public} unsent={session.wire().unsent()}
                       on_by_link={None::<Callback<()>>} on_action={on_table.clone()} />
    };
    let note = table_note(&live, None);
    let Some(table) = table else {
        let early = EarlyLochTable {
            root,
            revision,
            shown: session.shown(),
            table: props.invite.table.to_string(),
            connection,
            note,
            on_its_way: OnItsWay {
                testid: "ln-live",
                may_ask: session.may_ask_before_table(),
                asking: session.asking(),
                name: claim_name,
                on_action: on_table,
            },
            on_leave: props.on_leave.clone(),
        };
        return early_loch_table(early, lang);
    };
    let seated = session.my_seat().is_some();
    let seats = html! {
        <SeatList<()> seats={seat_lines.clone()} label={seat_label(lang)} row_class={Callback::from(|()| Classes::new())}
                      testid="ln-live" may_sit={session.may_ask()} watching={*watching} {on_watch} on_action={on_table.clone()}
                      name={claim_name} asking={session.asking()} host_online={session.wire().host_online()}
                      spectator={session.secret().is_none() && !seated}
                      hosting={session.is_host() && stage == Some(Stage::Seating)} />
    };
    let link_for = |secret| {
        address_with_link(&table_address(&Invite {
            table: props.invite.table,
            broker: broker.clone(),
            secret,
        }))
    };
    // The invite is passed on by those at the table: the host, and anyone seated. While
    // seats are free, it comes first, where the host looks.
    let inviting = stage == Some(Stage::Seating) && (session.is_host() || seated);
    let links = html! {
        <TableLinks invite={session.secret().filter(|_| inviting)
                        .map(|secret| AttrValue::from(link_for(Some(secret))))}
                    watch={link_for(None)} game={TableGame::LochNess} testid="ln-live" />
    };
    // The rematch: the next table, with everyone of this one seated, is kept on the device
    // and opened; its address changes the table this page shows. Anyone else watches it.
    let finished = session.game_link().map(|link| {
        let address = format!("{}{link}", blockness_web_common::address::LOCHNESS_PREFIX);
        html! {
            <FinishedGame {address} caught={session.caught()} {seated} may_rematch={stage == Some(Stage::Over) && seated}
                          rematch_called={table.rematch_table().is_some()}
                          on_action={on_table.clone()} />
        }
    });
    // Each seat's person by name, for the status line.
    let people = Rc::new(
        seat_lines
            .iter()
            .map(|line| match &line.who {
                Who::Person(name) => name.clone(),
                Who::Computer(level, _) => Say::ComputerOn(*level, None).text(lang),
                Who::Open => Say::Seat(line.seat).text(lang),
            })
            .collect::<Vec<_>>(),
    );
    let game = session.game();
    let body = match board.as_ref() {
        Some(board) if stage != Some(Stage::Seating) => html! {
            <TableBody table={board.clone()} {revision} on_action={on_action.clone()} people={Some(people)}
                       away={away_to_act(&seat_lines, now, lang).map(|(headline, detail)| AttrValue::from(format!("{headline}. {detail}")))}>
                { actions.clone() }
                { seats }
                { for finished }
                { links }
            </TableBody>
        },
        _ => {
            let free = table
                .seats()
                .iter()
                .filter(|s| matches!(s, blockness_live::Seat::Open))
                .count();
            html! {
                <>
                    <p class="ln-status" data-testid="ln-live-free" role="status">{ Say::FreeSeats(free).text(lang) }</p>
                    if inviting { { links.clone() } }
                    { seats }
                    if !inviting { { links } }
                    { actions.clone() }
                </>
            }
        }
    };
    html! {
        <section class="ln-live" ref={root} data-testid="lochness-view"
                 data-state={session.shown().name()} data-stage={stage_name(stage)}
                 data-table={props.invite.table.to_string()}
                 data-seat={session.my_seat().map_or(String::new(), |s| s.to_string())}
                 data-revision={revision.to_string()}
                 data-actions={game.map_or(0, |g| g.actions().len()).to_string()}
                 data-step={game.filter(|_| stage != Some(Stage::Seating)).map_or("none".to_string(), |g| format!("{:?}", g.step()).to_lowercase())}
                 data-to-act={game.and_then(|g| g.to_act()).map_or(String::new(), |s| s.to_string())}
                 data-person-to-act={session.person_to_act().to_string()}>
            { connection }
            { for note }
            <BeganNote<()> seats={seat_lines.clone()} {stage} testid="ln-live" />
            { body }
        </section>
    }
}
