//! Input nested 20 000 deep (issue 26): types, metadata tuples, metadata chains, struct
//! constants and constant expressions (in a global and in a function body) are read,
//! verified and printed without overflowing the stack, on the test's own 2 MiB thread and on
//! the parallel reader's rayon threads; the printed text is `opt-19 -S`'s (where opt-19 itself
//! gets through the input: its reader overflows on constants nested 20 000 deep, so those
//! are compared at 2 000). Nesting past `parir_ir::MAX_NESTING` is a located error.
//!
//! Without opt-19 the comparisons are skipped with a message, unless `PARIR_REQUIRE_ORACLES=1`.

mod common;

use parir_ir::parser::{parse_module, parse_module_with, ReadOptions};
use parir_ir::types::StructId;
use parir_ir::{printer, verifier};
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};

const DEEP: usize = 20_000;

/// `%T = type { { ... { i32 } ... } }`, `n` braces deep.
fn deep_type(n: usize) -> String {
    format!(
        "source_filename = \"deep.ll\"\n\n%T = type {}i32{}\n\n@G = global %T zeroinitializer\n",
        "{ ".repeat(n),
        " }".repeat(n)
    )
}

/// `!0 = !{!{ ... !{} ... }}`, inline tuples `n` deep.
fn deep_md_tuple(n: usize) -> String {
    format!(
        "source_filename = \"deep.ll\"\n\n@G = global i32 0, !foo !0\n\n!0 = {}{}\n",
        "!{".repeat(n),
        "}".repeat(n)
    )
}

/// `!0 = !{!1}`, `!1 = !{!2}`, ..., `n` nodes long.
fn md_chain(n: usize) -> String {
    let mut s = String::from("source_filename = \"deep.ll\"\n\n@G = global i32 0, !foo !0\n\n");
    for k in 0..n {
        writeln!(s, "!{k} = !{{!{}}}", k + 1).unwrap();
    }
    writeln!(s, "!{n} = !{{}}").unwrap();
    s
}

/// `%S0 = type { i32, %S1 }` ... and a constant of `%S0` whose struct constants nest `n` deep.
fn deep_struct_const(n: usize) -> String {
    let mut s = String::from("source_filename = \"deep.ll\"\n\n");
    for k in 0..n {
        writeln!(s, "%S{k} = type {{ i32, %S{} }}", k + 1).unwrap();
    }
    writeln!(s, "%S{n} = type {{ i32 }}\n").unwrap();
    s.push_str("@C = global ");
    for k in 0..n {
        write!(s, "%S{k} {{ i32 {k}, ").unwrap();
    }
    write!(s, "%S{n} {{ i32 7 }}").unwrap();
    s.push_str(&" }".repeat(n));
    s.push('\n');
    s
}

/// `getelementptr (i8, ptr getelementptr (i8, ... @A ...))`, `n` deep, in a global's
/// initializer and as an instruction operand.
fn deep_const_expr(n: usize) -> String {
    // Level k (0 innermost) adds `ptr getelementptr (i8, ` before and `, i64 k%7+1)` after.
    let mut e = "ptr getelementptr (i8, ".repeat(n);
    e.push_str("ptr @A");
    for k in 0..n {
        write!(e, ", i64 {})", k % 7 + 1).unwrap();
    }
    format!(
        "source_filename = \"deep.ll\"\n\n@A = global [4 x i8] zeroinitializer\n@P = global {e}\n\n\
         define ptr @f() {{\n  ret {e}\n}}\n\ndefine ptr @g(i1 %c) {{\n  %p = select i1 %c, {e}, ptr null\n  ret ptr %p\n}}\n"
    )
}

