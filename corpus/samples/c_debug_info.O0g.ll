; ModuleID = 'c_debug_info.c'
source_filename = "c_debug_info.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr, ptr, i32, i8 }
%union.u = type { i64 }

@default_size = dso_local constant i32 -1, align 4, !dbg !0
@__const.main.keys = private unnamed_addr constant [7 x i32] [i32 5, i32 3, i32 8, i32 1, i32 4, i32 7, i32 9], align 16
@__const.main.v = private unnamed_addr constant { double } { double 5.000000e-01 }, align 8
@__const.main.m = private unnamed_addr constant [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 16
@alloc_node.alloc_count = internal global i32 0, align 4, !dbg !20
@pool_used = internal global i64 0, align 8, !dbg !35
@pool = internal global [16 x %struct.node] zeroinitializer, align 16, !dbg !40

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @insert(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !55 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !64, !DIExpression(), !65)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !66, !DIExpression(), !67)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !68, !DIExpression(), !69)
    #dbg_declare(ptr %8, !70, !DIExpression(), !71)
  %11 = load i32, ptr %6, align 4, !dbg !72
  %12 = call ptr @alloc_node(i32 noundef %11), !dbg !73
  store ptr %12, ptr %8, align 8, !dbg !71
  %13 = load ptr, ptr %8, align 8, !dbg !74
  %14 = icmp ne ptr %13, null, !dbg !74
  br i1 %14, label %17, label %15, !dbg !76

15:                                               ; preds = %3
  %16 = load ptr, ptr %5, align 8, !dbg !77
  store ptr %16, ptr %4, align 8, !dbg !78
  br label %90, !dbg !78

17:                                               ; preds = %3
  %18 = load ptr, ptr %5, align 8, !dbg !79
  %19 = icmp ne ptr %18, null, !dbg !79
  br i1 %19, label %22, label %20, !dbg !81

20:                                               ; preds = %17
  %21 = load ptr, ptr %8, align 8, !dbg !82
  store ptr %21, ptr %4, align 8, !dbg !83
  br label %90, !dbg !83

22:                                               ; preds = %17
    #dbg_declare(ptr %9, !84, !DIExpression(), !85)
  %23 = load ptr, ptr %5, align 8, !dbg !86
  store ptr %23, ptr %9, align 8, !dbg !85
  br label %24, !dbg !87

24:                                               ; preds = %87, %22
    #dbg_declare(ptr %10, !88, !DIExpression(), !92)
  %25 = load ptr, ptr %7, align 8, !dbg !93
  %26 = load ptr, ptr %8, align 8, !dbg !94
  %27 = load ptr, ptr %9, align 8, !dbg !95
  %28 = call i32 %25(ptr noundef %26, ptr noundef %27), !dbg !93
  store i32 %28, ptr %10, align 4, !dbg !92
  %29 = load i32, ptr %10, align 4, !dbg !96
  %30 = icmp slt i32 %29, 0, !dbg !98
  br i1 %30, label %31, label %59, !dbg !99

31:                                               ; preds = %24
  %32 = load ptr, ptr %9, align 8, !dbg !100
  %33 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 1, !dbg !103
  %34 = load ptr, ptr %33, align 8, !dbg !103
  %35 = icmp ne ptr %34, null, !dbg !100
  br i1 %35, label %55, label %36, !dbg !104

36:                                               ; preds = %31
  %37 = load ptr, ptr %8, align 8, !dbg !105
  %38 = load ptr, ptr %9, align 8, !dbg !107
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 1, !dbg !108
  store ptr %37, ptr %39, align 8, !dbg !109
  %40 = load ptr, ptr %9, align 8, !dbg !110
  %41 = getelementptr inbounds %struct.node, ptr %40, i32 0, i32 4, !dbg !111
  %42 = load i8, ptr %41, align 4, !dbg !111
  %43 = lshr i8 %42, 3, !dbg !111
  %44 = zext i8 %43 to i32, !dbg !111
  %45 = add nsw i32 %44, 1, !dbg !112
  %46 = load ptr, ptr %8, align 8, !dbg !113
  %47 = getelementptr inbounds %struct.node, ptr %46, i32 0, i32 4, !dbg !114
  %48 = trunc i32 %45 to i8, !dbg !115
  %49 = load i8, ptr %47, align 4, !dbg !115
  %50 = and i8 %48, 31, !dbg !115
  %51 = shl i8 %50, 3, !dbg !115
  %52 = and i8 %49, 7, !dbg !115
  %53 = or i8 %52, %51, !dbg !115
  store i8 %53, ptr %47, align 4, !dbg !115
  %54 = zext i8 %50 to i32, !dbg !115
  br label %88, !dbg !116

55:                                               ; preds = %31
  %56 = load ptr, ptr %9, align 8, !dbg !117
  %57 = getelementptr inbounds %struct.node, ptr %56, i32 0, i32 1, !dbg !118
  %58 = load ptr, ptr %57, align 8, !dbg !118
  store ptr %58, ptr %9, align 8, !dbg !119
  br label %87, !dbg !120

59:                                               ; preds = %24
  %60 = load ptr, ptr %9, align 8, !dbg !121
  %61 = getelementptr inbounds %struct.node, ptr %60, i32 0, i32 2, !dbg !124
  %62 = load ptr, ptr %61, align 8, !dbg !124
  %63 = icmp ne ptr %62, null, !dbg !121
  br i1 %63, label %83, label %64, !dbg !125

