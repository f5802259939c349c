//! Functions parir provides itself: LLVM intrinsics and the libc subset.
//!
//! Names are resolved once, when the function table is built ([`resolve`]); a declaration
//! that resolves to nothing is an "unknown external function" error at its first call, not
//! at load. Intrinsics over vectors apply lane by lane.

use crate::code::{Sc, NONE};
use crate::interp::{Machine, RunError, Stop};
use crate::libc::Libc;
use crate::memory::{AllocKind, MemError};
use crate::scalar::{self, Fk};
use parir_ir::inst::{BinOp, RmwOp};

/// Unary integer intrinsics.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntUn {
    Abs,
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    Bitreverse,
}

/// Binary integer intrinsics.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntBi {
    Smin,
    Smax,
    Umin,
    Umax,
    SAddSat,
    UAddSat,
    SSubSat,
    USubSat,
}

/// Unary floating-point functions (intrinsics and math.h).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FUn {
    Sqrt,
    Fabs,
    Floor,
    Ceil,
    Trunc,
    Round,
    Rint,
    RoundEven,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Cbrt,
}

/// Binary floating-point functions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FBi {
    Copysign,
    Minnum,
    Maxnum,
    Minimum,
    Maximum,
    Pow,
    Atan2,
    Hypot,
    Fmod,
    Fdim,
}

/// libatomic's generic entry points, which clang calls for atomic operations on objects no
/// instruction covers (`long double`, `__int128` without `cx16`, structures): the size, the
/// object, then pointers to the values. Each runs under the object's atomic stripe lock
/// ([`crate::memory::MemHandle::atomic_guard`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GenericAtomic {
    /// `__atomic_load(size, obj, ret, order)`.
    Load,
    /// `__atomic_store(size, obj, val, order)`.
    Store,
    /// `__atomic_exchange(size, obj, val, ret, order)`.
    Exchange,
    /// `__atomic_compare_exchange(size, obj, expected, desired, success, failure)`: `true`
    /// and `*obj = *desired` when `*obj == *expected` (bytes), else `false` and
    /// `*expected = *obj`.
    CompareExchange,
}

/// The masked vector memory intrinsics. Only the lanes the mask selects touch memory, so a
/// lane outside an allocation is an error only when it is selected.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Masked {
    /// `masked.load(ptr, align, mask, passthru)`.
    Load,
    /// `masked.store(value, ptr, align, mask)`.
    Store,
    /// `masked.gather(ptrs, align, mask, passthru)`.
    Gather,
    /// `masked.scatter(value, ptrs, align, mask)`.
    Scatter,
    /// `masked.expandload(ptr, mask, passthru)`: consecutive elements into the selected lanes.
    ExpandLoad,
    /// `masked.compressstore(value, ptr, mask)`: the selected lanes to consecutive elements.
    CompressStore,
}

/// Vector reductions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Red {
    Add,
    Mul,
    And,
    Or,
    Xor,
    Smin,
    Smax,
    Umin,
    Umax,
    FAdd,
    FMul,
    FMin,
    FMax,
}

/// A function parir implements.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    Memcpy,
    Memmove,
    Memset,
    IntUn(IntUn),
    IntBi(IntBi),
    Fshl,
    Fshr,
    FUn(FUn),
    FBi(FBi),
    /// `llvm.fma`, libm's `fma`, and `llvm.fmuladd` where the target fuses: one rounding.
    Fma,
    /// `llvm.fmuladd` where the target has no fused multiply-add (`+fma`/`+fma4` not in the
    /// calling function's `target-features`): a multiply and an add, rounded each, which is
    /// how LLVM lowers it there (see [`crate::code::Code::fma`]); always so on `x86_fp80`
    /// (x87 has no fused multiply-add; see [`crate::x87`]).
    MulAdd,
    Powi,
    Reduce(Red),
    /// `*.with.overflow`: operation and signedness.
    Overflow(BinOp, bool),
    StackSave,
    StackRestore,
    Trap,
    IsConstant,
    ThreadLocalAddress,
    ObjectSize,
    VaStart,
    VaEnd,
    VaCopy,
    /// Tapir's intrinsics: `llvm.syncregion.start`, `llvm.taskframe.create` and
    /// `llvm.tapir.runtime.start` give a token (0); `llvm.taskframe.use`/`.end`,
    /// `llvm.sync.unwind` and `llvm.tapir.runtime.end` do nothing in the serial elision the
    /// interpreter runs (tasks run to their reattach before their continuation).
    SyncRegionStart,
    /// OpenCilk's reducers in the serial elision: `llvm.hyper.lookup.*(view, size, identity,
    /// reduce)` (or with the frame first: five arguments) and the older `llvm.hyper.write(view)`
    /// give the running strand's view ([`crate::reducers`]): the leftmost view in a serial
    /// run, a view per strand after a stolen spawn. Every lookup names the reducer's
    /// callbacks, so `llvm.reducer.register.*`/`unregister.*` have nothing to record.
    HyperLookup,
    ReducerRegister,
    ReducerUnregister,
    /// The CSA pathfinding builtins: no effect when run sequentially; entries
    /// return 0 as their token-like `i32`, exits and loop intrinsics return nothing.
    CsaMarker,
    /// `llvm.directive.region.entry`/`.exit` and `llvm.directive.marker` (directive regions):
    /// run sequentially, the RFC's key assumption; an entry's token is 0, a marker's `i1` is
    /// true (a spawn marker's branch enters the task, which then runs before its continuation:
    /// the serial elision).
    DirectiveEntry,
    DirectiveExit,
    DirectiveMarker,
    /// `llvm.hpvm.*`: HPVM leaf nodes ([`crate::hpvm`]).
    Hpvm(crate::hpvm::HpvmOp),
    /// `llvm.ptrmask`: pointer and mask (alignment is exact, see [`crate::memory`]).
    PtrMask,
    /// `llvm.masked.*`: vector loads and stores of the lanes a mask selects.
    Masked(Masked),
    GenericAtomic(GenericAtomic),
    Libc(Libc),
    /// C++ exceptions' runtime and intrinsics ([`crate::libc::cxx`]).
    Cxx(crate::libc::cxx::CxxFn),
}

