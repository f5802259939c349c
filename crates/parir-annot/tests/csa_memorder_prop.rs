//! `csa-memorder` against a naive reference on random structured functions (issue 17,
//! acceptance: "compare against a naive path-enumerating reference on small inputs for equal
//! answers").
//!
//! The functions nest `if`s and loops with stores and CSA region/section entries and exits at
//! random places. The reference works on single instructions, not blocks: membership by
//! exploring (instruction, last event) states from the entry and the events that follow an
//! instruction on every path; ordering edges by enumerating every path between two stores
//! (forward paths; once around a loop's backedge), reading the rules off each path. The
//! analysis must give the same membership everywhere; where it keeps the region (no problem
//! found), the same verdict on every edge; and wherever the reference finds two paths of a
//! class that disagree, or an ambiguous membership, the analysis must have fallen back.

use parir_analysis::loops::FunctionLoops;
use parir_annot::csa::memorder::{MemOrder, Membership, PathClass, Verdict};
use parir_ir::{Block, Body, Inst};
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

#[derive(Clone, Debug)]
enum Stmt {
    Store,
    SecEntry,
    SecExit,
    RegEntry,
    RegExit,
    If(Vec<Stmt>, Vec<Stmt>),
    Loop(Vec<Stmt>),
    /// A balanced section (entry, body, exit); plain code inside another section.
    Section(Vec<Stmt>),
}

fn stmt() -> impl Strategy<Value = Stmt> {
    // Mostly well-formed code (balanced sections), sometimes a stray entry or exit.
    let leaf = prop_oneof![
        20 => Just(Stmt::Store),
        1 => Just(Stmt::SecEntry),
        1 => Just(Stmt::SecExit),
        1 => Just(Stmt::RegEntry),
        1 => Just(Stmt::RegExit),
    ];
    leaf.prop_recursive(4, 16, 4, |inner| {
        prop_oneof![
            3 => prop::collection::vec(inner.clone(), 1..4).prop_map(Stmt::Section),
            2 => (
                prop::collection::vec(inner.clone(), 0..3),
                prop::collection::vec(inner.clone(), 0..3)
            )
                .prop_map(|(a, b)| Stmt::If(a, b)),
            2 => prop::collection::vec(inner, 1..4).prop_map(Stmt::Loop),
        ]
    })
}

struct Gen {
    out: String,
    in_section: bool,
    blocks: usize,
    conds: usize,
    stores: usize,
    secs: usize,
}

impl Gen {
    fn label(&mut self) -> String {
        self.blocks += 1;
        format!("b{}", self.blocks)
    }
    fn cond(&mut self) -> String {
        self.conds += 1;
        format!("%c{}", self.conds - 1)
    }
    fn stmts(&mut self, ss: &[Stmt]) {
        for s in ss {
            match s {
                Stmt::Store => {
                    self.stores += 1;
                    self.out
                        .push_str(&format!("  store i32 {}, ptr %p\n", self.stores));
                }
                Stmt::SecEntry => {
                    self.secs += 1;
                    self.out.push_str(&format!(
                        "  %s{} = call i32 @llvm.csa.parallel.section.entry(i32 %r)\n",
                        self.secs
                    ));
                }
                Stmt::SecExit => self
                    .out
                    .push_str("  call void @llvm.csa.parallel.section.exit(i32 %s0)\n"),
                Stmt::RegEntry => {
                    self.secs += 1;
                    self.out.push_str(&format!(
                        "  %e{} = call i32 @llvm.csa.parallel.region.entry(i32 0)\n",
                        self.secs
                    ));
                }
                Stmt::RegExit => self
                    .out
                    .push_str("  call void @llvm.csa.parallel.region.exit(i32 %r)\n"),
                Stmt::If(a, b) => {
                    let c = self.cond();
                    let (t, e, j) = (self.label(), self.label(), self.label());
                    self.out
                        .push_str(&format!("  br i1 {c}, label %{t}, label %{e}\n{t}:\n"));
                    self.stmts(a);
                    self.out.push_str(&format!("  br label %{j}\n{e}:\n"));
                    self.stmts(b);
                    self.out.push_str(&format!("  br label %{j}\n{j}:\n"));
                }
                Stmt::Section(body) if self.in_section => self.stmts(body),
                Stmt::Section(body) => {
                    self.secs += 1;
                    let k = self.secs;
                    self.out.push_str(&format!(
                        "  %s{k} = call i32 @llvm.csa.parallel.section.entry(i32 %r)\n"
                    ));
                    self.in_section = true;
                    self.stmts(body);
                    self.in_section = false;
                    self.out.push_str(&format!(
                        "  call void @llvm.csa.parallel.section.exit(i32 %s{k})\n"
                    ));
                }
                Stmt::Loop(body) => {
                    let c = self.cond();
                    let (h, x) = (self.label(), self.label());
                    self.out.push_str(&format!("  br label %{h}\n{h}:\n"));
                    self.stmts(body);
                    self.out
                        .push_str(&format!("  br i1 {c}, label %{h}, label %{x}\n{x}:\n"));
                }
            }
        }
    }
}

