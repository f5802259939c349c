//! `csa-memorder`: the path-based semantics of the CSA parallel region and section intrinsics
//! (seed `csa-pathfinding-builtins.rst`, "Semantics") at IR level, without enumerating paths.
//!
//! # Membership
//!
//! Every region of the function ([`super::model`]: a region ID with its region entries and
//! exits and its section entries and exits) has two *tracks*: the region boundary and the
//! section boundary (which section is irrelevant: only "in some section of the region").
//! Along a track, a point is *inside* when the last entry/exit before it on every path is an
//! entry and the next entry/exit after it on every path is an exit, and *outside* when both
//! are exits (the function entry counts as an exit before; where no entry or exit follows on
//! any path, the last one decides, as in the seed's second example). Anything else (inside on
//! one path and outside on another) is the seed's "ERROR: membership ambiguous".
//!
//! Two dataflow problems over all tracks at once, on the shared engine
//! ([`parir_analysis::dataflow`]): forward "last event" and backward "next event", each a
//! product of the four-point lattice {unreached, in, out, mixed} per track. Each block is
//! transferred a bounded number of times, so membership costs O((blocks + instructions) ×
//! regions).
//!
//! # Ordering edges
//!
//! An ordering edge between memory operations `a` and `b` along a path may be ignored when,
//! for some region, both are inside sections of it, the path crosses a section boundary (a
//! section exit, then an entry) and does not cross the region boundary. An operation in a
//! section but outside the region (a section entry reached outside its region, which only
//! broken input has) counts as crossing the region boundary: its edges are kept. Paths are grouped by
//! the backedges they traverse (the seed's rule: paths through the same backedges must agree):
//! [`PathClass::Forward`] (no backedge) and [`PathClass::Around`] (once through the backedge
//! of one loop containing both).
//!
//! When every point's membership is unambiguous, a path between two points inside sections
//! crosses a section boundary exactly when it passes a section exit. So the question becomes
//! one of *components*: split every block at the track's events into segments, and join the
//! inside segments along the forward (non-back) edges of the CFG. Unless a path can leave a
//! component and come back to it without a backedge, every forward path from `a` to `b`
//! crosses the boundary when they are in different components, and none does when they are in
//! the same one; around a loop, the path goes `a` → latch → header → `b`, clean only when the
//! backedge joins two inside segments, `a` is in the latch's component and `b` in the
//! header's. A component that can be left and re-entered on a forward path is where the
//! seed's agreement rule may break: a cycle in the graph of segments with each component
//! contracted to one node (Tarjan's strongly connected components, linear). The region is
//! then reported ("bad parallel section intrinsics", naming the section intrinsics on the
//! cycle) and gives up its ignorable edges: full ordering, as the seed's memory ordering pass
//! backs off. This check is conservative: a re-entered component is reported even when no two
//! of its memory operations have both kinds of paths.
//!
//! Preprocessing is O((blocks + events) × regions) with union-find; a pair query is
//! O(regions × loop depth).

use super::intrinsics::CsaIntrinsic;
use super::model::{CsaFunction, Problem};
use crate::diag::Warning;
use cranelift_entity::EntityRef;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dataflow::{solve, Analysis, Direction, Results};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::{Block, Body, GlobalId, Inst, Module};
use rustc_hash::FxHashMap;

/// Membership along one track at one point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// No path reaches the point (in this direction).
    Unreached,
    In,
    Out,
    /// In on some paths, out on others.
    Mixed,
}

impl State {
    fn join(self, o: State) -> State {
        match (self, o) {
            (State::Unreached, x) | (x, State::Unreached) => x,
            (a, b) if a == b => a,
            _ => State::Mixed,
        }
    }
}

/// A point's membership in a region or in its sections.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Membership {
    Inside,
    Outside,
    /// The last entry/exit before and the next after do not agree on every path.
    Ambiguous {
        last: State,
        next: State,
    },
    /// Dead code.
    Unreachable,
}

/// A point's membership from the last event before it and the next after it. A point from
/// which no event follows on any path (`next` unreached: the function ends, or loops
/// forever, without another entry or exit) is decided by the last event alone: the seed's
/// second example has a block inside its region that reaches the return without an exit.
fn membership(last: State, next: State) -> Membership {
    match (last, next) {
        (State::Unreached, _) => Membership::Unreachable,
        (State::In, State::In | State::Unreached) => Membership::Inside,
        (State::Out, State::Out | State::Unreached) => Membership::Outside,
        _ => Membership::Ambiguous { last, next },
    }
}

/// The boundary a track follows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Track {
    Region,
    Section,
}

/// An entry or exit event on a track, at a position in its block.
#[derive(Copy, Clone, Debug)]
struct Event {
    pos: u32,
    track: u32,
    entry: bool,
    inst: Inst,
}

/// The events of each block (by block index), in order.
struct Events {
    per_block: Vec<Vec<Event>>,
    tracks: usize,
}

struct LastEvent<'e>(&'e Events);
struct NextEvent<'e>(&'e Events);

