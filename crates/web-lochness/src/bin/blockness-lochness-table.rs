//! The live Loch Ness tables' module for a table's address (an invite, a spectator's link):
//! the same view as `blockness-lochness-live`, built without the feature `form`
//! (index.html), so it carries the table but not the form that opens one nor the lobby. The
//! page's loader starts it alone, before the page's module.

blockness_web_common::view_module!(blockness_web_lochness::LochLiveModule);
