//! Friendly names for ids, as `spirv-dis` chooses them (SPIRV-Tools' friendly name mapper):
//! `OpName`s (sanitized: characters other than letters, digits and `_` become `_`), then
//! names derived from types (`uint`, `v4float`, `_ptr_CrossWorkgroup_uint`) and scalar
//! constants (`uint_0`, `int_n1`, `float_0_5`, `true`); a name already taken gets `_0`,
//! `_1`, ... appended; every other id keeps its number.

use crate::dis::{enum_name, float_text};
use crate::grammar::{Inst, Number, Operand};
use rspirv::grammar::OperandKind as K;
use spirv::Op;
use std::collections::{HashMap, HashSet};

struct Mapper {
    names: HashMap<u32, String>,
    used: HashSet<String>,
}

impl Mapper {
    fn sanitize(s: &str) -> String {
        if s.is_empty() {
            return "_".into();
        }
        s.chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect()
    }

    fn save(&mut self, id: u32, suggested: &str) {
        if self.names.contains_key(&id) {
            return;
        }
        let base = Self::sanitize(suggested);
        let mut name = base.clone();
        if !self.used.insert(name.clone()) {
            let mut k = 0u32;
            loop {
                name = format!("{base}_{k}");
                if self.used.insert(name.clone()) {
                    break;
                }
                k += 1;
            }
        }
        self.names.insert(id, name);
    }

    fn name(&self, id: u32) -> String {
        self.names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| id.to_string())
    }
}

fn lit(i: &Inst, k: usize) -> Option<u32> {
    match i.operands.get(k) {
        Some(Operand::Literal(v)) => Some(*v),
        _ => None,
    }
}

fn idop(i: &Inst, k: usize) -> Option<u32> {
    match i.operands.get(k) {
        Some(Operand::Id(v) | Operand::ResultType(v)) => Some(*v),
        _ => None,
    }
}

/// The friendly name of every id that gets one (the others print as numbers).
pub fn friendly_names(insts: &[Inst]) -> HashMap<u32, String> {
    let mut m = Mapper {
        names: HashMap::new(),
        used: HashSet::new(),
    };
    // OpName first (they precede everything they name), then the rest in order.
    for i in insts {
        if i.opcode == Op::Name as u16 {
            if let (Some(Operand::Id(t)), Some(Operand::String(s))) =
                (i.operands.first(), i.operands.get(1))
            {
                m.save(*t, s);
            }
        }
    }
    for i in insts {
        if i.opcode == Op::Decorate as u16 {
            if let (
                Some(Operand::Id(t)),
                Some(Operand::Enum(K::Decoration, 11)),
                Some(Operand::Enum(K::BuiltIn, b)),
            ) = (i.operands.first(), i.operands.get(1), i.operands.get(2))
            {
                let n = builtin_name(*b);
                m.save(*t, &n);
            }
            continue;
        }
        let Some(r) = i.result() else { continue };
        let op = i.opcode;
        let name = if op == Op::TypeVoid as u16 {
            Some("void".to_string())
        } else if op == Op::TypeBool as u16 {
            Some("bool".to_string())
        } else if op == Op::TypeInt as u16 {
            let (w, s) = (lit(i, 1).unwrap_or(0), lit(i, 2).unwrap_or(0));
            let (mut sign, root) = match w {
                8 => ("", "char".to_string()),
                16 => ("", "short".to_string()),
                32 => ("", "int".to_string()),
                64 => ("", "long".to_string()),
                _ => ("i", w.to_string()),
            };
            if s == 0 {
                sign = "u";
            }
            Some(format!("{sign}{root}"))
        } else if op == Op::TypeFloat as u16 {
            Some(match lit(i, 1).unwrap_or(0) {
                16 => "half".to_string(),
                32 => "float".to_string(),
                64 => "double".to_string(),
                w => format!("fp{w}"),
            })
        } else if op == Op::TypeVector as u16 {
            idop(i, 1).map(|c| format!("v{}{}", lit(i, 2).unwrap_or(0), m.name(c)))
        } else if op == Op::TypeMatrix as u16 {
            idop(i, 1).map(|c| format!("mat{}{}", lit(i, 2).unwrap_or(0), m.name(c)))
        } else if op == Op::TypeArray as u16 {
            match (idop(i, 1), idop(i, 2)) {
                (Some(e), Some(n)) => Some(format!("_arr_{}_{}", m.name(e), m.name(n))),
                _ => None,
            }
        } else if op == Op::TypeRuntimeArray as u16 {
            idop(i, 1).map(|e| format!("_runtimearr_{}", m.name(e)))
        } else if op == Op::TypePointer as u16 {
            match (i.operands.get(1), idop(i, 2)) {
                (Some(Operand::Enum(K::StorageClass, sc)), Some(p)) => Some(format!(
                    "_ptr_{}_{}",
                    enum_name(K::StorageClass, *sc),
                    m.name(p)
                )),
                _ => None,
            }
        } else if op == Op::TypeStruct as u16 {
            // spirv-dis names an unnamed struct by its id.
            Some(format!("_struct_{r}"))
        } else if op == Op::TypePipeStorage as u16 {
            Some("PipeStorage".into())
        } else if op == Op::TypeNamedBarrier as u16 {
            Some("NamedBarrier".into())
        } else if op == Op::TypeEvent as u16 {
            Some("Event".into())
        } else if op == Op::TypeDeviceEvent as u16 {
            Some("DeviceEvent".into())
        } else if op == Op::TypeReserveId as u16 {
            Some("ReserveId".into())
        } else if op == Op::TypeQueue as u16 {
            Some("Queue".into())
        } else if op == Op::TypeSampler as u16 {
            Some("type_sampler".into())
        } else if op == Op::TypeOpaque as u16 {
            match i.operands.get(1) {
                Some(Operand::String(s)) => Some(format!("Opaque_{s}")),
                _ => None,
            }
        } else if op == Op::TypePipe as u16 {
            match i.operands.get(1) {
                Some(Operand::Enum(k, v)) => Some(format!("Pipe{}", enum_name(*k, *v))),
                _ => None,
            }
        } else if op == Op::ConstantTrue as u16 {
            Some("true".into())
        } else if op == Op::ConstantFalse as u16 {
            Some("false".into())
        } else if op == Op::Constant as u16 {
            let ty = i.result_type().unwrap_or(0);
            match i.operands.get(2) {
                Some(Operand::Number(n)) => {
                    let v = match *n {
                        Number::Int {
                            bits,
                            signed,
                            value,
                        } => {
                            let s = if signed && bits < 64 {
                                let shift = 64 - bits;
                                (((value << shift) as i64) >> shift).to_string()
                            } else if signed {
                                (value as i64).to_string()
                            } else {
                                value.to_string()
                            };
                            Some(s.replace('-', "n"))
                        }
                        Number::Float { bits, value } => Some(
                            float_text(bits, value)
                                .replace('-', "n")
                                .replace(['.', '+'], "_"),
                        ),
                        Number::Raw(_) => None,
                    };
                    v.map(|v| format!("{}_{v}", m.name(ty)))
                }
                _ => None,
            }
        } else {
            None
        };
        if let Some(n) = name {
            m.save(r, &n);
        }
    }
    m.names
}

