//! Every `llvm.loop.*` attribute LLVM 19 reads (LangRef, "`llvm.loop`"; `LoopUtils.cpp`,
//! the passes' `LLVMLoop*` constants) and the annotation systems' loop attributes, each with
//! the transformation it belongs to and the shape of its operands.

/// What an attribute is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transformation {
    Unroll,
    UnrollAndJam,
    Vectorize,
    Distribute,
    LicmVersioning,
    /// Software pipelining (the MachinePipeliner).
    Pipeline,
    /// Not a transformation: `mustprogress`, `disable_nonforced`, `isvectorized`, ...
    General,
    /// A parallelism claim of an annotation system (`parallel_accesses`, `no_depends*`,
    /// `spirv.*`): read by the claims model, kept by transformations on their loops.
    Annotation,
}

impl Transformation {
    pub fn name(self) -> &'static str {
        match self {
            Transformation::Unroll => "unroll",
            Transformation::UnrollAndJam => "unroll-and-jam",
            Transformation::Vectorize => "vectorize",
            Transformation::Distribute => "distribute",
            Transformation::LicmVersioning => "licm-versioning",
            Transformation::Pipeline => "pipeline",
            Transformation::General => "general",
            Transformation::Annotation => "annotation",
        }
    }
}

/// The operands an attribute takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// No operand: `!{!"llvm.loop.unroll.disable"}`.
    Flag,
    /// An `i1`: `!{!"llvm.loop.vectorize.enable", i1 true}` (absent means true).
    Bool,
    /// An integer: `!{!"llvm.loop.unroll.count", i32 4}`.
    Int,
    /// Loop attributes for a loop the transformation creates.
    Followup,
    /// Metadata operands (access groups, ...).
    Nodes,
}

/// One attribute.
#[derive(Clone, Copy, Debug)]
pub struct AttrInfo {
    pub name: &'static str,
    pub transformation: Transformation,
    pub shape: Shape,
    pub doc: &'static str,
}

const fn a(
    name: &'static str,
    transformation: Transformation,
    shape: Shape,
    doc: &'static str,
) -> AttrInfo {
    AttrInfo {
        name,
        transformation,
        shape,
        doc,
    }
}

use Shape::*;
use Transformation::*;

/// The table.
pub const ATTRIBUTES: &[AttrInfo] = &[
    a(
        "llvm.loop.unroll.enable",
        Unroll,
        Flag,
        "unroll with a count the unroller chooses (forced)",
    ),
    a(
        "llvm.loop.unroll.disable",
        Unroll,
        Flag,
        "do not unroll (suppressed)",
    ),
    a(
        "llvm.loop.unroll.count",
        Unroll,
        Int,
        "unroll by this factor (forced; 1 suppresses)",
    ),
    a(
        "llvm.loop.unroll.full",
        Unroll,
        Flag,
        "unroll completely (forced)",
    ),
    a(
        "llvm.loop.unroll.runtime.disable",
        Unroll,
        Flag,
        "no runtime unrolling (remainder loop)",
    ),
    a(
        "llvm.loop.unroll.followup_all",
        Unroll,
        Followup,
        "attributes of every loop unrolling leaves",
    ),
    a(
        "llvm.loop.unroll.followup_unrolled",
        Unroll,
        Followup,
        "attributes of the unrolled loop",
    ),
    a(
        "llvm.loop.unroll.followup_remainder",
        Unroll,
        Followup,
        "attributes of the remainder loop",
    ),
    a(
        "llvm.loop.unroll_and_jam.enable",
        UnrollAndJam,
        Flag,
        "unroll and jam (forced)",
    ),
    a(
        "llvm.loop.unroll_and_jam.disable",
        UnrollAndJam,
        Flag,
        "do not unroll and jam (suppressed)",
    ),
    a(
        "llvm.loop.unroll_and_jam.count",
        UnrollAndJam,
        Int,
        "unroll-and-jam factor (forced; 1 suppresses)",
    ),
    a(
        "llvm.loop.unroll_and_jam.followup_all",
        UnrollAndJam,
        Followup,
        "attributes of every resulting loop",
    ),
    a(
        "llvm.loop.unroll_and_jam.followup_outer",
        UnrollAndJam,
        Followup,
        "attributes of the jammed outer loop",
    ),
    a(
        "llvm.loop.unroll_and_jam.followup_inner",
        UnrollAndJam,
        Followup,
        "attributes of the jammed inner loop",
    ),
    a(
        "llvm.loop.unroll_and_jam.followup_remainder_outer",
        UnrollAndJam,
        Followup,
        "attributes of the outer remainder loop",
    ),
    a(
        "llvm.loop.unroll_and_jam.followup_remainder_inner",
        UnrollAndJam,
        Followup,
        "attributes of the inner remainder loop",
    ),
    a(
        "llvm.loop.vectorize.enable",
        Vectorize,
        Bool,
        "vectorize (true forces, false suppresses)",
    ),
    a(
        "llvm.loop.vectorize.width",
        Vectorize,
        Int,
        "vector width (1 with interleave count 1 disables)",
    ),
    a(
        "llvm.loop.vectorize.scalable.enable",
        Vectorize,
        Bool,
        "the width is scalable",
    ),
    a(
        "llvm.loop.interleave.count",
        Vectorize,
        Int,
        "interleave count",
    ),
    a(
        "llvm.loop.vectorize.predicate.enable",
        Vectorize,
        Bool,
        "fold the epilogue into the vector loop with predication",
    ),
    a(
        "llvm.loop.vectorize.followup_all",
        Vectorize,
        Followup,
        "attributes of every loop vectorization leaves",
    ),
    a(
        "llvm.loop.vectorize.followup_vectorized",
        Vectorize,
        Followup,
        "attributes of the vectorized loop",
    ),
    a(
        "llvm.loop.vectorize.followup_epilogue",
        Vectorize,
        Followup,
        "attributes of the scalar epilogue",
    ),
    a(
        "llvm.loop.isvectorized",
        General,
        Int,
        "the loop is a result of vectorization (disables it)",
    ),
    a(
        "llvm.loop.distribute.enable",
        Distribute,
        Bool,
        "distribute (true forces)",
    ),
    a(
        "llvm.loop.distribute.followup_all",
        Distribute,
        Followup,
        "attributes of every loop distribution leaves",
    ),
    a(
        "llvm.loop.distribute.followup_coincident",
        Distribute,
        Followup,
        "attributes of the loops without loop-carried dependences",
    ),
    a(
        "llvm.loop.distribute.followup_sequential",
        Distribute,
        Followup,
        "attributes of the loops with them",
    ),
    a(
        "llvm.loop.distribute.followup_fallback",
        Distribute,
        Followup,
        "attributes of the fallback loop (runtime checks failed)",
    ),
    a(
        "llvm.loop.licm_versioning.disable",
        LicmVersioning,
        Flag,
        "no LICM versioning (suppressed)",
    ),
    a(
        "llvm.loop.pipeline.disable",
        Pipeline,
        Bool,
        "no software pipelining",
    ),
    a(
        "llvm.loop.pipeline.initiationinterval",
        Pipeline,
        Int,
        "software pipelining initiation interval",
    ),
    a(
        "llvm.loop.mustprogress",
        General,
        Flag,
        "the loop must make progress (C++ forward progress)",
    ),
    a(
        "llvm.loop.disable_nonforced",
        General,
        Flag,
        "only forced transformations may apply",
    ),
    a("llvm.licm.disable", General, Flag, "no LICM on the loop"),
    a(
        "llvm.loop.parallel_accesses",
        Annotation,
        Nodes,
        "no loop-carried dependences between the accesses of these groups",
    ),
    a(
        "llvm.loop.no_depends",
        Annotation,
        Nodes,
        "no loop-carried memory dependences between these groups (ivdep)",
    ),
    a(
        "llvm.loop.no_depends_safelen",
        Annotation,
        Nodes,
        "no dependences below a distance (ivdep safelen)",
    ),
    a(
        "spirv.loop.dependency_accesses",
        Annotation,
        Nodes,
        "the SPIR-V-friendly form of the ivdep claims",
    ),
];

