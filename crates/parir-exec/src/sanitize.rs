//! `parir sanitize`: checks the claims of annotated loops on a real run.
//!
//! For every dynamic instance of an annotated loop (entered from its preheader, in one
//! frame), the sanitizer numbers the iterations ([`Op::LoopHead`]) and records the memory
//! accesses of the instructions its claims cover ([`Op::Rec`], emitted before the access
//! when the code is decoded for sanitizing). Each byte touched has a shadow cell with the
//! last write (iteration, instruction) and the last two distinct iterations that read it
//! since. A new access in iteration `j` is checked against that cell:
//!
//! - a read after a write from iteration `i < j` is a RAW dependence of distance `j - i`;
//! - a write after reads from an earlier iteration is a WAR dependence (the closest such
//!   read gives the smallest distance);
//! - a write after a write from iteration `i < j` is a WAW dependence.
//!
//! Because the most recent earlier access is kept, the distance found for a byte is the
//! smallest one, which is what a safelen claim is about. A dependence violates a claim
//! that covers both instructions when the claim is `parallel_accesses` or `no_depends` (any
//! distance) or `no_depends_safelen S` with distance `< S`.
//!
//! Accesses inside `critical` and `atomic` regions and atomic instructions carry a lock
//! class ([`crate::code::RecSite::sync`]: the critical section's name, one class for every
//! atomic access whatever its form): two accesses of the same class exclude each other and
//! are never reported, but a plain access racing with one of them is.
//!
//! Values carried by header phis are not memory: inductions and reductions are never
//! reported. In a loop claimed fully parallel ([`parir_annot::claims::ClaimedLoop::fully_parallel`])
//! any other header phi the loop reads ([`crate::code::CarriedCode`]) is a loop-carried
//! scalar dependence: every instance that runs two iterations or more reports it as a RAW
//! dependence of distance 1 against that claim, from the instruction computing the value
//! (iteration 0) to the phi that reads it (iteration 1), with the number of values carried
//! as its count. clang-19 -O1 and above keep `M[j] += M[j - 1]`'s previous element in such
//! a phi, so without this the -O0 build of a wrong claim would be reported and the -O2
//! build not.
//!
//! Shadow cells are kept per allocation (`Shadow`: one cell per 4-byte granule while
//! accesses cover granules whole, byte cells for a granule once one covers it in part; pages
//! of 1 KiB of memory created on first access), and dropped when the allocation is freed (so
//! a reused allocation id starts clean) or when the loop instance ends.
//!
//! A covered call covers what its callee does (LLVM's inliner gives the inlined accesses the
//! call's access groups): while it runs, every access of the callee and of the functions it
//! calls is recorded for the calling loop, with the call's claims. A masked vector load or
//! store (`llvm.masked.*`) is an access per selected lane. The string and memory functions
//! of libc parir implements (`strcpy`, `strcmp`, `memcpy`, `sprintf`, ...) report the bytes
//! they read and write as accesses of their call.

use crate::code::{ClaimCode, Code, Op, NONE};
use crate::memory::split_ptr;
use std::collections::HashMap;
use std::sync::Arc;

const NO: u32 = u32::MAX;

/// The kind of a memory dependence.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DepKind {
    /// Read after write (flow).
    Raw,
    /// Write after read (anti).
    War,
    /// Write after write (output).
    Waw,
}

impl DepKind {
    pub fn name(self) -> &'static str {
        match self {
            DepKind::Raw => "RAW",
            DepKind::War => "WAR",
            DepKind::Waw => "WAW",
        }
    }
}

#[derive(Copy, Clone)]
struct Cell {
    w_it: u32,
    w_site: u32,
    r1_it: u32,
    r1_site: u32,
    r2_it: u32,
    r2_site: u32,
}

const EMPTY: Cell = Cell {
    w_it: NO,
    w_site: NO,
    r1_it: NO,
    r1_site: NO,
    r2_it: NO,
    r2_site: NO,
};

struct Instance {
    depth: usize,
    fidx: u32,
    l: u32,
    iter: u32,
    code: Arc<Code>,
    shadow: HashMap<u32, Shadow>,
}

/// A violated claim found by the sanitizer (raw form: sites of the decoded code).
#[derive(Clone, Debug)]
pub struct Found {
    pub fidx: u32,
    pub l: u32,
    pub claim: usize,
    pub kind: DepKind,
    /// The earlier access (source of the dependence) and the later one.
    pub first_site: u32,
    pub second_site: u32,
    /// Smallest distance seen, with the iterations of that witness.
    pub distance: u64,
    pub first_iteration: u64,
    pub second_iteration: u64,
    /// Dependences of this pair found (dynamic accesses).
    pub count: u64,
    pub code: Arc<Code>,
}

/// Per annotated loop: how much was checked.
#[derive(Clone, Debug, Default)]
pub struct SanLoop {
    pub describe: String,
    /// `iteration`, `section` or `task` ([`crate::code::LoopCode::unit`]).
    pub unit: &'static str,
    /// Pc of the header (for ordering reports as the loops appear).
    pub header: u32,
    pub instances: u64,
    pub iterations: u64,
    pub accesses: u64,
}