impl Analysis for LastEvent<'_> {
    type Domain = Vec<State>;
    const DIRECTION: Direction = Direction::Forward;
    fn bottom(&self) -> Vec<State> {
        vec![State::Unreached; self.0.tracks]
    }
    fn boundary(&self) -> Vec<State> {
        vec![State::Out; self.0.tracks]
    }
    fn join(&self, into: &mut Vec<State>, other: &Vec<State>) -> bool {
        let mut changed = false;
        for (a, b) in into.iter_mut().zip(other) {
            let j = a.join(*b);
            changed |= j != *a;
            *a = j;
        }
        changed
    }
    fn transfer(&self, b: Block, s: &mut Vec<State>) {
        for e in &self.0.per_block[b.index()] {
            s[e.track as usize] = if e.entry { State::In } else { State::Out };
        }
    }
}

impl Analysis for NextEvent<'_> {
    type Domain = Vec<State>;
    const DIRECTION: Direction = Direction::Backward;
    fn bottom(&self) -> Vec<State> {
        vec![State::Unreached; self.0.tracks]
    }
    /// No next event after the function's end: no constraint (see [`membership`]).
    fn boundary(&self) -> Vec<State> {
        vec![State::Unreached; self.0.tracks]
    }
    fn join(&self, into: &mut Vec<State>, other: &Vec<State>) -> bool {
        LastEvent(self.0).join(into, other)
    }
    fn transfer(&self, b: Block, s: &mut Vec<State>) {
        for e in self.0.per_block[b.index()].iter().rev() {
            // The next event after the point: an exit means inside.
            s[e.track as usize] = if e.entry { State::Out } else { State::In };
        }
    }
}

/// A memory operation of the function with its membership in every region.
#[derive(Clone, Debug)]
pub struct MemOp {
    pub inst: Inst,
    pub block: Block,
    /// Position in the block.
    pub pos: u32,
    /// Per region (index into [`CsaFunction::regions`]): (region, sections).
    pub membership: Vec<(Membership, Membership)>,
    /// Per region and track: the segment (see the module documentation).
    segments: Vec<[u32; 2]>,
}

/// Which paths an ordering edge is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PathClass {
    /// Paths without backedges.
    Forward,
    /// Paths through the backedge `latch` → `header` of one loop containing both operations.
    Around { header: Block, latch: Block },
}

/// Why an ordering edge is kept or ignored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Ignored: for `region`, both are in sections, the paths cross a section boundary and
    /// not the region boundary.
    Ignored { region: usize },
    /// Kept: no region has both in sections.
    NotInSections,
    /// Kept: in sections of a region, but the paths cross no section boundary.
    NoSectionCrossing,
    /// Kept: the paths cross the region boundary.
    RegionCrossing,
    /// Kept: the region's intrinsics break a checked rule; full ordering.
    BadIntrinsics,
}

/// A broken rule, reported as the seed's "bad parallel section intrinsics".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemorderProblem {
    /// A structural problem of the model (region ID ambiguous, exit without entry, ...).
    Model(Problem),
    /// A point whose membership in a region (or its sections) differs between paths.
    Ambiguous {
        region: usize,
        track: Track,
        block: Block,
        /// The memory operation at the point, if it is one (the block start otherwise).
        inst: Option<Inst>,
        last: State,
        next: State,
    },
    /// A component of the track that a forward path leaves and re-enters: paths through the
    /// same backedges may disagree. The intrinsics on the cycle.
    Reentered {
        region: usize,
        track: Track,
        intrinsics: Vec<Inst>,
    },
}

/// Union-find over segments.
struct Dsu(Vec<u32>);

impl Dsu {
    fn find(&mut self, x: u32) -> u32 {
        let mut r = x;
        while self.0[r as usize] != r {
            r = self.0[r as usize];
        }
        let mut y = x;
        while self.0[y as usize] != r {
            let n = self.0[y as usize];
            self.0[y as usize] = r;
            y = n;
        }
        r
    }
    fn union(&mut self, a: u32, b: u32) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.0[ra.max(rb) as usize] = ra.min(rb);
        }
    }
}

/// One track's segments: per block, the index of its first segment (a block with `k`
/// events of the track has `k + 1`), whether each is inside, and its component.
struct TrackSegments {
    first: Vec<u32>,
    inside: Vec<bool>,
    comp: Vec<u32>,
}

impl TrackSegments {
    fn seg(&self, b: Block, k: u32) -> u32 {
        self.first[b.index()] + k
    }
    fn last(&self, b: Block) -> u32 {
        self.first[b.index() + 1] - 1
    }
}

/// The analysis of one function.
pub struct MemOrder {
    pub csa: CsaFunction,
    pub memops: Vec<MemOp>,
    pub problems: Vec<MemorderProblem>,
    /// Regions that fell back to full ordering.
    pub bad: Vec<bool>,
    /// Per region and track.
    segs: Vec<[TrackSegments; 2]>,
    loops: FunctionLoops,
}

fn track_index(region: usize, t: Track) -> usize {
    region * 2 + usize::from(t == Track::Section)
}

