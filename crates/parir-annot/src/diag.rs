//! Warnings of the annotation passes and lints: a stable name, a message, and a location — the
//! user's `file:line:col` from `!dbg` when the IR has debug information, else the `.ll`
//! position of the instruction (DESIGN.md, "Diagnostics and bad input").
//!
//! Passes run through [`parir_transform::manager::PassManager`] have no return channel for
//! diagnostics, so this crate's passes also push their warnings into a per-thread sink that
//! the caller drains with [`take_warnings`] after the run (module passes run on the thread that
//! calls `PassManager::run`). Library users can call the functions the passes wrap (for
//! example [`crate::ivdep::lower_module`]) and get the warnings back directly.

use parir_ir::inst::InstData;
use parir_ir::metadata::{DiValue, MdNode, MdRef, NodeData};
use parir_ir::Module;
use std::cell::RefCell;
use std::fmt::Write as _;

/// A source position from a `!DILocation`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    pub file: String,
    pub line: u64,
    pub column: u64,
}

/// One warning of an annotation pass or lint.
///
/// ```
/// use parir_annot::diag::Warning;
/// let w = Warning::new("ivdep-marker-without-loop", "no loop follows this marker").at_pos(Some(5));
/// assert_eq!(
///     w.render("k.ll", "abc\ndefgh\n"),
///     "k.ll:2:2: warning: no loop follows this marker [ivdep-marker-without-loop]"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// Stable name, usable to filter (`ivdep-array-not-accessed`, ...).
    pub name: &'static str,
    pub message: String,
    /// The function the warning is about (`@f`), if any.
    pub function: Option<String>,
    /// Byte offset in the `.ll` text, if the entity came from the text.
    pub pos: Option<u32>,
    /// The user's source location, from `!dbg`.
    pub source: Option<SourceLoc>,
}

impl Warning {
    /// A warning without location.
    pub fn new(name: &'static str, message: impl Into<String>) -> Warning {
        Warning {
            name,
            message: message.into(),
            function: None,
            pos: None,
            source: None,
        }
    }

    /// Sets the `.ll` byte offset (0 means "not from the text": instructions created by a
    /// pass have position 0).
    pub fn at_pos(mut self, pos: Option<u32>) -> Warning {
        self.pos = pos.filter(|&p| p > 0);
        self
    }

    /// Locates the warning at instruction `d` of function `f`: its `.ll` position and its
    /// `!dbg` source location.
    pub fn at_inst(mut self, m: &Module, f: &str, d: &InstData) -> Warning {
        self.function = Some(f.to_string());
        self.source = debug_location(m, d);
        self.at_pos(Some(d.pos))
    }

    /// `file:line:col` of the warning: the source location when known, else the `.ll`
    /// position in `src` (named `ll_name`), else `ll_name` alone.
    pub fn location(&self, ll_name: &str, src: &str) -> String {
        match (&self.source, self.pos) {
            (Some(s), _) => format!("{}:{}:{}", s.file, s.line, s.column),
            (None, Some(p)) => {
                let (l, c) = parir_ir::diag::line_col(src, p as usize);
                format!("{ll_name}:{l}:{c}")
            }
            (None, None) => ll_name.to_string(),
        }
    }

    /// The `.ll` position as `file:line:col`, if known.
    pub fn ll_location(&self, ll_name: &str, src: &str) -> Option<String> {
        self.pos.map(|p| {
            let (l, c) = parir_ir::diag::line_col(src, p as usize);
            format!("{ll_name}:{l}:{c}")
        })
    }

    /// One line: `loc: warning: message [name]`, with the `.ll` position appended when the
    /// primary location is a source location.
    pub fn render(&self, ll_name: &str, src: &str) -> String {
        let mut s = format!(
            "{}: warning: {} [{}]",
            self.location(ll_name, src),
            self.message,
            self.name
        );
        if self.source.is_some() {
            if let Some(ll) = self.ll_location(ll_name, src) {
                let _ = write!(s, " (at {ll})");
            }
        }
        s
    }

    /// The warning as a JSON object (one line).
    pub fn to_json(&self, ll_name: &str, src: &str) -> String {
        let mut s = String::from("{");
        let _ = write!(s, "\"name\":{}", json_str(self.name));
        let _ = write!(s, ",\"severity\":\"warning\"");
        let _ = write!(s, ",\"message\":{}", json_str(&self.message));
        let _ = write!(
            s,
            ",\"location\":{}",
            json_str(&self.location(ll_name, src))
        );
        match self.pos {
            Some(p) => {
                let (l, c) = parir_ir::diag::line_col(src, p as usize);
                let _ = write!(
                    s,
                    ",\"ll\":{{\"file\":{},\"line\":{l},\"column\":{c}}}",
                    json_str(ll_name)
                );
            }
            None => s.push_str(",\"ll\":null"),
        }
        match &self.source {
            Some(loc) => {
                let _ = write!(
                    s,
                    ",\"source\":{{\"file\":{},\"line\":{},\"column\":{}}}",
                    json_str(&loc.file),
                    loc.line,
                    loc.column
                );
            }
            None => s.push_str(",\"source\":null"),
        }
        match &self.function {
            Some(f) => {
                let _ = write!(s, ",\"function\":{}", json_str(f));
            }
            None => s.push_str(",\"function\":null"),
        }
        s.push('}');
        s
    }
}

