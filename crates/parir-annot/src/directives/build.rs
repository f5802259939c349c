//! Creating directive regions and markers from passes, with typed directives and clauses
//! (no tag strings to spell): [`RegionBuilder`] inserts an entry with its bundles and the
//! exits that close it, [`insert_marker`] a marker.
//!
//! ```
//! use parir_annot::directives::build::{OmpClause, OmpDirective, RegionBuilder};
//! let src = "define void @f(ptr %a) {\nentry:\n  store i32 0, ptr %a\n  ret void\n}\n";
//! let mut m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
//! let f = m.global_by_name("f").unwrap();
//! let b = m.body(f).unwrap().layout[0];
//! let a = parir_ir::Value::Arg(0);
//! RegionBuilder::new(OmpDirective::Single)
//!     .clause(OmpClause::Shared, vec![a])
//!     .insert(&mut m, f, (b, 0), &[(b, 1)])
//!     .unwrap();
//! let text = parir_ir::printer::print_module(&m);
//! assert!(text.contains("%0 = call token @llvm.directive.region.entry() [ \"DIR.OMP.SINGLE\"(), \"QUAL.OMP.SHARED\"(ptr %a) ]"), "{text}");
//! assert!(text.contains("call void @llvm.directive.region.exit(token %0) [ \"DIR.OMP.END.SINGLE\"() ]"), "{text}");
//! assert!(parir_ir::verifier::verify_module(&m).is_ok());
//! ```

use super::model::DirectiveCall;
use super::vocab;
use parir_ir::function::{Block, Inst};
use parir_ir::inst::{Bundle, InstData};
use parir_ir::{GlobalId, Module, Value};

macro_rules! tags {
    ($(#[$doc:meta])* $name:ident { $($variant:ident => $tag:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($variant,)*
        }

        impl $name {
            /// Every variant.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The tag, as the vocabulary spells it.
            pub fn tag(self) -> &'static str {
                match self {
                    $($name::$variant => $tag,)*
                }
            }
        }
    };
}

tags!(
    /// The OpenMP directives of [`vocab::OMP_DIRECTIVES`] that delimit regions.
    OmpDirective {
        Parallel => "DIR.OMP.PARALLEL",
        ParallelLoop => "DIR.OMP.PARALLEL.LOOP",
        ParallelSections => "DIR.OMP.PARALLEL.SECTIONS",
        Loop => "DIR.OMP.LOOP",
        GenericLoop => "DIR.OMP.GENERICLOOP",
        Simd => "DIR.OMP.SIMD",
        Sections => "DIR.OMP.SECTIONS",
        Section => "DIR.OMP.SECTION",
        Single => "DIR.OMP.SINGLE",
        Master => "DIR.OMP.MASTER",
        Masked => "DIR.OMP.MASKED",
        Critical => "DIR.OMP.CRITICAL",
        Ordered => "DIR.OMP.ORDERED",
        Atomic => "DIR.OMP.ATOMIC",
        Barrier => "DIR.OMP.BARRIER",
        Task => "DIR.OMP.TASK",
        Taskloop => "DIR.OMP.TASKLOOP",
        Taskgroup => "DIR.OMP.TASKGROUP",
        Taskwait => "DIR.OMP.TASKWAIT",
        Target => "DIR.OMP.TARGET",
        Teams => "DIR.OMP.TEAMS",
        Distribute => "DIR.OMP.DISTRIBUTE",
        DistributeParLoop => "DIR.OMP.DISTRIBUTE.PARLOOP",
        DistributeParLoopSimd => "DIR.OMP.DISTRIBUTE.PARLOOP.SIMD",
    }
);

