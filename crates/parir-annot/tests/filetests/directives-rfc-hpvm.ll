; RUN: parir analyze -p 'print<directive-regions>' %s | FileCheck %s
; The LLVMPar RFC's HPVM example ("HPVM using LLVMPar intrinsics"), corrected: typed pointers
; read as `ptr`; `"HPVM_create_node"(%N)` gets its type (`i64 %N`, the trip count of the
; replication loop); `%header:` and the other labels lose their `%`; the two values named
; `%c` (the marker and the sum) become `%c` and `%sum`; `add i32, i32 %a, i32 %b` is
; `add i32 %a, %b`; the GEP indices are the `i64` loop index; `%ignore` is kept; the
; surrounding function, preheader and the `ret` are added. The region holds the replication
; loop with its detach/reattach markers.

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i1 @llvm.directive.marker()

define void @vector_add(ptr %A, i32 %bytesA, ptr %B, i32 %bytesB, ptr %C, i32 %bytesC, i64 %N) {
entry:
  %region = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A, i32 %bytesA, ptr %B, i32 %bytesB, ptr %C, i32 %bytesC), "attributes"(i32 0, i32 -1, i32 0, i32 -1, i32 1, i32 -1) ]
  br label %preheader

preheader:
  br label %header

header:
  %loop_index = phi i64 [ 0, %preheader ], [ %loop_index.next, %latch ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %body, label %latch

body:
  %ptrA = getelementptr i32, ptr %A, i64 %loop_index
  %ptrB = getelementptr i32, ptr %B, i64 %loop_index
  %ptrC = getelementptr i32, ptr %C, i64 %loop_index
  %a = load i32, ptr %ptrA
  %b = load i32, ptr %ptrB
  %sum = add i32 %a, %b
  store i32 %sum, ptr %ptrC
  %ignore = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %latch

latch:
  %loop_index.next = add nuw nsw i64 %loop_index, 1
  %exitcond = icmp eq i64 %loop_index.next, %N
  br i1 %exitcond, label %loop.end, label %header

loop.end:
  call void @llvm.directive.region.exit(token %region) [ "HPVM_create_node"(), "dataflow_values"() ]
  ret void
}

; CHECK: ; PRINT: Directive regions of @vector_add:
; CHECK-NEXT: ; PRINT:   region %region HPVM_create_node(%N)
; CHECK-NEXT: ; PRINT:     clause "dataflow_values"(%A, %bytesA, %B, %bytesB, %C, %bytesC)
; CHECK-NEXT: ; PRINT:     clause "attributes"(0, -1, 0, -1, 1, -1)
; CHECK-NEXT: ; PRINT:     exits: %loop.end
; CHECK-NEXT: ; PRINT:     blocks: %entry, %preheader, %header, %body, %latch, %loop.end
; CHECK-NEXT: ; PRINT:     marker call @llvm.directive.marker in %header ["detach_task"]
; CHECK-NEXT: ; PRINT:     marker call @llvm.directive.marker in %body ["reattach_task"]
