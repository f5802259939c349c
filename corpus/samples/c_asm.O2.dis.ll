; ModuleID = '<stdin>'
source_filename = "c_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

module asm ".globl module_asm_symbol"
module asm "module_asm_symbol:"
module asm "  ret"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @add_asm(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 asm "addl $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #12, !srcloc !5
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @barrier() local_unnamed_addr #2 {
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !6
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @bswap_asm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %0) #12, !srcloc !7
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @cpuid_max() local_unnamed_addr #2 {
  %1 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},0,2,~{dirflag},~{fpsr},~{flags}"(i32 0, i32 0) #4, !srcloc !8
  %2 = extractvalue { i32, i32, i32, i32 } %1, 0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @asm_goto_check(i32 noundef %0) local_unnamed_addr #2 {
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #4
          to label %3 [label %2], !srcloc !9

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %2, %1
  %4 = phi i32 [ 0, %2 ], [ 1, %1 ]
  ret i32 %4
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @asm_goto_outputs(i32 noundef %0) local_unnamed_addr #0 {
  %2 = callbr i32 asm "movl $1, $0\0A\09cmpl $$10, $0\0A\09jg ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #12
          to label %5 [label %3], !srcloc !10

3:                                                ; preds = %1
  %4 = sub nsw i32 0, %2
  br label %5

5:                                                ; preds = %3, %1
  %6 = phi i32 [ %4, %3 ], [ %2, %1 ]
  ret i32 %6
}

; Function Attrs: nofree nounwind memory(read) uwtable
define dso_local i64 @mem_operand(ptr noundef readonly %0) local_unnamed_addr #3 {
  %2 = tail call i64 asm "movq $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %0) #13, !srcloc !11
  ret i64 %2
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @times_three(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 asm "leal ($1,$1,2), $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #12, !srcloc !12
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @intel_block(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #4
  call void asm sideeffect inteldialect "mov eax, $1\0A\09add eax, eax\0A\09mov $0, eax", "=*m,*m,~{eax},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %3, ptr nonnull elementtype(i32) %2) #4, !srcloc !17
  %4 = load i32, ptr %3, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #4
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define dso_local void @pause_loop(ptr noundef %0) local_unnamed_addr #2 {
  %2 = load volatile i32, ptr %0, align 4, !tbaa !13
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %4, %1
  tail call void @llvm.x86.sse2.pause()
  %5 = load volatile i32, ptr %0, align 4, !tbaa !13
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %4, label %7, !llvm.loop !18

7:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: nounwind
declare void @llvm.x86.sse2.pause() #4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, -2147483648) i32 @trap_if(i32 noundef returned %0) local_unnamed_addr #2 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @llvm.trap()
  unreachable

4:                                                ; preds = %1
  %5 = icmp ne i32 %0, 12345
  tail call void @llvm.assume(i1 %5)
  %6 = tail call i64 @llvm.readcyclecounter()
  ret i32 %0
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readcyclecounter() #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @frame_info() local_unnamed_addr #7 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %2 = icmp eq ptr %1, null
  br i1 %2, label %5, label %3

3:                                                ; preds = %0
  %4 = tail call ptr @llvm.returnaddress(i32 0)
  br label %5

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %4, %3 ], [ null, %0 ]
  ret ptr %6
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @prefetch_range(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = lshr i64 %6, 6
  %8 = add nuw nsw i64 %7, 1
  %9 = and i64 %8, 7
  %10 = icmp ult i32 %1, 449
  br i1 %10, label %13, label %11

11:                                               ; preds = %4
  %12 = and i64 %8, 576460752303423480
  br label %24

13:                                               ; preds = %24, %4
  %14 = phi i64 [ 0, %4 ], [ %42, %24 ]
  %15 = icmp eq i64 %9, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %16, %13
  %17 = phi i64 [ %20, %16 ], [ %14, %13 ]
  %18 = phi i64 [ %21, %16 ], [ 0, %13 ]
  %19 = getelementptr inbounds i8, ptr %0, i64 %17
  tail call void @llvm.prefetch.p0(ptr %19, i32 0, i32 3, i32 1)
  %20 = add nuw nsw i64 %17, 64
  %21 = add i64 %18, 1
  %22 = icmp eq i64 %21, %9
  br i1 %22, label %23, label %16, !llvm.loop !20

23:                                               ; preds = %16, %13, %2
  ret void

24:                                               ; preds = %24, %11
  %25 = phi i64 [ 0, %11 ], [ %42, %24 ]
  %26 = phi i64 [ 0, %11 ], [ %43, %24 ]
  %27 = getelementptr inbounds i8, ptr %0, i64 %25
  tail call void @llvm.prefetch.p0(ptr %27, i32 0, i32 3, i32 1)
  %28 = or disjoint i64 %25, 64
  %29 = getelementptr inbounds i8, ptr %0, i64 %28
  tail call void @llvm.prefetch.p0(ptr nonnull %29, i32 0, i32 3, i32 1)
  %30 = or disjoint i64 %25, 128
  %31 = getelementptr inbounds i8, ptr %0, i64 %30
  tail call void @llvm.prefetch.p0(ptr nonnull %31, i32 0, i32 3, i32 1)
  %32 = or disjoint i64 %25, 192
  %33 = getelementptr inbounds i8, ptr %0, i64 %32
  tail call void @llvm.prefetch.p0(ptr nonnull %33, i32 0, i32 3, i32 1)
  %34 = or disjoint i64 %25, 256
  %35 = getelementptr inbounds i8, ptr %0, i64 %34
  tail call void @llvm.prefetch.p0(ptr nonnull %35, i32 0, i32 3, i32 1)
  %36 = or disjoint i64 %25, 320
  %37 = getelementptr inbounds i8, ptr %0, i64 %36
  tail call void @llvm.prefetch.p0(ptr nonnull %37, i32 0, i32 3, i32 1)
  %38 = or disjoint i64 %25, 384
  %39 = getelementptr inbounds i8, ptr %0, i64 %38
  tail call void @llvm.prefetch.p0(ptr nonnull %39, i32 0, i32 3, i32 1)
  %40 = or disjoint i64 %25, 448
  %41 = getelementptr inbounds i8, ptr %0, i64 %40
  tail call void @llvm.prefetch.p0(ptr nonnull %41, i32 0, i32 3, i32 1)
  %42 = add nuw nsw i64 %25, 512
  %43 = add i64 %26, 8
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %13, label %24, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #10

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4
  store i64 5, ptr %3, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile i32 1, ptr %4, align 4, !tbaa !13
  %5 = load volatile i32, ptr %4, align 4, !tbaa !13
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %7, %0
  tail call void @llvm.x86.sse2.pause()
  %8 = load volatile i32, ptr %4, align 4, !tbaa !13
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %7, label %10, !llvm.loop !18

10:                                               ; preds = %7, %0
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !6
  call void @llvm.prefetch.p0(ptr nonnull readonly %3, i32 0, i32 3, i32 1)
  %11 = tail call i32 asm "addl $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 2) #12, !srcloc !5
  %12 = tail call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 1) #12, !srcloc !7
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3) #4
          to label %14 [label %13], !srcloc !9

