//! Building IR for the passes: declaring the functions they call (intrinsics get LLVM 19's
//! attributes for them), making direct calls, and finding the function a call calls. One
//! place for what the CSA, directive and loop transformation passes need.

use parir_ir::attrs::{Attr, AttrList};
use parir_ir::inst::{Bundle, CallData, Flags, InstData, InstKind, TailKind};
use parir_ir::module::{Function, GlobalCommon, GlobalKind, GlobalValue, Linkage};
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Module, Type, Value};

/// The function named `name` of type `fn_ty`: the existing one, or a new external declaration
/// with function attributes `attrs`. A global of that name that is not a function of that
/// type is an error naming `expected` (the signature the caller needs, as text).
pub fn declare_function(
    m: &mut Module,
    name: &str,
    fn_ty: Type,
    attrs: Vec<Attr>,
    expected: &str,
) -> Result<GlobalId, String> {
    if let Some(g) = m.global_by_name(name) {
        return match m.globals[g].as_func() {
            Some(f) if f.ty == fn_ty => Ok(g),
            _ => Err(format!(
                "@{name} is already declared with another type; expected {expected}"
            )),
        };
    }
    let e = m.attrs.empty();
    let mut decl = Function::declaration(&m.types, fn_ty, e);
    decl.attrs.func = m.attrs.intern(attrs);
    m.add_global(GlobalValue {
        common: GlobalCommon {
            name: Some(name.into()),
            linkage: Linkage::External,
            ..GlobalCommon::default()
        },
        kind: GlobalKind::Func(Box::new(decl)),
    })
    .ok_or_else(|| format!("cannot declare @{name}"))
}

/// A direct call of function `g` with `args` and operand `bundles`, not yet placed in a
/// block; `None` if `g` is not a function.
pub fn direct_call(
    m: &mut Module,
    g: GlobalId,
    args: Vec<Value>,
    bundles: Vec<Bundle>,
) -> Option<InstData> {
    let fn_ty = m.globals[g].as_func()?.ty;
    let (ret, _, _) = m.types.fn_sig(fn_ty)?;
    let ptr = m.global_ptr_type(g);
    let callee = m.consts.intern_raw(ptr, ConstData::Global(g));
    let e = m.attrs.empty();
    Some(InstData::new(
        InstKind::Call(Box::new(CallData {
            callee: Value::Const(callee),
            fn_ty,
            args,
            attrs: AttrList {
                func: e,
                ret: e,
                params: Vec::new(),
            },
            cc: 0,
            tail: TailKind::None,
            flags: Flags::default(),
            bundles,
            addrspace: None,
        })),
        ret,
    ))
}

/// The function a call instruction calls directly, with its name.
pub fn callee_name<'m>(m: &'m Module, d: &InstData) -> Option<(GlobalId, &'m str)> {
    let c = d.kind.call_data()?;
    let Value::Const(k) = c.callee else {
        return None;
    };
    match m.consts.get(k).data {
        ConstData::Global(g) => {
            let f = m.globals.get(g)?;
            f.as_func()?;
            Some((g, f.name()?))
        }
        _ => None,
    }
}

pub use parir_analysis::memory::value_type;

/// The integer value of a constant operand.
pub fn const_int(m: &Module, v: Value) -> Option<i64> {
    match v {
        Value::Const(k) => match &m.consts.get(k).data {
            ConstData::Int(x) => x.as_i128().and_then(|x| i64::try_from(x).ok()),
            _ => None,
        },
        _ => None,
    }
}

/// The intrinsic `name` (with its overload suffix) of type `fn_ty`: the existing declaration,
/// or a new one with the attributes LLVM 19 gives that intrinsic.
pub fn declare_intrinsic(m: &mut Module, name: &str, fn_ty: Type) -> Result<GlobalId, String> {
    let fresh = m.global_by_name(name).is_none();
    let g = declare_function(m, name, fn_ty, Vec::new(), name)?;
    if fresh {
        if let Some(intr) = parir_ir::intrinsics::lookup(name) {
            let list = intr.attributes();
            let func = m.attrs.intern(list.func.clone());
            let ret = m.attrs.intern(list.ret.clone());
            if let Some(f) = m.globals[g].as_func_mut() {
                f.attrs.func = func;
                f.attrs.ret = ret;
            }
            for (i, a) in &list.params {
                let a = m.attrs.intern(a.clone());
                if let Some(p) = m.globals[g]
                    .as_func_mut()
                    .and_then(|f| f.attrs.params.get_mut(*i))
                {
                    *p = a;
                }
            }
        }
    }
    Ok(g)
}

/// The overload suffix of a type as LLVM mangles intrinsic names (`i32`, `f64`, `p0`,
/// `v4i32`, `v2p0`); `None` for types LLVM does not mangle.
pub fn mangled_type(m: &Module, t: Type) -> Option<String> {
    parir_ir::intrinsics::mangled_type(&m.types, t)
}
