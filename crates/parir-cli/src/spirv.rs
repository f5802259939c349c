//! `parir spirv`: SPIR-V tools. `--dis` disassembles a binary in `spirv-dis`'s syntax
//! (the draft SPV_INTEL_loop_dependence_annotations tokens by name).

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct SpirvArgs {
    /// Disassemble the SPIR-V binary IN (required: the disassembler is the mode parir has).
    #[arg(long, required = true)]
    pub dis: bool,
    /// Print ids as numbers (`spirv-dis --raw-id`) instead of friendly names.
    #[arg(long)]
    pub raw_id: bool,
    /// Leave out the header comments (`spirv-dis --no-header`).
    #[arg(long)]
    pub no_header: bool,
    /// Output file (written atomically); standard output if omitted.
    #[arg(short, long)]
    pub output: Option<String>,
    /// Input .spv file, or `-` for standard input.
    pub input: String,
}

pub fn run(args: SpirvArgs) -> Result<ExitCode, String> {
    let bytes = if args.input == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        b
    } else {
        std::fs::read(&args.input).map_err(|e| format!("cannot read '{}': {e}", args.input))?
    };
    let opts = parir_spirv::dis::Options {
        raw_ids: args.raw_id,
        no_header: args.no_header,
    };
    match parir_spirv::dis::disassemble(&bytes, opts) {
        Ok(text) => {
            crate::io::write_output(args.output.as_deref(), text.as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("error: {}: {e}", args.input);
            Ok(ExitCode::from(1))
        }
    }
}
