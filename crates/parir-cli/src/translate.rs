//! `parir translate --from F --to T IN.ll [-o OUT]` and `parir translate --list`: the
//! PREPARE/EXTRACT translators (`llvmpar-extension-mechanism-rfc.txt`, "Proposed workflows")
//! and the claim translators between annotation forms, by the names of the forms. The pairs
//! are not written here: each is recognize(from) then emit(to), derived by
//! [`parir_annot::model::systems`] from what the parallel model carries between the two
//! systems; what a translation cannot express is a located warning on standard error
//! (docs/translators.md).

use parir_annot::model::systems::{self, System, SYSTEMS};
use parir_transform::manager::{PassManager, PipelineOptions};
use std::process::ExitCode;

/// An IR form parir translates from or to: the name of one of parir-annot's systems
/// ([`parir_annot::model::systems::SYSTEMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form(System);

impl clap::ValueEnum for Form {
    fn value_variants<'a>() -> &'a [Self] {
        static FORMS: std::sync::OnceLock<Vec<Form>> = std::sync::OnceLock::new();
        FORMS.get_or_init(|| SYSTEMS.iter().map(|s| Form(s.system)).collect())
    }
    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let info = self.0.info();
        Some(clap::builder::PossibleValue::new(info.name).help(info.about))
    }
}

/// Arguments of `parir translate`.
#[derive(clap::Args)]
pub struct TranslateArgs {
    /// The form of the input.
    #[arg(long, value_enum, required_unless_present = "list")]
    from: Option<Form>,
    /// The form to write.
    #[arg(long, value_enum, required_unless_present = "list")]
    to: Option<Form>,
    /// Input .ll file, or `-` for standard input.
    #[arg(required_unless_present = "list")]
    input: Option<String>,
    /// Output file (`-`: standard output, the default): a file is replaced atomically, a device
    /// or FIFO written in place, a symbolic link followed.
    #[arg(short, long)]
    output: Option<String>,
    /// Print the supported pairs as a table and exit.
    #[arg(long)]
    list: bool,
}

/// Runs `parir translate`.
pub fn run(args: TranslateArgs) -> Result<ExitCode, String> {
    if args.list {
        crate::io::write_output(None, systems::table().as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let (Some(from), Some(to), Some(input)) = (args.from, args.to, args.input) else {
        return Err("parir translate needs --from, --to and an input file".to_string());
    };
    let Some(t) = systems::translation(from.0, to.0) else {
        return Err(format!(
            "no translation from {} to {}: {} (parir translate --list shows the pairs)",
            from.0.name(),
            to.0.name(),
            systems::why_not(from.0, to.0)
        ));
    };
    let pm =
        PassManager::parse_in(&t.passes, &crate::opt::registry()).map_err(|e| e.to_string())?;
    let (name, src) = crate::io::read_input(&input)?;
    let Some(mut m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    let opts = PipelineOptions {
        verify_each: true,
        ..PipelineOptions::default()
    };
    if crate::opt::run_pipeline(&pm, &mut m, &name, &src, &opts)?.is_none() {
        return Ok(ExitCode::from(1));
    }
    crate::io::write_streamed(args.output.as_deref(), |w| {
        parir_ir::printer::write_module(&m, &mut &mut *w)
    })?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every derived translation names passes the CLI's registry has, and every form is a
    /// value of `--from`/`--to`.
    #[test]
    fn every_translation_parses() {
        let reg = crate::opt::registry();
        for t in systems::translations() {
            assert!(
                PassManager::parse_in(&t.passes, &reg).is_ok(),
                "{}",
                t.passes
            );
        }
        assert_eq!(
            <Form as clap::ValueEnum>::value_variants().len(),
            SYSTEMS.len()
        );
    }
}