fn program(ss: &[Stmt]) -> String {
    let mut g = Gen {
        out: String::new(),
        in_section: false,
        blocks: 0,
        conds: 0,
        stores: 0,
        secs: 0,
    };
    g.out.push_str("entry:\n  %r = call i32 @llvm.csa.parallel.region.entry(i32 0)\n  %s0 = call i32 @llvm.csa.parallel.section.entry(i32 %r)\n  call void @llvm.csa.parallel.section.exit(i32 %s0)\n");
    g.stmts(ss);
    g.out
        .push_str("  call void @llvm.csa.parallel.region.exit(i32 %r)\n  ret void\n}\n");
    let params: Vec<String> = (0..g.conds).map(|k| format!("i1 %c{k}")).collect();
    format!(
        "declare i32 @llvm.csa.parallel.region.entry(i32)\ndeclare void @llvm.csa.parallel.region.exit(i32)\ndeclare i32 @llvm.csa.parallel.section.entry(i32)\ndeclare void @llvm.csa.parallel.section.exit(i32)\n\ndefine void @f(ptr %p{}{}) {{\n{}",
        if params.is_empty() { "" } else { ", " },
        params.join(", "),
        g.out
    )
}

/// What an instruction is for the rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ev {
    None,
    RegEntry,
    RegExit,
    SecEntry,
    SecExit,
}

/// The function's instructions in layout order: the event each is, and its successors
/// (with whether the edge is a backedge).
struct Ref {
    ev: Vec<Ev>,
    succ: Vec<Vec<(usize, bool)>>,
    index: HashMap<Inst, usize>,
    block_first: HashMap<Block, usize>,
    block_last: HashMap<Block, usize>,
}

fn reference(m: &parir_ir::Module, body: &Body, loops: &FunctionLoops) -> Ref {
    let mut insts = Vec::new();
    let mut ev = Vec::new();
    let mut block_first = HashMap::new();
    let mut block_last = HashMap::new();
    for &b in &body.layout {
        block_first.insert(b, insts.len());
        for &i in &body.blocks[b].insts {
            let name = parir_annot::csa::intrinsics::csa_call(m, &body.insts[i]);
            use parir_annot::csa::intrinsics::CsaIntrinsic as K;
            ev.push(match name {
                Some(K::RegionEntry) => Ev::RegEntry,
                Some(K::RegionExit) => Ev::RegExit,
                Some(K::SectionEntry) => Ev::SecEntry,
                Some(K::SectionExit) => Ev::SecExit,
                _ => Ev::None,
            });
            insts.push(i);
        }
        block_last.insert(b, insts.len() - 1);
    }
    let index: HashMap<Inst, usize> = insts.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let mut succ = vec![Vec::new(); insts.len()];
    for &b in &body.layout {
        let (f, l) = (block_first[&b], block_last[&b]);
        for (k, s) in succ.iter_mut().enumerate().take(l).skip(f) {
            s.push((k + 1, false));
        }
        for &s in loops.cfg.successors(b) {
            let back = is_backedge(loops, b, s);
            succ[l].push((block_first[&s], back));
        }
    }
    Ref {
        ev,
        succ,
        index,
        block_first,
        block_last,
    }
}

