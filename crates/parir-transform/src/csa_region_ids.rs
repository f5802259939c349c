//! CSA parallel-region IDs: how compiler passes choose a fresh one, and how the inliner keeps
//! inlined regions apart from the caller's (seed `csa-pathfinding-builtins.rst`, "Region
//! IDs").
//!
//! A region ID is the constant operand of `call i32 @llvm.csa.parallel.region.entry(i32 ID)`.
//! Two region entries of one function with the same ID belong to the same region, so IDs of
//! different regions of a function must differ. IDs below [`FIRST_COMPILER_ID`] belong to the
//! user (`__builtin_csa_parallel_region_entry(id)`); compiler passes use IDs from 1000 on.
//!
//! # The scheme (parir's replacement for the seed's `getMDKindID` trick)
//!
//! The seed derives an ID from a region entry's unique value name through the `LLVMContext`'s
//! metadata-kind table, which is unique only while one context lives. parir must reach the
//! same guarantee from the IR alone, across passes *and* across separate `parir opt` runs, so
//! it reads the IDs the function already uses: a pass that inserts a region takes
//! [`next_region_id`], one more than the largest ID of any region entry in the function (and
//! at least 1000). Every region that still exists keeps its ID out of reach, whichever pass or
//! run created it; an ID is only reused once no entry of its region is left anywhere in the
//! function, when nothing can be confused with it any more. The value names passes give
//! their intrinsics carry a per-pass prefix (`clie_pre`, `clie_pse`, ...) so that a reader of
//! the IR sees which pass made a region.
//!
//! Inlining copies regions from another function, whose IDs were chosen without looking at
//! the caller. [`reassign_inlined_region_ids`] (called by [`crate::inline`]) gives the
//! inlined region entries fresh IDs above every ID of the caller, one per distinct callee
//! ID (entries that shared an ID in the callee share the new one), like the seed's
//! `reassignCSAParallelRegionId` patch to LLVM's `InlineFunction`. User IDs are re-assigned
//! too: inlining the same function twice would otherwise join two regions.
//!
//! The intrinsic is handled by name here, in the transform layer, for the same reason LLVM's
//! inliner handles `llvm.experimental.noalias.scope.decl` by name: the rule belongs to the
//! intrinsic, and every inliner must apply it. The CSA system itself lives in parir-annot's
//! `csa` module, which uses these functions for its passes.

use parir_ir::inst::InstData;
use parir_ir::value::ConstData;
use parir_ir::{Body, Inst, Module, Value};
use rustc_hash::FxHashMap;

/// The intrinsic whose operand is a region ID.
pub const REGION_ENTRY: &str = "llvm.csa.parallel.region.entry";

/// The smallest region ID compiler passes use; smaller ones are the user's.
pub const FIRST_COMPILER_ID: i64 = 1000;

/// Whether `d` is a call of `llvm.csa.parallel.region.entry`.
pub fn is_region_entry(m: &Module, d: &InstData) -> bool {
    crate::inline::direct_callee(m, d).is_some_and(|g| m.globals[g].name() == Some(REGION_ENTRY))
}

/// The region ID of a region entry call: its first operand when it is an integer constant.
pub fn region_id(m: &Module, d: &InstData) -> Option<i64> {
    let c = d.kind.call_data()?;
    match c.args.first()? {
        Value::Const(k) => match &m.consts.get(*k).data {
            ConstData::Int(v) => v.as_i128().and_then(|x| i64::try_from(x).ok()),
            _ => None,
        },
        _ => None,
    }
}

/// The largest region ID of the region entries of `body` in its layout, skipping
/// `except`.
fn max_region_id(m: &Module, body: &Body, except: &[Inst]) -> Option<i64> {
    body.inst_iter()
        .filter(|(_, i)| !except.contains(i))
        .map(|(_, i)| &body.insts[i])
        .filter(|d| is_region_entry(m, d))
        .filter_map(|d| region_id(m, d))
        .max()
}

/// The ID for a new compiler-generated region of `body`: one more than the largest ID in use,
/// and at least [`FIRST_COMPILER_ID`] (see the module documentation).
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "declare i32 @llvm.csa.parallel.region.entry(i32)\ndefine void @f() {\n  %a = call i32 @llvm.csa.parallel.region.entry(i32 7)\n  %b = call i32 @llvm.csa.parallel.region.entry(i32 1003)\n  ret void\n}\ndefine void @g() {\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// use parir_transform::csa_region_ids::next_region_id;
/// assert_eq!(next_region_id(&m, m.body(m.global_by_name("f").unwrap()).unwrap()), 1004);
/// assert_eq!(next_region_id(&m, m.body(m.global_by_name("g").unwrap()).unwrap()), 1000);
/// ```
pub fn next_region_id(m: &Module, body: &Body) -> i64 {
    next_after(max_region_id(m, body, &[]))
}

fn next_after(max: Option<i64>) -> i64 {
    max.map_or(FIRST_COMPILER_ID, |x| x.saturating_add(1))
        .max(FIRST_COMPILER_ID)
}

/// Gives the region entries among `inlined` (instructions just cloned into `body` by the
/// inliner) fresh region IDs above every ID of the rest of `body`; entries that shared an ID
/// keep sharing one. Entries whose ID is not a constant are left alone (`parir check` reports
/// them). Returns how many entries changed.
///
/// ```
/// let mut m = parir_ir::parser::parse_module(
///     "declare i32 @llvm.csa.parallel.region.entry(i32)\ndefine void @f() {\n  %a = call i32 @llvm.csa.parallel.region.entry(i32 1000)\n  %b = call i32 @llvm.csa.parallel.region.entry(i32 1000)\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let mut body = m.globals[f].as_func_mut().unwrap().body.take().unwrap();
/// let b = body.inst_iter().nth(1).unwrap().1;
/// assert_eq!(parir_transform::csa_region_ids::reassign_inlined_region_ids(&mut m, &mut body, &[b]), 1);
/// m.globals[f].as_func_mut().unwrap().body = Some(body);
/// assert!(parir_ir::printer::print_module(&m).contains("%b = call i32 @llvm.csa.parallel.region.entry(i32 1001)"));
/// ```
pub fn reassign_inlined_region_ids(m: &mut Module, body: &mut Body, inlined: &[Inst]) -> usize {
    let entries: Vec<Inst> = inlined
        .iter()
        .copied()
        .filter(|&i| body.inst_block[i].is_some() && is_region_entry(m, &body.insts[i]))
        .collect();
    if entries.is_empty() {
        return 0;
    }
    let mut next = next_after(max_region_id(m, body, inlined));
    let mut fresh: FxHashMap<i64, i64> = FxHashMap::default();
    let mut changed = 0;
    for i in entries {
        let Some(old) = region_id(m, &body.insts[i]) else {
            continue;
        };
        let new = *fresh.entry(old).or_insert_with(|| {
            let id = next;
            next = next.saturating_add(1);
            id
        });
        let Some(Value::Const(k)) = body.insts[i].kind.call_data().and_then(|c| c.args.first())
        else {
            continue;
        };
        let ty = m.consts.ty(*k);
        let Some(bits) = m.types.int_bits(ty) else {
            continue;
        };
        let c = m.consts.int(ty, bits, i128::from(new));
        if let parir_ir::inst::InstKind::Call(cd) = &mut body.insts[i].kind {
            cd.args[0] = Value::Const(c);
            changed += 1;
        }
    }
    changed
}
