; Parallel merge sort with cilk_spawn / cilk_sync in Tapir (OpenCilk's form with taskframes
; and sync.unwind, written by hand after its conventions). @msort sorts the left half in a
; spawned task and the right half itself, syncs, skips the merge when the halves are already
; in order, else merges into the scratch array and copies the two halves back in parallel and
; syncs again: two syncs of one sync region. @fill, @sum and @show divide and conquer too;
; @show prints from spawned tasks, in the serial elision's order.
; STDOUT: a[0] = 0
; STDOUT: a[625] = 1251
; STDOUT: a[1250] = 2502
; STDOUT: a[1875] = 3753
; STDOUT: a[2500] = 5004
; STDOUT: a[3125] = 6254
; STDOUT: a[3750] = 7506
; STDOUT: a[4375] = 8757
; STDOUT: sorted 1 sum 25016022 min 0 max 10006
declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)
declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.sync.unwind(token)

@fmt.elem = private unnamed_addr constant [14 x i8] c"a[%ld] = %ld\0A\00", align 1
@fmt.res = private unnamed_addr constant [35 x i8] c"sorted %d sum %ld min %ld max %ld\0A\00", align 1

; a[i] = (i * 7919 + 13) % 10007 for i in [lo, hi), the halves in parallel.
define void @fill(ptr %a, i64 %lo, i64 %hi) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  %n = sub nsw i64 %hi, %lo
  %small = icmp sle i64 %n, 256
  br i1 %small, label %loop, label %split

loop:
  %i = phi i64 [ %lo, %entry ], [ %i.next, %loop ]
  %m = mul nsw i64 %i, 7919
  %m13 = add nsw i64 %m, 13
  %v = srem i64 %m13, 10007
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %v, ptr %p, align 8
  %i.next = add nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %hi
  br i1 %done, label %return, label %loop

split:
  %half = sdiv i64 %n, 2
  %mid = add nsw i64 %lo, %half
  %tf = call token @llvm.taskframe.create()
  detach within %syncreg, label %det.achd, label %det.cont

det.achd:
  call void @llvm.taskframe.use(token %tf)
  call void @fill(ptr %a, i64 %lo, i64 %mid)
  reattach within %syncreg, label %det.cont

det.cont:
  call void @fill(ptr %a, i64 %mid, i64 %hi)
  sync within %syncreg, label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  br label %return

return:
  ret void
}

; dst[i] = src[i] for i in [lo, hi).
define void @copy(ptr %dst, ptr %src, i64 %lo, i64 %hi) {
entry:
  %empty = icmp sge i64 %lo, %hi
  br i1 %empty, label %return, label %loop

loop:
  %i = phi i64 [ %lo, %entry ], [ %i.next, %loop ]
  %s = getelementptr inbounds i64, ptr %src, i64 %i
  %v = load i64, ptr %s, align 8
  %d = getelementptr inbounds i64, ptr %dst, i64 %i
  store i64 %v, ptr %d, align 8
  %i.next = add nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %hi
  br i1 %done, label %return, label %loop

return:
  ret void
}

; Insertion sort of t[lo, hi).
define void @isort(ptr %t, i64 %lo, i64 %hi) {
entry:
  %first = add nsw i64 %lo, 1
  br label %outer

outer:
  %i = phi i64 [ %first, %entry ], [ %i.next, %place ]
  %more = icmp slt i64 %i, %hi
  br i1 %more, label %take, label %return

take:
  %pi = getelementptr inbounds i64, ptr %t, i64 %i
  %v = load i64, ptr %pi, align 8
  br label %inner

inner:
  %j = phi i64 [ %i, %take ], [ %j.prev, %shift ]
  %atlo = icmp sle i64 %j, %lo
  br i1 %atlo, label %place, label %cmp

cmp:
  %j.prev = sub nsw i64 %j, 1
  %pp = getelementptr inbounds i64, ptr %t, i64 %j.prev
  %w = load i64, ptr %pp, align 8
  %gt = icmp sgt i64 %w, %v
  br i1 %gt, label %shift, label %place

shift:
  %pj = getelementptr inbounds i64, ptr %t, i64 %j
  store i64 %w, ptr %pj, align 8
  br label %inner

place:
  %at = phi i64 [ %j, %inner ], [ %j, %cmp ]
  %pa = getelementptr inbounds i64, ptr %t, i64 %at
  store i64 %v, ptr %pa, align 8
  %i.next = add nsw i64 %i, 1
  br label %outer

return:
  ret void
}

