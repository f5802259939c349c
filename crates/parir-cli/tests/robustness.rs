//! The robustness suite: every subcommand against inputs nobody should give it (empty, random
//! bytes, token soup, modules and SPIR-V binaries cut short at many points, a missing path) and
//! every output place that is not a plain new file (a folder, a device node, a FIFO, a symbolic
//! link, a place nobody can write), plus fatal signals while an output is being written.
//!
//! Each case asserts what a user is promised: a clean exit (success, or a non-zero code with a
//! message that names the input), never a panic, an abort or a hang (every run has a time
//! bound); a special file at `-o` is still what it was; no temporary file is left behind.

mod common;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A run slower than this is a hang (the machine may be loaded: no run here needs a second).
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// What a bounded run of parir gave.
struct Outcome {
    what: String,
    code: Option<i32>,
    signal: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

impl Outcome {
    fn ok(&self) -> bool {
        self.code == Some(0)
    }

    /// Ended by itself, without a panic, an abort or a crash.
    fn assert_no_crash(&self) {
        assert!(
            self.signal.is_none(),
            "{}: killed by signal {:?}\n{}",
            self.what,
            self.signal,
            self.stderr
        );
        assert_ne!(
            self.code,
            Some(101),
            "{}: panicked\n{}",
            self.what,
            self.stderr
        );
        for bad in [
            "panicked",
            "internal error",
            "overflowed its stack",
            "RUST_BACKTRACE",
            "fatal runtime error",
        ] {
            assert!(
                !self.stderr.contains(bad),
                "{}: `{bad}` in standard error\n{}",
                self.what,
                self.stderr
            );
        }
    }

    /// Failed cleanly: a non-zero exit code and a message naming `name`.
    fn assert_clean_failure(&self, name: &str) {
        self.assert_no_crash();
        assert!(
            !self.ok(),
            "{}: succeeded where it should fail\n{}",
            self.what,
            self.stderr
        );
        assert!(
            self.stderr.contains(name),
            "{}: the message does not name `{name}`:\n{}",
            self.what,
            self.stderr
        );
    }

    /// Succeeded, or failed cleanly with a message naming `name`.
    fn assert_clean(&self, name: &str) {
        self.assert_no_crash();
        if !self.ok() {
            self.assert_clean_failure(name);
        }
    }
}

/// Runs `parir ARGS` in `cwd` with a closed standard input (or `stdin`), killing it at
/// [`TIME_LIMIT`] and failing the test then.
fn parir_in(cwd: &Path, args: &[OsString], stdin: Option<&[u8]>) -> Outcome {
    use std::os::unix::process::ExitStatusExt;
    let what = format!(
        "parir {}",
        args.iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ")
    );
    let out = common::parir_bounded(args, Some(cwd), stdin, TIME_LIMIT);
    Outcome {
        what,
        code: out.status.code(),
        signal: out.status.signal(),
        stdout: out.stdout,
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

/// `parir ARGS... INPUT` in `dir`.
fn on(dir: &Path, cmd: &[&str], input: &str) -> Outcome {
    let mut args = os(cmd);
    args.push(input.into());
    parir_in(dir, &args, None)
}

/// The subcommands that read a `.ll` file (each followed by the input path).
const LL_COMMANDS: &[&[&str]] = &[
    &["fmt"],
    &["verify"],
    &["analyze", "-p", "print<loops>"],
    &["analyze", "-p", "print<domtree>,print<postdomtree>"],
    &["opt", "-passes=loop-simplify,mem2reg,licm,dce"],
    &["translate", "--from", "tapir", "--to", "markers"],
    &["translate", "--from", "openmp", "--to", "directives"],
    &["check"],
    &["run", "--max-steps", "2000000"],
    &["sanitize", "--max-steps", "2000000"],
    &["spirv", "-o", "out/o.spv"],
];

/// The subcommands that read a SPIR-V binary.
const SPV_COMMANDS: &[&[&str]] = &[
    &["spirv", "--dis"],
    &["spirv", "--read"],
    &["spirv", "--strip-intel", "-o", "out/o.spv"],
];

/// A test folder with the `out/` folder the commands above write to.
fn test_dir() -> tempfile::TempDir {
    let t = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(t.path().join("out")).expect("mkdir");
    t
}

/// The files of `dir` (names), sorted, hidden ones included; `out/` is left out when it holds
/// nothing but outputs of the commands above.
fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("read the test folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| {
            n != "out"
                || std::fs::read_dir(dir.join(n))
                    .map(|d| d.flatten().any(|e| e.file_name() != "o.spv"))
                    .unwrap_or(true)
        })
        .collect();
    v.sort();
    v
}

fn assert_listing(dir: &Path, want: &[&str], what: &str) {
    let mut want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(listing(dir), want, "{what}: files left behind (or missing)");
}

/// A small deterministic generator (xorshift64*), so a failing case can be named by its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Pieces of LLVM IR, strung together at random: text that gets past the lexer and deep into
/// the parser, unlike random bytes.
const SOUP: &[&str] = &[
    "define",
    "declare",
    "i32",
    "i64",
    "ptr",
    "void",
    "float",
    "<4 x i32>",
    "[2 x i8]",
    "{",
    "}",
    "(",
    ")",
    "%x",
    "%0",
    "@g",
    "@main",
    "!0",
    "!{",
    "!\"s\"",
    "=",
    ",",
    "label",
    "br",
    "ret",
    "add",
    "load",
    "store",
    "getelementptr",
    "phi",
    "call",
    "detach",
    "reattach",
    "sync",
    "within",
    "none",
    "token",
    "\n",
    " ",
    "global",
    "type",
    "align 4",
    "!llvm.loop",
    "distinct",
    "metadata",
    "#0",
    "attributes",
    "zeroinitializer",
    "undef",
    "poison",
    "0",
    "-1",
    "1e400",
    "0x7FF8000000000000",
    "c\"\\00\"",
    "...",
    "x",
    "*",
    "addrspace(1)",
    "switch",
    "[",
    "]",
    "entry:",
    "loop:",
    "unreachable",
    "!DILocation(line: 1)",
    "#dbg_value(",
];

fn soup(rng: &mut Rng, words: usize) -> Vec<u8> {
    let mut s = String::new();
    for _ in 0..words {
        s.push_str(SOUP[rng.below(SOUP.len())]);
        s.push(' ');
    }
    s.into_bytes()
}

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples")
}

