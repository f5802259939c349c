//! The disassembler: text in `spirv-dis`'s syntax (SPIRV-Tools), the draft INTEL tokens by
//! name. With [`Options::raw_ids`] ids print as `%<number>` (`spirv-dis --raw-id`).
//!
//! The layout follows `spirv-dis`: the header as comments (`; SPIR-V`, `; Version`,
//! `; Generator`, `; Bound`, `; Schema`), then one instruction per line, the result id
//! right-aligned in 12 columns before ` = ` so that opcodes line up at column 15.

use crate::binary::{self, Error};
use crate::grammar::{self, MaskKind, Number, Operand};
use rspirv::binary::Disassemble;
use rspirv::grammar::OperandKind as K;
use std::collections::HashMap;
use std::fmt::Write;

/// Disassembler options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// `%<number>` for every id instead of friendly names.
    pub raw_ids: bool,
    /// No header comments.
    pub no_header: bool,
}

/// Disassembles a binary.
pub fn disassemble(bytes: &[u8], opts: Options) -> Result<String, Error> {
    let m = binary::parse(bytes)?;
    let insts = grammar::decode(&m)?;
    Ok(disassemble_decoded(&m.header, &insts, opts))
}

/// The registered SPIR-V generators' names (SPIR-V registry, `spir-v.xml`), as `spirv-dis`
/// prints them.
fn generator_name(id: u32) -> Option<&'static str> {
    Some(match id {
        0 => "Khronos",
        1 => "LunarG",
        2 => "Valve",
        3 => "Codeplay",
        4 => "NVIDIA",
        5 => "ARM",
        6 => "Khronos LLVM/SPIR-V Translator",
        7 => "Khronos SPIR-V Tools Assembler",
        8 => "Khronos Glslang Reference Front End",
        9 => "Qualcomm",
        10 => "AMD",
        11 => "Intel",
        12 => "Imagination",
        13 => "Google Shaderc over Glslang",
        14 => "Google spiregg",
        15 => "Google rspirv",
        16 => "X-LEGEND Mesa-IR/SPIR-V Translator",
        17 => "Khronos SPIR-V Tools Linker",
        18 => "Wine VKD3D Shader Compiler",
        19 => "Clay Clay Shader Compiler",
        20 => "W3C WebGPU Group WHLSL Shader Translator",
        21 => "Google Clspv",
        22 => "Google MLIR SPIR-V Serializer",
        23 => "Google Tint Compiler",
        24 => "Google ANGLE Shader Compiler",
        25 => "Netease Games Messiah Shader Compiler",
        26 => "Xenia Xenia Emulator Microcode Translator",
        27 => "Embark Studios Rust GPU Compiler Backend",
        28 => "gfx-rs community Naga",
        29 => "Mikkosoft Productions MSP Shader Compiler",
        30 => "SpvGenTwo community SpvGenTwo SPIR-V IR Tools",
        31 => "Google Skia SkSL",
        32 => "TornadoVM Beehive SPIRV Toolkit",
        33 => "DragonJoker ShaderWriter",
        34 => "Rayan Hatout SPIRVSmith",
        35 => "Saarland University Shady",
        36 => "Taichi Graphics Taichi",
        37 => "heroseh Hero C Compiler",
        38 => "Meta SparkSL",
        39 => "SirLynix Nazara ShaderLang Compiler",
        _ => return None,
    })
}

/// The name of a value enumerant of kind `k`, or its number.
pub fn enum_name(k: K, v: u32) -> String {
    macro_rules! named {
        ($t:ty) => {
            <$t>::from_u32(v).map(|x| format!("{x:?}"))
        };
    }
    let name = match k {
        K::Capability => match v {
            grammar::CAP_ACCESS_GROUP => Some("AccessGroupAnnotationINTEL".to_string()),
            grammar::CAP_DEPENDENCY => Some("DependencyAnnotationINTEL".to_string()),
            _ => named!(spirv::Capability),
        },
        K::Decoration => match v {
            grammar::DECORATION_ACCESS_GROUP => Some("AccessGroupINTEL".to_string()),
            _ => named!(spirv::Decoration),
        },
        K::SourceLanguage => named!(spirv::SourceLanguage),
        K::ExecutionModel => named!(spirv::ExecutionModel),
        K::AddressingModel => named!(spirv::AddressingModel),
        K::MemoryModel => named!(spirv::MemoryModel),
        K::ExecutionMode => named!(spirv::ExecutionMode),
        K::StorageClass => named!(spirv::StorageClass),
        K::Dim => named!(spirv::Dim).map(|s| s.trim_start_matches("Dim").to_string()),
        K::SamplerAddressingMode => named!(spirv::SamplerAddressingMode),
        K::SamplerFilterMode => named!(spirv::SamplerFilterMode),
        K::ImageFormat => named!(spirv::ImageFormat),
        K::ImageChannelOrder => named!(spirv::ImageChannelOrder),
        K::ImageChannelDataType => named!(spirv::ImageChannelDataType),
        K::FPRoundingMode => named!(spirv::FPRoundingMode),
        K::LinkageType => named!(spirv::LinkageType),
        K::AccessQualifier => named!(spirv::AccessQualifier),
        K::FunctionParameterAttribute => named!(spirv::FunctionParameterAttribute),
        K::BuiltIn => named!(spirv::BuiltIn),
        K::Scope => named!(spirv::Scope),
        K::GroupOperation => named!(spirv::GroupOperation),
        K::KernelEnqueueFlags => named!(spirv::KernelEnqueueFlags),
        _ => None,
    };
    name.unwrap_or_else(|| v.to_string())
}

