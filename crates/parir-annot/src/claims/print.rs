//! `print<parallel-claims>`: the claims model of every function, as `parir analyze` prints
//! it — each claimed loop, its claims with their coverage, and what each header phi carries
//! between iterations. A recognizer's filetests read this to see what it recognized.

use super::names::Namer;
use super::scalars::{PhiClass, PhiClassifier, Step};
use super::{claimed_loops_in, ClaimInfo, ClaimedLoop, PrivateKind};
use parir_analysis::loops::FunctionLoops;
use parir_ir::{Module, Value};
use std::fmt::Write as _;

/// The printer of [`crate::printers`].
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr %a, i64 %n) {
/// entry:
///   br label %body
/// body:
///   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
///   %p = getelementptr inbounds i32, ptr %a, i64 %i
///   store i32 0, ptr %p, align 4, !llvm.access.group !1
///   %i.next = add nuw nsw i64 %i, 1
///   %done = icmp eq i64 %i.next, %n
///   br i1 %done, label %exit, label %body, !llvm.loop !0
/// exit:
///   ret void
/// }
/// !0 = distinct !{!0, !2}
/// !1 = distinct !{}
/// !2 = !{!\"llvm.loop.parallel_accesses\", !1}
/// ",
///     "m.ll",
/// ).unwrap();
/// assert_eq!(
///     parir_annot::claims::print::print_module(&m),
///     "Parallel claims of function @f:
/// loop body in @f: depth 1, header %body, latches %body, fully parallel
///   claim parallel_accesses: 1 group, covers 1 of 1 memory accesses
///   phi %i: induction, start 0, step add 1
/// "
/// );
/// ```
pub fn print_module(m: &Module) -> String {
    let mut s = String::new();
    for (f, func) in m.functions() {
        let Some(body) = func.body.as_ref() else {
            continue;
        };
        let fl = FunctionLoops::compute(body);
        let loops = claimed_loops_in(m, f, body, &fl);
        let n = Namer::new(m, f, body);
        let _ = writeln!(s, "Parallel claims of function {}:", n.function());
        if loops.is_empty() {
            s.push_str("no claimed loops\n");
        }
        for lp in &loops {
            print_loop(&mut s, &n, lp);
        }
    }
    s
}

fn print_loop(s: &mut String, n: &Namer, lp: &ClaimedLoop) {
    let _ = writeln!(
        s,
        "{}: depth {}, header {}, latches {}{}",
        lp.describe,
        lp.depth,
        n.blk(lp.header),
        n.blocks(&lp.latches),
        if lp.fully_parallel().is_some() {
            ", fully parallel"
        } else {
            ""
        }
    );
    let total = lp.claims.first().map_or(0, ClaimInfo::accesses);
    for c in &lp.claims {
        let k = c.groups.len();
        let _ = writeln!(
            s,
            "  claim {}: {k} group{}, covers {} of {total} memory accesses",
            c.claim,
            if k == 1 { "" } else { "s" },
            c.covered.len()
        );
        for &u in c.uncovered.iter().take(3) {
            let _ = writeln!(s, "    not covered: {}", n.describe_inst(u));
        }
        if c.uncovered.len() > 3 {
            let _ = writeln!(s, "    and {} more not covered", c.uncovered.len() - 3);
        }
        for p in &c.private {
            let what = match p.kind {
                PrivateKind::Reduction(op) => format!("reduction({})", op.name()),
                PrivateKind::Private => "private".into(),
                PrivateKind::FirstPrivate => "firstprivate".into(),
                PrivateKind::LastPrivate => "lastprivate".into(),
                PrivateKind::Linear => "linear".into(),
                PrivateKind::LoopControl => "loop control".into(),
            };
            let _ = writeln!(s, "    {what}: {} ({})", n.val(p.object), p.clause);
        }
        if !c.synchronized.is_empty() {
            let _ = writeln!(
                s,
                "    {} access{} in critical or atomic regions",
                c.synchronized.len(),
                if c.synchronized.len() == 1 { "" } else { "es" }
            );
        }
        if !c.privatized.is_empty() {
            let _ = writeln!(
                s,
                "    {} access{} to privatized variables",
                c.privatized.len(),
                if c.privatized.len() == 1 { "" } else { "es" }
            );
        }
    }
    for class in PhiClassifier::new(n, lp, None).header_phis() {
        let phi = n.val(Value::Inst(class.phi()));
        match class {
            PhiClass::Induction(iv) => {
                let step = match iv.step {
                    Step::Int(v) => {
                        format!("{} {}", if iv.negated { "sub" } else { "add" }, n.val(v))
                    }
                    Step::PtrBytes(v) => format!("{} x {} bytes", n.val(v), iv.bytes_scale),
                };
                let _ = writeln!(
                    s,
                    "  phi {phi}: induction, start {}, step {step}",
                    n.val(iv.start)
                );
            }
            PhiClass::Reduction(r) => {
                let chain: Vec<String> = r.updates.iter().map(|&u| n.val(Value::Inst(u))).collect();
                let _ = writeln!(
                    s,
                    "  phi {phi}: reduction {}, init {}, updates {}",
                    r.op.name(),
                    n.val(r.init),
                    chain.join(", ")
                );
            }
            PhiClass::Carried(c) => {
                let _ = writeln!(
                    s,
                    "  phi {phi}: carried{}: {}",
                    if c.read_in_loop {
                        " (read by the next iteration)"
                    } else {
                        " (read only after the loop)"
                    },
                    c.reason
                );
            }
        }
    }
}
