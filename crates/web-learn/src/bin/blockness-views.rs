//! The views module of the page: the rules page, the tutorial and the solo puzzles (built
//! by Trunk for wasm32 beside the page's own module, and fetched by the page the first time
//! one of these views opens).

blockness_web_common::view_module!(blockness_web_learn::ViewsModule);
