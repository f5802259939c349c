//! How the claims model names IR entities in messages: values and blocks as the printer
//! writes them (without types), instructions with their operands and source location.
//!
//! The printer's numbering is computed on the first message that needs it, so an analysis
//! that finds nothing to report pays nothing for names.

use crate::diag::{debug_location, SourceLoc};
use parir_ir::inst::InstKind;
use parir_ir::printer::Names;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use std::cell::OnceCell;
use std::fmt::Write as _;

/// Names the values, blocks and instructions of one function for messages.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  br label %0\n0:\n  ret i32 %x\n}\n",
///     "f.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let body = m.body(f).unwrap();
/// let n = parir_annot::claims::names::Namer::new(&m, f, body);
/// let (_, add) = body.inst_iter().next().unwrap();
/// assert_eq!(n.val(parir_ir::Value::Inst(add)), "%x");
/// assert_eq!(n.describe_inst(add), "add %x in %entry");
/// assert_eq!(n.blk(body.layout[1]), "%0");
/// ```
pub struct Namer<'a> {
    pub m: &'a Module,
    pub f: GlobalId,
    pub body: &'a Body,
    names: OnceCell<Names<'a>>,
    blocks: OnceCell<Vec<String>>,
}

impl<'a> Namer<'a> {
    pub fn new(m: &'a Module, f: GlobalId, body: &'a Body) -> Namer<'a> {
        Namer {
            m,
            f,
            body,
            names: OnceCell::new(),
            blocks: OnceCell::new(),
        }
    }

    /// A value as the printer writes it, without its type: `%x`, `%7`, `@g`, `42`.
    pub fn val(&self, v: Value) -> String {
        let names = self.names.get_or_init(|| Names::new(self.m));
        let typed = names.value_to_string(Some(self.f), v);
        let ty: Option<Type> = match v {
            Value::Inst(i) => self.body.insts.get(i).map(|d| d.ty),
            Value::Arg(k) => self.m.globals[self.f]
                .as_func()
                .and_then(|func| self.m.types.fn_sig(func.ty))
                .and_then(|(_, params, _)| params.get(k as usize).copied()),
            Value::Const(c) => Some(self.m.consts.ty(c)),
            _ => None,
        };
        match ty {
            Some(t) => {
                let prefix = format!("{} ", names.type_to_string(t));
                typed
                    .strip_prefix(&prefix)
                    .map(str::to_string)
                    .unwrap_or(typed)
            }
            None => typed,
        }
    }

    /// A block as a branch names it: `%for.body`, `%12`.
    pub fn blk(&self, b: Block) -> String {
        let names = self
            .blocks
            .get_or_init(|| parir_ir::printer::block_operand_names(self.m, self.f));
        names
            .get(b.as_u32() as usize)
            .cloned()
            .unwrap_or_else(|| format!("{b}"))
    }

    /// Blocks as a comma-separated list.
    pub fn blocks(&self, bs: &[Block]) -> String {
        bs.iter()
            .map(|&b| self.blk(b))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The block instruction `i` is in (`None` for an id not in the body).
    pub fn block_of(&self, i: Inst) -> Option<Block> {
        self.body.insts.get(i)?;
        self.body.block_of(i)
    }

    /// `load %12 from %p at k.c:7:12`, `store to %p in %for.body`, `call @g at k.c:3:5`.
    pub fn describe_inst(&self, i: Inst) -> String {
        let d = &self.body.insts[i];
        let mut s = d.kind.opcode_name().to_string();
        if let Some(c) = d.kind.call_data() {
            let _ = write!(s, " {}", self.val(c.callee));
        } else if !self.m.types.is_void(d.ty) {
            let _ = write!(s, " {}", self.val(Value::Inst(i)));
        }
        match &d.kind {
            InstKind::Load { ptr, .. } => {
                let _ = write!(s, " from {}", self.val(*ptr));
            }
            InstKind::Store { ptr, .. }
            | InstKind::AtomicRmw { ptr, .. }
            | InstKind::CmpXchg { ptr, .. } => {
                let _ = write!(s, " to {}", self.val(*ptr));
            }
            _ => {}
        }
        match debug_location(self.m, d) {
            Some(loc) => {
                let _ = write!(s, " at {}", loc_text(&loc));
            }
            None => {
                if let Some(b) = self.block_of(i) {
                    let _ = write!(s, " in {}", self.blk(b));
                }
            }
        }
        s
    }

    /// `%x` for an instruction with a result, else `the ` and its description.
    pub fn val_or_inst(&self, i: Inst) -> String {
        if self.m.types.is_void(self.body.insts[i].ty) {
            format!("the {}", self.describe_inst(i))
        } else {
            self.val(Value::Inst(i))
        }
    }

    /// The function as messages name it: `@f`.
    pub fn function(&self) -> String {
        match self.m.globals[self.f].name() {
            Some(n) => format!("@{n}"),
            None => "an unnamed function".to_string(),
        }
    }
}

