//! The live tables' module for a table's address (an invite, a spectator's link), which the
//! page's loader starts alone before the page's module: the same view as
//! `blockness-live-view`, built without the feature `form` (index.html), so it carries the
//! table and not the form that opens one nor the lobby. It is built once per language
//! (`blockness-live-table-<code>`, Cargo.toml), each writing its language only; the loader
//! starts the page's.

blockness_web_common::view_module!(blockness_web_live::LiveModule);
