; Images and samplers, the read/write basics, as llvm-spirv-15 writes them for clang-19's
; target("spirv.Image", void, dim, depth, arrayed, ms, sampled, format, access) and
; target("spirv.Sampler"): a sampled read is OpSampledImage + OpImageSampleExplicitLod at lod 0.0,
; an unsampled one OpImageRead, a write OpImageWrite (the int forms with SignExtend, the uint
; forms with ZeroExtend: SPIR-V 1.4, as llvm-spirv-15's module is), the sizes components of
; OpImageQuerySizeLod. Read back as the OpenCL C built-ins.
; CHECK: Version: 1.4
; CHECK: OpCapability ImageBasic
; CHECK: [[RO:%[0-9]+]] = OpTypeImage %void 2D 0 0 0 0 Unknown ReadOnly
; CHECK: [[WO:%[0-9]+]] = OpTypeImage %void 2D 0 0 0 0 Unknown WriteOnly
; CHECK: [[SI:%[0-9]+]] = OpTypeSampledImage [[RO]]
; CHECK: [[S:%[0-9]+]] = OpSampledImage [[SI]] %src %smp
; CHECK-NEXT: %v = OpImageSampleExplicitLod %v4float [[S]] %c Lod %float_0
; CHECK-NEXT: %w = OpImageRead %v4float %src %c{{$}}
; CHECK: %iv = OpImageSampleExplicitLod %v4uint {{%[0-9]+}} %cf Lod|SignExtend %float_0
; CHECK-NEXT: %uv = OpImageRead %v4uint %src %c ZeroExtend
; CHECK: OpImageWrite %dst %c %s{{$}}
; CHECK-NEXT: OpImageWrite %dst %c %iv SignExtend
; CHECK-NEXT: OpImageWrite %dst %c %uv ZeroExtend
; CHECK-NEXT: [[Q:%[0-9]+]] = OpImageQuerySizeLod %v2uint %src %uint_0
; CHECK-NEXT: %wd = OpCompositeExtract %uint [[Q]] 0
; CHECK-NEXT: [[Q2:%[0-9]+]] = OpImageQuerySizeLod %v2uint %dst %uint_0
; CHECK-NEXT: %ht = OpCompositeExtract %uint [[Q2]] 1
; READ: %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %smp, <2 x i32> %c)
; READ: %w = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(
; READ: %iv = call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_f(
; READ: %uv = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_roDv2_i(
; READ: call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(
; READ: call spir_func void @_Z12write_imagei14ocl_image2d_woDv2_iDv4_i(
; READ: call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(
; READ: call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, target("spirv.Sampler") %smp, <2 x i32> %c, <2 x float> %cf, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %smp, <2 x i32> %c)
  %w = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, <2 x i32> %c)
  %iv = call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %smp, <2 x float> %cf)
  %uv = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, <2 x i32> %c)
  %s = fadd <4 x float> %v, %w
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, <2 x i32> %c, <4 x float> %s)
  call spir_func void @_Z12write_imagei14ocl_image2d_woDv2_iDv4_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, <2 x i32> %c, <4 x i32> %iv)
  call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, <2 x i32> %c, <4 x i32> %uv)
  %wd = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  %ht = call spir_func i32 @_Z16get_image_height14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst)
  %sum = add i32 %wd, %ht
  store i32 %sum, ptr addrspace(1) %o, align 4
  ret void
}
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32>)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>)
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x float>)
declare spir_func void @_Z12write_imagei14ocl_image2d_woDv2_iDv4_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
declare spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))
