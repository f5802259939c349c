//! The `.ll` reader: text → [`Module`].
//!
//! A hand-written recursive-descent parser over the `logos` token stream, following the grammar
//! of LLVM 19's `LLParser`. Beyond LLVM 19 it accepts:
//! - legacy typed-pointer syntax (`i32*`, `i8 addrspace(1)*`, `void (i32)*`), read as `ptr`
//!   (no-op pointer bitcasts that the upgrade produces are folded away, as LLVM folds them);
//! - OpenCilk's Tapir terminators `detach`, `reattach` and `sync`, with `within %sr` or
//!   `within none` (and the older form without `within`, read as `within none`).
//!
//! Forward references (values, blocks, globals, metadata, types, attribute groups, comdats) are
//! resolved with placeholders that are defined in place, so ids never change after creation.
//! Errors stop the parse and carry the location of the offending token.

mod constants;
mod function;
mod metadata;
mod prefault;
mod tokens;
mod toplevel;

use crate::attrs::{Attr, AttrClass, AttrKind, MemoryEffects, ModRef};
use crate::diag::Diagnostic;
use crate::hash::HashMap as FxHashMap;
use crate::lexer::{unescape, Tok};
use crate::module::{ComdatId, GlobalId, Module};
use crate::types::{FloatKind, StructBody, StructName, Type, TypeData};
use crate::value::{IntVal, Value};
use compact_str::CompactString;
use std::ops::Range;

/// Parses a module from `.ll` text. `filename` becomes the module id.
///
/// ```
/// let m = parir_ir::parser::parse_module("define i32 @f() {\n  ret i32 0\n}\n", "f.ll").unwrap();
/// assert_eq!(m.functions().count(), 1);
/// ```
///
/// The module id (printed as `; ModuleID = '...'`) is taken from the file's own `; ModuleID`
/// header comment when it has one, so that formatting a file keeps its header; otherwise it is
/// `filename`, as `opt` does. A module without `source_filename` gets `filename`, as in LLVM.
///
/// Large modules are read in parallel: the top level first (function bodies are skipped), then
/// the bodies on all cores, each worker in a copy of the module whose new types, constants,
/// metadata and attribute sets are merged back afterwards. Any problem in the parallel path —
/// including an error in the input — falls back to the sequential reader, so diagnostics are
/// always the ones a front-to-back parse reports.
pub fn parse_module(src: &str, filename: &str) -> Result<Module, Diagnostic> {
    parse_module_with(src, filename, &ReadOptions::default())
}

/// How [`parse_module_with`] reads a module.
#[derive(Clone, Debug)]
pub struct ReadOptions {
    /// Inputs of at least this many bytes are read in parallel (when more than one thread is
    /// available); `usize::MAX` never reads in parallel.
    pub min_parallel_bytes: usize,
    /// In the parallel reader, function bodies of at least this many bytes are lexed on a
    /// thread of their own while another parses them; `usize::MAX` never does this.
    pub min_piped_body_bytes: usize,
    /// In the parallel reader, function bodies whose instruction arena is expected to take at
    /// least this many bytes have it faulted in by a helper thread ahead of the parser (Linux);
    /// `usize::MAX` never does this.
    pub min_prefault_bytes: usize,
    /// Read `DICompositeType`s with an `identifier:` as opt-19 (and clang, and LTO) read them,
    /// with LLVM's debug type ODR uniquing: the first node of each identifier becomes
    /// distinct, and a later one of the same identifier and tag is that node (a forward
    /// declaration taking the later definition's fields). `llvm-as-19` and `llvm-dis-19` read
    /// without it (`false`).
    pub debug_type_odr_uniquing: bool,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            min_parallel_bytes: PARALLEL_THRESHOLD,
            min_piped_body_bytes: tokens::PIPE_THRESHOLD,
            min_prefault_bytes: prefault::MIN_BYTES,
            debug_type_odr_uniquing: true,
        }
    }
}

/// [`parse_module`] with explicit options (the result is the same; only the speed differs).
pub fn parse_module_with(
    src: &str,
    filename: &str,
    opts: &ReadOptions,
) -> Result<Module, Diagnostic> {
    // Asking rayon for its thread count starts its pool: only for inputs worth it (small
    // runs, `parir run` on a test program, would otherwise pay for the threads).
    let large = src.len() >= opts.min_parallel_bytes;
    let threads = if large {
        rayon::current_num_threads()
    } else {
        1
    };
    let m = if large && threads > 1 {
        match parse_parallel(src, filename, threads, opts) {
            Some(m) => m,
            None => parse_sequential(src, filename, opts)?,
        }
    } else {
        parse_sequential(src, filename, opts)?
    };
    finish_module(m, src, filename)
}

/// Parses a list of attributes in LLVM's syntax (no `#N` groups); stops at the first word
/// that is not an attribute. Used for the generated intrinsic table.
pub(crate) fn parse_attr_text(text: &str) -> Vec<Attr> {
    let mut p = Parser::new(text, "<intrinsic table>");
    let mut v = Vec::new();
    while let Ok(Some(a)) = p.try_parse_attr(false) {
        v.push(a);
    }
    v
}

/// Inputs smaller than this are parsed on one thread.
const PARALLEL_THRESHOLD: usize = 1 << 20;

fn finish_module(mut m: Module, src: &str, filename: &str) -> Result<Module, Diagnostic> {
    // Constant expressions LLVM removed become instructions, as its bitcode reader makes them.
    crate::upgrade::expand_removed_constexprs(&mut m)?;
    // What LLVM 19's reader does when it upgrades intrinsic functions at the end of parsing.
    crate::upgrade::upgrade_intrinsic_functions(&mut m);
    crate::intrinsics::apply_reader_attributes(&mut m);
    crate::upgrade::upgrade_module(&mut m, filename);
    if let Some(id) = header_module_id(src) {
        m.module_id = id;
    }
    if m.source_filename.is_none() {
        m.source_filename = Some(filename.as_bytes().to_vec());
    }
    Ok(m)
}

