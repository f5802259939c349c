//! The optimization remarks and warnings of the loop passes, as LLVM 19's
//! `OptimizationRemarkEmitter` filters them: a remark of a pass is printed when the option of
//! its kind (`-pass-remarks=` for what a pass did, `-pass-remarks-missed=` for what it did
//! not, `-pass-remarks-analysis=` for why) names the pass; an analysis remark of a loop whose
//! transformation was forced is printed always (LLVM's `AlwaysPrint`), and so are the
//! warnings (`DiagnosticInfoOptimizationFailure`). Each is reported at the loop's start
//! location ([`parir_analysis::loopmd::location::start_loc`]), in LLVM's line layout.

use parir_analysis::loopmd::location::start_loc;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::diag::{debug_location_as_llvm, Diagnostic, Severity};
use parir_ir::metadata::MdNode;
use parir_ir::{GlobalId, Module};

/// The kind of a remark (LLVM's `OptimizationRemark`, `...Missed`, `...Analysis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    /// What the pass did (`-pass-remarks=`).
    Passed,
    /// What it did not do (`-pass-remarks-missed=`).
    Missed,
    /// Why (`-pass-remarks-analysis=`).
    Analysis,
    /// Why, printed without any option (the transformation was forced).
    AnalysisAlways,
    /// Why, printed always once any `-pass-remarks*=` option is given: an `AlwaysPrint`
    /// remark LLVM builds lazily (`ORE.emit([&] { ... })`), which its emitter only builds
    /// when some remark is enabled.
    AnalysisAlwaysLazy,
    /// A warning (`DiagnosticInfoOptimizationFailure`), printed always.
    Warning,
}

/// The `-pass-remarks*=` options: each is the pass name (or a part of it) whose remarks of
/// that kind are printed. (LLVM takes a regular expression; parir its plain-name subset,
/// searched in the pass name as LLVM's regex search is.)
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RemarkFilter {
    pub passed: Option<String>,
    pub missed: Option<String>,
    pub analysis: Option<String>,
}

impl RemarkFilter {
    /// Whether a remark of `kind` of pass `pass` is printed.
    pub fn wants(&self, kind: RemarkKind, pass: &str) -> bool {
        let named = |o: &Option<String>| o.as_deref().is_some_and(|p| pass.contains(p));
        match kind {
            RemarkKind::Passed => named(&self.passed),
            RemarkKind::Missed => named(&self.missed),
            RemarkKind::Analysis => named(&self.analysis),
            RemarkKind::AnalysisAlways | RemarkKind::Warning => true,
            RemarkKind::AnalysisAlwaysLazy => {
                self.passed.is_some() || self.missed.is_some() || self.analysis.is_some()
            }
        }
    }
}

/// The remarks of one pass on one loop.
pub struct LoopRemarks<'a> {
    pub filter: &'a RemarkFilter,
    /// The pass's name as the options name it (`loop-distribute`).
    pub pass: &'static str,
    /// The printed diagnostics, in order.
    pub out: &'a mut Vec<Diagnostic>,
}

impl LoopRemarks<'_> {
    /// Emits `message` of `kind`, named `name` (LLVM's remark name), at the start location
    /// of loop `l` of function `g` whose LoopID is `id`, if the filter wants it.
    #[allow(clippy::too_many_arguments)]
    pub fn emit(
        &mut self,
        m: &Module,
        g: GlobalId,
        fl: &FunctionLoops,
        l: Loop,
        id: Option<MdNode>,
        kind: RemarkKind,
        name: &'static str,
        message: impl Into<String>,
    ) {
        if !self.filter.wants(kind, self.pass) {
            return;
        }
        let mut d = Diagnostic::new(name, message);
        if kind != RemarkKind::Warning {
            d.severity = Severity::Remark;
        }
        let (source, pos) = start_loc(m, g, fl, l, id);
        d.source = source.map(Box::new);
        d.function = m.globals[g].name().map(|n| format!("@{n}"));
        self.out.push(d.at_pos(pos));
    }

    /// [`LoopRemarks::emit`] at instruction `at` of the loop: its `!dbg` location, else
    /// the loop's start location (LLVM's remarks about one instruction, as
    /// `LoopAccessInfo::recordAnalysis` places them).
    #[allow(clippy::too_many_arguments)]
    pub fn emit_at(
        &mut self,
        m: &Module,
        g: GlobalId,
        fl: &FunctionLoops,
        l: Loop,
        id: Option<MdNode>,
        at: parir_ir::Inst,
        kind: RemarkKind,
        name: &'static str,
        message: impl Into<String>,
    ) {
        let Some(loc) = m
            .body(g)
            .and_then(|b| debug_location_as_llvm(m, &b.insts[at]).map(|l| (l, b.insts[at].pos)))
        else {
            return self.emit(m, g, fl, l, id, kind, name, message);
        };
        if !self.filter.wants(kind, self.pass) {
            return;
        }
        let mut d = Diagnostic::new(name, message);
        if kind != RemarkKind::Warning {
            d.severity = Severity::Remark;
        }
        d.source = Some(Box::new(loc.0));
        d.function = m.globals[g].name().map(|n| format!("@{n}"));
        self.out.push(d.at_pos(Some(loc.1)));
    }
}
