//! The CSA intrinsics: names, signatures, their C builtins and Fortran procedures, how a call
//! of one is recognized, and how passes declare and call them (seed
//! `csa-pathfinding-builtins.rst`, "User-Visible Intrinsics" and "Internal Intrinsics").
//!
//! | intrinsic | signature | C builtin | Fortran |
//! |---|---|---|---|
//! | `llvm.csa.parallel.loop` | `void ()` | `__builtin_csa_parallel_loop()` | `builtin_csa_parallel_loop()` |
//! | `llvm.csa.spmd` | `void (i32 workers, i32 chunk)` | `__builtin_csa_spmd(w, c)` | `builtin_csa_spmd(w, c)` |
//! | `llvm.csa.spmdization` | `void (i32 workers, ptr kind)` | `__builtin_csa_spmdization(w, "kind")` | — |
//! | `llvm.csa.pipeline.loop` | `void (i32 depth)` | `__builtin_csa_pipeline_loop(d)` | `builtin_csa_pipeline_loop(d)` |
//! | `llvm.csa.parallel.region.entry` | `i32 (i32 region_id)` | `__builtin_csa_parallel_region_entry(id)` | — |
//! | `llvm.csa.parallel.region.exit` | `void (i32 entry)` | `__builtin_csa_parallel_region_exit(r)` | — |
//! | `llvm.csa.parallel.section.entry` | `i32 (i32 region_entry)` | `__builtin_csa_parallel_section_entry(r)` | — |
//! | `llvm.csa.parallel.section.exit` | `void (i32 entry)` | `__builtin_csa_parallel_section_exit(s)` | — |
//! | `llvm.csa.spmdization.entry` | `i32 (i32 workers, i32 chunk)` | internal | — |
//! | `llvm.csa.spmdization.exit` | `void (i32 entry)` | internal | — |
//! | `llvm.csa.pipeline.loop.entry` | `i32 (i32 depth)` | internal | — |
//! | `llvm.csa.pipeline.loop.exit` | `void (i32 entry)` | internal | — |
//!
//! The seed gives the `Syntax` of the last eight; the IR names of the four loop intrinsics
//! follow LLVM's spelling of the intrinsic IDs the seed's Fortran table names
//! (`Intrinsic::csa_parallel_loop` is `llvm.csa.parallel.loop`), with the C builtins'
//! parameters (`docs/decisions.md`). LLVM 19 does not know any of them: it accepts them as
//! declarations of unknown `llvm.*` functions, so parir checks their signatures
//! ([`super::check`]). Passes declare them `nounwind willreturn memory(inaccessiblemem:
//! readwrite)`, the seed's `IntrInaccessibleMemOrArgMemOnly` for intrinsics without pointer
//! arguments ("Intrinsic Properties and Optimization Interaction").

use parir_ir::attrs::{Attr, AttrKind, MemoryEffects, ModRef};
use parir_ir::inst::{InstData, InstKind};
use parir_ir::module::GlobalKind;
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Module, Type, Value};

/// A CSA intrinsic.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CsaIntrinsic {
    ParallelLoop,
    Spmd,
    Spmdization,
    PipelineLoop,
    RegionEntry,
    RegionExit,
    SectionEntry,
    SectionExit,
    SpmdizationEntry,
    SpmdizationExit,
    PipelineLoopEntry,
    PipelineLoopExit,
}

/// A parameter or result type of a CSA intrinsic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    Void,
    I32,
    Ptr,
}

impl CsaIntrinsic {
    /// Every CSA intrinsic.
    pub const ALL: [CsaIntrinsic; 12] = [
        CsaIntrinsic::ParallelLoop,
        CsaIntrinsic::Spmd,
        CsaIntrinsic::Spmdization,
        CsaIntrinsic::PipelineLoop,
        CsaIntrinsic::RegionEntry,
        CsaIntrinsic::RegionExit,
        CsaIntrinsic::SectionEntry,
        CsaIntrinsic::SectionExit,
        CsaIntrinsic::SpmdizationEntry,
        CsaIntrinsic::SpmdizationExit,
        CsaIntrinsic::PipelineLoopEntry,
        CsaIntrinsic::PipelineLoopExit,
    ];

