//! The `.ll` writer: prints a [`Module`] exactly as LLVM 19's `AsmWriter` does, so that a module
//! parsed from `llvm-dis-19` / `opt-19 -S` output prints back byte for byte.
//!
//! - `slots`: module numbering (the `TypeFinder` and `SlotTracker` equivalents): which struct
//!   types are printed, `@N` / `!N` / `#N` numbers, attachment order; and the text of every
//!   type, rendered once;
//! - `locals`: per-function tables: the `%N` numbering, each local value's printed name and
//!   type in one dense entry, and the predecessor lists;
//! - `values`: types, operands, constants, attributes and metadata;
//! - `function`: functions, blocks, instructions and debug records;
//! - `text`: numbers, escapes, names and floating-point literals.
//!
//! Numbering is computed once for the whole module (one walk over the instructions), then
//! functions are printed in parallel (rayon) into separate buffers that are written in order:
//! small functions whole, several at a time; a big function cut into runs of blocks, after
//! its local tables are built (in parallel with the module numbering for the first one).
//! [`write_module`] streams the buffers, so memory stays bounded whatever the module's size.
//!
//! ```
//! use parir_ir::{printer, Module};
//! let m = Module::new("empty");
//! assert_eq!(printer::print_module(&m), "; ModuleID = 'empty'\n");
//! ```

mod function;
mod locals;
mod slots;
mod text;
mod values;

use crate::module::{GlobalId, GlobalKind, Module};
use crate::types::Type;
use crate::value::Value;
use function::FnPrint;
use rayon::prelude::*;
use slots::ModuleSlots;
use text::*;
use values::{Ctx, FnCtx};

/// Prints a module as LLVM 19 `.ll` text.
pub fn print_module(m: &Module) -> String {
    let mut out = Vec::with_capacity(estimate_size(m));
    // Writing into a Vec cannot fail.
    let _ = write_module(m, &mut out);
    match String::from_utf8(out) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// Writes a module as LLVM 19 `.ll` text, streaming it to `out` piece by piece (memory
/// stays bounded by a few megabytes of text per thread, whatever the module's size).
pub fn write_module(m: &Module, out: &mut impl std::io::Write) -> std::io::Result<()> {
    write_module_split(m, out, Split::DEFAULT)
}

/// Prints each function of `funcs` as LLVM prints a function on its own (`Function::print`:
/// no leading blank line), numbering metadata as in the whole module; used for
/// `--print-after-all` dumps.
///
/// ```
/// let m = parir_ir::parser::parse_module("define void @f() {\n  ret void\n}\n", "m.ll").unwrap();
/// let f = m.global_by_name("f").unwrap();
/// assert_eq!(parir_ir::printer::print_functions(&m, &[f]), ["define void @f() {\n  ret void\n}\n"]);
/// ```
pub fn print_functions(m: &Module, funcs: &[GlobalId]) -> Vec<String> {
    let s = ModuleSlots::compute(m);
    let cx = Ctx { m, s: &s };
    funcs
        .iter()
        .map(|&g| {
            let mut o = Vec::new();
            cx.function(&mut o, g);
            let text = String::from_utf8(o)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
            match text.strip_prefix('\n') {
                Some(t) => t.to_string(),
                None => text,
            }
        })
        .collect()
}

/// How [`write_module`] splits the work between threads.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Split {
    /// Functions with at least this many instructions are printed in pieces of blocks in
    /// parallel; smaller ones are printed whole, several functions in parallel.
    pub big_fn: usize,
    /// Target number of instructions of a piece.
    pub piece: usize,
    /// Pieces rendered in parallel before they are written out (per thread).
    pub round: usize,
}

impl Split {
    const DEFAULT: Split = Split {
        big_fn: 1 << 15,
        piece: 1 << 14,
        round: 8,
    };
}