impl MemOrder {
    /// Analyses `body` (a function of `m`).
    pub fn of(m: &Module, body: &Body) -> MemOrder {
        let csa = CsaFunction::of(m, body);
        let loops = FunctionLoops::compute(body);
        let cfg = &loops.cfg;
        let nb = cfg.num_block_indices();
        let nr = csa.regions.len();
        // The events, by block.
        let mut track_of: FxHashMap<Inst, (u32, bool)> = FxHashMap::default();
        for (r, reg) in csa.regions.iter().enumerate() {
            for &i in &reg.entries {
                track_of.insert(i, (track_index(r, Track::Region) as u32, true));
            }
            for &i in &reg.exits {
                track_of.insert(i, (track_index(r, Track::Region) as u32, false));
            }
            for &i in &reg.section_entries {
                track_of.insert(i, (track_index(r, Track::Section) as u32, true));
            }
            for &i in &reg.section_exits {
                track_of.insert(i, (track_index(r, Track::Section) as u32, false));
            }
        }
        let mut events = Events {
            per_block: vec![Vec::new(); nb],
            tracks: nr * 2,
        };
        let mut memops = Vec::new();
        for &b in &body.layout {
            for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
                if let Some(&(track, entry)) = track_of.get(&i) {
                    events.per_block[b.index()].push(Event {
                        pos: pos as u32,
                        track,
                        entry,
                        inst: i,
                    });
                } else if is_memory_op(m, body, i) {
                    memops.push(MemOp {
                        inst: i,
                        block: b,
                        pos: pos as u32,
                        membership: Vec::new(),
                        segments: Vec::new(),
                    });
                }
            }
        }
        let mut problems: Vec<MemorderProblem> = csa
            .problems
            .iter()
            .cloned()
            .map(MemorderProblem::Model)
            .collect();
        let mut bad = vec![false; nr];
        for p in &csa.problems {
            let insts: Vec<Inst> = match p {
                Problem::RegionIdNotConstant { entry } => vec![*entry],
                Problem::RegionIdAmbiguous { inst, .. } => vec![*inst],
                Problem::ExitWithoutEntry { inst, .. } => vec![*inst],
            };
            for (r, reg) in csa.regions.iter().enumerate() {
                let mine = |i: &Inst| {
                    reg.entries.contains(i)
                        || reg.exits.contains(i)
                        || reg.section_entries.contains(i)
                        || reg.section_exits.contains(i)
                };
                if insts.iter().any(mine)
                    || matches!(p, Problem::RegionIdNotConstant { entry } if reg.entries.contains(entry))
                {
                    bad[r] = true;
                }
            }
            // An intrinsic of no region (ambiguous ID) leaves every region it might belong
            // to unordered: all regions fall back.
            if matches!(p, Problem::RegionIdAmbiguous { .. }) {
                bad.iter_mut().for_each(|x| *x = true);
            }
        }
        if nr == 0 {
            for op in &mut memops {
                op.segments = Vec::new();
            }
            return MemOrder {
                csa,
                memops,
                problems,
                bad,
                segs: Vec::new(),
                loops,
            };
        }
        let last = solve(&LastEvent(&events), cfg);
        let next = solve(&NextEvent(&events), cfg);
        // Membership of every memory operation; ambiguity at block starts, block ends and
        // memory operations.
        let mut reported = vec![false; nr * 2];
        let mut report = |problems: &mut Vec<MemorderProblem>,
                          bad: &mut Vec<bool>,
                          t: usize,
                          block: Block,
                          inst: Option<Inst>,
                          l: State,
                          n: State| {
            if !reported[t] {
                reported[t] = true;
                problems.push(MemorderProblem::Ambiguous {
                    region: t / 2,
                    track: if t.is_multiple_of(2) {
                        Track::Region
                    } else {
                        Track::Section
                    },
                    block,
                    inst,
                    last: l,
                    next: n,
                });
            }
            bad[t / 2] = true;
        };
        for &b in cfg.blocks() {
            let (l0, n0) = (last.entry(b), next.entry(b));
            let (l1, n1) = (last.exit(b), next.exit(b));
            for t in 0..nr * 2 {
                if let Membership::Ambiguous { last: l, next: n } = membership(l0[t], n0[t]) {
                    report(&mut problems, &mut bad, t, b, None, l, n);
                }
                if let Membership::Ambiguous { last: l, next: n } = membership(l1[t], n1[t]) {
                    report(&mut problems, &mut bad, t, b, None, l, n);
                }
            }
        }
        let by_block = group_by_block(&memops);
        for (b, idxs) in by_block {
            let evs = &events.per_block[b.index()];
            let mut fwd = last.entry(b).clone();
            let mut k = 0;
            // Forward sweep: the last-event state at each memory operation.
            let mut at: Vec<Vec<State>> = Vec::with_capacity(idxs.len());
            for &x in &idxs {
                while k < evs.len() && evs[k].pos < memops[x].pos {
                    let e = evs[k];
                    fwd[e.track as usize] = if e.entry { State::In } else { State::Out };
                    k += 1;
                }
                at.push(fwd.clone());
            }
            // Backward sweep: the next-event state.
            let mut bwd = next.exit(b).clone();
            let mut k = evs.len();
            for (j, &x) in idxs.iter().enumerate().rev() {
                while k > 0 && evs[k - 1].pos > memops[x].pos {
                    let e = evs[k - 1];
                    bwd[e.track as usize] = if e.entry { State::Out } else { State::In };
                    k -= 1;
                }
                let mut mem = Vec::with_capacity(nr);
                for r in 0..nr {
                    let (tr, ts) = (r * 2, r * 2 + 1);
                    let mr = membership(at[j][tr], bwd[tr]);
                    let ms = membership(at[j][ts], bwd[ts]);
                    for (t, mm) in [(tr, mr), (ts, ms)] {
                        if let Membership::Ambiguous { last: l, next: n } = mm {
                            report(&mut problems, &mut bad, t, b, Some(memops[x].inst), l, n);
                        }
                    }
                    mem.push((mr, ms));
                }
                memops[x].membership = mem;
            }
        }
        // Segments and components per track.
        let mut segs = Vec::with_capacity(nr);
        for (r, bad_r) in bad.iter_mut().enumerate() {
            let mut pair = Vec::with_capacity(2);
            for t in [Track::Region, Track::Section] {
                let ti = track_index(r, t);
                let s = segments(cfg, &loops, &events, &last, ti);
                if let Some(intrinsics) = reentered(cfg, &loops, &events, &s, ti) {
                    problems.push(MemorderProblem::Reentered {
                        region: r,
                        track: t,
                        intrinsics,
                    });
                    *bad_r = true;
                }
                pair.push(s);
            }
            let sec = pair.pop().expect("two tracks");
            let reg = pair.pop().expect("two tracks");
            segs.push([reg, sec]);
        }
        for op in &mut memops {
            op.segments = (0..nr)
                .map(|r| {
                    let mut out = [0u32; 2];
                    for (k, t) in [Track::Region, Track::Section].into_iter().enumerate() {
                        let ti = track_index(r, t) as u32;
                        let before = events.per_block[op.block.index()]
                            .iter()
                            .filter(|e| e.track == ti && e.pos < op.pos)
                            .count() as u32;
                        out[k] = segs[r][k].seg(op.block, before);
                    }
                    out
                })
                .collect();
        }
        MemOrder {
            csa,
            memops,
            problems,
            bad,
            segs,
            loops,
        }
    }

    /// The loops containing both `a` and `b`, innermost first, with their backedges.
    fn common_loops(&self, a: Block, b: Block) -> Vec<(Loop, Block)> {
        let f = &self.loops.forest;
        let mut out = Vec::new();
        let mut l = f.innermost_loop(a);
        while let Some(x) = l {
            if f.contains(x, b) {
                for latch in f.latches(&self.loops.cfg, x) {
                    out.push((x, latch));
                }
            }
            l = f.parent(x);
        }
        out
    }

    /// The ordering edges from memory operation `a` to `b` (indices into
    /// [`MemOrder::memops`]), per class of paths: forward paths (when `forward`: the caller
    /// knows one exists) and once around each loop containing both.
    pub fn ordering(&self, a: usize, b: usize, forward: bool) -> Vec<(PathClass, Verdict)> {
        let (x, y) = (&self.memops[a], &self.memops[b]);
        let mut classes = Vec::new();
        if forward {
            classes.push(PathClass::Forward);
        }
        for (l, latch) in self.common_loops(x.block, y.block) {
            classes.push(PathClass::Around {
                header: self.loops.forest.header(l),
                latch,
            });
        }
        classes
            .into_iter()
            .map(|c| (c, self.verdict(x, y, c)))
            .collect()
    }

    fn verdict(&self, x: &MemOp, y: &MemOp, c: PathClass) -> Verdict {
        let mut best = Verdict::NotInSections;
        let rank = |v: Verdict| match v {
            Verdict::NotInSections => 0,
            Verdict::BadIntrinsics => 1,
            Verdict::NoSectionCrossing => 2,
            Verdict::RegionCrossing => 3,
            Verdict::Ignored { .. } => 4,
        };
        for r in 0..self.csa.regions.len() {
            let both = x.membership.get(r).map(|m| m.1) == Some(Membership::Inside)
                && y.membership.get(r).map(|m| m.1) == Some(Membership::Inside);
            if !both {
                continue;
            }
            let v = if self.bad[r] {
                Verdict::BadIntrinsics
            } else {
                let crosses = |k: usize| -> bool {
                    let s = &self.segs[r][k];
                    let (sx, sy) = (x.segments[r][k], y.segments[r][k]);
                    if !s.inside[sx as usize] || !s.inside[sy as usize] {
                        return true;
                    }
                    match c {
                        PathClass::Forward => s.comp[sx as usize] != s.comp[sy as usize],
                        PathClass::Around { header, latch } => {
                            let (le, hs) = (s.last(latch), s.seg(header, 0));
                            !(s.inside[le as usize]
                                && s.inside[hs as usize]
                                && s.comp[sx as usize] == s.comp[le as usize]
                                && s.comp[hs as usize] == s.comp[sy as usize])
                        }
                    }
                };
                if !crosses(1) {
                    Verdict::NoSectionCrossing
                } else if crosses(0) {
                    Verdict::RegionCrossing
                } else {
                    Verdict::Ignored { region: r }
                }
            };
            if rank(v) > rank(best) {
                best = v;
            }
        }
        best
    }

    /// Whether a forward path (no backedge) leads from memory operation `a` to `b`: a
    /// breadth-first search of the blocks (for printing; the analysis never needs it).
    pub fn forward_path(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.memops[a], &self.memops[b]);
        if x.block == y.block && x.pos < y.pos {
            return true;
        }
        let cfg = &self.loops.cfg;
        let mut seen = vec![false; cfg.num_block_indices()];
        let mut work = vec![x.block];
        while let Some(v) = work.pop() {
            for &s in cfg.successors(v) {
                if is_backedge(&self.loops, v, s) || seen[s.index()] {
                    continue;
                }
                if s == y.block {
                    return true;
                }
                seen[s.index()] = true;
                work.push(s);
            }
        }
        false
    }
}

