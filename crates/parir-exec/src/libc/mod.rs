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
//! `x86_fp80`), [`scanf`], [`strto`] (`strtol`/`strtod` parsing), [`errno`], [`rand`],
//! [`omp`] (the OpenMP API), [`flang`] (flang's Fortran runtime: I/O, array intrinsics).

pub mod calls;
pub mod cxx;
pub mod errno;
pub mod flang;
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
    /// flang's Fortran runtime ([`flang`]).
    Flang(flang::FlangCall),
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
        _ => return omp::resolve(name).or_else(|| flang::resolve(name)),
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
    ) || matches!(b, Builtin::Libc(Libc::Flang(c)) if flang::reports_accesses(c))
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
    /// The Fortran I/O statements in progress ([`flang`]).
    pub(crate) flang: flang::FlangState,
    /// C++ exceptions thrown and caught ([`cxx`]).
    pub(crate) eh: cxx::EhState,
}