    /// The IR name.
    ///
    /// ```
    /// use parir_annot::csa::intrinsics::CsaIntrinsic;
    /// assert_eq!(CsaIntrinsic::SectionEntry.name(), "llvm.csa.parallel.section.entry");
    /// assert_eq!(CsaIntrinsic::from_name("llvm.csa.spmd"), Some(CsaIntrinsic::Spmd));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            CsaIntrinsic::ParallelLoop => "llvm.csa.parallel.loop",
            CsaIntrinsic::Spmd => "llvm.csa.spmd",
            CsaIntrinsic::Spmdization => "llvm.csa.spmdization",
            CsaIntrinsic::PipelineLoop => "llvm.csa.pipeline.loop",
            CsaIntrinsic::RegionEntry => "llvm.csa.parallel.region.entry",
            CsaIntrinsic::RegionExit => "llvm.csa.parallel.region.exit",
            CsaIntrinsic::SectionEntry => "llvm.csa.parallel.section.entry",
            CsaIntrinsic::SectionExit => "llvm.csa.parallel.section.exit",
            CsaIntrinsic::SpmdizationEntry => "llvm.csa.spmdization.entry",
            CsaIntrinsic::SpmdizationExit => "llvm.csa.spmdization.exit",
            CsaIntrinsic::PipelineLoopEntry => "llvm.csa.pipeline.loop.entry",
            CsaIntrinsic::PipelineLoopExit => "llvm.csa.pipeline.loop.exit",
        }
    }

    /// The intrinsic an IR name denotes.
    pub fn from_name(name: &str) -> Option<CsaIntrinsic> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The C builtin of `include/csa.h` (`None` for the internal intrinsics).
    pub fn builtin(self) -> Option<&'static str> {
        Some(match self {
            CsaIntrinsic::ParallelLoop => "__builtin_csa_parallel_loop",
            CsaIntrinsic::Spmd => "__builtin_csa_spmd",
            CsaIntrinsic::Spmdization => "__builtin_csa_spmdization",
            CsaIntrinsic::PipelineLoop => "__builtin_csa_pipeline_loop",
            CsaIntrinsic::RegionEntry => "__builtin_csa_parallel_region_entry",
            CsaIntrinsic::RegionExit => "__builtin_csa_parallel_region_exit",
            CsaIntrinsic::SectionEntry => "__builtin_csa_parallel_section_entry",
            CsaIntrinsic::SectionExit => "__builtin_csa_parallel_section_exit",
            _ => return None,
        })
    }

    /// The intrinsic a C builtin's name denotes.
    pub fn from_builtin(name: &str) -> Option<CsaIntrinsic> {
        Self::ALL.into_iter().find(|k| k.builtin() == Some(name))
    }

    /// The external procedure a Fortran `call builtin_csa_...()` becomes (the seed's
    /// CSAFortranIntrinsics table; flang, like gfortran, appends an underscore).
    pub fn fortran(self) -> Option<&'static str> {
        Some(match self {
            CsaIntrinsic::ParallelLoop => "builtin_csa_parallel_loop_",
            CsaIntrinsic::Spmd => "builtin_csa_spmd_",
            CsaIntrinsic::PipelineLoop => "builtin_csa_pipeline_loop_",
            _ => return None,
        })
    }

    /// The intrinsic a Fortran procedure name denotes.
    pub fn from_fortran(name: &str) -> Option<CsaIntrinsic> {
        Self::ALL.into_iter().find(|k| k.fortran() == Some(name))
    }

    /// Result and parameter types.
    pub fn signature(self) -> (Ty, &'static [Ty]) {
        use Ty::*;
        match self {
            CsaIntrinsic::ParallelLoop => (Void, &[]),
            CsaIntrinsic::Spmd => (Void, &[I32, I32]),
            CsaIntrinsic::Spmdization => (Void, &[I32, Ptr]),
            CsaIntrinsic::PipelineLoop => (Void, &[I32]),
            CsaIntrinsic::RegionEntry
            | CsaIntrinsic::SectionEntry
            | CsaIntrinsic::PipelineLoopEntry => (I32, &[I32]),
            CsaIntrinsic::SpmdizationEntry => (I32, &[I32, I32]),
            CsaIntrinsic::RegionExit
            | CsaIntrinsic::SectionExit
            | CsaIntrinsic::SpmdizationExit
            | CsaIntrinsic::PipelineLoopExit => (Void, &[I32]),
        }
    }

    /// The signature as LLVM prints it: `i32 (i32, i32)`.
    pub fn signature_text(self) -> String {
        let t = |t: Ty| match t {
            Ty::Void => "void",
            Ty::I32 => "i32",
            Ty::Ptr => "ptr",
        };
        let (r, ps) = self.signature();
        format!(
            "{} ({})",
            t(r),
            ps.iter().map(|&p| t(p)).collect::<Vec<_>>().join(", ")
        )
    }

    /// The user-visible loop intrinsics CLIE expands.
    pub fn is_loop_intrinsic(self) -> bool {
        matches!(
            self,
            CsaIntrinsic::ParallelLoop
                | CsaIntrinsic::Spmd
                | CsaIntrinsic::Spmdization
                | CsaIntrinsic::PipelineLoop
        )
    }

    /// The entry an exit closes (`RegionExit` → `RegionEntry`, ...).
    pub fn entry_of_exit(self) -> Option<CsaIntrinsic> {
        Some(match self {
            CsaIntrinsic::RegionExit => CsaIntrinsic::RegionEntry,
            CsaIntrinsic::SectionExit => CsaIntrinsic::SectionEntry,
            CsaIntrinsic::SpmdizationExit => CsaIntrinsic::SpmdizationEntry,
            CsaIntrinsic::PipelineLoopExit => CsaIntrinsic::PipelineLoopEntry,
            _ => return None,
        })
    }

    /// The builtin's spelling in messages: `__builtin_csa_spmd` or the intrinsic name.
    pub fn spelling(self) -> &'static str {
        match self {
            CsaIntrinsic::ParallelLoop => "parallel_loop",
            CsaIntrinsic::Spmd => "spmd",
            CsaIntrinsic::Spmdization => "spmdization",
            CsaIntrinsic::PipelineLoop => "pipeline_loop",
            k => k.name(),
        }
    }

    /// Whether the LLVM function type `fn_ty` is this intrinsic's signature.
    pub fn has_signature(self, m: &Module, fn_ty: Type) -> bool {
        let Some((ret, params, varargs)) = m.types.fn_sig(fn_ty) else {
            return false;
        };
        let is = |t: Type, want: Ty| match want {
            Ty::Void => m.types.is_void(t),
            Ty::I32 => m.types.int_bits(t) == Some(32),
            Ty::Ptr => m.types.is_ptr(t) && !m.types.is_vector(t),
        };
        let (r, ps) = self.signature();
        !varargs
            && is(ret, r)
            && params.len() == ps.len()
            && params.iter().zip(ps).all(|(&t, &w)| is(t, w))
    }
}