/// The sanitizer's state.
#[derive(Default)]
pub struct Sanitizer {
    instances: Vec<Instance>,
    pub(crate) found: HashMap<(u32, u32, usize, DepKind, u32, u32), Found>,
    pub(crate) loops: HashMap<(u32, u32), SanLoop>,
    /// A covered call's record, until its callee's frame is pushed: (frame count, site).
    pending: Option<(usize, u32)>,
    /// Covered calls running: (frame count of the caller, call site, of the callee). Every
    /// access made while the frame count is at least the callee's is covered by the call's
    /// claims.
    ctx: Vec<(usize, u32, usize)>,
    /// Accesses recorded inside covered calls, by (function, site, call site).
    pub(crate) ext: Vec<ExtSite>,
    ext_ids: HashMap<(u32, u32, u32), u32>,
    /// Determinacy races between Tapir tasks ([`crate::spbags`]).
    pub(crate) spb: crate::spbags::SpBags,
    /// A team thread's sanitizer, the race detector running: a worksharing loop's accesses
    /// made under a lock are the detector's to check, which knows the locks each holds
    /// ([`crate::code::ClaimCode::team_shared`]).
    pub(crate) in_team: bool,
    /// Whether the thread holds a lock (a critical section, an `omp_lock_t`, a mutex) at the
    /// access being recorded.
    pub(crate) locked: bool,
}

impl Sanitizer {
    fn end(&mut self, k: usize) {
        let inst = self.instances.swap_remove(k);
        let s = self.loops.entry((inst.fidx, inst.l)).or_default();
        s.iterations += inst.iter.wrapping_add(1) as u64;
        // Each iteration after the first read the values the carried phis brought from
        // the one before: dependences of distance 1, whatever memory did.
        if inst.iter != NO && inst.iter >= 1 {
            let code = &inst.code;
            for (r, c) in code.loops[inst.l as usize].carried.iter().enumerate() {
                let site = CARRIED | r as u32;
                note(
                    &mut self.found,
                    (inst.fidx, inst.l, code),
                    c.claim,
                    DepKind::Raw,
                    site,
                    site,
                    1,
                    0,
                    1,
                );
                if let Some(f) =
                    self.found
                        .get_mut(&(inst.fidx, inst.l, c.claim, DepKind::Raw, site, site))
                {
                    // `note` counted one; the instance carried `iter` values.
                    f.count += inst.iter as u64 - 1;
                }
            }
        }
    }

    /// A new instance of loop `l` of the frame at `depth` (running function `fidx`).
    pub(crate) fn enter(&mut self, depth: usize, fidx: u32, l: u32, code: &Arc<Code>) {
        if let Some(k) = self
            .instances
            .iter()
            .position(|i| i.depth == depth && i.l == l && i.fidx == fidx)
        {
            self.end(k);
        }
        let s = self.loops.entry((fidx, l)).or_default();
        if s.describe.is_empty() {
            s.describe = code.loops[l as usize].describe.clone();
            s.unit = code.loops[l as usize].unit;
            s.header = code.loops[l as usize].header;
        }
        s.instances += 1;
        self.instances.push(Instance {
            depth,
            fidx,
            l,
            iter: NO,
            code: code.clone(),
            shadow: HashMap::new(),
        });
    }

    /// Whether an instance of loop `l` of function `fidx` is running in the frame at
    /// `depth`.
    pub(crate) fn active(&self, depth: usize, fidx: u32, l: u32) -> bool {
        self.instances
            .iter()
            .any(|i| i.depth == depth && i.l == l && i.fidx == fidx)
    }

    /// The instance of loop `l` of function `fidx` in the frame at `depth` ends (a group of
    /// sections or tasks reached its end or a synchronization).
    pub(crate) fn leave(&mut self, depth: usize, fidx: u32, l: u32) {
        if let Some(k) = self
            .instances
            .iter()
            .position(|i| i.depth == depth && i.l == l && i.fidx == fidx)
        {
            self.end(k);
        }
    }

    /// The header of loop `l` of the frame at `depth`: the next iteration.
    #[inline]
    pub(crate) fn head(&mut self, depth: usize, l: u32) {
        for i in &mut self.instances {
            if i.depth == depth && i.l == l {
                i.iter = i.iter.wrapping_add(1).min(NO - 1);
            }
        }
    }

    /// Frames above `depth` returned: their loop instances and covered calls end.
    pub(crate) fn frames_popped(&mut self, depth: usize) {
        self.spb.frames_popped(depth);
        self.ctx.retain(|c| c.2 <= depth);
        self.pending = None;
        let mut k = 0;
        while k < self.instances.len() {
            if self.instances[k].depth > depth {
                self.end(k);
            } else {
                k += 1;
            }
        }
    }

    /// Allocation `id` was freed: forget its shadow.
    pub(crate) fn forget(&mut self, id: u32) {
        for i in &mut self.instances {
            i.shadow.remove(&id);
        }
        self.spb.forget(id);
    }

    /// [`Op::Task`]: a Tapir task starts, ends or a sync region syncs, in the frame at
    /// `depth` running function `fidx`.
    pub(crate) fn task(&mut self, kind: u32, depth: usize, region: u32, fidx: u32, site: u32) {
        match kind {
            0 => self
                .spb
                .spawn(depth, region, (fidx, parir_ir::Inst::from_u32(site))),
            1 => self.spb.task_end(depth),
            _ => self.spb.sync(depth, region),
        }
    }

