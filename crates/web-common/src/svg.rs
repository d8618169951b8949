//! Numbers written into SVG attributes, by the board and by the analysis graph alike.

use std::fmt;

/// An SVG coordinate written to a tenth, with integer formatting only: the standard float
/// formatting would add its whole machinery to the page's wasm for numbers that never
/// need more than one decimal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Px(pub f64);

impl fmt::Display for Px {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
        if tenth == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{tenth}")
        }
    }
}

/// `v` as an SVG attribute value.
pub fn px(v: f64) -> String {
    Px(v).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_are_written_with_integers_and_no_trailing_zero() {
        assert_eq!(px(12.0), "12");
        assert_eq!(px(-3.25), "-3.3");
        assert_eq!(px(0.04), "0");
        assert_eq!(px(-0.06), "-0.1");
        assert_eq!(px(7.5), "7.5");
    }
}
