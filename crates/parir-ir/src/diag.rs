//! Diagnostics: one type for every error, warning and remark parir reports (issue 27, point 5).
//!
//! A [`Diagnostic`] has a severity, a stable name (empty for the reader's and the verifier's
//! errors), a message and its locations: the `.ll` bytes it is about ([`Diagnostic::span`]),
//! the user's source location from `!dbg` ([`Diagnostic::source`]) and the function. Two
//! renderings:
//!
//! - a named diagnostic (a pass's or a lint's) renders as one line in LLVM's layout
//!   (`warning: a.c:3:3: message`, `<unknown>:0:0` without `!dbg`), so that the CHECK lines of
//!   LLVM's tests match parir's output, followed by the stable name and the `.ll` position;
//!   also as JSON and as LLVM's YAML remark format;
//! - an unnamed one (the reader's and verifier's) renders as a compiler error,
//!   `file:line:col: error: message` with the offending line and a caret, using
//!   `codespan-reporting`.
//!
//! Passes return their diagnostics with their result; nothing is reported through global
//! state.

use crate::inst::InstData;
use crate::metadata::{DiValue, MdNode, MdRef, NodeData};
use crate::Module;
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label, Severity as CsSeverity};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor};
use std::fmt::Write as _;
use std::ops::Range;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Severity {
    /// The input cannot be used (a reader or verifier error), or an annotation is malformed
    /// (an ambiguous CSA region ID): `parir check` and `parir opt` exit with status 1.
    Error,
    /// Advice: the IR is valid and the annotation does something, perhaps not what was meant.
    #[default]
    Warning,
    /// What a pass did or did not do (LLVM's optimization remarks).
    Remark,
    /// Extra information.
    Note,
}

impl Severity {
    /// `error`, `warning`, `remark` or `note`, as the rendered line and JSON show it.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A source position from a `!DILocation`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    pub file: String,
    pub line: u64,
    pub column: u64,
}