fn parse_sequential(src: &str, filename: &str, opts: &ReadOptions) -> Result<Module, Diagnostic> {
    let mut p = Parser::new(src, filename);
    p.odr_uniquing = opts.debug_type_odr_uniquing;
    match p.parse_toplevel().and_then(|_| p.finish()) {
        Err(d) if d.message == function::NAME_HASH_COLLISION => {
            let mut p = Parser::new(src, filename);
            p.odr_uniquing = opts.debug_type_odr_uniquing;
            p.exact_names = true;
            p.parse_toplevel()?;
            Ok(p.finish()?)
        }
        r => r.map_err(|d| *d),
    }
}

/// A function body skipped by the top-level pass.
pub(crate) struct BodyJob {
    gid: GlobalId,
    params: Vec<Type>,
    arg_names: Vec<(Option<String>, usize)>,
    /// Offset of the body's `{`.
    start: usize,
    /// Offset just past the body's `}`.
    end: usize,
}

/// A worker's copy of the module and the bodies it parsed.
type WorkerResult = (Module, Vec<(GlobalId, crate::function::Body)>);

/// Function attributes as parsed: inline attributes and `#N` group references with offsets.
pub(crate) type FnAttrs = (Vec<Attr>, Vec<(u32, usize)>);

/// The parallel reader; `None` means "use the sequential reader".
fn parse_parallel(src: &str, filename: &str, threads: usize, opts: &ReadOptions) -> Option<Module> {
    use rayon::prelude::*;
    // Blocks named by blockaddress may belong to other functions' bodies; keep it simple.
    if src.contains("blockaddress") {
        return None;
    }
    let mut p = Parser::new(src, filename);
    p.odr_uniquing = opts.debug_type_odr_uniquing;
    p.skip_bodies = true;
    p.parse_toplevel().ok()?;
    p.check_complete().ok()?;
    let jobs = std::mem::take(&mut p.body_jobs);
    if jobs.is_empty() {
        return Some(p.m);
    }
    // Contiguous chunks of about equal size; each chunk costs one copy of the module.
    let total: usize = jobs.iter().map(|j| j.end - j.start).sum();
    let nchunks = (threads * 2).min(jobs.len());
    let per_chunk = total / nchunks + 1;
    let mut chunks: Vec<Vec<BodyJob>> = Vec::new();
    let mut cur = Vec::new();
    let mut size = 0;
    for j in jobs {
        size += j.end - j.start;
        cur.push(j);
        if size >= per_chunk {
            chunks.push(std::mem::take(&mut cur));
            size = 0;
        }
    }
    if !cur.is_empty() {
        chunks.push(cur);
    }
    let base = crate::remap::BaseSizes::of(&p.m);
    let base_parser = &p;
    let results: Vec<Option<WorkerResult>> = chunks
        .into_par_iter()
        .map(|chunk| {
            let mut w = base_parser.worker();
            let mut gids = Vec::with_capacity(chunk.len());
            for job in chunk {
                // Reserving room for the instructions avoids growing (copying and faulting in
                // again) the arenas of a huge body.
                let lines = count_instruction_lines(&src.as_bytes()[job.start..job.end]);
                let prefault = lines.saturating_mul(std::mem::size_of::<crate::inst::InstData>())
                    >= opts.min_prefault_bytes;
                let body = if tokens::worth_piping(job.end - job.start, src.len(), opts) {
                    // One huge body: lex it on another thread while this one parses.
                    tokens::TokSource::with_pipe(src, job.start, |pipe| {
                        w.lex = pipe;
                        w.bump();
                        let body =
                            w.parse_body(job.gid, &job.params, job.arg_names, lines, prefault);
                        w.seek(job.end);
                        body
                    })
                } else {
                    w.seek(job.start);
                    w.parse_body(job.gid, &job.params, job.arg_names, lines, prefault)
                }
                .ok()?;
                // The top-level pass guessed where the body ends; it must be where it ended.
                if w.body_end != job.end {
                    return None;
                }
                if let Some(f) = w.m.globals[job.gid].as_func_mut() {
                    f.body = Some(body);
                }
                gids.push(job.gid);
            }
            if !w.global_fwd.is_empty() || !w.md_fwd.is_empty() || !w.blockaddr_fwd.is_empty() {
                return None;
            }
            w.check_complete().ok()?;
            let mut m = w.m;
            let bodies = gids
                .into_iter()
                .map(|g| {
                    let b = m.globals[g]
                        .as_func_mut()
                        .and_then(|f| f.body.take())
                        .unwrap_or_default();
                    (g, b)
                })
                .collect();
            Some((m, bodies))
        })
        .collect();
    let mut m = p.m;
    for r in results {
        let (wm, bodies) = r?;
        let maps = crate::remap::merge_interned(&mut m, &wm, base)?;
        drop(wm);
        for (g, mut body) in bodies {
            crate::remap::remap_body(&mut body, &maps);
            if let Some(f) = m.globals[g].as_func_mut() {
                f.body = Some(body);
            }
        }
    }
    Some(m)
}

/// The number of lines of `text` that start with exactly two spaces: in LLVM's output, the
/// instructions of a body (labels are not indented, debug records by four spaces).
fn count_instruction_lines(text: &[u8]) -> usize {
    memchr::memchr_iter(b'\n', text)
        .filter(|&i| matches!(text.get(i + 1..i + 4), Some([b' ', b' ', c]) if *c != b' '))
        .count()
}

/// The id in a first line of the form `; ModuleID = '<id>'`.
fn header_module_id(src: &str) -> Option<String> {
    let first = src.lines().next()?;
    let rest = first.strip_prefix("; ModuleID = '")?;
    let id = rest.strip_suffix('\'')?;
    // An empty id would not be printed back (LLVM omits the line), so it names nothing.
    (!id.is_empty()).then(|| id.to_string())
}

/// The reader's result: the error boxed, so that the values the parser passes around stay
/// small (a diagnostic is some 160 bytes).
type PResult<T> = Result<T, Box<Diagnostic>>;

/// How many tokens ahead [`Parser::bump`] prefetches name-table entries (an instruction is
/// about ten tokens).
const PREFETCH_TOKENS_AHEAD: usize = 24;

/// An attribute-group reference waiting for the group's definition.
struct PendingAttrs {
    inline: Vec<Attr>,
    groups: Vec<(u32, usize)>,
    target: AttrTarget,
}

enum AttrTarget {
    Function(GlobalId),
    Global(GlobalId),
    Call(GlobalId, crate::function::Inst),
}

