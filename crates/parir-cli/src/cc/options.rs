//! The command line of `parir cc`: clang's and flang's options, classified by the steps that
//! need them.
//!
//! A clang-style command line is a sequence of options and inputs whose order matters
//! (`-lm` after the objects that use it, `-x` for the inputs that follow). It is read into
//! [`Item`]s in order; each option records, from the table [`SPECS`], which steps receive it
//! ([`FE`] frontend, [`CG`] code generation from IR, [`LINK`]) and which drivers accept it
//! ([`Family`]): flang-new-19 rejects most of clang's `-f`/`-m` options, clang rejects
//! Fortran's. Options parir cc handles itself (`-c`, `-S`, `-o`, `-O`, ...) become fields of
//! [`Invocation`]; options whose effect clang implements inside its own optimization pipeline
//! (sanitizers, profiling, LTO) are refused, since parir cc runs opt-19 instead.

use std::fmt;

/// Step bit: the frontend (clang-19 / clang++-19 / flang-new-19 producing IR).
pub const FE: u8 = 1;
/// Step bit: code generation from the optimized IR (clang-19 with LLVM's passes disabled),
/// and the assembly of `.s`/`.S` inputs.
pub const CG: u8 = 2;
/// Step bit: the link.
pub const LINK: u8 = 4;

/// Which drivers accept an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// clang-19 and flang-new-19.
    Both,
    /// clang-19 / clang++-19 only.
    Clang,
    /// flang-new-19 only (clang rejects it).
    Flang,
}

impl Family {
    /// Whether the clang driver takes the option.
    pub fn clang(self) -> bool {
        self != Family::Flang
    }

    /// Whether the flang driver takes the option.
    pub fn flang(self) -> bool {
        self != Family::Clang
    }
}

/// A usage error: the message, printed as `parir cc: error: ...` with exit code 2.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn usage(msg: impl Into<String>) -> UsageError {
    UsageError(msg.into())
}

/// An option passed on to the tools, as the user spelled it (one or two arguments).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opt {
    pub args: Vec<String>,
    /// [`FE`] | [`CG`] | [`LINK`].
    pub steps: u8,
    pub family: Family,
}

/// What an input is, from `-x` or its extension (clang's rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    C,
    Cxx,
    Fortran,
    /// Textual LLVM IR: parir's passes, opt-19 and code generation, no frontend.
    Ir,
    /// `.s` (assembler) or `.S` (assembler with preprocessor): assembled by clang-19.
    Asm,
    /// Objects, archives, shared libraries, anything else: passed to the link.
    Linker,
}

/// An input file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub path: String,
    pub kind: InputKind,
    /// The `-x` language in force for this input, passed on to its frontend.
    pub lang: Option<String>,
}

/// One element of the command line, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Input(Input),
    Opt(Opt),
}

/// What the command produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// An executable or shared library (no `-c`/`-S`).
    Link,
    /// `-c`: objects.
    Object,
    /// `-S`: assembly.
    Assembly,
    /// `-S -emit-llvm`: textual IR after opt-19.
    IrText,
    /// `-c -emit-llvm`: bitcode after opt-19.
    Bitcode,
}

/// LLVM's optimization levels as opt-19 names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    O0,
    O1,
    O2,
    O3,
    Os,
    Oz,
}

impl Level {
    /// clang's numeric level (`CodeGenOptions::OptimizationLevel`): `-Os` and `-Oz` are 2.
    pub fn number(self) -> u8 {
        match self {
            Level::O0 => 0,
            Level::O1 => 1,
            Level::O2 | Level::Os | Level::Oz => 2,
            Level::O3 => 3,
        }
    }

    /// opt-19's option.
    pub fn opt_flag(self) -> &'static str {
        match self {
            Level::O0 => "-O0",
            Level::O1 => "-O1",
            Level::O2 => "-O2",
            Level::O3 => "-O3",
            Level::Os => "-Os",
            Level::Oz => "-Oz",
        }
    }

    /// Whether opt-19 runs the loop vectorizer at this level (`-O2`, `-O3`, `-Os`; clang's
    /// driver enables it at the same levels).
    pub fn opt_vectorizes_loops(self) -> bool {
        matches!(self, Level::O2 | Level::O3 | Level::Os)
    }

    /// Whether opt-19 runs the SLP vectorizer at this level. clang also runs it at `-Oz`;
    /// opt-19 has no option to add it there.
    pub fn opt_vectorizes_slp(self) -> bool {
        matches!(self, Level::O2 | Level::O3 | Level::Os)
    }
}

/// The optimization level of the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptLevel {
    pub level: Level,
    /// `-Ofast` (`-O3` with `-ffast-math` in the frontend).
    pub fast: bool,
    /// The last `-O` option as the user spelled it, passed to clang as is (clang's own
    /// diagnostics, such as for `-O4`, then apply); `None` without `-O`.
    pub spelling: Option<String>,
}

impl OptLevel {
    /// flang-new-19 accepts `-O0`..`-O3`, `-O` and `-Ofast`, not `-Os`/`-Oz`/`-Og`: the
    /// nearest level it knows.
    pub fn flang_flag(&self) -> &'static str {
        match (self.level, self.fast) {
            (Level::O3, true) => "-Ofast",
            (Level::O0, _) => "-O0",
            (Level::O1, _) => "-O1",
            (Level::O2 | Level::Os | Level::Oz, _) => "-O2",
            (Level::O3, false) => "-O3",
        }
    }
}

/// The `-save-temps` directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveTemps {
    /// `-save-temps`, `-save-temps=cwd`: the current directory.
    Cwd,
    /// `-save-temps=obj`: the directory of the output.
    Obj,
}

