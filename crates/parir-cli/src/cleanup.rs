//! Removing parir's temporary files and folders on every exit path.
//!
//! A normal return and an unwinding panic drop the `tempfile` guards, which remove what they
//! own. The other ways a process ends run no destructors: `SIGINT`, `SIGTERM`, `SIGHUP` and
//! `SIGQUIT` (interrupted, killed by `timeout`, the terminal closed), `SIGXFSZ` (a file size
//! limit), and `SIGABRT`, which is how Rust ends a process that ran out of memory or overflowed
//! its stack. For those, every temporary path in use is also listed here, in a table a signal
//! handler can read without locks, and [`install`]'s handler removes them before the process
//! ends by the same signal (so the shell still sees "killed by SIGTERM", exit status 143).
//!
//! The handler only makes async-signal-safe calls (`unlink`, `rmdir`, `open`, `getdents64`,
//! `unlinkat`, `kill`), so it is correct even when the signal interrupted the allocator.
//! `SIGKILL` cannot be caught: after `kill -9` a temporary file can remain, as with every tool.

use std::ffi::CString;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicPtr, AtomicUsize, Ordering};

/// One path to remove: a file, or a folder with everything in it.
struct Entry {
    path: CString,
    folder: bool,
}

/// How many temporary paths can be in use at once (parir uses at most three).
const SLOTS: usize = 64;

/// The table the handler reads. An entry, once published, is never freed: the handler may be
/// reading it while the owner lets go of it, and an entry is a few bytes per output written.
static TABLE: [AtomicPtr<Entry>; SLOTS] = [const { AtomicPtr::new(std::ptr::null_mut()) }; SLOTS];

/// Child processes (tools `parir cc` runs) to stop with the same signal.
static CHILDREN: [AtomicI32; 8] = [const { AtomicI32::new(0) }; 8];

/// The process that installed the handler: a child between `fork` and `exec` inherits the
/// handler and must not remove its parent's files.
static OWNER: AtomicI32 = AtomicI32::new(0);

/// Set once the handler has started: cleaning up happens once.
static CLEANING: AtomicBool = AtomicBool::new(false);

/// How many threads are between creating a temporary path and listing it (see [`creating`]).
static CREATING: AtomicUsize = AtomicUsize::new(0);

/// A signal that arrived while a path was being created, to act on once it is listed.
static PENDING: AtomicI32 = AtomicI32::new(0);

/// The signals after which parir removes its temporary paths.
const SIGNALS: [i32; 6] = [
    libc::SIGINT,
    libc::SIGTERM,
    libc::SIGHUP,
    libc::SIGQUIT,
    libc::SIGXFSZ,
    libc::SIGABRT,
];

/// Installs the handler; called once at the start of `main`.
pub fn install() {
    // SAFETY: getpid has no preconditions.
    OWNER.store(unsafe { libc::getpid() }, Ordering::SeqCst);
    for sig in SIGNALS {
        // SAFETY: the action only makes async-signal-safe calls (see `on_signal`).
        let _ = unsafe { signal_hook::low_level::register(sig, move || on_signal(sig)) };
    }
}

/// Runs `f`, which creates a temporary path and lists it, so that a signal arriving between
/// the two is acted on only once the path is listed (else it would be left behind): the
/// handler then records the signal, and it is raised again when `f` returns. `SIGABRT` is
/// never deferred (the process ends either way).
pub fn creating<T>(f: impl FnOnce() -> T) -> T {
    CREATING.fetch_add(1, Ordering::SeqCst);
    let r = f();
    if CREATING.fetch_sub(1, Ordering::SeqCst) == 1 {
        let sig = PENDING.swap(0, Ordering::SeqCst);
        if sig != 0 {
            let _ = signal_hook::low_level::raise(sig);
        }
    }
    r
}

/// A temporary path listed for removal on a fatal signal; dropping it takes it off the list
/// (it does not remove the path: its `tempfile` guard does that, or it was renamed into place).
pub struct Listed {
    slot: Option<usize>,
}

impl Drop for Listed {
    fn drop(&mut self) {
        if let Some(slot) = self.slot {
            TABLE[slot].store(std::ptr::null_mut(), Ordering::SeqCst);
        }
    }
}

/// Lists the temporary file `path`.
pub fn list_file(path: &Path) -> Listed {
    list(path, false)
}

/// Lists the temporary folder `path` (removed with its contents).
pub fn list_folder(path: &Path) -> Listed {
    list(path, true)
}

fn list(path: &Path, folder: bool) -> Listed {
    use std::os::unix::ffi::OsStrExt;
    let Ok(path) = CString::new(path.as_os_str().as_bytes()) else {
        return Listed { slot: None };
    };
    let entry = Box::into_raw(Box::new(Entry { path, folder }));
    for (i, slot) in TABLE.iter().enumerate() {
        if slot
            .compare_exchange(
                std::ptr::null_mut(),
                entry,
                Ordering::SeqCst,
                Ordering::SeqCst,
            )
            .is_ok()
        {
            return Listed { slot: Some(i) };
        }
    }
    // The table is full: the path is still removed on every other exit path.
    // SAFETY: `entry` was never published.
    drop(unsafe { Box::from_raw(entry) });
    Listed { slot: None }
}