/// The builtin a function name denotes.
pub fn resolve(name: &str) -> Option<Builtin> {
    if let Some(rest) = name.strip_prefix("llvm.") {
        if let Some(f) = crate::libc::cxx::resolve_intrinsic(rest) {
            return Some(Builtin::Cxx(f));
        }
        return intrinsic(rest);
    }
    let generic = match name {
        "__atomic_load" => Some(GenericAtomic::Load),
        "__atomic_store" => Some(GenericAtomic::Store),
        "__atomic_exchange" => Some(GenericAtomic::Exchange),
        "__atomic_compare_exchange" => Some(GenericAtomic::CompareExchange),
        _ => None,
    };
    if let Some(g) = generic {
        return Some(Builtin::GenericAtomic(g));
    }
    if let Some(f) = crate::libc::resolve(name) {
        return Some(Builtin::Libc(f));
    }
    if let Some(f) = crate::libc::cxx::resolve(name) {
        return Some(Builtin::Cxx(f));
    }
    // math.h: `sin`, and the float and long double variants `sinf`, `sinl`.
    let base = name
        .strip_suffix('f')
        .or_else(|| name.strip_suffix('l'))
        .filter(|b| math(b).is_some());
    math(name).or_else(|| base.and_then(math))
}

fn math(name: &str) -> Option<Builtin> {
    use Builtin::{FBi as B2, FUn as B1};
    Some(match name {
        "sqrt" => B1(FUn::Sqrt),
        "fabs" => B1(FUn::Fabs),
        "floor" => B1(FUn::Floor),
        "ceil" => B1(FUn::Ceil),
        "trunc" => B1(FUn::Trunc),
        "round" => B1(FUn::Round),
        "rint" | "nearbyint" => B1(FUn::Rint),
        "exp" => B1(FUn::Exp),
        "exp2" => B1(FUn::Exp2),
        "expm1" => B1(FUn::Expm1),
        "log" => B1(FUn::Log),
        "log2" => B1(FUn::Log2),
        "log10" => B1(FUn::Log10),
        "log1p" => B1(FUn::Log1p),
        "sin" => B1(FUn::Sin),
        "cos" => B1(FUn::Cos),
        "tan" => B1(FUn::Tan),
        "asin" => B1(FUn::Asin),
        "acos" => B1(FUn::Acos),
        "atan" => B1(FUn::Atan),
        "sinh" => B1(FUn::Sinh),
        "cosh" => B1(FUn::Cosh),
        "tanh" => B1(FUn::Tanh),
        "asinh" => B1(FUn::Asinh),
        "acosh" => B1(FUn::Acosh),
        "atanh" => B1(FUn::Atanh),
        "cbrt" => B1(FUn::Cbrt),
        "copysign" => B2(FBi::Copysign),
        "fmin" => B2(FBi::Minnum),
        "fmax" => B2(FBi::Maxnum),
        "pow" => B2(FBi::Pow),
        "atan2" => B2(FBi::Atan2),
        "hypot" => B2(FBi::Hypot),
        "fmod" => B2(FBi::Fmod),
        "fdim" => B2(FBi::Fdim),
        "fma" => Builtin::Fma,
        _ => return None,
    })
}

/// An intrinsic by its name without `llvm.` (type suffixes are ignored).
fn intrinsic(rest: &str) -> Option<Builtin> {
    use Builtin as B;
    let parts: Vec<&str> = rest.split('.').collect();
    let is_ty = |s: &str| {
        let t = s.trim_start_matches("nxv").trim_start_matches('v');
        let t = t.trim_start_matches(|c: char| c.is_ascii_digit());
        t.starts_with('p') && t.len() > 1 && t[1..].chars().all(|c| c.is_ascii_digit())
            || (t.starts_with('i') || t.starts_with('f'))
                && t.len() > 1
                && t[1..].chars().all(|c| c.is_ascii_digit())
            || t == "bf16"
            || t == "f80"
    };
    let mut n = parts.len();
    while n > 1 && is_ty(parts[n - 1]) {
        n -= 1;
    }
    let base = parts[..n].join(".");
    let base = base
        .strip_prefix("experimental.")
        .map(str::to_string)
        .unwrap_or(base);
    Some(match base.as_str() {
        "memcpy" | "memcpy.inline" => B::Memcpy,
        "memmove" => B::Memmove,
        "memset" | "memset.inline" => B::Memset,
        "abs" => B::IntUn(IntUn::Abs),
        "ctpop" => B::IntUn(IntUn::Ctpop),
        "ctlz" => B::IntUn(IntUn::Ctlz),
        "cttz" => B::IntUn(IntUn::Cttz),
        "bswap" => B::IntUn(IntUn::Bswap),
        "bitreverse" => B::IntUn(IntUn::Bitreverse),
        "smin" => B::IntBi(IntBi::Smin),
        "smax" => B::IntBi(IntBi::Smax),
        "umin" => B::IntBi(IntBi::Umin),
        "umax" => B::IntBi(IntBi::Umax),
        "sadd.sat" => B::IntBi(IntBi::SAddSat),
        "uadd.sat" => B::IntBi(IntBi::UAddSat),
        "ssub.sat" => B::IntBi(IntBi::SSubSat),
        "usub.sat" => B::IntBi(IntBi::USubSat),
        "fshl" => B::Fshl,
        "fshr" => B::Fshr,
        "fma" => B::Fma,
        "fmuladd" => B::MulAdd,
        "powi" => B::Powi,
        "minnum" => B::FBi(FBi::Minnum),
        "maxnum" => B::FBi(FBi::Maxnum),
        "minimum" => B::FBi(FBi::Minimum),
        "maximum" => B::FBi(FBi::Maximum),
        "copysign" => B::FBi(FBi::Copysign),
        "pow" => B::FBi(FBi::Pow),
        "roundeven" => B::FUn(FUn::RoundEven),
        "nearbyint" | "rint" => B::FUn(FUn::Rint),
        "vector.reduce.add" => B::Reduce(Red::Add),
        "vector.reduce.mul" => B::Reduce(Red::Mul),
        "vector.reduce.and" => B::Reduce(Red::And),
        "vector.reduce.or" => B::Reduce(Red::Or),
        "vector.reduce.xor" => B::Reduce(Red::Xor),
        "vector.reduce.smin" => B::Reduce(Red::Smin),
        "vector.reduce.smax" => B::Reduce(Red::Smax),
        "vector.reduce.umin" => B::Reduce(Red::Umin),
        "vector.reduce.umax" => B::Reduce(Red::Umax),
        "vector.reduce.fadd" => B::Reduce(Red::FAdd),
        "vector.reduce.fmul" => B::Reduce(Red::FMul),
        "vector.reduce.fmin" | "vector.reduce.fminimum" => B::Reduce(Red::FMin),
        "vector.reduce.fmax" | "vector.reduce.fmaximum" => B::Reduce(Red::FMax),
        "sadd.with.overflow" => B::Overflow(BinOp::Add, true),
        "uadd.with.overflow" => B::Overflow(BinOp::Add, false),
        "ssub.with.overflow" => B::Overflow(BinOp::Sub, true),
        "usub.with.overflow" => B::Overflow(BinOp::Sub, false),
        "smul.with.overflow" => B::Overflow(BinOp::Mul, true),
        "umul.with.overflow" => B::Overflow(BinOp::Mul, false),
        "masked.load" => B::Masked(Masked::Load),
        "masked.store" => B::Masked(Masked::Store),
        "masked.gather" => B::Masked(Masked::Gather),
        "masked.scatter" => B::Masked(Masked::Scatter),
        "masked.expandload" => B::Masked(Masked::ExpandLoad),
        "masked.compressstore" => B::Masked(Masked::CompressStore),
        "stacksave" => B::StackSave,
        "stackrestore" => B::StackRestore,
        "trap" | "ubsantrap" => B::Trap,
        "is.constant" => B::IsConstant,
        "threadlocal.address" => B::ThreadLocalAddress,
        "objectsize" => B::ObjectSize,
        "va_start" => B::VaStart,
        "va_end" => B::VaEnd,
        "va_copy" => B::VaCopy,
        "ptrmask" => B::PtrMask,
        "syncregion.start"
        | "taskframe.create"
        | "tapir.runtime.start"
        | "taskframe.use"
        | "taskframe.end"
        | "sync.unwind"
        | "tapir.runtime.end" => B::SyncRegionStart,
        b if b.starts_with("hyper.lookup") || b == "hyper.write" => B::HyperLookup,
        b if b.starts_with("reducer.register") => B::ReducerRegister,
        b if b.starts_with("reducer.unregister") => B::ReducerUnregister,
        b if b.starts_with("csa.") => B::CsaMarker,
        "directive.region.entry" => B::DirectiveEntry,
        "directive.region.exit" => B::DirectiveExit,
        "directive.marker" => B::DirectiveMarker,
        b if b.starts_with("hpvm.") => {
            return crate::hpvm::resolve(&b["hpvm.".len()..]).map(B::Hpvm)
        }
        "lround" | "llround" => B::Libc(Libc::Lround),
        other => return math(other),
    })
}

