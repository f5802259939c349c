//! Property test: for generated modules, print → parse → print is idempotent, and the first
//! print already equals the second (the printer's output is a fixed point of the reader).
//!
//! Modules are generated as text from a random structure: globals of several types, functions
//! whose entry block defines values that later blocks use, forward-only branches (so every use is
//! dominated), phis, memory operations, calls, vector and aggregate operations, fast-math and
//! wrap flags, and metadata (access groups, loop IDs, named metadata).

use proptest::prelude::*;
use std::fmt::Write;

#[derive(Debug, Clone)]
enum Op {
    Bin(u8, u8, bool, bool),
    FBin(u8, u8, u8),
    ICmp(u8, u8, u8),
    Select(u8, u8, u8),
    Cast(u8, u8),
    Mem(u8, u8),
    Gep(u8, bool),
    Call(u8, u8),
    Vec(u8, u8),
    Agg(u8),
    Unnamed(u8, u8),
}

#[derive(Debug, Clone)]
struct FuncSpec {
    ops: Vec<Op>,
    blocks: u8,
    branch_seeds: Vec<u8>,
    annotate: bool,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (any::<u8>(), any::<u8>(), any::<bool>(), any::<bool>())
            .prop_map(|(a, b, c, d)| Op::Bin(a, b, c, d)),
        (any::<u8>(), any::<u8>(), any::<u8>()).prop_map(|(a, b, c)| Op::FBin(a, b, c)),
        (any::<u8>(), any::<u8>(), any::<u8>()).prop_map(|(a, b, c)| Op::ICmp(a, b, c)),
        (any::<u8>(), any::<u8>(), any::<u8>()).prop_map(|(a, b, c)| Op::Select(a, b, c)),
        (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Op::Cast(a, b)),
        (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Op::Mem(a, b)),
        (any::<u8>(), any::<bool>()).prop_map(|(a, b)| Op::Gep(a, b)),
        (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Op::Call(a, b)),
        (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Op::Vec(a, b)),
        any::<u8>().prop_map(Op::Agg),
        (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Op::Unnamed(a, b)),
    ]
}

fn func() -> impl Strategy<Value = FuncSpec> {
    (
        prop::collection::vec(op(), 1..24),
        1u8..6,
        prop::collection::vec(any::<u8>(), 6),
        any::<bool>(),
    )
        .prop_map(|(ops, blocks, branch_seeds, annotate)| FuncSpec {
            ops,
            blocks,
            branch_seeds,
            annotate,
        })
}

