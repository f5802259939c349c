//! `parir demo`: runs parir on the bundled annotated example and explains what it finds.
//!
//! The example is `examples/ivdep.ll`: the ivdep design document's loop, with access groups and
//! `llvm.loop.no_depends` / `llvm.loop.no_depends_safelen` loop attributes, plus a loop marked
//! with LLVM's `llvm.loop.parallel_accesses`. Later capabilities (analyses, ivdep lowering,
//! execution) extend this command.
//!
//! The second part runs the ivdep pipeline on `examples/ivdep-markers.ll` (clang-19 -O1 output
//! of `examples/ivdep-markers.c`, whose loops carry `include/parir.h` markers): which loop
//! each marker annotates, then `ivdep-lower`, `ivdep-to-spirv-friendly` and `ivdep-to-llvm`,
//! with the loop attributes after each step and the warnings.
//!
//! The third part runs a marker-annotated program with the interpreter; the fourth takes
//! `examples/csa.ll` (clang-19 output of `examples/csa.c`, with the CSA builtins of
//! `include/csa.h`) through `csa-builtins`, the seed's pre-CLIE passes, `clie` and
//! `csa-intrinsic-cleaner`, shows the intrinsics after each step, and runs the program before
//! and after. The fifth takes `examples/directives.ll` (a parallel loop in the 2017 region
//! annotation form) through `directive-upgrade`, prints the region tree, checks the LLVMPar
//! RFC's properties, runs it sequentially and on two threads, converts it back with
//! `directive-downgrade`, and runs `examples/omp-team.ll` (a team region) on a team of threads
//! and through the sanitizer. The sixth shows the loop transformation requests of
//! `examples/loop-transforms.ll`, unrolls its loops and runs it before and after. The seventh
//! is the SPIR-V step of the ivdep pipeline; the eighth takes `examples/tapir.ll` (Tapir)
//! through `tapir-prepare`/`tapir-extract`, runs it sequentially and on two threads, finds its
//! determinacy race with SP-bags, and turns its `cilk_for` loop into loop metadata. The ninth
//! takes `examples/omp.ll` (clang-19 -fopenmp output) through `omp-prepare`, runs it without
//! libomp on one and two threads and through the sanitizer, and lowers it back with
//! `omp-extract`.

use parir_ir::function::Body;
use parir_ir::metadata::{MdNode, MdRef, MetadataStore, NodeData};
use parir_ir::value::ConstData;
use parir_ir::Module;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::process::ExitCode;

const EXAMPLE_NAME: &str = "examples/ivdep.ll";
const EXAMPLE: &str = include_str!("../../../examples/ivdep.ll");
const MARKERS_NAME: &str = "examples/ivdep-markers.ll";
const MARKERS: &str = include_str!("../../../examples/ivdep-markers.ll");
const CSA_NAME: &str = "examples/csa.ll";
const CSA: &str = include_str!("../../../examples/csa.ll");
const DIRECTIVES_NAME: &str = "examples/directives.ll";
const DIRECTIVES: &str = include_str!("../../../examples/directives.ll");
const LOOPS_NAME: &str = "examples/loop-transforms.ll";
const LOOPS: &str = include_str!("../../../examples/loop-transforms.ll");
const TEAM_NAME: &str = "examples/omp-team.ll";
const TEAM: &str = include_str!("../../../examples/omp-team.ll");
const RUN_NAME: &str = "examples/run.ll";
const RUN: &str = include_str!("../../../examples/run.ll");
const KERNEL_NAME: &str = "examples/ivdep-kernel.ll";
const KERNEL: &str = include_str!("../../../examples/ivdep-kernel.ll");
const TAPIR_NAME: &str = "examples/tapir.ll";
const TAPIR: &str = include_str!("../../../examples/tapir.ll");
const OMP_NAME: &str = "examples/omp.ll";
const OMP: &str = include_str!("../../../examples/omp.ll");

pub fn run() -> Result<ExitCode, String> {
    println!("parir demo: {EXAMPLE_NAME} ({} bytes)\n", EXAMPLE.len());
    println!("1. parse");
    let Some(m) = crate::parse_or_report(EXAMPLE_NAME, EXAMPLE) else {
        return Ok(ExitCode::from(1));
    };
    println!(
        "   {} functions, {} global values, {} metadata nodes",
        m.functions().count(),
        m.order.len(),
        m.md.num_nodes()
    );
    println!("2. verify");
    if !crate::verify_or_report(&m, EXAMPLE_NAME, EXAMPLE) {
        return Ok(ExitCode::from(1));
    }
    println!("   ok: the module is valid LLVM 19 IR");
    println!("3. annotations found");
    print!("{}", describe_annotations(&m));
    println!("4. loop analysis (`parir analyze -p 'print<loops>'`, as opt-19 prints it)");
    if let Some(text) = parir_analysis::printer::run_printer_pass(&m, "print<loops>") {
        for line in text.lines() {
            println!("   {line}");
        }
    }
    println!("5. canonical form (LLVM 19 style, as `parir fmt` prints it)\n");
    print!("{}", parir_ir::printer::print_module(&m));
    ivdep_pipeline()
}

