//! HPVM leaf nodes as `parir run` executes them: the subset `hpvm-prepare` and `hpvm-extract`
//! translate (docs/translators.md, "HPVM"), so that a program runs with the same output in
//! its HPVM form and in the LLVMPar RFC's region form (`llvmpar-extension-mechanism-rfc.txt`,
//! "HPVM using LLVMPar intrinsics").
//!
//! - `%n = call ptr @llvm.hpvm.createNode{1,2,3}D(ptr @F, i64 N1, ...)` records a node of
//!   `@F` replicated N1·N2·N3 times; its value is a fresh pointer naming the node.
//! - `call void @llvm.hpvm.bind.input(ptr %n, i32 P, i32 Q, i1 false)` binds parameter P of
//!   the calling function to parameter Q of the node. When the last parameter is bound (at the
//!   creation for a node without parameters), the instances run, x fastest, each a call of
//!   `@F` — where `hpvm-prepare` puts the replication loop, and in the order of its serial
//!   elision. They run on the calling thread, also with `--parallel` (the region form runs
//!   them on threads).
//! - Inside an instance, `@llvm.hpvm.getNode()` is its node,
//!   `@llvm.hpvm.getNodeInstanceID.{x,y,z}(node)` its position and
//!   `@llvm.hpvm.getNumNodeInstances.{x,y,z}(node)` the dimensions (1 past the node's rank);
//!   `@llvm.hpvm.attributes` has no effect.
//!
//! Streaming bindings, a parameter bound twice, and the other HPVM intrinsics (edges,
//! `bind.output`, launch and wait) are run-time errors naming what is not supported.

use crate::builtins::err;
use crate::interp::{Machine, Stop};

/// An HPVM intrinsic the interpreter runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HpvmOp {
    /// `createNode{rank}D`.
    CreateNode(u8),
    BindInput,
    GetNode,
    /// `getNodeInstanceID.{x,y,z}`: axis 0, 1, 2.
    InstanceId(u8),
    /// `getNumNodeInstances.{x,y,z}`.
    NumInstances(u8),
    Attributes,
}

