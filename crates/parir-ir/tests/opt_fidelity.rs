//! `parir fmt` against `opt-19 -S`: what LLVM 19's reader changes on the way in must be
//! changed by parir's reader too.
//!
//! - Every intrinsic of LLVM 19 (the generated table), declared with attributes of its own,
//!   with an overload suffix, and near-miss names, prints as `opt-19 -S` prints it: the
//!   reader gives intrinsic declarations the intrinsic's attributes (issue 12, point 3).
//! - Every clang/flang output of the corpus (`corpus/samples/` and `PARIR_CORPUS_DIR`; not the
//!   `*.dis.ll` files, which `corpus_oracle.rs` checks against `llvm-dis-19`) prints byte for
//!   byte as `opt-19 -S` prints it, apart from the `; ModuleID` line.
//!
//! Without opt-19 the tests are skipped with a message, unless `PARIR_REQUIRE_ORACLES=1`.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// `opt-19 -S ARGS` on `text`, without the `; ModuleID` line.
fn opt_s(text: &str, args: &[&str]) -> Result<String, String> {
    let mut child = Command::new("opt-19")
        .arg("-S")
        .args(args)
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let data = text.as_bytes().to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(without_module_id(&String::from_utf8_lossy(&out.stdout)))
}

fn without_module_id(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("; ModuleID = "))
        .flat_map(|l| [l, "\n"])
        .collect()
}

fn parir_s(text: &str, name: &str) -> Result<String, String> {
    let m = parir_ir::parser::parse_module(text, name).map_err(|d| d.render(name, text))?;
    Ok(without_module_id(&parir_ir::printer::print_module(&m)))
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  opt-19: {x}\n  parir:  {y}", i + 1);
        }
    }
    format!(
        "lengths differ: opt-19 {} lines, parir {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

#[test]
fn every_intrinsic_gets_its_attributes_as_in_opt() {
    if !common::opt_available("fidelity to opt -S") {
        return;
    }
    let names = parir_ir::intrinsics::all_names();
    assert!(names.len() > 10_000, "{} intrinsics", names.len());
    // Declarations with attributes that no intrinsic has in that combination, with and without
    // an overload suffix, and names that are not intrinsics although close to one.
    let mut src = String::new();
    let params = "ptr, i32, i64, ptr, i1, i32, ptr, i64, ptr, ptr, i32, ptr";
    let mut n = 0;
    let mut seen = std::collections::HashSet::new();
    let mut decl = |src: &mut String, name: &str| {
        if !seen.insert(name.to_string()) {
            return;
        }
        src.push_str(&format!(
            "declare noundef ptr @\"{name}\"(ptr nonnull, i32 signext, {params}) #{}\n",
            n % 2
        ));
        n += 1;
    };
    for name in &names {
        decl(&mut src, name);
        decl(&mut src, &format!("{name}.p0.i32"));
        decl(&mut src, &format!("{name}x"));
    }
    for name in [
        "llvm",
        "llvm.",
        "llvm.x86",
        "llvm.x86.",
        "llvm.experimental",
        "llvm.nvvm.zz",
    ] {
        decl(&mut src, name);
    }
    src.push_str("attributes #0 = { mustprogress noinline \"probe\" }\n");
    src.push_str("attributes #1 = { cold }\n");
    let want = opt_s(&src, &["-disable-verify"]).expect("opt-19 reads the declarations");
    let got = parir_s(&src, "<stdin>").expect("parir reads the declarations");
    let (want, got) = (declarations(&want), declarations(&got));
    // opt's AutoUpgrade replaces a few retired or mis-mangled names by other functions
    // (`llvm.objectsize.p0.i32` → `llvm.objectsize.p0.p0`, ...); parir does not upgrade
    // them, which clang-19 output never needs. Every declaration opt kept must match.
    let mut differ = Vec::new();
    let mut upgraded = 0;
    for (name, decl) in &got {
        match want.get(name) {
            Some(w) if w == decl => {}
            Some(w) => differ.push(format!("opt-19: {w}\nparir:  {decl}")),
            None => upgraded += 1,
        }
    }
    eprintln!(
        "{} declarations compared, {upgraded} upgraded away by opt-19",
        got.len() - upgraded
    );
    assert!(
        upgraded < 10,
        "{upgraded} declarations missing from opt's output"
    );
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

/// Each `declare` line of printed IR by function name, with its `#N` replaced by the group's
/// attributes.
fn declarations(text: &str) -> std::collections::HashMap<String, String> {
    let groups: std::collections::HashMap<&str, &str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("attributes "))
        .filter_map(|l| l.split_once(" = "))
        .collect();
    text.lines()
        .filter(|l| l.starts_with("declare "))
        .map(|l| {
            let name = l
                .split('@')
                .nth(1)
                .and_then(|r| r.split('(').next())
                .unwrap_or("");
            let decl = match l.rsplit_once(" #") {
                Some((head, n)) => {
                    format!(
                        "{head} {}",
                        groups.get(format!("#{n}").as_str()).unwrap_or(&"?")
                    )
                }
                None => l.to_string(),
            };
            (name.to_string(), decl)
        })
        .collect()
}

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/samples");
    let mut dirs = vec![root];
    if let Ok(d) = std::env::var("PARIR_CORPUS_DIR") {
        dirs.push(PathBuf::from(d));
    }
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .filter_map(|d| std::fs::read_dir(d).ok())
        .flat_map(|rd| rd.flatten().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "ll") && !p.to_string_lossy().ends_with(".dis.ll")
        })
        .collect();
    files.sort();
    files
}