/// Part two: the marker-annotated kernels through the ivdep passes.
fn ivdep_pipeline() -> Result<ExitCode, String> {
    use parir_annot::ivdep::{lower_module, markers, spirv, to_llvm};
    println!(
        "\nparir demo, part 2: the ivdep pipeline on {MARKERS_NAME} ({} bytes; clang-19 -O1 output of examples/ivdep-markers.c)\n",
        MARKERS.len()
    );
    let Some(mut m) = crate::parse_or_report(MARKERS_NAME, MARKERS) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, MARKERS_NAME, MARKERS) {
        return Ok(ExitCode::from(1));
    }
    println!("6. parir.h markers and the loops they annotate (searching back from each preheader)");
    let kinds = markers::marker_functions(&m);
    for (g, f) in m.functions() {
        let Some(body) = &f.body else { continue };
        let calls = markers::marker_calls(&m, body, &kinds);
        if calls.is_empty() {
            continue;
        }
        let fl = parir_analysis::loops::FunctionLoops::compute(body);
        let fname = m.globals[g].name().unwrap_or("");
        for (l, found) in markers::markers_before_loops(body, &fl, &calls) {
            let names: Vec<String> = found
                .iter()
                .filter_map(|i| calls.iter().find(|c| c.inst == *i))
                .map(|c| c.kind.macro_name().to_string())
                .collect();
            println!(
                "   @{fname}: loop {} (depth {}) <- {}",
                markers::block_name(&m, g, body, fl.forest.header(l)),
                fl.forest.depth(l),
                names.join(", ")
            );
        }
    }
    let show = |m: &Module, title: &str, warnings: &[parir_annot::diag::Warning]| {
        println!("{title}");
        for w in warnings {
            println!("   {}", w.render(MARKERS_NAME, MARKERS));
        }
        print!("{}", describe_annotations(m));
    };
    let (_, w) = lower_module(&mut m);
    show(
        &m,
        "7. ivdep-lower: access groups and loop attributes (markers deleted)",
        &w,
    );
    let (_, w) = spirv::to_spirv_friendly(&mut m);
    show(&m, "8. ivdep-to-spirv-friendly", &w);
    let (_, w) = to_llvm::to_llvm(&mut m);
    show(
        &m,
        "9. ivdep-to-llvm: what upstream LLVM's vectorizer reads (parallel_accesses, vectorize.width)",
        &w,
    );
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        for e in &errs {
            println!("   verifier: {}", e.message);
        }
        return Ok(ExitCode::from(1));
    }
    println!("   ok: the result verifies (that `opt-19 -O3` then vectorizes @gather_add on x86-64-v3 and not @gather_add_plain is checked by crates/parir-cli/tests/ivdep_e2e.rs; speed-ups: bench/ivdep.sh)");
    execution()
}

/// Part three: a marker-annotated program, lowered and run by the interpreter.
fn execution() -> Result<ExitCode, String> {
    println!(
        "\nparir demo, part 3: running {RUN_NAME} ({} bytes; clang-19 -O1 -g output of examples/run.c) with `parir run`'s interpreter\n",
        RUN.len()
    );
    let Some(mut m) = crate::parse_or_report(RUN_NAME, RUN) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, RUN_NAME, RUN) {
        return Ok(ExitCode::from(1));
    }
    println!("10. as compiled: the PARIR_IVDEP() marker is a call of an external function");
    let (r, out, _) = run_captured(&m, 1, false);
    report_run(&r, &out);
    let (_, w1) = parir_annot::ivdep::lower_module(&mut m);
    let (_, w2) = parir_annot::ivdep::to_llvm::to_llvm(&mut m);
    for w in w1.iter().chain(&w2) {
        println!("   {}", w.render(RUN_NAME, RUN));
    }
    println!(
        "11. after ivdep-lower,ivdep-to-llvm: the marker is loop metadata, and the program runs"
    );
    let (r, out, _) = run_captured(&m, 1, false);
    report_run(&r, &out);
    println!("12. `parir run --parallel=2 --explain`: the ivdep loop runs on two worker threads");
    let (r2, out2, machine_report) = run_captured(&m, 2, false);
    for line in &machine_report {
        println!("   explain: {line}");
    }
    report_run(&r2, &out2);
    let same = r2.is_ok() && r2 == r && out2 == out;
    println!(
        "   {}",
        if same {
            "ok: the same output as the sequential run"
        } else {
            "the parallel run differs from the sequential run"
        }
    );
    println!(
        "13. `parir sanitize`: checks each claim on the run (here a wrong safelen(8), and a safelen(4) broken inside a called function)"
    );
    let (r3, _, report) = run_captured(&m, 1, true);
    for line in &report {
        println!("   {line}");
    }
    if !(matches!(r, Ok(0)) && same && matches!(r3, Ok(0))) {
        return Ok(ExitCode::from(1));
    }
    csa_pipeline()
}

