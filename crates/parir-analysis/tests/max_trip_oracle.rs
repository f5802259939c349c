//! `induction::max_trip_count` against opt-19's ScalarEvolution (issue 27, point 3: trip
//! counts "constant, symbolic expression, maximum").
//!
//! For the loops of `tests/max_trip/*.ll` (written for this test), of `corpus/samples/` and,
//! when `PARIR_CORPUS_DIR` is set, of the generated corpus, `opt-19
//! -passes='print<scalar-evolution>'` prints each loop's "constant max backedge-taken count";
//! that plus one is the most times the body runs. Where parir gives a maximum:
//!
//! - on this test's own loops it must equal LLVM's (each file is written to exercise one
//!   rule: wrap flags, signed and unsigned tests, truncated tests, steps above one);
//! - on the corpora it must never be below LLVM's (LLVM's maximum is sound, so a smaller one
//!   would claim fewer iterations than the loop may run), and the counts of equal and looser
//!   maxima are printed.
//!
//! Without opt-19 the test prints `SKIPPED:` and passes, unless `PARIR_REQUIRE_ORACLES=1`.

use parir_analysis::induction::max_trip_count;
use parir_analysis::loops::FunctionLoops;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn have_opt() -> bool {
    let ok = Command::new("opt-19")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var("PARIR_REQUIRE_ORACLES").as_deref() != Ok("1"),
            "opt-19 is required (PARIR_REQUIRE_ORACLES=1)"
        );
        eprintln!("SKIPPED: opt-19 not found");
    }
    ok
}

fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// (function, loop header) → the most times the body runs, from opt-19's
/// `constant max backedge-taken count is iN V` lines.
fn llvm_maxima(path: &Path) -> Option<HashMap<(String, String), u128>> {
    let out = Command::new("opt-19")
        .args(["-passes=print<scalar-evolution>", "-disable-output"])
        .arg(path)
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stderr);
    let mut f = String::new();
    let mut map = HashMap::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("Determining loop execution counts for: @") {
            f = name.trim_matches('"').to_string();
        } else if let Some(rest) = line.strip_prefix("Loop %") {
            let Some((header, count)) = rest.split_once(": constant max backedge-taken count is i")
            else {
                continue;
            };
            let Some((bits, v)) = count.split_once(' ') else {
                continue;
            };
            let (Ok(bits), Ok(v)) = (bits.parse::<u32>(), v.trim().parse::<i128>()) else {
                continue;
            };
            let modulus = 1i128 << bits.min(64);
            let btc = v.rem_euclid(modulus) as u128;
            map.insert((f.clone(), header.to_string()), btc + 1);
        }
    }
    Some(map)
}

/// (function, loop header, parir's maximum, LLVM's maximum).
type Row = (String, String, u128, u128);

/// The [`Row`] of every loop of `path` both know.
fn compare(path: &Path) -> Vec<Row> {
    let Some(llvm) = llvm_maxima(path) else {
        return Vec::new();
    };
    let src = std::fs::read_to_string(path).expect("readable");
    let Ok(m) = parir_ir::parser::parse_module(&src, &path.to_string_lossy()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (g, global) in m.globals.iter() {
        let Some(body) = m.body(g) else { continue };
        let fname = global.name().unwrap_or("").to_string();
        let names = parir_ir::printer::block_operand_names(&m, g);
        let fl = FunctionLoops::compute(body);
        for l in fl.forest.loops() {
            let Some(ours) = max_trip_count(&m, body, &fl, l) else {
                continue;
            };
            let h = fl.forest.header(l);
            let header = names[h.as_u32() as usize]
                .trim_start_matches('%')
                .to_string();
            if let Some(&theirs) = llvm.get(&(fname.clone(), header.clone())) {
                out.push((fname.clone(), header, ours, theirs));
            }
        }
    }
    out
}

#[test]
fn maxima_equal_llvms_on_the_written_loops() {
    if !have_opt() {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/max_trip");
    let files = ll_files(&dir);
    assert!(!files.is_empty(), "tests/max_trip has the inputs");
    let mut compared = 0;
    for f in &files {
        for (func, header, ours, theirs) in compare(f) {
            assert_eq!(
                ours,
                theirs,
                "{}: @{func} loop %{header}: parir's maximum {ours}, opt-19's {theirs}",
                f.display()
            );
            compared += 1;
        }
    }
    // Every function of these files but `@step2_no_flags` (no maximum: it may wrap forever)
    // has one loop parir bounds.
    assert!(compared >= 7, "only {compared} loops compared");
}

#[test]
fn maxima_are_never_below_llvms_on_the_corpora() {
    if !have_opt() {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = ll_files(&root.join("corpus/samples"));
    if let Ok(dir) = std::env::var("PARIR_CORPUS_DIR") {
        files.extend(ll_files(Path::new(&dir)));
    }
    let (mut equal, mut looser) = (0, 0);
    let mut below = Vec::new();
    // opt-19 runs dominate: a few files at once.
    let results: Vec<(PathBuf, Vec<Row>)> = std::thread::scope(|sc| {
        let chunks: Vec<&[PathBuf]> = files.chunks(files.len().div_ceil(4).max(1)).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                sc.spawn(move || {
                    chunk
                        .iter()
                        .map(|f| (f.clone(), compare(f)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a comparison thread"))
            .collect()
    });
    for (f, rows) in &results {
        for (func, header, ours, theirs) in rows {
            match ours.cmp(theirs) {
                std::cmp::Ordering::Equal => equal += 1,
                std::cmp::Ordering::Greater => looser += 1,
                std::cmp::Ordering::Less => below.push(format!(
                    "{}: @{func} %{header}: {ours} < {theirs}",
                    f.display()
                )),
            }
        }
    }
    eprintln!(
        "max trip counts: {equal} equal to opt-19's, {looser} looser, {} below",
        below.len()
    );
    assert!(
        below.is_empty(),
        "below opt-19's maximum:\n{}",
        below.join("\n")
    );
}