#[test]
fn corpus_prints_as_opt_prints_it() {
    if !common::opt_available("fidelity to opt -S") {
        return;
    }
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus files");
    let failures = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(f) = files.get(i) else { break };
                let name = f.display().to_string();
                let result = std::fs::read_to_string(f)
                    .map_err(|e| e.to_string())
                    .and_then(|text| {
                        let want = opt_s(&text, &[])?;
                        let got = parir_s(&text, &name)?;
                        if want == got {
                            Ok(())
                        } else {
                            Err(first_difference(&want, &got))
                        }
                    });
                if let Err(e) = result {
                    failures.lock().unwrap().push(format!("{name}: {e}"));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    eprintln!(
        "{} files compared with opt-19 -S, {} differ",
        files.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// opt-19 reads with debug type ODR uniquing: the first `DICompositeType` of an identifier is
/// distinct, a later one of the same tag is the same node (a forward declaration takes the
/// definition's fields), one of another tag is read as written.
#[test]
fn debug_types_are_odr_uniqued_as_opt_does() {
    let src = "!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
        !1 = !DICompositeType(tag: DW_TAG_structure_type, name: \"A\", flags: DIFlagFwdDecl, identifier: \"_ZTS1A\")\n\
        !2 = !DICompositeType(tag: DW_TAG_structure_type, name: \"A\", size: 32, identifier: \"_ZTS1A\")\n\
        !3 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"B\", size: 32, identifier: \"_ZTS1B\")\n\
        !4 = !DICompositeType(tag: DW_TAG_union_type, name: \"B\", size: 64, identifier: \"_ZTS1B\")\n\
        !5 = !{!3, !1, !2, !4}\n\
        !llvm.module.flags = !{!0}\n\
        !named = !{!5}\n";
    let got = parir_s(src, "<stdin>").expect("parses");
    assert!(got.contains("!1 = !{!2, !3, !3, !4}\n"), "{got}");
    assert!(
        got.contains("!3 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"A\", size: 32, identifier: \"_ZTS1A\")\n"),
        "{got}"
    );
    assert!(
        got.contains("!4 = !DICompositeType(tag: DW_TAG_union_type"),
        "{got}"
    );
    // llvm-as/llvm-dis read without it.
    let opts = parir_ir::parser::ReadOptions {
        debug_type_odr_uniquing: false,
        ..Default::default()
    };
    let m = parir_ir::parser::parse_module_with(src, "<stdin>", &opts).expect("parses");
    let plain = parir_ir::printer::print_module(&m);
    assert!(plain.contains("!1 = !{!2, !3, !4, !5}\n"), "{plain}");
    if common::opt_available("fidelity to opt -S") {
        assert_eq!(opt_s(src, &[]).expect("opt-19 reads it"), got);
    }
}