/// Part four: the CSA builtins through csa-builtins, CLIE and the cleaner.
fn csa_pipeline() -> Result<ExitCode, String> {
    use parir_transform::manager::{PassManager, PipelineOptions};
    println!(
        "\nparir demo, part 4: the CSA pipeline on {CSA_NAME} ({} bytes; clang-19 -O0 output of examples/csa.c with include/csa.h)\n",
        CSA.len()
    );
    let Some(mut m) = crate::parse_or_report(CSA_NAME, CSA) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, CSA_NAME, CSA) {
        return Ok(ExitCode::from(1));
    }
    let mut before = None;
    let steps = [
        ("14. csa-builtins: the builtin calls become llvm.csa.* intrinsics", "csa-builtins"),
        ("15. mem2reg,loop-simplify,licm: the passes the seed runs before CLIE", "mem2reg,loop-simplify,licm"),
        ("16. clie: each loop intrinsic found searching back from its preheader and expanded (region IDs from 1000, sections around the memory accesses)", "clie"),
        ("17. csa-intrinsic-cleaner: the spmdization and pipeline.loop pairs removed", "csa-intrinsic-cleaner"),
    ];
    let reg = crate::opt::registry();
    for (title, pipeline) in steps {
        println!("{title}");
        let pm = PassManager::parse_in(pipeline, &reg).map_err(|e| e.to_string())?;
        let report = pm
            .run(&mut m, &PipelineOptions::default())
            .map_err(|e| e.to_string())?;
        for w in report.diagnostics {
            println!("   {}", w.render(CSA_NAME, CSA));
        }
        print!("{}", describe_csa(&m));
        // As compiled, the builtins are undefined external functions; from here on they are
        // intrinsics the interpreter runs as no-ops.
        before.get_or_insert_with(|| run_csa(&m));
    }
    let (r0, out0) = before.unwrap_or_else(|| (Err("not run".into()), String::new()));
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        for e in &errs {
            println!("   verifier: {}", e.message);
        }
        return Ok(ExitCode::from(1));
    }
    let lints = parir_annot::csa::check::check_module(&m);
    println!(
        "18. the result verifies; `parir check` finds {} CSA problem{}",
        lints.len(),
        if lints.len() == 1 { "" } else { "s" }
    );
    let (r1, out1) = run_csa(&m);
    report_run(&r1, &out1);
    let same = r1.is_ok() && r0 == r1 && out0 == out1;
    println!(
        "   {}",
        if same {
            "ok: `parir run` prints what it printed after csa-builtins, before CLIE (the intrinsics are no-ops when run sequentially; the native build with -DPARIR_CSA_NOOP prints the same, checked by crates/parir-cli/tests/csa_e2e.rs)"
        } else {
            "the output changed"
        }
    );
    if !(same && lints.is_empty()) {
        return Ok(ExitCode::from(1));
    }
    directives_pipeline()
}

/// The end of part five: a parallel region with worksharing and synchronization constructs,
/// run on a team of threads and checked by the sanitizer. Whether all went as it should.
fn team_demo() -> Result<bool, String> {
    println!(
        "25. a team region ({TEAM_NAME}, {} bytes, from examples/omp-team.c): worksharing loops, single, sections, critical, barrier, master and a task",
        TEAM.len()
    );
    let Some(m) = crate::parse_or_report(TEAM_NAME, TEAM) else {
        return Ok(false);
    };
    let (r0, out0, _) = run_captured_from(&m, TEAM_NAME, TEAM, 1, false);
    report_run(&r0, &out0);
    println!("26. `parir run --parallel=2 --explain`: the region runs on a team of three threads (its num_threads clause)");
    let (r1, out1, explain) = run_captured_from(&m, TEAM_NAME, TEAM, 2, false);
    for line in &explain {
        println!("   explain: {line}");
    }
    let same = r0.is_ok() && r0 == r1 && out0 == out1;
    println!(
        "   {}",
        if same {
            "ok: the same output as the sequential run"
        } else {
            "the team's run differs from the sequential run"
        }
    );
    println!("27. `parir sanitize`: the team's logical threads and tasks are checked for data races, and the sections and worksharing loops for their claims");
    let (_, _, report) = run_captured_from(&m, TEAM_NAME, TEAM, 1, true);
    for line in &report {
        println!("   {line}");
    }
    let clean = report.iter().any(|l| l.starts_with("0 violation(s)"))
        && !report.iter().any(|l| l.starts_with("race:"));
    Ok(same && clean)
}