fn is_backedge(loops: &FunctionLoops, p: Block, s: Block) -> bool {
    loops
        .forest
        .loops()
        .any(|l| loops.forest.header(l) == s && loops.forest.contains(l, p))
}

impl Ref {
    /// Membership of instruction `at` on the region (`sec` false) or section track.
    fn membership(&self, at: usize, sec: bool) -> Membership {
        let (entry, exit) = if sec {
            (Ev::SecEntry, Ev::SecExit)
        } else {
            (Ev::RegEntry, Ev::RegExit)
        };
        // Last event: explore (instruction, inside) from the entry; the state *before* `at`.
        let mut seen = HashSet::new();
        let mut work = vec![(0usize, false)];
        let mut last = HashSet::new();
        while let Some((k, inside)) = work.pop() {
            if !seen.insert((k, inside)) {
                continue;
            }
            if k == at {
                last.insert(inside);
            }
            let after = if self.ev[k] == entry {
                true
            } else if self.ev[k] == exit {
                false
            } else {
                inside
            };
            for &(s, _) in &self.succ[k] {
                work.push((s, after));
            }
        }
        // Next event after `at`.
        let mut next = HashSet::new();
        let mut seen = HashSet::new();
        let mut work: Vec<usize> = self.succ[at].iter().map(|x| x.0).collect();
        while let Some(k) = work.pop() {
            if !seen.insert(k) {
                continue;
            }
            if self.ev[k] == entry {
                next.insert(false);
                continue;
            }
            if self.ev[k] == exit {
                next.insert(true);
                continue;
            }
            work.extend(self.succ[k].iter().map(|x| x.0));
        }
        if last.is_empty() {
            return Membership::Unreachable;
        }
        let one = |s: &HashSet<bool>| (s.len() == 1).then(|| *s.iter().next().expect("one"));
        match (one(&last), one(&next), next.is_empty()) {
            (Some(true), Some(true), _) | (Some(true), None, true) => Membership::Inside,
            (Some(false), Some(false), _) | (Some(false), None, true) => Membership::Outside,
            _ => Membership::Ambiguous {
                last: parir_annot::csa::memorder::State::Mixed,
                next: parir_annot::csa::memorder::State::Mixed,
            },
        }
    }

    /// Every path from `from` (exclusive) to `to` (exclusive) without backedges: the events
    /// on each.
    fn dag_paths(&self, from: usize, to: usize, out: &mut Vec<Vec<Ev>>, cur: &mut Vec<Ev>) {
        for &(s, back) in &self.succ[from] {
            if back {
                continue;
            }
            if s == to {
                out.push(cur.clone());
                continue;
            }
            cur.push(self.ev[s]);
            self.dag_paths(s, to, out, cur);
            cur.pop();
        }
    }

    /// The events of every path of a class from `a` to `b`.
    fn paths(&self, a: usize, b: usize, class: PathClass) -> Vec<Vec<Ev>> {
        match class {
            PathClass::Forward => {
                let mut out = Vec::new();
                self.dag_paths(a, b, &mut out, &mut Vec::new());
                out
            }
            PathClass::Around { header, latch } => {
                let (le, hs) = (self.block_last[&latch], self.block_first[&header]);
                let mut first = Vec::new();
                if a == le {
                    first.push(Vec::new());
                } else {
                    let mut cur = Vec::new();
                    self.dag_paths_incl(a, le, &mut first, &mut cur);
                }
                let mut second = Vec::new();
                if hs == b {
                    second.push(Vec::new());
                } else {
                    let mut cur = vec![self.ev[hs]];
                    self.dag_paths(hs, b, &mut second, &mut cur);
                }
                let mut out = Vec::new();
                for x in &first {
                    for y in &second {
                        let mut p = x.clone();
                        p.extend(y);
                        out.push(p);
                    }
                }
                out
            }
        }
    }

