//! The vocabularies of operand-bundle tags on the directive intrinsics, each in one table.
//!
//! - The LLVMPar RFC's own tags (`llvmpar-extension-mechanism-rfc.txt`, "Three Example Uses"):
//!   the Tapir markers and the HPVM region.
//! - OpenMP in the form Intel's OpenMP compiler uses and public projects emit today (intel/llvm's
//!   `llvm/test/Transforms/Intel_VPO*` and `clang/test/OpenMP/*` checks; PyOMP's Numba
//!   lowering; the OmpSs-2 LLVM fork uses the same shape with `DIR.OSS`/`QUAL.OSS`): a region
//!   entry carries the directive as its first bundle, `"DIR.OMP.PARALLEL.LOOP"()`, then one
//!   bundle per clause operand group, `"QUAL.OMP.PRIVATE"(ptr %x)`; its exit carries
//!   `"DIR.OMP.END.PARALLEL.LOOP"()`. A clause tag may carry modifiers after a colon, joined
//!   with dots: `"QUAL.OMP.PRIVATE:TYPED"(ptr %i, i32 0, i32 1)` (the variable, a value of its
//!   element type, the element count), `"QUAL.OMP.REDUCTION.ADD:BYREF.TYPED"`,
//!   `"QUAL.OMP.LINEAR:IV"`. Stand-alone directives (`barrier`, `taskwait`, `flush`) are an
//!   entry immediately followed by its exit.
//!
//! A tag that no table knows is kept as it is and reported by `parir check`
//! (`directive-unknown-tag`), never dropped.

/// What a tag is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagKind {
    /// `DIR.OMP.X`: the directive of a region entry.
    Directive,
    /// `DIR.OMP.END.X`: the directive of a region exit.
    EndDirective,
    /// `QUAL.OMP.X[:MODIFIERS]`: a clause.
    Clause,
    /// A tag of the RFC's Tapir and HPVM examples.
    Rfc,
}

/// An OpenMP directive: its tag on the entry (`DIR.OMP.PARALLEL`) and what it means.
#[derive(Clone, Copy, Debug)]
pub struct DirectiveInfo {
    pub tag: &'static str,
    pub doc: &'static str,
    /// Whether the directive is associated with the loop its region encloses.
    pub is_loop: bool,
    /// Whether the region's contents run on several threads (or as tasks) at once.
    pub is_parallel: bool,
}

const fn dir(
    tag: &'static str,
    doc: &'static str,
    is_loop: bool,
    is_parallel: bool,
) -> DirectiveInfo {
    DirectiveInfo {
        tag,
        doc,
        is_loop,
        is_parallel,
    }
}

