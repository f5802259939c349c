//! The parallel reader (top level first, function bodies on all cores, interned entities merged
//! back) must build exactly the module the sequential reader builds: checked by printing both,
//! on every sample, with parallel reading forced for inputs of any size.

use parir_ir::parser::{parse_module_with, ReadOptions};
use std::path::Path;

#[test]
fn parallel_and_sequential_readers_agree() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/samples");
    let always = ReadOptions {
        min_parallel_bytes: 0,
        ..ReadOptions::default()
    };
    // Every body lexed on a thread of its own, with its arenas faulted in by another.
    let piped = ReadOptions {
        min_parallel_bytes: 0,
        min_piped_body_bytes: 0,
        min_prefault_bytes: 0,
        ..ReadOptions::default()
    };
    let never = ReadOptions {
        min_parallel_bytes: usize::MAX,
        ..ReadOptions::default()
    };
    let mut n = 0;
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus/samples")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    for f in files {
        let name = f.display().to_string();
        let src = std::fs::read_to_string(&f).expect("readable");
        let par = parse_module_with(&src, &name, &always).expect("parses in parallel");
        let seq = parse_module_with(&src, &name, &never).expect("parses sequentially");
        let pip = parse_module_with(&src, &name, &piped).expect("parses with piped lexing");
        let seq_text = parir_ir::printer::print_module(&seq);
        assert_eq!(parir_ir::printer::print_module(&par), seq_text, "{name}");
        assert_eq!(
            parir_ir::printer::print_module(&pip),
            seq_text,
            "{name} (piped)"
        );
        n += 1;
    }
    assert!(n >= 30, "expected the corpus samples, found {n}");
}

#[test]
fn bodies_not_ending_on_their_own_line_fall_back_to_the_sequential_reader() {
    // The top-level pass guesses body ends from lines holding only `}`; here the guess is wrong
    // for @f (its body closes mid-line) and the reader must still get everything right.
    let src = "define i32 @f() { ret i32 1 }\ndefine i32 @g() {\n  ret i32 2\n}\n";
    for opts in [
        ReadOptions {
            min_parallel_bytes: 0,
            ..ReadOptions::default()
        },
        ReadOptions {
            min_parallel_bytes: 0,
            min_piped_body_bytes: 0,
            min_prefault_bytes: 0,
            ..ReadOptions::default()
        },
    ] {
        let m = parse_module_with(src, "t.ll", &opts).expect("parses");
        let text = parir_ir::printer::print_module(&m);
        assert!(text.contains("define i32 @f() {\n  ret i32 1\n}"), "{text}");
        assert!(text.contains("define i32 @g() {\n  ret i32 2\n}"), "{text}");
    }
}

#[test]
fn errors_in_piped_bodies_are_the_sequential_readers() {
    // A body with an error makes the parallel reader fall back, so the message and location
    // are the sequential reader's.
    let src = "define i32 @f() {\n  %a = add i32 1, 2\n  %a = add i32 3, 4\n  ret i32 %a\n}\n";
    let piped = ReadOptions {
        min_parallel_bytes: 0,
        min_piped_body_bytes: 0,
        min_prefault_bytes: 0,
        ..ReadOptions::default()
    };
    let never = ReadOptions {
        min_parallel_bytes: usize::MAX,
        ..ReadOptions::default()
    };
    let a = parse_module_with(src, "t.ll", &piped).unwrap_err();
    let b = parse_module_with(src, "t.ll", &never).unwrap_err();
    assert_eq!((a.message, a.span), (b.message, b.span));
}

#[test]
fn a_body_of_many_token_chunks_reads_the_same_piped() {
    // Enough tokens for many chunk hand-overs, with PHI lists (whose `, [` continuation needs a
    // look-ahead token, sometimes across a chunk boundary) throughout.
    use std::fmt::Write;
    let mut src = String::from("define i32 @f(i32 %n) {\nentry:\n  br label %loop\nloop:\n");
    for k in 0..20000 {
        let _ = writeln!(
            src,
            "  %p{k} = phi i32 [ {k}, %entry ], [ %q{k}, %loop ], !dbg !{}",
            k % 3
        );
    }
    for k in 0..20000 {
        let _ = writeln!(src, "  %q{k} = add nsw i32 %p{k}, {}", k % 7);
    }
    src.push_str("  %c = icmp slt i32 %q0, %n\n  br i1 %c, label %loop, label %exit\nexit:\n  ret i32 %q19999\n}\n");
    src.push_str("!0 = !{}\n!1 = !{!0}\n!2 = !{!1}\n");
    let piped = ReadOptions {
        min_parallel_bytes: 0,
        min_piped_body_bytes: 0,
        min_prefault_bytes: 0,
        ..ReadOptions::default()
    };
    let never = ReadOptions {
        min_parallel_bytes: usize::MAX,
        ..ReadOptions::default()
    };
    let a = parse_module_with(&src, "t.ll", &piped).expect("parses piped");
    let b = parse_module_with(&src, "t.ll", &never).expect("parses");
    assert_eq!(
        parir_ir::printer::print_module(&a),
        parir_ir::printer::print_module(&b)
    );
}