; t[lo, hi) = the merge of the sorted a[lo, mid) and a[mid, hi).
define void @merge(ptr %a, ptr %t, i64 %lo, i64 %mid, i64 %hi) {
entry:
  br label %loop

loop:
  %k = phi i64 [ %lo, %entry ], [ %k.next, %next ]
  %i = phi i64 [ %lo, %entry ], [ %i.2, %next ]
  %j = phi i64 [ %mid, %entry ], [ %j.2, %next ]
  %left.done = icmp sge i64 %i, %mid
  br i1 %left.done, label %right, label %check

check:
  %right.done = icmp sge i64 %j, %hi
  br i1 %right.done, label %left, label %compare

compare:
  %pi = getelementptr inbounds i64, ptr %a, i64 %i
  %x = load i64, ptr %pi, align 8
  %pj = getelementptr inbounds i64, ptr %a, i64 %j
  %y = load i64, ptr %pj, align 8
  %le = icmp sle i64 %x, %y
  br i1 %le, label %left, label %right

left:
  %pl = getelementptr inbounds i64, ptr %a, i64 %i
  %vl = load i64, ptr %pl, align 8
  %i.1 = add nsw i64 %i, 1
  br label %next

right:
  %pr = getelementptr inbounds i64, ptr %a, i64 %j
  %vr = load i64, ptr %pr, align 8
  %j.1 = add nsw i64 %j, 1
  br label %next

next:
  %v = phi i64 [ %vl, %left ], [ %vr, %right ]
  %i.2 = phi i64 [ %i.1, %left ], [ %i, %right ]
  %j.2 = phi i64 [ %j, %left ], [ %j.1, %right ]
  %pk = getelementptr inbounds i64, ptr %t, i64 %k
  store i64 %v, ptr %pk, align 8
  %k.next = add nsw i64 %k, 1
  %done = icmp eq i64 %k.next, %hi
  br i1 %done, label %return, label %loop

return:
  ret void
}

; Sorts a[lo, hi) with the scratch array t.
define void @msort(ptr %a, ptr %t, i64 %lo, i64 %hi) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  %n = sub nsw i64 %hi, %lo
  %small = icmp sle i64 %n, 16
  br i1 %small, label %leaf, label %split

leaf:
  call void @copy(ptr %t, ptr %a, i64 %lo, i64 %hi)
  call void @isort(ptr %t, i64 %lo, i64 %hi)
  call void @copy(ptr %a, ptr %t, i64 %lo, i64 %hi)
  br label %return

split:
  %half = sdiv i64 %n, 2
  %mid = add nsw i64 %lo, %half
  %mid.1 = sub nsw i64 %mid, 1
  %tf = call token @llvm.taskframe.create()
  detach within %syncreg, label %det.achd, label %det.cont

det.achd:
  call void @llvm.taskframe.use(token %tf)
  call void @msort(ptr %a, ptr %t, i64 %lo, i64 %mid)
  reattach within %syncreg, label %det.cont

det.cont:
  call void @msort(ptr %a, ptr %t, i64 %mid, i64 %hi)
  sync within %syncreg, label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  %last.p = getelementptr inbounds i64, ptr %a, i64 %mid.1
  %last = load i64, ptr %last.p, align 8
  %first.p = getelementptr inbounds i64, ptr %a, i64 %mid
  %first = load i64, ptr %first.p, align 8
  %inorder = icmp sle i64 %last, %first
  br i1 %inorder, label %return, label %merge

merge:
  call void @merge(ptr %a, ptr %t, i64 %lo, i64 %mid, i64 %hi)
  %tf2 = call token @llvm.taskframe.create()
  detach within %syncreg, label %det.achd2, label %det.cont2

det.achd2:
  call void @llvm.taskframe.use(token %tf2)
  call void @copy(ptr %a, ptr %t, i64 %lo, i64 %mid)
  reattach within %syncreg, label %det.cont2

det.cont2:
  call void @copy(ptr %a, ptr %t, i64 %mid, i64 %hi)
  sync within %syncreg, label %sync.continue2

