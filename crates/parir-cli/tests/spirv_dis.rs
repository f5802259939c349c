//! `parir spirv --dis` against `spirv-dis` (SPIRV-Tools, Debian's 2023.1): byte-for-byte the
//! same text, with friendly names and with `--raw-id`, on
//!
//! - the OpenCL C kernels of `crates/parir-spirv/tests/kernels` at -O0 and -O2, compiled by
//!   clang-15 (`-target spir64 -cl-std=CL2.0`) and translated by llvm-spirv-15
//!   (`--spirv-max-version=1.0`, the version of the OpenCL 2.0 environment); the two -O2
//!   kernels llvm-spirv-15 cannot translate (`freeze`, an `i2`) are left out;
//! - the hand-written assembly of `crates/parir-spirv/tests/asm` (spirv-as).
//!
//! Malformed binaries get a located error (a word offset) and exit status 1.
//!
//! The writer (`parir spirv IN.ll -o OUT.spv`): the same kernels compiled by clang-19
//! (`-target spir64 -cl-std=CL2.0`, opaque pointers) at -O0 and -O2 become SPIR-V that
//! `spirv-val --target-env opencl2.0` accepts, that llvm-spirv-15 reads back (`-r`), and
//! whose disassembly by parir equals spirv-dis's; what the writer does not support is a
//! located error (stencil2d at -O2 packs a vector of i1 into an i4). The kernels annotated
//! with parir.h carry the draft INTEL tokens (access group masks, `OpLoopMerge` with
//! `ParallelAccessesINTEL` / `DependencyAccessesINTEL`); those checks run on the module with
//! only those tokens stripped (`parir spirv --strip-intel`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn spirv_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../parir-spirv/tests")
}

fn compare(spv: &Path) -> Result<(), String> {
    for mode in [None, Some("--raw-id")] {
        let mut theirs = Command::new("spirv-dis");
        theirs.args(mode).arg(spv);
        let theirs = theirs.output().expect("spirv-dis runs");
        assert!(theirs.status.success(), "spirv-dis {}", spv.display());
        let mut args = vec!["spirv", "--dis"];
        args.extend(mode);
        args.push(spv.to_str().expect("utf-8"));
        let ours = common::parir(&args, None);
        if ours.stdout != theirs.stdout {
            let (o, t) = (
                String::from_utf8_lossy(&ours.stdout),
                String::from_utf8_lossy(&theirs.stdout),
            );
            let first = o
                .lines()
                .zip(t.lines())
                .find(|(a, b)| a != b)
                .map(|(a, b)| format!("parir:     {a}\nspirv-dis: {b}"))
                .unwrap_or_else(|| "(lengths differ)".into());
            return Err(format!(
                "{} {mode:?}: {first}\n{}",
                spv.display(),
                String::from_utf8_lossy(&ours.stderr)
            ));
        }
    }
    Ok(())
}

