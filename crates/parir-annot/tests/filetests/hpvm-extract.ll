; RUN: parir opt -passes=hpvm-extract %s | FileCheck %s
; The RFC's region form -> HPVM (issue 18, item 2): hpvm-extract outlines each HPVM_create_node
; region back into a node function and puts createNode1D/2D/3D + bind.input in its place.
; - @vector_add is the RFC's HPVM example (as corrected in directives-rfc-hpvm.ll: a preheader,
;   `add nuw nsw`, no block after the exit): the task becomes @vector_add.node, the loop
;   index getNodeInstanceID.x(getNode()), the attributes codes (0, -1, 0, -1, 1, -1) the
;   attributes call (A and B in, C out); the six dataflow values are bound to parameters 0-5.
; - @launch2d is hpvm-prepare's output for @fill: @fill prepares to exactly this region, so
;   the createNode2D names it and no function is made (prepare's `mul 4, 3` goes too).
; - @launch3d is prepare's output for a 3D node whose function is gone, with the index stored
;   directly: prepare's x/y/z computations become the calls of their axes in place, the other
;   use gets x + %n * (y + %m * z); %n is a dataflow value, %m getNumNodeInstances.y.
; - @launch_sum: a node of several blocks with an alloca (in the task, as prepare keeps it);
;   the block its returns join, `sum.exit`, names the new function @sum.
; - Not extractable, with a located warning and the region kept: @notparam (a dataflow value
;   that is not a parameter: bind.input binds parameters), @unlisted (the task uses %v, which
;   the region does not list), @trip (the loop runs 10 times, not N), @badcode (a pointer whose
;   attributes code says "not a pointer"), and the outer region of @nested: its inner region
;   is extracted first (regions go last first), and the outer task then creates a node, an
;   internal node, which is outside the subset.

declare ptr @llvm.hpvm.getNode()

declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr)

declare i64 @llvm.hpvm.getNodeInstanceID.y(ptr)

declare i64 @llvm.hpvm.getNodeInstanceID.z(ptr)

declare i64 @llvm.hpvm.getNumNodeInstances.x(ptr)

declare i64 @llvm.hpvm.getNumNodeInstances.y(ptr)

declare void @llvm.hpvm.attributes(i32, ...)

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
  %0 = mul i64 4, 3
  %1 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 4, i64 3), "dataflow_values"(ptr %M), "attributes"(i32 2) ]
  br label %hpvm.instance

hpvm.instance:
  %hpvm.index = phi i64 [ 0, %entry ], [ %hpvm.index.next, %hpvm.next ]
  %2 = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %2, label %hpvm.node, label %hpvm.next

hpvm.node:
  %3 = urem i64 %hpvm.index, 4
  %4 = udiv i64 %hpvm.index, 4
  %row.i = mul i64 %4, 4
  %at.i = add i64 %row.i, %3
  %p.i = getelementptr i64, ptr %M, i64 %at.i
  %hy.i = mul i64 %4, 100
  %v.i = add i64 %hy.i, %3
  store i64 %v.i, ptr %p.i
  %5 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %hpvm.next

hpvm.next:
  %hpvm.index.next = add i64 %hpvm.index, 1
  %6 = icmp eq i64 %hpvm.index.next, %0
  br i1 %6, label %hpvm.end, label %hpvm.instance

hpvm.end:
  call void @llvm.directive.region.exit(token %1) [ "HPVM_create_node"(), "dataflow_values"() ]
  br label %hpvm.after

hpvm.after:
  ret void
}

define void @launch3d(ptr %M, i64 %n, i64 %m) {
entry:
  %0 = mul i64 %n, %m
  %1 = mul i64 %0, 2
  %2 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %n, i64 %m, i64 2), "dataflow_values"(ptr %M, i64 %n), "attributes"(i32 2, i32 -1) ]
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
  store i64 %hpvm.index, ptr %p.i
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
  ret void
}

define void @launch_sum(ptr %A, i64 %len, ptr %out) {
entry:
  %0 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 4), "dataflow_values"(ptr %A, i64 %len, ptr %out), "attributes"(i32 0, i32 -1, i32 1) ]
  br label %hpvm.instance

