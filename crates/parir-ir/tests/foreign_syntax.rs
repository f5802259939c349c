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

// What LLVM 19's reader changes as it reads (issue 28, point 2; docs/ir-reading.md). Each case
// is also compared with `opt-19 -S` as a whole when opt-19 is installed.

#[test]
fn missing_alignments_come_from_the_data_layout() {
    // LLVM's default layout (no `target datalayout`): i64 is ABI-aligned to 4, preferred 8.
    let src = "define void @f(ptr %p) {\n  %a = alloca i64\n  %s = alloca { i8, i64 }\n  \
               %v = load i64, ptr %p\n  store <3 x i8> zeroinitializer, ptr %p\n  \
               %x = atomicrmw add ptr %p, i16 1 seq_cst\n  ret void\n}\n";
    check(
        src,
        &[
            "  %a = alloca i64, align 8",
            "  %s = alloca { i8, i64 }, align 8",
            "  %v = load i64, ptr %p, align 4",
            "  store <3 x i8> zeroinitializer, ptr %p, align 4",
            "  %x = atomicrmw add ptr %p, i16 1 seq_cst, align 2",
        ],
        true,
    );
    // An x86-64 triple without a layout gets x86-64's (i64 aligned to 8), as opt gives it.
    let src = "target triple = \"x86_64-unknown-linux-gnu\"\n\
               define i64 @g(ptr %p) {\n  %v = load i64, ptr %p\n  ret i64 %v\n}\n";
    check(
        src,
        &[
            "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"",
            "  %v = load i64, ptr %p, align 8",
        ],
        true,
    );
}

#[test]
fn a_node_that_names_itself_is_distinct() {
    let src = "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  \
               br i1 %c, label %h, label %x, !llvm.loop !0\nx:\n  ret void\n}\n\
               !0 = !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.disable\"}\n";
    check(src, &["!0 = distinct !{!0, !1}"], true);
}

#[test]
fn debug_info_in_llvm_19s_form() {
    // Old `DISubprogram` fields become `spFlags`; fields come in AsmWriter's order with its
    // defaults; a numeric emission kind gets its name; debug intrinsics become records.
    let src = "define void @f(i32 %x) !dbg !4 {\n  \
               call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression()), !dbg !8\n  \
               ret void, !dbg !8\n}\n\
               declare void @llvm.dbg.value(metadata, metadata, metadata)\n\
               !llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n\
               !0 = distinct !DICompileUnit(language: DW_LANG_C99, producer: \"old cc\", emissionKind: 1, file: !1)\n\
               !1 = !DIFile(filename: \"f.c\", directory: \"/tmp\")\n\
               !3 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
               !4 = distinct !DISubprogram(name: \"f\", isLocal: true, isDefinition: true, isOptimized: false, scope: !1, file: !1, line: 2, unit: !0, type: !5)\n\
               !5 = !DISubroutineType(types: !6)\n!6 = !{null}\n\
               !7 = !DILocalVariable(name: \"x\", scope: !4, arg: 1)\n\
               !8 = !DILocation(scope: !4, line: 3)\n";
    check(
        src,
        &[
            "    #dbg_value(i32 %x, !6, !DIExpression(), !7)",
            "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"old cc\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)",
            "!3 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 2, type: !4, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)",
            "!6 = !DILocalVariable(name: \"x\", arg: 1, scope: !3)",
            "!7 = !DILocation(line: 3, scope: !3)",
        ],
        true,
    );
    let out = fmt(src);
    assert!(!out.contains("llvm.dbg.value"), "{out}");
}