    /// Paths from `from` (exclusive) to `to` (inclusive) without backedges.
    fn dag_paths_incl(&self, from: usize, to: usize, out: &mut Vec<Vec<Ev>>, cur: &mut Vec<Ev>) {
        for &(s, back) in &self.succ[from] {
            if back {
                continue;
            }
            cur.push(self.ev[s]);
            if s == to {
                out.push(cur.clone());
            } else {
                self.dag_paths_incl(s, to, out, cur);
            }
            cur.pop();
        }
    }
}

/// Whether a path's events contain an exit followed by an entry of the track.
fn crosses(p: &[Ev], exit: Ev, entry: Ev) -> bool {
    match p.iter().position(|&e| e == exit) {
        Some(k) => p[k..].contains(&entry),
        None => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn analysis_equals_the_reference(ss in prop::collection::vec(stmt(), 1..6)) {
        let text = program(&ss);
        let m = parir_ir::parser::parse_module(&text, "p.ll").expect("parses");
        let g = m.global_by_name("f").expect("f");
        let body = m.body(g).expect("body");
        let mo = MemOrder::of(&m, body);
        let loops = FunctionLoops::compute(body);
        let r = reference(&m, body, &loops);
        prop_assert_eq!(mo.csa.regions.len(), 1);
        let mut ref_bad = false;
        let mut ref_mem = Vec::new();
        for op in &mo.memops {
            let at = r.index[&op.inst];
            let (mr, ms) = (r.membership(at, false), r.membership(at, true));
            let norm = |x: Membership| match x {
                Membership::Ambiguous { .. } => "ambiguous",
                Membership::Inside => "inside",
                Membership::Outside => "outside",
                Membership::Unreachable => "unreachable",
            };
            prop_assert_eq!(norm(op.membership(0).0), norm(mr), "region membership of {:?}\n{}", op.inst, text);
            prop_assert_eq!(norm(op.membership(0).1), norm(ms), "section membership of {:?}\n{}", op.inst, text);
            ref_bad |= matches!(mr, Membership::Ambiguous { .. }) || matches!(ms, Membership::Ambiguous { .. });
            ref_mem.push((mr, ms));
        }
        let n = mo.memops.len();
        let mut verdicts = Vec::new();
        for a in 0..n {
            for b in 0..n {
                let (ia, ib) = (r.index[&mo.memops[a].inst], r.index[&mo.memops[b].inst]);
                let forward = !r.paths(ia, ib, PathClass::Forward).is_empty();
                prop_assert_eq!(forward, a != b && mo.forward_path(a, b), "forward path {} -> {}\n{}", a, b, text);
                for (class, v) in mo.ordering(a, b, forward) {
                    // Both in sections, and (the analysis's reading, conservative for
                    // sections outside their region) both inside the region.
                    let both = ref_mem[a].1 == Membership::Inside
                        && ref_mem[b].1 == Membership::Inside
                        && ref_mem[a].0 == Membership::Inside
                        && ref_mem[b].0 == Membership::Inside;
                    let paths = r.paths(ia, ib, class);
                    let ignored: HashSet<bool> = paths
                        .iter()
                        .map(|p| {
                            both && crosses(p, Ev::SecExit, Ev::SecEntry)
                                && !crosses(p, Ev::RegExit, Ev::RegEntry)
                        })
                        .collect();
                    if ignored.len() > 1 {
                        ref_bad = true;
                    }
                    verdicts.push((a, b, class, v, ignored));
                }
            }
        }
        if ref_bad {
            prop_assert!(mo.bad[0], "the reference finds a broken rule the analysis missed\n{}", text);
        }
        if !mo.bad[0] {
            for (a, b, class, v, ignored) in verdicts {
                let want = ignored.contains(&true);
                prop_assert_eq!(
                    matches!(v, Verdict::Ignored { .. }),
                    want,
                    "{} -> {} {:?}: {:?}\n{}", a, b, class, v, text
                );
            }
        }
    }
}
