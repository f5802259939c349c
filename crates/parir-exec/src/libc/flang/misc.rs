//! flang's runtime routines for character intrinsics (`CharacterCompareScalar1`, `INDEX`,
//! `SCAN`, `VERIFY`, `LEN_TRIM`, `ADJUSTL`/`ADJUSTR`, `REPEAT`), allocatable arrays
//! (`AllocatableSetBounds`, `AllocatableAllocate`, `AllocatableDeallocate`), the clocks
//! (`CPU_TIME`, `SYSTEM_CLOCK`), and the transformational intrinsics that move elements
//! (`RESHAPE`, `SPREAD`, `PACK`, `CSHIFT`/`EOSHIFT` of vectors, `FINDLOC`, and `MAXLOC`/
//! `MINLOC` with `DIM=`), and `RANDOM_NUMBER`/`RANDOM_SEED`/`RANDOM_INIT` with flang's
//! generator (the "minimum standard" LCG, multiplier 48271, modulus 2^31-1, state 1 until
//! seeded; 30 bits of each draw after the first make a `real(8)`, rejected when it rounds
//! to 1). Each thread of a `--parallel` run has its own generator; natively threads share
//! one, so programs drawing in several threads differ from run to run anyway. Character
//! data is of kind 1.

use super::{Desc, ALLOCATABLE};
use crate::builtins::{err, me};
use crate::interp::{Machine, Stop};

type R<T> = Result<T, Stop>;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MiscCall {
    CharCompare,
    Index,
    Scan,
    Verify,
    LenTrim,
    Adjust {
        left: bool,
    },
    Repeat,
    SetBounds,
    Allocate,
    Deallocate,
    CpuTime,
    ClockCount,
    ClockRate,
    ClockMax,
    Reshape,
    Spread,
    Pack,
    CshiftVector,
    EoshiftVector,
    Findloc,
    LocDim {
        max: bool,
    },
    RandomNumber,
    /// `RandomSeed(size, put, get)` and its one-argument forms: the argument's place.
    RandomSeed,
    RandomSeedOne(u8),
    RandomSeedDefault,
    RandomInit,
}

pub fn resolve(name: &str) -> Option<MiscCall> {
    use MiscCall as M;
    Some(match name {
        "CharacterCompareScalar1" => M::CharCompare,
        "Index1" => M::Index,
        "Scan1" => M::Scan,
        "Verify1" => M::Verify,
        "LenTrim1" => M::LenTrim,
        "Adjustl" => M::Adjust { left: true },
        "Adjustr" => M::Adjust { left: false },
        "Repeat" => M::Repeat,
        "AllocatableSetBounds" => M::SetBounds,
        "AllocatableAllocate" => M::Allocate,
        "AllocatableDeallocate" => M::Deallocate,
        "CpuTime" => M::CpuTime,
        "SystemClockCount" => M::ClockCount,
        "SystemClockCountRate" => M::ClockRate,
        "SystemClockCountMax" => M::ClockMax,
        "Reshape" => M::Reshape,
        "Spread" => M::Spread,
        "Pack" => M::Pack,
        "CshiftVector" => M::CshiftVector,
        "EoshiftVector" => M::EoshiftVector,
        "Findloc" => M::Findloc,
        "MaxlocDim" => M::LocDim { max: true },
        "MinlocDim" => M::LocDim { max: false },
        "RandomNumber" => M::RandomNumber,
        "RandomSeed" => M::RandomSeed,
        "RandomSeedSize" => M::RandomSeedOne(0),
        "RandomSeedPut" => M::RandomSeedOne(1),
        "RandomSeedGet" => M::RandomSeedOne(2),
        "RandomSeedDefaultPut" => M::RandomSeedDefault,
        "RandomInit" => M::RandomInit,
        _ => return None,
    })
}

/// The process's start, for `CPU_TIME` and `SYSTEM_CLOCK`.
fn epoch() -> std::time::Instant {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    *START.get_or_init(std::time::Instant::now)
}

