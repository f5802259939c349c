//! The early pipeline: the passes a compiler driver runs between the frontend and LLVM's
//! optimizer (issue 12, point 2: `parir cc`), so that annotations are lowered before LLVM
//! vectorizes, unrolls or unswitches the loops they annotate.
//!
//! The pipeline is a named list of stages, one per annotation system, each a list of pass
//! names of the `parir opt` registry. A system adds its frontend passes by adding a stage;
//! the order of the stages is the order in which they run.

/// One stage of the early pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    /// Who needs the stage: `ssa` for the generic clean-up every system relies on, else the
    /// annotation system's module name (`ivdep`, ...).
    pub system: &'static str,
    /// Pass names, in order, as `parir opt -passes=` spells them.
    pub passes: &'static [&'static str],
}

/// The stages, in order.
///
/// - `ssa`: `mem2reg` puts the loop counters and scalars that the frontend keeps in memory
///   into registers, so that "all accesses of the loop" means the accesses the user wrote
///   (and not the counter's loads and stores); `loop-simplify` gives every loop the
///   preheader from which the ivdep markers are found.
/// - `ivdep`: the markers and DPC++ metadata become access groups and loop attributes, then
///   what upstream LLVM's vectorizer reads.
pub const EARLY: &[Stage] = &[
    Stage {
        system: "ssa",
        passes: &["mem2reg", "loop-simplify"],
    },
    Stage {
        system: "ivdep",
        passes: &["ivdep-lower", "ivdep-to-llvm"],
    },
];

/// The CSA stage, run after [`EARLY`] on a module that calls csa.h's builtins (or their
/// Fortran subroutines): the seed's pipeline through CLIE, then the expanded regions as
/// parallel-loop metadata for LLVM's optimizer. `loop-rotate` and `licm` give -O0-shaped loops
/// (tested at their header, bounds reloaded in the loop) the form CLIE needs.
pub const CSA: Stage = Stage {
    system: "csa",
    passes: &[
        "csa-builtins",
        "csa-fortran-intrinsics",
        "loop-rotate",
        "licm",
        "clie",
        "csa-intrinsic-cleaner",
        "csa-lower-parallel-intrinsics",
    ],
};

/// Whether `m` calls a CSA builtin: csa.h's `__builtin_csa_*` or Fortran's `builtin_csa_*_`.
pub fn uses_csa(m: &parir_ir::Module) -> bool {
    m.functions().any(|(g, f)| {
        f.body.is_none()
            && m.globals[g]
                .name()
                .is_some_and(|n| n.starts_with("__builtin_csa_") || n.starts_with("builtin_csa_"))
    })
}

/// The stages that `m` needs, in order: [`EARLY`], and [`CSA`] when [`uses_csa`].
pub fn stages_for(m: &parir_ir::Module) -> Vec<&'static Stage> {
    let mut v: Vec<&'static Stage> = EARLY.iter().collect();
    if uses_csa(m) {
        v.push(&CSA);
    }
    v
}

/// The early pipeline in opt's `-passes=` syntax.
///
/// ```
/// assert_eq!(
///     parir_annot::pipeline::early_pipeline(),
///     "mem2reg,loop-simplify,ivdep-lower,ivdep-to-llvm"
/// );
/// ```
pub fn early_pipeline() -> String {
    EARLY
        .iter()
        .flat_map(|s| s.passes.iter().copied())
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use parir_transform::manager::{PassManager, PipelineOptions};

    fn registry() -> Vec<parir_transform::manager::PassInfo> {
        let mut r = parir_transform::manager::registry();
        r.extend(crate::registry());
        r
    }

    #[test]
    fn every_stage_names_registered_passes() {
        let pm = PassManager::parse_in(&early_pipeline(), &registry()).expect("parses");
        assert_eq!(
            pm.names(),
            EARLY
                .iter()
                .flat_map(|s| s.passes.iter().copied())
                .collect::<Vec<_>>()
        );
    }

    /// What the frontend hands over at -O1..-O3 with LLVM's passes disabled: the counter in
    /// memory, the marker before the loop. After the pipeline the counter is a phi, only the
    /// user's accesses carry the access group, and the loop states parallel_accesses.
    #[test]
    fn frontend_output_gets_precise_annotations() {
        let src = "declare void @__parir_ivdep()\n\
            define void @f(ptr %a, i32 %n) {\n\
            entry:\n  %i = alloca i32\n  store i32 0, ptr %i\n  call void @__parir_ivdep()\n  br label %cond\n\
            cond:\n  %iv = load i32, ptr %i\n  %c = icmp slt i32 %iv, %n\n  br i1 %c, label %body, label %exit\n\
            body:\n  %iv2 = load i32, ptr %i\n  %p = getelementptr inbounds float, ptr %a, i32 %iv2\n  \
            store float 0.0, ptr %p\n  %next = add nsw i32 %iv2, 1\n  store i32 %next, ptr %i\n  br label %cond\n\
            exit:\n  ret void\n}\n";
        let mut m = parir_ir::parser::parse_module(src, "f.ll").expect("parses");
        let pm = PassManager::parse_in(&early_pipeline(), &registry()).expect("parses");
        let report = pm.run(&mut m, &PipelineOptions::default()).expect("runs");
        assert!(report.diagnostics.is_empty());
        let text = parir_ir::printer::print_module(&m);
        assert!(!text.contains("alloca"), "{text}");
        assert!(!text.contains("__parir"), "{text}");
        assert_eq!(text.matches("!llvm.access.group").count(), 1, "{text}");
        assert!(
            text.contains("store float 0.000000e+00, ptr %p, align 4, !llvm.access.group"),
            "{text}"
        );
        assert!(text.contains("llvm.loop.parallel_accesses"), "{text}");
    }
}
