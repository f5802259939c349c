//! `loop-unroll`, `loop-vectorize` and `loop-unroll-and-jam` on csmith programs with requests added at loops chosen
//! at random (issue 15, acceptance "Semantics"): every program prints what its native build
//! prints (the corpus's `.expected`) after `llvm.loop.unroll.count(2..5)` or
//! `llvm.loop.unroll.full` is added to about half of its loops and the loops are unrolled,
//! and after `llvm.loop.vectorize.enable` (with a width of 2, 4 or 8 or an interleave count
//! of 2 now and then) is added and the loops are vectorized, and after
//! `llvm.loop.unroll_and_jam.count(2..4)` is added and the nests are unroll-and-jammed.
//!
//! The programs: the committed sample (`corpus/exec/csmith`) and, when `$PARIR_EXEC_CORPUS`
//! names the `corpus/exec-gen.sh` output, its first 60 programs; both the -O0 build (after
//! mem2reg and loop-simplify: loops exiting at their header) and the -O2 build (rotated
//! loops: runtime unrolling with remainders).

mod common;

use parir_analysis::loops::FunctionLoops;
use parir_ir::metadata::{MdRef, NodeData};
use parir_ir::{GlobalId, Module};
use parir_transform::manager::{LoopPassOptions, PassManager, PipelineOptions};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A small deterministic generator (the choice of loops must not vary between runs).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// An unroll request: `unroll.count(2..5)`, or `unroll.full` for `pick` 4.
fn unroll_request(m: &mut Module, pick: u64) -> Vec<parir_ir::metadata::MdNode> {
    let i32t = m.types.int(32);
    vec![if pick == 4 {
        let s = m.md.string(b"llvm.loop.unroll.full");
        m.md.uniqued(NodeData::Tuple(vec![Some(MdRef::Str(s))]))
    } else {
        let s = m.md.string(b"llvm.loop.unroll.count");
        let c = m.consts.int(i32t, 32, i128::from(pick as i64 + 2));
        m.md.uniqued(NodeData::Tuple(vec![
            Some(MdRef::Str(s)),
            Some(MdRef::Value(c)),
        ]))
    }]
}

/// A vectorization request: `vectorize.enable`, with width 2, 4 or 8 (`pick` 1..3) or
/// interleave count 2 (`pick` 4).
fn vectorize_request(m: &mut Module, pick: u64) -> Vec<parir_ir::metadata::MdNode> {
    let i32t = m.types.int(32);
    let i1 = m.types.int(1);
    let s = m.md.string(b"llvm.loop.vectorize.enable");
    let t = m.consts.int(i1, 1, -1);
    let mut v = vec![m.md.uniqued(NodeData::Tuple(vec![
        Some(MdRef::Str(s)),
        Some(MdRef::Value(t)),
    ]))];
    let extra = match pick {
        1..=3 => Some((&b"llvm.loop.vectorize.width"[..], 1i128 << pick)),
        4 => Some((&b"llvm.loop.interleave.count"[..], 2)),
        _ => None,
    };
    if let Some((name, n)) = extra {
        let s = m.md.string(name);
        let c = m.consts.int(i32t, 32, n);
        v.push(m.md.uniqued(NodeData::Tuple(vec![
            Some(MdRef::Str(s)),
            Some(MdRef::Value(c)),
        ])));
    }
    v
}

/// An unroll-and-jam request: `unroll_and_jam.count(2..4)`.
fn unroll_and_jam_request(m: &mut Module, pick: u64) -> Vec<parir_ir::metadata::MdNode> {
    let i32t = m.types.int(32);
    let s = m.md.string(b"llvm.loop.unroll_and_jam.count");
    let c = m.consts.int(i32t, 32, i128::from(pick as i64 % 3 + 2));
    vec![m.md.uniqued(NodeData::Tuple(vec![
        Some(MdRef::Str(s)),
        Some(MdRef::Value(c)),
    ]))]
}

/// A distribution request: `distribute.enable`.
fn distribute_request(m: &mut Module, _pick: u64) -> Vec<parir_ir::metadata::MdNode> {
    let i1 = m.types.int(1);
    let s = m.md.string(b"llvm.loop.distribute.enable");
    let t = m.consts.int(i1, 1, -1);
    vec![m.md.uniqued(NodeData::Tuple(vec![
        Some(MdRef::Str(s)),
        Some(MdRef::Value(t)),
    ]))]
}

