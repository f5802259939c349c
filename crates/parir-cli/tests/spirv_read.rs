//! `parir spirv --read IN.spv`: SPIR-V back to LLVM 19 IR, checked with real tools.
//!
//! - The writer's output for the OpenCL C kernels of `crates/parir-spirv/tests/kernels`
//!   (clang-19 at -O0 and -O2) reads back into IR that opt-19 verifies; writing that IR
//!   again and reading it gives the same IR (writer ∘ reader is the identity on the code up
//!   to SSA renaming, which the printer's numbering makes textual); and for the kernels
//!   annotated with parir.h, the reader recovers the annotations exactly: the same memory
//!   instructions in the same access groups, and the same loop attributes naming them with
//!   the same safelen, as the IR the writer took (`ivdep-lower`, `ivdep-to-spirv-friendly`).
//! - llvm-spirv-15's output for the same kernels (clang-15) reads into IR opt-19 verifies,
//!   which parir writes again as SPIR-V `spirv-val --target-env opencl2.0` accepts.
//! - Modules outside the subset get an error naming the instruction at its word offset.

mod common;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;

use parir_analysis::access_groups::{access_groups, group_attributes};
use parir_analysis::loop_attrs::{loop_id, LoopAttributes};
use parir_analysis::loops::FunctionLoops;

fn kernels() -> Vec<PathBuf> {
    common::files_with_ext(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../parir-spirv/tests/kernels"),
        "cl",
    )
}

fn include() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include")
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8")
}

