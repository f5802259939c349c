; RUN: parir opt -passes=csa-intrinsic-cleaner %s | FileCheck %s
; Iteration-local storage in a parallelized loop: the loop allocates %tmp per iteration
; (llvm.lifetime.start) and has a parallel section entry of its own (not in a subloop): the
; seed's warning, located at the lifetime.start (its !dbg). The second loop's section entry is
; in its subloop only, so the outer loop is not warned about; the subloop has no lifetime
; marker. csa-cleaner-storage-disabled.ll runs the same input with the check disabled.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
declare void @use(ptr)

define void @f(ptr %a, i32 %n) !dbg !3 {
entry:
  %tmp = alloca [4 x i32], align 4
  %r = call i32 @llvm.csa.parallel.region.entry(i32 1000)
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  call void @llvm.lifetime.start.p0(i64 16, ptr %tmp), !dbg !6
  call void @use(ptr %tmp)
  call void @llvm.lifetime.end.p0(i64 16, ptr %tmp)
  call void @llvm.csa.parallel.section.exit(i32 %s)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %x

x:
  call void @llvm.csa.parallel.region.exit(i32 %r)
  br label %o

o:
  %k = phi i32 [ 0, %x ], [ %k1, %o.latch ]
  call void @llvm.lifetime.start.p0(i64 16, ptr %tmp)
  %r2 = call i32 @llvm.csa.parallel.region.entry(i32 1001)
  br label %in

in:
  %j = phi i32 [ 0, %o ], [ %j1, %in ]
  %s2 = call i32 @llvm.csa.parallel.section.entry(i32 %r2)
  store i32 %j, ptr %a, align 4
  call void @llvm.csa.parallel.section.exit(i32 %s2)
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, %n
  br i1 %cj, label %in, label %o.latch

o.latch:
  call void @llvm.csa.parallel.region.exit(i32 %r2)
  call void @llvm.lifetime.end.p0(i64 16, ptr %tmp)
  %k1 = add i32 %k, 1
  %ck = icmp slt i32 %k1, %n
  br i1 %ck, label %o, label %done

done:
  ret void
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "storage.c", directory: "/src")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocation(line: 7, column: 5, scope: !3)

; CHECK: ; WARNING: warning: /src/storage.c:7:5: !! WARNING: ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !! loop %h in @f has parallel sections and allocates storage in each iteration (llvm.lifetime.start), which the CSA compiler shares between the iterations, so they may overwrite each other's data: allocate the storage outside the loop and keep the iterations apart by hand, or remove the parallel marking (disable this check with csa-intrinsic-cleaner<disable-loop-storage-check>) [csa-iteration-local-storage] (at csa-cleaner-storage.ll:25:3)
; CHECK: define void @f(ptr %a, i32 %n) !dbg !3 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %tmp = alloca [4 x i32], align 4
; CHECK-NEXT:   %r = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NEXT:   %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 16, ptr %tmp), !dbg !6
; CHECK-NEXT:   call void @use(ptr %tmp)
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 16, ptr %tmp)
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %s)
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %h, label %x
; CHECK: x:                                                ; preds = %h
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %r)
; CHECK-NEXT:   br label %o
; CHECK: o:                                                ; preds = %o.latch, %x
; CHECK-NEXT:   %k = phi i32 [ 0, %x ], [ %k1, %o.latch ]
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 16, ptr %tmp)
; CHECK-NEXT:   %r2 = call i32 @llvm.csa.parallel.region.entry(i32 1001)
; CHECK-NEXT:   br label %in
; CHECK: in:                                               ; preds = %in, %o
; CHECK-NEXT:   %j = phi i32 [ 0, %o ], [ %j1, %in ]
; CHECK-NEXT:   %s2 = call i32 @llvm.csa.parallel.section.entry(i32 %r2)
; CHECK-NEXT:   store i32 %j, ptr %a, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %s2)
; CHECK-NEXT:   %j1 = add i32 %j, 1
; CHECK-NEXT:   %cj = icmp slt i32 %j1, %n
; CHECK-NEXT:   br i1 %cj, label %in, label %o.latch
; CHECK: o.latch:                                          ; preds = %in
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %r2)
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 16, ptr %tmp)
; CHECK-NEXT:   %k1 = add i32 %k, 1
; CHECK-NEXT:   %ck = icmp slt i32 %k1, %n
; CHECK-NEXT:   br i1 %ck, label %o, label %done
; CHECK: done:                                             ; preds = %o.latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
; CHECK-NEXT: !2 = !DIFile(filename: "storage.c", directory: "/src")
; CHECK-NEXT: !3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !1)
; CHECK-NEXT: !4 = !DISubroutineType(types: !5)
; CHECK-NEXT: !5 = !{null}
; CHECK-NEXT: !6 = !DILocation(line: 7, column: 5, scope: !3)
