; RUN: parir opt -passes=csa-builtins %s | FileCheck %s
; The include/csa.h builtins as clang-19 -O1 emits them (call-site attributes, `tail`) become
; the llvm.csa.* intrinsics, keeping operands, names and positions; the builtin declarations
; go away. A user region ID of 1000 or more is a warning (reserved for the compiler). A builtin
; declared with another type is an error and stays a call of the builtin.

@.str = private unnamed_addr constant [9 x i8] c"blocking\00", align 1

declare void @__builtin_csa_parallel_loop() #0
declare void @__builtin_csa_spmd(i32 noundef, i32 noundef) #0
declare void @__builtin_csa_spmdization(i32 noundef, ptr noundef) #0
declare void @__builtin_csa_pipeline_loop(i32 noundef) #0
declare i32 @__builtin_csa_parallel_region_entry(i32 noundef) #0
declare void @__builtin_csa_parallel_region_exit(i32 noundef) #0
declare i32 @__builtin_csa_parallel_section_entry(i32 noundef) #0
declare void @__builtin_csa_parallel_section_exit(i64 noundef) #0

define void @f(ptr %a, ptr %b) {
entry:
  tail call void @__builtin_csa_parallel_loop() #1
  tail call void @__builtin_csa_spmd(i32 noundef 8, i32 noundef 0) #1
  tail call void @__builtin_csa_spmdization(i32 noundef 8, ptr noundef @.str) #1
  tail call void @__builtin_csa_pipeline_loop(i32 noundef 0) #1
  %reg = tail call i32 @__builtin_csa_parallel_region_entry(i32 noundef 1000) #1
  %sec = tail call i32 @__builtin_csa_parallel_section_entry(i32 noundef %reg) #1
  %v = load i32, ptr %b, align 4
  store i32 %v, ptr %a, align 4
  %w = sext i32 %sec to i64
  tail call void @__builtin_csa_parallel_section_exit(i64 noundef %w) #1
  tail call void @__builtin_csa_parallel_region_exit(i32 noundef %reg) #1
  ret void
}

attributes #0 = { nomerge nounwind }
attributes #1 = { nomerge nounwind }

; CHECK: ; WARNING: warning: <unknown>:0:0: region ID 1000: IDs of 1000 and above are reserved for the compiler's regions; a user region with such an ID may merge with one a pass creates [csa-region-id-reserved] (at csa-builtins.ll:24:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: __builtin_csa_parallel_section_exit is called as void (i64); include/csa.h declares it void (int entry) (the intrinsic llvm.csa.parallel.section.exit is void (i32)) [csa-builtin-bad-signature] (at csa-builtins.ll:29:3)
; CHECK: define void @f(ptr %a, ptr %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   tail call void @llvm.csa.parallel.loop()
; CHECK-NEXT:   tail call void @llvm.csa.spmd(i32 8, i32 0)
; CHECK-NEXT:   tail call void @llvm.csa.spmdization(i32 8, ptr @.str)
; CHECK-NEXT:   tail call void @llvm.csa.pipeline.loop(i32 0)
; CHECK-NEXT:   %reg = tail call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   %sec = tail call i32 @llvm.csa.parallel.section.entry(i32 %reg)
; CHECK-NEXT:   %v = load i32, ptr %b, align 4
; CHECK-NEXT:   store i32 %v, ptr %a, align 4
; CHECK-NEXT:   %w = sext i32 %sec to i64
; CHECK-NEXT:   tail call void @__builtin_csa_parallel_section_exit(i64 noundef %w) #0
; CHECK-NEXT:   tail call void @llvm.csa.parallel.region.exit(i32 %reg)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
