//! The live tables' module for a table's address (an invite, a spectator's link) in Italian
//! only: the same view as `blockness-live-view`, built without the feature `form` and with
//! `only-it` (index.html), so it carries the table but not the form that opens one, the
//! lobby, nor the other languages' words. The page's loader starts it alone, before the
//! page's module, when the page speaks Italian.

blockness_web_common::view_module!(blockness_web_live::LiveModule);
