; Fast-math flags become FPFastMathMode (as llvm-spirv-15 writes them) and come back when read.
; CHECK-DAG: OpDecorate %r FPFastMathMode Fast
; CHECK-DAG: OpDecorate %s FPFastMathMode NotNaN|NotInf
; CHECK-DAG: OpDecorate %t FPFastMathMode NSZ|AllowRecip
; CHECK-DAG: OpDecorate %v FPFastMathMode NotNaN
; CHECK-NOT: OpDecorate %u FPFastMathMode
; CHECK-NOT: OpDecorate %w FPFastMathMode
; READ: %r = fadd fast float %a, %b
; READ: %s = fsub nnan ninf float %r, %b
; READ: %t = fmul nsz arcp float %s, %a
; READ: %u = fdiv float %t, %a
; READ: %v = frem nnan float %u, %a
; READ: %w = fadd float %v, %a
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, float %b) {
  %r = fadd fast float %a, %b
  %s = fsub nnan ninf float %r, %b
  %t = fmul nsz arcp float %s, %a
  %u = fdiv contract float %t, %a
  %v = frem reassoc nnan float %u, %a
  %w = fadd float %v, %a
  ret float %w
}