sync.continue2:
  call void @llvm.sync.unwind(token %syncreg)
  br label %return

return:
  ret void
}

; The sum of a[lo, hi): the left half's in a spawned task.
define i64 @sum(ptr %a, i64 %lo, i64 %hi) {
entry:
  %x = alloca i64, align 8
  %syncreg = call token @llvm.syncregion.start()
  %n = sub nsw i64 %hi, %lo
  %small = icmp sle i64 %n, 64
  br i1 %small, label %loop, label %split

loop:
  %i = phi i64 [ %lo, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %v = load i64, ptr %p, align 8
  %acc.next = add nsw i64 %acc, %v
  %i.next = add nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %hi
  br i1 %done, label %return, label %loop

split:
  %half = sdiv i64 %n, 2
  %mid = add nsw i64 %lo, %half
  %tf = call token @llvm.taskframe.create()
  detach within %syncreg, label %det.achd, label %det.cont

det.achd:
  call void @llvm.taskframe.use(token %tf)
  %call = call i64 @sum(ptr %a, i64 %lo, i64 %mid)
  store i64 %call, ptr %x, align 8
  reattach within %syncreg, label %det.cont

det.cont:
  %y = call i64 @sum(ptr %a, i64 %mid, i64 %hi)
  sync within %syncreg, label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  %xv = load i64, ptr %x, align 8
  %s = add nsw i64 %xv, %y
  br label %return

return:
  %r = phi i64 [ %acc.next, %loop ], [ %s, %sync.continue ]
  ret i64 %r
}

; Prints the first element of each of the 2^d parts of a[lo, hi), the left part's in a
; spawned task.
define void @show(ptr %a, i64 %lo, i64 %hi, i32 %d) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  %leaf = icmp eq i32 %d, 0
  br i1 %leaf, label %print, label %split

print:
  %p = getelementptr inbounds i64, ptr %a, i64 %lo
  %v = load i64, ptr %p, align 8
  %c = call i32 (ptr, ...) @printf(ptr @fmt.elem, i64 %lo, i64 %v)
  br label %return

split:
  %n = sub nsw i64 %hi, %lo
  %half = sdiv i64 %n, 2
  %mid = add nsw i64 %lo, %half
  %d.1 = sub nsw i32 %d, 1
  %tf = call token @llvm.taskframe.create()
  detach within %syncreg, label %det.achd, label %det.cont

det.achd:
  call void @llvm.taskframe.use(token %tf)
  call void @show(ptr %a, i64 %lo, i64 %mid, i32 %d.1)
  reattach within %syncreg, label %det.cont

det.cont:
  call void @show(ptr %a, i64 %mid, i64 %hi, i32 %d.1)
  sync within %syncreg, label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  br label %return

return:
  ret void
}

; 1 when a[0, n) is in order.
define i32 @issorted(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %ok ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %return

body:
  %i.1 = sub nsw i64 %i, 1
  %pp = getelementptr inbounds i64, ptr %a, i64 %i.1
  %x = load i64, ptr %pp, align 8
  %pi = getelementptr inbounds i64, ptr %a, i64 %i
  %y = load i64, ptr %pi, align 8
  %le = icmp sle i64 %x, %y
  br i1 %le, label %ok, label %return

ok:
  %i.next = add nsw i64 %i, 1
  br label %loop

return:
  %r = phi i32 [ 1, %loop ], [ 0, %body ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call ptr @malloc(i64 40000)
  %t = call ptr @malloc(i64 40000)
  call void @fill(ptr %a, i64 0, i64 5000)
  call void @msort(ptr %a, ptr %t, i64 0, i64 5000)
  call void @show(ptr %a, i64 0, i64 5000, i32 3)
  %s = call i64 @sum(ptr %a, i64 0, i64 5000)
  %ok = call i32 @issorted(ptr %a, i64 5000)
  %lo = load i64, ptr %a, align 8
  %pl = getelementptr inbounds i64, ptr %a, i64 4999
  %hi = load i64, ptr %pl, align 8
  %c = call i32 (ptr, ...) @printf(ptr @fmt.res, i32 %ok, i64 %s, i64 %lo, i64 %hi)
  call void @free(ptr %t)
  call void @free(ptr %a)
  ret i32 0
}
