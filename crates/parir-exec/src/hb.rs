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

use std::collections::HashMap;
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
    shadow: HashMap<u32, HashMap<u64, Vec<Acc>>>,
    races: HashMap<(Site, Site), Race>,
    /// Barriers being passed: (team, the barrier's number in the team, end of region) →
    /// the clocks of the threads arrived, joined, and how many threads departed.
    barriers: HashMap<(usize, u64, bool), (Vec<u32>, u32)>,
    /// Per task counter (a task's children, a taskgroup) and per team: the clocks of the
    /// finished tasks it counts, joined.
    done: HashMap<usize, Vec<u32>>,
    /// The sets of locks held at some access (hashes of the lock names, sorted), by id; id 0
    /// is the empty set.
    locksets: Vec<Vec<u64>>,
    lockset_ids: HashMap<Vec<u64>, u32>,
    /// Per atomic location (allocation, offset): the clocks of the releases to it, joined.
    sync_vars: HashMap<(u32, u64), Vec<u32>>,
}

impl Inner {
    /// The id of the set of locks `held` (critical section names, `omp_lock_t` names).
    fn lockset(&mut self, held: &[String]) -> u32 {
        if held.is_empty() {
            return 0;
        }
        let mut set: Vec<u64> = held
            .iter()
            .map(|h| {
                use std::hash::{Hash, Hasher};
                let mut s = std::collections::hash_map::DefaultHasher::new();
                h.hash(&mut s);
                s.finish()
            })
            .collect();
        set.sort_unstable();
        set.dedup();
        if let Some(&id) = self.lockset_ids.get(&set) {
            return id;
        }
        if self.locksets.is_empty() {
            self.locksets.push(Vec::new());
        }
        let id = self.locksets.len() as u32;
        self.locksets.push(set.clone());
        self.lockset_ids.insert(set, id);
        id
    }
}

/// Whether two lock sets share a lock.
fn share_lock(sets: &[Vec<u64>], a: u32, b: u32) -> bool {
    if a == 0 || b == 0 {
        return false;
    }
    if a == b {
        return true;
    }
    let (x, y) = (&sets[a as usize], &sets[b as usize]);
    x.iter().any(|h| y.binary_search(h).is_ok())
}

/// The race detector's state, shared by the machines of a run.
pub(crate) struct Hb {
    inner: Mutex<Inner>,
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
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Thread `parent` forks a team of `n` threads for `construct`: their numbers.
    pub(crate) fn fork(&self, parent: u32, n: u32, construct: &str) -> Vec<u32> {
        let mut g = self.lock();
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
        let mut g = self.lock();
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
        let mut g = self.lock();
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
        let mut g = self.lock();
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
        let mut g = self.lock();
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
        let mut g = self.lock();
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
        let mut g = self.lock();
        if !g.shadow.is_empty() {
            g.shadow.remove(&id);
        }
        if !g.sync_vars.is_empty() {
            g.sync_vars.retain(|k, _| k.0 != id);
        }
    }

