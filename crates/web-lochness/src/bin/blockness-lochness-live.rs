//! The live Loch Ness tables' module of the site: a table played with friends on other
//! devices through a broker, fetched by the Block Ness page when an address
//! `#l/live=<table>…` opens (built by Trunk for wasm32 beside the page), so the Loch Ness
//! game alone never downloads the live protocol.

blockness_web_common::view_module!(blockness_web_lochness::LochLiveModule);
