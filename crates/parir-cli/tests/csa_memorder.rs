//! `parir analyze -p 'print<csa-memorder>'` / `dot<csa-memorder>` from the command line:
//! text, JSON, DOT and SVG (with graphviz; skipped with a message without it, a failure
//! under `PARIR_REQUIRE_ORACLES=1`).

mod common;
use common::parir;
use std::path::Path;

fn cases() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../parir-annot/tests/filetests/csa-memorder-cases.ll")
        .to_str()
        .expect("utf-8")
        .to_string()
}

#[test]
fn json_lists_membership_and_edges() {
    let out = parir(
        &[
            "analyze",
            "--format",
            "json",
            "-p",
            "print<csa-memorder>",
            &cases(),
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let fs = doc["print<csa-memorder>"]["functions"]
        .as_array()
        .expect("functions");
    let pl = fs
        .iter()
        .find(|f| f["function"] == "parallel_loop")
        .expect("parallel_loop");
    assert_eq!(pl["regions"][0]["id"], 1001);
    assert_eq!(
        pl["memory_operations"][0]["membership"][0]["section_membership"],
        "inside"
    );
    let edges = pl["edges"].as_array().expect("edges");
    // Intra-iteration kept, around the loop ignored.
    assert!(edges
        .iter()
        .any(|e| e["paths"] == "forward" && e["ignored"] == false));
    assert!(edges.iter().any(
        |e| e["paths"].as_str().is_some_and(|p| p.starts_with("around")) && e["ignored"] == true
    ));
}

#[test]
fn dot_and_svg() {
    let out = parir(&["analyze", "-p", "dot<csa-memorder>", &cases()], None);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("digraph \"@parallel_loop\""), "{text}");
    assert!(text.contains("section entry 1001"), "{text}");
    assert!(text.contains("[style=dashed]"), "{text}");
    // graphviz's version flag is -V (`dot --version` fails).
    let have_dot = std::process::Command::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !have_dot {
        assert!(
            !common::require_oracles(),
            "dot (graphviz) is required (PARIR_REQUIRE_ORACLES=1)"
        );
        eprintln!("SKIPPED: dot (graphviz) not found; --svg not tested");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let svg = dir.path().join("m.svg");
    let out = parir(
        &[
            "analyze",
            "-p",
            "dot<csa-memorder>",
            "--svg",
            svg.to_str().expect("utf-8"),
            &cases(),
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let one = dir.path().join("m.parallel_loop.svg");
    let s = std::fs::read_to_string(&one).expect("one SVG per function");
    assert!(
        s.contains("<svg") && s.contains("section entry 1001"),
        "{s}"
    );
    let bad = parir(
        &[
            "analyze",
            "-p",
            "print<csa-memorder>",
            "--svg",
            "x.svg",
            &cases(),
        ],
        None,
    );
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--svg renders DOT printers"));
}
