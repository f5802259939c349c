//! The annotation systems and the translations between them, derived from what the parallel
//! model carries (DESIGN.md, "The parallel model (the hub)": "a translation A → B is
//! recognize(A) + emit(B) … the list of translations is derived from what the model can
//! carry").
//!
//! The hub's IR form is the directive family of the LLVMPar RFC: directive regions
//! (`llvm.directive.region.entry/exit` with `DIR.OMP.*` bundles) and markers
//! (`llvm.directive.marker` with `detach_task`, `reattach_task`, `local_barrier`). The
//! parallel model ([`super::ParallelModel`]) reads that form. Each [`SystemInfo`] says, for one
//! annotation system:
//!
//! - its **recognizer** ([`SystemInfo::recognize`]): the passes that bring the system's form
//!   into the hub form (the RFC's PREPARE), and which kinds of construct ([`Carries`]) the model
//!   then holds ([`SystemInfo::produces`]);
//! - its **emitter** ([`SystemInfo::emit`]): the passes that write the system's form from the
//!   hub form (EXTRACT), and which kinds of construct it writes ([`SystemInfo::consumes`]); a
//!   construct of another kind is left as it is, with a located warning from the pass.
//!
//! A translation from A to B ([`translations`]) exists when the pipeline `recognize(A),
//! emit(B)` is not empty and some kind of construct A produces is one B writes; what moves is
//! that intersection. Nothing here is a hand-written pair: adding a system, or teaching an
//! emitter a new kind of construct, adds its translations.
//!
//! ```
//! use parir_annot::model::systems::{translation, Carries, System};
//! let t = translation(System::Tapir, System::Ivdep).unwrap();
//! assert_eq!(t.passes, "tapir-prepare,directives-to-ivdep,tapir-to-ivdep");
//! assert_eq!(t.carries, vec![Carries::TaskLoop]);
//! assert!(translation(System::Tapir, System::Directives2017).is_none());
//! ```

use std::fmt;

/// What a construct of the parallel model is, at the grain the systems differ in what they
/// can express.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Carries {
    /// A loop whose iterations' accesses are claimed independent (at any distance, or below a
    /// safelen): ivdep's `parallel_accesses` / `no_depends[_safelen]`, `DIR.OMP.SIMD`.
    SimdLoop,
    /// A loop whose iterations a team of threads may share: `parallel for`, `for`, CSA's
    /// `parallel_loop`.
    ParallelLoop,
    /// A parallel loop with a thread count and a static schedule: CSA's `spmd(W, chunk)`.
    SpmdLoop,
    /// A team of threads running a region: `parallel`.
    Team,
    /// Worksharing in an enclosing team: `for` loops, `sections`, `single`,
    /// `master`/`masked`.
    Worksharing,
    /// A team of sibling sections run at once: `parallel sections`, a CSA region of
    /// sections.
    Sections,
    /// Synchronization in a team: `critical`, `barrier`, `atomic`.
    Sync,
    /// OpenMP tasks and their waits: `task`, `taskwait`, `taskgroup`.
    Task,
    /// Tapir's spawns and syncs (`detach` / `reattach` / `sync`, or the RFC's markers).
    Spawn,
    /// A loop whose iterations each spawn a task: `cilk_for`.
    TaskLoop,
    /// An HPVM dataflow node (`createNode1D/2D/3D` with its inputs).
    DataflowNode,
}

impl Carries {
    /// Every kind, in table order.
    pub const ALL: &'static [Carries] = &[
        Carries::SimdLoop,
        Carries::ParallelLoop,
        Carries::SpmdLoop,
        Carries::Team,
        Carries::Worksharing,
        Carries::Sections,
        Carries::Sync,
        Carries::Task,
        Carries::Spawn,
        Carries::TaskLoop,
        Carries::DataflowNode,
    ];

    /// The kind as `parir translate --list` prints it.
    pub fn name(self) -> &'static str {
        match self {
            Carries::SimdLoop => "simd loops",
            Carries::ParallelLoop => "parallel loops",
            Carries::SpmdLoop => "spmd loops",
            Carries::Team => "teams",
            Carries::Worksharing => "worksharing",
            Carries::Sections => "sections",
            Carries::Sync => "synchronization",
            Carries::Task => "tasks",
            Carries::Spawn => "spawns and syncs",
            Carries::TaskLoop => "cilk_for loops",
            Carries::DataflowNode => "dataflow nodes",
        }
    }
}

impl fmt::Display for Carries {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An annotation system's IR form.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum System {
    Tapir,
    Markers,
    Directives,
    Directives2017,
    Ivdep,
    Hpvm,
    Openmp,
    Csa,
}