    /// Takes in what a team thread's sanitizer found (its loop instances ended first).
    pub(crate) fn absorb(&mut self, mut o: Sanitizer) {
        o.finish();
        // The other's covered-call sites, as sites of this one.
        let mut ext_map: HashMap<u32, u32> = HashMap::new();
        for (k, e) in o.ext.iter().enumerate() {
            let mine = self.ext.iter().position(|x| {
                x.fidx == e.fidx
                    && x.inst == e.inst
                    && x.call_site == e.call_site
                    && x.write == e.write
            });
            let id = match mine {
                Some(m) => EXT | m as u32,
                None => {
                    self.ext.push(e.clone());
                    EXT | (self.ext.len() - 1) as u32
                }
            };
            ext_map.insert(EXT | k as u32, id);
        }
        let map = |s: u32| {
            if s & EXT != 0 {
                ext_map.get(&s).copied().unwrap_or(s)
            } else {
                s
            }
        };
        for (_, mut f) in o.found.drain() {
            f.first_site = map(f.first_site);
            f.second_site = map(f.second_site);
            let key = (f.fidx, f.l, f.claim, f.kind, f.first_site, f.second_site);
            match self.found.get_mut(&key) {
                Some(e) => {
                    e.count += f.count;
                    if f.distance < e.distance {
                        e.distance = f.distance;
                        e.first_iteration = f.first_iteration;
                        e.second_iteration = f.second_iteration;
                    }
                }
                None => {
                    self.found.insert(key, f);
                }
            }
        }
        for (k, l) in o.loops.drain() {
            let e = self.loops.entry(k).or_default();
            if e.describe.is_empty() {
                e.describe = l.describe;
                e.unit = l.unit;
                e.header = l.header;
            }
            e.instances += l.instances;
            e.iterations += l.iterations;
            e.accesses += l.accesses;
        }
        self.spb.absorb(o.spb);
    }

    /// Ends every instance (at the end of the run).
    pub(crate) fn finish(&mut self) {
        while !self.instances.is_empty() {
            self.end(self.instances.len() - 1);
        }
    }

    /// [`Op::Rec`]: the access of site `site` of `code` (function `fidx`, frame at `depth`),
    /// with the frame's registers `r`.
    pub(crate) fn record(&mut self, code: &Code, site: u32, r: &[u64], depth: usize, fidx: u32) {
        let Some(rs) = code.recs.get(site as usize) else {
            return;
        };
        if rs.call {
            // The callee's frame, if the call pushes one, opens a covered context.
            self.pending = Some((depth, site));
            return;
        }
        if rs.loops.is_empty() && self.ctx.is_empty() && !self.spb.wants() {
            return;
        }
        rs.each_address(r, |p, len| self.record_at(code, site, depth, fidx, p, len));
    }

    /// Records the access of site `site` to `len` bytes at `p`.
    fn record_at(&mut self, code: &Code, site: u32, depth: usize, fidx: u32, p: u64, len: u64) {
        let Some(rs) = code.recs.get(site as usize) else {
            return;
        };
        let (id, off) = split_ptr(p);
        if off < 0 || id == 0 || len == 0 {
            return; // the access itself reports what is wrong
        }
        let (off, end) = (off as u64, (off as u64).saturating_add(len));
        if end > 1 << 36 {
            return;
        }
        if self.spb.wants() && rs.sync == NONE {
            self.spb.access(id, off, end, rs.write, (fidx, rs.inst));
        }
        let acc = Access {
            id,
            off,
            end,
            write: rs.write,
        };
        // Covered directly: the instances of this frame's loops that cover the site.
        if !rs.loops.is_empty() {
            for k in 0..self.instances.len() {
                let inst = &self.instances[k];
                if inst.depth != depth || !std::ptr::eq(&*inst.code, code) {
                    continue;
                }
                if let Some(&(_, mask)) = rs.loops.iter().find(|(l, _)| *l == inst.l) {
                    self.access(k, site, mask, acc);
                }
            }
        }
        // Inside covered calls: for the instances of the calling frame, with the call's
        // claims.
        for c in 0..self.ctx.len() {
            let (caller, call_site, callee) = self.ctx[c];
            if depth < callee {
                continue;
            }
            let key = (fidx, site, call_site);
            let ext = match self.ext_ids.get(&key) {
                Some(&e) => e,
                None => {
                    let e = EXT | self.ext.len() as u32;
                    self.ext.push(ExtSite {
                        fidx,
                        inst: rs.inst,
                        write: rs.write,
                        len: rs.len,
                        call_site,
                        sync: rs.sync,
                    });
                    self.ext_ids.insert(key, e);
                    e
                }
            };
            for k in 0..self.instances.len() {
                let inst = &self.instances[k];
                if inst.depth != caller {
                    continue;
                }
                let mask = site_mask(&self.ext, &inst.code, call_site, inst.l);
                if mask != 0 {
                    self.access(k, ext, mask, acc);
                }
            }
        }
    }

