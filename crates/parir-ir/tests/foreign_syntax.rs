//! IR written by others that LLVM 19 (or OpenCilk) reads, and parir must read too (issue 28,
//! point 1): references to attribute groups never defined, legacy typed pointers in every
//! position, OpenCilk's attribute keywords and its `detach ... unwind label` spelling.
//!
//! Each input is read and printed; the printed text is checked line by line, must read back to
//! itself (a fixed point), and — for inputs without Tapir — must equal `opt-19 -S` when opt-19
//! is installed.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

fn fmt(src: &str) -> String {
    let m = parir_ir::parser::parse_module(src, "in.ll")
        .unwrap_or_else(|d| panic!("does not read:\n{}", d.render("in.ll", src)));
    let out = parir_ir::printer::print_module(&m);
    let again = parir_ir::parser::parse_module(&out, "in.ll")
        .unwrap_or_else(|d| panic!("output does not read:\n{}", d.render("in.ll", &out)));
    assert_eq!(
        parir_ir::printer::print_module(&again),
        out,
        "fmt is not a fixed point"
    );
    out
}

/// `opt-19 -S` of `src` read as `in.ll` (the name decides `source_filename`).
fn opt_s(src: &str) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("foreign_syntax");
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = Command::new("opt-19")
        .args(["-S", "-", "-o", "-"])
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("opt-19 runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(src.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "opt-19 rejects:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
        .flat_map(|l| [l, "\n"])
        .collect()
}

/// Reads and prints `src`, checks the printed lines `want` (each a whole line) and, when
/// `llvm` and opt-19 is installed, that the whole print equals opt-19's.
fn check(src: &str, want: &[&str], llvm: bool) {
    let out = fmt(src);
    for w in want {
        assert!(out.lines().any(|l| l == *w), "no line {w:?} in:\n{out}");
    }
    if llvm && common::opt_available("parir fmt against opt-19 -S") {
        let ours: String = out
            .lines()
            .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
            .flat_map(|l| [l, "\n"])
            .collect();
        assert_eq!(ours, opt_s(src), "parir fmt differs from opt-19 -S");
    }
}

#[test]
fn reference_to_undefined_attribute_group_adds_nothing() {
    // LLVM merges the groups it finds and ignores the rest; a defined group still applies.
    let src = "declare void @f() #3\n\
               define void @g() #0 {\n  call void @f() #7\n  call void @f() #0\n  ret void\n}\n\
               attributes #0 = { nounwind }\n";
    check(
        src,
        &[
            "declare void @f()",
            "define void @g() #0 {",
            "  call void @f()",
            "  call void @f() #0",
            "attributes #0 = { nounwind }",
        ],
        true,
    );
}

#[test]
fn typed_pointer_of_a_named_type_in_a_metadata_operand() {
    let src = "%class.G = type { i32 }\n\
               define void @f(%class.G* %this) {\n  \
               call void @llvm.foo(metadata %class.G* %this)\n  \
               call void @llvm.foo(metadata %class.G* null)\n  \
               call void @llvm.foo(metadata i32 addrspace(4)* addrspace(4)* null)\n  \
               ret void\n}\n\
               declare void @llvm.foo(metadata)\n";
    check(
        src,
        &[
            "  call void @llvm.foo(metadata ptr %this)",
            "  call void @llvm.foo(metadata ptr null)",
            "  call void @llvm.foo(metadata ptr addrspace(4) null)",
        ],
        true,
    );
}

#[test]
fn a_local_after_metadata_is_a_type_name_as_in_llvm() {
    // `metadata %x` with %x a value: LLVM reads `%x` as a type and wants a value after it.
    let src = "define void @f(i32 %x) {\n  call void @llvm.foo(metadata %x)\n  ret void\n}\n\
               declare void @llvm.foo(metadata)\n";
    let e = parir_ir::parser::parse_module(src, "in.ll").expect_err("must not read");
    let text = e.render("in.ll", src);
    assert!(
        text.contains("in.ll:2:34"),
        "located at the ')' after %x:\n{text}"
    );
}

#[test]
fn pointer_to_pointer_with_address_spaces() {
    let src = "@g = global i32 addrspace(4)* addrspace(4)* null\n\
               define i32 addrspace(1)* addrspace(2)* @f(i8 addrspace(3)** %p, float* addrspace(5)* %q) {\n  \
               %v = load i32 addrspace(1)* addrspace(2)*, i32 addrspace(1)* addrspace(2)** null, align 8\n  \
               ret i32 addrspace(1)* addrspace(2)* %v\n}\n";
    check(
        src,
        &[
            "@g = global ptr addrspace(4) null",
            "define ptr addrspace(2) @f(ptr %p, ptr addrspace(5) %q) {",
        ],
        true,
    );
}

