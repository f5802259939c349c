//! Specialized debug-info nodes in the form LLVM 19 holds them: LLVM keeps typed fields, not the
//! text, so `opt-19 -S` prints every node's fields in one order, leaves out those at their
//! default, always prints some that the text may omit, and reads old spellings into new fields.
//!
//! [`canonical_fields`] puts a node read by parir into that form: the order and printing rules
//! follow LLVM 19's AsmWriter (`MDFieldPrinter`: strings skipped when empty, nodes when null,
//! integers when zero, booleans at their default, unless a field is always printed) and the
//! upgrades its LLParser makes (`DISubprogram`'s `isLocal`/`isDefinition`/`isOptimized`/
//! `virtuality` into `spFlags`, a numeric `emissionKind` or `nameTableKind` into its name).
//! A node clang-19 wrote is already in this form and comes out unchanged. Kinds not listed keep
//! their fields as written.

use crate::metadata::{DiField, DiValue};

/// When a field is printed.
#[derive(Copy, Clone)]
enum Rule {
    /// Unless it is an empty string, a null node, zero, or absent.
    Skip,
    /// Always; when absent, with the value of [`Fill`].
    Always(Fill),
    /// Unless it is the boolean `true`.
    SkipTrue,
}

/// The value an always-printed field takes when the text leaves it out.
#[derive(Copy, Clone)]
enum Fill {
    Null,
    Zero,
    False,
    True,
    EmptyStr,
    /// Absent fields stay absent (LLVM prints the field only when the node has one).
    Absent,
}

use Fill::*;
use Rule::*;