#[test]
fn empty_input_from_a_file_and_from_standard_input() {
    let t = test_dir();
    std::fs::write(t.path().join("empty.ll"), "").expect("write");
    for cmd in LL_COMMANDS.iter().chain(SPV_COMMANDS) {
        on(t.path(), cmd, "empty.ll").assert_clean("empty.ll");
        let mut args = os(cmd);
        args.push("-".into());
        parir_in(t.path(), &args, Some(b"")).assert_clean("<stdin>");
    }
    // An empty module is a module, as for llvm-as; an empty SPIR-V binary is not.
    let fmt = on(t.path(), &["fmt"], "empty.ll");
    assert!(fmt.ok() && String::from_utf8_lossy(&fmt.stdout).contains("source_filename"));
    on(t.path(), &["spirv", "--read"], "empty.ll").assert_clean_failure("empty.ll");
    assert_listing(t.path(), &["empty.ll"], "empty input");
}

#[test]
fn random_bytes_and_token_soup() {
    let t = test_dir();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for case in 0..10 {
        let size = [1, 3, 17, 256, 4096][case % 5];
        let bytes: Vec<u8> = (0..size).map(|_| rng.next() as u8).collect();
        let name = format!("bytes{case}.bin");
        std::fs::write(t.path().join(&name), &bytes).expect("write");
        for cmd in LL_COMMANDS.iter().chain(SPV_COMMANDS) {
            on(t.path(), cmd, &name).assert_clean(&name);
        }
        let text = soup(&mut rng, [3, 12, 40, 200, 1000][case % 5]);
        let name = format!("soup{case}.ll");
        std::fs::write(t.path().join(&name), &text).expect("write");
        for cmd in LL_COMMANDS {
            on(t.path(), cmd, &name).assert_clean(&name);
        }
    }
    // A SPIR-V header followed by random words: past the magic number check.
    for case in 0..10 {
        let mut words: Vec<u32> = vec![0x0723_0203, 0x0001_0000, 0, 64, 0];
        words.extend((0..[2, 9, 40, 300, 2000][case % 5]).map(|_| rng.next() as u32));
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let name = format!("words{case}.spv");
        std::fs::write(t.path().join(&name), &bytes).expect("write");
        for cmd in SPV_COMMANDS {
            on(t.path(), cmd, &name).assert_clean(&name);
        }
    }
}

