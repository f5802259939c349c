//! Fuzz target for the interpreter: any module that parses and verifies runs without
//! panicking. Each defined function (up to four per input) is an entry point, with the
//! first input bytes as integer arguments, under tight limits; sequentially, on two
//! threads (annotated loops decoded for `--parallel`) and sanitizing. Runtime errors are
//! expected; a panic is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(m) = parir_ir::parser::parse_module(src, "fuzz.ll") else {
        return;
    };
    if parir_ir::verifier::verify_module(&m).is_err() {
        return;
    }
    let args: Vec<u64> = data.iter().take(4).map(|&b| b as u64).collect();
    for (g, f) in m.functions().filter(|(_, f)| f.body.is_some()).take(4) {
        let _ = f;
        let Some(name) = m.globals[g].name() else {
            continue;
        };
        for (threads, sanitize) in [(1, false), (2, false), (1, true)] {
            let cfg = parir_exec::Config {
                entry: name.to_string(),
                args: vec!["fuzz".to_string()],
                max_steps: 5_000,
                max_memory: 8 << 20,
                max_stack_depth: 100,
                entry_args: args.clone(),
                threads,
                sanitize,
                ..parir_exec::Config::default()
            };
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let machine = parir_exec::Machine::new(&m, src, cfg, &mut out, &mut err);
            if let Ok(mut machine) = machine {
                let _ = machine.run_main();
                let _ = machine.sanitize_report();
            }
        }
    }
});
