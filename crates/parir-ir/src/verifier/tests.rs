//! Unit tests of the verifier on small hand-written modules. The corpus of invalid inputs with
//! LLVM's verdicts is tested in `tests/invalid.rs`.

use super::{lint_module, verify_module};
use crate::inst::InstKind;
use crate::module::Linkage;
use crate::parser::parse_module;

/// The messages and 1-based lines of all verifier errors of `src`.
fn errors(src: &str) -> Vec<(String, usize)> {
    let m = parse_module(src, "t.ll").unwrap_or_else(|e| panic!("parse: {}", e.message));
    match verify_module(&m) {
        Ok(()) => Vec::new(),
        Err(es) => es
            .iter()
            .map(|d| (d.message.clone(), d.line_col(src).0))
            .collect(),
    }
}

#[test]
fn counted_loop_is_valid() {
    let src = "define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %next
}
";
    assert_eq!(errors(src), vec![]);
}

#[test]
fn dominance_error_is_at_the_use() {
    let src = "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  ret i32 %y
}
";
    assert_eq!(
        errors(src),
        vec![("Instruction does not dominate all uses!".to_string(), 8)]
    );
}

#[test]
fn all_errors_are_reported() {
    let src = "define i32 @f(i1 %c) {
entry:
  %a = add i32 %b, 1
  %b = add i32 1, 2
  br i1 %c, label %x, label %y
x:
  %p = phi i32 [ 0, %entry ], [ 1, %y ]
  ret i32 %p
y:
  ret i32 %a
}
";
    let e = errors(src);
    assert_eq!(e.len(), 2, "{e:?}");
    assert_eq!(e[0], ("Instruction does not dominate all uses!".into(), 3));
    assert_eq!(
        e[1],
        (
            "PHINode should have one entry for each predecessor of its parent basic block!".into(),
            7
        )
    );
}

#[test]
fn invoke_result_is_available_on_the_normal_edge_only() {
    let head = "declare i32 @g()
declare i32 @pers(...)
define i32 @f() personality ptr @pers {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
";
    assert_eq!(errors(&format!("{head}  ret i32 0\n}}\n")), vec![]);
    let e = errors(&format!("{head}  ret i32 %r\n}}\n"));
    assert_eq!(
        e,
        vec![("Instruction does not dominate all uses!".into(), 10)]
    );
}

#[test]
fn unreachable_blocks_may_use_anything() {
    let src = "define i32 @f() {
entry:
  ret i32 0
dead:
  %x = add i32 %x, 1
  %y = add i32 %z, 1
  %z = add i32 1, 1
  br label %dead
}
";
    assert_eq!(errors(src), vec![]);
}

#[test]
fn self_reference_in_reachable_block() {
    let src = "define i32 @f() {
entry:
  %x = add i32 %x, 1
  ret i32 %x
}
";
    assert_eq!(
        errors(src),
        vec![("Only PHI nodes may reference their own value!".into(), 3)]
    );
}

#[test]
fn access_groups() {
    let body = "define void @f(ptr %p) {
  store i32 0, ptr %p, !llvm.access.group !0
  ret void
}
";
    let ok = [
        "!0 = distinct !{}",
        "!0 = !{}",
        "!0 = !{!1, !2}\n!1 = distinct !{}\n!2 = distinct !{}",
    ];
    for md in ok {
        assert_eq!(errors(&format!("{body}{md}\n")), vec![], "{md}");
    }
    let bad = [
        (
            "!0 = !{!1}\n!1 = !{}",
            "Access scope list contains invalid access scope",
        ),
        (
            "!0 = !{!\"s\"}",
            "Access scope list must consist of MDNodes",
        ),
        (
            "!0 = distinct !{null}",
            "Access scope list must consist of MDNodes",
        ),
    ];
    for (md, msg) in bad {
        assert_eq!(
            errors(&format!("{body}{md}\n")),
            vec![(msg.to_string(), 2)],
            "{md}"
        );
    }
}

#[test]
fn loop_id_lint() {
    let src = "define void @f() {
entry:
  br label %l
l:
  br i1 true, label %l, label %e, !llvm.loop !0
e:
  br label %l2
l2:
  br i1 true, label %l2, label %x, !llvm.loop !2
x:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!\"llvm.loop.unroll.disable\"}
!2 = distinct !{!1}
";
    let m = parse_module(src, "t.ll").expect("parses");
    assert!(verify_module(&m).is_ok());
    let w = lint_module(&m);
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].line_col(src).0, 9);
}

#[test]
fn tapir_structure() {
    let ok = "declare token @llvm.syncregion.start()
define void @f() {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont
task:
  reattach within %sr, label %cont
cont:
  sync within %sr, label %done
done:
  ret void
}
";
    assert_eq!(errors(ok), vec![]);
    let bad = ok.replace(
        "reattach within %sr, label %cont",
        "reattach within %sr, label %done",
    );
    let e = errors(&bad);
    assert!(
        e.iter()
            .any(|(m, _)| m.contains("does not target the detach's continuation")),
        "{e:?}"
    );
}

