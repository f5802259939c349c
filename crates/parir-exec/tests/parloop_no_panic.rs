//! `parir_exec::parloop` never panics, on any IR the reader accepts (verified or not): every
//! function of the corpus (samples, csmith programs, the invalid inputs that still parse),
//! of the ivdep filetests (before and after `ivdep-lower`) and of the parloop filetests, and
//! of every parloop filetest with any one instruction removed (dangling uses, blocks
//! without terminator, phis without their incoming value).

use parir_exec::parloop::{annotated_loops, explain};
use parir_ir::Module;
use std::path::{Path, PathBuf};

fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            ll_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

/// Analyses every function; returns (annotated loops, parallel ones).
fn analyse(m: &Module) -> (usize, usize) {
    let (mut n, mut par) = (0, 0);
    for (f, func) in m.functions() {
        if func.body.is_none() {
            continue;
        }
        for lp in annotated_loops(m, f) {
            assert!(!explain(m, f, &lp).is_empty());
            n += 1;
            par += usize::from(lp.plan.is_ok());
        }
    }
    (n, par)
}

#[test]
fn corpus_and_annotated_filetests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    ll_files(&root.join("corpus"), &mut files);
    ll_files(&root.join("crates/parir-annot/tests/filetests"), &mut files);
    ll_files(&root.join("crates/parir-exec/tests/parloop"), &mut files);
    files.sort();
    let (mut parsed, mut loops, mut parallel) = (0, 0, 0);
    for p in &files {
        let Ok(src) = std::fs::read_to_string(p) else {
            continue;
        };
        let name = p.to_string_lossy();
        let Ok(mut m) = parir_ir::parser::parse_module(&src, &name) else {
            continue;
        };
        parsed += 1;
        let (n, par) = analyse(&m);
        loops += n;
        parallel += par;
        parir_annot::ivdep::lower_module(&mut m);
        let (n, par) = analyse(&m);
        loops += n;
        parallel += par;
    }
    // The run must have seen real work: the annotated filetests alone have dozens of loops.
    assert!(parsed > 100, "{parsed} files parsed");
    assert!(
        loops > 50 && parallel > 10,
        "{loops} annotated loops, {parallel} parallel"
    );
}

#[test]
fn filetests_with_one_instruction_removed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/parloop");
    let mut files = Vec::new();
    ll_files(&dir, &mut files);
    files.sort();
    let mut variants = 0;
    for p in &files {
        let src = std::fs::read_to_string(p).expect("filetest");
        let m = parir_ir::parser::parse_module(&src, "t.ll").expect("filetest parses");
        for (f, func) in m.functions() {
            let Some(body) = &func.body else { continue };
            for &b in &body.layout {
                for k in 0..body.blocks[b].insts.len() {
                    let mut m2 = m.clone();
                    let Some(body2) = m2.globals[f].as_func_mut().and_then(|x| x.body.as_mut())
                    else {
                        continue;
                    };
                    let i = body2.blocks[b].insts.remove(k);
                    // Half the time the instruction also forgets its block.
                    if k % 2 == 0 {
                        body2.inst_block[i] = None;
                    }
                    analyse(&m2);
                    variants += 1;
                }
            }
        }
    }
    assert!(variants > 300, "{variants} variants");
}