/// Part five: directive regions, from the 2017 form to the LLVMPar token form and back.
fn directives_pipeline() -> Result<ExitCode, String> {
    use parir_transform::manager::{PassManager, PipelineOptions};
    println!(
        "\nparir demo, part 5: directive regions on {DIRECTIVES_NAME} ({} bytes; an OpenMP parallel loop in the 2017 form of region-annotations-rfc.txt)\n",
        DIRECTIVES.len()
    );
    let Some(mut m) = crate::parse_or_report(DIRECTIVES_NAME, DIRECTIVES) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, DIRECTIVES_NAME, DIRECTIVES) {
        return Ok(ExitCode::from(1));
    }
    let before_text = parir_ir::printer::print_module(&m);
    let (r0, out0) = run_program(&m, DIRECTIVES_NAME, DIRECTIVES);
    println!("19. the 2017 form runs sequentially (its calls are no-ops)");
    report_run(&r0, &out0);
    let reg = crate::opt::registry();
    let run_pass = |m: &mut Module, p: &str| -> Result<(), String> {
        let pm = PassManager::parse_in(p, &reg).map_err(|e| e.to_string())?;
        let report = pm
            .run(m, &PipelineOptions::default())
            .map_err(|e| e.to_string())?;
        for w in report.diagnostics {
            println!("   {}", w.render(DIRECTIVES_NAME, DIRECTIVES));
        }
        Ok(())
    };
    println!("20. directive-upgrade: the BEGIN/END pair becomes llvm.directive.region.entry/exit, the qualifier calls its bundles (`print<directive-regions>`)");
    run_pass(&mut m, "directive-upgrade")?;
    for line in parir_annot::directives::print::print_module(&m).lines() {
        println!("   {line}");
    }
    let lints = parir_annot::directives::check::check_module(&m);
    println!(
        "21. `parir check` (the RFC's properties A-C): {} problem{}",
        lints.len(),
        if lints.len() == 1 { "" } else { "s" }
    );
    for w in &lints {
        println!("   {}", w.render(DIRECTIVES_NAME, DIRECTIVES));
    }
    let (r1, out1) = run_program(&m, DIRECTIVES_NAME, DIRECTIVES);
    println!("22. the token form runs sequentially (the RFC's key assumption)");
    report_run(&r1, &out1);
    println!(
        "23. `parir run --parallel=2 --explain`: the loop runs on two worker threads, each chunk with its own copy of the reduction variable"
    );
    let (r2, out2, explain) = run_captured_from(&m, DIRECTIVES_NAME, DIRECTIVES, 2, false);
    for line in &explain {
        println!("   explain: {line}");
    }
    report_run(&r2, &out2);
    let same_run = r0.is_ok() && r0 == r1 && out0 == out1 && r2 == r1 && out2 == out1;
    println!("24. directive-downgrade: back to the 2017 form");
    run_pass(&mut m, "directive-downgrade")?;
    let body_lines = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with("declare ") && !l.is_empty())
            .map(str::to_string)
            .collect()
    };
    let same_text = body_lines(&before_text) == body_lines(&parir_ir::printer::print_module(&m));
    println!(
        "   {}",
        if same_text && same_run {
            "ok: the functions and metadata are the input's again, and every form printed the same"
        } else {
            "the round trip or the runs differ"
        }
    );
    let team_ok = team_demo()?;
    if !(same_text && same_run && lints.is_empty() && team_ok) {
        return Ok(ExitCode::from(1));
    }
    loop_transforms_demo()
}

/// Part six: loop transformation metadata — what the loops ask for, `loop-unroll`, and
/// `transform-warning` for the request it cannot honour.
fn loop_transforms_demo() -> Result<ExitCode, String> {
    use parir_transform::manager::{PassManager, PipelineOptions};
    println!(
        "\nparir demo, part 6: loop transformation metadata on {LOOPS_NAME} ({} bytes; C loops with #pragma clang loop unroll and vectorize requests, from examples/loop-transforms.c)\n",
        LOOPS.len()
    );
    let Some(mut m) = crate::parse_or_report(LOOPS_NAME, LOOPS) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, LOOPS_NAME, LOOPS) {
        return Ok(ExitCode::from(1));
    }
    println!("28. `print<loop-transforms>`: what each loop's metadata asks for");
    for line in parir_annot::loopmd::print::print_module(&m).lines() {
        println!("   {line}");
    }
    let (r0, out0) = run_program(&m, LOOPS_NAME, LOOPS);
    println!("29. the program runs");
    report_run(&r0, &out0);
    println!("30. `loop-vectorize,loop-unroll,transform-warning`: the bottom-tested reduction is vectorized (a vector loop with isvectorized and unroll.runtime.disable, a scalar epilogue), the constant loop is unrolled fully, the count(4) loop by 4 (its LoopID then says unroll.disable, as LLVM 19's does); unroll(full) of a loop whose trip count is known only at run time cannot be honoured, and transform-warning says so");
    let reg = crate::opt::registry();
    let pm = PassManager::parse_in("loop-vectorize,loop-unroll,transform-warning", &reg)
        .map_err(|e| e.to_string())?;
    let report = pm
        .run(&mut m, &PipelineOptions::default())
        .map_err(|e| e.to_string())?;
    let warnings = report.diagnostics;
    for w in &warnings {
        println!("   {}", w.render(LOOPS_NAME, LOOPS));
    }
    for line in parir_annot::loopmd::print::print_module(&m).lines() {
        println!("   {line}");
    }
    if let Err(errors) = parir_ir::verifier::verify_module(&m) {
        println!(
            "   the unrolled module does not verify: {} error(s)",
            errors.len()
        );
        return Ok(ExitCode::from(1));
    }
    let (r1, out1) = run_program(&m, LOOPS_NAME, LOOPS);
    println!("31. the vectorized and unrolled program runs");
    report_run(&r1, &out1);
    let same = r0.is_ok() && r0 == r1 && out0 == out1;
    println!(
        "   {}",
        if same {
            "ok: the same output (crates/parir-cli/tests/loop_unroll.rs and loop_vectorize.rs compare the loops' attributes with opt-19's)"
        } else {
            "the unrolled program's output differs"
        }
    );
    if !(same && warnings.len() == 1) {
        return Ok(ExitCode::from(1));
    }
    spirv_step()
}

