//! Determinacy races in Tapir programs: the SP-bags algorithm (Feng and Leiserson, "Efficient
//! Detection of Determinacy Races in Cilk Programs", SPAA 1997), the algorithm OpenCilk's
//! Cilksan descends from, over the serial execution `parir sanitize` runs.
//!
//! Every procedure instance gets an id: a called function's frame and each detached task (a
//! `detach` or the RFC's spawn marker starts one, its `reattach` or task-end marker ends
//! it).
//! Ids live in disjoint sets, each labelled S or P. A procedure F owns an S-bag (F and the
//! descendants that finished in series with F's current strand) and one P-bag per sync region
//! (finished spawned descendants not yet synced, so logically parallel with F's current
//! strand):
//!
//! - a spawn starts the child G with S_G = {G};
//! - the end of G's task (its reattach) first syncs G's own P-bags into S_G (a task syncs
//!   before it ends), then moves S_G into P_F of the detach's sync region;
//! - `sync within r` (or `local_barrier`) moves P_F(r) into S_F;
//! - a called function is a procedure too; at its return its P-bags go into its S-bag (the
//!   implicit sync at function return) and the S-bag into the caller's.
//!
//! Shadow memory keeps, per byte, the last writer and a reader (procedure id and access
//! site). An access races with an earlier one when the earlier procedure's bag is a P-bag:
//! write after write or read (WAW, WAR), read after write (RAW). A read replaces the recorded
//! reader only when that reader is in an S-bag, which keeps the reader that can race the
//! longest. Each race names both accesses and the spawn of the task that made the earlier
//! access (the innermost spawn around it).
//!
//! Accesses made while no task is running and no P-bag holds anything cannot race with a
//! later access (everything before is in series) and are not recorded. Iterations of the
//! `cilk_for` loops the claims model recognizes are checked by the loop sanitizer
//! ([`crate::sanitize`]), which reports dependence distances: their detaches are no spawns
//! here. The shadow is a hash map per allocation, dropped when the allocation is freed.

use crate::sanitize::DepKind;
// foldhash: the shadow memory is looked up at every access (SipHash was a third of a run).
use foldhash::HashMap;

const NONE: u32 = u32::MAX;

/// Where an access or a spawn is: function index and instruction.
pub(crate) type Site = (u32, parir_ir::Inst);

#[derive(Copy, Clone, PartialEq, Eq)]
enum Label {
    S,
    P,
}

struct Proc {
    /// Frame count of the frame the procedure runs in.
    frame: usize,
    /// This procedure's id (an element of its S-bag).
    id: u32,
    /// The root of its S-bag.
    s: u32,
    /// Its P-bags: (sync region, root).
    p: Vec<(u32, u32)>,
    /// A spawned task: the sync region of its detach.
    spawned: Option<u32>,
}

#[derive(Copy, Clone)]
struct Cell {
    w: u32,
    w_site: u32,
    r: u32,
    r_site: u32,
}

const EMPTY: Cell = Cell {
    w: NONE,
    w_site: NONE,
    r: NONE,
    r_site: NONE,
};

/// A race found: both accesses (sites and whether each wrote) and the spawn.
#[derive(Clone, Debug)]
pub(crate) struct Race {
    pub kind: DepKind,
    pub first: Site,
    pub first_write: bool,
    pub first_len: u64,
    pub second: Site,
    pub second_write: bool,
    pub second_len: u64,
    pub spawn: Option<Site>,
    pub count: u64,
}

/// The SP-bags state of one run.
#[derive(Default)]
pub(crate) struct SpBags {
    parent: Vec<u32>,
    label: Vec<Label>,
    /// Per id: the spawn of the innermost task around the procedure (index into `spawns`).
    spawn_of: Vec<u32>,
    spawns: Vec<Site>,
    procs: Vec<Proc>,
    /// Sites of accesses: (site, write, length).
    sites: Vec<(Site, bool, u64)>,
    site_ids: HashMap<(u32, parir_ir::Inst, bool, u64), u32>,
    shadow: HashMap<u32, HashMap<u64, Cell>>,
    /// Races by (kind, first site, second site).
    pub(crate) races: HashMap<(DepKind, u32, u32), Race>,
    /// Tasks started (spawns).
    pub(crate) tasks: u64,
    /// Running tasks and non-empty P-bags, over all procedures ([`SpBags::wants`]).
    running: usize,
    pbags: usize,
}

