//! The live tables' module for a table's address (an invite, a spectator's link), which the
//! page's loader starts alone before the page's module: the same view as
//! `blockness-live-view`, built without the feature `form` (index.html), so it carries the
//! table and not the form that opens one nor the lobby.

blockness_web_common::view_module!(blockness_web_live::LiveModule);
