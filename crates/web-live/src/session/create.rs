//! A table made from the form's choices, and the same game played by link when no broker
//! can carry it.

use std::sync::Arc;

use blockness_core::{encode_link, Edition, Game, GameId, Setup};
use blockness_live::{InviteSecret, LiveError, SeatKey, Settings, Table, TableGame};
use blockness_web_board::live_draft::LiveDraft;
use blockness_web_board::seat::{address_text, SeatKind};
use blockness_web_table::session::Hosting;

use crate::levels::bot_level;

/// A new table for `draft`, on the site's standard edition: its settings with `nonce` (32
/// hexadecimal digits of random bits), hosted by `key` (which runs the computer seats),
/// its invite's `secret`, a grace time of `grace` seconds, and the creator seated in
/// `seat` under `name` (none when every seat is a computer's).
#[allow(clippy::too_many_arguments)]
pub fn open_table(
    draft: &LiveDraft,
    grace: u32,
    nonce: String,
    key: &SeatKey,
    secret: &InviteSecret,
    seat: Option<usize>,
    name: &str,
) -> Result<Table, LiveError> {
    let draft = draft.clone().normalised();
    let mut settings = Settings::new(
        TableGame::BlockNess,
        draft.players as u8,
        Edition::STANDARD_NAME,
        &key.public(),
        nonce,
    );
    settings.expert = draft.expert;
    settings.swap = draft.swap;
    Hosting {
        key,
        secret,
        grace,
        computers: draft
            .computers
            .iter()
            .map(|level| level.map(bot_level))
            .collect(),
        creator: seat.map(|seat| (seat, name)),
    }
    .open(settings)
}

/// The address of the same game played by link instead, from this device: `mine` by
/// clicks, the computers here, everyone else on another device; `None` when the choices
/// make no game.
pub fn by_link_address(draft: &LiveDraft, mine: Option<usize>, id: &GameId) -> Option<String> {
    let draft = draft.clone().normalised();
    let edition: Arc<Edition> = blockness_web_board::editions::standard_edition();
    let setup = Setup::new(&edition, draft.players, None, draft.expert)
        .and_then(|s| s.with_swap(draft.swap))
        .ok()?;
    let game = Game::new(edition, setup);
    let kinds: Vec<SeatKind> = draft
        .computers
        .iter()
        .enumerate()
        .map(|(seat, level)| match level {
            Some(level) => SeatKind::bot(*level),
            None if Some(seat) == mine => SeatKind::Human,
            None => SeatKind::ByLink,
        })
        .collect();
    Some(address_text(&encode_link(&game), Some(id), &kinds))
}