/// `parir spirv --read spv -o ll`: Ok, or the error text.
fn read(spv: &Path, ll: &Path) -> Result<(), String> {
    let out = common::parir(&["spirv", "--read", s(spv), "-o", s(ll)], None);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn write(ll: &Path, spv: &Path) -> Result<(), String> {
    let out = common::parir(&["spirv", s(ll), "-o", s(spv)], None);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The module text without its first two lines (the ModuleID and source file name, which
/// name the file read).
fn body_text(ll: &Path) -> String {
    let t = std::fs::read_to_string(ll).expect("read");
    t.lines().skip(2).collect::<Vec<_>>().join("\n")
}

fn opt19_verifies(ll: &Path) -> Result<(), String> {
    let out = Command::new("opt-19")
        .args(["-passes=verify", "-disable-output"])
        .arg(ll)
        .output()
        .expect("opt-19 runs");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The loop-dependence annotations of a module, per function: the memory instructions in
/// access groups in order (their opcode and groups), and per loop in layout order of the
/// header the attributes naming groups (kind, groups, safelen). Groups are numbered by first
/// appearance, so two modules compare equal when they say the same thing.
fn annotations(ll: &Path) -> BTreeMap<String, (Vec<String>, Vec<String>)> {
    let text = std::fs::read_to_string(ll).expect("read");
    let m = parir_ir::parser::parse_module(&text, s(ll)).expect("parses");
    let mut out = BTreeMap::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let mut number: HashMap<parir_ir::metadata::MdNode, usize> = HashMap::new();
        let mut canon = |n: parir_ir::metadata::MdNode| {
            let k = number.len();
            *number.entry(n).or_insert(k)
        };
        let mut insts = Vec::new();
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                let d = &body.insts[i];
                let gs = access_groups(&m, d);
                if gs.is_empty() {
                    continue;
                }
                let kind = format!("{:?}", d.kind);
                let kind = kind.split([' ', '(', '{']).next().unwrap_or("").to_string();
                let ids: Vec<usize> = gs.into_iter().map(&mut canon).collect();
                insts.push(format!("{kind} {ids:?}"));
            }
        }
        let fl = FunctionLoops::compute(body);
        let mut loops: Vec<(usize, String)> = Vec::new();
        for l in fl.forest.loops() {
            let Ok(Some(id)) = loop_id(&m, g, &fl, l) else {
                continue;
            };
            let attrs = LoopAttributes::from_loop_id(&m, id);
            let mut items = Vec::new();
            for a in group_attributes(&m, &attrs) {
                let ids: Vec<usize> = a.groups.into_iter().map(&mut canon).collect();
                items.push(format!("{:?} {ids:?} {:?}", a.kind, a.safelen));
            }
            if !items.is_empty() {
                let h = fl.forest.header(l);
                let pos = body.layout.iter().position(|&b| b == h).unwrap_or(0);
                loops.push((pos, items.join("; ")));
            }
        }
        loops.sort();
        let name = m.globals[g].name().unwrap_or("").to_string();
        out.insert(name, (insts, loops.into_iter().map(|(_, x)| x).collect()));
    }
    out
}

#[test]
fn writer_output_reads_back_with_its_annotations() {
    for t in ["clang-19", "opt-19"] {
        if !common::have_tool(t) {
            return;
        }
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let p = |n: &str| tmp.path().join(n);
    let (mut read_back, mut annotated, mut failures) = (0, 0, Vec::new());
    for k in kernels() {
        for o in ["-O0", "-O2"] {
            let stem = format!(
                "{}{o}",
                k.file_stem().and_then(|x| x.to_str()).unwrap_or("k")
            );
            let ll = p("in.ll");
            common::run_ok(
                Command::new("clang-19")
                    .args(["-target", "spir64", "-cl-std=CL2.0", o, "-S", "-emit-llvm"])
                    .arg("-I")
                    .arg(include())
                    .arg(&k)
                    .arg("-o")
                    .arg(&ll),
            );
            if write(&ll, &p("1.spv")).is_err() {
                continue; // the writer's one refusal (spirv_dis.rs counts it)
            }
            if let Err(e) = read(&p("1.spv"), &p("1.ll")) {
                failures.push(format!("{stem}: read: {e}"));
                continue;
            }
            if let Err(e) = opt19_verifies(&p("1.ll")) {
                failures.push(format!("{stem}: opt-19 -passes=verify: {e}"));
                continue;
            }
            // Writer ∘ reader: write the IR read, read it again: the same IR.
            let again = write(&p("1.ll"), &p("2.spv")).and_then(|()| read(&p("2.spv"), &p("2.ll")));
            if let Err(e) = again {
                failures.push(format!("{stem}: second round: {e}"));
                continue;
            }
            if body_text(&p("1.ll")) != body_text(&p("2.ll")) {
                failures.push(format!(
                    "{stem}: the IR read differs after writing it again:\n{}\n---\n{}",
                    body_text(&p("1.ll")),
                    body_text(&p("2.ll"))
                ));
                continue;
            }
            read_back += 1;
            // The annotations the writer took, and the ones read back.
            common::parir_opt(
                "ivdep-lower,ivdep-to-spirv-friendly,dce",
                &ll,
                &p("friendly.ll"),
            );
            let (want, got) = (annotations(&p("friendly.ll")), annotations(&p("1.ll")));
            if want.values().any(|(i, l)| !i.is_empty() || !l.is_empty()) {
                annotated += 1;
            }
            // Functions the writer leaves out (declarations) have no annotations.
            let want: BTreeMap<_, _> = want
                .into_iter()
                .filter(|(_, (i, l))| !i.is_empty() || !l.is_empty())
                .collect();
            let got: BTreeMap<_, _> = got
                .into_iter()
                .filter(|(_, (i, l))| !i.is_empty() || !l.is_empty())
                .collect();
            if want != got {
                failures.push(format!(
                    "{stem}: annotations differ:\nwritten: {want:#?}\nread:    {got:#?}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(read_back >= 45, "{read_back} modules read back");
    assert!(annotated >= 10, "{annotated} annotated modules");
}

#[test]
fn llvm_spirv_15_output_reads() {
    for t in ["clang-15", "llvm-spirv-15", "opt-19", "spirv-val"] {
        if !common::have_tool(t) {
            return;
        }
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let p = |n: &str| tmp.path().join(n);
    let (mut read_ok, mut failures) = (0, Vec::new());
    for k in kernels() {
        for o in ["-O0", "-O2"] {
            let stem = format!(
                "{}{o}",
                k.file_stem().and_then(|x| x.to_str()).unwrap_or("k")
            );
            common::run_ok(
                Command::new("clang-15")
                    .args(["-target", "spir64", "-cl-std=CL2.0", o, "-c", "-emit-llvm"])
                    .arg("-I")
                    .arg(include())
                    .arg(&k)
                    .arg("-o")
                    .arg(p("k.bc")),
            );
            let tr = Command::new("llvm-spirv-15")
                .arg(p("k.bc"))
                .arg("-o")
                .arg(p("k.spv"))
                .output()
                .expect("llvm-spirv-15 runs");
            if !tr.status.success() {
                continue; // the two -O2 kernels llvm-spirv-15 cannot translate
            }
            if let Err(e) = read(&p("k.spv"), &p("k.ll")) {
                failures.push(format!("{stem}: read: {e}"));
                continue;
            }
            if let Err(e) = opt19_verifies(&p("k.ll")) {
                failures.push(format!("{stem}: opt-19 -passes=verify: {e}"));
                continue;
            }
            if let Err(e) = write(&p("k.ll"), &p("w.spv")) {
                failures.push(format!("{stem}: written again: {e}"));
                continue;
            }
            let strip = common::parir(
                &[
                    "spirv",
                    "--strip-intel",
                    s(&p("w.spv")),
                    "-o",
                    s(&p("ws.spv")),
                ],
                None,
            );
            assert!(strip.status.success());
            let val = Command::new("spirv-val")
                .args(["--target-env", "opencl2.0"])
                .arg(p("ws.spv"))
                .output()
                .expect("spirv-val runs");
            if !val.status.success() {
                failures.push(format!(
                    "{stem}: spirv-val: {}",
                    String::from_utf8_lossy(&val.stderr)
                ));
                continue;
            }
            read_ok += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(read_ok >= 44, "{read_ok} llvm-spirv-15 modules read");
}

/// What the reader does not take, with the word offset of the instruction.
#[test]
fn unsupported_modules_are_located_errors() {
    if !common::have_tool("spirv-as") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let cases = [
        (
            "shader",
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpMemoryModel: a memory model other than OpenCL",
        ),
        (
            "opaque",
            "OpCapability Addresses\nOpCapability Kernel\n\
             OpMemoryModel Physical64 OpenCL\n%o = OpTypeOpaque \"thing\"\n",
            "OpTypeOpaque: not supported at module level",
        ),
        (
            // An instruction without a result has no SPIR-V-friendly call form to be read as
            // (one with a result, such as OpSMod, is read as `__spirv_SMod`).
            "flag_clear",
            "OpCapability Addresses\nOpCapability Kernel\nOpMemoryModel Physical64 OpenCL\n\
             OpEntryPoint Kernel %f \"f\"\n%void = OpTypeVoid\n%int = OpTypeInt 32 0\n\
             %one = OpConstant %int 1\n%p = OpTypePointer CrossWorkgroup %int\n\
             %fty = OpTypeFunction %void %p\n\
             %f = OpFunction %void None %fty\n%a = OpFunctionParameter %p\n%l = OpLabel\n\
             OpAtomicFlagClear %a %one %one\nOpReturn\nOpFunctionEnd\n",
            "OpAtomicFlagClear: not supported in a function",
        ),
        (
            "forward",
            "OpCapability Addresses\nOpCapability Kernel\nOpMemoryModel Physical64 OpenCL\n\
             %void = OpTypeVoid\n%s = OpTypeStruct %int\n%int = OpTypeInt 32 0\n",
            "is not a type declared before",
        ),
    ];
    for (name, asm, expect) in cases {
        let src = tmp.path().join(format!("{name}.spvasm"));
        let spv = tmp.path().join(format!("{name}.spv"));
        std::fs::write(&src, asm).expect("write");
        common::run_ok(
            Command::new("spirv-as")
                .args(["--target-env", "spv1.0"])
                .arg(&src)
                .arg("-o")
                .arg(&spv),
        );
        let out = common::parir(&["spirv", "--read", s(&spv)], None);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        assert!(err.contains(expect), "{name}: {err}");
        assert!(err.contains(": word "), "{name}: no word offset: {err}");
        assert!(out.stdout.is_empty(), "{name}: partial output");
    }
    // Malformed binaries too.
    let bad = tmp.path().join("bad.spv");
    std::fs::write(&bad, [3u8, 2, 0x23, 7, 0, 0]).expect("write");
    let out = common::parir(&["spirv", "--read", s(&bad)], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("word"));
}

/// Forms llvm-spirv-15 writes that the reader takes (issue 31, point 4), each assembled by
/// spirv-as, read, and verified by opt-19; the disassembler prints them as spirv-dis does.
///
/// - `OpenCL.DebugInfo.100`, whose operands mix literals, enumerants and ids, and whose
///   `DebugFunction` names its function before it is defined: left out of the IR;
/// - a non-uniform reduction with its optional cluster size, as its SPIR-V-friendly call;
/// - a barrier whose memory scope is known only at run time, as `__spirv_ControlBarrier`;
/// - a device-side enqueue query naming a kernel defined later.
#[test]
fn llvm_spirv_15_forms_read() {
    if !["spirv-as", "spirv-dis", "opt-19"]
        .iter()
        .all(|t| common::have_tool(t))
    {
        return;
    }
    let head = "OpCapability Addresses\nOpCapability Linkage\nOpCapability Kernel\n";
    let types = "%uint = OpTypeInt 32 0\n%void = OpTypeVoid\n%uint_1 = OpConstant %uint 1\n\
                 %uint_2 = OpConstant %uint 2\n%uint_3 = OpConstant %uint 3\n";
    let cases: [(&str, String, &[&str]); 4] = [
        (
            "debug_info",
            format!(
                "{head}%dbg = OpExtInstImport \"OpenCL.DebugInfo.100\"\n\
                 OpMemoryModel Physical64 OpenCL\nOpEntryPoint Kernel %k \"k\"\n\
                 %file = OpString \"k.cl\"\n%kname = OpString \"k\"\n%empty = OpString \"\"\n\
                 {types}%fty = OpTypeFunction %void %uint\n\
                 %none = OpExtInst %void %dbg DebugInfoNone\n\
                 %src = OpExtInst %void %dbg DebugSource %file\n\
                 %cu = OpExtInst %void %dbg DebugCompilationUnit 65536 4 %src OpenCL_C\n\
                 %ty = OpExtInst %void %dbg DebugTypeFunction FlagIsProtected|FlagIsPrivate %void %none\n\
                 %sp = OpExtInst %void %dbg DebugFunction %kname %ty %src 3 0 %cu %empty \
                 FlagIsDefinition|FlagPrototyped 3 %k %none\n\
                 %k = OpFunction %void None %fty\n%x = OpFunctionParameter %uint\n%entry = OpLabel\n\
                 %scope = OpExtInst %void %dbg DebugScope %sp\nOpLine %file 4 7\n\
                 %y = OpIAdd %uint %x %uint_1\nOpReturn\nOpFunctionEnd\n"
            ),
            &["define spir_kernel void @k(i32", "add i32"],
        ),
        (
            "clustered_reduce",
            format!(
                "{head}OpCapability GroupNonUniformArithmetic\nOpCapability GroupNonUniformClustered\n\
                 OpMemoryModel Physical64 OpenCL\n{types}%fty = OpTypeFunction %uint %uint\n\
                 %f = OpFunction %uint None %fty\n%x = OpFunctionParameter %uint\n%l = OpLabel\n\
                 %r = OpGroupNonUniformIAdd %uint %uint_3 ClusteredReduce %x %uint_2\n\
                 %s = OpGroupNonUniformSMax %uint %uint_3 Reduce %r\n\
                 OpReturnValue %s\nOpFunctionEnd\n"
            ),
            &[
                "@_Z27__spirv_GroupNonUniformIAddiiii(i32 3, i32 3, i32 %0, i32 2)",
                "@_Z27__spirv_GroupNonUniformSMaxiii(i32 3, i32 0,",
            ],
        ),
        (
            "runtime_scope_barrier",
            format!(
                "{head}OpMemoryModel Physical64 OpenCL\n{types}%sty = OpTypeFunction %uint\n\
                 %fty = OpTypeFunction %void\n%scope = OpFunction %uint None %sty\nOpFunctionEnd\n\
                 %f = OpFunction %void None %fty\n%l = OpLabel\n\
                 %s = OpFunctionCall %uint %scope\nOpControlBarrier %uint_3 %s %uint_2\n\
                 OpMemoryBarrier %uint_3 %uint_2\nOpReturn\nOpFunctionEnd\n"
            ),
            &[
                "call spir_func void @_Z22__spirv_ControlBarrieriii(i32 3, i32 %",
                "call spir_func void @_Z21__spirv_MemoryBarrierii(i32 3, i32 2)",
            ],
        ),
        (
            "kernel_query",
            format!(
                "{head}OpCapability DeviceEnqueue\nOpCapability GenericPointer\nOpCapability Int8\n\
                 OpMemoryModel Physical64 OpenCL\nOpEntryPoint Kernel %block \"block\"\n\
                 {types}%uchar = OpTypeInt 8 0\n%gp = OpTypePointer Generic %uchar\n\
                 %bty = OpTypeFunction %void %gp\n%fty = OpTypeFunction %uint %gp\n\
                 %f = OpFunction %uint None %fty\n%lit = OpFunctionParameter %gp\n%l = OpLabel\n\
                 %n = OpGetKernelWorkGroupSize %uint %block %lit %uint_2 %uint_2\n\
                 OpReturnValue %n\nOpFunctionEnd\n\
                 %block = OpFunction %void None %bty\n%p = OpFunctionParameter %gp\n%e = OpLabel\n\
                 OpReturn\nOpFunctionEnd\n"
            ),
            &["call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) \
               addrspacecast (ptr @block to ptr addrspace(4)), ptr addrspace(4) %0)"],
        ),
    ];
    let tmp = tempfile::tempdir().expect("tempdir");
    for (name, asm, expect) in cases {
        let src = tmp.path().join(format!("{name}.spvasm"));
        let spv = tmp.path().join(format!("{name}.spv"));
        let ll = tmp.path().join(format!("{name}.ll"));
        std::fs::write(&src, asm).expect("write");
        common::run_ok(
            Command::new("spirv-as")
                .args(["--target-env", "spv1.3"])
                .arg(&src)
                .arg("-o")
                .arg(&spv),
        );
        if let Err(e) = read(&spv, &ll) {
            panic!("{name}: {e}");
        }
        if let Err(e) = opt19_verifies(&ll) {
            panic!("{name}: opt-19: {e}");
        }
        let text = std::fs::read_to_string(&ll).expect("read");
        for e in expect {
            assert!(text.contains(e), "{name}: no `{e}` in\n{text}");
        }
        let theirs = Command::new("spirv-dis")
            .arg(&spv)
            .output()
            .expect("spirv-dis");
        let ours = common::parir(&["spirv", "--dis", s(&spv)], None);
        assert!(ours.status.success(), "{name}: --dis fails");
        assert_eq!(
            String::from_utf8_lossy(&ours.stdout),
            String::from_utf8_lossy(&theirs.stdout),
            "{name}: --dis differs from spirv-dis"
        );
    }
}
