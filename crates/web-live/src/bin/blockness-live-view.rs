//! The live tables' module of the page (built by Trunk for wasm32 beside the page's own
//! module, and fetched by the page when a live table or the form that opens one is shown).

blockness_web_common::view_module!(blockness_web_live::LiveModule);