#[test]
fn type_rules() {
    let cases = [
        (
            "define void @f(ptr %p) {\n  %v = load atomic i1, ptr %p seq_cst, align 1\n  ret void\n}\n",
            "atomic memory access' size must be byte-sized",
        ),
        (
            "define void @f(ptr %p) {\n  %v = atomicrmw fadd ptr %p, i32 1 seq_cst, align 4\n  ret void\n}\n",
            "atomicrmw fadd operand must have floating-point or fixed vector of floating-point type!",
        ),
        (
            "declare void @g(token)\n",
            "Function takes token but isn't an intrinsic",
        ),
        (
            "define void @f() {\n  %x = call i32 @llvm.smax.i32(i64 1, i64 2)\n  ret void\n}\ndeclare i32 @llvm.smax.i32(i64, i64)\n",
            "Intrinsic has incorrect argument type!",
        ),
    ];
    for (src, msg) in cases {
        let e = errors(src);
        assert!(e.iter().any(|(m, _)| m == msg), "{src}: {e:?}");
    }
}

#[test]
fn global_rules() {
    let e = errors("@g = common global i32 1\n");
    assert_eq!(
        e,
        vec![("'common' global must have a zero initializer!".into(), 1)]
    );
    let e = errors("@a = alias i32, ptr @b\n@b = alias i32, ptr @a\n");
    assert!(
        e.iter().any(|(m, _)| m == "Aliases cannot form a cycle"),
        "{e:?}"
    );
    // A declaration with local linkage cannot be written in `.ll`; build it.
    let mut m = parse_module("declare void @d()\n", "t.ll").expect("parses");
    for g in m.globals.values_mut() {
        g.common.linkage = Linkage::Internal;
    }
    let e = verify_module(&m).expect_err("rejected");
    assert_eq!(
        e[0].message,
        "Global is external, but doesn't have external or weak linkage!"
    );
}

#[test]
fn broken_in_memory_bodies_do_not_panic() {
    let src = "define i32 @f(i1 %c) {
entry:
  %x = add i32 1, 2
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ %x, %entry ], [ 0, %a ]
  ret i32 %p
}
";
    let base = parse_module(src, "t.ll").expect("parses");
    let fid = base.functions().map(|(g, _)| g).next().expect("a function");
    // Drop each block's terminator in turn, then each block from the layout, then duplicate
    // the entry block in the layout: the verifier must report, not panic.
    for k in 0..3 {
        let mut m = base.clone();
        let body = m.globals[fid]
            .as_func_mut()
            .and_then(|f| f.body.as_mut())
            .expect("body");
        let b = body.layout[k];
        body.blocks[b].insts.pop();
        let e = verify_module(&m).expect_err("missing terminator");
        assert!(e
            .iter()
            .any(|d| d.message == "Basic Block does not have terminator!"));
    }
    for k in 0..3 {
        let mut m = base.clone();
        let body = m.globals[fid]
            .as_func_mut()
            .and_then(|f| f.body.as_mut())
            .expect("body");
        body.layout.remove(k);
        let _ = verify_module(&m);
    }
    let mut m = base.clone();
    let body = m.globals[fid]
        .as_func_mut()
        .and_then(|f| f.body.as_mut())
        .expect("body");
    let entry = body.layout[0];
    body.layout.push(entry);
    assert!(verify_module(&m).is_err());
    // A terminator in the middle of a block.
    let mut m = base;
    let body = m.globals[fid]
        .as_func_mut()
        .and_then(|f| f.body.as_mut())
        .expect("body");
    let entry = body.layout[0];
    let first = body.blocks[entry].insts[0];
    body.insts[first].kind = InstKind::Unreachable;
    let e = verify_module(&m).expect_err("rejected");
    assert!(e
        .iter()
        .any(|d| d.message == "Terminator found in the middle of a basic block!"));
}

#[test]
fn long_chain_of_blocks() {
    use std::fmt::Write;
    let n = 100_000;
    let mut src = String::from("define i32 @f() {\nentry:\n  %v0 = add i32 0, 1\n  br label %b1\n");
    for i in 1..n {
        let _ = write!(
            src,
            "b{i}:\n  %v{i} = add i32 %v{}, 1\n  br label %b{}\n",
            i - 1,
            i + 1
        );
    }
    let _ = write!(src, "b{n}:\n  ret i32 %v{}\n}}\n", n - 1);
    assert_eq!(errors(&src), vec![]);
    // A use of the last value in the first block is an error, found through the whole chain.
    let bad = src.replacen(
        "%v0 = add i32 0, 1",
        &format!("%v0 = add i32 %v{}, 1", n - 1),
        1,
    );
    let e = errors(&bad);
    assert_eq!(
        e,
        vec![("Instruction does not dominate all uses!".into(), 3)]
    );
}

