//! No input makes the interpreter panic: every defined function of the IR corpus samples
//! (llvm-stress modules, clang/flang output, csmith programs) runs as an entry point under
//! tight limits, with random integer arguments and zeroed buffers for pointer parameters.
//! Runtime errors are expected and fine; a panic fails the test.

use proptest::prelude::*;
use std::path::PathBuf;

fn samples() -> Vec<(PathBuf, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../corpus");
    let mut out = Vec::new();
    for dir in ["samples", "exec/csmith"] {
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "ll") {
                if let Ok(t) = std::fs::read_to_string(&p) {
                    out.push((p, t));
                }
            }
        }
    }
    out.sort();
    out
}

fn run_all(src: &str, name: &str, args: &[u64]) -> usize {
    let Ok(m) = parir_ir::parser::parse_module(src, name) else {
        return 0;
    };
    if parir_ir::verifier::verify_module(&m).is_err() {
        return 0;
    }
    let mut ran = 0;
    for (g, f) in m.functions() {
        if f.body.is_none() {
            continue;
        }
        let Some(fname) = m.globals[g].name() else {
            continue;
        };
        // Sequentially, on two threads (annotated loops decoded for --parallel) and
        // sanitizing (every annotated loop instrumented).
        for (threads, sanitize) in [(1, false), (2, false), (1, true)] {
            let cfg = parir_exec::Config {
                entry: fname.to_string(),
                args: vec![name.to_string()],
                max_steps: 20_000,
                max_memory: 32 << 20,
                max_stack_depth: 200,
                entry_args: args.to_vec(),
                threads,
                sanitize,
                ..parir_exec::Config::default()
            };
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let machine = parir_exec::Machine::new(&m, src, cfg, &mut out, &mut err);
            if let Ok(mut mach) = machine {
                let _ = mach.run_main();
                let _ = mach.explain();
                let _ = mach.sanitize_report();
            }
        }
        ran += 1;
    }
    ran
}

#[test]
fn every_corpus_function_runs_without_panicking() {
    let samples = samples();
    assert!(
        samples.len() >= 20,
        "corpus samples found: {}",
        samples.len()
    );
    let mut ran = 0;
    for (p, t) in &samples {
        ran += run_all(t, &p.display().to_string(), &[0, 1, 7, 100, u64::MAX]);
    }
    assert!(ran >= 50, "only {ran} functions ran");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    #[test]
    fn stress_modules_with_random_arguments(pick in 0usize..1000, args in proptest::collection::vec(any::<u64>(), 8)) {
        let samples: Vec<_> = samples()
            .into_iter()
            .filter(|(p, _)| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("stress")))
            .collect();
        prop_assume!(!samples.is_empty());
        let (p, t) = &samples[pick % samples.len()];
        run_all(t, &p.display().to_string(), &args);
    }
}
