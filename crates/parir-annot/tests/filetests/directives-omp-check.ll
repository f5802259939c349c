; RUN: parir check %s | FileCheck %s
; OpenMP-style directive regions (Intel's spelling) and the RFC's properties: @good is a
; correct parallel loop (silent); each other function breaks one property.

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i1 @llvm.directive.marker()
declare void @llvm.other.intrinsic(token)

@counter = internal global i32 0

; Correct: every variable the region touches is named by a clause.
define void @good(ptr %a, i32 %n) {
entry:
  %i = alloca i32
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a), "QUAL.OMP.PRIVATE:TYPED"(ptr %i, i32 0, i32 1), "QUAL.OMP.NUM_THREADS"(i32 2) ]
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  store i32 %k, ptr %i
  %p = getelementptr inbounds i32, ptr %a, i32 %k
  store i32 %k, ptr %p
  %k.next = add nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %loop, label %done

done:
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

; A: an unknown tag, a wrong END tag, a token passed to another intrinsic, a marker used by
; a zext.
define i32 @property_a(i1 %x) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"(), "QUAL.OMP.NO_SUCH_CLAUSE"() ]
  call void @llvm.other.intrinsic(token %t)
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.MASTER"() ]
  %m = call i1 @llvm.directive.marker() [ "detach_task"() ]
  %z = zext i1 %m to i32
  ret i32 %z
}

; B1: a path leaves the function inside the region, and a branch enters it from the side.
define void @property_b1(i1 %c, i1 %d) {
entry:
  br i1 %d, label %side, label %start

start:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"() ]
  br label %inside

side:
  br label %early

inside:
  br i1 %c, label %out, label %early

early:
  ret void

out:
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

; B4: the edge from the marker branch to the shared continuation was split.
define void @property_b4(ptr %p, i32 %n) {
entry:
  br label %header

header:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %body, label %header.latch_crit_edge

header.latch_crit_edge:
  br label %latch

body:
  store i32 %k, ptr %p
  %r = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %latch

latch:
  %k.next = add i32 %k, 1
  %e = icmp eq i32 %k.next, %n
  br i1 %e, label %done, label %header

done:
  ret void
}

; C1: a value computed in the region is used after it.
define i32 @property_c1(i32 %x) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  %y = mul i32 %x, 3
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.SINGLE"() ]
  ret i32 %y
}

; C2/C3: an alloca used only inside the region but allocated outside, unnamed (the inliner's
; hoisting), and an internal global accessed without being named.
define void @property_c(i32 %x) {
entry:
  %tmp = alloca i32
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"() ]
  store i32 %x, ptr %tmp
  %v = load i32, ptr %tmp
  store i32 %v, ptr @counter
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: operand bundle "QUAL.OMP.NO_SUCH_CLAUSE" is in no vocabulary parir knows (OpenMP DIR/QUAL tags, the RFC's Tapir and HPVM tags); it is kept as it is [directive-A-unknown-tag] (at directives-omp-check.ll:37:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: the token of the region entry %t may only be the operand of its region exits [directive-A-token-use] (at directives-omp-check.ll:38:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: this exit of the DIR.OMP.SINGLE region carries "DIR.OMP.END.MASTER"; it must carry "DIR.OMP.END.SINGLE"() [directive-A-end-mismatch] (at directives-omp-check.ll:39:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: the result of llvm.directive.marker may only be the condition of a branch [directive-A-marker-use] (at directives-omp-check.ll:41:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: this branch enters the region of %t at %early without passing its entry [directive-B1-side-entry] (at directives-omp-check.ll:55:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: a path from the region entry %t reaches this end of the function without a region exit [directive-B1-no-exit] (at directives-omp-check.ll:61:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: the edge from this branch on a marker to %latch was split by the empty block %header.latch_crit_edge (LLVM's SplitCriticalEdge); property B4 forbids it [directive-B4-split-marker-edge] (at directives-omp-check.ll:76:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: %y is defined inside the region of %t (DIR.OMP.SINGLE) and used here, outside it [directive-C1-value-escapes] (at directives-omp-check.ll:101:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: %tmp is allocated outside the region of %t (DIR.OMP.PARALLEL) but used only inside it, and no bundle of the region names it (what the inliner's alloca hoisting produces) [directive-C3-hoisted-alloca] (at directives-omp-check.ll:108:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: this access inside the region of %t (DIR.OMP.PARALLEL) is to the internal global @counter, which no bundle of the region's entry or exits names: LLVM may move it across the region boundary [directive-C2-unlisted-pointer] (at directives-omp-check.ll:112:3)
