; examples/ivdep-kernel.cl through clang-19 -target spir64 -cl-std=CL2.0 -O2 -S -emit-llvm -I include
source_filename = "examples/ivdep-kernel.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @gather(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  tail call spir_func void @__parir_ivdep_array(ptr addrspace(4) nocapture noundef %5) #2
  %6 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  tail call spir_func void @__parir_ivdep_array_safelen(ptr addrspace(4) nocapture noundef %6, i32 noundef 4) #2
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %4, %9
  %10 = phi i32 [ %26, %9 ], [ 0, %4 ]
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !8
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !8
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !8
  %19 = add nsw i32 %18, %16
  store i32 %19, ptr addrspace(1) %17, align 4, !tbaa !8
  %20 = load i32, ptr addrspace(1) %12, align 4, !tbaa !8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !8
  %24 = shl nsw i32 %23, 1
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !8
  %26 = add nuw nsw i32 %10, 1
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %9, label %8
}

; Function Attrs: convergent nounwind
declare dso_local spir_func void @__parir_ivdep_array(ptr addrspace(4) nocapture noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @__parir_ivdep_array_safelen(ptr addrspace(4) nocapture noundef, i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nomerge nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int"}
!7 = !{!"", !"", !"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
