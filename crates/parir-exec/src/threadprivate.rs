//! Thread-local variables under a team: `thread_local` globals, which is how clang lowers
//! C's `_Thread_local`, C++'s `thread_local` and OpenMP's `threadprivate` (OpenMP 5.2,
//! 5.2 "threadprivate Directive").
//!
//! Every use of such a variable goes through `llvm.threadlocal.address` (clang puts the
//! intrinsic around each one), which gives the calling thread's copy:
//!
//! - the initial thread, and thread 0 of a team (the thread that met the `parallel`
//!   construct, which is the initial thread), use the variable itself;
//! - thread `k > 0` of a team uses a copy of its own, made on its first use from the
//!   variable's initializer (what a new native thread's TLS block holds, whatever the
//!   initial thread has stored since) and kept for thread number `k` until the end of the
//!   run: libomp's threads outlive a parallel region, and so do their `threadprivate`
//!   copies, which the next team's thread `k` sees again.
//!
//! A nested team of one runs on the thread that met it, with that thread's copies.

use crate::interp::{Machine, Stop};
use crate::memory::AllocKind;
use parir_ir::module::{GlobalKind, ThreadLocal};
use parir_ir::{GlobalId, Module};
use std::collections::HashMap;
use std::sync::Mutex;

/// The thread-local variables of a run and the copies made of them, shared by its threads.
#[derive(Default)]
pub(crate) struct ThreadLocals {
    /// The thread-local variables, by address.
    vars: HashMap<u64, GlobalId>,
    /// Per (team thread number, variable address): that thread's copy.
    copies: Mutex<HashMap<(u32, u64), u64>>,
}

impl ThreadLocals {
    /// The thread-local variables of `m`, laid out at `global_ptr`.
    pub(crate) fn of(m: &Module, global_ptr: &HashMap<GlobalId, u64>) -> ThreadLocals {
        let vars = m
            .order
            .iter()
            .filter(|&&g| {
                matches!(m.globals[g].kind, GlobalKind::Var(_))
                    && m.globals[g].common.thread_local != ThreadLocal::NotThreadLocal
            })
            .filter_map(|&g| global_ptr.get(&g).map(|&p| (p, g)))
            .collect();
        ThreadLocals {
            vars,
            copies: Mutex::default(),
        }
    }
}

impl Machine<'_> {
    /// `llvm.threadlocal.address(p)`: the running thread's copy of the thread-local
    /// variable at `p` (see the module documentation); `p` itself for anything else.
    pub(crate) fn thread_local_address(&mut self, p: u64) -> Result<u64, Stop> {
        let tid = self.team_thread();
        if tid == 0 {
            return Ok(p);
        }
        let Some(&g) = self.par.tls.vars.get(&p) else {
            return Ok(p);
        };
        let tls = self.par.tls.clone();
        let mut copies = tls.copies.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&c) = copies.get(&(tid, p)) {
            return Ok(c);
        }
        let m = self.m;
        let gv = &m.globals[g];
        let GlobalKind::Var(v) = &gv.kind else {
            return Ok(p);
        };
        let name = gv.name().unwrap_or("<unnamed>");
        let size = self.dl.alloc_size(&m.types, v.value_ty);
        let nid = self.mem.intern(name);
        let c = self
            .mem
            .alloc(size, AllocKind::Global(nid))
            .map_err(|e| crate::builtins::err(e.0))?;
        if let Some(init) = v.init {
            self.write_const(c, init, 0).map_err(|e| {
                crate::builtins::err(format!(
                    "thread {tid}'s copy of thread-local @{name}: initializer: {e}"
                ))
            })?;
        }
        copies.insert((tid, p), c);
        Ok(c)
    }
}
