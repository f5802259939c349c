//! flang's runtime routines for array intrinsics and assignment, over descriptors
//! ([`super::Desc`]), computed in the order and precision flang's runtime computes them:
//! real `SUM` with its compensated (Kahan-style) accumulation in the array's own type,
//! `DOT_PRODUCT` of `real(4)` in double precision, `MATMUL` summing over the inner
//! dimension in order, `MAXVAL`/`MINVAL` skipping NaNs and giving -HUGE/HUGE for no
//! elements. A result array (`DIM=` reductions, `MAXLOC`, `TRANSPOSE`, `MATMUL`, `Trim`)
//! is allocated on the heap, as flang's runtime allocates it with `malloc`; the program
//! frees it.

use super::{Desc, ALLOCATABLE};
use crate::builtins::{err, me};
use crate::interp::{Machine, Stop};

type R<T> = Result<T, Stop>;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RedOp {
    Sum,
    Product,
    Maxval,
    Minval,
}

/// An array routine; `cat` is `I`, `R`, `C` or `L`, `kind` the kind of the result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArrayCall {
    Assign,
    Trim,
    /// A whole-array reduction returning a scalar (`Cpp*Complex*` return it through a
    /// reference, their first argument).
    Reduce {
        op: RedOp,
        cat: u8,
        kind: u8,
    },
    ReduceDim(RedOp),
    DotProduct {
        cat: u8,
        kind: u8,
    },
    Count,
    All,
    Any,
    /// `MAXLOC` (`max`) / `MINLOC`.
    Loc {
        max: bool,
    },
    Transpose,
    Matmul,
}

fn cat_kind(s: &str) -> Option<(u8, u8)> {
    let (cat, k) = if let Some(k) = s.strip_prefix("Integer") {
        (b'I', k)
    } else if let Some(k) = s.strip_prefix("Real") {
        (b'R', k)
    } else if let Some(k) = s.strip_prefix("Complex") {
        (b'C', k)
    } else {
        return None;
    };
    let kind: u8 = k.parse().ok()?;
    let ok = match cat {
        b'I' => matches!(kind, 1 | 2 | 4 | 8 | 16),
        _ => matches!(kind, 4 | 8),
    };
    ok.then_some((cat, kind))
}

/// The routine of `_FortranA<name>`.
pub fn resolve(name: &str) -> Option<ArrayCall> {
    use ArrayCall as A;
    Some(match name {
        "Assign" | "AssignTemporary" => A::Assign,
        "Trim" => A::Trim,
        "SumDim" => A::ReduceDim(RedOp::Sum),
        "ProductDim" => A::ReduceDim(RedOp::Product),
        "MaxvalDim" => A::ReduceDim(RedOp::Maxval),
        "MinvalDim" => A::ReduceDim(RedOp::Minval),
        "Count" => A::Count,
        "All" => A::All,
        "Any" => A::Any,
        "Transpose" => A::Transpose,
        _ => {
            let n = name.strip_prefix("Cpp").unwrap_or(name);
            for (p, op) in [
                ("Sum", RedOp::Sum),
                ("Product", RedOp::Product),
                ("Maxval", RedOp::Maxval),
                ("Minval", RedOp::Minval),
            ] {
                if let Some((cat, kind)) = n.strip_prefix(p).and_then(cat_kind) {
                    if cat == b'C' && !matches!(op, RedOp::Sum | RedOp::Product) {
                        return None;
                    }
                    return Some(A::Reduce { op, cat, kind });
                }
            }
            if let Some((cat, kind)) = n.strip_prefix("DotProduct").and_then(cat_kind) {
                return Some(A::DotProduct { cat, kind });
            }
            if n == "DotProductLogical" {
                return Some(A::DotProduct { cat: b'L', kind: 1 });
            }
            if let Some(r) = n.strip_prefix("Maxloc") {
                return (r.is_empty() || cat_kind(r).is_some_and(|c| c.0 != b'C'))
                    .then_some(A::Loc { max: true });
            }
            if let Some(r) = n.strip_prefix("Minloc") {
                return (r.is_empty() || cat_kind(r).is_some_and(|c| c.0 != b'C'))
                    .then_some(A::Loc { max: false });
            }
            if let Some(r) = n.strip_prefix("Matmul") {
                // `Matmul` and `Matmul<Cat><Kind><Cat><Kind>` (not `MatmulTranspose*`).
                return (r.is_empty() || split_matmul(r)).then_some(A::Matmul);
            }
            return None;
        }
    })
}

