; RUN: parir opt -passes=tapir-extract %s | FileCheck %s
; The twin of tapir-prepare-attrs.ll: the string attributes "opencilk.<keyword>" of the marker
; form become OpenCilk's keywords again, on functions, parameters and call sites; a string
; attribute with that prefix that is no OpenCilk keyword ("opencilk.other") stays.


@x = global i64 0

; Function Attrs: nounwind
define void @spawner(ptr %fr) #0 {
entry:
  %sr = call token @llvm.syncregion.start()
  %v = call ptr @llvm.hyper.lookup.i64(ptr %fr, ptr "opencilk.hyper_view" "opencilk.injective" @x, i64 8, ptr null, ptr null)
  %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
  br i1 %0, label %task, label %cont

task:                                             ; preds = %entry
  %r = call "opencilk.strand_noalias" ptr @view(ptr %v)
  store i64 1, ptr %r, align 8
  %1 = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
  br label %cont

cont:                                             ; preds = %task, %entry
  %2 = call i1 @llvm.directive.marker() [ "local_barrier"(token %sr) ]
  br label %done

done:                                             ; preds = %cont
  ret void
}

declare token @llvm.syncregion.start()

declare ptr @llvm.hyper.lookup.i64(ptr, ptr, i64, ptr, ptr) #1

declare ptr @view(ptr)

declare i1 @llvm.directive.marker()

attributes #0 = { nounwind "frame-pointer"="all" "opencilk.other" "opencilk.sanitize_cilk" "opencilk.stealable" }
attributes #1 = { "opencilk.strand_pure" }

; CHECK: define void @spawner(ptr %fr) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   %v = call ptr @llvm.hyper.lookup.i64(ptr %fr, ptr hyper_view injective @x, i64 8, ptr null, ptr null)
; CHECK-NEXT:   detach within %sr, label %task, label %cont
; CHECK: task:                                             ; preds = %entry
; CHECK-NEXT:   %r = call strand_noalias ptr @view(ptr %v)
; CHECK-NEXT:   store i64 1, ptr %r, align 8
; CHECK-NEXT:   reattach within %sr, label %cont
; CHECK: cont:                                             ; preds = %task, %entry
; CHECK-NEXT:   sync within %sr, label %done
; CHECK: done:                                             ; preds = %cont
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: attributes #0 = { nounwind sanitize_cilk stealable "frame-pointer"="all" "opencilk.other" }
; CHECK: attributes #1 = { strand_pure }
