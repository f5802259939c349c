; ModuleID = '<stdin>'
source_filename = "cxx_exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__exception_ptr::exception_ptr" = type { ptr }

$__clang_call_terminate = comdat any

$_ZN7MyErrorD0Ev = comdat any

$_ZNK7MyError4whatEv = comdat any

$_ZTS7MyError = comdat any

$_ZTI7MyError = comdat any

$_ZTV7MyError = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7MyError = linkonce_odr dso_local constant [9 x i8] c"7MyError\00", comdat, align 1
@_ZTISt9exception = external constant ptr
@_ZTI7MyError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7MyError, ptr @_ZTISt9exception }, comdat, align 8
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [12 x i8] c"catch_typed\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"rethrowing %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"loop\00", align 1
@__const.main.xs = private unnamed_addr constant [5 x i32] [i32 1, i32 -3, i32 5, i32 0, i32 7], align 16
@_ZTV7MyError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7MyError, ptr @_ZNSt9exceptionD2Ev, ptr @_ZN7MyErrorD0Ev, ptr @_ZNK7MyError4whatEv] }, comdat, align 8
@.str.7 = private unnamed_addr constant [8 x i8] c"MyError\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"enter %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"leave %s\0A\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 2, 2001) i32 @_Z9may_throwi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %4, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %0, ptr %5, align 8, !tbaa !8
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI7MyError, ptr nonnull @_ZNSt9exceptionD2Ev) #14
  unreachable

6:                                                ; preds = %1
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %6
  %9 = tail call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull @.str)
          to label %10 unwind label %11

10:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #14
  unreachable

11:                                               ; preds = %8
  %12 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #13
  resume { ptr, i32 } %12

13:                                               ; preds = %6
  %14 = icmp ugt i32 %0, 1000
  br i1 %14, label %15, label %17

15:                                               ; preds = %13
  %16 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 42, ptr %16, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTIi, ptr null) #14
  unreachable

17:                                               ; preds = %13
  %18 = shl nuw nsw i32 %0, 1
  ret i32 %18
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #1

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #2

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #1

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z11catch_typedi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1)
  %3 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %4 unwind label %6

4:                                                ; preds = %1
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1)
  br label %34

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTIi
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1)
  %9 = extractvalue { ptr, i32 } %7, 0
  %10 = extractvalue { ptr, i32 } %7, 1
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #13
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %17

13:                                               ; preds = %6
  %14 = tail call ptr @__cxa_begin_catch(ptr %9) #13
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %34

17:                                               ; preds = %6
  %18 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #13
  %19 = icmp eq i32 %10, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = tail call ptr @__cxa_begin_catch(ptr %9) #13
  %22 = load ptr, ptr %21, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  %25 = tail call noundef ptr %24(ptr noundef nonnull align 8 dereferenceable(16) %21) #13
  %26 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %25) #15
  %27 = trunc i64 %26 to i32
  tail call void @__cxa_end_catch()
  br label %34

28:                                               ; preds = %17
  %29 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %30 = icmp eq i32 %10, %29
  br i1 %30, label %31, label %36

31:                                               ; preds = %28
  %32 = tail call ptr @__cxa_begin_catch(ptr %9) #13
  %33 = load i32, ptr %32, align 4, !tbaa !13
  tail call void @__cxa_end_catch() #13
  br label %34

34:                                               ; preds = %31, %20, %13, %4
  %35 = phi i32 [ %3, %4 ], [ %16, %13 ], [ %27, %20 ], [ %33, %31 ]
  ret i32 %35

36:                                               ; preds = %28
  resume { ptr, i32 } %7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -1, 2001) i32 @_Z9catch_alli(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %7 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = tail call ptr @__cxa_begin_catch(ptr %5) #13
  tail call void @__cxa_end_catch()
  br label %7

7:                                                ; preds = %3, %1
  %8 = phi i32 [ -1, %3 ], [ %2, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7rethrowi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2)
  %3 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %4 unwind label %6

4:                                                ; preds = %1
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2)
  br label %36

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr @_ZTI7MyError
          catch ptr null
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2)
  %9 = extractvalue { ptr, i32 } %7, 0
  %10 = extractvalue { ptr, i32 } %7, 1
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %6
  %14 = tail call ptr @__cxa_begin_catch(ptr %9) #13
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #13
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %18)
  invoke void @__cxa_rethrow() #14
          to label %41 unwind label %20

20:                                               ; preds = %13
  %21 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %22 unwind label %38

22:                                               ; preds = %20
  %23 = extractvalue { ptr, i32 } %21, 1
  %24 = extractvalue { ptr, i32 } %21, 0
  br label %25

