; SOURCE: ivdep-loop-annotations-design.md, "Example", SPIR-V friendly form.
; FIXES: as ivdep-llvm.ll; `spirv.loop.dependency_accesses` (defect 3) as loop attributes with
;   `i32` last operands (defects 1, 2).
; LLVM-ACCEPTS: yes
define void @k(ptr %A_idx, ptr %A_i, ptr %B_idx, ptr %B_i, ptr %C_idx, ptr %C_i, i1 %c) {
entry:
  br label %loop

loop:
   %ld_A = load i32, ptr %A_idx, !llvm.access.group !0
   %ld_Ai = load i32, ptr %A_i, !llvm.access.group !0
   %sum_A = add i32 %ld_A, %ld_Ai
   store i32 %sum_A, ptr %A_i, !llvm.access.group !0
   %ld_B = load i32, ptr %B_idx, !llvm.access.group !1
   %ld_Bi = load i32, ptr %B_i, !llvm.access.group !1
   %sum_B = add i32 %ld_B, %ld_Bi
   store i32 %sum_B, ptr %B_i, !llvm.access.group !1
   %ld_C = load i32, ptr %C_idx, !llvm.access.group !2
   %ld_Ci = load i32, ptr %C_i, !llvm.access.group !2
   %sum_C = add i32 %ld_C, %ld_Ci
   store i32 %sum_C, ptr %C_i, !llvm.access.group !2
   br i1 %c, label %loop, label %exit, !llvm.loop !3

exit:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = distinct !{}
!3 = distinct !{!3, !4, !5}
!4 = !{!"spirv.loop.dependency_accesses", !0, !2, i32 0}
!5 = !{!"spirv.loop.dependency_accesses", !1, i32 5}