/// `opt-19 -S` on `text`, without the `; ModuleID` line.
fn opt_s(text: &str) -> String {
    let mut child = Command::new("opt-19")
        .args(["-S", "-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("opt-19 runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let data = text.as_bytes().to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().expect("opt-19 output");
    let _ = writer.join();
    assert!(
        out.status.success(),
        "opt-19 failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    without_module_id(&String::from_utf8_lossy(&out.stdout))
}

fn without_module_id(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("; ModuleID = "))
        .flat_map(|l| [l, "\n"])
        .collect()
}

/// Reads (sequentially and with the parallel reader forced), verifies and prints `src`;
/// both readers must build the same module. Returns the printed text.
fn read_verify_print(what: &str, src: &str) -> String {
    let m = parse_module(src, "deep.ll").unwrap_or_else(|d| panic!("{what}: {}", d.message));
    verifier::verify_module(&m).unwrap_or_else(|d| panic!("{what}: verify: {d:?}"));
    let text = without_module_id(&printer::print_module(&m));
    let parallel = ReadOptions {
        min_parallel_bytes: 0,
        min_piped_body_bytes: 0,
        ..ReadOptions::default()
    };
    let pm = parse_module_with(src, "deep.ll", &parallel)
        .unwrap_or_else(|d| panic!("{what} (parallel reader): {}", d.message));
    assert!(
        without_module_id(&printer::print_module(&pm)) == text,
        "{what}: the parallel reader built another module"
    );
    // What is printed reads back to the same text.
    let again =
        parse_module(&text, "deep.ll").unwrap_or_else(|d| panic!("{what}: reread: {}", d.message));
    assert!(
        without_module_id(&printer::print_module(&again)) == text,
        "{what}: printing is not stable"
    );
    text
}

fn check(what: &str, src: &str, compare_with_opt: bool) {
    let text = read_verify_print(what, src);
    if compare_with_opt && common::opt_available("deep nesting against opt -S") {
        assert!(
            opt_s(src) == text,
            "{what}: parir fmt differs from opt-19 -S"
        );
    }
}

#[test]
fn types_nested_20000_deep() {
    let src = deep_type(DEEP);
    check("deep type", &src, true);
    let m = parse_module(&src, "deep.ll").unwrap();
    let t = m.types.struct_type(StructId::from_u32(0));
    assert!(m.types.is_sized(t), "a deep struct of i32 is sized");
    let dl = parir_ir::layout::DataLayout::parse(parir_ir::layout::X86_64_LAYOUT).unwrap();
    assert_eq!(dl.alloc_size(&m.types, t), 4);
}

#[test]
fn metadata_tuples_nested_20000_deep() {
    check("deep metadata tuple", &deep_md_tuple(DEEP), true);
}

#[test]
fn metadata_chain_20000_long() {
    check("metadata chain", &md_chain(DEEP), true);
}

#[test]
fn struct_constants_nested_20000_deep() {
    let src = deep_struct_const(DEEP);
    let text = read_verify_print("deep struct constant", &src);
    assert!(text.contains("%S19999 { i32 19999, %S20000 { i32 7 } }"));
    check("deep struct constant", &deep_struct_const(2_000), true);
}

#[test]
fn constant_expressions_nested_20000_deep() {
    let src = deep_const_expr(DEEP);
    let text = read_verify_print("deep constant expression", &src);
    assert!(text.contains("define ptr @f() {\n  ret ptr getelementptr (i8, ptr getelementptr"));
    check("deep constant expression", &deep_const_expr(2_000), true);
}

#[test]
fn nesting_past_the_limit_is_a_located_error() {
    let n = parir_ir::MAX_NESTING as usize + 1;
    let src = format!("%T = type {}i32{}\n", "{ ".repeat(n), " }".repeat(n));
    let d = parse_module(&src, "deep.ll").expect_err("too deep");
    assert!(d.message.contains("nesting too deep"), "{}", d.message);
    // Located where the level past the limit starts (the body's own braces are level 0).
    assert_eq!(d.line_col(&src), (1, "%T = type ".len() + 2 * n + 1));

    // `!0 = !{` is level 0 here too.
    let src = format!(
        "@G = global i32 0, !foo !0\n!0 = {}{}\n",
        "!{".repeat(n + 1),
        "}".repeat(n + 1)
    );
    let d = parse_module(&src, "deep.ll").expect_err("too deep");
    assert!(d.message.contains("nesting too deep"), "{}", d.message);

    // Exactly at the limit is fine.
    let n = parir_ir::MAX_NESTING as usize - 1;
    let src = format!("%T = type {}i32{}\n", "{ ".repeat(n), " }".repeat(n));
    parse_module(&src, "deep.ll").expect("nesting at the limit");
}

#[test]
fn recursive_struct_types_are_unsized_not_endless() {
    let src = "%T = type { i32, %T }\n%U = type { [2 x %T] }\n@G = external global %U\n";
    let m = parse_module(src, "rec.ll").expect("parses");
    let dl = parir_ir::layout::DataLayout::parse(parir_ir::layout::X86_64_LAYOUT).unwrap();
    for id in [0, 1] {
        let t = m.types.struct_type(StructId::from_u32(id));
        assert!(!m.types.is_sized(t));
        assert!(dl.struct_layout(&m.types, t).is_some());
    }
}

/// `%T1 = type { %T0, %T0 }`, `%T2 = type { %T1, %T1 }`, ... 64 levels: a type that holds
/// its first struct 2^64 times. Whether it is sized, its size and its layout are found by
/// looking at each struct once (walking every path took forever).
#[test]
fn struct_types_sharing_parts_64_levels_deep() {
    let n = 64;
    let mut src = String::from("%T0 = type { i8 }\n");
    for k in 0..n {
        writeln!(src, "%T{} = type {{ %T{k}, %T{k} }}", k + 1).unwrap();
    }
    writeln!(
        src,
        "define void @f() {{\n  %a = alloca %T{n}\n  %b = alloca %T20\n  ret void\n}}"
    )
    .unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let m = parse_module(&src, "dag.ll").expect("parses");
        verifier::verify_module(&m).expect("verifies");
        let dl = parir_ir::layout::DataLayout::parse(parir_ir::layout::X86_64_LAYOUT).unwrap();
        let t20 = m.types.struct_type(StructId::from_u32(20));
        let top = m.types.struct_type(StructId::from_u32(n));
        let r = (
            m.types.is_sized(top),
            dl.alloc_size(&m.types, t20),
            dl.struct_layout(&m.types, t20).map(|l| l.offsets),
            dl.align(&m.types, top),
        );
        let _ = tx.send(r);
    });
    let r = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("answered within 20 s");
    assert_eq!(r, (true, 1 << 20, Some(vec![0, 1 << 19]), 1));
}
