//! Printer tests on modules built programmatically (the expected texts are LLVM 19's output
//! for the same IR, checked with llvm-as-19 | llvm-dis-19).

use super::print_module;
use crate::attrs::{Attr, AttrKind, AttrList};
use crate::function::Body;
use crate::inst::{BinOp, CallData, Flags, InstData, InstKind, IntPredicate, TailKind};
use crate::metadata::{DiField, DiValue, ExprElem, MdRef, NodeData};
use crate::module::{
    Function, GlobalCommon, GlobalKind, GlobalValue, GlobalVar, Linkage, Module, Preemption,
};
use crate::types::{FloatKind, StructBody, StructName};
use crate::value::{ConstData, Value};

fn common(name: &str) -> GlobalCommon {
    GlobalCommon {
        name: Some(name.into()),
        ..GlobalCommon::default()
    }
}

fn var(m: &mut Module, name: &str, ty: crate::Type, init: Option<crate::Const>) -> crate::GlobalId {
    m.add_global(GlobalValue {
        common: common(name),
        kind: GlobalKind::Var(GlobalVar {
            value_ty: ty,
            constant: false,
            externally_initialized: false,
            init,
            section: None,
            comdat: None,
            align: Some(4),
            code_model: None,
            sanitizer: Default::default(),
            attrs: None,
            md: Default::default(),
        }),
    })
    .expect("fresh name")
}

fn func(
    m: &mut Module,
    name: &str,
    ty: crate::Type,
    nargs: usize,
    body: Option<Body>,
) -> crate::GlobalId {
    let e = m.attrs.empty();
    m.add_global(GlobalValue {
        common: common(name),
        kind: GlobalKind::Func(Box::new(Function {
            ty,
            cc: 0,
            attrs: AttrList {
                func: e,
                ret: e,
                params: vec![e; nargs],
            },
            arg_names: vec![None; nargs],
            section: None,
            comdat: None,
            align: None,
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            md: Default::default(),
            body,
        })),
    })
    .expect("fresh name")
}

#[test]
fn empty_module() {
    let m = Module::new("x.ll");
    assert_eq!(print_module(&m), "; ModuleID = 'x.ll'\n");
}

#[test]
fn globals_and_types() {
    let mut m = Module::new("t");
    m.source_filename = Some(b"t.c".to_vec());
    let i32t = m.types.int(32);
    let dbl = m.types.float(FloatKind::Double);
    let s = m.types.new_struct(StructName::Named("struct.S".into()));
    let crate::TypeData::Named(sid) = *m.types.get(s) else {
        unreachable!()
    };
    m.types.structs[sid].body = StructBody::Body {
        packed: false,
        elems: vec![i32t, dbl],
    };
    // An unused struct type is not printed.
    m.types.new_struct(StructName::Named("unused".into()));
    let one = m.consts.int(i32t, 32, 1);
    let half = m
        .consts
        .intern_raw(dbl, ConstData::Float(0.5f64.to_bits() as u128));
    let init = m.consts.aggregate(&m.types, s, vec![one, half]);
    let g = var(&mut m, "g", s, Some(init));
    m.globals[g].common.preemption = Preemption::DsoLocal;
    let e = var(&mut m, "ext", i32t, None);
    m.globals[e].common.linkage = Linkage::External;
    let i8t = m.types.int(8);
    let bytes_ty = m.types.intern(crate::TypeData::Array { len: 4, elem: i8t });
    let str_c = m.consts.bytes(bytes_ty, b"hi\n\0".to_vec());
    let p = var(&mut m, ".str", bytes_ty, Some(str_c));
    m.globals[p].common.linkage = Linkage::Private;
    m.globals[p].common.unnamed_addr = crate::module::UnnamedAddr::Global;
    let text = print_module(&m);
    assert_eq!(
        text,
        "; ModuleID = 't'\nsource_filename = \"t.c\"\n\n%struct.S = type { i32, double }\n\n\
         @g = dso_local global %struct.S { i32 1, double 5.000000e-01 }, align 4\n\
         @ext = external global i32, align 4\n\
         @.str = private unnamed_addr global [4 x i8] c\"hi\\0A\\00\", align 4\n"
    );
}

