; ModuleID = '<stdin>'
source_filename = "cxx_classes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Global = type { i32 }
%class.Counter = type { i32 }

$_ZN6GlobalD2Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK6Circle4nameEv = comdat any

$_ZNK5Shape4nameEv = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4nameEv = comdat any

$_ZN7LabeledD2Ev = comdat any

$_ZN7LabeledD0Ev = comdat any

$_ZNK7Labeled5printEv = comdat any

$_ZThn24_N7LabeledD1Ev = comdat any

$_ZThn24_N7LabeledD0Ev = comdat any

$_ZThn24_NK7Labeled5printEv = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTS6Circle = comdat any

$_ZTI6Circle = comdat any

$_ZTS4Rect = comdat any

$_ZTI4Rect = comdat any

$_ZTS6Square = comdat any

$_ZTI6Square = comdat any

$_ZTS9Printable = comdat any

$_ZTI9Printable = comdat any

$_ZTS7Diamond = comdat any

$_ZTV6Circle = comdat any

$_ZTV4Rect = comdat any

$_ZTV6Square = comdat any

$_ZTV7Labeled = comdat any

$_ZTS7Labeled = comdat any

$_ZTI7Labeled = comdat any

$_ZZN7Counter8instanceEvE1c = comdat any

$_ZGVZN7Counter8instanceEvE1c = comdat any

@g_global = dso_local global %struct.Global zeroinitializer, align 4
@__dso_handle = external hidden global i8
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 8
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 8
@_ZTS9Printable = linkonce_odr dso_local constant [11 x i8] c"9Printable\00", comdat, align 1
@_ZTI9Printable = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS9Printable }, comdat, align 8
@.str = private unnamed_addr constant [4 x i8] c"lbl\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%s %f %d\0A\00", align 1
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZN5ShapeD2Ev, ptr @_ZN6CircleD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle4nameEv] }, comdat, align 8
@.str.3 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN5ShapeD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK5Shape4nameEv] }, comdat, align 8
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv] }, comdat, align 8
@.str.5 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV7Labeled = linkonce_odr dso_local unnamed_addr constant { [7 x ptr], [5 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI7Labeled, ptr @_ZN7LabeledD2Ev, ptr @_ZN7LabeledD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle4nameEv, ptr @_ZNK7Labeled5printEv], [5 x ptr] [ptr inttoptr (i64 -24 to ptr), ptr @_ZTI7Labeled, ptr @_ZThn24_N7LabeledD1Ev, ptr @_ZThn24_N7LabeledD0Ev, ptr @_ZThn24_NK7Labeled5printEv] }, comdat, align 8
@_ZTS7Labeled = linkonce_odr dso_local constant [9 x i8] c"7Labeled\00", comdat, align 1
@_ZTI7Labeled = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS7Labeled, i32 0, i32 2, ptr @_ZTI6Circle, i64 2, ptr @_ZTI9Printable, i64 6146 }, comdat, align 8
@.str.6 = private unnamed_addr constant [7 x i8] c"%s %f\0A\00", align 1
@_ZZN7Counter8instanceEvE1c = linkonce_odr dso_local local_unnamed_addr global %class.Counter zeroinitializer, comdat, align 4
@_ZGVZN7Counter8instanceEvE1c = linkonce_odr dso_local global i64 0, comdat, align 8
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_cxx_classes.cpp, ptr null }]

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6GlobalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  store i32 0, ptr %0, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z10total_areaPP5Shapei(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %17, %8 ]
  ret double %7