/// A reader that stops reading (`parir fmt x.ll | head -1`): a quiet exit with LLVM's code
/// 74, from the streamed printers and from `print!` alike, never a message or a panic.
#[test]
fn standard_output_closed_by_its_reader() {
    use std::io::Read;
    let t = test_dir();
    let mut s = String::new();
    for i in 0..3000 {
        s.push_str(&format!(
            "define void @f{i}() {{\n  br label %l\nl:\n  br label %l\n}}\n"
        ));
    }
    std::fs::write(t.path().join("loops.ll"), s).expect("write");
    for args in [
        &["fmt", "loops.ll"][..],
        &["analyze", "-p", "print<loops>", "loops.ll"][..],
        &["opt", "-passes=dce", "loops.ll"][..],
        &["demo"][..],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_parir"))
            .args(args)
            .current_dir(t.path())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("parir runs");
        let mut stdout = child.stdout.take().expect("stdout");
        // A one-page pipe: every output here is larger, so parir is still writing (or
        // blocked writing) when the reader goes, whatever the machine's speed.
        {
            use std::os::fd::AsRawFd;
            // SAFETY: fcntl on the pipe's open read end.
            unsafe { libc::fcntl(stdout.as_raw_fd(), libc::F_SETPIPE_SZ, 4096) };
        }
        let mut first = [0u8; 8];
        stdout.read_exact(&mut first).expect("some output");
        drop(stdout);
        // The pipe's read end is dropped here: the reader is gone.
        let out = child.wait_with_output().expect("wait");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(74), "parir {args:?}: {err}");
        assert!(
            !err.contains("internal error") && !err.contains("error:"),
            "parir {args:?}: {err}"
        );
    }
}

/// Byte offsets to cut `len` bytes at: `n` spread over the whole, and both ends.
fn cut_points(len: usize, n: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..n).map(|i| i * len / n).collect();
    v.extend([1, len.saturating_sub(1)]);
    v.sort_unstable();
    v.dedup();
    v
}

#[test]
fn modules_cut_short_at_many_points() {
    let t = test_dir();
    let llvm_as = common::have_tool("llvm-as-19");
    let mut disagreements = Vec::new();
    for example in [
        "omp.ll",
        "tapir.ll",
        "ivdep.ll",
        "loop-transforms.ll",
        "directives.ll",
    ] {
        let text = std::fs::read(examples().join(example)).expect("read the example");
        // Cut points: spread over the bytes, and just before line breaks (where a cut module
        // is most often still well-formed up to its last line).
        let mut points = cut_points(text.len(), 12);
        let lines: Vec<usize> = text
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'\n')
            .map(|(i, _)| i)
            .collect();
        points.extend(
            cut_points(lines.len(), 6)
                .iter()
                .filter_map(|&i| lines.get(i)),
        );
        points.sort_unstable();
        points.dedup();
        for cut in points {
            let name = format!("{}.cut{cut}.ll", example.trim_end_matches(".ll"));
            let path = t.path().join(&name);
            std::fs::write(&path, &text[..cut]).expect("write");
            for cmd in LL_COMMANDS {
                on(t.path(), cmd, &name).assert_clean(&name);
            }
            // Where LLVM 19's reader and verifier accept the cut module, parir accepts it, and
            // where they reject it, parir does too.
            // (tapir.ll is OpenCilk's Tapir, which LLVM 19 does not read.)
            if llvm_as && example != "tapir.ll" {
                let theirs = Command::new("llvm-as-19")
                    .arg(&path)
                    .arg("-o")
                    .arg(t.path().join("out.bc"))
                    .stderr(Stdio::null())
                    .status()
                    .expect("llvm-as-19 runs")
                    .success();
                let ours = on(t.path(), &["verify"], &name).ok();
                if ours != theirs {
                    disagreements.push(format!("{name}: llvm-as-19 {theirs}, parir {ours}"));
                }
                let _ = std::fs::remove_file(t.path().join("out.bc"));
            }
            std::fs::remove_file(&path).expect("remove");
        }
    }
    assert!(
        disagreements.is_empty(),
        "parir verify and llvm-as-19 disagree:\n{}",
        disagreements.join("\n")
    );
    assert_listing(t.path(), &[], "cut modules");
}