    /// A frame was pushed (`depth`: the frame count with it): a call whose [`Op::Rec`] just
    /// ran opens a covered context for it.
    pub(crate) fn frame_pushed(&mut self, depth: usize) {
        self.spb.frame_pushed(depth);
        if let Some((caller, site)) = self.pending.take() {
            if caller + 1 == depth {
                self.ctx.push((caller, site, depth));
            }
        }
    }

    /// A call finished without pushing a frame (a builtin): its record is void. Returns the
    /// call's site when the call at `depth` was recorded (for [`Sanitizer::libc_access`]).
    pub(crate) fn call_done(&mut self, depth: usize) -> Option<u32> {
        match self.pending.take() {
            Some((d, site)) if d == depth => Some(site),
            _ => None,
        }
    }

    /// An access made by the libc function that call site `site` of `code` runs (reads
    /// and writes have the two sites after it; see [`crate::code::RecSite::libc`]).
    pub(crate) fn libc_access(
        &mut self,
        code: &Code,
        site: u32,
        depth: usize,
        fidx: u32,
        (p, len, write): crate::libc::LibcAccess,
    ) {
        let s = site + 1 + write as u32;
        if code.recs.get(s as usize).is_some_and(|r| r.libc) {
            self.record_at(code, s, depth, fidx, p, len);
        }
    }

    /// Records access `acc` of site `site` (with claim mask `mask`) in instance `k`.
    fn access(&mut self, k: usize, site: u32, mask: u64, acc: Access) {
        let Sanitizer {
            instances,
            found,
            loops,
            ext,
            in_team,
            locked,
            ..
        } = self;
        let inst = &mut instances[k];
        let (ifidx, il) = (inst.fidx, inst.l);
        let it = inst.iter;
        if it == NO {
            return;
        }
        if let Some(s) = loops.get_mut(&(ifidx, il)) {
            s.accesses += 1;
        }
        let shadow = inst.shadow.entry(acc.id).or_default();
        // Dependences of this access: (kind, source iteration, source site), the closest
        // per kind and source site over the bytes accessed.
        let mut deps: Vec<(DepKind, u32, u32)> = Vec::new();
        let mut add = |kind: DepKind, src_it: u32, src_site: u32| match deps
            .iter_mut()
            .find(|d| d.0 == kind && d.2 == src_site)
        {
            Some(d) => d.1 = d.1.max(src_it),
            None => deps.push((kind, src_it, src_site)),
        };
        shadow.access(acc.off, acc.end, acc.write, it, site, &mut add);
        let icode = &inst.code;
        let claims = &icode.loops[il as usize].claims;
        let sync = site_sync(ext, icode, site);
        for (kind, src_it, src_site) in deps {
            if sync != NONE && site_sync(ext, icode, src_site) == sync {
                // Both under the same lock, or both atomic: they exclude each other.
                continue;
            }
            let d = (it - src_it) as u64;
            let both = mask & site_mask(ext, icode, src_site, il);
            for (k, cl) in claims.iter().enumerate() {
                if cl.team_shared && *in_team && *locked {
                    continue;
                }
                if k < 64 && both >> k & 1 == 1 && d < cl.safelen {
                    note(
                        found,
                        (ifidx, il, icode),
                        k,
                        kind,
                        src_site,
                        site,
                        d,
                        src_it,
                        it,
                    );
                }
            }
        }
    }
}

/// Site ids with this bit are [`ExtSite`]s (accesses inside covered calls).
const EXT: u32 = 1 << 31;

/// Site ids with this bit are carried phis (index into [`crate::code::LoopCode::carried`]),
/// both as the source and as the reader of a scalar dependence.
const CARRIED: u32 = 1 << 30;

/// An access made inside a covered call, as a site of the loop's instance.
#[derive(Clone, Debug)]
pub(crate) struct ExtSite {
    /// The function and instruction that made it.
    pub fidx: u32,
    pub inst: parir_ir::Inst,
    pub write: bool,
    pub len: u32,
    /// The covered call (a site of the loop's function) it was made under.
    pub call_site: u32,
    /// Its lock class ([`crate::code::RecSite::sync`]).
    pub sync: u32,
}

#[derive(Copy, Clone)]
struct Access {
    id: u32,
    off: u64,
    end: u64,
    write: bool,
}

/// The claims of loop `l` covering site `site` of `code` (or, for an [`ExtSite`], its call).
fn site_mask(ext: &[ExtSite], code: &Code, site: u32, l: u32) -> u64 {
    let site = if site & EXT != 0 {
        match ext.get((site & !EXT) as usize) {
            Some(e) => e.call_site,
            None => return 0,
        }
    } else {
        site
    };
    code.recs
        .get(site as usize)
        .and_then(|rs| rs.loops.iter().find(|(x, _)| *x == l))
        .map_or(0, |x| x.1)
}

/// The lock class of site `site` of `code` (or of an [`ExtSite`]).
fn site_sync(ext: &[ExtSite], code: &Code, site: u32) -> u32 {
    if site & EXT != 0 {
        return ext.get((site & !EXT) as usize).map_or(NONE, |e| e.sync);
    }
    code.recs.get(site as usize).map_or(NONE, |rs| rs.sync)
}