8:                                                ; preds = %8, %4
  %9 = phi i64 [ 0, %4 ], [ %18, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %17, %8 ]
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9
  %12 = load ptr, ptr %11, align 8, !tbaa !10
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load ptr, ptr %14, align 8
  %16 = tail call noundef double %15(ptr noundef nonnull align 8 dereferenceable(12) %12)
  %17 = fadd double %10, %16
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %6, label %8, !llvm.loop !14
}

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 0, 16) i32 @_Z11rtti_checksP5Shape(ptr noundef readonly %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1
  %4 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI6Circle, i64 0) #14
  %5 = freeze ptr %4
  %6 = icmp ne ptr %5, null
  %7 = zext i1 %6 to i32
  %8 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI4Rect, i64 0) #14
  %9 = freeze ptr %8
  %10 = icmp eq ptr %9, null
  %11 = or disjoint i32 %7, 2
  %12 = select i1 %10, i32 %7, i32 %11
  %13 = load ptr, ptr %0, align 8, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %13, i64 -8
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !16
  %18 = icmp eq ptr %17, @_ZTS6Square
  br i1 %18, label %20, label %22

19:                                               ; preds = %1
  tail call void @__cxa_bad_typeid() #15
  unreachable

20:                                               ; preds = %3
  %21 = or disjoint i32 %12, 4
  br label %31

22:                                               ; preds = %3
  %23 = load i8, ptr %17, align 1, !tbaa !18
  %24 = icmp eq i8 %23, 42
  br i1 %24, label %31, label %25

25:                                               ; preds = %22
  %26 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %17, ptr noundef nonnull dereferenceable(8) @_ZTS6Square) #14
  %27 = freeze i32 %26
  %28 = icmp eq i32 %27, 0
  %29 = or disjoint i32 %12, 4
  %30 = select i1 %28, i32 %29, i32 %12
  br label %31

31:                                               ; preds = %25, %22, %20
  %32 = phi i32 [ %21, %20 ], [ %12, %22 ], [ %30, %25 ]
  %33 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI9Printable, i64 -2) #14
  %34 = icmp eq ptr %33, null
  %35 = or i32 %32, 8
  %36 = select i1 %34, i32 %32, i32 %35
  ret i32 %36
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #3

declare void @__cxa_bad_typeid() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z15member_pointersR4Rect(ptr noundef nonnull align 8 dereferenceable(32) %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load double, ptr %2, align 8, !tbaa !19
  %4 = load ptr, ptr %0, align 8, !tbaa !12
  %5 = getelementptr i8, ptr %4, i64 16, !nosanitize !21
  %6 = load ptr, ptr %5, align 8, !nosanitize !21
  %7 = tail call noundef double %6(ptr noundef nonnull align 8 dereferenceable(12) %0)
  %8 = fadd double %3, %7
  %9 = fptosi double %8 to i32
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_Z9placementv() local_unnamed_addr #4 {
  ret i32 12
}

; Function Attrs: norecurse uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #5 personality ptr @__gxx_personality_v0 {
  %1 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %2, align 8, !tbaa !22
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Circle, i64 16), ptr %1, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store double 1.000000e+00, ptr %3, align 8, !tbaa !24
  %4 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #16
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 0, ptr %5, align 8, !tbaa !22
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV4Rect, i64 16), ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 2.000000e+00, double 3.000000e+00>, ptr %6, align 8, !tbaa !19
  %7 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #16
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 0, ptr %8, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, ptr %9, align 8, !tbaa !19
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Square, i64 16), ptr %7, align 8, !tbaa !12
  %10 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #16
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 0, ptr %11, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store double 1.500000e+00, ptr %12, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV7Labeled, i64 16), ptr %10, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Labeled, i64 72), ptr %13, align 8, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %10, i64 32
  store ptr @.str, ptr %14, align 8, !tbaa !26
  %15 = tail call noundef i32 @_Z11rtti_checksP5Shape(ptr noundef nonnull %1)
  %16 = tail call noundef i32 @_Z11rtti_checksP5Shape(ptr noundef nonnull %4)
  %17 = tail call noundef i32 @_Z11rtti_checksP5Shape(ptr noundef nonnull %7)
  %18 = tail call noundef i32 @_Z11rtti_checksP5Shape(ptr noundef nonnull %10)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 0x401C46392E1EF73B)
  %20 = load atomic i8, ptr @_ZGVZN7Counter8instanceEvE1c acquire, align 8
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %26, !prof !29