pub use crate::irbuild::callee_name;

/// The CSA intrinsic `d` calls, if it is a direct `call` of one whose call type matches the
/// intrinsic's signature (a call with another type is malformed, see [`super::check`]).
pub fn csa_call(m: &Module, d: &InstData) -> Option<CsaIntrinsic> {
    let InstKind::Call(c) = &d.kind else {
        return None;
    };
    let (_, name) = callee_name(m, d)?;
    let k = CsaIntrinsic::from_name(name)?;
    k.has_signature(m, c.fn_ty).then_some(k)
}

/// The LLVM type of a signature element.
fn llvm_type(m: &mut Module, t: Ty) -> Type {
    match t {
        Ty::Void => m.types.void(),
        Ty::I32 => m.types.int(32),
        Ty::Ptr => m.types.ptr(0),
    }
}

/// The declaration of intrinsic `k` in `m`, added when missing (with the attributes of the
/// module documentation). An existing function of that name with another type is an error:
/// the caller cannot call it as the intrinsic.
pub fn declare(m: &mut Module, k: CsaIntrinsic) -> Result<GlobalId, String> {
    let (r, ps) = k.signature();
    let ret = llvm_type(m, r);
    let params: Vec<Type> = ps.iter().map(|&p| llvm_type(m, p)).collect();
    let fn_ty = m.types.function(ret, params, false);
    let mut attrs = Vec::new();
    for kw in ["nounwind", "willreturn"] {
        if let Some(a) = AttrKind::from_keyword(kw) {
            attrs.push(Attr::Flag(a));
        }
    }
    attrs.push(Attr::Memory(MemoryEffects {
        argmem: ModRef::None,
        inaccessiblemem: ModRef::ReadWrite,
        other: ModRef::None,
    }));
    crate::irbuild::declare_function(m, k.name(), fn_ty, attrs, &k.signature_text())
}

/// A call instruction of declared function `g` with `args`, not yet placed in a block.
pub fn make_call(m: &mut Module, g: GlobalId, args: Vec<Value>) -> Option<InstData> {
    crate::irbuild::direct_call(m, g, args, Vec::new())
}

