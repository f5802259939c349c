//! OpenCilk's reducers: a view per strand, reduced at the sync in the serial order, as
//! OpenCilk's runtime does.
//!
//! A strand that comes after a stolen spawn uses views of its own:
//!
//! - the spawned task goes on with its spawner's views (it comes first in the serial order);
//! - the continuation after a stolen spawn starts with no view: its first
//!   `llvm.hyper.lookup` of a reducer allocates one and calls the reducer's identity on it;
//! - `sync` (and the implicit sync at a function's return, or at a task's end) reduces, in the
//!   serial order, the views of the region's strands into the views of its first task,
//!   calling the reducer's reduce function (left, right) and freeing the right view; the
//!   views of the run's first strand are the leftmost views themselves.
//!
//! Which spawns count as stolen: under `--parallel`, those that ran on the pool
//! ([`crate::spawn`]; a spawn run inline is the serial elision, which keeps its views);
//! under `parir sanitize`, every spawn, so that accesses through views are no races while an
//! access to a leftmost view outside them is checked like any other. `parir run` on one thread
//! steals nothing: every lookup gives the leftmost view.

use crate::interp::Machine;

type R<T> = Result<T, crate::interp::Stop>;

/// The views a strand uses: by leftmost view, its own view and the reducer's reduce
/// callback. The run's first strand uses the leftmost views.
#[derive(Default, Debug)]
pub(crate) struct Views {
    root: bool,
    own: Vec<(u64, u64, u64)>,
}

impl Views {
    fn get(&self, leftmost: u64) -> Option<u64> {
        self.own
            .iter()
            .find(|&&(l, ..)| l == leftmost)
            .map(|&(_, v, _)| v)
    }
}

/// A sync region with spawns not yet synced: the views of its finished strands, in the
/// serial order (the first is the one its first task went on with).
#[derive(Debug)]
pub(crate) struct Open {
    frame: usize,
    region: u32,
    done: Vec<Views>,
}

/// The reducer state of a machine.
#[derive(Debug)]
pub(crate) struct Strands {
    /// Whether the module uses reducers (nothing is tracked otherwise).
    pub(crate) on: bool,
    cur: Views,
    open: Vec<Open>,
    /// Per task running inline under the sanitizer: the index of its sync region in `open`.
    tasks: Vec<usize>,
}

impl Default for Strands {
    fn default() -> Self {
        Strands {
            on: false,
            cur: Views {
                root: true,
                own: Vec::new(),
            },
            open: Vec::new(),
            tasks: Vec::new(),
        }
    }
}

impl Strands {
    /// Whether a sync region of the frame at `depth` (or deeper) has spawns not yet synced.
    pub(crate) fn open_at(&self, depth: usize) -> bool {
        self.on && self.open.last().is_some_and(|o| o.frame >= depth)
    }

    /// Whether region `region` of the frame at `depth` has strands to reduce.
    pub(crate) fn has(&self, depth: usize, region: u32) -> bool {
        self.on
            && self
                .open
                .iter()
                .any(|o| o.frame == depth && o.region == region)
    }

    /// A spawn of region `region` in the frame at `depth` that is stolen: the slot of its
    /// task's views among the region's strands, and the views the task goes on with; the
    /// continuation starts with none.
    pub(crate) fn steal(&mut self, depth: usize, region: u32) -> Option<((usize, usize), Views)> {
        if !self.on {
            return None;
        }
        let k = self.open_index(depth, region);
        let slot = self.open[k].done.len();
        self.open[k].done.push(Views::default());
        Some(((k, slot), std::mem::take(&mut self.cur)))
    }

    /// The views a stolen task finished with, into its slot.
    pub(crate) fn joined(&mut self, (k, slot): (usize, usize), views: Views) {
        if let Some(v) = self.open.get_mut(k).and_then(|o| o.done.get_mut(slot)) {
            *v = views;
        }
    }

    /// A strand machine starts with `views`.
    pub(crate) fn start(&mut self, views: Views) {
        self.on = true;
        self.cur = views;
    }

    /// What a strand leaves: its views and its regions not synced yet (a root strand's, which
    /// its main machine syncs), with frame numbers moved by `shift`.
    pub(crate) fn leave(&mut self) -> (Views, Vec<Open>) {
        (
            std::mem::take(&mut self.cur),
            std::mem::take(&mut self.open),
        )
    }

    /// Takes back what a root strand left, its frames numbered from `depth`.
    pub(crate) fn adopt(&mut self, (views, open): (Views, Vec<Open>), depth: usize) {
        self.cur = views;
        for mut o in open {
            o.frame += depth - 1;
            self.open.push(o);
        }
    }