25:                                               ; preds = %22, %6
  %26 = phi i32 [ %23, %22 ], [ %10, %6 ]
  %27 = phi ptr [ %24, %22 ], [ %9, %6 ]
  %28 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #13
  %29 = icmp eq i32 %26, %28
  %30 = tail call ptr @__cxa_begin_catch(ptr %27) #13
  br i1 %29, label %31, label %35

31:                                               ; preds = %25
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  %33 = load i32, ptr %32, align 8, !tbaa !8
  %34 = mul nsw i32 %33, 10
  tail call void @__cxa_end_catch()
  br label %36

35:                                               ; preds = %25
  tail call void @__cxa_end_catch()
  br label %36

36:                                               ; preds = %35, %31, %4
  %37 = phi i32 [ 0, %4 ], [ %34, %31 ], [ -2, %35 ]
  ret i32 %37

38:                                               ; preds = %20
  %39 = landingpad { ptr, i32 }
          catch ptr null
  %40 = extractvalue { ptr, i32 } %39, 0
  tail call void @__clang_call_terminate(ptr %40) #16
  unreachable

41:                                               ; preds = %13
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #13
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 3, 2002) i32 @_Z12only_cleanupi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5)
  %4 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %5 unwind label %9

5:                                                ; preds = %1
  %6 = add nuw nsw i32 %4, 1
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4)
  ret i32 %6

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4)
  resume { ptr, i32 } %10
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef range(i32 2, 2001) i32 @_Z4safei(i32 noundef %0) local_unnamed_addr #8 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %3 unwind label %4

3:                                                ; preds = %1
  ret i32 %2

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #16
  unreachable
}

; Function Attrs: mustprogress uwtable
define dso_local void @_Z7capturei(ptr dead_on_unwind noalias writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = invoke noundef i32 @_Z9may_throwi(i32 noundef %1)
          to label %8 unwind label %4

4:                                                ; preds = %2
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  %7 = tail call ptr @__cxa_begin_catch(ptr %6) #13
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %0) #13
  tail call void @__cxa_end_catch()
  br label %9

8:                                                ; preds = %2
  store ptr null, ptr %0, align 8, !tbaa !14
  br label %9

9:                                                ; preds = %8, %4
  ret void
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #1

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z18with_exception_ptri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  %4 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %37 unwind label %5, !noalias !17

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  %8 = tail call ptr @__cxa_begin_catch(ptr %7) #13
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #13
  call void @__cxa_end_catch()
  %9 = load ptr, ptr %2, align 8, !tbaa !14
  %10 = icmp eq ptr %9, null
  br i1 %10, label %37, label %11

11:                                               ; preds = %5
  store ptr %9, ptr %3, align 8, !tbaa !14
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #13
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %3) #14
          to label %12 unwind label %13

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %11
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  %16 = extractvalue { ptr, i32 } %14, 1
  %17 = load ptr, ptr %3, align 8, !tbaa !14
  %18 = icmp eq ptr %17, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %13
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #13
  br label %20

20:                                               ; preds = %19, %13
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #13
  %22 = icmp eq i32 %16, %21
  %23 = call ptr @__cxa_begin_catch(ptr %15) #13
  br i1 %22, label %24, label %27

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %23, i64 8
  %26 = load i32, ptr %25, align 8, !tbaa !8
  invoke void @__cxa_end_catch()
          to label %32 unwind label %30

27:                                               ; preds = %20
  invoke void @__cxa_end_catch()
          to label %32 unwind label %28

28:                                               ; preds = %27
  %29 = landingpad { ptr, i32 }
          cleanup
  br label %39

30:                                               ; preds = %24
  %31 = landingpad { ptr, i32 }
          cleanup
  br label %39

32:                                               ; preds = %27, %24
  %33 = phi i32 [ %26, %24 ], [ 7, %27 ]
  %34 = load ptr, ptr %2, align 8, !tbaa !14
  %35 = icmp eq ptr %34, null
  br i1 %35, label %37, label %36

36:                                               ; preds = %32
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #13
  br label %37

