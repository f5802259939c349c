//! Prints the sizes of a parsed module's tables (a debugging aid for memory use).
fn main() {
    for path in std::env::args().skip(1) {
        let src = std::fs::read_to_string(&path).expect("readable");
        let m = match parir_ir::parser::parse_module(&src, &path) {
            Ok(m) => m,
            Err(d) => {
                eprint!("{}", d.render(&path, &src));
                continue;
            }
        };
        let insts: usize = m
            .functions()
            .filter_map(|(_, f)| f.body.as_ref())
            .map(|b| b.insts.len())
            .sum();
        let blocks: usize = m
            .functions()
            .filter_map(|(_, f)| f.body.as_ref())
            .map(|b| b.blocks.len())
            .sum();
        println!(
            "{path}: {} functions, {blocks} blocks, {insts} instructions, {} types, {} constants, {} metadata nodes, {} attribute sets",
            m.functions().count(),
            m.types.len(),
            m.consts.len(),
            m.md.num_nodes(),
            m.attrs.len()
        );
    }
}
