//! Every translation `parir translate --list` derives (parir-annot's `model::systems`) is run
//! on inputs of its source form, and what it says moves must move.
//!
//! For each source form there are inputs written for other tests of this crate; the hub's own
//! inputs (directive regions and markers) are the other forms' inputs after their
//! recognizer. For each translation A → B and each input of A that holds a construct of a
//! kind the translation carries (after recognize(A), in `print<parallel-model>`):
//!
//! - `parir translate --from A --to B` succeeds and its output passes parir's verifier (and
//!   opt-19's, unless it is Tapir, which LLVM 19 does not know);
//! - read back into the hub (recognize(B), or nothing for the hub's own forms), the output's
//!   parallel model still holds (or the translation printed a warning saying why not; for each
//!   translation, on at least one input, the model must hold) a construct of a kind the translation carries (or the kind
//!   the target writes it as, `Translation::arrives_as`): something moved, and it arrived as
//!   what the table says.

mod common;

use parir_annot::model::systems::{translation, translations, Carries, System, SYSTEMS};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Inputs written in system `s`'s form (paths relative to the repository).
fn inputs_of(s: System) -> Vec<PathBuf> {
    let files: &[&str] = match s {
        System::Tapir => &[
            "examples/tapir.ll",
            "crates/parir-cli/tests/tapir/cilk_for.ll",
            "crates/parir-cli/tests/tapir/fib.ll",
        ],
        System::Markers => &["crates/parir-cli/tests/directives/tapir_markers.ll"],
        System::Directives => &[
            "examples/omp-team.ll",
            "crates/parir-cli/tests/directives/omp_clauses.ll",
            "crates/parir-cli/tests/directives/omp_tasks.ll",
        ],
        System::Directives2017 => &[
            "examples/directives.ll",
            "crates/parir-cli/tests/translations/simd_2017.ll",
            "crates/parir-cli/tests/translations/team_2017.ll",
        ],
        System::Ivdep => &[
            "examples/ivdep.ll",
            "crates/parir-cli/tests/hub/ivdep_loops.ll",
        ],
        System::Hpvm => &[
            "crates/parir-cli/tests/hub/hpvm/vector_add.ll",
            "crates/parir-cli/tests/hub/hpvm/fill2d.ll",
        ],
        System::Openmp => &["examples/omp.ll"],
        System::Csa => &[
            "crates/parir-cli/tests/hub/csa/csa_loops.ll",
            "crates/parir-cli/tests/hub/csa/sections.ll",
        ],
    };
    files.iter().map(|f| root().join(f)).collect()
}