hpvm.instance:
  %hpvm.index = phi i64 [ 0, %entry ], [ %hpvm.index.next, %hpvm.next ]
  %1 = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %1, label %hpvm.node, label %hpvm.next

hpvm.node:
  %acc.i = alloca i64
  store i64 0, ptr %acc.i
  %empty.i = icmp eq i64 %len, 0
  br i1 %empty.i, label %none.i, label %loop.i

none.i:
  %q.i = getelementptr i64, ptr %out, i64 %hpvm.index
  store i64 -1, ptr %q.i
  br label %sum.exit

loop.i:
  %k.i = phi i64 [ 0, %hpvm.node ], [ %k.next.i, %loop.i ]
  %pa.i = getelementptr i64, ptr %A, i64 %k.i
  %a.i = load i64, ptr %pa.i
  %ai.i = mul i64 %a.i, %hpvm.index
  %s.i = load i64, ptr %acc.i
  %s2.i = add i64 %s.i, %ai.i
  store i64 %s2.i, ptr %acc.i
  %k.next.i = add i64 %k.i, 1
  %d.i = icmp eq i64 %k.next.i, %len
  br i1 %d.i, label %done.i, label %loop.i

done.i:
  %r.i = load i64, ptr %acc.i
  %po.i = getelementptr i64, ptr %out, i64 %hpvm.index
  store i64 %r.i, ptr %po.i
  br label %sum.exit

sum.exit:
  %2 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %hpvm.next

hpvm.next:
  %hpvm.index.next = add i64 %hpvm.index, 1
  %3 = icmp eq i64 %hpvm.index.next, 4
  br i1 %3, label %hpvm.end, label %hpvm.instance

hpvm.end:
  call void @llvm.directive.region.exit(token %0) [ "HPVM_create_node"(), "dataflow_values"() ]
  br label %hpvm.after

hpvm.after:
  ret void
}

declare i1 @llvm.directive.marker()

declare token @llvm.directive.region.entry()

declare void @llvm.directive.region.exit(token)

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

define void @notparam(ptr %A, i64 %N) {
entry:
  %B = getelementptr i32, ptr %A, i64 1
  %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %B), "attributes"(i32 2) ]
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %n, %l ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %t, label %l
t:
  %p = getelementptr i32, ptr %B, i64 %i
  store i32 0, ptr %p
  %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %l
l:
  %n = add i64 %i, 1
  %d = icmp eq i64 %n, %N
  br i1 %d, label %x, label %h
x:
  call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
  ret void
}

define void @unlisted(ptr %A, i32 %v, i64 %N) {
entry:
  %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 1) ]
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %n, %l ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %t, label %l
t:
  %p = getelementptr i32, ptr %A, i64 %i
  store i32 %v, ptr %p
  %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %l
l:
  %n = add i64 %i, 1
  %d = icmp eq i64 %n, %N
  br i1 %d, label %x, label %h
x:
  call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
  ret void
}

define void @trip(ptr %A, i64 %N) {
entry:
  %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 1) ]
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %n, %l ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %t, label %l
t:
  %p = getelementptr i32, ptr %A, i64 %i
  store i32 0, ptr %p
  %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %l
l:
  %n = add i64 %i, 1
  %d = icmp eq i64 %n, 10
  br i1 %d, label %x, label %h
x:
  call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
  ret void
}

define i32 @badcode(ptr %A, i64 %N) {
entry:
  %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 -1) ]
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %n, %l ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %t, label %l
t:
  %p = getelementptr i32, ptr %A, i64 %i
  store i32 0, ptr %p
  %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %l
l:
  %n = add i64 %i, 1
  %d = icmp eq i64 %n, %N
  br i1 %d, label %x, label %h
x:
  call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
  ret i32 0
}

define void @nested(ptr %A, i64 %N) {
entry:
  %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 2) ]
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %n, %l ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %t, label %l
t:
  %r2 = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 4), "dataflow_values"(ptr %A), "attributes"(i32 2) ]
  br label %h2
h2:
  %i2 = phi i64 [ 0, %t ], [ %n2, %l2 ]
  %c2 = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c2, label %t2, label %l2
t2:
  store i32 0, ptr %A
  %z2 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %l2
l2:
  %n2 = add i64 %i2, 1
  %d2 = icmp eq i64 %n2, 4
  br i1 %d2, label %x2, label %h2
