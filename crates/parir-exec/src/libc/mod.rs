//! The libc subset parir emulates for the programs it runs: stdio with glibc's `printf` and
//! `scanf`, the heap, strings and memory, number conversions, `errno`/`strerror`, `exit`/
//! `abort`/`atexit`, `setjmp`/`longjmp`, `rand` with glibc's generator, `qsort`/`bsearch`.
//! The results are glibc 2.36's on x86-64, so that `parir run` prints what the native build
//! prints.
//!
//! # The interface to the interpreter
//!
//! The interpreter ([`crate::interp`]) sees libc through four items, and nothing else here:
//! - [`resolve`]: the libc function a declaration's name denotes (decoding turns calls of it
//!   into [`crate::builtins::Builtin::Libc`] calls);
//! - `Machine::libc(f, ..)` ([`calls`]): runs one call; it reads the call's arguments with the
//!   machine's argument accessors and returns its result the same way, reaches memory only
//!   through the checked [`crate::memory`] API (so `strcpy` into a too-small buffer is an
//!   out-of-bounds error like any store), writes through the machine's buffered standard
//!   streams, and calls interpreted functions back for `qsort`/`bsearch`/`atexit`;
//! - `Machine::libc_accesses`/`libc_accesses_after` and [`reports_accesses`]: the bytes a
//!   call reads and writes, for the sanitizer ([`crate::sanitize`]);
//! - [`GlibcRand`]: the generator state the machine (and each parallel worker) owns.
//!
//! `math.h` functions are not here: they are elementwise operations of the interpreter
//! ([`crate::builtins`]), fused into single ops like the corresponding intrinsics.
//!
//! # Layout
//!
//! [`calls`] (the dispatch), [`cxx`] (C++ exceptions: the Itanium ABI's runtime and the
//! unwinder), [`printf`] (formatting), [`long_double`] (`%L` conversions of
//! `x86_fp80`), [`scanf`], [`strto`] (`strtol`/`strtod` parsing), [`errno`], [`rand`].

pub mod calls;
pub mod cxx;
pub mod errno;
pub mod long_double;
pub mod omp;
pub mod printf;
pub mod rand;
pub mod scanf;
pub mod strto;

pub use rand::GlibcRand;