/// A child process stopped with parir on a fatal signal; dropping it takes it off the list.
pub struct ListedChild {
    slot: Option<usize>,
}

impl Drop for ListedChild {
    fn drop(&mut self) {
        if let Some(slot) = self.slot {
            CHILDREN[slot].store(0, Ordering::SeqCst);
        }
    }
}

/// Lists the child process `pid`, to be sent the signal that ends parir.
pub fn list_child(pid: u32) -> ListedChild {
    let Ok(pid) = i32::try_from(pid) else {
        return ListedChild { slot: None };
    };
    for (i, slot) in CHILDREN.iter().enumerate() {
        if slot
            .compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
        {
            return ListedChild { slot: Some(i) };
        }
    }
    ListedChild { slot: None }
}

/// The signal action: remove every listed path, stop the listed children, then end the
/// process as the signal's default action would.
fn on_signal(sig: i32) {
    // SAFETY: getpid is async-signal-safe.
    let me = unsafe { libc::getpid() };
    // A path is being created and not yet listed: act once it is (see `creating`). The
    // second look closes the race with `creating` finishing meanwhile: then it is handled
    // here (and possibly raised once more, which finds the cleanup done).
    if sig != libc::SIGABRT
        && me == OWNER.load(Ordering::SeqCst)
        && CREATING.load(Ordering::SeqCst) > 0
    {
        PENDING.store(sig, Ordering::SeqCst);
        if CREATING.load(Ordering::SeqCst) > 0 {
            return;
        }
    }
    if me == OWNER.load(Ordering::SeqCst) && !CLEANING.swap(true, Ordering::SeqCst) {
        for child in &CHILDREN {
            let pid = child.load(Ordering::SeqCst);
            if pid > 0 {
                // SAFETY: kill is async-signal-safe.
                unsafe { libc::kill(pid, sig) };
            }
        }
        for slot in &TABLE {
            let entry = slot.load(Ordering::SeqCst);
            if entry.is_null() {
                continue;
            }
            // SAFETY: published entries are never freed.
            let entry = unsafe { &*entry };
            if entry.folder {
                remove_folder(&entry.path);
            } else {
                // SAFETY: unlink is async-signal-safe; the path is NUL-terminated.
                unsafe { libc::unlink(entry.path.as_ptr()) };
            }
        }
    }
    let _ = signal_hook::low_level::emulate_default_handler(sig);
}

/// Removes a folder and its contents with async-signal-safe calls only.
fn remove_folder(path: &CString) {
    // SAFETY: open/close/rmdir are async-signal-safe; the path is NUL-terminated.
    unsafe {
        let fd = libc::open(
            path.as_ptr(),
            libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC | libc::O_NOFOLLOW,
        );
        if fd >= 0 {
            empty_folder(fd, 2);
            libc::close(fd);
        }
        libc::rmdir(path.as_ptr());
    }
}

/// Removes what the open folder `fd` holds, folders `depth` levels down at most.
#[cfg(target_os = "linux")]
fn empty_folder(fd: i32, depth: u32) {
    // Entries are removed while the folder is read, so read it again from the start until a
    // pass removes nothing.
    let mut buf = [0u8; 512];
    loop {
        let mut removed = false;
        // SAFETY: lseek on an open descriptor.
        unsafe { libc::lseek(fd, 0, libc::SEEK_SET) };
        loop {
            // SAFETY: getdents64 writes at most `buf.len()` bytes into `buf`.
            let n = unsafe { libc::syscall(libc::SYS_getdents64, fd, buf.as_mut_ptr(), buf.len()) };
            if n <= 0 {
                break;
            }
            let mut off = 0usize;
            while off + 19 < n as usize {
                // struct linux_dirent64 { u64 ino; i64 off; u16 reclen; u8 type; char name[]; }
                let reclen = u16::from_ne_bytes([buf[off + 16], buf[off + 17]]) as usize;
                if reclen == 0 {
                    break;
                }
                let name = &buf[off + 19..off + reclen];
                let len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
                let dot = &name[..len] == b"." || &name[..len] == b"..";
                if !dot && len < name.len() {
                    let cname = name.as_ptr() as *const libc::c_char;
                    // SAFETY: `cname` is NUL-terminated inside `buf`; the calls are
                    // async-signal-safe.
                    unsafe {
                        if libc::unlinkat(fd, cname, 0) == 0 {
                            removed = true;
                        } else if depth > 0 {
                            let sub = libc::openat(
                                fd,
                                cname,
                                libc::O_RDONLY
                                    | libc::O_DIRECTORY
                                    | libc::O_CLOEXEC
                                    | libc::O_NOFOLLOW,
                            );
                            if sub >= 0 {
                                empty_folder(sub, depth - 1);
                                libc::close(sub);
                            }
                            if libc::unlinkat(fd, cname, libc::AT_REMOVEDIR) == 0 {
                                removed = true;
                            }
                        }
                    }
                }
                off += reclen;
            }
        }
        if !removed {
            return;
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn empty_folder(_fd: i32, _depth: u32) {}