#[test]
fn function_body_slots_preds_and_attrs() {
    let mut m = Module::new("f");
    let i32t = m.types.int(32);
    let i1 = m.types.int(1);
    let void = m.types.void();
    let fty = m.types.function(i32t, vec![i32t, i32t], false);
    let mut body = Body::default();
    let entry = body.append_block(None);
    let b1 = body.append_block(Some("then".into()));
    let b2 = body.append_block(None);
    let zero = m.consts.int(i32t, 32, 0);
    let add = body.append_inst(
        entry,
        InstData::new(
            InstKind::Binary {
                op: BinOp::Add,
                flags: Flags(Flags::NSW),
                lhs: Value::Arg(0),
                rhs: Value::Arg(1),
            },
            i32t,
        ),
    );
    let cmp = body.append_inst(
        entry,
        InstData::new(
            InstKind::ICmp {
                pred: IntPredicate::Sgt,
                lhs: Value::Inst(add),
                rhs: Value::Const(zero),
            },
            i1,
        ),
    );
    body.append_inst(
        entry,
        InstData::new(
            InstKind::CondBr {
                cond: Value::Inst(cmp),
                then_dest: b1,
                else_dest: b2,
            },
            void,
        ),
    );
    body.append_inst(b1, InstData::new(InstKind::Br(b2), void));
    let phi = body.append_inst(
        b2,
        InstData::new(
            InstKind::Phi {
                incoming: vec![(Value::Inst(add), entry), (Value::Const(zero), b1)],
                flags: Flags::default(),
            },
            i32t,
        ),
    );
    body.append_inst(
        b2,
        InstData::new(InstKind::Ret(Some(Value::Inst(phi))), void),
    );
    let f = func(&mut m, "f", fty, 2, Some(body));
    let nounwind = m.attrs.intern(vec![
        Attr::Flag(AttrKind::from_keyword("nounwind").expect("known")),
        Attr::Str(b"frame-pointer".to_vec(), b"all".to_vec()),
    ]);
    let noundef = m.attrs.intern(vec![Attr::Flag(
        AttrKind::from_keyword("noundef").expect("known"),
    )]);
    if let Some(fd) = m.globals[f].as_func_mut() {
        fd.attrs.func = nounwind;
        fd.attrs.params[0] = noundef;
        fd.arg_names[1] = Some("b".into());
    }
    // A declaration that is called.
    let dty = m.types.function(void, vec![], true);
    let d = func(&mut m, "ext", dty, 0, None);
    let dc = m.consts.intern_raw(m.types.ptr(0), ConstData::Global(d));
    if let Some(fd) = m.globals[f].as_func_mut() {
        let body = fd.body.as_mut().expect("body");
        let e = m.attrs.empty();
        let call = InstData::new(
            InstKind::Call(Box::new(CallData {
                callee: Value::Const(dc),
                fn_ty: dty,
                args: vec![Value::Arg(1)],
                attrs: AttrList {
                    func: nounwind,
                    ret: e,
                    params: vec![],
                },
                cc: 0,
                tail: TailKind::Tail,
                flags: Flags::default(),
                bundles: vec![],
                addrspace: None,
            })),
            void,
        );
        let i = body.insts.push(call);
        body.blocks[b1].insts.insert(0, i);
        body.inst_block[i] = Some(b1);
    }
    let text = print_module(&m);
    let expected = r#"; ModuleID = 'f'

; Function Attrs: nounwind
define i32 @f(i32 noundef %0, i32 %b) #0 {
  %2 = add nsw i32 %0, %b
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %then, label %4

then:                                             ; preds = %1
  tail call void (...) @ext(i32 %b) #0
  br label %4

4:                                                ; preds = %then, %1
  %5 = phi i32 [ %2, %1 ], [ 0, %then ]
  ret i32 %5
}

declare void @ext(...)

attributes #0 = { nounwind "frame-pointer"="all" }
"#;
    assert_eq!(text, expected);
}