/// Renders `jobs` in parallel into the first `jobs.len()` buffers of `pool` (reused across
/// calls so that their memory is touched once), then writes them in order.
fn render_round<J: Sync>(
    out: &mut impl std::io::Write,
    pool: &mut Vec<Vec<u8>>,
    jobs: &[J],
    render: impl Fn(&mut Vec<u8>, &J) + Sync,
) -> std::io::Result<()> {
    if pool.len() < jobs.len() {
        pool.resize_with(jobs.len(), Vec::new);
    }
    let bufs = &mut pool[..jobs.len()];
    if jobs.len() > 1 {
        bufs.par_iter_mut().zip(jobs).for_each(|(o, j)| {
            o.clear();
            render(o, j);
        });
    } else {
        for (o, j) in bufs.iter_mut().zip(jobs) {
            o.clear();
            render(o, j);
        }
    }
    for o in bufs.iter() {
        out.write_all(o)?;
    }
    Ok(())
}

/// [`write_module`] with an explicit work split.
pub(crate) fn write_module_split(
    m: &Module,
    out: &mut impl std::io::Write,
    split: Split,
) -> std::io::Result<()> {
    let size = |g: GlobalId| {
        m.globals[g]
            .as_func()
            .and_then(|f| f.body.as_ref())
            .map_or(0, |b| b.insts.len())
    };
    // The first big function is prepared while the module is numbered.
    let first_big = m
        .order
        .iter()
        .copied()
        .find(|&g| m.globals[g].as_func().is_some() && size(g) >= split.big_fn);
    let (s, mut first_prep) = rayon::join(
        || ModuleSlots::compute(m),
        || first_big.and_then(|g| FnPrint::new(m, g)),
    );
    let cx = Ctx { m, s: &s };
    let mut head = Vec::with_capacity(1 << 16);
    module_header(&cx, &mut head);
    out.write_all(&head)?;
    drop(head);

    let threads = rayon::current_num_threads().max(1);
    let round = split.round.max(1) * threads;
    let round_insts = split.piece.max(1) * round;
    let mut pool: Vec<Vec<u8>> = Vec::new();
    let render_fn = |o: &mut Vec<u8>, g: &GlobalId| cx.function(o, *g);

    // Small functions are batched and printed in parallel, a whole function per buffer.
    let mut batch: Vec<GlobalId> = Vec::new();
    let mut batch_insts = 0;
    for &g in &s.funcs {
        let n = size(g);
        if n < split.big_fn {
            batch.push(g);
            batch_insts += n;
            if batch.len() >= 256.max(round) || batch_insts >= round_insts {
                render_round(out, &mut pool, &batch, render_fn)?;
                batch.clear();
                batch_insts = 0;
            }
            continue;
        }
        render_round(out, &mut pool, &batch, render_fn)?;
        batch.clear();
        batch_insts = 0;

        // A big function: its blocks, cut into pieces of about `split.piece` instructions,
        // are printed in parallel.
        let prepared = if Some(g) == first_big {
            first_prep.take()
        } else {
            None
        };
        let Some(fp) = prepared.or_else(|| FnPrint::new(m, g)) else {
            continue;
        };
        let mut text = Vec::new();
        cx.function_head(&mut text, &fp);
        out.write_all(&text)?;
        let mut pieces = Vec::new();
        let (mut start, mut acc) = (0, 0);
        for (i, n) in fp.block_sizes().enumerate() {
            acc += n + 1;
            if acc >= split.piece {
                pieces.push(start..i + 1);
                (start, acc) = (i + 1, 0);
            }
        }
        if start < fp.num_blocks() {
            pieces.push(start..fp.num_blocks());
        }
        for group in pieces.chunks(round) {
            render_round(out, &mut pool, group, |o, r| {
                cx.function_blocks(o, &fp, r.clone())
            })?;
        }
        text.clear();
        cx.function_tail(&mut text, &fp);
        out.write_all(&text)?;
    }
    render_round(out, &mut pool, &batch, render_fn)?;
    drop(pool);

    let mut tail = Vec::with_capacity(1 << 16);
    module_footer(&cx, &mut tail);
    out.write_all(&tail)
}