/// The name SPIRV-Tools gives a variable decorated with built-in `b`: GLSL's `gl_*` name
/// where GLSL has one, else the built-in's own name.
fn builtin_name(b: u32) -> String {
    use spirv::BuiltIn as B;
    let Some(x) = B::from_u32(b) else {
        return b.to_string();
    };
    let gl = match x {
        B::Position => "gl_Position",
        B::PointSize => "gl_PointSize",
        B::ClipDistance => "gl_ClipDistance",
        B::CullDistance => "gl_CullDistance",
        B::VertexId => "gl_VertexID",
        B::InstanceId => "gl_InstanceID",
        B::VertexIndex => "gl_VertexIndex",
        B::InstanceIndex => "gl_InstanceIndex",
        B::PrimitiveId => "gl_PrimitiveID",
        B::InvocationId => "gl_InvocationID",
        B::Layer => "gl_Layer",
        B::ViewportIndex => "gl_ViewportIndex",
        B::TessLevelOuter => "gl_TessLevelOuter",
        B::TessLevelInner => "gl_TessLevelInner",
        B::TessCoord => "gl_TessCoord",
        B::PatchVertices => "gl_PatchVertices",
        B::FragCoord => "gl_FragCoord",
        B::PointCoord => "gl_PointCoord",
        B::FrontFacing => "gl_FrontFacing",
        B::SampleId => "gl_SampleID",
        B::SamplePosition => "gl_SamplePosition",
        B::SampleMask => "gl_SampleMask",
        B::FragDepth => "gl_FragDepth",
        B::HelperInvocation => "gl_HelperInvocation",
        B::NumWorkgroups => "gl_NumWorkGroups",
        B::WorkgroupSize => "gl_WorkGroupSize",
        B::WorkgroupId => "gl_WorkGroupID",
        B::LocalInvocationId => "gl_LocalInvocationID",
        B::GlobalInvocationId => "gl_GlobalInvocationID",
        B::LocalInvocationIndex => "gl_LocalInvocationIndex",
        other => return format!("{other:?}"),
    };
    gl.to_string()
}