/// libc functions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Libc {
    Printf,
    Fprintf,
    Sprintf,
    Snprintf,
    Vprintf,
    Vfprintf,
    Vsprintf,
    Vsnprintf,
    Puts,
    Putchar,
    Fputs,
    Fputc,
    Fwrite,
    Fflush,
    Malloc,
    /// C++'s `operator new` / `new[]` (`_Znwm`, `_Znam`): parir's heap; no memory is a
    /// runtime error (std::bad_alloc, which parir cannot throw).
    CxxNew,
    Calloc,
    Realloc,
    Free,
    AlignedAlloc,
    PosixMemalign,
    Memcpy,
    Memmove,
    Memset,
    Memcmp,
    Memchr,
    Strlen,
    Strcpy,
    Strncpy,
    Strcmp,
    Strncmp,
    Strchr,
    Strrchr,
    Strstr,
    Strspn,
    Strcspn,
    Strpbrk,
    Strnlen,
    Strcasecmp,
    Strncasecmp,
    /// `strtok` (its saved position is the machine's) and `strtok_r`.
    Strtok,
    StrtokR,
    /// `getenv`: the program sees an empty environment (runs are reproducible).
    Getenv,
    /// `strerror` (glibc's messages) and `perror`.
    Strerror,
    Perror,
    Strcat,
    Strncat,
    Strdup,
    Atoi,
    Atol,
    Atof,
    Strtol,
    Strtoul,
    Strtod,
    Abs,
    Labs,
    Exit,
    /// `_exit`/`_Exit`: no `atexit` handlers, no stdio flush.
    UnderscoreExit,
    /// `setjmp`/`_setjmp`/`__sigsetjmp` and `longjmp`/`_longjmp`/`siglongjmp`: handled by
    /// the interpreter's call path (they work on its frames).
    Setjmp,
    Longjmp,
    Abort,
    Atexit,
    AssertFail,
    Rand,
    Srand,
    Time,
    Clock,
    Getchar,
    /// `getc`/`fgetc`, `ungetc` and `fgets`: on `stdin` only.
    Fgetc,
    Ungetc,
    Fgets,
    /// The `scanf` family ([`scanf`]); `fscanf` reads only `stdin`.
    Sscanf,
    Vsscanf,
    Scanf,
    Vscanf,
    Fscanf,
    Vfscanf,
    ErrnoLocation,
    Toupper,
    Tolower,
    Isdigit,
    Isalpha,
    Isalnum,
    Isspace,
    Isupper,
    Islower,
    Isxdigit,
    Isprint,
    Ispunct,
    Qsort,
    Bsearch,
    Ldexp,
    Frexp,
    Modf,
    Lround,
    /// libomp's query functions, which OpenMP programs in directive form call:
    /// `omp_get_thread_num` (the thread's number in its team, 0 outside a team),
    /// `omp_get_num_threads` (the team's size, 1 outside), `omp_get_max_threads`
    /// (`--parallel`'s N, or what `omp_set_num_threads` set; 1 without `--parallel`),
    /// `omp_in_parallel`, `omp_get_num_procs` and `omp_get_wtime`; `omp_set_num_threads`
    /// (the size of later teams without a `num_threads` clause).
    OmpGetThreadNum,
    OmpGetNumThreads,
    OmpGetMaxThreads,
    OmpInParallel,
    /// `omp_in_final`: inside a final task.
    OmpInFinal,
    OmpGetNumProcs,
    OmpGetWtime,
    OmpSetNumThreads,
    /// `usleep(us)` and `sleep(s)`: the thread sleeps that long (OpenMP tests use them to
    /// let other threads go first); 0.
    Usleep,
    Sleep,
    /// The rest of the OpenMP API ([`omp`]).
    Omp(omp::OmpApi),
    /// The Fortran runtime's program entry and exit (flang's `main` calls them around the
    /// main program): nothing to do.
    FortranProgramStart,
    FortranProgramEnd,
    /// Fortran list-directed output (`print *, ...`, flang's `_FortranAio*` calls):
    /// `BeginExternalListOutput(unit, file, line)` starts a statement on unit 6 (standard
    /// output) or 0 (standard error) and returns the statement's cookie, which names the
    /// unit; each `Output*` item is written preceded by one blank (integers in minimal
    /// width, logicals `T`/`F`, character data as is); `EndIoStatement` ends the line.
    FortranBeginListOutput,
    FortranOutputAscii,
    FortranOutputInteger32,
    FortranOutputInteger64,
    FortranOutputLogical,
    /// `OutputReal32/64(cookie, x)`: flang's list-directed real, the shortest digits that
    /// read back to `x`, in F form when its decimal exponent is 0..=6 (`real(4)`) or
    /// 0..=15 (`real(8)`), else E form (`1.E+20`, `5.E-02`), no leading zero (`.1`).
    FortranOutputReal32,
    FortranOutputReal64,
    FortranEndIoStatement,
}

