//! Where the parser's tokens come from: the lexer itself, or a lexer running on another thread
//! that hands over tokens in chunks (for one huge function body, where there is no other work
//! to run in parallel, lexing and name hashing then overlap with parsing).

use crate::lexer::Tok;
use logos::Logos;
use std::ops::Range;
use std::sync::mpsc::{Receiver, SyncSender, TryRecvError};

/// A token with its byte range and, for local names, the hash of the name without its `%`.
#[derive(Copy, Clone)]
pub(crate) struct TokRec {
    pub(crate) start: u32,
    pub(crate) end: u32,
    pub(crate) hash: u64,
    pub(crate) tok: Tok,
}

/// Tokens per chunk handed from the lexing thread to the parser.
const CHUNK: usize = 1 << 13;
/// Chunks in flight between the threads.
const IN_FLIGHT: usize = 16;

/// The token source of a parser.
pub(crate) enum TokSource<'s> {
    Live(logos::Lexer<'s, Tok>),
    Piped(Pipe),
}

/// The parser's end of a lexing thread.
pub(crate) struct Pipe {
    buf: Vec<TokRec>,
    idx: usize,
    /// (In a mutex only so that parsers stay `Sync`; only the parser's thread locks it.)
    rx: std::sync::Mutex<Receiver<Vec<TokRec>>>,
    /// Empty buffers go back to the lexing thread for reuse.
    back: SyncSender<Vec<TokRec>>,
    src_len: usize,
}

/// The next token of a live lexer.
pub(crate) fn next_tok(lex: &mut logos::Lexer<'_, Tok>) -> (Tok, Range<usize>) {
    match lex.next() {
        Some(Ok(t)) => (t, lex.span()),
        Some(Err(())) => {
            // LLVM lexes the digits of `11x` (no `:` follows, so not a label) as an integer
            // and the rest as the next token: `[11x i8]` is an array of 11 `i8`.
            let span = lex.span();
            let text = lex.slice().as_bytes();
            let sign = usize::from(text.first() == Some(&b'-'));
            let digits = text[sign..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            // (`0x` starts a hexadecimal float in LLVM's lexer: `0xQ` stays an error.)
            let hex = text[sign..].starts_with(b"0x");
            if digits > 0 && sign + digits < text.len() && !hex {
                let end = span.start + sign + digits;
                let src = lex.source();
                *lex = Tok::lexer(src);
                lex.bump(end);
                return (Tok::Int, span.start..end);
            }
            (Tok::Error, span)
        }
        None => {
            let n = lex.source().len();
            (Tok::Eof, n..n)
        }
    }
}

impl<'s> TokSource<'s> {
    /// A lexer starting at byte `offset` (a token boundary) of `src`.
    pub(crate) fn live_at(src: &'s str, offset: usize) -> TokSource<'s> {
        let mut lex = Tok::lexer(src);
        lex.bump(offset);
        TokSource::Live(lex)
    }

    /// The next token and its byte range, and the hash of a local name (0 for other tokens
    /// and for a live lexer, whose caller hashes when it needs to).
    #[inline]
    pub(crate) fn next(&mut self) -> (Tok, Range<usize>, u64) {
        match self {
            TokSource::Live(lex) => {
                let (t, s) = next_tok(lex);
                (t, s, 0)
            }
            TokSource::Piped(p) => {
                if p.idx == p.buf.len() && !p.refill() {
                    return (Tok::Eof, p.src_len..p.src_len, 0);
                }
                let r = p.buf[p.idx];
                p.idx += 1;
                (r.tok, r.start as usize..r.end as usize, r.hash)
            }
        }
    }

    /// The name hash of the token `d` places after the one [`TokSource::next`] returned last,
    /// when a lexing thread has already produced it and it is a local name (0 otherwise).
    #[inline]
    pub(crate) fn hash_ahead(&self, d: usize) -> u64 {
        match self {
            TokSource::Live(_) => 0,
            TokSource::Piped(p) => p.buf.get(p.idx + d - 1).map_or(0, |r| r.hash),
        }
    }

    /// The token [`TokSource::next`] would return, without consuming it.
    pub(crate) fn peek(&mut self) -> (Tok, Range<usize>) {
        match self {
            TokSource::Live(lex) => next_tok(&mut lex.clone()),
            TokSource::Piped(p) => {
                if p.idx == p.buf.len() && !p.refill() {
                    return (Tok::Eof, p.src_len..p.src_len);
                }
                let r = p.buf[p.idx];
                (r.tok, r.start as usize..r.end as usize)
            }
        }
    }

    /// Runs `f` with tokens from byte `offset` of `src` on, lexed by another thread. Returns
    /// `f`'s result; the parser's source must be replaced (e.g. by a seek) before `f` returns,
    /// or it yields `Eof` afterwards.
    pub(crate) fn with_pipe<R>(
        src: &'s str,
        offset: usize,
        f: impl FnOnce(TokSource<'s>) -> R,
    ) -> R {
        let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<TokRec>>(IN_FLIGHT);
        let (back, back_rx) = std::sync::mpsc::sync_channel::<Vec<TokRec>>(IN_FLIGHT + 2);
        std::thread::scope(|s| {
            s.spawn(move || lex_chunks(src, offset, tx, back_rx));
            f(TokSource::Piped(Pipe {
                buf: Vec::new(),
                idx: 0,
                rx: std::sync::Mutex::new(rx),
                back,
                src_len: src.len(),
            }))
            // The pipe is dropped by now: the lexing thread's next send fails and it stops.
        })
    }
}

impl Pipe {
    /// Replaces the exhausted buffer by the next chunk; false at the end of the tokens.
    #[cold]
    fn refill(&mut self) -> bool {
        let next = match self.rx.get_mut() {
            Ok(rx) => rx.recv(),
            Err(_) => return false,
        };
        match next {
            Ok(next) => {
                let old = std::mem::replace(&mut self.buf, next);
                self.idx = 0;
                let _ = self.back.try_send(old);
                !self.buf.is_empty()
            }
            Err(_) => false,
        }
    }
}

/// The lexing thread: lexes `src` from `offset` to the end in chunks until the parser hangs up.
fn lex_chunks(src: &str, offset: usize, tx: SyncSender<Vec<TokRec>>, back: Receiver<Vec<TokRec>>) {
    let mut lex = Tok::lexer(src);
    lex.bump(offset);
    loop {
        let mut buf = match back.try_recv() {
            Ok(mut b) => {
                b.clear();
                b
            }
            Err(TryRecvError::Empty | TryRecvError::Disconnected) => Vec::with_capacity(CHUNK),
        };
        let mut done = false;
        while buf.len() < CHUNK {
            let (tok, span) = next_tok(&mut lex);
            let hash = if tok == Tok::LocalName {
                super::function::name_hash(&src[span.start + 1..span.end])
            } else {
                0
            };
            buf.push(TokRec {
                start: span.start as u32,
                end: span.end as u32,
                hash,
                tok,
            });
            if tok == Tok::Eof {
                done = true;
                break;
            }
        }
        if tx.send(buf).is_err() || done {
            return;
        }
    }
}

/// The default of [`super::ReadOptions::min_piped_body_bytes`].
pub(crate) const PIPE_THRESHOLD: usize = 4 << 20;

/// Whether a body of `size` bytes in a source of `len` bytes gets a lexing thread (whose token
/// records hold 32-bit offsets).
pub(crate) fn worth_piping(size: usize, len: usize, opts: &super::ReadOptions) -> bool {
    size >= opts.min_piped_body_bytes && len < u32::MAX as usize
}
