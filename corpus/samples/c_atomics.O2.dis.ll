; ModuleID = '<stdin>'
source_filename = "c_atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@counter = dso_local global i32 0, align 4
@lock = dso_local global %struct.atomic_flag zeroinitializer, align 1
@tls_counter = dso_local thread_local global i32 5, align 4
@big_counter = dso_local global i64 0, align 8
@shared_ptr = dso_local local_unnamed_addr global ptr null, align 8
@atomic_d = dso_local global double 0.000000e+00, align 8
@mmio_reg = dso_local global i32 0, align 4
@status_bytes = dso_local global [4 x i8] zeroinitializer, align 1
@tls_array = dso_local thread_local local_unnamed_addr global [4 x i64] zeroinitializer, align 16

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @incr_relaxed() local_unnamed_addr #0 {
  %1 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  ret i32 %1
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @incr_seq() local_unnamed_addr #0 {
  %1 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4
  ret i32 %1
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i64 @rmw_all(i64 noundef %0) local_unnamed_addr #0 {
  %2 = atomicrmw sub ptr @big_counter, i64 %0 release, align 8
  %3 = atomicrmw or ptr @big_counter, i64 %0 acquire, align 8
  %4 = add nsw i64 %3, %2
  %5 = xor i64 %0, -1
  %6 = atomicrmw and ptr @big_counter, i64 %5 acq_rel, align 8
  %7 = add nsw i64 %4, %6
  %8 = atomicrmw xor ptr @big_counter, i64 %0 seq_cst, align 8
  %9 = add nsw i64 %7, %8
  %10 = atomicrmw xchg ptr @big_counter, i64 %9 seq_cst, align 8
  %11 = add nsw i64 %9, %10
  ret i64 %11
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local zeroext i1 @cas_loop(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  br label %3

3:                                                ; preds = %7, %2
  %4 = phi i32 [ %0, %2 ], [ %8, %7 ]
  %5 = cmpxchg weak ptr @counter, i32 %4, i32 %1 acq_rel acquire, align 4
  %6 = extractvalue { i32, i1 } %5, 1
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = extractvalue { i32, i1 } %5, 0
  %9 = icmp sgt i32 %8, %1
  br i1 %9, label %14, label %3, !llvm.loop !5

10:                                               ; preds = %3
  %11 = add nsw i32 %1, 1
  %12 = cmpxchg ptr @counter, i32 %4, i32 %11 seq_cst seq_cst, align 4
  %13 = extractvalue { i32, i1 } %12, 1
  br label %14

14:                                               ; preds = %10, %7
  %15 = phi i1 [ %13, %10 ], [ false, %7 ]
  ret i1 %15
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @spin_lock() local_unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1
  %3 = trunc i8 %2 to i1
  br i1 %3, label %1, label %4, !llvm.loop !7

4:                                                ; preds = %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @spin_unlock() local_unnamed_addr #0 {
  store atomic i8 0, ptr @lock release, align 1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local ptr @publish(ptr noundef %0) local_unnamed_addr #3 {
  fence seq_cst
  %2 = ptrtoint ptr %0 to i64
  store atomic i64 %2, ptr @shared_ptr release, align 8
  fence syncscope("singlethread") acq_rel
  %3 = load atomic i64, ptr @shared_ptr acquire, align 8
  %4 = inttoptr i64 %3 to ptr
  ret ptr %4
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @add_double(double noundef %0) local_unnamed_addr #2 {
  %2 = load atomic i64, ptr @atomic_d seq_cst, align 8
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i64 [ %2, %1 ], [ %10, %3 ]
  %5 = bitcast i64 %4 to double
  %6 = fadd double %5, %0
  %7 = bitcast double %6 to i64
  %8 = cmpxchg weak ptr @atomic_d, i64 %4, i64 %7 seq_cst seq_cst, align 8
  %9 = extractvalue { i64, i1 } %8, 1
  %10 = extractvalue { i64, i1 } %8, 0
  br i1 %9, label %11, label %3, !llvm.loop !8

11:                                               ; preds = %3
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local i32 @gnu_builtins(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = atomicrmw add ptr %0, i32 %1 seq_cst, align 4
  %4 = add i32 %3, %1
  %5 = load atomic i32, ptr %0 acquire, align 4
  %6 = add nsw i32 %4, %5
  store atomic i32 %6, ptr %0 monotonic, align 4
  %7 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %8 = cmpxchg ptr %0, i32 %7, i32 0 seq_cst seq_cst, align 4
  %9 = extractvalue { i32, i1 } %8, 0
  fence seq_cst
  %10 = atomicrmw max ptr %0, i32 100 monotonic, align 4
  %11 = atomicrmw nand ptr %0, i32 3 monotonic, align 4
  %12 = add nsw i32 %7, %6
  %13 = add nsw i32 %12, %9
  %14 = add nsw i32 %13, %10
  %15 = add nsw i32 %14, %11
  ret i32 %15
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local { i64, i64 } @wide_atomic(ptr nocapture noundef %0) local_unnamed_addr #4 {
  %2 = atomicrmw add ptr %0, i128 1 seq_cst, align 16
  %3 = trunc i128 %2 to i64
  %4 = lshr i128 %2, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1
  ret { i64, i64 } %7
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local i32 @poll_device() local_unnamed_addr #5 {
  store volatile i32 1, ptr @mmio_reg, align 4, !tbaa !9
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %8, %1 ]
  %3 = load volatile i32, ptr @mmio_reg, align 4, !tbaa !9
  %4 = and i32 %3, 128
  %5 = icmp eq i32 %4, 0
  %6 = icmp ult i32 %2, 1000
  %7 = select i1 %5, i1 %6, i1 false
  %8 = add nuw nsw i32 %2, 1
  br i1 %7, label %1, label %9, !llvm.loop !13

9:                                                ; preds = %1
  %10 = load volatile i8, ptr getelementptr inbounds (i8, ptr @status_bytes, i64 1), align 1, !tbaa !14
  %11 = load volatile i8, ptr getelementptr inbounds (i8, ptr @status_bytes, i64 2), align 1, !tbaa !14
  %12 = xor i8 %11, %10
  store volatile i8 %12, ptr @status_bytes, align 1, !tbaa !14
  %13 = load volatile i8, ptr getelementptr inbounds (i8, ptr @status_bytes, i64 3), align 1, !tbaa !14
  %14 = zext i8 %13 to i32
  %15 = add nuw nsw i32 %2, %14
  ret i32 %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @tls_use(i32 noundef %0) local_unnamed_addr #6 {
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %3 = load i32, ptr %2, align 4, !tbaa !9
  %4 = add nsw i32 %3, %0
  store i32 %4, ptr %2, align 4, !tbaa !9
  %5 = sext i32 %4 to i64
  %6 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array)
  %7 = and i32 %0, 3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [4 x i64], ptr %6, i64 0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !15
  %11 = add nsw i64 %10, %5
  store i64 %11, ptr %9, align 8, !tbaa !15
  %12 = load i64, ptr %6, align 16, !tbaa !15
  %13 = trunc i64 %12 to i32
  %14 = add i32 %4, 1
  %15 = add i32 %14, %13
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nonnull ptr @tls_addr() local_unnamed_addr #8 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  ret ptr %1
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #9 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store i32 3, ptr %1, align 4, !tbaa !9
  br label %2