    /// Thread or task `tid` accesses `len` bytes at offset `off` of allocation `id`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn access(
        &self,
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
        let mut g = self.lock();
        let locks = g.lockset(held);
        let Inner {
            clocks,
            who,
            shadow,
            races,
            locksets,
            ..
        } = &mut *g;
        let clock = &clocks[tid as usize];
        let own = clock.get(tid as usize).copied().unwrap_or(0);
        let sh = shadow.entry(id).or_default();
        let end = off.saturating_add(len);
        let mut gr = off / 8;
        while gr * 8 < end {
            let lo = (gr * 8).max(off) - gr * 8;
            let hi = (gr * 8 + 8).min(end) - gr * 8;
            let mask = ((1u16 << hi) - (1u16 << lo)) as u8;
            let cell = sh.entry(gr).or_default();
            for e in cell.iter() {
                if e.tid == tid
                    || e.mask & mask == 0
                    || !(e.write || write)
                    || (sync != NONE && e.sync == sync)
                    || share_lock(locksets, e.locks, locks)
                    || e.clk <= clock.get(e.tid as usize).copied().unwrap_or(0)
                {
                    continue;
                }
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
            // What this access makes redundant: accesses that happen before it, to bytes
            // it covers, of a kind it covers.
            cell.retain(|e| {
                let before =
                    e.tid == tid || e.clk <= clock.get(e.tid as usize).copied().unwrap_or(0);
                !(before && e.mask & !mask == 0 && (write || !e.write))
            });
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
            gr += 1;
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
    code: &crate::code::Code,
    site: u32,
    r: &[u64],
    fidx: u32,
    pending: &std::cell::Cell<Option<(u32, u64)>>,
) {
    let Some(rs) = code.recs.get(site as usize) else {
        return;
    };
    if rs.call || rs.libc {
        return;
    }
    hb.acquire_pending(tid, pending);
    let len = if rs.len != NONE {
        rs.len as u64
    } else {
        r[rs.len_slot as usize]
    };
    let at = (fidx, rs.inst);
    let one = |p: u64| {
        let (id, off) = crate::memory::split_ptr(p);
        if off < 0 || id == 0 || len == 0 || (off as u64).saturating_add(len) > 1 << 36 {
            return; // the access itself reports what is wrong
        }
        hb.access(
            tid, id, off as u64, len, rs.write, rs.sync, at, rs.len, held,
        );
        if rs.release {
            hb.atomic_sync(tid, id, off as u64, true, false);
        }
        if rs.acquire {
            // The load runs after this record: what it reads is received at the thread's
            // next access or synchronization ([`Hb::acquire_pending`]).
            pending.set(Some((id, off as u64)));
        }
    };
    let p = r[rs.p as usize];
    let Some(lanes) = rs.lanes else {
        one(p);
        return;
    };
    let mut next = p;
    for k in 0..lanes.n {
        if r[(lanes.mask + k) as usize] & 1 == 0 {
            continue;
        }
        let at = match lanes.kind {
            crate::code::LaneKind::Consecutive => p.wrapping_add(k as u64 * len),
            crate::code::LaneKind::Pointers => r[(rs.p + k) as usize],
            crate::code::LaneKind::Packed => next,
        };
        next = next.wrapping_add(len);
        one(at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(k: u32) -> Site {
        (0, parir_ir::Inst::from_u32(k))
    }

    #[test]
    fn team_threads_race_and_barrier_orders() {
        let hb = Hb::new();
        let t = hb.fork(0, 2, "parallel");
        hb.access(t[0], 7, 0, 4, true, NONE, site(1), 4, &[]);
        hb.access(t[1], 7, 0, 4, true, NONE, site(2), 4, &[]);
        assert_eq!(hb.races().len(), 1);
        // Disjoint bytes of one granule: no race.
        hb.access(t[0], 8, 0, 4, true, NONE, site(3), 4, &[]);
        hb.access(t[1], 8, 4, 4, true, NONE, site(4), 4, &[]);
        assert_eq!(hb.races().len(), 1);
        // A barrier orders.
        for &x in &t {
            hb.arrive(x, 1, 0, false);
        }
        for &x in &t {
            hb.depart(x, 1, 0, false, 2);
        }
        hb.access(t[0], 8, 4, 4, false, NONE, site(5), 4, &[]);
        assert_eq!(hb.races().len(), 1);
        // The same lock class excludes; a plain access against it races.
        hb.access(t[0], 9, 0, 4, true, 5, site(6), 4, &[]);
        hb.access(t[1], 9, 0, 4, true, 5, site(7), 4, &[]);
        assert_eq!(hb.races().len(), 1);
        hb.access(t[1], 9, 0, 4, false, NONE, site(8), 4, &[]);
        assert_eq!(hb.races().len(), 2);
        hb.join_team(0, &t);
        hb.access(0, 7, 0, 4, true, NONE, site(9), 4, &[]);
        assert_eq!(hb.races().len(), 2);
    }

    #[test]
    fn accesses_under_a_common_lock_do_not_race() {
        let hb = Hb::new();
        let t = hb.fork(0, 2, "parallel");
        let (l, m) = ("omp_lock 0x10".to_string(), "critical x".to_string());
        hb.access(t[0], 3, 0, 4, true, NONE, site(1), 4, &[l.clone()]);
        hb.access(
            t[1],
            3,
            0,
            4,
            true,
            NONE,
            site(2),
            4,
            &[m.clone(), l.clone()],
        );
        assert_eq!(hb.races().len(), 0);
        // Another lock, or none, does not protect.
        hb.access(t[0], 3, 0, 4, false, NONE, site(3), 4, &[m]);
        assert_eq!(hb.races().len(), 0, "both hold the critical section");
        // A write under no lock races with both earlier accesses of the other thread.
        hb.access(t[1], 3, 0, 4, true, NONE, site(4), 4, &[]);
        assert_eq!(hb.races().len(), 2);
    }

    #[test]
    fn a_release_orders_what_an_acquire_of_it_receives() {
        let hb = Hb::new();
        let t = hb.fork(0, 2, "parallel");
        hb.access(t[0], 1, 0, 4, true, NONE, site(1), 4, &[]);
        hb.atomic_sync(t[0], 2, 0, true, false);
        hb.atomic_sync(t[1], 2, 0, false, true);
        hb.access(t[1], 1, 0, 4, false, NONE, site(2), 4, &[]);
        assert_eq!(hb.races().len(), 0);
        // Without the acquire, the other way round, it is a race.
        hb.access(t[1], 5, 0, 4, true, NONE, site(3), 4, &[]);
        hb.access(t[0], 5, 0, 4, false, NONE, site(4), 4, &[]);
        assert_eq!(hb.races().len(), 1);
    }

    #[test]
    fn tasks_are_ordered_by_taskwait_only() {
        let hb = Hb::new();
        let t = hb.fork(0, 1, "parallel");
        let k = hb.task_create(t[0], "task");
        hb.access(k, 1, 0, 8, true, NONE, site(1), 8, &[]);
        hb.task_end(k, &[42]);
        hb.access(t[0], 1, 0, 8, false, NONE, site(2), 8, &[]);
        assert_eq!(hb.races().len(), 1);
        hb.waited(t[0], 42);
        hb.access(t[0], 1, 0, 8, true, NONE, site(3), 8, &[]);
        assert_eq!(hb.races().len(), 1);
        // A freed allocation's accesses are forgotten.
        let k2 = hb.task_create(t[0], "task");
        hb.access(k2, 2, 0, 8, true, NONE, site(4), 8, &[]);
        hb.forget(2);
        hb.access(t[0], 2, 0, 8, true, NONE, site(5), 8, &[]);
        assert_eq!(hb.races().len(), 1);
    }
}
