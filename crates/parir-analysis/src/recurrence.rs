//! The one description of a reduction's operation every recognizer and consumer shares (the
//! claims' phi classifier, the vectorizer, CSA SPMDization, the executor): its kind, its
//! identity, how two partial results combine, and whether the order of combining matters.
//!
//! It plays the part of LLVM's `RecurKind` plus the parts of `RecurrenceDescriptor` that do
//! not depend on the loop (the recognizers find the phi and its update chain and keep them
//! beside the kind).
//!
//! ```
//! use parir_analysis::recurrence::RecurKind;
//! use parir_ir::inst::BinOp;
//! let k = RecurKind::from_binop(BinOp::Add).unwrap();
//! assert_eq!(k.name(), "add");
//! assert_eq!(k.identity_int(32), Some(0));
//! assert_eq!(RecurKind::SMin.identity_int(8), Some(0x7f));
//! assert_eq!(RecurKind::SMax.combine_int(0xff, 0x01, 8), 0x01); // -1 vs 1 at i8
//! assert_eq!(RecurKind::FAdd.identity_float(), Some(-0.0));
//! assert!(RecurKind::FAdd.is_ordered(false) && !RecurKind::FAdd.is_ordered(true));
//! assert!(!RecurKind::Add.is_ordered(false));
//! ```

use crate::induction::{mask, signed};
use parir_ir::inst::{BinOp, IntPredicate};
use parir_ir::{Module, Type, Value};

/// The operation a reduction combines its values with.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RecurKind {
    /// `add`, and `sub` with the running value on the left.
    Add,
    Mul,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    UMin,
    UMax,
    /// `fadd`, and `fsub` with the running value on the left.
    FAdd,
    FMul,
    /// `llvm.minnum`, or `fcmp` + `select` with `nnan nsz`.
    FMin,
    /// `llvm.maxnum`, or `fcmp` + `select` with `nnan nsz`.
    FMax,
}