2:                                                ; preds = %2, %0
  %3 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1
  %4 = trunc i8 %3 to i1
  br i1 %4, label %2, label %5, !llvm.loop !7

5:                                                ; preds = %2
  %6 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  %7 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4
  store atomic i8 0, ptr @lock release, align 1
  fence seq_cst
  %8 = ptrtoint ptr %1 to i64
  store atomic i64 %8, ptr @shared_ptr release, align 8
  fence syncscope("singlethread") acq_rel
  %9 = load atomic i64, ptr @shared_ptr acquire, align 8
  %10 = load atomic i64, ptr @atomic_d seq_cst, align 8
  br label %11

11:                                               ; preds = %11, %5
  %12 = phi i64 [ %10, %5 ], [ %18, %11 ]
  %13 = bitcast i64 %12 to double
  %14 = fadd double %13, 1.000000e+00
  %15 = bitcast double %14 to i64
  %16 = cmpxchg weak ptr @atomic_d, i64 %12, i64 %15 seq_cst seq_cst, align 8
  %17 = extractvalue { i64, i1 } %16, 1
  %18 = extractvalue { i64, i1 } %16, 0
  br i1 %17, label %19, label %11, !llvm.loop !8

19:                                               ; preds = %11
  %20 = atomicrmw sub ptr @big_counter, i64 3 release, align 8
  %21 = atomicrmw or ptr @big_counter, i64 3 acquire, align 8
  %22 = add nsw i64 %21, %20
  %23 = atomicrmw and ptr @big_counter, i64 -4 acq_rel, align 8
  %24 = add nsw i64 %22, %23
  %25 = atomicrmw xor ptr @big_counter, i64 3 seq_cst, align 8
  %26 = add nsw i64 %24, %25
  %27 = atomicrmw xchg ptr @big_counter, i64 %26 seq_cst, align 8
  br label %28

