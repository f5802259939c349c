; ModuleID = '<stdin>'
source_filename = "cxx_winEH.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Err = type { i32 }

$"??_R0?AUErr@@@8" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA1?AUErr@@" = comdat any

$"_TI1?AUErr@@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUErr@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUErr@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUErr@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUErr@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 1, -2147483648) i32 @"?thrower@@YAHH@Z"(i32 noundef returned %0) local_unnamed_addr #0 {
  %2 = alloca %struct.Err, align 4
  %3 = alloca i32, align 4
  %4 = icmp slt i32 %0, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUErr@@") #6
  unreachable

6:                                                ; preds = %1
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  store i32 7, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
  unreachable

9:                                                ; preds = %6
  ret i32 %0
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?catch_two@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Err, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %6 = icmp slt i32 %0, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUErr@@") #6
          to label %8 unwind label %14

8:                                                ; preds = %7
  unreachable

9:                                                ; preds = %1
  %10 = icmp eq i32 %0, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %9
  store i32 7, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
          to label %12 unwind label %14

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  br label %23

14:                                               ; preds = %11, %7
  %15 = catchswitch within none [label %16, label %20] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"??_R0?AUErr@@@8", i32 8, ptr %5]
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %18, align 4
  catchret from %17 to label %23

20:                                               ; preds = %14
  %21 = catchpad within %15 [ptr @"??_R0H@8", i32 0, ptr %4]
  %22 = load i32, ptr %4, align 4
  catchret from %21 to label %23

23:                                               ; preds = %20, %16, %13
  %24 = phi i32 [ %0, %13 ], [ %19, %16 ], [ %22, %20 ]
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -1, -2147483648) i32 @"?catch_all@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Err, align 4
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %4 = icmp slt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUErr@@") #6
          to label %6 unwind label %11

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  %8 = icmp eq i32 %0, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  store i32 7, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
          to label %10 unwind label %11

10:                                               ; preds = %9
  unreachable

11:                                               ; preds = %9, %5
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr null, i32 64, ptr null]
  catchret from %14 to label %17

15:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %16 = shl nuw nsw i32 %0, 1
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i32 [ %16, %15 ], [ -1, %13 ]
  ret i32 %18
}

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 0, 2) i32 @"?nested@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Err, align 4
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %4 = icmp slt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUErr@@") #6
          to label %6 unwind label %12

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  %8 = icmp eq i32 %0, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  store i32 7, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
          to label %10 unwind label %12

10:                                               ; preds = %9
  unreachable

11:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  br label %20

12:                                               ; preds = %9, %5
  %13 = catchswitch within none [label %14] unwind label %16

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0H@8", i32 0, ptr null]
  invoke void @_CxxThrowException(ptr null, ptr null) #6 [ "funclet"(token %15) ]
          to label %22 unwind label %16

16:                                               ; preds = %14, %12
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr null, i32 64, ptr null]
  catchret from %19 to label %20

20:                                               ; preds = %18, %11
  %21 = phi i32 [ 1, %18 ], [ 0, %11 ]
  ret i32 %21

22:                                               ; preds = %14
  unreachable
}

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @"?cleanup_only@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Err, align 4
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %4 = icmp slt i32 %0, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUErr@@") #6
  unreachable

6:                                                ; preds = %1
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  store i32 7, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
  unreachable

9:                                                ; preds = %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %10 = add nuw nsw i32 %0, 2
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define dso_local noundef i32 @"?seh_finally@@YAHPEAH@Z"(ptr nocapture noundef readonly %0) #2 {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  %3 = load i32, ptr %0, align 4
  store i32 %3, ptr %2, align 4
  %4 = tail call ptr @llvm.localaddress()
  %5 = call ptr @llvm.localrecover(ptr nonnull @"?seh_finally@@YAHPEAH@Z", ptr %4, i32 0)
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Err, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7
  store i32 3, ptr %8, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 -2, ptr %5, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI1?AUErr@@") #6
          to label %9 unwind label %10

9:                                                ; preds = %0
  unreachable

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12, label %16] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"??_R0?AUErr@@@8", i32 8, ptr %7]
  %14 = load ptr, ptr %7, align 8
  %15 = load i32, ptr %14, align 4
  catchret from %13 to label %19

16:                                               ; preds = %10
  %17 = catchpad within %11 [ptr @"??_R0H@8", i32 0, ptr %6]
  %18 = load i32, ptr %6, align 4
  catchret from %17 to label %19

19:                                               ; preds = %16, %12
  %20 = phi i32 [ %15, %12 ], [ %18, %16 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store i32 7, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #6
          to label %21 unwind label %22

21:                                               ; preds = %19
  unreachable

22:                                               ; preds = %19
  %23 = catchswitch within none [label %24, label %28] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @"??_R0?AUErr@@@8", i32 8, ptr %4]
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %26, align 4
  catchret from %25 to label %31

28:                                               ; preds = %22
  %29 = catchpad within %23 [ptr @"??_R0H@8", i32 0, ptr %3]
  %30 = load i32, ptr %3, align 4
  catchret from %29 to label %31

31:                                               ; preds = %28, %24
  %32 = phi i32 [ %27, %24 ], [ %30, %28 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 7, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #6
          to label %33 unwind label %34

33:                                               ; preds = %31
  unreachable

34:                                               ; preds = %31
  %35 = catchswitch within none [label %36] unwind label %38

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr @"??_R0H@8", i32 0, ptr null]
  invoke void @_CxxThrowException(ptr null, ptr null) #6 [ "funclet"(token %37) ]
          to label %42 unwind label %38

38:                                               ; preds = %36, %34
  %39 = catchswitch within none [label %40] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr null, i32 64, ptr null]
  catchret from %41 to label %43

42:                                               ; preds = %36
  unreachable

43:                                               ; preds = %40
  %44 = call noundef i32 @"?seh_finally@@YAHPEAH@Z"(ptr noundef nonnull %8)
  %45 = add i32 %20, 7
  %46 = add i32 %45, %32
  %47 = add nsw i32 %46, %44
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #7
  ret i32 %47
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
