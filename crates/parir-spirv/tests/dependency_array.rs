//! `DependencyArrayINTEL` (SPV_INTEL_fpga_loop_controls) in legacy mode, without oracles:
//! intel/llvm's index groups and `llvm.loop.parallel_access_indices` become the control with
//! its pairs in attribute order, the arrays of a nested loop's list groups count for both
//! loops, the capability and extension are declared, the reader brings the index groups back,
//! and malformed attributes are located errors. The comparison with llvm-spirv-15 is
//! `legacy_dependency_arrays_equal_llvm_spirv` in `crates/parir-cli/tests/spirv_dis.rs`.

use parir_spirv::dis::{disassemble, Options as DisOptions};
use parir_spirv::writer::{write_with, LoopControls, Options};

/// Two nested loops over `a`, `b` and `c`: the outer loop names group !10 (`a` in both
/// loops, through a list node on the inner GEP) with safelen 3, the inner one !11 (the same
/// `a` GEP) and !12 (`b`, `c`) without safelen, after `ivdep.safelen 8`.
const NESTED: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i, !llvm.index.group !10
  store float 0.0, ptr addrspace(1) %pa, align 4
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %j, !llvm.index.group !12
  %x = load float, ptr addrspace(1) %pb, align 4
  %pa2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %j, !llvm.index.group !13
  store float %x, ptr addrspace(1) %pa2, align 4
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i64 %j, !llvm.index.group !12
  store float %x, ptr addrspace(1) %pc, align 4
  %pb2 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i, !llvm.index.group !12
  store float %x, ptr addrspace(1) %pb2, align 4
  %j.next = add i64 %j, 1
  %jc = icmp slt i64 %j.next, %n
  br i1 %jc, label %inner, label %outer.latch, !llvm.loop !20

outer.latch:
  %i.next = add i64 %i, 1
  %ic = icmp slt i64 %i.next, %n
  br i1 %ic, label %outer, label %exit, !llvm.loop !30

exit:
  ret void
}

!10 = distinct !{}
!11 = distinct !{}
!12 = distinct !{}
!13 = !{!10, !11}
!20 = distinct !{!20, !21, !22, !23}
!21 = !{!"llvm.loop.ivdep.safelen", i32 8}
!22 = !{!"llvm.loop.parallel_access_indices", !11}
!23 = !{!"llvm.loop.parallel_access_indices", !12}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.parallel_access_indices", !10, i32 3}
"#;

fn legacy(text: &str) -> Result<parir_spirv::binary::Module, parir_spirv::writer::WriteError> {
    let m = parir_ir::parser::parse_module(text, "k.ll").expect("parses");
    write_with(
        &m,
        Options {
            loop_controls: LoopControls::Legacy,
        },
    )
}

fn dis(m: &parir_spirv::binary::Module) -> String {
    disassemble(&m.to_bytes(), DisOptions::default()).expect("disassembles")
}

fn merges(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("OpLoopMerge "))
        .map(|r| r.splitn(3, ' ').nth(2).unwrap_or("").to_string())
        .collect()
}

#[test]
fn nested_index_groups_become_dependency_arrays() {
    let text = dis(&legacy(NESTED).expect("writes"));
    // The outer loop: group !10 has `a` (its own GEP and the inner list's) → one pair.
    // The inner loop: DependencyLength 8 first (lower bit), then !11 → `a`, !12 → `b`, `c`
    // (in layout order, `b` once).
    assert_eq!(
        merges(&text),
        [
            "DependencyArrayINTEL 1 %a 3",
            "DependencyLength|DependencyArrayINTEL 8 3 %a 0 %b 0 %c 0",
        ]
    );
    assert!(
        text.contains("OpCapability FPGALoopControlsINTEL"),
        "{text}"
    );
    assert!(
        text.contains("OpExtension \"SPV_INTEL_fpga_loop_controls\""),
        "{text}"
    );
    // DependencyLength is SPIR-V 1.1.
    assert!(text.contains("; Version: 1.1"), "{text}");
}

#[test]
fn default_mode_ignores_index_groups() {
    let m = parir_ir::parser::parse_module(NESTED, "k.ll").expect("parses");
    let text = dis(&parir_spirv::writer::write(&m).expect("writes"));
    assert!(!text.contains("DependencyArrayINTEL"), "{text}");
    assert!(!text.contains("FPGALoopControlsINTEL"), "{text}");
}

#[test]
fn reader_restores_index_groups_and_round_trips() {
    let spv = legacy(NESTED).expect("writes");
    let ir = parir_spirv::reader::read_text(&spv, "k").expect("reads");
    // The inner `a` GEP is in both loops' groups: a list, outer group first.
    let pa2 = ir
        .lines()
        .find(|l| l.contains("%pa2 = getelementptr"))
        .expect("pa2");
    let list = pa2
        .rsplit("!llvm.index.group !")
        .next()
        .and_then(|n| n.split_whitespace().next())
        .expect("pa2 has index groups");
    let list_def = ir
        .lines()
        .find(|l| l.starts_with(&format!("!{list} = ")))
        .expect("list node");
    assert_eq!(list_def.split(',').count(), 2, "{list_def}");
    assert!(
        ir.contains("!\"llvm.loop.parallel_access_indices\""),
        "{ir}"
    );
    assert!(ir.contains("i32 3}"), "{ir}");
    // Written again: the same controls.
    let back = parir_spirv::reader::read(&spv, "k").expect("reads");
    let again = dis(&write_with(
        &back,
        Options {
            loop_controls: LoopControls::Legacy,
        },
    )
    .expect("writes again"));
    // The same pairs; the reader gathers the arrays of one safelen (here !11's and !12's,
    // both without) into one group, so they come in layout order.
    assert_eq!(
        merges(&again),
        [
            "DependencyArrayINTEL 1 %a 3",
            "DependencyLength|DependencyArrayINTEL 8 3 %b 0 %a 0 %c 0",
        ]
    );
}

#[test]
fn strip_removes_dependency_array_and_its_capability() {
    let spv = legacy(NESTED).expect("writes");
    let stripped = parir_spirv::strip::strip_intel(&spv).expect("strips");
    let text = dis(&stripped);
    assert_eq!(merges(&text), ["None", "DependencyLength 8"]);
    assert!(!text.contains("FPGALoopControlsINTEL"), "{text}");
    assert!(!text.contains("SPV_INTEL_fpga_loop_controls"), "{text}");
}

#[test]
fn malformed_attributes_are_located_errors() {
    for (bad, what) in [
        (
            "!31 = !{!\"llvm.loop.parallel_access_indices\", !10, i32 -1}",
            "not a 32-bit unsigned integer",
        ),
        (
            "!31 = !{!\"llvm.loop.parallel_access_indices\", i32 3, !10}",
            "takes index groups and an optional safelen",
        ),
        (
            "!31 = !{!\"llvm.loop.parallel_access_indices\", !\"x\"}",
            "takes index groups and an optional safelen",
        ),
    ] {
        let text = NESTED.replace(
            "!31 = !{!\"llvm.loop.parallel_access_indices\", !10, i32 3}",
            bad,
        );
        let e = legacy(&text).expect_err(bad);
        assert!(e.message.contains(what), "{bad}: {}", e.message);
        assert!(e.location.contains("@k"), "{bad}: {}", e.location);
    }
}
