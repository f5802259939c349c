//! Functions, basic blocks, instructions and debug records, following LLVM 19's
//! `AssemblyWriter::printFunction`, `printBasicBlock` and `printInstruction` (plus OpenCilk's
//! Tapir terminators).

use super::locals::Preds;
use super::slots::sorted_attachments;
use super::text::*;
use super::values::{write_flags, Ctx, FnCtx, VTy};
use crate::function::{Body, Inst};
use crate::inst::{
    cc_keyword, Align, Atomic, CallData, DbgRecord, InstData, InstKind, LandingClause, TailKind,
};
use crate::metadata::{MdKind, MdNode};
use crate::module::{Function, GlobalId, Linkage, Module};
use crate::types::Type;
use crate::value::{ConstData, Value};
use cranelift_entity::EntityRef;
use std::ops::Range;

pub(crate) fn calling_conv(o: &mut Vec<u8>, cc: u32) {
    match cc_keyword(cc) {
        Some(k) => {
            o.extend_from_slice(k.as_bytes());
            // LLVM 19's AsmWriter spells these two with a trailing space.
            if matches!(cc, 84 | 85) {
                o.push(b' ');
            }
        }
        None => {
            o.extend_from_slice(b"cc");
            push_u64(o, cc as u64);
        }
    }
}

/// `dso_local ` when it is not implied by linkage or visibility.
pub(crate) fn dso_local(o: &mut Vec<u8>, c: &crate::module::GlobalCommon) {
    use crate::module::{Preemption, Visibility};
    if c.preemption != Preemption::DsoLocal {
        return;
    }
    let local = matches!(c.linkage, Linkage::Private | Linkage::Internal);
    let implicit =
        local || (c.visibility != Visibility::Default && c.linkage != Linkage::ExternWeak);
    if !implicit {
        o.extend_from_slice(b"dso_local ");
    }
}

/// The linkage keyword followed by a space (nothing for external linkage).
pub(crate) fn linkage(o: &mut Vec<u8>, l: Linkage) {
    if l != Linkage::External {
        o.extend_from_slice(l.keyword().as_bytes());
        o.push(b' ');
    }
}

/// How many instructions ahead of the one being printed the operands are prefetched.
const PREFETCH_DISTANCE: usize = 16;

/// A cursor over the instructions of a run of blocks that, on entering a block, has the
/// instruction list of a block further on loaded into the cache.
struct Ahead<'a> {
    body: &'a Body,
    blocks: &'a [crate::Block],
    /// Position in `blocks` and in that block's instructions.
    block: usize,
    inst: usize,
}

impl Ahead<'_> {
    fn next(&mut self) -> Option<Inst> {
        loop {
            let b = *self.blocks.get(self.block)?;
            if let Some(&i) = self.body.blocks[b].insts.get(self.inst) {
                self.inst += 1;
                return Some(i);
            }
            self.block += 1;
            self.inst = 0;
            if let Some(&far) = self.blocks.get(self.block + 2) {
                super::locals::prefetch(self.body.blocks[far].insts.as_ptr());
            }
        }
    }
}

/// A function prepared for printing (possibly in pieces, in parallel).
pub(crate) struct FnPrint<'m> {
    pub fc: FnCtx<'m>,
    /// Predecessor lists (definitions only).
    pub preds: Option<Preds>,
    func: &'m Function,
    ret: Type,
}

impl<'m> FnPrint<'m> {
    /// Prepares function `gid` for printing: numbers its values, renders their names and
    /// computes its predecessor lists (in one walk over the instructions).
    pub(crate) fn new(m: &'m Module, gid: GlobalId) -> Option<FnPrint<'m>> {
        let gv = &m.globals[gid];
        let func = gv.as_func()?;
        let (ret, params, varargs) = m.types.fn_sig(func.ty)?;
        let body = func.body.as_ref();
        let mut edges = Vec::new();
        let fc = FnCtx::new(
            m,
            gid,
            params,
            varargs,
            &func.arg_names,
            body,
            Some(&mut edges),
        );
        let preds = body.map(|b| Preds::from_edges(b.blocks.len(), &edges));
        Some(FnPrint {
            fc,
            preds,
            func,
            ret,
        })
    }

    /// Number of blocks in the layout.
    pub(crate) fn num_blocks(&self) -> usize {
        self.fc.body.map_or(0, |b| b.layout.len())
    }

    /// Number of instructions in each block of the layout, in layout order.
    pub(crate) fn block_sizes(&self) -> impl Iterator<Item = usize> + '_ {
        self.fc
            .body
            .into_iter()
            .flat_map(|b| b.layout.iter().map(move |&bb| b.blocks[bb].insts.len()))
    }
}

