//! The names the site's Rust shares with its JavaScript (www/first-paint.js, www/start.js),
//! written once: element ids, window globals and the on-demand modules' names. The page
//! adds its storage keys, and the site's build (crates/site-build) writes them all into the
//! JavaScript as the constant `BLOCKNESS`, so no script spells them again.

/// Storage key of the language the player picked.
pub use crate::LANGUAGE_KEY;

/// The id of the element the app draws in.
pub const APP_ROOT_ID: &str = "app-root";

/// The id of the static copy of the first screen that the site's build writes into
/// `index.html`, shown until the app draws; `<template id="first-paint-LANG">` holds the
/// copy in another language.
pub const FIRST_PAINT_ID: &str = "first-paint";

/// The `elementtiming` name of the new-game dialog's Start button, the last element of the
/// first screen: its paint tells the loader that the prerendered copy is on screen.
pub const FIRST_SCREEN_TIMING: &str = "first-screen";

/// The window property where the welcome module leaves its request for the page's module
/// (`page::handoff`).
pub const HANDOFF_GLOBAL: &str = "blocknessHandoff";

/// The window function of the loader that starts the page's module.
pub const START_PAGE_GLOBAL: &str = "blocknessStartPage";

/// The module of the rules page, the tutorial and the solo puzzles (crates/web-learn), and
/// the name of the `<meta>` that gives its hashed file.
pub const VIEWS_MODULE: &str = "blockness-views";

/// The Loch Ness module (crates/web-lochness), and the name of the `<meta>` that gives its
/// hashed file.
pub const LOCHNESS_MODULE: &str = "blockness-lochness-view";

/// The live Loch Ness tables' module (crates/web-lochness's `blockness-lochness-live`), and
/// the name of the `<meta>` that gives its hashed file.
pub const LOCHNESS_LIVE_MODULE: &str = "blockness-lochness-live";

/// The live tables' module (crates/web-live), and the name of the `<meta>` that gives its
/// hashed file.
pub const LIVE_MODULE: &str = "blockness-live-view";

/// The live Loch Ness tables' module without the form and the lobby (crates/web-lochness,
/// built without its feature `form`), which the loader starts alone for a table's address.
pub const LOCHNESS_TABLE_MODULE: &str = "blockness-lochness-table";

/// The live tables' module without the form and the lobby (crates/web-live, built without
/// its feature `form`), which the loader starts alone for a table's address.
pub const LIVE_TABLE_MODULE: &str = "blockness-live-table";

/// The name of the `<meta>` that holds the broker address the site was built with (the
/// environment variable `BLOCKNESS_BROKER` of the build, crates/site-build): live tables
/// connect there unless an invite or the player names another.
pub const BROKER_META: &str = "blockness-broker";

/// The id of the second security policy the page's first script adds (www/first-paint.js):
/// it narrows the connections the build's policy allows to the brokers of this load of the
/// page (the site's, the address's, the one entered on this device).
pub const CONNECT_POLICY_ID: &str = "blockness-connect";

/// The page's function, set by its first script, that says whether the page may connect to a
/// broker's address now (`now`), once loaded again with it in the address or in storage
/// (`reload`), or never (`never`: no policy can name it). Absent, every broker may be used.
pub const BROKER_ALLOWED_GLOBAL: &str = "blocknessBrokerAllowed";

/// The attribute on `<html>` that says an on-demand view is on its way: the page counts
/// one while it fetches and mounts the view's module, the view one while its stylesheet
/// loads ([`crate::platform::view_loading`]). The offline copy (`www/offline.js`) waits
/// until it is gone, so storing the whole site never competes with what the player is
/// waiting for on a slow link.
pub const VIEW_LOADING_ATTRIBUTE: &str = "data-view-loading";

/// The live tables' view, as the element that holds it names it (`data-view`).
pub const LIVE_VIEW: &str = "live";

/// The live Loch Ness tables' view, as the element that holds it names it (`data-view`).
pub const LOCHNESS_LIVE_VIEW: &str = "lochness-live";

/// The live view's stylesheet, a file copied beside the page ([`crate::view_module::use_view_stylesheet`]).
/// The page's first script links it at once for an invite, whose seat form it draws.
pub const LIVE_STYLESHEET: &str = "./live.css";

/// Loch Ness's stylesheet, a file copied beside the page: its view's and its live tables'.
/// The page's first script links it at once for a Loch Ness invite, with the live view's.
pub const LOCHNESS_STYLESHEET: &str = "./lochness.css";

/// The test id of the live view's page: the first frame the module draws that is not a wait,
/// which takes the place of the seat form an invite showed with the page's HTML.
pub const LIVE_PAGE: &str = "live-page";

/// The test id of the live Loch Ness view's page (see [`LIVE_PAGE`]).
pub const LOCHNESS_LIVE_PAGE: &str = "ln-live-page";

/// The id of the element, after the app's root, that holds the on-demand views.
pub const VIEWS_ID: &str = "views";

/// The window property where the loader leaves a live table it drew before the page's module
/// (an invite or a spectator's link of either game opens with that game's live module alone,
/// see www/start.js): the view's name, its element, its handle, and the events it sent
/// meanwhile, which the page adopts (crates/web/src/components/lazy_view.rs).
pub const TABLE_ALONE_GLOBAL: &str = "blocknessTableAlone";