/// The operation of `llvm.hpvm.<rest>`, if the interpreter runs it.
///
/// ```
/// use parir_exec::hpvm::{resolve, HpvmOp};
/// assert_eq!(resolve("getNodeInstanceID.y"), Some(HpvmOp::InstanceId(1)));
/// assert_eq!(resolve("createNode2D"), Some(HpvmOp::CreateNode(2)));
/// assert_eq!(resolve("bind.output"), None);
/// ```
pub fn resolve(rest: &str) -> Option<HpvmOp> {
    let axis = |s: &str| match s {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    Some(match rest {
        "createNode1D" => HpvmOp::CreateNode(1),
        "createNode2D" => HpvmOp::CreateNode(2),
        "createNode3D" => HpvmOp::CreateNode(3),
        "bind.input" => HpvmOp::BindInput,
        "getNode" => HpvmOp::GetNode,
        "attributes" => HpvmOp::Attributes,
        _ => {
            if let Some(a) = rest.strip_prefix("getNodeInstanceID.") {
                HpvmOp::InstanceId(axis(a)?)
            } else {
                HpvmOp::NumInstances(axis(rest.strip_prefix("getNumNodeInstances.")?)?)
            }
        }
    })
}

/// A created node.
#[derive(Clone, Debug)]
struct Node {
    handle: u64,
    func: u32,
    dims: [u64; 3],
    inputs: Vec<Option<Vec<u64>>>,
}

/// The nodes of a run and the instances running.
#[derive(Default, Debug)]
pub(crate) struct Nodes {
    nodes: Vec<Node>,
    /// (node handle, instance ID), innermost last.
    running: Vec<(u64, [u64; 3])>,
}

type R<T> = Result<T, Stop>;

impl Machine<'_> {
    /// Runs HPVM operation `op` on the current builtin call's arguments.
    pub(crate) fn hpvm(&mut self, op: HpvmOp) -> R<()> {
        match op {
            HpvmOp::CreateNode(rank) => {
                let f = self.func_of_ptr(self.arg(0)).ok_or_else(|| {
                    err("llvm.hpvm.createNode: the node function is not a function")
                })?;
                let mut dims = [1u64; 3];
                for (a, d) in dims.iter_mut().enumerate().take(rank as usize) {
                    *d = self.arg(a + 1);
                }
                let gid = self.funcs[f as usize].gid;
                let nparams = self.m.globals[gid]
                    .as_func()
                    .and_then(|x| self.m.types.fn_sig(x.ty))
                    .map_or(0, |(_, p, _)| p.len());
                let handle = self.heap_alloc(0)?;
                self.par.hpvm_nodes.nodes.push(Node {
                    handle,
                    func: f,
                    dims,
                    inputs: vec![None; nparams],
                });
                self.retbuf.push(handle);
                if nparams == 0 {
                    self.run_node(handle)?;
                    self.retbuf.clear();
                    self.retbuf.push(handle);
                }
            }
            HpvmOp::BindInput => {
                let (h, p, q, streaming) = (
                    self.arg(0),
                    self.arg(1) as u32 as usize,
                    self.arg(2) as u32 as usize,
                    self.arg(3) & 1 == 1,
                );
                if streaming {
                    return Err(err("unsupported: a streaming llvm.hpvm.bind.input"));
                }
                let words = self.caller_param(p)?;
                let node = self
                    .par
                    .hpvm_nodes
                    .nodes
                    .iter_mut()
                    .find(|n| n.handle == h)
                    .ok_or_else(|| err("llvm.hpvm.bind.input: not a node"))?;
                match node.inputs.get_mut(q) {
                    Some(slot @ None) => *slot = Some(words),
                    Some(Some(_)) => {
                        return Err(err(format!(
                            "llvm.hpvm.bind.input: parameter {q} of the node is bound twice"
                        )))
                    }
                    None => {
                        return Err(err(format!(
                            "llvm.hpvm.bind.input: the node function has no parameter {q}"
                        )))
                    }
                }
                if node.inputs.iter().all(Option::is_some) {
                    self.run_node(h)?;
                }
                self.retbuf.clear();
            }
            HpvmOp::GetNode => {
                let &(h, _) = self
                    .par
                    .hpvm_nodes
                    .running
                    .last()
                    .ok_or_else(|| err("llvm.hpvm.getNode outside a node instance"))?;
                self.retbuf.push(h);
            }
            HpvmOp::InstanceId(a) => {
                let h = self.arg(0);
                let &(_, id) = self
                    .par
                    .hpvm_nodes
                    .running
                    .iter()
                    .rev()
                    .find(|r| r.0 == h)
                    .ok_or_else(|| {
                        err("llvm.hpvm.getNodeInstanceID of a node that is not running")
                    })?;
                self.retbuf.push(id[a as usize]);
            }
            HpvmOp::NumInstances(a) => {
                let h = self.arg(0);
                let n = self
                    .par
                    .hpvm_nodes
                    .nodes
                    .iter()
                    .find(|n| n.handle == h)
                    .ok_or_else(|| err("llvm.hpvm.getNumNodeInstances: not a node"))?;
                self.retbuf.push(n.dims[a as usize]);
            }
            HpvmOp::Attributes => {}
        }
        Ok(())
    }

    /// The words of parameter `p` of the function that is calling the builtin.
    fn caller_param(&mut self, p: usize) -> R<Vec<u64>> {
        let fr = self
            .frames
            .last()
            .ok_or_else(|| err("llvm.hpvm.bind.input outside a function"))?;
        let (fidx, base) = (fr.fidx, fr.base);
        let code = self.codes[fidx as usize]
            .clone()
            .ok_or_else(|| err("llvm.hpvm.bind.input: the caller is not decoded"))?;
        let &(slot, n) = code.params.get(p).ok_or_else(|| {
            err(format!(
                "llvm.hpvm.bind.input: @{} has no parameter {p}",
                code.name
            ))
        })?;
        let at = base + slot as usize;
        Ok(self.regs[at..at + n as usize].to_vec())
    }

    /// Runs every instance of node `h`, x fastest.
    fn run_node(&mut self, h: u64) -> R<()> {
        let Some(node) = self
            .par
            .hpvm_nodes
            .nodes
            .iter()
            .find(|n| n.handle == h)
            .cloned()
        else {
            return Err(err("not a node"));
        };
        let args: Vec<Vec<u64>> = node.inputs.into_iter().flatten().collect();
        let [nx, ny, nz] = node.dims;
        for z in 0..nz {
            for y in 0..ny {
                for x in 0..nx {
                    self.par.hpvm_nodes.running.push((h, [x, y, z]));
                    self.call_function(node.func, &args)?;
                    self.par.hpvm_nodes.running.pop();
                }
            }
        }
        Ok(())
    }
}