/// `SYSTEM_CLOCK`'s count rate for integers of `kind` bytes, as flang's runtime has it.
fn clock_rate(kind: u32) -> i64 {
    if kind >= 8 {
        1_000_000_000
    } else if kind >= 4 {
        1_000
    } else {
        1
    }
}

fn clock_max(kind: u32) -> i64 {
    match kind {
        1 => i64::from(i8::MAX),
        2 => i64::from(i16::MAX),
        4 => i64::from(i32::MAX),
        _ => i64::MAX,
    }
}

/// Fortran's character comparison: the shorter operand blank-padded.
fn compare(x: &[u8], y: &[u8]) -> i32 {
    let n = x.len().max(y.len());
    for k in 0..n {
        let a = x.get(k).copied().unwrap_or(b' ');
        let b = y.get(k).copied().unwrap_or(b' ');
        if a != b {
            return if a < b { -1 } else { 1 };
        }
    }
    0
}

fn index(s: &[u8], sub: &[u8], back: bool) -> u64 {
    if sub.is_empty() {
        return if back { s.len() as u64 + 1 } else { 1 };
    }
    if sub.len() > s.len() {
        return 0;
    }
    let starts = 0..=s.len() - sub.len();
    let hit = |&k: &usize| &s[k..k + sub.len()] == sub;
    let found = if back {
        starts.rev().find(hit)
    } else {
        starts.into_iter().find(hit)
    };
    found.map_or(0, |k| k as u64 + 1)
}

fn scan(s: &[u8], set: &[u8], back: bool, member: bool) -> u64 {
    let hit = |k: &usize| set.contains(&s[*k]) == member;
    let found = if back {
        (0..s.len()).rev().find(hit)
    } else {
        (0..s.len()).find(hit)
    };
    found.map_or(0, |k| k as u64 + 1)
}

/// The generator's modulus and multiplier.
const RNG_M: u64 = 2_147_483_647;
const RNG_A: u64 = 48_271;

/// The state after seeding with `s` (as C++'s `linear_congruential_engine::seed`).
fn rng_seed(s: u64) -> u64 {
    match s % RNG_M {
        0 => 1,
        v => v,
    }
}

