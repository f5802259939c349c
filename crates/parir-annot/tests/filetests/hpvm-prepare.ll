; RUN: parir opt -passes=hpvm-prepare %s | FileCheck %s
; HPVM -> the RFC's region form (issue 18, item 2): the RFC's vector_add example (@launch:
; createNode1D, three bind.input, a node function with getNode / getNodeInstanceID.x and
; attributes) becomes an HPVM_create_node region with dataflow_values (the bound values) and
; attributes (in 0, out 1, inout 2, -1 not a pointer), around a replication loop whose
; iterations detach the inlined node with the loop index as its instance ID. A 2D node
; (@launch2d) gets one loop over the 4 x 3 instances with x = index % 4 and y = index / 4, and
; getNumNodeInstances.x becomes 4. A node whose value has other uses (@edge_use: bind.output)
; is outside the subset: a located warning, and it stays. A node with a local variable
; (@launch_local) keeps its alloca at the start of the task, one per instance, not at the
; caller's entry where the instances would share it (the RFC: the inliner must not move
; allocas to the function entry).

declare ptr @llvm.hpvm.createNode1D(ptr, i64)
declare ptr @llvm.hpvm.createNode2D(ptr, i64, i64)
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1)
declare void @llvm.hpvm.bind.output(ptr, i32, i32, i1)
declare ptr @llvm.hpvm.getNode()
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr)
declare i64 @llvm.hpvm.getNodeInstanceID.y(ptr)
declare i64 @llvm.hpvm.getNumNodeInstances.x(ptr)
declare void @llvm.hpvm.attributes(i32, ...)

define void @vector_add(ptr %A, i32 %bytesA, ptr %B, ptr %C) {
entry:
  call void (i32, ...) @llvm.hpvm.attributes(i32 2, ptr %A, ptr %B, i32 1, ptr %C)
  %self = call ptr @llvm.hpvm.getNode()
  %i = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
  %pa = getelementptr i32, ptr %A, i64 %i
  %pb = getelementptr i32, ptr %B, i64 %i
  %pc = getelementptr i32, ptr %C, i64 %i
  %a = load i32, ptr %pa
  %b = load i32, ptr %pb
  %c = add i32 %a, %b
  store i32 %c, ptr %pc
  ret void
}

define void @launch(ptr %A, i32 %bytesA, ptr %B, ptr %C, i64 %N) {
entry:
  %node = call ptr @llvm.hpvm.createNode1D(ptr @vector_add, i64 %N)
  call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node, i32 1, i32 1, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node, i32 2, i32 2, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node, i32 3, i32 3, i1 false)
  ret void
}

define void @fill(ptr %M) {
entry:
  %self = call ptr @llvm.hpvm.getNode()
  %x = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
  %y = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %self)
  %w = call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %self)
  %row = mul i64 %y, %w
  %at = add i64 %row, %x
  %p = getelementptr i64, ptr %M, i64 %at
  %hy = mul i64 %y, 100
  %v = add i64 %hy, %x
  store i64 %v, ptr %p
  ret void
}

define void @launch2d(ptr %M) {
entry:
  %node = call ptr @llvm.hpvm.createNode2D(ptr @fill, i64 4, i64 3)
  call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
  ret void
}

define void @edge_use(ptr %M) {
entry:
  %node = call ptr @llvm.hpvm.createNode1D(ptr @fill, i64 8)
  call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
  call void @llvm.hpvm.bind.output(ptr %node, i32 0, i32 0, i1 false)
  ret void
}

define void @square(ptr %M) {
entry:
  %t = alloca i64
  %self = call ptr @llvm.hpvm.getNode()
  %x = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
  store i64 %x, ptr %t
  %v = load i64, ptr %t
  %sq = mul i64 %v, %v
  %p = getelementptr i64, ptr %M, i64 %x
  store i64 %sq, ptr %p
  ret void
}