pub(crate) struct Parser<'s> {
    src: &'s str,
    lex: tokens::TokSource<'s>,
    tok: Tok,
    span: Range<usize>,
    m: Module,
    named_types: FxHashMap<String, (Type, usize)>,
    numbered_types: FxHashMap<u32, (Type, usize)>,
    numbered_globals: FxHashMap<u32, GlobalId>,
    next_global_num: u32,
    /// Globals referenced before their definition, with the first reference's offset.
    global_fwd: FxHashMap<GlobalId, usize>,
    md_numbered: FxHashMap<u32, crate::metadata::MdNode>,
    md_fwd: FxHashMap<u32, usize>,
    attr_groups: FxHashMap<u32, Vec<Attr>>,
    pending_attrs: Vec<PendingAttrs>,
    comdats: FxHashMap<String, ComdatId>,
    comdat_fwd: FxHashMap<ComdatId, usize>,
    /// Blocks named in `blockaddress` before their function was parsed: per function, the
    /// reserved blocks by label.
    blockaddr_fwd: FxHashMap<GlobalId, Vec<(BlockName, crate::function::Block, usize)>>,
    /// The function body being parsed.
    fs: Option<function::FnState>,
    /// Top-level pass of the parallel reader: skip function bodies, recording them here.
    skip_bodies: bool,
    body_jobs: Vec<BodyJob>,
    /// Key local names by their text instead of a hash (after a hash collision).
    exact_names: bool,
    /// The name hash of the current token, when it is a local name inside a function body.
    tok_hash: u64,
    /// Offset just past the `}` of the last function body parsed.
    body_end: usize,
    /// [`ReadOptions::debug_type_odr_uniquing`].
    odr_uniquing: bool,
    /// With `odr_uniquing`: the `DICompositeType` of each `identifier:` seen so far.
    odr_types: FxHashMap<Vec<u8>, crate::metadata::MdNode>,
    /// How many types, constants and metadata operands enclose the current token (bounded by
    /// [`crate::MAX_NESTING`]).
    depth: u32,
    /// The first constant expression of an operator LLVM removed (`and`, `zext`, ...) read
    /// since the last reset, with its offset: an initializer cannot hold one.
    removed_constexpr: Option<(usize, String)>,
}

/// A block label as written: a name or a number.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum BlockName {
    Name(CompactString),
    Number(u32),
}

impl<'s> Parser<'s> {
    fn new(src: &'s str, filename: &str) -> Parser<'s> {
        let mut lex = tokens::TokSource::live_at(src, 0);
        let (tok, span, _) = lex.next();
        Parser {
            src,
            lex,
            tok,
            span,
            m: Module::new(filename),
            named_types: FxHashMap::default(),
            numbered_types: FxHashMap::default(),
            numbered_globals: FxHashMap::default(),
            next_global_num: 0,
            global_fwd: FxHashMap::default(),
            md_numbered: FxHashMap::default(),
            md_fwd: FxHashMap::default(),
            attr_groups: FxHashMap::default(),
            pending_attrs: Vec::new(),
            comdats: FxHashMap::default(),
            comdat_fwd: FxHashMap::default(),
            blockaddr_fwd: FxHashMap::default(),
            fs: None,
            skip_bodies: false,
            body_jobs: Vec::new(),
            exact_names: false,
            tok_hash: 0,
            body_end: 0,
            odr_uniquing: true,
            odr_types: FxHashMap::default(),
            depth: 0,
            removed_constexpr: None,
        }
    }

    /// A copy of this (top-level) parser's state for parsing function bodies.
    fn worker(&self) -> Parser<'s> {
        let mut lex = tokens::TokSource::live_at(self.src, 0);
        let (tok, span, _) = lex.next();
        Parser {
            src: self.src,
            lex,
            tok,
            span,
            m: self.m.clone(),
            named_types: self.named_types.clone(),
            numbered_types: self.numbered_types.clone(),
            numbered_globals: self.numbered_globals.clone(),
            next_global_num: self.next_global_num,
            global_fwd: FxHashMap::default(),
            md_numbered: self.md_numbered.clone(),
            md_fwd: FxHashMap::default(),
            attr_groups: self.attr_groups.clone(),
            pending_attrs: Vec::new(),
            comdats: self.comdats.clone(),
            comdat_fwd: FxHashMap::default(),
            blockaddr_fwd: FxHashMap::default(),
            fs: None,
            skip_bodies: false,
            body_jobs: Vec::new(),
            exact_names: false,
            tok_hash: 0,
            body_end: 0,
            odr_uniquing: self.odr_uniquing,
            odr_types: self.odr_types.clone(),
            depth: 0,
            removed_constexpr: None,
        }
    }

    /// Moves the lexer to byte `offset` (a token boundary).
    fn seek(&mut self, offset: usize) {
        self.lex = tokens::TokSource::live_at(self.src, offset);
        self.bump();
    }

    /// The token after the current one, without moving.
    fn peek_next(&mut self) -> (Tok, Range<usize>) {
        self.lex.peek()
    }

    // ----- token helpers -----

    fn bump(&mut self) {
        let (t, s, h) = self.lex.next();
        self.tok = t;
        self.span = s;
        if t == Tok::LocalName {
            // Most local names are looked up right away; hash once (unless a lexing thread
            // did) and start the (cache-missing) load of the table entry early.
            if let Some(fs) = &self.fs {
                self.tok_hash = if h != 0 {
                    h
                } else {
                    function::name_hash(&self.src[self.span.start + 1..self.span.end])
                };
                fs.prefetch_hash(self.tok_hash);
            }
        }
        // Name lookups miss the cache in large functions, and the prefetch above comes only
        // just before the lookup: with tokens from a lexing thread, also start loading the
        // entry of a name a few instructions ahead, so that several loads are in flight.
        if let Some(fs) = &self.fs {
            let ahead = self.lex.hash_ahead(PREFETCH_TOKENS_AHEAD);
            if ahead != 0 {
                fs.prefetch_hash(ahead);
            }
        }
    }

