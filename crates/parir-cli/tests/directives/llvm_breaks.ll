; What LLVM 19's passes do to directive regions (the LLVMPar RFC's "Required Changes to LLVM").
; crates/parir-cli/tests/directives_llvm.rs runs opt-19 pipelines on this file and checks
; which of the RFC's properties parir check then finds broken; the table is in
; docs/directives-llvm19.md.

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i1 @llvm.directive.marker()
declare void @ext(ptr)
declare i32 @get(i32)

; The RFC's "Inliner must not move allocas to function entry".
define internal void @helper(i32 %v) {
entry:
  %buf = alloca [16 x i32]
  store i32 %v, ptr %buf
  call void @ext(ptr %buf)
  ret void
}

define void @inliner(i32 %n) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"() ]
  call void @helper(i32 %n)
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

; The RFC's "PHI-node construction": a variable written in the region, read after it.
define i32 @phis(i32 %n) {
entry:
  %x = alloca i32
  store i32 0, ptr %x
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  %v = call i32 @get(i32 %n)
  store i32 %v, ptr %x
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.SINGLE"() ]
  %r = load i32, ptr %x
  ret i32 %r
}

; The RFC's "SplitCriticalEdge utility": a marker branch whose false edge is critical.
define void @critical(ptr %p, i32 %n) {
entry:
  br label %header
header:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %body, label %latch
body:
  %q = getelementptr inbounds i32, ptr %p, i32 %k
  store i32 %k, ptr %q
  %r = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %latch
latch:
  %k.next = add i32 %k, 1
  %e = icmp eq i32 %k.next, %n
  br i1 %e, label %done, label %header
done:
  ret void
}