64:                                               ; preds = %59
  %65 = load ptr, ptr %8, align 8, !dbg !126
  %66 = load ptr, ptr %9, align 8, !dbg !128
  %67 = getelementptr inbounds %struct.node, ptr %66, i32 0, i32 2, !dbg !129
  store ptr %65, ptr %67, align 8, !dbg !130
  %68 = load ptr, ptr %9, align 8, !dbg !131
  %69 = getelementptr inbounds %struct.node, ptr %68, i32 0, i32 4, !dbg !132
  %70 = load i8, ptr %69, align 4, !dbg !132
  %71 = lshr i8 %70, 3, !dbg !132
  %72 = zext i8 %71 to i32, !dbg !132
  %73 = add nsw i32 %72, 1, !dbg !133
  %74 = load ptr, ptr %8, align 8, !dbg !134
  %75 = getelementptr inbounds %struct.node, ptr %74, i32 0, i32 4, !dbg !135
  %76 = trunc i32 %73 to i8, !dbg !136
  %77 = load i8, ptr %75, align 4, !dbg !136
  %78 = and i8 %76, 31, !dbg !136
  %79 = shl i8 %78, 3, !dbg !136
  %80 = and i8 %77, 7, !dbg !136
  %81 = or i8 %80, %79, !dbg !136
  store i8 %81, ptr %75, align 4, !dbg !136
  %82 = zext i8 %78 to i32, !dbg !136
  br label %88, !dbg !137

83:                                               ; preds = %59
  %84 = load ptr, ptr %9, align 8, !dbg !138
  %85 = getelementptr inbounds %struct.node, ptr %84, i32 0, i32 2, !dbg !139
  %86 = load ptr, ptr %85, align 8, !dbg !139
  store ptr %86, ptr %9, align 8, !dbg !140
  br label %87

87:                                               ; preds = %83, %55
  br label %24, !dbg !141, !llvm.loop !142

88:                                               ; preds = %64, %36
  %89 = load ptr, ptr %5, align 8, !dbg !145
  store ptr %89, ptr %4, align 8, !dbg !146
  br label %90, !dbg !146

90:                                               ; preds = %88, %20, %15
  %91 = load ptr, ptr %4, align 8, !dbg !147
  ret ptr %91, !dbg !147
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @alloc_node(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !148, !DIExpression(), !149)
  %5 = load i32, ptr @alloc_node.alloc_count, align 4, !dbg !150
  %6 = add nsw i32 %5, 1, !dbg !150
  store i32 %6, ptr @alloc_node.alloc_count, align 4, !dbg !150
  %7 = load i64, ptr @pool_used, align 8, !dbg !151
  %8 = icmp uge i64 %7, 16, !dbg !153
  br i1 %8, label %9, label %10, !dbg !154

9:                                                ; preds = %1
  store ptr null, ptr %2, align 8, !dbg !155
  br label %46, !dbg !155

10:                                               ; preds = %1
    #dbg_declare(ptr %4, !156, !DIExpression(), !157)
  %11 = load i64, ptr @pool_used, align 8, !dbg !158
  %12 = add i64 %11, 1, !dbg !158
  store i64 %12, ptr @pool_used, align 8, !dbg !158
  %13 = getelementptr inbounds [16 x %struct.node], ptr @pool, i64 0, i64 %11, !dbg !159
  store ptr %13, ptr %4, align 8, !dbg !157
  %14 = load i32, ptr %3, align 4, !dbg !160
  %15 = load ptr, ptr %4, align 8, !dbg !161
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0, !dbg !162
  store i32 %14, ptr %16, align 8, !dbg !163
  %17 = load ptr, ptr %4, align 8, !dbg !164
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 2, !dbg !165
  store ptr null, ptr %18, align 8, !dbg !166
  %19 = load ptr, ptr %4, align 8, !dbg !167
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 1, !dbg !168
  store ptr null, ptr %20, align 8, !dbg !169
  %21 = load i32, ptr %3, align 4, !dbg !170
  %22 = srem i32 %21, 3, !dbg !171
  %23 = icmp eq i32 %22, 0, !dbg !172
  br i1 %23, label %24, label %25, !dbg !170

24:                                               ; preds = %10
  br label %31, !dbg !170

25:                                               ; preds = %10
  %26 = load i32, ptr %3, align 4, !dbg !173
  %27 = srem i32 %26, 3, !dbg !174
  %28 = icmp eq i32 %27, 1, !dbg !175
  %29 = zext i1 %28 to i64, !dbg !173
  %30 = select i1 %28, i32 5, i32 6, !dbg !173
  br label %31, !dbg !170