/// `atomicrmw` on scalars.
/// [`rmw`] on an integer of `bits` bits, 64 < `bits` <= 128 (clang's `__int128` atomics at
/// -O2: `atomicrmw max i128`, ...); `None` for an operation integers do not have.
pub fn rmw_wide(op: RmwOp, old: u128, v: u128, bits: u32) -> Option<u128> {
    let sh = 128 - bits.min(128);
    let mask = u128::MAX >> sh;
    let sx = |x: u128| ((x << sh) as i128) >> sh;
    let r = match op {
        RmwOp::Xchg => v,
        RmwOp::Add => old.wrapping_add(v),
        RmwOp::Sub => old.wrapping_sub(v),
        RmwOp::And => old & v,
        RmwOp::Nand => !(old & v),
        RmwOp::Or => old | v,
        RmwOp::Xor => old ^ v,
        RmwOp::Max => {
            if sx(old) >= sx(v) {
                old
            } else {
                v
            }
        }
        RmwOp::Min => {
            if sx(old) <= sx(v) {
                old
            } else {
                v
            }
        }
        RmwOp::UMax => (old & mask).max(v & mask),
        RmwOp::UMin => (old & mask).min(v & mask),
        _ => return None,
    };
    Some(r & mask)
}

pub fn rmw(op: RmwOp, old: u64, v: u64, sc: Sc) -> u64 {
    let bits = match sc {
        Sc::I(b) => b,
        Sc::F(k) => k.bytes() as u32 * 8,
        _ => 64,
    };
    let sh = (64 - bits) as u8;
    // The operations integers have, written once for every width.
    if let Some(r) = rmw_wide(op, u128::from(old), u128::from(v), bits) {
        return r as u64;
    }
    let k = match sc {
        Sc::F(k) => k,
        _ => Fk::F64,
    };
    let r = match op {
        RmwOp::FAdd => scalar::float_bin(BinOp::FAdd, old, v, k),
        RmwOp::FSub => scalar::float_bin(BinOp::FSub, old, v, k),
        RmwOp::FMax => scalar::fput(scalar::fget(old, k).max(scalar::fget(v, k)), k),
        RmwOp::FMin => scalar::fput(scalar::fget(old, k).min(scalar::fget(v, k)), k),
        RmwOp::UIncWrap => {
            if old >= v {
                0
            } else {
                old + 1
            }
        }
        RmwOp::UDecWrap => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
        // `rmw_wide` returned for every other operation.
        _ => unreachable!("integer atomicrmw operations are combined by rmw_wide"),
    };
    scalar::zx(r, sh)
}

/// Whether [`lane_op`] computes builtin `b` on lanes of kind `sc`, and how many operands
/// it takes.
pub fn lane_op_applies(b: Builtin, sc: Sc) -> Option<usize> {
    match (b, sc) {
        (Builtin::IntUn(_), Sc::I(bits)) if bits <= 64 => Some(1),
        (Builtin::IntBi(_), Sc::I(bits)) if bits <= 64 => Some(2),
        (Builtin::Fshl | Builtin::Fshr, Sc::I(bits)) if bits <= 64 => Some(3),
        (Builtin::FUn(_), Sc::F(_)) => Some(1),
        (Builtin::FBi(_), Sc::F(_)) => Some(2),
        (Builtin::Fma | Builtin::MulAdd, Sc::F(_)) => Some(3),
        _ => None,
    }
}