#[test]
fn spirv_binaries_cut_short_at_many_points() {
    let t = test_dir();
    let kernel = examples().join("ivdep-kernel.ll");
    let made = parir_in(
        t.path(),
        &[
            "spirv".into(),
            kernel.into_os_string(),
            "-o".into(),
            "kernel.spv".into(),
        ],
        None,
    );
    assert!(made.ok(), "writing the kernel as SPIR-V: {}", made.stderr);
    let bytes = std::fs::read(t.path().join("kernel.spv")).expect("read");
    let mut points = cut_points(bytes.len(), 24);
    // Word boundaries near the start (the header and the first instructions) and odd offsets.
    points.extend((0..40).map(|w| w * 4));
    points.extend([5, 22, 23, 41]);
    points.retain(|&p| p < bytes.len());
    points.sort_unstable();
    points.dedup();
    for cut in points {
        let name = format!("kernel.cut{cut}.spv");
        std::fs::write(t.path().join(&name), &bytes[..cut]).expect("write");
        for cmd in SPV_COMMANDS {
            let o = on(t.path(), cmd, &name);
            o.assert_clean(&name);
        }
        // The module ends with its last function's OpFunctionEnd: any cut is incomplete,
        // and reading it back is an error, never an empty or partial module.
        on(t.path(), &["spirv", "--read"], &name).assert_clean_failure(&name);
        std::fs::remove_file(t.path().join(&name)).expect("remove");
    }
    assert_listing(t.path(), &["kernel.spv"], "cut binaries");
}

/// Nesting as deep as opt-19 reads (`tests/deep_nesting.rs` checks the output; this checks
/// that no subcommand overflows its stack on it), and past parir's limit a located error.
#[test]
fn deep_nesting_through_every_subcommand() {
    let t = test_dir();
    let n = 20_000;
    let deep_type = format!(
        "%T = type {}i32{}\n@G = global %T zeroinitializer\n",
        "{ ".repeat(n),
        " }".repeat(n)
    );
    let deep_md = format!(
        "@G = global i32 0, !foo !0\n!0 = {}{}\n",
        "!{".repeat(n),
        "}".repeat(n)
    );
    let mut chain = String::from("@G = global i32 0, !foo !0\n");
    for k in 0..n {
        chain.push_str(&format!("!{k} = !{{!{}}}\n", k + 1));
    }
    chain.push_str(&format!("!{n} = !{{}}\n"));
    for (name, text) in [
        ("deep_type.ll", deep_type),
        ("deep_md.ll", deep_md),
        ("md_chain.ll", chain),
    ] {
        std::fs::write(t.path().join(name), text).expect("write");
        for cmd in LL_COMMANDS {
            on(t.path(), cmd, name).assert_clean(name);
        }
        assert!(on(t.path(), &["fmt"], name).ok(), "parir fmt {name}");
    }
    let too_deep = format!(
        "@G = global i32 0, !foo !0\n!0 = {}{}\n",
        "!{".repeat(200_000),
        "}".repeat(200_000)
    );
    std::fs::write(t.path().join("too_deep.ll"), too_deep).expect("write");
    let o = on(t.path(), &["fmt"], "too_deep.ll");
    o.assert_clean_failure("too_deep.ll:2:");
}

#[test]
fn a_missing_input_is_named() {
    let t = test_dir();
    for cmd in LL_COMMANDS.iter().chain(SPV_COMMANDS) {
        let o = on(t.path(), cmd, "no/such/file.ll");
        o.assert_clean_failure("no/such/file.ll");
        assert!(o.stderr.contains("cannot read"), "{}: {}", o.what, o.stderr);
    }
    assert_listing(t.path(), &[], "missing input");
}

const MODULE: &str = "define i32 @main() {\nentry:\n  ret i32 0\n}\n";

/// The subcommands that write `-o OUT`, each with the input it needs.
fn writers(dir: &Path) -> Vec<(Vec<&'static str>, &'static str)> {
    std::fs::write(dir.join("in.ll"), MODULE).expect("write");
    let spv = parir_in(dir, &os(&["spirv", "in.ll", "-o", "in.spv"]), None);
    assert!(spv.ok(), "{}", spv.stderr);
    std::fs::write(
        dir.join("in.spvasm"),
        "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
    )
    .expect("write");
    vec![
        (vec!["fmt"], "in.ll"),
        (vec!["opt", "-passes=mem2reg"], "in.ll"),
        (
            vec!["translate", "--from", "tapir", "--to", "markers"],
            "in.ll",
        ),
        (vec!["spirv"], "in.ll"),
        (vec!["spirv", "--read"], "in.spv"),
        (vec!["spirv", "--asm"], "in.spvasm"),
    ]
}