fn group_by_block(memops: &[MemOp]) -> Vec<(Block, Vec<usize>)> {
    let mut out: Vec<(Block, Vec<usize>)> = Vec::new();
    for (k, op) in memops.iter().enumerate() {
        match out.last_mut() {
            Some((b, v)) if *b == op.block => v.push(k),
            _ => out.push((op.block, vec![k])),
        }
    }
    out
}

/// Whether `p` → `s` is a backedge (to the header of a loop containing `p`).
fn is_backedge(loops: &FunctionLoops, p: Block, s: Block) -> bool {
    let f = &loops.forest;
    let mut l = f.innermost_loop(s);
    while let Some(x) = l {
        if f.header(x) == s {
            return f.contains(x, p);
        }
        l = f.parent(x);
    }
    false
}

/// The memory operations the ordering is about: instructions that may read or write memory,
/// the CSA intrinsics themselves aside.
fn is_memory_op(m: &Module, body: &Body, i: Inst) -> bool {
    let d = &body.insts[i];
    super::intrinsics::csa_call(m, d).is_none()
        && parir_analysis::memory::may_read_or_write_memory(m, d)
}

fn segments(
    cfg: &ControlFlowGraph,
    loops: &FunctionLoops,
    events: &Events,
    last: &Results<Vec<State>>,
    t: usize,
) -> TrackSegments {
    let nb = cfg.num_block_indices();
    let mut first = Vec::with_capacity(nb + 1);
    let mut inside = Vec::new();
    for bi in 0..nb {
        first.push(inside.len() as u32);
        let b = Block::new(bi);
        let mut s = if cfg.is_reachable(b) {
            last.entry(b)[t]
        } else {
            State::Unreached
        };
        inside.push(s == State::In);
        for e in events.per_block[bi]
            .iter()
            .filter(|e| e.track as usize == t)
        {
            s = if e.entry { State::In } else { State::Out };
            inside.push(s == State::In);
        }
    }
    first.push(inside.len() as u32);
    let mut dsu = Dsu((0..inside.len() as u32).collect());
    let ts = TrackSegments {
        first,
        inside,
        comp: Vec::new(),
    };
    for &b in cfg.blocks() {
        let lb = ts.last(b);
        if !ts.inside[lb as usize] {
            continue;
        }
        for &s in cfg.successors(b) {
            let fs = ts.seg(s, 0);
            if ts.inside[fs as usize] && !is_backedge(loops, b, s) {
                dsu.union(lb, fs);
            }
        }
    }
    let comp = (0..ts.inside.len() as u32).map(|x| dsu.find(x)).collect();
    TrackSegments { comp, ..ts }
}

