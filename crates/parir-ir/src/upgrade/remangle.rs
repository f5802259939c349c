//! Intrinsic names remangled for opaque pointers, as LLVM 19's reader does
//! (`Intrinsic::remangleIntrinsicFunction`, called from `UpgradeIntrinsicFunction`).
//!
//! An overloaded intrinsic's name ends with the mangled overload types (`llvm.memcpy.p0.p0.i64`).
//! Before opaque pointers a pointer type was mangled with its pointee (`p0i8`, `p1f32`,
//! `p0s_struct.Ss`); LLVM 19 reads such a declaration, computes the name its type has now
//! (`p0`, `p1`) and replaces the function by a new declaration of that name, created at the end
//! of the module's function list. parir does the same: it matches the old suffix against the
//! declaration's type, one suffix element per overload type in signature order, a pointer
//! element with or without a pointee, and renames the function when the name differs.
//!
//! A name without any suffix (`llvm.va_start`, `llvm.lifetime.start` on an `addrspace(5)`
//! pointer) gets the one its type gives: the mangling of each open type of the intrinsic's
//! signature (`intrinsics::overload_suffix`, from LLVM 19's `Intrinsics.td`).
//!
//! What parir leaves as written: a suffix or a type that does not match the intrinsic's
//! signature (LLVM's verifier rejects the declaration), and a new name that another function
//! already has.

use crate::intrinsics::{lookup, mangled_type, overload_suffix};
use crate::module::{GlobalId, Module};
use crate::types::{TypeData, TypeStore};
use crate::Type;

/// Suffixes longer than this are left as written (the matcher backtracks over named structs).
const MAX_SUFFIX: usize = 512;

/// Renames declaration `g` when it is an overloaded intrinsic whose suffix is in the
/// typed-pointer mangling; returns whether it did.
pub(crate) fn remangle(m: &mut Module, g: GlobalId) -> bool {
    let Some(new) = new_name(m, g) else {
        return false;
    };
    if m.global_by_name(&new).is_some() {
        return false;
    }
    m.rename_global(g, Some(new.into()))
}

fn new_name(m: &Module, g: GlobalId) -> Option<String> {
    let f = m.globals[g].as_func()?;
    if f.body.is_some() {
        return None;
    }
    let name = m.globals[g].common.name.as_deref()?;
    let intrinsic = lookup(name)?;
    if !intrinsic.is_overloaded() {
        return None;
    }
    if name == intrinsic.name() {
        // No suffix at all: the one the declaration's type gives.
        let suffix = overload_suffix(&m.types, name, f.ty)?;
        return Some(format!("{name}.{suffix}"));
    }
    let suffix = name.strip_prefix(intrinsic.name())?.strip_prefix('.')?;
    if suffix.len() > MAX_SUFFIX || !suffix.contains('p') {
        return None;
    }
    let parts = new_suffix(&m.types, suffix, &overload_candidates(&m.types, f.ty)?)?;
    let new = format!("{}.{}", intrinsic.name(), parts.join("."));
    (new != name).then_some(new)
}

/// The types an overload suffix may name, in signature order: the return type (and the
/// elements of a literal struct return, for intrinsics with several results), then the
/// parameters.
fn overload_candidates(ts: &TypeStore, fn_ty: Type) -> Option<Vec<Type>> {
    let (ret, params, _) = ts.fn_sig(fn_ty)?;
    let mut v = vec![ret];
    if let TypeData::Struct { elems, .. } = ts.get(ret) {
        v.extend(elems.iter().copied());
    }
    v.extend(params.iter().copied());
    Some(v)
}

/// The suffix's elements in today's mangling, when `suffix` is a sequence of (possibly
/// typed-pointer) manglings of an ordered selection of `cands`.
fn new_suffix(ts: &TypeStore, suffix: &str, cands: &[Type]) -> Option<Vec<String>> {
    let s = suffix.as_bytes();
    let mut out = Vec::new();
    match_elements(ts, s, 0, cands, 0, &mut out).then_some(out)
}

fn match_elements(
    ts: &TypeStore,
    s: &[u8],
    pos: usize,
    cands: &[Type],
    from: usize,
    out: &mut Vec<String>,
) -> bool {
    if pos == s.len() {
        return true;
    }
    for (j, &t) in cands.iter().enumerate().skip(from) {
        let Some(new) = mangled_type(ts, t) else {
            continue;
        };
        for end in old_forms(ts, t, s, pos) {
            let last = end == s.len();
            if last || s[end] == b'.' {
                out.push(new.clone());
                if last || match_elements(ts, s, end + 1, cands, j + 1, out) {
                    return true;
                }
                out.pop();
            }
        }
    }
    false
}

