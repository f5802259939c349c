//! The commands of a `parir cc` run: for each source, frontend → parir's early pipeline →
//! opt-19 → code generation, then the link; and their text for `-###`.

use super::options::{
    accepts, Input, InputKind, Invocation, Item, Level, Phase, SaveTemps, UsageError, CG, FE, LINK,
};
use std::collections::HashSet;
use std::path::Path;

/// The LLVM tools parir cc runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Program {
    /// clang-19: C frontend, code generation, assembly, C link.
    Clang,
    /// clang++-19: C++ frontend and link.
    ClangXX,
    /// flang-new-19: Fortran frontend and link.
    Flang,
    /// opt-19: LLVM's optimization pipeline.
    Opt,
}

/// A tool run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub program: Program,
    pub args: Vec<String>,
    /// The index in `args` of an output that is one of the command's results (not an
    /// intermediate file): the tool writes it next to its final place, and it is renamed
    /// into place once the tool succeeded.
    pub final_output: Option<usize>,
    /// Drop the `BISECT: ` lines the tool prints (flang-new-19 with
    /// `-mllvm -opt-bisect-limit=0`, see the module documentation of `cc`).
    pub quiet_bisect: bool,
}

/// One step of the plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Run(Run),
    /// parir's early pipeline, in process: `parir opt -passes=PASSES INPUT -o OUTPUT`.
    Parir {
        input: String,
        output: String,
        passes: String,
        /// The user's file the IR comes from, for messages.
        source: String,
    },
}

/// The steps of a run and the warnings found while planning it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub steps: Vec<Step>,
    pub warnings: Vec<String>,
}

impl Plan {
    /// The tools the plan runs, each once.
    pub fn programs(&self) -> Vec<Program> {
        let mut out = Vec::new();
        for s in &self.steps {
            if let Step::Run(r) = s {
                if !out.contains(&r.program) {
                    out.push(r.program);
                }
            }
        }
        out
    }
}

/// Where intermediate files go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkDir {
    /// The directory; empty for the current one (`-save-temps`).
    pub dir: String,
    /// Whether the files are kept (`-save-temps`).
    pub kept: bool,
}

impl WorkDir {
    fn file(&self, name: &str) -> String {
        if self.dir.is_empty() {
            name.to_string()
        } else {
            Path::new(&self.dir)
                .join(name)
                .to_string_lossy()
                .into_owned()
        }
    }
}

/// The work directory of `-save-temps[=obj]`, else `temp` (a fresh temporary directory).
pub fn work_dir(inv: &Invocation, temp: &str) -> WorkDir {
    match inv.save_temps {
        None => WorkDir {
            dir: temp.to_string(),
            kept: false,
        },
        Some(SaveTemps::Cwd) => WorkDir {
            dir: String::new(),
            kept: true,
        },
        Some(SaveTemps::Obj) => WorkDir {
            dir: inv
                .output
                .as_deref()
                .and_then(|o| Path::new(o).parent())
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default(),
            kept: true,
        },
    }
}

fn stem(path: &str) -> String {
    Path::new(path)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "input".to_string())
}

/// `path` with its extension replaced by `ext` (clang's names for `-MD` files).
fn with_extension(path: &str, ext: &str) -> String {
    Path::new(path)
        .with_extension(ext)
        .to_string_lossy()
        .into_owned()
}

fn strs(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| s.to_string()).collect()
}

