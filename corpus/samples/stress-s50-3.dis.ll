; ModuleID = '<stdin>'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD3(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i1, align 1
  %A2 = alloca float, align 4
  %A1 = alloca i32, align 4
  %A = alloca i64, align 8
  %L = load <2 x i16>, ptr %0, align 4
  store i64 64481, ptr %A, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 39241
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I = insertelement <4 x i64> zeroinitializer, i64 64481, i32 39241
  %B = frem float 0x3878262C00000000, 0x422D262100000000
  %FC = sitofp <4 x i64> %Shuff to <4 x float>
  %Sl = select i1 true, i32 %3, i32 %3
  %Cmp = fcmp oge double 0x199F14BEF29D233C, 0x2F5730769455CAF4
  br label %CF32

CF32:                                             ; preds = %BB
  %L5 = load <4 x float>, ptr %0, align 16
  store double 0x2F5730769455CAF4, ptr %0, align 8
  %E6 = extractelement <16 x i32> zeroinitializer, i32 39241
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 106597, i32 138421
  %B9 = udiv i64 106597, %4
  %FC10 = sitofp <2 x i8> zeroinitializer to <2 x float>
  %Sl11 = select i1 true, i32 %E6, i32 138421
  %Cmp12 = fcmp uno float %B, %B
  br label %CF31

CF31:                                             ; preds = %CF31, %CF32
  %L13 = load <1 x i32>, ptr %0, align 4
  store i16 0, ptr %0, align 2
  %E14 = extractelement <2 x i1> zeroinitializer, i32 39241
  br i1 %E14, label %CF31, label %CF33

CF33:                                             ; preds = %CF31
  %Shuff15 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 13>
  %I16 = insertelement <2 x i1> zeroinitializer, i1 %Cmp12, i32 39241
  %PC = bitcast ptr %A1 to ptr
  %Sl17 = select i1 %Cmp, ptr %A4, ptr %PC
  %Cmp18 = icmp ugt i1 true, true
  br label %CF

CF:                                               ; preds = %CF33
  %L19 = load <2 x i32>, ptr %PC, align 8
  store double 0x2F5730769455CAF4, ptr %A3, align 8
  %E20 = extractelement <8 x i8> zeroinitializer, i32 39241
  %Shuff21 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I22 = insertelement <1 x i32> %L13, i32 39241, i32 39241
  %Tr = trunc i32 39241 to i16
  %Sl23 = select <2 x i1> zeroinitializer, <2 x float> %FC10, <2 x float> %FC10
  %Cmp24 = icmp ne <1 x i32> %I22, %L13
  %L25 = load <16 x i8>, ptr %0, align 16
  store i32 %3, ptr %PC, align 4
  %E26 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff27 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I28 = insertelement <8 x i64> %Shuff15, i64 %B9, i32 %Sl
  %ZE = zext i16 15801 to i64
  %Sl29 = select i1 %Cmp12, float 0x40E6301A00000000, float 0x422D262100000000
  %Cmp30 = icmp sge <1 x i32> %I22, %L13
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  store i64 437753, ptr %PC, align 4
  store i1 %Cmp, ptr %PC, align 1
  store float %Sl29, ptr %PC, align 4
  store double 0xF413D032CF1160B0, ptr %A, align 8
  ret void
}