37:                                               ; preds = %36, %32, %5, %1
  %38 = phi i32 [ %33, %32 ], [ %33, %36 ], [ 0, %5 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret i32 %38

39:                                               ; preds = %30, %28
  %40 = phi { ptr, i32 } [ %31, %30 ], [ %29, %28 ]
  %41 = load ptr, ptr %2, align 8, !tbaa !14
  %42 = icmp eq ptr %41, null
  br i1 %42, label %44, label %43

43:                                               ; preds = %39
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #13
  br label %44

44:                                               ; preds = %43, %39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  resume { ptr, i32 } %40
}

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z14nested_in_loopPKii(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %38

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %6

6:                                                ; preds = %30, %4
  %7 = phi i64 [ 0, %4 ], [ %33, %30 ]
  %8 = phi i32 [ 0, %4 ], [ %31, %30 ]
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6)
  %10 = getelementptr inbounds i32, ptr %0, i64 %7
  %11 = load i32, ptr %10, align 4, !tbaa !13
  %12 = invoke noundef i32 @_Z9may_throwi(i32 noundef %11)
          to label %13 unwind label %15

13:                                               ; preds = %6
  %14 = add nsw i32 %12, %8
  br label %30

15:                                               ; preds = %6
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #13
  %20 = icmp eq i32 %18, %19
  %21 = tail call ptr @__cxa_begin_catch(ptr %17) #13
  br i1 %20, label %22, label %23

22:                                               ; preds = %15
  invoke void @__cxa_end_catch()
          to label %30 unwind label %26

23:                                               ; preds = %15
  invoke void @__cxa_end_catch()
          to label %28 unwind label %24

24:                                               ; preds = %23
  %25 = landingpad { ptr, i32 }
          cleanup
  br label %35

26:                                               ; preds = %22
  %27 = landingpad { ptr, i32 }
          cleanup
  br label %35

28:                                               ; preds = %23
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6)
  br label %38

30:                                               ; preds = %22, %13
  %31 = phi i32 [ %8, %22 ], [ %14, %13 ]
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6)
  %33 = add nuw nsw i64 %7, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %38, label %6, !llvm.loop !20

35:                                               ; preds = %26, %24
  %36 = phi { ptr, i32 } [ %27, %26 ], [ %25, %24 ]
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6)
  resume { ptr, i32 } %36

38:                                               ; preds = %30, %28, %2
  %39 = phi i32 [ %8, %28 ], [ 0, %2 ], [ %31, %30 ]
  ret i32 %39
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #10 personality ptr @__gxx_personality_v0 {
  %1 = tail call noundef i32 @_Z11catch_typedi(i32 noundef -5)
  %2 = tail call noundef i32 @_Z11catch_typedi(i32 noundef 0)
  %3 = tail call noundef i32 @_Z11catch_typedi(i32 noundef 2000)
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %4, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 -1, ptr %5, align 8, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI7MyError, ptr nonnull @_ZNSt9exceptionD2Ev) #14
          to label %6 unwind label %7

6:                                                ; preds = %0
  unreachable

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  %10 = tail call ptr @__cxa_begin_catch(ptr %9) #13
  tail call void @__cxa_end_catch()
  %11 = tail call noundef i32 @_Z7rethrowi(i32 noundef -4)
  %12 = tail call noundef i32 @_Z7rethrowi(i32 noundef 0)
  %13 = tail call noundef i32 @_Z18with_exception_ptri(i32 noundef -9)
  %14 = tail call noundef i32 @_Z14nested_in_loopPKii(ptr noundef nonnull @__const.main.xs, i32 noundef 5)
  %15 = invoke noundef i32 @_Z12only_cleanupi(i32 noundef -1)
          to label %26 unwind label %16

16:                                               ; preds = %7
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7MyError
  %18 = extractvalue { ptr, i32 } %17, 1
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #13
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %37

21:                                               ; preds = %16
  %22 = extractvalue { ptr, i32 } %17, 0
  %23 = tail call ptr @__cxa_begin_catch(ptr %22) #13
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load i32, ptr %24, align 8, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %26

26:                                               ; preds = %21, %7
  %27 = phi i32 [ %25, %21 ], [ %15, %7 ]
  %28 = add i32 %1, 5
  %29 = add i32 %28, %2
  %30 = add i32 %29, %3
  %31 = add i32 %30, %11
  %32 = add i32 %31, %12
  %33 = add i32 %32, %13
  %34 = add i32 %33, %14
  %35 = add nsw i32 %34, %27
  %36 = and i32 %35, 127
  ret i32 %36

37:                                               ; preds = %16
  resume { ptr, i32 } %17
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7MyErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #11 comdat align 2 {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) #13
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #17
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7MyError4whatEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret ptr @.str.7
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #1

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #1

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { nounwind willreturn memory(read) }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !11, i64 8}
!9 = !{!"_ZTS7MyError", !10, i64 0, !11, i64 8}
!10 = !{!"_ZTSSt9exception"}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !16, i64 0}
!16 = !{!"any pointer", !12, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_Z7capturei: argument 0"}
!19 = distinct !{!19, !"_Z7capturei"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