/// Plans the run of `inv`; `work` holds the intermediate files.
pub fn plan(inv: &Invocation, work: &WorkDir, passes: &str) -> Result<Plan, UsageError> {
    let mut plan = Plan::default();
    let level = inv.opt_level.level;
    let spelling: Vec<String> = inv.opt_level.spelling.iter().cloned().collect();
    let inputs: Vec<&Input> = inv.inputs().collect();
    if inputs.is_empty() {
        return Err(UsageError("no input files".to_string()));
    }
    let link = inv.phase == Phase::Link;
    let produces = |i: &Input| match i.kind {
        InputKind::Linker => false,
        InputKind::Asm => matches!(inv.phase, Phase::Object | Phase::Link),
        _ => true,
    };
    let outputs = inputs.iter().filter(|i| produces(i)).count();
    if !link && outputs > 1 && inv.output.is_some() {
        return Err(UsageError(
            "cannot specify -o when generating multiple output files".to_string(),
        ));
    }
    let opt_args = opt_args(inv, &mut plan.warnings);
    let link_output = inv.output.clone().unwrap_or_else(|| "a.out".to_string());
    let mut used_stems = HashSet::new();
    // The object (or other file) each input contributes to the link, by input index.
    let mut link_files: Vec<Option<String>> = Vec::new();
    for input in &inputs {
        if !produces(input) {
            if !link {
                plan.warnings.push(format!(
                    "{}: {} input unused{}",
                    input.path,
                    if input.kind == InputKind::Asm {
                        "assembler"
                    } else {
                        "linker"
                    },
                    if input.kind == InputKind::Asm {
                        " (assembler inputs are assembled with -c or when linking)"
                    } else {
                        " (linking is not done with -c, -S or -E)"
                    }
                ));
            }
            link_files.push(Some(input.path.clone()));
            continue;
        }
        // A unique stem per input, for the intermediate files.
        let mut s = stem(&input.path);
        let mut n = 2;
        while !used_stems.insert(s.clone()) {
            s = format!("{}-{n}", stem(&input.path));
            n += 1;
        }
        let final_output = |ext: &str| -> Result<String, UsageError> {
            let out = inv
                .output
                .clone()
                .unwrap_or_else(|| format!("{}.{ext}", stem(&input.path)));
            if out != "-" && Path::new(&out) == Path::new(&input.path) {
                return Err(UsageError(format!(
                    "the output '{out}' would overwrite the input; name another with -o"
                )));
            }
            Ok(out)
        };
        if input.kind == InputKind::Asm {
            let (out, fin) = if link {
                (work.file(&format!("{s}.o")), None)
            } else {
                (final_output("o")?, Some(0))
            };
            let mut args = spelling.clone();
            args.extend(inv.opts_for(FE | CG, false));
            args.push("-c".into());
            push_lang(&mut args, input);
            args.push(input.path.clone());
            args.push("-o".into());
            let fin = fin.map(|_| args.len());
            args.push(out.clone());
            plan.steps.push(Step::Run(Run {
                program: Program::Clang,
                args,
                final_output: fin,
                quiet_bisect: false,
            }));
            link_files.push(Some(out));
            continue;
        }
        // Frontend.
        let fe_out = if input.kind == InputKind::Ir {
            input.path.clone()
        } else {
            let fe_out = work.file(&format!("{s}.frontend.ll"));
            let mut args = Vec::new();
            let program;
            let mut quiet_bisect = false;
            if input.kind == InputKind::Fortran {
                program = Program::Flang;
                args.push(inv.opt_level.flang_flag().to_string());
                args.extend(inv.opts_for(FE, true));
                // flang-new-19 has no -disable-llvm-passes: skipping every optional pass
                // gives its -O<N> IR as it enters LLVM's pipeline.
                args.extend(strs(&["-mllvm", "-opt-bisect-limit=0"]));
                quiet_bisect = true;
            } else {
                program = if input.kind == InputKind::Cxx {
                    Program::ClangXX
                } else {
                    Program::Clang
                };
                args.extend(spelling.iter().cloned());
                args.extend(inv.opts_for(FE, false));
                if inv.deps && (!inv.deps_file || !inv.deps_target) {
                    // clang names the dependency file after the output and makes the output
                    // its target; the frontend here writes an intermediate file.
                    let target = if link {
                        link_output.clone()
                    } else {
                        final_output(phase_extension(inv.phase))?
                    };
                    if !inv.deps_file {
                        let d = if target == "-" {
                            format!("{}.d", stem(&input.path))
                        } else {
                            with_extension(&target, "d")
                        };
                        args.extend(["-MF".to_string(), d]);
                    }
                    if !inv.deps_target {
                        args.extend(["-MT".to_string(), target]);
                    }
                }
                args.extend(strs(&["-Xclang", "-disable-llvm-passes"]));
                if level == Level::O0 {
                    // Without optnone parir's mem2reg runs on the functions (see the module
                    // documentation).
                    args.extend(strs(&["-Xclang", "-disable-O0-optnone"]));
                }
            }
            args.extend(strs(&["-S", "-emit-llvm"]));
            push_lang(&mut args, input);
            args.push(input.path.clone());
            args.extend(["-o".to_string(), fe_out.clone()]);
            plan.steps.push(Step::Run(Run {
                program,
                args,
                final_output: None,
                quiet_bisect,
            }));
            fe_out
        };
        // parir's early pipeline.
        let parir_out = work.file(&format!("{s}.parir.ll"));
        plan.steps.push(Step::Parir {
            input: fe_out,
            output: parir_out.clone(),
            passes: passes.to_string(),
            source: input.path.clone(),
        });
        // opt-19.
        let mut args = opt_args.clone();
        args.push(parir_out);
        let (opt_out, opt_final) = match inv.phase {
            Phase::IrText | Phase::Bitcode => (final_output(phase_extension(inv.phase))?, true),
            _ => (work.file(&format!("{s}.opt.bc")), false),
        };
        args.push("-o".into());
        let fin = opt_final.then_some(args.len());
        args.push(opt_out.clone());
        if inv.phase == Phase::IrText {
            args.push("-S".into());
        }
        plan.steps.push(Step::Run(Run {
            program: Program::Opt,
            args,
            final_output: fin,
            quiet_bisect: false,
        }));
        if opt_final {
            link_files.push(None);
            continue;
        }
        // Code generation.
        let (cg_out, cg_final) = match inv.phase {
            Phase::Link => (work.file(&format!("{s}.o")), false),
            _ => (final_output(phase_extension(inv.phase))?, true),
        };
        let mut args = spelling.clone();
        args.extend(inv.opts_for(CG, false));
        // The IR is optimized already: code generation only.
        args.extend(strs(&["-Xclang", "-disable-llvm-passes"]));
        args.push(
            if inv.phase == Phase::Assembly {
                "-S"
            } else {
                "-c"
            }
            .into(),
        );
        args.push(opt_out);
        args.push("-o".into());
        let fin = cg_final.then_some(args.len());
        args.push(cg_out.clone());
        plan.steps.push(Step::Run(Run {
            program: Program::Clang,
            args,
            final_output: fin,
            quiet_bisect: false,
        }));
        link_files.push(Some(cg_out));
    }
    let has = |k: InputKind| inputs.iter().any(|i| i.kind == k);
    let link_program = if has(InputKind::Fortran) {
        Program::Flang
    } else if has(InputKind::Cxx) {
        Program::ClangXX
    } else {
        Program::Clang
    };
    if link {
        let flang = link_program == Program::Flang;
        let mut args = Vec::new();
        let mut files = link_files.iter();
        for item in &inv.items {
            match item {
                Item::Input(_) => {
                    if let Some(Some(f)) = files.next() {
                        args.push(f.clone());
                    }
                }
                Item::Opt(o) => {
                    if accepts(o, LINK, flang) {
                        args.extend(o.args.iter().cloned());
                    }
                }
            }
        }
        if flang && has(InputKind::Cxx) {
            // flang-new-19 links Fortran's runtime, not C++'s.
            args.push("-lstdc++".into());
        }
        args.push("-o".into());
        let fin = Some(args.len());
        args.push(link_output);
        plan.steps.push(Step::Run(Run {
            program: link_program,
            args,
            final_output: fin,
            quiet_bisect: false,
        }));
    }
    unused_option_warnings(inv, &inputs, link, link_program, &mut plan.warnings);
    Ok(plan)
}

