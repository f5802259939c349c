//! The `OpenCL.DebugInfo.100` extended instruction set: its instructions' operands and the
//! names of its own operand kinds, as the published grammar gives them (SPIRV-Headers,
//! `extinst.opencl.debuginfo.100.grammar.json`). `rspirv` has no table for this set.
//!
//! llvm-spirv-15 writes LLVM's debug information with this set by default, so the decoder
//! must know which of an instruction's words are ids and which are literals or enumerants
//! (`DebugCompilationUnit 65536 4 %src OpenCL_C`): without it a version number would be
//! taken for an id out of bound. The disassembler names the instructions and enumerants as
//! `spirv-dis` does; the reader leaves debug information out of the IR it writes.

use rspirv::grammar::OperandKind as K;

/// The set's name in `OpExtInstImport`.
pub const SET_NAME: &str = "OpenCL.DebugInfo.100";

/// An operand kind of this set's own (the others are core kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DebugKind {
    /// `DebugInfoFlags`, a bit mask.
    InfoFlags,
    /// `DebugBaseTypeAttributeEncoding`.
    BaseTypeEncoding,
    /// `DebugCompositeType`.
    CompositeType,
    /// `DebugTypeQualifier`.
    TypeQualifier,
    /// `DebugOperation`.
    Operation,
    /// `DebugImportedEntity`.
    ImportedEntity,
}

/// One operand of an instruction of the set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    Id,
    Literal,
    /// A core value enumeration (`SourceLanguage`, `StorageClass`).
    Core(K),
    Debug(DebugKind),
}

/// How many times an operand occurs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    One,
    Optional,
    Any,
}

/// An instruction of the set.
pub struct Instruction {
    pub opcode: u32,
    pub name: &'static str,
    pub operands: &'static [(Param, Count)],
}

use Count::{Any, One, Optional};
use DebugKind as D;
use Param::{Id, Literal};

const FLAGS: Param = Param::Debug(D::InfoFlags);

macro_rules! insts {
    ($($n:literal $name:ident [$($p:expr, $c:ident);* $(;)?])*) => {
        &[$(Instruction {
            opcode: $n,
            name: stringify!($name),
            operands: &[$(($p, $c)),*],
        }),*]
    };
}

/// The instructions, by opcode (the index is the opcode).
const TABLE: &[Instruction] = insts! {
    0 DebugInfoNone []
    1 DebugCompilationUnit [Literal, One; Literal, One; Id, One; Param::Core(K::SourceLanguage), One]
    2 DebugTypeBasic [Id, One; Id, One; Param::Debug(D::BaseTypeEncoding), One]
    3 DebugTypePointer [Id, One; Param::Core(K::StorageClass), One; FLAGS, One]
    4 DebugTypeQualifier [Id, One; Param::Debug(D::TypeQualifier), One]
    5 DebugTypeArray [Id, One; Id, Any]
    6 DebugTypeVector [Id, One; Literal, One]
    7 DebugTypedef [Id, One; Id, One; Id, One; Literal, One; Literal, One; Id, One]
    8 DebugTypeFunction [FLAGS, One; Id, One; Id, Any]
    9 DebugTypeEnum [Id, One; Id, One; Id, One; Literal, One; Literal, One; Id, One; Id, One;
        FLAGS, One; Id, Any]
    10 DebugTypeComposite [Id, One; Param::Debug(D::CompositeType), One; Id, One; Literal, One;
        Literal, One; Id, One; Id, One; Id, One; FLAGS, One; Id, Any]
    11 DebugTypeMember [Id, One; Id, One; Id, One; Literal, One; Literal, One; Id, One; Id, One;
        Id, One; FLAGS, One; Id, Optional]
    12 DebugTypeInheritance [Id, One; Id, One; Id, One; Id, One; FLAGS, One]
    13 DebugTypePtrToMember [Id, One; Id, One]
    14 DebugTypeTemplate [Id, One; Id, Any]
    15 DebugTypeTemplateParameter [Id, One; Id, One; Id, One; Id, One; Literal, One; Literal, One]
    16 DebugTypeTemplateTemplateParameter [Id, One; Id, One; Id, One; Literal, One; Literal, One]
    17 DebugTypeTemplateParameterPack [Id, One; Id, One; Literal, One; Literal, One; Id, Any]
    18 DebugGlobalVariable [Id, One; Id, One; Id, One; Literal, One; Literal, One; Id, One;
        Id, One; Id, One; FLAGS, One; Id, Optional]
    19 DebugFunctionDeclaration [Id, One; Id, One; Id, One; Literal, One; Literal, One; Id, One;
        Id, One; FLAGS, One]
    20 DebugFunction [Id, One; Id, One; Id, One; Literal, One; Literal, One; Id, One; Id, One;
        FLAGS, One; Literal, One; Id, One; Id, Optional]
    21 DebugLexicalBlock [Id, One; Literal, One; Literal, One; Id, One; Id, Optional]
    22 DebugLexicalBlockDiscriminator [Id, One; Literal, One; Id, One]
    23 DebugScope [Id, One; Id, Optional]
    24 DebugNoScope []
    25 DebugInlinedAt [Literal, One; Id, One; Id, Optional]
    26 DebugLocalVariable [Id, One; Id, One; Id, One; Literal, One; Literal, One; Id, One;
        FLAGS, One; Literal, Optional]
    27 DebugInlinedVariable [Id, One; Id, One]
    28 DebugDeclare [Id, One; Id, One; Id, One]
    29 DebugValue [Id, One; Id, One; Id, One; Id, Any]
    30 DebugOperation [Param::Debug(D::Operation), One; Literal, Any]
    31 DebugExpression [Id, Any]
    32 DebugMacroDef [Id, One; Literal, One; Id, One; Id, Optional]
    33 DebugMacroUndef [Id, One; Literal, One; Id, One]
    34 DebugImportedEntity [Id, One; Param::Debug(D::ImportedEntity), One; Id, One; Id, One;
        Literal, One; Literal, One; Id, One]
    35 DebugSource [Id, One; Id, Optional]
    36 DebugModuleINTEL [Id, One; Id, One; Id, One; Literal, One; Id, One; Id, One; Id, One;
        Literal, One]
};