/// Renders a module from function specs. Values: `%a*` are i32, `%l*` i64, `%d*` double,
/// `%c*` i1, `%p*` ptr.
fn render(funcs: &[FuncSpec], gseed: u8) -> String {
    let mut s = String::new();
    s.push_str("source_filename = \"gen.c\"\n");
    s.push_str("target triple = \"x86_64-unknown-linux-gnu\"\n\n");
    s.push_str("%struct.S = type { i32, double, [2 x i8] }\n\n");
    let _ = writeln!(s, "@g0 = global i32 {}, align 4", gseed as i32 - 100);
    s.push_str("@g1 = internal constant [4 x i8] c\"ab\\00\\FF\", align 1\n");
    let _ = writeln!(
        s,
        "@g2 = global %struct.S {{ i32 7, double {}.5, [2 x i8] zeroinitializer }}",
        gseed
    );
    s.push_str(
        "@g3 = global ptr @g0\n@g4 = private unnamed_addr global [2 x ptr] [ptr @g1, ptr null]\n\n",
    );
    s.push_str("declare i32 @ext(i32, ptr) nounwind\n\n");
    let mut md_next = 0u32;
    let mut mds = String::new();
    for (fi, f) in funcs.iter().enumerate() {
        let _ = writeln!(
            s,
            "define i32 @f{fi}(i32 %a0, i64 %l0, double %d0, ptr %p0) {{\nentry:"
        );
        let mut a = vec!["%a0".to_string()];
        let mut l = vec!["%l0".to_string()];
        let mut d = vec!["%d0".to_string()];
        let mut c = vec!["true".to_string()];
        let mut p = vec!["%p0".to_string(), "@g0".to_string()];
        let mut n = 0usize;
        let pick = |v: &Vec<String>, k: u8| v[k as usize % v.len()].clone();
        let group = if f.annotate {
            let g = md_next;
            md_next += 1;
            let _ = writeln!(mds, "!{g} = distinct !{{}}");
            Some(g)
        } else {
            None
        };
        let ag = |s: &mut String| {
            if let Some(g) = group {
                let _ = write!(s, ", !llvm.access.group !{g}");
            }
        };
        for o in &f.ops {
            n += 1;
            match o {
                Op::Bin(x, y, nuw, nsw) => {
                    let ops = ["add", "sub", "mul", "and", "or", "xor", "shl"];
                    let opn = ops[*x as usize % ops.len()];
                    let flags = match (opn, nuw, nsw) {
                        ("add" | "sub" | "mul" | "shl", true, true) => " nuw nsw",
                        ("add" | "sub" | "mul" | "shl", true, false) => " nuw",
                        ("add" | "sub" | "mul" | "shl", false, true) => " nsw",
                        _ => "",
                    };
                    let v = format!("%a{n}");
                    let _ = writeln!(
                        s,
                        "  {v} = {opn}{flags} i32 {}, {}",
                        pick(&a, *y),
                        pick(&a, y.wrapping_add(3))
                    );
                    a.push(v);
                }
                Op::FBin(x, y, fm) => {
                    let ops = ["fadd", "fsub", "fmul", "fdiv"];
                    let fl = ["", " fast", " nnan ninf", " reassoc contract"][*fm as usize % 4];
                    let v = format!("%d{n}");
                    let _ = writeln!(
                        s,
                        "  {v} = {}{fl} double {}, {}",
                        ops[*x as usize % 4],
                        pick(&d, *y),
                        if y % 3 == 0 {
                            "1.500000e+00".to_string()
                        } else {
                            pick(&d, y / 3)
                        }
                    );
                    d.push(v);
                }
                Op::ICmp(x, y, z) => {
                    let preds = ["eq", "ne", "slt", "ugt", "sge"];
                    let v = format!("%c{n}");
                    let _ = writeln!(
                        s,
                        "  {v} = icmp {} i64 {}, {}",
                        preds[*x as usize % 5],
                        pick(&l, *y),
                        pick(&l, *z)
                    );
                    c.push(v);
                }
                Op::Select(x, y, z) => {
                    let v = format!("%a{n}");
                    let _ = writeln!(
                        s,
                        "  {v} = select i1 {}, i32 {}, i32 {}",
                        pick(&c, *x),
                        pick(&a, *y),
                        pick(&a, *z)
                    );
                    a.push(v);
                }
                Op::Cast(x, y) => match x % 4 {
                    0 => {
                        let v = format!("%l{n}");
                        let _ = writeln!(s, "  {v} = sext i32 {} to i64", pick(&a, *y));
                        l.push(v);
                    }
                    1 => {
                        let v = format!("%l{n}");
                        let _ = writeln!(s, "  {v} = zext nneg i32 {} to i64", pick(&a, *y));
                        l.push(v);
                    }
                    2 => {
                        let v = format!("%a{n}");
                        let _ = writeln!(s, "  {v} = trunc i64 {} to i32", pick(&l, *y));
                        a.push(v);
                    }
                    _ => {
                        let v = format!("%d{n}");
                        let _ = writeln!(s, "  {v} = sitofp i32 {} to double", pick(&a, *y));
                        d.push(v);
                    }
                },
                Op::Mem(x, y) => {
                    if x % 2 == 0 {
                        let v = format!("%a{n}");
                        let _ = write!(s, "  {v} = load i32, ptr {}, align 4", pick(&p, *y));
                        ag(&mut s);
                        s.push('\n');
                        a.push(v);
                    } else {
                        let _ = write!(
                            s,
                            "  store i32 {}, ptr {}, align 4",
                            pick(&a, *x),
                            pick(&p, *y)
                        );
                        ag(&mut s);
                        s.push('\n');
                    }
                }
                Op::Gep(x, inb) => {
                    let v = format!("%p{n}");
                    let _ = writeln!(
                        s,
                        "  {v} = getelementptr {}i32, ptr {}, i64 {}",
                        if *inb { "inbounds " } else { "" },
                        pick(&p, *x),
                        pick(&l, x / 2)
                    );
                    p.push(v);
                }
                Op::Call(x, y) => {
                    let v = format!("%a{n}");
                    let _ = write!(
                        s,
                        "  {v} = call i32 @ext(i32 {}, ptr {})",
                        pick(&a, *x),
                        pick(&p, *y)
                    );
                    ag(&mut s);
                    s.push('\n');
                    a.push(v);
                }
                Op::Vec(x, y) => {
                    let _ = writeln!(
                        s,
                        "  %v{n} = insertelement <4 x i32> poison, i32 {}, i64 0",
                        pick(&a, *x)
                    );
                    let _ = writeln!(
                        s,
                        "  %w{n} = shufflevector <4 x i32> %v{n}, <4 x i32> poison, <4 x i32> <i32 0, i32 {}, i32 0, i32 poison>",
                        y % 4
                    );
                    let v = format!("%a{n}");
                    let _ = writeln!(s, "  {v} = extractelement <4 x i32> %w{n}, i32 {}", y % 4);
                    a.push(v);
                }
                Op::Agg(x) => {
                    let _ = writeln!(
                        s,
                        "  %s{n} = insertvalue {{ i32, double }} undef, i32 {}, 0",
                        pick(&a, *x)
                    );
                    let v = format!("%d{n}");
                    let _ = writeln!(s, "  {v} = extractvalue {{ i32, double }} %s{n}, 1");
                    d.push(v);
                }
                Op::Unnamed(x, y) => {
                    // An unnamed value, referenced by its number right away.
                    let _ = writeln!(s, "  %u{n} = add i32 {}, {}", pick(&a, *x), *y as i32 - 128);
                    a.push(format!("%u{n}"));
                }
            }
        }
        // Forward-only CFG over blocks b1..bk; every block can use entry values.
        let k = f.blocks as usize;
        let target = |i: usize, seed: u8| -> String {
            let t = i + 1 + seed as usize % (k - i).max(1);
            if t > k {
                "exit".to_string()
            } else {
                format!("b{t}")
            }
        };
        let _ = writeln!(
            s,
            "  br i1 {}, label %b1, label %{}",
            pick(&c, f.branch_seeds[0]),
            target(0, f.branch_seeds[1])
        );
        for i in 1..=k {
            let _ = writeln!(s, "\nb{i}:");
            let seed = f.branch_seeds[i % f.branch_seeds.len()];
            let _ = writeln!(s, "  %x{i} = add nsw i32 {}, {i}", pick(&a, seed));
            if i < k {
                let _ = writeln!(
                    s,
                    "  br i1 {}, label %{}, label %b{}",
                    pick(&c, seed),
                    target(i, seed),
                    i + 1
                );
            } else {
                s.push_str("  br label %exit\n");
            }
        }
        s.push_str("\nexit:\n");
        let lp = md_next;
        md_next += 2;
        let _ = writeln!(
            s,
            "  %r = phi i32 [ {}, %entry ], [ {}, %b{k} ]",
            pick(&a, 1),
            pick(&a, 2)
        );
        let _ = writeln!(s, "  %r2 = phi i32 [ %r, %exit ], [ 0, %exit.pre ]");
        let _ = writeln!(
            s,
            "  br i1 false, label %exit, label %done, !llvm.loop !{lp}"
        );
        s.push_str("\nexit.pre:\n  br label %exit\n\ndone:\n  ret i32 %r2\n}\n\n");
        match group {
            Some(g) => {
                let _ = writeln!(mds, "!{lp} = distinct !{{!{lp}, !{}}}", lp + 1);
                let _ = writeln!(
                    mds,
                    "!{} = !{{!\"llvm.loop.parallel_accesses\", !{g}}}",
                    lp + 1
                );
            }
            None => {
                let _ = writeln!(mds, "!{lp} = distinct !{{!{lp}, !{}}}", lp + 1);
                let _ = writeln!(mds, "!{} = !{{!\"llvm.loop.mustprogress\"}}", lp + 1);
            }
        }
    }
    s.push_str("!llvm.ident = !{!");
    let _ = writeln!(s, "{md_next}}}");
    let _ = writeln!(mds, "!{md_next} = !{{!\"parir proptest\"}}");
    s.push_str(&mds);
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn print_parse_print_is_idempotent(funcs in prop::collection::vec(func(), 1..4), gseed in any::<u8>()) {
        let text = render(&funcs, gseed);
        // The exit block's self-loop makes the phis of `exit` need entries from `exit` and
        // `exit.pre`; the first phi's edges come from entry/b_k, so rewrite it to match.
        let text = fix_phis(&text);
        let m = parir_ir::parser::parse_module(&text, "gen.ll")
            .map_err(|d| TestCaseError::fail(d.render("gen.ll", &text)))?;
        if let Err(errs) = parir_ir::verifier::verify_module(&m) {
            let msgs: Vec<String> = errs.iter().map(|e| e.render("gen.ll", &text)).collect();
            return Err(TestCaseError::fail(format!("generated module is invalid:\n{}\n{text}", msgs.join("\n"))));
        }
        let p1 = parir_ir::printer::print_module(&m);
        let m2 = parir_ir::parser::parse_module(&p1, "gen.ll")
            .map_err(|d| TestCaseError::fail(d.render("gen.ll", &p1)))?;
        let p2 = parir_ir::printer::print_module(&m2);
        prop_assert_eq!(&p1, &p2);
    }
}

