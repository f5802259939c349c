; RUN: parir check %s | FileCheck %s
; Malformed CSA intrinsics are located errors of `parir check`, never a panic: an intrinsic
; declared with the wrong type (and its call), an exit fed by no entry (a constant, an
; argument, a section entry given to a region exit), an entry closed twice on one path, a
; region ID that is not a constant, a phi of an entry with a constant ID and one without.
; Warnings: a user region ID of 1000 or more (before
; csa-builtins), a loop intrinsic that no loop follows.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i64)
declare void @llvm.csa.pipeline.loop(i32)
declare i32 @__builtin_csa_parallel_region_entry(i32)

define void @f(i32 %x, i32 %id) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 0)
  call void @llvm.csa.parallel.region.exit(i32 7)
  call void @llvm.csa.parallel.region.exit(i32 %x)
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  call void @llvm.csa.parallel.region.exit(i32 %s)
  %w = sext i32 %s to i64
  call void @llvm.csa.parallel.section.exit(i64 %w)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  %v = call i32 @llvm.csa.parallel.region.entry(i32 %id)
  call void @llvm.csa.parallel.region.exit(i32 %v)
  %u = call i32 @__builtin_csa_parallel_region_entry(i32 1200)
  call void @llvm.csa.pipeline.loop(i32 0)
  ret void
}

define void @g(i32 %id, i1 %c) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 %id)
  br i1 %c, label %a, label %b
a:
  %r5 = call i32 @llvm.csa.parallel.region.entry(i32 5)
  br label %b
b:
  %p = phi i32 [ %r, %entry ], [ %r5, %a ]
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %p)
  ret void
}

; CHECK: ; WARNING: error: <unknown>:0:0: @llvm.csa.parallel.section.exit is declared as void (i64); the intrinsic is void (i32) [csa-intrinsic-bad-signature] (at csa-check-malformed.ll:12:14)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: the operand must come from @llvm.csa.parallel.region.entry but may come from a constant [csa-exit-without-entry] (at csa-check-malformed.ll:19:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: the operand must come from @llvm.csa.parallel.region.entry but may come from a function argument [csa-exit-without-entry] (at csa-check-malformed.ll:20:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: the operand must come from @llvm.csa.parallel.region.entry but may come from a call of @llvm.csa.parallel.section.entry [csa-exit-without-entry] (at csa-check-malformed.ll:22:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: @llvm.csa.parallel.section.exit is called as void (i64); the intrinsic is void (i32) [csa-intrinsic-bad-signature] (at csa-check-malformed.ll:24:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: this exit closes a call of @llvm.csa.parallel.region.entry again after another exit of it on the same path; the second exit is outside what it closes [csa-entry-exited-twice] (at csa-check-malformed.ll:26:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: the region ID of llvm.csa.parallel.region.entry must be an integer constant [csa-region-id-not-constant] (at csa-check-malformed.ll:27:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: __builtin_csa_parallel_region_entry(1200): region IDs of 1000 and above are reserved for the compiler's regions; use an ID below 1000 [csa-region-id-reserved] (at csa-check-malformed.ll:29:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: pipeline_loop: no loop follows this loop intrinsic (CLIE searches backwards from each loop's preheader through single predecessors at the same loop level); CLIE deletes it [csa-loop-intrinsic-without-loop] (at csa-check-malformed.ll:30:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: the region ID of llvm.csa.parallel.region.entry must be an integer constant [csa-region-id-not-constant] (at csa-check-malformed.ll:36:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: !! WARNING: BAD PARALLEL SECTION INTRINSICS !! region membership of region 5 ambiguous at the start or end of %b (the last region entry/exit before it: an entry on some paths, an exit on others; the next after it: none); full ordering for the region [bad-parallel-section-intrinsics] (at csa-check-malformed.ll:42:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: region ID ambiguous: this intrinsic depends on region entries with the IDs 5 and an ID that is not a constant [csa-region-id-ambiguous] (at csa-check-malformed.ll:43:3)
