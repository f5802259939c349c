; RUN: parir check %s | FileCheck %s
; The seed's examples of the region rules ("Semantics"), made valid IR (a function around each,
; declarations, terminators; `i32* undef` is `ptr undef`): an intrinsic depending on region
; entries of two IDs is the error the seed calls "region ID ambiguous"; the path rules
; (csa-memorder, run by csa-check for functions with regions) report the ambiguous section
; membership at %bb5 and, in @sections, a section left and re-entered on paths without
; backedges (bb1 -> bb3 directly and through bb2), as bad parallel section intrinsics.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @ambiguous(i1 %c) {
bb0:
  br i1 %c, label %bb1, label %bb2

bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0) ; Entry for region 0
  br label %bb3

bb2:
  %1 = call i32 @llvm.csa.parallel.region.entry(i32 0) ; Entry for region 0
  %2 = call i32 @llvm.csa.parallel.region.entry(i32 1) ; Entry for region 1
  br label %bb3

bb3:
  %p1 = phi i32 [ %0, %bb1 ], [ %1, %bb2 ]
  %p2 = phi i32 [ %0, %bb1 ], [ %2, %bb2 ]
  %3 = call i32 @llvm.csa.parallel.section.entry(i32 %p1)
    ; ^ Okay: part of region 0
  %4 = call i32 @llvm.csa.parallel.section.entry(i32 %p2)
    ; ^ ERROR: region ID ambiguous!
  call void @llvm.csa.parallel.section.exit(i32 %3)
  call void @llvm.csa.parallel.section.exit(i32 %4)
  ret void
}

define void @sections(i1 %c1, i1 %c2) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  br i1 %c1, label %bb2, label %bb3

bb2:
  call void @llvm.csa.parallel.section.exit(i32 %1)
  %2 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  br label %bb3

bb3:
  %p1 = phi i32 [ %1, %bb1 ], [ %2, %bb2 ]
  call void @llvm.csa.parallel.section.exit(i32 %p1)
  %3 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  br i1 %c2, label %bb4, label %bb5

bb4:
  call void @llvm.csa.parallel.section.exit(i32 %3)
  br label %bb5

bb5:
  call void @llvm.csa.parallel.region.exit(i32 %0)
  ret void
}

define void @loops(i1 %c1, i1 %c2) {
bb1:
  store i32 undef, ptr undef ; <- st1, outside of region 0
  br label %bb2

bb2: ; <- header of loop lp1
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %bb3

bb3: ; <- header of loop lp2
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 undef, ptr undef ; <- st2, inside of section of region 0
  store i32 undef, ptr undef ; <- st3, inside of section of region 0
  call void @llvm.csa.parallel.section.exit(i32 %1)
  br i1 %c1, label %bb3, label %bb4

bb4:
  call void @llvm.csa.parallel.region.exit(i32 %0)
  br i1 %c2, label %bb2, label %bb5

bb5:
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! region membership of region 1 ambiguous at the start or end of %bb3 (the last region entry/exit before it: an entry on some paths, an exit on others; the next after it: none); full ordering for the region [bad-parallel-section-intrinsics] (at csa-check-seed-semantics.ll:28:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: region ID ambiguous: this intrinsic depends on region entries with the IDs 0 and 1 [csa-region-id-ambiguous] (at csa-check-seed-semantics.ll:32:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: region ID ambiguous: this intrinsic depends on region entries with the IDs 0 and 1 [csa-region-id-ambiguous] (at csa-check-seed-semantics.ll:35:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! a path without backedges leaves a section of region 0 and comes back: paths through the same backedges disagree on the crossing (intrinsics involved: %bb1#1, %bb2#0, %bb2#1, %bb3#1, %bb3#2); full ordering for the region [bad-parallel-section-intrinsics] (at csa-check-seed-semantics.ll:42:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! section membership of region 0 ambiguous at the start or end of %bb5 (the last section entry/exit before it: an entry on some paths, an exit on others; the next after it: none); full ordering for the region [bad-parallel-section-intrinsics] (at csa-check-seed-semantics.ll:61:3)
