//! The page's Yew components, one with small props a file: the game page and its header,
//! controls, notices and ranking, the new-game dialog and the welcome screen, My games and the
//! rating page, the
//! on-demand views' frame and the first screen the site's build renders. The board itself
//! is drawn by the board kit's components.

pub mod controls;
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub mod first_screen;
pub mod game_page;
pub mod header;
pub mod keyboard_bridge;
pub mod lazy_view;
pub mod library;
pub mod new_game;
pub mod notices;
pub mod ranking;
pub mod rating_page;
pub mod welcome;
