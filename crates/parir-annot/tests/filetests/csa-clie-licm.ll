; RUN: parir opt -passes=licm,clie %s | FileCheck %s
; The loop of csa-clie-cannot-place.ll after licm: the load of @n leaves the header, and the
; section is the body block. (The spmdization with an unknown kind still warns.)

@n = global i32 10
@A = global [16 x i32] zeroinitializer
@.str = private unnamed_addr constant [6 x i8] c"magic\00", align 1

declare void @llvm.csa.parallel.loop()
declare void @llvm.csa.spmdization(i32, ptr)

define void @f() {
entry:
  call void @llvm.csa.parallel.loop()
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %bound = load i32, ptr @n, align 4
  %cmp = icmp slt i32 %i, %bound
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %p = getelementptr inbounds [16 x i32], ptr @A, i32 0, i32 %i
  store i32 %i, ptr %p, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond

for.end:
  call void @llvm.csa.spmdization(i32 4, ptr @.str)
  br label %l2

l2:
  %j = phi i32 [ 0, %for.end ], [ %j1, %l2 ]
  store i32 %j, ptr @A, align 4
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, 4
  br i1 %c, label %l2, label %x

x:
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: spmdization of loop %l2 in @f: unknown kind "magic"; expected "blocking", "cyclic" or "hybrid"; the loop is left unchanged [csa-spmdization-bad-kind] (at csa-clie-licm.ll:30:3)
; CHECK: define void @f() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %bound = load i32, ptr @n, align 4
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.body, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
; CHECK-NEXT:   %cmp = icmp slt i32 %i, %bound
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.end
; CHECK: for.body:                                         ; preds = %for.cond
; CHECK-NEXT:   %p = getelementptr inbounds [16 x i32], ptr @A, i32 0, i32 %i
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   store i32 %i, ptr %p, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   %inc = add nsw i32 %i, 1
; CHECK-NEXT:   br label %for.cond
; CHECK: for.end:                                          ; preds = %for.cond
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   br label %l2
; CHECK: l2:                                               ; preds = %l2, %for.end
; CHECK-NEXT:   %j = phi i32 [ 0, %for.end ], [ %j1, %l2 ]
; CHECK-NEXT:   store i32 %j, ptr @A, align 4
; CHECK-NEXT:   %j1 = add i32 %j, 1
; CHECK-NEXT:   %c = icmp slt i32 %j1, 4
; CHECK-NEXT:   br i1 %c, label %l2, label %x
; CHECK: x:                                                ; preds = %l2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