tags!(
    /// The OpenMP clauses of [`vocab::OMP_CLAUSES`] most passes need.
    OmpClause {
        Private => "QUAL.OMP.PRIVATE",
        FirstPrivate => "QUAL.OMP.FIRSTPRIVATE",
        LastPrivate => "QUAL.OMP.LASTPRIVATE",
        Shared => "QUAL.OMP.SHARED",
        ReductionAdd => "QUAL.OMP.REDUCTION.ADD",
        ReductionMul => "QUAL.OMP.REDUCTION.MUL",
        ReductionMax => "QUAL.OMP.REDUCTION.MAX",
        ReductionMin => "QUAL.OMP.REDUCTION.MIN",
        NumThreads => "QUAL.OMP.NUM_THREADS",
        ScheduleStatic => "QUAL.OMP.SCHEDULE.STATIC",
        ScheduleDynamic => "QUAL.OMP.SCHEDULE.DYNAMIC",
        Collapse => "QUAL.OMP.COLLAPSE",
        Safelen => "QUAL.OMP.SAFELEN",
        Simdlen => "QUAL.OMP.SIMDLEN",
        NormalizedIv => "QUAL.OMP.NORMALIZED.IV",
        NormalizedUb => "QUAL.OMP.NORMALIZED.UB",
        Nowait => "QUAL.OMP.NOWAIT",
        CopyIn => "QUAL.OMP.COPYIN",
        CopyPrivate => "QUAL.OMP.COPYPRIVATE",
        Ordered => "QUAL.OMP.ORDERED",
        Linear => "QUAL.OMP.LINEAR",
        DependIn => "QUAL.OMP.DEPEND.IN",
        DependOut => "QUAL.OMP.DEPEND.OUT",
        DependInout => "QUAL.OMP.DEPEND.INOUT",
    }
);

tags!(
    /// The LLVMPar RFC's own tags.
    RfcTag {
        DetachTask => "detach_task",
        ReattachTask => "reattach_task",
        LocalBarrier => "local_barrier",
        HpvmCreateNode => "HPVM_create_node",
        DataflowValues => "dataflow_values",
        Attributes => "attributes",
    }
);

/// A region to insert: its directive bundle and clause bundles.
#[derive(Clone, Debug)]
pub struct RegionBuilder {
    entry: Vec<Bundle>,
    exit: Vec<Bundle>,
}

impl RegionBuilder {
    /// An OpenMP region: `"DIR.OMP.X"()` on the entry, `"DIR.OMP.END.X"()` on the exits.
    pub fn new(d: OmpDirective) -> RegionBuilder {
        let end = vocab::end_tag(d.tag()).unwrap_or_default();
        RegionBuilder {
            entry: vec![bundle(d.tag(), Vec::new())],
            exit: vec![bundle(&end, Vec::new())],
        }
    }

    /// A region of the RFC's vocabulary (`HPVM_create_node(n)`), the exits carrying the
    /// same tag without operands, as the RFC's HPVM example does.
    pub fn rfc(tag: RfcTag, operands: Vec<Value>) -> RegionBuilder {
        RegionBuilder {
            entry: vec![bundle(tag.tag(), operands)],
            exit: vec![bundle(tag.tag(), Vec::new())],
        }
    }

    /// Adds a clause bundle to the entry.
    pub fn clause(mut self, c: OmpClause, operands: Vec<Value>) -> RegionBuilder {
        self.entry.push(bundle(c.tag(), operands));
        self
    }

    /// Adds an RFC bundle to the entry (`dataflow_values`, `attributes`); the exits get it
    /// without operands.
    pub fn rfc_bundle(mut self, t: RfcTag, operands: Vec<Value>) -> RegionBuilder {
        self.entry.push(bundle(t.tag(), operands));
        self.exit.push(bundle(t.tag(), Vec::new()));
        self
    }

    /// Inserts the entry before instruction index `entry.1` of block `entry.0` of function
    /// `f`, and an exit before each `(block, index)` of `exits` (indices as before any
    /// insertion). Declares the intrinsics when needed. The caller keeps the region
    /// single-entry single-exit (`parir check` verifies it).
    pub fn insert(
        self,
        m: &mut Module,
        f: GlobalId,
        entry: (Block, usize),
        exits: &[(Block, usize)],
    ) -> Result<(Inst, Vec<Inst>), String> {
        let ge = declare(m, DirectiveCall::Entry)?;
        let gx = declare(m, DirectiveCall::Exit)?;
        let entry_data = call(m, ge, Vec::new(), self.entry)?;
        let mut exits_sorted: Vec<(Block, usize)> = exits.to_vec();
        // Insert later positions first so that earlier indices stay valid.
        exits_sorted.sort_by_key(|e| std::cmp::Reverse(e.1));
        let body = body_mut(m, f)?;
        let e = parir_transform::edit::insert_inst(body, entry.0, entry.1, entry_data);
        let mut out = Vec::new();
        for (b, k) in exits_sorted {
            // The entry shifted later instructions of its own block by one.
            let k = if b == entry.0 && k >= entry.1 {
                k + 1
            } else {
                k
            };
            let x = call(m, gx, vec![Value::Inst(e)], self.exit.clone())?;
            let body = body_mut(m, f)?;
            out.push(parir_transform::edit::insert_inst(body, b, k, x));
        }
        Ok((e, out))
    }
}