/// An `i32` constant.
pub fn i32_const(m: &mut Module, v: i64) -> Value {
    let t = m.types.int(32);
    Value::Const(m.consts.int(t, 32, i128::from(v)))
}

pub use crate::irbuild::const_int;

/// Removes the declarations of `kinds` that nothing uses any more (calls, or constants of
/// globals and aliases); returns how many.
pub fn remove_unused_declarations(m: &mut Module, names: &[&str]) -> usize {
    let mut used = rustc_hash::FxHashSet::default();
    for (_, func) in m.functions() {
        let Some(body) = &func.body else { continue };
        for (_, i) in body.inst_iter() {
            body.insts[i].kind.for_each_operand(|v| {
                if let Value::Const(k) = v {
                    if let ConstData::Global(g) = m.consts.get(k).data {
                        used.insert(g);
                    }
                }
            });
        }
    }
    let mut n = 0;
    for name in names {
        let Some(g) = m.global_by_name(name) else {
            continue;
        };
        let is_decl = m.globals[g].as_func().is_some_and(|f| f.body.is_none());
        let in_init = m.order.iter().any(|&x| match &m.globals[x].kind {
            GlobalKind::Var(v) => v.init.is_some_and(|c| mentions(m, c, g, 0)),
            GlobalKind::Alias(a) | GlobalKind::IFunc(a) => mentions(m, a.target, g, 0),
            _ => false,
        });
        if is_decl && !used.contains(&g) && !in_init {
            m.order.retain(|&x| x != g);
            m.rename_global(g, None);
            n += 1;
        }
    }
    n
}

fn mentions(m: &Module, c: parir_ir::Const, g: GlobalId, depth: u32) -> bool {
    if depth > 32 {
        return true;
    }
    match &m.consts.get(c).data {
        ConstData::Global(x) => *x == g,
        ConstData::Expr(e) => e.operands.iter().any(|&o| mentions(m, o, g, depth + 1)),
        ConstData::Array(es) | ConstData::Struct(es) | ConstData::Vector(es) => {
            es.iter().any(|&o| mentions(m, o, g, depth + 1))
        }
        _ => false,
    }
}

/// Deletes the CSA calls `roots` of function `f` with what only carries their tokens: the
/// phis, selects and `freeze`s they flow into and the calls of the kinds in `follow` that take
/// them (an entry's exits); any other user keeps its instruction with `poison` for the
/// operand. Shared by the cleaner (spmdization/pipeline.loop pairs) and the lowering
/// (region/section intrinsics). Returns whether anything was deleted.
pub fn delete_with_token_users(
    m: &mut Module,
    f: parir_ir::GlobalId,
    roots: Vec<parir_ir::Inst>,
    follow: &[CsaIntrinsic],
) -> bool {
    use parir_ir::Value;
    let Some(body) = m.body(f) else { return false };
    if roots.is_empty() {
        return false;
    }
    let users = parir_transform::users::Users::compute(body);
    let mut doomed: rustc_hash::FxHashSet<parir_ir::Inst> = Default::default();
    let mut work = roots;
    let mut poisoned: Vec<(parir_ir::Inst, Value)> = Vec::new();
    while let Some(i) = work.pop() {
        if !doomed.insert(i) {
            continue;
        }
        for &u in users.users(i) {
            let d = &body.insts[u];
            let carries = matches!(
                d.kind,
                InstKind::Phi { .. } | InstKind::Select { .. } | InstKind::Freeze(_)
            ) || csa_call(m, d).is_some_and(|k| follow.contains(&k));
            if carries {
                work.push(u);
            } else {
                poisoned.push((u, Value::Inst(i)));
            }
        }
    }
    let i32t = m.types.int(32);
    let poison = m
        .consts
        .intern_raw(i32t, parir_ir::value::ConstData::Poison);
    let Some(body) = m.globals[f].as_func_mut().and_then(|x| x.body.as_mut()) else {
        return false;
    };
    for (u, v) in poisoned {
        if doomed.contains(&u) {
            continue;
        }
        parir_transform::edit::for_each_operand_mut(&mut body.insts[u].kind, |o| {
            if *o == v {
                *o = Value::Const(poison);
            }
        });
    }
    for i in doomed {
        parir_transform::edit::remove_inst(body, i);
    }
    true
}
