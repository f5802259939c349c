; Addresses of globals in initializers, as OpenCL C program-scope pointers make them: a
; struct of two pointers and an array of pointers, one of them into the middle of an array.
; Each is an OpSpecConstantOp over the variable (a Bitcast where the pointee differs, an
; InBoundsPtrAccessChain for the getelementptr); @table names @later, which the module
; defines after it, so @later's variable comes first. The reader gives the same initializers
; back as constant expressions.
; CHECK: [[MSG:%[0-9]+]] = OpSpecConstantOp %_ptr_UniformConstant_uchar Bitcast %msg
; CHECK: [[VALS:%[0-9]+]] = OpSpecConstantOp %_ptr_CrossWorkgroup_uchar Bitcast %vals
; CHECK: %pair = OpVariable {{%[_a-zA-Z0-9]+}} CrossWorkgroup {{%[0-9]+}}
; CHECK: %later = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup %uint_9
; CHECK: [[MID:%[0-9]+]] = OpSpecConstantOp %_ptr_CrossWorkgroup_ulong InBoundsPtrAccessChain %vals %ulong_0 %ulong_2
; CHECK: %table = OpVariable
; READ: @pair = addrspace(1) global { ptr addrspace(2), ptr addrspace(1) } { ptr addrspace(2) @msg, ptr addrspace(1) @vals }
; READ: @table = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) getelementptr inbounds ([4 x i64], ptr addrspace(1) @vals, i64 0, i64 2), ptr addrspace(1) @later]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@msg = internal addrspace(2) constant [3 x i8] c"ok\00", align 1
@vals = addrspace(1) constant [4 x i64] [i64 5, i64 6, i64 7, i64 8]
@pair = addrspace(1) global { ptr addrspace(2), ptr addrspace(1) } { ptr addrspace(2) @msg, ptr addrspace(1) @vals }
@table = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) getelementptr ([4 x i64], ptr addrspace(1) @vals, i64 0, i64 2), ptr addrspace(1) @later]
@later = addrspace(1) global i32 9
define spir_kernel void @k(ptr addrspace(1) %o) {
  %p = load ptr addrspace(1), ptr addrspace(1) getelementptr inbounds ([2 x ptr addrspace(1)], ptr addrspace(1) @table, i64 0, i64 0), align 8
  %v = load i64, ptr addrspace(1) %p, align 8
  store i64 %v, ptr addrspace(1) %o, align 8
  ret void
}
