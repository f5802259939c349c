; RUN: parir opt -passes=always-inline %s | FileCheck %s
; A void callee with two blocks and one return: the returning block is merged into the
; continuation `<callee>.exit`.
define void @store_if(ptr %p, i1 %c) alwaysinline {
entry:
  br i1 %c, label %then, label %done
then:
  store i32 1, ptr %p
  br label %done
done:
  store i32 2, ptr %p
  ret void
}

define void @f(ptr %q, i1 %b) {
entry:
  call void @store_if(ptr %q, i1 %b)
  store i32 3, ptr %q
  ret void
}

; CHECK: define void @store_if(ptr %p, i1 %c) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %then, label %done
; CHECK: then:                                             ; preds = %entry
; CHECK-NEXT:   store i32 1, ptr %p
; CHECK-NEXT:   br label %done
; CHECK: done:                                             ; preds = %then, %entry
; CHECK-NEXT:   store i32 2, ptr %p
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @f(ptr %q, i1 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %b, label %then.i, label %store_if.exit
; CHECK: then.i:                                           ; preds = %entry
; CHECK-NEXT:   store i32 1, ptr %q
; CHECK-NEXT:   br label %store_if.exit
; CHECK: store_if.exit:                                    ; preds = %then.i, %entry
; CHECK-NEXT:   store i32 2, ptr %q
; CHECK-NEXT:   store i32 3, ptr %q
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
