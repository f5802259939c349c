//! Diagnostics: errors and warnings with a location in a `.ll` file.
//!
//! A [`Diagnostic`] carries a byte range in the source. [`Diagnostic::render`] turns it into the
//! familiar compiler form — `file:line:col: error: message`, the offending line, and a caret —
//! using `codespan-reporting`, so every parse and verify error shows where it happened and what was
//! expected instead of what was found.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label, Severity as CsSeverity};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor};
use std::ops::Range;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

/// A located message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Byte range in the source text.
    pub span: Range<usize>,
    pub message: String,
    /// Additional notes printed under the snippet.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            span,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// The 1-based line and column of the start of the span in `src`.
    pub fn line_col(&self, src: &str) -> (usize, usize) {
        line_col(src, self.span.start)
    }

    /// Renders the diagnostic as `file:line:col: severity: message` followed by the source line
    /// and a caret, without colors.
    pub fn render(&self, filename: &str, src: &str) -> String {
        let mut buf = termcolor::Buffer::no_color();
        self.emit(filename, src, &mut buf);
        String::from_utf8_lossy(buf.as_slice()).into_owned()
    }

    /// Writes the rendered diagnostic to a terminal-capable writer (colors if it supports them).
    pub fn emit(&self, filename: &str, src: &str, out: &mut dyn termcolor::WriteColor) {
        let (line, col) = self.line_col(src);
        let file = SimpleFile::new(filename, src);
        let start = self.span.start.min(src.len());
        let end = self.span.end.clamp(start, src.len());
        let sev = match self.severity {
            Severity::Error => CsSeverity::Error,
            Severity::Warning => CsSeverity::Warning,
            Severity::Note => CsSeverity::Note,
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

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for Diagnostic {}

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
