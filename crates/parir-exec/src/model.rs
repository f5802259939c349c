//! The executor's one adapter to the annotation systems' spellings (issue 27, point 2): the
//! executor reads parallel constructs, task points and loop claims from the claims model
//! ([`parir_annot::claims`]) as typed values; the few facts the model does not carry as a
//! typed field yet are read here, and nowhere else in the executor:
//!
//! - whether a construct is an `atomic` region (the model leaves it
//!   [`ConstructKind::Inert`](parir_annot::claims::constructs::ConstructKind::Inert));
//! - how a spawn is spelled (a `detach` terminator, or the name of the RFC's marker), for
//!   `--explain`;
//! - the short name of a loop claim (its attribute without the loop metadata prefix), for
//!   the sanitizer's reports.

use parir_annot::claims::constructs::Construct;
use parir_annot::claims::spawns::TaskPoint;
use parir_ir::inst::InstKind;
use parir_ir::Body;

/// Whether construct `c` is an OpenMP `atomic` region.
pub(crate) fn is_atomic_region(c: &Construct) -> bool {
    c.tag == "DIR.OMP.ATOMIC"
}

/// How spawn `p` of `body` is spelled: `detach` for Tapir's terminator, else the marker
/// call's bundle tag.
pub(crate) fn spawn_form(body: &Body, p: &TaskPoint) -> String {
    match &body.insts[p.inst].kind {
        InstKind::Call(c) if p.marker => c
            .bundles
            .first()
            .map_or_else(|| "marker".to_string(), |b| b.tag.to_string()),
        _ => "detach".to_string(),
    }
}

/// A loop claim's attribute without the loop metadata prefix: `parallel_accesses`.
pub(crate) fn claim_short_name(attribute: &str) -> &str {
    attribute.trim_start_matches("llvm.loop.")
}

/// Clauses a team of parir's cannot honour yet: a team construct with one of them, or
/// containing a construct with one, runs on one thread (the executor's policy,
/// [`crate::team::team_blocker`]; the claims model has no typed field for them yet).
const UNSUPPORTED_CLAUSES: &[&str] = &[
    "QUAL.OMP.COPYIN",
    "QUAL.OMP.COPYPRIVATE",
    "QUAL.OMP.ORDERED",
    "QUAL.OMP.COLLAPSE",
    "QUAL.OMP.DEPEND.IN",
    "QUAL.OMP.DEPEND.OUT",
    "QUAL.OMP.DEPEND.INOUT",
    "QUAL.OMP.LINEAR",
];

/// The first clause of construct `c` (of `body`) that a team cannot honour, as
/// `clause QUAL.OMP.ORDERED of DIR.OMP.LOOP`.
pub(crate) fn unsupported_clause(body: &Body, c: &Construct) -> Option<String> {
    let InstKind::Call(call) = &body.insts[c.entry].kind else {
        return None;
    };
    call.bundles.iter().skip(1).find_map(|b| {
        let (base, _) = parir_annot::directives::vocab::split_clause(&b.tag);
        UNSUPPORTED_CLAUSES
            .contains(&base)
            .then(|| format!("clause {base} of {}", c.tag))
    })
}
