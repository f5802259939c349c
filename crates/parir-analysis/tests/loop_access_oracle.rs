//! `parir_analysis::loop_access` against opt-19's `print<access-info>` (LLVM 19's
//! LoopAccessAnalysis is the reference): for each loop of `tests/loop_access/*.ll`, the same
//! dependences (kind, source and sink instruction), the same verdict (safe, safe with
//! run-time checks, unsafe) and, when safe, the same maximum safe vector width. Skipped with
//! a message without opt-19 (a failure with PARIR_REQUIRE_ORACLES=1).

use parir_analysis::loop_access::analyze;
use parir_analysis::loops::FunctionLoops;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// Per function: the verdict line's gist and the dependences as `kind: source -> sink`.
type Report = BTreeMap<String, (String, Vec<String>)>;

fn opt_report(path: &Path) -> Option<Report> {
    let out = Command::new("opt-19")
        .args(["-passes=print<access-info>", "-disable-output"])
        .arg(path)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stderr).into_owned();
    let mut rep = Report::new();
    let mut func = String::new();
    let mut kind = String::new();
    let mut lines = text.lines().peekable();
    while let Some(l) = lines.next() {
        if let Some(f) = l.strip_prefix("Printing analysis 'Loop Access Analysis' for function '") {
            func = f.trim_end_matches("':").to_string();
            continue;
        }
        let t = l.trim();
        let entry = rep.entry(func.clone()).or_default();
        if t.starts_with("Memory dependences are safe") || t.starts_with("Report:") {
            entry.0 = verdict(t);
        } else if l.starts_with("      ") && !l.starts_with("       ") && t.ends_with(':') {
            kind = t.trim_end_matches(':').to_string();
        } else if let Some(src) = t.strip_suffix(" ->") {
            let sink = lines.next().map(str::trim).unwrap_or("");
            entry.1.push(format!("{kind}: {src} -> {sink}"));
        }
    }
    Some(rep)
}

fn verdict(t: &str) -> String {
    if let Some(w) =
        t.strip_prefix("Memory dependences are safe with a maximum safe vector width of ")
    {
        format!("safe, {w}")
    } else if t.starts_with("Memory dependences are safe with run-time checks") {
        "safe with run-time checks".into()
    } else if t.starts_with("Memory dependences are safe") {
        "safe".into()
    } else {
        "unsafe".into()
    }
}

/// The text of each instruction of function `g`, as the printer writes it.
fn inst_texts(m: &parir_ir::Module, g: parir_ir::GlobalId) -> BTreeMap<parir_ir::Inst, String> {
    let text = parir_ir::printer::print_functions(m, &[g]).remove(0);
    let body = m.body(g).expect("body");
    let mut lines = text
        .lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("    #dbg"))
        .map(|l| l.trim().to_string());
    let mut out = BTreeMap::new();
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            if let Some(l) = lines.next() {
                out.insert(i, l);
            }
        }
    }
    out
}

fn parir_report(path: &Path) -> Report {
    let src = std::fs::read_to_string(path).expect("read");
    let m = parir_ir::parser::parse_module(&src, &path.to_string_lossy()).expect("parses");
    let mut rep = Report::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let fl = FunctionLoops::compute(body);
        let Some(l) = fl.forest.loops().next() else {
            continue;
        };
        let la = analyze(&m, g, body, &fl, l);
        let texts = inst_texts(&m, g);
        let v = if !la.safe() {
            "unsafe".to_string()
        } else if la.needs_runtime_checks {
            "safe with run-time checks".to_string()
        } else if let Some(w) = la.max_safe_width_bits {
            format!("safe, {w} bits")
        } else {
            "safe".to_string()
        };
        let deps = la
            .deps
            .iter()
            .map(|d| {
                format!(
                    "{}: {} -> {}",
                    d.kind.name(),
                    texts[&d.source],
                    texts[&d.sink]
                )
            })
            .collect();
        rep.insert(f_name(&m, g), (v, deps));
    }
    rep
}

fn f_name(m: &parir_ir::Module, g: parir_ir::GlobalId) -> String {
    m.globals[g].name().unwrap_or("").to_string()
}

#[test]
fn dependences_match_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loop_access");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for f in files {
        let Some(want) = opt_report(&f) else {
            assert!(
                std::env::var("PARIR_REQUIRE_ORACLES").as_deref() != Ok("1"),
                "opt-19 is required (PARIR_REQUIRE_ORACLES=1)"
            );
            eprintln!("SKIPPED: opt-19 not found");
            return;
        };
        let got = parir_report(&f);
        assert_eq!(got, want, "{}", f.display());
        assert!(got.len() >= 10, "{} loops", got.len());
    }
}
