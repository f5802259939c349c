; SOURCE: llvmpar-extension-mechanism-rfc.txt, "Tapir IR", in OpenCilk's current syntax.
; FIXES: as llvmpar-tapir.ll, with a sync region token and `within %syncreg`.
; LLVM-ACCEPTS: no (Tapir terminators are OpenCilk extensions)
declare token @llvm.syncregion.start()

define void @scale(ptr %x, i32 %a, i32 %n) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  %wide.trip.count = zext i32 %n to i64
  br label %pfor.detach

pfor.detach:
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %pfor.inc ]
  detach within %syncreg, label %pfor.body, label %pfor.inc

pfor.body:
  %arrayidx = getelementptr inbounds i32, ptr %x, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4
  %mul3 = mul nsw i32 %0, %a
  store i32 %mul3, ptr %arrayidx, align 4
  reattach within %syncreg, label %pfor.inc

pfor.inc:
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach

pfor.cond.cleanup:
  sync within %syncreg, label %sync.continue

sync.continue:
  ret void
}
