//! A SPIR-V module cut short is an error, never a smaller module read back (issue 26: a
//! kernel cut after its `OpEntryPoint` read back as an empty module with exit 0).
//!
//! Valid modules (kernels through parir's own writer, with and without the INTEL tokens,
//! and assembly from `tests/asm`) are cut at every byte offset. A cut inside an instruction
//! or a word is never a module; at an instruction boundary the reader must reject what
//! `spirv-val` rejects; and whatever it accepts has the functions of the whole module.
//! Each read runs under a time bound.

use parir_spirv::binary::Error;
use std::path::Path;
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

/// Two functions (a helper the kernel calls) with blocks, a loop and names: every prefix
/// loses a definition something names.
const KERNEL: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_func float @twice(float %x) {
entry:
  %y = fadd float %x, %x
  ret float %y
}

define spir_kernel void @gather(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
entry:
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = zext i32 %i to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %x
  %v = load float, ptr addrspace(1) %pb, align 4, !llvm.access.group !0
  %w = call spir_func float @twice(float %v)
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
  store float %w, ptr addrspace(1) %pa, align 4, !llvm.access.group !0
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !1

exit:
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)

!0 = distinct !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.parallel_accesses", !0}
"#;

fn kernel(strip: bool) -> Vec<u8> {
    let m = parir_ir::parser::parse_module(KERNEL, "k.ll").expect("the kernel parses");
    let spv = parir_spirv::writer::write(&m).expect("the kernel writes");
    let spv = if strip {
        parir_spirv::strip::strip_intel(&spv).expect("strips")
    } else {
        spv
    };
    spv.to_bytes()
}

/// Reads `b` as `parir spirv --read` does, on a thread: a read that takes more than 10 s
/// fails the test instead of hanging it.
fn read(b: &[u8]) -> Result<parir_ir::Module, Error> {
    let b = b.to_vec();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let r =
            parir_spirv::binary::parse(&b).and_then(|m| parir_spirv::reader::read(&m, "cut.spv"));
        let _ = tx.send(r);
    });
    rx.recv_timeout(Duration::from_secs(10))
        .expect("the reader answers within 10 s (and does not panic)")
}

fn functions_with_bodies(m: &parir_ir::Module) -> usize {
    m.globals
        .iter()
        .filter(|(_, g)| g.as_func().is_some_and(|f| f.body.is_some()))
        .count()
}

fn have_spirv_val() -> bool {
    let ok = Command::new("spirv-val")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var("PARIR_REQUIRE_ORACLES").as_deref() != Ok("1"),
            "spirv-val is required (PARIR_REQUIRE_ORACLES=1)"
        );
        eprintln!("SKIPPED: spirv-val not found");
    }
    ok
}

fn spirv_val_accepts(dir: &Path, b: &[u8]) -> bool {
    let p = dir.join("cut.spv");
    std::fs::write(&p, b).expect("write");
    Command::new("spirv-val")
        .arg(&p)
        .output()
        .expect("spirv-val runs")
        .status
        .success()
}

/// The byte offsets where the instructions of `b` start (and its end).
fn boundaries(b: &[u8]) -> Vec<usize> {
    let m = parir_spirv::binary::parse(b).expect("the whole module parses");
    let mut at: Vec<usize> = m.insts.iter().map(|i| 4 * i.offset).collect();
    at.push(b.len());
    at
}

/// Cuts `b` at every byte; `oracle` says whether spirv-val's verdict counts (it does not
/// know the draft INTEL extension).
fn check_every_cut(tag: &str, b: &[u8], oracle: bool, dir: &Path) {
    let whole = read(b);
    let whole_functions = whole.as_ref().map_or(0, functions_with_bodies);
    if oracle {
        assert!(
            spirv_val_accepts(dir, b),
            "{tag}: spirv-val accepts the whole module"
        );
    }
    let bounds = boundaries(b);
    let mut rejected = 0;
    for cut in 0..b.len() {
        let prefix = &b[..cut];
        let r = read(prefix);
        if !bounds.contains(&cut) {
            // Not a whole number of instructions: never a module.
            assert!(
                r.is_err(),
                "{tag}: cut at byte {cut} (inside an instruction) reads"
            );
            if oracle && cut % 9 == 0 {
                assert!(!spirv_val_accepts(dir, prefix), "{tag}: {cut}");
            }
            continue;
        }
        if oracle && !spirv_val_accepts(dir, prefix) {
            rejected += 1;
            match &r {
                Err(e) => assert!(!e.message.is_empty()),
                Ok(_) => panic!(
                    "{tag}: cut at byte {cut} (word {}): spirv-val rejects it, the reader reads it",
                    cut / 4
                ),
            }
        }
        if let Ok(m) = &r {
            assert!(
                functions_with_bodies(m) >= whole_functions.max(1),
                "{tag}: cut at byte {cut} reads as a module with fewer functions"
            );
        }
        if !oracle && cut < b.len() {
            // Every prefix of these modules loses a definition that something names.
            assert!(
                r.is_err(),
                "{tag}: cut at byte {cut} (word {}) reads",
                cut / 4
            );
        }
    }
    if oracle {
        // The oracle is not vacuous: most prefixes are not modules.
        assert!(
            rejected * 2 > bounds.len(),
            "{tag}: {rejected} of {} cuts rejected",
            bounds.len()
        );
    }
}