/// The names of the bits of a mask, joined by `|` in ascending order (`None` for 0).
pub fn mask_name(k: MaskKind, bits: u32) -> String {
    if bits == 0 {
        return "None".into();
    }
    let mut intel = Vec::new();
    let mut rest = bits;
    match k {
        MaskKind::MemoryAccess if bits & grammar::MEMORY_ACCESS_GROUP_MASK != 0 => {
            rest &= !grammar::MEMORY_ACCESS_GROUP_MASK;
            intel.push("AccessGroupMaskINTEL");
        }
        MaskKind::LoopControl => {
            if bits & grammar::LOOP_PARALLEL_ACCESSES != 0 {
                rest &= !grammar::LOOP_PARALLEL_ACCESSES;
                intel.push("ParallelAccessesINTEL");
            }
            if bits & grammar::LOOP_DEPENDENCY_ACCESSES != 0 {
                rest &= !grammar::LOOP_DEPENDENCY_ACCESSES;
                intel.push("DependencyAccessesINTEL");
            }
        }
        _ => {}
    }
    macro_rules! bits {
        ($t:ty) => {
            <$t>::from_bits(rest).map(|x| x.disassemble())
        };
    }
    let core = if rest == 0 {
        Some(String::new())
    } else {
        match k {
            MaskKind::ImageOperands => bits!(spirv::ImageOperands),
            MaskKind::FpFastMathMode => bits!(spirv::FPFastMathMode),
            MaskKind::SelectionControl => bits!(spirv::SelectionControl),
            MaskKind::LoopControl => bits!(spirv::LoopControl),
            MaskKind::FunctionControl => bits!(spirv::FunctionControl),
            MaskKind::MemorySemantics => bits!(spirv::MemorySemantics),
            MaskKind::MemoryAccess => bits!(spirv::MemoryAccess),
            MaskKind::KernelProfilingInfo => bits!(spirv::KernelProfilingInfo),
            MaskKind::RayFlags => bits!(spirv::RayFlags),
            MaskKind::FragmentShadingRate => bits!(spirv::FragmentShadingRate),
        }
    };
    let Some(core) = core else {
        return format!("0x{bits:04x}");
    };
    let mut parts: Vec<&str> = Vec::new();
    if !core.is_empty() {
        parts.push(&core);
    }
    parts.extend(intel);
    parts.join("|")
}

/// A float in `spirv-dis`'s style: the shortest decimal with the type's `max_digits10`
/// significant digits in `%g` form, hexadecimal for infinities and NaNs.
pub fn float_text(bits: u32, value: u64) -> String {
    match bits {
        32 => {
            let f = f32::from_bits(value as u32);
            if !f.is_finite() {
                return hex_float(value, 8, 23);
            }
            g_format(f64::from(f), 9)
        }
        64 => {
            let f = f64::from_bits(value);
            if !f.is_finite() {
                return hex_float(value, 11, 52);
            }
            g_format(f, 17)
        }
        16 => hex_float(value, 5, 10),
        _ => format!("0x{value:x}"),
    }
}

/// `%.{p}g`, as C++ streams print with `setprecision(p)`.
fn g_format(x: f64, p: usize) -> String {
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    let sci = format!("{:.*e}", p - 1, x);
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let strip = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if e < -4 || e >= p as i32 {
        let m = strip(mant);
        let sign = if e < 0 { '-' } else { '+' };
        format!("{m}e{sign}{:02}", e.abs())
    } else {
        let decimals = (p as i32 - 1 - e).max(0) as usize;
        strip(&format!("{:.*}", decimals, x))
    }
}

/// A hexadecimal float (`0x1.8p+1`), SPIRV-Tools' form for values `%g` cannot show.
fn hex_float(value: u64, exp_bits: u32, man_bits: u32) -> String {
    let sign = (value >> (exp_bits + man_bits)) & 1 == 1;
    let exp = ((value >> man_bits) & ((1 << exp_bits) - 1)) as i64;
    let man = value & ((1u64 << man_bits) - 1);
    let bias = (1i64 << (exp_bits - 1)) - 1;
    let (lead, e) = if exp == 0 {
        if man == 0 {
            (0, 0)
        } else {
            (0, 1 - bias)
        }
    } else {
        (1, exp - bias)
    };
    // Mantissa digits: whole nibbles, trailing zeros dropped.
    let pad = (4 - man_bits % 4) % 4;
    let m = man << pad;
    let digits = (man_bits + pad) / 4;
    let mut hex = format!("{:0width$x}", m, width = digits as usize);
    while hex.ends_with('0') {
        hex.pop();
    }
    let frac = if hex.is_empty() {
        String::new()
    } else {
        format!(".{hex}")
    };
    format!(
        "{}0x{lead}{frac}p{}{}",
        if sign { "-" } else { "" },
        if e < 0 { "-" } else { "+" },
        e.abs()
    )
}