fn push_lang(args: &mut Vec<String>, input: &Input) {
    if let Some(l) = &input.lang {
        args.extend(["-x".to_string(), l.clone()]);
    }
}

fn phase_extension(p: Phase) -> &'static str {
    match p {
        Phase::Object | Phase::Link => "o",
        Phase::Assembly => "s",
        Phase::IrText => "ll",
        Phase::Bitcode => "bc",
    }
}

/// opt-19's arguments before the input: the level and the pipeline tuning clang would
/// derive from the command line (`PipelineTuningOptions` in clang's `BackendUtil.cpp`).
fn opt_args(inv: &Invocation, warnings: &mut Vec<String>) -> Vec<String> {
    let level = inv.opt_level.level;
    let mut args = vec![level.opt_flag().to_string()];
    if level != Level::O0 {
        // clang unrolls and interleaves loops at -O2 and above unless -fno-unroll-loops, and
        // at -O1 only with -funroll-loops; opt-19 does both at every level.
        if !inv.unroll_loops.unwrap_or(level.number() > 1) {
            args.extend(strs(&[
                "-disable-loop-unrolling",
                "-interleave-loops=false",
            ]));
        }
        match inv.vectorize {
            Some(false) if level.opt_vectorizes_loops() => {
                args.push("-vectorize-loops=false".into())
            }
            Some(true) if !level.opt_vectorizes_loops() => warnings.push(format!(
                "-fvectorize has no effect at {}: opt-19 has no option to run the loop \
                 vectorizer at this level",
                level.opt_flag()
            )),
            _ => {}
        }
        match inv.slp_vectorize {
            Some(false) if level.opt_vectorizes_slp() => warnings.push(format!(
                "-fno-slp-vectorize has no effect: opt-19 has no option to turn the SLP \
                 vectorizer off at {}",
                level.opt_flag()
            )),
            Some(true) if !level.opt_vectorizes_slp() => warnings.push(format!(
                "-fslp-vectorize has no effect at {}: opt-19 has no option to run the SLP \
                 vectorizer at this level",
                level.opt_flag()
            )),
            _ => {}
        }
    }
    args.extend(inv.opt_args.iter().cloned());
    args
}

