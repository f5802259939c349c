; A phi of untyped pointers gets one pointee for itself and what it merges: the argument takes
; the struct type the GEP reads through, the loaded pointer is bitcast to it, null is the
; phi type's null (spirv-val rejected the mixed pointer types).
; CHECK: %p = OpFunctionParameter %_ptr_CrossWorkgroup_struct_Node
; CHECK: %cur = OpPhi %_ptr_CrossWorkgroup_struct_Node %p %entry [[NEXT:%[0-9a-z_]+]] %body [[NULL:%[0-9]+]] %skip
; CHECK: [[NEXT]] = OpBitcast %_ptr_CrossWorkgroup_struct_Node
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
%struct.Node = type { ptr addrspace(1), i32 }
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %cur = phi ptr addrspace(1) [ %p, %entry ], [ %nx, %body ], [ null, %skip ]
  %i = phi i32 [ 0, %entry ], [ %i1, %body ], [ %i1, %skip ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %step, label %exit
step:
  %i1 = add i32 %i, 1
  %isnull = icmp eq ptr addrspace(1) %cur, null
  br i1 %isnull, label %skip, label %body
skip:
  br label %loop
body:
  %f = getelementptr inbounds %struct.Node, ptr addrspace(1) %cur, i64 0, i32 1
  store i32 %i, ptr addrspace(1) %f
  %q = getelementptr inbounds %struct.Node, ptr addrspace(1) %cur, i64 0, i32 0
  %ld = load ptr addrspace(1), ptr addrspace(1) %q
  %nx = bitcast ptr addrspace(1) %ld to ptr addrspace(1)
  br label %loop
exit:
  ret void
}