/// The OpenMP directives (OpenMP 5.2 names as Intel's compiler spells them).
pub const OMP_DIRECTIVES: &[DirectiveInfo] = &[
    dir(
        "DIR.OMP.PARALLEL",
        "parallel: a team of threads runs the region",
        false,
        true,
    ),
    dir(
        "DIR.OMP.PARALLEL.LOOP",
        "parallel for: a team shares the iterations of the loop",
        true,
        true,
    ),
    dir(
        "DIR.OMP.PARALLEL.SECTIONS",
        "parallel sections: a team runs the sections",
        false,
        true,
    ),
    dir(
        "DIR.OMP.LOOP",
        "for (worksharing loop): the enclosing team shares the iterations",
        true,
        true,
    ),
    dir(
        "DIR.OMP.GENERICLOOP",
        "loop: iterations may run concurrently (bind, order)",
        true,
        true,
    ),
    dir(
        "DIR.OMP.SIMD",
        "simd: the iterations may run in SIMD lanes",
        true,
        true,
    ),
    dir(
        "DIR.OMP.SECTIONS",
        "sections: the enclosing team runs the sections",
        false,
        true,
    ),
    dir(
        "DIR.OMP.SECTION",
        "section: one section of a sections region",
        false,
        false,
    ),
    dir(
        "DIR.OMP.SINGLE",
        "single: one thread of the team runs the region",
        false,
        false,
    ),
    dir(
        "DIR.OMP.MASTER",
        "master: the primary thread runs the region",
        false,
        false,
    ),
    dir(
        "DIR.OMP.MASKED",
        "masked: the threads the filter selects run the region",
        false,
        false,
    ),
    dir(
        "DIR.OMP.CRITICAL",
        "critical: one thread at a time (named by QUAL.OMP.NAME)",
        false,
        false,
    ),
    dir(
        "DIR.OMP.ORDERED",
        "ordered: in the order of the loop's iterations",
        false,
        false,
    ),
    dir(
        "DIR.OMP.ATOMIC",
        "atomic: the update is atomic",
        false,
        false,
    ),
    dir(
        "DIR.OMP.BARRIER",
        "barrier (stand-alone): the team waits for all its threads",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TASK",
        "task: the region is a task that may run later or elsewhere",
        false,
        true,
    ),
    dir(
        "DIR.OMP.TASKLOOP",
        "taskloop: the iterations become tasks",
        true,
        true,
    ),
    dir(
        "DIR.OMP.TASKGROUP",
        "taskgroup: waits for the tasks created inside",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TASKWAIT",
        "taskwait (stand-alone): waits for the child tasks",
        false,
        false,
    ),
    dir("DIR.OMP.TASKYIELD", "taskyield (stand-alone)", false, false),
    dir(
        "DIR.OMP.FLUSH",
        "flush (stand-alone): a memory fence",
        false,
        false,
    ),
    dir(
        "DIR.OMP.SCOPE",
        "scope: data-sharing clauses for a structured block",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TARGET",
        "target: the region runs on the device",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TARGET.DATA",
        "target data: device data environment",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TARGET.UPDATE",
        "target update (stand-alone)",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TARGET.ENTER.DATA",
        "target enter data (stand-alone)",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TARGET.EXIT.DATA",
        "target exit data (stand-alone)",
        false,
        false,
    ),
    dir(
        "DIR.OMP.TEAMS",
        "teams: a league of teams runs the region",
        false,
        true,
    ),
    dir(
        "DIR.OMP.DISTRIBUTE",
        "distribute: the league shares the iterations",
        true,
        true,
    ),
    dir(
        "DIR.OMP.DISTRIBUTE.PARLOOP",
        "distribute parallel for",
        true,
        true,
    ),
    dir(
        "DIR.OMP.DISTRIBUTE.PARLOOP.SIMD",
        "distribute parallel for simd",
        true,
        true,
    ),
    dir("DIR.OMP.CANCEL", "cancel (stand-alone)", false, false),
    dir(
        "DIR.OMP.CANCELLATION.POINT",
        "cancellation point (stand-alone)",
        false,
        false,
    ),
];

/// An OpenMP clause: its tag without modifiers (`QUAL.OMP.PRIVATE`).
#[derive(Clone, Copy, Debug)]
pub struct ClauseInfo {
    pub tag: &'static str,
    pub doc: &'static str,
    /// What the operands are.
    pub operands: Operands,
}

/// The operands a clause takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operands {
    /// None: `"QUAL.OMP.NOWAIT"()`.
    None,
    /// One value: `"QUAL.OMP.NUM_THREADS"(i32 4)`.
    One,
    /// Any number of values (variables, with their `TYPED` companions).
    List,
}

const fn cl(tag: &'static str, doc: &'static str, operands: Operands) -> ClauseInfo {
    ClauseInfo { tag, doc, operands }
}

