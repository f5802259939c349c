; Output written after an fflush of a block-buffered standard output (a pipe or a file):
; the buffer starts empty again, so its blocks count from there, not from the start of
; the output. Prints "made 1", flushes, then 1000 numbered lines, flushing every 100.
@stdout = external global ptr
declare i32 @printf(ptr, ...)
declare i32 @fflush(ptr)

@first = private constant [8 x i8] c"made 1\0A\00"
@line = private constant [9 x i8] c"line %d\0A\00"

define i32 @main() {
entry:
  %r0 = call i32 (ptr, ...) @printf(ptr @first)
  %out = load ptr, ptr @stdout
  %f0 = call i32 @fflush(ptr %out)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %next ]
  %r = call i32 (ptr, ...) @printf(ptr @line, i32 %i)
  %k = urem i32 %i, 100
  %flush = icmp eq i32 %k, 99
  br i1 %flush, label %do, label %next

do:
  %f = call i32 @fflush(ptr %out)
  br label %next

next:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 1000
  br i1 %done, label %end, label %loop

end:
  ret i32 0
}