/// The instruction numbered `opcode`, if the set has it.
pub fn lookup(opcode: u32) -> Option<&'static Instruction> {
    TABLE.get(opcode as usize).filter(|i| i.opcode == opcode)
}

/// The instruction named `name`.
pub fn lookup_name(name: &str) -> Option<&'static Instruction> {
    TABLE.iter().find(|i| i.name == name)
}

const INFO_FLAGS: &[(u32, &str)] = &[
    (0x1, "FlagIsProtected"),
    (0x2, "FlagIsPrivate"),
    (0x4, "FlagIsLocal"),
    (0x8, "FlagIsDefinition"),
    (0x10, "FlagFwdDecl"),
    (0x20, "FlagArtificial"),
    (0x40, "FlagExplicit"),
    (0x80, "FlagPrototyped"),
    (0x100, "FlagObjectPointer"),
    (0x200, "FlagStaticMember"),
    (0x400, "FlagIndirectVariable"),
    (0x800, "FlagLValueReference"),
    (0x1000, "FlagRValueReference"),
    (0x2000, "FlagIsOptimized"),
    (0x4000, "FlagIsEnumClass"),
    (0x8000, "FlagTypePassByValue"),
    (0x10000, "FlagTypePassByReference"),
];

fn values(k: DebugKind) -> &'static [&'static str] {
    match k {
        D::InfoFlags => &[],
        D::BaseTypeEncoding => &[
            "Unspecified",
            "Address",
            "Boolean",
            "Float",
            "Signed",
            "SignedChar",
            "Unsigned",
            "UnsignedChar",
        ],
        D::CompositeType => &["Class", "Structure", "Union"],
        D::TypeQualifier => &["ConstType", "VolatileType", "RestrictType", "AtomicType"],
        D::Operation => &[
            "Deref",
            "Plus",
            "Minus",
            "PlusUconst",
            "BitPiece",
            "Swap",
            "Xderef",
            "StackValue",
            "Constu",
            "Fragment",
        ],
        D::ImportedEntity => &["ImportedModule", "ImportedDeclaration"],
    }
}

/// An enumerant's name as `spirv-dis` prints it: flags bit by bit joined with `|` (`None`
/// for 0), a value by its name; a number where the grammar has no name.
pub fn enum_name(k: DebugKind, v: u32) -> String {
    if k == D::InfoFlags {
        if v == 0 {
            return "None".into();
        }
        let known: u32 = INFO_FLAGS.iter().map(|(b, _)| b).sum();
        if v & !known != 0 {
            return format!("0x{v:04x}");
        }
        let names: Vec<&str> = INFO_FLAGS
            .iter()
            .filter(|(b, _)| v & b != 0)
            .map(|(_, n)| *n)
            .collect();
        return names.join("|");
    }
    values(k)
        .get(v as usize)
        .map_or_else(|| v.to_string(), |s| (*s).to_string())
}

/// The value of the enumerant `name` (flags joined with `|`).
pub fn enum_value(k: DebugKind, name: &str) -> Option<u32> {
    if k == D::InfoFlags {
        if name == "None" {
            return Some(0);
        }
        return name.split('|').try_fold(0, |acc, part| {
            INFO_FLAGS
                .iter()
                .find(|(_, n)| *n == part)
                .map(|(b, _)| acc | b)
        });
    }
    values(k).iter().position(|s| *s == name).map(|p| p as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcodes_are_indices() {
        for (i, inst) in TABLE.iter().enumerate() {
            assert_eq!(inst.opcode as usize, i, "{}", inst.name);
        }
        assert_eq!(lookup_name("DebugScope").map(|i| i.opcode), Some(23));
        assert!(lookup(37).is_none());
    }

    #[test]
    fn flags_print_bit_by_bit() {
        assert_eq!(enum_name(D::InfoFlags, 0), "None");
        assert_eq!(
            enum_name(D::InfoFlags, 0x88),
            "FlagIsDefinition|FlagPrototyped"
        );
        assert_eq!(
            enum_value(D::InfoFlags, "FlagIsDefinition|FlagPrototyped"),
            Some(0x88)
        );
        assert_eq!(enum_name(D::BaseTypeEncoding, 4), "Signed");
        assert_eq!(enum_name(D::Operation, 12), "12");
    }
}