const INPUTS: &[&str] = &["in.ll", "in.spv", "in.spvasm"];

fn write_to(dir: &Path, cmd: &[&str], input: &str, out: &OsString) -> Outcome {
    let mut args = os(cmd);
    args.push(input.into());
    args.push("-o".into());
    args.push(out.clone());
    parir_in(dir, &args, None)
}

#[cfg(unix)]
fn file_kind(p: &Path) -> String {
    use std::os::unix::fs::FileTypeExt;
    let t = std::fs::symlink_metadata(p).expect("stat").file_type();
    if t.is_symlink() {
        "symlink"
    } else if t.is_char_device() {
        "char device"
    } else if t.is_fifo() {
        "fifo"
    } else if t.is_dir() {
        "folder"
    } else if t.is_file() {
        "file"
    } else {
        "other"
    }
    .into()
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

#[test]
fn output_to_a_folder_is_an_error_and_leaves_it_alone() {
    let t = test_dir();
    std::fs::create_dir(t.path().join("outdir")).expect("mkdir");
    for (cmd, input) in writers(t.path()) {
        let o = write_to(t.path(), &cmd, input, &"outdir".into());
        o.assert_clean_failure("outdir");
        assert!(listing(&t.path().join("outdir")).is_empty(), "{}", o.what);
    }
    let mut want = INPUTS.to_vec();
    want.push("outdir");
    assert_listing(t.path(), &want, "output to a folder");
}

#[test]
fn output_to_a_device_node_writes_it_in_place() {
    let t = test_dir();
    // A private copy of /dev/null where we may make one (as root, like the damage this guards
    // against); the real /dev/null otherwise, which an unprivileged run cannot replace anyway.
    let null: PathBuf = if is_root() {
        let p = t.path().join("null");
        let c = std::ffi::CString::new(p.to_str().expect("utf-8")).expect("path");
        // SAFETY: mknod with a valid path; 1,3 is /dev/null's device number.
        let r = unsafe { libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 3)) };
        assert_eq!(r, 0, "mknod: {}", std::io::Error::last_os_error());
        p
    } else {
        "/dev/null".into()
    };
    for (cmd, input) in writers(t.path()) {
        let o = write_to(t.path(), &cmd, input, &null.clone().into_os_string());
        o.assert_no_crash();
        assert!(o.ok(), "{}: {}", o.what, o.stderr);
        assert_eq!(file_kind(&null), "char device", "{}", o.what);
        // /dev/full takes nothing: a located write error, and it stays a device.
        let o = write_to(t.path(), &cmd, input, &"/dev/full".into());
        o.assert_clean_failure("/dev/full");
        assert_eq!(file_kind(Path::new("/dev/full")), "char device");
    }
    let mut want = INPUTS.to_vec();
    if is_root() {
        want.push("null");
    }
    assert_listing(t.path(), &want, "output to a device");
}

#[test]
fn output_to_a_fifo_is_written_through_it() {
    let t = test_dir();
    let fifo = t.path().join("pipe");
    let c = std::ffi::CString::new(fifo.to_str().expect("utf-8")).expect("path");
    // SAFETY: mkfifo with a valid path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let writers = writers(t.path());
    for (cmd, input) in writers {
        let reader_path = fifo.clone();
        let reader = std::thread::spawn(move || std::fs::read(reader_path).expect("read the fifo"));
        let o = write_to(t.path(), &cmd, input, &fifo.clone().into_os_string());
        o.assert_no_crash();
        assert!(o.ok(), "{}: {}", o.what, o.stderr);
        let got = reader.join().expect("reader");
        assert!(!got.is_empty(), "{}: nothing came through the fifo", o.what);
        assert_eq!(file_kind(&fifo), "fifo", "{}", o.what);
    }
    let mut want = INPUTS.to_vec();
    want.push("pipe");
    assert_listing(t.path(), &want, "output to a fifo");
}