#[allow(clippy::too_many_arguments)]
fn note(
    found: &mut HashMap<(u32, u32, usize, DepKind, u32, u32), Found>,
    (fidx, l, code): (u32, u32, &Arc<Code>),
    claim: usize,
    kind: DepKind,
    first: u32,
    second: u32,
    d: u64,
    first_it: u32,
    second_it: u32,
) {
    let key = (fidx, l, claim, kind, first, second);
    let e = found.entry(key).or_insert_with(|| Found {
        fidx,
        l,
        claim,
        kind,
        first_site: first,
        second_site: second,
        distance: u64::MAX,
        first_iteration: 0,
        second_iteration: 0,
        count: 0,
        code: code.clone(),
    });
    e.count += 1;
    if d < e.distance {
        e.distance = d;
        e.first_iteration = first_it as u64;
        e.second_iteration = second_it as u64;
    }
}

/// Whether an op is one the sanitizer handles (for the decoder's tests).
pub fn is_sanitizer_op(op: &Op) -> bool {
    matches!(
        op,
        Op::Rec { .. } | Op::LoopHead { .. } | Op::LoopEnter { .. } | Op::Task { .. }
    )
}

/// A claim's description: `parallel_accesses`, `no_depends`, `no_depends_safelen(4)`.
pub fn claim_name(c: &ClaimCode) -> String {
    if c.safelen == u64::MAX {
        c.name.to_string()
    } else {
        format!("{}({})", c.name, c.safelen)
    }
}

/// One access of a reported dependence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessReport {
    /// `load of 4 bytes`, `store of 8 bytes`, `call @llvm.memcpy... (write)`.
    pub what: String,
    pub location: crate::interp::Location,
    /// The iteration (0-based) of the loop instance.
    pub iteration: u64,
}

/// A violated claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViolationReport {
    /// The loop (`loop <header> in @f (file:line:col)`).
    pub loop_describe: String,
    /// What its iterations are: `iteration`, `section` or `task`.
    pub unit: String,
    /// `parallel_accesses`, `no_depends` or `no_depends_safelen(S)`; several claims of the
    /// loop that the same pair breaks are joined by ` and `.
    pub claim: String,
    pub kind: DepKind,
    /// Iterations between the two accesses (the smallest seen for this pair).
    pub distance: u64,
    /// The earlier access (source of the dependence) and the later one.
    pub first: AccessReport,
    pub second: AccessReport,
    /// How many times the dependence was seen (dynamic accesses).
    pub count: u64,
}

/// A checked loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopReport {
    pub describe: String,
    /// What its iterations are: `iteration`, `section` or `task`.
    pub unit: String,
    pub instances: u64,
    pub iterations: u64,
    /// Covered accesses recorded.
    pub accesses: u64,
}

/// A determinacy race between two logically parallel strands of a Tapir program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceReport {
    pub kind: DepKind,
    /// The earlier access (in the serial order) and the later one.
    pub first: AccessReport,
    pub second: AccessReport,
    /// The spawn of the task that made the earlier access (the innermost around it).
    pub spawn: Option<crate::interp::Location>,
    /// How many times the race was seen (dynamic accesses).
    pub count: u64,
}

/// A data race between two logical threads or tasks of an OpenMP team ([`crate::hb`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadRaceReport {
    pub kind: DepKind,
    /// The earlier access (in the run) and the later one.
    pub first: AccessReport,
    pub second: AccessReport,
    /// Who made each (`thread 1 of the team of parallel region ...`, `a task of ...`).
    pub first_by: String,
    pub second_by: String,
    /// How many times the pair was seen racing (dynamic accesses).
    pub count: u64,
}

/// What `parir sanitize` found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SanitizeReport {
    pub loops: Vec<LoopReport>,
    pub violations: Vec<ViolationReport>,
    /// Determinacy races between Tapir tasks (SP-bags).
    pub races: Vec<RaceReport>,
    /// Data races between the logical threads and tasks of OpenMP teams.
    pub thread_races: Vec<ThreadRaceReport>,
    /// Tapir tasks started outside checked loops.
    pub tasks: u64,
}

impl SanitizeReport {
    /// Whether anything was found (violated claims or races).
    pub fn found_any(&self) -> bool {
        !self.violations.is_empty() || !self.races.is_empty() || !self.thread_races.is_empty()
    }
}