/// The OpenMP clauses.
pub const OMP_CLAUSES: &[ClauseInfo] = &[
    cl(
        "QUAL.OMP.PRIVATE",
        "private: each thread has its own uninitialized copy",
        Operands::List,
    ),
    cl(
        "QUAL.OMP.FIRSTPRIVATE",
        "firstprivate: a copy initialized from the original",
        Operands::List,
    ),
    cl(
        "QUAL.OMP.LASTPRIVATE",
        "lastprivate: the last iteration's value is copied out",
        Operands::List,
    ),
    cl(
        "QUAL.OMP.SHARED",
        "shared: one variable for the team",
        Operands::List,
    ),
    cl("QUAL.OMP.REDUCTION.ADD", "reduction(+)", Operands::List),
    cl("QUAL.OMP.REDUCTION.SUB", "reduction(-)", Operands::List),
    cl("QUAL.OMP.REDUCTION.MUL", "reduction(*)", Operands::List),
    cl("QUAL.OMP.REDUCTION.MAX", "reduction(max)", Operands::List),
    cl("QUAL.OMP.REDUCTION.MIN", "reduction(min)", Operands::List),
    cl("QUAL.OMP.REDUCTION.BAND", "reduction(&)", Operands::List),
    cl("QUAL.OMP.REDUCTION.BOR", "reduction(|)", Operands::List),
    cl("QUAL.OMP.REDUCTION.BXOR", "reduction(^)", Operands::List),
    cl("QUAL.OMP.REDUCTION.AND", "reduction(&&)", Operands::List),
    cl("QUAL.OMP.REDUCTION.OR", "reduction(||)", Operands::List),
    cl("QUAL.OMP.NUM_THREADS", "num_threads(n)", Operands::One),
    cl("QUAL.OMP.IF", "if(cond)", Operands::One),
    cl(
        "QUAL.OMP.NOWAIT",
        "nowait: no barrier at the end",
        Operands::None,
    ),
    cl(
        "QUAL.OMP.SCHEDULE.STATIC",
        "schedule(static[, chunk])",
        Operands::List,
    ),
    cl(
        "QUAL.OMP.SCHEDULE.DYNAMIC",
        "schedule(dynamic[, chunk])",
        Operands::List,
    ),
    cl(
        "QUAL.OMP.SCHEDULE.GUIDED",
        "schedule(guided[, chunk])",
        Operands::List,
    ),
    cl("QUAL.OMP.SCHEDULE.AUTO", "schedule(auto)", Operands::List),
    cl(
        "QUAL.OMP.SCHEDULE.RUNTIME",
        "schedule(runtime)",
        Operands::List,
    ),
    cl(
        "QUAL.OMP.DIST_SCHEDULE.STATIC",
        "dist_schedule(static[, chunk])",
        Operands::List,
    ),
    cl("QUAL.OMP.COLLAPSE", "collapse(n)", Operands::One),
    cl("QUAL.OMP.SAFELEN", "safelen(n)", Operands::One),
    cl("QUAL.OMP.SIMDLEN", "simdlen(n)", Operands::One),
    cl("QUAL.OMP.LINEAR", "linear(var: step)", Operands::List),
    cl("QUAL.OMP.ALIGNED", "aligned(ptr: n)", Operands::List),
    cl("QUAL.OMP.NONTEMPORAL", "nontemporal(ptr)", Operands::List),
    cl(
        "QUAL.OMP.NORMALIZED.IV",
        "the loop's normalized induction variable(s)",
        Operands::List,
    ),
    cl(
        "QUAL.OMP.NORMALIZED.UB",
        "the loop's normalized upper bound(s)",
        Operands::List,
    ),
    cl("QUAL.OMP.ORDERED", "ordered[(n)]", Operands::List),
    cl(
        "QUAL.OMP.NAME",
        "the name of a critical section",
        Operands::One,
    ),
    cl("QUAL.OMP.FILTER", "masked filter(thread)", Operands::One),
    cl("QUAL.OMP.DEFAULT.SHARED", "default(shared)", Operands::None),
    cl("QUAL.OMP.DEFAULT.NONE", "default(none)", Operands::None),
    cl(
        "QUAL.OMP.DEFAULT.PRIVATE",
        "default(private)",
        Operands::None,
    ),
    cl(
        "QUAL.OMP.DEFAULT.FIRSTPRIVATE",
        "default(firstprivate)",
        Operands::None,
    ),
    cl(
        "QUAL.OMP.PROC_BIND.MASTER",
        "proc_bind(master)",
        Operands::None,
    ),
    cl(
        "QUAL.OMP.PROC_BIND.CLOSE",
        "proc_bind(close)",
        Operands::None,
    ),
    cl(
        "QUAL.OMP.PROC_BIND.SPREAD",
        "proc_bind(spread)",
        Operands::None,
    ),
    cl("QUAL.OMP.COPYIN", "copyin(var)", Operands::List),
    cl("QUAL.OMP.COPYPRIVATE", "copyprivate(var)", Operands::List),
    cl("QUAL.OMP.UNTIED", "untied task", Operands::None),
    cl("QUAL.OMP.MERGEABLE", "mergeable task", Operands::None),
    cl("QUAL.OMP.FINAL", "final(cond)", Operands::One),
    cl("QUAL.OMP.PRIORITY", "priority(n)", Operands::One),
    cl("QUAL.OMP.DEPEND.IN", "depend(in: var)", Operands::List),
    cl("QUAL.OMP.DEPEND.OUT", "depend(out: var)", Operands::List),
    cl(
        "QUAL.OMP.DEPEND.INOUT",
        "depend(inout: var)",
        Operands::List,
    ),
    cl("QUAL.OMP.NUM_TEAMS", "num_teams(n)", Operands::One),
    cl("QUAL.OMP.THREAD_LIMIT", "thread_limit(n)", Operands::One),
    cl("QUAL.OMP.MAP.TO", "map(to: var)", Operands::List),
    cl("QUAL.OMP.MAP.FROM", "map(from: var)", Operands::List),
    cl("QUAL.OMP.MAP.TOFROM", "map(tofrom: var)", Operands::List),
    cl("QUAL.OMP.MAP.ALLOC", "map(alloc: var)", Operands::List),
    cl("QUAL.OMP.DEVICE", "device(n)", Operands::One),
    cl("QUAL.OMP.BIND.PARALLEL", "bind(parallel)", Operands::None),
    cl("QUAL.OMP.BIND.TEAMS", "bind(teams)", Operands::None),
    cl("QUAL.OMP.BIND.THREAD", "bind(thread)", Operands::None),
    cl(
        "QUAL.OMP.ORDER.CONCURRENT",
        "order(concurrent)",
        Operands::None,
    ),
    cl(
        "QUAL.OMP.CANCEL.PARALLEL",
        "cancel parallel",
        Operands::None,
    ),
    cl("QUAL.OMP.CANCEL.LOOP", "cancel for", Operands::None),
    cl(
        "QUAL.OMP.CANCEL.SECTIONS",
        "cancel sections",
        Operands::None,
    ),
    cl(
        "QUAL.OMP.CANCEL.TASKGROUP",
        "cancel taskgroup",
        Operands::None,
    ),
];