/// Options that reach no step although steps of their kind run: the drivers that run do
/// not take them (a clang option when only Fortran is compiled, a Fortran option without
/// Fortran sources).
fn unused_option_warnings(
    inv: &Invocation,
    inputs: &[&Input],
    link: bool,
    link_program: Program,
    warnings: &mut Vec<String>,
) {
    let compiled = |pred: fn(InputKind) -> bool| inputs.iter().any(|i| pred(i.kind));
    let fe_clang = compiled(|k| matches!(k, InputKind::C | InputKind::Cxx | InputKind::Asm));
    let fe_flang = compiled(|k| k == InputKind::Fortran);
    let cg = inv.phase != Phase::IrText
        && inv.phase != Phase::Bitcode
        && compiled(|k| k != InputKind::Linker);
    let present = [
        (FE, false, fe_clang),
        (FE, true, fe_flang),
        (CG, false, cg),
        (LINK, false, link && link_program != Program::Flang),
        (LINK, true, link && link_program == Program::Flang),
    ];
    for item in &inv.items {
        let Item::Opt(o) = item else { continue };
        let kind_runs = present
            .iter()
            .any(|&(step, _, runs)| runs && o.steps & step != 0);
        let reached = present
            .iter()
            .any(|&(step, flang, runs)| runs && accepts(o, step, flang));
        if kind_runs && !reached {
            let text = o.args.join(" ");
            warnings.push(if o.family.clang() {
                format!(
                    "'{text}' is not passed on: flang-new-19 does not take it (use -Xflang \
                     to pass an option to flang-new-19 alone)"
                )
            } else {
                format!("'{text}' is not passed on: it is a Fortran option and no Fortran runs")
            });
        }
    }
}