impl SanitizeReport {
    /// The report as text; `ll_name` names the input for `.ll` positions.
    pub fn render(&self, ll_name: &str) -> String {
        let at = |a: &AccessReport| -> String {
            let ll = format!("{ll_name}:{}:{}", a.location.ll.0, a.location.ll.1);
            match &a.location.source {
                Some(s) => format!("{s} ({ll})"),
                None => ll,
            }
        };
        let mut s = String::new();
        for v in &self.violations {
            let u = &v.unit;
            s += &format!(
                "violation: {} claims {}, but {u} {} depends on {u} {} ({} dependence, distance {})\n",
                v.loop_describe, v.claim, v.second.iteration, v.first.iteration, v.kind.name(), v.distance
            );
            s += &format!(
                "  first:  {} in {u} {} at {}\n",
                v.first.what,
                v.first.iteration,
                at(&v.first)
            );
            s += &format!(
                "  second: {} in {u} {} at {}\n",
                v.second.what,
                v.second.iteration,
                at(&v.second)
            );
            if v.count > 1 {
                s += &format!("  seen {} times; the smallest distance is shown\n", v.count);
            }
        }
        for r in &self.races {
            s += &format!(
                "race: determinacy race ({}) between logically parallel strands\n",
                r.kind.name()
            );
            s += &format!("  first:  {} at {}\n", r.first.what, at(&r.first));
            s += &format!("  second: {} at {}\n", r.second.what, at(&r.second));
            if let Some(sp) = &r.spawn {
                let ll = format!("{ll_name}:{}:{}", sp.ll.0, sp.ll.1);
                let w = match &sp.source {
                    Some(src) => format!("{src} ({ll})"),
                    None => ll,
                };
                s += &format!("  parallel since the spawn at {w}\n");
            }
            if r.count > 1 {
                s += &format!("  seen {} times\n", r.count);
            }
        }
        for r in &self.thread_races {
            s += &format!(
                "race: data race ({}) between {} and {}\n",
                r.kind.name(),
                r.first_by,
                r.second_by
            );
            s += &format!("  first:  {} at {}\n", r.first.what, at(&r.first));
            s += &format!("  second: {} at {}\n", r.second.what, at(&r.second));
            if r.count > 1 {
                s += &format!("  seen {} times\n", r.count);
            }
        }
        if !self.thread_races.is_empty() {
            s += &format!(
                "{} data race(s) between threads or tasks of OpenMP teams\n",
                self.thread_races.len()
            );
        }
        if self.tasks > 0 {
            s += &format!(
                "checked: {} spawned task(s), {} determinacy race(s)\n",
                self.tasks,
                self.races.len()
            );
        }
        for l in &self.loops {
            s += &format!(
                "checked: {}: {} instance(s), {} {}(s), {} covered access(es)\n",
                l.describe, l.instances, l.iterations, l.unit, l.accesses
            );
        }
        s += &format!(
            "{} violation(s) in {} annotated loop(s)\n",
            self.violations.len(),
            self.loops.len()
        );
        s
    }
}

/// Bytes per granule: the bytes of a granule share one cell while every access covered all
/// of them (their histories are then the same), which is the common case of `int`, `float`,
/// `double` and pointer arrays.
const G: u64 = 4;

/// Granules per page of shadow cells (1 KiB of memory).
const PAGE_GRANULES: u64 = 256;

/// A granule cell standing for byte cells of their own (`w_site`), the index of which is in
/// `r1_it`. A real cell never has `w_it == NO` with another `w_site` than `NO`.
const SPLIT: u32 = NO - 1;

/// The shadow of one allocation: pages of granule cells created on first touch (memory in
/// proportion to the bytes touched, and no copying as a loop goes on), and the byte cells of
/// granules that an access covered in part.
#[derive(Default)]
pub(crate) struct Shadow {
    pages: Vec<Option<Box<[Cell]>>>,
    split: Vec<[Cell; G as usize]>,
}

impl Shadow {
    /// An access of bytes `off..end` in iteration `it` by site `site`: reports each
    /// dependence on an earlier iteration through `add(kind, source iteration, source site)`
    /// and updates the cells.
    pub(crate) fn access(
        &mut self,
        off: u64,
        end: u64,
        write: bool,
        it: u32,
        site: u32,
        add: &mut impl FnMut(DepKind, u32, u32),
    ) {
        let mut at = off;
        while at < end {
            let g = at / G;
            let (g_lo, g_hi) = (g * G, g * G + G);
            let to = end.min(g_hi);
            let pg = (g / PAGE_GRANULES) as usize;
            if self.pages.len() <= pg {
                self.pages.resize_with(pg + 1, || None);
            }
            let page =
                self.pages[pg].get_or_insert_with(|| vec![EMPTY; PAGE_GRANULES as usize].into());
            let cell = &mut page[(g % PAGE_GRANULES) as usize];
            let k = if cell.w_it == NO && cell.w_site == SPLIT {
                cell.r1_it as usize
            } else if at == g_lo && to == g_hi {
                update(cell, write, it, site, add);
                at = to;
                continue;
            } else {
                // Part of the granule: from now on, its bytes have cells of their own.
                let k = self.split.len();
                self.split.push([*cell; G as usize]);
                *cell = Cell {
                    w_site: SPLIT,
                    r1_it: k as u32,
                    ..EMPTY
                };
                k
            };
            for c in &mut self.split[k][(at - g_lo) as usize..(to - g_lo) as usize] {
                update(c, write, it, site, add);
            }
            at = to;
        }
    }
}

/// One byte's (or one whole granule's) cell meets an access of iteration `it`.
#[inline]
fn update(c: &mut Cell, write: bool, it: u32, site: u32, add: &mut impl FnMut(DepKind, u32, u32)) {
    if write {
        if c.w_it != NO && c.w_it < it {
            add(DepKind::Waw, c.w_it, c.w_site);
        }
        let (ri, rsite) = if c.r1_it != NO && c.r1_it < it {
            (c.r1_it, c.r1_site)
        } else {
            (c.r2_it, c.r2_site)
        };
        if ri != NO && ri < it {
            add(DepKind::War, ri, rsite);
        }
        *c = Cell {
            w_it: it,
            w_site: site,
            ..EMPTY
        };
    } else {
        if c.w_it != NO && c.w_it < it {
            add(DepKind::Raw, c.w_it, c.w_site);
        }
        if c.r1_it != it {
            c.r2_it = c.r1_it;
            c.r2_site = c.r1_site;
        }
        c.r1_it = it;
        c.r1_site = site;
    }
}