fn estimate_size(m: &Module) -> usize {
    // Reserving too much only costs address space: untouched pages are never mapped in.
    let insts: usize = m
        .functions()
        .filter_map(|(_, f)| f.body.as_ref())
        .map(|b| b.insts.len())
        .sum();
    insts * 96 + m.md.num_nodes() * 80 + 4096
}

fn module_header(cx: &Ctx, o: &mut Vec<u8>) {
    let m = cx.m;
    if !m.module_id.is_empty() && !m.module_id.contains('\n') {
        o.extend_from_slice(b"; ModuleID = '");
        o.extend_from_slice(m.module_id.as_bytes());
        o.extend_from_slice(b"'\n");
    }
    if let Some(sf) = m.source_filename.as_deref().filter(|s| !s.is_empty()) {
        o.extend_from_slice(b"source_filename = ");
        push_quoted(o, sf);
        o.push(b'\n');
    }
    // LLVM writes these two strings raw. That only reads back as the same string when it has
    // no backslash, quote or unprintable byte (true of every real layout and triple); for the
    // others parir escapes, so that printing stays a fixed point.
    let raw_or_quoted = |o: &mut Vec<u8>, s: &[u8]| {
        if s.iter()
            .all(|&c| (0x20..0x7f).contains(&c) && c != b'\\' && c != b'"')
        {
            o.push(b'"');
            o.extend_from_slice(s);
            o.push(b'"');
        } else {
            push_quoted(o, s);
        }
    };
    if let Some(dl) = m.data_layout.as_deref().filter(|s| !s.is_empty()) {
        o.extend_from_slice(b"target datalayout = ");
        raw_or_quoted(o, dl);
        o.push(b'\n');
    }
    if let Some(t) = m.triple.as_deref().filter(|s| !s.is_empty()) {
        o.extend_from_slice(b"target triple = ");
        raw_or_quoted(o, t);
        o.push(b'\n');
    }
    // Module asm: LLVM keeps one string, each appended piece terminated by a newline, and
    // prints it split at newlines.
    let mut asm: Vec<u8> = Vec::new();
    for line in &m.module_asm {
        asm.extend_from_slice(line);
        if !asm.is_empty() && asm.last() != Some(&b'\n') {
            asm.push(b'\n');
        }
    }
    if !asm.is_empty() {
        o.push(b'\n');
        // One `module asm` line per line of the string, as LLVM prints it. An empty line would
        // print as `module asm ""`, which LLVM's reader (and parir's) appends as nothing; so
        // empty lines are instead kept as escaped newlines at the end of the piece before
        // them, and printing stays a fixed point. (LLVM's own output never has empty lines.)
        let lines: Vec<&[u8]> = asm[..asm.len() - 1].split(|&c| c == b'\n').collect();
        let mut k = 0;
        while k < lines.len() {
            let mut piece: Vec<u8> = lines[k].to_vec();
            let mut j = k + 1;
            if piece.is_empty() {
                // Leading empty lines: one piece of newlines.
                piece.push(b'\n');
                while j < lines.len() && lines[j].is_empty() {
                    piece.push(b'\n');
                    j += 1;
                }
            } else if j < lines.len() && lines[j].is_empty() {
                piece.push(b'\n');
                while j < lines.len() && lines[j].is_empty() {
                    piece.push(b'\n');
                    j += 1;
                }
            }
            o.extend_from_slice(b"module asm ");
            push_quoted(o, &piece);
            o.push(b'\n');
            k = j;
        }
    }

    // Identified struct types.
    let s = cx.s;
    if !s.numbered_structs.is_empty() || !s.named_structs.is_empty() {
        o.push(b'\n');
        for (i, id) in s.numbered_structs.iter().enumerate() {
            o.push(b'%');
            push_u64(o, i as u64);
            o.extend_from_slice(b" = type ");
            cx.named_struct_body(o, &m.types.structs[*id].body);
            o.push(b'\n');
        }
        for id in &s.named_structs {
            let def = &m.types.structs[*id];
            o.push(b'%');
            if let crate::types::StructName::Named(n) = &def.name {
                push_llvm_name(o, n.as_bytes());
            }
            o.extend_from_slice(b" = type ");
            cx.named_struct_body(o, &def.body);
            o.push(b'\n');
        }
    }

    // Comdats used by functions, then by variables.
    let mut comdats = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for &g in s.funcs.iter().chain(s.vars.iter()) {
        let c = match &m.globals[g].kind {
            GlobalKind::Func(f) => f.comdat.as_ref(),
            GlobalKind::Var(v) => v.comdat.as_ref(),
            _ => None,
        };
        if let Some(c) = c {
            if seen.insert(c.id()) {
                comdats.push(c.id());
            }
        }
    }
    if !comdats.is_empty() {
        o.push(b'\n');
    }
    for (i, c) in comdats.iter().enumerate() {
        if let Some(cd) = m.comdats.get(*c) {
            o.push(b'$');
            push_llvm_name(o, cd.name.as_bytes());
            o.extend_from_slice(b" = comdat ");
            o.extend_from_slice(cd.kind.keyword().as_bytes());
            o.push(b'\n');
        }
        if i + 1 != comdats.len() {
            o.push(b'\n');
        }
    }

    if !s.vars.is_empty() {
        o.push(b'\n');
    }
    for &g in &s.vars {
        global_var(cx, o, g);
        o.push(b'\n');
    }
    if !s.aliases.is_empty() {
        o.push(b'\n');
    }
    for &g in &s.aliases {
        indirect(cx, o, g, true);
    }
    if !s.ifuncs.is_empty() {
        o.push(b'\n');
    }
    for &g in &s.ifuncs {
        indirect(cx, o, g, false);
    }
}