#[test]
fn invalid_debug_info_is_dropped_with_a_warning() {
    // A location of another function's subprogram: LLVM strips all debug info and warns.
    let src = "define void @f() !dbg !4 {\n  ret void, !dbg !6\n}\n\
               define void @g() !dbg !5 {\n  ret void, !dbg !7\n}\n\
               !llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!2}\n\
               !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n\
               !1 = !DIFile(filename: \"f.c\", directory: \"/tmp\")\n\
               !2 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
               !4 = distinct !DISubprogram(name: \"f\", scope: !1, unit: !0, spFlags: DISPFlagDefinition)\n\
               !5 = distinct !DISubprogram(name: \"g\", scope: !1, unit: !0, spFlags: DISPFlagDefinition)\n\
               !6 = !DILocation(line: 1, scope: !4)\n!7 = !DILocation(line: 1, scope: !4)\n";
    let m = parir_ir::parser::parse_module(src, "in.ll").expect("reads");
    assert_eq!(m.read_warnings.len(), 1);
    assert_eq!(
        m.read_warnings[0].message,
        "ignoring invalid debug info in in.ll"
    );
    check(src, &["define void @g() {", "  ret void"], true);
    // Without a "Debug Info Version" flag the debug info is of an unknown version: dropped too.
    let src = "define void @f() !dbg !2 {\n  ret void\n}\n!llvm.dbg.cu = !{!0}\n\
               !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1)\n\
               !1 = !DIFile(filename: \"f.c\", directory: \"/tmp\")\n\
               !2 = distinct !DISubprogram(name: \"f\", unit: !0, spFlags: DISPFlagDefinition)\n";
    let m = parir_ir::parser::parse_module(src, "in.ll").expect("reads");
    assert_eq!(
        m.read_warnings[0].message,
        "ignoring debug info with an invalid version (0) in in.ll"
    );
    check(src, &["define void @f() {"], true);
}

#[test]
fn constant_expressions_fold_as_llvm_creates_them() {
    let src = "%S = type { i32, i32 }\n@a = global [4 x i32] zeroinitializer\n@s = global %S zeroinitializer\n\
               @p0 = global ptr getelementptr ([4 x i32], ptr @a, i64 0, i64 0)\n\
               @p1 = global ptr getelementptr (i8, ptr undef, i64 1)\n\
               @p2 = global <2 x ptr> getelementptr (%S, <2 x ptr> <ptr @s, ptr @s>, <2 x i64> <i64 1, i64 1>, <2 x i32> <i32 1, i32 1>)\n\
               @c0 = global i8 trunc (i64 300 to i8)\n\
               @c1 = global i32 bitcast (float 1.0 to i32)\n\
               @c2 = global i32 add (i32 2, i32 3)\n\
               @c3 = global i64 add (i64 ptrtoint (ptr @a to i64), i64 0)\n\
               @c4 = global i64 s0x0012312\n\
               @c5 = global [3x i8] c\"abc\"\n";
    check(
        src,
        &[
            "@p0 = global ptr @a",
            "@p1 = global ptr undef",
            "@p2 = global <2 x ptr> getelementptr (%S, <2 x ptr> <ptr @s, ptr @s>, <2 x i64> <i64 1, i64 1>, i32 1)",
            "@c0 = global i8 44",
            "@c1 = global i32 1065353216",
            "@c2 = global i32 5",
            "@c3 = global i64 ptrtoint (ptr @a to i64)",
            "@c4 = global i64 -56558",
            "@c5 = global [3 x i8] c\"abc\"",
        ],
        true,
    );
}

#[test]
fn module_flags_and_undeclared_intrinsics() {
    let src = "define double @f(double %x) {\n  %r = call double @llvm.sqrt.f64(double %x)\n  ret double %r\n}\n\
               !llvm.module.flags = !{!0, !1}\n\
               !0 = !{i32 1, !\"PIC Level\", i32 2}\n!1 = !{i32 1, !\"PIE Level\", i32 2}\n";
    check(
        src,
        &[
            "declare double @llvm.sqrt.f64(double) #0",
            "!0 = !{i32 8, !\"PIC Level\", i32 2}",
            "!1 = !{i32 7, !\"PIE Level\", i32 2}",
        ],
        true,
    );
}

#[test]
fn typed_pointer_intrinsic_names_are_remangled() {
    // Names of the typed-pointer era (`p0i8`, a pointee that is a named struct with dots, a
    // pointer to pointer); the remangled declarations move to the end of the function list,
    // after the one that needed nothing, and a declaration whose suffix does not match its
    // type is left as written.
    let src = "%struct.a.b = type { i32 }\n\
               define void @f(i8* %p, %struct.a.b addrspace(1)* %q, i32** %r) {\n  \
               call void @llvm.lifetime.start.p0i8(i64 4, i8* %p)\n  \
               call void @llvm.memmove.p0i8.p1s_struct.a.bs.i32(i8* %p, %struct.a.b addrspace(1)* %q, i32 4, i1 false)\n  \
               %c = call i32 @llvm.ctlz.i32(i32 7, i1 false)\n  \
               call void @llvm.lifetime.end.p0p0i32(i64 8, i32** %r)\n  \
               ret void\n}\n\
               declare void @llvm.lifetime.start.p0i8(i64, i8*)\n\
               declare void @llvm.memmove.p0i8.p1s_struct.a.bs.i32(i8*, %struct.a.b addrspace(1)*, i32, i1)\n\
               declare i32 @llvm.ctlz.i32(i32, i1)\n\
               declare void @llvm.lifetime.end.p0p0i32(i64, i32**)\n";
    check(
        src,
        &[
            "  call void @llvm.lifetime.start.p0(i64 4, ptr %p)",
            "  call void @llvm.memmove.p0.p1.i32(ptr %p, ptr addrspace(1) %q, i32 4, i1 false)",
            "  call void @llvm.lifetime.end.p0(i64 8, ptr %r)",
        ],
        true,
    );
}

#[test]
fn intrinsic_names_without_suffix_get_the_one_their_type_gives() {
    // `llvm.va_start` took no suffix before LLVM 19; `llvm.lifetime.start` on an addrspace(5)
    // pointer; `llvm.smul.with.overflow` opens its result's first element; `llvm.ctlz` with
    // the wrong arity is left as written (the verifier rejects it).
    let src = "define void @f(ptr addrspace(5) %p, i16 %x, ...) {\n  \
               %ap = alloca ptr\n  \
               call void @llvm.va_start(ptr %ap)\n  \
               call void @llvm.lifetime.start(i64 4, ptr addrspace(5) %p)\n  \
               %m = call { i16, i1 } @llvm.smul.with.overflow(i16 %x, i16 3)\n  \
               ret void\n}\n\
               declare void @llvm.va_start(ptr)\n\
               declare void @llvm.lifetime.start(i64, ptr addrspace(5))\n\
               declare { i16, i1 } @llvm.smul.with.overflow(i16, i16)\n";
    check(
        src,
        &[
            "  call void @llvm.va_start.p0(ptr %ap)",
            "  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %p)",
            "  %m = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %x, i16 3)",
        ],
        true,
    );
}

#[test]
fn old_intrinsic_signatures_are_rewritten() {
    // The alignment argument of the memory intrinsics becomes `align` on the pointers (none
    // for 0), and `llvm.objectsize` gets its two newer flags as `false`.
    let src = "define i64 @f(i8* %p, i8* %q) {\n  \
               call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %q, i64 8, i32 8, i1 false)\n  \
               call void @llvm.memmove.p0i8.p0i8.i64(i8* %p, i8* %q, i64 8, i32 0, i1 false)\n  \
               call void @llvm.memset.p0i8.i64(i8* nonnull %p, i8 1, i64 8, i32 2, i1 true)\n  \
               %a = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false)\n  \
               %b = call i64 @llvm.objectsize.i64.p0i8(i8* %q, i1 true)\n  \
               %s = add i64 %a, %b\n  \
               ret i64 %s\n}\n\
               declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i32, i1)\n\
               declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i32, i1)\n\
               declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i32, i1)\n\
               declare i64 @llvm.objectsize.i64.p0i8(i8*, i1)\n";
    check(
        src,
        &[
            "  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %p, ptr align 8 %q, i64 8, i1 false)",
            "  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)",
            "  call void @llvm.memset.p0.i64(ptr nonnull align 2 %p, i8 1, i64 8, i1 true)",
            "  %a = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)",
        ],
        true,
    );
}

#[test]
fn removed_constant_expressions_become_instructions() {
    let src = "@g = global [4 x i8] zeroinitializer

define i64 @f(i1 %c) {
entry:
  %a = add i64 and (i64 ptrtoint (ptr @g to i64), i64 7), 1
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi i64 [ lshr (i64 ptrtoint (ptr @g to i64), i64 3), %entry ], [ 0, %x ]
  store i8 0, ptr inttoptr (i64 or (i64 ptrtoint (ptr @g to i64), i64 2) to ptr)
  %s = select i1 icmp eq (ptr @g, ptr null), i64 1, i64 2
  %z = add i64 %s, zext (i1 icmp ne (ptr @g, ptr null) to i64)
  ret i64 %p
}
";
    let out = fmt(src);
    let body: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("define"))
        .collect();
    let want = [
        "define i64 @f(i1 %c) {",
        "entry:",
        "  %0 = and i64 ptrtoint (ptr @g to i64), 7",
        "  %a = add i64 %0, 1",
        // A phi's operand is computed at the end of the incoming block.
        "  %1 = lshr i64 ptrtoint (ptr @g to i64), 3",
        "  br i1 %c, label %x, label %y",
        "",
        "x:                                                ; preds = %entry",
        "  br label %y",
        "",
        "y:                                                ; preds = %x, %entry",
        "  %p = phi i64 [ %1, %entry ], [ 0, %x ]",
    ];
    assert_eq!(&body[..want.len()], &want[..], "{out}");
    for l in [
        "  %2 = or i64 ptrtoint (ptr @g to i64), 2",
        "  %3 = inttoptr i64 %2 to ptr",
        "  store i8 0, ptr %3, align 1",
        "  %4 = icmp eq ptr @g, null",
        "  %s = select i1 %4, i64 1, i64 2",
        "  %5 = icmp ne ptr @g, null",
        "  %6 = zext i1 %5 to i64",
        "  %z = add i64 %s, %6",
    ] {
        assert!(body.contains(&l), "no line {l:?} in:\n{out}");
    }
    // One located warning for the function; LLVM 19 reads the result.
    let m = parir_ir::parser::parse_module(src, "in.ll").unwrap();
    assert_eq!(m.read_warnings.len(), 1);
    let w = &m.read_warnings[0];
    assert_eq!(w.line_col(src).0, 3);
    assert!(
        w.message.contains("first: `and`") && w.message.contains("@f"),
        "{}",
        w.message
    );
    if common::opt_available("expanded constant expressions read by opt-19") {
        opt_s(&out);
    }
}