/// `file:line:col`.
pub fn loc_text(loc: &SourceLoc) -> String {
    format!("{}:{}:{}", loc.file, loc.line, loc.column)
}

impl Namer<'_> {
    /// The source variable a value holds, from the `#dbg_value` / `#dbg_declare` records
    /// (or `llvm.dbg.value` / `llvm.dbg.declare` calls) that name it: `sum` for
    /// `#dbg_value(i64 %s, !30, ...)` with `!30 = !DILocalVariable(name: "sum", ...)`.
    pub fn variable_of(&self, v: Value) -> Option<String> {
        self.variables_of(v)
            .into_iter()
            .find_map(|n| local_variable_name(self.m, n))
    }

    /// Whether the debug records name `v` as a variable the compiler made
    /// (`DIFlagArtificial`): clang's private copies of an OpenMP construct's clause
    /// variables (`.omp.iv`, the loop variable, a `linear`, `lastprivate` or `reduction`
    /// copy), never a variable of the program's own.
    pub fn artificial_variable(&self, v: Value) -> bool {
        let vars = self.variables_of(v);
        !vars.is_empty()
            && vars
                .into_iter()
                .all(|n| local_variable_artificial(self.m, n))
    }

    /// The `!DILocalVariable` nodes of the records that name `v`, in program order.
    fn variables_of(&self, v: Value) -> Vec<parir_ir::metadata::MdNode> {
        let body = self.body;
        let holds = |x: Value| match x {
            Value::LocalMd(lm) => matches!(
                body.local_md.get(lm),
                Some(parir_ir::function::LocalMdData::Value(y)) if *y == v
            ),
            x => x == v,
        };
        let node = |var: &parir_ir::metadata::MdRef| match var {
            parir_ir::metadata::MdRef::Node(n) => Some(*n),
            _ => None,
        };
        let mut out = Vec::new();
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                if let Some(recs) = body.dbg_records.get(&i) {
                    for r in recs {
                        if let parir_ir::inst::DbgRecord::Variable {
                            location, variable, ..
                        } = r
                        {
                            if holds(*location) {
                                out.extend(node(variable));
                            }
                        }
                    }
                }
                let Some(c) = body.insts[i].kind.call_data() else {
                    continue;
                };
                let callee = match c.callee {
                    Value::Const(k) => match &self.m.consts.get(k).data {
                        parir_ir::value::ConstData::Global(g) => self.m.globals[*g].name(),
                        _ => None,
                    },
                    _ => None,
                };
                if !matches!(callee, Some("llvm.dbg.value" | "llvm.dbg.declare")) {
                    continue;
                }
                if let [loc, Value::Md(var), ..] = c.args.as_slice() {
                    if holds(*loc) {
                        out.extend(node(var));
                    }
                }
            }
        }
        out
    }
}

/// Whether a `!DILocalVariable` node has `DIFlagArtificial` among its flags.
fn local_variable_artificial(m: &Module, n: parir_ir::metadata::MdNode) -> bool {
    match &m.md.node(m.md.canonical(n)).data {
        parir_ir::metadata::NodeData::Special { kind, fields } if kind == "DILocalVariable" => {
            fields.iter().any(|f| {
                f.name == "flags"
                    && match &f.value {
                        parir_ir::metadata::DiValue::Flags(fl) => {
                            fl.iter().any(|x| x == "DIFlagArtificial")
                        }
                        parir_ir::metadata::DiValue::Ident(x) => x == "DIFlagArtificial",
                        _ => false,
                    }
            })
        }
        _ => false,
    }
}

/// The `name:` of a `!DILocalVariable` node.
fn local_variable_name(m: &Module, n: parir_ir::metadata::MdNode) -> Option<String> {
    match &m.md.node(m.md.canonical(n)).data {
        parir_ir::metadata::NodeData::Special { kind, fields } if kind == "DILocalVariable" => {
            fields
                .iter()
                .find(|f| f.name == "name")
                .and_then(|f| match &f.value {
                    parir_ir::metadata::DiValue::Str(s) => {
                        Some(String::from_utf8_lossy(s).into_owned())
                    }
                    _ => None,
                })
        }
        _ => None,
    }
}
