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
//! product of the four-point lattice {unreached, in, out, mixed} per track, stored sparsely:
//! a block carries only the tracks whose state there is not the default (outside before,
//! nothing after), i.e. the regions it is in or between the events of. Each block is
//! transferred a bounded number of times, so membership costs O((blocks + instructions) ×
//! d) for `d` regions active at once (nesting depth), never blocks × regions: a function
//! of 10^4 sequential parallel loops inside one outer region costs the same per memory
//! operation as one of 10^2 (`bench/csa-memorder.sh`).
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
//! Segments exist only on a track's own blocks and the re-entry check looks only at its span
//! in reverse post order, so preprocessing is O(Σ tracks' blocks and spans) with union-find
//! (linear for sequential or nested regions); a pair query is O(d × loop depth) plus the
//! events of the two blocks.

use super::intrinsics::CsaIntrinsic;
use super::model::{CsaFunction, Problem};
use crate::diag::Warning;
use cranelift_entity::EntityRef;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dataflow::{solve, Analysis, Direction, Results};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::{Block, Body, GlobalId, Inst, Module};
use rustc_hash::{FxHashMap, FxHashSet};

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

/// A sparse map track → state, sorted by track; absent tracks have the map's default (`Out`
/// for the last event, `Unreached` — no next event — for the next one).
type Sparse = Vec<(u32, State)>;

fn get(s: &Sparse, t: u32, default: State) -> State {
    match s.binary_search_by_key(&t, |x| x.0) {
        Ok(k) => s[k].1,
        Err(_) => default,
    }
}

fn set(s: &mut Sparse, t: u32, v: State, default: State) {
    match s.binary_search_by_key(&t, |x| x.0) {
        Ok(k) if v == default => {
            s.remove(k);
        }
        Ok(k) => s[k].1 = v,
        Err(_) if v == default => {}
        Err(k) => s.insert(k, (t, v)),
    }
}

/// Joins `b` into `a` (absent = `default`); whether `a` changed.
fn join_sparse(a: &mut Sparse, b: &Sparse, default: State) -> bool {
    let mut out: Sparse = Vec::with_capacity(a.len().max(b.len()));
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let (t, x, y) = match (a.get(i), b.get(j)) {
            (Some(&(ta, xa)), Some(&(tb, _))) if ta < tb => {
                i += 1;
                (ta, xa, default)
            }
            (Some(&(ta, _)), Some(&(tb, yb))) if tb < ta => {
                j += 1;
                (tb, default, yb)
            }
            (Some(&(ta, xa)), Some(&(_, yb))) => {
                i += 1;
                j += 1;
                (ta, xa, yb)
            }
            (Some(&(ta, xa)), None) => {
                i += 1;
                (ta, xa, default)
            }
            (None, Some(&(tb, yb))) => {
                j += 1;
                (tb, default, yb)
            }
            (None, None) => break,
        };
        let v = x.join(y);
        if v != default {
            out.push((t, v));
        }
    }
    if out == *a {
        false
    } else {
        *a = out;
        true
    }
}

/// Joins a block state (`None`: not reached yet) into another; whether it changed.
fn join_reached(into: &mut Option<Sparse>, other: &Option<Sparse>, default: State) -> bool {
    match (into.as_mut(), other) {
        (_, None) => false,
        (None, Some(o)) => {
            *into = Some(o.clone());
            true
        }
        (Some(a), Some(b)) => join_sparse(a, b, default),
    }
}

/// Forward: the last event of every track before each point (sparse; absent = `Out`).
struct LastEvent<'e>(&'e [Vec<Event>]);

impl Analysis for LastEvent<'_> {
    type Domain = Option<Sparse>;
    const DIRECTION: Direction = Direction::Forward;
    fn bottom(&self) -> Option<Sparse> {
        None
    }
    fn boundary(&self) -> Option<Sparse> {
        Some(Vec::new())
    }
    fn join(&self, into: &mut Option<Sparse>, other: &Option<Sparse>) -> bool {
        join_reached(into, other, State::Out)
    }
    fn transfer(&self, b: Block, s: &mut Option<Sparse>) {
        if let Some(m) = s {
            for e in &self.0[b.index()] {
                let v = if e.entry { State::In } else { State::Out };
                set(m, e.track, v, State::Out);
            }
        }
    }
}

