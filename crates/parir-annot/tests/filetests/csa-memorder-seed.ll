; RUN: parir analyze -p 'print<csa-memorder>' %s | FileCheck %s
; The seed's five examples of the path-based semantics ("Semantics"), made valid IR (a
; function around each, declarations, terminators, named stores; `i32* undef` is a pointer
; argument): each ERROR case is diagnosed as bad parallel section intrinsics, each "Okay" is
; classified as its comment says.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

; Example 1: an intrinsic depending on entries of regions 0 and 1.
define void @ex1_region_id(i1 %c, ptr %p) {
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
  store i32 1, ptr %p
  call void @llvm.csa.parallel.section.exit(i32 %3)
  call void @llvm.csa.parallel.section.exit(i32 %4)
  call void @llvm.csa.parallel.region.exit(i32 %p1)
  ret void
}

; Example 2: region membership ambiguous at bb4.
define void @ex2_region_membership(i1 %c, ptr %p) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  store i32 1, ptr %p ; Okay: inside region 0
  br i1 %c, label %bb2, label %bb3

bb2:
  store i32 2, ptr %p ; Okay: inside region 0
  br label %bb4

bb3:
  store i32 3, ptr %p ; Okay: inside region 0
  call void @llvm.csa.parallel.region.exit(i32 %0)
  store i32 4, ptr %p ; Okay: outside region 0
  br label %bb4

bb4:
  store i32 5, ptr %p ; ERROR: membership in region 0 ambiguous!
  ret void
}

; Example 3: section membership; ambiguous at bb5.
define void @ex3_section_membership(i1 %c1, i1 %c2, ptr %p) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  store i32 1, ptr %p ; Okay: outside of section of region 0
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 2, ptr %p ; Okay: inside of section of region 0
  br i1 %c1, label %bb2, label %bb3

bb2:
  store i32 3, ptr %p ; Okay: inside of section of region 0
  call void @llvm.csa.parallel.section.exit(i32 %1)
  store i32 4, ptr %p ; Okay: outside of section of region 0
  %2 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 5, ptr %p ; Okay: inside of section of region 0
  br label %bb3

bb3:
  %p1 = phi i32 [ %1, %bb1 ], [ %2, %bb2 ]
  store i32 6, ptr %p ; Okay: inside of section of region 0
  call void @llvm.csa.parallel.section.exit(i32 %p1)
  store i32 7, ptr %p ; Okay: outside of section of region 0
  %3 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 8, ptr %p ; Okay: inside of section of region 0
  br i1 %c2, label %bb4, label %bb5

bb4:
  store i32 9, ptr %p ; Okay: inside of section of region 0
  call void @llvm.csa.parallel.section.exit(i32 %3)
  store i32 10, ptr %p ; Okay: outside of section of region 0
  br label %bb5

bb5:
  store i32 11, ptr %p ; ERROR: section membership for region 0 ambiguous!
  call void @llvm.csa.parallel.region.exit(i32 %0)
  ret void
}

; Example 4: ordering edges; st1 outside, st2 and st3 in a section of region 0 inside
; loop lp2 (bb3) inside loop lp1 (bb2..bb4).
define void @ex4_edges(i1 %c1, i1 %c2, ptr %p1, ptr %p2, ptr %p3) {
bb1:
  store i32 1, ptr %p1 ; <- st1, outside of region 0
  br label %bb2

bb2: ; <- header of loop lp1
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %bb3

bb3: ; <- header of loop lp2
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 2, ptr %p2 ; <- st2, inside of section of region 0
  ; st2 <- st1 preserved (because st1 is not in a section of region 0)
  ; st2 <- lp2 <- st3 ignored (section crossing around lp2)
  ; st2 <- lp1 <- st3 preserved (section and region crossing around lp1)
  store i32 3, ptr %p3 ; <- st3, inside of section of region 0
  ; st3 <- st1 preserved (because st1 is not in a section of region 0)
  ; st3 <- st2 preserved (no section crossing on the straight-line path)
  ; st3 <- lp2 <- st2 ignored (section crossing around lp2)
  ; st3 <- lp1 <- st2 preserved (section and region crossing around lp1)
  call void @llvm.csa.parallel.section.exit(i32 %1)
  br i1 %c1, label %bb3, label %bb4

bb4:
  call void @llvm.csa.parallel.region.exit(i32 %0)
  br i1 %c2, label %bb2, label %bb5

bb5:
  ret void
}

; Example 5: paths through the same backedges (none) disagree.
define void @ex5_agreement(i1 %c, ptr %p1, ptr %p2) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 1, ptr %p1 ; <- st1
  br i1 %c, label %bb2, label %bb3

bb2:
  call void @llvm.csa.parallel.section.exit(i32 %1)
  %2 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  br label %bb3

bb3:
  %s = phi i32 [ %1, %bb1 ], [ %2, %bb2 ]
  store i32 2, ptr %p2 ; <- st2
  ; ERROR: st2 <- st1 preserved on bb1->bb3, ignored on bb1->bb2->bb3!
  call void @llvm.csa.parallel.section.exit(i32 %s)
  call void @llvm.csa.parallel.region.exit(i32 %0)
  ret void
}

