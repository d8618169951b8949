//! Monster colours as CSS classes (the stylesheet holds the paint; the letter comes from the state).

use blockness_core::Colour;

/// CSS class of a colour: `c-orange`, … (the stylesheet holds the paint).
pub fn class(colour: Colour) -> String {
    format!("c-{}", colour.name())
}
