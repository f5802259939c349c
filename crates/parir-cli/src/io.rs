//! Reading inputs, writing outputs atomically, and emitting diagnostics.

use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use parir_ir::diag::Diagnostic;
use std::io::{Read, Write};
use std::path::Path;

/// Reads `path` (`-` is standard input) and returns the name to use in messages and the text.
pub fn read_input(path: &str) -> Result<(String, Text), String> {
    if path != "-" {
        if let Ok(f) = std::fs::File::open(path) {
            if f.metadata()
                .is_ok_and(|m| m.is_file() && m.len() >= MAP_MIN_BYTES)
            {
                // SAFETY: see `Text::Mapped`.
                if let Ok(map) = unsafe { memmap2::MmapOptions::new().populate().map(&f) } {
                    if std::str::from_utf8(&map).is_ok() {
                        return Ok((path.to_string(), Text::Mapped(map)));
                    }
                }
            }
        }
    }
    let bytes = if path == "-" {
        let mut b = Vec::new();
        std::io::stdin()
            .read_to_end(&mut b)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        b
    } else {
        std::fs::read(path).map_err(|e| format!("cannot read '{path}': {e}"))?
    };
    let name = if path == "-" { "<stdin>" } else { path };
    let text = String::from_utf8(bytes).map_err(|e| {
        let off = e.utf8_error().valid_up_to();
        let (line, col) = {
            let valid = &e.as_bytes()[..off];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = off
                - valid
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map(|p| p + 1)
                    .unwrap_or(0)
                + 1;
            (line, col)
        };
        format!("{name}:{line}:{col}: input is not valid UTF-8")
    })?;
    Ok((name.to_string(), Text::Owned(text)))
}

/// Files at least this large are mapped instead of read.
const MAP_MIN_BYTES: u64 = 1 << 24;

/// The text of an input: read into memory, or (large files) mapped.
pub enum Text {
    Owned(String),
    /// A read-only mapping of the input file, checked to be UTF-8 when mapped. Like other
    /// tools that map their inputs, parir assumes the file is not modified while it runs.
    Mapped(memmap2::Mmap),
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            Text::Owned(s) => s,
            // SAFETY: validated as UTF-8 in `read_input`; the mapping is read-only.
            Text::Mapped(m) => unsafe { std::str::from_utf8_unchecked(m) },
        }
    }
}

/// Writes `data` to `path` atomically, or to standard output (see [`write_streamed`]).
pub fn write_output(path: Option<&str>, data: &[u8]) -> Result<(), String> {
    write_streamed(path, |w| w.write_all(data))
}

/// Writes the output produced by `write` to `path` atomically (temporary file in the same
/// directory, renamed into place only when `write` succeeded), or to standard output when `path`
/// is `None` or `-`. Streaming avoids holding the whole text in memory.
pub fn write_streamed(
    path: Option<&str>,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    match path {
        None | Some("-") => {
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            write(&mut lock)
                .and_then(|_| lock.flush())
                .map_err(|e| format!("cannot write standard output: {e}"))
        }
        Some(p) => {
            let target = Path::new(p);
            let dir = target
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            // The output gets the permissions a plain `create` would give it (0666 less the
            // umask), or keeps those of the file it replaces: not the temporary file's 0600.
            let mut builder = tempfile::Builder::new();
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                builder.permissions(std::fs::Permissions::from_mode(0o666));
            }
            let mut tmp = builder.tempfile_in(dir).map_err(|e| {
                format!("cannot create a temporary file in '{}': {e}", dir.display())
            })?;
            if let Ok(meta) = std::fs::metadata(target) {
                tmp.as_file()
                    .set_permissions(meta.permissions())
                    .map_err(|e| format!("cannot write '{p}': {e}"))?;
            }
            write(&mut tmp)
                .and_then(|_| tmp.flush())
                .map_err(|e| format!("cannot write '{p}': {e}"))?;
            tmp.persist(target)
                .map_err(|e| format!("cannot write '{p}': {}", e.error))?;
            Ok(())
        }
    }
}

/// Prints a diagnostic to standard error (colored on a terminal).
pub fn emit(d: &Diagnostic, name: &str, src: &str) {
    use std::io::IsTerminal;
    let choice = if std::io::stderr().is_terminal() {
        ColorChoice::Auto
    } else {
        ColorChoice::Never
    };
    let mut stream = StandardStream::stderr(choice);
    d.emit(name, src, &mut stream);
}