/// Backward: the next event of every track after each point (sparse; absent = none). At a
/// block's start where a track's last event is an exit and its next an entry, the track is
/// dropped (as if nothing followed): for a point outside, an entry next and nothing next give
/// the same membership, also after joins (`membership`), and only points outside reach that
/// block start without an event. This keeps the state of a track to the blocks between its
/// events, so sequential regions cost no more than one.
struct NextEvent<'e> {
    events: &'e [Vec<Event>],
    last: &'e Results<Option<Sparse>>,
}

impl Analysis for NextEvent<'_> {
    type Domain = Option<Sparse>;
    const DIRECTION: Direction = Direction::Backward;
    fn bottom(&self) -> Option<Sparse> {
        None
    }
    fn boundary(&self) -> Option<Sparse> {
        Some(Vec::new())
    }
    fn join(&self, into: &mut Option<Sparse>, other: &Option<Sparse>) -> bool {
        join_reached(into, other, State::Unreached)
    }
    fn transfer(&self, b: Block, s: &mut Option<Sparse>) {
        if let Some(m) = s {
            for e in self.events[b.index()].iter().rev() {
                let v = if e.entry { State::Out } else { State::In };
                set(m, e.track, v, State::Unreached);
            }
            if let Some(fwd) = self.last.entry(b) {
                m.retain(|&(t, v)| v != State::Out || get(fwd, t, State::Out) != State::Out);
            }
        }
    }
}

/// A memory operation of the function with its membership in the regions it is not plainly
/// outside of.
#[derive(Clone, Debug)]
pub struct MemOp {
    pub inst: Inst,
    pub block: Block,
    /// Position in the block.
    pub pos: u32,
    /// (region, membership in the region, membership in its sections), for the regions
    /// where either is not `Outside`, by region.
    pub regions: Vec<(usize, Membership, Membership)>,
    /// The block is unreachable.
    pub unreachable: bool,
}

impl MemOp {
    /// The membership in region `r` (index into [`CsaFunction::regions`]) and in its
    /// sections.
    pub fn membership(&self, r: usize) -> (Membership, Membership) {
        if self.unreachable {
            return (Membership::Unreachable, Membership::Unreachable);
        }
        match self.regions.binary_search_by_key(&r, |x| x.0) {
            Ok(k) => (self.regions[k].1, self.regions[k].2),
            Err(_) => (Membership::Outside, Membership::Outside),
        }
    }
}

/// A loop whose iterations are sections of a region ([`MemOrder::parallel_loops`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParallelLoop {
    pub header: Block,
    /// Index into [`CsaFunction::regions`].
    pub region: usize,
    /// The memory operations of the loop that different iterations do not order.
    pub ops: Vec<Inst>,
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

/// One track's segments, on the blocks where the track matters (its events, or inside or
/// ambiguous at the start): per such block its first segment and their number (a block
/// with `k` events of the track has `k + 1`), whether each is inside, and its component.
/// Every other block is one outside segment.
struct TrackSegments {
    blocks: FxHashMap<Block, (u32, u32)>,
    inside: Vec<bool>,
    comp: Vec<u32>,
}

impl TrackSegments {
    fn seg(&self, b: Block, k: u32) -> Option<u32> {
        self.blocks.get(&b).map(|&(f, _)| f + k)
    }
    fn last(&self, b: Block) -> Option<u32> {
        self.blocks.get(&b).map(|&(f, n)| f + n - 1)
    }
    /// Whether segment `x` (if any) is inside; the component of an inside one.
    fn inside_comp(&self, x: Option<u32>) -> Option<u32> {
        let x = x? as usize;
        self.inside[x].then(|| self.comp[x])
    }
}

/// The analysis of one function.
pub struct MemOrder {
    pub csa: CsaFunction,
    pub memops: Vec<MemOp>,
    pub problems: Vec<MemorderProblem>,
    /// Regions that fell back to full ordering.
    pub bad: Vec<bool>,
    /// Per track (`region * 2`, `region * 2 + 1` for its sections).
    segs: Vec<TrackSegments>,
    /// The events of each block (by block index).
    events: Vec<Vec<Event>>,
    loops: FunctionLoops,
    /// Reverse post order number of each block (by block index; `u32::MAX` unreachable).
    rpo: Vec<u32>,
}

fn track_index(region: usize, t: Track) -> usize {
    region * 2 + usize::from(t == Track::Section)
}