/// Adds a request made by `request` to about half the loops of `m`; returns how many.
fn add_requests(
    m: &mut Module,
    seed: u64,
    request: fn(&mut Module, u64) -> Vec<parir_ir::metadata::MdNode>,
) -> usize {
    let mut rng = Rng(seed | 1);
    let kind = m.md.kind("llvm.loop");
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    let mut added = 0;
    for g in funcs {
        let Some(body) = m.body(g) else { continue };
        let fl = FunctionLoops::compute(body);
        let mut latch_terms = Vec::new();
        for l in fl.forest.loops() {
            if rng.next().is_multiple_of(2) {
                continue;
            }
            let latches: Vec<_> = fl
                .forest
                .latches(&fl.cfg, l)
                .into_iter()
                .filter_map(|b| body.terminator(b))
                .collect();
            latch_terms.push((latches, rng.next() % 5));
        }
        for (terms, pick) in latch_terms {
            let attrs = request(m, pick);
            let Some(body) = m.globals[g].as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            // The loop's attributes so far (from its first latch), then the request.
            let old: Vec<Option<MdRef>> = terms
                .first()
                .and_then(|&t| body.insts[t].md.iter().find(|(k, _)| *k == kind))
                .map(|&(_, id)| m.md.tuple_ops(id).iter().skip(1).copied().collect())
                .unwrap_or_default();
            let id = m.md.distinct(NodeData::Tuple(Vec::new()));
            let mut ops = vec![Some(MdRef::Node(id))];
            ops.extend(old);
            ops.extend(attrs.into_iter().map(|a| Some(MdRef::Node(a))));
            m.md.define(id, true, NodeData::Tuple(ops));
            let Some(body) = m.globals[g].as_func_mut().and_then(|f| f.body.as_mut()) else {
                continue;
            };
            for &t in &terms {
                body.insts[t].md.retain(|(k, _)| *k != kind);
                body.insts[t].md.push((kind, id));
            }
            added += 1;
        }
    }
    added
}

/// The loops of `m` whose LoopID still asks for unrolling (`unroll.count` above 1 or
/// `unroll.full`, without `unroll.disable`).
fn pending_unrolls(m: &Module) -> isize {
    pending(m, |md| {
        let asks = md.flag("llvm.loop.unroll.full")
            || md.int_attr("llvm.loop.unroll.count").is_some_and(|c| c > 1);
        asks && !md.flag("llvm.loop.unroll.disable")
    })
}

/// The loops of `m` whose LoopID still asks for unroll-and-jam (LLVM leaves the count on a
/// transformed nest and adds `unroll.disable`).
fn pending_unroll_and_jams(m: &Module) -> isize {
    pending(m, |md| {
        md.int_attr("llvm.loop.unroll_and_jam.count")
            .is_some_and(|c| c > 1)
            && !md.flag("llvm.loop.unroll.disable")
    })
}

/// The loops of `m` whose LoopID still asks for vectorization.
fn pending_vectorizations(m: &Module) -> isize {
    pending(m, |md| {
        md.flag("llvm.loop.vectorize.enable") && !md.flag("llvm.loop.isvectorized")
    })
}

/// The loops of `m`, negated: distribution leaves its request on the loops it makes
/// (their LoopIDs are the original's unless a followup says otherwise), so what it did is
/// counted by the loops it added.
fn loops_made(m: &Module) -> isize {
    -(m.functions()
        .filter_map(|(_, f)| f.body.as_ref())
        .map(|b| FunctionLoops::compute(b).forest.loops().count())
        .sum::<usize>() as isize)
}

/// The loops of `m` whose LoopID `asks`.
fn pending(m: &Module, asks: fn(&parir_analysis::loopmd::mode::LoopMd) -> bool) -> isize {
    let mut n: isize = 0;
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let fl = FunctionLoops::compute(body);
        for l in fl.forest.loops() {
            let Ok(Some(id)) = parir_analysis::loop_attrs::loop_id(m, g, &fl, l) else {
                continue;
            };
            let md = parir_analysis::loopmd::mode::LoopMd::new(m, Some(id));
            if asks(&md) {
                n += 1;
            }
        }
    }
    n
}

/// The programs (`.ll` of each optimization level) with their expected output.
fn programs() -> Vec<(PathBuf, PathBuf)> {
    let mut dirs = vec![(repo().join("corpus/exec/csmith"), usize::MAX)];
    if let Ok(d) = std::env::var("PARIR_EXEC_CORPUS") {
        dirs.push((PathBuf::from(d), 60));
    }
    let mut out = Vec::new();
    for (dir, limit) in dirs {
        let mut expected = common::files_with_ext(&dir, "expected");
        expected.truncate(limit);
        for e in expected {
            for level in ["O0", "O2"] {
                let ll = e.with_extension(format!("{level}.ll"));
                if ll.exists() {
                    out.push((ll, e.clone()));
                }
            }
        }
    }
    out
}