/// LLVM 19's field order and printing rule for each kind this module canonicalizes.
fn table(kind: &str) -> Option<&'static [(&'static str, Rule)]> {
    Some(match kind {
        "DILocation" => &[
            ("line", Always(Zero)),
            ("column", Skip),
            ("scope", Always(Null)),
            ("inlinedAt", Skip),
            ("isImplicitCode", Skip),
        ],
        "DIEnumerator" => &[
            ("name", Always(EmptyStr)),
            ("value", Always(Zero)),
            ("isUnsigned", Skip),
        ],
        "DIBasicType" => &[
            ("tag", Skip),
            ("name", Skip),
            ("size", Skip),
            ("align", Skip),
            ("encoding", Skip),
            ("flags", Skip),
        ],
        "DIDerivedType" => &[
            ("tag", Skip),
            ("name", Skip),
            ("scope", Skip),
            ("file", Skip),
            ("line", Skip),
            ("baseType", Always(Null)),
            ("size", Skip),
            ("align", Skip),
            ("offset", Skip),
            ("flags", Skip),
            ("extraData", Skip),
            ("dwarfAddressSpace", Always(Absent)),
            ("annotations", Skip),
            ("ptrAuthKey", Always(Absent)),
            ("ptrAuthIsAddressDiscriminated", Always(Absent)),
            ("ptrAuthExtraDiscriminator", Always(Absent)),
            ("ptrAuthIsaPointer", Always(Absent)),
            ("ptrAuthAuthenticatesNullValues", Always(Absent)),
        ],
        "DICompositeType" => &[
            ("tag", Skip),
            ("name", Skip),
            ("scope", Skip),
            ("file", Skip),
            ("line", Skip),
            ("baseType", Skip),
            ("size", Skip),
            ("align", Skip),
            ("offset", Skip),
            ("flags", Skip),
            ("elements", Skip),
            ("runtimeLang", Skip),
            ("vtableHolder", Skip),
            ("templateParams", Skip),
            ("identifier", Skip),
            ("discriminator", Skip),
            ("dataLocation", Skip),
            ("associated", Skip),
            ("allocated", Skip),
            ("rank", Always(Absent)),
            ("annotations", Skip),
        ],
        "DISubroutineType" => &[("flags", Skip), ("cc", Skip), ("types", Always(Null))],
        "DIFile" => &[
            ("filename", Always(EmptyStr)),
            ("directory", Always(EmptyStr)),
            ("checksumkind", Always(Absent)),
            ("checksum", Always(Absent)),
            ("source", Skip),
        ],
        "DICompileUnit" => &[
            ("language", Always(Absent)),
            ("file", Always(Null)),
            ("producer", Skip),
            ("isOptimized", Always(False)),
            ("flags", Skip),
            ("runtimeVersion", Always(Zero)),
            ("splitDebugFilename", Skip),
            ("emissionKind", Always(Absent)),
            ("enums", Skip),
            ("retainedTypes", Skip),
            ("globals", Skip),
            ("imports", Skip),
            ("macros", Skip),
            ("dwoId", Skip),
            ("splitDebugInlining", SkipTrue),
            ("debugInfoForProfiling", Skip),
            ("nameTableKind", Skip),
            ("rangesBaseAddress", Skip),
            ("sysroot", Skip),
            ("sdk", Skip),
        ],
        "DISubprogram" => &[
            ("name", Skip),
            ("linkageName", Skip),
            ("scope", Always(Null)),
            ("file", Skip),
            ("line", Skip),
            ("type", Skip),
            ("scopeLine", Skip),
            ("containingType", Skip),
            ("virtualIndex", Skip),
            ("thisAdjustment", Skip),
            ("flags", Skip),
            ("spFlags", Always(Absent)),
            ("unit", Skip),
            ("templateParams", Skip),
            ("declaration", Skip),
            ("retainedNodes", Skip),
            ("thrownTypes", Skip),
            ("annotations", Skip),
            ("targetFuncName", Skip),
        ],
        "DILexicalBlock" => &[
            ("scope", Always(Null)),
            ("file", Skip),
            ("line", Skip),
            ("column", Skip),
        ],
        "DILexicalBlockFile" => &[
            ("scope", Always(Null)),
            ("file", Skip),
            ("discriminator", Always(Zero)),
        ],
        "DINamespace" => &[
            ("name", Skip),
            ("scope", Always(Null)),
            ("exportSymbols", Skip),
        ],
        "DITemplateTypeParameter" => &[("name", Skip), ("type", Always(Null)), ("defaulted", Skip)],
        "DITemplateValueParameter" => &[
            ("tag", Skip),
            ("name", Skip),
            ("type", Skip),
            ("defaulted", Skip),
            ("value", Always(Null)),
        ],
        "DIGlobalVariable" => &[
            ("name", Skip),
            ("linkageName", Skip),
            ("scope", Always(Null)),
            ("file", Skip),
            ("line", Skip),
            ("type", Skip),
            ("isLocal", Always(False)),
            ("isDefinition", Always(True)),
            ("declaration", Skip),
            ("templateParams", Skip),
            ("align", Skip),
            ("annotations", Skip),
        ],
        "DILocalVariable" => &[
            ("name", Skip),
            ("arg", Skip),
            ("scope", Always(Null)),
            ("file", Skip),
            ("line", Skip),
            ("type", Skip),
            ("flags", Skip),
            ("align", Skip),
            ("annotations", Skip),
        ],
        "DILabel" => &[
            ("scope", Always(Null)),
            ("name", Skip),
            ("file", Skip),
            ("line", Skip),
        ],
        "DIGlobalVariableExpression" => &[("var", Skip), ("expr", Skip)],
        "DIImportedEntity" => &[
            ("tag", Skip),
            ("name", Skip),
            ("scope", Always(Null)),
            ("entity", Skip),
            ("file", Skip),
            ("line", Skip),
            ("elements", Skip),
        ],
        _ => return None,
    })
}

/// Whether a field's value is the one [`Rule::Skip`] leaves out.
fn is_skipped_default(v: &DiValue) -> bool {
    match v {
        DiValue::Str(s) => s.is_empty(),
        DiValue::Md(r) => r.is_none(),
        DiValue::Int(t) => int_value(t) == Some(0),
        DiValue::Ident(w) => w == "false" || w == "DIFlagZero" || w == "SPFlagZero",
        DiValue::Flags(fs) => fs.iter().all(|f| f == "DIFlagZero" || f == "0"),
        DiValue::List(_) => false,
    }
}