#[test]
fn metadata_numbering_and_attachments() {
    let mut m = Module::new("md");
    let i32t = m.types.int(32);
    let s1 = m.md.string(b"clang");
    let ident = m.md.uniqued(NodeData::Tuple(vec![Some(MdRef::Str(s1))]));
    let file = m.md.uniqued(NodeData::Special {
        kind: "DIFile".into(),
        fields: vec![
            DiField {
                name: "filename".into(),
                value: DiValue::Str(b"a.c".to_vec()),
            },
            DiField {
                name: "directory".into(),
                value: DiValue::Str(b".".to_vec()),
            },
        ],
    });
    let scope = m.md.distinct(NodeData::Tuple(vec![None]));
    // DIGlobalVariable visits scope before file although file... prints after scope anyway.
    let gvar = m.md.distinct(NodeData::Special {
        kind: "DIGlobalVariable".into(),
        fields: vec![
            DiField {
                name: "name".into(),
                value: DiValue::Str(b"g".to_vec()),
            },
            DiField {
                name: "scope".into(),
                value: DiValue::Md(Some(MdRef::Node(scope))),
            },
            DiField {
                name: "file".into(),
                value: DiValue::Md(Some(MdRef::Node(file))),
            },
            DiField {
                name: "isLocal".into(),
                value: DiValue::Ident("false".into()),
            },
        ],
    });
    let expr = m.md.uniqued(NodeData::Expression(vec![
        ExprElem::Op("DW_OP_plus_uconst".into()),
        ExprElem::Int("4".into()),
    ]));
    let gve = m.md.uniqued(NodeData::Special {
        kind: "DIGlobalVariableExpression".into(),
        fields: vec![
            DiField {
                name: "var".into(),
                value: DiValue::Md(Some(MdRef::Node(gvar))),
            },
            DiField {
                name: "expr".into(),
                value: DiValue::Md(Some(MdRef::Node(expr))),
            },
        ],
    });
    let zero = m.consts.int(i32t, 32, 0);
    let g = var(&mut m, "g", i32t, Some(zero));
    let dbg = m.md.kind("dbg");
    let custom = m.md.kind("my.kind");
    if let GlobalKind::Var(v) = &mut m.globals[g].kind {
        v.md = thin_vec::thin_vec![(custom, ident), (dbg, gve)];
    }
    m.named_md.push(("llvm.ident".into(), vec![ident]));
    let text = print_module(&m);
    let expected = "; ModuleID = 'md'\n\n\
@g = global i32 0, align 4, !dbg !0, !my.kind !4\n\
\n\
!llvm.ident = !{!4}\n\
\n\
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_plus_uconst, 4))\n\
!1 = distinct !DIGlobalVariable(name: \"g\", scope: !2, file: !3, isLocal: false)\n\
!2 = distinct !{null}\n\
!3 = !DIFile(filename: \"a.c\", directory: \".\")\n\
!4 = !{!\"clang\"}\n";
    assert_eq!(text, expected);
}

#[test]
fn value_and_type_strings() {
    let mut m = Module::new("v");
    let i64t = m.types.int(64);
    let c = m.consts.int(i64t, 64, -7);
    assert_eq!(super::value_to_string(&m, None, Value::Const(c)), "i64 -7");
    let v4 = m.types.intern(crate::TypeData::Vector {
        scalable: true,
        len: 4,
        elem: i64t,
    });
    assert_eq!(super::type_to_string(&m, v4), "<vscale x 4 x i64>");
}

/// Printing functions cut into pieces of blocks (rendered in parallel, in rounds) gives the
/// same text as printing them whole, which is LLVM's text for the corpus samples.
#[test]
fn split_printing_matches_whole() {
    use super::{write_module_split, Split};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/samples");
    let Ok(rd) = std::fs::read_dir(&dir) else {
        eprintln!("skipping: no {}", dir.display());
        return;
    };
    let mut files: Vec<_> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".dis.ll"))
        .collect();
    files.sort();
    let mut checked = 0;
    for path in files {
        let src = std::fs::read_to_string(&path).expect("readable sample");
        let Ok(m) = crate::parser::parse_module(&src, &path.to_string_lossy()) else {
            continue;
        };
        let whole = print_module(&m);
        for split in [
            Split {
                big_fn: 0,
                piece: 1,
                round: 1,
            },
            Split {
                big_fn: 2,
                piece: 7,
                round: 3,
            },
        ] {
            let mut out = Vec::new();
            write_module_split(&m, &mut out, split).expect("writing to a Vec");
            assert!(
                out == whole.as_bytes(),
                "{}: split printing ({split:?}) differs",
                path.display()
            );
        }
        checked += 1;
    }
    assert!(checked > 0, "no sample parsed");
}
