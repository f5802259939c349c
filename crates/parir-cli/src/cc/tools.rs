//! Finding the LLVM 19 tools `parir cc` runs: an environment variable names one explicitly,
//! else the `-19` suffixed name on `PATH`, else LLVM 19's own directory. Plain `opt` and
//! `clang` are never used: on Debian they may be another LLVM (`/usr/bin/opt` is LLVM 14
//! on the development machine), whose IR parir and opt-19 do not read alike.

use super::plan::Program;
use std::path::{Path, PathBuf};

/// Where Debian's llvm-19 packages install the unsuffixed tools.
const LLVM19_BIN: &str = "/usr/lib/llvm-19/bin";

/// A resolved tool: the program and the arguments that precede the step's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tool {
    pub program: PathBuf,
    pub pre_args: Vec<String>,
}

impl Tool {
    /// The words a command of this tool starts with.
    pub fn words(&self) -> Vec<String> {
        std::iter::once(self.program.to_string_lossy().into_owned())
            .chain(self.pre_args.iter().cloned())
            .collect()
    }
}

/// (environment variable, name on `PATH`, name in [`LLVM19_BIN`]).
fn names(p: Program) -> (&'static str, &'static str, &'static str) {
    match p {
        Program::Clang => ("PARIR_CLANG", "clang-19", "clang"),
        Program::ClangXX => ("PARIR_CLANGXX", "clang++-19", "clang++"),
        Program::Flang => ("PARIR_FLANG", "flang-new-19", "flang-new"),
        Program::Opt => ("PARIR_OPT", "opt-19", "opt"),
    }
}

/// The tool for `p`, or a message that names it and says how to provide it.
pub fn resolve(p: Program) -> Result<Tool, String> {
    resolve_with(p, &|var| std::env::var_os(var).filter(|v| !v.is_empty()))
}

/// [`resolve`] with the environment as a function (for tests).
fn resolve_with(
    p: Program,
    env: &dyn Fn(&str) -> Option<std::ffi::OsString>,
) -> Result<Tool, String> {
    let (var, name, llvm_name) = names(p);
    let tool = |program| Tool {
        program,
        pre_args: Vec::new(),
    };
    if let Some(v) = env(var) {
        return from_env(var, &v).map(tool);
    }
    if p == Program::ClangXX {
        // A clang named by PARIR_CLANG compiles C++ too, as clang++ does.
        if let Some(v) = env("PARIR_CLANG") {
            return from_env("PARIR_CLANG", &v).map(|program| Tool {
                program,
                pre_args: vec!["--driver-mode=g++".to_string()],
            });
        }
    }
    if let Some(found) = on_path(name) {
        return Ok(tool(found));
    }
    let fallback = Path::new(LLVM19_BIN).join(llvm_name);
    if is_executable(&fallback) {
        return Ok(tool(fallback));
    }
    Err(format!(
        "cannot find {name}: it is not on PATH and {} does not exist (install LLVM 19, or \
         set {var} to the tool's path)",
        fallback.display()
    ))
}

/// The program an environment variable names: a path, or a name looked up on `PATH`.
fn from_env(var: &str, value: &std::ffi::OsStr) -> Result<PathBuf, String> {
    let path = PathBuf::from(value);
    if path.components().count() == 1 {
        if let Some(found) = on_path(&value.to_string_lossy()) {
            return Ok(found);
        }
    } else if is_executable(&path) {
        return Ok(path);
    }
    Err(format!(
        "{var} is set to '{}', which is not an executable file",
        path.display()
    ))
}

fn on_path(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|d| d.join(name))
        .find(|p| is_executable(p))
}

fn is_executable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variable_naming_a_missing_file_is_an_error_naming_both() {
        let env = |v: &str| (v == "PARIR_OPT").then(|| "/nonexistent/opt".into());
        let e = resolve_with(Program::Opt, &env).expect_err("missing");
        assert!(
            e.contains("PARIR_OPT") && e.contains("/nonexistent/opt"),
            "{e}"
        );
    }

    #[test]
    fn clangxx_falls_back_to_the_clang_of_parir_clang() {
        let env = |v: &str| (v == "PARIR_CLANG").then(|| "/bin/sh".into());
        let t = resolve_with(Program::ClangXX, &env).expect("found");
        assert_eq!(t.words(), ["/bin/sh", "--driver-mode=g++"]);
        let e = resolve_with(Program::Clang, &|v: &str| {
            (v == "PARIR_CLANG").then(|| "no-such-tool-parir".into())
        })
        .expect_err("not on PATH");
        assert!(e.contains("PARIR_CLANG"), "{e}");
    }
}