31:                                               ; preds = %25, %24
  %32 = phi i32 [ 0, %24 ], [ %30, %25 ], !dbg !170
  %33 = load ptr, ptr %4, align 8, !dbg !176
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 3, !dbg !177
  store i32 %32, ptr %34, align 8, !dbg !178
  %35 = load i32, ptr @alloc_node.alloc_count, align 4, !dbg !179
  %36 = and i32 %35, 7, !dbg !180
  %37 = load ptr, ptr %4, align 8, !dbg !181
  %38 = getelementptr inbounds %struct.node, ptr %37, i32 0, i32 4, !dbg !182
  %39 = trunc i32 %36 to i8, !dbg !183
  %40 = load i8, ptr %38, align 4, !dbg !183
  %41 = and i8 %39, 7, !dbg !183
  %42 = and i8 %40, -8, !dbg !183
  %43 = or i8 %42, %41, !dbg !183
  store i8 %43, ptr %38, align 4, !dbg !183
  %44 = zext i8 %41 to i32, !dbg !183
  %45 = load ptr, ptr %4, align 8, !dbg !184
  store ptr %45, ptr %2, align 8, !dbg !185
  br label %46, !dbg !185

46:                                               ; preds = %31, %9
  %47 = load ptr, ptr %2, align 8, !dbg !186
  ret ptr %47, !dbg !186
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @height(ptr noundef %0) #0 !dbg !187 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !190, !DIExpression(), !191)
  %6 = load ptr, ptr %3, align 8, !dbg !192
  %7 = icmp ne ptr %6, null, !dbg !192
  br i1 %7, label %9, label %8, !dbg !194

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !195
  br label %28, !dbg !195

9:                                                ; preds = %1
    #dbg_declare(ptr %4, !196, !DIExpression(), !197)
  %10 = load ptr, ptr %3, align 8, !dbg !198
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 1, !dbg !199
  %12 = load ptr, ptr %11, align 8, !dbg !199
  %13 = call i32 @height(ptr noundef %12), !dbg !200
  store i32 %13, ptr %4, align 4, !dbg !197
    #dbg_declare(ptr %5, !201, !DIExpression(), !202)
  %14 = load ptr, ptr %3, align 8, !dbg !203
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 2, !dbg !204
  %16 = load ptr, ptr %15, align 8, !dbg !204
  %17 = call i32 @height(ptr noundef %16), !dbg !205
  store i32 %17, ptr %5, align 4, !dbg !202
  %18 = load i32, ptr %4, align 4, !dbg !206
  %19 = load i32, ptr %5, align 4, !dbg !207
  %20 = icmp sgt i32 %18, %19, !dbg !208
  br i1 %20, label %21, label %23, !dbg !206

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4, !dbg !209
  br label %25, !dbg !206

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4, !dbg !210
  br label %25, !dbg !206

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ], !dbg !206
  %27 = add nsw i32 1, %26, !dbg !211
  store i32 %27, ptr %2, align 4, !dbg !212
  br label %28, !dbg !212

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4, !dbg !213
  ret i32 %29, !dbg !213
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @mix(ptr noundef %0, ptr noundef %1) #0 !dbg !214 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !233, !DIExpression(), !234)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !235, !DIExpression(), !236)
    #dbg_declare(ptr %5, !237, !DIExpression(), !238)
  store double 0.000000e+00, ptr %5, align 8, !dbg !238
    #dbg_declare(ptr %6, !239, !DIExpression(), !241)
  store i32 0, ptr %6, align 4, !dbg !241
  br label %11, !dbg !242

11:                                               ; preds = %39, %2
  %12 = load i32, ptr %6, align 4, !dbg !243
  %13 = icmp slt i32 %12, 2, !dbg !245
  br i1 %13, label %14, label %42, !dbg !246

14:                                               ; preds = %11
    #dbg_declare(ptr %7, !247, !DIExpression(), !250)
  %15 = load ptr, ptr %4, align 8, !dbg !251
  %16 = load i32, ptr %6, align 4, !dbg !252
  %17 = sext i32 %16 to i64, !dbg !251
  %18 = getelementptr inbounds [3 x i32], ptr %15, i64 %17, !dbg !251
  %19 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0, !dbg !251
  store ptr %19, ptr %7, align 8, !dbg !250
    #dbg_declare(ptr %8, !253, !DIExpression(), !255)
  store i32 0, ptr %8, align 4, !dbg !255
  br label %20, !dbg !256

20:                                               ; preds = %35, %14
  %21 = load i32, ptr %8, align 4, !dbg !257
  %22 = icmp slt i32 %21, 3, !dbg !259
  br i1 %22, label %23, label %38, !dbg !260

23:                                               ; preds = %20
    #dbg_declare(ptr %9, !261, !DIExpression(), !263)
  %24 = load ptr, ptr %7, align 8, !dbg !264
  %25 = load i32, ptr %8, align 4, !dbg !265
  %26 = sext i32 %25 to i64, !dbg !264
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !264
  %28 = load i32, ptr %27, align 4, !dbg !264
  store i32 %28, ptr %9, align 4, !dbg !263
  %29 = load i32, ptr %9, align 4, !dbg !266
  %30 = sitofp i32 %29 to double, !dbg !266
  %31 = load ptr, ptr %3, align 8, !dbg !267
  %32 = load double, ptr %31, align 8, !dbg !268
  %33 = load double, ptr %5, align 8, !dbg !269
  %34 = call double @llvm.fmuladd.f64(double %30, double %32, double %33), !dbg !269
  store double %34, ptr %5, align 8, !dbg !269
  br label %35, !dbg !270

35:                                               ; preds = %23
  %36 = load i32, ptr %8, align 4, !dbg !271
  %37 = add nsw i32 %36, 1, !dbg !271
  store i32 %37, ptr %8, align 4, !dbg !271
  br label %20, !dbg !272, !llvm.loop !273