#[test]
fn output_through_a_symbolic_link_writes_its_target() {
    let t = test_dir();
    let d = t.path();
    std::fs::create_dir(d.join("sub")).expect("mkdir");
    for (cmd, input) in writers(d) {
        std::fs::write(d.join("sub/target"), "old").expect("write");
        let _ = std::fs::remove_file(d.join("link"));
        std::os::unix::fs::symlink("sub/target", d.join("link")).expect("symlink");
        let o = write_to(d, &cmd, input, &"link".into());
        assert!(o.ok(), "{}: {}", o.what, o.stderr);
        assert_eq!(file_kind(&d.join("link")), "symlink", "{}", o.what);
        let got = std::fs::read(d.join("sub/target")).expect("read");
        assert_ne!(got, b"old", "{}: the target was not written", o.what);
        assert_eq!(listing(&d.join("sub")), ["target"], "{}", o.what);
        // A link to a file that does not exist yet creates it.
        std::fs::remove_file(d.join("sub/target")).expect("remove");
        let o = write_to(d, &cmd, input, &"link".into());
        assert!(o.ok(), "{}: {}", o.what, o.stderr);
        assert_eq!(file_kind(&d.join("link")), "symlink");
        assert_eq!(file_kind(&d.join("sub/target")), "file");
    }
    // Links in a cycle: an error, nothing written.
    std::os::unix::fs::symlink("loop2", d.join("loop1")).expect("symlink");
    std::os::unix::fs::symlink("loop1", d.join("loop2")).expect("symlink");
    write_to(d, &["fmt"], "in.ll", &"loop1".into()).assert_clean_failure("loop1");
    let mut want = INPUTS.to_vec();
    want.extend(["sub", "link", "loop1", "loop2"]);
    assert_listing(d, &want, "output through links");
}

#[test]
fn output_to_a_place_nobody_can_write_is_an_error() {
    let t = test_dir();
    let d = t.path();
    std::fs::write(d.join("plain"), "x").expect("write");
    let mut places: Vec<OsString> = vec!["plain/out.ll".into(), "no/such/folder/out.ll".into()];
    if is_root() {
        // Root writes anywhere it has permissions for: /proc refuses everyone.
        places.push("/proc/parir-robustness-test".into());
    } else {
        std::fs::create_dir(d.join("ro")).expect("mkdir");
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(d.join("ro"), std::fs::Permissions::from_mode(0o555))
            .expect("chmod");
        places.push("ro/out.ll".into());
    }
    for (cmd, input) in writers(d) {
        for place in &places {
            write_to(d, &cmd, input, place).assert_clean_failure(&place.to_string_lossy());
        }
    }
    let mut want = INPUTS.to_vec();
    want.push("plain");
    if !is_root() {
        want.push("ro");
        assert!(listing(&d.join("ro")).is_empty());
    }
    assert_listing(d, &want, "unwritable outputs");
}

#[test]
fn replacing_a_file_keeps_its_permissions_and_a_failure_keeps_its_contents() {
    use std::os::unix::fs::PermissionsExt;
    let t = test_dir();
    let d = t.path();
    std::fs::write(d.join("out.ll"), "old").expect("write");
    std::fs::set_permissions(d.join("out.ll"), std::fs::Permissions::from_mode(0o640))
        .expect("chmod");
    for (cmd, input) in writers(d) {
        let o = write_to(d, &cmd, input, &"out.ll".into());
        assert!(o.ok(), "{}: {}", o.what, o.stderr);
        let mode = std::fs::metadata(d.join("out.ll"))
            .expect("stat")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o640, "{}", o.what);
    }
    // A module that does not parse: the old output stays as it was.
    std::fs::write(d.join("out.ll"), "old").expect("write");
    std::fs::write(d.join("bad.ll"), "define i32 @f( {\n").expect("write");
    write_to(d, &["fmt"], "bad.ll", &"out.ll".into()).assert_clean_failure("bad.ll");
    assert_eq!(std::fs::read(d.join("out.ll")).expect("read"), b"old");
    let mut want = INPUTS.to_vec();
    want.extend(["out.ll", "bad.ll"]);
    assert_listing(d, &want, "replaced output");
}

/// A module large enough that printing it takes a while: a signal can arrive mid-write.
fn big_module(dir: &Path) {
    use std::fmt::Write;
    let mut s = String::new();
    for i in 0..150_000 {
        let _ = writeln!(
            s,
            "define i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, {i}\n  ret i32 %y\n}}"
        );
    }
    std::fs::write(dir.join("big.ll"), s).expect("write");
}