/// A JSON string literal.
pub fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The source location of an instruction's `!dbg` attachment: line and column of the
/// `!DILocation`, file of its scope chain (`DILexicalBlock`/`DISubprogram` → `DIFile`).
pub fn debug_location(m: &Module, d: &InstData) -> Option<SourceLoc> {
    let kind = m.md.find_kind("dbg")?;
    let (_, node) = d.md.iter().find(|(k, _)| *k == kind)?;
    let fields = special_fields(m, *node, "DILocation")?;
    let line = int_field(fields, "line").unwrap_or(0);
    let column = int_field(fields, "column").unwrap_or(0);
    let mut scope = node_field(fields, "scope");
    let mut file = None;
    // Scopes nest; a file is normally one or two steps away. Bound the walk against cycles.
    for _ in 0..16 {
        let Some(s) = scope else { break };
        let NodeData::Special { fields, .. } = &m.md.node(m.md.canonical(s)).data else {
            break;
        };
        if let Some(f) = node_field(fields, "file") {
            file = file_name(m, f);
            break;
        }
        scope = node_field(fields, "scope");
    }
    Some(SourceLoc {
        file: file.unwrap_or_else(|| "<unknown>".to_string()),
        line,
        column,
    })
}

fn special_fields<'a>(
    m: &'a Module,
    n: MdNode,
    kind: &str,
) -> Option<&'a [parir_ir::metadata::DiField]> {
    match &m.md.node(m.md.canonical(n)).data {
        NodeData::Special { kind: k, fields } if k == kind => Some(fields),
        _ => None,
    }
}

fn int_field(fields: &[parir_ir::metadata::DiField], name: &str) -> Option<u64> {
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| match &f.value {
            DiValue::Int(s) => s.parse().ok(),
            _ => None,
        })
}

fn node_field(fields: &[parir_ir::metadata::DiField], name: &str) -> Option<MdNode> {
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| match &f.value {
            DiValue::Md(Some(MdRef::Node(n))) => Some(*n),
            _ => None,
        })
}

fn file_name(m: &Module, f: MdNode) -> Option<String> {
    let fields = special_fields(m, f, "DIFile")?;
    let get = |name: &str| {
        fields
            .iter()
            .find(|x| x.name == name)
            .and_then(|x| match &x.value {
                DiValue::Str(b) => Some(String::from_utf8_lossy(b).into_owned()),
                _ => None,
            })
    };
    let name = get("filename")?;
    Some(match get("directory") {
        Some(d) if !d.is_empty() && !name.starts_with('/') => format!("{d}/{name}"),
        _ => name,
    })
}

thread_local! {
    static SINK: RefCell<Vec<Warning>> = const { RefCell::new(Vec::new()) };
}

/// Adds warnings to this thread's sink (what this crate's passes do).
pub fn report(ws: impl IntoIterator<Item = Warning>) {
    SINK.with(|s| s.borrow_mut().extend(ws));
}

/// Takes the warnings this crate's passes reported on this thread since the last call.
///
/// ```
/// parir_annot::diag::report([parir_annot::diag::Warning::new("x", "y")]);
/// assert_eq!(parir_annot::diag::take_warnings().len(), 1);
/// assert!(parir_annot::diag::take_warnings().is_empty());
/// ```
pub fn take_warnings() -> Vec<Warning> {
    SINK.with(|s| std::mem::take(&mut *s.borrow_mut()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_locations_from_dbg() {
        let src = "define void @f() !dbg !3 {\n  ret void, !dbg !6\n}\n!llvm.module.flags = !{!0}\n!llvm.dbg.cu = !{!1}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)\n!2 = !DIFile(filename: \"k.c\", directory: \"/src\")\n!3 = distinct !DISubprogram(name: \"f\", scope: !2, file: !2, line: 1, type: !4, unit: !1)\n!4 = !DISubroutineType(types: !5)\n!5 = !{null}\n!6 = !DILocation(line: 7, column: 3, scope: !7)\n!7 = distinct !DILexicalBlock(scope: !3, file: !2, line: 2, column: 1)\n";
        let m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
        let f = m.global_by_name("f").expect("f");
        let body = m.globals[f]
            .as_func()
            .and_then(|f| f.body.as_ref())
            .expect("body");
        let (_, ret) = body.inst_iter().next().expect("ret");
        let w = Warning::new("n", "m").at_inst(&m, "@f", &body.insts[ret]);
        assert_eq!(
            w.source,
            Some(SourceLoc {
                file: "/src/k.c".into(),
                line: 7,
                column: 3
            })
        );
        assert_eq!(
            w.render("t.ll", src),
            "/src/k.c:7:3: warning: m [n] (at t.ll:2:3)"
        );
        let j = w.to_json("t.ll", src);
        assert!(j.contains("\"source\":{\"file\":\"/src/k.c\",\"line\":7,\"column\":3}"));
        assert!(j.contains("\"function\":\"@f\""));
    }

    #[test]
    fn json_escapes() {
        assert_eq!(json_str("a\"b\\\n\u{1}"), "\"a\\\"b\\\\\\n\\u0001\"");
    }
}
