//! Times the phases of `parir verify` on one file: read, parse, verify (best of N runs).
//!
//! `cargo run --release -p parir-ir --example phases -- FILE [RUNS]`
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: phases FILE [RUNS]");
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(3);
    let (mut best_parse, mut best_verify) = (f64::MAX, f64::MAX);
    for _ in 0..runs {
        let src = std::fs::read_to_string(&path).expect("readable");
        let t = Instant::now();
        let m = match parir_ir::parser::parse_module(&src, &path) {
            Ok(m) => m,
            Err(d) => {
                eprint!("{}", d.render(&path, &src));
                std::process::exit(1);
            }
        };
        best_parse = best_parse.min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let r = parir_ir::verifier::verify_module(&m);
        best_verify = best_verify.min(t.elapsed().as_secs_f64());
        if let Err(e) = r {
            eprintln!("{} verifier errors", e.len());
        }
        drop(m);
    }
    println!("parse {best_parse:.3} s, verify {best_verify:.3} s");
}
