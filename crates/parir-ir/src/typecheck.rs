//! Type rules shared by the parser and the verifier: cast validity, GEP result types, and the
//! `.ll` spelling of types for messages.

use crate::inst::CastOp;
use crate::types::{StructBody, StructName, Type, TypeData, TypeStore};

/// The `.ll` spelling of a type (identified structs by name).
pub fn type_string(ts: &TypeStore, t: Type) -> String {
    let mut s = String::new();
    write_type(ts, t, &mut s, 0);
    s
}

fn write_type(ts: &TypeStore, t: Type, out: &mut String, depth: u32) {
    use std::fmt::Write;
    if depth > 32 {
        out.push_str("...");
        return;
    }
    match ts.get(t) {
        TypeData::Void => out.push_str("void"),
        TypeData::Label => out.push_str("label"),
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Token => out.push_str("token"),
        TypeData::X86Amx => out.push_str("x86_amx"),
        TypeData::X86Mmx => out.push_str("x86_mmx"),
        TypeData::Float(k) => out.push_str(k.keyword()),
        TypeData::Int(b) => {
            let _ = write!(out, "i{b}");
        }
        TypeData::Ptr(0) => out.push_str("ptr"),
        TypeData::Ptr(a) => {
            let _ = write!(out, "ptr addrspace({a})");
        }
        TypeData::Vector {
            scalable,
            len,
            elem,
        } => {
            out.push('<');
            if *scalable {
                out.push_str("vscale x ");
            }
            let _ = write!(out, "{len} x ");
            write_type(ts, *elem, out, depth + 1);
            out.push('>');
        }
        TypeData::Array { len, elem } => {
            let _ = write!(out, "[{len} x ");
            write_type(ts, *elem, out, depth + 1);
            out.push(']');
        }
        TypeData::Struct { packed, elems } => {
            write_struct_body(ts, *packed, elems, out, depth);
        }
        TypeData::Named(id) => match &ts.structs[*id].name {
            StructName::Named(n) => {
                let _ = write!(out, "%{n}");
            }
            StructName::Unnamed => {
                // Without a printer's numbering, show the body.
                match &ts.structs[*id].body {
                    StructBody::Opaque => out.push_str("opaque"),
                    StructBody::Body { packed, elems } => {
                        write_struct_body(ts, *packed, elems, out, depth)
                    }
                }
            }
        },
        TypeData::Function {
            ret,
            params,
            varargs,
        } => {
            write_type(ts, *ret, out, depth + 1);
            out.push_str(" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(ts, *p, out, depth + 1);
            }
            if *varargs {
                if !params.is_empty() {
                    out.push_str(", ");
                }
                out.push_str("...");
            }
            out.push(')');
        }
        TypeData::Target { name, types, ints } => {
            let _ = write!(out, "target(\"{name}\"");
            for t in types {
                out.push_str(", ");
                write_type(ts, *t, out, depth + 1);
            }
            for i in ints {
                let _ = write!(out, ", {i}");
            }
            out.push(')');
        }
    }
}

fn write_struct_body(ts: &TypeStore, packed: bool, elems: &[Type], out: &mut String, depth: u32) {
    if packed {
        out.push('<');
    }
    if elems.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, e) in elems.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(ts, *e, out, depth + 1);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// Checks a cast from `from` to `to` as LLVM's `CastInst::castIsValid` does.