impl Machine<'_> {
    /// The generator's next value (or the one `RANDOM_SEED` set aside).
    fn rng_draw(&mut self) -> u64 {
        let st = &mut self.libc.flang;
        if let Some(v) = st.rng_next.take() {
            return v;
        }
        let next = st.rng.unwrap_or(1) * RNG_A % RNG_M;
        st.rng = Some(next);
        next
    }

    fn random_number(&mut self, p: u64) -> R<()> {
        let d = self.read_desc(p)?;
        let (cat, kind) = d.category().map_err(err)?;
        if cat != b'R' || !matches!(kind, 4 | 8) {
            return Err(err(format!(
                "RANDOM_NUMBER of {} kind {kind} (parir has real(4) and real(8))",
                if cat == b'R' { "REAL" } else { "a non-REAL" }
            )));
        }
        for at in d.addrs() {
            loop {
                let first = self.rng_draw();
                if kind == 4 {
                    let x = (first >> 6) as f32 * 2f32.powi(-25);
                    if x < 1.0 {
                        self.mem.store(at, 4, u64::from(x.to_bits())).map_err(me)?;
                        break;
                    }
                } else {
                    let word = (self.rng_draw().wrapping_sub(1)) & ((1 << 30) - 1);
                    let fraction = ((first << 30) | word) >> 7;
                    let x = fraction as f64 * 2f64.powi(-54);
                    if x < 1.0 {
                        self.mem.store(at, 8, x.to_bits()).map_err(me)?;
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    /// `RANDOM_SEED(SIZE=, PUT=, GET=)`: at most one present; none resets to seed 0.
    fn random_seed(&mut self, size: u64, put: u64, get: u64) -> R<()> {
        let present = |m: &Self, p: u64| -> R<Option<Desc>> {
            if p == 0 {
                return Ok(None);
            }
            let d = m.read_desc(p)?;
            Ok((d.base != 0).then_some(d))
        };
        let (size, put, get) = (
            present(self, size)?,
            present(self, put)?,
            present(self, get)?,
        );
        if usize::from(size.is_some()) + usize::from(put.is_some()) + usize::from(get.is_some()) > 1
        {
            return Err(err("RANDOM_SEED must have either 1 or no arguments"));
        }
        if let Some(d) = size {
            self.mem.store(d.base, d.elem_len.min(8), 1).map_err(me)?;
        } else if let Some(d) = put {
            // The integer, sign-extended to the generator's 64-bit word.
            let n = d.elem_len.clamp(1, 8);
            let raw = self.mem.load(d.base, n).map_err(me)?;
            let sh = 64 - 8 * n as u32;
            let v = (((raw << sh) as i64) >> sh) as u64;
            self.libc.flang.rng = Some(rng_seed(v));
            self.libc.flang.rng_next = Some(v);
        } else if let Some(d) = get {
            let v = self.rng_draw();
            self.libc.flang.rng_next = Some(v);
            self.mem.store(d.base, d.elem_len.min(8), v).map_err(me)?;
        } else {
            self.libc.flang.rng = Some(rng_seed(0));
        }
        Ok(())
    }

    fn heap(&mut self, n: u64) -> R<u64> {
        self.mem
            .alloc_heap(n.max(1))
            .map_err(me)?
            .ok_or_else(|| err("flang runtime: out of memory"))
    }

    /// A result array shaped `extents` of elements like `like`'s, lower bounds 1.
    fn result_like(&mut self, p: u64, like: &Desc, elem_len: u64, extents: &[i64]) -> R<Desc> {
        let n: u64 = extents.iter().map(|&e| e.max(0) as u64).product();
        let base = self.heap(n * elem_len)?;
        let mut sm = elem_len as i64;
        let dims = extents
            .iter()
            .map(|&e| {
                let d = (1, e.max(0), sm);
                sm *= e.max(1);
                d
            })
            .collect();
        let d = Desc {
            base,
            elem_len,
            rank: extents.len() as u8,
            ty: like.ty,
            attr: ALLOCATABLE,
            dims,
        };
        self.write_desc(p, &d)?;
        Ok(d)
    }

    fn elems(&self, d: &Desc) -> R<Vec<Vec<u8>>> {
        d.addrs()
            .into_iter()
            .map(|a| self.mem.read_bytes(a, d.elem_len).map_err(me))
            .collect()
    }

    fn put_elems(&self, d: &Desc, data: &[Vec<u8>]) -> R<()> {
        for (a, b) in d.addrs().into_iter().zip(data) {
            self.mem.write_bytes(a, b).map_err(me)?;
        }
        Ok(())
    }

    /// The values of an integer array descriptor.
    fn ints(&self, p: u64) -> R<Vec<i64>> {
        let d = self.read_desc(p)?;
        d.addrs()
            .into_iter()
            .map(|a| {
                let v = self.mem.load(a, d.elem_len.min(8)).map_err(me)?;
                let sh = 64 - 8 * d.elem_len.min(8) as u32;
                Ok(((v << sh) as i64) >> sh)
            })
            .collect()
    }

    fn truths(&self, p: u64) -> R<Vec<bool>> {
        let d = self.read_desc(p)?;
        d.addrs()
            .into_iter()
            .map(|a| Ok(self.mem.load128(a, d.elem_len).map_err(me)? != 0))
            .collect()
    }

    pub(crate) fn flang_misc(&mut self, c: MiscCall) -> R<()> {
        use MiscCall as M;
        let a = |m: &Self, k: usize| m.arg(k);
        let bytes = |m: &Self, p: u64, n: u64| m.mem.read_bytes(p, n).map_err(me);
        let r: u64 = match c {
            M::CharCompare => {
                let x = bytes(self, a(self, 0), a(self, 2))?;
                let y = bytes(self, a(self, 1), a(self, 3))?;
                compare(&x, &y) as u32 as u64
            }
            M::Index | M::Scan | M::Verify => {
                let s = bytes(self, a(self, 0), a(self, 1))?;
                let t = bytes(self, a(self, 2), a(self, 3))?;
                let back = a(self, 4) & 1 == 1;
                match c {
                    M::Index => index(&s, &t, back),
                    M::Scan => scan(&s, &t, back, true),
                    _ => scan(&s, &t, back, false),
                }
            }
            M::LenTrim => {
                let s = bytes(self, a(self, 0), a(self, 1))?;
                s.iter().rposition(|&b| b != b' ').map_or(0, |k| k + 1) as u64
            }
            M::Adjust { left } => {
                let s = self.read_desc(a(self, 1))?;
                let data = self.elems(&s)?;
                let ext: Vec<i64> = s.dims.iter().map(|d| d.1).collect();
                let res = self.result_like(a(self, 0), &s, s.elem_len, &ext)?;
                let out: Vec<Vec<u8>> = data
                    .into_iter()
                    .map(|v| {
                        let n = v.len();
                        let t: Vec<u8> = if left {
                            let k = v.iter().position(|&b| b != b' ').unwrap_or(n);
                            let mut t = v[k..].to_vec();
                            t.resize(n, b' ');
                            t
                        } else {
                            let k = v.iter().rposition(|&b| b != b' ').map_or(0, |k| k + 1);
                            let mut t = vec![b' '; n - k];
                            t.extend_from_slice(&v[..k]);
                            t
                        };
                        t
                    })
                    .collect();
                self.put_elems(&res, &out)?;
                0
            }
            M::Repeat => {
                let s = self.read_desc(a(self, 1))?;
                let n = a(self, 2) as i64;
                if n < 0 {
                    return Err(err(format!("REPEAT: NCOPIES={n} is negative")));
                }
                if (n as u64).saturating_mul(s.elem_len) > 1 << 32 {
                    return Err(err(format!(
                        "REPEAT: {n} copies of {} characters",
                        s.elem_len
                    )));
                }
                let text = bytes(self, s.base, s.elem_len)?.repeat(n as usize);
                let base = self.heap(text.len() as u64)?;
                self.mem.write_bytes(base, &text).map_err(me)?;
                let d = Desc {
                    base,
                    elem_len: text.len() as u64,
                    rank: 0,
                    ty: s.ty,
                    attr: ALLOCATABLE,
                    dims: Vec::new(),
                };
                self.write_desc(a(self, 0), &d)?;
                0
            }
            M::SetBounds => {
                let p = a(self, 0);
                let k = a(self, 1) as u32 as u64;
                let (lo, hi) = (a(self, 2) as i64, a(self, 3) as i64);
                let q = p + 24 + 24 * k;
                self.mem.store(q, 8, lo as u64).map_err(me)?;
                self.mem
                    .store(q + 8, 8, (hi - lo + 1).max(0) as u64)
                    .map_err(me)?;
                0
            }
            M::Allocate => {
                let p = a(self, 0);
                let mut d = self.read_desc(p)?;
                if d.base != 0 {
                    return Err(err("ALLOCATE of an allocatable that is already allocated"));
                }
                let mut sm = d.elem_len as i64;
                for dim in &mut d.dims {
                    dim.2 = sm;
                    sm *= dim.1.max(1);
                }
                d.base = self.heap(d.count() * d.elem_len)?;
                self.write_desc(p, &d)?;
                0
            }
            M::Deallocate => {
                let p = a(self, 0);
                let mut d = self.read_desc(p)?;
                if d.base == 0 {
                    return Err(err("DEALLOCATE of an allocatable that is not allocated"));
                }
                self.mem.free_heap(d.base).map_err(me)?;
                d.base = 0;
                self.write_desc(p, &d)?;
                0
            }
            M::RandomNumber => {
                self.random_number(a(self, 0))?;
                0
            }
            M::RandomSeed => {
                self.random_seed(a(self, 0), a(self, 1), a(self, 2))?;
                0
            }
            M::RandomSeedOne(k) => {
                let mut args = [0u64; 3];
                args[k as usize] = a(self, 0);
                self.random_seed(args[0], args[1], args[2])?;
                0
            }
            M::RandomSeedDefault => {
                self.random_seed(0, 0, 0)?;
                0
            }
            M::RandomInit => {
                // Not repeatable: flang seeds from the clock.
                let seed = if a(self, 0) & 1 == 1 {
                    0
                } else {
                    let t = std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .unwrap_or_default();
                    t.as_secs() & u64::from(t.subsec_nanos())
                };
                self.libc.flang.rng = Some(rng_seed(seed));
                0
            }
            M::CpuTime => epoch().elapsed().as_secs_f64().to_bits(),
            M::ClockCount => {
                let kind = a(self, 0) as u32;
                let t = epoch().elapsed();
                let count = t.as_nanos() as i64 / (1_000_000_000 / clock_rate(kind));
                (count % clock_max(kind).max(1)) as u64
            }
            M::ClockRate => clock_rate(a(self, 0) as u32) as u64,
            M::ClockMax => clock_max(a(self, 0) as u32) as u64,
            M::Reshape => {
                let src = self.read_desc(a(self, 1))?;
                let shape = self.ints(a(self, 2))?;
                let data = self.elems(&src)?;
                let pad = if a(self, 3) != 0 {
                    let pd = self.read_desc(a(self, 3))?;
                    self.elems(&pd)?
                } else {
                    Vec::new()
                };
                let res = self.result_like(a(self, 0), &src, src.elem_len, &shape)?;
                let n = res.count() as usize;
                let mut flat: Vec<Vec<u8>> = Vec::with_capacity(n);
                for k in 0..n {
                    flat.push(match data.get(k) {
                        Some(v) => v.clone(),
                        None if !pad.is_empty() => pad[(k - data.len()) % pad.len()].clone(),
                        None => {
                            return Err(err("RESHAPE: SOURCE is too small and there is no PAD"))
                        }
                    });
                }
                let order: Vec<usize> = if a(self, 4) != 0 {
                    self.ints(a(self, 4))?
                        .into_iter()
                        .map(|o| (o.max(1) - 1) as usize)
                        .collect()
                } else {
                    (0..shape.len()).collect()
                };
                // Elements fill the result with subscripts varying in ORDER's order.
                let addrs = res.addrs();
                let mut sub = vec![0i64; shape.len()];
                for v in flat {
                    let lin = (0..shape.len())
                        .rev()
                        .fold(0i64, |acc, d| acc * shape[d].max(1) + sub[d]);
                    self.mem.write_bytes(addrs[lin as usize], &v).map_err(me)?;
                    for &d in &order {
                        if d >= sub.len() {
                            break;
                        }
                        sub[d] += 1;
                        if sub[d] < shape[d] {
                            break;
                        }
                        sub[d] = 0;
                    }
                }
                0
            }
            M::Spread => {
                let src = self.read_desc(a(self, 1))?;
                let dim = a(self, 2) as u32 as usize;
                let n = (a(self, 3) as i64).max(0);
                if dim == 0 || dim > src.rank as usize + 1 {
                    return Err(err(format!("SPREAD: DIM={dim} for rank {}", src.rank)));
                }
                let data = self.elems(&src)?;
                let mut ext: Vec<i64> = src.dims.iter().map(|d| d.1).collect();
                ext.insert(dim - 1, n);
                let res = self.result_like(a(self, 0), &src, src.elem_len, &ext)?;
                // Result element (i..., k, j...) is source element (i..., j...).
                let inner: i64 = ext[..dim - 1].iter().product();
                let mut out = Vec::with_capacity(res.count() as usize);
                for lin in 0..res.count() as i64 {
                    let lo = lin % inner.max(1);
                    let hi = lin / (inner.max(1) * n.max(1));
                    out.push(data[(lo + hi * inner) as usize].clone());
                }
                self.put_elems(&res, &out)?;
                0
            }
            M::Pack => {
                let src = self.read_desc(a(self, 1))?;
                let data = self.elems(&src)?;
                let md = self.read_desc(a(self, 2))?;
                let mask = self.truths(a(self, 2))?;
                let picked: Vec<Vec<u8>> = data
                    .into_iter()
                    .enumerate()
                    .filter(|(k, _)| if md.rank == 0 { mask[0] } else { mask[*k] })
                    .map(|(_, v)| v)
                    .collect();
                let out = if a(self, 3) != 0 {
                    let vd = self.read_desc(a(self, 3))?;
                    let mut v = self.elems(&vd)?;
                    if v.len() < picked.len() {
                        return Err(err("PACK: VECTOR is shorter than the packed elements"));
                    }
                    for (k, p) in picked.into_iter().enumerate() {
                        v[k] = p;
                    }
                    v
                } else {
                    picked
                };
                let res = self.result_like(a(self, 0), &src, src.elem_len, &[out.len() as i64])?;
                self.put_elems(&res, &out)?;
                0
            }
            M::CshiftVector | M::EoshiftVector => {
                let src = self.read_desc(a(self, 1))?;
                let data = self.elems(&src)?;
                let shift = a(self, 2) as i64;
                let n = data.len() as i64;
                let res = self.result_like(a(self, 0), &src, src.elem_len, &[n])?;
                let boundary = if c == M::EoshiftVector && a(self, 3) != 0 {
                    let bd = self.read_desc(a(self, 3))?;
                    self.mem.read_bytes(bd.base, src.elem_len).map_err(me)?
                } else if src.ty == 40 {
                    vec![b' '; src.elem_len as usize]
                } else {
                    vec![0; src.elem_len as usize]
                };
                let out: Vec<Vec<u8>> = (0..n)
                    .map(|k| {
                        if c == M::CshiftVector {
                            data[(k + shift).rem_euclid(n.max(1)) as usize].clone()
                        } else {
                            let j = k + shift;
                            if (0..n).contains(&j) {
                                data[j as usize].clone()
                            } else {
                                boundary.clone()
                            }
                        }
                    })
                    .collect();
                self.put_elems(&res, &out)?;
                0
            }
            M::Findloc => {
                let x = self.read_desc(a(self, 1))?;
                let t = self.read_desc(a(self, 2))?;
                let kind = a(self, 3) as u32 as u8;
                let back = a(self, 7) & 1 == 1;
                let ck = x.category().map_err(err)?;
                let tck = t.category().map_err(err)?;
                let target = self.load_item(t.base, tck, t.elem_len)?;
                let mask = if a(self, 6) != 0 {
                    Some(self.truths(a(self, 6))?)
                } else {
                    None
                };
                let addrs = x.addrs();
                let mut hit = None;
                let order: Vec<usize> = if back {
                    (0..addrs.len()).rev().collect()
                } else {
                    (0..addrs.len()).collect()
                };
                for k in order {
                    if mask
                        .as_ref()
                        .is_some_and(|m| !m.get(k).copied().unwrap_or(m[0]))
                    {
                        continue;
                    }
                    let v = self.load_item(addrs[k], ck, x.elem_len)?;
                    if same(&v, &target) {
                        hit = Some(k);
                        break;
                    }
                }
                let res =
                    self.result_like(a(self, 0), &x, u64::from(kind), &[i64::from(x.rank)])?;
                let mut subs = vec![0i64; x.rank as usize];
                if let Some(mut k) = hit {
                    for (s, d) in subs.iter_mut().zip(&x.dims) {
                        let e = d.1.max(1) as usize;
                        *s = (k % e) as i64 + 1;
                        k /= e;
                    }
                }
                for (p, s) in res.addrs().into_iter().zip(subs) {
                    self.mem.store(p, u64::from(kind), s as u64).map_err(me)?;
                }
                let ty = match kind {
                    1 => 7,
                    2 => 8,
                    4 => 9,
                    _ => 10,
                };
                self.mem.store(a(self, 0) + 21, 1, ty).map_err(me)?;
                0
            }
            M::LocDim { max } => {
                let x = self.read_desc(a(self, 1))?;
                let kind = a(self, 2) as u32 as u8;
                let dim = a(self, 3) as u32 as usize;
                let back = a(self, 7) & 1 == 1;
                if dim == 0 || dim > x.rank as usize {
                    return Err(err(format!("DIM={dim} for an array of rank {}", x.rank)));
                }
                let mask = if a(self, 6) != 0 {
                    Some(self.truths(a(self, 6))?)
                } else {
                    None
                };
                let ck = x.category().map_err(err)?;
                let all = x.addrs();
                let mut vals = Vec::with_capacity(all.len());
                for &p in &all {
                    vals.push(match self.load_item(p, ck, x.elem_len)? {
                        super::Item::Int(n, _) => n as f64,
                        super::Item::Real(r) => real_f64(r),
                        _ => return Err(err("MAXLOC/MINLOC of this type")),
                    });
                }
                let ext: Vec<i64> = x.dims.iter().map(|d| d.1).collect();
                let mut rext = ext.clone();
                rext.remove(dim - 1);
                let res = self.result_like(a(self, 0), &x, u64::from(kind), &rext)?;
                let inner: i64 = ext[..dim - 1].iter().product();
                let n = ext[dim - 1];
                let out = res.addrs();
                for (r, &p) in out.iter().enumerate() {
                    let r = r as i64;
                    let (lo, hi) = (r % inner.max(1), r / inner.max(1));
                    let mut best: Option<(i64, f64)> = None;
                    for j in 0..n {
                        let k = (lo + j * inner + hi * inner * n) as usize;
                        if mask.as_ref().is_some_and(|m| !m[k]) {
                            continue;
                        }
                        let v = vals[k];
                        let better = match best {
                            None => true,
                            Some((_, b)) => {
                                if max {
                                    v > b || (back && v == b)
                                } else {
                                    v < b || (back && v == b)
                                }
                            }
                        };
                        if better {
                            best = Some((j + 1, v));
                        }
                    }
                    let at = best.map_or(0, |b| b.0);
                    self.mem.store(p, u64::from(kind), at as u64).map_err(me)?;
                }
                let ty = match kind {
                    1 => 7,
                    2 => 8,
                    4 => 9,
                    _ => 10,
                };
                self.mem.store(a(self, 0) + 21, 1, ty).map_err(me)?;
                0
            }
        };
        self.retbuf.push(r);
        Ok(())
    }
}

fn real_f64(r: super::edit::Real) -> f64 {
    match r.kind {
        4 => f64::from(f32::from_bits(r.bits as u32)),
        _ => f64::from_bits(r.bits as u64),
    }
}

fn same(a: &super::Item, b: &super::Item) -> bool {
    use super::Item as I;
    match (a, b) {
        (I::Int(x, _), I::Int(y, _)) => x == y,
        (I::Real(x), I::Real(y)) => real_f64(*x) == real_f64(*y),
        (I::Int(x, _), I::Real(y)) | (I::Real(y), I::Int(x, _)) => *x as f64 == real_f64(*y),
        (I::Logical(x), I::Logical(y)) => x == y,
        (I::Char(x), I::Char(y)) => compare(x, y) == 0,
        _ => false,
    }
}
