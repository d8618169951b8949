//! The site's build after Trunk: what `trunk build --release` runs last (a post_build hook of
//! Trunk.toml), on the files Trunk staged. No browser is involved: the first screen is drawn
//! by the page's own components, natively ([`blockness_web::first_screen`]).

pub mod copy;
pub mod first_paint;
pub mod page;