13:                                               ; preds = %10
  br label %14

14:                                               ; preds = %13, %10
  %15 = phi i32 [ 0, %13 ], [ 1, %10 ]
  %16 = callbr i32 asm "movl $1, $0\0A\09cmpl $$10, $0\0A\09jg ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 4) #12
          to label %19 [label %17], !srcloc !10

17:                                               ; preds = %14
  %18 = sub nsw i32 0, %16
  br label %19

19:                                               ; preds = %17, %14
  %20 = phi i32 [ %18, %17 ], [ %16, %14 ]
  %21 = call i64 asm "movq $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull readonly elementtype(i64) %3) #13, !srcloc !11
  %22 = tail call i32 asm "leal ($1,$1,2), $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 2) #12, !srcloc !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 1, ptr %1, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #4
  call void asm sideeffect inteldialect "mov eax, $1\0A\09add eax, eax\0A\09mov $0, eax", "=*m,*m,~{eax},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %1) #4, !srcloc !17
  %23 = load i32, ptr %2, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  %24 = call i64 @llvm.readcyclecounter()
  %25 = call ptr @llvm.frameaddress.p0(i32 0)
  %26 = icmp eq ptr %25, null
  br i1 %26, label %31, label %27

27:                                               ; preds = %19
  %28 = call ptr @llvm.returnaddress(i32 0)
  %29 = icmp ne ptr %28, null
  %30 = zext i1 %29 to i32
  br label %31

31:                                               ; preds = %27, %19
  %32 = phi i32 [ %30, %27 ], [ 0, %19 ]
  %33 = trunc i64 %21 to i32
  %34 = add i32 %11, 1
  %35 = add i32 %34, %12
  %36 = add i32 %35, %15
  %37 = add i32 %36, %20
  %38 = add i32 %37, %33
  %39 = add i32 %38, %22
  %40 = add i32 %39, %23
  %41 = add nsw i32 %40, %32
  %42 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !25
  %43 = call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},0,2,~{dirflag},~{fpsr},~{flags}"(i32 0, i32 0) #4, !srcloc !8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4
  ret i32 %41
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #11

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #12 = { nounwind memory(none) }
attributes #13 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 577}
!6 = !{i64 684}
!7 = !{i64 748}
!8 = !{i64 866}
!9 = !{i64 986, i64 1001}
!10 = !{i64 1234, i64 1248, i64 1282}
!11 = !{i64 1489}
!12 = !{i64 1584}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = !{i64 1748}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !19}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !15, i64 0}
!25 = !{i64 460}