#[test]
fn unrolled_csmith_programs_print_their_native_output() {
    let (programs, requests, done) = transformed_programs_print_native_output(
        "loop-unroll",
        unroll_request,
        pending_unrolls,
        None,
        false,
        &LoopPassOptions::default(),
    );
    // Most requests are honoured (the others: full unrolling of a loop without a constant
    // trip count, loops not in simplified form).
    assert!(
        done * 2 > requests,
        "{done} of {requests} requests honoured"
    );
    eprintln!(
        "{programs} programs with {requests} unroll requests ({done} honoured) print their native output"
    );
}

/// The instructions of `m`, negated: unrolling of any kind adds some.
fn instructions_added(m: &Module) -> isize {
    -(m.functions()
        .filter_map(|(_, f)| f.body.as_ref())
        .map(|b| b.inst_iter().count())
        .sum::<usize>() as isize)
}

#[test]
fn csmith_programs_unrolled_by_llvm_heuristics_print_their_native_output() {
    // Requests on about half of the loops; the others are unrolled as LLVM's cost model
    // decides with opt's -unroll-runtime -unroll-allow-partial: fully (small constant trip
    // counts), partially, or at run time with an epilogue remainder.
    let mut opts = LoopPassOptions::default();
    opts.unroll.runtime = Some(true);
    opts.unroll.allow_partial = Some(true);
    let (programs, _, added) = transformed_programs_print_native_output(
        "loop-unroll",
        unroll_request,
        instructions_added,
        None,
        false,
        &opts,
    );
    assert!(added > 0, "nothing unrolled");
    eprintln!(
        "{programs} programs unrolled by parir's LLVM heuristics ({added} instructions added) print their native output"
    );
}

#[test]
fn csmith_programs_unrolled_under_x86_preferences_print_their_native_output() {
    // No request and no option: clang-19 compiled the programs for
    // "target-cpu"="x86-64", whose preferences (LLVM 19's getUnrollingPreferences for its
    // scheduling model) unroll loops without calls partially and at run time, within a
    // 28-instruction loop buffer; every instruction added is theirs.
    fn no_request(_: &mut Module, _: u64) -> Vec<parir_ir::metadata::MdNode> {
        Vec::new()
    }
    let (programs, _, added) = transformed_programs_print_native_output(
        "loop-unroll",
        no_request,
        instructions_added,
        None,
        false,
        &LoopPassOptions::default(),
    );
    assert!(added > 0, "nothing unrolled");
    eprintln!(
        "{programs} programs unrolled under x86-64's preferences ({added} instructions added) print their native output"
    );
}

#[test]
fn vectorized_csmith_programs_print_their_native_output() {
    if !common::have_tool("opt-19") {
        return;
    }
    let (programs, requests, done) = transformed_programs_print_native_output(
        "loop-vectorize",
        vectorize_request,
        pending_vectorizations,
        Some("loop-rotate"),
        false,
        &LoopPassOptions::default(),
    );
    // Many loops keep calls (csmith's checksum and printing) or leave early; the others
    // vectorize.
    assert!(
        done * 20 > requests,
        "{done} of {requests} vectorization requests honoured"
    );
    eprintln!(
        "{programs} programs with {requests} vectorization requests ({done} honoured) print their native output"
    );
}

#[test]
fn unroll_and_jammed_csmith_programs_print_their_native_output() {
    if !common::have_tool("opt-19") {
        return;
    }
    let (programs, requests, done) = transformed_programs_print_native_output(
        "loop-unroll-and-jam",
        unroll_and_jam_request,
        pending_unroll_and_jams,
        Some("function(loop(loop-rotate),simplifycfg)"),
        false,
        &LoopPassOptions::default(),
    );
    // Most nests keep calls (csmith's checksums) or have no single inner loop.
    assert!(
        done > 0,
        "none of {requests} unroll-and-jam requests honoured"
    );
    eprintln!(
        "{programs} programs with {requests} unroll-and-jam requests ({done} honoured) print their native output"
    );
}

#[test]
fn distributed_csmith_programs_print_their_native_output() {
    if !common::have_tool("opt-19") {
        return;
    }
    let (programs, requests, made) = transformed_programs_print_native_output(
        "loop-distribute",
        distribute_request,
        loops_made,
        Some("loop-rotate"),
        true,
        &LoopPassOptions::default(),
    );
    // Most of csmith's loops have one partition (or calls, or an early exit); those that
    // split (a memory recurrence beside a value used after the loop) split as in opt-19,
    // which the harness compares program by program.
    assert!(made > 0, "no loop distributed of {requests} requests");
    eprintln!(
        "{programs} programs with {requests} distribution requests ({made} loops made) print their native output"
    );
}