fn split_matmul(r: &str) -> bool {
    (1..r.len()).any(|k| {
        r.is_char_boundary(k)
            && cat_kind(&r[..k]).is_some_and(|c| c.0 != b'C')
            && cat_kind(&r[k..]).is_some_and(|c| c.0 != b'C')
    })
}

/// A numeric or logical element value.
#[derive(Copy, Clone, Debug)]
enum Num {
    I(i128),
    R4(f32),
    R8(f64),
    C4(f32, f32),
    C8(f64, f64),
    L(bool),
}

/// Flang's compensated sum: the correction is carried into the next addend.
#[derive(Default, Clone, Copy)]
struct Kahan<T> {
    sum: T,
    corr: T,
}

macro_rules! kahan_add {
    ($k:expr, $x:expr) => {{
        let next = $x + $k.corr;
        let old = $k.sum;
        $k.sum += next;
        $k.corr = ($k.sum - old) - next;
    }};
}

fn type_code(cat: u8, kind: u8) -> i8 {
    match (cat, kind) {
        (b'I', 1) => 7,
        (b'I', 2) => 8,
        (b'I', 4) => 9,
        (b'I', 8) => 10,
        (b'I', _) => 11,
        (b'R', 4) => 27,
        (b'R', _) => 28,
        (b'C', 4) => 34,
        (b'C', _) => 35,
        (b'L', 1) => 39,
        (b'L', 2) => 13,
        (b'L', 4) => 14,
        _ => 15,
    }
}

fn elem_size(cat: u8, kind: u8) -> u64 {
    if cat == b'C' {
        2 * u64::from(kind)
    } else {
        u64::from(kind)
    }
}