/// One lane of an elementwise intrinsic or math function (operands `x`, `y`, `z` as far as
/// it takes them), for the kinds [`lane_op_applies`] accepts. The decoder turns scalar calls
/// of these into [`crate::code::Op::Lane`], computed without a call.
pub fn lane_op(b: Builtin, x: u64, y: u64, z: u64, sc: Sc) -> u64 {
    match (b, sc) {
        (Builtin::IntUn(op), Sc::I(bits)) => int_un(op, x, bits),
        (Builtin::IntBi(op), Sc::I(bits)) => int_bi(op, x, y, bits),
        (Builtin::Fshl | Builtin::Fshr, Sc::I(bits)) => {
            let bw = bits as u128;
            let s = (z as u128) % bw;
            let cat = (x as u128) << bw | y as u128;
            let r = if b == Builtin::Fshl {
                (cat << s) >> bw
            } else {
                cat >> s
            };
            scalar::zx(r as u64, (64 - bits) as u8)
        }
        (Builtin::FUn(op), Sc::F(k)) => scalar::fput(f_un(op, scalar::fget(x, k), k), k),
        (Builtin::FBi(op), Sc::F(k)) => {
            scalar::fput(f_bi(op, scalar::fget(x, k), scalar::fget(y, k), k), k)
        }
        (Builtin::Fma, Sc::F(Fk::F32)) => f32::from_bits(x as u32)
            .mul_add(f32::from_bits(y as u32), f32::from_bits(z as u32))
            .to_bits() as u64,
        (Builtin::Fma, Sc::F(k @ (Fk::F16 | Fk::BF16))) => scalar::fput(
            scalar::fget(x, k).mul_add(scalar::fget(y, k), scalar::fget(z, k)),
            k,
        ),
        (Builtin::Fma, Sc::F(Fk::F64)) => f64::from_bits(x)
            .mul_add(f64::from_bits(y), f64::from_bits(z))
            .to_bits(),
        (Builtin::MulAdd, Sc::F(Fk::F32)) => {
            let p = f32::from_bits(x as u32) * f32::from_bits(y as u32);
            (p + f32::from_bits(z as u32)).to_bits() as u64
        }
        (Builtin::MulAdd, Sc::F(Fk::F64)) => {
            (f64::from_bits(x) * f64::from_bits(y) + f64::from_bits(z)).to_bits()
        }
        (Builtin::MulAdd, Sc::F(k)) => {
            let p = scalar::fput(scalar::fget(x, k) * scalar::fget(y, k), k);
            scalar::fput(scalar::fget(p, k) + scalar::fget(z, k), k)
        }
        _ => 0,
    }
}

fn int_un(op: IntUn, x: u64, bits: u32) -> u64 {
    let sh = (64 - bits) as u8;
    let r = match op {
        IntUn::Abs => scalar::sx(x, sh).unsigned_abs(),
        IntUn::Ctpop => x.count_ones() as u64,
        IntUn::Ctlz => (x.leading_zeros() - (64 - bits)).min(bits) as u64,
        IntUn::Cttz => x.trailing_zeros().min(bits) as u64,
        IntUn::Bswap => x.swap_bytes() >> (64 - bits),
        IntUn::Bitreverse => x.reverse_bits() >> (64 - bits),
    };
    scalar::zx(r, sh)
}

/// [`IntBi`] on integers of `bits` > 64 bits, as little-endian limbs.
fn wide_int_bi(op: IntBi, x: &[u64], y: &[u64], bits: u32) -> Result<Vec<u64>, &'static str> {
    use crate::wide::{bin, cmp, limbs};
    use parir_ir::inst::IntPredicate as P;
    let n = limbs(bits);
    let zero = vec![0u64; n];
    let ones = bin(
        BinOp::Sub,
        &zero,
        &{
            let mut one = zero.clone();
            one[0] = 1;
            one
        },
        bits,
    )?;
    // The most negative and the largest signed values.
    let mut smin = zero.clone();
    smin[((bits - 1) / 64) as usize] = 1u64 << ((bits - 1) % 64);
    let smax = bin(BinOp::Xor, &ones, &smin, bits)?;
    let neg = |v: &[u64]| cmp(P::Slt, v, &zero, bits);
    let pick = |c: bool| if c { x.to_vec() } else { y.to_vec() };
    Ok(match op {
        IntBi::Smin => pick(cmp(P::Slt, x, y, bits)),
        IntBi::Smax => pick(cmp(P::Sgt, x, y, bits)),
        IntBi::Umin => pick(cmp(P::Ult, x, y, bits)),
        IntBi::Umax => pick(cmp(P::Ugt, x, y, bits)),
        IntBi::UAddSat => {
            let r = bin(BinOp::Add, x, y, bits)?;
            if cmp(P::Ult, &r, x, bits) {
                ones
            } else {
                r
            }
        }
        IntBi::USubSat => {
            if cmp(P::Ult, x, y, bits) {
                zero
            } else {
                bin(BinOp::Sub, x, y, bits)?
            }
        }
        IntBi::SAddSat | IntBi::SSubSat => {
            let add = op == IntBi::SAddSat;
            let r = bin(if add { BinOp::Add } else { BinOp::Sub }, x, y, bits)?;
            let same_in = neg(x) == neg(y);
            let overflow = if add { same_in } else { !same_in } && neg(&r) != neg(x);
            match (overflow, neg(x)) {
                (false, _) => r,
                (true, true) => smin,
                (true, false) => smax,
            }
        }
    })
}

fn int_bi(op: IntBi, a: u64, b: u64, bits: u32) -> u64 {
    let sh = (64 - bits) as u8;
    let (sa, sb) = (scalar::sx(a, sh), scalar::sx(b, sh));
    let smax = if bits == 64 {
        i64::MAX
    } else {
        (1i64 << (bits - 1)) - 1
    };
    let smin = -smax - 1;
    let umax = scalar::zx(u64::MAX, sh);
    let r = match op {
        IntBi::Smin => {
            if sa <= sb {
                a
            } else {
                b
            }
        }
        IntBi::Smax => {
            if sa >= sb {
                a
            } else {
                b
            }
        }
        IntBi::Umin => a.min(b),
        IntBi::Umax => a.max(b),
        IntBi::SAddSat => (sa as i128 + sb as i128).clamp(smin as i128, smax as i128) as u64,
        IntBi::SSubSat => (sa as i128 - sb as i128).clamp(smin as i128, smax as i128) as u64,
        IntBi::UAddSat => (a as u128 + b as u128).min(umax as u128) as u64,
        IntBi::USubSat => a.saturating_sub(b),
    };
    scalar::zx(r, sh)
}