pub fn check_cast(ts: &TypeStore, op: CastOp, from: Type, to: Type) -> Result<(), String> {
    let bad = || {
        Err(format!(
            "invalid cast opcode for cast from '{}' to '{}'",
            type_string(ts, from),
            type_string(ts, to)
        ))
    };
    let fv = ts.vector_len(from);
    let tv = ts.vector_len(to);
    if fv.is_some() != tv.is_some() && op != CastOp::BitCast {
        return bad();
    }
    if let (Some(a), Some(b)) = (fv, tv) {
        if a != b && op != CastOp::BitCast {
            return bad();
        }
    }
    let fs = ts.scalar(from);
    let tsc = ts.scalar(to);
    let fi = ts.int_bits(fs);
    let ti = ts.int_bits(tsc);
    let ff = ts.float_kind(fs).map(|k| k.bits());
    let tf = ts.float_kind(tsc).map(|k| k.bits());
    let ok = match op {
        CastOp::Trunc => matches!((fi, ti), (Some(a), Some(b)) if a > b),
        CastOp::ZExt | CastOp::SExt => matches!((fi, ti), (Some(a), Some(b)) if a < b),
        CastOp::FPTrunc => matches!((ff, tf), (Some(a), Some(b)) if a > b),
        CastOp::FPExt => matches!((ff, tf), (Some(a), Some(b)) if a < b),
        CastOp::FPToUI | CastOp::FPToSI => ff.is_some() && ti.is_some(),
        CastOp::UIToFP | CastOp::SIToFP => fi.is_some() && tf.is_some(),
        CastOp::PtrToInt => ts.is_ptr(fs) && ti.is_some(),
        CastOp::IntToPtr => fi.is_some() && ts.is_ptr(tsc),
        CastOp::AddrSpaceCast => {
            ts.is_ptr(fs) && ts.is_ptr(tsc) && ts.addrspace(from) != ts.addrspace(to)
        }
        CastOp::BitCast => {
            if ts.is_ptr_or_ptr_vector(from) || ts.is_ptr_or_ptr_vector(to) {
                ts.is_ptr_or_ptr_vector(from)
                    && ts.is_ptr_or_ptr_vector(to)
                    && ts.addrspace(from) == ts.addrspace(to)
                    && fv == tv
            } else {
                match (ts.primitive_bits(from), ts.primitive_bits(to)) {
                    (Some(a), Some(b)) => a == b && !ts.is_aggregate(from),
                    _ => false,
                }
            }
        }
    };
    if ok {
        Ok(())
    } else {
        bad()
    }
}

/// The result type of a GEP with source element type `src` over operands of types `ops`
/// (`ops[0]` is the pointer, then the indices). `consts[i]` is the value of index `i` (aligned
/// with `ops`) when it is a constant integer; struct indices must be. Vector operands make a
/// vector of pointers.
pub fn gep_result_type(
    ts: &mut TypeStore,
    src: Type,
    ops: &[Type],
    consts: &[Option<i128>],
) -> Result<Type, String> {
    let Some(&ptr) = ops.first() else {
        return Err("getelementptr needs a pointer operand".into());
    };
    if !ts.is_sized(src) && !ts.contains_scalable(src) {
        return Err("base element of getelementptr must be sized".into());
    }
    let mut vec_len = ts.vector_len(ptr);
    for &i in &ops[1..] {
        if ts.int_bits(ts.scalar(i)).is_none() {
            return Err("getelementptr index must be an integer".into());
        }
        if let Some(l) = ts.vector_len(i) {
            match vec_len {
                Some(v) if v != l => {
                    return Err("getelementptr vector index has a wrong number of elements".into())
                }
                _ => vec_len = Some(l),
            }
        }
    }
    // Walk the indexed type (struct indices must be constants; the verifier checks values).
    let mut cur = src;
    for k in 2..ops.len() {
        match ts.get(cur).clone() {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => cur = elem,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let field = consts
                    .get(k)
                    .copied()
                    .flatten()
                    .and_then(|v| usize::try_from(v).ok());
                match (ts.struct_elems(cur), field) {
                    (Some(e), Some(f)) if f < e.len() => cur = e[f],
                    _ => return Err("invalid getelementptr indices".into()),
                }
            }
            _ => return Err("invalid getelementptr indices".into()),
        }
    }
    let a = ts.addrspace(ptr).unwrap_or(0);
    let p = ts.ptr(a);
    Ok(match vec_len {
        Some((len, scalable)) => ts.intern(TypeData::Vector {
            scalable,
            len,
            elem: p,
        }),
        None => p,
    })
}