22:                                               ; preds = %0
  %23 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN7Counter8instanceEvE1c) #14
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  store i32 100, ptr @_ZZN7Counter8instanceEvE1c, align 4, !tbaa !30
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN7Counter8instanceEvE1c) #14
  br label %26

26:                                               ; preds = %25, %22, %0
  %27 = load i32, ptr @_ZZN7Counter8instanceEvE1c, align 4, !tbaa !30
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @_ZZN7Counter8instanceEvE1c, align 4, !tbaa !30
  %29 = load double, ptr %6, align 8, !tbaa !19
  %30 = load ptr, ptr %4, align 8, !tbaa !12
  %31 = getelementptr i8, ptr %30, i64 16, !nosanitize !21
  %32 = load ptr, ptr %31, align 8, !nosanitize !21
  %33 = tail call noundef double %32(ptr noundef nonnull align 8 dereferenceable(12) %4)
  %34 = load ptr, ptr %1, align 8, !tbaa !12
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8
  tail call void %36(ptr noundef nonnull align 8 dereferenceable(12) %1) #14
  %37 = load ptr, ptr %4, align 8, !tbaa !12
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %39 = load ptr, ptr %38, align 8
  tail call void %39(ptr noundef nonnull align 8 dereferenceable(12) %4) #14
  %40 = load ptr, ptr %7, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(12) %7) #14
  %43 = load ptr, ptr %10, align 8, !tbaa !12
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(12) %10) #14
  %46 = fadd double %29, %33
  %47 = fptosi double %46 to i32
  %48 = add nuw nsw i32 %15, 36
  %49 = add nuw nsw i32 %48, %16
  %50 = add nuw nsw i32 %49, %17
  %51 = add nuw nsw i32 %50, %18
  %52 = add i32 %51, %28
  %53 = add i32 %52, %47
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @_ZTS7Diamond, double noundef 0x403435CD898B2E9D, i32 noundef %53)
  %55 = and i32 %53, 255
  ret i32 %55
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #6

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #17
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load double, ptr %2, align 8, !tbaa !24
  %4 = fmul double %3, 3.141590e+00
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Circle4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  ret ptr @.str.4
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  ret ptr @.str.3
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #10 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #17
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load double, ptr %2, align 8, !tbaa !32
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load double, ptr %4, align 8, !tbaa !34
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #10 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #17
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 {
  ret ptr @.str.5
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7LabeledD2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #10 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7LabeledD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #10 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #17
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK7Labeled5printEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !26
  %4 = load ptr, ptr %0, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef double %6(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %3, double noundef %7)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn24_N7LabeledD1Ev(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn24_N7LabeledD0Ev(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -24
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 40) #17
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZThn24_NK7Labeled5printEv(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -24
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !26
  %5 = load ptr, ptr %2, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(24) %2)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %4, double noundef %8)
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @_GLOBAL__sub_I_cxx_classes.cpp() #13 section ".text.startup" {
  store i32 0, ptr @g_global, align 4, !tbaa !5
  %1 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN6GlobalD2Ev, ptr nonnull @g_global, ptr nonnull @__dso_handle) #14
  ret void
}

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS6Global", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !9, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !11, i64 8}
!17 = !{!"_ZTSSt9type_info", !11, i64 8}
!18 = !{!8, !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = !{}
!22 = !{!23, !7, i64 8}
!23 = !{!"_ZTS5Shape", !7, i64 8}
!24 = !{!25, !20, i64 16}
!25 = !{!"_ZTS6Circle", !23, i64 0, !20, i64 16}
!26 = !{!27, !11, i64 32}
!27 = !{!"_ZTS7Labeled", !25, i64 0, !28, i64 24, !11, i64 32}
!28 = !{!"_ZTS9Printable"}
!29 = !{!"branch_weights", i32 1, i32 1048575}
!30 = !{!31, !7, i64 0}
!31 = !{!"_ZTS7Counter", !7, i64 0}
!32 = !{!33, !20, i64 16}
!33 = !{!"_ZTS4Rect", !23, i64 0, !20, i64 16, !20, i64 24}
!34 = !{!33, !20, i64 24}