/// `arg` quoted for a POSIX shell when it needs to be.
pub fn shell_quote(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_@%+=:,./-".contains(&b));
    if plain {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}

/// One line per step, shell-quoted; `program` names a tool as it will run (its path and any
/// leading arguments), `parir` is parir's own command.
pub fn render(plan: &Plan, program: &dyn Fn(Program) -> Vec<String>, parir: &str) -> String {
    let mut out = String::new();
    for step in &plan.steps {
        let words: Vec<String> = match step {
            Step::Run(r) => program(r.program)
                .into_iter()
                .chain(r.args.iter().cloned())
                .collect(),
            Step::Parir {
                input,
                output,
                passes,
                ..
            } => vec![
                parir.to_string(),
                "opt".to_string(),
                format!("-passes={passes}"),
                input.clone(),
                "-o".to_string(),
                output.clone(),
            ],
        };
        let line: Vec<String> = words.iter().map(|w| shell_quote(w)).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::options::parse;
    use super::*;

    const PASSES: &str = "mem2reg,loop-simplify,ivdep-lower,ivdep-to-llvm";

    fn plan_of(cmd: &str) -> Result<Plan, UsageError> {
        let args: Vec<String> = cmd.split_whitespace().map(String::from).collect();
        let inv = parse(&args)?;
        plan(&inv, &work_dir(&inv, "/tmp/w"), PASSES)
    }

    fn text(cmd: &str) -> String {
        let p = plan_of(cmd).unwrap_or_else(|e| panic!("{cmd}: {e}"));
        render(
            &p,
            &|p| {
                vec![match p {
                    Program::Clang => "clang-19",
                    Program::ClangXX => "clang++-19",
                    Program::Flang => "flang-new-19",
                    Program::Opt => "opt-19",
                }
                .to_string()]
            },
            "parir",
        )
    }

    #[test]
    fn c_link_plan() {
        assert_eq!(
            text("-O3 -march=x86-64-v3 -g -DN=4 -Iinc k.c main.c -lm -Wl,--as-needed -o prog"),
            "clang-19 -O3 -march=x86-64-v3 -g -DN=4 -Iinc -Xclang -disable-llvm-passes -S \
             -emit-llvm k.c -o /tmp/w/k.frontend.ll\n\
             parir opt -passes=mem2reg,loop-simplify,ivdep-lower,ivdep-to-llvm \
             /tmp/w/k.frontend.ll -o /tmp/w/k.parir.ll\n\
             opt-19 -O3 /tmp/w/k.parir.ll -o /tmp/w/k.opt.bc\n\
             clang-19 -O3 -march=x86-64-v3 -g -Xclang -disable-llvm-passes -c /tmp/w/k.opt.bc \
             -o /tmp/w/k.o\n\
             clang-19 -O3 -march=x86-64-v3 -g -DN=4 -Iinc -Xclang -disable-llvm-passes -S \
             -emit-llvm main.c -o /tmp/w/main.frontend.ll\n\
             parir opt -passes=mem2reg,loop-simplify,ivdep-lower,ivdep-to-llvm \
             /tmp/w/main.frontend.ll -o /tmp/w/main.parir.ll\n\
             opt-19 -O3 /tmp/w/main.parir.ll -o /tmp/w/main.opt.bc\n\
             clang-19 -O3 -march=x86-64-v3 -g -Xclang -disable-llvm-passes -c \
             /tmp/w/main.opt.bc -o /tmp/w/main.o\n\
             clang-19 /tmp/w/k.o /tmp/w/main.o -lm -Wl,--as-needed -o prog\n"
        );
    }

    #[test]
    fn cxx_compile_plan_at_o0_keeps_clangs_defaults() {
        assert_eq!(
            text("-c -std=c++17 -fno-exceptions a.cpp"),
            "clang++-19 -std=c++17 -fno-exceptions -Xclang -disable-llvm-passes -Xclang \
             -disable-O0-optnone -S -emit-llvm a.cpp -o /tmp/w/a.frontend.ll\n\
             parir opt -passes=mem2reg,loop-simplify,ivdep-lower,ivdep-to-llvm \
             /tmp/w/a.frontend.ll -o /tmp/w/a.parir.ll\n\
             opt-19 -O0 /tmp/w/a.parir.ll -o /tmp/w/a.opt.bc\n\
             clang-19 -fno-exceptions -Xclang -disable-llvm-passes -c /tmp/w/a.opt.bc -o a.o\n"
        );
        // A C++ source links with clang++-19.
        assert!(text("-O2 a.cpp b.c")
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("clang++-19 /tmp/w/a.o /tmp/w/b.o -o a.out")));
    }

    #[test]
    fn fortran_plan_uses_flang_with_its_own_options() {
        assert_eq!(
            text("-Os -ffree-form -fno-strict-aliasing -march=native -J mods p.f90 -o p"),
            "flang-new-19 -O2 -ffree-form -march=native -J mods -mllvm -opt-bisect-limit=0 -S \
             -emit-llvm p.f90 -o /tmp/w/p.frontend.ll\n\
             parir opt -passes=mem2reg,loop-simplify,ivdep-lower,ivdep-to-llvm \
             /tmp/w/p.frontend.ll -o /tmp/w/p.parir.ll\n\
             opt-19 -Os /tmp/w/p.parir.ll -o /tmp/w/p.opt.bc\n\
             clang-19 -Os -fno-strict-aliasing -march=native -Xclang -disable-llvm-passes -c \
             /tmp/w/p.opt.bc -o /tmp/w/p.o\n\
             flang-new-19 /tmp/w/p.o -o p\n"
        );
        // Mixed with C++: flang links, and adds C++'s runtime.
        let t = text("-O1 p.f90 k.cpp");
        assert!(
            t.ends_with("flang-new-19 /tmp/w/p.o /tmp/w/k.o -lstdc++ -o a.out\n"),
            "{t}"
        );
    }

    #[test]
    fn emit_llvm_stops_after_opt_and_names_outputs_like_clang() {
        let t = text("-O3 -S -emit-llvm k.c");
        assert!(
            t.ends_with("opt-19 -O3 /tmp/w/k.parir.ll -o k.ll -S\n"),
            "{t}"
        );
        let t = text("-O2 -c -emit-llvm k.c");
        assert!(t.ends_with("opt-19 -O2 /tmp/w/k.parir.ll -o k.bc\n"), "{t}");
        let t = text("-O2 -S k.c");
        assert!(t.ends_with("-S /tmp/w/k.opt.bc -o k.s\n"), "{t}");
        // Final outputs are marked for the atomic rename, intermediate ones are not.
        let p = plan_of("-O2 -c dir/k.c").expect("plans");
        let finals: Vec<&str> = p
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Run(r) => r.final_output.map(|i| r.args[i].as_str()),
                Step::Parir { .. } => None,
            })
            .collect();
        assert_eq!(finals, ["k.o"]);
        // An .ll input has no frontend step and keeps its name for the intermediates.
        let t = text("-O2 -c k.ll -o out.o");
        assert!(t.starts_with("parir opt -passes="), "{t}");
        assert!(t.contains(" k.ll -o /tmp/w/k.parir.ll\n"), "{t}");
        assert!(
            plan_of("-S -emit-llvm k.ll").is_err(),
            "would overwrite k.ll"
        );
    }

    #[test]
    fn opt_gets_clangs_pipeline_tuning() {
        // clang -O1 neither unrolls nor interleaves; opt-19 -O1 would.
        let t = text("-O1 -c k.c");
        assert!(
            t.contains("opt-19 -O1 -disable-loop-unrolling -interleave-loops=false /tmp"),
            "{t}"
        );
        let t = text("-O1 -funroll-loops -c k.c");
        assert!(t.contains("opt-19 -O1 /tmp"), "{t}");
        let t = text("-O3 -fno-unroll-loops -fno-vectorize -c k.c");
        assert!(
            t.contains(
                "opt-19 -O3 -disable-loop-unrolling -interleave-loops=false \
                 -vectorize-loops=false /tmp"
            ),
            "{t}"
        );
        let t = text("-O3 -mllvm -force-vector-width=4 -Rpass=loop-vectorize -c k.c");
        assert!(
            t.contains("opt-19 -O3 -force-vector-width=4 -pass-remarks=loop-vectorize /tmp"),
            "{t}"
        );
        // What opt-19 cannot do is said.
        let p = plan_of("-O1 -fvectorize -c k.c").expect("plans");
        assert!(
            p.warnings[0].contains("-fvectorize has no effect at -O1"),
            "{p:?}"
        );
        let p = plan_of("-O3 -fno-slp-vectorize -c k.c").expect("plans");
        assert!(p.warnings[0].contains("-fno-slp-vectorize"), "{p:?}");
    }

    #[test]
    fn dependency_files_are_named_after_the_output() {
        let t = text("-O2 -MD -c k.c -o obj/k.o");
        assert!(t.contains(" -MD -MF obj/k.d -MT obj/k.o "), "{t}");
        let t = text("-O2 -MMD -MF x.d -c k.c");
        assert!(t.contains(" -MMD -MF x.d -MT k.o "), "{t}");
        let t = text("-O2 -MD -MF x.d -MT t -c k.c");
        assert!(t.contains(" -MD -MF x.d -MT t -Xclang"), "{t}");
    }

    #[test]
    fn order_of_link_inputs_and_libraries_is_kept() {
        let t = text("-O2 a.o k.c -L. -lfoo b.a -lm");
        assert!(
            t.ends_with("clang-19 a.o /tmp/w/k.o -L. -lfoo b.a -lm -o a.out\n"),
            "{t}"
        );
    }

    #[test]
    fn assembler_inputs_and_unused_inputs() {
        let t = text("-O2 -c -DX s.S");
        assert_eq!(t, "clang-19 -O2 -DX -c s.S -o s.o\n");
        let p = plan_of("-c k.c lib.a").expect("plans");
        assert!(
            p.warnings[0].contains("lib.a: linker input unused"),
            "{p:?}"
        );
        assert!(plan_of("-c a.c b.c -o x.o").is_err());
        assert!(plan_of("-O2").is_err(), "no input files");
    }

    #[test]
    fn options_no_running_driver_takes_are_reported() {
        let p = plan_of("-c -fvisibility=hidden -std=c11 p.f90").expect("plans");
        assert_eq!(p.warnings.len(), 1, "{p:?}");
        assert!(
            p.warnings[0].contains("'-std=c11' is not passed on"),
            "{p:?}"
        );
        let p = plan_of("-c -ffree-form k.c").expect("plans");
        assert!(p.warnings[0].contains("'-ffree-form'"), "{p:?}");
        assert!(plan_of("-c -ffree-form p.f90 k.c")
            .expect("plans")
            .warnings
            .is_empty());
    }

    #[test]
    fn save_temps_keeps_intermediates_where_asked() {
        let args: Vec<String> = "-save-temps=obj -O2 k.c -o out/prog"
            .split_whitespace()
            .map(String::from)
            .collect();
        let inv = parse(&args).expect("parses");
        let w = work_dir(&inv, "/tmp/w");
        assert_eq!(
            w,
            WorkDir {
                dir: "out".into(),
                kept: true
            }
        );
        let p = plan(&inv, &w, PASSES).expect("plans");
        let Step::Run(fe) = &p.steps[0] else { panic!() };
        assert_eq!(
            fe.args.last().map(String::as_str),
            Some("out/k.frontend.ll")
        );
        // Two inputs of one name get distinct intermediates.
        let t = text("-O2 a/k.c b/k.c");
        assert!(
            t.contains("/tmp/w/k.o") && t.contains("/tmp/w/k-2.o"),
            "{t}"
        );
    }

    #[test]
    fn shell_quoting() {
        assert_eq!(shell_quote("-DX=1"), "-DX=1");
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
        assert_eq!(shell_quote(""), "''");
        assert_eq!(shell_quote("-DS=\"x\""), "'-DS=\"x\"'");
    }
}