    fn text(&self) -> &'s str {
        &self.src[self.span.clone()]
    }

    fn pos(&self) -> usize {
        self.span.start
    }

    fn is_kw(&self, kw: &str) -> bool {
        self.tok == Tok::Ident && self.text() == kw
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat(&mut self, t: Tok) -> bool {
        if self.tok == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn found(&self) -> String {
        match self.tok {
            Tok::Eof => "end of file".to_string(),
            _ => {
                let t = self.text();
                if t.len() > 40 {
                    format!(
                        "'{}...'",
                        &t[..t.char_indices().nth(37).map(|c| c.0).unwrap_or(37)]
                    )
                } else {
                    format!("'{t}'")
                }
            }
        }
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::error_at(self.span.clone(), msg)))
    }

    fn err_at<T>(&self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        let end = (pos + 1).min(self.src.len()).max(pos);
        Err(Box::new(Diagnostic::error_at(pos..end, msg)))
    }

    fn expected<T>(&self, what: &str) -> PResult<T> {
        if self.tok == Tok::Error {
            let t = self.text();
            let why = if t.starts_with("/*") {
                " (unterminated block comment)"
            } else if t.contains('"') {
                " (unterminated string)"
            } else {
                ""
            };
            return self.err(format!(
                "invalid token {}{why}; expected {what}",
                self.found()
            ));
        }
        self.err(format!("expected {what}, found {}", self.found()))
    }

    fn expect(&mut self, t: Tok, what: &str) -> PResult<()> {
        if self.tok == t {
            self.bump();
            Ok(())
        } else {
            self.expected(what)
        }
    }

    fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            self.expected(&format!("'{kw}'"))
        }
    }

    /// Decodes the contents of a `"..."` token.
    fn string_bytes(&self) -> PResult<Vec<u8>> {
        let t = self.text();
        let inner = strip_quotes(t);
        unescape(inner.as_bytes()).or_else(|_| self.err("invalid escape in string"))
    }

    fn parse_string(&mut self, what: &str) -> PResult<Vec<u8>> {
        if self.tok != Tok::Str {
            return self.expected(what);
        }
        let s = self.string_bytes()?;
        self.bump();
        Ok(s)
    }

    /// Parses an integer literal that fits in `T`.
    fn parse_int_token<T: std::str::FromStr>(&mut self, what: &str) -> PResult<T> {
        if self.tok != Tok::Int {
            return self.expected(what);
        }
        match self.text().parse::<T>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => self.err(format!("expected {what}, found {}", self.found())),
        }
    }

    /// Parses an unsigned integer literal that fits in `u64`.
    fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        self.parse_int_token(what)
    }

    /// Parses `<type> <value>, ...` up to (not including) `close`; empty when `close` comes
    /// first.
    pub(crate) fn parse_typed_values_until(&mut self, close: Tok) -> PResult<Vec<Value>> {
        let mut vals = Vec::new();
        if self.tok != close {
            loop {
                vals.push(self.parse_typed_value()?.1);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        Ok(vals)
    }

    fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let pos = self.pos();
        let v = self.parse_u64(what)?;
        u32::try_from(v).or_else(|_| self.err_at(pos, format!("{what} is too large")))
    }

    fn parse_i64(&mut self, what: &str) -> PResult<i64> {
        self.parse_int_token(what)
    }

    /// `align N` (after the keyword has been consumed): a power of two up to 2^32.
    fn parse_alignment_value(&mut self) -> PResult<u64> {
        let pos = self.pos();
        let paren = self.eat(Tok::LParen);
        let v = self.parse_u64("alignment")?;
        if paren {
            self.expect(Tok::RParen, "')'")?;
        }
        if !v.is_power_of_two() {
            return self.err_at(pos, "alignment is not a power of two");
        }
        if v > 1 << 32 {
            return self.err_at(pos, "huge alignments are not supported yet");
        }
        Ok(v)
    }

    /// `addrspace(N)` (keyword consumed).
    fn parse_addrspace_value(&mut self) -> PResult<u32> {
        self.expect(Tok::LParen, "'(' after addrspace")?;
        let v = if self.tok == Tok::Str {
            // Symbolic address spaces ("A", "G", "P") refer to the data layout.
            let pos = self.pos();
            let s = self.parse_string("address space")?;
            self.symbolic_addrspace(&s, pos)?
        } else {
            self.parse_u32("address space")?
        };
        if v >= 1 << 24 {
            return self.err("invalid address space, must be a 24-bit integer");
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(v)
    }

    fn symbolic_addrspace(&self, s: &[u8], pos: usize) -> PResult<u32> {
        let key = match s {
            b"A" => 'A',
            b"G" => 'G',
            b"P" => 'P',
            _ => {
                return self.err_at(
                    pos,
                    "invalid symbolic addrspace, expected \"A\", \"G\" or \"P\"",
                )
            }
        };
        let dl = self.m.data_layout.clone().unwrap_or_default();
        for part in dl.split(|&b| b == b'-') {
            if part.first() == Some(&(key as u8)) {
                if let Ok(n) = std::str::from_utf8(&part[1..]).unwrap_or("").parse::<u32>() {
                    return Ok(n);
                }
            }
        }
        Ok(0)
    }

    /// Runs `f` one nesting level deeper: on a stack grown as needed, or with a located error
    /// past [`crate::MAX_NESTING`] levels. Every recursive descent (types, constants,
    /// metadata operands) passes through here.
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= crate::MAX_NESTING {
            return self.err(format!(
                "nesting too deep: more than {} levels of types, constants or metadata",
                crate::MAX_NESTING
            ));
        }
        // Checking the stack costs a call; one level's frames are well under the 256 KiB the
        // check leaves, so checking every 8th level (the first one included) is enough.
        let r = if self.depth % 8 == 0 {
            self.depth += 1;
            crate::with_stack(|| f(self))
        } else {
            self.depth += 1;
            f(self)
        };
        self.depth -= 1;
        r
    }

    // ----- types -----

    /// Parses a type, including legacy typed pointers and function types.
    pub(crate) fn parse_type(&mut self, allow_void: bool) -> PResult<Type> {
        self.nested(|p| p.parse_type_nested(allow_void))
    }

    fn parse_type_nested(&mut self, allow_void: bool) -> PResult<Type> {
        let pos = self.pos();
        let mut ty = self.parse_base_type()?;
        // Whether `ty` is a legacy typed pointer (`T*`, `T addrspace(N)*`): those take more
        // pointer suffixes (`i32 addrspace(4)* addrspace(4)*`), the `ptr` keyword does not (its
        // address space is part of the base type).
        let mut typed_pointer = false;
        loop {
            match self.tok {
                Tok::Star => {
                    // `void*` is an old spelling of i8*.
                    self.bump();
                    ty = self.m.types.ptr(0);
                    typed_pointer = true;
                }
                Tok::Ident if self.text() == "addrspace" => {
                    if !typed_pointer && matches!(self.m.types.get(ty), TypeData::Ptr(_)) {
                        break;
                    }
                    typed_pointer = true;
                    self.bump();
                    let a = self.parse_addrspace_value()?;
                    self.expect(Tok::Star, "'*' after addrspace in a pointer type")?;
                    ty = self.m.types.ptr(a);
                }
                Tok::LParen => {
                    // Function type: `ret (params)`.
                    ty = self.parse_function_type_params(ty)?;
                }
                _ => break,
            }
        }
        if !allow_void && self.m.types.is_void(ty) {
            return self.err_at(pos, "void type only allowed for function results");
        }
        Ok(ty)
    }

    fn parse_function_type_params(&mut self, ret: Type) -> PResult<Type> {
        let pos = self.pos();
        self.expect(Tok::LParen, "'('")?;
        let mut params = Vec::new();
        let mut varargs = false;
        if self.tok != Tok::RParen {
            loop {
                if self.eat(Tok::Ellipsis) {
                    varargs = true;
                    break;
                }
                let p = self.parse_type(false)?;
                // Attributes and names are not allowed in function types, but older IR had
                // attributes here; skip them for leniency with the legacy syntax.
                let _ = self.parse_param_attrs()?;
                if matches!(self.tok, Tok::LocalName | Tok::LocalId | Tok::LocalQuoted) {
                    return self.err("argument name invalid in function type");
                }
                if !valid_arg_type(&self.m.types, p) {
                    return self.err_at(pos, "invalid type for function argument");
                }
                params.push(p);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of function type")?;
        if !valid_return_type(&self.m.types, ret) {
            return self.err_at(pos, "invalid function return type");
        }
        Ok(self.m.types.function(ret, params, varargs))
    }

    fn parse_base_type(&mut self) -> PResult<Type> {
        match self.tok {
            Tok::Ident => {
                let t = self.text();
                let ty = match t {
                    "void" => TypeData::Void,
                    "half" => TypeData::Float(FloatKind::Half),
                    "bfloat" => TypeData::Float(FloatKind::BFloat),
                    "float" => TypeData::Float(FloatKind::Float),
                    "double" => TypeData::Float(FloatKind::Double),
                    "x86_fp80" => TypeData::Float(FloatKind::X86Fp80),
                    "fp128" => TypeData::Float(FloatKind::Fp128),
                    "ppc_fp128" => TypeData::Float(FloatKind::PpcFp128),
                    "label" => TypeData::Label,
                    "metadata" => TypeData::Metadata,
                    "token" => TypeData::Token,
                    "x86_amx" => TypeData::X86Amx,
                    "x86_mmx" => TypeData::X86Mmx,
                    "opaque" => return self.err("'opaque' is only valid in a type definition"),
                    "ptr" => {
                        self.bump();
                        let a = if self.eat_kw("addrspace") {
                            self.parse_addrspace_value()?
                        } else {
                            0
                        };
                        return Ok(self.m.types.ptr(a));
                    }
                    "target" => {
                        self.bump();
                        return self.parse_target_type();
                    }
                    _ => {
                        if let Some(bits) = t.strip_prefix('i').and_then(|b| b.parse::<u64>().ok())
                        {
                            if bits == 0 || bits > (1 << 23) {
                                return self.err("bitwidth for integer type out of range");
                            }
                            self.bump();
                            return Ok(self.m.types.int(bits as u32));
                        } else {
                            return self.expected("type");
                        }
                    }
                };
                self.bump();
                Ok(self.m.types.intern(ty))
            }
            Tok::LocalName | Tok::LocalQuoted => {
                let name = self.local_name_text()?;
                let pos = self.pos();
                self.bump();
                Ok(self.named_type_ref(name, pos))
            }
            Tok::LocalId => {
                let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
                let pos = self.pos();
                self.bump();
                if let Some(&(t, _)) = self.numbered_types.get(&n) {
                    return Ok(t);
                }
                let t = self.m.types.new_struct(StructName::Unnamed);
                self.numbered_types.insert(n, (t, pos));
                Ok(t)
            }
            Tok::LBrace => {
                self.bump();
                let elems = self.parse_struct_body_elems(Tok::RBrace)?;
                Ok(self.m.types.intern(TypeData::Struct {
                    packed: false,
                    elems,
                }))
            }
            Tok::Less => {
                self.bump();
                if self.tok == Tok::LBrace {
                    self.bump();
                    let elems = self.parse_struct_body_elems(Tok::RBrace)?;
                    self.expect(Tok::Greater, "'>' at end of packed struct")?;
                    return Ok(self.m.types.intern(TypeData::Struct {
                        packed: true,
                        elems,
                    }));
                }
                let scalable = self.eat_kw("vscale");
                if scalable {
                    self.expect_kw("x")?;
                }
                let size_pos = self.pos();
                let len = self.parse_u64("number of elements in vector type")?;
                self.expect_kw("x")?;
                let pos = self.pos();
                let elem = self.parse_type(false)?;
                self.expect(Tok::Greater, "'>' at end of vector type")?;
                if len == 0 {
                    return self.err_at(size_pos, "zero element vector is illegal");
                }
                if len > u32::MAX as u64 {
                    return self.err_at(size_pos, "size too large for vector");
                }
                if !valid_vector_elem(&self.m.types, elem) {
                    return self.err_at(pos, "invalid vector element type");
                }
                Ok(self.m.types.intern(TypeData::Vector {
                    scalable,
                    len: len as u32,
                    elem,
                }))
            }
            Tok::LBracket => {
                self.bump();
                let len = self.parse_u64("number of elements in array type")?;
                self.expect_kw("x")?;
                let pos = self.pos();
                let elem = self.parse_type(false)?;
                self.expect(Tok::RBracket, "']' at end of array type")?;
                if !valid_array_elem(&self.m.types, elem) {
                    return self.err_at(pos, "invalid array element type");
                }
                Ok(self.m.types.intern(TypeData::Array { len, elem }))
            }
            _ => self.expected("type"),
        }
    }

    fn parse_struct_body_elems(&mut self, close: Tok) -> PResult<Vec<Type>> {
        let mut elems = Vec::new();
        if self.eat(close) {
            return Ok(elems);
        }
        loop {
            let pos = self.pos();
            let t = self.parse_type(false)?;
            if !valid_struct_elem(&self.m.types, t) {
                return self.err_at(pos, "invalid element type for struct");
            }
            elems.push(t);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(close, "'}' at end of struct")?;
        Ok(elems)
    }

    fn parse_target_type(&mut self) -> PResult<Type> {
        self.expect(Tok::LParen, "'(' after 'target'")?;
        let name = self.parse_string("target extension type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma) {
            if self.tok == Tok::Int {
                ints.push(self.parse_u32("integer parameter")?);
            } else {
                if !ints.is_empty() {
                    return self.err("type parameters must precede integer parameters");
                }
                types.push(self.parse_type(true)?);
            }
        }
        self.expect(Tok::RParen, "')' at end of target type")?;
        Ok(self.m.types.intern(TypeData::Target {
            name: String::from_utf8_lossy(&name).into_owned(),
            types,
            ints,
        }))
    }

    fn named_type_ref(&mut self, name: String, pos: usize) -> Type {
        if let Some(&(t, _)) = self.named_types.get(&name) {
            return t;
        }
        let t = self.m.types.new_struct(StructName::Named(name.clone()));
        self.named_types.insert(name, (t, pos));
        t
    }

    /// The unescaped name of a `%name` or `%"name"` token.
    fn local_name_text(&self) -> PResult<String> {
        let t = self.text();
        let body = &t[1..];
        if body.starts_with('"') {
            let b =
                unescape(strip_quotes(body).as_bytes()).or_else(|_| self.err("invalid escape"))?;
            if b.is_empty() {
                return self.err("empty names are not allowed");
            }
            if b.contains(&0) {
                return self.err("NUL character is not allowed in names");
            }
            Ok(String::from_utf8_lossy(&b).into_owned())
        } else {
            Ok(body.to_string())
        }
    }

    /// Whether the type definition after `%T = type` names another type (`type i32`,
    /// `type ptr addrspace(4)`, `type <4 x i32>`, `type %U*`) rather than giving a struct
    /// body (`{`, `<{`, `opaque`).
    pub(crate) fn type_def_is_alias(&mut self) -> bool {
        match self.tok {
            Tok::LBrace => false,
            Tok::Less => self.peek_next().0 != Tok::LBrace,
            Tok::Ident => self.text() != "opaque",
            _ => true,
        }
    }

    /// `%T = type <type>` (after `type`): LLVM's reader makes `%T` another name of that type
    /// (it prints as the type itself). `earlier` is what the name already stands for.
    pub(crate) fn parse_type_alias(&mut self, earlier: Option<Type>, pos: usize) -> PResult<Type> {
        if let Some(t) = earlier {
            return match self.m.types.get(t) {
                TypeData::Named(id) if !self.m.types.structs[*id].defined => {
                    self.err("forward references to non-struct type")
                }
                _ => self.err_at(pos, "redefinition of type"),
            };
        }
        self.parse_type(false)
    }

    /// Defines an identified struct type: `%T = type ...` (the name token and `type` already
    /// consumed).
    pub(crate) fn define_type(&mut self, t: Type, pos: usize) -> PResult<()> {
        let TypeData::Named(id) = *self.m.types.get(t) else {
            return self.err_at(pos, "redefinition of type");
        };
        if self.m.types.structs[id].defined {
            return self.err_at(pos, "redefinition of type");
        }
        let body = if self.eat_kw("opaque") {
            StructBody::Opaque
        } else if self.tok == Tok::LBrace {
            self.bump();
            let elems = self.parse_struct_body_elems(Tok::RBrace)?;
            StructBody::Body {
                packed: false,
                elems,
            }
        } else if self.tok == Tok::Less {
            self.bump();
            self.expect(Tok::LBrace, "'{' in packed struct")?;
            let elems = self.parse_struct_body_elems(Tok::RBrace)?;
            self.expect(Tok::Greater, "'>' at end of packed struct")?;
            StructBody::Body {
                packed: true,
                elems,
            }
        } else {
            return self.expected("'{', '<{' or 'opaque' in type definition");
        };
        let def = &mut self.m.types.structs[id];
        def.body = body;
        def.defined = true;
        Ok(())
    }

    // ----- attributes -----

    /// Parses parameter or return attributes (no `#N` groups).
    pub(crate) fn parse_param_attrs(&mut self) -> PResult<Vec<Attr>> {
        let mut v = Vec::new();
        while let Some(a) = self.try_parse_attr(false)? {
            v.push(a);
        }
        Ok(v)
    }

    /// Parses function attributes: attributes and `#N` references.
    pub(crate) fn parse_fn_attrs(&mut self) -> PResult<FnAttrs> {
        let mut v = Vec::new();
        let mut groups = Vec::new();
        loop {
            if self.tok == Tok::AttrGroupId {
                let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
                groups.push((n, self.pos()));
                self.bump();
                continue;
            }
            match self.try_parse_attr(true)? {
                Some(a) => v.push(a),
                None => break,
            }
        }
        Ok((v, groups))
    }

    /// Parses one attribute if the current token starts one. `in_group` allows the `key=value`
    /// spellings used inside `attributes #N = { ... }` (`align=8`, `alignstack=16`).
    /// LLVM 21's `captures(...)` (which replaced `nocapture`), as OpenCilk's newer output
    /// writes it: `captures(none)` is LLVM 19's `nocapture`; any other set of components
    /// (`address`, `provenance`, `ret: ...`) allows some capture, which LLVM 19 can only state
    /// by saying nothing, so the attribute is dropped and the next one read.
    fn parse_captures_attr(&mut self, fn_ctx: bool) -> PResult<Option<Attr>> {
        self.bump();
        self.expect(Tok::LParen, "'(' after captures")?;
        let mut words = Vec::new();
        loop {
            match self.tok {
                Tok::RParen => break,
                Tok::Ident => {
                    let w = self.text();
                    if !matches!(
                        w,
                        "none" | "address" | "address_is_null" | "provenance" | "read_provenance"
                    ) {
                        return self.expected("captures component");
                    }
                    words.push(w.to_string());
                    self.bump();
                }
                Tok::Label if self.text() == "ret:" => {
                    words.push("ret".to_string());
                    self.bump();
                }
                Tok::Comma => self.bump(),
                _ => return self.expected("captures component or ')'"),
            }
        }
        self.bump();
        if words == ["none"] {
            let kind = AttrKind::from_keyword("nocapture").expect("nocapture is an attribute");
            return Ok(Some(Attr::Flag(kind)));
        }
        self.try_parse_attr(fn_ctx)
    }

    /// Whether the token after the current one is `(`.
    fn peek_is_lparen(&self) -> bool {
        self.src[self.span.end..].starts_with('(')
    }

    pub(crate) fn try_parse_attr(&mut self, fn_ctx: bool) -> PResult<Option<Attr>> {
        if self.tok == Tok::Str {
            let key = self.string_bytes()?;
            self.bump();
            let val = if self.eat(Tok::Eq) {
                self.parse_string("attribute value")?
            } else {
                Vec::new()
            };
            return Ok(Some(Attr::Str(key, val)));
        }
        if self.tok != Tok::Ident {
            return Ok(None);
        }
        let word = self.text();
        if let Some(me) = crate::attrs::legacy_location_attr(word) {
            // Pre-LLVM-16 spellings, upgraded to `memory(...)` with the function's other
            // attributes (see `attrs::upgrade_fn_memory_attrs`).
            self.bump();
            return Ok(Some(Attr::Memory(me)));
        }
        if word == "captures" && self.peek_is_lparen() {
            return self.parse_captures_attr(fn_ctx);
        }
        let Some(kind) = AttrKind::from_keyword(word) else {
            return Ok(None);
        };
        // Words that are attributes in some positions but keywords elsewhere.
        if fn_ctx && word == "align" {
            // `align N` after a function's attributes is the function alignment, handled by the
            // caller; inside attribute groups it is `align=N`.
            return Ok(None);
        }
        let pos = self.pos();
        self.bump();
        let attr = match kind.class() {
            AttrClass::Enum => Attr::Flag(kind),
            AttrClass::Type => {
                if self.tok != Tok::LParen {
                    return self.err_at(
                        pos,
                        format!("expected '(' and a type after '{}'", kind.keyword()),
                    );
                }
                self.bump();
                let t = self.parse_type(false)?;
                self.expect(Tok::RParen, "')'")?;
                Attr::Type(kind, t)
            }
            AttrClass::Int => self.parse_int_attr(kind, pos)?,
            AttrClass::Range => {
                self.expect(Tok::LParen, "'(' after range")?;
                let tpos = self.pos();
                let ty = self.parse_type(false)?;
                let Some(bits) = self.m.types.int_bits(self.m.types.scalar(ty)) else {
                    return self.err_at(tpos, "the range must have integer type!");
                };
                let lo = self.parse_int_literal(bits)?;
                self.expect(Tok::Comma, "','")?;
                let hi = self.parse_int_literal(bits)?;
                self.expect(Tok::RParen, "')'")?;
                if lo == hi && !lo.is_zero() {
                    return self
                        .err_at(pos, "the range should not represent the full or empty set!");
                }
                Attr::Range { ty, lo, hi }
            }
            AttrClass::RangeList => {
                self.expect(Tok::LParen, "'(' after initializes")?;
                let mut ranges = Vec::new();
                loop {
                    self.expect(Tok::LParen, "'('")?;
                    let lo = self.parse_i64("range start")?;
                    self.expect(Tok::Comma, "','")?;
                    let hi = self.parse_i64("range end")?;
                    self.expect(Tok::RParen, "')'")?;
                    ranges.push((lo, hi));
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "')'")?;
                Attr::Initializes(ranges)
            }
        };
        Ok(Some(attr))
    }

    fn parse_int_attr(&mut self, kind: AttrKind, pos: usize) -> PResult<Attr> {
        let kw = kind.keyword();
        Ok(match kw {
            "align" | "alignstack" => {
                let _ = self.eat(Tok::Eq);
                let v = self.parse_alignment_value()?;
                Attr::Int(kind, v)
            }
            "dereferenceable" | "dereferenceable_or_null" => {
                self.expect(Tok::LParen, "'('")?;
                let v = self.parse_u64("number of bytes")?;
                self.expect(Tok::RParen, "')'")?;
                Attr::Int(kind, v)
            }
            "uwtable" => {
                if self.eat(Tok::LParen) {
                    let v = if self.eat_kw("sync") {
                        1
                    } else if self.eat_kw("async") {
                        2
                    } else {
                        return self.expected("'sync' or 'async'");
                    };
                    self.expect(Tok::RParen, "')'")?;
                    Attr::Int(kind, v)
                } else {
                    Attr::Int(kind, 2)
                }
            }
            "allocsize" => {
                self.expect(Tok::LParen, "'('")?;
                let a = self.parse_u32("argument index")?;
                let b = if self.eat(Tok::Comma) {
                    Some(self.parse_u32("argument index")?)
                } else {
                    None
                };
                self.expect(Tok::RParen, "')'")?;
                Attr::AllocSize(a, b)
            }
            "vscale_range" => {
                self.expect(Tok::LParen, "'('")?;
                let a = self.parse_u32("minimum vscale")?;
                let b = if self.eat(Tok::Comma) {
                    self.parse_u32("maximum vscale")?
                } else {
                    a
                };
                self.expect(Tok::RParen, "')'")?;
                Attr::VScaleRange(a, b)
            }
            "allockind" => {
                self.expect(Tok::LParen, "'('")?;
                let s = self.parse_string("allockind string")?;
                self.expect(Tok::RParen, "')'")?;
                let mut bits = 0u64;
                for part in s.split(|&b| b == b',') {
                    let p = std::str::from_utf8(part).unwrap_or("");
                    match crate::attrs::ALLOCKIND_BITS.iter().find(|(_, n)| *n == p) {
                        Some((b, _)) => bits |= b,
                        None => return self.err_at(pos, format!("unknown allockind {p}")),
                    }
                }
                Attr::Int(kind, bits)
            }
            "nofpclass" => {
                self.expect(Tok::LParen, "'('")?;
                let mut bits = 0u64;
                loop {
                    if self.tok == Tok::Int {
                        bits |= self.parse_u64("nofpclass mask")?;
                    } else if self.tok == Tok::Ident {
                        let w = self.text();
                        match crate::attrs::FPCLASS_NAMES.iter().find(|(_, n)| *n == w) {
                            Some((b, _)) => bits |= b,
                            None => return self.expected("nofpclass test mask"),
                        }
                        self.bump();
                    } else {
                        break;
                    }
                }
                self.expect(Tok::RParen, "')'")?;
                if bits == 0 || bits > 0x3ff {
                    return self.err_at(pos, "invalid mask value for 'nofpclass'");
                }
                Attr::Int(kind, bits)
            }
            "memory" => Attr::Memory(self.parse_memory_effects()?),
            _ => return self.err_at(pos, format!("unsupported attribute '{kw}'")),
        })
    }

    fn parse_memory_effects(&mut self) -> PResult<MemoryEffects> {
        self.expect(Tok::LParen, "'('")?;
        let mut me = MemoryEffects {
            argmem: ModRef::None,
            inaccessiblemem: ModRef::None,
            other: ModRef::None,
        };
        let mut seen_default = false;
        let mut first = true;
        loop {
            if self.tok == Tok::Label {
                // `argmem: read`
                let loc = self.text().trim_end_matches(':').to_string();
                self.bump();
                let mr = self.parse_modref()?;
                match loc.as_str() {
                    "argmem" => me.argmem = mr,
                    "inaccessiblemem" => me.inaccessiblemem = mr,
                    "other" => me.other = mr,
                    _ => return self.expected("memory location: argmem, inaccessiblemem or other"),
                }
            } else if first && self.tok == Tok::Ident {
                let mr = self.parse_modref()?;
                me = MemoryEffects {
                    argmem: mr,
                    inaccessiblemem: mr,
                    other: mr,
                };
                seen_default = true;
            } else {
                return self.expected("memory location or access kind");
            }
            first = false;
            let _ = seen_default;
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(me)
    }

    fn parse_modref(&mut self) -> PResult<ModRef> {
        if self.tok == Tok::Ident {
            if let Some(m) = ModRef::from_keyword(self.text()) {
                self.bump();
                return Ok(m);
            }
        }
        self.expected("access kind: none, read, write or readwrite")
    }

    /// An integer literal of `bits` width (decimal, or `u0x`/`s0x` hex, or `true`/`false`).
    pub(crate) fn parse_int_literal(&mut self, bits: u32) -> PResult<IntVal> {
        let v = match self.tok {
            Tok::Int => {
                let t = self.text();
                // Almost every literal fits in 64 bits; only wider ones need a big integer.
                match t.parse::<i64>() {
                    Ok(v) if bits <= 128 => IntVal::from_i128(v as i128, bits),
                    _ => {
                        let big: num_bigint::BigInt = match t.parse() {
                            Ok(b) => b,
                            Err(_) => return self.expected("integer"),
                        };
                        IntVal::from_bigint(&big, bits)
                    }
                }
            }
            Tok::HexInt => {
                let t = self.text();
                let signed = t.starts_with('s');
                let digits = &t[3..];
                let mut big =
                    num_bigint::BigInt::parse_bytes(digits.as_bytes(), 16).unwrap_or_default();
                if signed {
                    // LLVM's lexer keeps an `s0x` literal in as many bits as it has active
                    // (`s0x0012312` is 17 bits wide), then reads it as signed: the highest set
                    // bit is the sign, so a non-zero literal is negative.
                    let active = big.bits();
                    if active > 0 {
                        big -= num_bigint::BigInt::from(1) << active;
                    }
                }
                IntVal::from_bigint(&big, bits)
            }
            Tok::Ident if self.text() == "true" => IntVal::from_i128(1, bits),
            Tok::Ident if self.text() == "false" => IntVal::Small(0),
            _ => return self.expected("integer constant"),
        };
        self.bump();
        Ok(v)
    }
}

/// Strips the surrounding quotes of `"..."` (and a trailing `:` of quoted labels).
fn strip_quotes(t: &str) -> &str {
    let t = t.strip_suffix(':').unwrap_or(t);
    let t = t.strip_prefix('"').unwrap_or(t);
    t.strip_suffix('"').unwrap_or(t)
}

fn valid_arg_type(ts: &crate::types::TypeStore, t: Type) -> bool {
    !matches!(
        ts.get(t),
        TypeData::Void | TypeData::Label | TypeData::Function { .. }
    )
}

fn valid_return_type(ts: &crate::types::TypeStore, t: Type) -> bool {
    !matches!(
        ts.get(t),
        TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
    )
}

fn valid_vector_elem(ts: &crate::types::TypeStore, t: Type) -> bool {
    matches!(
        ts.get(t),
        TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr(_)
    )
}

fn valid_array_elem(ts: &crate::types::TypeStore, t: Type) -> bool {
    !matches!(
        ts.get(t),
        TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Function { .. }
            | TypeData::Token
            | TypeData::X86Amx
    ) && !matches!(ts.get(t), TypeData::Vector { scalable: true, .. })
}

fn valid_struct_elem(ts: &crate::types::TypeStore, t: Type) -> bool {
    !matches!(
        ts.get(t),
        TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Function { .. }
            | TypeData::Token
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn instruction_lines_are_the_lines_indented_by_two_spaces() {
        let body = "{\nentry:\n  %a = add i32 1, 2\n    #dbg_value(i32 %a, !1, !DIExpression(), !2)\n  br label %b\n\nb:                                                ; preds = %entry\n  ret void\n}\n  x";
        assert_eq!(super::count_instruction_lines(body.as_bytes()), 4);
        assert_eq!(super::count_instruction_lines(b"\n  "), 0);
        assert_eq!(super::count_instruction_lines(b""), 0);
    }
}