/// The tags of the RFC's examples.
pub const RFC_TAGS: &[(&str, &str)] = &[
    (
        "detach_task",
        "marker: `br i1` on its result enters a task (Tapir's detach); the false edge is the continuation",
    ),
    ("reattach_task", "marker: the end of the task (Tapir's reattach)"),
    ("local_barrier", "marker: waits for the tasks spawned in this function (Tapir's sync)"),
    ("HPVM_create_node", "region entry: an HPVM node replicated N times (operand N); empty on the exit"),
    ("dataflow_values", "region: the node's incoming and outgoing values (pointer, size pairs)"),
    ("attributes", "region: per dataflow value 0 in, 1 out, 2 inout, -1 not a pointer"),
];

/// The directive on entries, for an exit tag `DIR.OMP.END.X`.
pub fn end_of(tag: &str) -> Option<String> {
    tag.strip_prefix("DIR.OMP.END.")
        .map(|rest| format!("DIR.OMP.{rest}"))
}

/// The exit tag of directive `DIR.OMP.X`.
pub fn end_tag(tag: &str) -> Option<String> {
    tag.strip_prefix("DIR.OMP.")
        .filter(|r| !r.starts_with("END."))
        .map(|rest| format!("DIR.OMP.END.{rest}"))
}

/// A clause tag split into its base and modifiers:
/// `QUAL.OMP.REDUCTION.ADD:BYREF.TYPED` → (`QUAL.OMP.REDUCTION.ADD`, [`BYREF`, `TYPED`]).
pub fn split_clause(tag: &str) -> (&str, Vec<&str>) {
    match tag.split_once(':') {
        Some((base, mods)) => (base, mods.split('.').collect()),
        None => (tag, Vec::new()),
    }
}

