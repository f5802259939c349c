//! `parir check IN`: lints the parallelism annotations of a module (issue 4: "lints the
//! annotations of a module ... with stable warning names and locations").
//!
//! The input is parsed and verified first (errors as for `parir verify`); then the lints of
//! every annotation system run (`parir_annot::check_module`: `parir_annot::ivdep::check`,
//! then the claims model's `parir_annot::claims::check`). Output on standard output, one warning per line
//! (`warning: LOC: message [name] (at f.ll:L:C)`, LLVM's layout: LOC is the user's source
//! location from `!dbg`, or `<unknown>:0:0` as in LLVM; the `.ll` position follows); with `--format json` one JSON object:
//! `{"file": ..., "warnings": [{"name", "severity", "message", "location", "ll", "source",
//! "function"}, ...]}`; with `--format yaml` LLVM's YAML optimization-remark format (one
//! `!Failure` remark per warning, whose pass is the checker: `ivdep-check`, `parallel-claims` or `csa-check`, readable by `llvm-remarkutil` and
//! LLVM's remark tooling).
//!
//! Exit codes: 0 when the module is valid (warnings or not), 1 when it does not parse or
//! verify, when a lint reports an error (a malformed CSA region, ...), or when
//! `--deny-warnings` is given and there are warnings; 2 for usage errors.
//! Warnings are advice about annotations LLVM would accept, so they do not fail a build by
//! default, like compiler warnings.

use std::fmt::Write as _;
use std::process::ExitCode;

/// Output formats of `parir check`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
    /// LLVM's YAML optimization-remark format.
    Yaml,
}

/// Arguments of `parir check`.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// Input .ll file, or `-` for standard input.
    input: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Exit with code 1 when there are warnings.
    #[arg(long)]
    deny_warnings: bool,
    /// The module before a transformation: also report what the transformation moved across
    /// the boundaries of directive regions (property D of the LLVMPar RFC: atomics, fences
    /// and volatile accesses; other memory operations as warnings) and the regions it lost.
    #[arg(long, value_name = "OLD.ll")]
    against: Option<String>,
    /// Run only these checkers (comma-separated): ivdep-check, parallel-claims, csa-check,
    /// directive-check, loop-transforms.
    #[arg(long, value_delimiter = ',', value_name = "CHECKER")]
    only: Vec<String>,
}

/// Runs `parir check`.
pub fn run(args: CheckArgs) -> Result<ExitCode, String> {
    if let Some(bad) = args
        .only
        .iter()
        .find(|c| !parir_annot::CHECKERS.contains(&c.as_str()))
    {
        return Err(format!(
            "unknown checker '{bad}' (known: {})",
            parir_annot::CHECKERS.join(", ")
        ));
    }
    let (name, src) = crate::io::read_input(&args.input)?;
    let Some(m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    let mut tagged = if args.only.is_empty() {
        parir_annot::check_module(&m)
    } else {
        let only: Vec<&str> = args.only.iter().map(String::as_str).collect();
        parir_annot::check_module_only(&m, &only)
    };
    if let Some(old_path) = &args.against {
        let (old_name, old_src) = crate::io::read_input(old_path)?;
        let Some(old) = crate::parse_or_report(&old_name, &old_src) else {
            return Ok(ExitCode::from(1));
        };
        if !crate::verify_or_report(&old, &old_name, &old_src) {
            return Ok(ExitCode::from(1));
        }
        tagged.extend(
            parir_annot::directives::against::compare(&old, &m)
                .into_iter()
                .map(|w| ("directive-check", w)),
        );
    }
    let warnings: Vec<&parir_annot::diag::Warning> = tagged.iter().map(|(_, w)| w).collect();
    let mut out = String::new();
    match args.format {
        Format::Text => {
            for w in &warnings {
                let _ = writeln!(out, "{}", w.render(&name, &src));
            }
        }
        Format::Json => {
            let ws: Vec<serde_json::Value> =
                warnings.iter().map(|w| w.to_json(&name, &src)).collect();
            let doc = serde_json::json!({ "file": name, "warnings": ws });
            let _ = writeln!(out, "{doc}");
        }
        Format::Yaml => {
            for (pass, w) in &tagged {
                out.push_str(&w.to_yaml_remark(pass));
            }
        }
    }
    crate::io::write_output(None, out.as_bytes())?;
    // The count after the warnings it counts (standard output is written first).
    let n = warnings.len();
    if args.format == Format::Text && n > 0 {
        eprintln!(
            "parir: {name}: {n} warning{}",
            if n == 1 { "" } else { "s" }
        );
    }
    let errors = warnings.iter().any(|w| w.is_error());
    Ok(if errors || (args.deny_warnings && !warnings.is_empty()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