define void @launch_local(ptr %M) {
entry:
  %node = call ptr @llvm.hpvm.createNode1D(ptr @square, i64 16)
  call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: the node has uses other than bind.input (edges, bind.output, wait); the node stays [hpvm-node-not-supported] (at hpvm-prepare.ll:73:3)
; CHECK: define void @vector_add(ptr %A, i32 %bytesA, ptr %B, ptr %C) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void (i32, ...) @llvm.hpvm.attributes(i32 2, ptr %A, ptr %B, i32 1, ptr %C)
; CHECK-NEXT:   %self = call ptr @llvm.hpvm.getNode()
; CHECK-NEXT:   %i = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
; CHECK-NEXT:   %pa = getelementptr i32, ptr %A, i64 %i
; CHECK-NEXT:   %pb = getelementptr i32, ptr %B, i64 %i
; CHECK-NEXT:   %pc = getelementptr i32, ptr %C, i64 %i
; CHECK-NEXT:   %a = load i32, ptr %pa
; CHECK-NEXT:   %b = load i32, ptr %pb
; CHECK-NEXT:   %c = add i32 %a, %b
; CHECK-NEXT:   store i32 %c, ptr %pc
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @launch(ptr %A, i32 %bytesA, ptr %B, ptr %C, i64 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A, i32 %bytesA, ptr %B, ptr %C), "attributes"(i32 0, i32 -1, i32 0, i32 1) ]
; CHECK-NEXT:   br label %hpvm.instance
; CHECK: hpvm.instance:                                    ; preds = %hpvm.next, %entry
; CHECK-NEXT:   %hpvm.index = phi i64 [ 0, %entry ], [ %hpvm.index.next, %hpvm.next ]
; CHECK-NEXT:   %1 = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %1, label %hpvm.node, label %hpvm.next
; CHECK: hpvm.node:                                        ; preds = %hpvm.instance
; CHECK-NEXT:   %pa.i = getelementptr i32, ptr %A, i64 %hpvm.index
; CHECK-NEXT:   %pb.i = getelementptr i32, ptr %B, i64 %hpvm.index
; CHECK-NEXT:   %pc.i = getelementptr i32, ptr %C, i64 %hpvm.index
; CHECK-NEXT:   %a.i = load i32, ptr %pa.i
; CHECK-NEXT:   %b.i = load i32, ptr %pb.i
; CHECK-NEXT:   %c.i = add i32 %a.i, %b.i
; CHECK-NEXT:   store i32 %c.i, ptr %pc.i
; CHECK-NEXT:   %2 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %hpvm.next
; CHECK: hpvm.next:                                        ; preds = %hpvm.node, %hpvm.instance
; CHECK-NEXT:   %hpvm.index.next = add i64 %hpvm.index, 1
; CHECK-NEXT:   %3 = icmp eq i64 %hpvm.index.next, %N
; CHECK-NEXT:   br i1 %3, label %hpvm.end, label %hpvm.instance
; CHECK: hpvm.end:                                         ; preds = %hpvm.next
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %0) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   br label %hpvm.after
; CHECK: hpvm.after:                                       ; preds = %hpvm.end
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @fill(ptr %M) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %self = call ptr @llvm.hpvm.getNode()
; CHECK-NEXT:   %x = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
; CHECK-NEXT:   %y = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %self)
; CHECK-NEXT:   %w = call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %self)
; CHECK-NEXT:   %row = mul i64 %y, %w
; CHECK-NEXT:   %at = add i64 %row, %x
; CHECK-NEXT:   %p = getelementptr i64, ptr %M, i64 %at
; CHECK-NEXT:   %hy = mul i64 %y, 100
; CHECK-NEXT:   %v = add i64 %hy, %x
; CHECK-NEXT:   store i64 %v, ptr %p
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @launch2d(ptr %M) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = mul i64 4, 3
; CHECK-NEXT:   %1 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 4, i64 3), "dataflow_values"(ptr %M), "attributes"(i32 2) ]
; CHECK-NEXT:   br label %hpvm.instance
; CHECK: hpvm.instance:                                    ; preds = %hpvm.next, %entry
; CHECK-NEXT:   %hpvm.index = phi i64 [ 0, %entry ], [ %hpvm.index.next, %hpvm.next ]
; CHECK-NEXT:   %2 = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %2, label %hpvm.node, label %hpvm.next
; CHECK: hpvm.node:                                        ; preds = %hpvm.instance
; CHECK-NEXT:   %3 = urem i64 %hpvm.index, 4
; CHECK-NEXT:   %4 = udiv i64 %hpvm.index, 4
; CHECK-NEXT:   %row.i = mul i64 %4, 4
; CHECK-NEXT:   %at.i = add i64 %row.i, %3
; CHECK-NEXT:   %p.i = getelementptr i64, ptr %M, i64 %at.i
; CHECK-NEXT:   %hy.i = mul i64 %4, 100
; CHECK-NEXT:   %v.i = add i64 %hy.i, %3
; CHECK-NEXT:   store i64 %v.i, ptr %p.i
; CHECK-NEXT:   %5 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %hpvm.next
; CHECK: hpvm.next:                                        ; preds = %hpvm.node, %hpvm.instance
; CHECK-NEXT:   %hpvm.index.next = add i64 %hpvm.index, 1
; CHECK-NEXT:   %6 = icmp eq i64 %hpvm.index.next, %0
; CHECK-NEXT:   br i1 %6, label %hpvm.end, label %hpvm.instance
; CHECK: hpvm.end:                                         ; preds = %hpvm.next
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %1) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   br label %hpvm.after
; CHECK: hpvm.after:                                       ; preds = %hpvm.end
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @edge_use(ptr %M) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %node = call ptr @llvm.hpvm.createNode1D(ptr @fill, i64 8)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %node, i32 0, i32 0, i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @square(ptr %M) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %t = alloca i64
; CHECK-NEXT:   %self = call ptr @llvm.hpvm.getNode()
; CHECK-NEXT:   %x = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
; CHECK-NEXT:   store i64 %x, ptr %t
; CHECK-NEXT:   %v = load i64, ptr %t
; CHECK-NEXT:   %sq = mul i64 %v, %v
; CHECK-NEXT:   %p = getelementptr i64, ptr %M, i64 %x
; CHECK-NEXT:   store i64 %sq, ptr %p
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @launch_local(ptr %M) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 16), "dataflow_values"(ptr %M), "attributes"(i32 2) ]
; CHECK-NEXT:   br label %hpvm.instance
; CHECK: hpvm.instance:                                    ; preds = %hpvm.next, %entry
; CHECK-NEXT:   %hpvm.index = phi i64 [ 0, %entry ], [ %hpvm.index.next, %hpvm.next ]
; CHECK-NEXT:   %1 = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %1, label %hpvm.node, label %hpvm.next
; CHECK: hpvm.node:                                        ; preds = %hpvm.instance
; CHECK-NEXT:   %t.i = alloca i64
; CHECK-NEXT:   store i64 %hpvm.index, ptr %t.i
; CHECK-NEXT:   %v.i = load i64, ptr %t.i
; CHECK-NEXT:   %sq.i = mul i64 %v.i, %v.i
; CHECK-NEXT:   %p.i = getelementptr i64, ptr %M, i64 %hpvm.index
; CHECK-NEXT:   store i64 %sq.i, ptr %p.i
; CHECK-NEXT:   %2 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %hpvm.next
; CHECK: hpvm.next:                                        ; preds = %hpvm.node, %hpvm.instance
; CHECK-NEXT:   %hpvm.index.next = add i64 %hpvm.index, 1
; CHECK-NEXT:   %3 = icmp eq i64 %hpvm.index.next, 16
; CHECK-NEXT:   br i1 %3, label %hpvm.end, label %hpvm.instance
; CHECK: hpvm.end:                                         ; preds = %hpvm.next
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %0) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   br label %hpvm.after
; CHECK: hpvm.after:                                       ; preds = %hpvm.end
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
