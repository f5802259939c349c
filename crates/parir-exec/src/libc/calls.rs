//! The calls themselves: `Machine::libc` runs one libc call of the interpreted program,
//! `Machine::libc_accesses` and `Machine::libc_accesses_after` tell the sanitizer which
//! bytes it touched. Arguments are read with the interpreter's argument accessors, pointers
//! go through the checked memory API, output through the machine's buffered streams.

use super::errno::errno_message;
use super::printf::{format, ArgSrc};
use super::strto::{parse_float, parse_int};
use super::{Libc, LibcAccess};
use crate::builtins::{err, me};
use crate::code::Sc;
use crate::interp::{Machine, Stop};
use crate::memory::{split_ptr, AllocKind};
use crate::scalar::{self, Fk};

/// `ENOMEM` of Linux.
const ENOMEM: u32 = 12;

type R<T> = Result<T, Stop>;

/// Standard input as a [`super::scanf::Source`].
struct Stdin<'m, 'a> {
    m: &'m mut Machine<'a>,
    peeked: Option<u8>,
}

impl super::scanf::Source for Stdin<'_, '_> {
    fn peek(&mut self) -> Option<u8> {
        if self.peeked.is_none() {
            self.peeked = self.m.read_stdin_byte();
        }
        self.peeked
    }
    fn bump(&mut self) {
        self.peeked = None;
    }
}