/// The libc function `name` denotes.
pub fn resolve(name: &str) -> Option<Libc> {
    use Libc as L;
    Some(match name {
        "printf" => L::Printf,
        "fprintf" => L::Fprintf,
        "sprintf" => L::Sprintf,
        "snprintf" => L::Snprintf,
        "vprintf" => L::Vprintf,
        "vfprintf" => L::Vfprintf,
        "vsprintf" => L::Vsprintf,
        "vsnprintf" => L::Vsnprintf,
        "puts" => L::Puts,
        "putchar" => L::Putchar,
        "fputs" => L::Fputs,
        "fputc" | "putc" => L::Fputc,
        "fwrite" => L::Fwrite,
        "fflush" => L::Fflush,
        "malloc" => L::Malloc,
        "calloc" => L::Calloc,
        "realloc" => L::Realloc,
        "free" => L::Free,
        "_Znwm" | "_Znam" => L::CxxNew,
        // `operator delete` / `delete[]`, unsized and sized.
        "_ZdlPv" | "_ZdaPv" | "_ZdlPvm" | "_ZdaPvm" => L::Free,
        "aligned_alloc" => L::AlignedAlloc,
        "posix_memalign" => L::PosixMemalign,
        "memcpy" => L::Memcpy,
        "memmove" => L::Memmove,
        "memset" => L::Memset,
        "memcmp" | "bcmp" => L::Memcmp,
        "memchr" => L::Memchr,
        "strlen" => L::Strlen,
        "strcpy" => L::Strcpy,
        "strncpy" => L::Strncpy,
        "strcmp" => L::Strcmp,
        "strncmp" => L::Strncmp,
        "strchr" => L::Strchr,
        "strrchr" => L::Strrchr,
        "strstr" => L::Strstr,
        "strspn" => L::Strspn,
        "strcspn" => L::Strcspn,
        "strpbrk" => L::Strpbrk,
        "strnlen" => L::Strnlen,
        "strcasecmp" => L::Strcasecmp,
        "strncasecmp" => L::Strncasecmp,
        "strtok" => L::Strtok,
        "strtok_r" | "__strtok_r" => L::StrtokR,
        "getenv" | "secure_getenv" => L::Getenv,
        "strerror" => L::Strerror,
        "perror" => L::Perror,
        "strcat" => L::Strcat,
        "strncat" => L::Strncat,
        "strdup" => L::Strdup,
        "atoi" => L::Atoi,
        "atol" | "atoll" => L::Atol,
        "atof" => L::Atof,
        "strtol" | "strtoll" => L::Strtol,
        "strtoul" | "strtoull" => L::Strtoul,
        "strtod" => L::Strtod,
        "abs" => L::Abs,
        "labs" | "llabs" => L::Labs,
        "exit" => L::Exit,
        "_Exit" | "_exit" => L::UnderscoreExit,
        "abort" => L::Abort,
        "setjmp" | "_setjmp" | "__sigsetjmp" | "sigsetjmp" => L::Setjmp,
        "longjmp" | "_longjmp" | "siglongjmp" | "__longjmp_chk" => L::Longjmp,
        "atexit" => L::Atexit,
        "__assert_fail" => L::AssertFail,
        "rand" | "random" => L::Rand,
        "srand" | "srandom" => L::Srand,
        "time" => L::Time,
        "clock" => L::Clock,
        "getchar" => L::Getchar,
        "getc" | "fgetc" | "_IO_getc" => L::Fgetc,
        "ungetc" => L::Ungetc,
        "fgets" => L::Fgets,
        // glibc's headers rename the C99 conforming versions.
        "sscanf" | "__isoc99_sscanf" => L::Sscanf,
        "vsscanf" | "__isoc99_vsscanf" => L::Vsscanf,
        "scanf" | "__isoc99_scanf" => L::Scanf,
        "vscanf" | "__isoc99_vscanf" => L::Vscanf,
        "fscanf" | "__isoc99_fscanf" => L::Fscanf,
        "vfscanf" | "__isoc99_vfscanf" => L::Vfscanf,
        "__errno_location" => L::ErrnoLocation,
        "toupper" => L::Toupper,
        "tolower" => L::Tolower,
        "isdigit" => L::Isdigit,
        "isalpha" => L::Isalpha,
        "isalnum" => L::Isalnum,
        "isspace" => L::Isspace,
        "isupper" => L::Isupper,
        "islower" => L::Islower,
        "isxdigit" => L::Isxdigit,
        "isprint" => L::Isprint,
        "ispunct" => L::Ispunct,
        "qsort" => L::Qsort,
        "bsearch" => L::Bsearch,
        "ldexp" | "ldexpf" => L::Ldexp,
        "frexp" => L::Frexp,
        "modf" => L::Modf,
        "lround" | "llround" | "lroundf" | "llroundf" | "lroundl" | "llroundl" => L::Lround,
        "ldexpl" | "scalbnl" => L::Ldexp,
        "frexpl" => L::Frexp,
        "modfl" => L::Modf,
        "usleep" => L::Usleep,
        "sleep" => L::Sleep,
        "omp_get_thread_num" => L::OmpGetThreadNum,
        "omp_get_num_threads" => L::OmpGetNumThreads,
        "omp_get_max_threads" => L::OmpGetMaxThreads,
        "omp_in_parallel" => L::OmpInParallel,
        "omp_in_final" => L::OmpInFinal,
        "omp_get_num_procs" => L::OmpGetNumProcs,
        "omp_get_wtime" => L::OmpGetWtime,
        "omp_set_num_threads" => L::OmpSetNumThreads,
        "_FortranAProgramStart" => L::FortranProgramStart,
        "_FortranAProgramEndStatement" => L::FortranProgramEnd,
        "_FortranAioBeginExternalListOutput" => L::FortranBeginListOutput,
        "_FortranAioOutputAscii" => L::FortranOutputAscii,
        "_FortranAioOutputInteger32" => L::FortranOutputInteger32,
        "_FortranAioOutputInteger64" => L::FortranOutputInteger64,
        "_FortranAioOutputLogical" => L::FortranOutputLogical,
        "_FortranAioOutputReal32" => L::FortranOutputReal32,
        "_FortranAioOutputReal64" => L::FortranOutputReal64,
        "_FortranAioEndIoStatement" => L::FortranEndIoStatement,
        _ => return omp::resolve(name),
    })
}