impl<'m> Ctx<'m> {
    fn attachments(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, md: &[(MdKind, MdNode)], sep: &[u8]) {
        if md.is_empty() {
            return;
        }
        let write = |o: &mut Vec<u8>, md: &[(MdKind, MdNode)]| {
            for (k, n) in md {
                o.extend_from_slice(sep);
                o.push(b'!');
                push_md_identifier(o, self.m.md.kind_name(*k).as_bytes());
                o.push(b' ');
                self.md_node_ref(o, f, *n);
            }
        };
        let rank = |k: MdKind| self.s.kind_rank.get(k.index()).copied().unwrap_or(u32::MAX);
        if md.windows(2).all(|w| rank(w[0].0) <= rank(w[1].0)) {
            write(o, md);
        } else {
            write(o, &sorted_attachments(&self.s.kind_rank, self.m, md));
        }
    }

    pub(crate) fn global_attachments(&self, o: &mut Vec<u8>, md: &[(MdKind, MdNode)], sep: &[u8]) {
        self.attachments(o, None, md, sep)
    }

    /// Prints a function declaration or definition (with its leading blank line).
    pub(crate) fn function(&self, o: &mut Vec<u8>, gid: GlobalId) {
        let Some(fp) = FnPrint::new(self.m, gid) else {
            return;
        };
        self.function_head(o, &fp);
        self.function_blocks(o, &fp, 0..fp.num_blocks());
        self.function_tail(o, &fp);
    }