impl Machine<'_> {
    fn load_num(&self, a: u64, (cat, kind): (u8, u8)) -> R<Num> {
        let m = &self.mem;
        Ok(match (cat, kind) {
            (b'I', k) => {
                let v = m.load128(a, u64::from(k)).map_err(me)?;
                let sh = 128 - 8 * u32::from(k);
                Num::I(((v << sh) as i128) >> sh)
            }
            (b'L', k) => Num::L(m.load128(a, u64::from(k)).map_err(me)? != 0),
            (b'R', 4) => Num::R4(f32::from_bits(m.load(a, 4).map_err(me)? as u32)),
            (b'R', 8) => Num::R8(f64::from_bits(m.load(a, 8).map_err(me)?)),
            (b'C', 4) => Num::C4(
                f32::from_bits(m.load(a, 4).map_err(me)? as u32),
                f32::from_bits(m.load(a + 4, 4).map_err(me)? as u32),
            ),
            (b'C', 8) => Num::C8(
                f64::from_bits(m.load(a, 8).map_err(me)?),
                f64::from_bits(m.load(a + 8, 8).map_err(me)?),
            ),
            (c, k) => {
                return Err(err(format!(
                    "flang runtime: {} kind {k} in an array intrinsic (parir has integer, real(4/8), complex(4/8) and logical)",
                    match c {
                        b'R' => "REAL",
                        b'C' => "COMPLEX",
                        b'A' => "CHARACTER",
                        _ => "this type",
                    }
                )))
            }
        })
    }

    fn store_num(&self, a: u64, kind: u8, v: Num) -> R<()> {
        let m = &self.mem;
        match v {
            Num::I(n) => m.store128(a, u64::from(kind), n as u128).map_err(me),
            Num::L(b) => m.store128(a, u64::from(kind), u128::from(b)).map_err(me),
            Num::R4(x) => m.store(a, 4, u64::from(x.to_bits())).map_err(me),
            Num::R8(x) => m.store(a, 8, x.to_bits()).map_err(me),
            Num::C4(x, y) => {
                m.store(a, 4, u64::from(x.to_bits())).map_err(me)?;
                m.store(a + 4, 4, u64::from(y.to_bits())).map_err(me)
            }
            Num::C8(x, y) => {
                m.store(a, 8, x.to_bits()).map_err(me)?;
                m.store(a + 8, 8, y.to_bits()).map_err(me)
            }
        }
    }

    /// The elements of `d` (in array element order) selected by the optional mask.
    fn flang_masked(&self, d: &Desc, mask: u64) -> R<Vec<u64>> {
        let addrs = d.addrs();
        if mask == 0 {
            return Ok(addrs);
        }
        let md = self.read_desc(mask)?;
        let mk = md.elem_len;
        if md.rank == 0 {
            let on = self.mem.load128(md.base, mk).map_err(me)? != 0;
            return Ok(if on { addrs } else { Vec::new() });
        }
        let maddrs = md.addrs();
        if maddrs.len() != addrs.len() {
            return Err(err("MASK= does not conform to the array"));
        }
        let mut v = Vec::new();
        for (a, m) in addrs.into_iter().zip(maddrs) {
            if self.mem.load128(m, mk).map_err(me)? != 0 {
                v.push(a);
            }
        }
        Ok(v)
    }

    fn flang_reduce(&self, op: RedOp, ck: (u8, u8), addrs: &[u64]) -> R<Num> {
        let (cat, kind) = ck;
        let bits = 8 * u32::from(kind);
        let wrap = |n: i128| -> i128 {
            let sh = 128 - bits;
            (n << sh) >> sh
        };
        let imax = if bits >= 128 {
            i128::MAX
        } else {
            (1i128 << (bits - 1)) - 1
        };
        let mut vals = Vec::with_capacity(addrs.len());
        for &a in addrs {
            vals.push(self.load_num(a, ck)?);
        }
        Ok(match (op, cat, kind) {
            (RedOp::Sum, b'I', _) => Num::I(wrap(vals.iter().fold(0i128, |s, v| match v {
                Num::I(n) => s.wrapping_add(*n),
                _ => s,
            }))),
            (RedOp::Product, b'I', _) => Num::I(wrap(vals.iter().fold(1i128, |s, v| match v {
                Num::I(n) => s.wrapping_mul(*n),
                _ => s,
            }))),
            (RedOp::Maxval, b'I', _) => Num::I(vals.iter().fold(-imax - 1, |s, v| match v {
                Num::I(n) => s.max(*n),
                _ => s,
            })),
            (RedOp::Minval, b'I', _) => Num::I(vals.iter().fold(imax, |s, v| match v {
                Num::I(n) => s.min(*n),
                _ => s,
            })),
            (RedOp::Sum, b'R', 4) => {
                let mut k = Kahan::<f32>::default();
                for v in &vals {
                    if let Num::R4(x) = v {
                        kahan_add!(k, *x);
                    }
                }
                Num::R4(k.sum)
            }
            (RedOp::Sum, b'R', _) => {
                let mut k = Kahan::<f64>::default();
                for v in &vals {
                    if let Num::R8(x) = v {
                        kahan_add!(k, *x);
                    }
                }
                Num::R8(k.sum)
            }
            (RedOp::Sum, b'C', 4) => {
                let (mut re, mut im) = (Kahan::<f32>::default(), Kahan::<f32>::default());
                for v in &vals {
                    if let Num::C4(x, y) = v {
                        kahan_add!(re, *x);
                        kahan_add!(im, *y);
                    }
                }
                Num::C4(re.sum, im.sum)
            }
            (RedOp::Sum, b'C', _) => {
                let (mut re, mut im) = (Kahan::<f64>::default(), Kahan::<f64>::default());
                for v in &vals {
                    if let Num::C8(x, y) = v {
                        kahan_add!(re, *x);
                        kahan_add!(im, *y);
                    }
                }
                Num::C8(re.sum, im.sum)
            }
            (RedOp::Product, b'R', 4) => Num::R4(vals.iter().fold(1f32, |s, v| match v {
                Num::R4(x) => s * x,
                _ => s,
            })),
            (RedOp::Product, b'R', _) => Num::R8(vals.iter().fold(1f64, |s, v| match v {
                Num::R8(x) => s * x,
                _ => s,
            })),
            (RedOp::Product, b'C', 4) => {
                let (mut a, mut b) = (1f32, 0f32);
                for v in &vals {
                    if let Num::C4(c, d) = v {
                        (a, b) = (a * c - b * d, a * d + b * c);
                    }
                }
                Num::C4(a, b)
            }
            (RedOp::Product, b'C', _) => {
                let (mut a, mut b) = (1f64, 0f64);
                for v in &vals {
                    if let Num::C8(c, d) = v {
                        (a, b) = (a * c - b * d, a * d + b * c);
                    }
                }
                Num::C8(a, b)
            }
            (RedOp::Maxval | RedOp::Minval, b'R', _) => {
                let max = op == RedOp::Maxval;
                let mut acc = if max { -f64::MAX } else { f64::MAX };
                if kind == 4 {
                    acc = if max {
                        -f32::MAX as f64
                    } else {
                        f32::MAX as f64
                    };
                }
                for v in &vals {
                    let x = match v {
                        Num::R4(x) => f64::from(*x),
                        Num::R8(x) => *x,
                        _ => continue,
                    };
                    if (max && x > acc) || (!max && x < acc) {
                        acc = x;
                    }
                }
                if kind == 4 {
                    Num::R4(acc as f32)
                } else {
                    Num::R8(acc)
                }
            }
            _ => return Err(err("flang runtime: this reduction of this type")),
        })
    }

    /// Pushes a scalar result the way the routine returns it.
    fn push_num(&mut self, v: Num) {
        match v {
            Num::I(n) => {
                self.retbuf.push(n as u64);
                self.retbuf.push((n >> 64) as u64);
            }
            Num::L(b) => self.retbuf.push(u64::from(b)),
            Num::R4(x) => self.retbuf.push(u64::from(x.to_bits())),
            Num::R8(x) => self.retbuf.push(x.to_bits()),
            Num::C4(..) | Num::C8(..) => {}
        }
    }

    /// Allocates the result array of a routine in the (allocatable) descriptor at `p`,
    /// with lower bounds 1.
    fn alloc_result(&mut self, p: u64, cat: u8, kind: u8, extents: &[i64]) -> R<Desc> {
        self.alloc_result_of(p, elem_size(cat, kind), type_code(cat, kind), extents)
    }

    /// A result array of `extents` elements of `size` bytes and type code `ty`, column
    /// major with lower bounds 1, in the allocatable descriptor at `p`.
    fn alloc_result_of(&mut self, p: u64, size: u64, ty: i8, extents: &[i64]) -> R<Desc> {
        let n: u64 = extents.iter().map(|&e| e.max(0) as u64).product();
        let base = self
            .mem
            .alloc_heap((n * size).max(1))
            .map_err(me)?
            .ok_or_else(|| err("flang runtime: out of memory for a result array"))?;
        let mut dims = Vec::new();
        let mut sm = size as i64;
        for &e in extents {
            dims.push((1, e.max(0), sm));
            sm *= e.max(1);
        }
        let d = Desc {
            base,
            elem_len: size,
            rank: extents.len() as u8,
            ty,
            attr: ALLOCATABLE,
            dims,
        };
        self.write_desc(p, &d)?;
        Ok(d)
    }

    pub(crate) fn flang_array(&mut self, c: ArrayCall) -> R<()> {
        use ArrayCall as A;
        let a = |m: &Self, k: usize| m.arg(k);
        match c {
            A::Assign => self.fortran_assign(a(self, 0), a(self, 1))?,
            A::Trim => {
                let s = self.read_desc(a(self, 1))?;
                let text = self.mem.read_bytes(s.base, s.elem_len).map_err(me)?;
                let n = text.iter().rposition(|&b| b != b' ').map_or(0, |k| k + 1);
                let base = self
                    .mem
                    .alloc_heap(n.max(1) as u64)
                    .map_err(me)?
                    .ok_or_else(|| err("flang runtime: out of memory"))?;
                self.mem.write_bytes(base, &text[..n]).map_err(me)?;
                let d = Desc {
                    base,
                    elem_len: n as u64,
                    rank: 0,
                    ty: 40,
                    attr: ALLOCATABLE,
                    dims: Vec::new(),
                };
                self.write_desc(a(self, 0), &d)?;
            }
            A::Reduce { op, cat, kind } => {
                // Complex results come back through the first argument.
                let (arr, dim, mask) = if cat == b'C' { (1, 4, 5) } else { (0, 3, 4) };
                let d = self.read_desc(a(self, arr))?;
                if a(self, dim) as u32 != 0 && d.rank > 1 {
                    return Err(err("flang runtime: DIM= in a scalar reduction"));
                }
                let ck = d.category().map_err(err)?;
                let addrs = self.flang_masked(&d, a(self, mask))?;
                let v = self.flang_reduce(op, ck, &addrs)?;
                if cat == b'C' {
                    self.store_num(a(self, 0), kind, v)?;
                } else {
                    self.push_num(v);
                }
            }
            A::ReduceDim(op) => {
                let d = self.read_desc(a(self, 1))?;
                let dim = a(self, 2) as u32 as usize;
                if dim == 0 || dim > d.rank as usize {
                    return Err(err(format!("DIM={dim} for an array of rank {}", d.rank)));
                }
                let ck = d.category().map_err(err)?;
                let mask = a(self, 5);
                let selected: Option<std::collections::HashSet<u64>> = if mask != 0 {
                    Some(self.flang_masked(&d, mask)?.into_iter().collect())
                } else {
                    None
                };
                let extents: Vec<i64> = d
                    .dims
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| k + 1 != dim)
                    .map(|(_, x)| x.1)
                    .collect();
                let res = self.alloc_result(a(self, 0), ck.0, ck.1, &extents)?;
                let outer = Desc {
                    dims: d
                        .dims
                        .iter()
                        .enumerate()
                        .filter(|&(k, _)| k + 1 != dim)
                        .map(|(_, x)| *x)
                        .collect(),
                    ..d.clone()
                };
                let (_, ext, sm) = d.dims[dim - 1];
                for (o, r) in outer.addrs().into_iter().zip(res.addrs()) {
                    let line: Vec<u64> = (0..ext.max(0))
                        .map(|j| o.wrapping_add((j * sm) as u64))
                        .filter(|p| selected.as_ref().map_or(true, |s| s.contains(p)))
                        .collect();
                    let v = self.flang_reduce(op, ck, &line)?;
                    self.store_num(r, ck.1, v)?;
                }
            }
            A::DotProduct { cat, kind } => {
                let (xi, yi) = if cat == b'C' { (1, 2) } else { (0, 1) };
                let x = self.read_desc(a(self, xi))?;
                let y = self.read_desc(a(self, yi))?;
                if x.count() != y.count() {
                    return Err(err(format!(
                        "DOT_PRODUCT: SIZE(VECTOR_A) is {} but SIZE(VECTOR_B) is {}",
                        x.count(),
                        y.count()
                    )));
                }
                let (xc, yc) = (x.category().map_err(err)?, y.category().map_err(err)?);
                let mut vals = Vec::new();
                for (p, q) in x.addrs().into_iter().zip(y.addrs()) {
                    vals.push((self.load_num(p, xc)?, self.load_num(q, yc)?));
                }
                let v = dot(cat, kind, &vals)?;
                if cat == b'C' {
                    self.store_num(a(self, 0), kind, v)?;
                } else {
                    self.push_num(v);
                }
            }
            A::Count | A::All | A::Any => {
                let d = self.read_desc(a(self, 0))?;
                if a(self, 3) as u32 != 0 && d.rank > 1 {
                    return Err(err(
                        "flang runtime: DIM= in COUNT/ALL/ANY of a rank > 1 array",
                    ));
                }
                let mut n = 0i64;
                for p in d.addrs() {
                    n += i64::from(self.mem.load128(p, d.elem_len).map_err(me)? != 0);
                }
                let total = d.count() as i64;
                self.retbuf.push(match c {
                    A::Count => n as u64,
                    A::All => u64::from(n == total),
                    _ => u64::from(n > 0),
                });
            }
            A::Loc { max } => {
                let d = self.read_desc(a(self, 1))?;
                let kind = a(self, 2) as u32 as u8;
                let back = a(self, 6) & 1 == 1;
                let ck = d.category().map_err(err)?;
                let addrs = d.addrs();
                let sel: std::collections::HashSet<u64> =
                    self.flang_masked(&d, a(self, 5))?.into_iter().collect();
                let mut best: Option<(usize, Num)> = None;
                for (k, &p) in addrs.iter().enumerate() {
                    if !sel.contains(&p) {
                        continue;
                    }
                    let v = self.load_num(p, ck)?;
                    let better = match (best, v) {
                        (None, _) => true,
                        (Some((_, b)), v) => {
                            let o = cmp(v, b);
                            if max {
                                o > 0 || (back && o == 0)
                            } else {
                                o < 0 || (back && o == 0)
                            }
                        }
                    };
                    if better {
                        best = Some((k, v));
                    }
                }
                let res = self.alloc_result(a(self, 0), b'I', kind, &[i64::from(d.rank)])?;
                let mut sub = vec![0i64; d.rank as usize];
                if let Some((mut k, _)) = best {
                    for (s, dim) in sub.iter_mut().zip(&d.dims) {
                        let e = dim.1.max(1) as usize;
                        *s = (k % e) as i64 + 1;
                        k /= e;
                    }
                }
                for (p, s) in res.addrs().into_iter().zip(sub) {
                    self.store_num(p, kind, Num::I(i128::from(s)))?;
                }
            }
            A::Transpose => {
                let m = self.read_desc(a(self, 1))?;
                if m.rank != 2 {
                    return Err(err("TRANSPOSE of an array whose rank is not 2"));
                }
                let ck = m.category().map_err(err)?;
                let (r, cdim) = (m.dims[0].1, m.dims[1].1);
                let res = self.alloc_result_bytes(a(self, 0), &m, &[cdim, r])?;
                let src = m.addrs();
                let dst = res.addrs();
                for i in 0..r.max(0) as usize {
                    for j in 0..cdim.max(0) as usize {
                        let bytes = self
                            .mem
                            .read_bytes(src[i + j * r as usize], m.elem_len)
                            .map_err(me)?;
                        self.mem
                            .write_bytes(dst[j + i * cdim as usize], &bytes)
                            .map_err(me)?;
                    }
                }
                let _ = ck;
            }
            A::Matmul => self.matmul(a(self, 0), a(self, 1), a(self, 2))?,
        }
        // Routines returning nothing still hand back a word.
        if matches!(
            c,
            A::Assign | A::Trim | A::ReduceDim(_) | A::Loc { .. } | A::Transpose | A::Matmul
        ) || matches!(
            c,
            A::Reduce { cat: b'C', .. } | A::DotProduct { cat: b'C', .. }
        ) {
            self.retbuf.push(0);
        }
        Ok(())
    }

    /// A result array with the element type of `like`.
    fn alloc_result_bytes(&mut self, p: u64, like: &Desc, extents: &[i64]) -> R<Desc> {
        self.alloc_result_of(p, like.elem_len, like.ty, extents)
    }

    fn matmul(&mut self, res: u64, xp: u64, yp: u64) -> R<()> {
        let x = self.read_desc(xp)?;
        let y = self.read_desc(yp)?;
        let (xc, yc) = (x.category().map_err(err)?, y.category().map_err(err)?);
        // Result type: the "larger" of the two (integer < real < complex, then kind).
        let rank_of = |c: u8| match c {
            b'I' => 0,
            b'R' => 1,
            _ => 2,
        };
        let rc = if (rank_of(xc.0), xc.1) >= (rank_of(yc.0), yc.1) {
            xc
        } else {
            yc
        };
        let (n, k1) = match x.rank {
            2 => (x.dims[0].1, x.dims[1].1),
            1 => (1, x.dims[0].1),
            _ => return Err(err("MATMUL: bad rank")),
        };
        let (k2, m) = match y.rank {
            2 => (y.dims[0].1, y.dims[1].1),
            1 => (y.dims[0].1, 1),
            _ => return Err(err("MATMUL: bad rank")),
        };
        if k1 != k2 {
            return Err(err("MATMUL: the arrays do not conform"));
        }
        let extents: Vec<i64> = match (x.rank, y.rank) {
            (2, 2) => vec![n, m],
            (2, 1) => vec![n],
            (1, 2) => vec![m],
            _ => return Err(err("MATMUL of two vectors")),
        };
        let xs = x.addrs();
        let ys = y.addrs();
        let mut xv = Vec::with_capacity(xs.len());
        for &p in &xs {
            xv.push(self.load_num(p, xc)?);
        }
        let mut yv = Vec::with_capacity(ys.len());
        for &p in &ys {
            yv.push(self.load_num(p, yc)?);
        }
        let d = self.alloc_result(res, rc.0, rc.1, &extents)?;
        let out = d.addrs();
        let (n, m, kk) = (n as usize, m as usize, k1.max(0) as usize);
        for j in 0..m {
            for i in 0..n {
                let pairs: Vec<(Num, Num)> = (0..kk)
                    .map(|k| {
                        let xe = if x.rank == 2 { xv[i + k * n] } else { xv[k] };
                        let ye = if y.rank == 2 { yv[k + j * kk] } else { yv[k] };
                        (xe, ye)
                    })
                    .collect();
                let v = matmul_sum(rc, &pairs)?;
                let at = if x.rank == 1 { j } else { i + j * n };
                self.store_num(out[at], rc.1, v)?;
            }
        }
        Ok(())
    }

    /// Intrinsic assignment of one descriptor's data to another, reallocating an
    /// allocatable left-hand side whose shape or length differs.
    fn fortran_assign(&mut self, to_p: u64, from_p: u64) -> R<()> {
        let from = self.read_desc(from_p)?;
        let mut to = self.read_desc(to_p)?;
        let (fc, tc) = if to.ty == 42 || from.ty == 42 {
            // A derived type is copied byte for byte when nothing else is needed: no
            // allocatable or pointer component to copy deeply, no defined assignment.
            let dt = self.derived_type_of(from_p, &from)?;
            let no_destruction = self.mem.load(dt + 430, 1).map_err(me)? == 1;
            let special = self.mem.load(dt + 424, 4).map_err(me)?;
            if !no_destruction || special & 0b110 != 0 || to.ty != from.ty {
                return Err(err(
                    "flang runtime Assign of a derived type with allocatable components or defined assignment",
                ));
            }
            ((b'D', 0), (b'D', 0))
        } else {
            (from.category().map_err(err)?, to.category().map_err(err)?)
        };
        if fc.0 != tc.0 && !(fc.0 != b'A' && tc.0 != b'A') {
            return Err(err(
                "flang runtime Assign between character and non-character data",
            ));
        }
        // Read the right-hand side first: it may overlap the left.
        let faddrs = from.addrs();
        let mut data = Vec::with_capacity(faddrs.len());
        for &p in &faddrs {
            data.push(self.mem.read_bytes(p, from.elem_len).map_err(me)?);
        }
        let same_shape = to.rank == from.rank
            && to.dims.iter().zip(&from.dims).all(|(a, b)| a.1 == b.1)
            || (from.rank == 0);
        let realloc = to.attr == ALLOCATABLE
            && (to.base == 0
                || (from.rank != 0 && !same_shape)
                || (tc.0 == b'A' && to.elem_len != from.elem_len));
        if realloc {
            if to.base != 0 {
                self.mem.free_heap(to.base).map_err(me)?;
            }
            let elem = if tc.0 == b'A' || tc == fc {
                from.elem_len
            } else {
                to.elem_len
            };
            let n = from.count().max(1);
            to.base = self
                .mem
                .alloc_heap((n * elem).max(1))
                .map_err(me)?
                .ok_or_else(|| err("flang runtime: out of memory in an assignment"))?;
            to.elem_len = elem;
            if from.rank != 0 || to.rank != 0 {
                let mut sm = elem as i64;
                to.dims = from
                    .dims
                    .iter()
                    .map(|&(lb, ext, _)| {
                        let d = (lb, ext, sm);
                        sm *= ext.max(1);
                        d
                    })
                    .collect();
                to.rank = from.rank;
            }
            self.write_desc(to_p, &to)?;
        } else if from.rank != 0 && !same_shape {
            return Err(err("flang runtime Assign: the shapes do not conform"));
        }
        let taddrs = to.addrs();
        for (k, &p) in taddrs.iter().enumerate() {
            let src = if from.rank == 0 { &data[0] } else { &data[k] };
            if tc.0 == b'A' {
                let mut b = src.clone();
                b.resize(to.elem_len as usize, b' ');
                self.mem.write_bytes(p, &b).map_err(me)?;
            } else if tc == fc {
                self.mem.write_bytes(p, src).map_err(me)?;
            } else {
                let v = self.load_num(if from.rank == 0 { faddrs[0] } else { faddrs[k] }, fc)?;
                self.store_num(p, tc.1, convert(v, tc)?)?;
            }
        }
        Ok(())
    }
}

