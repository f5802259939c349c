; SOURCE: llvmpar-extension-mechanism-rfc.txt, "Tapir using LLVMPar intrinsics".
; FIXES: completed into a function; bundles written `[ "tag"() ]` (the RFC omits the parentheses);
;   the unused marker result of "reattach_task" named; typed pointers kept (read as `ptr`);
;   `declare` added for the marker (defect 7: not an LLVM 19 intrinsic, accepted as a declaration).
; LLVM-ACCEPTS: yes
declare i1 @llvm.directive.marker()

define void @scale(i32* %x, i32 %a, i32 %n) {
entry:
  br label %pfor.detach.lr.ph

pfor.detach.lr.ph:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %pfor.detach

pfor.detach:                          ; preds = %pfor.inc, %pfor.detach.lr.ph
  %indvars.iv = phi i64 [ 0, %pfor.detach.lr.ph ], [ %indvars.iv.next, %pfor.inc ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %pfor.body, label %pfor.inc

pfor.body:                            ; preds = %pfor.detach
  %arrayidx = getelementptr inbounds i32, i32* %x, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4
  %mul3 = mul nsw i32 %0, %a
  store i32 %mul3, i32* %arrayidx, align 4
  %r = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %pfor.inc

pfor.inc:                             ; preds = %pfor.body, %pfor.detach
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach

pfor.cond.cleanup:                    ; preds = %pfor.inc, %entry
  %b = call i1 @llvm.directive.marker() [ "local_barrier"() ]
  br label %sync.continue

sync.continue:
  ret void
}
