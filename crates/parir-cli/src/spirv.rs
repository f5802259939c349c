//! `parir spirv`: SPIR-V tools (`--read` back to LLVM IR, `--asm` from text). `parir spirv IN.ll -o OUT.spv` writes LLVM IR of OpenCL C
//! kernels as SPIR-V 1.0 for the OpenCL environment, with the loop-dependence annotations as
//! the draft INTEL tokens (after `ivdep-lower` and `ivdep-to-spirv-friendly`); `--dis` disassembles a binary in
//! `spirv-dis`'s syntax (the draft SPV_INTEL_loop_dependence_annotations tokens by name).

use std::process::ExitCode;

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Controls {
    Intel,
    Legacy,
}

#[derive(clap::Args, Debug)]
pub struct SpirvArgs {
    /// Disassemble the SPIR-V binary IN instead of writing IN (a .ll file) as SPIR-V.
    #[arg(long, conflicts_with = "read")]
    pub dis: bool,
    /// Assemble IN (text in spirv-dis's syntax, the INTEL tokens included) into the binary
    /// -o OUT.spv.
    #[arg(long, conflicts_with_all = ["read", "dis"])]
    pub asm: bool,
    /// With --asm: ids named by numbers keep them (spirv-as --preserve-numeric-ids).
    #[arg(long, requires = "asm")]
    pub preserve_numeric_ids: bool,
    /// Read the SPIR-V binary IN back into LLVM IR (written to -o or standard output): access
    /// groups and loop attributes from the INTEL tokens, work-item built-ins, barriers,
    /// atomics and OpenCL.std as OpenCL C built-in calls.
    #[arg(long)]
    pub read: bool,
    /// Print ids as numbers (`spirv-dis --raw-id`) instead of friendly names.
    #[arg(long)]
    pub raw_id: bool,
    /// Leave out the header comments (`spirv-dis --no-header`).
    #[arg(long)]
    pub no_header: bool,
    /// How loop annotations become loop controls: `intel` (the draft
    /// SPV_INTEL_loop_dependence_annotations from access groups) or `legacy` (what
    /// llvm-spirv-15 emits for intel/llvm's `llvm.loop.ivdep.*`: DependencyInfinite,
    /// DependencyLength; access groups and parir.h markers are then not translated).
    #[arg(long, value_enum, default_value = "intel")]
    pub loop_controls: Controls,
    /// Leave out the draft SPV_INTEL_loop_dependence_annotations tokens (standard SPIR-V for
    /// tools that do not know them); IN may also be a .spv file to strip.
    #[arg(long)]
    pub strip_intel: bool,
    /// Output file (`-`: standard output, the default): a file is replaced atomically, a device
    /// or FIFO written in place, a symbolic link followed.
    #[arg(short, long)]
    pub output: Option<String>,
    /// Input .ll file (or .spv with --dis), or `-` for standard input.
    pub input: String,
}

pub fn run(args: SpirvArgs) -> Result<ExitCode, String> {
    if args.read {
        return read(args);
    }
    if args.asm {
        return assemble(args);
    }
    if !args.dis {
        return write(args);
    }
    let (name, bytes) = crate::io::read_bytes(&args.input)?;
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
            eprintln!("error: {name}: {e}");
            Ok(ExitCode::from(1))
        }
    }
}