/// A forward path that leaves a component of track `t` and comes back: the intrinsics of the
/// track in the blocks of the offending strongly connected component (the segment graph with
/// components contracted, backedges left out), or `None`.
fn reentered(
    cfg: &ControlFlowGraph,
    loops: &FunctionLoops,
    events: &Events,
    s: &TrackSegments,
    t: usize,
) -> Option<Vec<Inst>> {
    let n = s.inside.len();
    let node = |x: u32| -> u32 {
        if s.inside[x as usize] {
            s.comp[x as usize]
        } else {
            x
        }
    };
    // Edges of the contracted graph.
    let mut adj: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &b in cfg.blocks() {
        let (f, l) = (s.first[b.index()], s.last(b));
        for x in f..l {
            let (u, v) = (node(x), node(x + 1));
            if u != v {
                adj[u as usize].push(v);
            }
        }
        for &succ in cfg.successors(b) {
            if is_backedge(loops, b, succ) {
                continue;
            }
            let (u, v) = (node(l), node(s.seg(succ, 0)));
            if u != v {
                adj[u as usize].push(v);
            }
        }
    }
    let scc = tarjan(&adj);
    // A component (contracted node) in a non-trivial strongly connected component.
    let mut size: FxHashMap<u32, u32> = FxHashMap::default();
    for x in 0..n as u32 {
        if node(x) == x {
            *size.entry(scc[x as usize]).or_default() += 1;
        }
    }
    let bad_scc = (0..n as u32).find(|&x| {
        node(x) == x && s.inside[x as usize] && size.get(&scc[x as usize]).copied() > Some(1)
    })?;
    let which = scc[bad_scc as usize];
    // The track's intrinsics in blocks with a segment in that strongly connected component.
    let mut out = Vec::new();
    for &b in cfg.blocks() {
        let (f, l) = (s.first[b.index()], s.last(b));
        if (f..=l).any(|x| scc[node(x) as usize] == which) {
            out.extend(
                events.per_block[b.index()]
                    .iter()
                    .filter(|e| e.track as usize == t)
                    .map(|e| e.inst),
            );
        }
    }
    Some(out)
}