/// `v` converted to category/kind `to` (intrinsic assignment's conversion).
fn convert(v: Num, to: (u8, u8)) -> R<Num> {
    let (re, im, int) = match v {
        Num::I(n) => (n as f64, 0.0, Some(n)),
        Num::R4(x) => (f64::from(x), 0.0, None),
        Num::R8(x) => (x, 0.0, None),
        Num::C4(x, y) => (f64::from(x), f64::from(y), None),
        Num::C8(x, y) => (x, y, None),
        Num::L(b) => return Ok(Num::L(b)),
    };
    Ok(match to {
        (b'I', _) => Num::I(int.unwrap_or(re as i128)),
        (b'R', 4) => Num::R4(match int {
            Some(n) => n as f32,
            None => re as f32,
        }),
        (b'R', _) => Num::R8(re),
        (b'C', 4) => Num::C4(re as f32, im as f32),
        (b'C', _) => Num::C8(re, im),
        _ => return Err(err("flang runtime Assign: unsupported conversion")),
    })
}

/// -1, 0, 1 as `a` compares with `b` (NaN as equal).
fn cmp(a: Num, b: Num) -> i32 {
    let o = match (a, b) {
        (Num::I(x), Num::I(y)) => x.partial_cmp(&y),
        (Num::R4(x), Num::R4(y)) => x.partial_cmp(&y),
        (Num::R8(x), Num::R8(y)) => x.partial_cmp(&y),
        _ => None,
    };
    match o {
        Some(std::cmp::Ordering::Less) => -1,
        Some(std::cmp::Ordering::Greater) => 1,
        _ => 0,
    }
}