fn int_value(t: &str) -> Option<i128> {
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return i128::from_str_radix(h, 16).ok();
    }
    t.parse().ok()
}

fn default_value(d: Fill) -> Option<DiValue> {
    Some(match d {
        Null => DiValue::Md(None),
        Zero => DiValue::Int("0".into()),
        False => DiValue::Ident("false".into()),
        True => DiValue::Ident("true".into()),
        EmptyStr => DiValue::Str(Vec::new()),
        Absent => return None,
    })
}

fn take(fields: &mut Vec<DiField>, name: &str) -> Option<DiValue> {
    let i = fields.iter().position(|f| f.name == name)?;
    Some(fields.remove(i).value)
}

fn field(name: &str, value: DiValue) -> DiField {
    DiField {
        name: name.to_string(),
        value,
    }
}

/// The `DISubprogram` flags in LLVM's order (`DISubprogram::splitFlags`: virtuality first, then
/// the others by bit).
const SP_FLAGS: [(&str, u64); 11] = [
    ("DISPFlagVirtual", 1),
    ("DISPFlagPureVirtual", 2),
    ("DISPFlagLocalToUnit", 4),
    ("DISPFlagDefinition", 8),
    ("DISPFlagOptimized", 16),
    ("DISPFlagPure", 32),
    ("DISPFlagElemental", 64),
    ("DISPFlagRecursive", 128),
    ("DISPFlagMainSubprogram", 256),
    ("DISPFlagDeleted", 512),
    ("DISPFlagObjCDirect", 2048),
];

/// The bits of a `spFlags:` value, or `None` when a word is not a flag LLVM knows (then the value
/// is kept as written).
fn sp_flag_bits(v: &DiValue) -> Option<u64> {
    let words: Vec<&str> = match v {
        DiValue::Int(t) => vec![t.as_str()],
        DiValue::Ident(w) => vec![w.as_str()],
        DiValue::Flags(fs) => fs.iter().map(String::as_str).collect(),
        _ => return None,
    };
    let mut bits = 0u64;
    for w in words {
        bits |= match SP_FLAGS.iter().find(|(n, _)| *n == w) {
            Some((_, b)) => *b,
            None if w == "DISPFlagZero" => 0,
            None => u64::try_from(int_value(w)?).ok()?,
        };
    }
    Some(bits)
}

/// `spFlags:` as LLVM prints `bits` (always present; `0` when no flag is set).
fn sp_flags_value(bits: u64) -> Option<DiValue> {
    let mut words = Vec::new();
    let mut rest = bits;
    for (n, b) in SP_FLAGS {
        if rest & b == b {
            words.push(n.to_string());
            rest &= !b;
        }
    }
    if rest != 0 {
        words.push(rest.to_string());
    }
    match words.len() {
        // AsmWriter always prints `spFlags` (no field would read back as `isDefinition: true`).
        0 => Some(DiValue::Int("0".into())),
        1 => Some(DiValue::Ident(words.pop().unwrap_or_default())),
        _ => Some(DiValue::Flags(words)),
    }
}

fn as_bool(v: Option<&DiValue>, default: bool) -> bool {
    match v {
        Some(DiValue::Ident(w)) => w == "true",
        Some(DiValue::Int(t)) => int_value(t).is_some_and(|x| x != 0),
        _ => default,
    }
}