38:                                               ; preds = %20
  br label %39, !dbg !276

39:                                               ; preds = %38
  %40 = load i32, ptr %6, align 4, !dbg !277
  %41 = add nsw i32 %40, 1, !dbg !277
  store i32 %41, ptr %6, align 4, !dbg !277
  br label %11, !dbg !278, !llvm.loop !279

42:                                               ; preds = %11
    #dbg_declare(ptr %10, !281, !DIExpression(), !283)
  %43 = load ptr, ptr %3, align 8, !dbg !284
  %44 = load i64, ptr %43, align 8, !dbg !285
  store i64 %44, ptr %10, align 8, !dbg !283
  %45 = load i64, ptr %10, align 8, !dbg !286
  %46 = sitofp i64 %45 to double, !dbg !287
  %47 = load double, ptr %5, align 8, !dbg !288
  %48 = fadd double %47, %46, !dbg !288
  store double %48, ptr %5, align 8, !dbg !288
  %49 = load double, ptr %5, align 8, !dbg !289
  ret double %49, !dbg !290
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !291 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca [7 x i32], align 16
  %4 = alloca i64, align 8
  %5 = alloca %union.u, align 8
  %6 = alloca [2 x [3 x i32]], align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !294, !DIExpression(), !295)
  store ptr null, ptr %2, align 8, !dbg !295
    #dbg_declare(ptr %3, !296, !DIExpression(), !300)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.keys, i64 28, i1 false), !dbg !300
    #dbg_declare(ptr %4, !301, !DIExpression(), !303)
  store i64 0, ptr %4, align 8, !dbg !303
  br label %7, !dbg !304

7:                                                ; preds = %16, %0
  %8 = load i64, ptr %4, align 8, !dbg !305
  %9 = icmp ult i64 %8, 7, !dbg !307
  br i1 %9, label %10, label %19, !dbg !308

10:                                               ; preds = %7
  %11 = load ptr, ptr %2, align 8, !dbg !309
  %12 = load i64, ptr %4, align 8, !dbg !310
  %13 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %12, !dbg !311
  %14 = load i32, ptr %13, align 4, !dbg !311
  %15 = call ptr @insert(ptr noundef %11, i32 noundef %14, ptr noundef @cmp_keys), !dbg !312
  store ptr %15, ptr %2, align 8, !dbg !313
  br label %16, !dbg !314

16:                                               ; preds = %10
  %17 = load i64, ptr %4, align 8, !dbg !315
  %18 = add i64 %17, 1, !dbg !315
  store i64 %18, ptr %4, align 8, !dbg !315
  br label %7, !dbg !316, !llvm.loop !317