#[test]
fn a_fatal_signal_while_writing_leaves_no_temporary_file() {
    use std::os::unix::process::ExitStatusExt;
    let t = test_dir();
    big_module(t.path());
    for sig in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP, libc::SIGABRT] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_parir"))
            .args(["fmt", "big.ll", "-o", "out.ll"])
            .current_dir(t.path())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("parir runs");
        // Wait until the temporary output exists, then send the signal.
        let start = Instant::now();
        let mut caught_writing = false;
        while start.elapsed() < TIME_LIMIT {
            if listing(t.path())
                .iter()
                .any(|n| n.starts_with(".parir-out-"))
            {
                caught_writing = true;
                break;
            }
            if child.try_wait().expect("wait").is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        // SAFETY: kill with a child's pid.
        unsafe { libc::kill(child.id() as i32, sig) };
        let status = child.wait().expect("wait");
        if caught_writing {
            assert_eq!(
                status.signal(),
                Some(sig),
                "parir ends by the signal it got"
            );
        }
        assert_listing(t.path(), &["big.ll"], &format!("signal {sig}"));
        // Rarely the whole write finishes first; that run proves nothing, but must be whole.
        let _ = std::fs::remove_file(t.path().join("out.ll"));
    }
}

#[test]
fn a_fatal_signal_during_cc_leaves_no_temporary_folder() {
    use std::os::unix::process::ExitStatusExt;
    if !common::have_tool("clang-19") {
        return;
    }
    let t = test_dir();
    let tmp = t.path().join("tmp");
    std::fs::create_dir(&tmp).expect("mkdir");
    std::fs::write(
        t.path().join("hello.c"),
        "#include <stdio.h>\nint main(void) { puts(\"hi\"); return 0; }\n",
    )
    .expect("write");
    let mut child = Command::new(env!("CARGO_BIN_EXE_parir"))
        .args(["cc", "-O2", "hello.c", "-o", "hello"])
        .current_dir(t.path())
        .env("TMPDIR", &tmp)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("parir runs");
    let start = Instant::now();
    while start.elapsed() < TIME_LIMIT && listing(&tmp).is_empty() {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    // SAFETY: kill with a child's pid.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let status = child.wait().expect("wait");
    if status.signal().is_some() {
        assert_eq!(status.signal(), Some(libc::SIGTERM));
    }
    // The tools parir ran got the signal too; give them a moment to go.
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        listing(&tmp).is_empty(),
        "left in TMPDIR: {:?}",
        listing(&tmp)
    );
    let left: Vec<String> = listing(t.path())
        .into_iter()
        .filter(|n| n != "hello" && n != "hello.c" && n != "tmp")
        .collect();
    assert!(left.is_empty(), "left beside the output: {left:?}");
}

#[test]
fn cc_output_to_a_device_node_or_a_link() {
    if !common::have_tool("clang-19") {
        return;
    }
    let t = test_dir();
    let d = t.path();
    std::fs::write(d.join("k.c"), "int f(int x) { return x + 1; }\n").expect("write");
    let null: PathBuf = if is_root() {
        let p = d.join("null");
        let c = std::ffi::CString::new(p.to_str().expect("utf-8")).expect("path");
        // SAFETY: mknod with a valid path; 1,3 is /dev/null's device number.
        let r = unsafe { libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 3)) };
        assert_eq!(r, 0);
        p
    } else {
        "/dev/null".into()
    };
    for flags in [&["-c"][..], &["-S", "-emit-llvm"][..], &["-S"][..]] {
        let mut args = os(&["cc"]);
        args.extend(os(flags));
        args.extend(["k.c".into(), "-o".into(), null.clone().into_os_string()]);
        let o = parir_in(d, &args, None);
        assert!(o.ok(), "{}: {}", o.what, o.stderr);
        assert_eq!(file_kind(&null), "char device", "{}", o.what);
        // Through a link: the link stays, its target gets the output.
        let _ = std::fs::remove_file(d.join("link"));
        std::os::unix::fs::symlink("real.out", d.join("link")).expect("symlink");
        let mut args = os(&["cc"]);
        args.extend(os(flags));
        args.extend(["k.c".into(), "-o".into(), "link".into()]);
        let o = parir_in(d, &args, None);
        assert!(o.ok(), "{}: {}", o.what, o.stderr);
        assert_eq!(file_kind(&d.join("link")), "symlink");
        assert_eq!(file_kind(&d.join("real.out")), "file");
        std::fs::remove_file(d.join("real.out")).expect("remove");
    }
    let mut want = vec!["k.c", "link"];
    if is_root() {
        want.push("null");
    }
    assert_listing(d, &want, "cc outputs");
}
