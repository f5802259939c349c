; RUN: parir analyze -p 'print<csa-memorder>' %s | FileCheck %s
; Region/section cases written for the project: a parallel loop as CLIE expands it (region
; around the loop, a section per iteration: the loop-carried edges are ignored, the
; intra-iteration ones kept), two sibling sections in straight-line code (edges between them
; ignored), the seed's corner case of an operation inside the region but outside every
; section (ordered as if outside), and a loop nested in one section (nothing ignored).

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @parallel_loop(ptr %a, i64 %n) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 1001)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  call void @llvm.csa.parallel.section.exit(i32 %s)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}

define void @sibling_sections(ptr %a, ptr %b) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 7)
  %s1 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  store i32 1, ptr %a
  call void @llvm.csa.parallel.section.exit(i32 %s1)
  %s2 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  store i32 2, ptr %b
  call void @llvm.csa.parallel.section.exit(i32 %s2)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}

define void @outside_sections(ptr %a, ptr %b) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  store i32 2, ptr %a
  %sec = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  store i32 3, ptr %b
  call void @llvm.csa.parallel.section.exit(i32 %sec)
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}

define void @loop_in_one_section(ptr %a, i64 %n) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 3)
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.csa.parallel.section.exit(i32 %s)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}

; CHECK: ; PRINT: csa-memorder of @parallel_loop:
; CHECK-NEXT: ; PRINT:   region 1001: 1 entry, 1 exit, 1 section entry, 1 section exit
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     load %v: region 1001 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %loop#5: region 1001 inside, sections inside
; CHECK-NEXT: ; PRINT:   ordering edges between operations in sections (all others kept):
; CHECK-NEXT: ; PRINT:     load %v -> load %v, around %loop (backedge from %loop): ignored (region 1001: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT:     load %v -> store %loop#5, forward: kept (no section crossing)
; CHECK-NEXT: ; PRINT:     load %v -> store %loop#5, around %loop (backedge from %loop): ignored (region 1001: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT:     store %loop#5 -> load %v, around %loop (backedge from %loop): ignored (region 1001: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT:     store %loop#5 -> store %loop#5, around %loop (backedge from %loop): ignored (region 1001: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT: csa-memorder of @sibling_sections:
; CHECK-NEXT: ; PRINT:   region 7: 1 entry, 1 exit, 2 section entries, 2 section exits
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %entry#2: region 7 inside, sections inside
; CHECK-NEXT: ; PRINT:     store %entry#5: region 7 inside, sections inside
; CHECK-NEXT: ; PRINT:   ordering edges between operations in sections (all others kept):
; CHECK-NEXT: ; PRINT:     store %entry#2 -> store %entry#5, forward: ignored (region 7: section crossing, no region crossing)
; CHECK-NEXT: ; PRINT: csa-memorder of @outside_sections:
; CHECK-NEXT: ; PRINT:   region 0: 1 entry, 1 exit, 1 section entry, 1 section exit
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %entry#1: region 0 inside, sections outside
; CHECK-NEXT: ; PRINT:     store %entry#3: region 0 inside, sections inside
; CHECK-NEXT: ; PRINT: csa-memorder of @loop_in_one_section:
; CHECK-NEXT: ; PRINT:   region 3: 1 entry, 1 exit, 1 section entry, 1 section exit
; CHECK-NEXT: ; PRINT:   memory operations:
; CHECK-NEXT: ; PRINT:     store %loop#2: region 3 inside, sections inside
; CHECK-NEXT: ; PRINT:   ordering edges between operations in sections (all others kept):
; CHECK-NEXT: ; PRINT:     store %loop#2 -> store %loop#2, around %loop (backedge from %loop): kept (no section crossing)