28:                                               ; preds = %32, %19
  %29 = phi i32 [ 2, %19 ], [ %33, %32 ]
  %30 = cmpxchg weak ptr @counter, i32 %29, i32 5 acq_rel acquire, align 4
  %31 = extractvalue { i32, i1 } %30, 1
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = extractvalue { i32, i1 } %30, 0
  %34 = icmp sgt i32 %33, 5
  br i1 %34, label %39, label %28, !llvm.loop !5

35:                                               ; preds = %28
  %36 = cmpxchg ptr @counter, i32 %29, i32 6 seq_cst seq_cst, align 4
  %37 = extractvalue { i32, i1 } %36, 1
  %38 = zext i1 %37 to i32
  br label %39

39:                                               ; preds = %35, %32
  %40 = phi i32 [ %38, %35 ], [ 0, %32 ]
  %41 = atomicrmw add ptr %1, i32 2 seq_cst, align 4
  %42 = add i32 %41, 2
  %43 = load atomic i32, ptr %1 acquire, align 4
  %44 = add nsw i32 %42, %43
  store atomic i32 %44, ptr %1 monotonic, align 4
  %45 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %46 = cmpxchg ptr %1, i32 %45, i32 0 seq_cst seq_cst, align 4
  fence seq_cst
  %47 = atomicrmw max ptr %1, i32 100 monotonic, align 4
  %48 = atomicrmw nand ptr %1, i32 3 monotonic, align 4
  store volatile i32 1, ptr @mmio_reg, align 4, !tbaa !9
  br label %49

49:                                               ; preds = %49, %39
  %50 = phi i32 [ 0, %39 ], [ %56, %49 ]
  %51 = load volatile i32, ptr @mmio_reg, align 4, !tbaa !9
  %52 = and i32 %51, 128
  %53 = icmp eq i32 %52, 0
  %54 = icmp ult i32 %50, 1000
  %55 = select i1 %53, i1 %54, i1 false
  %56 = add nuw nsw i32 %50, 1
  br i1 %55, label %49, label %57, !llvm.loop !13

57:                                               ; preds = %49
  %58 = add nsw i64 %26, %27
  %59 = trunc i64 %58 to i32
  %60 = extractvalue { i32, i1 } %46, 0
  %61 = load volatile i8, ptr getelementptr inbounds (i8, ptr @status_bytes, i64 1), align 1, !tbaa !14
  %62 = load volatile i8, ptr getelementptr inbounds (i8, ptr @status_bytes, i64 2), align 1, !tbaa !14
  %63 = xor i8 %62, %61
  store volatile i8 %63, ptr @status_bytes, align 1, !tbaa !14
  %64 = load volatile i8, ptr getelementptr inbounds (i8, ptr @status_bytes, i64 3), align 1, !tbaa !14
  %65 = zext i8 %64 to i32
  %66 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %67 = load i32, ptr %66, align 4, !tbaa !9
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %66, align 4, !tbaa !9
  %69 = sext i32 %68 to i64
  %70 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array)
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  %72 = load i64, ptr %71, align 8, !tbaa !15
  %73 = add nsw i64 %72, %69
  store i64 %73, ptr %71, align 8, !tbaa !15
  %74 = load i64, ptr %70, align 16, !tbaa !15
  %75 = trunc i64 %74 to i32
  %76 = add i32 %59, 2
  %77 = add i32 %76, %40
  %78 = add i32 %77, %44
  %79 = add i32 %78, %45
  %80 = add i32 %79, %60
  %81 = add i32 %80, %47
  %82 = add i32 %81, %48
  %83 = add i32 %82, %50
  %84 = add i32 %83, %65
  %85 = add i32 %84, %67
  %86 = add i32 %85, %75
  %87 = add nsw i32 %86, %68
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i32 %87
}

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !6}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !11, i64 0}