/// Tarjan's strongly connected components, iteratively: the component number of each node.
fn tarjan(adj: &[Vec<u32>]) -> Vec<u32> {
    let n = adj.len();
    const UNSEEN: u32 = u32::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut comp = vec![UNSEEN; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut next_index = 0u32;
    let mut next_comp = 0u32;
    for root in 0..n as u32 {
        if index[root as usize] != UNSEEN {
            continue;
        }
        // (node, next child position)
        let mut call: Vec<(u32, usize)> = vec![(root, 0)];
        index[root as usize] = next_index;
        low[root as usize] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root as usize] = true;
        while let Some(&mut (v, ref mut k)) = call.last_mut() {
            if let Some(&w) = adj[v as usize].get(*k) {
                *k += 1;
                if index[w as usize] == UNSEEN {
                    index[w as usize] = next_index;
                    low[w as usize] = next_index;
                    next_index += 1;
                    stack.push(w);
                    on_stack[w as usize] = true;
                    call.push((w, 0));
                } else if on_stack[w as usize] {
                    low[v as usize] = low[v as usize].min(index[w as usize]);
                }
                continue;
            }
            call.pop();
            if let Some(&(p, _)) = call.last() {
                low[p as usize] = low[p as usize].min(low[v as usize]);
            }
            if low[v as usize] == index[v as usize] {
                while let Some(w) = stack.pop() {
                    on_stack[w as usize] = false;
                    comp[w as usize] = next_comp;
                    if w == v {
                        break;
                    }
                }
                next_comp += 1;
            }
        }
    }
    comp
}

/// The analysis of every function of `m` that has CSA regions.
pub fn analyze_module(m: &Module) -> Vec<(GlobalId, MemOrder)> {
    let mut out = Vec::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        if body.inst_iter().any(|(_, i)| {
            super::intrinsics::csa_call(m, &body.insts[i]).is_some_and(|k| {
                matches!(
                    k,
                    CsaIntrinsic::RegionEntry
                        | CsaIntrinsic::RegionExit
                        | CsaIntrinsic::SectionEntry
                        | CsaIntrinsic::SectionExit
                )
            })
        }) {
            out.push((g, MemOrder::of(m, body)));
        }
    }
    out
}

/// The problems as warnings (`bad-parallel-section-intrinsics`), located at the intrinsic or
/// memory operation involved.
pub fn warnings(m: &Module, g: GlobalId, mo: &MemOrder) -> Vec<Warning> {
    warnings_of(m, g, mo, mo.problems.iter())
}

/// The path rules' problems only (membership, agreement), which `csa-check` adds to its
/// structural lints (those already report the model's problems).
pub fn path_warnings(m: &Module, g: GlobalId, mo: &MemOrder) -> Vec<Warning> {
    warnings_of(
        m,
        g,
        mo,
        mo.problems
            .iter()
            .filter(|p| !matches!(p, MemorderProblem::Model(_))),
    )
}

fn warnings_of<'p>(
    m: &Module,
    g: GlobalId,
    mo: &MemOrder,
    problems: impl Iterator<Item = &'p MemorderProblem>,
) -> Vec<Warning> {
    let Some(body) = m.body(g) else {
        return Vec::new();
    };
    let fname = m.globals[g].name().unwrap_or("").to_string();
    let mut out = Vec::new();
    for p in problems {
        let (at, msg) = match p {
            MemorderProblem::Model(Problem::RegionIdAmbiguous { inst, ids, .. }) => (
                Some(*inst),
                format!(
                    "{} depends on region entries of several IDs ({ids:?}): region ID ambiguous",
                    inst_name(body, *inst)
                ),
            ),
            MemorderProblem::Model(Problem::RegionIdNotConstant { entry }) => {
                (Some(*entry), "a region entry whose region ID is not a constant".to_string())
            }
            MemorderProblem::Model(Problem::ExitWithoutEntry { inst, expected, .. }) => (
                Some(*inst),
                format!(
                    "the operand of {} may not come from a {}",
                    inst_name(body, *inst),
                    expected.name()
                ),
            ),
            MemorderProblem::Ambiguous {
                region,
                track,
                block,
                inst,
                last,
                next,
            } => (
                inst.or_else(|| body.blocks[*block].insts.first().copied()),
                format!(
                    "{} membership of region {} ambiguous at {} (the last {} before it: {}; the next after it: {})",
                    if *track == Track::Section { "section" } else { "region" },
                    region_name(mo, *region),
                    point_name(body, *block, *inst),
                    if *track == Track::Section { "section entry/exit" } else { "region entry/exit" },
                    state_text(*last),
                    state_text(*next),
                ),
            ),
            MemorderProblem::Reentered {
                region,
                track,
                intrinsics,
            } => (
                intrinsics.first().copied(),
                format!(
                    "a path without backedges leaves a {} of region {} and comes back: paths through the same backedges disagree on the crossing (intrinsics involved: {})",
                    if *track == Track::Section { "section" } else { "region" },
                    region_name(mo, *region),
                    intrinsics
                        .iter()
                        .map(|&i| inst_name(body, i))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ),
        };
        let w = Warning::new(
            "bad-parallel-section-intrinsics",
            format!("!! WARNING: BAD PARALLEL SECTION INTRINSICS !! {msg}; full ordering for the region"),
        );
        out.push(match at {
            Some(i) => w.at_inst(m, &fname, &body.insts[i]),
            None => w.at_pos(Some(m.globals[g].common.pos)),
        });
    }
    out
}

fn state_text(s: State) -> &'static str {
    match s {
        State::In => "an entry on every path",
        State::Out => "an exit on every path",
        State::Mixed => "an entry on some paths, an exit on others",
        State::Unreached => "none",
    }
}

