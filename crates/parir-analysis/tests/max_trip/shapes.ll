define void @up(ptr %p, i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %h, label %x
x:
  ret void
}
define void @up8(ptr %p, i8 %n) {
entry:
  br label %h
h:
  %i = phi i8 [ 10, %entry ], [ %i.next, %h ]
  store i8 %i, ptr %p
  %i.next = add nsw i8 %i, 3
  %c = icmp slt i8 %i.next, %n
  br i1 %c, label %h, label %x
x:
  ret void
}
define void @ne(ptr %p, i64 %n) {
entry:
  br label %h
h:
  %i = phi i64 [ %n, %entry ], [ %i.next, %h ]
  store i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %c = icmp ne i64 %i.next, 0
  br i1 %c, label %h, label %x
x:
  ret void
}
define void @trunc(ptr %p, i32 %n) {
entry:
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %h ]
  store i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %t = trunc i64 %i.next to i32
  %c = icmp eq i32 %t, %n
  br i1 %c, label %x, label %h
x:
  ret void
}
define void @down_ugt(ptr %p, i16 %n) {
entry:
  br label %h
h:
  %i = phi i16 [ 1000, %entry ], [ %i.next, %h ]
  store i16 %i, ptr %p
  %i.next = add nuw i16 %i, -7
  %c = icmp ugt i16 %i.next, %n
  br i1 %c, label %h, label %x
x:
  ret void
}
define void @down_sgt(ptr %p, i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ -5, %entry ], [ %i.next, %h ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %h, label %x
x:
  ret void
}
define void @ule_const(ptr %p, i64 %s) {
entry:
  br label %h
h:
  %i = phi i64 [ %s, %entry ], [ %i.next, %h ]
  store i64 %i, ptr %p
  %i.next = add nuw i64 %i, 4
  %c = icmp ule i64 %i.next, 1000
  br i1 %c, label %h, label %x
x:
  ret void
}
define void @step2_no_flags(ptr %p, i8 %n) {
entry:
  br label %h
h:
  %i = phi i8 [ 0, %entry ], [ %i.next, %h ]
  store i8 %i, ptr %p
  %i.next = add i8 %i, 2
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %h, label %x
x:
  ret void
}
