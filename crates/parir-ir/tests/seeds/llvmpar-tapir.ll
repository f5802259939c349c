; SOURCE: llvmpar-extension-mechanism-rfc.txt, "Tapir IR".
; FIXES: completed into a function with entry and sync.continue blocks; the original Tapir syntax
;   without `within` is kept (parir reads it as `within none`); typed pointers `i32*` are kept
;   (parir reads them as `ptr`).
; LLVM-ACCEPTS: no (Tapir terminators are OpenCilk extensions)
define void @scale(i32* %x, i32 %a, i32 %n) {
entry:
 br label %pfor.detach.lr.ph

pfor.detach.lr.ph:
 %wide.trip.count = zext i32 %n to i64
 br label %pfor.detach

pfor.detach:                          ; preds = %pfor.inc, %pfor.detach.lr.ph
 %indvars.iv = phi i64 [ 0, %pfor.detach.lr.ph ], [ %indvars.iv.next, %pfor.inc ]
 detach label %pfor.body, label %pfor.inc

pfor.body:                            ; preds = %pfor.detach
 %arrayidx = getelementptr inbounds i32, i32* %x, i64 %indvars.iv
 %0 = load i32, i32* %arrayidx, align 4
 %mul3 = mul nsw i32 %0, %a
 store i32 %mul3, i32* %arrayidx, align 4
 reattach label %pfor.inc

pfor.inc:                             ; preds = %pfor.body, %pfor.detach
 %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
 %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
 br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach

pfor.cond.cleanup:                    ; preds = %pfor.inc
 sync label %sync.continue

sync.continue:
 ret void
}
