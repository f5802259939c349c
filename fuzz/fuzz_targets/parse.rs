//! Fuzz target for the `.ll` reader: any input must either be rejected with a located
//! diagnostic or parse into a module whose printed form parses again and prints identically.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    match parir_ir::parser::parse_module(src, "fuzz.ll") {
        Err(d) => {
            // The diagnostic must point into the input.
            assert!(d.span.start <= src.len());
            let _ = d.render("fuzz.ll", src);
        }
        Ok(m) => {
            let _ = parir_ir::verifier::verify_module(&m);
            let printed = parir_ir::printer::print_module(&m);
            let m2 = parir_ir::parser::parse_module(&printed, "fuzz.ll")
                .expect("printed module must parse again");
            let printed2 = parir_ir::printer::print_module(&m2);
            assert_eq!(printed, printed2, "print -> parse -> print is not idempotent");
        }
    }
});