impl crate::interp::Machine<'_> {
    /// An access outside loop claims: `store (write of 4 bytes)`, `call @memcpy (read of 8
    /// bytes)`, at its instruction.
    fn plain_access(
        &self,
        (fidx, inst): crate::spbags::Site,
        write: bool,
        len: u64,
    ) -> AccessReport {
        let op = self.access_op(fidx, inst);
        let dir = if write { "write" } else { "read" };
        AccessReport {
            what: format!(
                "{op} ({dir} of {len} bytes) in @{}",
                self.funcs[fidx as usize].name
            ),
            location: self.inst_location(fidx, inst),
            iteration: 0,
        }
    }

    /// What instruction `inst` of function `fidx` is, as a report names an access: its
    /// opcode, or `call @callee`.
    fn access_op(&self, fidx: u32, inst: parir_ir::Inst) -> String {
        let m = self.m;
        let g = self.funcs[fidx as usize].gid;
        match m.body(g).map(|b| &b.insts[inst].kind) {
            Some(parir_ir::inst::InstKind::Call(c)) => match c.callee {
                parir_ir::Value::Const(k) => match &m.consts.get(k).data {
                    parir_ir::value::ConstData::Global(cg) => {
                        format!("call @{}", m.globals[*cg].name().unwrap_or("?"))
                    }
                    _ => "call".to_string(),
                },
                _ => "call".to_string(),
            },
            Some(k) => k.opcode_name().to_string(),
            None => "access".to_string(),
        }
    }

    /// Ends the sanitizer's loop instances and returns what it found (`None` when the run
    /// was not sanitizing).
    pub fn sanitize_report(&mut self) -> Option<SanitizeReport> {
        let mut san = self.par.san.take()?;
        san.finish();
        let mut loops: Vec<((u32, u32), SanLoop)> = san.loops.drain().collect();
        loops.sort_by_key(|(k, l)| (k.0, l.header));
        let mut found: Vec<Found> = san.found.drain().map(|(_, v)| v).collect();
        found.sort_by_key(|f| {
            let h = f.code.loops[f.l as usize].header;
            (f.fidx, h, f.claim, f.first_site, f.second_site, f.kind)
        });
        let mut violations = Vec::new();
        for f in found {
            let lc = &f.code.loops[f.l as usize];
            let access = |site: u32, it: u64, second: bool| -> AccessReport {
                if site & EXT == 0 && site & CARRIED != 0 {
                    let c = &lc.carried[(site & !CARRIED) as usize];
                    return match (&c.def, second) {
                        (Some((def, text)), false) => AccessReport {
                            what: format!(
                                "{text} (the value header phi {} carries to the next iteration)",
                                c.phi_text
                            ),
                            location: self.inst_location(f.fidx, *def),
                            iteration: it,
                        },
                        _ => AccessReport {
                            what: format!(
                                "phi {} (reads the value of the previous iteration)",
                                c.phi_text
                            ),
                            location: self.inst_location(f.fidx, c.read_at),
                            iteration: it,
                        },
                    };
                }
                let (fidx, inst, write, len, via) = if site & EXT != 0 {
                    let e = &san.ext[(site & !EXT) as usize];
                    let call = f.code.recs[e.call_site as usize].inst;
                    (e.fidx, e.inst, e.write, e.len, Some(call))
                } else {
                    let rs = &f.code.recs[site as usize];
                    (f.fidx, rs.inst, rs.write, rs.len, None)
                };
                let op = self.access_op(fidx, inst);
                let dir = if write { "write" } else { "read" };
                let mut what = if len != NONE {
                    format!("{op} ({dir} of {} bytes)", len)
                } else {
                    format!("{op} ({dir})")
                };
                if let Some(call) = via {
                    let at = self.inst_location(f.fidx, call);
                    let fname = self.funcs[fidx as usize].name.clone();
                    what += &format!(
                        " in @{fname}, called at {}",
                        at.source.unwrap_or_else(|| format!("line {}", at.ll.0))
                    );
                }
                AccessReport {
                    what,
                    location: self.inst_location(fidx, inst),
                    iteration: it,
                }
            };
            let v = ViolationReport {
                loop_describe: lc.describe.clone(),
                unit: lc.unit.to_string(),
                claim: claim_name(&lc.claims[f.claim]),
                kind: f.kind,
                distance: f.distance,
                first: access(f.first_site, f.first_iteration, false),
                second: access(f.second_site, f.second_iteration, true),
                count: f.count,
            };
            // One violation per cause: the claims of one loop that the same pair of accesses
            // breaks (an ivdep marker lowers to no_depends and parallel_accesses) are named
            // together.
            let same = |w: &ViolationReport| {
                w.loop_describe == v.loop_describe
                    && w.kind == v.kind
                    && w.distance == v.distance
                    && w.first == v.first
                    && w.second == v.second
                    && w.count == v.count
            };
            match violations.iter_mut().find(|w| same(w)) {
                Some(w) => {
                    w.claim.push_str(" and ");
                    w.claim.push_str(&v.claim);
                }
                None => violations.push(v),
            }
        }
        let mut races: Vec<crate::spbags::Race> = san.spb.races.drain().map(|(_, r)| r).collect();
        races.sort_by_key(|r| (r.first.0, r.first.1, r.second.0, r.second.1, r.kind));
        let races = races
            .into_iter()
            .map(|r| RaceReport {
                kind: r.kind,
                first: self.plain_access(r.first, r.first_write, r.first_len),
                second: self.plain_access(r.second, r.second_write, r.second_len),
                spawn: r.spawn.map(|(f, i)| self.inst_location(f, i)),
                count: r.count,
            })
            .collect();
        // One report per pair of source locations (instructions of one line, such as the
        // load and the store of `x += 1`, are one place to the user).
        let mut thread_races: Vec<ThreadRaceReport> = Vec::new();
        for r in self.par.hb.clone().map(|h| h.races()).unwrap_or_default() {
            let t = ThreadRaceReport {
                kind: r.kind,
                first: self.plain_access(r.first, r.first_write, r.first_len as u64),
                second: self.plain_access(r.second, r.second_write, r.second_len as u64),
                first_by: r.first_who,
                second_by: r.second_who,
                count: r.count,
            };
            let place = |a: &AccessReport| match &a.location.source {
                Some(s) => s.clone(),
                None => format!("{}:{}", a.location.ll.0, a.location.ll.1),
            };
            let key = |x: &ThreadRaceReport| {
                let (a, b) = (place(&x.first), place(&x.second));
                if a <= b {
                    (a, b)
                } else {
                    (b, a)
                }
            };
            let k = key(&t);
            match thread_races.iter_mut().find(|x| key(x) == k) {
                Some(x) => x.count += t.count,
                None => thread_races.push(t),
            }
        }
        Some(SanitizeReport {
            tasks: san.spb.tasks,
            races,
            thread_races,
            loops: loops
                .into_iter()
                .map(|(_, l)| LoopReport {
                    describe: l.describe,
                    unit: if l.unit.is_empty() {
                        "iteration"
                    } else {
                        l.unit
                    }
                    .to_string(),
                    instances: l.instances,
                    iterations: l.iterations,
                    accesses: l.accesses,
                })
                .collect(),
            violations,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    type Deps = Vec<(DepKind, u32, u32)>;

    /// The dependences of one access as `Sanitizer::access` gathers them (the closest per
    /// kind and source site), sorted.
    fn gather(f: impl FnOnce(&mut dyn FnMut(DepKind, u32, u32))) -> Deps {
        let mut deps: Deps = Vec::new();
        f(&mut |kind, src_it, src_site| match deps
            .iter_mut()
            .find(|d| d.0 == kind && d.2 == src_site)
        {
            Some(d) => d.1 = d.1.max(src_it),
            None => deps.push((kind, src_it, src_site)),
        });
        deps.sort();
        deps
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]
        /// Granule cells (split on a partial access) find exactly what one cell per byte
        /// finds, access by access.
        #[test]
        fn granules_are_byte_cells(
            accesses in prop::collection::vec(
                (
                    0u64..48,
                    prop_oneof![Just(1u64), Just(2), Just(4), Just(8), 1u64..13],
                    any::<bool>(),
                    0u32..3,
                    0u32..4,
                ),
                1..40,
            ),
            aligned in any::<bool>(),
        ) {
            let mut shadow = Shadow::default();
            let mut bytes = vec![EMPTY; 64];
            let mut it = 0;
            for (off, len, write, step, site) in accesses {
                // Iterations only go forward within a loop instance.
                it += step;
                let off = if aligned { off / len * len } else { off };
                let end = (off + len).min(64);
                let got = gather(|add| {
                    shadow.access(off, end, write, it, site, &mut |k, i, s| add(k, i, s))
                });
                let want = gather(|add| {
                    for c in &mut bytes[off as usize..end as usize] {
                        update(c, write, it, site, &mut |k, i, s| add(k, i, s));
                    }
                });
                prop_assert_eq!(got, want, "access {}..{} write {} it {}", off, end, write, it);
            }
        }
    }

    /// Whole-granule accesses keep one cell per granule; a partial one splits only its own.
    #[test]
    fn granules_split_only_where_accessed_in_part() {
        let mut shadow = Shadow::default();
        let mut none = |_: DepKind, _: u32, _: u32| panic!("no dependence expected");
        // 1600 bytes: 400 granules, two pages of 256.
        for k in 0..200 {
            shadow.access(8 * k, 8 * k + 8, true, 0, 0, &mut none);
        }
        assert!(shadow.split.is_empty());
        assert_eq!(shadow.pages.len(), 2);
        shadow.access(13, 14, false, 0, 1, &mut none);
        assert_eq!(shadow.split.len(), 1);
        let mut seen = Vec::new();
        shadow.access(12, 16, true, 1, 2, &mut |k, i, s| seen.push((k, i, s)));
        seen.sort();
        seen.dedup();
        assert_eq!(seen, vec![(DepKind::War, 0, 1), (DepKind::Waw, 0, 0)]);
    }
}
