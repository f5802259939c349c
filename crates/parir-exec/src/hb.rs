//! Happens-before race detection over the logical threads and tasks of OpenMP teams
//! (`parir sanitize`).
//!
//! When the sanitizer meets a `parallel` construct it runs the region with a team of
//! logical threads ([`crate::interp::Config::sanitize_threads`], or the `num_threads`
//! clause), each on its own machine, and every memory access of a team thread or of a task
//! is checked here against the earlier accesses to the same bytes. Two accesses race when
//! at least one writes, they are not both synchronized by the same lock class (the same
//! `critical` name, or both atomic: [`crate::code::RecSite::sync`]), and neither happens
//! before the other in the program's synchronization: fork and join of the team, its
//! barriers (explicit, and the implicit ones of worksharing constructs without `nowait` and
//! of the region's end), task creation, `taskwait` and the end of a `taskgroup` (a finished
//! task happens before the waits that wait for it, and before the next barrier).
//!
//! Locks are not ordering edges: two accesses under the same `critical` exclude each other
//! and are never a race, but the order in which the run took the lock orders nothing else.
//! So a race does not depend on the order the operating system happened to run the threads
//! in: it is a pair of accesses that may run at once in *some* schedule of the team.
//!
//! The order is kept with vector clocks (one entry per logical thread or task; a team
//! thread's number is reused by later teams, after the join made it old news, a task's is
//! not). Each 8-byte granule of an allocation keeps the accesses not yet known to happen
//! before a later one of the same or a stronger kind (a write covers a read), so a granule
//! holds about one entry per thread touching it. The shadow of an allocation is dropped
//! when the allocation is freed (its id may be reused: [`Hb::forget`]).

use parir_ir::hash::HashMap;
use std::sync::{Mutex, MutexGuard};

use crate::code::NONE;
use crate::sanitize::DepKind;

/// An instruction: the function's index and the instruction.
pub(crate) type Site = (u32, parir_ir::Inst);

#[derive(Copy, Clone)]
struct Acc {
    tid: u32,
    clk: u32,
    site: Site,
    /// The bytes of the granule accessed.
    mask: u8,
    write: bool,
    sync: u32,
    /// The locks held ([`Inner::locksets`]; 0: none).
    locks: u32,
    len: u32,
}

/// A race found: the earlier access (in the run) and the later one, of two logical threads.
#[derive(Clone, Debug)]
pub(crate) struct Race {
    pub kind: DepKind,
    pub first: Site,
    pub first_write: bool,
    pub first_len: u32,
    pub first_who: String,
    pub second: Site,
    pub second_write: bool,
    pub second_len: u32,
    pub second_who: String,
    pub count: u64,
}

#[derive(Default)]
struct Inner {
    /// Per logical thread or task: its vector clock (entries past the end are 0).
    clocks: Vec<Vec<u32>>,
    /// Per logical thread or task: who it is (`thread 1 of the team of <construct>`).
    who: Vec<String>,
    /// Team threads' numbers free for the next team.
    free: Vec<u32>,
    races: HashMap<(Site, Site), Race>,
    /// Barriers being passed: (team, the barrier's number in the team, end of region) →
    /// the clocks of the threads arrived, joined, and how many threads departed.
    barriers: HashMap<(usize, u64, bool), (Vec<u32>, u32)>,
    /// Per task counter (a task's children, a taskgroup) and per team: the clocks of the
    /// finished tasks it counts, joined.
    done: HashMap<usize, Vec<u32>>,
    /// Per atomic location (allocation, offset): the clocks of the releases to it, joined.
    sync_vars: HashMap<(u32, u64), Vec<u32>>,
}

/// The sets of locks held at some access (hashes of the lock names, sorted), by id; id 0
/// is the empty set.
#[derive(Default)]
struct Locksets {
    sets: Vec<Vec<u64>>,
    ids: HashMap<Vec<u64>, u32>,
}