x2:
  call void @llvm.directive.region.exit(token %r2) [ "HPVM_create_node"(), "dataflow_values"() ]
  %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %l
l:
  %n = add i64 %i, 1
  %d = icmp eq i64 %n, %N
  br i1 %d, label %x, label %h
x:
  call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: the dataflow value ptr %B is not a parameter of @notparam (bind.input binds the parent's parameters only); the region stays [hpvm-region-not-extractable] (at hpvm-extract.ll:226:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: the task uses i32 %v, defined outside the region, which is neither a dataflow value nor a dimension; the region stays [hpvm-region-not-extractable] (at hpvm-extract.ll:256:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: the loop's trip count is not the product of the HPVM_create_node dimensions; the region stays [hpvm-region-not-extractable] (at hpvm-extract.ll:270:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: the attributes code i32 -1 does not fit the dataflow value ptr %A (0 in, 1 out, 2 inout for pointers, -1 for other values); the region stays [hpvm-region-not-extractable] (at hpvm-extract.ll:292:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: the task calls llvm.hpvm.createNode1D (the region form has no HPVM calls; internal nodes are outside the subset); the region stays [hpvm-region-not-extractable] (at hpvm-extract.ll:314:3)
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
; CHECK-NEXT:   %node = call ptr @llvm.hpvm.createNode2D(ptr @fill, i64 4, i64 3)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @launch3d.node(ptr %M, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void (i32, ...) @llvm.hpvm.attributes(i32 1, ptr %M, i32 1, ptr %M)
; CHECK-NEXT:   %self = call ptr @llvm.hpvm.getNode()
; CHECK-NEXT:   %0 = call i64 @llvm.hpvm.getNumNodeInstances.y(ptr %self)
; CHECK-NEXT:   %1 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
; CHECK-NEXT:   %2 = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %self)
; CHECK-NEXT:   %3 = call i64 @llvm.hpvm.getNodeInstanceID.z(ptr %self)
; CHECK-NEXT:   %4 = mul i64 %0, %3
; CHECK-NEXT:   %5 = add i64 %2, %4
; CHECK-NEXT:   %6 = mul i64 %n, %5
; CHECK-NEXT:   %7 = add i64 %1, %6
; CHECK-NEXT:   %zh = mul i64 %3, %0
; CHECK-NEXT:   %zy = add i64 %zh, %2
; CHECK-NEXT:   %row = mul i64 %zy, %n
; CHECK-NEXT:   %at = add i64 %row, %1
; CHECK-NEXT:   %p = getelementptr i64, ptr %M, i64 %at
; CHECK-NEXT:   store i64 %7, ptr %p
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @launch3d(ptr %M, i64 %n, i64 %m) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %node = call ptr @llvm.hpvm.createNode3D(ptr @launch3d.node, i64 %n, i64 %m, i64 2)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 1, i32 1, i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @sum(ptr %A, i64 %len, ptr %out) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %acc = alloca i64
; CHECK-NEXT:   call void (i32, ...) @llvm.hpvm.attributes(i32 1, ptr %A, i32 1, ptr %out)
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
; CHECK: define void @launch_sum(ptr %A, i64 %len, ptr %out) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %node = call ptr @llvm.hpvm.createNode1D(ptr @sum, i64 4)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 1, i32 1, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 2, i32 2, i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @vector_add.node(ptr %A, i32 %bytesA, ptr %B, i32 %bytesB, ptr %C, i32 %bytesC) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void (i32, ...) @llvm.hpvm.attributes(i32 2, ptr %A, ptr %B, i32 1, ptr %C)
; CHECK-NEXT:   %self = call ptr @llvm.hpvm.getNode()
; CHECK-NEXT:   %0 = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
; CHECK-NEXT:   %ptrA = getelementptr i32, ptr %A, i64 %0
; CHECK-NEXT:   %ptrB = getelementptr i32, ptr %B, i64 %0
; CHECK-NEXT:   %ptrC = getelementptr i32, ptr %C, i64 %0
; CHECK-NEXT:   %a = load i32, ptr %ptrA
; CHECK-NEXT:   %b = load i32, ptr %ptrB
; CHECK-NEXT:   %sum = add i32 %a, %b
; CHECK-NEXT:   store i32 %sum, ptr %ptrC
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @vector_add(ptr %A, i32 %bytesA, ptr %B, i32 %bytesB, ptr %C, i32 %bytesC, i64 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %node = call ptr @llvm.hpvm.createNode1D(ptr @vector_add.node, i64 %N)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 1, i32 1, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 2, i32 2, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 3, i32 3, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 4, i32 4, i1 false)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 5, i32 5, i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @notparam(ptr %A, i64 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %B = getelementptr i32, ptr %A, i64 1
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %B), "attributes"(i32 2) ]
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %l, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %n, %l ]
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %c, label %t, label %l
; CHECK: t:                                                ; preds = %h
; CHECK-NEXT:   %p = getelementptr i32, ptr %B, i64 %i
; CHECK-NEXT:   store i32 0, ptr %p
; CHECK-NEXT:   %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %l
; CHECK: l:                                                ; preds = %t, %h
; CHECK-NEXT:   %n = add i64 %i, 1
; CHECK-NEXT:   %d = icmp eq i64 %n, %N
; CHECK-NEXT:   br i1 %d, label %x, label %h
; CHECK: x:                                                ; preds = %l
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @unlisted(ptr %A, i32 %v, i64 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 1) ]
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %l, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %n, %l ]
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %c, label %t, label %l
; CHECK: t:                                                ; preds = %h
; CHECK-NEXT:   %p = getelementptr i32, ptr %A, i64 %i
; CHECK-NEXT:   store i32 %v, ptr %p
; CHECK-NEXT:   %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %l
; CHECK: l:                                                ; preds = %t, %h
; CHECK-NEXT:   %n = add i64 %i, 1
; CHECK-NEXT:   %d = icmp eq i64 %n, %N
; CHECK-NEXT:   br i1 %d, label %x, label %h
; CHECK: x:                                                ; preds = %l
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @trip(ptr %A, i64 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 1) ]
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %l, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %n, %l ]
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %c, label %t, label %l
; CHECK: t:                                                ; preds = %h
; CHECK-NEXT:   %p = getelementptr i32, ptr %A, i64 %i
; CHECK-NEXT:   store i32 0, ptr %p
; CHECK-NEXT:   %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %l
; CHECK: l:                                                ; preds = %t, %h
; CHECK-NEXT:   %n = add i64 %i, 1
; CHECK-NEXT:   %d = icmp eq i64 %n, 10
; CHECK-NEXT:   br i1 %d, label %x, label %h
; CHECK: x:                                                ; preds = %l
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define i32 @badcode(ptr %A, i64 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 -1) ]
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %l, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %n, %l ]
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %c, label %t, label %l
; CHECK: t:                                                ; preds = %h
; CHECK-NEXT:   %p = getelementptr i32, ptr %A, i64 %i
; CHECK-NEXT:   store i32 0, ptr %p
; CHECK-NEXT:   %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %l
; CHECK: l:                                                ; preds = %t, %h
; CHECK-NEXT:   %n = add i64 %i, 1
; CHECK-NEXT:   %d = icmp eq i64 %n, %N
; CHECK-NEXT:   br i1 %d, label %x, label %h
; CHECK: x:                                                ; preds = %l
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK: define void @nested.node(ptr %A) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void (i32, ...) @llvm.hpvm.attributes(i32 1, ptr %A, i32 1, ptr %A)
; CHECK-NEXT:   store i32 0, ptr %A
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @nested(ptr %A, i64 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %N), "dataflow_values"(ptr %A), "attributes"(i32 2) ]
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %l, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %n, %l ]
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
; CHECK-NEXT:   br i1 %c, label %t, label %l
; CHECK: t:                                                ; preds = %h
; CHECK-NEXT:   %node = call ptr @llvm.hpvm.createNode1D(ptr @nested.node, i64 4)
; CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
; CHECK-NEXT:   %z = call i1 @llvm.directive.marker() [ "reattach_task"() ]
; CHECK-NEXT:   br label %l
; CHECK: l:                                                ; preds = %t, %h
; CHECK-NEXT:   %n = add i64 %i, 1
; CHECK-NEXT:   %d = icmp eq i64 %n, %N
; CHECK-NEXT:   br i1 %d, label %x, label %h
; CHECK: x:                                                ; preds = %l
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"(), "dataflow_values"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