/// Runs `parir ARGS`; the standard output, or the test fails with standard error.
fn parir_ok(args: &[&str]) -> String {
    let out = common::parir(args, None);
    assert!(
        out.status.success(),
        "parir {}:\n{}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The kinds of construct the parallel model of `file` holds (every function).
fn carried(file: &Path) -> BTreeSet<String> {
    let json = parir_ok(&[
        "analyze",
        "-p",
        "print<parallel-model>",
        "--format",
        "json",
        &file.to_string_lossy(),
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    v["print<parallel-model>"]["functions"]
        .as_array()
        .expect("functions")
        .iter()
        .flat_map(|f| f["carries"].as_array().expect("carries").clone())
        .map(|c| c.as_str().expect("name").to_string())
        .collect()
}

/// `file` brought into the hub form by the recognizer of `s` (written under `dir`).
fn in_hub(s: System, file: &Path, dir: &Path, tag: &str) -> PathBuf {
    if s.info().recognize.is_empty() {
        return file.to_path_buf();
    }
    let out = dir.join(format!("{tag}.hub.ll"));
    parir_ok(&[
        "opt",
        &format!("-passes={}", s.info().recognize.join(",")),
        &file.to_string_lossy(),
        "-o",
        &out.to_string_lossy(),
    ]);
    out
}

fn names(cs: &[Carries]) -> BTreeSet<String> {
    cs.iter().map(|c| c.name().to_string()).collect()
}

#[test]
fn every_translation_moves_what_it_says() {
    let opt19 = common::have_tool("opt-19");
    let tmp = tempfile::tempdir().expect("temporary folder");
    let dir = tmp.path();
    // The hub's inputs: every other form's inputs after their recognizer.
    let mut hub_inputs: Vec<PathBuf> = Vec::new();
    for s in SYSTEMS {
        for (i, f) in inputs_of(s.system).iter().enumerate() {
            if !s.recognize.is_empty() {
                hub_inputs.push(in_hub(s.system, f, dir, &format!("{}{i}", s.name)));
            }
        }
    }
    for t in translations() {
        let mut moved = 0;
        let mut inputs = inputs_of(t.from);
        if t.from.info().recognize.is_empty() {
            inputs.extend(hub_inputs.iter().cloned());
        }
        let wanted = names(&t.carries);
        let arrives: Vec<Carries> = t.carries.iter().map(|&c| t.arrives_as(c)).collect();
        let arrives = names(&arrives);
        let mut tried = 0;
        for (i, input) in inputs.iter().enumerate() {
            let tag = format!("{}-{}-{i}", t.from.name(), t.to.name());
            let before = carried(&in_hub(t.from, input, dir, &format!("{tag}.src")));
            if before.is_disjoint(&wanted) {
                continue;
            }
            tried += 1;
            let out = dir.join(format!("{tag}.ll"));
            let run = common::parir(
                &[
                    "translate",
                    "--from",
                    t.from.name(),
                    "--to",
                    t.to.name(),
                    &input.to_string_lossy(),
                    "-o",
                    &out.to_string_lossy(),
                ],
                None,
            );
            let stderr = String::from_utf8_lossy(&run.stderr);
            assert!(
                run.status.success(),
                "{} -> {} on {}:\n{stderr}",
                t.from.name(),
                t.to.name(),
                input.display()
            );
            parir_ok(&["verify", &out.to_string_lossy()]);
            let text = std::fs::read_to_string(&out).expect("output");
            let tapir = ["detach within", "reattach within", "sync within"]
                .iter()
                .any(|k| text.contains(k));
            if opt19 && !tapir {
                common::run_ok(
                    std::process::Command::new("opt-19")
                        .args(["-passes=verify", "-disable-output"])
                        .arg(&out),
                );
            }
            let after = carried(&in_hub(t.to, &out, dir, &format!("{tag}.back")));
            if after.is_disjoint(&arrives) {
                // Nothing arrived: the target cannot say what this input holds, and the
                // translation must have said so.
                assert!(
                    stderr.contains("warning:"),
                    "{} -> {} on {}: the model held {before:?} before and {after:?} after, \
                     and no warning says why; the translation says it carries {wanted:?}, \
                     arriving as {arrives:?}",
                    t.from.name(),
                    t.to.name(),
                    input.display()
                );
                continue;
            }
            moved += 1;
        }
        assert!(
            tried > 0 && moved > 0,
            "{} -> {}: of the inputs, {tried} hold what it carries ({wanted:?}) and on {moved} \
             something arrived",
            t.from.name(),
            t.to.name()
        );
    }
}

/// A pair the model cannot carry anything across is refused, naming both forms.
#[test]
fn a_pair_with_nothing_to_carry_is_refused() {
    assert!(translation(System::Ivdep, System::Hpvm).is_none());
    let out = common::parir(
        &[
            "translate",
            "--from",
            "ivdep",
            "--to",
            "hpvm",
            &root().join("examples/ivdep.ll").to_string_lossy(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no translation from ivdep to hpvm"));
}

/// docs/translators.md shows the table `parir translate --list` prints, and the README lists
/// the same pairs.
#[test]
fn the_documented_table_is_the_derived_one() {
    let table = parir_ok(&["translate", "--list"]);
    assert_eq!(table, parir_annot::model::systems::table());
    let docs = std::fs::read_to_string(root().join("docs/translators.md")).expect("docs");
    assert!(docs.contains(&table), "docs/translators.md lacks:\n{table}");
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README");
    for t in translations() {
        let row = format!("  | {} | {} |", t.from.name(), t.to.name());
        assert!(readme.contains(&row), "README lacks {row}");
    }
}