/// The end positions of the manglings of `t` that start at `pos`, pointers with or without
/// a pointee.
fn old_forms(ts: &TypeStore, t: Type, s: &[u8], pos: usize) -> Vec<usize> {
    let lit = |p: usize, text: &str| -> Option<usize> {
        s.get(p..)?
            .starts_with(text.as_bytes())
            .then_some(p + text.len())
    };
    let after = |p: Option<usize>, elem: Type| -> Vec<usize> {
        p.map(|p| old_forms(ts, elem, s, p)).unwrap_or_default()
    };
    match ts.get(t) {
        TypeData::Ptr(a) => {
            let Some(p) = lit(pos, &format!("p{a}")) else {
                return Vec::new();
            };
            let mut ends = vec![p];
            ends.extend(any_type(s, p, 0));
            ends
        }
        TypeData::Vector {
            scalable,
            len,
            elem,
        } => {
            let head = format!("{}v{len}", if *scalable { "nx" } else { "" });
            after(lit(pos, &head), *elem)
        }
        TypeData::Array { len, elem } => after(lit(pos, &format!("a{len}")), *elem),
        TypeData::Struct { elems, .. } => {
            let mut ends: Vec<usize> = lit(pos, "sl_").into_iter().collect();
            for &e in elems {
                ends = ends
                    .into_iter()
                    .flat_map(|p| old_forms(ts, e, s, p))
                    .collect();
            }
            ends.into_iter().filter_map(|p| lit(p, "s")).collect()
        }
        _ => mangled_type(ts, t)
            .and_then(|text| lit(pos, &text))
            .into_iter()
            .collect(),
    }
}

/// The end positions of any type's mangling (a pointee of a typed pointer) starting at `pos`.
fn any_type(s: &[u8], pos: usize, depth: usize) -> Vec<usize> {
    const SCALARS: &[&str] = &[
        "isVoid", "Metadata", "x86mmx", "x86amx", "ppcf128", "bf16", "f16", "f32", "f64", "f80",
        "f128",
    ];
    if depth > 16 || pos >= s.len() {
        return Vec::new();
    }
    let rest = &s[pos..];
    let digits = |p: usize| -> Option<usize> {
        let n = s[p..].iter().take_while(|c| c.is_ascii_digit()).count();
        (n > 0).then_some(p + n)
    };
    let mut ends: Vec<usize> = SCALARS
        .iter()
        .filter(|k| rest.starts_with(k.as_bytes()))
        .map(|k| pos + k.len())
        .collect();
    match rest[0] {
        b'i' => ends.extend(digits(pos + 1)),
        b'p' => {
            if let Some(p) = digits(pos + 1) {
                ends.push(p);
                ends.extend(any_type(s, p, depth + 1));
            }
        }
        b'v' | b'a' => {
            if let Some(p) = digits(pos + 1) {
                ends.extend(any_type(s, p, depth + 1));
            }
        }
        b'n' if rest.starts_with(b"nxv") => {
            if let Some(p) = digits(pos + 3) {
                ends.extend(any_type(s, p, depth + 1));
            }
        }
        b's' if rest.starts_with(b"sl_") => {
            // Elements, then the closing `s`.
            let mut frontier = vec![pos + 3];
            let mut seen = 0;
            while let Some(p) = frontier.pop() {
                seen += 1;
                if seen > 64 {
                    break;
                }
                if s.get(p) == Some(&b's') {
                    ends.push(p + 1);
                }
                frontier.extend(any_type(s, p, depth + 1));
            }
        }
        // A named struct: its name runs to some later position (names may hold dots), with or
        // without the closing `s` newer LLVMs add.
        b's' if rest.starts_with(b"s_") => ends.extend(pos + 3..=s.len()),
        _ => {}
    }
    ends.sort_unstable();
    ends.dedup();
    ends
}

#[cfg(test)]
mod tests {
    use super::*;

    fn suffix(ts: &TypeStore, s: &str, cands: &[Type]) -> Option<String> {
        new_suffix(ts, s, cands).map(|v| v.join("."))
    }

    #[test]
    fn typed_pointer_suffixes_become_opaque() {
        let mut ts = TypeStore::default();
        let (void, i1, i8t, i32t, i64t) = (ts.void(), ts.int(1), ts.int(8), ts.int(32), ts.int(64));
        let (p0, p1) = (ts.ptr(0), ts.ptr(1));
        let memcpy = [void, p0, p1, i64t, i1];
        assert_eq!(
            suffix(&ts, "p0i8.p1i8.i64", &memcpy).as_deref(),
            Some("p0.p1.i64")
        );
        assert_eq!(
            suffix(&ts, "p0.p1.i64", &memcpy).as_deref(),
            Some("p0.p1.i64")
        );
        // A pointee that is a named struct with dots in its name, and a pointer to pointer.
        assert_eq!(
            suffix(&ts, "p0s_struct.foo.bar.p1p0i32.i64", &memcpy).as_deref(),
            Some("p0.p1.i64")
        );
        let v = ts.intern(TypeData::Vector {
            scalable: false,
            len: 4,
            elem: p0,
        });
        let gather = [v, v, i32t, i8t];
        assert_eq!(suffix(&ts, "v4p0f32", &gather).as_deref(), Some("v4p0"));
        // A suffix that names a type the declaration does not have is not matched.
        assert_eq!(suffix(&ts, "p2i8", &memcpy), None);
        assert_eq!(suffix(&ts, "i16", &memcpy), None);
    }
}