fn as_f64(v: Num) -> f64 {
    match v {
        Num::I(n) => n as f64,
        Num::R4(x) => f64::from(x),
        Num::R8(x) => x,
        Num::C4(x, _) => f64::from(x),
        Num::C8(x, _) => x,
        Num::L(b) => f64::from(u8::from(b)),
    }
}

fn as_c64(v: Num) -> (f64, f64) {
    match v {
        Num::C4(x, y) => (f64::from(x), f64::from(y)),
        Num::C8(x, y) => (x, y),
        v => (as_f64(v), 0.0),
    }
}

/// `DOT_PRODUCT`: real(4) accumulates in double, complex conjugates its first argument.
fn dot(cat: u8, kind: u8, vals: &[(Num, Num)]) -> R<Num> {
    Ok(match (cat, kind) {
        (b'I', k) => {
            let mut s = 0i128;
            for &(x, y) in vals {
                if let (Num::I(a), Num::I(b)) = (x, y) {
                    s = s.wrapping_add(a.wrapping_mul(b));
                }
            }
            let sh = 128 - 8 * u32::from(k);
            Num::I((s << sh) >> sh)
        }
        (b'R', 4) => {
            let mut s = 0f64;
            for &(x, y) in vals {
                s += as_f64(x) * as_f64(y);
            }
            Num::R4(s as f32)
        }
        (b'R', _) => {
            let mut s = 0f64;
            for &(x, y) in vals {
                s += as_f64(x) * as_f64(y);
            }
            Num::R8(s)
        }
        (b'C', k) => {
            let (mut a, mut b) = (0f64, 0f64);
            for &(x, y) in vals {
                let (xr, xi) = as_c64(x);
                let (yr, yi) = as_c64(y);
                let (xr, xi) = (xr, -xi);
                a += xr * yr - xi * yi;
                b += xr * yi + xi * yr;
            }
            if k == 4 {
                Num::C4(a as f32, b as f32)
            } else {
                Num::C8(a, b)
            }
        }
        (b'L', _) => Num::L(
            vals.iter()
                .any(|&(x, y)| matches!((x, y), (Num::L(true), Num::L(true)))),
        ),
        _ => return Err(err("DOT_PRODUCT of this type")),
    })
}

/// One element of `MATMUL`: the sum over the inner dimension, in the result type.
fn matmul_sum(rc: (u8, u8), pairs: &[(Num, Num)]) -> R<Num> {
    Ok(match rc {
        (b'I', k) => {
            let mut s = 0i128;
            for &(x, y) in pairs {
                if let (Num::I(a), Num::I(b)) = (x, y) {
                    s = s.wrapping_add(a.wrapping_mul(b));
                }
            }
            let sh = 128 - 8 * u32::from(k);
            Num::I((s << sh) >> sh)
        }
        (b'R', 4) => {
            let mut s = 0f32;
            for &(x, y) in pairs {
                s += as_f64(x) as f32 * as_f64(y) as f32;
            }
            Num::R4(s)
        }
        (b'R', _) => {
            let mut s = 0f64;
            for &(x, y) in pairs {
                s += as_f64(x) * as_f64(y);
            }
            Num::R8(s)
        }
        _ => return Err(err("MATMUL of complex data (parir has integer and real)")),
    })
}
