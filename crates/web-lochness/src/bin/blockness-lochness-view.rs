//! The Loch Ness module of the site: the table and its rules page, fetched by the Block
//! Ness page the first time Loch Ness opens (built by Trunk for wasm32 beside the page).

blockness_web_common::view_module!(blockness_web_lochness::LochNessModule);
