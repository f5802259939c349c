//! Faulting in the arenas of a huge function body on another thread.
//!
//! A fresh page costs the thread that first writes it a trap into the kernel, which zeroes it;
//! for a body of millions of instructions that was a fifth of the parser's time, on the one
//! thread that the parse of a single body cannot spread. Here a helper thread asks the kernel to
//! back the reserved, still unused memory with pages ahead of the parser, so that the zeroing runs
//! on another core. The memory's contents do not change (`MADV_POPULATE_WRITE` only maps pages,
//! as a write would, without writing), so the helper never races with the parser's writes.
//! Linux 5.14 or later; elsewhere the helper does nothing.

/// An address range to populate, as plain numbers so that it can move to another thread.
#[derive(Copy, Clone)]
pub(crate) struct Range {
    start: usize,
    len: usize,
}

impl Range {
    /// The unused capacity of `v`.
    pub(crate) fn spare<T>(v: &Vec<T>) -> Range {
        Range {
            start: v.as_ptr().wrapping_add(v.len()) as usize,
            len: (v.capacity() - v.len()) * std::mem::size_of::<T>(),
        }
    }

    /// All of `v`.
    pub(crate) fn all<T>(v: &[T]) -> Range {
        Range {
            start: v.as_ptr() as usize,
            len: std::mem::size_of_val(v),
        }
    }
}

/// The default of [`super::ReadOptions::min_prefault_bytes`].
pub(crate) const MIN_BYTES: usize = 32 << 20;

/// Populates `ranges` in order, in steps of a few megabytes. Failures are ignored (the pages are
/// then faulted in by whoever writes them, as without this).
pub(crate) fn populate(ranges: &[Range]) {
    #[cfg(target_os = "linux")]
    for r in ranges {
        const PAGE: usize = 4096;
        const STEP: usize = 8 << 20;
        // Whole pages inside the range (madvise takes a page-aligned start).
        let mut at = r.start.next_multiple_of(PAGE);
        let end = (r.start + r.len) / PAGE * PAGE;
        while at < end {
            let n = STEP.min(end - at);
            // SAFETY: `MADV_POPULATE_WRITE` neither reads nor writes the memory, it only maps
            // pages that are not mapped yet; on an address range that is not (or no longer)
            // mapped it fails with ENOMEM, which is ignored.
            let rc =
                unsafe { libc::madvise(at as *mut libc::c_void, n, libc::MADV_POPULATE_WRITE) };
            if rc != 0 {
                break;
            }
            at += n;
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = ranges;
}
