; A nest for unroll-and-jam with a remainder: row sums of an n x 5 matrix of i32, n
; known only at run time.

define void @sums(ptr noalias %m, ptr noalias %out, i64 %n) {
entry:
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %rows, label %done

rows:
  %r = phi i64 [ 0, %entry ], [ %r.next, %row.end ]
  %base = mul nsw i64 %r, 5
  br label %cols

cols:
  %c = phi i64 [ 0, %rows ], [ %c.next, %cols ]
  %acc = phi i32 [ 0, %rows ], [ %acc.next, %cols ]
  %k = add nsw i64 %base, %c
  %at = getelementptr inbounds i32, ptr %m, i64 %k
  %v = load i32, ptr %at, align 4
  %acc.next = add i32 %acc, %v
  %c.next = add nuw nsw i64 %c, 1
  %c.more = icmp ult i64 %c.next, 5
  br i1 %c.more, label %cols, label %row.end

row.end:
  %sum = phi i32 [ %acc.next, %cols ]
  %dst = getelementptr inbounds i32, ptr %out, i64 %r
  store i32 %sum, ptr %dst, align 4
  %r.next = add nuw nsw i64 %r, 1
  %r.more = icmp slt i64 %r.next, %n
  br i1 %r.more, label %rows, label %done

done:
  ret void
}

; Every row count below 9, the sums printed.
@matrix = global [45 x i32] zeroinitializer
@result = global [9 x i32] zeroinitializer
@fmt = private constant [4 x i8] c"%d \00"
@nl = private constant [2 x i8] c"\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %i32 = trunc i64 %i to i32
  %sq = mul i32 %i32, %i32
  %val = sub i32 %sq, 17
  %slot = getelementptr inbounds i32, ptr @matrix, i64 %i
  store i32 %val, ptr %slot, align 4
  %i.next = add i64 %i, 1
  %filled = icmp eq i64 %i.next, 45
  br i1 %filled, label %rows, label %fill

rows:
  %n = phi i64 [ 1, %fill ], [ %n.next, %printed ]
  call void @sums(ptr @matrix, ptr @result, i64 %n)
  br label %print

print:
  %j = phi i64 [ 0, %rows ], [ %j.next, %print ]
  %src = getelementptr inbounds i32, ptr @result, i64 %j
  %x = load i32, ptr %src, align 4
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  %j.next = add i64 %j, 1
  %j.more = icmp ult i64 %j.next, %n
  br i1 %j.more, label %print, label %printed

printed:
  %q = call i32 (ptr, ...) @printf(ptr @nl)
  %n.next = add i64 %n, 1
  %n.more = icmp ult i64 %n.next, 10
  br i1 %n.more, label %rows, label %out

out:
  ret i32 0
}
