//! OpenCilk's reducers under `parir sanitize`: a view per strand, reduced at the sync in the
//! serial order, as OpenCilk's runtime does when every continuation is stolen.
//!
//! The sanitizer runs the serial elision, where a program whose continuations are never
//! stolen would update each reducer's leftmost view from every strand. So that accesses
//! through views are not races while accesses to the leftmost view outside them still are
//! checked, the sanitizer's run gives every strand after a spawn its own views:
//!
//! - the spawned task goes on with its parent's views (it comes first in the serial order);
//! - the continuation after the task's `reattach` starts with no view: its first
//!   `llvm.hyper.lookup` of a reducer allocates one and calls the reducer's identity on it;
//! - `sync` (and the implicit sync at a function's return) reduces, in the serial order, the
//!   views of the strands since the first spawn of that sync region into the views the first
//!   task went on with, calling the reducer's reduce function (left, right) and freeing the
//!   right view; views of the function's first strand are the leftmost views themselves.
//!
//! `parir run` (also with `--parallel`, which runs a module with reducers on one thread) has
//! no other strand than the serial elision's, and every lookup gives the leftmost view.

use crate::interp::Machine;
use std::collections::HashMap;

type R<T> = Result<T, crate::interp::Stop>;

/// The identity and reduce callbacks of a reducer and its view size.
#[derive(Copy, Clone)]
struct Reducer {
    size: u64,
    identity: u64,
    reduce: u64,
}

/// The views a strand uses: by leftmost view, its own view. A strand of the root (before any
/// spawn of the run) uses the leftmost views.
#[derive(Default)]
struct Views {
    root: bool,
    own: Vec<(u64, u64)>,
}

impl Views {
    fn get(&self, leftmost: u64) -> Option<u64> {
        self.own
            .iter()
            .find(|&&(l, _)| l == leftmost)
            .map(|&(_, v)| v)
    }
}

/// A sync region with spawns not yet synced: the views of its finished strands, in the
/// serial order (the first is the one its first task went on with).
struct Open {
    frame: usize,
    region: u32,
    done: Vec<Views>,
}

/// The reducer state of a sanitizer's run.
pub(crate) struct Strands {
    /// Whether the module uses reducers (nothing is tracked otherwise).
    pub(crate) on: bool,
    cur: Views,
    open: Vec<Open>,
    /// Per running task: the index of its sync region in `open`.
    tasks: Vec<usize>,
    reducers: HashMap<u64, Reducer>,
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
            reducers: HashMap::new(),
        }
    }
}

impl Strands {
    /// Whether a sync region of the frame at `depth` (or deeper) has spawns not yet synced.
    pub(crate) fn open_at(&self, depth: usize) -> bool {
        self.on && self.open.last().is_some_and(|o| o.frame >= depth)
    }
}

impl Machine<'_> {
    fn strands(&mut self) -> Option<&mut Strands> {
        self.par
            .san
            .as_deref_mut()
            .map(|s| &mut s.strands)
            .filter(|s| s.on)
    }

    /// `llvm.reducer.register`: the reducer's callbacks, for views made before any lookup.
    pub(crate) fn reducer_register(
        &mut self,
        leftmost: u64,
        size: u64,
        identity: u64,
        reduce: u64,
    ) {
        if let Some(st) = self.strands() {
            st.reducers.insert(
                leftmost,
                Reducer {
                    size,
                    identity,
                    reduce,
                },
            );
        }
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
        let info = *st.reducers.entry(leftmost).or_insert(Reducer {
            size,
            identity,
            reduce,
        });
        if let Some(v) = st.cur.get(leftmost) {
            return Ok(v);
        }
        if st.cur.root {
            return Ok(leftmost);
        }
        let view = self.heap_alloc(info.size.max(1))?;
        self.call_back(info.identity, &[view], "identity")?;
        if let Some(st) = self.strands() {
            st.cur.own.push((leftmost, view));
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
                let k = match st
                    .open
                    .iter()
                    .rposition(|o| o.frame == depth && o.region == region)
                {
                    Some(k) => k,
                    None => {
                        st.open.push(Open {
                            frame: depth,
                            region,
                            done: Vec::new(),
                        });
                        st.open.len() - 1
                    }
                };
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
            _ => {
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
        }
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
            for (leftmost, view) in right.own {
                let left = match acc.get(leftmost) {
                    Some(v) => Some(v),
                    None if acc.root => Some(leftmost),
                    None => None,
                };
                match left {
                    Some(l) => {
                        let reduce = self
                            .strands()
                            .and_then(|s| s.reducers.get(&leftmost))
                            .map(|r| r.reduce);
                        if let Some(f) = reduce {
                            self.call_back(f, &[l, view], "reduce")?;
                        }
                        self.free_view(view);
                    }
                    None => acc.own.push((leftmost, view)),
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