/// Adds requests to the loops of every program, runs `pass`, and checks each program's
/// output; (programs, requests, requests honoured as `pending` counts them). With `rotate`, the -O0 builds have
/// their small functions inlined (csmith's safe-math helpers, which would keep calls in
/// the loops) and go through that opt-19 pipeline (rotation: the bottom-tested form LLVM's
/// vectorizer and unroll-and-jam take; simplifycfg: unroll-and-jam's single aft block)
/// first. With `same_as_opt19`, opt-19 runs `pass` on the same module and must leave the
/// same `pending` count.
fn transformed_programs_print_native_output(
    pass: &str,
    request: fn(&mut Module, u64) -> Vec<parir_ir::metadata::MdNode>,
    pending: fn(&Module) -> isize,
    rotate: Option<&str>,
    same_as_opt19: bool,
    opts: &LoopPassOptions,
) -> (usize, usize, usize) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let progs = programs();
    assert!(progs.len() >= 20, "{} programs", progs.len());
    let mut requests = 0;
    let mut done = 0;
    let mut failures = Vec::new();
    for (k, (ll, expected)) in progs.iter().enumerate() {
        // clang -O0 marks functions optnone, which passes skip: as -Xclang
        // -disable-O0-optnone would leave them.
        let mut src = std::fs::read_to_string(ll)
            .expect("read")
            .replace(" optnone", "");
        let o0 = ll.to_string_lossy().ends_with(".O0.ll");
        if rotate.is_some() && o0 {
            src = src.replace(" noinline", "");
        }
        let mut m = parir_ir::parser::parse_module(&src, &ll.to_string_lossy()).expect("parses");
        let prep = match (o0, rotate.is_some()) {
            (true, true) => "inline,mem2reg,loop-simplify",
            (true, false) => "mem2reg,loop-simplify",
            _ => "loop-simplify",
        };
        PassManager::parse(prep)
            .expect("pipeline")
            .run(&mut m, &PipelineOptions::default())
            .expect("prepares");
        if let (Some(pipeline), true) = (rotate, o0) {
            let (a, b) = (tmp.path().join("in.ll"), tmp.path().join("rot.ll"));
            std::fs::write(&a, parir_ir::printer::print_module(&m)).expect("write");
            common::opt19(pipeline, &a, &b);
            let text = std::fs::read_to_string(&b).expect("read");
            m = parir_ir::parser::parse_module(&text, &b.to_string_lossy()).expect("parses");
        }
        requests += add_requests(&mut m, 0x9e37_79b9_7f4a_7c15 ^ k as u64, request);
        let oracle = match same_as_opt19 {
            true => {
                let (a, b) = (tmp.path().join("req.ll"), tmp.path().join("opt.ll"));
                std::fs::write(&a, parir_ir::printer::print_module(&m)).expect("write");
                common::opt19(pass, &a, &b);
                let text = std::fs::read_to_string(&b).expect("read");
                let theirs = parir_ir::parser::parse_module(&text, "opt.ll").expect("parses");
                Some(pending(&theirs))
            }
            false => None,
        };
        let before = pending(&m);
        PassManager::parse_with(pass, &parir_transform::manager::registry(), opts)
            .expect("pipeline")
            .run(&mut m, &PipelineOptions::default())
            .expect("transforms");
        let after = pending(&m);
        done += usize::try_from(before - after).unwrap_or(0);
        if oracle.is_some_and(|o| o != after) {
            failures.push(format!(
                "{}: {pass} leaves {after} where opt-19 leaves {}",
                ll.display(),
                oracle.unwrap_or_default()
            ));
        }
        if let Err(errors) = parir_ir::verifier::verify_module(&m) {
            failures.push(format!(
                "{}: does not verify after {pass}: {:?}",
                ll.display(),
                errors.first()
            ));
            continue;
        }
        let out = tmp.path().join(format!("p{k}.ll"));
        std::fs::write(&out, parir_ir::printer::print_module(&m)).expect("write");
        let run = common::parir(
            &[
                "run",
                "--max-steps",
                "2000000000",
                out.to_str().expect("utf-8"),
            ],
            None,
        );
        let mut got = String::from_utf8_lossy(&run.stdout).into_owned();
        got += &format!("exit {}\n", run.status.code().unwrap_or(-1));
        let want = std::fs::read_to_string(expected).expect("expected");
        if got != want {
            failures.push(format!(
                "{}: output differs after {pass}\n{}",
                ll.display(),
                String::from_utf8_lossy(&run.stderr)
            ));
        }
    }
    assert!(
        requests >= progs.len(),
        "only {requests} requests added to {} programs",
        progs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    (progs.len(), requests, done)
}