/// The math functions on `f32` and `f64`: `num_traits::Float` plus round-half-to-even.
trait Fp: num_traits::Float {
    fn round_ties_even_(self) -> Self;
}

impl Fp for f32 {
    fn round_ties_even_(self) -> f32 {
        self.round_ties_even()
    }
}

impl Fp for f64 {
    fn round_ties_even_(self) -> f64 {
        self.round_ties_even()
    }
}

/// A one-operand math function, computed in the operand's own width (`k`).
fn f_un(op: FUn, x: f64, k: Fk) -> f64 {
    if k == Fk::F32 {
        f_un_in(op, x as f32) as f64
    } else {
        f_un_in(op, x)
    }
}

fn f_un_in<T: Fp>(op: FUn, x: T) -> T {
    match op {
        FUn::Sqrt => x.sqrt(),
        FUn::Fabs => x.abs(),
        FUn::Floor => x.floor(),
        FUn::Ceil => x.ceil(),
        FUn::Trunc => x.trunc(),
        FUn::Round => x.round(),
        FUn::Rint | FUn::RoundEven => x.round_ties_even_(),
        FUn::Exp => x.exp(),
        FUn::Exp2 => x.exp2(),
        FUn::Expm1 => x.exp_m1(),
        FUn::Log => x.ln(),
        FUn::Log2 => x.log2(),
        FUn::Log10 => x.log10(),
        FUn::Log1p => x.ln_1p(),
        FUn::Sin => x.sin(),
        FUn::Cos => x.cos(),
        FUn::Tan => x.tan(),
        FUn::Asin => x.asin(),
        FUn::Acos => x.acos(),
        FUn::Atan => x.atan(),
        FUn::Sinh => x.sinh(),
        FUn::Cosh => x.cosh(),
        FUn::Tanh => x.tanh(),
        FUn::Asinh => x.asinh(),
        FUn::Acosh => x.acosh(),
        FUn::Atanh => x.atanh(),
        FUn::Cbrt => x.cbrt(),
    }
}

/// A two-operand math function, computed in the operands' own width (`k`).
fn f_bi(op: FBi, a: f64, b: f64, k: Fk) -> f64 {
    if k == Fk::F32 {
        f_bi_in(op, a as f32, b as f32) as f64
    } else {
        f_bi_in(op, a, b)
    }
}

fn f_bi_in<T: Fp>(op: FBi, a: T, b: T) -> T {
    match op {
        FBi::Copysign => a.copysign(b),
        FBi::Minnum => a.min(b),
        FBi::Maxnum => a.max(b),
        // IEEE minimum/maximum: NaN propagates, -0 < +0.
        FBi::Minimum => {
            if a.is_nan() || b.is_nan() {
                a + b
            } else if a == b {
                if a.is_sign_negative() {
                    a
                } else {
                    b
                }
            } else {
                a.min(b)
            }
        }
        FBi::Maximum => {
            if a.is_nan() || b.is_nan() {
                a + b
            } else if a == b {
                if a.is_sign_negative() {
                    b
                } else {
                    a
                }
            } else {
                a.max(b)
            }
        }
        FBi::Pow => a.powf(b),
        FBi::Atan2 => a.atan2(b),
        FBi::Hypot => a.hypot(b),
        FBi::Fmod => a % b,
        FBi::Fdim => {
            if a > b {
                a - b
            } else if a.is_nan() || b.is_nan() {
                T::nan()
            } else {
                T::zero()
            }
        }
    }
}

type R<T> = Result<T, Stop>;

pub(crate) fn err(msg: impl Into<String>) -> Stop {
    Stop::Error(RunError {
        message: msg.into(),
        location: None,
        stack: Vec::new(),
    })
}

pub(crate) fn me(e: MemError) -> Stop {
    err(e.0)
}