#[test]
fn kernels_disassemble_like_spirv_dis() {
    for t in ["clang-15", "llvm-spirv-15", "spirv-dis"] {
        if !common::have_tool(t) {
            return;
        }
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let kernels = common::files_with_ext(&spirv_dir().join("kernels"), "cl");
    assert!(kernels.len() >= 20, "{} kernels", kernels.len());
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include");
    let (mut modules, mut untranslated, mut failures) = (0, Vec::new(), Vec::new());
    for k in &kernels {
        for o in ["-O0", "-O2"] {
            let stem = k.file_stem().and_then(|s| s.to_str()).unwrap_or("k");
            let bc = tmp.path().join(format!("{stem}{o}.bc"));
            let spv = tmp.path().join(format!("{stem}{o}.spv"));
            common::run_ok(
                Command::new("clang-15")
                    .args([
                        "-target",
                        "spir64",
                        "-cl-std=CL2.0",
                        o,
                        "-emit-llvm",
                        "-c",
                        "-I",
                    ])
                    .arg(&include)
                    .arg(k)
                    .arg("-o")
                    .arg(&bc),
            );
            let tr = Command::new("llvm-spirv-15")
                .arg("--spirv-max-version=1.0")
                .arg(&bc)
                .arg("-o")
                .arg(&spv)
                .output()
                .expect("llvm-spirv-15 runs");
            if !tr.status.success() {
                untranslated.push(format!("{stem}{o}"));
                continue;
            }
            modules += 1;
            if let Err(e) = compare(&spv) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        untranslated.len() <= 2,
        "llvm-spirv-15 failed on {untranslated:?}"
    );
    assert!(modules >= 40, "{modules} modules");
}

#[test]
fn assembly_disassembles_like_spirv_dis() {
    if !common::have_tool("spirv-as") || !common::have_tool("spirv-dis") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let files = common::files_with_ext(&spirv_dir().join("asm"), "spvasm");
    assert!(!files.is_empty());
    for f in files {
        if std::fs::read_to_string(&f).expect("read").contains("INTEL") {
            // spirv-as does not know the draft tokens: parir's assembler takes that file
            // (crates/parir-spirv/tests/intel.rs).
            continue;
        }
        let spv = tmp.path().join("a.spv");
        common::run_ok(
            Command::new("spirv-as")
                .args(["--target-env", "spv1.0"])
                .arg(&f)
                .arg("-o")
                .arg(&spv),
        );
        compare(&spv).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn malformed_binaries_get_located_errors() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let cases: [(&str, Vec<u32>, &str); 4] = [
        (
            "bad magic",
            vec![0x1234_5678, 0x0001_0000, 0, 5, 0],
            "word 0",
        ),
        (
            "zero count",
            vec![0x0723_0203, 0x0001_0000, 0, 5, 0, 17],
            "word 5",
        ),
        (
            "id out of bound",
            vec![0x0723_0203, 0x0001_0000, 0, 5, 0, (2 << 16) | 19, 9],
            "out of bound",
        ),
        (
            "unknown opcode",
            vec![0x0723_0203, 0x0001_0000, 0, 5, 0, (1 << 16) | 4000],
            "unknown opcode 4000",
        ),
    ];
    for (what, words, expect) in cases {
        let p = tmp.path().join("bad.spv");
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&p, bytes).expect("write");
        let out = common::parir(&["spirv", "--dis", p.to_str().expect("utf-8")], None);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{what}: {err}");
        assert!(err.contains(expect), "{what}: {err}");
        assert!(out.stdout.is_empty(), "{what}: partial output");
    }
}

#[test]
fn written_kernels_validate_and_read_back() {
    for t in ["clang-19", "llvm-spirv-15", "spirv-val", "spirv-dis"] {
        if !common::have_tool(t) {
            return;
        }
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include");
    let (mut written, mut refused, mut failures) = (0, Vec::new(), Vec::new());
    for k in common::files_with_ext(&spirv_dir().join("kernels"), "cl") {
        for o in ["-O0", "-O2"] {
            let stem = k.file_stem().and_then(|s| s.to_str()).unwrap_or("k");
            let ll = tmp.path().join(format!("{stem}{o}.ll"));
            let spv = tmp.path().join(format!("{stem}{o}.spv"));
            common::run_ok(
                Command::new("clang-19")
                    .args([
                        "-target",
                        "spir64",
                        "-cl-std=CL2.0",
                        o,
                        "-S",
                        "-emit-llvm",
                        "-I",
                    ])
                    .arg(&include)
                    .arg(&k)
                    .arg("-o")
                    .arg(&ll),
            );
            let out = common::parir(
                &[
                    "spirv",
                    ll.to_str().expect("utf-8"),
                    "-o",
                    spv.to_str().expect("utf-8"),
                ],
                None,
            );
            if !out.status.success() {
                let err = String::from_utf8_lossy(&out.stderr).into_owned();
                assert!(err.contains(&format!("@{stem}")), "unlocated error: {err}");
                refused.push(format!("{stem}{o}: {err}"));
                continue;
            }
            written += 1;
            // The annotated kernels carry the draft INTEL tokens, which Debian's tools do not
            // know: check the module without them (and only them).
            let dis = common::parir(&["spirv", "--dis", spv.to_str().expect("utf-8")], None);
            let text = String::from_utf8_lossy(&dis.stdout).into_owned();
            let annotated = [
                "gather_ivdep",
                "gather_safelen",
                "parallel_loop",
                "ivdep_two_arrays",
                "nested_ivdep",
            ]
            .contains(&stem);
            assert_eq!(
                text.contains("OpLoopMerge"),
                annotated,
                "{stem}{o}: loop controls\n{text}"
            );
            if annotated {
                assert!(text.contains("AccessGroupMaskINTEL"), "{stem}{o}\n{text}");
                assert!(
                    text.contains("ParallelAccessesINTEL")
                        || text.contains("DependencyAccessesINTEL"),
                    "{stem}{o}\n{text}"
                );
                let stripped = tmp.path().join(format!("{stem}{o}.std.spv"));
                let out = common::parir(
                    &[
                        "spirv",
                        "--strip-intel",
                        spv.to_str().expect("utf-8"),
                        "-o",
                        stripped.to_str().expect("utf-8"),
                    ],
                    None,
                );
                assert!(
                    out.status.success(),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
                std::fs::rename(&stripped, &spv).expect("rename");
            }
            let val = Command::new("spirv-val")
                .args(["--target-env", "opencl2.0"])
                .arg(&spv)
                .output()
                .expect("spirv-val runs");
            if !val.status.success() {
                failures.push(format!(
                    "{stem}{o}: spirv-val: {}",
                    String::from_utf8_lossy(&val.stderr)
                ));
                continue;
            }
            let back = Command::new("llvm-spirv-15")
                .arg("-r")
                .arg(&spv)
                .arg("-o")
                .arg(tmp.path().join("back.bc"))
                .output()
                .expect("llvm-spirv-15 runs");
            if !back.status.success() {
                failures.push(format!(
                    "{stem}{o}: llvm-spirv-15 -r: {}",
                    String::from_utf8_lossy(&back.stderr)
                ));
            }
            if let Err(e) = compare(&spv) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(refused.len() <= 1, "{refused:?}");
    assert!(written >= 45, "{written} modules written");
}

/// Gives the loops of a module loop attributes in rotation: intel/llvm's ivdep forms and the
/// unroll hints llvm-spirv-15 translates. A loop is found by its backedge: a `br` to a block
/// laid out before it in the function (clang's layout at -O0, and LLVM's rotated loops at
/// -O2); the n-th backedge of the module gets the n-th attribute set, replacing any
/// `!llvm.loop` it had. The text is LLVM 15's or LLVM 19's: only `br` lines and metadata
/// change. Returns the text and the number of loops.
fn inject_loop_attributes(ll: &str) -> (String, usize) {
    const SETS: [&[usize]; 6] = [&[0], &[1], &[2], &[3], &[4], &[0, 3]];
    const ATTRS: [&str; 5] = [
        "!{!\"llvm.loop.ivdep.enable\"}",
        "!{!\"llvm.loop.ivdep.safelen\", i32 8}",
        "!{!\"llvm.loop.unroll.enable\"}",
        "!{!\"llvm.loop.unroll.disable\"}",
        "!{!\"llvm.loop.unroll.full\"}",
    ];
    let mut out = String::new();
    let mut defs = String::new();
    let mut seen: Vec<String> = Vec::new();
    let mut n = 0;
    for line in ll.lines() {
        if line.starts_with("define ") {
            seen.clear();
        }
        if let Some(label) = line.split_once(':').map(|(l, _)| l).filter(|l| {
            !l.is_empty()
                && l.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "._-$".contains(c))
        }) {
            seen.push(format!("%{label}"));
        }
        let trimmed = line.trim_start();
        let backedge = trimmed.starts_with("br ")
            && trimmed.split("label ").skip(1).any(|t| {
                seen.iter().any(|l| {
                    t.trim_end_matches([',', ' ']).split([',', ' ']).next() == Some(l.as_str())
                })
            });
        if !backedge {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let code = line.split(", !llvm.loop").next().unwrap_or(line);
        let id = 8000 + n;
        let attrs: Vec<String> = SETS[n % SETS.len()]
            .iter()
            .map(|&a| format!("!{}", 9000 + a))
            .collect();
        out.push_str(&format!("{code}, !llvm.loop !{id}\n"));
        defs.push_str(&format!(
            "!{id} = distinct !{{!{id}, {}}}\n",
            attrs.join(", ")
        ));
        n += 1;
    }
    out.push_str(&defs);
    for (a, text) in ATTRS.iter().enumerate() {
        out.push_str(&format!("!{} = {text}\n", 9000 + a));
    }
    (out, n)
}

/// The loop controls of a module's `OpLoopMerge`s (the text after the two ids), sorted.
fn loop_controls(spv: &Path) -> Vec<String> {
    let out = common::parir(
        &["spirv", "--dis", "--raw-id", spv.to_str().expect("utf-8")],
        None,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let mut merges: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("OpLoopMerge "))
        .collect();
    // llvm-spirv-15 writes a loop's OpLoopMerge twice in a row when the header holds a
    // barrier (matmul_local): invalid SPIR-V, one merge meant.
    merges.dedup();
    let mut v: Vec<String> = merges
        .into_iter()
        .map(|rest| rest.splitn(3, ' ').nth(2).unwrap_or("").to_string())
        .collect();
    v.sort();
    v
}

/// Gives every loop of a module intel/llvm's ivdep-on-arrays form: the GEPs laid out between
/// a loop's header and its backedge get one index group per pointer operand (a GEP in
/// several such ranges, a nested loop's, gets the list of their groups, outer first), and
/// the loop names its groups in `llvm.loop.parallel_access_indices` attributes, in
/// rotation: one attribute with every group and no safelen; one attribute per group, in
/// reverse order of the groups, with safelens 2, 3, ...; `llvm.loop.ivdep.safelen 8` and one
/// attribute with safelen 4; `llvm.loop.ivdep.enable` and one attribute with safelen 0.
/// Loops are found by their backedges as in [`inject_loop_attributes`]. Returns the text and
/// the number of loops whose attributes name at least one group.
fn inject_index_groups(ll: &str) -> (String, usize) {
    let lines: Vec<&str> = ll.lines().collect();
    // (header line, backedge line) of every loop, in order of backedges.
    let mut loops: Vec<(usize, usize)> = Vec::new();
    let mut labels: Vec<(String, usize)> = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        if line.starts_with("define ") {
            labels.clear();
        }
        if let Some(label) = line.split_once(':').map(|(l, _)| l).filter(|l| {
            !l.is_empty()
                && l.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "._-$".contains(c))
        }) {
            labels.push((format!("%{label}"), n));
        }
        let trimmed = line.trim_start();
        if !trimmed.starts_with("br ") {
            continue;
        }
        let target = trimmed.split("label ").skip(1).find_map(|t| {
            let t = t.trim_end_matches([',', ' ']).split([',', ' ']).next()?;
            labels.iter().find(|(l, _)| l == t).map(|(_, at)| *at)
        });
        if let Some(h) = target {
            loops.push((h, n));
        }
    }
    let base_of = |line: &str| -> Option<String> {
        let (_, rest) = line.split_once("= getelementptr ")?;
        let parts: Vec<&str> = rest.split(", ").collect();
        // `inbounds T, PTRTY BASE, ...`: the second part's last word.
        parts.get(1)?.split(' ').next_back().map(str::to_string)
    };
    // Per loop, its groups in order of first use: (base text, metadata number).
    let mut groups: Vec<Vec<(String, usize)>> = vec![Vec::new(); loops.len()];
    let mut next_md = 9100;
    let mut tags: Vec<Vec<usize>> = vec![Vec::new(); lines.len()];
    for (n, line) in lines.iter().enumerate() {
        let Some(base) = base_of(line) else { continue };
        for (l, &(h, e)) in loops.iter().enumerate() {
            if h < n && n < e {
                let g = match groups[l].iter().find(|(b, _)| *b == base) {
                    Some((_, g)) => *g,
                    None => {
                        next_md += 1;
                        groups[l].push((base.clone(), next_md));
                        next_md
                    }
                };
                tags[n].push(g);
            }
        }
    }
    let mut out = String::new();
    let mut defs = String::new();
    for (n, line) in lines.iter().enumerate() {
        let mut line = line.to_string();
        match tags[n].as_slice() {
            [] => {}
            [g] => line.push_str(&format!(", !llvm.index.group !{g}")),
            many => {
                next_md += 1;
                let list: Vec<String> = many.iter().map(|g| format!("!{g}")).collect();
                defs.push_str(&format!("!{next_md} = !{{{}}}\n", list.join(", ")));
                line.push_str(&format!(", !llvm.index.group !{next_md}"));
            }
        }
        if let Some(l) = loops.iter().position(|&(_, e)| e == n) {
            let code = line
                .split(", !llvm.loop")
                .next()
                .unwrap_or(&line)
                .to_string();
            let gs: Vec<String> = groups[l].iter().map(|(_, g)| format!("!{g}")).collect();
            let mut attrs: Vec<String> = Vec::new();
            if !gs.is_empty() {
                match l % 4 {
                    0 => attrs.push(format!(
                        "!{{!\"llvm.loop.parallel_access_indices\", {}}}",
                        gs.join(", ")
                    )),
                    1 => {
                        for (k, g) in gs.iter().enumerate().rev() {
                            attrs.push(format!(
                                "!{{!\"llvm.loop.parallel_access_indices\", {g}, i32 {}}}",
                                k + 2
                            ));
                        }
                    }
                    2 => {
                        attrs.push("!{!\"llvm.loop.ivdep.safelen\", i32 8}".into());
                        attrs.push(format!(
                            "!{{!\"llvm.loop.parallel_access_indices\", {}, i32 4}}",
                            gs.join(", ")
                        ));
                    }
                    _ => {
                        attrs.push("!{!\"llvm.loop.ivdep.enable\"}".into());
                        attrs.push(format!(
                            "!{{!\"llvm.loop.parallel_access_indices\", {}, i32 0}}",
                            gs.join(", ")
                        ));
                    }
                }
            }
            if attrs.is_empty() {
                out.push_str(&code);
                out.push('\n');
                continue;
            }
            let id = 8000 + l;
            out.push_str(&format!("{code}, !llvm.loop !{id}\n"));
            let mut refs = Vec::new();
            for a in attrs {
                next_md += 1;
                defs.push_str(&format!("!{next_md} = {a}\n"));
                refs.push(format!("!{next_md}"));
            }
            defs.push_str(&format!(
                "!{id} = distinct !{{!{id}, {}}}\n",
                refs.join(", ")
            ));
            continue;
        }
        out.push_str(&line);
        out.push('\n');
    }
    for g in groups.iter().flatten() {
        defs.push_str(&format!("!{} = distinct !{{}}\n", g.1));
    }
    out.push_str(&defs);
    let n = groups.iter().filter(|g| !g.is_empty()).count();
    (out, n)
}

/// The loop controls of a module's `OpLoopMerge`s (the text after the two ids), sorted, with
/// every id among them (DependencyArrayINTEL's arrays) replaced by a description that does
/// not depend on numbering: its name, or its defining instruction with the operands
/// described in turn (`OpLoad(%a_addr)`).
fn described_loop_controls(spv: &Path) -> Vec<String> {
    let out = common::parir(&["spirv", "--dis", spv.to_str().expect("utf-8")], None);
    let text = String::from_utf8_lossy(&out.stdout);
    let mut defs: std::collections::HashMap<&str, Vec<&str>> = Default::default();
    for l in text.lines() {
        if let Some((r, rest)) = l.trim_start().split_once(" = ") {
            let mut w: Vec<&str> = rest.split(' ').collect();
            if w.len() > 1 {
                w.remove(1); // the result type
            }
            defs.insert(r, w);
        }
    }
    fn describe(
        defs: &std::collections::HashMap<&str, Vec<&str>>,
        id: &str,
        depth: usize,
    ) -> String {
        let numeric = id[1..].chars().all(|c| c.is_ascii_digit());
        match defs.get(id) {
            Some(w) if numeric && depth < 4 => {
                let ops: Vec<String> = w[1..]
                    .iter()
                    .filter(|o| o.starts_with('%'))
                    .map(|o| describe(defs, o, depth + 1))
                    .collect();
                format!("{}({})", w[0], ops.join(","))
            }
            _ => id.to_string(),
        }
    }
    let mut merges: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("OpLoopMerge "))
        .collect();
    merges.dedup(); // see loop_controls
    let mut v: Vec<String> = merges
        .into_iter()
        .map(|rest| {
            rest.split(' ')
                .skip(2)
                .map(|t| {
                    if t.starts_with('%') {
                        describe(&defs, t, 0)
                    } else {
                        t.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    v.sort();
    v
}

/// Loop controls with the (array, safelen) pairs of `DependencyArrayINTEL` as a set (sorted,
/// without repetitions), the form in which a read-and-written module must equal the original
/// (the reader gathers the arrays of one safelen into one index group).
fn sorted_pairs(controls: &[String]) -> Vec<String> {
    let mut v: Vec<String> = controls
        .iter()
        .map(|c| {
            let w: Vec<&str> = c.split(' ').collect();
            let Some(at) = w.iter().position(|t| t.contains("DependencyArrayINTEL")) else {
                return c.clone();
            };
            // The mask, DependencyLength's parameter (the only lower bit with one in legacy
            // controls), then N and the pairs.
            let n_at = at + 1 + usize::from(w[at].contains("DependencyLength"));
            let n: usize = w[n_at].parse().unwrap_or(0);
            let mut pairs: Vec<String> = w[n_at + 1..n_at + 1 + 2 * n]
                .chunks(2)
                .map(|p| p.join(" "))
                .collect();
            pairs.sort();
            pairs.dedup();
            let mut out: Vec<String> = w[..n_at].iter().map(|s| s.to_string()).collect();
            out.push(pairs.len().to_string());
            out.extend(pairs);
            out.extend(w[n_at + 1 + 2 * n..].iter().map(|s| s.to_string()));
            out.join(" ")
        })
        .collect();
    v.sort();
    v
}

/// Compiles every kernel at each of `opts` by `ours` (for parir: clang-19, or clang-15 with
/// opaque pointers) and clang-15 (the LLVM 15-compatible form for llvm-spirv-15:
/// `clang-15 -S -emit-llvm`, the loop attributes injected into the text, `clang-15 -c` to
/// bitcode); both texts get the same attributes by
/// `inject`, and the loop controls (`controls`) of `parir spirv --loop-controls=legacy` and of
/// llvm-spirv-15 (`--spirv-max-version=1.0`, `extra` arguments) must be equal. Returns the
/// numbers of modules and of loops compared.
fn legacy_against_llvm_spirv(
    ours: &[&str],
    opts: &[&str],
    clang_args: &[&str],
    inject: fn(&str) -> (String, usize),
    controls: fn(&Path) -> Vec<String>,
    extra: &[&str],
) -> (usize, usize) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let (mut compared, mut merges) = (0, 0);
    let mut refused = Vec::new();
    let kernels = common::files_with_ext(&spirv_dir().join("kernels"), "cl");
    for (k, opt) in kernels
        .iter()
        .flat_map(|k| opts.iter().map(move |o| (k, o)))
    {
        let stem = format!(
            "{}{opt}",
            k.file_stem().and_then(|s| s.to_str()).unwrap_or("k")
        );
        let src = std::fs::read_to_string(k).expect("read");
        if src.contains("parir.h") {
            continue; // the markers are parir's, not intel/llvm's
        }
        let (ll19, ll15) = (tmp.path().join("k19.ll"), tmp.path().join("k15.ll"));
        let mut loops = Vec::new();
        for (clang, out) in [(ours, &ll19), (&["clang-15"][..], &ll15)] {
            common::run_ok(
                Command::new(clang[0])
                    .args(&clang[1..])
                    .args([
                        "-target",
                        "spir64",
                        "-cl-std=CL2.0",
                        opt,
                        "-S",
                        "-emit-llvm",
                    ])
                    .args(clang_args)
                    .arg(k)
                    .arg("-o")
                    .arg(out),
            );
            let text = std::fs::read_to_string(out).expect("read");
            let (injected, n) = inject(&text);
            loops.push(n);
            std::fs::write(out, injected).expect("write");
        }
        if loops[0] != loops[1] {
            // LLVM 15 and 19 optimize this kernel into different loops: nothing to pair.
            continue;
        }
        let ours = tmp.path().join("ours.spv");
        let out = common::parir(
            &[
                "spirv",
                "--loop-controls=legacy",
                ll19.to_str().expect("utf-8"),
                "-o",
                ours.to_str().expect("utf-8"),
            ],
            None,
        );
        if !out.status.success() {
            // The one refusal the writer test also allows (an i4 from LLVM 19's -O2 that
            // SPIR-V 1.0 cannot type); anything else fails at the end.
            refused.push(format!("{stem}: {}", String::from_utf8_lossy(&out.stderr)));
            continue;
        }
        // DependencyInfinite/DependencyLength are SPIR-V 1.1: parir then declares 1.1, and
        // the module validates for it (llvm-spirv-15 writes them into 1.0 modules, which
        // spirv-val rejects). spirv-val 2023.1 gives DependencyArrayINTEL one operand where
        // the extension (and llvm-spirv-15) has 1 + 2N: such modules are validated with the
        // control stripped.
        let arrays = controls(&ours)
            .iter()
            .any(|c| c.contains("DependencyArrayINTEL"));
        let checked = if arrays {
            let stripped = tmp.path().join("stripped.spv");
            let s = common::parir(
                &[
                    "spirv",
                    "--strip-intel",
                    ours.to_str().expect("utf-8"),
                    "-o",
                    stripped.to_str().expect("utf-8"),
                ],
                None,
            );
            assert!(
                s.status.success(),
                "{stem}: strip: {}",
                String::from_utf8_lossy(&s.stderr)
            );
            stripped
        } else {
            ours.clone()
        };
        if common::have_tool("spirv-val") {
            let val = Command::new("spirv-val")
                .args(["--target-env", "spv1.1"])
                .arg(&checked)
                .output()
                .expect("spirv-val runs");
            assert!(
                val.status.success(),
                "{stem}: spirv-val: {}",
                String::from_utf8_lossy(&val.stderr)
            );
        }
        let read_back = |spv: &Path| {
            Command::new("llvm-spirv-15")
                .arg("-r")
                .arg(spv)
                .arg("-o")
                .arg(tmp.path().join("back.bc"))
                .output()
                .expect("llvm-spirv-15 runs")
        };
        let back = read_back(&checked);
        assert!(
            back.status.success(),
            "{stem}: llvm-spirv-15 -r: {}",
            String::from_utf8_lossy(&back.stderr)
        );
        let bc = tmp.path().join("k15.bc");
        common::run_ok(
            Command::new("clang-15")
                .args(["-target", "spir64", "-c", "-emit-llvm"])
                .arg(&ll15)
                .arg("-o")
                .arg(&bc),
        );
        let theirs = tmp.path().join("theirs.spv");
        let tr = Command::new("llvm-spirv-15")
            .arg("--spirv-max-version=1.0")
            .args(extra)
            .arg(&bc)
            .arg("-o")
            .arg(&theirs)
            .output()
            .expect("llvm-spirv-15 runs");
        if !tr.status.success() {
            continue;
        }
        // With DependencyArrayINTEL, llvm-spirv-15 reads parir's module back unless it
        // also fails on its own (its reader aborts on some arrays, e.g. matmul_local's
        // workgroup-local ones).
        if arrays && !read_back(&ours).status.success() {
            assert!(
                !read_back(&theirs).status.success(),
                "{stem}: llvm-spirv-15 -r fails on parir's DependencyArrayINTEL only"
            );
        }
        let (a, b) = (controls(&ours), controls(&theirs));
        assert_eq!(a, b, "{stem}");
        if arrays {
            // parir's reader turns DependencyArrayINTEL back into index groups, on parir's
            // module and on llvm-spirv-15's: IR that opt-19 verifies, which parir writes
            // again with the same (array, safelen) pairs.
            for (who, spv) in [("parir", &ours), ("llvm-spirv-15", &theirs)] {
                let (ll, again) = (tmp.path().join("read.ll"), tmp.path().join("again.spv"));
                for args in [
                    vec!["spirv", "--read", spv.to_str().expect("utf-8"), "-o"],
                    vec![
                        "spirv",
                        "--loop-controls=legacy",
                        ll.to_str().expect("utf-8"),
                        "-o",
                    ],
                ] {
                    let out_path = if args[1] == "--read" { &ll } else { &again };
                    let mut args = args.clone();
                    args.push(out_path.to_str().expect("utf-8"));
                    let out = common::parir(&args, None);
                    assert!(
                        out.status.success(),
                        "{stem} ({who}): parir {args:?}: {}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                    if args[1] == "--read" && common::have_tool("opt-19") {
                        common::run_ok(
                            Command::new("opt-19")
                                .args(["-passes=verify", "-disable-output"])
                                .arg(&ll),
                        );
                    }
                }
                assert_eq!(
                    sorted_pairs(&controls(&again)),
                    sorted_pairs(&a),
                    "{stem}: {who}'s module read and written again"
                );
            }
        }
        compared += usize::from(!a.is_empty());
        merges += a.len();
    }
    // Odd-width integers SPIR-V 1.0 cannot type (LLVM 19's -O2 packs stencil2d's i1 vector
    // into an i4; LLVM 15's -O2 makes an i2 in control_flow, which llvm-spirv-15 refuses as
    // well): located refusals, and nothing else.
    assert!(
        refused.len() <= 2 && refused.iter().all(|r| r.contains("unsupported type i")),
        "{refused:?}"
    );
    (compared, merges)
}

/// Legacy loop controls (`parir spirv --loop-controls=legacy`) against llvm-spirv-15, the
/// oracle, on intel/llvm's loop attributes (ivdep.enable/safelen, unroll hints) at -O0, -O1
/// and -O2 (see [`legacy_against_llvm_spirv`]).
#[test]
fn legacy_loop_controls_equal_llvm_spirv() {
    for t in ["clang-19", "clang-15", "llvm-spirv-15"] {
        if !common::have_tool(t) {
            return;
        }
    }
    let (compared, merges) = legacy_against_llvm_spirv(
        &["clang-19"],
        &["-O0", "-O1", "-O2"],
        &[],
        inject_loop_attributes,
        loop_controls,
        &[],
    );
    assert!(
        compared >= 12 && merges >= 20,
        "{compared} modules, {merges} loops with loop controls compared"
    );
}

/// `DependencyArrayINTEL` (intel/llvm's `[[intel::ivdep(array, N)]]`: index groups on GEPs
/// and `llvm.loop.parallel_access_indices`) against llvm-spirv-15 with
/// SPV_INTEL_fpga_loop_controls, with every loop's GEPs in index groups
/// ([`inject_index_groups`]); the arrays are compared by what defines them. At -O0 parir
/// takes clang-19's output. At -O1 and -O2 LLVM 19 and LLVM 15 optimize GEPs differently
/// (LLVM 19 hoists invariant GEPs and rewrites constant offsets into `i8` GEPs on other
/// GEPs), so the arrays would differ by compiler, not by translator: there (and at -O0
/// again) parir takes clang-15's own output with opaque pointers (`-Xclang
/// -opaque-pointers`), the same code llvm-spirv-15 gets with typed pointers.
#[test]
fn legacy_dependency_arrays_equal_llvm_spirv() {
    for t in ["clang-19", "clang-15", "llvm-spirv-15"] {
        if !common::have_tool(t) {
            return;
        }
    }
    let mut totals = (0, 0);
    for (ours, opts) in [
        (&["clang-19"][..], &["-O0"][..]),
        (
            &["clang-15", "-Xclang", "-opaque-pointers"][..],
            &["-O0", "-O1", "-O2"][..],
        ),
    ] {
        let (compared, merges) = legacy_against_llvm_spirv(
            ours,
            opts,
            &["-fno-discard-value-names"],
            inject_index_groups,
            described_loop_controls,
            &["--spirv-ext=+SPV_INTEL_fpga_loop_controls"],
        );
        eprintln!("{ours:?} {opts:?}: {compared} modules, {merges} loops");
        assert!(
            compared >= 6,
            "{ours:?} {opts:?}: {compared} modules compared"
        );
        totals = (totals.0 + compared, totals.1 + merges);
    }
    assert!(
        totals.0 >= 25 && totals.1 >= 30,
        "{} modules, {} loops with DependencyArrayINTEL compared",
        totals.0,
        totals.1
    );
}

/// The assembler (`parir spirv --asm`) against `spirv-as`: the disassembly of every kernel
/// module (llvm-spirv-15's from clang-15, and parir's writer's from clang-19 where it has no
/// INTEL tokens) and the hand-written assembly assemble to the same words (the version and
/// generator words aside). With the INTEL tokens, which spirv-as does not know, the module
/// assembled from parir's disassembly reads back into the same LLVM IR as the original.
#[test]
fn assembler_equals_spirv_as() {
    for t in [
        "clang-19",
        "clang-15",
        "llvm-spirv-15",
        "spirv-as",
        "spirv-dis",
    ] {
        if !common::have_tool(t) {
            return;
        }
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let p = |n: &str| tmp.path().join(n);
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include");
    let words = |f: &Path| -> Vec<u32> {
        let b = std::fs::read(f).expect("read");
        b.chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let same = |text: &Path, what: &str| {
        common::run_ok(
            Command::new("spirv-as")
                .args(["--target-env", "spv1.0"])
                .arg(text)
                .arg("-o")
                .arg(p("theirs.spv")),
        );
        let out = common::parir(
            &[
                "spirv",
                "--asm",
                text.to_str().expect("utf-8"),
                "-o",
                p("ours.spv").to_str().expect("utf-8"),
            ],
            None,
        );
        assert!(
            out.status.success(),
            "{what}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let (mut a, mut b) = (words(&p("ours.spv")), words(&p("theirs.spv")));
        // The version (parir takes the text's `; Version:` line, spirv-as its target
        // environment) and the generator aside.
        for k in [1, 2] {
            a[k] = 0;
            b[k] = 0;
        }
        assert!(a == b, "{what}: parir's assembly differs from spirv-as's");
    };
    let mut checked = 0;
    for f in common::files_with_ext(&spirv_dir().join("asm"), "spvasm") {
        if std::fs::read_to_string(&f).expect("read").contains("INTEL") {
            continue;
        }
        same(&f, &f.display().to_string());
        checked += 1;
    }
    let dis = |spv: &Path, out: &Path| {
        let o = common::parir(&["spirv", "--dis", spv.to_str().expect("utf-8")], None);
        assert!(o.status.success());
        std::fs::write(out, &o.stdout).expect("write");
    };
    let mut intel = 0;
    for k in common::files_with_ext(&spirv_dir().join("kernels"), "cl") {
        let stem = k
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("k")
            .to_string();
        for o in ["-O0", "-O2"] {
            common::run_ok(
                Command::new("clang-15")
                    .args(["-target", "spir64", "-cl-std=CL2.0", o, "-c", "-emit-llvm"])
                    .arg("-I")
                    .arg(&include)
                    .arg(&k)
                    .arg("-o")
                    .arg(p("k.bc")),
            );
            let tr = Command::new("llvm-spirv-15")
                .arg(p("k.bc"))
                .arg("-o")
                .arg(p("k15.spv"))
                .output()
                .expect("llvm-spirv-15 runs");
            if tr.status.success() {
                dis(&p("k15.spv"), &p("k15.spvasm"));
                same(&p("k15.spvasm"), &format!("{stem}{o} (llvm-spirv-15)"));
                checked += 1;
            }
            common::run_ok(
                Command::new("clang-19")
                    .args(["-target", "spir64", "-cl-std=CL2.0", o, "-S", "-emit-llvm"])
                    .arg("-I")
                    .arg(&include)
                    .arg(&k)
                    .arg("-o")
                    .arg(p("k.ll")),
            );
            let w = common::parir(
                &[
                    "spirv",
                    p("k.ll").to_str().expect("utf-8"),
                    "-o",
                    p("w.spv").to_str().expect("utf-8"),
                ],
                None,
            );
            if !w.status.success() {
                continue; // the writer's one refusal
            }
            dis(&p("w.spv"), &p("w.spvasm"));
            if std::fs::read_to_string(p("w.spvasm"))
                .expect("read")
                .contains("INTEL")
            {
                // Assemble parir's text and read both modules back.
                let a = common::parir(
                    &[
                        "spirv",
                        "--asm",
                        p("w.spvasm").to_str().expect("utf-8"),
                        "-o",
                        p("wa.spv").to_str().expect("utf-8"),
                    ],
                    None,
                );
                assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
                let read = |spv: &str| {
                    let r =
                        common::parir(&["spirv", "--read", p(spv).to_str().expect("utf-8")], None);
                    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
                    String::from_utf8_lossy(&r.stdout)
                        .lines()
                        .skip(2)
                        .collect::<Vec<_>>()
                        .join("\n")
                };
                assert_eq!(read("w.spv"), read("wa.spv"), "{stem}{o}");
                intel += 1;
            } else {
                same(&p("w.spvasm"), &format!("{stem}{o} (parir)"));
                checked += 1;
            }
        }
    }
    assert!(checked >= 80, "{checked} modules assembled");
    assert!(intel >= 10, "{intel} modules with INTEL tokens assembled");
}

/// The loops of [`fpga_loop_controls_equal_llvm_spirv`]: each row is one loop's attributes.
const FPGA_LOOPS: &[&[&str]] = &[
    &["!{!\"llvm.loop.ii.count\", i32 4}"],
    &["!{!\"llvm.loop.max_concurrency.count\", i32 3}"],
    &[
        "!{!\"llvm.loop.intel.loopcount_min\", i64 4}",
        "!{!\"llvm.loop.intel.loopcount_max\", i64 4294967396}",
        "!{!\"llvm.loop.intel.loopcount_avg\", i64 12}",
    ],
    &["!{!\"llvm.loop.intel.loopcount_max\", i64 9}"],
    &["!{!\"llvm.loop.intel.pipelining.enable\", i32 1}"],
    &["!{!\"llvm.loop.intel.pipelining.enable\", i32 0}"],
    &["!{!\"llvm.loop.coalesce.enable\"}"],
    &["!{!\"llvm.loop.coalesce.count\", i32 2}"],
    &["!{!\"llvm.loop.intel.speculated.iterations.count\", i32 5}"],
    &["!{!\"llvm.loop.max_interleaving.count\", i32 2}"],
    &["!{!\"llvm.loop.fusion.disable\"}"],
    &["!{!\"llvm.loop.unroll.count\", i32 8}"],
    &[
        "!{!\"llvm.loop.unroll.count\", i32 8}",
        "!{!\"llvm.loop.ii.count\", i32 1}",
        "!{!\"llvm.loop.ivdep.safelen\", i32 3}",
    ],
    &[
        "!{!\"llvm.loop.unroll.disable\"}",
        "!{!\"llvm.loop.max_interleaving.count\", i32 3}",
        "!{!\"llvm.loop.ii.count\", i32 7}",
        "!{!\"llvm.loop.max_concurrency.count\", i32 2}",
    ],
    &[
        "!{!\"llvm.loop.unroll.enable\"}",
        "!{!\"llvm.loop.unroll.count\", i32 4}",
    ],
    &[
        "!{!\"llvm.loop.ii.count\", i32 2}",
        "!{!\"llvm.loop.intel.speculated.iterations.count\", i32 0}",
        "!{!\"llvm.loop.coalesce.enable\"}",
        "!{!\"llvm.loop.fusion.disable\"}",
    ],
    &[
        "!{!\"llvm.loop.unroll.disable\"}",
        "!{!\"llvm.loop.unroll.count\", i32 4}",
    ],
];

/// A kernel of one loop per row of `rows` in loop-simplify form (preheader, latch, dedicated
/// exit), as llvm-spirv-15 shapes them; with `endless`, a last loop without exit whose latch
/// carries `endless`'s attributes (an unstructured loop). Pointer-free, so that LLVM 14 reads
/// it too.
fn fpga_module(rows: &[&[&str]], endless: Option<&[&str]>) -> String {
    let mut out = String::from(
        "target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024\"\n\
         target triple = \"spir64-unknown-unknown\"\n\
         define spir_kernel void @k(i32 %n) {\nentry:\n  br label %p0\n",
    );
    let mut md = String::new();
    let mut id = 0;
    let mut loop_id = |attrs: &[&str], md: &mut String| {
        let me = id;
        let refs: Vec<String> = (1..=attrs.len()).map(|k| format!("!{}", me + k)).collect();
        md.push_str(&format!(
            "!{me} = distinct !{{!{me}, {}}}\n",
            refs.join(", ")
        ));
        for (k, a) in attrs.iter().enumerate() {
            md.push_str(&format!("!{} = {a}\n", me + k + 1));
        }
        id += attrs.len() + 1;
        me
    };
    for (i, attrs) in rows.iter().enumerate() {
        let next = if i + 1 < rows.len() {
            format!("p{}", i + 1)
        } else {
            "last".into()
        };
        let l = loop_id(attrs, &mut md);
        out.push_str(&format!(
            "p{i}:\n  br label %h{i}\nh{i}:\n  %i{i} = phi i32 [ 0, %p{i} ], [ %n{i}, %b{i} ]\n  \
             %c{i} = icmp slt i32 %i{i}, %n\n  br i1 %c{i}, label %b{i}, label %{next}\n\
             b{i}:\n  %n{i} = add i32 %i{i}, 1\n  br label %h{i}, !llvm.loop !{l}\n"
        ));
    }
    match endless {
        Some(attrs) => {
            let l = loop_id(attrs, &mut md);
            out.push_str(&format!(
                "last:\n  br label %forever\nforever:\n  br label %forever, !llvm.loop !{l}\n}}\n"
            ));
        }
        None => out.push_str("last:\n  ret void\n}\n"),
    }
    out + &md
}

/// The loop-control lines of a module as parir disassembles it (spirv-dis 2023.1 cannot
/// print llvm-spirv-15's `LoopCountINTEL`): the version, capabilities, extensions,
/// `OpLoopMerge`s and `OpLoopControlINTEL`s, in order.
fn control_lines(spv: &Path) -> Vec<String> {
    let text = common::parir_stdout(&["spirv", "--dis", spv.to_str().expect("utf-8")]);
    text.lines()
        .map(str::trim)
        .filter(|l| {
            l.starts_with("; Version")
                || [
                    "OpCapability",
                    "OpExtension ",
                    "OpLoopMerge",
                    "OpLoopControlINTEL",
                ]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .map(str::to_string)
        .collect()
}

/// Per `!llvm.loop` branch of a module's text, the attribute nodes its LoopID
/// names (their text), sorted.
fn loop_id_attributes(ll: &str) -> Vec<Vec<String>> {
    let defs: std::collections::HashMap<&str, &str> = ll
        .lines()
        .filter_map(|l| l.split_once(" = "))
        .filter(|(k, _)| k.starts_with('!') && k[1..].chars().all(|c| c.is_ascii_digit()))
        .collect();
    ll.lines()
        .filter_map(|l| l.split_once(", !llvm.loop ").map(|(_, id)| id.trim()))
        .map(|id| {
            let body = defs.get(id).copied().unwrap_or("");
            let mut attrs: Vec<String> = body
                .trim_start_matches("distinct !{")
                .trim_end_matches('}')
                .split(", ")
                .skip(1)
                .filter_map(|r| defs.get(r.trim()).map(|s| s.to_string()))
                .collect();
            attrs.sort();
            attrs
        })
        .collect()
}

/// The FPGA loop controls (SPV_INTEL_fpga_loop_controls), `PartialCount` and
/// `OpLoopControlINTEL` (SPV_INTEL_unstructured_loop_controls) are written as llvm-spirv-15
/// (`--spirv-ext=+all`) writes them for the same loops: the same `OpLoopMerge` and
/// `OpLoopControlINTEL` instructions (masks and parameters in bit order, `LoopCountINTEL`'s
/// three 64-bit counts with -1 for an absent one), the same capabilities, extensions and
/// version (1.4 for `PartialCount`), in both loop-control modes; the module is valid
/// (`spirv-val` after `--strip-intel`, which removes `LoopCountINTEL` that SPIRV-Tools 2023.1
/// misreads), llvm-spirv-15 reads it, and `parir spirv --read` gives every loop its
/// attributes back (`unroll.count` under `unroll.disable` aside: PartialCount may not go with
/// DontUnroll).
#[test]
fn fpga_loop_controls_equal_llvm_spirv() {
    let tools = ["llvm-as-14", "llvm-spirv-15", "spirv-val", "opt-19"];
    if !tools.iter().all(|t| common::have_tool(t)) {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let endless: &[&str] = &["!{!\"llvm.loop.max_concurrency.count\", i32 2}"];
    let without_ivdep: Vec<&[&str]> = FPGA_LOOPS
        .iter()
        .copied()
        .filter(|r| !r.iter().any(|a| a.contains("ivdep")))
        .collect();
    let cases: [(&str, &[&[&str]], Option<&[&str]>, &str); 3] = [
        ("legacy", FPGA_LOOPS, None, "legacy"),
        ("intel", &without_ivdep, None, "intel"),
        ("unstructured", &FPGA_LOOPS[..2], Some(endless), "legacy"),
    ];
    for (name, rows, endless, mode) in cases {
        let text = fpga_module(rows, endless);
        let ll = tmp.path().join(format!("{name}.ll"));
        std::fs::write(&ll, &text).expect("write");
        let bc = tmp.path().join(format!("{name}.bc"));
        common::run_ok(Command::new("llvm-as-14").arg(&ll).arg("-o").arg(&bc));
        let theirs = tmp.path().join(format!("{name}.ref.spv"));
        common::run_ok(
            Command::new("llvm-spirv-15")
                .arg(&bc)
                .arg("--spirv-ext=+all")
                .arg("-o")
                .arg(&theirs),
        );
        let ours = tmp.path().join(format!("{name}.spv"));
        let ll_s = ll.to_str().expect("utf-8");
        let ours_s = ours.to_str().expect("utf-8");
        common::parir_stdout(&[
            "spirv",
            &format!("--loop-controls={mode}"),
            ll_s,
            "-o",
            ours_s,
        ]);
        assert_eq!(
            control_lines(&ours),
            control_lines(&theirs),
            "{name}: loop controls differ from llvm-spirv-15's"
        );
        let stripped = tmp.path().join(format!("{name}.std.spv"));
        common::parir_stdout(&[
            "spirv",
            "--strip-intel",
            ours_s,
            "-o",
            stripped.to_str().expect("utf-8"),
        ]);
        common::run_ok(Command::new("spirv-val").arg(&stripped));
        common::run_ok(
            Command::new("llvm-spirv-15")
                .arg("-r")
                .arg(&ours)
                .arg("-o")
                .arg(tmp.path().join(format!("{name}.rev.bc"))),
        );
        let back = tmp.path().join(format!("{name}.rev.ll"));
        common::parir_stdout(&[
            "spirv",
            "--read",
            ours_s,
            "-o",
            back.to_str().expect("utf-8"),
        ]);
        common::run_ok(
            Command::new("opt-19")
                .args(["-passes=verify", "-disable-output"])
                .arg(&back),
        );
        let expected: Vec<Vec<String>> = loop_id_attributes(&text)
            .into_iter()
            .map(|mut attrs| {
                let disabled = attrs.iter().any(|a| a.contains("unroll.disable"));
                attrs.retain(|a| {
                    !(mode == "intel" && a.contains("ivdep"))
                        && !(disabled && a.contains("unroll.count"))
                });
                attrs
            })
            .collect();
        let mut expected = expected;
        expected.sort();
        let back_text = std::fs::read_to_string(&back).expect("read");
        // The reader lays blocks out in its own order: the loops compare as a multiset.
        let mut got = loop_id_attributes(&back_text);
        got.sort();
        assert_eq!(got, expected, "{name}: the loop attributes read back");
    }
}