impl RecurKind {
    /// A short name for messages, also the suffix of `llvm.vector.reduce.*` (`add`, `smin`,
    /// `fadd`, ...).
    pub fn name(self) -> &'static str {
        match self {
            RecurKind::Add => "add",
            RecurKind::Mul => "mul",
            RecurKind::And => "and",
            RecurKind::Or => "or",
            RecurKind::Xor => "xor",
            RecurKind::SMin => "smin",
            RecurKind::SMax => "smax",
            RecurKind::UMin => "umin",
            RecurKind::UMax => "umax",
            RecurKind::FAdd => "fadd",
            RecurKind::FMul => "fmul",
            RecurKind::FMin => "fmin",
            RecurKind::FMax => "fmax",
        }
    }

    /// The kind of a reduction updated by binary operation `op` (`sub`/`fsub` count as
    /// `add`/`fadd`: the running value on the left loses each term); `None` for an operation
    /// that is not associative.
    pub fn from_binop(op: BinOp) -> Option<RecurKind> {
        Some(match op {
            BinOp::Add | BinOp::Sub => RecurKind::Add,
            BinOp::Mul => RecurKind::Mul,
            BinOp::And => RecurKind::And,
            BinOp::Or => RecurKind::Or,
            BinOp::Xor => RecurKind::Xor,
            BinOp::FAdd | BinOp::FSub => RecurKind::FAdd,
            BinOp::FMul => RecurKind::FMul,
            _ => return None,
        })
    }

    /// The binary operation that combines two partial results (`None` for min/max).
    pub fn binop(self) -> Option<BinOp> {
        Some(match self {
            RecurKind::Add => BinOp::Add,
            RecurKind::Mul => BinOp::Mul,
            RecurKind::And => BinOp::And,
            RecurKind::Or => BinOp::Or,
            RecurKind::Xor => BinOp::Xor,
            RecurKind::FAdd => BinOp::FAdd,
            RecurKind::FMul => BinOp::FMul,
            _ => return None,
        })
    }

    /// For an integer min/max, the predicate `icmp p a, b` that selects `a`.
    pub fn min_max_predicate(self) -> Option<IntPredicate> {
        Some(match self {
            RecurKind::SMin => IntPredicate::Slt,
            RecurKind::SMax => IntPredicate::Sgt,
            RecurKind::UMin => IntPredicate::Ult,
            RecurKind::UMax => IntPredicate::Ugt,
            _ => return None,
        })
    }

    /// Whether the operation works on floating-point values.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            RecurKind::FAdd | RecurKind::FMul | RecurKind::FMin | RecurKind::FMax
        )
    }

    /// Whether `x op x == x`: partial results may then all start from the initial value.
    pub fn is_idempotent(self) -> bool {
        use RecurKind::*;
        matches!(self, And | Or | SMin | SMax | UMin | UMax | FMin | FMax)
    }

    /// Whether partial results must be combined in iteration order (LLVM's ordered, or
    /// strict, reductions): a floating-point sum or product whose updates may not be
    /// reassociated (`reassoc` absent) rounds differently in any other order.
    pub fn is_ordered(self, reassoc: bool) -> bool {
        matches!(self, RecurKind::FAdd | RecurKind::FMul) && !reassoc
    }

    /// The identity of an integer operation at width `bits` (`x op id == x`), its low `bits`
    /// bits zero-extended; `None` on floating-point kinds.
    pub fn identity_int(self, bits: u32) -> Option<u64> {
        let all = mask(bits);
        let smin = 1u64 << (bits.clamp(1, 64) - 1);
        Some(match self {
            RecurKind::Add | RecurKind::Or | RecurKind::Xor | RecurKind::UMax => 0,
            RecurKind::Mul => 1,
            RecurKind::And | RecurKind::UMin => all,
            RecurKind::SMin => all >> 1,
            RecurKind::SMax => smin,
            _ => return None,
        })
    }

    /// The identity of a floating-point operation (`-0.0` for `fadd`: `x + -0.0 == x` for
    /// every `x`, `+0.0` included); `None` on integer kinds.
    pub fn identity_float(self) -> Option<f64> {
        Some(match self {
            RecurKind::FAdd => -0.0,
            RecurKind::FMul => 1.0,
            RecurKind::FMin => f64::INFINITY,
            RecurKind::FMax => f64::NEG_INFINITY,
            _ => return None,
        })
    }

    /// The identity as a constant of type `ty` in `m`, when `ty` is an integer or a
    /// floating-point type the kind applies to and the identity is exact in it.
    pub fn identity_const(self, m: &mut Module, ty: Type) -> Option<Value> {
        if let Some(bits) = m.types.int_bits(ty) {
            let v = self.identity_int(bits)?;
            // Signed, as every other constant of parir's passes is interned.
            let v = if bits <= 64 {
                signed(v, bits) as i128
            } else {
                v as i128
            };
            return Some(Value::Const(m.consts.int(ty, bits, v)));
        }
        let kind = m.types.float_kind(ty)?;
        let v = self.identity_float()?;
        let bits = parir_ir::float::from_double_exact(v.to_bits(), kind)?;
        Some(Value::Const(
            m.consts
                .intern_raw(ty, parir_ir::value::ConstData::Float(bits)),
        ))
    }

    /// `a op b` on `bits`-bit integers (zero-extended in and out); an integer kind only
    /// (floating-point kinds return `a`).
    pub fn combine_int(self, a: u64, b: u64, bits: u32) -> u64 {
        let m = mask(bits);
        let (a, b) = (a & m, b & m);
        match self {
            RecurKind::Add => a.wrapping_add(b) & m,
            RecurKind::Mul => a.wrapping_mul(b) & m,
            RecurKind::And => a & b,
            RecurKind::Or => a | b,
            RecurKind::Xor => a ^ b,
            RecurKind::SMin if signed(a, bits) <= signed(b, bits) => a,
            RecurKind::SMax if signed(a, bits) >= signed(b, bits) => a,
            RecurKind::SMin | RecurKind::SMax => b,
            RecurKind::UMin => a.min(b),
            RecurKind::UMax => a.max(b),
            _ => a,
        }
    }

    /// `a op b` on floating-point values; a floating-point kind only (integer kinds return
    /// `a`).
    pub fn combine_float(self, a: f64, b: f64) -> f64 {
        match self {
            RecurKind::FAdd => a + b,
            RecurKind::FMul => a * b,
            RecurKind::FMin => a.min(b),
            RecurKind::FMax => a.max(b),
            _ => a,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RecurKind::{self, *};

    const ALL: [RecurKind; 13] = [
        Add, Mul, And, Or, Xor, SMin, SMax, UMin, UMax, FAdd, FMul, FMin, FMax,
    ];

    /// The identity is neutral on both sides for every value tried, at several widths.
    #[test]
    fn identities_are_neutral() {
        for k in ALL {
            if k.is_float() {
                let id = k.identity_float().unwrap();
                for x in [0.0, -0.0, 1.5, -3.25, 1e300, f64::INFINITY] {
                    assert_eq!(k.combine_float(x, id).to_bits(), x.to_bits(), "{k:?} {x}");
                    assert_eq!(k.combine_float(id, x).to_bits(), x.to_bits(), "{k:?} {x}");
                }
                assert_eq!(k.identity_int(32), None);
                continue;
            }
            assert_eq!(k.identity_float(), None);
            for bits in [1, 8, 32, 64] {
                let id = k.identity_int(bits).unwrap();
                for x in [0u64, 1, 2, 0x7f, 0x80, 0xff, u64::MAX, 1 << 63] {
                    let x = x & super::mask(bits);
                    assert_eq!(k.combine_int(x, id, bits), x, "{k:?} i{bits} {x}");
                    assert_eq!(k.combine_int(id, x, bits), x, "{k:?} i{bits} {x}");
                }
            }
        }
    }

    #[test]
    fn idempotent_kinds_combine_a_value_with_itself_to_itself() {
        for k in ALL
            .into_iter()
            .filter(|k| k.is_idempotent() && !k.is_float())
        {
            for x in [0u64, 5, 0xff] {
                assert_eq!(k.combine_int(x, x, 8), x, "{k:?}");
            }
        }
        assert!(!Add.is_idempotent() && !FMul.is_idempotent());
    }
}