    fn open_index(&mut self, depth: usize, region: u32) -> usize {
        match self
            .open
            .iter()
            .rposition(|o| o.frame == depth && o.region == region)
        {
            Some(k) => k,
            None => {
                self.open.push(Open {
                    frame: depth,
                    region,
                    done: Vec::new(),
                });
                self.open.len() - 1
            }
        }
    }
}

impl Machine<'_> {
    fn strands(&mut self) -> Option<&mut Strands> {
        Some(&mut self.par.strands).filter(|s| s.on)
    }

    /// `llvm.hyper.lookup`: the running strand's view of the reducer whose leftmost view is
    /// `leftmost`.
    pub(crate) fn hyper_lookup(
        &mut self,
        leftmost: u64,
        size: u64,
        identity: u64,
        reduce: u64,
    ) -> R<u64> {
        let Some(st) = self.strands() else {
            return Ok(leftmost);
        };
        if let Some(v) = st.cur.get(leftmost) {
            return Ok(v);
        }
        if st.cur.root {
            return Ok(leftmost);
        }
        let view = self.heap_alloc(size.max(1))?;
        self.call_back(identity, &[view], "identity")?;
        if let Some(st) = self.strands() {
            st.cur.own.push((leftmost, view, reduce));
        }
        Ok(view)
    }

    /// A spawn (kind 0), the end of a task (1) or a sync (2) of sync region `region` in the
    /// frame at `depth`.
    pub(crate) fn reducer_task(&mut self, kind: u32, depth: usize, region: u32) -> R<()> {
        let Some(st) = self.strands() else {
            return Ok(());
        };
        match kind {
            0 => {
                let k = st.open_index(depth, region);
                st.tasks.push(k);
                Ok(())
            }
            1 => {
                let Some(k) = st.tasks.pop() else {
                    return Ok(());
                };
                // The task's own spawns are synced before it ends.
                while self.strands().is_some_and(|s| s.open.len() > k + 1) {
                    self.sync_top()?;
                }
                if let Some(st) = self.strands() {
                    if let Some(o) = st.open.get_mut(k) {
                        let finished = std::mem::take(&mut st.cur);
                        o.done.push(finished);
                    }
                }
                Ok(())
            }
            _ => self.reducer_sync(depth, region),
        }
    }

    /// `sync within region` in the frame at `depth`: its strands' views are reduced.
    pub(crate) fn reducer_sync(&mut self, depth: usize, region: u32) -> R<()> {
        let Some(st) = self.strands() else {
            return Ok(());
        };
        let Some(k) = st
            .open
            .iter()
            .rposition(|o| o.frame == depth && o.region == region)
        else {
            return Ok(());
        };
        while self.strands().is_some_and(|s| s.open.len() > k) {
            self.sync_top()?;
        }
        Ok(())
    }

    /// The implicit sync of every sync region of the frame at `depth` and deeper (a return).
    pub(crate) fn reducer_return(&mut self, depth: usize) -> R<()> {
        while self.strands().is_some_and(|s| s.open_at(depth)) {
            self.sync_top()?;
        }
        Ok(())
    }

    /// Syncs the innermost open sync region: its strands' views, then the running strand's,
    /// reduced in the serial order.
    fn sync_top(&mut self) -> R<()> {
        let Some(st) = self.strands() else {
            return Ok(());
        };
        let Some(o) = st.open.pop() else {
            return Ok(());
        };
        let last = std::mem::take(&mut st.cur);
        let mut all = o.done.into_iter().chain(std::iter::once(last));
        let mut acc = all.next().unwrap_or_default();
        for right in all {
            for (leftmost, view, reduce) in right.own {
                let left = match acc.get(leftmost) {
                    Some(v) => Some(v),
                    None if acc.root => Some(leftmost),
                    None => None,
                };
                match left {
                    Some(l) => {
                        self.call_back(reduce, &[l, view], "reduce")?;
                        self.free_view(view);
                    }
                    None => acc.own.push((leftmost, view, reduce)),
                }
            }
        }
        if let Some(st) = self.strands() {
            st.cur = acc;
        }
        Ok(())
    }

    fn call_back(&mut self, f: u64, args: &[u64], what: &str) -> R<()> {
        let Some(fi) = self.func_of_ptr(f) else {
            return Err(crate::interp::RunError::bare(format!(
                "the {what} callback of a reducer is not a function"
            ))
            .into());
        };
        let args: Vec<Vec<u64>> = args.iter().map(|&a| vec![a]).collect();
        self.call_function(fi, &args)?;
        Ok(())
    }

    fn free_view(&mut self, view: u64) {
        let id = crate::memory::split_ptr(view).0;
        self.mem.release(id);
        if let Some(san) = self.par.san.as_deref_mut() {
            san.forget(id);
        }
    }
}