/// Part seven: the SPIR-V step of the ivdep pipeline.
fn spirv_step() -> Result<ExitCode, String> {
    println!(
        "\nparir demo, part 7: the ivdep pipeline's SPIR-V step on {KERNEL_NAME} ({} bytes; an OpenCL C kernel with parir.h annotations, clang-19 -target spir64 -O2)\n",
        KERNEL.len()
    );
    let Some(mut m) = crate::parse_or_report(KERNEL_NAME, KERNEL) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, KERNEL_NAME, KERNEL) {
        return Ok(ExitCode::from(1));
    }
    println!("32. `parir spirv IN.ll -o OUT.spv`: ivdep-lower, ivdep-to-spirv-friendly, then the writer (SPIR-V 1.0, OpenCL environment)");
    let (spv, warnings) = crate::spirv::write_module(&mut m)?;
    for w in &warnings {
        println!("   {}", w.render(KERNEL_NAME, KERNEL));
    }
    let bytes = spv.to_bytes();
    println!(
        "   {} bytes, {} instructions, id bound {}",
        bytes.len(),
        spv.insts.len(),
        spv.header.bound
    );
    println!("33. `parir spirv --dis`: the draft SPV_INTEL_loop_dependence_annotations tokens (ivdep(a) and ivdep(b, 4) on the loop: access groups 0 and 1, one list each, safelens 0 and 4)");
    let text = parir_spirv::dis::disassemble(&bytes, parir_spirv::dis::Options::default())
        .map_err(|e| e.to_string())?;
    let mut tokens = 0;
    for line in text
        .lines()
        .filter(|l| l.contains("INTEL") || l.contains("OpLoopMerge"))
    {
        println!("   {}", line.trim_start());
        tokens += 1;
    }
    println!("34. `parir spirv --strip-intel`: the same module without those tokens, which Debian's spirv-val and llvm-spirv-15 accept (crates/parir-cli/tests/spirv_dis.rs)");
    let std = parir_spirv::strip::strip_intel(&spv).map_err(|e| e.to_string())?;
    let left = parir_spirv::dis::disassemble(&std.to_bytes(), parir_spirv::dis::Options::default())
        .map_err(|e| e.to_string())?;
    let merge = left
        .lines()
        .find(|l| l.contains("OpLoopMerge"))
        .unwrap_or("");
    println!(
        "   {} instructions, no INTEL token left: {}; {}",
        std.insts.len(),
        !left.contains("INTEL"),
        merge.trim_start()
    );
    println!("35. `parir spirv --read`: back to LLVM IR, the tokens turned into access groups and loop attributes again");
    let back = parir_spirv::reader::read(&spv, "ivdep-kernel.spv").map_err(|e| e.to_string())?;
    let (want, got) = (annotation_summary(&m), annotation_summary(&back));
    for line in &got {
        println!("   {line}");
    }
    println!(
        "   the same annotations as the IR the writer took: {}",
        want == got
    );
    if !(tokens >= 6 && !left.contains("INTEL") && want == got) {
        return Ok(ExitCode::from(1));
    }
    tapir_step()
}

/// Part eight: Tapir through the translators, run in parallel and checked for races.
fn tapir_step() -> Result<ExitCode, String> {
    println!(
        "\nparir demo, part 8: Tapir on {TAPIR_NAME} ({} bytes; a cilk_for loop, fib with cilk_spawn, and a deliberate race)\n",
        TAPIR.len()
    );
    let Some(m) = crate::parse_or_report(TAPIR_NAME, TAPIR) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, TAPIR_NAME, TAPIR) {
        return Ok(ExitCode::from(1));
    }
    let translate = |m: &Module, p: &str| translated(m, p, TAPIR_NAME, TAPIR);
    let text = |m: &Module| parir_ir::printer::print_module(m);
    println!("36. `parir translate --from tapir --to markers` (tapir-prepare): detach/reattach/sync become the LLVMPar RFC's markers, each keeping its sync region");
    let markers = translate(&m, "tapir-prepare")?;
    let mt = text(&markers);
    for tag in ["detach_task", "reattach_task", "local_barrier"] {
        println!(
            "   {tag}: {} marker(s)",
            mt.matches(&format!("\"{tag}\"")).count()
        );
    }
    println!("37. `parir translate --from markers --to tapir` (tapir-extract): back to Tapir");
    let back = translate(&markers, "tapir-extract")?;
    let identity = text(&back) == text(&m);
    println!("   the same module as the original: {identity}");
    println!("38. `parir run` (the serial elision) and `--parallel=2`: the cilk_for iterations run on worker threads, the spawns of fib and @race on the work-stealing pool");
    let (r0, out0, _) = run_captured_from(&m, TAPIR_NAME, TAPIR, 1, false);
    report_run(&r0, &out0);
    let (r1, out1, explain) = run_captured_from(&m, TAPIR_NAME, TAPIR, 2, false);
    for line in &explain {
        println!("   explain: {line}");
    }
    // @race's result is whatever its racing read saw: the rest must not change.
    let race_free = |out: &str| out.split(", r = ").next().unwrap_or(out).to_string();
    let same = r0.is_ok() && r0 == r1 && race_free(&out0) == race_free(&out1);
    println!("   the same output, @race's result aside: {same}");
    println!(
        "   @race's result on the pool: r = {} (its task's write and its parent's read race: step 39)",
        out1.split(", r = ").nth(1).unwrap_or("?").trim()
    );
    println!("39. `parir sanitize`: SP-bags over the serial run finds the determinacy race between @race's task and its parent (and none in fib); the loop's iterations are checked as a claimed loop");
    let (_, _, report) = run_captured_from(&m, TAPIR_NAME, TAPIR, 1, true);
    for line in &report {
        println!("   {line}");
    }
    let races = report.iter().filter(|l| l.starts_with("race: ")).count();
    println!("40. `parir translate --from tapir --to ivdep` (tapir-to-ivdep): the cilk_for loop becomes a serial loop with access groups and llvm.loop.parallel_accesses, which LLVM's vectorizer reads; the spawns stay");
    let ivdep = translate(&m, "tapir-to-ivdep")?;
    let it = text(&ivdep);
    println!(
        "   parallel_accesses loops: {}, detaches left: {}",
        it.matches("llvm.loop.parallel_accesses").count(),
        it.matches("detach within").count()
    );
    let (r2, out2, _) = run_captured_from(&ivdep, TAPIR_NAME, TAPIR, 2, false);
    let same2 = r2 == r0 && race_free(&out2) == race_free(&out0);
    println!("   runs on two threads with the same output, @race's result aside: {same2}");
    if !(identity && same && races == 1 && same2) {
        return Ok(ExitCode::from(1));
    }
    omp_step()
}

