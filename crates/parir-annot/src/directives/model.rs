//! The directive intrinsics of a function, recognized: regions (an entry with its exits, its
//! bundles, what it contains, its parent) and markers.
//!
//! A region's contents are found by walking forward from its entry until one of its exits:
//! per block, the span of instructions inside (the entry block from after the entry, an exit
//! block up to the exit). A path that reaches the end of the function without an exit is
//! recorded (`leaks`), as are edges that enter the region other than through its entry
//! (`side_entries`): both break property B1 (single entry, single exit) and are reported by
//! [`super::check`]. Regions nest: the parent of a region is the smallest region containing
//! its entry.

use crate::csa::intrinsics::callee_name;
use parir_ir::function::{Block, Body, Inst};
use parir_ir::inst::{InstData, InstKind};
use parir_ir::{Module, Type, Value};
use std::collections::{HashMap, VecDeque};

/// One of the three intrinsics of the RFC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveCall {
    /// `token @llvm.directive.region.entry()`.
    Entry,
    /// `void @llvm.directive.region.exit(token)`.
    Exit,
    /// `i1 @llvm.directive.marker()`.
    Marker,
}

impl DirectiveCall {
    /// The intrinsic named `name`.
    pub fn from_name(name: &str) -> Option<DirectiveCall> {
        match name {
            "llvm.directive.region.entry" => Some(DirectiveCall::Entry),
            "llvm.directive.region.exit" => Some(DirectiveCall::Exit),
            "llvm.directive.marker" => Some(DirectiveCall::Marker),
            _ => None,
        }
    }

    /// The intrinsic's name.
    pub fn name(self) -> &'static str {
        match self {
            DirectiveCall::Entry => "llvm.directive.region.entry",
            DirectiveCall::Exit => "llvm.directive.region.exit",
            DirectiveCall::Marker => "llvm.directive.marker",
        }
    }

    /// The signature, as LLVM prints it.
    pub fn signature_text(self) -> &'static str {
        match self {
            DirectiveCall::Entry => "token ()",
            DirectiveCall::Exit => "void (token)",
            DirectiveCall::Marker => "i1 ()",
        }
    }

    /// Whether function type `fty` is the intrinsic's.
    pub fn has_signature(self, m: &Module, fty: Type) -> bool {
        let Some((ret, params, varargs)) = m.types.fn_sig(fty) else {
            return false;
        };
        if varargs {
            return false;
        }
        let t = &m.types;
        match self {
            DirectiveCall::Entry => t.is_token(ret) && params.is_empty(),
            DirectiveCall::Exit => t.is_void(ret) && params.len() == 1 && t.is_token(params[0]),
            DirectiveCall::Marker => t.int_bits(ret) == Some(1) && params.is_empty(),
        }
    }
}

/// The directive intrinsic `d` calls directly, if any (whatever its call type).
pub fn directive_call(m: &Module, d: &InstData) -> Option<DirectiveCall> {
    callee_name(m, d).and_then(|(_, n)| DirectiveCall::from_name(n))
}

/// An operand bundle: its tag and operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BundleView {
    pub tag: String,
    pub operands: Vec<Value>,
}