; CHECK: ; PRINT: csa-memorder of @ex1_region_id:
; CHECK-NEXT: ; PRINT:   region 0: 2 entries, 1 exit, 1 section entry, 1 section exit (bad intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:   region 1: 1 entry, 0 exits, 0 section entries, 0 section exits (bad intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %bb3#4: region 0 inside, sections inside; region 1 ambiguous, sections outside
; CHECK-NEXT: ; PRINT:   problem: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! %bb3#3 depends on region entries of several IDs ([0, 1]): region ID ambiguous; full ordering for the region
; CHECK-NEXT: ; PRINT:   problem: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! %bb3#6 depends on region entries of several IDs ([0, 1]): region ID ambiguous; full ordering for the region
; CHECK-NEXT: ; PRINT:   problem: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! region membership of region 1 ambiguous at the start or end of %bb3 (the last region entry/exit before it: an entry on some paths, an exit on others; the next after it: none); full ordering for the region
; CHECK-NEXT: ; PRINT: csa-memorder of @ex2_region_membership:
; CHECK-NEXT: ; PRINT:   region 0: 1 entry, 1 exit, 0 section entries, 0 section exits (bad intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %bb1#1: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb2#0: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb3#0: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb3#2: region 0 outside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb4#0: region 0 ambiguous, sections outside
; CHECK-NEXT: ; PRINT:   problem: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! region membership of region 0 ambiguous at the start or end of %bb4 (the last region entry/exit before it: an entry on some paths, an exit on others; the next after it: none); full ordering for the region
; CHECK-NEXT: ; PRINT: csa-memorder of @ex3_section_membership:
; CHECK-NEXT: ; PRINT:   region 0: 1 entry, 1 exit, 3 section entries, 3 section exits (bad intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %bb1#1: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb1#3: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb2#0: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb2#2: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb2#4: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb3#1: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb3#3: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb3#5: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb4#0: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb4#2: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb5#0: region 0 inside, sections ambiguous
; CHECK-NEXT: ; PRINT:   ordering edges between operations in sections (all others kept):
; CHECK-NEXT: ; PRINT:     store %bb1#3 -> store %bb2#0, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb1#3 -> store %bb2#4, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb1#3 -> store %bb3#1, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb1#3 -> store %bb3#5, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb1#3 -> store %bb4#0, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb2#0 -> store %bb2#4, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb2#0 -> store %bb3#1, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb2#0 -> store %bb3#5, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb2#0 -> store %bb4#0, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb2#4 -> store %bb3#1, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb2#4 -> store %bb3#5, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb2#4 -> store %bb4#0, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb3#1 -> store %bb3#5, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb3#1 -> store %bb4#0, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:     store %bb3#5 -> store %bb4#0, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:   problem: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! section membership of region 0 ambiguous at the start or end of %bb5 (the last section entry/exit before it: an entry on some paths, an exit on others; the next after it: none); full ordering for the region
; CHECK-NEXT: ; PRINT:   problem: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! a path without backedges leaves a section of region 0 and comes back: paths through the same backedges disagree on the crossing (intrinsics involved: %bb1#2, %bb2#1, %bb2#3, %bb3#2, %bb3#4); full ordering for the region
; CHECK-NEXT: ; PRINT: csa-memorder of @ex4_edges:
; CHECK-NEXT: ; PRINT:   region 0: 1 entry, 1 exit, 1 section entry, 1 section exit
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %bb1#0: region 0 outside, sections outside
; CHECK-NEXT: ; PRINT:     store %bb3#1: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb3#2: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:   ordering edges between operations in sections (all others kept):
; CHECK-NEXT: ; PRINT:     store %bb3#1 -> store %bb3#1, around %bb3 (backedge from %bb3): ignored (region 0: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#1 -> store %bb3#1, around %bb2 (backedge from %bb4): kept (region crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#1 -> store %bb3#2, forward: kept (no section crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#1 -> store %bb3#2, around %bb3 (backedge from %bb3): ignored (region 0: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#1 -> store %bb3#2, around %bb2 (backedge from %bb4): kept (region crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#2 -> store %bb3#1, around %bb3 (backedge from %bb3): ignored (region 0: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#2 -> store %bb3#1, around %bb2 (backedge from %bb4): kept (region crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#2 -> store %bb3#2, around %bb3 (backedge from %bb3): ignored (region 0: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT:     store %bb3#2 -> store %bb3#2, around %bb2 (backedge from %bb4): kept (region crossing)
; CHECK-NEXT: ; PRINT: csa-memorder of @ex5_agreement:
; CHECK-NEXT: ; PRINT:   region 0: 1 entry, 1 exit, 2 section entries, 2 section exits (bad intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %bb1#2: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %bb3#1: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT:   ordering edges between operations in sections (all others kept):
; CHECK-NEXT: ; PRINT:     store %bb1#2 -> store %bb3#1, forward: kept (bad parallel section intrinsics: full ordering)
; CHECK-NEXT: ; PRINT:   problem: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! a path without backedges leaves a section of region 0 and comes back: paths through the same backedges disagree on the crossing (intrinsics involved: %bb1#1, %bb2#0, %bb2#1, %bb3#2); full ordering for the region
