//! Fuzz target for the `.spv` reader (`parir spirv --read`): any input must either be
//! rejected with a located error (a word offset inside the input and a message) or read
//! into a module that verifies and has at least one function (a module cut short is an
//! error, never an empty module, issue 26). The disassembler must not panic either.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = parir_spirv::dis::disassemble(data, parir_spirv::dis::Options::default());
    let read =
        parir_spirv::binary::parse(data).and_then(|m| parir_spirv::reader::read(&m, "fuzz.spv"));
    match read {
        Err(e) => {
            assert!(e.word <= data.len() / 4, "error past the end: {e}");
            assert!(!e.message.is_empty());
        }
        Ok(m) => {
            assert!(
                parir_ir::verifier::verify_module(&m).is_ok(),
                "the reader's module does not verify"
            );
            assert!(
                m.globals
                    .iter()
                    .any(|(_, g)| g.as_func().is_some_and(|f| f.body.is_some())),
                "a module read back without a function"
            );
            let _ = parir_ir::printer::print_module(&m);
        }
    }
});
