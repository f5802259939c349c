; RUN: parir opt -passes=clie,inline %s | FileCheck %s
; The seed's csa_parfor example ("Region IDs"): CLIE runs before inlining, so both
; instantiations of csa_parfor (for the row lambda and for the element lambda) get region ID
; 1000 in their own functions. Inlining them into inc_mat (the inner one first into the row
; lambda, then everything into inc_mat) would merge the two regions; the inliner gives
; inlined region entries fresh IDs above the caller's, one per distinct ID: the element
; loop's region becomes 1001 when parfor_row (region 1000) inlines the row lambda, and
; inc_mat, which had no region, receives 1000 and 1001 as two distinct regions. IR as
; clang++-19 -O1 emits the template instantiations before inlining (lambdas as functions
; taking the pointer).

declare void @llvm.csa.parallel.loop()

; csa_parfor<int, elem_lambda>(int* base, int stride, int end)
define linkonce_odr void @parfor_elem(ptr %base, i64 %stride, i64 %end) {
entry:
  call void @llvm.csa.parallel.loop()
  %last = getelementptr inbounds i32, ptr %base, i64 %end
  %c0 = icmp ult ptr %base, %last
  br i1 %c0, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %cur = phi ptr [ %next, %body ], [ %base, %body.preheader ]
  call void @elem_lambda(ptr %cur)
  %next = getelementptr inbounds i32, ptr %cur, i64 %stride
  %c = icmp ult ptr %next, %last
  br i1 %c, label %body, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

define internal void @elem_lambda(ptr %el) {
  %v = load i32, ptr %el, align 4
  %v1 = add nsw i32 %v, 1
  store i32 %v1, ptr %el, align 4
  ret void
}

define internal void @row_lambda(ptr %row) {
  call void @parfor_elem(ptr %row, i64 1, i64 16)
  ret void
}

; csa_parfor<int, row_lambda>(int* base, int stride, int end)
define linkonce_odr void @parfor_row(ptr %base, i64 %stride, i64 %end) {
entry:
  call void @llvm.csa.parallel.loop()
  %last = getelementptr inbounds i32, ptr %base, i64 %end
  %c0 = icmp ult ptr %base, %last
  br i1 %c0, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %cur = phi ptr [ %next, %body ], [ %base, %body.preheader ]
  call void @row_lambda(ptr %cur)
  %next = getelementptr inbounds i32, ptr %cur, i64 %stride
  %c = icmp ult ptr %next, %last
  br i1 %c, label %body, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @inc_mat(ptr %A) {
  call void @parfor_row(ptr %A, i64 16, i64 256)
  ret void
}

; CHECK: define linkonce_odr void @parfor_elem(ptr %base, i64 %stride, i64 %end) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %last = getelementptr inbounds i32, ptr %base, i64 %end
; CHECK-NEXT:   %c0 = icmp ult ptr %base, %last
; CHECK-NEXT:   br i1 %c0, label %body.preheader, label %exit
; CHECK: body.preheader:                                   ; preds = %entry
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %body.preheader
; CHECK-NEXT:   %cur = phi ptr [ %next, %body ], [ %base, %body.preheader ]
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   %v.i = load i32, ptr %cur, align 4
; CHECK-NEXT:   %v1.i = add nsw i32 %v.i, 1
; CHECK-NEXT:   store i32 %v1.i, ptr %cur, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   %next = getelementptr inbounds i32, ptr %cur, i64 %stride
; CHECK-NEXT:   %c = icmp ult ptr %next, %last
; CHECK-NEXT:   br i1 %c, label %body, label %exit.loopexit
; CHECK: exit.loopexit:                                    ; preds = %body
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define internal void @elem_lambda(ptr %el) {
; CHECK-NEXT:   %v = load i32, ptr %el, align 4
; CHECK-NEXT:   %v1 = add nsw i32 %v, 1
; CHECK-NEXT:   store i32 %v1, ptr %el, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define internal void @row_lambda(ptr %row) {
; CHECK-NEXT:   %last.i = getelementptr inbounds i32, ptr %row, i64 16
; CHECK-NEXT:   %c0.i = icmp ult ptr %row, %last.i
; CHECK-NEXT:   br i1 %c0.i, label %body.preheader.i, label %parfor_elem.exit
; CHECK: body.preheader.i:                                 ; preds = %0
; CHECK-NEXT:   %clie_pre.i = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %body.i
; CHECK: body.i:                                           ; preds = %body.i, %body.preheader.i
; CHECK-NEXT:   %cur.i = phi ptr [ %next.i, %body.i ], [ %row, %body.preheader.i ]
; CHECK-NEXT:   %clie_pse.i = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre.i)
; CHECK-NEXT:   %v.i.i = load i32, ptr %cur.i, align 4
; CHECK-NEXT:   %v1.i.i = add nsw i32 %v.i.i, 1
; CHECK-NEXT:   store i32 %v1.i.i, ptr %cur.i, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse.i)
; CHECK-NEXT:   %next.i = getelementptr inbounds i32, ptr %cur.i, i64 1
; CHECK-NEXT:   %c.i = icmp ult ptr %next.i, %last.i
; CHECK-NEXT:   br i1 %c.i, label %body.i, label %exit.loopexit.i
; CHECK: exit.loopexit.i:                                  ; preds = %body.i
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre.i)
; CHECK-NEXT:   br label %parfor_elem.exit
; CHECK: parfor_elem.exit:                                 ; preds = %exit.loopexit.i, %0
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define linkonce_odr void @parfor_row(ptr %base, i64 %stride, i64 %end) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %last = getelementptr inbounds i32, ptr %base, i64 %end
; CHECK-NEXT:   %c0 = icmp ult ptr %base, %last
; CHECK-NEXT:   br i1 %c0, label %body.preheader, label %exit
; CHECK: body.preheader:                                   ; preds = %entry
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %row_lambda.exit, %body.preheader
; CHECK-NEXT:   %cur = phi ptr [ %next, %row_lambda.exit ], [ %base, %body.preheader ]
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   %last.i.i = getelementptr inbounds i32, ptr %cur, i64 16
; CHECK-NEXT:   %c0.i.i = icmp ult ptr %cur, %last.i.i
; CHECK-NEXT:   br i1 %c0.i.i, label %body.preheader.i.i, label %row_lambda.exit
; CHECK: body.preheader.i.i:                               ; preds = %body
; CHECK-NEXT:   %clie_pre.i.i = call i32 @llvm.csa.parallel.region.entry(i32 1001)
; CHECK-NEXT:   br label %body.i.i
; CHECK: body.i.i:                                         ; preds = %body.i.i, %body.preheader.i.i
; CHECK-NEXT:   %cur.i.i = phi ptr [ %next.i.i, %body.i.i ], [ %cur, %body.preheader.i.i ]
; CHECK-NEXT:   %clie_pse.i.i = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre.i.i)
; CHECK-NEXT:   %v.i.i.i = load i32, ptr %cur.i.i, align 4
; CHECK-NEXT:   %v1.i.i.i = add nsw i32 %v.i.i.i, 1
; CHECK-NEXT:   store i32 %v1.i.i.i, ptr %cur.i.i, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse.i.i)
; CHECK-NEXT:   %next.i.i = getelementptr inbounds i32, ptr %cur.i.i, i64 1
; CHECK-NEXT:   %c.i.i = icmp ult ptr %next.i.i, %last.i.i
; CHECK-NEXT:   br i1 %c.i.i, label %body.i.i, label %exit.loopexit.i.i
; CHECK: exit.loopexit.i.i:                                ; preds = %body.i.i
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre.i.i)
; CHECK-NEXT:   br label %row_lambda.exit
; CHECK: row_lambda.exit:                                  ; preds = %exit.loopexit.i.i, %body
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   %next = getelementptr inbounds i32, ptr %cur, i64 %stride
; CHECK-NEXT:   %c = icmp ult ptr %next, %last
; CHECK-NEXT:   br i1 %c, label %body, label %exit.loopexit
; CHECK: exit.loopexit:                                    ; preds = %row_lambda.exit
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @inc_mat(ptr %A) {
; CHECK-NEXT:   %last.i = getelementptr inbounds i32, ptr %A, i64 256
; CHECK-NEXT:   %c0.i = icmp ult ptr %A, %last.i
; CHECK-NEXT:   br i1 %c0.i, label %body.preheader.i, label %parfor_row.exit
; CHECK: body.preheader.i:                                 ; preds = %0
; CHECK-NEXT:   %clie_pre.i = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %body.i
; CHECK: body.i:                                           ; preds = %row_lambda.exit.i, %body.preheader.i
; CHECK-NEXT:   %cur.i = phi ptr [ %next.i, %row_lambda.exit.i ], [ %A, %body.preheader.i ]
; CHECK-NEXT:   %clie_pse.i = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre.i)
; CHECK-NEXT:   %last.i.i.i = getelementptr inbounds i32, ptr %cur.i, i64 16
; CHECK-NEXT:   %c0.i.i.i = icmp ult ptr %cur.i, %last.i.i.i
; CHECK-NEXT:   br i1 %c0.i.i.i, label %body.preheader.i.i.i, label %row_lambda.exit.i
; CHECK: body.preheader.i.i.i:                             ; preds = %body.i
; CHECK-NEXT:   %clie_pre.i.i.i = call i32 @llvm.csa.parallel.region.entry(i32 1001)
; CHECK-NEXT:   br label %body.i.i.i
; CHECK: body.i.i.i:                                       ; preds = %body.i.i.i, %body.preheader.i.i.i
; CHECK-NEXT:   %cur.i.i.i = phi ptr [ %next.i.i.i, %body.i.i.i ], [ %cur.i, %body.preheader.i.i.i ]
; CHECK-NEXT:   %clie_pse.i.i.i = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre.i.i.i)
; CHECK-NEXT:   %v.i.i.i.i = load i32, ptr %cur.i.i.i, align 4
; CHECK-NEXT:   %v1.i.i.i.i = add nsw i32 %v.i.i.i.i, 1
; CHECK-NEXT:   store i32 %v1.i.i.i.i, ptr %cur.i.i.i, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse.i.i.i)
; CHECK-NEXT:   %next.i.i.i = getelementptr inbounds i32, ptr %cur.i.i.i, i64 1
; CHECK-NEXT:   %c.i.i.i = icmp ult ptr %next.i.i.i, %last.i.i.i
; CHECK-NEXT:   br i1 %c.i.i.i, label %body.i.i.i, label %exit.loopexit.i.i.i
; CHECK: exit.loopexit.i.i.i:                              ; preds = %body.i.i.i
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre.i.i.i)
; CHECK-NEXT:   br label %row_lambda.exit.i
; CHECK: row_lambda.exit.i:                                ; preds = %exit.loopexit.i.i.i, %body.i
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse.i)
; CHECK-NEXT:   %next.i = getelementptr inbounds i32, ptr %cur.i, i64 16
; CHECK-NEXT:   %c.i = icmp ult ptr %next.i, %last.i
; CHECK-NEXT:   br i1 %c.i, label %body.i, label %exit.loopexit.i
; CHECK: exit.loopexit.i:                                  ; preds = %row_lambda.exit.i
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre.i)
; CHECK-NEXT:   br label %parfor_row.exit
; CHECK: parfor_row.exit:                                  ; preds = %exit.loopexit.i, %0
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