fn bundles(d: &InstData) -> Vec<BundleView> {
    d.kind
        .call_data()
        .map(|c| {
            c.bundles
                .iter()
                .map(|b| BundleView {
                    tag: b.tag.to_string(),
                    operands: b.inputs.clone(),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A region: an entry, the exits that take its token, and what lies between.
#[derive(Clone, Debug)]
pub struct Region {
    pub entry: Inst,
    pub exits: Vec<Inst>,
    /// The entry's bundles (the directive first, then the clauses, for OpenMP).
    pub bundles: Vec<BundleView>,
    /// Per block, the instructions inside: indices `from..to` of the block's instruction list.
    pub spans: HashMap<Block, (usize, usize)>,
    /// Blocks ending the function (`ret`, `unreachable`, ...) reached from the entry without
    /// an exit.
    pub leaks: Vec<Block>,
    /// Edges `(from, to)` from outside the region to a block wholly inside it.
    pub side_entries: Vec<(Block, Block)>,
    /// The smallest region containing this one's entry.
    pub parent: Option<usize>,
}

impl Region {
    /// The directive: the first bundle's tag (`DIR.OMP.PARALLEL.LOOP`, `HPVM_create_node`).
    pub fn directive(&self) -> Option<&str> {
        self.bundles.first().map(|b| b.tag.as_str())
    }

    /// Whether instruction `i` (in block `b` at index `k`) lies inside.
    pub fn contains_at(&self, b: Block, k: usize) -> bool {
        self.spans
            .get(&b)
            .is_some_and(|&(from, to)| from <= k && k < to)
    }

    /// Whether instruction `i` lies inside.
    pub fn contains(&self, body: &Body, i: Inst) -> bool {
        let Some(b) = body.block_of(i) else {
            return false;
        };
        let Some(k) = body.blocks[b].insts.iter().position(|&x| x == i) else {
            return false;
        };
        self.contains_at(b, k)
    }

    /// Every value a bundle of the entry or of an exit names.
    pub fn listed_values(&self, body: &Body) -> Vec<Value> {
        let mut v: Vec<Value> = self
            .bundles
            .iter()
            .flat_map(|b| b.operands.iter().copied())
            .collect();
        for &x in &self.exits {
            for b in bundles(&body.insts[x]) {
                v.extend(b.operands);
            }
        }
        v
    }

    /// The loop a loop directive is associated with: the outermost loop whose header lies
    /// wholly inside the region.
    pub fn enclosed_loop(
        &self,
        fl: &parir_analysis::loops::FunctionLoops,
    ) -> Option<parir_analysis::loops::Loop> {
        fl.forest.preorder().into_iter().find(|&l| {
            self.spans
                .get(&fl.forest.header(l))
                .is_some_and(|&(from, _)| from == 0)
        })
    }

    /// The variables the clauses name, one per variable, in bundle order
    /// ([`ClauseObject`]). Clauses whose operands are not variables (`NUM_THREADS`,
    /// `SCHEDULE.*`, `COLLAPSE`, ...) name none.
    pub fn clause_objects(&self, m: &Module) -> Vec<ClauseObject> {
        let mut out = Vec::new();
        for (k, b) in self.bundles.iter().enumerate().skip(1) {
            let (base, modifiers) = super::vocab::split_clause(&b.tag);
            let names_variables = super::vocab::clause(base)
                .is_some_and(|c| c.operands == super::vocab::Operands::List);
            if !names_variables {
                continue;
            }
            let modifiers: Vec<String> = modifiers.into_iter().map(str::to_string).collect();
            let typed = modifiers.iter().any(|x| x == "TYPED");
            let mut push = |object: Value, typed: Option<(Type, Option<u64>)>| {
                out.push(ClauseObject {
                    clause: base.to_string(),
                    modifiers: modifiers.clone(),
                    bundle: k,
                    object,
                    typed,
                })
            };
            if typed {
                // `(ptr %x, <a value of the element type>, <element count>[, more])`.
                if let Some(&object) = b.operands.first() {
                    let ty = b.operands.get(1).and_then(|&v| match v {
                        Value::Const(c) => Some(m.consts.get(c).ty),
                        _ => None,
                    });
                    let count = b
                        .operands
                        .get(2)
                        .and_then(|&v| crate::irbuild::const_int(m, v))
                        .and_then(|n| u64::try_from(n).ok());
                    push(object, ty.map(|t| (t, count)));
                }
            } else {
                for &object in &b.operands {
                    push(object, None);
                }
            }
        }
        out
    }

    fn size(&self) -> usize {
        self.spans.values().map(|(a, b)| b - a).sum()
    }
}

/// A variable named by a clause of a region entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClauseObject {
    /// The clause tag without modifiers (`QUAL.OMP.PRIVATE`).
    pub clause: String,
    /// Its modifiers (`TYPED`, `BYREF`, ...).
    pub modifiers: Vec<String>,
    /// Index of the clause's bundle in [`Region::bundles`].
    pub bundle: usize,
    /// The variable: a pointer to its storage.
    pub object: Value,
    /// With the `TYPED` modifier: the element type, and the element count when constant.
    pub typed: Option<(Type, Option<u64>)>,
}

/// A marker call.
#[derive(Clone, Debug)]
pub struct Marker {
    pub inst: Inst,
    pub bundles: Vec<BundleView>,
    /// The smallest region containing it.
    pub region: Option<usize>,
}

/// The directive intrinsics of one function.
#[derive(Clone, Debug, Default)]
pub struct DirectiveFunction {
    pub regions: Vec<Region>,
    pub markers: Vec<Marker>,
}

impl DirectiveFunction {
    /// Recognizes the regions and markers of `body`.
    pub fn of(m: &Module, body: &Body) -> DirectiveFunction {
        let mut out = DirectiveFunction::default();
        let mut entry_index: HashMap<Inst, usize> = HashMap::new();
        let mut exits: Vec<(Inst, Inst)> = Vec::new();
        for b in body.layout.iter().copied() {
            for &i in &body.blocks[b].insts {
                let d = &body.insts[i];
                match directive_call(m, d) {
                    Some(DirectiveCall::Entry) => {
                        entry_index.insert(i, out.regions.len());
                        out.regions.push(Region {
                            entry: i,
                            exits: Vec::new(),
                            bundles: bundles(d),
                            spans: HashMap::new(),
                            leaks: Vec::new(),
                            side_entries: Vec::new(),
                            parent: None,
                        });
                    }
                    Some(DirectiveCall::Exit) => {
                        if let Some(Value::Inst(e)) =
                            d.kind.call_data().and_then(|c| c.args.first().copied())
                        {
                            exits.push((e, i));
                        }
                    }
                    Some(DirectiveCall::Marker) => out.markers.push(Marker {
                        inst: i,
                        bundles: bundles(d),
                        region: None,
                    }),
                    None => {}
                }
            }
        }
        for (e, x) in exits {
            if let Some(&r) = entry_index.get(&e) {
                out.regions[r].exits.push(x);
            }
        }
        for r in &mut out.regions {
            fill_spans(body, r);
        }
        // Nesting: the smallest region containing the entry (or the marker).
        let n = out.regions.len();
        for r in 0..n {
            let entry = out.regions[r].entry;
            out.regions[r].parent = (0..n)
                .filter(|&o| o != r && out.regions[o].contains(body, entry))
                .min_by_key(|&o| out.regions[o].size());
        }
        for k in 0..out.markers.len() {
            let i = out.markers[k].inst;
            out.markers[k].region = (0..n)
                .filter(|&o| out.regions[o].contains(body, i))
                .min_by_key(|&o| out.regions[o].size());
        }
        out
    }

    /// The innermost region containing `i`.
    pub fn region_of(&self, body: &Body, i: Inst) -> Option<usize> {
        (0..self.regions.len())
            .filter(|&r| self.regions[r].contains(body, i) && self.regions[r].entry != i)
            .min_by_key(|&r| self.regions[r].size())
    }
}

fn fill_spans(body: &Body, r: &mut Region) {
    let Some(eb) = body.block_of(r.entry) else {
        return;
    };
    let exits: std::collections::HashSet<Inst> = r.exits.iter().copied().collect();
    let start = body.blocks[eb]
        .insts
        .iter()
        .position(|&x| x == r.entry)
        .map_or(0, |k| k + 1);
    let mut queue: VecDeque<(Block, usize)> = VecDeque::new();
    queue.push_back((eb, start));
    let mut full: std::collections::HashSet<Block> = std::collections::HashSet::new();
    while let Some((b, from)) = queue.pop_front() {
        let insts = &body.blocks[b].insts;
        let stop = insts[from.min(insts.len())..]
            .iter()
            .position(|x| exits.contains(x))
            .map(|k| from + k);
        let to = stop.unwrap_or(insts.len());
        let e = r.spans.entry(b).or_insert((from, to));
        e.0 = e.0.min(from);
        e.1 = e.1.max(to);
        if stop.is_some() {
            continue;
        }
        let succs = body.successors(b);
        if succs.is_empty() {
            r.leaks.push(b);
        }
        for s in succs {
            if full.insert(s) {
                queue.push_back((s, 0));
            }
        }
    }
    // Side entries: a predecessor outside the region of a block entered at its top.
    let mut preds: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in &body.layout {
        for s in body.successors(b) {
            preds.entry(s).or_default().push(b);
        }
    }
    for &b in &full {
        for &p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
            let inside_end = r
                .spans
                .get(&p)
                .is_some_and(|&(_, to)| to == body.blocks[p].insts.len());
            if !inside_end {
                r.side_entries.push((p, b));
            }
        }
    }
    r.side_entries.sort();
    r.side_entries.dedup();
    r.leaks.sort();
    r.leaks.dedup();
}

/// Whether `d` is a terminator that ends the function.
pub fn is_function_end(d: &InstData) -> bool {
    matches!(d.kind, InstKind::Ret(_) | InstKind::Unreachable)
}