/// A parsed `parir cc` command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    /// Options and inputs, in command-line order.
    pub items: Vec<Item>,
    pub phase: Phase,
    /// `-o`.
    pub output: Option<String>,
    pub opt_level: OptLevel,
    /// `-###`: print the commands, run nothing.
    pub print_only: bool,
    /// `-v`: print each command to standard error before running it.
    pub verbose: bool,
    pub save_temps: Option<SaveTemps>,
    /// `-E`, `-M`, `-fsyntax-only`, `--version`, `-print-*`...: parir has nothing to add, the
    /// command line goes to the frontend driver as it is. Holds the option that decided it.
    pub passthrough: Option<String>,
    /// `--help`.
    pub help: bool,
    /// `-funroll-loops` / `-fno-unroll-loops`, last one wins.
    pub unroll_loops: Option<bool>,
    /// `-fvectorize` / `-fno-vectorize` (and `-ftree-vectorize`).
    pub vectorize: Option<bool>,
    /// `-fslp-vectorize` / `-fno-slp-vectorize` (and `-ftree-slp-vectorize`).
    pub slp_vectorize: Option<bool>,
    /// Options for opt-19 derived from `-mllvm`, `-Rpass*`, `-fveclib=`, `-fpass-plugin=`, in
    /// command-line order.
    pub opt_args: Vec<String>,
    /// `-MD` or `-MMD` was given.
    pub deps: bool,
    /// `-MF` was given.
    pub deps_file: bool,
    /// `-MT` or `-MQ` was given.
    pub deps_target: bool,
    /// The command line as given, for the pass-through modes.
    pub raw: Vec<String>,
}

impl Invocation {
    /// The inputs, in order.
    pub fn inputs(&self) -> impl Iterator<Item = &Input> {
        self.items.iter().filter_map(|i| match i {
            Item::Input(x) => Some(x),
            Item::Opt(_) => None,
        })
    }

    /// The options that reach `step` of a driver of the given kind (`flang`: flang-new-19,
    /// else clang), in order.
    pub fn opts_for(&self, step: u8, flang: bool) -> Vec<String> {
        let mut out = Vec::new();
        for item in &self.items {
            if let Item::Opt(o) = item {
                if accepts(o, step, flang) {
                    out.extend(o.args.iter().cloned());
                }
            }
        }
        out
    }
}

/// Whether option `o` goes to `step` of a clang (`flang` false) or flang driver.
pub fn accepts(o: &Opt, step: u8, flang: bool) -> bool {
    o.steps & step != 0
        && if flang {
            o.family.flang()
        } else {
            o.family.clang()
        }
}

/// How an option takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// Exactly the name.
    Flag,
    /// The name followed by the value in the same argument (`-Wl,x`, `-std=c11`); also a
    /// prefix class (`-f...`).
    Joined,
    /// The name, then the value as the next argument (`-Xclang x`).
    Separate,
    /// Either (`-Ifoo`, `-I foo`).
    JoinedOrSeparate,
}

