//! Parses every file given on the command line and reports the first error of each.
fn main() {
    let mut ok = 0;
    let mut bad = 0;
    for path in std::env::args().skip(1) {
        let src = match std::fs::read_to_string(&path) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        match parir_ir::parser::parse_module(&src, &path) {
            Ok(_) => ok += 1,
            Err(d) => {
                bad += 1;
                eprint!("{}", d.render(&path, &src));
            }
        }
    }
    println!("{ok} parsed, {bad} failed");
}
