; RUN: parir opt -passes=hpvm-extract,hpvm-prepare %s | FileCheck %s
; Region -> HPVM -> region (issue 18, item 2): @launch holds two regions as hpvm-prepare made
; them (a 3D node reading its dimensions, then a node of several blocks with an alloca), and
; their node functions are gone. hpvm-extract outlines them (@launch.node, and @sum, named
; after the block `sum.exit` its returns join), hpvm-prepare inlines them again: @launch is
; the input again, instruction for instruction and name for name; the node functions stay,
; as prepare keeps them.

declare ptr @llvm.hpvm.getNode()

declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr)

declare i64 @llvm.hpvm.getNodeInstanceID.y(ptr)

declare i64 @llvm.hpvm.getNodeInstanceID.z(ptr)

declare i64 @llvm.hpvm.getNumNodeInstances.x(ptr)

declare i64 @llvm.hpvm.getNumNodeInstances.y(ptr)

declare void @llvm.hpvm.attributes(i32, ...)



define void @launch(ptr %M, i64 %n, i64 %m, ptr %A, i64 %len, ptr %out) {
entry:
  %0 = mul i64 %n, %m
  %1 = mul i64 %0, 2
  %2 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %n, i64 %m, i64 2), "dataflow_values"(ptr %M, i64 %n), "attributes"(i32 1, i32 -1) ]
  br label %hpvm.instance

hpvm.instance:
  %hpvm.index = phi i64 [ 0, %entry ], [ %hpvm.index.next, %hpvm.next ]
  %3 = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %3, label %hpvm.node, label %hpvm.next

hpvm.node:
  %4 = urem i64 %hpvm.index, %n
  %5 = udiv i64 %hpvm.index, %n
  %6 = urem i64 %5, %m
  %7 = udiv i64 %hpvm.index, %n
  %8 = udiv i64 %7, %m
  %zh.i = mul i64 %8, %m
  %zy.i = add i64 %zh.i, %6
  %row.i = mul i64 %zy.i, %n
  %at.i = add i64 %row.i, %4
  %p.i = getelementptr i64, ptr %M, i64 %at.i
  %v.i = add i64 %at.i, %n
  store i64 %v.i, ptr %p.i
  %9 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %hpvm.next

hpvm.next:
  %hpvm.index.next = add i64 %hpvm.index, 1
  %10 = icmp eq i64 %hpvm.index.next, %1
  br i1 %10, label %hpvm.end, label %hpvm.instance

hpvm.end:
  call void @llvm.directive.region.exit(token %2) [ "HPVM_create_node"(), "dataflow_values"() ]
  br label %hpvm.after

hpvm.after:
  %11 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 4), "dataflow_values"(ptr %A, i64 %len, ptr %out), "attributes"(i32 2, i32 -1, i32 2) ]
  br label %hpvm.instance2

hpvm.instance2:
  %hpvm.index6 = phi i64 [ 0, %hpvm.after ], [ %hpvm.index.next7, %hpvm.next4 ]
  %12 = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %12, label %hpvm.node3, label %hpvm.next4

hpvm.node3:
  %acc.i = alloca i64
  store i64 0, ptr %acc.i
  %empty.i = icmp eq i64 %len, 0
  br i1 %empty.i, label %none.i, label %loop.i

none.i:
  %q.i = getelementptr i64, ptr %out, i64 %hpvm.index6
  store i64 -1, ptr %q.i
  br label %sum.exit

loop.i:
  %k.i = phi i64 [ 0, %hpvm.node3 ], [ %k.next.i, %loop.i ]
  %pa.i = getelementptr i64, ptr %A, i64 %k.i
  %a.i = load i64, ptr %pa.i
  %ai.i = mul i64 %a.i, %hpvm.index6
  %s.i = load i64, ptr %acc.i
  %s2.i = add i64 %s.i, %ai.i
  store i64 %s2.i, ptr %acc.i
  %k.next.i = add i64 %k.i, 1
  %d.i = icmp eq i64 %k.next.i, %len
  br i1 %d.i, label %done.i, label %loop.i

done.i:
  %r.i = load i64, ptr %acc.i
  %po.i = getelementptr i64, ptr %out, i64 %hpvm.index6
  store i64 %r.i, ptr %po.i
  br label %sum.exit

sum.exit:
  %13 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %hpvm.next4

hpvm.next4:
  %hpvm.index.next7 = add i64 %hpvm.index6, 1
  %14 = icmp eq i64 %hpvm.index.next7, 4
  br i1 %14, label %hpvm.end5, label %hpvm.instance2