/// A function large enough for the verifier to check its blocks in parallel, with errors in
/// different chunks: a use that its definition does not dominate, a PHI with a missing edge,
/// and `landingpad`/`resume` types that differ from the first one in layout order.
#[test]
fn large_function_is_checked_in_parallel_with_the_same_errors() {
    use std::fmt::Write;
    let mut src = String::from(
        "declare i32 @__gxx_personality_v0(...)\ndeclare void @g()\n\
         define void @f(i32 %x) personality ptr @__gxx_personality_v0 {\nentry:\n  br label %b0\n",
    );
    let blocks = 2000;
    for b in 0..blocks {
        let _ = writeln!(src, "b{b}:");
        for k in 0..60 {
            let _ = writeln!(src, "  %v{b}.{k} = add i32 %x, {k}");
        }
        match b {
            // A use in the first chunk of a value defined in the last chunk.
            100 => {
                let _ = writeln!(src, "  %bad = add i32 %v1900.0, 1");
            }
            // Two EH pads with different types, far apart; the second one is wrong.
            500 => {
                let _ = writeln!(
                    src,
                    "  invoke void @g() to label %b{} unwind label %lp1\nlp1:\n  %l1 = landingpad {{ ptr, i32 }} cleanup\n  br label %b{}",
                    b + 1,
                    b + 1
                );
                continue;
            }
            1500 => {
                let _ = writeln!(
                    src,
                    "  invoke void @g() to label %b{} unwind label %lp2\nlp2:\n  %l2 = landingpad {{ ptr, i64 }} cleanup\n  resume {{ ptr, i64 }} %l2",
                    b + 1
                );
                continue;
            }
            _ => {}
        }
        if b + 1 == blocks {
            src.push_str("  ret void\n");
        } else {
            let _ = writeln!(src, "  br label %b{}", b + 1);
        }
    }
    src.push_str("}\n");
    let m = parse_module(&src, "t.ll").unwrap_or_else(|e| panic!("parse: {}", e.message));
    let run = |threads| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("thread pool");
        let errs = pool.install(|| verify_module(&m)).unwrap_err();
        errs.iter()
            .map(|d| (d.message.clone(), d.line_col(&src).0))
            .collect::<Vec<_>>()
    };
    let sequential = run(1);
    let line_of = |needle: &str| src.lines().position(|l| l.contains(needle)).unwrap() + 1;
    assert_eq!(
        sequential,
        vec![
            (
                "Instruction does not dominate all uses!".to_string(),
                line_of("%bad =")
            ),
            (
                "The landingpad instruction should have a consistent result type inside a function."
                    .to_string(),
                line_of("%l2 =")
            ),
            (
                "The resume instruction should have a consistent result type inside a function."
                    .to_string(),
                line_of("resume")
            ),
        ]
    );
    assert_eq!(run(2), sequential);
    assert_eq!(run(4), sequential);
}

/// The valid twins of the corpus cases `verify-attr-*`, `verify-localescape-*`,
/// `verify-localrecover-*` and `verify-swifterror-*`: each rule's legal form verifies.
#[test]
fn attribute_frame_escape_and_swifterror_rules_accept_their_legal_forms() {
    let src = "declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr)
declare void @log(i32, ...)
declare zeroext i8 @flag(ptr nonnull)
declare void @may_fail(ptr swifterror)
define void @parent(i64 signext %n) {
entry:
  %x = alloca i32
  %y = alloca i32, i32 1
  call void (...) @llvm.localescape(ptr %x, ptr null, ptr %y)
  call void (i32, ...) @log(i32 1, ptr nonnull %x, i32 signext 3)
  call void @llvm.lifetime.end.p0(i64 4, ptr %x)
  ret void
}
define ptr @handler(ptr %fp) {
  %p = call ptr @llvm.localrecover(ptr @parent, ptr %fp, i32 2)
  ret ptr %p
}
define void @thrower(ptr swifterror %err) {
  %e = load ptr, ptr %err
  store ptr null, ptr %err
  call void @may_fail(ptr swifterror %err)
  ret void
}
define void @caller() {
  %e = alloca swifterror ptr
  store ptr null, ptr %e
  call void @may_fail(ptr swifterror %e)
  ret void
}
";
    assert_eq!(errors(src), vec![]);
}

/// Each broken rule is reported once, at the instruction or function that breaks it.
#[test]
fn frame_escape_and_swifterror_errors_are_located() {
    let src = "declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
define void @parent() {
  %x = alloca i32
  call void (...) @llvm.localescape(ptr %x)
  call void (...) @llvm.localescape(ptr %x)
  ret void
}
define ptr @handler(ptr %fp) {
  %p = call ptr @llvm.localrecover(ptr @parent, ptr %fp, i32 3)
  ret ptr %p
}
define void @f(ptr swifterror %err) {
  %q = getelementptr i8, ptr %err, i64 8
  ret void
}
";
    assert_eq!(
        errors(src),
        vec![
            ("multiple calls to llvm.localescape in one function".to_string(), 6),
            ("all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function".to_string(), 10),
            ("swifterror value can only be loaded and stored from, or as a swifterror argument!".to_string(), 14),
        ]
    );
}