19:                                               ; preds = %7
    #dbg_declare(ptr %5, !319, !DIExpression(), !320)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.v, i64 8, i1 false), !dbg !320
    #dbg_declare(ptr %6, !321, !DIExpression(), !325)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.m, i64 24, i1 false), !dbg !325
  %20 = load ptr, ptr %2, align 8, !dbg !326
  %21 = call i32 @height(ptr noundef %20), !dbg !327
  %22 = getelementptr inbounds [2 x [3 x i32]], ptr %6, i64 0, i64 0, !dbg !328
  %23 = call double @mix(ptr noundef %5, ptr noundef %22), !dbg !329
  %24 = fptosi double %23 to i32, !dbg !330
  %25 = add nsw i32 %21, %24, !dbg !331
  %26 = add nsw i32 %25, 1, !dbg !332
  ret i32 %26, !dbg !333
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_keys(ptr noundef %0, ptr noundef %1) #0 !dbg !334 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !335, !DIExpression(), !336)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !337, !DIExpression(), !338)
  %5 = load ptr, ptr %3, align 8, !dbg !339
  %6 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 0, !dbg !340
  %7 = load i32, ptr %6, align 8, !dbg !340
  %8 = load ptr, ptr %4, align 8, !dbg !341
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0, !dbg !342
  %10 = load i32, ptr %9, align 8, !dbg !342
  %11 = icmp sgt i32 %7, %10, !dbg !343
  %12 = zext i1 %11 to i32, !dbg !343
  %13 = load ptr, ptr %3, align 8, !dbg !344
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 0, !dbg !345
  %15 = load i32, ptr %14, align 8, !dbg !345
  %16 = load ptr, ptr %4, align 8, !dbg !346
  %17 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 0, !dbg !347
  %18 = load i32, ptr %17, align 8, !dbg !347
  %19 = icmp slt i32 %15, %18, !dbg !348
  %20 = zext i1 %19 to i32, !dbg !348
  %21 = sub nsw i32 %12, %20, !dbg !349
  ret i32 %21, !dbg !350
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "default_size", scope: !2, file: !3, line: 29, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !16, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c_debug_info.c", directory: ".", checksumkind: CSK_MD5, checksum: "db3a065ec07e9001fa8727e73fc18655")
!4 = !{!5, !10}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 9, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "SMALL", value: -1)
!9 = !DIEnumerator(name: "LARGE", value: 1000)
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 8, baseType: !11, size: 32, elements: !12)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!13, !14, !15}
!13 = !DIEnumerator(name: "RED", value: 0)
!14 = !DIEnumerator(name: "GREEN", value: 5)
!15 = !DIEnumerator(name: "BLUE", value: 6)
!16 = !{!17, !6, !10, !18}
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !3, line: 7, baseType: !11)
!19 = !{!0, !20, !35, !40}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "alloc_count", scope: !22, file: !3, line: 36, type: !6, isLocal: true, isDefinition: true)
!22 = distinct !DISubprogram(name: "alloc_node", scope: !3, file: !3, line: 35, type: !23, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !6}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 11, size: 256, elements: !27)
!27 = !{!28, !29, !30, !31, !32, !33}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !26, file: !3, line: 12, baseType: !6, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !26, file: !3, line: 13, baseType: !25, size: 64, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !26, file: !3, line: 13, baseType: !25, size: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !26, file: !3, line: 14, baseType: !10, size: 32, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !26, file: !3, line: 15, baseType: !11, size: 3, offset: 224, flags: DIFlagBitField, extraData: i64 224)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "depth", scope: !26, file: !3, line: 16, baseType: !11, size: 5, offset: 227, flags: DIFlagBitField, extraData: i64 224)
!34 = !{}
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "pool_used", scope: !2, file: !3, line: 28, type: !37, isLocal: true, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !38, line: 18, baseType: !39)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 27, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 4096, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 16)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_kind", file: !3, line: 9, baseType: !5)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "insert", scope: !3, file: !3, line: 48, type: !56, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!56 = !DISubroutineType(types: !57)
!57 = !{!25, !25, !6, !58}
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !3, line: 25, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DISubroutineType(types: !61)
!61 = !{!6, !62, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!64 = !DILocalVariable(name: "root", arg: 1, scope: !55, file: !3, line: 48, type: !25)
!65 = !DILocation(line: 48, column: 34, scope: !55)
!66 = !DILocalVariable(name: "key", arg: 2, scope: !55, file: !3, line: 48, type: !6)
!67 = !DILocation(line: 48, column: 44, scope: !55)
!68 = !DILocalVariable(name: "cmp", arg: 3, scope: !55, file: !3, line: 48, type: !58)
!69 = !DILocation(line: 48, column: 56, scope: !55)
!70 = !DILocalVariable(name: "fresh", scope: !55, file: !3, line: 49, type: !25)
!71 = !DILocation(line: 49, column: 16, scope: !55)
!72 = !DILocation(line: 49, column: 35, scope: !55)
!73 = !DILocation(line: 49, column: 24, scope: !55)
!74 = !DILocation(line: 50, column: 8, scope: !75)
!75 = distinct !DILexicalBlock(scope: !55, file: !3, line: 50, column: 7)
!76 = !DILocation(line: 50, column: 7, scope: !55)
!77 = !DILocation(line: 51, column: 12, scope: !75)
!78 = !DILocation(line: 51, column: 5, scope: !75)
!79 = !DILocation(line: 52, column: 8, scope: !80)
!80 = distinct !DILexicalBlock(scope: !55, file: !3, line: 52, column: 7)
!81 = !DILocation(line: 52, column: 7, scope: !55)
!82 = !DILocation(line: 53, column: 12, scope: !80)
!83 = !DILocation(line: 53, column: 5, scope: !80)
!84 = !DILocalVariable(name: "cur", scope: !55, file: !3, line: 54, type: !25)
!85 = !DILocation(line: 54, column: 16, scope: !55)
!86 = !DILocation(line: 54, column: 22, scope: !55)
!87 = !DILocation(line: 55, column: 3, scope: !55)
!88 = !DILocalVariable(name: "c", scope: !89, file: !3, line: 56, type: !6)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 55, column: 12)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 55, column: 3)
!91 = distinct !DILexicalBlock(scope: !55, file: !3, line: 55, column: 3)
!92 = !DILocation(line: 56, column: 9, scope: !89)
!93 = !DILocation(line: 56, column: 13, scope: !89)
!94 = !DILocation(line: 56, column: 17, scope: !89)
!95 = !DILocation(line: 56, column: 24, scope: !89)
!96 = !DILocation(line: 57, column: 9, scope: !97)
!97 = distinct !DILexicalBlock(scope: !89, file: !3, line: 57, column: 9)
!98 = !DILocation(line: 57, column: 11, scope: !97)
!99 = !DILocation(line: 57, column: 9, scope: !89)
!100 = !DILocation(line: 58, column: 12, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 58, column: 11)
!102 = distinct !DILexicalBlock(scope: !97, file: !3, line: 57, column: 16)
!103 = !DILocation(line: 58, column: 17, scope: !101)
!104 = !DILocation(line: 58, column: 11, scope: !102)
!105 = !DILocation(line: 59, column: 21, scope: !106)
!106 = distinct !DILexicalBlock(scope: !101, file: !3, line: 58, column: 23)
!107 = !DILocation(line: 59, column: 9, scope: !106)
!108 = !DILocation(line: 59, column: 14, scope: !106)
!109 = !DILocation(line: 59, column: 19, scope: !106)
!110 = !DILocation(line: 60, column: 24, scope: !106)
!111 = !DILocation(line: 60, column: 29, scope: !106)
!112 = !DILocation(line: 60, column: 35, scope: !106)
!113 = !DILocation(line: 60, column: 9, scope: !106)
!114 = !DILocation(line: 60, column: 16, scope: !106)
!115 = !DILocation(line: 60, column: 22, scope: !106)
!116 = !DILocation(line: 61, column: 9, scope: !106)
!117 = !DILocation(line: 63, column: 13, scope: !102)
!118 = !DILocation(line: 63, column: 18, scope: !102)
!119 = !DILocation(line: 63, column: 11, scope: !102)
!120 = !DILocation(line: 64, column: 5, scope: !102)
!121 = !DILocation(line: 65, column: 12, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 65, column: 11)
!123 = distinct !DILexicalBlock(scope: !97, file: !3, line: 64, column: 12)
!124 = !DILocation(line: 65, column: 17, scope: !122)
!125 = !DILocation(line: 65, column: 11, scope: !123)
!126 = !DILocation(line: 66, column: 22, scope: !127)
!127 = distinct !DILexicalBlock(scope: !122, file: !3, line: 65, column: 24)
!128 = !DILocation(line: 66, column: 9, scope: !127)
!129 = !DILocation(line: 66, column: 14, scope: !127)
!130 = !DILocation(line: 66, column: 20, scope: !127)
!131 = !DILocation(line: 67, column: 24, scope: !127)
!132 = !DILocation(line: 67, column: 29, scope: !127)
!133 = !DILocation(line: 67, column: 35, scope: !127)
!134 = !DILocation(line: 67, column: 9, scope: !127)
!135 = !DILocation(line: 67, column: 16, scope: !127)
!136 = !DILocation(line: 67, column: 22, scope: !127)
!137 = !DILocation(line: 68, column: 9, scope: !127)
!138 = !DILocation(line: 70, column: 13, scope: !123)
!139 = !DILocation(line: 70, column: 18, scope: !123)
!140 = !DILocation(line: 70, column: 11, scope: !123)
!141 = !DILocation(line: 55, column: 3, scope: !90)
!142 = distinct !{!142, !143, !144}
!143 = !DILocation(line: 55, column: 3, scope: !91)
!144 = !DILocation(line: 72, column: 3, scope: !91)
!145 = !DILocation(line: 73, column: 10, scope: !55)
!146 = !DILocation(line: 73, column: 3, scope: !55)
!147 = !DILocation(line: 74, column: 1, scope: !55)
!148 = !DILocalVariable(name: "key", arg: 1, scope: !22, file: !3, line: 35, type: !6)
!149 = !DILocation(line: 35, column: 36, scope: !22)
!150 = !DILocation(line: 37, column: 14, scope: !22)
!151 = !DILocation(line: 38, column: 7, scope: !152)
!152 = distinct !DILexicalBlock(scope: !22, file: !3, line: 38, column: 7)
!153 = !DILocation(line: 38, column: 17, scope: !152)
!154 = !DILocation(line: 38, column: 7, scope: !22)
!155 = !DILocation(line: 39, column: 5, scope: !152)
!156 = !DILocalVariable(name: "n", scope: !22, file: !3, line: 40, type: !25)
!157 = !DILocation(line: 40, column: 16, scope: !22)
!158 = !DILocation(line: 40, column: 35, scope: !22)
!159 = !DILocation(line: 40, column: 21, scope: !22)
!160 = !DILocation(line: 41, column: 12, scope: !22)
!161 = !DILocation(line: 41, column: 3, scope: !22)
!162 = !DILocation(line: 41, column: 6, scope: !22)
!163 = !DILocation(line: 41, column: 10, scope: !22)
!164 = !DILocation(line: 42, column: 13, scope: !22)
!165 = !DILocation(line: 42, column: 16, scope: !22)
!166 = !DILocation(line: 42, column: 22, scope: !22)
!167 = !DILocation(line: 42, column: 3, scope: !22)
!168 = !DILocation(line: 42, column: 6, scope: !22)
!169 = !DILocation(line: 42, column: 11, scope: !22)
!170 = !DILocation(line: 43, column: 23, scope: !22)
!171 = !DILocation(line: 43, column: 27, scope: !22)
!172 = !DILocation(line: 43, column: 31, scope: !22)
!173 = !DILocation(line: 43, column: 44, scope: !22)
!174 = !DILocation(line: 43, column: 48, scope: !22)
!175 = !DILocation(line: 43, column: 52, scope: !22)
!176 = !DILocation(line: 43, column: 3, scope: !22)
!177 = !DILocation(line: 43, column: 6, scope: !22)
!178 = !DILocation(line: 43, column: 8, scope: !22)
!179 = !DILocation(line: 44, column: 20, scope: !22)
!180 = !DILocation(line: 44, column: 32, scope: !22)
!181 = !DILocation(line: 44, column: 3, scope: !22)
!182 = !DILocation(line: 44, column: 6, scope: !22)
!183 = !DILocation(line: 44, column: 12, scope: !22)
!184 = !DILocation(line: 45, column: 10, scope: !22)
!185 = !DILocation(line: 45, column: 3, scope: !22)
!186 = !DILocation(line: 46, column: 1, scope: !22)
!187 = distinct !DISubprogram(name: "height", scope: !3, file: !3, line: 76, type: !188, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!188 = !DISubroutineType(types: !189)
!189 = !{!6, !62}
!190 = !DILocalVariable(name: "n", arg: 1, scope: !187, file: !3, line: 76, type: !62)
!191 = !DILocation(line: 76, column: 31, scope: !187)
!192 = !DILocation(line: 77, column: 8, scope: !193)
!193 = distinct !DILexicalBlock(scope: !187, file: !3, line: 77, column: 7)
!194 = !DILocation(line: 77, column: 7, scope: !187)
!195 = !DILocation(line: 78, column: 5, scope: !193)
!196 = !DILocalVariable(name: "l", scope: !187, file: !3, line: 79, type: !6)
!197 = !DILocation(line: 79, column: 7, scope: !187)
!198 = !DILocation(line: 79, column: 18, scope: !187)
!199 = !DILocation(line: 79, column: 21, scope: !187)
!200 = !DILocation(line: 79, column: 11, scope: !187)
!201 = !DILocalVariable(name: "r", scope: !187, file: !3, line: 79, type: !6)
!202 = !DILocation(line: 79, column: 28, scope: !187)
!203 = !DILocation(line: 79, column: 39, scope: !187)
!204 = !DILocation(line: 79, column: 42, scope: !187)
!205 = !DILocation(line: 79, column: 32, scope: !187)
!206 = !DILocation(line: 80, column: 15, scope: !187)
!207 = !DILocation(line: 80, column: 19, scope: !187)
!208 = !DILocation(line: 80, column: 17, scope: !187)
!209 = !DILocation(line: 80, column: 23, scope: !187)
!210 = !DILocation(line: 80, column: 27, scope: !187)
!211 = !DILocation(line: 80, column: 12, scope: !187)
!212 = !DILocation(line: 80, column: 3, scope: !187)
!213 = !DILocation(line: 81, column: 1, scope: !187)
!214 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 83, type: !215, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!215 = !DISubroutineType(types: !216)
!216 = !{!17, !217, !228}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 19, size: 64, elements: !219)
!219 = !{!220, !222, !223}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !218, file: !3, line: 20, baseType: !221, size: 64)
!221 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !218, file: !3, line: 21, baseType: !17, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !218, file: !3, line: 22, baseType: !224, size: 64)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !225, size: 64, elements: !226)
!225 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!226 = !{!227}
!227 = !DISubrange(count: 8)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 96, elements: !231)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!231 = !{!232}
!232 = !DISubrange(count: 3)
!233 = !DILocalVariable(name: "v", arg: 1, scope: !214, file: !3, line: 83, type: !217)
!234 = !DILocation(line: 83, column: 21, scope: !214)
!235 = !DILocalVariable(name: "matrix", arg: 2, scope: !214, file: !3, line: 83, type: !228)
!236 = !DILocation(line: 83, column: 34, scope: !214)
!237 = !DILocalVariable(name: "acc", scope: !214, file: !3, line: 84, type: !17)
!238 = !DILocation(line: 84, column: 10, scope: !214)
!239 = !DILocalVariable(name: "i", scope: !240, file: !3, line: 85, type: !6)
!240 = distinct !DILexicalBlock(scope: !214, file: !3, line: 85, column: 3)
!241 = !DILocation(line: 85, column: 12, scope: !240)
!242 = !DILocation(line: 85, column: 8, scope: !240)
!243 = !DILocation(line: 85, column: 19, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !3, line: 85, column: 3)
!245 = !DILocation(line: 85, column: 21, scope: !244)
!246 = !DILocation(line: 85, column: 3, scope: !240)
!247 = !DILocalVariable(name: "row", scope: !248, file: !3, line: 86, type: !249)
!248 = distinct !DILexicalBlock(scope: !244, file: !3, line: 85, column: 31)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!250 = !DILocation(line: 86, column: 16, scope: !248)
!251 = !DILocation(line: 86, column: 22, scope: !248)
!252 = !DILocation(line: 86, column: 29, scope: !248)
!253 = !DILocalVariable(name: "j", scope: !254, file: !3, line: 87, type: !6)
!254 = distinct !DILexicalBlock(scope: !248, file: !3, line: 87, column: 5)
!255 = !DILocation(line: 87, column: 14, scope: !254)
!256 = !DILocation(line: 87, column: 10, scope: !254)
!257 = !DILocation(line: 87, column: 21, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !3, line: 87, column: 5)
!259 = !DILocation(line: 87, column: 23, scope: !258)
!260 = !DILocation(line: 87, column: 5, scope: !254)
!261 = !DILocalVariable(name: "cell", scope: !262, file: !3, line: 88, type: !6)
!262 = distinct !DILexicalBlock(scope: !258, file: !3, line: 87, column: 33)
!263 = !DILocation(line: 88, column: 11, scope: !262)
!264 = !DILocation(line: 88, column: 18, scope: !262)
!265 = !DILocation(line: 88, column: 22, scope: !262)
!266 = !DILocation(line: 89, column: 14, scope: !262)
!267 = !DILocation(line: 89, column: 21, scope: !262)
!268 = !DILocation(line: 89, column: 24, scope: !262)
!269 = !DILocation(line: 89, column: 11, scope: !262)
!270 = !DILocation(line: 90, column: 5, scope: !262)
!271 = !DILocation(line: 87, column: 29, scope: !258)
!272 = !DILocation(line: 87, column: 5, scope: !258)
!273 = distinct !{!273, !260, !274, !275}
!274 = !DILocation(line: 90, column: 5, scope: !254)
!275 = !{!"llvm.loop.mustprogress"}
!276 = !DILocation(line: 91, column: 3, scope: !248)
!277 = !DILocation(line: 85, column: 27, scope: !244)
!278 = !DILocation(line: 85, column: 3, scope: !244)
!279 = distinct !{!279, !246, !280, !275}
!280 = !DILocation(line: 91, column: 3, scope: !240)
!281 = !DILocalVariable(name: "shadow", scope: !282, file: !3, line: 93, type: !221)
!282 = distinct !DILexicalBlock(scope: !214, file: !3, line: 92, column: 3)
!283 = !DILocation(line: 93, column: 10, scope: !282)
!284 = !DILocation(line: 93, column: 19, scope: !282)
!285 = !DILocation(line: 93, column: 22, scope: !282)
!286 = !DILocation(line: 94, column: 20, scope: !282)
!287 = !DILocation(line: 94, column: 12, scope: !282)
!288 = !DILocation(line: 94, column: 9, scope: !282)
!289 = !DILocation(line: 96, column: 10, scope: !214)
!290 = !DILocation(line: 96, column: 3, scope: !214)
!291 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !292, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!292 = !DISubroutineType(types: !293)
!293 = !{!6}
!294 = !DILocalVariable(name: "root", scope: !291, file: !3, line: 100, type: !25)
!295 = !DILocation(line: 100, column: 16, scope: !291)
!296 = !DILocalVariable(name: "keys", scope: !291, file: !3, line: 101, type: !297)
!297 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 224, elements: !298)
!298 = !{!299}
!299 = !DISubrange(count: 7)
!300 = !DILocation(line: 101, column: 7, scope: !291)
!301 = !DILocalVariable(name: "i", scope: !302, file: !3, line: 102, type: !37)
!302 = distinct !DILexicalBlock(scope: !291, file: !3, line: 102, column: 3)
!303 = !DILocation(line: 102, column: 15, scope: !302)
!304 = !DILocation(line: 102, column: 8, scope: !302)
!305 = !DILocation(line: 102, column: 22, scope: !306)
!306 = distinct !DILexicalBlock(scope: !302, file: !3, line: 102, column: 3)
!307 = !DILocation(line: 102, column: 24, scope: !306)
!308 = !DILocation(line: 102, column: 3, scope: !302)
!309 = !DILocation(line: 103, column: 19, scope: !306)
!310 = !DILocation(line: 103, column: 30, scope: !306)
!311 = !DILocation(line: 103, column: 25, scope: !306)
!312 = !DILocation(line: 103, column: 12, scope: !306)
!313 = !DILocation(line: 103, column: 10, scope: !306)
!314 = !DILocation(line: 103, column: 5, scope: !306)
!315 = !DILocation(line: 102, column: 57, scope: !306)
!316 = !DILocation(line: 102, column: 3, scope: !306)
!317 = distinct !{!317, !308, !318, !275}
!318 = !DILocation(line: 103, column: 42, scope: !302)
!319 = !DILocalVariable(name: "v", scope: !291, file: !3, line: 104, type: !218)
!320 = !DILocation(line: 104, column: 11, scope: !291)
!321 = !DILocalVariable(name: "m", scope: !291, file: !3, line: 105, type: !322)
!322 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 192, elements: !323)
!323 = !{!324, !232}
!324 = !DISubrange(count: 2)
!325 = !DILocation(line: 105, column: 13, scope: !291)
!326 = !DILocation(line: 106, column: 17, scope: !291)
!327 = !DILocation(line: 106, column: 10, scope: !291)
!328 = !DILocation(line: 106, column: 38, scope: !291)
!329 = !DILocation(line: 106, column: 30, scope: !291)
!330 = !DILocation(line: 106, column: 25, scope: !291)
!331 = !DILocation(line: 106, column: 23, scope: !291)
!332 = !DILocation(line: 106, column: 41, scope: !291)
!333 = !DILocation(line: 106, column: 3, scope: !291)
!334 = distinct !DISubprogram(name: "cmp_keys", scope: !3, file: !3, line: 31, type: !60, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!335 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !3, line: 31, type: !62)
!336 = !DILocation(line: 31, column: 47, scope: !334)
!337 = !DILocalVariable(name: "b", arg: 2, scope: !334, file: !3, line: 31, type: !62)
!338 = !DILocation(line: 31, column: 69, scope: !334)
!339 = !DILocation(line: 32, column: 11, scope: !334)
!340 = !DILocation(line: 32, column: 14, scope: !334)
!341 = !DILocation(line: 32, column: 20, scope: !334)
!342 = !DILocation(line: 32, column: 23, scope: !334)
!343 = !DILocation(line: 32, column: 18, scope: !334)
!344 = !DILocation(line: 32, column: 31, scope: !334)
!345 = !DILocation(line: 32, column: 34, scope: !334)
!346 = !DILocation(line: 32, column: 40, scope: !334)
!347 = !DILocation(line: 32, column: 43, scope: !334)
!348 = !DILocation(line: 32, column: 38, scope: !334)
!349 = !DILocation(line: 32, column: 28, scope: !334)
!350 = !DILocation(line: 32, column: 3, scope: !334)