fn global_var(cx: &Ctx, o: &mut Vec<u8>, g: GlobalId) {
    let gv = &cx.m.globals[g];
    let GlobalKind::Var(v) = &gv.kind else { return };
    let c = &gv.common;
    cx.global_ref(o, g);
    o.extend_from_slice(b" = ");
    use crate::module::Linkage;
    if v.init.is_none() && c.linkage == Linkage::External {
        o.extend_from_slice(b"external ");
    }
    function::linkage(o, c.linkage);
    function::dso_local(o, c);
    common_prefix(o, c, true);
    if c.addrspace != 0 {
        o.extend_from_slice(b"addrspace(");
        push_u64(o, c.addrspace as u64);
        o.extend_from_slice(b") ");
    }
    if v.externally_initialized {
        o.extend_from_slice(b"externally_initialized ");
    }
    o.extend_from_slice(if v.constant { b"constant " } else { b"global " });
    cx.ty(o, v.value_ty);
    if let Some(init) = v.init {
        o.push(b' ');
        cx.value(o, None, Value::Const(init));
    }
    if let Some(sec) = &v.section {
        o.extend_from_slice(b", section ");
        push_quoted(o, sec);
    }
    if let Some(p) = &c.partition {
        o.extend_from_slice(b", partition ");
        push_quoted(o, p);
    }
    if let Some(cm) = &v.code_model {
        o.extend_from_slice(b", code_model \"");
        o.extend_from_slice(cm.as_bytes());
        o.push(b'"');
    }
    let sz = &v.sanitizer;
    for (on, text) in [
        (sz.no_address, &b", no_sanitize_address"[..]),
        (sz.no_hwaddress, b", no_sanitize_hwaddress"),
        (sz.memtag, b", sanitize_memtag"),
        (sz.address_dyninit, b", sanitize_address_dyninit"),
    ] {
        if on {
            o.extend_from_slice(text);
        }
    }
    if let Some(cd) = &v.comdat {
        cx.comdat_clause(o, gv.name(), cd.id(), true);
    }
    if let Some(a) = v.align {
        o.extend_from_slice(b", align ");
        push_u64(o, a);
    }
    cx.global_attachments(o, &v.md, b", ");
    if let Some(a) = v.attrs {
        if let Some(n) = cx.s.attr_slot.get(&a) {
            o.extend_from_slice(b" #");
            push_u64(o, *n as u64);
        }
    }
}

