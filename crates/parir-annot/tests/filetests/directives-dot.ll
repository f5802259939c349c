; RUN: parir analyze -p 'dot<directive-regions>' %s | FileCheck %s
; The DOT view of nested regions over the CFG (render with `dot -Tsvg`): a parallel region
; holding a loop region whose body branches on a detach marker (dashed edges).

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i1 @llvm.directive.marker()

define void @nest(ptr %p, i32 %n) {
entry:
  %par = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"() ]
  br label %pre

pre:
  %loop = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.SHARED"(ptr %p) ]
  br label %header

header:
  %k = phi i32 [ 0, %pre ], [ %k.next, %latch ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %body, label %latch

body:
  %q = getelementptr inbounds i32, ptr %p, i32 %k
  store i32 %k, ptr %q
  %r = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %latch

latch:
  %k.next = add i32 %k, 1
  %e = icmp eq i32 %k.next, %n
  br i1 %e, label %done, label %header

done:
  call void @llvm.directive.region.exit(token %loop) [ "DIR.OMP.END.LOOP"() ]
  call void @llvm.directive.region.exit(token %par) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

; CHECK: ; PRINT: digraph "@nest" {
; CHECK-NEXT: ; PRINT:   node [shape=box, fontname="monospace"];
; CHECK-NEXT: ; PRINT:   subgraph cluster_0 {
; CHECK-NEXT: ; PRINT:     label="%par DIR.OMP.PARALLEL";
; CHECK-NEXT: ; PRINT:     b0 [label="%entry\lentry DIR.OMP.PARALLEL\l"];
; CHECK-NEXT: ; PRINT:     b5 [label="%done\lexit DIR.OMP.END.PARALLEL\lexit DIR.OMP.END.LOOP\l"];
; CHECK-NEXT: ; PRINT:     subgraph cluster_1 {
; CHECK-NEXT: ; PRINT:       label="%loop DIR.OMP.LOOP";
; CHECK-NEXT: ; PRINT:       b1 [label="%pre\lentry DIR.OMP.LOOP\l"];
; CHECK-NEXT: ; PRINT:       b2 [label="%header\lmarker detach_task\l"];
; CHECK-NEXT: ; PRINT:       b3 [label="%body\lmarker reattach_task\l"];
; CHECK-NEXT: ; PRINT:       b4 [label="%latch\l"];
; CHECK-NEXT: ; PRINT:     }
; CHECK-NEXT: ; PRINT:   }
; CHECK-NEXT: ; PRINT:   b0 -> b1;
; CHECK-NEXT: ; PRINT:   b1 -> b2;
; CHECK-NEXT: ; PRINT:   b2 -> b3 [style=dashed];
; CHECK-NEXT: ; PRINT:   b2 -> b4 [style=dashed];
; CHECK-NEXT: ; PRINT:   b3 -> b4;
; CHECK-NEXT: ; PRINT:   b4 -> b5;
; CHECK-NEXT: ; PRINT:   b4 -> b2;
; CHECK-NEXT: ; PRINT: }