/// Whether `b` is a libc function whose memory accesses the sanitizer records
/// (`Machine::libc_accesses`).
pub fn reports_accesses(b: crate::builtins::Builtin) -> bool {
    use crate::builtins::Builtin;
    matches!(
        b,
        Builtin::Libc(
            Libc::Memcpy
                | Libc::Memmove
                | Libc::Memset
                | Libc::Memcmp
                | Libc::Strlen
                | Libc::Strcpy
                | Libc::Strncpy
                | Libc::Strcmp
                | Libc::Strncmp
                | Libc::Strcat
                | Libc::Strdup
                | Libc::Sprintf
                | Libc::Snprintf
                | Libc::Vsprintf
                | Libc::Vsnprintf
        )
    )
}

/// An access of a libc function: address, bytes, whether it writes.
pub(crate) type LibcAccess = (u64, u64, bool);

/// The C library's state of one machine, apart from the interpreter's: the stdio buffer of
/// `stdout` and the standard input, `errno`'s address, the `FILE` table, the `rand` state,
/// the `atexit` handlers, `strtok`'s position and `strerror`'s strings.
pub(crate) struct LibcState<'a> {
    /// The program's stdout not yet written (its stdio buffer).
    pub(crate) outbuf: Vec<u8>,
    pub(crate) stdin: Option<Box<dyn std::io::Read + 'a>>,
    pub(crate) rand: GlibcRand,
    pub(crate) atexit: Vec<u64>,
    pub(crate) errno_ptr: u64,
    pub(crate) files: [u64; 3],
    pub(crate) stdin_buf: std::collections::VecDeque<u8>,
    pub(crate) stdin_eof: bool,
    /// `strtok`'s saved position.
    pub(crate) strtok_save: u64,
    /// `strerror`'s strings, by error number.
    pub(crate) strerror_strings: std::collections::HashMap<i32, u64>,
    /// The column of the Fortran list-directed record being written (its items wrap to a
    /// new record as flang's do).
    pub(crate) fortran_col: usize,
    /// C++ exceptions thrown and caught ([`cxx`]).
    pub(crate) eh: cxx::EhState,
}