/// Visibility, DLL storage, thread-local mode and unnamed_addr, each followed by a space.
fn common_prefix(o: &mut Vec<u8>, c: &crate::module::GlobalCommon, dll: bool) {
    for kw in [
        c.visibility.keyword(),
        if dll { c.dll.keyword() } else { "" },
    ] {
        if !kw.is_empty() {
            o.extend_from_slice(kw.as_bytes());
            o.push(b' ');
        }
    }
    let tl = c.thread_local.text();
    if !tl.is_empty() {
        o.extend_from_slice(tl.as_bytes());
        o.push(b' ');
    }
    let ua = c.unnamed_addr.keyword();
    if !ua.is_empty() {
        o.extend_from_slice(ua.as_bytes());
        o.push(b' ');
    }
}

fn indirect(cx: &Ctx, o: &mut Vec<u8>, g: GlobalId, alias: bool) {
    let gv = &cx.m.globals[g];
    let (GlobalKind::Alias(a) | GlobalKind::IFunc(a)) = &gv.kind else {
        return;
    };
    let c = &gv.common;
    cx.global_ref(o, g);
    o.extend_from_slice(b" = ");
    function::linkage(o, c.linkage);
    function::dso_local(o, c);
    if alias {
        common_prefix(o, c, true);
        o.extend_from_slice(b"alias ");
    } else {
        let vis = c.visibility.keyword();
        if !vis.is_empty() {
            o.extend_from_slice(vis.as_bytes());
            o.push(b' ');
        }
        o.extend_from_slice(b"ifunc ");
    }
    cx.ty(o, a.value_ty);
    o.extend_from_slice(b", ");
    let is_expr = matches!(
        cx.m.consts.get(a.target).data,
        crate::value::ConstData::Expr(_)
    );
    if is_expr {
        cx.value(o, None, Value::Const(a.target));
    } else {
        cx.typed_value(o, None, Value::Const(a.target));
    }
    if let Some(p) = &c.partition {
        o.extend_from_slice(b", partition ");
        push_quoted(o, p);
    }
    o.push(b'\n');
}

fn module_footer(cx: &Ctx, o: &mut Vec<u8>) {
    let m = cx.m;
    let s = cx.s;
    let globals_ulo: Vec<_> = m
        .use_list_orders
        .iter()
        .filter(|u| u.func.is_none())
        .collect();
    if !globals_ulo.is_empty() {
        o.extend_from_slice(b"\n; uselistorder directives\n");
        for u in globals_ulo {
            function::use_list_text(o, &u.text);
        }
    }
    if !s.attr_order.is_empty() {
        o.push(b'\n');
        for (i, a) in s.attr_order.iter().enumerate() {
            o.extend_from_slice(b"attributes #");
            push_u64(o, i as u64);
            o.extend_from_slice(b" = { ");
            cx.attr_set(o, *a, true);
            o.extend_from_slice(b" }\n");
        }
    }
    if !m.named_md.is_empty() {
        o.push(b'\n');
    }
    for (name, nodes) in &m.named_md {
        o.push(b'!');
        push_md_identifier(o, name.as_bytes());
        o.extend_from_slice(b" = !{");
        for (i, n) in nodes.iter().enumerate() {
            if i > 0 {
                o.extend_from_slice(b", ");
            }
            cx.md_node_ref(o, None, *n);
        }
        o.extend_from_slice(b"}\n");
    }
    if !s.md_order.is_empty() {
        o.push(b'\n');
        for (i, n) in s.md_order.iter().enumerate() {
            o.push(b'!');
            push_u64(o, i as u64);
            o.extend_from_slice(b" = ");
            cx.md_body(o, None, *n);
            o.push(b'\n');
        }
    }
}