pub(crate) fn region_name(mo: &MemOrder, r: usize) -> String {
    match mo.csa.regions.get(r).and_then(|x| x.id) {
        Some(id) => id.to_string(),
        None => format!("#{r} (ID not constant)"),
    }
}

pub(crate) fn inst_name(body: &Body, i: Inst) -> String {
    match body.insts[i].name.as_deref() {
        Some(n) => format!("%{n}"),
        None => {
            let Some(b) = body.block_of(i) else {
                return "?".into();
            };
            let pos = body.blocks[b]
                .insts
                .iter()
                .position(|&x| x == i)
                .unwrap_or(0);
            format!("{}#{pos}", block_name(body, b))
        }
    }
}

pub(crate) fn block_name(body: &Body, b: Block) -> String {
    match body.blocks[b].name.as_deref() {
        Some(n) => format!("%{n}"),
        None => format!(
            "%bb{}",
            body.layout.iter().position(|&x| x == b).unwrap_or(0)
        ),
    }
}

fn point_name(body: &Body, b: Block, i: Option<Inst>) -> String {
    match i {
        Some(i) => inst_name(body, i),
        None => format!("the start or end of {}", block_name(body, b)),
    }
}

/// What a memory operation is, for printing: `store %bb3#1`, `load %x`, `call @f %bb2#4`.
fn memop_name(m: &Module, body: &Body, i: Inst) -> String {
    use parir_ir::inst::InstKind;
    let d = &body.insts[i];
    let kind = match &d.kind {
        InstKind::Load { .. } => "load".to_string(),
        InstKind::Store { .. } => "store".to_string(),
        InstKind::AtomicRmw { .. } => "atomicrmw".to_string(),
        InstKind::CmpXchg { .. } => "cmpxchg".to_string(),
        InstKind::Call(c) => match c.callee {
            parir_ir::Value::Const(k) => match m.consts.get(k).data {
                parir_ir::value::ConstData::Global(g) => {
                    format!("call @{}", m.globals[g].name().unwrap_or(""))
                }
                _ => "call".to_string(),
            },
            _ => "call".to_string(),
        },
        _ => "memory access".to_string(),
    };
    let at = match d.name.as_deref() {
        Some(n) => format!("%{n}"),
        None => inst_name(body, i),
    };
    match crate::diag::debug_location(m, d) {
        Some(l) => format!("{kind} {at} ({}:{}:{})", l.file, l.line, l.column),
        None => format!("{kind} {at}"),
    }
}

fn membership_text(x: Membership) -> &'static str {
    match x {
        Membership::Inside => "inside",
        Membership::Outside => "outside",
        Membership::Ambiguous { .. } => "ambiguous",
        Membership::Unreachable => "unreachable",
    }
}

fn class_text(body: &Body, c: PathClass) -> String {
    match c {
        PathClass::Forward => "forward".into(),
        PathClass::Around { header, latch } => format!(
            "around {} (backedge from {})",
            block_name(body, header),
            block_name(body, latch)
        ),
    }
}

fn verdict_text(mo: &MemOrder, v: Verdict) -> String {
    match v {
        Verdict::Ignored { region } => format!(
            "ignored (region {}: section crossing, no region crossing)",
            region_name(mo, region)
        ),
        Verdict::NotInSections => "kept (not both in sections of one region)".into(),
        Verdict::NoSectionCrossing => "kept (no section crossing)".into(),
        Verdict::RegionCrossing => "kept (region crossing)".into(),
        Verdict::BadIntrinsics => "kept (bad parallel section intrinsics: full ordering)".into(),
    }
}