/// `m` after the pipeline `p` (`parir opt` passes), its warnings printed against the
/// bundled example `name` whose text is `src`.
fn translated(m: &Module, p: &str, name: &str, src: &str) -> Result<Module, String> {
    use parir_transform::manager::{PassManager, PipelineOptions};
    let mut m = m.clone();
    let reg = crate::opt::registry();
    let pm = PassManager::parse_in(p, &reg).map_err(|e| e.to_string())?;
    let report = pm
        .run(&mut m, &PipelineOptions::default())
        .map_err(|e| e.to_string())?;
    for w in report.diagnostics {
        println!("   {}", w.render(name, src));
    }
    Ok(m)
}

/// Part nine: OpenMP's outlined form (clang-19 -fopenmp) through omp-prepare and
/// omp-extract, run without libomp on one and two threads.
fn omp_step() -> Result<ExitCode, String> {
    println!(
        "\nparir demo, part 9: OpenMP on {OMP_NAME} ({} bytes; clang-19 -fopenmp -O0: a parallel region with a static loop and a reduction, a loop with a critical section, a single running fib with tasks)\n",
        OMP.len()
    );
    let Some(m) = crate::parse_or_report(OMP_NAME, OMP) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, OMP_NAME, OMP) {
        return Ok(ExitCode::from(1));
    }
    let translate = |m: &Module, p: &str| translated(m, p, OMP_NAME, OMP);
    let text = |m: &Module| parir_ir::printer::print_module(m);
    let runtime_calls = |t: &str| {
        t.matches("call i32 @__kmpc_").count()
            + t.matches("call void @__kmpc_").count()
            + t.matches("@__kmpc_fork_call(").count()
    };
    let directives = |t: &str| {
        let mut v: Vec<&str> = t
            .match_indices("[ \"DIR.OMP.")
            .map(|(k, _)| {
                let rest = &t[k + 3..];
                &rest[..rest.find('"').unwrap_or(0)]
            })
            .filter(|d| !d.starts_with("DIR.OMP.END."))
            .collect();
        v.sort_unstable();
        let mut out: Vec<String> = Vec::new();
        for d in v {
            match out.last_mut() {
                Some(l) if l.starts_with(&format!("{d} ")) => {
                    let n: usize = l
                        .rsplit('x')
                        .next()
                        .and_then(|x| x.parse().ok())
                        .unwrap_or(1);
                    *l = format!("{d} x{}", n + 1);
                }
                _ => out.push(format!("{d} x1")),
            }
        }
        out.join(", ")
    };
    let original = text(&m);
    println!(
        "41. `parir translate --from openmp --to directives` (omp-prepare): {} runtime calls become directive regions, the outlined functions are inlined into them",
        runtime_calls(&original)
    );
    let prepared = translate(&m, "omp-prepare")?;
    let pt = text(&prepared);
    println!("   regions: {}", directives(&pt));
    println!("   runtime calls left: {}", runtime_calls(&pt));
    println!("42. `parir run` and `--parallel=2` of the prepared program, without libomp: a team of two threads runs the region and shares the iterations of its DIR.OMP.LOOP loops");
    let (r0, out0, _) = run_captured_from(&prepared, OMP_NAME, OMP, 1, false);
    report_run(&r0, &out0);
    let (r1, out1, explain) = run_captured_from(&prepared, OMP_NAME, OMP, 2, false);
    for line in &explain {
        println!("   explain: {line}");
    }
    let same = r0.is_ok() && r0 == r1 && out0 == out1;
    println!("   the same output: {same}");
    println!("43. `parir sanitize`: the iterations of the DIR.OMP.LOOP loops, the tasks and the critical section's accesses are checked");
    let (_, _, report) = run_captured_from(&prepared, OMP_NAME, OMP, 1, true);
    for line in &report {
        println!("   {line}");
    }
    println!("44. `parir translate --from directives --to openmp` (omp-extract): the regions become outlined functions and __kmpc_* calls again, which clang-19 builds against libomp");
    let extracted = translate(&prepared, "omp-extract")?;
    let xt = text(&extracted);
    println!(
        "   outlined functions: {}, task entries: {}, runtime calls: {}, directive regions left: {}",
        xt.lines()
            .filter(|l| l.starts_with("define internal void @") && l.contains(".omp_outlined."))
            .count(),
        xt.lines()
            .filter(|l| l.starts_with("define internal i32 @") && l.contains(".omp_task."))
            .count(),
        runtime_calls(&xt),
        xt.matches("llvm.directive.region.entry() [").count()
    );
    let again = translate(&extracted, "omp-prepare")?;
    let (r2, out2, _) = run_captured_from(&again, OMP_NAME, OMP, 2, false);
    let same2 = r2 == r0 && out2 == out0;
    println!("   omp-prepare of it runs on two threads with the same output: {same2}");
    Ok(if same && same2 && runtime_calls(&pt) == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The loop-dependence annotations of a module, in words: per loop, each attribute naming
/// access groups with the number of memory instructions in those groups and its safelen.
fn annotation_summary(m: &Module) -> Vec<String> {
    use parir_analysis::access_groups::{access_groups, group_attributes};
    let mut out = Vec::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let fl = parir_analysis::loops::FunctionLoops::compute(body);
        for l in fl.forest.loops() {
            let Ok(Some(id)) = parir_analysis::loop_attrs::loop_id(m, g, &fl, l) else {
                continue;
            };
            let attrs = parir_analysis::loop_attrs::LoopAttributes::from_loop_id(m, id);
            for a in group_attributes(m, &attrs) {
                let n = body
                    .inst_iter()
                    .filter(|&(_, i)| {
                        access_groups(m, &body.insts[i])
                            .iter()
                            .any(|x| a.groups.contains(x))
                    })
                    .count();
                out.push(format!(
                    "@{}: {:?} over {} group(s) with {n} memory instructions, safelen {}",
                    m.globals[g].name().unwrap_or(""),
                    a.kind,
                    a.groups.len(),
                    a.safelen.unwrap_or(0)
                ));
            }
        }
    }
    out
}