#[test]
fn removed_constant_expression_in_debug_metadata_becomes_poison() {
    let src = "@g = global i64 0
declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f() !dbg !5 {
  call void @llvm.dbg.value(metadata i64 and (i64 ptrtoint (ptr @g to i64), i64 -8), metadata !8, metadata !DIExpression()), !dbg !9
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: \"a.c\", directory: \"/\")
!3 = !{i32 2, !\"Debug Info Version\", i32 3}
!4 = !{i32 2, !\"Dwarf Version\", i32 5}
!5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocalVariable(name: \"v\", scope: !5, file: !1, line: 1, type: !10)
!9 = !DILocation(line: 1, scope: !5)
!10 = !DIBasicType(name: \"long\", size: 64, encoding: DW_ATE_signed)
";
    let out = fmt(src);
    assert!(
        out.lines()
            .any(|l| l == "    #dbg_value(i64 poison, !7, !DIExpression(), !9)"),
        "{out}"
    );
    if common::opt_available("poisoned debug value read by opt-19") {
        opt_s(&out);
    }
}

#[test]
fn removed_constant_expression_in_an_initializer_is_llvms_error() {
    let src = "@g = global i64 0\n@h = global i64 or (i64 ptrtoint (ptr @g to i64), i64 1)\n";
    let e = parir_ir::parser::parse_module(src, "in.ll").unwrap_err();
    assert_eq!(e.message, "or constexprs are no longer supported");
    assert_eq!(e.line_col(src), (2, 17));
}

#[test]
fn llvm_21_captures_attribute() {
    let src = "declare void @f(ptr captures(none), ptr captures(address, ret: provenance) noundef, ptr captures(ret: none))\n";
    check(
        src,
        &["declare void @f(ptr nocapture, ptr noundef, ptr)"],
        false,
    );
    if common::opt_available("captures read as LLVM 19 reads nocapture") {
        assert_eq!(
            fmt(src)
                .lines()
                .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
                .flat_map(|l| [l, "\n"])
                .collect::<String>(),
            opt_s("declare void @f(ptr nocapture, ptr noundef, ptr)\n")
        );
    }
    let bad = "declare void @f(ptr captures(everything))\n";
    let e = parir_ir::parser::parse_module(bad, "in.ll").unwrap_err();
    assert!(e.message.contains("captures component"), "{}", e.message);
}