fn track_of_index(t: usize) -> Track {
    if t.is_multiple_of(2) {
        Track::Region
    } else {
        Track::Section
    }
}

impl MemOrder {
    /// Analyses `body` (a function of `m`).
    pub fn of(m: &Module, body: &Body) -> MemOrder {
        let csa = CsaFunction::of(m, body);
        let loops = FunctionLoops::compute(body);
        let cfg = &loops.cfg;
        let nb = cfg.num_block_indices();
        let nr = csa.regions.len();
        let order: Vec<Block> = cfg.reverse_post_order().collect();
        let mut rpo = vec![u32::MAX; nb];
        for (k, b) in order.iter().enumerate() {
            rpo[b.index()] = k as u32;
        }
        // The events, by block.
        let mut track_of: FxHashMap<Inst, (u32, bool)> = FxHashMap::default();
        for (r, reg) in csa.regions.iter().enumerate() {
            let (tr, ts) = (
                track_index(r, Track::Region) as u32,
                track_index(r, Track::Section) as u32,
            );
            for &i in &reg.entries {
                track_of.insert(i, (tr, true));
            }
            for &i in &reg.exits {
                track_of.insert(i, (tr, false));
            }
            for &i in &reg.section_entries {
                track_of.insert(i, (ts, true));
            }
            for &i in &reg.section_exits {
                track_of.insert(i, (ts, false));
            }
        }
        let mut events: Vec<Vec<Event>> = vec![Vec::new(); nb];
        let mut memops = Vec::new();
        for &b in &body.layout {
            for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
                if let Some(&(track, entry)) = track_of.get(&i) {
                    events[b.index()].push(Event {
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
                        regions: Vec::new(),
                        unreachable: !cfg.is_reachable(b),
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
            let inst = match p {
                Problem::RegionIdNotConstant { entry } => *entry,
                Problem::RegionIdAmbiguous { inst, .. } => *inst,
                Problem::ExitWithoutEntry { inst, .. } => *inst,
            };
            if let Some(&(t, _)) = track_of.get(&inst) {
                bad[t as usize / 2] = true;
            }
            // An intrinsic of no region (ambiguous ID) leaves every region it might belong
            // to unordered: all regions fall back.
            if matches!(p, Problem::RegionIdAmbiguous { .. }) {
                bad.iter_mut().for_each(|x| *x = true);
            }
        }
        let last = solve(&LastEvent(&events), cfg);
        let next = solve(
            &NextEvent {
                events: &events,
                last: &last,
            },
            cfg,
        );
        let empty: Sparse = Vec::new();
        // Ambiguity at block starts and ends and at memory operations; one report per track.
        let mut reported: FxHashSet<usize> = FxHashSet::default();
        let mut report = |problems: &mut Vec<MemorderProblem>,
                          bad: &mut Vec<bool>,
                          t: usize,
                          block: Block,
                          inst: Option<Inst>,
                          l: State,
                          n: State| {
            if reported.insert(t) {
                problems.push(MemorderProblem::Ambiguous {
                    region: t / 2,
                    track: track_of_index(t),
                    block,
                    inst,
                    last: l,
                    next: n,
                });
            }
            bad[t / 2] = true;
        };
        let keys = |a: &Sparse, b: &Sparse| -> Vec<u32> {
            let mut k: Vec<u32> = a.iter().chain(b).map(|x| x.0).collect();
            k.sort_unstable();
            k.dedup();
            k
        };
        for &b in cfg.blocks() {
            let (Some(l0), Some(l1)) = (last.entry(b), last.exit(b)) else {
                continue;
            };
            let n0 = next.entry(b).as_ref().unwrap_or(&empty);
            let n1 = next.exit(b).as_ref().unwrap_or(&empty);
            for (l, n) in [(l0, n0), (l1, n1)] {
                for t in keys(l, n) {
                    let (ls, ns) = (get(l, t, State::Out), get(n, t, State::Unreached));
                    if let Membership::Ambiguous { last: x, next: y } = membership(ls, ns) {
                        report(&mut problems, &mut bad, t as usize, b, None, x, y);
                    }
                }
            }
        }
        for (b, idxs) in group_by_block(&memops) {
            let Some(fwd0) = last.entry(b) else { continue };
            let evs = &events[b.index()];
            let mut fwd = fwd0.clone();
            let mut k = 0;
            let mut at: Vec<Sparse> = Vec::with_capacity(idxs.len());
            for &x in &idxs {
                while k < evs.len() && evs[k].pos < memops[x].pos {
                    let e = evs[k];
                    let v = if e.entry { State::In } else { State::Out };
                    set(&mut fwd, e.track, v, State::Out);
                    k += 1;
                }
                at.push(fwd.clone());
            }
            let mut bwd = next.exit(b).clone().unwrap_or_default();
            let mut k = evs.len();
            for (j, &x) in idxs.iter().enumerate().rev() {
                while k > 0 && evs[k - 1].pos > memops[x].pos {
                    let e = evs[k - 1];
                    let v = if e.entry { State::Out } else { State::In };
                    set(&mut bwd, e.track, v, State::Unreached);
                    k -= 1;
                }
                let mut regions: Vec<(usize, Membership, Membership)> = Vec::new();
                for t in keys(&at[j], &bwd) {
                    let mm = membership(get(&at[j], t, State::Out), get(&bwd, t, State::Unreached));
                    if let Membership::Ambiguous { last: l, next: n } = mm {
                        report(
                            &mut problems,
                            &mut bad,
                            t as usize,
                            b,
                            Some(memops[x].inst),
                            l,
                            n,
                        );
                    }
                    let r = t as usize / 2;
                    if regions.last().map(|x| x.0) != Some(r) {
                        regions.push((r, Membership::Outside, Membership::Outside));
                    }
                    let e = regions.last_mut().expect("pushed");
                    match track_of_index(t as usize) {
                        Track::Region => e.1 = mm,
                        Track::Section => e.2 = mm,
                    }
                }
                regions.retain(|x| (x.1, x.2) != (Membership::Outside, Membership::Outside));
                memops[x].regions = regions;
            }
        }
        // The blocks where each track matters: its events, or inside or ambiguous at the
        // start.
        let mut relevant: Vec<Vec<Block>> = vec![Vec::new(); nr * 2];
        for b in cfg.reverse_post_order() {
            let Some(l0) = last.entry(b) else { continue };
            let mut ts: Vec<u32> = l0.iter().map(|x| x.0).collect();
            ts.extend(events[b.index()].iter().map(|e| e.track));
            ts.sort_unstable();
            ts.dedup();
            for t in ts {
                relevant[t as usize].push(b);
            }
        }
        let mut segs = Vec::with_capacity(nr * 2);
        for (t, blocks) in relevant.iter().enumerate() {
            let s = segments(cfg, &rpo, &events, &last, t, blocks);
            if let Some(intrinsics) = reentered(cfg, &order, &rpo, &events, &s, t, blocks) {
                problems.push(MemorderProblem::Reentered {
                    region: t / 2,
                    track: track_of_index(t),
                    intrinsics,
                });
                bad[t / 2] = true;
            }
            segs.push(s);
        }
        MemOrder {
            csa,
            memops,
            problems,
            bad,
            segs,
            events,
            loops,
            rpo,
        }
    }

    /// The segment of memory operation `op` on track `t`.
    fn segment_of(&self, op: &MemOp, t: usize) -> Option<u32> {
        let before = self.events[op.block.index()]
            .iter()
            .filter(|e| e.track as usize == t && e.pos < op.pos)
            .count() as u32;
        self.segs[t].seg(op.block, before)
    }

    /// The loops whose iterations are sections of a region: on every backedge the latch's
    /// end and the header's start are not both inside sections of the region (every path
    /// around crosses a section boundary) and are inside the region in one component (no
    /// region crossing). With each, the memory operations of the loop inside sections of the
    /// region and in that component: no ordering between them across iterations. Regions
    /// with broken rules give none.
    pub fn parallel_loops(&self) -> Vec<ParallelLoop> {
        let fl = &self.loops;
        let mut out = Vec::new();
        for r in 0..self.csa.regions.len() {
            if self.bad[r] {
                continue;
            }
            for l in fl.forest.loops() {
                let header = fl.forest.header(l);
                let latches = fl.forest.latches(&fl.cfg, l);
                let mut region_comp = None;
                let ok = !latches.is_empty()
                    && latches.iter().all(|&latch| {
                        let sec = self.backedge_segments(r, Track::Section, latch, header);
                        let reg = self.backedge_segments(r, Track::Region, latch, header);
                        let crosses_sections = !(sec.0.is_some() && sec.1.is_some());
                        let (Some(a), Some(b)) = reg else {
                            return false;
                        };
                        let same = a == b && region_comp.is_none_or(|c| c == a);
                        region_comp = Some(a);
                        crosses_sections && same
                    });
                let Some(rc) = region_comp.filter(|_| ok) else {
                    continue;
                };
                let ops: Vec<Inst> = (0..self.memops.len())
                    .filter(|&k| fl.forest.contains(l, self.memops[k].block))
                    .filter(|&k| {
                        self.memops[k].membership(r) == (Membership::Inside, Membership::Inside)
                    })
                    .filter(|&k| self.region_component(k, r) == Some(rc))
                    .map(|k| self.memops[k].inst)
                    .collect();
                if !ops.is_empty() {
                    out.push(ParallelLoop {
                        header,
                        region: r,
                        ops,
                    });
                }
            }
        }
        out
    }

    /// The instructions inside region `r` (`t` = region) or inside the section that entry
    /// `entry` begins (`t` = section): those in the component of the segment right after
    /// `entry`, in layout order (the entry itself excluded).
    pub fn instructions_inside(&self, body: &Body, r: usize, t: Track, entry: Inst) -> Vec<Inst> {
        let ti = track_index(r, t);
        let s = &self.segs[ti];
        let Some(eb) = body.block_of(entry) else {
            return Vec::new();
        };
        let epos = body.blocks[eb]
            .insts
            .iter()
            .position(|&i| i == entry)
            .unwrap_or(0) as u32;
        let after = self.events[eb.index()]
            .iter()
            .filter(|e| e.track as usize == ti && e.pos <= epos)
            .count() as u32;
        let Some(comp) = s.inside_comp(s.seg(eb, after)) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for &b in &body.layout {
            if !s.blocks.contains_key(&b) {
                continue;
            }
            for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
                let k = self.events[b.index()]
                    .iter()
                    .filter(|e| e.track as usize == ti && e.pos < pos as u32)
                    .count() as u32;
                if i != entry && s.inside_comp(s.seg(b, k)) == Some(comp) {
                    out.push(i);
                }
            }
        }
        out
    }

    /// The components of track `t` of region `r` at the end of `latch` and the start of
    /// `header` (`None` where not inside).
    pub fn backedge_segments(
        &self,
        r: usize,
        t: Track,
        latch: Block,
        header: Block,
    ) -> (Option<u32>, Option<u32>) {
        let s = &self.segs[track_index(r, t)];
        (
            s.inside_comp(s.last(latch)),
            s.inside_comp(s.seg(header, 0)),
        )
    }

    /// The component of memory operation `k` inside region `r` (`None` if not inside).
    pub fn region_component(&self, k: usize, r: usize) -> Option<u32> {
        let t = track_index(r, Track::Region);
        self.segs[t].inside_comp(self.segment_of(&self.memops[k], t))
    }

    /// The component of memory operation `k` inside a section of region `r`.
    pub fn section_component(&self, k: usize, r: usize) -> Option<u32> {
        let t = track_index(r, Track::Section);
        self.segs[t].inside_comp(self.segment_of(&self.memops[k], t))
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
        // Only regions where both are in sections: those in both sparse lists.
        for &(r, _, xs) in &x.regions {
            if xs != Membership::Inside || y.membership(r).1 != Membership::Inside {
                continue;
            }
            let v = if self.bad[r] {
                Verdict::BadIntrinsics
            } else {
                let crosses = |t: Track| -> bool {
                    let ti = track_index(r, t);
                    let s = &self.segs[ti];
                    let (Some(cx), Some(cy)) = (
                        s.inside_comp(self.segment_of(x, ti)),
                        s.inside_comp(self.segment_of(y, ti)),
                    ) else {
                        return true;
                    };
                    match c {
                        PathClass::Forward => cx != cy,
                        PathClass::Around { header, latch } => {
                            let le = s.inside_comp(s.last(latch));
                            let hs = s.inside_comp(s.seg(header, 0));
                            !(le == Some(cx) && hs == Some(cy))
                        }
                    }
                };
                if !crosses(Track::Section) {
                    Verdict::NoSectionCrossing
                } else if crosses(Track::Region) {
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
                if is_retreating(&self.rpo, v, s) || seen[s.index()] {
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

/// Whether `p` → `s` goes back in reverse post order: the backedges of the natural loops in
/// reducible control flow (irreducible retreating edges count as backedges too).
fn is_retreating(rpo: &[u32], p: Block, s: Block) -> bool {
    rpo[s.index()] <= rpo[p.index()]
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
    rpo: &[u32],
    events: &[Vec<Event>],
    last: &Results<Option<Sparse>>,
    t: usize,
    blocks: &[Block],
) -> TrackSegments {
    let mut map = FxHashMap::default();
    let mut inside = Vec::new();
    for &b in blocks {
        let first = inside.len() as u32;
        let mut s = last
            .entry(b)
            .as_ref()
            .map_or(State::Unreached, |m| get(m, t as u32, State::Out));
        inside.push(s == State::In);
        for e in events[b.index()].iter().filter(|e| e.track as usize == t) {
            s = if e.entry { State::In } else { State::Out };
            inside.push(s == State::In);
        }
        map.insert(b, (first, inside.len() as u32 - first));
    }
    let mut ts = TrackSegments {
        blocks: map,
        inside,
        comp: Vec::new(),
    };
    let mut dsu = Dsu((0..ts.inside.len() as u32).collect());
    for &b in blocks {
        let Some(lb) = ts.last(b) else { continue };
        if !ts.inside[lb as usize] {
            continue;
        }
        for &s in cfg.successors(b) {
            if is_retreating(rpo, b, s) {
                continue;
            }
            if let Some(fs) = ts.seg(s, 0) {
                if ts.inside[fs as usize] {
                    dsu.union(lb, fs);
                }
            }
        }
    }
    ts.comp = (0..ts.inside.len() as u32).map(|x| dsu.find(x)).collect();
    ts
}

/// A forward path that leaves a component of track `t` and comes back: the intrinsics of the
/// track in the blocks of the offending strongly connected component of the segment graph
/// with components contracted and backedges left out, or `None`. Such a path runs between
/// an exit and an entry of the track, so within their span in reverse post order: only the
/// blocks there are looked at (a track's span, not the function).
fn reentered(
    cfg: &ControlFlowGraph,
    order: &[Block],
    rpo: &[u32],
    events: &[Vec<Event>],
    s: &TrackSegments,
    t: usize,
    blocks: &[Block],
) -> Option<Vec<Inst>> {
    let evs: Vec<Block> = blocks
        .iter()
        .copied()
        .filter(|b| events[b.index()].iter().any(|e| e.track as usize == t))
        .collect();
    let (lo, hi) = (
        evs.iter().map(|b| rpo[b.index()]).min()?,
        evs.iter().map(|b| rpo[b.index()]).max()?,
    );
    if lo == hi {
        return None; // events in one block: no path between two blocks
    }
    // The span: blocks with an RPO number in lo..=hi; segments of relevant blocks, one node
    // for each other block.
    let span = &order[lo as usize..=hi as usize];
    let nseg = s.inside.len() as u32;
    let mut extra: FxHashMap<Block, u32> = FxHashMap::default();
    for &b in span {
        if !s.blocks.contains_key(&b) {
            let k = nseg + extra.len() as u32;
            extra.insert(b, k);
        }
    }
    let n = (nseg as usize) + extra.len();
    let node = |x: u32| -> u32 {
        if x < nseg && s.inside[x as usize] {
            s.comp[x as usize]
        } else {
            x
        }
    };
    let first_of = |b: Block| s.seg(b, 0).or_else(|| extra.get(&b).copied());
    let last_of = |b: Block| s.last(b).or_else(|| extra.get(&b).copied());
    let mut adj: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &b in span {
        if let Some(&(f, len)) = s.blocks.get(&b) {
            for x in f..f + len - 1 {
                let (u, v) = (node(x), node(x + 1));
                if u != v {
                    adj[u as usize].push(v);
                }
            }
        }
        let Some(l) = last_of(b) else { continue };
        for &succ in cfg.successors(b) {
            if is_retreating(rpo, b, succ) || rpo[succ.index()] > hi {
                continue;
            }
            let Some(f) = first_of(succ) else { continue };
            let (u, v) = (node(l), node(f));
            if u != v {
                adj[u as usize].push(v);
            }
        }
    }
    let scc = tarjan(&adj);
    let mut size: FxHashMap<u32, u32> = FxHashMap::default();
    for x in 0..n as u32 {
        if node(x) == x {
            *size.entry(scc[x as usize]).or_default() += 1;
        }
    }
    let bad = (0..nseg).find(|&x| {
        node(x) == x && s.inside[x as usize] && size.get(&scc[x as usize]).copied() > Some(1)
    })?;
    let which = scc[bad as usize];
    let mut out = Vec::new();
    for &b in &evs {
        let Some(&(f, len)) = s.blocks.get(&b) else {
            continue;
        };
        if (f..f + len).any(|x| scc[node(x) as usize] == which) {
            out.extend(
                events[b.index()]
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
        .map(|x| x.regions.iter().any(|m| m.2 == Membership::Inside))
        .collect();
    let mut out = Vec::new();
    for a in 0..n {
        for b in 0..n {
            if !in_sections[a] || !in_sections[b] {
                continue;
            }
            let shared = mo.memops[a].regions.iter().any(|&(r, _, s)| {
                s == Membership::Inside && mo.memops[b].membership(r).1 == Membership::Inside
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
            let ms: Vec<String> = (0..mo.csa.regions.len())
                .map(|r| {
                    let (mr, ms) = op.membership(r);
                    format!(
                        "region {} {}, sections {}",
                        region_name(&mo, r),
                        membership_text(mr),
                        membership_text(ms)
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
                let ms: Vec<serde_json::Value> = (0..mo.csa.regions.len())
                    .map(|r| {
                        let (mr, ms) = op.membership(r);
                        json!({
                            "region": region_name(&mo, r),
                            "region_membership": membership_text(mr),
                            "section_membership": membership_text(ms),
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

/// `dot<csa-memorder>`: the CFG of each function with regions as DOT, every block listing its
/// region/section intrinsics and memory operations in order (the memop CFG with the
/// intrinsics intact, the seed's `-csa-view-pre-ordering-memop-cfg`), each operation with the
/// regions it is inside and whether in a section; backedges dashed; problems in the graph's
/// label. Render with `parir analyze -p 'dot<csa-memorder>' --svg OUT.svg` or `dot -Tsvg`.
pub fn dot_module(m: &Module) -> String {
    use parir_analysis::dot::{cfg_dot, DotOptions};
    let mut out = String::new();
    for (g, mo) in analyze_module(m) {
        let Some(body) = m.body(g) else { continue };
        let mut opts = DotOptions::default();
        let op_of: FxHashMap<Inst, &MemOp> = mo.memops.iter().map(|o| (o.inst, o)).collect();
        let mut event_of: FxHashMap<Inst, (usize, bool)> = FxHashMap::default();
        for evs in &mo.events {
            for e in evs {
                event_of.insert(e.inst, (e.track as usize, e.entry));
            }
        }
        for &b in &body.layout {
            let mut notes = Vec::new();
            for &i in &body.blocks[b].insts {
                if let Some(&(t, entry)) = event_of.get(&i) {
                    notes.push(format!(
                        "{} {} {}",
                        if track_of_index(t) == Track::Section {
                            "section"
                        } else {
                            "region"
                        },
                        if entry { "entry" } else { "exit" },
                        region_name(&mo, t / 2)
                    ));
                } else if let Some(op) = op_of.get(&i) {
                    let ins: Vec<String> = op
                        .regions
                        .iter()
                        .map(|&(r, mr, ms)| {
                            format!(
                                "{}{}{}",
                                region_name(&mo, r),
                                if mr == Membership::Inside { "" } else { "?" },
                                if ms == Membership::Inside { "s" } else { "" }
                            )
                        })
                        .collect();
                    notes.push(format!(
                        "{}{}",
                        memop_name(m, body, i),
                        if ins.is_empty() {
                            String::new()
                        } else {
                            format!(" [{}]", ins.join(" "))
                        }
                    ));
                }
            }
            if !notes.is_empty() {
                opts.notes.insert(b, notes);
            }
            for &s in mo.loops.cfg.successors(b) {
                if mo.loops.cfg.is_reachable(b) && is_retreating(&mo.rpo, b, s) {
                    opts.dashed.insert((b, s));
                }
            }
        }
        out.push_str(&cfg_dot(m, g, body, &opts));
        let problems = warnings(m, g, &mo);
        if !problems.is_empty() {
            out.push_str(&format!(
                "// {} problem(s): {}\n",
                problems.len(),
                problems
                    .iter()
                    .map(|w| w.message.as_str())
                    .collect::<Vec<_>>()
                    .join(" | ")
            ));
        }
    }
    out
}
