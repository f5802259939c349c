; Three OpenCilk reducers updated by the leaves of a spawn tree (Tapir as OpenCilk writes
; it, by hand): a sum (the squares of 0..15), a min and a list that leaves append their
; index to. The list's reduction appends the right view to the left one, so its output is in
; the serial order only if the views are reduced in that order.
; STDOUT: sum = 1240
; STDOUT: min = 2
; STDOUT: list = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
declare i32 @printf(ptr, ...)
declare token @llvm.syncregion.start()
declare void @llvm.reducer.register.i64(ptr, i64, ptr, ptr)
declare void @llvm.reducer.unregister(ptr)
declare ptr @llvm.hyper.lookup.i64(ptr, i64, ptr, ptr)

%list = type { i64, [64 x i64] }

@sum = global i64 0
@mn = global i64 0
@lst = global %list zeroinitializer
@fsum = private constant [10 x i8] c"sum = %ld\00"
@fmin = private constant [11 x i8] c"\0Amin = %ld\00"
@flist = private constant [8 x i8] c"\0Alist =\00"
@fitem = private constant [5 x i8] c" %ld\00"
@nl = private constant [2 x i8] c"\0A\00"

define void @zero(ptr %v) {
  store i64 0, ptr %v, align 8
  ret void
}

define void @add(ptr %l, ptr %r) {
  %a = load i64, ptr %l, align 8
  %b = load i64, ptr %r, align 8
  %s = add i64 %a, %b
  store i64 %s, ptr %l, align 8
  ret void
}

define void @top(ptr %v) {
  store i64 9223372036854775807, ptr %v, align 8
  ret void
}

define void @least(ptr %l, ptr %r) {
  %a = load i64, ptr %l, align 8
  %b = load i64, ptr %r, align 8
  %lt = icmp slt i64 %b, %a
  %m = select i1 %lt, i64 %b, i64 %a
  store i64 %m, ptr %l, align 8
  ret void
}

define void @empty(ptr %v) {
  store i64 0, ptr %v, align 8
  ret void
}

define void @append(ptr %l, ptr %r) {
entry:
  %rn = load i64, ptr %r, align 8
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %more = icmp slt i64 %i, %rn
  br i1 %more, label %body, label %done

body:
  %src = getelementptr inbounds %list, ptr %r, i64 0, i32 1, i64 %i
  %x = load i64, ptr %src, align 8
  call void @push(ptr %l, i64 %x)
  %i1 = add i64 %i, 1
  br label %head

done:
  ret void
}

define void @push(ptr %l, i64 %x) {
  %n = load i64, ptr %l, align 8
  %dst = getelementptr inbounds %list, ptr %l, i64 0, i32 1, i64 %n
  store i64 %x, ptr %dst, align 8
  %n1 = add i64 %n, 1
  store i64 %n1, ptr %l, align 8
  ret void
}

define void @leaf(i64 %i) {
  %s = call ptr @llvm.hyper.lookup.i64(ptr @sum, i64 8, ptr @zero, ptr @add)
  %a = load i64, ptr %s, align 8
  %sq = mul i64 %i, %i
  %a1 = add i64 %a, %sq
  store i64 %a1, ptr %s, align 8
  %m = call ptr @llvm.hyper.lookup.i64(ptr @mn, i64 8, ptr @top, ptr @least)
  %b = load i64, ptr %m, align 8
  %t = mul i64 %i, 7
  %t1 = add i64 %t, 5
  %t2 = urem i64 %t1, 13
  %x = add i64 %t2, 2
  %lt = icmp slt i64 %x, %b
  %b1 = select i1 %lt, i64 %x, i64 %b
  store i64 %b1, ptr %m, align 8
  %l = call ptr @llvm.hyper.lookup.i64(ptr @lst, i64 520, ptr @empty, ptr @append)
  call void @push(ptr %l, i64 %i)
  ret void
}

define void @walk(i64 %lo, i64 %hi) {
entry:
  %sr = call token @llvm.syncregion.start()
  %w = sub i64 %hi, %lo
  %one = icmp sle i64 %w, 1
  br i1 %one, label %single, label %split

single:
  call void @leaf(i64 %lo)
  br label %done

split:
  %h = lshr i64 %w, 1
  %mid = add i64 %lo, %h
  detach within %sr, label %task, label %cont

task:
  call void @walk(i64 %lo, i64 %mid)
  reattach within %sr, label %cont

cont:
  call void @walk(i64 %mid, i64 %hi)
  sync within %sr, label %done

done:
  ret void
}

define i32 @main() {
entry:
  store i64 9223372036854775807, ptr @mn, align 8
  call void @llvm.reducer.register.i64(ptr @sum, i64 8, ptr @zero, ptr @add)
  call void @llvm.reducer.register.i64(ptr @mn, i64 8, ptr @top, ptr @least)
  call void @llvm.reducer.register.i64(ptr @lst, i64 520, ptr @empty, ptr @append)
  call void @walk(i64 0, i64 16)
  call void @llvm.reducer.unregister(ptr @sum)
  call void @llvm.reducer.unregister(ptr @mn)
  call void @llvm.reducer.unregister(ptr @lst)
  %s = load i64, ptr @sum, align 8
  %p0 = call i32 (ptr, ...) @printf(ptr @fsum, i64 %s)
  %m = load i64, ptr @mn, align 8
  %p1 = call i32 (ptr, ...) @printf(ptr @fmin, i64 %m)
  %p2 = call i32 (ptr, ...) @printf(ptr @flist)
  %n = load i64, ptr @lst, align 8
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %out

body:
  %p = getelementptr inbounds %list, ptr @lst, i64 0, i32 1, i64 %i
  %x = load i64, ptr %p, align 8
  %p3 = call i32 (ptr, ...) @printf(ptr @fitem, i64 %x)
  %i1 = add i64 %i, 1
  br label %head

out:
  %p4 = call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}