hpvm.end5:
  call void @llvm.directive.region.exit(token %11) [ "HPVM_create_node"(), "dataflow_values"() ]
  br label %hpvm.after1

hpvm.after1:
  ret void
}

declare i1 @llvm.directive.marker()

declare token @llvm.directive.region.entry()

declare void @llvm.directive.region.exit(token)

; CHECK: define void @sum(ptr %A, i64 %len, ptr %out) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %acc = alloca i64
; CHECK-NEXT:   call void (i32, ...) @llvm.hpvm.attributes(i32 2, ptr %A, ptr %out, i32 2, ptr %A, ptr %out)
; CHECK-NEXT:   %self = call ptr @llvm.hpvm.getNode()
; CHECK-NEXT:   %0 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
; CHECK-NEXT:   store i64 0, ptr %acc
; CHECK-NEXT:   %empty = icmp eq i64 %len, 0
; CHECK-NEXT:   br i1 %empty, label %none, label %loop
; CHECK: none:                                             ; preds = %entry
; CHECK-NEXT:   %q = getelementptr i64, ptr %out, i64 %0
; CHECK-NEXT:   store i64 -1, ptr %q
; CHECK-NEXT:   br label %sum.exit
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
; CHECK-NEXT:   %pa = getelementptr i64, ptr %A, i64 %k
; CHECK-NEXT:   %a = load i64, ptr %pa
; CHECK-NEXT:   %ai = mul i64 %a, %0
; CHECK-NEXT:   %s = load i64, ptr %acc
; CHECK-NEXT:   %s2 = add i64 %s, %ai
; CHECK-NEXT:   store i64 %s2, ptr %acc
; CHECK-NEXT:   %k.next = add i64 %k, 1
; CHECK-NEXT:   %d = icmp eq i64 %k.next, %len
; CHECK-NEXT:   br i1 %d, label %done, label %loop
; CHECK: done:                                             ; preds = %loop
; CHECK-NEXT:   %r = load i64, ptr %acc
; CHECK-NEXT:   %po = getelementptr i64, ptr %out, i64 %0
; CHECK-NEXT:   store i64 %r, ptr %po
; CHECK-NEXT:   br label %sum.exit
; CHECK: sum.exit:                                         ; preds = %done, %none
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @launch.node(ptr %M, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void (i32, ...) @llvm.hpvm.attributes(i32 0, i32 1, ptr %M)
; CHECK-NEXT:   %self = call ptr @llvm.hpvm.getNode()
; CHECK-NEXT:   %0 = call i64 @llvm.hpvm.getNumNodeInstances.y(ptr %self)
; CHECK-NEXT:   %1 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
; CHECK-NEXT:   %2 = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %self)
; CHECK-NEXT:   %3 = call i64 @llvm.hpvm.getNodeInstanceID.z(ptr %self)
; CHECK-NEXT:   %zh = mul i64 %3, %0
; CHECK-NEXT:   %zy = add i64 %zh, %2
; CHECK-NEXT:   %row = mul i64 %zy, %n
; CHECK-NEXT:   %at = add i64 %row, %1
; CHECK-NEXT:   %p = getelementptr i64, ptr %M, i64 %at
; CHECK-NEXT:   %v = add i64 %at, %n
; CHECK-NEXT:   store i64 %v, ptr %p
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @launch(ptr %M, i64 %n, i64 %m, ptr %A, i64 %len, ptr %out) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = mul i64 %n, %m
; CHECK-NEXT:   %1 = mul i64 %0, 2
; CHECK-NEXT:   %2 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %n, i64 %m, i64 2), "dataflow_values"(ptr %M, i64 %n), "attributes"(i32 1, i32 -1) ]
; CHECK-NEXT:   br label %hpvm.instance
; CHECK: hpvm.instance:                                    ; preds = %hpvm.next, %entry
; CHECK-NEXT:   %hpvm.index = phi i64 [ 0, %entry ], [ %hpvm.index.next, %hpvm.next ]
; CHECK-NEXT:   %3 = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %3, label %hpvm.node, label %hpvm.next
; CHECK: hpvm.node:                                        ; preds = %hpvm.instance
; CHECK-NEXT:   %4 = urem i64 %hpvm.index, %n
; CHECK-NEXT:   %5 = udiv i64 %hpvm.index, %n
; CHECK-NEXT:   %6 = urem i64 %5, %m
; CHECK-NEXT:   %7 = udiv i64 %hpvm.index, %n
; CHECK-NEXT:   %8 = udiv i64 %7, %m
; CHECK-NEXT:   %zh.i = mul i64 %8, %m
; CHECK-NEXT:   %zy.i = add i64 %zh.i, %6
; CHECK-NEXT:   %row.i = mul i64 %zy.i, %n
; CHECK-NEXT:   %at.i = add i64 %row.i, %4
; CHECK-NEXT:   %p.i = getelementptr i64, ptr %M, i64 %at.i
; CHECK-NEXT:   %v.i = add i64 %at.i, %n
; CHECK-NEXT:   store i64 %v.i, ptr %p.i
; CHECK-NEXT:   %9 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %hpvm.next
; CHECK: hpvm.next:                                        ; preds = %hpvm.node, %hpvm.instance
; CHECK-NEXT:   %hpvm.index.next = add i64 %hpvm.index, 1
; CHECK-NEXT:   %10 = icmp eq i64 %hpvm.index.next, %1
; CHECK-NEXT:   br i1 %10, label %hpvm.end, label %hpvm.instance
; CHECK: hpvm.end:                                         ; preds = %hpvm.next
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %2) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   br label %hpvm.after
; CHECK: hpvm.after:                                       ; preds = %hpvm.end
; CHECK-NEXT:   %11 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 4), "dataflow_values"(ptr %A, i64 %len, ptr %out), "attributes"(i32 2, i32 -1, i32 2) ]
; CHECK-NEXT:   br label %hpvm.instance2
; CHECK: hpvm.instance2:                                   ; preds = %hpvm.next4, %hpvm.after
; CHECK-NEXT:   %hpvm.index6 = phi i64 [ 0, %hpvm.after ], [ %hpvm.index.next7, %hpvm.next4 ]
; CHECK-NEXT:   %12 = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %12, label %hpvm.node3, label %hpvm.next4
; CHECK: hpvm.node3:                                       ; preds = %hpvm.instance2
; CHECK-NEXT:   %acc.i = alloca i64
; CHECK-NEXT:   store i64 0, ptr %acc.i
; CHECK-NEXT:   %empty.i = icmp eq i64 %len, 0
; CHECK-NEXT:   br i1 %empty.i, label %none.i, label %loop.i
; CHECK: none.i:                                           ; preds = %hpvm.node3
; CHECK-NEXT:   %q.i = getelementptr i64, ptr %out, i64 %hpvm.index6
; CHECK-NEXT:   store i64 -1, ptr %q.i
; CHECK-NEXT:   br label %sum.exit
; CHECK: loop.i:                                           ; preds = %loop.i, %hpvm.node3
; CHECK-NEXT:   %k.i = phi i64 [ 0, %hpvm.node3 ], [ %k.next.i, %loop.i ]
; CHECK-NEXT:   %pa.i = getelementptr i64, ptr %A, i64 %k.i
; CHECK-NEXT:   %a.i = load i64, ptr %pa.i
; CHECK-NEXT:   %ai.i = mul i64 %a.i, %hpvm.index6
; CHECK-NEXT:   %s.i = load i64, ptr %acc.i
; CHECK-NEXT:   %s2.i = add i64 %s.i, %ai.i
; CHECK-NEXT:   store i64 %s2.i, ptr %acc.i
; CHECK-NEXT:   %k.next.i = add i64 %k.i, 1
; CHECK-NEXT:   %d.i = icmp eq i64 %k.next.i, %len
; CHECK-NEXT:   br i1 %d.i, label %done.i, label %loop.i
; CHECK: done.i:                                           ; preds = %loop.i
; CHECK-NEXT:   %r.i = load i64, ptr %acc.i
; CHECK-NEXT:   %po.i = getelementptr i64, ptr %out, i64 %hpvm.index6
; CHECK-NEXT:   store i64 %r.i, ptr %po.i
; CHECK-NEXT:   br label %sum.exit
; CHECK: sum.exit:                                         ; preds = %done.i, %none.i
; CHECK-NEXT:   %13 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %hpvm.next4
; CHECK: hpvm.next4:                                       ; preds = %sum.exit, %hpvm.instance2
; CHECK-NEXT:   %hpvm.index.next7 = add i64 %hpvm.index6, 1
; CHECK-NEXT:   %14 = icmp eq i64 %hpvm.index.next7, 4
; CHECK-NEXT:   br i1 %14, label %hpvm.end5, label %hpvm.instance2
; CHECK: hpvm.end5:                                        ; preds = %hpvm.next4
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %11) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   br label %hpvm.after1
; CHECK: hpvm.after1:                                      ; preds = %hpvm.end5
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
