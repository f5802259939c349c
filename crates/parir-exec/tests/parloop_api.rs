//! The examples of [`parir_exec::parloop`]'s API (kept out of the crate's sources, which
//! name no annotation tag or loop metadata themselves: issue 27, point 2).

/// `annotated_loops` finds a claimed loop and its plan: one induction, no reduction, the
/// exit test on the next value, leaving when true.
#[test]
fn annotated_loops_gives_the_plan() {
    let src = "define void @f(ptr %a, i64 %n) {
    entry:
      br label %for.body
    for.body:
      %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
      %p = getelementptr inbounds i32, ptr %a, i64 %i
      store i32 0, ptr %p, align 4, !llvm.access.group !1
      %i.next = add nuw nsw i64 %i, 1
      %done = icmp eq i64 %i.next, %n
      br i1 %done, label %exit, label %for.body, !llvm.loop !0
    exit:
      ret void
    }
    !0 = distinct !{!0, !2}
    !1 = distinct !{}
    !2 = !{!\"llvm.loop.parallel_accesses\", !1}
    ";
    let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
    let f = m.global_by_name("f").unwrap();
    let loops = parir_exec::parloop::annotated_loops(&m, f);
    assert_eq!(loops[0].describe, "loop for.body in @f");
    let plan = loops[0].plan.as_ref().unwrap();
    assert_eq!((plan.inductions.len(), plan.reductions.len()), (1, 0));
    assert!(plan.exit_test.iv_is_next && plan.exit_test.exit_when);
}

/// `loop_invariant`: the exit test's bound is invariant, the induction's next value not.
#[test]
fn loop_invariant_of_the_bound_and_the_induction() {
    let src = "define void @f(i64 %n) {\nentry:\n  br label %h\nh:\n  %i = phi i64 [ 0, %entry ], [ %j, %h ]\n  %j = add i64 %i, 1\n  %c = icmp eq i64 %j, %n\n  br i1 %c, label %x, label %h, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.no_depends\"}\n";
    let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
    let f = m.global_by_name("f").unwrap();
    use parir_exec::parloop::{annotated_loops, loop_invariant};
    let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
    let lp = &annotated_loops(&m, f)[0];
    let plan = lp.plan.as_ref().unwrap();
    assert!(loop_invariant(body, lp, plan.exit_test.bound)); // %n
    assert!(!loop_invariant(
        body,
        lp,
        parir_ir::Value::Inst(plan.inductions[0].next)
    ));
}

/// `explain`: the verdict, the claim's coverage and the plan, one line each.
#[test]
fn explain_lists_the_claim_and_the_plan() {
    let src = "define i32 @f(ptr %a, i64 %n) {
    entry:
      br label %for.body
    for.body:
      %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
      %s = phi i32 [ 0, %entry ], [ %s.next, %for.body ]
      %p = getelementptr inbounds i32, ptr %a, i64 %i
      %x = load i32, ptr %p, align 4, !llvm.access.group !1
      %s.next = add i32 %s, %x
      %i.next = add nuw nsw i64 %i, 1
      %done = icmp eq i64 %i.next, %n
      br i1 %done, label %for.end, label %for.body, !llvm.loop !0
    for.end:
      ret i32 %s.next
    }
    !0 = distinct !{!0, !2}
    !1 = distinct !{}
    !2 = !{!\"llvm.loop.parallel_accesses\", !1}
    ";
    let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
    let f = m.global_by_name("f").unwrap();
    let lp = &parir_exec::parloop::annotated_loops(&m, f)[0];
    assert_eq!(
        parir_exec::parloop::explain(&m, f, lp),
        "loop for.body in @f: parallel
  claim parallel_accesses: 1 group, covers 1 of 1 memory accesses
  preheader %entry, exiting %for.body, exit %for.end
  induction %i = phi [0, %entry], step add 1, next %i.next
  reduction %s = phi [0, %entry], add: %s.next
  exit test %done = icmp eq %i.next, %n: leaves the loop when true
"
    );
}