/// What parir cc does with an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    /// Pass it on to these steps of these drivers.
    Pass(u8, Family),
    /// `-std=`: `f...` values are Fortran's, the others C's and C++'s.
    Std,
    /// Handled by parir cc.
    Driver(Driver),
    /// Refused: clang implements it in its own optimization pipeline (the reason).
    Reject(&'static str),
    /// Nothing for parir to do: the whole command line goes to the frontend driver.
    Passthrough,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Driver {
    C,
    S,
    EmitLlvm,
    Output,
    PrintOnly,
    Verbose,
    SaveTemps,
    Lang,
    Help,
    OptLevel,
    /// Options that also choose opt-19's options.
    Unroll(bool),
    Vectorize(bool),
    Slp(bool),
    Mllvm,
    Remark(&'static str),
    Veclib,
    PassPlugin,
    /// `-MD`, `-MMD`, `-MF`, `-MT`, `-MQ`: passed to clang's frontend, remembered for the
    /// defaults clang would give them.
    Deps(DepsOpt),
    /// `--driver-mode=`: refused, the driver follows each input's language.
    Mode,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DepsOpt {
    Md,
    Mf,
    Mt,
}

struct Spec {
    name: &'static str,
    form: Form,
    action: Action,
}

const fn spec(name: &'static str, form: Form, action: Action) -> Spec {
    Spec { name, form, action }
}

use Action::{Pass, Passthrough, Reject};
use Family::{Both, Clang, Flang};
use Form::{Flag, Joined, JoinedOrSeparate, Separate};

const PIPELINE: &str = "clang implements it in its own optimization pipeline, which parir cc \
                        replaces by opt-19";
const LTO: &str = "parir cc compiles each file to object code through opt-19; link-time \
                   optimization would rerun LLVM's pipeline at link time";

/// The options parir cc knows. The longest name that matches an argument wins, so `-f`,
/// `-m`, `-g` and `-W` are the defaults of their classes: unknown `-f`/`-m`/`-g` options go
/// to clang's frontend and code generation, unknown warnings to clang's frontend and code
/// generation (backend warnings); flang-new-19 gets only the options listed as its own or
/// shared (use `-Xflang OPT` for others).
const SPECS: &[Spec] = &[
    // Handled by parir cc.
    spec("-c", Flag, Action::Driver(Driver::C)),
    spec("-S", Flag, Action::Driver(Driver::S)),
    spec("-emit-llvm", Flag, Action::Driver(Driver::EmitLlvm)),
    spec("-o", JoinedOrSeparate, Action::Driver(Driver::Output)),
    spec("-###", Flag, Action::Driver(Driver::PrintOnly)),
    spec("-v", Flag, Action::Driver(Driver::Verbose)),
    spec("-save-temps", Flag, Action::Driver(Driver::SaveTemps)),
    spec("-save-temps=", Joined, Action::Driver(Driver::SaveTemps)),
    spec("--save-temps", Flag, Action::Driver(Driver::SaveTemps)),
    spec("-x", JoinedOrSeparate, Action::Driver(Driver::Lang)),
    spec("--help", Flag, Action::Driver(Driver::Help)),
    spec("-help", Flag, Action::Driver(Driver::Help)),
    spec("-O", Joined, Action::Driver(Driver::OptLevel)),
    spec("--driver-mode=", Joined, Action::Driver(Driver::Mode)),
    // Modes without code generation: the frontend driver does all of it.
    spec("-E", Flag, Passthrough),
    spec("-M", Flag, Passthrough),
    spec("-MM", Flag, Passthrough),
    spec("-fsyntax-only", Flag, Passthrough),
    spec("--version", Flag, Passthrough),
    spec("-dumpversion", Flag, Passthrough),
    spec("-dumpmachine", Flag, Passthrough),
    spec("-print-", Joined, Passthrough),
    spec("--print-", Joined, Passthrough),
    // Options that also set opt-19's: the pipeline tuning clang derives from them.
    spec("-funroll-loops", Flag, Action::Driver(Driver::Unroll(true))),
    spec(
        "-fno-unroll-loops",
        Flag,
        Action::Driver(Driver::Unroll(false)),
    ),
    spec("-fvectorize", Flag, Action::Driver(Driver::Vectorize(true))),
    spec(
        "-fno-vectorize",
        Flag,
        Action::Driver(Driver::Vectorize(false)),
    ),
    spec(
        "-ftree-vectorize",
        Flag,
        Action::Driver(Driver::Vectorize(true)),
    ),
    spec(
        "-fno-tree-vectorize",
        Flag,
        Action::Driver(Driver::Vectorize(false)),
    ),
    spec("-fslp-vectorize", Flag, Action::Driver(Driver::Slp(true))),
    spec(
        "-fno-slp-vectorize",
        Flag,
        Action::Driver(Driver::Slp(false)),
    ),
    spec(
        "-ftree-slp-vectorize",
        Flag,
        Action::Driver(Driver::Slp(true)),
    ),
    spec(
        "-fno-tree-slp-vectorize",
        Flag,
        Action::Driver(Driver::Slp(false)),
    ),
    spec("-mllvm", Separate, Action::Driver(Driver::Mllvm)),
    spec("-mllvm=", Joined, Action::Driver(Driver::Mllvm)),
    spec(
        "-Rpass=",
        Joined,
        Action::Driver(Driver::Remark("-pass-remarks=")),
    ),
    spec(
        "-Rpass-missed=",
        Joined,
        Action::Driver(Driver::Remark("-pass-remarks-missed=")),
    ),
    spec(
        "-Rpass-analysis=",
        Joined,
        Action::Driver(Driver::Remark("-pass-remarks-analysis=")),
    ),
    spec("-fveclib=", Joined, Action::Driver(Driver::Veclib)),
    spec("-fpass-plugin=", Joined, Action::Driver(Driver::PassPlugin)),
    // Refused: instrumentation and LTO are passes clang adds to its own pipeline.
    spec("-flto", Joined, Reject(LTO)),
    spec("-fsanitize=", Joined, Reject(PIPELINE)),
    spec("-fsanitize-coverage=", Joined, Reject(PIPELINE)),
    spec("-fprofile-generate", Joined, Reject(PIPELINE)),
    spec("-fprofile-instr-generate", Joined, Reject(PIPELINE)),
    spec("-fcs-profile-generate", Joined, Reject(PIPELINE)),
    spec("-fprofile-use", Joined, Reject(PIPELINE)),
    spec("-fprofile-instr-use", Joined, Reject(PIPELINE)),
    spec("-fprofile-sample-use", Joined, Reject(PIPELINE)),
    spec("-fprofile-arcs", Flag, Reject(PIPELINE)),
    spec("-ftest-coverage", Flag, Reject(PIPELINE)),
    spec("--coverage", Flag, Reject(PIPELINE)),
    spec("-fcoverage-mapping", Flag, Reject(PIPELINE)),
    spec("-fxray-instrument", Flag, Reject(PIPELINE)),
    spec("-fmemory-profile", Joined, Reject(PIPELINE)),
    spec("-fpseudo-probe-for-profiling", Flag, Reject(PIPELINE)),
    spec("-fembed-bitcode", Joined, Reject(LTO)),
    spec("-fwhole-program-vtables", Flag, Reject(LTO)),
    spec(
        "-fsave-optimization-record",
        Joined,
        Reject("clang's backend writes the record; use -Rpass=REGEX for opt-19's remarks"),
    ),
    // Preprocessor and language: the frontends.
    spec("-D", JoinedOrSeparate, Pass(FE, Both)),
    spec("-U", JoinedOrSeparate, Pass(FE, Both)),
    spec("-I", JoinedOrSeparate, Pass(FE, Both)),
    spec("-include", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-imacros", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-isystem", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-isystem-after", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-iquote", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-idirafter", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-iprefix", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-iwithprefix", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-iwithprefixbefore", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-iwithsysroot", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-cxx-isystem", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-iframework", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-ivfsoverlay", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-isysroot", JoinedOrSeparate, Pass(FE, Both)),
    spec("-nostdinc", Flag, Pass(FE, Clang)),
    spec("-nostdinc++", Flag, Pass(FE, Clang)),
    spec("-nostdlibinc", Flag, Pass(FE, Clang)),
    spec("-nobuiltininc", Flag, Pass(FE, Clang)),
    spec("-undef", Flag, Pass(FE, Clang)),
    spec("-trigraphs", Flag, Pass(FE, Clang)),
    spec("-ansi", Flag, Pass(FE, Clang)),
    spec("-C", Flag, Pass(FE, Clang)),
    spec("-CC", Flag, Pass(FE, Clang)),
    spec("-P", Flag, Pass(FE, Both)),
    spec("-H", Flag, Pass(FE, Clang)),
    spec("-Xpreprocessor", Separate, Pass(FE, Clang)),
    spec("-Wp,", Joined, Pass(FE, Clang)),
    spec("-std=", Joined, Action::Std),
    spec("--std=", Joined, Action::Std),
    spec("-pedantic", Flag, Pass(FE, Both)),
    spec("-pedantic-errors", Flag, Pass(FE, Clang)),
    spec("-MD", Flag, Action::Driver(Driver::Deps(DepsOpt::Md))),
    spec("-MMD", Flag, Action::Driver(Driver::Deps(DepsOpt::Md))),
    spec(
        "-MF",
        JoinedOrSeparate,
        Action::Driver(Driver::Deps(DepsOpt::Mf)),
    ),
    spec(
        "-MT",
        JoinedOrSeparate,
        Action::Driver(Driver::Deps(DepsOpt::Mt)),
    ),
    spec(
        "-MQ",
        JoinedOrSeparate,
        Action::Driver(Driver::Deps(DepsOpt::Mt)),
    ),
    spec("-MJ", JoinedOrSeparate, Pass(FE, Clang)),
    spec("-MP", Flag, Pass(FE, Clang)),
    spec("-MG", Flag, Pass(FE, Clang)),
    spec("-MV", Flag, Pass(FE, Clang)),
    // Language options clang's code generation does not take (it warns they are unused).
    spec("-fcxx-exceptions", Flag, Pass(FE, Clang)),
    spec("-fno-cxx-exceptions", Flag, Pass(FE, Clang)),
    spec("-fcoroutines", Flag, Pass(FE, Clang)),
    spec("-fno-coroutines", Flag, Pass(FE, Clang)),
    spec("-fmacro-prefix-map=", Joined, Pass(FE, Clang)),
    spec("--param", Separate, Pass(FE, Clang)),
    spec("--param=", Joined, Pass(FE, Clang)),
    // Tool-specific escapes.
    spec("-Xclang", Separate, Pass(FE | CG, Clang)),
    spec("-Xflang", Separate, Pass(FE, Flang)),
    spec("-mmlir", Separate, Pass(FE, Flang)),
    spec("-Xassembler", Separate, Pass(CG, Clang)),
    spec("-Xopenmp-target", Separate, Pass(FE | CG, Clang)),
    spec("-Wa,", Joined, Pass(CG, Clang)),
    // Warnings: clang's frontend and backend; flang takes only these two.
    spec("-W", Joined, Pass(FE | CG, Clang)),
    spec("-Werror", Flag, Pass(FE | CG, Both)),
    spec("-w", Flag, Pass(FE | CG, Both)),
    // Debug information: frontend and code generation.
    spec("-g", Joined, Pass(FE | CG, Clang)),
    spec("-g", Flag, Pass(FE | CG, Both)),
    spec("-g0", Flag, Pass(FE | CG, Both)),
    spec("-gline-tables-only", Flag, Pass(FE | CG, Both)),
    spec("-gline-directives-only", Flag, Pass(FE | CG, Both)),
    // Code generation options: the frontend writes them into the IR (function attributes
    // such as target-cpu and target-features, module flags such as the PIC level) and the
    // code generator configures the target machine from them.
    spec("-f", Joined, Pass(FE | CG, Clang)),
    spec("-m", Joined, Pass(FE | CG, Clang)),
    spec("-march=", Joined, Pass(FE | CG, Both)),
    spec("-mcpu=", Joined, Pass(FE | CG, Both)),
    spec("-mtune=", Joined, Pass(FE | CG, Both)),
    spec("-mcmodel=", Joined, Pass(FE | CG, Both)),
    spec("-moutline-atomics", Flag, Pass(FE | CG, Both)),
    spec("-mno-outline-atomics", Flag, Pass(FE | CG, Both)),
    spec("-m32", Flag, Pass(FE | CG | LINK, Clang)),
    spec("-m64", Flag, Pass(FE | CG | LINK, Clang)),
    spec("-mx32", Flag, Pass(FE | CG | LINK, Clang)),
    spec("-fPIC", Flag, Pass(FE | CG, Both)),
    spec("-fpic", Flag, Pass(FE | CG, Both)),
    spec("-fPIE", Flag, Pass(FE | CG, Both)),
    spec("-fpie", Flag, Pass(FE | CG, Both)),
    spec("-fno-pic", Flag, Pass(FE | CG, Both)),
    spec("-fno-PIC", Flag, Pass(FE | CG, Both)),
    spec("-fno-pie", Flag, Pass(FE | CG, Both)),
    spec("-fno-PIE", Flag, Pass(FE | CG, Both)),
    spec("-fomit-frame-pointer", Flag, Pass(FE | CG, Both)),
    spec("-fno-omit-frame-pointer", Flag, Pass(FE | CG, Both)),
    spec("-fintegrated-as", Flag, Pass(FE | CG, Both)),
    spec("-fno-integrated-as", Flag, Pass(FE | CG, Both)),
    spec("-fropi", Flag, Pass(FE | CG, Both)),
    spec("-frwpi", Flag, Pass(FE | CG, Both)),
    spec("-ffast-math", Flag, Pass(FE | CG, Both)),
    spec("-fno-fast-math", Flag, Pass(FE | CG, Both)),
    spec("-fapprox-func", Flag, Pass(FE | CG, Both)),
    spec("-fhonor-infinities", Flag, Pass(FE | CG, Both)),
    spec("-fno-honor-infinities", Flag, Pass(FE | CG, Both)),
    spec("-fhonor-nans", Flag, Pass(FE | CG, Both)),
    spec("-fno-honor-nans", Flag, Pass(FE | CG, Both)),
    spec("-fno-signed-zeros", Flag, Pass(FE | CG, Both)),
    spec("-freciprocal-math", Flag, Pass(FE | CG, Both)),
    spec("-ffp-contract=", Joined, Pass(FE | CG, Both)),
    spec("-fcolor-diagnostics", Flag, Pass(FE | CG | LINK, Both)),
    spec("-fno-color-diagnostics", Flag, Pass(FE | CG | LINK, Both)),
    spec("-finput-charset=", Joined, Pass(FE, Both)),
    spec("-fno-lto", Flag, Pass(FE | CG | LINK, Both)),
    // OpenMP: the frontend lowers the directives, the link adds the runtime.
    spec("-fopenmp", Joined, Pass(FE | CG | LINK, Both)),
    spec("-fopenmp-simd", Flag, Pass(FE | CG, Clang)),
    spec("-fno-openmp", Flag, Pass(FE | CG | LINK, Clang)),
    spec("-fopenacc", Flag, Pass(FE, Both)),
    spec("-pthread", Flag, Pass(FE | CG | LINK, Both)),
    // Fortran's own options.
    spec("-cpp", Flag, Pass(FE, Flang)),
    spec("-nocpp", Flag, Pass(FE, Flang)),
    spec("-J", JoinedOrSeparate, Pass(FE, Flang)),
    spec("-module-dir", JoinedOrSeparate, Pass(FE, Flang)),
    spec("-ffree-form", Flag, Pass(FE, Flang)),
    spec("-ffixed-form", Flag, Pass(FE, Flang)),
    spec("-ffixed-line-length=", Joined, Pass(FE, Flang)),
    spec("-ffixed-line-length-", Joined, Pass(FE, Flang)),
    spec("-fdefault-", Joined, Pass(FE, Flang)),
    spec("-fimplicit-none", Flag, Pass(FE, Flang)),
    spec("-fno-implicit-none", Flag, Pass(FE, Flang)),
    spec("-fbackslash", Flag, Pass(FE, Flang)),
    spec("-fno-backslash", Flag, Pass(FE, Flang)),
    spec("-fconvert=", Joined, Pass(FE, Flang)),
    spec("-flarge-sizes", Flag, Pass(FE, Flang)),
    spec("-flogical-abbreviations", Flag, Pass(FE, Flang)),
    spec("-fxor-operator", Flag, Pass(FE, Flang)),
    spec("-falternative-parameter-statement", Flag, Pass(FE, Flang)),
    spec("-fhermetic-module-files", Flag, Pass(FE, Flang)),
    spec("-fno-automatic", Flag, Pass(FE, Flang)),
    spec("-fstack-arrays", Flag, Pass(FE, Flang)),
    spec("-fno-stack-arrays", Flag, Pass(FE, Flang)),
    spec("-fversion-loops-for-stride", Flag, Pass(FE, Flang)),
    spec("-fno-version-loops-for-stride", Flag, Pass(FE, Flang)),
    spec("-funderscoring", Flag, Pass(FE, Flang)),
    spec("-fno-underscoring", Flag, Pass(FE, Flang)),
    spec("-fintrinsic-modules-path", Separate, Pass(FE, Flang)),
    spec("-flang-", Joined, Pass(FE, Flang)),
    spec("-fppc-native-vector-element-order", Flag, Pass(FE, Flang)),
    spec(
        "-fno-ppc-native-vector-element-order",
        Flag,
        Pass(FE, Flang),
    ),
    spec("-fms-runtime-lib=", Joined, Pass(FE | LINK, Both)),
    // Target selection: every step.
    spec("--target=", Joined, Pass(FE | CG | LINK, Both)),
    spec("-target", Separate, Pass(FE | CG | LINK, Clang)),
    spec("--sysroot=", Joined, Pass(FE | CG | LINK, Clang)),
    spec("--sysroot", Separate, Pass(FE | CG | LINK, Clang)),
    spec(
        "-resource-dir",
        JoinedOrSeparate,
        Pass(FE | CG | LINK, Both),
    ),
    spec("-B", JoinedOrSeparate, Pass(FE | CG | LINK, Clang)),
    spec("--gcc-toolchain=", Joined, Pass(FE | CG | LINK, Clang)),
    spec("--gcc-install-dir=", Joined, Pass(FE | CG | LINK, Clang)),
    spec("-arch", Separate, Pass(FE | CG | LINK, Clang)),
    // The link.
    spec("-l", JoinedOrSeparate, Pass(LINK, Both)),
    spec("-L", JoinedOrSeparate, Pass(LINK, Both)),
    spec("-Wl,", Joined, Pass(LINK, Both)),
    spec("-Xlinker", Separate, Pass(LINK, Clang)),
    spec("-shared", Flag, Pass(LINK, Both)),
    spec("-static", Flag, Pass(LINK, Both)),
    spec("-rdynamic", Flag, Pass(LINK, Both)),
    spec("-no-pie", Flag, Pass(LINK, Both)),
    spec("-nopie", Flag, Pass(LINK, Clang)),
    spec("-pie", Flag, Pass(LINK, Clang)),
    spec("-static-pie", Flag, Pass(LINK, Clang)),
    spec("-nostdlib", Flag, Pass(LINK, Clang)),
    spec("-nostdlib++", Flag, Pass(LINK, Clang)),
    spec("-nostartfiles", Flag, Pass(LINK, Clang)),
    spec("-nodefaultlibs", Flag, Pass(LINK, Clang)),
    spec("-nolibc", Flag, Pass(LINK, Clang)),
    spec("-static-libgcc", Flag, Pass(LINK, Clang)),
    spec("-static-libstdc++", Flag, Pass(LINK, Clang)),
    spec("-shared-libgcc", Flag, Pass(LINK, Clang)),
    spec("-u", JoinedOrSeparate, Pass(LINK, Clang)),
    spec("-T", JoinedOrSeparate, Pass(LINK, Clang)),
    spec("-z", Separate, Pass(LINK, Clang)),
    spec("-e", Separate, Pass(LINK, Clang)),
    spec("-s", Flag, Pass(LINK, Clang)),
    spec("-r", Flag, Pass(LINK, Clang)),
    spec("-fuse-ld=", Joined, Pass(LINK, Both)),
    spec("--ld-path=", Joined, Pass(LINK, Clang)),
    spec("-rtlib=", Joined, Pass(LINK, Both)),
    spec("--rtlib=", Joined, Pass(LINK, Clang)),
    spec("-unwindlib=", Joined, Pass(LINK, Clang)),
    spec("-frtlib-add-rpath", Flag, Pass(LINK, Both)),
    spec("-fno-rtlib-add-rpath", Flag, Pass(LINK, Both)),
    spec("-stdlib=", Joined, Pass(FE | LINK, Clang)),
    spec("-nogpulib", Flag, Pass(FE | LINK, Both)),
];

/// The spec of `arg`: the longest name that matches it.
fn find_spec(arg: &str) -> Option<&'static Spec> {
    SPECS
        .iter()
        .filter(|s| match s.form {
            Flag | Separate => arg == s.name,
            Joined => arg.starts_with(s.name),
            JoinedOrSeparate => arg.starts_with(s.name),
        })
        // An exact flag beats a joined class of the same name (`-g` vs `-g...`).
        .max_by_key(|s| (s.name.len(), s.form == Flag))
}

/// The kind of an input from its extension, clang's `types::lookupTypeForExtension` for the
/// languages parir cc compiles.
pub fn kind_from_extension(path: &str) -> Result<InputKind, UsageError> {
    let ext = std::path::Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    Ok(match ext {
        "c" | "i" => InputKind::C,
        "cc" | "cp" | "cxx" | "cpp" | "CPP" | "c++" | "C" | "ii" => InputKind::Cxx,
        "f" | "for" | "ftn" | "F" | "FOR" | "FTN" | "fpp" | "FPP" | "f90" | "f95" | "f03"
        | "f08" | "F90" | "F95" | "F03" | "F08" => InputKind::Fortran,
        "ll" => InputKind::Ir,
        "s" | "S" | "sx" => InputKind::Asm,
        "bc" => {
            return Err(usage(format!(
                "{path}: bitcode input is not supported (parir reads textual IR; convert it \
                 with llvm-dis-19)"
            )))
        }
        "h" | "hh" | "hpp" | "hxx" | "H" | "h++" => {
            return Err(usage(format!(
                "{path}: precompiled headers are not supported by parir cc"
            )))
        }
        "m" | "mm" | "M" | "cu" | "cuh" | "cl" | "hip" | "cppm" | "ixx" => {
            return Err(usage(format!(
                "{path}: parir cc compiles C, C++ and Fortran; this language is not supported"
            )))
        }
        _ => InputKind::Linker,
    })
}

/// The kind of an input from a `-x` language.
fn kind_from_lang(lang: &str) -> Result<InputKind, UsageError> {
    Ok(match lang {
        "c" | "cpp-output" => InputKind::C,
        "c++" | "c++-cpp-output" => InputKind::Cxx,
        "f95" | "f95-cpp-input" | "f77" | "f77-cpp-input" => InputKind::Fortran,
        "ir" => InputKind::Ir,
        "assembler" | "assembler-with-cpp" => InputKind::Asm,
        _ => {
            return Err(usage(format!(
                "-x {lang}: parir cc compiles c, c++, f95/f77 (and their preprocessed forms), \
                 ir and assembler"
            )))
        }
    })
}

/// The optimization level of `-O<value>` as clang reads it.
fn parse_level(value: &str) -> Result<(Level, bool), UsageError> {
    Ok(match value {
        // `-O` alone is clang's alias of `-O1`.
        "" | "1" | "g" => (Level::O1, false),
        "0" => (Level::O0, false),
        "2" => (Level::O2, false),
        "s" => (Level::Os, false),
        "z" => (Level::Oz, false),
        "fast" => (Level::O3, true),
        v if v.bytes().all(|b| b.is_ascii_digit()) => (Level::O3, false),
        v => {
            return Err(usage(format!(
                "invalid optimization level '-O{v}' (expected -O0..-O3, -Os, -Oz, -Og, -Ofast)"
            )))
        }
    })
}

/// opt-19's name for a `-fveclib=` library (clang's mapping to `TargetLibraryInfoImpl`
/// vector libraries); `None` for a value clang rejects, which the frontend then reports.
fn veclib_for_opt(v: &str) -> Option<&'static str> {
    Some(match v {
        "none" => "none",
        "Accelerate" => "Accelerate",
        "Darwin_libsystem_m" => "Darwin_libsystem_m",
        "libmvec" => "LIBMVEC-X86",
        "MASSV" => "MASSV",
        "SVML" => "SVML",
        "SLEEF" => "sleefgnuabi",
        "ArmPL" => "ArmPL",
        "AMDLIBM" => "AMDLIBM",
        _ => return None,
    })
}

/// Reads a `parir cc` command line (the arguments after `cc`).
pub fn parse(args: &[String]) -> Result<Invocation, UsageError> {
    let mut inv = Invocation {
        items: Vec::new(),
        phase: Phase::Link,
        output: None,
        opt_level: OptLevel {
            level: Level::O0,
            fast: false,
            spelling: None,
        },
        print_only: false,
        verbose: false,
        save_temps: None,
        passthrough: None,
        help: false,
        unroll_loops: None,
        vectorize: None,
        slp_vectorize: None,
        opt_args: Vec::new(),
        deps: false,
        deps_file: false,
        deps_target: false,
        raw: args.to_vec(),
    };
    let (mut compile, mut assemble, mut emit_llvm) = (false, false, false);
    let mut lang: Option<String> = None;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg == "-" {
            if inv.passthrough.is_some() || args.iter().any(|a| is_passthrough(a)) {
                // `-E -` and friends: the frontend driver reads standard input.
                continue;
            }
            return Err(usage(
                "reading a source from standard input is not supported; name a file",
            ));
        }
        if !arg.starts_with('-') {
            let kind = match &lang {
                Some(l) => kind_from_lang(l)?,
                None => kind_from_extension(arg)?,
            };
            inv.items.push(Item::Input(Input {
                path: arg.clone(),
                kind,
                lang: lang.clone(),
            }));
            continue;
        }
        let Some(s) = find_spec(arg) else {
            // Unknown, not of a class: every step of clang's, which reports what it does not
            // know.
            inv.items.push(Item::Opt(Opt {
                args: vec![arg.clone()],
                steps: FE | CG | LINK,
                family: Clang,
            }));
            continue;
        };
        // The option's arguments as given, and its value.
        let (tokens, value): (Vec<String>, String) = match s.form {
            Flag => (vec![arg.clone()], String::new()),
            Joined => (vec![arg.clone()], arg[s.name.len()..].to_string()),
            Separate => {
                let Some(v) = args.get(i) else {
                    return Err(usage(format!("argument to '{arg}' is missing")));
                };
                i += 1;
                (vec![arg.clone(), v.clone()], v.clone())
            }
            JoinedOrSeparate if arg.len() > s.name.len() => {
                (vec![arg.clone()], arg[s.name.len()..].to_string())
            }
            JoinedOrSeparate => {
                let Some(v) = args.get(i) else {
                    return Err(usage(format!("argument to '{arg}' is missing")));
                };
                i += 1;
                (vec![arg.clone(), v.clone()], v.clone())
            }
        };
        let pass = |inv: &mut Invocation, steps: u8, family: Family| {
            inv.items.push(Item::Opt(Opt {
                args: tokens.clone(),
                steps,
                family,
            }))
        };
        match s.action {
            Pass(steps, family) => pass(&mut inv, steps, family),
            Action::Std => {
                let family = if value.starts_with('f') { Flang } else { Clang };
                pass(&mut inv, FE, family)
            }
            Reject(why) => {
                return Err(usage(format!(
                    "'{}' is not supported by parir cc: {why}",
                    tokens.join(" ")
                )))
            }
            Passthrough => {
                inv.passthrough.get_or_insert_with(|| arg.clone());
            }
            Action::Driver(d) => match d {
                Driver::C => compile = true,
                Driver::S => assemble = true,
                Driver::EmitLlvm => emit_llvm = true,
                Driver::Output => inv.output = Some(value),
                Driver::PrintOnly => inv.print_only = true,
                Driver::Verbose => inv.verbose = true,
                Driver::Help => inv.help = true,
                Driver::SaveTemps => {
                    inv.save_temps = Some(match value.as_str() {
                        "" | "cwd" => SaveTemps::Cwd,
                        "obj" => SaveTemps::Obj,
                        v => {
                            return Err(usage(format!(
                                "invalid value '{v}' in '-save-temps=' (expected cwd or obj)"
                            )))
                        }
                    })
                }
                Driver::Lang => {
                    lang = (value != "none").then_some(value);
                    if let Some(l) = &lang {
                        kind_from_lang(l)?;
                    }
                }
                Driver::OptLevel => {
                    let (level, fast) = parse_level(&value)?;
                    inv.opt_level = OptLevel {
                        level,
                        fast,
                        spelling: Some(arg.clone()),
                    };
                }
                Driver::Mode => {
                    return Err(usage(format!(
                        "'{arg}' is not supported: parir cc picks clang-19, clang++-19 or \
                         flang-new-19 by each input's language (use -x c++ for C++ sources \
                         with another extension)"
                    )))
                }
                Driver::Unroll(on) => {
                    inv.unroll_loops = Some(on);
                    pass(&mut inv, FE | CG, Clang)
                }
                Driver::Vectorize(on) => {
                    inv.vectorize = Some(on);
                    pass(&mut inv, FE | CG, Clang)
                }
                Driver::Slp(on) => {
                    inv.slp_vectorize = Some(on);
                    pass(&mut inv, FE | CG, Clang)
                }
                Driver::Mllvm => {
                    // LLVM's own options: every LLVM tool of the pipeline parses them.
                    inv.opt_args.push(value.clone());
                    pass(&mut inv, FE | CG, Both)
                }
                Driver::Remark(opt) => {
                    inv.opt_args.push(format!("{opt}{value}"));
                    pass(&mut inv, FE | CG, Both)
                }
                Driver::Veclib => {
                    if let Some(lib) = veclib_for_opt(&value) {
                        inv.opt_args.push(format!("-vector-library={lib}"));
                    }
                    pass(&mut inv, FE | CG, Both)
                }
                Driver::PassPlugin => {
                    // The plugin's passes run in the optimizer, which is opt-19 here.
                    inv.opt_args.push(format!("-load-pass-plugin={value}"));
                }
                Driver::Deps(d) => {
                    match d {
                        DepsOpt::Md => inv.deps = true,
                        DepsOpt::Mf => inv.deps_file = true,
                        DepsOpt::Mt => inv.deps_target = true,
                    }
                    pass(&mut inv, FE, Clang)
                }
            },
        }
    }
    inv.phase = match (compile, assemble, emit_llvm) {
        (_, true, true) => Phase::IrText,
        (_, true, false) => Phase::Assembly,
        (true, false, true) => Phase::Bitcode,
        (true, false, false) => Phase::Object,
        (false, false, true) if inv.passthrough.is_none() => {
            return Err(usage(
                "-emit-llvm cannot be used when linking (add -c for bitcode or -S for text)",
            ))
        }
        (false, false, _) => Phase::Link,
    };
    Ok(inv)
}

/// Whether `arg` selects a pass-through mode.
fn is_passthrough(arg: &str) -> bool {
    find_spec(arg).is_some_and(|s| s.action == Passthrough)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    fn opt(inv: &Invocation, first: &str) -> Opt {
        inv.items
            .iter()
            .find_map(|i| match i {
                Item::Opt(o) if o.args[0] == first => Some(o.clone()),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no {first} in {:?}", inv.items))
    }

    #[test]
    fn options_reach_the_steps_that_need_them() {
        let inv = parse(&args(
            "-O3 -march=x86-64-v3 -mtune=znver3 -g -fopenmp -DX=1 -I inc -Uy -include h.h \
             -std=c11 -Wall -Werror -lm -L/lib -Wl,--as-needed -fno-strict-aliasing -x c a.txt \
             -x none b.o -pthread -Xclang -foo -Xlinker --gc-sections",
        ))
        .expect("parses");
        let cases: &[(&str, u8, Family)] = &[
            ("-march=x86-64-v3", FE | CG, Both),
            ("-mtune=znver3", FE | CG, Both),
            ("-g", FE | CG, Both),
            ("-fopenmp", FE | CG | LINK, Both),
            ("-DX=1", FE, Both),
            ("-I", FE, Both),
            ("-Uy", FE, Both),
            ("-include", FE, Clang),
            ("-std=c11", FE, Clang),
            ("-Wall", FE | CG, Clang),
            ("-Werror", FE | CG, Both),
            ("-lm", LINK, Both),
            ("-L/lib", LINK, Both),
            ("-Wl,--as-needed", LINK, Both),
            ("-fno-strict-aliasing", FE | CG, Clang),
            ("-pthread", FE | CG | LINK, Both),
            ("-Xclang", FE | CG, Clang),
            ("-Xlinker", LINK, Clang),
        ];
        for &(first, steps, family) in cases {
            let o = opt(&inv, first);
            assert_eq!((o.steps, o.family), (steps, family), "{first}");
        }
        // Separate values stay with their option.
        assert_eq!(opt(&inv, "-I").args, ["-I", "inc"]);
        assert_eq!(opt(&inv, "-Xclang").args, ["-Xclang", "-foo"]);
        assert_eq!(opt(&inv, "-Xlinker").args, ["-Xlinker", "--gc-sections"]);
        // -x applies to the inputs after it, until -x none.
        let inputs: Vec<_> = inv.inputs().collect();
        assert_eq!(inputs[0].kind, InputKind::C);
        assert_eq!(inputs[0].lang.as_deref(), Some("c"));
        assert_eq!(inputs[1].kind, InputKind::Linker);
        assert_eq!(inputs[1].lang, None);
        assert_eq!(inv.phase, Phase::Link);
        assert_eq!(inv.opt_level.level, Level::O3);
        assert_eq!(inv.opt_level.spelling.as_deref(), Some("-O3"));
    }

    #[test]
    fn fortran_options_go_to_flang_only_and_c_options_to_clang_only() {
        let inv = parse(&args(
            "-ffree-form -fdefault-real-8 -J mods -std=f2018 -std=gnu++17 -Xflang -fx -mmlir -y \
             -fvisibility=hidden -mavx2 -ffast-math -fPIC a.f90",
        ))
        .expect("parses");
        for f in [
            "-ffree-form",
            "-fdefault-real-8",
            "-J",
            "-std=f2018",
            "-Xflang",
            "-mmlir",
        ] {
            assert_eq!(opt(&inv, f).family, Flang, "{f}");
        }
        for f in ["-std=gnu++17", "-fvisibility=hidden", "-mavx2"] {
            assert_eq!(opt(&inv, f).family, Clang, "{f}");
        }
        for f in ["-ffast-math", "-fPIC"] {
            assert_eq!(opt(&inv, f).family, Both, "{f}");
        }
        assert_eq!(
            inv.opts_for(FE, true),
            args(
                "-ffree-form -fdefault-real-8 -J mods -std=f2018 -Xflang -fx -mmlir -y \
                 -ffast-math -fPIC"
            )
        );
        assert_eq!(
            inv.opts_for(CG, false),
            args("-fvisibility=hidden -mavx2 -ffast-math -fPIC")
        );
        assert_eq!(
            inv.inputs().next().map(|i| i.kind),
            Some(InputKind::Fortran)
        );
    }

    #[test]
    fn phases_levels_and_modes() {
        let p = |s: &str| parse(&args(s)).expect(s);
        assert_eq!(p("-c a.c").phase, Phase::Object);
        assert_eq!(p("-S a.c").phase, Phase::Assembly);
        assert_eq!(p("-c -S a.c").phase, Phase::Assembly);
        assert_eq!(p("-S -emit-llvm a.c").phase, Phase::IrText);
        assert_eq!(p("-c -emit-llvm a.c").phase, Phase::Bitcode);
        assert!(parse(&args("-emit-llvm a.c")).is_err());
        for (o, level, fast) in [
            ("-O", Level::O1, false),
            ("-Og", Level::O1, false),
            ("-O0", Level::O0, false),
            ("-O2", Level::O2, false),
            ("-O4", Level::O3, false),
            ("-Ofast", Level::O3, true),
            ("-Os", Level::Os, false),
            ("-Oz", Level::Oz, false),
        ] {
            let inv = p(&format!("-O3 {o} a.c"));
            assert_eq!(
                (inv.opt_level.level, inv.opt_level.fast),
                (level, fast),
                "{o}"
            );
        }
        assert_eq!(p("a.c").opt_level.level, Level::O0);
        assert!(parse(&args("-Ox a.c")).is_err());
        assert_eq!(p("-E a.c").passthrough.as_deref(), Some("-E"));
        assert_eq!(p("--version").passthrough.as_deref(), Some("--version"));
        assert!(p("-### a.c").print_only);
        assert_eq!(p("-save-temps=obj a.c").save_temps, Some(SaveTemps::Obj));
        assert_eq!(p("-o out a.c").output.as_deref(), Some("out"));
        assert_eq!(p("-oout a.c").output.as_deref(), Some("out"));
    }

    #[test]
    fn pipeline_options_are_refused_with_the_reason() {
        for o in [
            "-flto",
            "-flto=thin",
            "-fsanitize=address",
            "-fprofile-generate",
            "-fprofile-instr-use=x.profdata",
            "--coverage",
            "-fsave-optimization-record",
            "--driver-mode=g++",
        ] {
            let e = parse(&args(&format!("{o} a.c"))).expect_err(o);
            assert!(e.0.contains(o), "{o}: {e}");
        }
        // Turning them off is fine.
        assert!(parse(&args("-fno-lto -fno-sanitize=all a.c")).is_ok());
    }

    #[test]
    fn llvm_options_reach_opt() {
        let inv = parse(&args(
            "-mllvm -force-vector-width=4 -Rpass=loop-vectorize -Rpass-missed=licm \
             -fveclib=libmvec -fpass-plugin=p.so -fno-vectorize a.c",
        ))
        .expect("parses");
        assert_eq!(
            inv.opt_args,
            [
                "-force-vector-width=4",
                "-pass-remarks=loop-vectorize",
                "-pass-remarks-missed=licm",
                "-vector-library=LIBMVEC-X86",
                "-load-pass-plugin=p.so",
            ]
        );
        assert_eq!(inv.vectorize, Some(false));
        assert_eq!(
            opt(&inv, "-mllvm").args,
            ["-mllvm", "-force-vector-width=4"]
        );
        // The plugin is opt-19's alone.
        assert!(!inv.opts_for(FE, false).iter().any(|a| a.contains("p.so")));
    }

    #[test]
    fn inputs_are_classified_like_clang() {
        for (f, k) in [
            ("a.c", InputKind::C),
            ("a.i", InputKind::C),
            ("a.cpp", InputKind::Cxx),
            ("a.C", InputKind::Cxx),
            ("a.f", InputKind::Fortran),
            ("a.F90", InputKind::Fortran),
            ("a.ll", InputKind::Ir),
            ("a.S", InputKind::Asm),
            ("a.o", InputKind::Linker),
            ("liba.so.1", InputKind::Linker),
            ("noext", InputKind::Linker),
        ] {
            assert_eq!(kind_from_extension(f), Ok(k), "{f}");
        }
        assert!(kind_from_extension("a.bc").is_err());
        assert!(kind_from_extension("a.m").is_err());
        assert!(parse(&args("-x objective-c a.m")).is_err());
        assert!(parse(&args("-")).is_err());
        assert!(parse(&args("-E -")).is_ok());
        assert!(parse(&args("-I")).is_err(), "missing value");
    }
}