/// flang's list-directed text of a real: the shortest decimal digits that read back to the
/// value (`digits`, `exp10` from `{:e}` of the value's own type), in F form when the decimal
/// exponent (digits before the point) is within `0..=precision`, else in E form.
pub fn fortran_list_real(text_e: &str, precision: i32) -> String {
    // `text_e` is Rust's `{:e}`: `-1.2345e20`, `5e-2`, `NaN`, `inf`, `-inf`.
    match text_e {
        "NaN" => return "NaN".into(),
        "inf" => return "Inf".into(),
        "-inf" => return "-Inf".into(),
        _ => {}
    }
    let (neg, t) = match text_e.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text_e),
    };
    let (mant, e) = t.split_once('e').unwrap_or((t, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let digits: String = mant.chars().filter(char::is_ascii_digit).collect();
    let zero = digits.bytes().all(|b| b == b'0');
    let digits = if zero { "0".to_string() } else { digits };
    // Digits before the point in F form.
    let expo = if zero { 0 } else { e + 1 };
    let sign = if neg { "-" } else { "" };
    if zero {
        return format!("{sign}0.");
    }
    if (0..=precision).contains(&expo) {
        let k = expo as usize;
        if digits.len() <= k {
            format!("{sign}{digits}{}.", "0".repeat(k - digits.len()))
        } else {
            format!("{sign}{}.{}", &digits[..k], &digits[k..])
        }
    } else {
        let x = expo - 1;
        format!(
            "{sign}{}.{}E{}{:02}",
            &digits[..1],
            &digits[1..],
            if x < 0 { '-' } else { '+' },
            x.abs()
        )
    }
}

#[cfg(test)]
mod fortran_tests {
    use super::fortran_list_real;

    /// flang-new-19's list-directed output of the same values (measured natively).
    #[test]
    fn list_directed_reals_as_flang_prints_them() {
        let d = |x: f64| fortran_list_real(&format!("{x:e}"), 15);
        let f = |x: f32| fortran_list_real(&format!("{x:e}"), 6);
        assert_eq!(d(1.5), "1.5");
        assert_eq!(d(1.0 / 3.0), ".3333333333333333");
        assert_eq!(f(1.0 / 3.0), ".33333334");
        assert_eq!(d(1e20), "1.E+20");
        assert_eq!(d(1e-5), "1.E-05");
        assert_eq!(d(-0.0), "-0.");
        assert_eq!(d(123456789.0), "123456789.");
        assert_eq!(d(1e16), "1.E+16");
        assert_eq!(d(1e15), "1.E+15");
        assert_eq!(d(0.1), ".1");
        assert_eq!(d(100.0), "100.");
        assert_eq!(d(0.05), "5.E-02");
        assert_eq!(d(1.2345e20), "1.2345E+20");
        assert_eq!(d(-2.5e-3), "-2.5E-03");
        assert_eq!(d(1e100), "1.E+100");
        assert_eq!(d(f64::MAX), "1.7976931348623157E+308");
        assert_eq!(d(f64::MIN_POSITIVE), "2.2250738585072014E-308");
        // flang prints this `real(4)` as `3.3333332E-11`: of the two 8-digit strings that
        // read back to it, not the nearer one parir's (Rust's) conversion gives.
        assert_eq!(f(3.3333332e-11), "3.3333333E-11");
        assert_eq!(f(1e7), "1.E+07");
        assert_eq!(f(123456.0), "123456.");
        assert_eq!(f(2.25), "2.25");
        assert_eq!(d(f64::NAN), "NaN");
        assert_eq!(d(f64::INFINITY), "Inf");
        assert_eq!(d(f64::NEG_INFINITY), "-Inf");
    }
}
