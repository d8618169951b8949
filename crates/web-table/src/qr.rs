//! The invite as a QR code, for phones around one table: one device shows it, the others
//! point their camera at it. The `qrcode` crate encodes the link and draws it as SVG; the
//! page shows that as an image.

use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The smallest side of the drawing, in SVG units (the page scales it to fit).
const MIN_SIDE: u32 = 240;

/// The QR code of `link` as the data address of an SVG image, or `None` when the link is
/// too long for any QR code. Error correction at level M survives a screen's glare.
pub fn qr_image(link: &str) -> Option<String> {
    let code = QrCode::with_error_correction_level(link.as_bytes(), EcLevel::M).ok()?;
    let drawing = code
        .render::<svg::Color>()
        .min_dimensions(MIN_SIDE, MIN_SIDE)
        .build();
    Some(format!(
        "data:image/svg+xml;base64,{}",
        STANDARD.encode(drawing)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawing(image: &str) -> String {
        let encoded = image
            .strip_prefix("data:image/svg+xml;base64,")
            .expect("an SVG data address");
        String::from_utf8(STANDARD.decode(encoded).unwrap()).unwrap()
    }

    #[test]
    fn an_invite_becomes_an_svg_image_and_a_longer_one_a_larger_code() {
        let short = "https://example.org/#live=0123456789abcdef0123456789abcdef&invite=AAAAAAAAAAAAAAAAAAAAAA";
        let long = format!("{short}&broker=wss%3A%2F%2Fbroker.example.org%3A8084%2Fmqtt");
        let (small, large) = (
            drawing(&qr_image(short).unwrap()),
            drawing(&qr_image(&long).unwrap()),
        );
        for svg in [&small, &large] {
            assert!(
                svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""),
                "{svg}"
            );
            assert!(svg.ends_with("</svg>"), "{svg}");
        }
        let modules = |svg: &str| svg.matches('M').count();
        assert!(modules(&large) > modules(&small));
    }

    #[test]
    fn a_link_too_long_for_any_code_has_none() {
        assert_eq!(qr_image(&"x".repeat(4000)), None);
    }
}
