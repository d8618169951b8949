//! A live Loch Ness table on this device, without I/O: [`LochLiveSession`] is the game's
//! side of a table's connection ([`blockness_web_table::session::Wire`]): it acts for the
//! person's seat and the computer seats this device runs, does the device's share of the
//! table's luck (commitments, its seats' parts of each draw, the draw once every part is
//! in) after every message and on the page's timer, and hands a silent seat to a computer
//! once the grace time is over. Every rule and every check is `blockness-live`'s.

mod board;
pub mod create;
mod session;

#[cfg(test)]
mod tests;

pub use board::SeatLine;
pub use session::LochLiveSession;