/// A located message.
///
/// ```
/// use parir_ir::diag::Diagnostic;
/// let w = Diagnostic::new("ivdep-marker-without-loop", "no loop follows this marker").at_pos(Some(5));
/// assert_eq!(
///     w.render("k.ll", "abc\ndefgh\n"),
///     "warning: <unknown>:0:0: no loop follows this marker [ivdep-marker-without-loop] (at k.ll:2:2)"
/// );
/// let e = Diagnostic::error_at(4..5, "expected type");
/// assert!(e.render("k.ll", "abc\ndefgh\n").starts_with("error: k.ll:2:1: expected type"));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Stable name, usable to filter (`ivdep-array-not-accessed`, ...); empty for the
    /// reader's and the verifier's errors.
    pub name: &'static str,
    pub message: String,
    /// Byte range in the `.ll` text, if the entity came from the text.
    pub span: Option<Range<u32>>,
    /// The function the diagnostic is about (`@f`), if any.
    pub function: Option<String>,
    /// The user's source location, from `!dbg` (boxed: most diagnostics have none, and the
    /// reader passes diagnostics by value).
    pub source: Option<Box<SourceLoc>>,
    /// Additional notes printed under the snippet.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// A named warning without location (a pass's or a lint's).
    pub fn new(name: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            name,
            message: message.into(),
            span: None,
            function: None,
            source: None,
            notes: Vec::new(),
        }
    }

    /// A named error without location.
    ///
    /// ```
    /// let e = parir_ir::diag::Diagnostic::error("csa-region-id-ambiguous", "two IDs");
    /// assert_eq!(
    ///     e.render("k.ll", ""),
    ///     "error: <unknown>:0:0: two IDs [csa-region-id-ambiguous] (at k.ll)"
    /// );
    /// ```
    pub fn error(name: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            ..Diagnostic::new(name, message)
        }
    }

    /// A named remark without location.
    pub fn remark(name: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Remark,
            ..Diagnostic::new(name, message)
        }
    }

    /// The reader's or verifier's error at `span` of the text.
    pub fn error_at(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            span: Some(narrow(span)),
            ..Diagnostic::new("", message)
        }
    }

    /// The reader's or verifier's warning at `span` of the text.
    pub fn warning_at(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            span: Some(narrow(span)),
            ..Diagnostic::new("", message)
        }
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The start of the `.ll` span, if any.
    pub fn pos(&self) -> Option<u32> {
        self.span.as_ref().map(|s| s.start)
    }

    /// Sets the `.ll` byte offset (0 means "not from the text": instructions created by a
    /// pass have position 0).
    pub fn at_pos(mut self, pos: Option<u32>) -> Diagnostic {
        self.span = pos.filter(|&p| p > 0).map(|p| p..p);
        self
    }

    /// Locates the diagnostic at instruction `d` of function `f`: its `.ll` position and its
    /// `!dbg` source location.
    pub fn at_inst(mut self, m: &Module, f: &str, d: &InstData) -> Diagnostic {
        self.function = Some(f.to_string());
        self.source = debug_location(m, d).map(Box::new);
        self.at_pos(Some(d.pos))
    }

    /// The 1-based line and column of the start of the span in `src` (1:1 without one).
    pub fn line_col(&self, src: &str) -> (usize, usize) {
        line_col(src, self.pos().map_or(0, |p| p as usize))
    }

    /// `file:line:col` of the warning: the source location when known, else the `.ll`
    /// position in `src` (named `ll_name`), else `ll_name` alone.
    pub fn location(&self, ll_name: &str, src: &str) -> String {
        match (&self.source, self.pos()) {
            (Some(s), _) => format!("{}:{}:{}", s.file, s.line, s.column),
            (None, Some(p)) => {
                let (l, c) = line_col(src, p as usize);
                format!("{ll_name}:{l}:{c}")
            }
            (None, None) => ll_name.to_string(),
        }
    }

    /// The `.ll` position as `file:line:col`, if known.
    pub fn ll_location(&self, ll_name: &str, src: &str) -> Option<String> {
        self.pos().map(|p| {
            let (l, c) = line_col(src, p as usize);
            format!("{ll_name}:{l}:{c}")
        })
    }

    /// The location LLVM's diagnostics print first: the source `file:line:col` from `!dbg`,
    /// else `<unknown>:0:0`, as opt-19 prints a diagnostic on code without debug information.
    pub fn llvm_location(&self) -> String {
        match &self.source {
            Some(s) => format!("{}:{}:{}", s.file, s.line, s.column),
            None => "<unknown>:0:0".to_string(),
        }
    }

    /// One line in LLVM's layout, `warning: LOC: message` (`error:` for errors), so that the
    /// CHECK lines of LLVM's tests match it, followed by parir's additions: the stable name
    /// in brackets and the `.ll` position (`(at k.ll:25:3)`, or `(at k.ll)` when the
    /// entity has no position in the text). LOC is [`Diagnostic::llvm_location`].
    ///
    /// An unnamed diagnostic (the reader's and the verifier's) renders as a compiler error
    /// with the offending line and a caret ([`Diagnostic::emit`]).
    pub fn render(&self, ll_name: &str, src: &str) -> String {
        if self.name.is_empty() {
            let mut buf = termcolor::Buffer::no_color();
            self.emit(ll_name, src, &mut buf);
            return String::from_utf8_lossy(buf.as_slice()).into_owned();
        }
        let mut s = format!(
            "{}: {}: {} [{}]",
            self.severity.as_str(),
            self.llvm_location(),
            self.message,
            self.name
        );
        match self.ll_location(ll_name, src) {
            Some(ll) => {
                let _ = write!(s, " (at {ll})");
            }
            None => {
                let _ = write!(s, " (at {ll_name})");
            }
        }
        s
    }

    /// The warning as a JSON value: `name`, `severity`, `message`, `location` (as
    /// [`Diagnostic::location`]), `ll` and `source` (`{file, line, column}` or null), `function`.
    pub fn to_json(&self, ll_name: &str, src: &str) -> serde_json::Value {
        let ll = self.pos().map(|p| {
            let (l, c) = line_col(src, p as usize);
            serde_json::json!({ "file": ll_name, "line": l, "column": c })
        });
        let source = self.source.as_ref().map(
            |loc| serde_json::json!({ "file": loc.file, "line": loc.line, "column": loc.column }),
        );
        serde_json::json!({
            "name": self.name,
            "severity": self.severity.as_str(),
            "message": self.message,
            "location": self.location(ll_name, src),
            "ll": ll,
            "source": source,
            "function": self.function,
        })
    }

    /// The warning as one document of LLVM's YAML optimization-remark format (what
    /// `clang -fsave-optimization-record` writes and `llvm-remarkutil` reads): a `!Failure`
    /// remark (LLVM's kind for warnings about annotations it cannot honour, as
    /// `transform-warning` emits) of pass `pass`, named by the warning's stable name, with the
    /// source location when there is one (`File` is the path as [`Diagnostic::location`] shows
    /// it: the `DIFile`'s directory joined with its file name, where LLVM writes the file name
    /// alone) and the message as its argument.
    ///
    /// ```
    /// use parir_ir::diag::{Diagnostic, SourceLoc};
    /// let mut w = Diagnostic::new("ivdep-array-not-accessed", "the loop never accesses 'c'");
    /// w.function = Some("@k".into());
    /// w.source = Some(Box::new(SourceLoc { file: "k.c".into(), line: 4, column: 3 }));
    /// assert_eq!(
    ///     w.to_yaml_remark("ivdep-lower"),
    ///     "--- !Failure\nPass:            ivdep-lower\nName:            ivdep-array-not-accessed\n\
    ///      DebugLoc:        { File: k.c, Line: 4, Column: 3 }\nFunction:        k\n\
    ///      Args:\n  - String:          'the loop never accesses ''c'''\n...\n"
    /// );
    /// ```
    pub fn to_yaml_remark(&self, pass: &str) -> String {
        let mut s = String::from("--- !Failure\n");
        let _ = writeln!(s, "{:<17}{}", "Pass:", yaml_scalar(pass));
        let _ = writeln!(s, "{:<17}{}", "Name:", yaml_scalar(self.name));
        if let Some(loc) = &self.source {
            let _ = writeln!(
                s,
                "{:<17}{{ File: {}, Line: {}, Column: {} }}",
                "DebugLoc:",
                yaml_scalar(&loc.file),
                loc.line,
                loc.column
            );
        }
        let function = self.function.as_deref().unwrap_or("");
        let function = function.strip_prefix('@').unwrap_or(function);
        let function = function
            .strip_prefix('"')
            .and_then(|f| f.strip_suffix('"'))
            .unwrap_or(function);
        let _ = writeln!(s, "{:<17}{}", "Function:", yaml_scalar(function));
        s.push_str("Args:\n");
        let _ = writeln!(s, "  - {:<17}{}", "String:", yaml_scalar(&self.message));
        s.push_str("...\n");
        s
    }
    /// Writes the diagnostic as a compiler error, `file:line:col: severity: message`, the
    /// source line and a caret, to a terminal-capable writer (colors if it supports them).
    pub fn emit(&self, filename: &str, src: &str, out: &mut dyn termcolor::WriteColor) {
        let (line, col) = self.line_col(src);
        let file = SimpleFile::new(filename, src);
        let span = self.span.clone().unwrap_or(0..0);
        let start = (span.start as usize).min(src.len());
        let end = (span.end as usize).clamp(start, src.len());
        let sev = match self.severity {
            Severity::Error => CsSeverity::Error,
            Severity::Warning => CsSeverity::Warning,
            Severity::Remark | Severity::Note => CsSeverity::Note,
        };
        let head = format!("{filename}:{line}:{col}: {}", self.message);
        let d = CsDiagnostic::new(sev)
            .with_message(head)
            .with_labels(vec![Label::primary((), start..end)])
            .with_notes(self.notes.clone());
        let config = term::Config {
            display_style: term::DisplayStyle::Rich,
            ..term::Config::default()
        };
        // Rendering into a memory buffer or a terminal only fails on I/O errors, which a
        // diagnostic has no better place to report.
        let _ = term::emit(out, &config, &file, &d);
    }
}