/// The attribute named `name`.
pub fn info(name: &str) -> Option<&'static AttrInfo> {
    ATTRIBUTES.iter().find(|a| a.name == name)
}

/// The followup attributes of `t`, `followup_all` first (the order the passes list them).
pub fn followups(t: Transformation) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = ATTRIBUTES
        .iter()
        .filter(|a| a.transformation == t && a.shape == Shape::Followup)
        .map(|a| a.name)
        .collect();
    v.sort_by_key(|n| !n.ends_with("followup_all"));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_followups_listed() {
        let mut seen = std::collections::HashSet::new();
        for a in ATTRIBUTES {
            assert!(seen.insert(a.name), "{}", a.name);
        }
        assert_eq!(
            followups(Transformation::Unroll),
            [
                "llvm.loop.unroll.followup_all",
                "llvm.loop.unroll.followup_unrolled",
                "llvm.loop.unroll.followup_remainder"
            ]
        );
    }
}

/// The table as Markdown (`docs/loop-transforms.md` includes it; a test keeps them equal).
pub fn markdown_table() -> String {
    let mut s =
        String::from("| attribute | transformation | operands | meaning |\n|---|---|---|---|\n");
    for a in ATTRIBUTES {
        let shape = match a.shape {
            Flag => "none",
            Bool => "`i1` (absent: true)",
            Int => "integer",
            Followup => "loop attributes",
            Nodes => "metadata nodes",
        };
        s += &format!(
            "| `{}` | {} | {} | {} |\n",
            a.name,
            a.transformation.name(),
            shape,
            a.doc.replace('|', "\\|")
        );
    }
    s
}

#[cfg(test)]
mod doc_tests {
    /// `docs/loop-transforms.md` holds the table as [`super::markdown_table`] writes it
    /// (`BLESS=1` rewrites it there, between its markers).
    #[test]
    fn docs_table_is_the_table() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/loop-transforms.md");
        let doc = std::fs::read_to_string(&path).expect("docs/loop-transforms.md");
        let (begin, end) = ("<!-- attributes: begin -->\n", "<!-- attributes: end -->");
        let (head, rest) = doc.split_once(begin).expect("begin marker");
        let (_, tail) = rest.split_once(end).expect("end marker");
        let table = super::markdown_table();
        let want = format!("{head}{begin}{table}{end}{tail}");
        if std::env::var_os("BLESS").is_some() {
            std::fs::write(&path, &want).expect("write");
            return;
        }
        assert!(
            doc == want,
            "docs/loop-transforms.md's table is out of date: run with BLESS=1"
        );
    }
}
