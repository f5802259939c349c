; SOURCE: llvmpar-extension-mechanism-rfc.txt, "HPVM" and "HPVM using LLVMPar intrinsics".
; FIXES: completed into functions; the createNode1D operand is `bitcast (... (...)* @vector_add
;   to i8*)` (the RFC drops the `*`); `%header:` labels written `header:`; the GEP indices use
;   the i64 loop index; `%c = add i32, i32 %a, i32 %b` written `%sum = add i32 %a, %b`; the
;   region.exit declaration per defect 8; `%retStruct` defined.
; LLVM-ACCEPTS: yes
%retStruct = type { i32 }

declare i8* @llvm.hpvm.createNode1D(i8*, i32)
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i1 @llvm.directive.marker()

define %retStruct @vector_add(i32* %A, i32 %bytesA, i32* %B, i32 %bytesB, i32* %C, i32 %bytesC) {
  ret %retStruct zeroinitializer
}

define i8* @launch(i32 %N) {
  %node = call i8* @llvm.hpvm.createNode1D(
       i8* bitcast (%retStruct (i32*, i32, i32*, i32, i32*, i32)* @vector_add
                to i8*),
      i32 %N)
  ret i8* %node
}

define void @inlined(i32* %A, i32 %bytesA, i32* %B, i32 %bytesB, i32* %C, i32 %bytesC, i64 %N) {
entry:
  %region = call token @llvm.directive.region.entry()[
      "HPVM_create_node"(i64 %N),
      "dataflow_values"(i32* %A, i32 %bytesA, i32* %B, i32 %bytesB,
                           i32* %C, i32 %bytesC),
      "attributes"(i32 0, i32 -1, i32 0, i32 -1, i32 1, i32 -1) ]
  br label %header

header:
    %loop_index = phi i64 [ 0, %entry ], [ %loop_index.next, %latch ]
    %c = call i1 @llvm.directive.marker()["detach_task"()]
    br i1 %c, label %body, label %latch

body:
    %ptrA = getelementptr i32, i32* %A, i64 %loop_index
    %ptrB = getelementptr i32, i32* %B, i64 %loop_index
    %ptrC = getelementptr i32, i32* %C, i64 %loop_index
    %a = load i32, i32* %ptrA
    %b = load i32, i32* %ptrB
    %sum = add i32 %a, %b
    store i32 %sum, i32* %ptrC
    %ignore = call i1 @llvm.directive.marker()["reattach_task"()]
    br label %latch

latch:
    %loop_index.next = add nuw nsw i64 %loop_index, 1
    %exitcond = icmp eq i64 %loop_index.next, %N
    br i1 %exitcond, label %loop.end, label %header

loop.end:
    call void @llvm.directive.region.exit(token %region)[
         "HPVM_create_node"(), "dataflow_values" () ]
    ret void
}