/// `parir spirv --asm IN.spvasm -o OUT.spv`.
fn assemble(args: SpirvArgs) -> Result<ExitCode, String> {
    let Some(out) = args.output.as_deref() else {
        return Err("assembling needs an output file (-o OUT.spv)".into());
    };
    let (name, src) = crate::io::read_input(&args.input)?;
    let opts = parir_spirv::asm::Options {
        preserve_numeric_ids: args.preserve_numeric_ids,
    };
    match parir_spirv::asm::assemble_with(&src, opts) {
        Ok(m) => {
            crate::io::write_output(Some(out), &m.to_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("error: {name}:{e}");
            Ok(ExitCode::from(1))
        }
    }
}

/// `parir spirv --read IN.spv [-o OUT.ll]`.
fn read(args: SpirvArgs) -> Result<ExitCode, String> {
    let (name, bytes) = crate::io::read_bytes(&args.input)?;
    match parir_spirv::binary::parse(&bytes).and_then(|m| parir_spirv::reader::read(&m, &name)) {
        Ok(m) => {
            let text = parir_ir::printer::print_module(&m);
            crate::io::write_output(args.output.as_deref(), text.as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("error: {name}: {e}");
            Ok(ExitCode::from(1))
        }
    }
}

/// `parir spirv IN.ll -o OUT.spv`.
fn write(args: SpirvArgs) -> Result<ExitCode, String> {
    let Some(out) = args.output.as_deref() else {
        return Err("writing SPIR-V needs an output file (-o OUT.spv)".into());
    };
    if args.strip_intel && args.input != "-" {
        let (name, bytes) = crate::io::read_bytes(&args.input)?;
        if parir_spirv::binary::words(&bytes).is_ok() {
            // A binary: strip it.
            return match parir_spirv::binary::parse(&bytes)
                .and_then(|m| parir_spirv::strip::strip_intel(&m))
            {
                Ok(m) => {
                    crate::io::write_output(Some(out), &m.to_bytes())?;
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => {
                    eprintln!("error: {name}: {e}");
                    Ok(ExitCode::from(1))
                }
            };
        }
    }
    let (name, src) = crate::io::read_input(&args.input)?;
    let Some(mut m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    let controls = match args.loop_controls {
        Controls::Intel => parir_spirv::writer::LoopControls::Intel,
        Controls::Legacy => parir_spirv::writer::LoopControls::Legacy,
    };
    let (spv, warnings) = match write_module_with(&mut m, controls) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {name}: {e}");
            return Ok(ExitCode::from(1));
        }
    };
    for w in &warnings {
        eprintln!("{}", w.render(&name, &src));
    }
    let spv = if args.strip_intel {
        parir_spirv::strip::strip_intel(&spv).map_err(|e| e.to_string())?
    } else {
        spv
    };
    crate::io::write_output(Some(out), &spv.to_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// What `parir spirv IN.ll` does to a verified module: the annotations as the writer takes
/// them (parir.h markers and DPC++ metadata lowered to access groups by `ivdep-lower`,
/// `no_depends*` in the SPIR-V-friendly form, then `dce` for what only fed the deleted
/// marker calls), then the writer. The SPIR-V, and the annotation passes' warnings.
pub fn write_module(
    m: &mut parir_ir::Module,
) -> Result<(parir_spirv::binary::Module, Vec<parir_annot::diag::Warning>), String> {
    write_module_with(m, parir_spirv::writer::LoopControls::Intel)
}

/// [`write_module`] with the loop controls chosen (legacy: no annotation pass runs, the
/// intel/llvm metadata goes to the writer as it is).
pub fn write_module_with(
    m: &mut parir_ir::Module,
    controls: parir_spirv::writer::LoopControls,
) -> Result<(parir_spirv::binary::Module, Vec<parir_annot::diag::Warning>), String> {
    let opts = parir_spirv::writer::Options {
        loop_controls: controls,
    };
    // A loop with loop metadata and several latches gets a single backedge block, the one
    // continue target OpLoopMerge can name (otherwise its controls could not be carried).
    // `optnone` functions too, as llvm-spirv-15 does (opt's pipeline would skip them).
    for g in parir_spirv::writer::functions_needing_single_latch(m) {
        parir_transform::loop_simplify::simplify_function(m, g);
    }
    if controls == parir_spirv::writer::LoopControls::Legacy {
        let spv = parir_spirv::writer::write_with(m, opts).map_err(|e| e.to_string())?;
        return Ok((spv, Vec::new()));
    }
    let (lowered, mut warnings) = parir_annot::ivdep::lower_module(m);
    warnings.extend(parir_annot::ivdep::spirv::to_spirv_friendly(m).1);
    if lowered {
        let pm = parir_transform::manager::PassManager::parse("dce").map_err(|e| e.to_string())?;
        pm.run(m, &parir_transform::manager::PipelineOptions::default())
            .map_err(|e| e.to_string())?;
    }
    let spv = parir_spirv::writer::write_with(m, opts).map_err(|e| e.to_string())?;
    Ok((spv, warnings))
}
