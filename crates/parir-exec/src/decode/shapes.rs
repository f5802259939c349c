//! Shapes of types: how a value of each type is laid out in frame slots, and the scalar
//! kind of each leaf.

use super::sh64;
use crate::code::{Leaf, Sc, Shape, MAX_INT_BITS};
use crate::layout::DataLayout;
use crate::scalar::Fk;
use parir_ir::types::{FloatKind, TypeData};
use parir_ir::{Module, Type};
use std::collections::HashMap;

/// Interned shapes of the types of a module.
#[derive(Default, Debug, Clone)]
pub struct Shapes {
    pub list: Vec<Shape>,
    map: HashMap<Type, u32>,
}

/// Most slots a single SSA value may take (a first-class array of this many scalars is far
/// beyond what compilers emit; bigger ones would make every frame huge).
const MAX_VALUE_SLOTS: u64 = 1 << 16;

impl Shapes {
    /// The shape id of `t`.
    pub fn get(&mut self, m: &Module, dl: &DataLayout, t: Type) -> Result<u32, String> {
        if let Some(&s) = self.map.get(&t) {
            return Ok(s);
        }
        let mut leaves = Vec::new();
        let slots = build_leaves(m, dl, t, 0, 0, &mut leaves, 0)?;
        let (lanes, bool_vector) = match m.types.get(t) {
            TypeData::Vector { len, elem, .. } => (*len, m.types.int_bits(*elem) == Some(1)),
            _ => (0, false),
        };
        let shape = Shape {
            slots,
            leaves,
            size: dl.alloc_size(&m.types, t),
            lanes,
            bool_vector,
        };
        let id = self.list.len() as u32;
        self.list.push(shape);
        self.map.insert(t, id);
        Ok(id)
    }
}

/// The scalar kind of a type, if it is a supported scalar.
pub fn scalar_kind(m: &Module, t: Type) -> Result<Sc, String> {
    match m.types.get(t) {
        TypeData::Int(b) if *b <= MAX_INT_BITS => Ok(Sc::I(*b)),
        TypeData::Int(b) => Err(format!(
            "unsupported: integers wider than {MAX_INT_BITS} bits (i{b})"
        )),
        TypeData::Float(FloatKind::Float) => Ok(Sc::F(Fk::F32)),
        TypeData::Float(FloatKind::Double) => Ok(Sc::F(Fk::F64)),
        TypeData::Float(FloatKind::Half) => Ok(Sc::F(Fk::F16)),
        TypeData::Float(FloatKind::BFloat) => Ok(Sc::F(Fk::BF16)),
        TypeData::Float(FloatKind::X86Fp80) => Ok(Sc::X80),
        TypeData::Float(k) => Err(format!("unsupported: floating-point type {}", k.keyword())),
        TypeData::Ptr(_) => Ok(Sc::Ptr),
        // Tokens (sync regions, coroutine ids, ...) only flow between intrinsics.
        TypeData::Token => Ok(Sc::I(64)),
        _ => Err(format!("unsupported: type {}", type_name(m, t))),
    }
}

fn type_name(m: &Module, t: Type) -> String {
    match m.types.get(t) {
        TypeData::Void => "void".into(),
        TypeData::Label => "label".into(),
        TypeData::Metadata => "metadata".into(),
        TypeData::Token => "token".into(),
        TypeData::X86Amx => "x86_amx".into(),
        TypeData::X86Mmx => "x86_mmx".into(),
        TypeData::Target { name, .. } => format!("target(\"{name}\")"),
        TypeData::Vector { scalable: true, .. } => "scalable vector".into(),
        TypeData::Named(_) => "opaque struct".into(),
        other => format!("{other:?}"),
    }
}

fn build_leaves(
    m: &Module,
    dl: &DataLayout,
    t: Type,
    slot: u32,
    off: u64,
    out: &mut Vec<Leaf>,
    depth: u32,
) -> Result<u32, String> {
    if depth > 64 {
        return Err("unsupported: type nested too deeply".into());
    }
    match m.types.get(t) {
        TypeData::Void => Ok(0),
        TypeData::Vector {
            scalable: false,
            len,
            elem,
        } => {
            let sc = scalar_kind(m, *elem)?;
            if sc == Sc::X80 {
                return Err("unsupported: vectors of x86_fp80".into());
            }
            let es = dl.store_size(&m.types, *elem);
            let mut s = slot;
            for i in 0..*len {
                out.push(Leaf {
                    slot: s,
                    off: off + i as u64 * es,
                    sc,
                });
                s += sc.slots();
            }
            Ok(s - slot)
        }
        TypeData::Array { len, elem } => {
            let es = dl.alloc_size(&m.types, *elem);
            let mut s = slot;
            if *len > MAX_VALUE_SLOTS {
                return Err(format!(
                    "unsupported: array value of {len} elements in a register"
                ));
            }
            for i in 0..*len {
                s += build_leaves(m, dl, *elem, s, off + i * es, out, depth + 1)?;
                if (s - slot) as u64 > MAX_VALUE_SLOTS {
                    return Err("unsupported: aggregate value too large for a register".into());
                }
            }
            Ok(s - slot)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let layout = dl
                .struct_layout(&m.types, t)
                .ok_or_else(|| "unsupported: value of opaque struct type".to_string())?;
            let elems = m.types.struct_elems(t).unwrap_or(&[]).to_vec();
            let mut s = slot;
            for (e, o) in elems.iter().zip(&layout.offsets) {
                s += build_leaves(m, dl, *e, s, off + o, out, depth + 1)?;
                if (s - slot) as u64 > MAX_VALUE_SLOTS {
                    return Err("unsupported: aggregate value too large for a register".into());
                }
            }
            Ok(s - slot)
        }
        _ => {
            let sc = scalar_kind(m, t)?;
            out.push(Leaf { slot, off, sc });
            Ok(sc.slots())
        }
    }
}

/// `(bytes, sh)` when a value of this shape loads with one [`Op::Ld`](crate::code::Op::Ld).
pub(super) fn simple_scalar(s: &Shape) -> Option<(u8, u8)> {
    if s.lanes != 0 || s.leaves.len() != 1 || s.leaves[0].off != 0 {
        return None;
    }
    match s.leaves[0].sc {
        Sc::I(b) if b <= 64 => Some(((b as u64).div_ceil(8) as u8, sh64(b))),
        Sc::I(_) => None,
        Sc::F(Fk::F16 | Fk::BF16) => Some((2, 48)),
        Sc::F(Fk::F32) => Some((4, 32)),
        Sc::F(Fk::F64) | Sc::Ptr => Some((8, 0)),
        Sc::X80 => None,
    }
}