impl Locksets {
    /// The id of the set of lock names `held` (critical section names, lock names).
    fn id(&mut self, held: &[String]) -> u32 {
        if held.is_empty() {
            return 0;
        }
        let mut set: Vec<u64> = held.iter().map(|h| name_hash(h)).collect();
        set.sort_unstable();
        set.dedup();
        if let Some(&id) = self.ids.get(&set) {
            return id;
        }
        if self.sets.is_empty() {
            self.sets.push(Vec::new());
        }
        let id = self.sets.len() as u32;
        self.sets.push(set.clone());
        self.ids.insert(set, id);
        id
    }
}

fn name_hash(h: &str) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut s = foldhash::fast::FixedState::default().build_hasher();
    s.write(h.as_bytes());
    s.finish()
}

/// Shards of the shadow memory, each behind its own lock: the threads of a team touching
/// different parts of memory do not wait for each other.
const SHARDS: usize = 64;

/// The shard of granule `gr` of allocation `id` (blocks of 64 granules, 512 bytes, spread
/// over the shards).
fn shard_of(id: u32, gr: u64) -> usize {
    ((id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (gr >> 6))
        .wrapping_mul(0x2545_F491_4F6C_DD1D) as usize
        >> (usize::BITS - 6)
}

/// One shard: per allocation, per 8-byte granule, the accesses kept ([`Acc`]).
type Shard = HashMap<u32, HashMap<u64, Vec<Acc>>>;

/// What a thread needs for its accesses, kept between them ([`Hb::view`]): its number and
/// vector clock as of the detector's synchronization generation `gen`, and the id of the
/// set of locks it holds.
#[derive(Default)]
pub(crate) struct View {
    tid: u32,
    gen: u64,
    valid: bool,
    clock: Vec<u32>,
    held_hash: u64,
    locks: u32,
    /// The granules this thread checked lately ([`Seen`]): FastTrack's same-epoch shortcut
    /// without the shard's lock and hash look-ups.
    seen: Seen,
}

/// A thread's direct-mapped memory of the granules it accessed lately, with the epoch
/// (its own clock entry), lock set, lock class and bytes of the access. An access the
/// entry covers was checked and recorded in this epoch, so checking it again finds nothing
/// new: the shadow still holds that access (only a later access that it happens before
/// removes it, and that takes a synchronization of this thread, a new epoch), and its pairs
/// were reported. The table grows with the thread's accesses, so a task making a few costs
/// little.
#[derive(Default)]
struct Seen {
    slots: Vec<SeenSlot>,
    /// Accesses looked up since the table last grew.
    uses: u64,
}

#[derive(Copy, Clone, Default)]
struct SeenSlot {
    id: u32,
    clk: u32,
    gr: u64,
    locks: u32,
    sync: u32,
    /// [`Hb::forgets`] when it was filled: a freed allocation's id may come back.
    forgets: u32,
    mask: u8,
    write: bool,
    valid: bool,
}

const SEEN_MIN: usize = 1 << 10;
const SEEN_MAX: usize = 1 << 18;

impl Seen {
    fn index(&self, id: u32, gr: u64) -> usize {
        let h = (gr ^ ((id as u64) << 40)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> 32) as usize & (self.slots.len() - 1)
    }

    /// Whether the access is covered by the entry of its granule; grows the table first
    /// when it has been used a lot for its size.
    #[allow(clippy::too_many_arguments)]
    fn covers(
        &mut self,
        id: u32,
        gr: u64,
        clk: u32,
        locks: u32,
        sync: u32,
        forgets: u32,
        mask: u8,
        write: bool,
    ) -> bool {
        self.uses += 1;
        if self.slots.is_empty()
            || (self.slots.len() < SEEN_MAX && self.uses > 8 * self.slots.len() as u64)
        {
            let n = (self.slots.len() * 4).clamp(SEEN_MIN, SEEN_MAX);
            self.slots = vec![SeenSlot::default(); n];
            self.uses = 0;
            return false;
        }
        let e = &self.slots[self.index(id, gr)];
        e.valid
            && e.id == id
            && e.gr == gr
            && e.clk == clk
            && e.locks == locks
            && e.sync == sync
            && e.forgets == forgets
            && e.mask & mask == mask
            && (e.write || !write)
    }

    #[allow(clippy::too_many_arguments)]
    fn note(
        &mut self,
        id: u32,
        gr: u64,
        clk: u32,
        locks: u32,
        sync: u32,
        forgets: u32,
        mask: u8,
        write: bool,
    ) {
        if self.slots.is_empty() {
            return;
        }
        let k = self.index(id, gr);
        self.slots[k] = SeenSlot {
            id,
            clk,
            gr,
            locks,
            sync,
            forgets,
            mask,
            write,
            valid: true,
        };
    }
}

fn lock_poison<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The race detector's state, shared by the machines of a run.
pub(crate) struct Hb {
    inner: Mutex<Inner>,
    shards: Box<[Mutex<Shard>]>,
    /// Per allocation: the shards holding some of its granules (a bit each).
    touched: Mutex<HashMap<u32, u64>>,
    locksets: Mutex<Locksets>,
    /// Moves at every change of a vector clock: a thread's [`View`] of an older generation
    /// is read again.
    gen: std::sync::atomic::AtomicU64,
    /// Moves when a freed allocation's accesses are forgotten: the threads' [`Seen`]
    /// entries of older ones are stale.
    forgets: std::sync::atomic::AtomicU32,
}

fn join(into: &mut Vec<u32>, from: &[u32]) {
    if into.len() < from.len() {
        into.resize(from.len(), 0);
    }
    for (a, &b) in into.iter_mut().zip(from) {
        *a = (*a).max(b);
    }
}

fn tick(c: &mut Vec<u32>, tid: u32) {
    let t = tid as usize;
    if c.len() <= t {
        c.resize(t + 1, 0);
    }
    c[t] += 1;
}

impl Default for Hb {
    fn default() -> Self {
        Hb::new()
    }
}

impl Hb {
    /// The detector with the initial thread (number 0).
    pub(crate) fn new() -> Hb {
        let inner = Inner {
            clocks: vec![vec![1]],
            who: vec!["the initial thread".to_string()],
            ..Inner::default()
        };
        Hb {
            inner: Mutex::new(inner),
            shards: (0..SHARDS).map(|_| Mutex::new(Shard::default())).collect(),
            touched: Mutex::default(),
            locksets: Mutex::default(),
            gen: std::sync::atomic::AtomicU64::new(1),
            forgets: std::sync::atomic::AtomicU32::new(0),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The lock of the clocks, for a change of one: the views of the threads are read again.
    fn lock_sync(&self) -> MutexGuard<'_, Inner> {
        self.gen.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        self.lock()
    }

    /// Brings `view` up to date for thread or task `tid` holding the locks `held`.
    fn refresh(&self, view: &mut View, tid: u32, held: &[String]) {
        let gen = self.gen.load(std::sync::atomic::Ordering::Acquire);
        if !view.valid || view.tid != tid || view.gen != gen {
            if view.tid != tid {
                // Its entries are another thread's epochs.
                view.seen = Seen::default();
            }
            let g = self.lock();
            view.clock.clear();
            view.clock.extend_from_slice(&g.clocks[tid as usize]);
            view.tid = tid;
            view.gen = gen;
            view.valid = true;
        }
        let h = if held.is_empty() {
            0
        } else {
            held.iter().fold(0x51_7cc1_b727_220a_u64, |a, n| {
                a.rotate_left(5) ^ name_hash(n)
            })
        };
        if h != view.held_hash || (h == 0) != (view.locks == 0) {
            view.held_hash = h;
            view.locks = lock_poison(&self.locksets).id(held);
        }
    }

    /// Thread `parent` forks a team of `n` threads for `construct`: their numbers.
    pub(crate) fn fork(&self, parent: u32, n: u32, construct: &str) -> Vec<u32> {
        let mut g = self.lock_sync();
        let pc = g.clocks[parent as usize].clone();
        let mut tids = Vec::with_capacity(n as usize);
        for k in 0..n {
            let t = match g.free.pop() {
                Some(t) => t,
                None => {
                    g.clocks.push(Vec::new());
                    g.who.push(String::new());
                    (g.clocks.len() - 1) as u32
                }
            };
            let mut c = pc.clone();
            tick(&mut c, t);
            g.clocks[t as usize] = c;
            g.who[t as usize] = format!("thread {k} of the team of {construct}");
            tids.push(t);
        }
        tick(&mut g.clocks[parent as usize], parent);
        tids
    }

    /// The team `tids` forked by `parent` ended: everything its threads did happens before
    /// what `parent` does next.
    pub(crate) fn join_team(&self, parent: u32, tids: &[u32]) {
        let mut g = self.lock_sync();
        let mut pc = std::mem::take(&mut g.clocks[parent as usize]);
        for &t in tids {
            join(&mut pc, &g.clocks[t as usize]);
        }
        tick(&mut pc, parent);
        g.clocks[parent as usize] = pc;
        g.free.extend(tids.iter().rev());
    }

    /// Thread `tid` arrives at barrier number `n` of team `team` (`end`: the region's end).
    pub(crate) fn arrive(&self, tid: u32, team: usize, n: u64, end: bool) {
        let mut g = self.lock();
        let c = g.clocks[tid as usize].clone();
        let e = g.barriers.entry((team, n, end)).or_default();
        join(&mut e.0, &c);
    }

    /// Thread `tid` passes the barrier (all `size` threads arrived, the team's tasks done).
    pub(crate) fn depart(&self, tid: u32, team: usize, n: u64, end: bool, size: u32) {
        let mut g = self.lock_sync();
        let Inner {
            clocks,
            barriers,
            done,
            ..
        } = &mut *g;
        let c = &mut clocks[tid as usize];
        if let Some(e) = barriers.get_mut(&(team, n, end)) {
            join(c, &e.0);
            e.1 += 1;
            if e.1 >= size {
                barriers.remove(&(team, n, end));
            }
        }
        if let Some(d) = done.get(&team) {
            join(c, d);
        }
        tick(c, tid);
    }

    /// Thread or task `creator` creates a task for `construct`: its number.
    pub(crate) fn task_create(&self, creator: u32, construct: &str) -> u32 {
        let mut g = self.lock_sync();
        let t = g.clocks.len() as u32;
        let mut c = g.clocks[creator as usize].clone();
        tick(&mut c, t);
        g.clocks.push(c);
        g.who.push(format!("a task of {construct}"));
        tick(&mut g.clocks[creator as usize], creator);
        t
    }

    /// Task `tid` finished: it happens before the waits for the counters `keys` (its
    /// parent's children, its taskgroups, the team's next barrier).
    pub(crate) fn task_end(&self, tid: u32, keys: &[usize]) {
        let mut g = self.lock();
        let c = std::mem::take(&mut g.clocks[tid as usize]);
        for &k in keys {
            join(g.done.entry(k).or_default(), &c);
        }
        g.clocks[tid as usize] = c;
    }

    /// Thread or task `tid` waited for the tasks counted by `key` to finish.
    pub(crate) fn waited(&self, tid: u32, key: usize) {
        let mut g = self.lock_sync();
        let Inner { clocks, done, .. } = &mut *g;
        let c = &mut clocks[tid as usize];
        if let Some(d) = done.get(&key) {
            join(c, d);
        }
        tick(c, tid);
    }

    /// An atomic access of thread or task `tid` to offset `off` of allocation `id`: a release
    /// publishes what the thread did before it, an acquire receives what the releases to
    /// the location published.
    pub(crate) fn atomic_sync(&self, tid: u32, id: u32, off: u64, release: bool, acquire: bool) {
        let mut g = self.lock_sync();
        let Inner {
            clocks, sync_vars, ..
        } = &mut *g;
        let c = &mut clocks[tid as usize];
        if acquire {
            if let Some(s) = sync_vars.get(&(id, off)) {
                join(c, s);
            }
        }
        if release {
            join(sync_vars.entry((id, off)).or_default(), c);
            tick(c, tid);
        }
    }

    /// The acquire of an atomic load recorded before it ran (`pending`), once it has run:
    /// before the thread's next access or synchronization.
    pub(crate) fn acquire_pending(&self, tid: u32, pending: &std::cell::Cell<Option<(u32, u64)>>) {
        if let Some((id, off)) = pending.take() {
            self.atomic_sync(tid, id, off, false, true);
        }
    }

    /// The tasks counted by `key` are no longer waited for under it (a taskloop ended).
    pub(crate) fn forget_key(&self, key: usize) {
        self.lock().done.remove(&key);
    }

    /// Allocation `id` was freed: its accesses are forgotten.
    pub(crate) fn forget(&self, id: u32) {
        let mut mask = lock_poison(&self.touched).remove(&id).unwrap_or(0);
        if mask != 0 {
            self.forgets
                .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        }
        // The shards that hold it (every free comes here, most touched none).
        while mask != 0 {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            lock_poison(&self.shards[k]).remove(&id);
        }
        let mut g = self.lock();
        if !g.sync_vars.is_empty() {
            g.sync_vars.retain(|k, _| k.0 != id);
        }
    }

    /// Thread or task `tid` accesses `len` bytes at offset `off` of allocation `id`
    /// (`view`: the thread's, brought up to date here).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn access(
        &self,
        view: &mut View,
        tid: u32,
        id: u32,
        off: u64,
        len: u64,
        write: bool,
        sync: u32,
        site: Site,
        rec_len: u32,
        held: &[String],
    ) {
        if len == 0 {
            return;
        }
        self.refresh(view, tid, held);
        let forgets = self.forgets.load(std::sync::atomic::Ordering::Acquire);
        let View {
            locks, clock, seen, ..
        } = view;
        let locks = *locks;
        let own = clock.get(tid as usize).copied().unwrap_or(0);
        let before =
            |e: &Acc| e.tid == tid || e.clk <= clock.get(e.tid as usize).copied().unwrap_or(0);
        let end = off.saturating_add(len);
        let mut gr = off / 8;
        let mut held_shard: Option<(usize, MutexGuard<'_, Shard>)> = None;
        let mut found: Vec<(Acc, bool)> = Vec::new();
        while gr * 8 < end {
            let lo = (gr * 8).max(off) - gr * 8;
            let hi = (gr * 8 + 8).min(end) - gr * 8;
            let mask = ((1u16 << hi) - (1u16 << lo)) as u8;
            if seen.covers(id, gr, own, locks, sync, forgets, mask, write) {
                gr += 1;
                continue;
            }
            let k = shard_of(id, gr);
            if held_shard.as_ref().map(|h| h.0) != Some(k) {
                // One shard lock at a time: no two threads wait for each other's.
                drop(held_shard.take());
                held_shard = Some((k, lock_poison(&self.shards[k])));
            }
            let shard = &mut held_shard.as_mut().expect("locked").1;
            let per_id = match shard.get_mut(&id) {
                Some(m) => m,
                None => {
                    *lock_poison(&self.touched).entry(id).or_default() |= 1 << k;
                    shard.entry(id).or_default()
                }
            };
            let cell = per_id.entry(gr).or_default();
            // The same access of this thread in this epoch was checked already.
            let same = cell.iter().any(|e| {
                e.tid == tid
                    && e.clk == own
                    && e.mask & mask == mask
                    && (e.write || !write)
                    && e.sync == sync
                    && e.locks == locks
            });
            if same {
                seen.note(id, gr, own, locks, sync, forgets, mask, write);
                gr += 1;
                continue;
            }
            for e in cell.iter() {
                if before(e) || e.mask & mask == 0 || !(e.write || write) {
                    continue;
                }
                if sync != NONE && e.sync == sync {
                    continue;
                }
                if e.locks != 0 && locks != 0 {
                    if e.locks == locks {
                        continue;
                    }
                    let ls = lock_poison(&self.locksets);
                    let (x, y) = (&ls.sets[e.locks as usize], &ls.sets[locks as usize]);
                    if x.iter().any(|h| y.binary_search(h).is_ok()) {
                        continue;
                    }
                }
                found.push((*e, write));
            }
            // What this access makes redundant: accesses that happen before it, to bytes
            // it covers, of a kind it covers.
            cell.retain(|e| !(before(e) && e.mask & !mask == 0 && (write || !e.write)));
            cell.push(Acc {
                tid,
                clk: own,
                site,
                mask,
                write,
                sync,
                locks,
                len: rec_len,
            });
            seen.note(id, gr, own, locks, sync, forgets, mask, write);
            gr += 1;
        }
        drop(held_shard);
        if found.is_empty() {
            return;
        }
        let mut g = self.lock();
        let Inner { who, races, .. } = &mut *g;
        for (e, write) in found {
            let key = if e.site <= site {
                (e.site, site)
            } else {
                (site, e.site)
            };
            races
                .entry(key)
                .and_modify(|r| r.count += 1)
                .or_insert_with(|| Race {
                    kind: match (e.write, write) {
                        (true, false) => DepKind::Raw,
                        (false, true) => DepKind::War,
                        _ => DepKind::Waw,
                    },
                    first: e.site,
                    first_write: e.write,
                    first_len: e.len,
                    first_who: who[e.tid as usize].clone(),
                    second: site,
                    second_write: write,
                    second_len: rec_len,
                    second_who: who[tid as usize].clone(),
                    count: 1,
                });
        }
    }

    /// The races found, in a stable order.
    pub(crate) fn races(&self) -> Vec<Race> {
        let g = self.lock();
        let mut v: Vec<Race> = g.races.values().cloned().collect();
        v.sort_by_key(|r| (r.first, r.second));
        v
    }
}

/// [`crate::code::Op::Rec`] in a team's thread or task `tid`: the access of site `site` of
/// `code` (function `fidx`), with the frame's registers `r`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn record(
    hb: &Hb,
    tid: u32,
    held: &[String],
    view: &mut View,
    code: &crate::code::Code,
    site: u32,
    r: &[u64],
    fidx: u32,
    pending: &std::cell::Cell<Option<(u32, u64)>>,
) {
    let Some(rs) = code.recs.get(site as usize) else {
        return;
    };
    if rs.call || rs.libc || rs.speculated {
        return;
    }
    hb.acquire_pending(tid, pending);
    let at = (fidx, rs.inst);
    rs.each_address(r, |p, len| {
        let (id, off) = crate::memory::split_ptr(p);
        if off < 0 || id == 0 || len == 0 || (off as u64).saturating_add(len) > 1 << 36 {
            return; // the access itself reports what is wrong
        }
        hb.access(
            view, tid, id, off as u64, len, rs.write, rs.sync, at, rs.len, held,
        );
        if rs.release {
            hb.atomic_sync(tid, id, off as u64, true, false);
        }
        if rs.acquire {
            // The load runs after this record: what it reads is received at the thread's
            // next access or synchronization ([`Hb::acquire_pending`]).
            pending.set(Some((id, off as u64)));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(k: u32) -> Site {
        (0, parir_ir::Inst::from_u32(k))
    }

    const R: bool = false;
    const W: bool = true;

    /// Thread `tid` reads or writes `(allocation, offset, length)` with lock class `sync`,
    /// holding the locks `held`.
    fn acc(
        hb: &Hb,
        tid: u32,
        at: (u32, u64, u64),
        write: bool,
        sync: u32,
        s: Site,
        held: &[String],
    ) {
        let (id, off, len) = at;
        let mut view = View::default();
        hb.access(
            &mut view, tid, id, off, len, write, sync, s, len as u32, held,
        );
    }

    /// A thread's same-epoch table ([`Seen`]) skips only what the shadow still holds: after a
    /// free, the reused allocation's accesses are checked again.
    #[test]
    fn same_epoch_table_forgets_freed_allocations() {
        let hb = Hb::new();
        let t = hb.fork(0, 2, "parallel");
        let (mut a, mut b) = (View::default(), View::default());
        let mut go = |v: &mut View, tid: u32, id: u32, write: bool, k: u32| {
            hb.access(v, tid, id, 0, 8, write, NONE, site(k), 8, &[]);
        };
        // Enough accesses for the table to exist, then the same read again: skipped.
        for _ in 0..4 {
            go(&mut a, t[0], 5, R, 1);
        }
        go(&mut b, t[1], 5, W, 2);
        assert_eq!(hb.races().len(), 1);
        // The allocation is freed and its id reused: thread 0's read is a new access.
        hb.forget(5);
        go(&mut b, t[1], 5, W, 3);
        go(&mut a, t[0], 5, R, 1);
        assert_eq!(hb.races().len(), 2, "{:?}", hb.races());
    }

    #[test]
    fn team_threads_race_and_barrier_orders() {
        let hb = Hb::new();
        let t = hb.fork(0, 2, "parallel");
        acc(&hb, t[0], (7, 0, 4), W, NONE, site(1), &[]);
        acc(&hb, t[1], (7, 0, 4), W, NONE, site(2), &[]);
        assert_eq!(hb.races().len(), 1);
        // Disjoint bytes of one granule: no race.
        acc(&hb, t[0], (8, 0, 4), W, NONE, site(3), &[]);
        acc(&hb, t[1], (8, 4, 4), W, NONE, site(4), &[]);
        assert_eq!(hb.races().len(), 1);
        // A barrier orders.
        for &x in &t {
            hb.arrive(x, 1, 0, false);
        }
        for &x in &t {
            hb.depart(x, 1, 0, false, 2);
        }
        acc(&hb, t[0], (8, 4, 4), R, NONE, site(5), &[]);
        assert_eq!(hb.races().len(), 1);
        // The same lock class excludes; a plain access against it races.
        acc(&hb, t[0], (9, 0, 4), W, 5, site(6), &[]);
        acc(&hb, t[1], (9, 0, 4), W, 5, site(7), &[]);
        assert_eq!(hb.races().len(), 1);
        acc(&hb, t[1], (9, 0, 4), R, NONE, site(8), &[]);
        assert_eq!(hb.races().len(), 2);
        hb.join_team(0, &t);
        acc(&hb, 0, (7, 0, 4), W, NONE, site(9), &[]);
        assert_eq!(hb.races().len(), 2);
    }

    #[test]
    fn accesses_under_a_common_lock_do_not_race() {
        let hb = Hb::new();
        let t = hb.fork(0, 2, "parallel");
        let (l, m) = ("omp_lock 0x10".to_string(), "critical x".to_string());
        acc(&hb, t[0], (3, 0, 4), W, NONE, site(1), &[l.clone()]);
        acc(
            &hb,
            t[1],
            (3, 0, 4),
            W,
            NONE,
            site(2),
            &[m.clone(), l.clone()],
        );
        assert_eq!(hb.races().len(), 0);
        // Another lock, or none, does not protect.
        acc(&hb, t[0], (3, 0, 4), R, NONE, site(3), &[m]);
        assert_eq!(hb.races().len(), 0, "both hold the critical section");
        // A write under no lock races with both earlier accesses of the other thread.
        acc(&hb, t[1], (3, 0, 4), W, NONE, site(4), &[]);
        assert_eq!(hb.races().len(), 2);
    }

    #[test]
    fn a_release_orders_what_an_acquire_of_it_receives() {
        let hb = Hb::new();
        let t = hb.fork(0, 2, "parallel");
        acc(&hb, t[0], (1, 0, 4), W, NONE, site(1), &[]);
        hb.atomic_sync(t[0], 2, 0, true, false);
        hb.atomic_sync(t[1], 2, 0, false, true);
        acc(&hb, t[1], (1, 0, 4), R, NONE, site(2), &[]);
        assert_eq!(hb.races().len(), 0);
        // Without the acquire, the other way round, it is a race.
        acc(&hb, t[1], (5, 0, 4), W, NONE, site(3), &[]);
        acc(&hb, t[0], (5, 0, 4), R, NONE, site(4), &[]);
        assert_eq!(hb.races().len(), 1);
    }

    #[test]
    fn tasks_are_ordered_by_taskwait_only() {
        let hb = Hb::new();
        let t = hb.fork(0, 1, "parallel");
        let k = hb.task_create(t[0], "task");
        acc(&hb, k, (1, 0, 8), W, NONE, site(1), &[]);
        hb.task_end(k, &[42]);
        acc(&hb, t[0], (1, 0, 8), R, NONE, site(2), &[]);
        assert_eq!(hb.races().len(), 1);
        hb.waited(t[0], 42);
        acc(&hb, t[0], (1, 0, 8), W, NONE, site(3), &[]);
        assert_eq!(hb.races().len(), 1);
        // A freed allocation's accesses are forgotten.
        let k2 = hb.task_create(t[0], "task");
        acc(&hb, k2, (2, 0, 8), W, NONE, site(4), &[]);
        hb.forget(2);
        acc(&hb, t[0], (2, 0, 8), W, NONE, site(5), &[]);
        assert_eq!(hb.races().len(), 1);
    }
}