/// A YAML scalar as LLVM's remark writer emits it: plain when that reads back as the same
/// string, else single-quoted (a quote doubled; line breaks become spaces, as remark
/// messages are one line).
fn yaml_scalar(v: &str) -> String {
    let plain = !v.is_empty()
        && v.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '-' | '$'))
        && !v.starts_with(|c: char| c == '-' || c.is_ascii_digit() || c == '.')
        && !matches!(
            v.to_ascii_lowercase().as_str(),
            "true" | "false" | "yes" | "no" | "on" | "off" | "null" | "y" | "n"
        );
    if plain {
        return v.to_string();
    }
    let mut out = String::with_capacity(v.len() + 2);
    out.push('\'');
    for c in v.chars() {
        match c {
            '\'' => out.push_str("''"),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// A byte range of the text as the diagnostic keeps it (offsets past 4 GiB saturate).
fn narrow(r: Range<usize>) -> Range<u32> {
    let n = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
    n(r.start)..n(r.end)
}

impl From<Box<Diagnostic>> for Diagnostic {
    fn from(d: Box<Diagnostic>) -> Diagnostic {
        *d
    }
}

/// The 1-based line and column (in characters) of byte `offset` in `src`.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map(|p| p + 1)
        .unwrap_or(0);
    let col = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count()
        + 1;
    (line, col)
}

/// The source location of an instruction's `!dbg` attachment: line and column of the
/// `!DILocation`, file of its scope chain (`DILexicalBlock`/`DISubprogram` → `DIFile`).
pub fn debug_location(m: &Module, d: &InstData) -> Option<SourceLoc> {
    let kind = m.md.find_kind("dbg")?;
    let (_, node) = d.md.iter().find(|(k, _)| *k == kind)?;
    di_location(m, *node)
}

/// The source location a `!DILocation` node names (as [`debug_location`] reads it), e.g. the
/// start location among a LoopID's leading operands; `None` for any other node.
pub fn di_location(m: &Module, node: MdNode) -> Option<SourceLoc> {
    di_location_with(m, node, true)
}

/// [`di_location`] with the `DIFile`'s `filename:` alone (no `directory:`), as LLVM's
/// diagnostics print locations (`warning: a.c:3:3: loop not unrolled: ...`).
pub fn di_location_as_llvm(m: &Module, node: MdNode) -> Option<SourceLoc> {
    di_location_with(m, node, false)
}

/// The location of `d`'s `!dbg` as LLVM's diagnostics print it (see [`di_location_as_llvm`]).
pub fn debug_location_as_llvm(m: &Module, d: &InstData) -> Option<SourceLoc> {
    let kind = m.md.find_kind("dbg")?;
    let (_, node) = d.md.iter().find(|(k, _)| *k == kind)?;
    di_location_as_llvm(m, *node)
}

fn di_location_with(m: &Module, node: MdNode, join_dir: bool) -> Option<SourceLoc> {
    let fields = special_fields(m, node, "DILocation")?;
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
            file = file_name(m, f, join_dir);
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
) -> Option<&'a [crate::metadata::DiField]> {
    match &m.md.node(m.md.canonical(n)).data {
        NodeData::Special { kind: k, fields } if k == kind => Some(fields),
        _ => None,
    }
}