    /// The part of a function before its first block: the leading blank line, the
    /// attributes comment and the `declare`/`define` line (a whole declaration).
    pub(crate) fn function_head(&self, o: &mut Vec<u8>, fp: &FnPrint) {
        let m: &Module = self.m;
        let (fc, func, ret) = (&fp.fc, fp.func, fp.ret);
        let (gid, params, varargs) = (fc.gid, fc.params, fc.varargs);
        let gv = &m.globals[gid];
        let f = Some(fc);
        o.push(b'\n');
        let fattrs = func.attrs.func;
        let has_fn_attrs = !m.attrs.is_empty_set(fattrs);
        if has_fn_attrs {
            let start = o.len();
            o.extend_from_slice(b"; Function Attrs: ");
            let mark = o.len();
            for a in m.attrs.get(fattrs) {
                if matches!(a, crate::attrs::Attr::Str(..)) {
                    continue;
                }
                if o.len() > mark {
                    o.push(b' ');
                }
                self.attr(o, a, false);
            }
            if o.len() == mark {
                o.truncate(start);
            } else {
                o.push(b'\n');
            }
        }
        let decl = func.body.is_none();
        if decl {
            o.extend_from_slice(b"declare");
            self.attachments(o, f, &func.md, b" ");
            o.push(b' ');
        } else {
            o.extend_from_slice(b"define ");
        }
        let c = &gv.common;
        linkage(o, c.linkage);
        dso_local(o, c);
        o.extend_from_slice(c.visibility.keyword().as_bytes());
        if !c.visibility.keyword().is_empty() {
            o.push(b' ');
        }
        o.extend_from_slice(c.dll.keyword().as_bytes());
        if !c.dll.keyword().is_empty() {
            o.push(b' ');
        }
        if func.cc != 0 {
            calling_conv(o, func.cc);
            o.push(b' ');
        }
        if !m.attrs.is_empty_set(func.attrs.ret) {
            self.attr_set(o, func.attrs.ret, false);
            o.push(b' ');
        }
        self.ty(o, ret);
        o.push(b' ');
        self.global_ref(o, gid);
        o.push(b'(');
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                o.extend_from_slice(b", ");
            }
            self.ty(o, p);
            if let Some(&s) = func.attrs.params.get(i) {
                if !m.attrs.is_empty_set(s) {
                    o.push(b' ');
                    self.attr_set(o, s, false);
                }
            }
            if !decl {
                o.push(b' ');
                self.value(o, f, Value::Arg(i as u32));
            }
        }
        if varargs {
            if !params.is_empty() {
                o.extend_from_slice(b", ");
            }
            o.extend_from_slice(b"...");
        }
        o.push(b')');
        let ua = c.unnamed_addr.keyword();
        if !ua.is_empty() {
            o.push(b' ');
            o.extend_from_slice(ua.as_bytes());
        }
        if c.addrspace != 0 || self.s.prog_addrspace != 0 {
            o.extend_from_slice(b" addrspace(");
            push_u64(o, c.addrspace as u64);
            o.push(b')');
        }
        if has_fn_attrs {
            if let Some(n) = self.s.attr_slot.get(&fattrs) {
                o.extend_from_slice(b" #");
                push_u64(o, *n as u64);
            }
        }
        if let Some(s) = &func.section {
            o.extend_from_slice(b" section ");
            push_quoted(o, s);
        }
        if let Some(p) = &c.partition {
            o.extend_from_slice(b" partition ");
            push_quoted(o, p);
        }
        if let Some(cd) = &func.comdat {
            self.comdat_clause(o, gv.name(), cd.id(), false);
        }
        if let Some(a) = func.align {
            o.extend_from_slice(b" align ");
            push_u64(o, a);
        }
        if let Some(gc) = &func.gc {
            o.extend_from_slice(b" gc \"");
            o.extend_from_slice(gc);
            o.push(b'"');
        }
        for (kw, c) in [
            (&b" prefix "[..], func.prefix),
            (b" prologue ", func.prologue),
            (b" personality ", func.personality),
        ] {
            if let Some(c) = c {
                o.extend_from_slice(kw);
                self.typed_value(o, f, Value::Const(c));
            }
        }
        if func.body.is_none() {
            o.push(b'\n');
            return;
        }
        self.attachments(o, f, &func.md, b" ");
        o.extend_from_slice(b" {");
    }

    /// The blocks of a function definition at positions `range` of its layout.
    pub(crate) fn function_blocks(&self, o: &mut Vec<u8>, fp: &FnPrint, range: Range<usize>) {
        let (fc, Some(preds)) = (&fp.fc, &fp.preds) else {
            return;
        };
        let Some(body) = fc.body else { return };
        let f = Some(fc);
        let has_records = !body.dbg_records.is_empty();
        let blocks = &body.layout[range.clone()];
        // The instructions `PREFETCH_DISTANCE` ahead of the one being printed, whose operands'
        // entries are loaded into the cache meanwhile.
        let mut ahead = Ahead {
            body,
            blocks,
            block: 0,
            inst: 0,
        };
        for _ in 0..PREFETCH_DISTANCE {
            if let Some(i) = ahead.next() {
                fc.names.prefetch_operands(body, i);
            }
        }
        for (bi, &b) in blocks.iter().enumerate() {
            let bd = &body.blocks[b];
            let entry = range.start + bi == 0;
            let mut line_start = o.len();
            match bd.name.as_deref() {
                Some(n) if !n.is_empty() => {
                    o.push(b'\n');
                    line_start = o.len();
                    push_llvm_name(o, n.as_bytes());
                    o.push(b':');
                }
                _ if !entry => {
                    o.push(b'\n');
                    line_start = o.len();
                    match fc.names.blocks.get(b.index()).and_then(|e| e.slot_number()) {
                        Some(s) => push_u32(o, s),
                        None => o.extend_from_slice(b"<badref>"),
                    }
                    o.push(b':');
                }
                _ => {}
            }
            if !entry {
                // Pad to column 50 (at least one space), as `formatted_raw_ostream` does.
                let col = o.len() - line_start;
                o.resize(o.len() + 50usize.saturating_sub(col).max(1), b' ');
                o.push(b';');
                let p = preds.of(b);
                if p.is_empty() {
                    o.extend_from_slice(b" No predecessors!");
                } else {
                    o.extend_from_slice(b" preds = ");
                    for (i, pb) in p.iter().enumerate() {
                        if i > 0 {
                            o.extend_from_slice(b", ");
                        }
                        self.block_ref(o, f, *pb);
                    }
                }
            }
            o.push(b'\n');
            for &i in &bd.insts {
                if has_records {
                    if let Some(recs) = body.dbg_records.get(&i) {
                        for r in recs {
                            o.extend_from_slice(b"    ");
                            self.dbg_record(o, f, r);
                            o.push(b'\n');
                        }
                    }
                }
                if let Some(next) = ahead.next() {
                    fc.names.prefetch_operands(body, next);
                }
                self.inst(o, fc, body, i);
                o.push(b'\n');
            }
        }
    }

    /// The end of a function definition: its `uselistorder` directives and the closing brace.
    pub(crate) fn function_tail(&self, o: &mut Vec<u8>, fp: &FnPrint) {
        if fp.fc.body.is_none() {
            return;
        }
        let m = self.m;
        let gid = fp.fc.gid;
        for u in &m.use_list_orders {
            if u.func == Some(gid) {
                o.extend_from_slice(b"\n; uselistorder directives\n");
                break;
            }
        }
        for u in m.use_list_orders.iter().filter(|u| u.func == Some(gid)) {
            o.extend_from_slice(b"  ");
            use_list_text(o, &u.text);
        }
        o.extend_from_slice(b"}\n");
    }

    /// ` comdat` / `, comdat($name)`.
    pub(crate) fn comdat_clause(
        &self,
        o: &mut Vec<u8>,
        gname: Option<&str>,
        c: crate::module::ComdatId,
        comma: bool,
    ) {
        let Some(cd) = self.m.comdats.get(c) else {
            return;
        };
        if comma {
            o.push(b',');
        }
        o.extend_from_slice(b" comdat");
        if gname != Some(cd.name.as_str()) {
            o.extend_from_slice(b"($");
            push_llvm_name(o, cd.name.as_bytes());
            o.push(b')');
        }
    }

    fn dbg_record(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, r: &DbgRecord) {
        match r {
            DbgRecord::Variable {
                kind,
                location,
                variable,
                expression,
                assign,
                debug_loc,
            } => {
                o.extend_from_slice(b"#dbg_");
                o.extend_from_slice(kind.as_bytes());
                o.push(b'(');
                self.md_value(o, f, *location);
                o.extend_from_slice(b", ");
                self.md_ref(o, f, *variable);
                o.extend_from_slice(b", ");
                self.md_ref(o, f, *expression);
                o.extend_from_slice(b", ");
                if let Some((id, addr, aexpr)) = assign {
                    self.md_ref(o, f, *id);
                    o.extend_from_slice(b", ");
                    self.md_value(o, f, *addr);
                    o.extend_from_slice(b", ");
                    self.md_ref(o, f, *aexpr);
                    o.extend_from_slice(b", ");
                }
                self.md_ref(o, f, *debug_loc);
                o.push(b')');
            }
            DbgRecord::Label { label, debug_loc } => {
                o.extend_from_slice(b"#dbg_label(");
                self.md_ref(o, f, *label);
                o.extend_from_slice(b", ");
                self.md_ref(o, f, *debug_loc);
                o.push(b')');
            }
        }
    }

    /// A value used as metadata (a debug record's location): `ty %v`, `!DIArgList(...)`, `!N`.
    fn md_value(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, v: Value) {
        match v {
            Value::Md(r) => self.md_ref(o, f, r),
            Value::LocalMd(_) => self.value(o, f, v),
            _ => self.typed_value(o, f, v),
        }
    }

    fn atomic(&self, o: &mut Vec<u8>, a: &Atomic) {
        self.sync_scope(o, a.scope.as_deref().map(String::as_str));
        o.push(b' ');
        o.extend_from_slice(a.ordering.keyword().as_bytes());
    }

    fn sync_scope(&self, o: &mut Vec<u8>, s: Option<&str>) {
        if let Some(s) = s {
            o.extend_from_slice(b" syncscope(");
            push_quoted(o, s.as_bytes());
            o.push(b')');
        }
    }

    fn align(o: &mut Vec<u8>, a: Option<Align>) {
        if let Some(a) = a {
            o.extend_from_slice(b", align ");
            push_u64(o, a.bytes());
        }
    }

    /// Operands printed the generic way: one type for all if they agree, else each typed.
    fn generic_ops(&self, o: &mut Vec<u8>, f: &FnCtx, ops: &[Value], all_types: bool) {
        let Some(&first) = ops.first() else { return };
        let t0 = self.value_ty(Some(f), first);
        let all = all_types || ops[1..].iter().any(|v| self.value_ty(Some(f), *v) != t0);
        if !all {
            o.push(b' ');
            self.vty(o, t0);
        }
        o.push(b' ');
        for (i, v) in ops.iter().enumerate() {
            if i > 0 {
                o.extend_from_slice(b", ");
            }
            if all {
                self.typed_value(o, Some(f), *v);
            } else {
                self.value(o, Some(f), *v);
            }
        }
    }

    fn label(&self, o: &mut Vec<u8>, f: &FnCtx, b: crate::Block) {
        o.extend_from_slice(b"label ");
        self.block_ref(o, Some(f), b);
    }

    fn call_common(&self, o: &mut Vec<u8>, f: &FnCtx, c: &CallData, print_addrspace: bool) {
        let m = self.m;
        if c.cc != 0 {
            o.push(b' ');
            calling_conv(o, c.cc);
        }
        if !m.attrs.is_empty_set(c.attrs.ret) {
            o.push(b' ');
            self.attr_set(o, c.attrs.ret, false);
        }
        if print_addrspace {
            let callee_as = match self.value_ty(Some(f), c.callee) {
                VTy::T(t) => m.types.addrspace(t),
                _ => Some(0),
            };
            let a = callee_as.or(c.addrspace).unwrap_or(0);
            if a != 0 || self.s.prog_addrspace != 0 {
                o.extend_from_slice(b" addrspace(");
                push_u64(o, a as u64);
                o.push(b')');
            }
        }
        o.push(b' ');
        match m.types.fn_sig(c.fn_ty) {
            Some((_, _, true)) => self.ty(o, c.fn_ty),
            Some((ret, _, false)) => self.ty(o, ret),
            None => self.ty(o, c.fn_ty),
        }
        o.push(b' ');
        self.value(o, Some(f), c.callee);
        o.push(b'(');
        for (i, a) in c.args.iter().enumerate() {
            if i > 0 {
                o.extend_from_slice(b", ");
            }
            self.vty(o, self.value_ty(Some(f), *a));
            if let Some(&s) = c.attrs.params.get(i) {
                if !m.attrs.is_empty_set(s) {
                    o.push(b' ');
                    self.attr_set(o, s, false);
                }
            }
            o.push(b' ');
            self.value(o, Some(f), *a);
        }
    }

    fn call_tail(&self, o: &mut Vec<u8>, f: &FnCtx, c: &CallData) {
        o.push(b')');
        if !self.m.attrs.is_empty_set(c.attrs.func) {
            if let Some(n) = self.s.attr_slot.get(&c.attrs.func) {
                o.extend_from_slice(b" #");
                push_u64(o, *n as u64);
            }
        }
        if !c.bundles.is_empty() {
            o.extend_from_slice(b" [ ");
            for (i, b) in c.bundles.iter().enumerate() {
                if i > 0 {
                    o.extend_from_slice(b", ");
                }
                push_quoted(o, b.tag.as_bytes());
                o.push(b'(');
                for (j, v) in b.inputs.iter().enumerate() {
                    if j > 0 {
                        o.extend_from_slice(b", ");
                    }
                    self.typed_value(o, Some(f), *v);
                }
                o.push(b')');
            }
            o.extend_from_slice(b" ]");
        }
    }

    fn region(&self, o: &mut Vec<u8>, f: &FnCtx, r: Option<Value>) {
        o.extend_from_slice(b" within ");
        match r {
            Some(v) => self.value(o, Some(f), v),
            None => o.extend_from_slice(b"none"),
        }
    }

    fn inst(&self, o: &mut Vec<u8>, f: &FnCtx, body: &Body, i: Inst) {
        let m = self.m;
        let d: &InstData = &body.insts[i];
        o.extend_from_slice(b"  ");
        match f.names.insts.get(i.index()) {
            // Numbered, or named: `%x = `; `<badref>` is a void instruction without a name.
            Some(e) if e.is_set() => {
                if !e.is_badref() {
                    f.names.push(o, e);
                    o.extend_from_slice(b" = ");
                }
            }
            _ => {
                if let Some(n) = d.name.as_deref().filter(|n| !n.is_empty()) {
                    o.push(b'%');
                    push_llvm_name(o, n.as_bytes());
                    o.extend_from_slice(b" = ");
                } else if !m.types.is_void(d.ty) {
                    o.extend_from_slice(b"<badref> = ");
                }
            }
        }
        let fs = Some(f);
        if let InstKind::Call(c) = &d.kind {
            match c.tail {
                TailKind::MustTail => o.extend_from_slice(b"musttail "),
                TailKind::Tail => o.extend_from_slice(b"tail "),
                TailKind::NoTail => o.extend_from_slice(b"notail "),
                TailKind::None => {}
            }
        }
        o.extend_from_slice(d.kind.opcode_name().as_bytes());
        match &d.kind {
            InstKind::Ret(None) => o.extend_from_slice(b" void"),
            InstKind::Ret(Some(v)) => self.generic_ops(o, f, &[*v], true),
            InstKind::Br(b) => {
                o.push(b' ');
                self.label(o, f, *b);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                o.push(b' ');
                self.typed_value(o, fs, *cond);
                o.extend_from_slice(b", ");
                self.label(o, f, *then_dest);
                o.extend_from_slice(b", ");
                self.label(o, f, *else_dest);
            }
            InstKind::Switch {
                cond,
                default,
                cases,
            } => {
                o.push(b' ');
                self.typed_value(o, fs, *cond);
                o.extend_from_slice(b", ");
                self.label(o, f, *default);
                o.extend_from_slice(b" [");
                for (c, b) in cases {
                    o.extend_from_slice(b"\n    ");
                    self.typed_value(o, fs, Value::Const(*c));
                    o.extend_from_slice(b", ");
                    self.label(o, f, *b);
                }
                o.extend_from_slice(b"\n  ]");
            }
            InstKind::IndirectBr { addr, dests } => {
                o.push(b' ');
                self.typed_value(o, fs, *addr);
                o.extend_from_slice(b", [");
                for (i, b) in dests.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    self.label(o, f, *b);
                }
                o.push(b']');
            }
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => {
                write_flags(o, call.flags);
                self.call_common(o, f, call, true);
                self.call_tail(o, f, call);
                o.extend_from_slice(b"\n          to ");
                self.label(o, f, *normal);
                o.extend_from_slice(b" unwind ");
                self.label(o, f, *unwind);
            }
            InstKind::CallBr {
                call,
                default,
                indirect,
            } => {
                write_flags(o, call.flags);
                self.call_common(o, f, call, false);
                self.call_tail(o, f, call);
                o.extend_from_slice(b"\n          to ");
                self.label(o, f, *default);
                o.extend_from_slice(b" [");
                for (i, b) in indirect.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    self.label(o, f, *b);
                }
                o.push(b']');
            }
            InstKind::Call(call) => {
                write_flags(o, call.flags);
                self.call_common(o, f, call, true);
                if call.tail == TailKind::MustTail && f.varargs {
                    if !call.args.is_empty() {
                        o.extend_from_slice(b", ");
                    }
                    o.extend_from_slice(b"...");
                }
                self.call_tail(o, f, call);
            }
            InstKind::Resume(v) | InstKind::Freeze(v) => self.generic_ops(o, f, &[*v], false),
            InstKind::Unreachable | InstKind::Placeholder => {}
            InstKind::CleanupRet { pad, unwind } => {
                o.extend_from_slice(b" from ");
                self.value(o, fs, *pad);
                o.extend_from_slice(b" unwind ");
                match unwind {
                    Some(b) => self.label(o, f, *b),
                    None => o.extend_from_slice(b"to caller"),
                }
            }
            InstKind::CatchRet { pad, dest } => {
                o.extend_from_slice(b" from ");
                self.value(o, fs, *pad);
                o.extend_from_slice(b" to ");
                self.label(o, f, *dest);
            }
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                self.region(o, f, *parent);
                o.extend_from_slice(b" [");
                for (i, b) in handlers.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    self.label(o, f, *b);
                }
                o.extend_from_slice(b"] unwind ");
                match unwind {
                    Some(b) => self.label(o, f, *b),
                    None => o.extend_from_slice(b"to caller"),
                }
            }
            InstKind::CatchPad { parent, args } => {
                self.region(o, f, Some(*parent));
                self.pad_args(o, f, args);
            }
            InstKind::CleanupPad { parent, args } => {
                self.region(o, f, *parent);
                self.pad_args(o, f, args);
            }
            InstKind::Detach {
                region,
                task,
                cont,
                unwind,
            } => {
                self.region(o, f, *region);
                o.extend_from_slice(b", ");
                self.label(o, f, *task);
                o.extend_from_slice(b", ");
                self.label(o, f, *cont);
                if let Some(u) = unwind {
                    // OpenCilk's spelling (its reader takes no comma before `unwind`).
                    o.extend_from_slice(b" unwind ");
                    self.label(o, f, *u);
                }
            }
            InstKind::Reattach { region, cont } | InstKind::Sync { region, cont } => {
                self.region(o, f, *region);
                o.extend_from_slice(b", ");
                self.label(o, f, *cont);
            }
            InstKind::FNeg { flags, val } => {
                write_flags(o, *flags);
                self.generic_ops(o, f, &[*val], false);
            }
            InstKind::Binary {
                flags, lhs, rhs, ..
            } => {
                write_flags(o, *flags);
                self.generic_ops(o, f, &[*lhs, *rhs], false);
            }
            InstKind::ICmp { pred, lhs, rhs } => {
                o.push(b' ');
                o.extend_from_slice(pred.keyword().as_bytes());
                self.generic_ops(o, f, &[*lhs, *rhs], false);
            }
            InstKind::FCmp {
                pred,
                flags,
                lhs,
                rhs,
            } => {
                write_flags(o, *flags);
                o.push(b' ');
                o.extend_from_slice(pred.keyword().as_bytes());
                self.generic_ops(o, f, &[*lhs, *rhs], false);
            }
            InstKind::Cast { flags, val, .. } => {
                write_flags(o, *flags);
                o.push(b' ');
                self.typed_value(o, fs, *val);
                o.extend_from_slice(b" to ");
                self.ty(o, d.ty);
            }
            InstKind::Alloca {
                elem_ty,
                count,
                align,
                addrspace,
                inalloca,
                swifterror,
            } => {
                o.push(b' ');
                if *inalloca {
                    o.extend_from_slice(b"inalloca ");
                }
                if *swifterror {
                    o.extend_from_slice(b"swifterror ");
                }
                self.ty(o, *elem_ty);
                if let Some(c) = count {
                    if !self.is_i32_one(*c) {
                        o.extend_from_slice(b", ");
                        self.typed_value(o, fs, *c);
                    }
                }
                Self::align(o, *align);
                if *addrspace != 0 {
                    o.extend_from_slice(b", addrspace(");
                    push_u64(o, *addrspace as u64);
                    o.push(b')');
                }
            }
            InstKind::Load {
                ptr,
                volatile,
                atomic,
                align,
            } => {
                if atomic.is_some() {
                    o.extend_from_slice(b" atomic");
                }
                if *volatile {
                    o.extend_from_slice(b" volatile");
                }
                o.push(b' ');
                self.ty(o, d.ty);
                o.push(b',');
                self.generic_ops(o, f, &[*ptr], false);
                if let Some(a) = atomic {
                    self.atomic(o, a);
                }
                Self::align(o, *align);
            }
            InstKind::Store {
                val,
                ptr,
                volatile,
                atomic,
                align,
            } => {
                if atomic.is_some() {
                    o.extend_from_slice(b" atomic");
                }
                if *volatile {
                    o.extend_from_slice(b" volatile");
                }
                self.generic_ops(o, f, &[*val, *ptr], true);
                if let Some(a) = atomic {
                    self.atomic(o, a);
                }
                Self::align(o, *align);
            }
            InstKind::Fence(a) => self.atomic(o, a),
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                weak,
                volatile,
                scope,
                success,
                failure,
                align,
            } => {
                if *weak {
                    o.extend_from_slice(b" weak");
                }
                if *volatile {
                    o.extend_from_slice(b" volatile");
                }
                self.generic_ops(o, f, &[*ptr, *cmp, *new], true);
                self.sync_scope(o, scope.as_deref().map(String::as_str));
                o.push(b' ');
                o.extend_from_slice(success.keyword().as_bytes());
                o.push(b' ');
                o.extend_from_slice(failure.keyword().as_bytes());
                Self::align(o, *align);
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                val,
                volatile,
                atomic,
                align,
            } => {
                if *volatile {
                    o.extend_from_slice(b" volatile");
                }
                o.push(b' ');
                o.extend_from_slice(op.keyword().as_bytes());
                self.generic_ops(o, f, &[*ptr, *val], true);
                self.atomic(o, atomic);
                Self::align(o, *align);
            }
            InstKind::GetElementPtr {
                flags,
                src_ty,
                ptr,
                indices,
            } => {
                write_flags(o, *flags);
                o.push(b' ');
                self.ty(o, *src_ty);
                o.push(b',');
                let mut ops = Vec::with_capacity(indices.len() + 1);
                ops.push(*ptr);
                ops.extend_from_slice(indices);
                self.generic_ops(o, f, &ops, false);
            }
            InstKind::Phi { incoming, flags } => {
                write_flags(o, *flags);
                o.push(b' ');
                self.ty(o, d.ty);
                o.push(b' ');
                for (i, (v, b)) in incoming.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    o.extend_from_slice(b"[ ");
                    self.value(o, fs, *v);
                    o.extend_from_slice(b", ");
                    self.block_ref(o, fs, *b);
                    o.extend_from_slice(b" ]");
                }
            }
            InstKind::Select {
                flags,
                cond,
                then_val,
                else_val,
            } => {
                write_flags(o, *flags);
                self.generic_ops(o, f, &[*cond, *then_val, *else_val], true);
            }
            InstKind::VAArg { list } => {
                o.push(b' ');
                self.typed_value(o, fs, *list);
                o.extend_from_slice(b", ");
                self.ty(o, d.ty);
            }
            InstKind::ExtractElement { vec, idx } => self.generic_ops(o, f, &[*vec, *idx], false),
            InstKind::InsertElement { vec, elt, idx } => {
                self.generic_ops(o, f, &[*vec, *elt, *idx], false)
            }
            InstKind::ShuffleVector { a, b, mask } => {
                self.generic_ops(o, f, &[*a, *b], true);
                self.shuffle_mask(o, d.ty, mask);
            }
            InstKind::ExtractValue { agg, indices } => {
                o.push(b' ');
                self.typed_value(o, fs, *agg);
                for i in indices {
                    o.extend_from_slice(b", ");
                    push_u64(o, *i as u64);
                }
            }
            InstKind::InsertValue { agg, val, indices } => {
                o.push(b' ');
                self.typed_value(o, fs, *agg);
                o.extend_from_slice(b", ");
                self.typed_value(o, fs, *val);
                for i in indices {
                    o.extend_from_slice(b", ");
                    push_u64(o, *i as u64);
                }
            }
            InstKind::LandingPad { cleanup, clauses } => {
                o.push(b' ');
                self.ty(o, d.ty);
                if *cleanup || !clauses.is_empty() {
                    o.push(b'\n');
                }
                if *cleanup {
                    o.extend_from_slice(b"          cleanup");
                }
                for (i, c) in clauses.iter().enumerate() {
                    if i != 0 || *cleanup {
                        o.push(b'\n');
                    }
                    let v = match c {
                        LandingClause::Catch(v) => {
                            o.extend_from_slice(b"          catch ");
                            v
                        }
                        LandingClause::Filter(v) => {
                            o.extend_from_slice(b"          filter ");
                            v
                        }
                    };
                    self.typed_value(o, fs, *v);
                }
            }
        }
        self.attachments(o, fs, &d.md, b", ");
        if let InstKind::Call(c) = &d.kind {
            self.gc_relocate_comment(o, f, body, c);
        }
    }

    /// ` ; (base, derived)` after a call to `llvm.experimental.gc.relocate`.
    fn gc_relocate_comment(&self, o: &mut Vec<u8>, f: &FnCtx, body: &Body, c: &CallData) {
        let Value::Const(k) = c.callee else { return };
        let ConstData::Global(g) = self.m.consts.get(k).data else {
            return;
        };
        let is_relocate = self.m.globals[g]
            .name()
            .is_some_and(|n| n.starts_with("llvm.experimental.gc.relocate"));
        if !is_relocate || c.args.len() < 3 {
            return;
        }
        let index = |v: Value| match v {
            Value::Const(ci) => match &self.m.consts.get(ci).data {
                ConstData::Int(x) => x.as_i128().and_then(|x| usize::try_from(x).ok()),
                _ => None,
            },
            _ => None,
        };
        let (Some(base), Some(derived)) = (index(c.args[1]), index(c.args[2])) else {
            return;
        };
        // The statepoint: the token's defining call or invoke, or for a landingpad token
        // the invoke ending the landingpad block's unique predecessor.
        let Value::Inst(tok) = c.args[0] else { return };
        let mut sp = tok;
        if let InstKind::LandingPad { .. } = body.insts[tok].kind {
            let Some(lb) = body.block_of(tok) else { return };
            let preds = Preds::compute(body);
            let p = preds.of(lb);
            if p.is_empty() || p.iter().any(|b| *b != p[0]) {
                return;
            }
            match body.terminator(p[0]) {
                Some(t) => sp = t,
                None => return,
            }
        }
        let Some(spc) = body.insts[sp].kind.call_data() else {
            return;
        };
        let live: &[Value] = match spc.bundles.iter().find(|b| b.tag == "gc-live") {
            Some(b) => &b.inputs,
            None => &spc.args,
        };
        let (Some(bv), Some(dv)) = (live.get(base), live.get(derived)) else {
            return;
        };
        o.extend_from_slice(b" ; (");
        self.value(o, Some(f), *bv);
        o.extend_from_slice(b", ");
        self.value(o, Some(f), *dv);
        o.push(b')');
    }

    fn pad_args(&self, o: &mut Vec<u8>, f: &FnCtx, args: &[Value]) {
        o.extend_from_slice(b" [");
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                o.extend_from_slice(b", ");
            }
            self.typed_value(o, Some(f), *a);
        }
        o.push(b']');
    }

    fn is_i32_one(&self, v: Value) -> bool {
        let Value::Const(c) = v else { return false };
        let e = self.m.consts.get(c);
        self.m.types.int_bits(e.ty) == Some(32)
            && matches!(&e.data, ConstData::Int(x) if x.as_i128() == Some(1))
    }
}

/// Writes a stored `uselistorder` directive.
pub(crate) fn use_list_text(o: &mut Vec<u8>, text: &str) {
    if !text.starts_with("uselistorder") {
        o.extend_from_slice(b"uselistorder ");
    }
    o.extend_from_slice(text.as_bytes());
    o.push(b'\n');
}
