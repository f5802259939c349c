//! Reading inputs, writing outputs (atomically, or in place for devices and FIFOs), and
//! emitting diagnostics.

use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use parir_ir::diag::Diagnostic;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

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

/// Reads the binary file `path` (`-` is standard input) and returns the name to use in
/// messages and the bytes.
pub fn read_bytes(path: &str) -> Result<(String, Vec<u8>), String> {
    if path == "-" {
        let mut b = Vec::new();
        std::io::stdin()
            .read_to_end(&mut b)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        Ok(("<stdin>".to_string(), b))
    } else {
        let b = std::fs::read(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
        Ok((path.to_string(), b))
    }
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

/// Writes `data` to `path` (see [`write_streamed`]).
pub fn write_output(path: Option<&str>, data: &[u8]) -> Result<(), String> {
    write_streamed(path, |w| w.write_all(data))
}

/// The error of a write to standard output whose reader has gone (`parir fmt x.ll | head`):
/// `main` ends quietly with [`BROKEN_PIPE_EXIT`], as LLVM's tools do, instead of printing it.
pub const BROKEN_PIPE: &str = "standard output closed by its reader (broken pipe)";

/// The exit code after [`BROKEN_PIPE`]: LLVM's (`EX_IOERR`, 74).
pub const BROKEN_PIPE_EXIT: u8 = 74;

/// Where `-o PATH` writes, once symbolic links are followed.
#[derive(Debug, PartialEq, Eq)]
pub enum OutputTarget {
    /// `-o -` or no `-o`.
    Stdout,
    /// A regular file or a new path: written to a temporary file in the same folder, renamed
    /// into place only when the whole output was written.
    Replace(PathBuf),
    /// Anything else (a character or block device such as `/dev/null`, a FIFO, a socket):
    /// opened and written in place, never replaced.
    InPlace(PathBuf),
}

/// How many symbolic links [`resolve_output`] follows before giving up (Linux's own limit).
const MAX_SYMLINKS: usize = 40;

/// Decides how `-o path` is written. Symbolic links are followed, so the link stays and its
/// target gets the output (also when the target does not exist yet), as LLVM's tools and clang
/// do. A folder is an error.
pub fn resolve_output(path: Option<&str>) -> Result<OutputTarget, String> {
    let p = match path {
        None | Some("-") => return Ok(OutputTarget::Stdout),
        Some(p) => p,
    };
    let mut cur = PathBuf::from(p);
    for _ in 0..MAX_SYMLINKS {
        match std::fs::symlink_metadata(&cur) {
            Ok(m) if m.file_type().is_symlink() => {
                let link =
                    std::fs::read_link(&cur).map_err(|e| format!("cannot write '{p}': {e}"))?;
                cur = match cur.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            Ok(m) if m.is_dir() => return Err(format!("cannot write '{p}': it is a folder")),
            Ok(m) if m.is_file() => return Ok(OutputTarget::Replace(cur)),
            Ok(_) => return Ok(OutputTarget::InPlace(cur)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(OutputTarget::Replace(cur))
            }
            Err(e) => return Err(format!("cannot write '{p}': {e}")),
        }
    }
    Err(format!(
        "cannot write '{p}': more than {MAX_SYMLINKS} symbolic links to follow"
    ))
}

/// Writes the output produced by `write` to `path`, or to standard output when `path` is `None`
/// or `-`. Streaming avoids holding the whole text in memory.
///
/// A regular file (or a new path) is replaced atomically: the output goes to a temporary file
/// in the same folder, renamed over `path` only when `write` succeeded, so an error, a panic or
/// a signal leaves the old file as it was and no temporary file behind (see
/// [`crate::cleanup`]). A device node or FIFO is written in place and a symbolic link is
/// followed (see [`resolve_output`]): `-o /dev/null` never replaces `/dev/null`.
pub fn write_streamed(
    path: Option<&str>,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    let shown = path.unwrap_or("-");
    match resolve_output(path)? {
        OutputTarget::Stdout => {
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            write(&mut lock)
                .and_then(|_| lock.flush())
                .map_err(|e| match e.kind() {
                    std::io::ErrorKind::BrokenPipe => BROKEN_PIPE.to_string(),
                    _ => format!("cannot write standard output: {e}"),
                })
        }
        OutputTarget::InPlace(target) => write_in_place(&target, shown, write),
        OutputTarget::Replace(target) => {
            let dir = target
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            // The output gets the permissions a plain `create` would give it (0666 less the
            // umask), or keeps those of the file it replaces: not the temporary file's 0600.
            // The temporary file is listed for the signal handler before it exists (tempfile
            // names it, parir lists the name, then creates the file), so no signal, SIGABRT
            // included, can come between its creation and its listing.
            let mut listed = None;
            let created = crate::cleanup::creating(|| {
                tempfile::Builder::new()
                    .prefix(".parir-out-")
                    .make_in(dir, |path| {
                        // A name taken meanwhile is retried under another: the old entry goes.
                        listed = Some(crate::cleanup::list_file(path));
                        let mut open = std::fs::OpenOptions::new();
                        open.write(true).create_new(true);
                        // What a plain `create` would give the output (0666 less the umask),
                        // not a temporary file's 0600; a replaced file's mode is copied below.
                        #[cfg(unix)]
                        std::os::unix::fs::OpenOptionsExt::mode(&mut open, 0o666);
                        open.open(path)
                    })
            });
            let mut tmp = match created {
                Ok(t) => t,
                // An existing file in a folder where parir cannot create a file (clang's
                // fallback): write it in place, if it is writable.
                Err(_) if target.is_file() => return write_in_place(&target, shown, write),
                Err(e) => {
                    let e = e.to_string();
                    let e = e.split(" at path ").next().unwrap_or_default();
                    return Err(format!(
                        "cannot write '{shown}': cannot create a file in '{}': {e}",
                        dir.display()
                    ));
                }
            };
            if let Ok(meta) = std::fs::metadata(&target) {
                tmp.as_file()
                    .set_permissions(meta.permissions())
                    .map_err(|e| format!("cannot write '{shown}': {e}"))?;
            }
            {
                let mut buffered = std::io::BufWriter::with_capacity(1 << 16, tmp.as_file_mut());
                write(&mut buffered)
                    .and_then(|_| buffered.flush())
                    .map_err(|e| format!("cannot write '{shown}': {e}"))?;
            }
            tmp.persist(&target)
                .map_err(|e| format!("cannot write '{shown}': {}", e.error))?;
            Ok(())
        }
    }
}

/// Writes to an existing file, device or FIFO without replacing it.
fn write_in_place(
    target: &Path,
    shown: &str,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    let file = std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(target)
        .map_err(|e| format!("cannot write '{shown}': {e}"))?;
    let mut buffered = std::io::BufWriter::with_capacity(1 << 16, file);
    write(&mut buffered)
        .and_then(|_| buffered.flush())
        .map_err(|e| format!("cannot write '{shown}': {e}"))
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