#[test]
fn a_kernel_cut_anywhere_is_an_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let intel = kernel(false);
    assert_eq!(functions_with_bodies(&read(&intel).expect("reads")), 2);
    check_every_cut("kernel with INTEL tokens", &intel, false, dir.path());
    if !have_spirv_val() {
        return;
    }
    let plain = kernel(true);
    assert_eq!(functions_with_bodies(&read(&plain).expect("reads")), 2);
    check_every_cut("kernel", &plain, true, dir.path());
}

#[test]
fn assembly_cut_anywhere_is_an_error_where_spirv_val_says_so() {
    if !have_spirv_val() {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/asm/builtins.spvasm"),
    )
    .expect("builtins.spvasm");
    let b = parir_spirv::asm::assemble(&text)
        .expect("assembles")
        .to_bytes();
    check_every_cut("builtins.spvasm", &b, true, dir.path());
}

/// The reproducer's shape: a module that ends after its entry point, names and types.
#[test]
fn a_module_without_the_function_its_entry_point_names_is_located() {
    let b = kernel(false);
    let m = parir_spirv::binary::parse(&b).expect("parses");
    let first_function = m
        .insts
        .iter()
        .position(|i| i.opcode == spirv::Op::Function as u16)
        .expect("a function");
    let cut = 4 * m.insts[first_function].offset;
    let e = read(&b[..cut]).expect_err("no function: an error");
    assert!(e.word > 5, "{e}");
    assert!(e.message.contains("(instruction "), "{e}");
    assert!(e.message.contains("is never defined"), "{e}");
}

#[test]
fn a_block_without_terminator_and_a_forward_reference_are_located() {
    let b = kernel(true);
    let m = parir_spirv::binary::parse(&b).expect("parses");
    // Drop the first OpReturnValue: the helper's block runs into OpFunctionEnd.
    let mut dropped = m.clone();
    let k = dropped
        .insts
        .iter()
        .position(|i| i.opcode == spirv::Op::ReturnValue as u16)
        .expect("a return");
    dropped.insts.remove(k);
    let e = read(&dropped.to_bytes()).expect_err("no terminator");
    assert!(e.message.contains("has no terminator"), "{e}");
    assert!(e.message.starts_with("OpFunctionEnd (instruction "), "{e}");
    // Move the first constant after the functions: its uses come first.
    let mut moved = m.clone();
    let c = moved
        .insts
        .iter()
        .position(|i| i.opcode == spirv::Op::Constant as u16)
        .expect("a constant");
    let inst = moved.insts.remove(c);
    moved.insts.push(inst);
    let e = read(&moved.to_bytes()).expect_err("a forward reference");
    assert!(e.message.contains("is used before its definition"), "{e}");
}

/// A Linkage module may define no function (llvm-spirv-15 writes one for an LLVM module of
/// globals only): it reads back with its global. One that ends at its memory model declares
/// nothing (what a cut before the entry points leaves) and stays an error.
#[test]
fn a_linkage_module_without_functions_reads_unless_it_declares_nothing() {
    let preamble = "OpCapability Addresses\nOpCapability Linkage\nOpCapability Kernel\n\
                    OpMemoryModel Physical64 OpenCL\n";
    let globals = format!(
        "{preamble}OpSource OpenCL_C 200000\nOpName %v \"v\"\n\
         OpDecorate %v LinkageAttributes \"v\" Export\n%uint = OpTypeInt 32 0\n\
         %ptr = OpTypePointer CrossWorkgroup %uint\n%v = OpVariable %ptr CrossWorkgroup\n"
    );
    let b = parir_spirv::asm::assemble(&globals)
        .expect("assembles")
        .to_bytes();
    let m = read(&b).expect("a Linkage module of globals reads");
    assert_eq!(functions_with_bodies(&m), 0);
    assert!(
        parir_ir::printer::print_module(&m).contains("@v = "),
        "{}",
        parir_ir::printer::print_module(&m)
    );
    let b = parir_spirv::asm::assemble(preamble)
        .expect("assembles")
        .to_bytes();
    let e = read(&b).expect_err("nothing declared: an error");
    assert!(e.message.contains("defines no function"), "{e}");
}
