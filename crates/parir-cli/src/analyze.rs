//! `parir analyze`: runs analysis printer passes on a module, like
//! `opt-19 -passes='print<...>' -disable-output` (issue 3, item 2).
//!
//! The output is the same text opt prints, written to standard output (opt writes it to
//! standard error). Several passes separated by commas run per function in order, as in opt's
//! pass pipelines: `parir analyze -p 'print<domtree>,print<loops>' in.ll`.

use std::process::ExitCode;

/// Runs the printer passes `passes` on the module in file `input` (`-` for standard input).
pub fn run(passes: &str, input: &str) -> Result<ExitCode, String> {
    let names: Vec<&str> = passes.split(',').map(str::trim).collect();
    if let Some(bad) = names
        .iter()
        .find(|p| !parir_analysis::printer::PASSES.contains(p))
    {
        return Err(format!(
            "unknown pass '{bad}' (known: {})",
            parir_analysis::printer::PASSES.join(", ")
        ));
    }
    let (name, src) = crate::io::read_input(input)?;
    let Some(m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    drop(src);
    let text = parir_analysis::printer::run_printer_passes(&m, &names)
        .ok_or_else(|| format!("unknown pass in '{passes}'"))?;
    crate::io::write_output(None, text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