impl Machine<'_> {
    /// Lane count and scalar kind of argument `k` (lanes 0 for a scalar).
    fn arg_kind(&self, k: usize) -> R<(u32, Sc)> {
        let s = self
            .arg_shape(k)
            .ok_or_else(|| err("missing intrinsic argument"))?;
        let sc = s
            .leaves
            .first()
            .map(|l| l.sc)
            .ok_or_else(|| err("intrinsic argument without value"))?;
        if matches!(sc, Sc::I(b) if b > 64) {
            return Err(err("unsupported: intrinsic on integers wider than 64 bits"));
        }
        Ok((s.lanes, sc))
    }

    /// The width of argument `k` when it is a scalar integer wider than 64 bits.
    fn wide_scalar_arg(&self, k: usize) -> Option<u32> {
        let s = self.arg_shape(k)?;
        match s.leaves.first().map(|l| l.sc) {
            Some(Sc::I(b)) if b > 64 && s.lanes == 0 => Some(b),
            _ => None,
        }
    }

    fn lane(&self, k: usize, lane: usize) -> u64 {
        self.arg_words(k).get(lane).copied().unwrap_or(0)
    }

    /// [`Builtin::Masked`]: arguments in `argbuf`, loaded lanes to `retbuf`.
    fn masked(&mut self, op: Masked) -> R<()> {
        // (value or passthru argument, pointer argument, mask argument)
        let (v, p, k) = match op {
            Masked::Load | Masked::Gather => (3, 0, 2),
            Masked::Store | Masked::Scatter => (0, 1, 3),
            Masked::ExpandLoad => (2, 0, 1),
            Masked::CompressStore => (0, 1, 2),
        };
        let (lanes, sc) = self.arg_kind(v)?;
        let size = match sc {
            Sc::I(b) if b % 8 == 0 && b <= 64 => b as u64 / 8,
            Sc::F(k) => k.bytes(),
            Sc::Ptr => 8,
            _ => return Err(err("unsupported: masked access to elements of this type")),
        };
        let lanes = lanes.max(1) as usize;
        let mut next = self.arg(p);
        for l in 0..lanes {
            let on = self.lane(k, l) & 1 == 1;
            let at = match op {
                Masked::Gather | Masked::Scatter => self.lane(p, l),
                Masked::Load | Masked::Store => self.arg(p).wrapping_add(l as u64 * size),
                Masked::ExpandLoad | Masked::CompressStore => next,
            };
            match op {
                Masked::Load | Masked::Gather | Masked::ExpandLoad => {
                    let x = if on {
                        self.mem.load(at, size).map_err(me)?
                    } else {
                        self.lane(v, l)
                    };
                    self.retbuf.push(x);
                }
                Masked::Store | Masked::Scatter | Masked::CompressStore => {
                    if on {
                        self.mem.store(at, size, self.lane(v, l)).map_err(me)?;
                    }
                }
            }
            if on {
                next = next.wrapping_add(size);
            }
        }
        Ok(())
    }

    /// Builtin `b` on a `long double` first argument ([`crate::x87`]): `Ok(false)` when
    /// the first argument is not one.
    fn x87_builtin(&mut self, b: Builtin) -> R<bool> {
        use crate::x87::{self, ToInt};
        let is_x = |m: &Self, k: usize| {
            m.arg_shape(k)
                .is_some_and(|s| s.lanes == 0 && s.leaves.len() == 1 && s.leaves[0].sc == Sc::X80)
        };
        if !is_x(self, 0) {
            return Ok(false);
        }
        let x = |m: &Self, k: usize| {
            let w = m.arg_words(k);
            x87::words(
                w.first().copied().unwrap_or(0),
                w.get(1).copied().unwrap_or(0),
            )
        };
        let inexact = |what: String| {
            Err(err(format!(
                "unsupported: {what} on long double (x86_fp80): glibc's result is not \
                 reproduced exactly"
            )))
        };
        let (a, y, z) = (x(self, 0), x(self, 1), x(self, 2));
        let r = match b {
            Builtin::FUn(op) => match op {
                FUn::Sqrt => x87::sqrt(a),
                FUn::Fabs => x87::abs(a),
                FUn::Floor => x87::round(a, ToInt::Floor),
                FUn::Ceil => x87::round(a, ToInt::Ceil),
                FUn::Trunc => x87::round(a, ToInt::Trunc),
                FUn::Round => x87::round(a, ToInt::Round),
                FUn::Rint | FUn::RoundEven => x87::round(a, ToInt::Even),
                other => return inexact(format!("{}l", format!("{other:?}").to_lowercase())),
            },
            Builtin::FBi(op) => {
                if !is_x(self, 1) {
                    return Err(err("math function on mixed floating-point types"));
                }
                match op {
                    FBi::Copysign => x87::copysign(a, y),
                    FBi::Minnum => x87::minmax(a, y, false, false),
                    FBi::Maxnum => x87::minmax(a, y, true, false),
                    FBi::Minimum => x87::minmax(a, y, false, true),
                    FBi::Maximum => x87::minmax(a, y, true, true),
                    FBi::Fmod => x87::bin(BinOp::FRem, a, y),
                    FBi::Fdim => x87::fdim(a, y),
                    other => return inexact(format!("{}l", format!("{other:?}").to_lowercase())),
                }
            }
            Builtin::Fma | Builtin::MulAdd => {
                if !is_x(self, 1) || !is_x(self, 2) {
                    return Err(err("fma on mixed floating-point types"));
                }
                if b == Builtin::Fma {
                    x87::fma(a, y, z)
                } else {
                    x87::bin(BinOp::FAdd, x87::bin(BinOp::FMul, a, y), z)
                }
            }
            Builtin::Powi => x87::powi(a, self.arg(1) as u32 as i32),
            Builtin::Libc(Libc::Ldexp) => x87::ldexp(a, self.arg(1) as u32 as i32 as i64),
            Builtin::Libc(Libc::Frexp) => {
                let (f, e) = x87::frexp(a);
                self.mem
                    .store(self.arg(1), 4, e as u32 as u64)
                    .map_err(me)?;
                f
            }
            Builtin::Libc(Libc::Modf) => {
                let (f, i) = x87::modf(a);
                let p = self.arg(1);
                self.mem.store(p, 8, i[0]).map_err(me)?;
                self.mem.store(p.wrapping_add(8), 2, i[1]).map_err(me)?;
                f
            }
            Builtin::Libc(Libc::Lround) => {
                self.retbuf.push(x87::lround(a));
                return Ok(true);
            }
            Builtin::Reduce(_) | Builtin::Masked(_) => {
                return Err(err("unsupported: vectors of x86_fp80"))
            }
            _ => return Ok(false),
        };
        self.retbuf.extend(r);
        Ok(true)
    }

    /// Runs builtin `b` on the arguments in `argbuf`, leaving the result in `retbuf`.
    pub(crate) fn builtin(&mut self, b: Builtin, ret_shape: u32) -> R<()> {
        let maybe_x87 = matches!(
            b,
            Builtin::FUn(_)
                | Builtin::FBi(_)
                | Builtin::Fma
                | Builtin::MulAdd
                | Builtin::Powi
                | Builtin::Reduce(_)
                | Builtin::Masked(_)
                | Builtin::Libc(Libc::Ldexp | Libc::Frexp | Libc::Modf | Libc::Lround)
        );
        if maybe_x87 && self.x87_builtin(b)? {
            return Ok(());
        }
        match b {
            Builtin::Memcpy | Builtin::Memmove => {
                let (d, s, n) = (self.arg(0), self.arg(1), self.arg(2));
                self.mem.copy(d, s, n).map_err(me)?;
            }
            Builtin::Memset => {
                let (d, v, n) = (self.arg(0), self.arg(1), self.arg(2));
                self.mem.fill(d, v as u8, n).map_err(me)?;
            }
            // `llvm.smin/smax/umin/umax` and the saturating additions and subtractions of a
            // scalar wider than 64 bits (clang vectorizes taskloop and reduction index
            // arithmetic into `i128`): limb-wise.
            Builtin::IntBi(op) if self.wide_scalar_arg(0).is_some() => {
                let bits = self.wide_scalar_arg(0).unwrap_or(128);
                let (x, y) = (self.arg_words(0).to_vec(), self.arg_words(1).to_vec());
                let r = wide_int_bi(op, &x, &y, bits).map_err(err)?;
                self.retbuf.extend(r);
            }
            Builtin::IntUn(_)
            | Builtin::IntBi(_)
            | Builtin::Fshl
            | Builtin::Fshr
            | Builtin::FUn(_)
            | Builtin::FBi(_)
            | Builtin::Fma
            | Builtin::MulAdd => {
                let (lanes, sc) = self.arg_kind(0)?;
                if lane_op_applies(b, sc).is_none() {
                    return Err(err(match b {
                        Builtin::IntUn(_) | Builtin::IntBi(_) => {
                            "integer intrinsic on a non-integer"
                        }
                        Builtin::Fshl | Builtin::Fshr => "funnel shift on a non-integer",
                        Builtin::Fma | Builtin::MulAdd => "fma on a non-float",
                        _ => "math function on a non-float",
                    }));
                }
                for l in 0..lanes.max(1) as usize {
                    let r = lane_op(b, self.lane(0, l), self.lane(1, l), self.lane(2, l), sc);
                    self.retbuf.push(r);
                }
            }
            Builtin::Powi => {
                let (lanes, sc) = self.arg_kind(0)?;
                let Sc::F(k) = sc else {
                    return Err(err("powi on a non-float"));
                };
                let n = self.arg(1) as u32 as i32;
                for l in 0..lanes.max(1) as usize {
                    let x = scalar::fget(self.lane(0, l), k);
                    self.retbuf.push(scalar::fput(x.powi(n), k));
                }
            }
            Builtin::Reduce(op) => self.reduce(op)?,
            Builtin::Masked(op) => self.masked(op)?,
            Builtin::Overflow(op, signed) => {
                let (_, sc) = self.arg_kind(0)?;
                let Sc::I(bits) = sc else {
                    return Err(err("overflow intrinsic on a non-integer"));
                };
                let sh = (64 - bits) as u8;
                let (a, b) = (self.arg(0), self.arg(1));
                let (wide, fits) = if signed {
                    let (x, y) = (scalar::sx(a, sh) as i128, scalar::sx(b, sh) as i128);
                    let r = match op {
                        BinOp::Add => x + y,
                        BinOp::Sub => x - y,
                        _ => x * y,
                    };
                    let lim = 1i128 << (bits - 1);
                    (r as u64, r >= -lim && r < lim)
                } else {
                    let (x, y) = (a as u128, b as u128);
                    let r = match op {
                        BinOp::Add => x.wrapping_add(y),
                        BinOp::Sub => x.wrapping_sub(y),
                        _ => x.wrapping_mul(y),
                    };
                    (r as u64, r < (1u128 << bits))
                };
                self.retbuf.push(scalar::zx(wide, sh));
                self.retbuf.push(!fits as u64);
            }
            Builtin::StackSave => self.retbuf.push(self.stack_allocs.len() as u64),
            Builtin::StackRestore => {
                let mark = self.arg(0) as usize;
                let floor = self.frames.last().map(|f| f.allocas).unwrap_or(0);
                if mark < floor || mark > self.stack_allocs.len() {
                    return Err(err("llvm.stackrestore with a token from another frame"));
                }
                while self.stack_allocs.len() > mark {
                    if let Some(id) = self.stack_allocs.pop() {
                        self.mem.release(id);
                    }
                }
            }
            Builtin::Trap => return Err(err("llvm.trap executed (the program aborted on a trap)")),
            Builtin::IsConstant => self.retbuf.push(0),
            Builtin::GenericAtomic(op) => {
                let (size, obj) = (self.arg(0), self.arg(1));
                if size > 1 << 16 {
                    return Err(err(format!("atomic operation on {size} bytes")));
                }
                let _atomic = self.mem.atomic_guard(obj);
                let cur = self.mem.read_bytes(obj, size).map_err(me)?;
                match op {
                    GenericAtomic::Load => self.mem.write_bytes(self.arg(2), &cur).map_err(me)?,
                    GenericAtomic::Store | GenericAtomic::Exchange => {
                        let val = self.mem.read_bytes(self.arg(2), size).map_err(me)?;
                        self.mem.write_bytes(obj, &val).map_err(me)?;
                        if op == GenericAtomic::Exchange {
                            self.mem.write_bytes(self.arg(3), &cur).map_err(me)?;
                        }
                    }
                    GenericAtomic::CompareExchange => {
                        let expected = self.mem.read_bytes(self.arg(2), size).map_err(me)?;
                        let ok = cur == expected;
                        if ok {
                            let desired = self.mem.read_bytes(self.arg(3), size).map_err(me)?;
                            self.mem.write_bytes(obj, &desired).map_err(me)?;
                        } else {
                            self.mem.write_bytes(self.arg(2), &cur).map_err(me)?;
                        }
                        self.retbuf.push(ok as u64);
                    }
                }
            }
            Builtin::ThreadLocalAddress => {
                let p = self.thread_local_address(self.arg(0))?;
                self.retbuf.push(p)
            }
            Builtin::ObjectSize => {
                // `objectsize(ptr, min, nullunknown, dynamic)`: the bytes left in the object.
                let p = self.arg(0);
                let min = self.arg(1) & 1 == 1;
                let r = match self.mem.alloc_of(p) {
                    Some((a, _, off)) if off >= 0 && (off as u64) <= a.size => a.size - off as u64,
                    _ => {
                        if min {
                            0
                        } else {
                            u64::MAX
                        }
                    }
                };
                self.retbuf.push(r);
            }
            Builtin::VaStart => {
                let list = self.arg(0);
                let (va, gp, fp) = self.current_va();
                if va == 0 {
                    return Err(err("va_start in a function that is not variadic"));
                }
                // The `__va_list_tag`: gp_offset, fp_offset, overflow_arg_area,
                // reg_save_area, over the area the call laid out (see build_va_area).
                self.mem.store(list, 4, gp as u64).map_err(me)?;
                self.mem.store(list + 4, 4, fp as u64).map_err(me)?;
                self.mem.store(list + 8, 8, va + 176).map_err(me)?;
                self.mem.store(list + 16, 8, va).map_err(me)?;
            }
            Builtin::VaEnd => {}
            Builtin::SyncRegionStart => {
                if !Self::ret_is_void(ret_shape) {
                    self.retbuf.push(0);
                }
            }
            Builtin::HyperLookup => {
                // (view, size, identity, reduce), with the frame first in OpenCilk's older
                // five-operand form; `llvm.hyper.write(view)` has the view alone.
                let k = usize::from(self.argspan.len() >= 5);
                let (view, size, identity, reduce) = (
                    self.arg(k),
                    self.arg(k + 1),
                    self.arg(k + 2),
                    self.arg(k + 3),
                );
                let v = if self.argspan.len() >= 4 {
                    self.hyper_lookup(view, size, identity, reduce)?
                } else {
                    view
                };
                self.retbuf.push(v);
            }
            Builtin::ReducerRegister | Builtin::ReducerUnregister => {}
            Builtin::CsaMarker => {
                if !Self::ret_is_void(ret_shape) {
                    self.retbuf.push(0);
                }
            }
            Builtin::DirectiveEntry | Builtin::DirectiveMarker => {
                if !Self::ret_is_void(ret_shape) {
                    self.retbuf.push(u64::from(b == Builtin::DirectiveMarker));
                }
            }
            Builtin::DirectiveExit => {}
            Builtin::Hpvm(op) => self.hpvm(op)?,
            Builtin::PtrMask => self.retbuf.push(self.arg(0) & self.arg(1)),
            Builtin::VaCopy => {
                let (d, s) = (self.arg(0), self.arg(1));
                self.mem.copy(d, s, 24).map_err(me)?;
            }
            Builtin::Libc(f) => self.libc(f, ret_shape)?,
            Builtin::Cxx(f) => self.cxx(f)?,
        }
        Ok(())
    }

    fn reduce(&mut self, op: Red) -> R<()> {
        // fadd/fmul take a start value first.
        let (vk, start) = match op {
            Red::FAdd | Red::FMul => (1, Some(self.arg(0))),
            _ => (0, None),
        };
        let (lanes, sc) = self.arg_kind(vk)?;
        let vals: Vec<u64> = (0..lanes as usize).map(|l| self.lane(vk, l)).collect();
        let r = match sc {
            Sc::I(bits) => {
                let sh = (64 - bits) as u8;
                let mut acc = *vals.first().unwrap_or(&0);
                for &v in vals.iter().skip(1) {
                    acc = match op {
                        Red::Add => acc.wrapping_add(v),
                        Red::Mul => acc.wrapping_mul(v),
                        Red::And => acc & v,
                        Red::Or => acc | v,
                        Red::Xor => acc ^ v,
                        Red::Smin => int_bi(IntBi::Smin, acc, v, bits),
                        Red::Smax => int_bi(IntBi::Smax, acc, v, bits),
                        Red::Umin => acc.min(v),
                        Red::Umax => acc.max(v),
                        _ => return Err(err("float reduction on integers")),
                    };
                }
                scalar::zx(acc, sh)
            }
            Sc::F(k) => {
                let mut acc = match start {
                    Some(s) => scalar::fget(s, k),
                    None => scalar::fget(*vals.first().unwrap_or(&0), k),
                };
                let skip = if start.is_some() { 0 } else { 1 };
                for &v in vals.iter().skip(skip) {
                    let x = scalar::fget(v, k);
                    acc = match op {
                        Red::FAdd => scalar::fget(
                            scalar::float_bin(BinOp::FAdd, scalar::fput(acc, k), v, k),
                            k,
                        ),
                        Red::FMul => scalar::fget(
                            scalar::float_bin(BinOp::FMul, scalar::fput(acc, k), v, k),
                            k,
                        ),
                        Red::FMin => acc.min(x),
                        Red::FMax => acc.max(x),
                        _ => return Err(err("integer reduction on floats")),
                    };
                }
                scalar::fput(acc, k)
            }
            Sc::Ptr => return Err(err("reduction on pointers")),
            Sc::X80 => return Err(err("unsupported: vectors of x86_fp80")),
        };
        self.retbuf.push(r);
        Ok(())
    }

    /// Allocates a heap block.
    pub(crate) fn heap_alloc(&mut self, size: u64) -> R<u64> {
        self.mem.alloc(size, AllocKind::Heap).map_err(me)
    }

    /// `ret_shape` is unused by most builtins; kept for those returning aggregates.
    #[allow(dead_code)]
    fn ret_is_void(ret_shape: u32) -> bool {
        ret_shape == NONE
    }
}