/// The ordering edges worth printing: between memory operations that are both inside
/// sections of some region, per class of paths.
fn printed_edges(mo: &MemOrder) -> Vec<(usize, usize, PathClass, Verdict)> {
    let n = mo.memops.len();
    let in_sections: Vec<bool> = mo
        .memops
        .iter()
        .map(|x| x.membership.iter().any(|m| m.1 == Membership::Inside))
        .collect();
    let mut out = Vec::new();
    for a in 0..n {
        for b in 0..n {
            if !in_sections[a] || !in_sections[b] {
                continue;
            }
            let shared = (0..mo.csa.regions.len()).any(|r| {
                mo.memops[a].membership[r].1 == Membership::Inside
                    && mo.memops[b].membership[r].1 == Membership::Inside
            });
            if !shared {
                continue;
            }
            let forward = a != b && mo.forward_path(a, b);
            for (c, v) in mo.ordering(a, b, forward) {
                out.push((a, b, c, v));
            }
        }
    }
    out
}

/// `print<csa-memorder>`: per function with regions, the regions, the membership of each
/// memory operation, the ordering edges between operations in sections, and the problems.
pub fn print_module(m: &Module) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    for (g, mo) in analyze_module(m) {
        let Some(body) = m.body(g) else { continue };
        let _ = writeln!(s, "csa-memorder of @{}:", m.globals[g].name().unwrap_or(""));
        for (r, reg) in mo.csa.regions.iter().enumerate() {
            let _ = writeln!(
                s,
                "  region {}: {} entr{}, {} exit{}, {} section entr{}, {} section exit{}{}",
                region_name(&mo, r),
                reg.entries.len(),
                if reg.entries.len() == 1 { "y" } else { "ies" },
                reg.exits.len(),
                if reg.exits.len() == 1 { "" } else { "s" },
                reg.section_entries.len(),
                if reg.section_entries.len() == 1 {
                    "y"
                } else {
                    "ies"
                },
                reg.section_exits.len(),
                if reg.section_exits.len() == 1 {
                    ""
                } else {
                    "s"
                },
                if mo.bad[r] {
                    " (bad intrinsics: full ordering)"
                } else {
                    ""
                }
            );
        }
        let _ = writeln!(s, "  memory operations:");
        for op in &mo.memops {
            let ms: Vec<String> = op
                .membership
                .iter()
                .enumerate()
                .map(|(r, (mr, ms))| {
                    format!(
                        "region {} {}, sections {}",
                        region_name(&mo, r),
                        membership_text(*mr),
                        membership_text(*ms)
                    )
                })
                .collect();
            let _ = writeln!(s, "    {}: {}", memop_name(m, body, op.inst), ms.join("; "));
        }
        let edges = printed_edges(&mo);
        if !edges.is_empty() {
            let _ = writeln!(
                s,
                "  ordering edges between operations in sections (all others kept):"
            );
            for (a, b, c, v) in edges {
                let _ = writeln!(
                    s,
                    "    {} -> {}, {}: {}",
                    memop_name(m, body, mo.memops[a].inst),
                    memop_name(m, body, mo.memops[b].inst),
                    class_text(body, c),
                    verdict_text(&mo, v)
                );
            }
        }
        for w in warnings(m, g, &mo) {
            let _ = writeln!(s, "  problem: {}", w.message);
        }
    }
    s
}

/// `print<csa-memorder>` as JSON (`parir analyze --format json`).
pub fn json_module(m: &Module) -> serde_json::Value {
    use serde_json::json;
    let mut fs = Vec::new();
    for (g, mo) in analyze_module(m) {
        let Some(body) = m.body(g) else { continue };
        let regions: Vec<serde_json::Value> = mo
            .csa
            .regions
            .iter()
            .enumerate()
            .map(|(r, reg)| {
                let names =
                    |v: &[Inst]| -> Vec<String> { v.iter().map(|&i| inst_name(body, i)).collect() };
                json!({
                    "id": reg.id,
                    "entries": names(&reg.entries),
                    "exits": names(&reg.exits),
                    "section_entries": names(&reg.section_entries),
                    "section_exits": names(&reg.section_exits),
                    "full_ordering": mo.bad[r],
                })
            })
            .collect();
        let memops: Vec<serde_json::Value> = mo
            .memops
            .iter()
            .map(|op| {
                let ms: Vec<serde_json::Value> = op
                    .membership
                    .iter()
                    .enumerate()
                    .map(|(r, (mr, ms))| {
                        json!({
                            "region": region_name(&mo, r),
                            "region_membership": membership_text(*mr),
                            "section_membership": membership_text(*ms),
                        })
                    })
                    .collect();
                json!({ "operation": memop_name(m, body, op.inst), "membership": ms })
            })
            .collect();
        let edges: Vec<serde_json::Value> = printed_edges(&mo)
            .into_iter()
            .map(|(a, b, c, v)| {
                json!({
                    "from": memop_name(m, body, mo.memops[a].inst),
                    "to": memop_name(m, body, mo.memops[b].inst),
                    "paths": class_text(body, c),
                    "ignored": matches!(v, Verdict::Ignored { .. }),
                    "reason": verdict_text(&mo, v),
                })
            })
            .collect();
        let problems: Vec<String> = warnings(m, g, &mo).into_iter().map(|w| w.message).collect();
        fs.push(json!({
            "function": m.globals[g].name().unwrap_or(""),
            "regions": regions,
            "memory_operations": memops,
            "edges": edges,
            "problems": problems,
        }));
    }
    json!({ "functions": fs })
}