#[test]
fn opencilk_attribute_keywords_read_and_print_in_llvm_order() {
    // Function attributes in a group (sorted as OpenCilk sorts them: by LLVM's internal
    // name), parameter attributes of a hyperobject lookup, a return attribute of a call.
    let src = "@x = external global i32\n\
               declare ptr @lookup(ptr, ptr, i64) #0\n\
               declare void @reg() #1\n\
               declare void @unreg() #2\n\
               define ptr @f(ptr %fr) #3 {\n  \
               %v = call strand_noalias ptr @lookup(ptr %fr, ptr injective hyper_view @x, i64 4)\n  \
               ret ptr %v\n}\n\
               define void @g() #4 {\n  ret void\n}\n\
               attributes #0 = { strand_pure willreturn injective nounwind hyper_view }\n\
               attributes #1 = { reducer_register nounwind }\n\
               attributes #2 = { reducer_unregister nounwind }\n\
               attributes #3 = { uwtable sanitize_cilk mustprogress }\n\
               attributes #4 = { uwtable stealable nounwind }\n";
    check(
        src,
        &[
            "  %v = call strand_noalias ptr @lookup(ptr %fr, ptr hyper_view injective @x, i64 4)",
            "attributes #0 = { hyper_view injective nounwind strand_pure willreturn }",
            "attributes #1 = { nounwind reducer_register }",
            "attributes #2 = { nounwind reducer_unregister }",
            "attributes #3 = { mustprogress sanitize_cilk uwtable }",
            "attributes #4 = { nounwind stealable uwtable }",
        ],
        false,
    );
}

#[test]
fn detach_with_unwind_in_opencilk_spelling_and_with_a_comma() {
    let body = |sep: &str| {
        format!(
            "declare token @llvm.syncregion.start()\n\
             declare void @g()\n\
             declare i32 @__gxx_personality_v0(...)\n\
             define void @f() personality ptr @__gxx_personality_v0 {{\n\
             entry:\n  %sr = call token @llvm.syncregion.start()\n  \
             detach within %sr, label %task, label %cont{sep} unwind label %lpad, !md !0\n\
             task:\n  call void @g()\n  reattach within %sr, label %cont\n\
             cont:\n  sync within %sr, label %done\n\
             done:\n  ret void\n\
             lpad:\n  %lp = landingpad {{ ptr, i32 }}\n          cleanup\n  resume {{ ptr, i32 }} %lp\n}}\n\
             !0 = !{{}}\n"
        )
    };
    let want = "  detach within %sr, label %task, label %cont unwind label %lpad, !md !0";
    let a = fmt(&body(""));
    let b = fmt(&body(","));
    assert!(a.lines().any(|l| l == want), "no line {want:?} in:\n{a}");
    assert_eq!(a, b);
    let m = parir_ir::parser::parse_module(&a, "in.ll").unwrap();
    parir_ir::verifier::verify_module(&m).expect("verifies");
}

#[test]
fn a_type_definition_may_name_another_type() {
    // `%T = type <not a struct>` makes %T another name of that type, printed as the type.
    let src = "%X = type i32\n%Y = type %X*\n%V = type <2 x %X>\n%P = type ptr addrspace(4)\n\
               %S = type { %X, %Y }\n%0 = type i8\n\
               @a = global %X 1\n@b = global %Y null\n@c = global %V zeroinitializer\n\
               @d = global %P null\n@e = global %S zeroinitializer\n@f = global %0 7\n";
    check(
        src,
        &[
            "%S = type { i32, ptr }",
            "@a = global i32 1",
            "@c = global <2 x i32> zeroinitializer",
            "@d = global ptr addrspace(4) null",
            "@f = global i8 7",
        ],
        true,
    );
    // As in LLVM: a name used before it is made an alias, or defined twice, is an error.
    for (src, at, msg) in [
        (
            "@g = global %X 1\n%X = type i32\n",
            "in.ll:1:16",
            "integer constant must have integer type",
        ),
        (
            "%X = type i32\n%X = type i32\n",
            "in.ll:2:1",
            "redefinition of type",
        ),
        (
            "%X = type { i8 }\n%X = type i32\n",
            "in.ll:2:1",
            "redefinition of type",
        ),
    ] {
        let e = parir_ir::parser::parse_module(src, "in.ll").expect_err(src);
        let text = e.render("in.ll", src);
        assert!(
            text.contains(at) && text.contains(msg),
            "want {at} {msg}:\n{text}"
        );
    }
}

#[test]
fn default_visibility_may_be_written_out() {
    let src = "@g = default dllexport global i32 42\n\
               define default void @f() {\n  ret void\n}\n";
    check(
        src,
        &["@g = dllexport global i32 42", "define void @f() {"],
        true,
    );
}

#[test]
fn an_unnamed_value_may_be_used_before_it_is_defined() {
    // Old LLVM wrote results without a name (`add i32 %p, 1 ; <i32>:0`); a phi may use the
    // number ahead of the instruction that gets it.
    let src = "define i32 @f(i1 %c) {\nentry:\n  br label %a\na:\n  \
               %p = phi i32 [ %0, %a ], [ 0, %entry ]\n  add i32 %p, 1\n  \
               br i1 %c, label %a, label %b\nb:\n  ret i32 %0\n}\n";
    check(
        src,
        &[
            "  %p = phi i32 [ %0, %a ], [ 0, %entry ]",
            "  %0 = add i32 %p, 1",
        ],
        true,
    );
    // The type it was used with must be the one it gets, located as LLVM locates it.
    let src = "define i32 @f() {\nentry:\n  %x = add i32 %0, 1\n  add i64 1, 1\n  ret i32 0\n}\n";
    let e = parir_ir::parser::parse_module(src, "in.ll").expect_err("must not read");
    let text = e.render("in.ll", src);
    assert!(
        text.contains("in.ll:4:3")
            && text.contains("instruction forward referenced with type 'i32'"),
        "{text}"
    );
}