fn int_field(fields: &[crate::metadata::DiField], name: &str) -> Option<u64> {
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| match &f.value {
            DiValue::Int(s) => s.parse().ok(),
            _ => None,
        })
}

fn node_field(fields: &[crate::metadata::DiField], name: &str) -> Option<MdNode> {
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| match &f.value {
            DiValue::Md(Some(MdRef::Node(n))) => Some(*n),
            _ => None,
        })
}

fn file_name(m: &Module, f: MdNode, join_dir: bool) -> Option<String> {
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
        Some(d) if join_dir && !d.is_empty() && !name.starts_with('/') => format!("{d}/{name}"),
        _ => name,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_locations_from_dbg() {
        let src = "define void @f() !dbg !3 {\n  ret void, !dbg !6\n}\n!llvm.module.flags = !{!0}\n!llvm.dbg.cu = !{!1}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)\n!2 = !DIFile(filename: \"k.c\", directory: \"/src\")\n!3 = distinct !DISubprogram(name: \"f\", scope: !2, file: !2, line: 1, type: !4, unit: !1)\n!4 = !DISubroutineType(types: !5)\n!5 = !{null}\n!6 = !DILocation(line: 7, column: 3, scope: !7)\n!7 = distinct !DILexicalBlock(scope: !3, file: !2, line: 2, column: 1)\n";
        let m = crate::parser::parse_module(src, "t.ll").expect("parses");
        let f = m.global_by_name("f").expect("f");
        let body = m.globals[f]
            .as_func()
            .and_then(|f| f.body.as_ref())
            .expect("body");
        let (_, ret) = body.inst_iter().next().expect("ret");
        let w = Diagnostic::new("n", "m").at_inst(&m, "@f", &body.insts[ret]);
        assert_eq!(
            w.source,
            Some(Box::new(SourceLoc {
                file: "/src/k.c".into(),
                line: 7,
                column: 3
            }))
        );
        assert_eq!(
            w.render("t.ll", src),
            "warning: /src/k.c:7:3: m [n] (at t.ll:2:3)"
        );
        let j = w.to_json("t.ll", src);
        assert_eq!(
            j["source"],
            serde_json::json!({"file": "/src/k.c", "line": 7, "column": 3})
        );
        assert_eq!(j["function"], "@f");
        assert_eq!(
            j["ll"],
            serde_json::json!({"file": "t.ll", "line": 2, "column": 3})
        );
    }

    #[test]
    fn yaml_scalars_are_quoted_when_needed() {
        assert_eq!(yaml_scalar("ivdep-lower"), "ivdep-lower");
        assert_eq!(yaml_scalar("dir/k.c"), "dir/k.c");
        assert_eq!(yaml_scalar(""), "''");
        assert_eq!(yaml_scalar("a b"), "'a b'");
        assert_eq!(yaml_scalar("it's"), "'it''s'");
        assert_eq!(yaml_scalar("true"), "'true'");
        assert_eq!(yaml_scalar("42"), "'42'");
        assert_eq!(yaml_scalar("x: y"), "'x: y'");
    }
}
