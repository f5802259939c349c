; ModuleID = '<stdin>'
source_filename = "c_attrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@weak_var = weak dso_local local_unnamed_addr global i32 3, align 4
@hidden_var = hidden global i32 4, align 4
@protected_var = protected local_unnamed_addr global i32 5, align 4
@sectioned = dso_local local_unnamed_addr global i32 7, section ".mydata", align 4
@kept_alive = internal global i32 8, align 4
@read_only_table = dso_local local_unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@aligned_var = dso_local global [4 x i32] zeroinitializer, align 64
@initialized = internal unnamed_addr global i32 1, align 4
@external_var = dso_local local_unnamed_addr global i32 42, align 4
@maybe_missing = extern_weak global i32, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"too many args\00", align 1
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }, { i32, ptr, ptr } { i32 200, ptr @fini_prio, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @kept_alive], section "llvm.metadata"

@alias_fn = dso_local alias i32 (i32), ptr @real_impl
@alias_var = dso_local alias i32, ptr @hidden_var

@dispatched = dso_local ifunc i32 (i32), ptr @resolve_impl

; Function Attrs: nounwind uwtable
define weak dso_local i32 @weak_fn(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define hidden i32 @hidden_fn(i32 noundef %0) local_unnamed_addr #1 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483648, 2147483647) i32 @real_impl(i32 noundef %0) #1 {
  %2 = add nsw i32 %0, -1
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483642, -2147483648) i32 @never_inline(i32 noundef %0) local_unnamed_addr #2 {
  %2 = mul nsw i32 %0, %0
  %3 = add nuw nsw i32 %2, 6
  ret i32 %3
}

; Function Attrs: cold nofree nounwind optsize uwtable
define dso_local void @cold_path(ptr noundef %0) local_unnamed_addr #3 {
  %2 = load ptr, ptr @stderr, align 8, !tbaa !5
  %3 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2, ptr noundef nonnull @.str, ptr noundef %0) #18
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: hot mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @hot_path(i32 noundef %0) local_unnamed_addr #5 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: noreturn nounwind uwtable
define dso_local void @die(i32 noundef %0) local_unnamed_addr #6 {
  tail call void @exit(i32 noundef %0) #19
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @pure_fn(ptr nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = load i32, ptr %0, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @const_fn(i32 noundef %0) local_unnamed_addr #1 {
  %2 = mul nsw i32 %0, 3
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @deref(ptr nocapture noundef nonnull readonly %0) local_unnamed_addr #8 {
  %2 = load i32, ptr %0, align 4, !tbaa !9
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @get_table() local_unnamed_addr #1 {
  ret ptr @aligned_var
}

; Function Attrs: mustprogress nofree nounwind willreturn allocsize(0) memory(inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @my_alloc(i64 noundef %0) local_unnamed_addr #9 {
  %2 = tail call noalias ptr @malloc(i64 noundef %0) #20
  ret ptr %2
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @in_section() local_unnamed_addr #11 section ".text.special" {
  %1 = load i32, ptr @sectioned, align 4, !tbaa !9
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @unoptimized(i32 noundef %0) local_unnamed_addr #12 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !9
  %3 = load i32, ptr %2, align 4, !tbaa !9
  %4 = load i32, ptr %2, align 4, !tbaa !9
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i32 -306783378, 306783379) i32 @small_code(i32 noundef %0) local_unnamed_addr #13 {
  %2 = sdiv i32 %0, 7
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @must_use() local_unnamed_addr #1 {
  ret i32 1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @nsp(i32 noundef returned %0) local_unnamed_addr #1 {
  ret i32 %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483646, -2147483648) i32 @avx2_version(i32 noundef %0) local_unnamed_addr #14 {
  %2 = add nsw i32 %0, 2
  ret i32 %2
}

; Function Attrs: naked noinline nounwind uwtable
define dso_local void @naked_fn() #15 {
  tail call void asm sideeffect "ret", "~{dirflag},~{fpsr},~{flags}"() #21, !srcloc !11
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @fini() #16 {
  store i32 0, ptr @initialized, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @fini_prio() #16 {
  store i32 -1, ptr @initialized, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @use_externals() local_unnamed_addr #11 {
  %1 = load i32, ptr @external_var, align 4, !tbaa !9
  %2 = icmp eq ptr @maybe_missing, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %0
  %4 = load i32, ptr @maybe_missing, align 4, !tbaa !9
  %5 = add nsw i32 %4, %1
  br label %6

6:                                                ; preds = %3, %0
  %7 = phi i32 [ %5, %3 ], [ %1, %0 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 5
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = load ptr, ptr @stderr, align 8, !tbaa !5
  %6 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %5, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1) #18
  %7 = icmp ugt i32 %0, 10
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  tail call void @die(i32 noundef 2) #22
  unreachable

9:                                                ; preds = %4, %2
  %10 = tail call i32 @weak_fn(i32 noundef 1)
  %11 = tail call i32 @never_inline(i32 noundef 4)
  %12 = load i32, ptr @aligned_var, align 64, !tbaa !9
  %13 = load i32, ptr @sectioned, align 4, !tbaa !9
  %14 = tail call i32 @unoptimized(i32 noundef 2)
  %15 = load i32, ptr @weak_var, align 4, !tbaa !9
  %16 = load i32, ptr @hidden_var, align 4, !tbaa !9
  %17 = load i32, ptr @protected_var, align 4, !tbaa !9
  %18 = load i32, ptr @initialized, align 4, !tbaa !9
  %19 = shl i32 %16, 1
  %20 = add i32 %10, 181
  %21 = add i32 %20, %11
  %22 = add i32 %21, %12
  %23 = add i32 %22, %13
  %24 = add i32 %23, %14
  %25 = add i32 %24, %15
  %26 = add i32 %25, %17
  %27 = add i32 %26, %19
  %28 = add i32 %27, %18
  ret i32 %28
}

; Function Attrs: disable_sanitizer_instrumentation nounwind uwtable
define internal ptr @resolve_impl() #17 {
  ret ptr @impl_fast
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @impl_fast(i32 noundef returned %0) #1 {
  ret i32 %0
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { cold nofree nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { hot mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allocsize(0) memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { minsize mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #15 = { naked noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { disable_sanitizer_instrumentation nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { cold nounwind }
attributes #19 = { noreturn nounwind }
attributes #20 = { nounwind allocsize(0) }
attributes #21 = { nounwind }
attributes #22 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{i64 2349}