impl SpBags {
    fn new_id(&mut self, spawn: u32) -> u32 {
        let id = self.parent.len() as u32;
        self.parent.push(id);
        self.label.push(Label::S);
        self.spawn_of.push(spawn);
        id
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let p = self.parent[x as usize];
            self.parent[x as usize] = self.parent[p as usize];
            x = p;
        }
        x
    }

    /// Unites the sets of roots `a` (if any) and `b` under label `l`; returns the root.
    fn unite(&mut self, a: Option<u32>, b: u32, l: Label) -> u32 {
        let b = self.find(b);
        let root = match a {
            Some(a) => {
                let a = self.find(a);
                if a != b {
                    self.parent[b as usize] = a;
                }
                a
            }
            None => b,
        };
        self.label[root as usize] = l;
        root
    }

    fn ensure_root(&mut self, frame: usize) {
        if self.procs.is_empty() {
            let id = self.new_id(NONE);
            self.procs.push(Proc {
                frame,
                id,
                s: id,
                p: Vec::new(),
                spawned: None,
            });
        }
    }

    /// Whether accesses must be recorded: a task is running or some P-bag holds something.
    #[inline]
    pub(crate) fn wants(&self) -> bool {
        self.running > 0 || self.pbags > 0
    }

    /// A frame was pushed: the called function is a procedure. Until the first spawn nothing
    /// is tracked (the frames so far are the root procedure's strand).
    pub(crate) fn frame_pushed(&mut self, frame: usize) {
        if self.procs.is_empty() {
            return;
        }
        let spawn = self
            .procs
            .last()
            .map_or(NONE, |p| self.spawn_of[p.id as usize]);
        let id = self.new_id(spawn);
        self.procs.push(Proc {
            frame,
            id,
            s: id,
            p: Vec::new(),
            spawned: None,
        });
    }

    /// Frames were popped down to `frame` frames: the procedures of the popped frames end.
    pub(crate) fn frames_popped(&mut self, frame: usize) {
        while self.procs.len() > 1 && self.procs.last().is_some_and(|p| p.frame > frame) {
            let p = self.procs.pop().expect("a procedure");
            if p.spawned.is_some() {
                self.running -= 1;
            }
            let s = self.close(p);
            let parent = self.procs.last().expect("a parent").s;
            let root = self.unite(Some(parent), s, Label::S);
            self.procs.last_mut().expect("a parent").s = root;
        }
        // The root's frame returned: its implicit sync, and the caller's frame is the root's
        // strand from now on.
        if self.procs.len() == 1 && self.procs[0].frame > frame {
            let p = self.procs.pop().expect("the root");
            let id = p.id;
            let s = self.close(p);
            self.procs.push(Proc {
                frame,
                id,
                s,
                p: Vec::new(),
                spawned: None,
            });
        }
    }

    /// Syncs all of `p`'s P-bags into its S-bag; returns the S-bag root.
    fn close(&mut self, p: Proc) -> u32 {
        let mut s = p.s;
        self.pbags -= p.p.len();
        for (_, b) in p.p {
            s = self.unite(Some(s), b, Label::S);
        }
        s
    }

    /// A task starts (`detach` at `site` within sync region `region`), in frame `frame`.
    pub(crate) fn spawn(&mut self, frame: usize, region: u32, site: Site) {
        self.ensure_root(frame);
        self.tasks += 1;
        self.running += 1;
        let k = self.spawns.len() as u32;
        self.spawns.push(site);
        let id = self.new_id(k);
        self.procs.push(Proc {
            frame,
            id,
            s: id,
            p: Vec::new(),
            spawned: Some(region),
        });
    }

    /// The running task ends (its `reattach`).
    pub(crate) fn task_end(&mut self, frame: usize) {
        // Called procedures left without a return (none in well-formed runs) end first.
        self.frames_popped(frame);
        if self.procs.len() < 2 || self.procs.last().is_none_or(|p| p.spawned.is_none()) {
            return; // a reattach without its detach: nothing to end
        }
        let p = self.procs.pop().expect("a task");
        self.running -= 1;
        let region = p.spawned.expect("spawned");
        let s = self.close(p);
        let parent = self.procs.last_mut().expect("a parent");
        let slot = parent.p.iter().position(|(r, _)| *r == region);
        let into = slot.map(|k| parent.p[k].1);
        let root = self.unite(into, s, Label::P);
        let parent = self.procs.last_mut().expect("a parent");
        match slot {
            Some(k) => parent.p[k].1 = root,
            None => {
                parent.p.push((region, root));
                self.pbags += 1;
            }
        }
    }

    /// `sync within region` in the running procedure.
    pub(crate) fn sync(&mut self, frame: usize, region: u32) {
        self.ensure_root(frame);
        let top = self.procs.last_mut().expect("a procedure");
        let Some(k) = top.p.iter().position(|(r, _)| *r == region) else {
            return;
        };
        let (_, b) = top.p.remove(k);
        let s = top.s;
        self.pbags -= 1;
        let root = self.unite(Some(s), b, Label::S);
        self.procs.last_mut().expect("a procedure").s = root;
    }

    /// Takes in the races and task count of another thread's SP-bags (a team thread's).
    pub(crate) fn absorb(&mut self, o: SpBags) {
        self.tasks += o.tasks;
        for (_, r) in o.races {
            let a = self.site_id(r.first, r.first_write, r.first_len);
            let b = self.site_id(r.second, r.second_write, r.second_len);
            match self.races.get_mut(&(r.kind, a, b)) {
                Some(e) => e.count += r.count,
                None => {
                    self.races.insert((r.kind, a, b), r);
                }
            }
        }
    }

    /// Forgets the shadow of allocation `id` (freed).
    pub(crate) fn forget(&mut self, id: u32) {
        self.shadow.remove(&id);
    }

    fn site_id(&mut self, site: Site, write: bool, len: u64) -> u32 {
        let key = (site.0, site.1, write, len);
        if let Some(&k) = self.site_ids.get(&key) {
            return k;
        }
        let k = self.sites.len() as u32;
        self.sites.push((site, write, len));
        self.site_ids.insert(key, k);
        k
    }

    /// An access of bytes `off..end` of allocation `alloc` by the running procedure.
    pub(crate) fn access(&mut self, alloc: u32, off: u64, end: u64, write: bool, site: Site) {
        let Some(cur) = self.procs.last().map(|p| p.id) else {
            return;
        };
        let me = self.site_id(site, write, end - off);
        let mut cells = self.shadow.remove(&alloc).unwrap_or_default();
        let mut found: Vec<(DepKind, u32, u32)> = Vec::new();
        for b in off..end {
            let c = cells.entry(b).or_insert(EMPTY);
            let mut c2 = *c;
            if write {
                if c2.r != NONE && self.label_of(c2.r) == Label::P {
                    found.push((DepKind::War, c2.r, c2.r_site));
                }
                if c2.w != NONE && self.label_of(c2.w) == Label::P {
                    found.push((DepKind::Waw, c2.w, c2.w_site));
                }
                c2.w = cur;
                c2.w_site = me;
            } else {
                if c2.w != NONE && self.label_of(c2.w) == Label::P {
                    found.push((DepKind::Raw, c2.w, c2.w_site));
                }
                if c2.r == NONE || self.label_of(c2.r) == Label::S {
                    c2.r = cur;
                    c2.r_site = me;
                }
            }
            *c = c2;
        }
        self.shadow.insert(alloc, cells);
        found.sort_unstable_by_key(|f| (f.0, f.2));
        found.dedup_by_key(|f| (f.0, f.2));
        for (kind, earlier, esite) in found {
            let spawn = self.spawn_of[earlier as usize];
            let (first, first_write, first_len) = self.sites[esite as usize];
            let e = self.races.entry((kind, esite, me)).or_insert(Race {
                kind,
                first,
                first_write,
                first_len,
                second: site,
                second_write: write,
                second_len: end - off,
                spawn: (spawn != NONE).then(|| self.spawns[spawn as usize]),
                count: 0,
            });
            e.count += 1;
        }
    }

    fn label_of(&mut self, id: u32) -> Label {
        let r = self.find(id);
        self.label[r as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(k: u32) -> Site {
        (0, parir_ir::Inst::from_u32(k))
    }

    /// fib's shape: the child writes x, the parent reads x before the sync (a race) and after
    /// it (none).
    #[test]
    fn spawn_then_read_before_and_after_sync() {
        let mut s = SpBags::default();
        s.frame_pushed(1);
        s.spawn(1, 7, site(1));
        s.access(3, 0, 4, true, site(2));
        s.task_end(1);
        assert!(s.wants());
        s.access(3, 0, 4, false, site(3));
        assert_eq!(s.races.len(), 1);
        let r = s.races.values().next().expect("a race");
        assert_eq!(r.kind, DepKind::Raw);
        assert_eq!(r.spawn, Some(site(1)));
        s.sync(1, 7);
        assert!(!s.wants());
        s.access(3, 0, 4, false, site(4));
        assert_eq!(s.races.len(), 1);
    }

    /// Two sibling tasks writing the same byte race; a task and its parent's strand before
    /// the spawn do not.
    #[test]
    fn siblings_race_ancestors_do_not() {
        let mut s = SpBags::default();
        s.frame_pushed(1);
        s.access(5, 0, 1, true, site(1)); // the root's strand, in series with what follows
        s.spawn(1, 0, site(2));
        s.access(5, 0, 1, false, site(3));
        s.task_end(1);
        s.spawn(1, 0, site(4));
        s.access(5, 0, 1, true, site(5)); // WAR with the first task's read
        s.task_end(1);
        let kinds: Vec<DepKind> = s.races.values().map(|r| r.kind).collect();
        assert_eq!(kinds, vec![DepKind::War]);
    }

    /// A sync of one region leaves the tasks of another parallel.
    #[test]
    fn sync_regions_are_separate() {
        let mut s = SpBags::default();
        s.frame_pushed(1);
        s.spawn(1, 1, site(1));
        s.access(2, 0, 8, true, site(2));
        s.task_end(1);
        s.sync(1, 2); // another region
        s.access(2, 0, 8, true, site(3));
        assert_eq!(s.races.len(), 1);
    }

    /// A called function's tasks are synced at its return: the caller's later accesses are
    /// in series with them.
    #[test]
    fn function_return_syncs() {
        let mut s = SpBags::default();
        s.frame_pushed(1);
        s.frame_pushed(2);
        s.spawn(2, 0, site(1));
        s.access(9, 0, 4, true, site(2));
        s.task_end(2);
        s.frames_popped(1);
        s.access(9, 0, 4, true, site(3));
        assert!(s.races.is_empty());
    }
}