#[cfg(test)]
mod wide_tests {
    use super::{wide_int_bi, IntBi};

    fn limbs(v: i128) -> Vec<u64> {
        vec![v as u64, (v >> 64) as u64]
    }

    /// `i128` min/max and saturating arithmetic, against Rust's own `i128`/`u128`.
    #[test]
    fn i128_min_max_and_saturation() {
        let cases = [
            (5i128, -7i128),
            (i128::MAX, 1),
            (i128::MIN, 1),
            (i128::MIN, -1),
            (1 << 70, 3 << 64),
            (0, 0),
        ];
        for (a, b) in cases {
            let (x, y) = (limbs(a), limbs(b));
            let (ua, ub) = (a as u128, b as u128);
            let got = |op| wide_int_bi(op, &x, &y, 128).expect("computed");
            assert_eq!(got(IntBi::Smin), limbs(a.min(b)), "{a} {b}");
            assert_eq!(got(IntBi::Smax), limbs(a.max(b)), "{a} {b}");
            assert_eq!(got(IntBi::Umin), limbs(ua.min(ub) as i128), "{a} {b}");
            assert_eq!(got(IntBi::Umax), limbs(ua.max(ub) as i128), "{a} {b}");
            assert_eq!(got(IntBi::SAddSat), limbs(a.saturating_add(b)), "{a} {b}");
            assert_eq!(got(IntBi::SSubSat), limbs(a.saturating_sub(b)), "{a} {b}");
            assert_eq!(
                got(IntBi::UAddSat),
                limbs(ua.saturating_add(ub) as i128),
                "{a} {b}"
            );
            assert_eq!(
                got(IntBi::USubSat),
                limbs(ua.saturating_sub(ub) as i128),
                "{a} {b}"
            );
        }
    }
}