/// The directive with entry tag `tag`.
pub fn directive(tag: &str) -> Option<&'static DirectiveInfo> {
    OMP_DIRECTIVES.iter().find(|d| d.tag == tag)
}

/// The clause with tag `tag` (modifiers ignored).
pub fn clause(tag: &str) -> Option<&'static ClauseInfo> {
    let (base, _) = split_clause(tag);
    OMP_CLAUSES.iter().find(|c| c.tag == base)
}

/// What `tag` is, if a table knows it.
///
/// ```
/// use parir_annot::directives::vocab::{kind, TagKind};
/// assert_eq!(kind("DIR.OMP.PARALLEL.LOOP"), Some(TagKind::Directive));
/// assert_eq!(kind("DIR.OMP.END.PARALLEL.LOOP"), Some(TagKind::EndDirective));
/// assert_eq!(kind("QUAL.OMP.PRIVATE:TYPED"), Some(TagKind::Clause));
/// assert_eq!(kind("detach_task"), Some(TagKind::Rfc));
/// assert_eq!(kind("QUAL.OMP.NO_SUCH_CLAUSE"), None);
/// ```
pub fn kind(tag: &str) -> Option<TagKind> {
    if directive(tag).is_some() {
        return Some(TagKind::Directive);
    }
    if end_of(tag).is_some_and(|d| directive(&d).is_some()) {
        return Some(TagKind::EndDirective);
    }
    if clause(tag).is_some() {
        return Some(TagKind::Clause);
    }
    if RFC_TAGS.iter().any(|(t, _)| *t == tag) {
        return Some(TagKind::Rfc);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_have_no_duplicates_and_spell_their_prefix() {
        let mut seen = std::collections::HashSet::new();
        for d in OMP_DIRECTIVES {
            assert!(d.tag.starts_with("DIR.OMP.") && !d.tag.starts_with("DIR.OMP.END."));
            assert!(seen.insert(d.tag), "{}", d.tag);
        }
        for c in OMP_CLAUSES {
            assert!(c.tag.starts_with("QUAL.OMP.") && !c.tag.contains(':'));
            assert!(seen.insert(c.tag), "{}", c.tag);
        }
        for (t, _) in RFC_TAGS {
            assert!(seen.insert(t), "{t}");
        }
    }

    #[test]
    fn end_tags_pair_with_directives() {
        assert_eq!(end_tag("DIR.OMP.SIMD").as_deref(), Some("DIR.OMP.END.SIMD"));
        assert_eq!(end_of("DIR.OMP.END.SIMD").as_deref(), Some("DIR.OMP.SIMD"));
        assert_eq!(end_tag("DIR.OMP.END.SIMD"), None);
        assert_eq!(
            split_clause("QUAL.OMP.REDUCTION.ADD:BYREF.TYPED"),
            ("QUAL.OMP.REDUCTION.ADD", vec!["BYREF", "TYPED"])
        );
    }
}