impl Machine<'_> {
    /// printf-style arguments of a direct variadic call, from argument `first` on.
    fn direct_args(&self, first: usize) -> ArgSrc {
        let mut v = Vec::new();
        for k in first..self.argspan.len() {
            let w = self.arg(k);
            let sc = self
                .arg_shape(k)
                .and_then(|s| s.leaves.first().map(|l| l.sc));
            v.push(match sc {
                Some(Sc::F(k)) => [scalar::fget(w, k).to_bits(), 0],
                Some(Sc::X80) => {
                    let ws = self.arg_words(k);
                    [w, ws.get(1).copied().unwrap_or(0)]
                }
                _ => [w, 0],
            });
        }
        ArgSrc::Direct(v, 0)
    }

    fn cstr(&self, p: u64) -> R<Vec<u8>> {
        self.mem.read_cstr(p).map_err(me)
    }

    fn put_cstr(&self, p: u64, s: &[u8]) -> R<()> {
        let mut b = s.to_vec();
        b.push(0);
        self.mem.write_bytes(p, &b).map_err(me)
    }

    fn fmt_to_string(&self, fmt: u64, mut src: ArgSrc) -> R<Vec<u8>> {
        let f = self.cstr(fmt)?;
        format(&self.mem, &f, &mut src).map_err(err)
    }

    fn set_errno(&self, v: u32) {
        let _ = self.mem.store(self.libc.errno_ptr, 4, v as u64);
    }

    /// A block of the `malloc` family, or null (`errno` `ENOMEM`) for a request glibc would
    /// refuse too: larger than the memory limit itself or than parir's largest allocation
    /// ([`crate::memory::MemHandle::alloc_heap`]).
    fn malloc_block(&mut self, size: u64) -> R<Option<u64>> {
        let p = self.mem.alloc_heap(size).map_err(me)?;
        if p.is_none() {
            self.set_errno(ENOMEM);
        }
        Ok(p)
    }

    /// Writes a formatted result into a buffer of `cap` bytes (snprintf semantics: NUL
    /// terminated, truncated; `cap == None`: unbounded like sprintf).
    fn bounded_write(&self, dst: u64, cap: Option<u64>, s: &[u8]) -> R<()> {
        match cap {
            None => self.put_cstr(dst, s),
            Some(0) => Ok(()),
            Some(n) => {
                let k = (n - 1).min(s.len() as u64) as usize;
                self.put_cstr(dst, &s[..k])
            }
        }
    }

    pub(crate) fn read_stdin_byte(&mut self) -> Option<u8> {
        if self.libc.stdin_buf.is_empty() && !self.libc.stdin_eof {
            let mut buf = [0u8; 4096];
            match self.libc.stdin.as_mut().map(|r| r.read(&mut buf)) {
                Some(Ok(n)) if n > 0 => self.libc.stdin_buf.extend(&buf[..n]),
                _ => self.libc.stdin_eof = true,
            }
        }
        self.libc.stdin_buf.pop_front()
    }

    pub(crate) fn libc(&mut self, f: Libc, _ret_shape: u32) -> R<()> {
        use Libc as L;
        let av: [u64; 6] = std::array::from_fn(|k| self.arg(k));
        let a = |k: usize| av[k];
        let r: u64 = match f {
            L::Printf | L::Vprintf => {
                let src = if f == L::Printf {
                    self.direct_args(1)
                } else {
                    ArgSrc::Va(a(1))
                };
                let s = self.fmt_to_string(a(0), src)?;
                self.write_stream(1, &s)?;
                s.len() as u64
            }
            L::Fprintf | L::Vfprintf => {
                let file = self.stream_of(a(0))?;
                let src = if f == L::Fprintf {
                    self.direct_args(2)
                } else {
                    ArgSrc::Va(a(2))
                };
                let s = self.fmt_to_string(a(1), src)?;
                self.write_stream(file, &s)?;
                s.len() as u64
            }
            L::Sprintf | L::Vsprintf => {
                let src = if f == L::Sprintf {
                    self.direct_args(2)
                } else {
                    ArgSrc::Va(a(2))
                };
                let s = self.fmt_to_string(a(1), src)?;
                self.bounded_write(a(0), None, &s)?;
                s.len() as u64
            }
            L::Snprintf | L::Vsnprintf => {
                let src = if f == L::Snprintf {
                    self.direct_args(3)
                } else {
                    ArgSrc::Va(a(3))
                };
                let s = self.fmt_to_string(a(2), src)?;
                self.bounded_write(a(0), Some(a(1)), &s)?;
                s.len() as u64
            }
            L::Puts => {
                let mut s = self.cstr(a(0))?;
                s.push(b'\n');
                self.write_stream(1, &s)?;
                1
            }
            L::Putchar => {
                self.write_stream(1, &[a(0) as u8])?;
                a(0) & 0xff
            }
            L::Fputs => {
                let s = self.cstr(a(0))?;
                let file = self.stream_of(a(1))?;
                self.write_stream(file, &s)?;
                1
            }
            L::Fputc => {
                let file = self.stream_of(a(1))?;
                self.write_stream(file, &[a(0) as u8])?;
                a(0) & 0xff
            }
            L::Fwrite => {
                let n = a(1).saturating_mul(a(2));
                let bytes = self.mem.read_bytes(a(0), n).map_err(me)?;
                let file = self.stream_of(a(3))?;
                self.write_stream(file, &bytes)?;
                if a(1) == 0 {
                    0
                } else {
                    a(2)
                }
            }
            L::Fflush => {
                self.flush_out().map_err(err)?;
                0
            }
            L::Malloc => self.malloc_block(a(0))?.unwrap_or(0),
            L::CxxNew => match self.malloc_block(a(0).max(1))? {
                Some(p) => p,
                None => {
                    return Err(err(format!(
                        "operator new of {} bytes: no memory (std::bad_alloc, which parir cannot throw)",
                        a(0)
                    )))
                }
            },
            L::AlignedAlloc => self.malloc_block(a(1))?.unwrap_or(0),
            // It returns the error, leaving `*memptr` and `errno` alone.
            L::PosixMemalign => match self.mem.alloc_heap(a(2)).map_err(me)? {
                Some(p) => {
                    self.mem.store(a(0), 8, p).map_err(me)?;
                    0
                }
                None => ENOMEM as u64,
            },
            L::Calloc => match a(0).checked_mul(a(1)) {
                Some(n) => self.malloc_block(n)?.unwrap_or(0),
                // glibc: a product that overflows is a request too large.
                None => {
                    self.set_errno(ENOMEM);
                    0
                }
            },
            L::Realloc => {
                let (p, n) = (a(0), a(1));
                // Refused: null, and the old block stays as it was.
                let Some(q) = self.malloc_block(n)? else {
                    self.retbuf.push(0);
                    return Ok(());
                };
                if p != 0 {
                    self.mem.move_heap_block(q, p, n).map_err(me)?;
                }
                q
            }
            L::Free => {
                self.mem.free_heap(a(0)).map_err(me)?;
                0
            }
            L::Memcpy | L::Memmove => {
                self.mem.copy(a(0), a(1), a(2)).map_err(me)?;
                a(0)
            }
            L::Memset => {
                self.mem.fill(a(0), a(1) as u8, a(2)).map_err(me)?;
                a(0)
            }
            L::Memcmp => {
                let x = self.mem.read_bytes(a(0), a(2)).map_err(me)?;
                let y = self.mem.read_bytes(a(1), a(2)).map_err(me)?;
                cmp_bytes(&x, &y)
            }
            L::Memchr => {
                let bytes = self.mem.read_bytes(a(0), a(2)).map_err(me)?;
                match bytes.iter().position(|&b| b == a(1) as u8) {
                    Some(k) => a(0) + k as u64,
                    None => 0,
                }
            }
            L::Strlen => self.cstr(a(0))?.len() as u64,
            L::Strcpy => {
                let s = self.cstr(a(1))?;
                self.put_cstr(a(0), &s)?;
                a(0)
            }
            L::Strncpy => {
                let n = a(2) as usize;
                let mut s = self.cstr_n(a(1), n)?;
                s.resize(n, 0);
                self.mem.write_bytes(a(0), &s).map_err(me)?;
                a(0)
            }
            L::Strcat | L::Strncat => {
                let d = self.cstr(a(0))?;
                let mut s = if f == L::Strcat {
                    self.cstr(a(1))?
                } else {
                    self.cstr_n(a(1), a(2) as usize)?
                };
                s.truncate(if f == L::Strcat {
                    s.len()
                } else {
                    a(2) as usize
                });
                self.put_cstr(a(0) + d.len() as u64, &s)?;
                a(0)
            }
            L::Strcmp => {
                let (x, y) = (self.cstr(a(0))?, self.cstr(a(1))?);
                cmp_bytes(&x, &y)
            }
            L::Strncmp => {
                let n = a(2) as usize;
                let x = self.cstr_n(a(0), n)?;
                let y = self.cstr_n(a(1), n)?;
                cmp_bytes(&x[..x.len().min(n)], &y[..y.len().min(n)])
            }
            L::Strchr | L::Strrchr => {
                let s = self.cstr(a(0))?;
                let c = a(1) as u8;
                if c == 0 {
                    a(0) + s.len() as u64
                } else {
                    let pos = if f == L::Strchr {
                        s.iter().position(|&b| b == c)
                    } else {
                        s.iter().rposition(|&b| b == c)
                    };
                    pos.map(|k| a(0) + k as u64).unwrap_or(0)
                }
            }
            L::Strstr => {
                let (h, n) = (self.cstr(a(0))?, self.cstr(a(1))?);
                if n.is_empty() {
                    a(0)
                } else {
                    h.windows(n.len())
                        .position(|w| w == n.as_slice())
                        .map(|k| a(0) + k as u64)
                        .unwrap_or(0)
                }
            }
            L::Strspn | L::Strcspn => {
                let (s, set) = (self.cstr(a(0))?, self.cstr(a(1))?);
                let inside = f == L::Strspn;
                s.iter().take_while(|b| set.contains(b) == inside).count() as u64
            }
            L::Strpbrk => {
                let (s, set) = (self.cstr(a(0))?, self.cstr(a(1))?);
                s.iter()
                    .position(|b| set.contains(b))
                    .map_or(0, |k| a(0) + k as u64)
            }
            L::Strnlen => {
                // Reads at most n bytes: the string need not be terminated within them.
                let n = a(1);
                let mut k = 0;
                while k < n && self.mem.load(a(0).wrapping_add(k), 1).map_err(me)? != 0 {
                    k += 1;
                }
                k
            }
            L::Strcasecmp | L::Strncasecmp => {
                let n = if f == L::Strncasecmp { a(2) } else { u64::MAX };
                let mut k = 0;
                let mut r = 0i32;
                while k < n {
                    let x = self.mem.load(a(0).wrapping_add(k), 1).map_err(me)? as u8;
                    let y = self.mem.load(a(1).wrapping_add(k), 1).map_err(me)? as u8;
                    let (x, y) = (x.to_ascii_lowercase(), y.to_ascii_lowercase());
                    if x != y || x == 0 {
                        r = x as i32 - y as i32;
                        break;
                    }
                    k += 1;
                }
                r as u32 as u64
            }
            L::Strtok | L::StrtokR => {
                let save = if f == L::Strtok {
                    self.libc.strtok_save
                } else {
                    self.mem.load(a(2), 8).map_err(me)?
                };
                let next = self.strtok(a(0), a(1), save)?;
                if f == L::Strtok {
                    self.libc.strtok_save = next.1;
                } else {
                    self.mem.store(a(2), 8, next.1).map_err(me)?;
                }
                next.0
            }
            L::Getenv => 0,
            L::Strerror => self.strerror(a(0) as u32 as i32)?,
            L::Perror => {
                let e = self.mem.load(self.libc.errno_ptr, 4).map_err(me)? as u32 as i32;
                let mut msg = if a(0) != 0 {
                    self.cstr(a(0))?
                } else {
                    Vec::new()
                };
                if !msg.is_empty() {
                    msg.extend_from_slice(b": ");
                }
                msg.extend_from_slice(errno_message(e).as_bytes());
                msg.push(b'\n');
                self.write_stream(2, &msg)?;
                0
            }
            L::Strdup => {
                let s = self.cstr(a(0))?;
                let p = self.heap_alloc(s.len() as u64 + 1)?;
                self.put_cstr(p, &s)?;
                p
            }
            L::Atoi => parse_int(&self.cstr(a(0))?, 10, true).0 as u32 as u64,
            L::Atol => parse_int(&self.cstr(a(0))?, 10, true).0,
            L::Strtol | L::Strtoul => {
                let s = self.cstr(a(0))?;
                let (v, n, over) = parse_int(&s, a(2) as u32, f == L::Strtol);
                if a(1) != 0 {
                    self.mem.store(a(1), 8, a(0) + n as u64).map_err(me)?;
                }
                if over {
                    self.set_errno(34);
                }
                v
            }
            L::Atof | L::Strtod => {
                let s = self.cstr(a(0))?;
                let (v, n) = parse_float(&s);
                if f == L::Strtod && a(1) != 0 {
                    self.mem.store(a(1), 8, a(0) + n as u64).map_err(me)?;
                }
                v.to_bits()
            }
            L::Abs => (a(0) as i32).unsigned_abs() as u64,
            L::Labs => (a(0) as i64).unsigned_abs(),
            L::Exit => {
                self.run_atexit()?;
                return Err(Stop::Exit(a(0) as i32));
            }
            L::Setjmp | L::Longjmp => {
                // Reached only through a function pointer parir cannot see at decode time
                // in a context without frames (the call path handles direct calls).
                return Err(err("unsupported: setjmp/longjmp called this way"));
            }
            L::UnderscoreExit | L::Abort => {
                // Neither flushes stdio (glibc's abort has not since 2.27): what the
                // program's stdout buffer holds is lost, as natively.
                self.libc.outbuf.clear();
                let code = if f == L::Abort { 134 } else { a(0) as i32 };
                return Err(Stop::Exit(code));
            }
            L::Atexit => {
                self.libc.atexit.push(a(0));
                0
            }
            L::AssertFail => {
                let expr = String::from_utf8_lossy(&self.cstr(a(0))?).into_owned();
                let file = String::from_utf8_lossy(&self.cstr(a(1))?).into_owned();
                let func = String::from_utf8_lossy(&self.cstr(a(3))?).into_owned();
                let prog = self.cfg.args.first().cloned().unwrap_or_default();
                let msg = format!(
                    "{prog}: {file}:{}: {func}: Assertion `{expr}' failed.\n",
                    a(2) as u32
                );
                self.write_stream(2, msg.as_bytes())?;
                // __assert_fail aborts: stdout's buffer is lost.
                self.libc.outbuf.clear();
                return Err(Stop::Exit(134));
            }
            L::Rand => self.libc.rand.next_value() as u64,
            L::Srand => {
                self.libc.rand.reseed(a(0) as u32);
                0
            }
            L::Time => {
                let t = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs())
                    .unwrap_or(0);
                if a(0) != 0 {
                    self.mem.store(a(0), 8, t).map_err(me)?;
                }
                t
            }
            L::Clock => 0,
            L::OmpGetThreadNum => self.omp_thread_num() as u64,
            L::OmpGetNumThreads => self.omp_num_threads() as u64,
            // A parallel region's team size: sanitizing or run on one thread, its logical
            // threads (`crate::team::Turns`).
            L::OmpGetMaxThreads => {
                let turns = !self.cfg.sanitize && self.cfg.threads <= 1;
                match if self.cfg.sanitize {
                    self.cfg.sanitize_threads
                } else if turns {
                    self.cfg.team_threads
                } else {
                    self.cfg.threads
                } {
                    0 | 1 if !turns => 1,
                    n => self
                        .par
                        .omp_nthreads
                        .map_or(n as u64, u64::from)
                        .clamp(1, crate::team::MAX_TEAM as u64),
                }
            }
            L::OmpSetNumThreads => {
                // A value below 1 is not conforming; libomp ignores it.
                let n = a(0) as u32 as i32;
                if n > 0 {
                    self.par.omp_nthreads = Some(n as u32);
                }
                0
            }
            L::Omp(api) => self.omp_api(api, &av)?,
            L::Usleep | L::Sleep => {
                let d = if f == L::Usleep {
                    std::time::Duration::from_micros(u64::from(a(0) as u32))
                } else {
                    std::time::Duration::from_secs(u64::from(a(0) as u32))
                };
                std::thread::sleep(d); // the program's own usleep/sleep, not a runtime wait
                self.team_turn()?;
                0
            }
            L::OmpInParallel => u64::from(self.omp_active_level() > 0),
            L::OmpInFinal => u64::from(!self.par.finals.is_empty()),
            L::OmpGetNumProcs => std::thread::available_parallelism().map_or(1, |n| n.get()) as u64,
            L::Flang(c) => return self.flang(c),
            L::OmpGetWtime => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0.0, |d| d.as_secs_f64())
                .to_bits(),
            L::Getchar | L::Fgetc => {
                if f == L::Fgetc && self.stream_of(a(0))? != 0 {
                    return Err(err("getc from a stream other than stdin"));
                }
                self.flush_before_input()?;
                match self.read_stdin_byte() {
                    Some(b) => b as u64,
                    None => u32::MAX as u64,
                }
            }
            L::Ungetc => {
                if self.stream_of(a(1))? != 0 {
                    return Err(err("ungetc to a stream other than stdin"));
                }
                let c = a(0) as u32 as i32;
                if c < 0 {
                    u32::MAX as u64 // EOF: nothing pushed back
                } else {
                    self.libc.stdin_buf.push_front(c as u8);
                    self.libc.stdin_eof = false;
                    (c as u8) as u64
                }
            }
            L::Fgets => {
                // fgets(buf, n, stream): at most n - 1 bytes, up to and with a newline.
                if self.stream_of(a(2))? != 0 {
                    return Err(err("fgets from a stream other than stdin"));
                }
                self.flush_before_input()?;
                let n = a(1) as u32 as i32;
                if n <= 0 {
                    0
                } else {
                    let mut line = Vec::new();
                    while line.len() + 1 < n as usize {
                        match self.read_stdin_byte() {
                            Some(b) => {
                                line.push(b);
                                if b == b'\n' {
                                    break;
                                }
                            }
                            None => break,
                        }
                    }
                    if line.is_empty() && n > 1 {
                        0 // end of file before any byte: NULL, the buffer untouched
                    } else {
                        line.push(0);
                        self.mem.write_bytes(a(0), &line).map_err(me)?;
                        a(0)
                    }
                }
            }
            L::Sscanf | L::Vsscanf | L::Scanf | L::Vscanf | L::Fscanf | L::Vfscanf => {
                self.scanf(f)?
            }
            L::ErrnoLocation => self.libc.errno_ptr,
            L::Toupper => {
                let c = a(0) as u32;
                if (b'a' as u32..=b'z' as u32).contains(&c) {
                    (c - 32) as u64
                } else {
                    c as u64
                }
            }
            L::Tolower => {
                let c = a(0) as u32;
                if (b'A' as u32..=b'Z' as u32).contains(&c) {
                    (c + 32) as u64
                } else {
                    c as u64
                }
            }
            L::Isdigit
            | L::Isalpha
            | L::Isalnum
            | L::Isspace
            | L::Isupper
            | L::Islower
            | L::Isxdigit
            | L::Isprint
            | L::Ispunct => {
                let c = a(0) as u32;
                let b = if c < 128 { c as u8 } else { 0x80 };
                let yes = match f {
                    L::Isdigit => b.is_ascii_digit(),
                    L::Isalpha => b.is_ascii_alphabetic(),
                    L::Isalnum => b.is_ascii_alphanumeric(),
                    L::Isspace => b == b' ' || (9..=13).contains(&b),
                    L::Isupper => b.is_ascii_uppercase(),
                    L::Islower => b.is_ascii_lowercase(),
                    L::Isxdigit => b.is_ascii_hexdigit(),
                    L::Isprint => (0x20..0x7f).contains(&b),
                    _ => b.is_ascii_punctuation(),
                };
                // glibc returns the table bit, any non-zero value; programs only test it.
                yes as u64
            }
            L::Qsort => {
                self.qsort(a(0), a(1), a(2), a(3))?;
                0
            }
            L::Bsearch => self.bsearch(a(0), a(1), a(2), a(3), a(4))?,
            L::Ldexp => {
                let k = self.float_arg_kind(0);
                let x = crate::scalar::fget(a(0), k);
                let n = a(1) as u32 as i32;
                crate::scalar::fput(ldexp(x, n), k)
            }
            L::Frexp => {
                let x = f64::from_bits(a(0));
                let (m, e) = frexp(x);
                self.mem.store(a(1), 4, e as u32 as u64).map_err(me)?;
                m.to_bits()
            }
            L::Modf => {
                let x = f64::from_bits(a(0));
                let ip = x.trunc();
                self.mem.store(a(1), 8, ip.to_bits()).map_err(me)?;
                let frac = if x.is_infinite() {
                    0.0f64.copysign(x)
                } else {
                    x - ip
                };
                frac.to_bits()
            }
            L::Lround => {
                let k = self.float_arg_kind(0);
                crate::scalar::fget(a(0), k).round() as i64 as u64
            }
        };
        self.retbuf.push(r);
        Ok(())
    }

    fn float_arg_kind(&self, k: usize) -> Fk {
        match self
            .arg_shape(k)
            .and_then(|s| s.leaves.first().map(|l| l.sc))
        {
            Some(Sc::F(k)) => k,
            _ => Fk::F64,
        }
    }

    /// At most `n` bytes of the string at `p` (stops at NUL, reads nothing past it).
    fn cstr_n(&self, p: u64, n: usize) -> R<Vec<u8>> {
        let mut v = Vec::new();
        for k in 0..n as u64 {
            let b = self.mem.load(p + k, 1).map_err(me)? as u8;
            if b == 0 {
                break;
            }
            v.push(b);
        }
        Ok(v)
    }

    /// A stable merge sort (glibc's qsort is a merge sort when memory allows), calling the
    /// interpreted comparator.
    /// The `scanf` family: converts with [`super::scanf::scan`], then stores through the
    /// pointer arguments (direct, or from the `va_list` of the `v` forms).
    fn scanf(&mut self, f: Libc) -> R<u64> {
        use super::scanf::{scan, Bytes, Store};
        // (format argument, first pointer argument or the va_list's)
        let (fk, pk) = match f {
            Libc::Scanf | Libc::Vscanf => (0, 1),
            _ => (1, 2),
        };
        let fmt = self.cstr(self.arg(fk))?;
        let scanned = match f {
            Libc::Sscanf | Libc::Vsscanf => {
                let s = self.cstr(self.arg(0))?;
                scan(&fmt, &mut Bytes { s: &s, at: 0 })
            }
            _ => {
                if matches!(f, Libc::Fscanf | Libc::Vfscanf) && self.stream_of(self.arg(0))? != 0 {
                    return Err(err("fscanf from a stream other than stdin"));
                }
                self.flush_before_input()?;
                let mut src = Stdin {
                    m: self,
                    peeked: None,
                };
                let r = scan(&fmt, &mut src);
                if let Some(c) = src.peeked {
                    // The byte that ended the last conversion stays unread (ungetc).
                    self.libc.stdin_buf.push_front(c);
                }
                r
            }
        }
        .map_err(err)?;
        let mut args = match f {
            Libc::Vsscanf | Libc::Vscanf | Libc::Vfscanf => ArgSrc::Va(self.arg(pk)),
            _ => self.direct_args(pk),
        };
        for st in scanned.stores {
            let p = args.next(&self.mem).map_err(err)?;
            match st {
                Store::Int { bytes, v } => self.mem.store(p, bytes as u64, v),
                Store::F32(x) => self.mem.store(p, 4, x.to_bits() as u64),
                Store::F64(x) => self.mem.store(p, 8, x.to_bits()),
                Store::Chars(b) => self.mem.write_bytes(p, &b),
            }
            .map_err(me)?;
        }
        Ok(scanned.result as u32 as u64)
    }

    /// The bytes libc function `f` will read and write, from its arguments (in `argbuf`)
    /// and memory before it runs; `sprintf`'s writes are known only after
    /// ([`Machine::libc_accesses_after`]). An argument that is not a valid string gives no
    /// access here: the function itself then reports the error.
    pub(crate) fn libc_accesses(&self, f: Libc) -> Vec<LibcAccess> {
        let a = |k: usize| self.arg(k);
        // Bytes of the string at p with its terminator.
        let slen = |p: u64| self.mem.read_cstr(p).ok().map(|s| s.len() as u64 + 1);
        // Bytes two strings are compared over (to the first difference or terminator,
        // at most n).
        let cmp_len = |x: u64, y: u64, n: u64| -> u64 {
            let mut k = 0;
            while k < n {
                let (Ok(c), Ok(d)) = (
                    self.mem.load(x.wrapping_add(k), 1),
                    self.mem.load(y.wrapping_add(k), 1),
                ) else {
                    return k;
                };
                k += 1;
                if c != d || c == 0 {
                    break;
                }
            }
            k
        };
        let mut v = Vec::new();
        match f {
            Libc::Flang(c) => v = self.flang_accesses(c),
            Libc::Memcpy | Libc::Memmove => {
                v.push((a(1), a(2), false));
                v.push((a(0), a(2), true));
            }
            Libc::Memset => v.push((a(0), a(2), true)),
            Libc::Memcmp => {
                let n = cmp_len(a(0), a(1), a(2));
                v.push((a(0), n, false));
                v.push((a(1), n, false));
            }
            Libc::Strlen | Libc::Strdup => v.extend(slen(a(0)).map(|n| (a(0), n, false))),
            Libc::Strcpy => {
                if let Some(n) = slen(a(1)) {
                    v.push((a(1), n, false));
                    v.push((a(0), n, true));
                }
            }
            Libc::Strncpy => {
                if let Some(n) = slen(a(1)) {
                    v.push((a(1), n.min(a(2)), false));
                    v.push((a(0), a(2), true));
                }
            }
            Libc::Strcmp | Libc::Strncmp => {
                let lim = if f == Libc::Strncmp { a(2) } else { u64::MAX };
                let n = cmp_len(a(0), a(1), lim);
                v.push((a(0), n, false));
                v.push((a(1), n, false));
            }
            Libc::Strcat => {
                if let (Some(d), Some(n)) = (slen(a(0)), slen(a(1))) {
                    v.push((a(0), d, false));
                    v.push((a(1), n, false));
                    v.push((a(0).wrapping_add(d - 1), n, true));
                }
            }
            _ => {}
        }
        v
    }

    /// The writes of `sprintf`-like function `f`, which returned `ret` bytes.
    pub(crate) fn libc_accesses_after(&self, f: Libc, ret: u64) -> Vec<LibcAccess> {
        let len = ret as u32 as i32;
        if len < 0 {
            return Vec::new();
        }
        let len = len as u64 + 1;
        match f {
            Libc::Sprintf | Libc::Vsprintf => vec![(self.arg(0), len, true)],
            Libc::Snprintf | Libc::Vsnprintf if self.arg(1) > 0 => {
                vec![(self.arg(0), len.min(self.arg(1)), true)]
            }
            _ => Vec::new(),
        }
    }

    /// `strerror(e)`: a constant string holding the message, made once per number.
    fn strerror(&mut self, e: i32) -> R<u64> {
        if let Some(&p) = self.libc.strerror_strings.get(&e) {
            return Ok(p);
        }
        let mut bytes = errno_message(e).into_bytes();
        bytes.push(0);
        let p = self
            .mem
            .alloc(
                bytes.len() as u64,
                AllocKind::Global(self.mem.intern("strerror")),
            )
            .map_err(me)?;
        self.mem.write_bytes(p, &bytes).map_err(me)?;
        // Writing through the returned pointer is an error, as for a string literal.
        self.mem
            .set_kind(p, AllocKind::ConstGlobal(self.mem.intern("strerror")));
        self.libc.strerror_strings.insert(e, p);
        Ok(p)
    }

    /// One step of `strtok`: the token from `s` (or, when null, from the saved position
    /// `save`) and the position to save; a null token when none is left.
    fn strtok(&mut self, s: u64, delim: u64, save: u64) -> R<(u64, u64)> {
        let start = if s != 0 { s } else { save };
        if start == 0 {
            return Ok((0, 0));
        }
        let d = self.cstr(delim)?;
        let text = self.cstr(start)?;
        let Some(b) = text.iter().position(|c| !d.contains(c)) else {
            // Only delimiters left: no token, and the end is where later calls start.
            return Ok((0, start + text.len() as u64));
        };
        match text[b..].iter().position(|c| d.contains(c)) {
            Some(e) => {
                let end = start + (b + e) as u64;
                self.mem.store(end, 1, 0).map_err(me)?;
                Ok((start + b as u64, end + 1))
            }
            None => Ok((start + b as u64, start + text.len() as u64)),
        }
    }

    /// glibc's `bsearch`: halves `[0, n)` by the comparator's sign on `(key, element)`, the
    /// element pointers into the array itself; the first match found, or null.
    fn bsearch(&mut self, key: u64, base: u64, n: u64, size: u64, cmp: u64) -> R<u64> {
        let (mut lo, mut hi) = (0u64, n);
        while lo < hi {
            let f = self
                .func_of_ptr(cmp)
                .ok_or_else(|| err("bsearch comparator is not a function"))?;
            let mid = lo + (hi - lo) / 2;
            let p = base.wrapping_add(mid.wrapping_mul(size));
            let r = self.call_function(f, &[vec![key], vec![p]])?;
            match (r.first().copied().unwrap_or(0) as i32).cmp(&0) {
                std::cmp::Ordering::Less => hi = mid,
                std::cmp::Ordering::Greater => lo = mid + 1,
                std::cmp::Ordering::Equal => return Ok(p),
            }
        }
        Ok(0)
    }

    fn qsort(&mut self, base: u64, n: u64, size: u64, cmp: u64) -> R<()> {
        if n < 2 || size == 0 {
            return Ok(());
        }
        let f = self
            .func_of_ptr(cmp)
            .ok_or_else(|| err("qsort comparator is not a function"))?;
        let total = n
            .checked_mul(size)
            .ok_or_else(|| err("qsort array size overflows"))?;
        let bytes = self.mem.read_bytes(base, total).map_err(me)?;
        let mut items: Vec<Vec<u8>> = bytes.chunks(size as usize).map(|c| c.to_vec()).collect();
        // Scratch cells the comparator reads.
        let pa = self.heap_alloc(size)?;
        let pb = self.heap_alloc(size)?;
        let mut width = 1;
        while width < items.len() {
            let mut merged = Vec::with_capacity(items.len());
            let mut i = 0;
            while i < items.len() {
                let mid = (i + width).min(items.len());
                let end = (i + 2 * width).min(items.len());
                let (mut x, mut y) = (i, mid);
                while x < mid && y < end {
                    self.mem.write_bytes(pa, &items[x]).map_err(me)?;
                    self.mem.write_bytes(pb, &items[y]).map_err(me)?;
                    let r = self.call_function(f, &[vec![pa], vec![pb]])?;
                    if r.first().copied().unwrap_or(0) as i32 <= 0 {
                        merged.push(items[x].clone());
                        x += 1;
                    } else {
                        merged.push(items[y].clone());
                        y += 1;
                    }
                }
                merged.extend(items[x..mid].iter().cloned());
                merged.extend(items[y..end].iter().cloned());
                i = end;
            }
            items = merged;
            width *= 2;
        }
        self.mem.free_heap(pa).map_err(me)?;
        self.mem.free_heap(pb).map_err(me)?;
        let flat: Vec<u8> = items.concat();
        self.mem.write_bytes(base, &flat).map_err(me)?;
        let _ = split_ptr(base);
        Ok(())
    }
}

fn cmp_bytes(x: &[u8], y: &[u8]) -> u64 {
    for (a, b) in x.iter().zip(y) {
        if a != b {
            return (*a as i32 - *b as i32) as u32 as u64;
        }
    }
    (x.len() as i32 - y.len() as i32).signum() as u32 as u64
}

fn ldexp(x: f64, n: i32) -> f64 {
    // Scale in steps that stay exact until the final rounding.
    let mut r = x;
    let mut n = n.clamp(-2200, 2200);
    while n > 1000 {
        r *= 2f64.powi(1000);
        n -= 1000;
    }
    while n < -1000 {
        r *= 2f64.powi(-1000);
        n += 1000;
    }
    r * 2f64.powi(n)
}

fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}