/// Makes the generated `exit` block well-formed: its predecessors are `entry` (maybe), the
/// blocks that branch to it, `exit` itself and `exit.pre`. Rather than tracking them while
/// generating, route every edge into `exit` through `exit.pre`, so `exit`'s only predecessors
/// are `exit` and `exit.pre`.
fn fix_phis(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut block = String::new();
    for line in text.lines() {
        if !line.starts_with(' ') && line.ends_with(':') {
            block = line.trim_end_matches(':').to_string();
        } else if line.starts_with("define") {
            block = "entry".to_string();
        }
        let mut l = line.to_string();
        let special = block == "exit" || block == "exit.pre";
        if !special && line.starts_with("  br ") {
            l = l.replace("label %exit,", "label %exit.pre,");
            if l.ends_with("label %exit") {
                l = format!("{}label %exit.pre", &l[..l.len() - "label %exit".len()]);
            }
        }
        if block == "exit" && l.contains("%r = phi") {
            // Values from the entry block dominate both predecessors.
            let v1 = l
                .split('[')
                .nth(1)
                .and_then(|x| x.split(',').next())
                .unwrap_or(" 0")
                .trim()
                .to_string();
            l = format!("  %r = phi i32 [ {v1}, %exit.pre ], [ {v1}, %exit ]");
        }
        out.push_str(&l);
        out.push('\n');
    }
    out
}