/// Runs `main` of an example; the result and the output.
fn run_program(m: &Module, name: &str, src: &str) -> (Result<i32, String>, String) {
    let cfg = parir_exec::Config {
        entry: "main".into(),
        args: vec![name.into()],
        max_steps: 10_000_000,
        max_memory: 1 << 28,
        max_stack_depth: 10_000,
        ..parir_exec::Config::default()
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let r = match parir_exec::Machine::new(m, src, cfg, &mut out, &mut err) {
        Ok(mut machine) => machine.run_main().map_err(|e| e.render(name)),
        Err(e) => Err(e.render(name)),
    };
    (r, String::from_utf8_lossy(&out).into_owned())
}

/// Runs `main` of the CSA example; the result and the output.
fn run_csa(m: &Module) -> (Result<i32, String>, String) {
    let cfg = parir_exec::Config {
        entry: "main".into(),
        args: vec![CSA_NAME.into()],
        max_steps: 10_000_000,
        max_memory: 1 << 28,
        max_stack_depth: 10_000,
        ..parir_exec::Config::default()
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let r = match parir_exec::Machine::new(m, CSA, cfg, &mut out, &mut err) {
        Ok(mut machine) => machine.run_main().map_err(|e| e.render(CSA_NAME)),
        Err(e) => Err(e.render(CSA_NAME)),
    };
    (r, String::from_utf8_lossy(&out).into_owned())
}

/// One line per CSA call, by function and block: `@f %block: %x = llvm.csa.name(args)`.
fn describe_csa(m: &Module) -> String {
    let mut out = String::new();
    for (g, f) in m.functions() {
        let Some(body) = &f.body else { continue };
        let fname = m.globals[g].name().unwrap_or("");
        for (b, i) in body.inst_iter() {
            let d = &body.insts[i];
            let Some((_, name)) = parir_annot::csa::intrinsics::callee_name(m, d) else {
                continue;
            };
            if !name.starts_with("llvm.csa.") && !name.contains("builtin_csa") {
                continue;
            }
            let args: Vec<String> = d
                .kind
                .call_data()
                .map(|c| {
                    c.args
                        .iter()
                        .map(|&a| match a {
                            parir_ir::Value::Inst(x) => body.insts[x]
                                .name
                                .as_deref()
                                .map_or_else(|| "%?".to_string(), |n| format!("%{n}")),
                            v => parir_annot::csa::intrinsics::const_int(m, v)
                                .map_or_else(|| "..".to_string(), |x| x.to_string()),
                        })
                        .collect()
                })
                .unwrap_or_default();
            let res = d
                .name
                .as_deref()
                .map(|n| format!("%{n} = "))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "   @{fname} {}: {res}{name}({})",
                parir_annot::ivdep::markers::block_name(m, g, body, b),
                args.join(", ")
            );
        }
    }
    if out.is_empty() {
        out.push_str("   (no CSA calls)\n");
    }
    out
}

/// Runs `main` of `m` (from the text of examples/run.ll) with output captured, on `threads`
/// threads or sanitizing; returns the result, the output and the `--explain` lines or the
/// sanitizer's report.
fn run_captured(
    m: &Module,
    threads: usize,
    sanitize: bool,
) -> (Result<i32, String>, String, Vec<String>) {
    run_captured_from(m, RUN_NAME, RUN, threads, sanitize)
}

/// [`run_captured`] for module `m` parsed from `src`, named `name`.
fn run_captured_from(
    m: &Module,
    name: &str,
    src: &str,
    threads: usize,
    sanitize: bool,
) -> (Result<i32, String>, String, Vec<String>) {
    let cfg = parir_exec::Config {
        entry: "main".into(),
        args: vec![name.into()],
        max_steps: 100_000_000,
        max_memory: 1 << 30,
        max_stack_depth: 10_000,
        threads,
        sanitize,
        ..parir_exec::Config::default()
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut extra = Vec::new();
    let r = match parir_exec::Machine::new(m, src, cfg, &mut out, &mut err) {
        Ok(mut machine) => {
            let r = machine.run_main().map_err(|e| e.render(name));
            extra = machine.explain();
            if let Some(rep) = machine.sanitize_report() {
                extra = rep.render(name).lines().map(str::to_string).collect();
            }
            r
        }
        Err(e) => Err(e.render(name)),
    };
    (r, String::from_utf8_lossy(&out).into_owned(), extra)
}

fn report_run(r: &Result<i32, String>, out: &str) {
    for line in out.lines() {
        println!("   program output: {line}");
    }
    match r {
        Ok(code) => println!("   exit code {code}"),
        Err(e) => {
            for line in e.lines() {
                println!("   {line}");
            }
        }
    }
}

/// Describes the loop attributes and access groups of every function.
pub fn describe_annotations(m: &Module) -> String {
    let mut out = String::new();
    for (g, f) in m.functions() {
        let Some(body) = &f.body else { continue };
        let fname = m.globals[g].name().unwrap_or("<unnamed>");
        let groups = access_group_users(m, body);
        let loop_kind = m.md.find_kind("llvm.loop");
        for &b in &body.layout {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            for &(k, node) in &body.insts[t].md {
                if Some(k) != loop_kind {
                    continue;
                }
                let bname = body.blocks[b].name.as_deref().unwrap_or("<unnamed>");
                let _ = writeln!(out, "   @{fname}: loop with latch %{bname}");
                let ops = m.md.tuple_ops(node);
                let self_ref = matches!(ops.first(), Some(Some(MdRef::Node(n))) if *n == node);
                if !self_ref {
                    let _ = writeln!(out, "     warning: LoopID's first operand is not itself");
                }
                for op in ops.iter().skip(1) {
                    let Some(MdRef::Node(attr)) = op else {
                        continue;
                    };
                    let _ = writeln!(out, "     {}", describe_attr(&m.md, m, *attr, &groups));
                }
            }
        }
    }
    if out.is_empty() {
        out.push_str("   no loop annotations\n");
    }
    out
}

/// For each access group node, the names of the instructions that carry it.
fn access_group_users(m: &Module, body: &Body) -> BTreeMap<MdNode, Vec<String>> {
    let mut map: BTreeMap<MdNode, Vec<String>> = BTreeMap::new();
    let Some(kind) = m.md.find_kind("llvm.access.group") else {
        return map;
    };
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        for &(k, n) in &d.md {
            if k != kind {
                continue;
            }
            let label = d
                .name
                .as_ref()
                .map(|s| format!("%{s}"))
                .unwrap_or_else(|| d.kind.opcode_name().to_string());
            let groups: Vec<MdNode> = if m.md.node(n).distinct {
                vec![n]
            } else {
                m.md.tuple_ops(n)
                    .iter()
                    .filter_map(|o| match o {
                        Some(MdRef::Node(g)) => Some(*g),
                        _ => None,
                    })
                    .collect()
            };
            for g in groups {
                map.entry(g).or_default().push(label.clone());
            }
        }
    }
    map
}

fn describe_attr(
    md: &MetadataStore,
    m: &Module,
    attr: MdNode,
    groups: &BTreeMap<MdNode, Vec<String>>,
) -> String {
    let ops = match &md.node(attr).data {
        NodeData::Tuple(ops) => ops,
        _ => return "(non-tuple loop attribute)".to_string(),
    };
    let name = md
        .as_str(ops.first().copied().flatten())
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .unwrap_or_else(|| "(unnamed attribute)".to_string());
    let mut parts = Vec::new();
    for op in ops.iter().skip(1) {
        match op {
            Some(MdRef::Node(g)) => {
                let users = groups.get(g).map(|v| v.len()).unwrap_or(0);
                parts.push(format!("access group with {users} accesses"));
            }
            Some(MdRef::Value(c)) => match &m.consts.get(*c).data {
                ConstData::Int(v) if name.ends_with("safelen") => {
                    parts.push(format!("safelen {v}"))
                }
                ConstData::Int(v) if name == "spirv.loop.dependency_accesses" => {
                    parts.push(format!("safelen {v} (0 = no dependence)"))
                }
                ConstData::Int(v) => parts.push(format!("{v}")),
                _ => parts.push("value".to_string()),
            },
            Some(MdRef::Str(s)) => {
                parts.push(String::from_utf8_lossy(md.str_bytes(*s)).into_owned())
            }
            _ => {}
        }
    }
    let meaning = match name.as_str() {
        "llvm.loop.no_depends" => "no loop-carried memory dependences among",
        "llvm.loop.no_depends_safelen" => "dependence distance at least safelen among",
        "llvm.loop.parallel_accesses" => "iterations are parallel for",
        "spirv.loop.dependency_accesses" => "SPIR-V dependency accesses:",
        "llvm.loop.vectorize.width" => "vector width",
        _ => "",
    };
    if meaning.is_empty() {
        format!("{name}({})", parts.join(", "))
    } else {
        format!("{name}: {meaning} {}", parts.join(", "))
    }
}
