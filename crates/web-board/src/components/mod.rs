//! The board's Yew components. Each reads a view model of [`crate::board::view`] and sends
//! back [`BoardAction`](crate::board::BoardAction)s, so every board of the site draws and
//! takes input the same way; none holds a rule.

pub mod arch;
pub mod board;
pub mod colours;
pub mod end_marker;
pub mod geometry;
pub mod hole;
pub mod legend;
pub mod move_list;
pub mod status;
pub mod tray;