/// What parir knows of one system's form.
#[derive(Clone, Debug)]
pub struct SystemInfo {
    pub system: System,
    /// The name on the command line (`parir translate --from NAME`).
    pub name: &'static str,
    /// One line about the form.
    pub about: &'static str,
    /// Passes from this form to the hub form (empty: the form is part of the hub's).
    pub recognize: &'static [&'static str],
    /// What the model holds after [`Self::recognize`].
    pub produces: &'static [Carries],
    /// Passes from the hub form to this form (empty: the form is part of the hub's).
    pub emit: &'static [&'static str],
    /// What [`Self::emit`] writes in this form.
    pub consumes: &'static [Carries],
    /// The kinds [`Self::emit`] writes as another kind, (hub kind, kind in this form): a
    /// `cilk_for` loop becomes a serial loop whose accesses are claimed independent, which
    /// reads back as a simd loop. The other kinds keep their kind.
    pub emits_as: &'static [(Carries, Carries)],
}

use Carries::*;

/// What the directive regions of the hub say (every OpenMP construct the model has).
const REGIONS: &[Carries] = &[
    SimdLoop,
    ParallelLoop,
    SpmdLoop,
    Team,
    Worksharing,
    Sections,
    Sync,
    Task,
];

/// The systems, in `parir translate --list` order.
pub const SYSTEMS: &[SystemInfo] = &[
    SystemInfo {
        system: System::Tapir,
        name: "tapir",
        about: "OpenCilk's Tapir: detach / reattach / sync within sync regions",
        recognize: &["tapir-prepare"],
        produces: &[Spawn, TaskLoop],
        emit: &["tapir-extract"],
        consumes: &[Spawn, TaskLoop],
        emits_as: &[],
    },
    SystemInfo {
        system: System::Markers,
        name: "markers",
        about: "the LLVMPar RFC's Tapir markers: detach_task / reattach_task / local_barrier",
        recognize: &[],
        produces: &[Spawn, TaskLoop],
        emit: &[],
        consumes: &[Spawn, TaskLoop],
        emits_as: &[],
    },
    SystemInfo {
        system: System::Directives,
        name: "directives",
        about: "directive regions: llvm.directive.region.entry/exit with DIR.OMP.* bundles",
        recognize: &[],
        produces: Carries::ALL,
        emit: &[],
        consumes: Carries::ALL,
        emits_as: &[],
    },
    SystemInfo {
        system: System::Directives2017,
        name: "directives2017",
        about: "the 2017 region form: llvm.experimental.directive with qualifier calls",
        recognize: &["directive-upgrade"],
        produces: REGIONS,
        emit: &["directive-downgrade"],
        consumes: REGIONS,
        emits_as: &[],
    },
    SystemInfo {
        system: System::Ivdep,
        name: "ivdep",
        about: "LLVM's loop metadata: access groups and llvm.loop.parallel_accesses / no_depends[_safelen]",
        recognize: &["ivdep-to-directives"],
        produces: &[SimdLoop],
        emit: &["directives-to-ivdep", "tapir-to-ivdep"],
        consumes: &[SimdLoop, ParallelLoop, TaskLoop],
        emits_as: &[(ParallelLoop, SimdLoop), (TaskLoop, SimdLoop)],
    },
    SystemInfo {
        system: System::Hpvm,
        name: "hpvm",
        about: "HPVM's leaf nodes: llvm.hpvm.createNode1D/2D/3D with llvm.hpvm.bind.input",
        recognize: &["hpvm-prepare"],
        produces: &[DataflowNode],
        emit: &["hpvm-extract"],
        consumes: &[DataflowNode],
        emits_as: &[],
    },
    SystemInfo {
        system: System::Openmp,
        name: "openmp",
        about: "OpenMP as clang-19 / flang-19 -fopenmp lower it: __kmpc_fork_call of outlined functions",
        recognize: &["omp-prepare"],
        produces: &[Team, Worksharing, Sync, Task],
        emit: &["omp-extract"],
        consumes: &[Team, Worksharing, Sync, Task],
        emits_as: &[],
    },
    SystemInfo {
        system: System::Csa,
        name: "csa",
        about: "the CSA loop builtins as intrinsics: llvm.csa.parallel.loop, llvm.csa.spmd, sections",
        recognize: &["csa-to-directives", "csa-sections-to-directives"],
        produces: &[ParallelLoop, SpmdLoop, Sections],
        emit: &["directives-to-csa", "directives-to-csa-sections"],
        consumes: &[ParallelLoop, SpmdLoop, Sections],
        emits_as: &[],
    },
];

impl System {
    /// The system's description.
    pub fn info(self) -> &'static SystemInfo {
        SYSTEMS
            .iter()
            .find(|s| s.system == self)
            .expect("every system is in SYSTEMS")
    }

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The system named `name`.
    pub fn by_name(name: &str) -> Option<System> {
        SYSTEMS.iter().find(|s| s.name == name).map(|s| s.system)
    }
}

/// One translation: recognize(`from`) then emit(`to`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Translation {
    pub from: System,
    pub to: System,
    /// The pipeline, in `parir opt -passes=` syntax.
    pub passes: String,
    /// What moves: the kinds `from` produces that `to` writes, in [`Carries::ALL`] order.
    pub carries: Vec<Carries>,
}