/// Inserts `%c = call i1 @llvm.directive.marker() [ "tag"() ]` before instruction index `at.1`
/// of block `at.0` of function `f`.
pub fn insert_marker(
    m: &mut Module,
    f: GlobalId,
    at: (Block, usize),
    tag: RfcTag,
) -> Result<Inst, String> {
    let g = declare(m, DirectiveCall::Marker)?;
    let d = call(m, g, Vec::new(), vec![bundle(tag.tag(), Vec::new())])?;
    let body = body_mut(m, f)?;
    Ok(parir_transform::edit::insert_inst(body, at.0, at.1, d))
}

fn body_mut(m: &mut Module, f: GlobalId) -> Result<&mut parir_ir::function::Body, String> {
    m.globals[f]
        .as_func_mut()
        .and_then(|x| x.body.as_mut())
        .ok_or_else(|| "not a function definition".to_string())
}

fn bundle(tag: &str, inputs: Vec<Value>) -> Bundle {
    Bundle {
        tag: tag.into(),
        inputs,
    }
}

/// Declares (or finds, with the right type) the intrinsic `k`.
pub fn declare(m: &mut Module, k: DirectiveCall) -> Result<GlobalId, String> {
    let token = m.types.token();
    let void = m.types.void();
    let i1 = m.types.int(1);
    let (ret, params) = match k {
        DirectiveCall::Entry => (token, vec![]),
        DirectiveCall::Exit => (void, vec![token]),
        DirectiveCall::Marker => (i1, vec![]),
    };
    let fn_ty = m.types.function(ret, params, false);
    crate::irbuild::declare_function(m, k.name(), fn_ty, Vec::new(), k.signature_text())
}

fn call(
    m: &mut Module,
    g: GlobalId,
    args: Vec<Value>,
    bundles: Vec<Bundle>,
) -> Result<InstData, String> {
    crate::irbuild::direct_call(m, g, args, bundles).ok_or_else(|| "not a function".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_tags_are_in_the_vocabulary() {
        for d in OmpDirective::ALL {
            assert_eq!(
                vocab::kind(d.tag()),
                Some(vocab::TagKind::Directive),
                "{d:?}"
            );
        }
        for c in OmpClause::ALL {
            assert_eq!(vocab::kind(c.tag()), Some(vocab::TagKind::Clause), "{c:?}");
        }
        for t in RfcTag::ALL {
            assert_eq!(vocab::kind(t.tag()), Some(vocab::TagKind::Rfc), "{t:?}");
        }
    }

    #[test]
    fn a_built_loop_region_is_a_claim_and_passes_the_checker() {
        let src = "define void @f(ptr %a) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %n, %loop ]\n  %p = getelementptr inbounds i32, ptr %a, i64 %i\n  store i32 0, ptr %p\n  %n = add nuw nsw i64 %i, 1\n  %d = icmp eq i64 %n, 8\n  br i1 %d, label %exit, label %loop\nexit:\n  ret void\n}\n";
        let mut m = parir_ir::parser::parse_module(src, "f.ll").expect("parses");
        let f = m.global_by_name("f").expect("f");
        let (entry, exit) = {
            let body = m.body(f).expect("body");
            (body.layout[0], body.layout[2])
        };
        RegionBuilder::new(OmpDirective::ParallelLoop)
            .clause(OmpClause::Shared, vec![Value::Arg(0)])
            .insert(&mut m, f, (entry, 0), &[(exit, 0)])
            .expect("inserted");
        assert!(parir_ir::verifier::verify_module(&m).is_ok());
        assert!(crate::directives::check::check_module(&m).is_empty());
        let loops = crate::claims::claimed_loops(&m, f);
        assert_eq!(loops.len(), 1);
        assert!(loops[0].fully_parallel().is_some());
    }
}
