//! The analysis's Yew components: its panel, the evaluation graph and the keys of what it
//! draws on the graph and on the board.

pub mod graph;
pub mod key;
pub mod panel;
