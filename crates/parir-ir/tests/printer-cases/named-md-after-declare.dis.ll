; ModuleID = '<stdin>'
source_filename = "/tmp/nm.ll"

declare void @f(ptr nocapture, i32)

declare void @g()

!llvm.named = !{!0}

!0 = !{i32 1}
