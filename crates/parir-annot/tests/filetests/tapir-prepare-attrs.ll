; RUN: parir opt -passes=tapir-prepare %s | FileCheck %s
; OpenCilk's attribute keywords, which LLVM 19 does not know, become string attributes
; "opencilk.<keyword>" in the marker form: on functions (through their attribute groups), on
; parameters and on call sites. The runner's oracle (opt-19) verifies the output;
; tapir-extract-attrs.ll has the way back.

@x = global i64 0

define void @spawner(ptr %fr) #0 {
entry:
  %sr = call token @llvm.syncregion.start()
  %v = call ptr @llvm.hyper.lookup.i64(ptr %fr, ptr hyper_view injective @x, i64 8, ptr null, ptr null)
  detach within %sr, label %task, label %cont

task:
  %r = call strand_noalias ptr @view(ptr %v)
  store i64 1, ptr %r, align 8
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()
declare ptr @llvm.hyper.lookup.i64(ptr, ptr, i64, ptr, ptr) #1
declare ptr @view(ptr)

attributes #0 = { nounwind sanitize_cilk stealable "frame-pointer"="all" }
attributes #1 = { strand_pure }

; CHECK: define void @spawner(ptr %fr) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   %v = call ptr @llvm.hyper.lookup.i64(ptr %fr, ptr "opencilk.hyper_view" "opencilk.injective" @x, i64 8, ptr null, ptr null)
; CHECK-NEXT:   %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
; CHECK-NEXT:   br i1 %0, label %task, label %cont
; CHECK: task:                                             ; preds = %entry
; CHECK-NEXT:   %r = call "opencilk.strand_noalias" ptr @view(ptr %v)
; CHECK-NEXT:   store i64 1, ptr %r, align 8
; CHECK-NEXT:   %1 = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
; CHECK-NEXT:   br label %cont
; CHECK: cont:                                             ; preds = %task, %entry
; CHECK-NEXT:   %2 = call i1 @llvm.directive.marker() [ "local_barrier"(token %sr) ]
; CHECK-NEXT:   br label %done
; CHECK: done:                                             ; preds = %cont
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: attributes #0 = { nounwind "frame-pointer"="all" "opencilk.sanitize_cilk" "opencilk.stealable" }
; CHECK: attributes #1 = { "opencilk.strand_pure" }
