//! The users map of a function body and replace-all-uses-with (issue 3, item 3: "users map,
//! replace-all-uses-with").
//!
//! parir's IR stores operands, not use lists, so who uses an instruction's result is computed
//! here, once per body, in layout order. Uses by function-local metadata (`metadata i32 %x`
//! operands of debug intrinsics, debug records) are counted apart: like LLVM's
//! `ValueAsMetadata`, they do not keep a value alive.

use crate::edit::{for_each_operand_mut, replace_metadata_uses};
use cranelift_entity::EntityRef;
use parir_ir::function::{Body, LocalMdData};
use parir_ir::inst::DbgRecord;
use parir_ir::{Inst, Value};

/// For each instruction of a body, the instructions that use its result (one entry per use).
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define i32 @f(i32 %x) {\n  %a = add i32 %x, 1\n  %b = mul i32 %a, %a\n  ret i32 %b\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap();
/// let body = f.body.as_ref().unwrap();
/// let insts: Vec<_> = body.inst_iter().map(|(_, i)| i).collect();
/// let users = parir_transform::users::Users::compute(body);
/// assert_eq!(users.users(insts[0]), &[insts[1], insts[1]]);
/// assert!(users.users(insts[2]).is_empty());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Users {
    users: Vec<Vec<Inst>>,
    md_uses: Vec<u32>,
}

impl Users {
    /// Computes the users of every instruction in the layout of `body`.
    pub fn compute(body: &Body) -> Users {
        let n = body.insts.len();
        let mut users = vec![Vec::new(); n];
        let mut md_uses = vec![0u32; n];
        for (_, i) in body.inst_iter() {
            body.insts[i].kind.for_each_operand(|v| {
                if let Value::Inst(d) = v {
                    if let Some(u) = users.get_mut(d.index()) {
                        u.push(i);
                    }
                }
            });
        }
        let mut md = |v: Value| {
            if let Value::Inst(d) = v {
                if let Some(c) = md_uses.get_mut(d.index()) {
                    *c += 1;
                }
            }
        };
        for (_, l) in body.local_md.iter() {
            match l {
                LocalMdData::Value(v) => md(*v),
                LocalMdData::ArgList(vs) => vs.iter().for_each(|v| md(*v)),
            }
        }
        for recs in body.dbg_records.values() {
            for r in recs {
                if let DbgRecord::Variable {
                    location, assign, ..
                } = r
                {
                    md(*location);
                    if let Some((_, a, _)) = assign {
                        md(*a);
                    }
                }
            }
        }
        Users { users, md_uses }
    }

    /// The instructions using the result of `i` (in layout order, once per use).
    pub fn users(&self, i: Inst) -> &[Inst] {
        self.users.get(i.index()).map_or(&[], |v| v.as_slice())
    }

    /// Whether the result of `i` has an instruction use.
    pub fn has_uses(&self, i: Inst) -> bool {
        !self.users(i).is_empty()
    }

    /// How many function-local metadata operands and debug records refer to `i`.
    pub fn metadata_uses(&self, i: Inst) -> u32 {
        self.md_uses.get(i.index()).copied().unwrap_or(0)
    }

    /// Forgets one use of `def` by `user` (after the operand was changed or `user` removed).
    pub fn remove_use(&mut self, def: Inst, user: Inst) {
        if let Some(u) = self.users.get_mut(def.index()) {
            if let Some(p) = u.iter().position(|&x| x == user) {
                u.remove(p);
            }
        }
    }
}

/// Replaces every use of `from` in `body` by `to`: instruction operands, function-local
/// metadata and debug records (LLVM's `replaceAllUsesWith`). Returns the number of operands
/// changed.
///
/// ```
/// use parir_ir::Value;
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f(i32 %x, i32 %y) {\n  %a = add i32 %x, %x\n  ret i32 %a\n}\n",
///     "m.ll",
/// ).unwrap();
/// let g = m.global_by_name("f").unwrap();
/// let body = m.globals[g].as_func_mut().unwrap().body.as_mut().unwrap();
/// assert_eq!(parir_transform::users::replace_all_uses_with(body, Value::Arg(0), Value::Arg(1)), 2);
/// assert!(parir_ir::printer::print_module(&m).contains("%a = add i32 %y, %y"));
/// ```
pub fn replace_all_uses_with(body: &mut Body, from: Value, to: Value) -> usize {
    let mut n = 0;
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            for_each_operand_mut(&mut body.insts[i].kind, |v| {
                if *v == from {
                    *v = to;
                    n += 1;
                }
            });
        }
    }
    replace_metadata_uses(body, from, to);
    n
}

/// [`replace_all_uses_with`] for an instruction result, touching only the users recorded in
/// `users` (which is kept up to date).
pub fn replace_inst_uses_with(body: &mut Body, users: &mut Users, from: Inst, to: Value) {
    let mut us = std::mem::take(&mut users.users[from.index()]);
    us.sort_unstable();
    us.dedup();
    for u in us {
        let mut count = 0;
        for_each_operand_mut(&mut body.insts[u].kind, |v| {
            if *v == Value::Inst(from) {
                *v = to;
                count += 1;
            }
        });
        if let Value::Inst(t) = to {
            if let Some(list) = users.users.get_mut(t.index()) {
                for _ in 0..count {
                    list.push(u);
                }
            }
        }
    }
    if users.metadata_uses(from) > 0 {
        replace_metadata_uses(body, Value::Inst(from), to);
        if let Value::Inst(t) = to {
            let c = users.md_uses[from.index()];
            if let Some(x) = users.md_uses.get_mut(t.index()) {
                *x += c;
            }
        }
        users.md_uses[from.index()] = 0;
    }
}