impl Translation {
    /// What a construct of kind `k` arrives as in the target form (read back into the model).
    pub fn arrives_as(&self, k: Carries) -> Carries {
        self.to
            .info()
            .emits_as
            .iter()
            .find(|(from, _)| *from == k)
            .map_or(k, |&(_, to)| to)
    }
}

/// The translation from `from` to `to`, if the model can carry anything between them.
pub fn translation(from: System, to: System) -> Option<Translation> {
    if from == to {
        return None;
    }
    let (a, b) = (from.info(), to.info());
    let passes: Vec<&str> = a.recognize.iter().chain(b.emit).copied().collect();
    if passes.is_empty() {
        // Both forms are the hub's: nothing to do.
        return None;
    }
    let carries: Vec<Carries> = Carries::ALL
        .iter()
        .copied()
        .filter(|k| a.produces.contains(k) && b.consumes.contains(k))
        .collect();
    if carries.is_empty() {
        return None;
    }
    Some(Translation {
        from,
        to,
        passes: passes.join(","),
        carries,
    })
}

/// Why there is no translation from `from` to `to` ([`translation`] gave `None`), in one
/// sentence naming what each side has.
///
/// ```
/// use parir_annot::model::systems::{why_not, System};
/// let why = why_not(System::Hpvm, System::Openmp);
/// assert!(why.contains("dataflow nodes") && why.contains("omp-extract"), "{why}");
/// ```
pub fn why_not(from: System, to: System) -> String {
    let (a, b) = (from.info(), to.info());
    if from == to {
        return format!("the input is already in the {} form", a.name);
    }
    if a.recognize.is_empty() && b.emit.is_empty() {
        return format!(
            "{} and {} are both forms of the hub (directive regions): nothing to translate",
            a.name, b.name
        );
    }
    let list = |ks: &[Carries]| ks.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
    let reader = if a.recognize.is_empty() {
        format!("{} (read as it is)", a.name)
    } else {
        format!("{} (read by {})", a.name, a.recognize.join(","))
    };
    let writer = if b.emit.is_empty() {
        format!("{} (written as it is)", b.name)
    } else {
        format!("{} (written by {})", b.name, b.emit.join(","))
    };
    format!(
        "the parallel model carries nothing from one to the other: {reader} gives {}; \
         {writer} takes {}",
        list(a.produces),
        list(b.consumes)
    )
}

/// Every translation, in [`SYSTEMS`] order of source, then of target.
pub fn translations() -> Vec<Translation> {
    SYSTEMS
        .iter()
        .flat_map(|a| SYSTEMS.iter().map(move |b| (a.system, b.system)))
        .filter_map(|(a, b)| translation(a, b))
        .collect()
}

/// The translations as a Markdown table (`parir translate --list`, docs/translators.md).
pub fn table() -> String {
    let mut s = String::from("| From | To | Passes | What moves |\n|---|---|---|---|\n");
    for t in translations() {
        let what: Vec<String> = t
            .carries
            .iter()
            .map(|&c| match t.arrives_as(c) {
                a if a == c => c.name().to_string(),
                a => format!("{} (as {})", c.name(), a.name()),
            })
            .collect();
        s += &format!(
            "| {} | {} | `{}` | {} |\n",
            t.from.name(),
            t.to.name(),
            t.passes,
            what.join(", ")
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for s in SYSTEMS {
            assert_eq!(System::by_name(s.name), Some(s.system));
            assert_eq!(SYSTEMS.iter().filter(|t| t.name == s.name).count(), 1);
        }
        assert_eq!(System::by_name("cuda"), None);
    }

    #[test]
    fn hub_forms_translate_to_each_other_by_no_pair() {
        assert!(translation(System::Markers, System::Directives).is_none());
        assert!(translation(System::Directives, System::Markers).is_none());
    }

    #[test]
    fn a_pair_moves_only_what_both_ends_say() {
        let t = translation(System::Csa, System::Ivdep).unwrap();
        assert_eq!(
            t.passes,
            "csa-to-directives,csa-sections-to-directives,directives-to-ivdep,tapir-to-ivdep"
        );
        assert_eq!(t.carries, vec![ParallelLoop]);
        assert_eq!(t.arrives_as(ParallelLoop), SimdLoop);
        // OpenMP's runtime form has no combined `parallel for` or `parallel sections` in
        // omp-extract, so CSA's loops and sections have no path there.
        assert!(translation(System::Csa, System::Openmp).is_none());
        // ivdep's claims are simd loops, which OpenMP's runtime form does not write.
        assert!(translation(System::Ivdep, System::Openmp).is_none());
        assert!(translation(System::Ivdep, System::Tapir).is_none());
    }

    #[test]
    fn the_table_has_one_row_per_translation() {
        let n = translations().len();
        assert_eq!(table().lines().count(), n + 2);
        for t in translations() {
            assert_eq!(
                translations()
                    .iter()
                    .filter(|u| u.from == t.from && u.to == t.to)
                    .count(),
                1
            );
        }
    }
}