/// LLParser's `DISubprogram` upgrade: without `spFlags`, the flags come from `isLocal`,
/// `isDefinition` (default true), `isOptimized` and `virtuality`; the old fields are not kept.
fn upgrade_subprogram(fields: &mut Vec<DiField>) {
    let is_local = take(fields, "isLocal");
    let is_definition = take(fields, "isDefinition");
    let is_optimized = take(fields, "isOptimized");
    let virtuality = take(fields, "virtuality");
    let bits = match fields.iter().find(|f| f.name == "spFlags") {
        Some(f) => match sp_flag_bits(&f.value) {
            Some(b) => b,
            None => return,
        },
        None => {
            let mut b = 0;
            match &virtuality {
                Some(DiValue::Ident(w)) if w == "DW_VIRTUALITY_virtual" => b |= 1,
                Some(DiValue::Ident(w)) if w == "DW_VIRTUALITY_pure_virtual" => b |= 2,
                Some(DiValue::Int(t)) => b |= int_value(t).unwrap_or(0) as u64 & 3,
                _ => {}
            }
            if as_bool(is_local.as_ref(), false) {
                b |= 4;
            }
            if as_bool(is_definition.as_ref(), true) {
                b |= 8;
            }
            if as_bool(is_optimized.as_ref(), false) {
                b |= 16;
            }
            b
        }
    };
    take(fields, "spFlags");
    if let Some(v) = sp_flags_value(bits) {
        fields.push(field("spFlags", v));
    }
    // LLVM prints `virtualIndex` when the subprogram is virtual (even when it is 0) or the
    // index is not 0.
    let index = take(fields, "virtualIndex");
    let zero = index.as_ref().map_or(true, is_skipped_default);
    if bits & 3 != 0 || !zero {
        fields.push(field(
            "virtualIndex",
            index.unwrap_or_else(|| DiValue::Int("0".into())),
        ));
    }
}

/// A numeric enum field read into its name (`emissionKind: 2` → `LineTablesOnly`).
fn name_enum(fields: &mut [DiField], name: &str, names: &[&str]) {
    for f in fields.iter_mut().filter(|f| f.name == name) {
        if let DiValue::Int(t) = &f.value {
            if let Some(n) = int_value(t)
                .and_then(|n| usize::try_from(n).ok())
                .and_then(|i| names.get(i))
            {
                f.value = DiValue::Ident((*n).to_string());
            }
        }
    }
}

/// The fields of a `!<kind>(...)` node as LLVM 19 prints them (see the module comment).
pub(crate) fn canonical_fields(kind: &str, mut fields: Vec<DiField>) -> Vec<DiField> {
    let Some(table) = table(kind) else {
        return fields;
    };
    match kind {
        "DISubprogram" => upgrade_subprogram(&mut fields),
        "DICompileUnit" => {
            name_enum(
                &mut fields,
                "emissionKind",
                &[
                    "NoDebug",
                    "FullDebug",
                    "LineTablesOnly",
                    "DebugDirectivesOnly",
                ],
            );
            name_enum(
                &mut fields,
                "nameTableKind",
                &["Fill", "GNU", "None", "Apple"],
            );
            if !fields.iter().any(|f| f.name == "emissionKind") {
                fields.push(field("emissionKind", DiValue::Ident("NoDebug".into())));
            }
            if let Some(i) = fields.iter().position(
                |f| matches!(&f.value, DiValue::Ident(w) if f.name == "nameTableKind" && w == "Fill"),
            ) {
                fields.remove(i);
            }
        }
        _ => {}
    }
    let mut out = Vec::with_capacity(fields.len() + 2);
    for (name, rule) in table {
        let v = take(&mut fields, name);
        let keep = match (rule, &v) {
            // The basic type's and the template value parameter's default tags are not printed.
            (_, Some(DiValue::Ident(t)))
                if *name == "tag"
                    && ((kind == "DIBasicType" && t == "DW_TAG_base_type")
                        || (kind == "DITemplateValueParameter"
                            && t == "DW_TAG_template_value_parameter")) =>
            {
                None
            }
            // `upgrade_subprogram` decided whether `virtualIndex` is printed.
            (Skip, Some(v)) if *name == "virtualIndex" => Some(v.clone()),
            (Skip, Some(v)) => (!is_skipped_default(v)).then(|| v.clone()),
            (SkipTrue, Some(v)) => {
                (!matches!(v, DiValue::Ident(w) if w == "true")).then(|| v.clone())
            }
            (Always(_), Some(v)) => Some(v.clone()),
            (Always(d), None) => default_value(*d),
            (_, None) => None,
        };
        if let Some(v) = keep {
            out.push(field(name, v));
        }
    }
    // Fields this table does not know keep their written order, after the known ones.
    out.extend(fields);
    out
}