/// Names types and values of one module the way the printer does, computing the module's
/// numbering once; use it when printing many types or values for diagnostics.
///
/// ```
/// use parir_ir::{printer::Names, Module};
/// let mut m = Module::new("m");
/// let i32t = m.types.int(32);
/// let names = Names::new(&m);
/// assert_eq!(names.type_to_string(i32t), "i32");
/// ```
pub struct Names<'m> {
    m: &'m Module,
    s: ModuleSlots,
}

impl<'m> Names<'m> {
    /// Computes the numbering of `m` (struct types, unnamed globals, metadata).
    pub fn new(m: &'m Module) -> Names<'m> {
        Names {
            m,
            s: ModuleSlots::compute(m),
        }
    }

    /// The text of a type, as it appears in `.ll`.
    pub fn type_to_string(&self, t: Type) -> String {
        let cx = Ctx {
            m: self.m,
            s: &self.s,
        };
        let mut o = Vec::new();
        cx.ty(&mut o, t);
        String::from_utf8_lossy(&o).into_owned()
    }

    /// The text of a value as a typed operand (`i32 %x`, `ptr @g`, `i64 7`). `f` is the
    /// function that local values (`Value::Inst`, `Value::Arg`, `Value::Block`) belong to.
    pub fn value_to_string(&self, f: Option<GlobalId>, v: Value) -> String {
        let m = self.m;
        let cx = Ctx { m, s: &self.s };
        let func = f.and_then(|g| {
            m.globals
                .get(g)
                .and_then(|gv| gv.as_func())
                .map(|fd| (g, fd))
        });
        let fc = func.and_then(|(g, fd)| {
            let (_, params, varargs) = m.types.fn_sig(fd.ty)?;
            Some(FnCtx::new(
                m,
                g,
                params,
                varargs,
                &fd.arg_names,
                fd.body.as_ref(),
                None,
            ))
        });
        let mut o = Vec::new();
        cx.typed_value(&mut o, fc.as_ref(), v);
        String::from_utf8_lossy(&o).into_owned()
    }
}

/// The text of a type, as it appears in `.ll` (unnamed struct types get the numbers the
/// printer gives them). Computes the module's numbering; see [`Names`] for repeated use.
pub fn type_to_string(m: &Module, t: Type) -> String {
    Names::new(m).type_to_string(t)
}

/// The text of a value as a typed operand (`i32 %x`, `ptr @g`, `i64 7`), for diagnostics.
/// `f` is the function whose local values (`Value::Inst`, `Value::Arg`, `Value::Block`) are
/// meant. Computes the module's numbering; see [`Names`] for repeated use.
pub fn value_to_string(m: &Module, f: Option<GlobalId>, v: Value) -> String {
    Names::new(m).value_to_string(f, v)
}

/// The operand text of every block of function `f` (`%name`, `%"quoted name"` or `%N`),
/// indexed by [`Block`](crate::Block) index, numbered as the printer and LLVM's `SlotTracker`
/// number them. Blocks outside the layout get `<badref>`; the result is empty when `f` is not
/// a function definition. Analyses use it to print blocks the way `opt` does.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i32) {\n  br label %2\n2:\n  ret void\n}\n", "m.ll").unwrap();
/// let f = m.global_by_name("f").unwrap();
/// assert_eq!(parir_ir::printer::block_operand_names(&m, f), ["%1", "%2"]);
/// ```
pub fn block_operand_names(m: &Module, f: GlobalId) -> Vec<String> {
    let Some(fd) = m.globals.get(f).and_then(|g| g.as_func()) else {
        return Vec::new();
    };
    let Some(body) = fd.body.as_ref() else {
        return Vec::new();
    };
    let params = m.types.fn_sig(fd.ty).map(|s| s.1).unwrap_or(&[]);
    let t = locals::LocalNames::compute(m, params, &fd.arg_names, Some(body), None);
    let mut o = Vec::new();
    t.blocks
        .iter()
        .map(|e| {
            o.clear();
            t.push(&mut o, e);
            String::from_utf8_lossy(&o).into_owned()
        })
        .collect()
}

#[cfg(test)]
mod tests;
