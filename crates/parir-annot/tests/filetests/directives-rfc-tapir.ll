; RUN: parir analyze -p 'print<directive-regions>' %s | FileCheck %s
; The LLVMPar RFC's Tapir example ("Tapir using LLVMPar intrinsics"), corrected: typed
; pointers read as `ptr`; the function around the blocks, its entry and the
; `sync.continue` block the example branches to are added; the marker calls whose result is
; unused are kept as the RFC writes them. The markers are found, outside any region.

declare i1 @llvm.directive.marker()

define void @scale(ptr %x, i32 %a, i32 %n) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %pfor.detach.lr.ph, label %pfor.cond.cleanup

pfor.detach.lr.ph:
  %wide.trip.count = zext i32 %n to i64
  br label %pfor.detach

pfor.detach:
  %indvars.iv = phi i64 [ 0, %pfor.detach.lr.ph ], [ %indvars.iv.next, %pfor.inc ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %pfor.body, label %pfor.inc

pfor.body:
  %arrayidx = getelementptr inbounds i32, i32* %x, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4
  %mul3 = mul nsw i32 %0, %a
  store i32 %mul3, i32* %arrayidx, align 4
  call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %pfor.inc

pfor.inc:
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach

pfor.cond.cleanup:
  call i1 @llvm.directive.marker() [ "local_barrier"() ]
  br label %sync.continue

sync.continue:
  ret void
}

; CHECK: ; PRINT: Directive regions of @scale:
; CHECK-NEXT: ; PRINT:   marker call @llvm.directive.marker in %pfor.detach ["detach_task"]
; CHECK-NEXT: ; PRINT:   marker call @llvm.directive.marker in %pfor.body ["reattach_task"]
; CHECK-NEXT: ; PRINT:   marker call @llvm.directive.marker in %pfor.cond.cleanup ["local_barrier"]