fn number_text(n: &Number) -> String {
    match *n {
        Number::Int {
            bits,
            signed,
            value,
        } => {
            if signed && bits < 64 && bits > 0 {
                let shift = 64 - bits;
                (((value << shift) as i64) >> shift).to_string()
            } else if signed {
                (value as i64).to_string()
            } else {
                value.to_string()
            }
        }
        Number::Float { bits, value } => float_text(bits, value),
        Number::Raw(w) => w.to_string(),
    }
}

fn quote(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            o.push('\\');
        }
        o.push(c);
    }
    o.push('"');
    o
}

/// Disassembles decoded instructions.
pub fn disassemble_decoded(
    header: &binary::Header,
    insts: &[grammar::Inst],
    opts: Options,
) -> String {
    let mut out = String::new();
    if !opts.no_header {
        let (maj, min) = header.version_pair();
        let gen_id = header.generator >> 16;
        let gen_ver = header.generator & 0xffff;
        let gen = match generator_name(gen_id) {
            Some(n) => format!("{n}; {gen_ver}"),
            None => format!("Unknown({gen_id}); {gen_ver}"),
        };
        let _ = write!(
            out,
            "; SPIR-V\n; Version: {maj}.{min}\n; Generator: {gen}\n; Bound: {}\n; Schema: {}\n",
            header.bound, header.schema
        );
    }
    let names = if opts.raw_ids {
        HashMap::new()
    } else {
        crate::names::friendly_names(insts)
    };
    let id = |x: u32| -> String {
        match names.get(&x) {
            Some(n) => format!("%{n}"),
            None => format!("%{x}"),
        }
    };
    // Extended instruction set names, for OpExtInst.
    let mut sets: HashMap<u32, String> = HashMap::new();
    for i in insts {
        if i.opcode == spirv::Op::ExtInstImport as u16 {
            if let (Some(r), Some(Operand::String(s))) = (i.result(), i.operands.get(1)) {
                sets.insert(r, s.clone());
            }
        }
    }
    for i in insts {
        let name = grammar::opcode_name(i.opcode).unwrap_or_else(|| format!("Op{}", i.opcode));
        let mut line = String::new();
        if let Some(r) = i.result() {
            let _ = write!(line, "{:>12} = ", id(r));
        } else {
            line.push_str(&" ".repeat(15));
        }
        line.push_str(&name);
        let mut set: Option<&str> = None;
        for o in &i.operands {
            match o {
                Operand::Result(_) => continue,
                Operand::ResultType(t) => {
                    let _ = write!(line, " {}", id(*t));
                }
                Operand::Id(x) => {
                    if i.opcode == spirv::Op::ExtInst as u16 && set.is_none() {
                        set = sets.get(x).map(String::as_str);
                    }
                    let _ = write!(line, " {}", id(*x));
                }
                Operand::Literal(v) => {
                    let _ = write!(line, " {v}");
                }
                Operand::Number(n) => {
                    let _ = write!(line, " {}", number_text(n));
                }
                Operand::String(s) => {
                    let _ = write!(line, " {}", quote(s));
                }
                Operand::Enum(k, v) => {
                    let _ = write!(line, " {}", enum_name(*k, *v));
                }
                Operand::Mask(k, v) => {
                    let _ = write!(line, " {}", mask_name(*k, *v));
                }
                Operand::ExtInst(n) => {
                    let nm = match set {
                        Some("OpenCL.std") => {
                            rspirv::grammar::OpenCLStd100InstructionTable::lookup_opcode(*n)
                                .map(|g| g.opname.to_string())
                        }
                        Some("GLSL.std.450") => {
                            rspirv::grammar::GlslStd450InstructionTable::lookup_opcode(*n)
                                .map(|g| g.opname.to_string())
                        }
                        Some(crate::debuginfo::SET_NAME) => {
                            crate::debuginfo::lookup(*n).map(|g| g.name.to_string())
                        }
                        _ => None,
                    };
                    let _ = write!(line, " {}", nm.unwrap_or_else(|| n.to_string()));
                }
                Operand::Debug(k, v) => {
                    let _ = write!(line, " {}", crate::debuginfo::enum_name(*k, *v));
                }
                Operand::SpecOp(op) => {
                    let nm = grammar::opcode_name(*op as u16)
                        .map(|s| s.trim_start_matches("Op").to_string())
                        .unwrap_or_else(|| op.to_string());
                    let _ = write!(line, " {nm}");
                }
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}
