//! The whole build step on a staging directory laid out as Trunk leaves it: the page's
//! module under Trunk's hashed names with its snippet, the on-demand and welcome modules under
//! fixed names, the page's own index.html (with what Trunk keeps of it) and sw.js.

use std::fs;
use std::path::PathBuf;

fn staging() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("blockness-site-build-it-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("snippets/blockness-web-00000000000000aa")).unwrap();
    fs::write(
        dir.join("blockness-web-0123456789abcdef.js"),
        "import './snippets/blockness-web-00000000000000aa/inline0.js';",
    )
    .unwrap();
    fs::write(
        dir.join("blockness-web-0123456789abcdef_bg.wasm"),
        b"\0asm page",
    )
    .unwrap();
    fs::write(
        dir.join("snippets/blockness-web-00000000000000aa/inline0.js"),
        "export function f() {}",
    )
    .unwrap();
    for module in [
        "blockness-views",
        "blockness-lochness-view",
        "blockness-lochness-live",
        "blockness-lochness-table",
        "blockness-live-view",
        "blockness-live-table",
        "blockness-welcome",
    ] {
        fs::write(
            dir.join(format!("{module}.js")),
            format!("new URL('{module}_bg.wasm', import.meta.url);"),
        )
        .unwrap();
        fs::write(
            dir.join(format!("{module}_bg.wasm")),
            format!("\0asm {module}"),
        )
        .unwrap();
    }
    let sw = include_str!("../../../www/sw.js");
    fs::write(dir.join("sw.js"), sw).unwrap();
    fs::write(
        dir.join("index.html"),
        "<!doctype html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\" />\n  <title>Block Ness</title>\n  <script src=\"./first-paint.js\"></script>\n</head>\n<body>\n  <div id=\"app-root\"></div>\n</body>\n</html>\n",
    )
    .unwrap();
    dir
}

#[test]
fn the_build_writes_the_first_screen_the_loader_the_policy_and_the_deployment() {
    let dir = staging();
    blockness_site_build::build(&dir, true).unwrap();
    let html = fs::read_to_string(dir.join("index.html")).unwrap();

    // The modules are named after their content, and the page reads their names.
    let names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    for module in [
        "blockness-views",
        "blockness-lochness-view",
        "blockness-lochness-live",
        "blockness-lochness-table",
        "blockness-live-view",
        "blockness-live-table",
        "blockness-welcome",
    ] {
        assert!(
            !names.contains(&format!("{module}.js")),
            "{module}.js renamed"
        );
        let js = names
            .iter()
            .find(|n| n.starts_with(&format!("{module}-")) && n.ends_with(".js"))
            .unwrap();
        assert!(html.contains(&format!("./{js}")), "the page names {js}");
    }
    assert!(html.contains("<meta name=\"blockness-views\" content=\"./blockness-views-"));
    assert!(html
        .contains("<meta name=\"blockness-lochness-view\" content=\"./blockness-lochness-view-"));
    assert!(html
        .contains("<meta name=\"blockness-lochness-live\" content=\"./blockness-lochness-live-"));
    assert!(html.contains("<meta name=\"blockness-live-view\" content=\"./blockness-live-view-"));
    // The loader starts each game's table module, without the form, for a table's address.
    assert!(html.contains("&quot;live&quot;:{&quot;js&quot;:&quot;./blockness-live-table-"));
    assert!(html
        .contains("&quot;lochness-live&quot;:{&quot;js&quot;:&quot;./blockness-lochness-table-"));
    assert!(html.contains(
        "&quot;page&quot;:{&quot;js&quot;:&quot;./blockness-web-0123456789abcdef.js&quot;"
    ));
    assert!(html.contains(
        "&quot;href&quot;:&quot;./snippets/blockness-web-00000000000000aa/inline0.js&quot;"
    ));

    // The policy comes first and allows the one inline script, the loader, at the head's end.
    let after_charset = html.split("<meta charset=\"utf-8\" />\n  ").nth(1).unwrap();
    assert!(after_charset.starts_with("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-"));
    assert_eq!(
        blockness_site_build::policy::inline_scripts(&html)
            .unwrap()
            .len(),
        1
    );
    assert!(html.contains("<script type=\"module\">\nconst modules = "));
    assert!(html.contains("</script>\n</head>"));

    // The first screen in English, and a template for each other language, before the root.
    let body = html.split("<body>").nth(1).unwrap();
    assert!(body.trim_start().starts_with("<div id=\"first-paint\" lang=\"en\" aria-hidden=\"true\" inert=\"\"><div data-revision=\"0\" class=\"app\">"));
    for lang in ["fr", "de", "it"] {
        assert!(body.contains(&format!(
            "<template id=\"first-paint-{lang}\" lang=\"{lang}\">"
        )));
    }
    assert!(body.contains("</template>\n  <div id=\"app-root\"></div>"));
    // And an invite's seat form of each game in each language.
    for view in ["live", "lochness-live"] {
        for lang in ["en", "fr", "de", "it"] {
            assert!(body.contains(&format!(
                "<template id=\"seat-form-{view}-{lang}\" lang=\"{lang}\"><div class=\"views\">"
            )));
        }
    }

    // The service worker lists every file but itself.
    let sw = fs::read_to_string(dir.join("sw.js")).unwrap();
    assert!(sw.contains("    \"index.html\": \"sha256-"));
    assert!(sw.contains("    \"snippets/blockness-web-00000000000000aa/inline0.js\": \"sha256-"));
    assert!(!sw.contains("    \"sw.js\""));
    // But each game's table module of an invite, which no device uses offline.
    assert!(!sw.contains("blockness-live-table-"));
    assert!(!sw.contains("blockness-lochness-table-"));
    assert!(sw.contains("blockness-lochness-live-"));

    // Built once: a second run refuses to write a second first screen.
    assert!(blockness_site_build::build(&dir, true).is_err());
    fs::remove_dir_all(dir).unwrap();
}
