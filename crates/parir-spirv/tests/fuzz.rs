//! Malformed SPIR-V never panics the reader or the disassembler: random words, and valid
//! modules with words changed, dropped or cut off, give text or a located error.

use parir_spirv::dis::{disassemble, Options};
use proptest::prelude::*;

/// A small valid module: capabilities, a memory model, types, a function with a loop.
fn valid() -> Vec<u32> {
    vec![
        0x0723_0203,
        0x0001_0000,
        6 << 16,
        20,
        0,
        (2 << 16) | 17,
        4,
        (2 << 16) | 17,
        6,
        (3 << 16) | 14,
        2,
        2,
        (4 << 16) | 21,
        1,
        32,
        0,
        (2 << 16) | 19,
        2,
        (3 << 16) | 33,
        3,
        2,
        (4 << 16) | 43,
        1,
        4,
        7,
        (5 << 16) | 54,
        2,
        5,
        0,
        3,
        (2 << 16) | 248,
        6,
        (2 << 16) | 249,
        7,
        (2 << 16) | 248,
        7,
        (4 << 16) | 246,
        8,
        7,
        1,
        (2 << 16) | 249,
        7,
        (2 << 16) | 248,
        8,
        (1 << 16) | 253,
        (1 << 16) | 56,
    ]
}

fn bytes(w: &[u32]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn the_valid_module_disassembles() {
    let t = disassemble(&bytes(&valid()), Options::default()).unwrap();
    assert!(t.contains("OpLoopMerge %8 %7 Unroll"), "{t}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_words_do_not_panic(w in proptest::collection::vec(any::<u32>(), 0..64)) {
        let mut v = vec![0x0723_0203, 0x0001_0000, 0, 30, 0];
        v.extend(w);
        let _ = disassemble(&bytes(&v), Options::default());
    }

    #[test]
    fn mutated_modules_do_not_panic(
        at in 0usize..48, value in any::<u32>(), cut in 0usize..200, drop in any::<bool>()
    ) {
        let mut v = valid();
        let at = at % v.len();
        if drop { v.remove(at); } else { v[at] = value; }
        let mut b = bytes(&v);
        b.truncate(cut.max(1).min(b.len()));
        match disassemble(&b, Options::default()) {
            Ok(_) => {}
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }
}

/// A kernel with what the SPIR-V reader turns back into LLVM IR: a work-item built-in, a
/// loop whose accesses are in an access group the loop lists as parallel, a barrier, an
/// atomic, an OpenCL.std call.
const KERNEL: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %c, i32 %n) {
entry:
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
  %v = load float, ptr addrspace(1) %p, align 4, !llvm.access.group !0
  %s = call spir_func float @_Z4sqrtf(float %v)
  store float %s, ptr addrspace(1) %p, align 4, !llvm.access.group !0
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !1

exit:
  call spir_func void @_Z7barrierj(i32 1)
  %old = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %c, i32 1)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func float @_Z4sqrtf(float)
declare spir_func void @_Z7barrierj(i32)
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32)

!0 = distinct !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.parallel_accesses", !0}
"#;

fn kernel_words() -> Vec<u32> {
    let m = parir_ir::parser::parse_module(KERNEL, "k.ll").expect("the kernel parses");
    parir_spirv::writer::write(&m)
        .expect("the kernel writes")
        .to_words()
}

fn read_back(b: &[u8]) -> Result<parir_ir::Module, parir_spirv::binary::Error> {
    parir_spirv::binary::parse(b).and_then(|m| parir_spirv::reader::read(&m, "k.spv"))
}

#[test]
fn the_kernel_reads_back_with_its_annotations() {
    let m = read_back(&bytes(&kernel_words())).expect("reads");
    let text = parir_ir::printer::print_module(&m);
    for needle in [
        "call spir_func i64 @_Z13get_global_idj(i32 0)",
        "!llvm.access.group",
        "llvm.loop.parallel_accesses",
        "call spir_func void @_Z7barrierj(i32 1)",
        "@_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %c, i32 1)",
        "@_Z4sqrtf(float",
    ] {
        assert!(text.contains(needle), "{needle} missing in\n{text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// The LLVM IR reader on a kernel with words changed, dropped or cut off: a module or a
    /// located error, never a panic.
    #[test]
    fn mutated_kernels_do_not_panic_the_reader(
        at in any::<usize>(), value in any::<u32>(), cut in any::<usize>(),
        drop in any::<bool>(), small in any::<bool>()
    ) {
        let mut v = kernel_words();
        let at = 5 + at % (v.len() - 5);
        // Small values hit ids, counts and enumerants; any value hits the rest.
        let value = if small { value % 64 } else { value };
        if drop { v.remove(at); } else { v[at] = value; }
        let mut b = bytes(&v);
        let cut = 20 + cut % (b.len() - 19);
        b.truncate(cut);
        if let Err(e) = read_back(&b) {
            prop_assert!(!e.message.is_empty());
            // The reader checks what it reads; text it makes that does not parse is its bug.
            prop_assert!(!e.message.contains("internal error"), "{e}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The assembler on the kernel's disassembly with a character changed or a line cut:
    /// a module or an error with a line and column, never a panic.
    #[test]
    fn mutated_text_does_not_panic_the_assembler(
        at in any::<usize>(), c in any::<char>(), cut in any::<usize>()
    ) {
        let text = disassemble(&bytes(&kernel_words()), Options::default()).expect("dis");
        let mut chars: Vec<char> = text.chars().collect();
        let at = at % chars.len();
        chars[at] = c;
        let cut = cut % (chars.len() + 1);
        let t: String = chars[..cut].iter().collect();
        if let Err(e) = parir_spirv::asm::assemble(&t) {
            prop_assert!(e.line >= 1 && e.col >= 1 && !e.message.is_empty());
        }
    }
}
