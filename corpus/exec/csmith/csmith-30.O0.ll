; ModuleID = '/tmp/hc/gen/tmp.Vb9iH5/p.c'
source_filename = "/tmp/hc/gen/tmp.Vb9iH5/p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U1 = type { i32 }
%union.U2 = type { i32 }
%struct.S0 = type <{ [17 x i8], i16 }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_24 = internal global %union.U1 { i32 1333319627 }, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"g_24.f0\00", align 1
@g_57 = internal global [4 x i32] [i32 1493280512, i32 1493280512, i32 1493280512, i32 1493280512], align 16
@.str.2 = private unnamed_addr constant [8 x i8] c"g_57[i]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_62 = internal global i32 3, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1
@g_63 = internal global i32 1, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1
@g_64 = internal global i32 -1, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_64\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_78.f0\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_78.f1\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_78.f2\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"g_78.f3\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_78.f4\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"g_78.f5\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"g_78.f6\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"g_78.f7\00", align 1
@g_85 = internal global i32 -10, align 4
@.str.15 = private unnamed_addr constant [5 x i8] c"g_85\00", align 1
@g_94 = internal global [4 x i64] [i64 1, i64 1, i64 1, i64 1], align 16
@.str.16 = private unnamed_addr constant [8 x i8] c"g_94[i]\00", align 1
@g_101 = internal global i64 -2, align 8
@.str.17 = private unnamed_addr constant [6 x i8] c"g_101\00", align 1
@g_104 = internal global %union.U2 { i32 -1261689323 }, align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"g_104.f0\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"g_104.f1\00", align 1
@g_193 = internal constant [5 x i16] [i16 5, i16 5, i16 5, i16 5, i16 5], align 2
@.str.20 = private unnamed_addr constant [9 x i8] c"g_193[i]\00", align 1
@g_197 = internal global i32 1738597764, align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"g_197\00", align 1
@g_230 = internal global [1 x %union.U2] [%union.U2 { i32 1 }], align 4
@.str.22 = private unnamed_addr constant [12 x i8] c"g_230[i].f0\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"g_230[i].f1\00", align 1
@g_263 = internal global i8 5, align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_263\00", align 1
@g_358 = internal global i8 -1, align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_358\00", align 1
@g_398 = internal global i16 -4, align 2
@.str.26 = private unnamed_addr constant [6 x i8] c"g_398\00", align 1
@g_401 = internal global i8 -10, align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1
@g_403 = internal global i8 -75, align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_403\00", align 1
@g_420 = internal global [1 x [3 x [1 x i32]]] [[3 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -1], [1 x i32] [i32 -1]]], align 4
@.str.29 = private unnamed_addr constant [15 x i8] c"g_420[i][j][k]\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_432 = internal global i8 4, align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_432\00", align 1
@g_434 = internal global i8 6, align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"g_434\00", align 1
@g_495 = internal global i16 5, align 2
@.str.33 = private unnamed_addr constant [6 x i8] c"g_495\00", align 1
@.str.34 = private unnamed_addr constant [12 x i8] c"g_525[i].f0\00", align 1
@.str.35 = private unnamed_addr constant [12 x i8] c"g_525[i].f1\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"g_525[i].f2\00", align 1
@.str.37 = private unnamed_addr constant [12 x i8] c"g_525[i].f3\00", align 1
@.str.38 = private unnamed_addr constant [12 x i8] c"g_525[i].f4\00", align 1
@.str.39 = private unnamed_addr constant [12 x i8] c"g_525[i].f5\00", align 1
@.str.40 = private unnamed_addr constant [12 x i8] c"g_525[i].f6\00", align 1
@.str.41 = private unnamed_addr constant [12 x i8] c"g_525[i].f7\00", align 1
@g_543 = internal global i32 367669606, align 4
@.str.42 = private unnamed_addr constant [6 x i8] c"g_543\00", align 1
@g_616 = internal global i32 -1063781737, align 4
@.str.43 = private unnamed_addr constant [6 x i8] c"g_616\00", align 1
@g_638 = internal global i32 -1620024573, align 4
@.str.44 = private unnamed_addr constant [6 x i8] c"g_638\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@g_377 = internal global ptr @g_64, align 8
@__const.func_18.l_37 = private unnamed_addr constant [6 x [3 x [4 x %union.U1]]] [[3 x [4 x %union.U1]] [[4 x %union.U1] [%union.U1 { i32 5 }, %union.U1 { i32 -8 }, %union.U1 { i32 -8 }, %union.U1 { i32 5 }], [4 x %union.U1] [%union.U1 { i32 -304458151 }, %union.U1 { i32 -8 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 -8 }], [4 x %union.U1] [%union.U1 { i32 -8 }, %union.U1 { i32 -1 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 1878337810 }]], [3 x [4 x %union.U1]] [[4 x %union.U1] [%union.U1 { i32 -304458151 }, %union.U1 { i32 -304458151 }, %union.U1 { i32 -8 }, %union.U1 { i32 1878337810 }], [4 x %union.U1] [%union.U1 { i32 5 }, %union.U1 { i32 -1 }, %union.U1 { i32 5 }, %union.U1 { i32 -8 }], [4 x %union.U1] [%union.U1 { i32 5 }, %union.U1 { i32 -8 }, %union.U1 { i32 -8 }, %union.U1 { i32 5 }]], [3 x [4 x %union.U1]] [[4 x %union.U1] [%union.U1 { i32 -304458151 }, %union.U1 { i32 -8 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 -8 }], [4 x %union.U1] [%union.U1 { i32 -8 }, %union.U1 { i32 -1 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 1878337810 }], [4 x %union.U1] [%union.U1 { i32 -304458151 }, %union.U1 { i32 -304458151 }, %union.U1 { i32 -8 }, %union.U1 { i32 1878337810 }]], [3 x [4 x %union.U1]] [[4 x %union.U1] [%union.U1 { i32 5 }, %union.U1 { i32 -1 }, %union.U1 { i32 5 }, %union.U1 { i32 -8 }], [4 x %union.U1] [%union.U1 { i32 5 }, %union.U1 { i32 -8 }, %union.U1 { i32 -8 }, %union.U1 { i32 5 }], [4 x %union.U1] [%union.U1 { i32 -304458151 }, %union.U1 { i32 -8 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 -8 }]], [3 x [4 x %union.U1]] [[4 x %union.U1] [%union.U1 { i32 -8 }, %union.U1 { i32 -1 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 1878337810 }], [4 x %union.U1] [%union.U1 { i32 -304458151 }, %union.U1 { i32 -304458151 }, %union.U1 { i32 -8 }, %union.U1 { i32 1878337810 }], [4 x %union.U1] [%union.U1 { i32 5 }, %union.U1 { i32 -1 }, %union.U1 { i32 5 }, %union.U1 { i32 -8 }]], [3 x [4 x %union.U1]] [[4 x %union.U1] [%union.U1 { i32 5 }, %union.U1 { i32 -8 }, %union.U1 { i32 -8 }, %union.U1 { i32 5 }], [4 x %union.U1] [%union.U1 { i32 -304458151 }, %union.U1 { i32 -8 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 -8 }], [4 x %union.U1] [%union.U1 { i32 -8 }, %union.U1 { i32 -1 }, %union.U1 { i32 1878337810 }, %union.U1 { i32 1878337810 }]]], align 16
@__const.func_18.l_55 = private unnamed_addr constant %union.U2 { i32 -319522292 }, align 4
@g_252 = internal global ptr @g_64, align 8
@__const.func_18.l_633 = private unnamed_addr constant [6 x [3 x [3 x i8]]] [[3 x [3 x i8]] [[3 x i8] c"%\B0%", [3 x i8] c"\01\DC\C7", [3 x i8] c"~W\C7"], [3 x [3 x i8]] [[3 x i8] c"\01~%", [3 x i8] c"\9D\9D\01", [3 x i8] c"\01\01~"], [3 x [3 x i8]] [[3 x i8] c"~\01\01", [3 x i8] c"\01\9D\9D", [3 x i8] c"%~\01"], [3 x [3 x i8]] [[3 x i8] c"\C7W~", [3 x i8] c"\C7\DC\01", [3 x i8] c"%\B0%"], [3 x [3 x i8]] [[3 x i8] c"\01\DC\C7", [3 x i8] c"~W\C7", [3 x i8] c"\01~%"], [3 x [3 x i8]] [[3 x i8] c"\9D\9D\01", [3 x i8] c"\01\01~", [3 x i8] c"~\01\01"]], align 16
@g_257 = internal global ptr getelementptr (i8, ptr @g_94, i64 16), align 8
@g_251 = internal global ptr @g_252, align 8
@g_376 = internal global ptr @g_377, align 8
@__const.func_18.l_489 = private unnamed_addr constant [2 x [4 x [3 x ptr]]] [[4 x [3 x ptr]] [[3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)], [3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)], [3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)], [3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)]], [4 x [3 x ptr]] [[3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)], [3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)], [3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)], [3 x ptr] [ptr @g_57, ptr @g_57, ptr getelementptr (i8, ptr @g_57, i64 4)]]], align 16
@g_498 = internal global ptr @g_495, align 8
@g_192 = internal global [4 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 8), ptr getelementptr (i8, ptr @g_193, i64 8), ptr getelementptr (i8, ptr @g_193, i64 8), ptr getelementptr (i8, ptr @g_193, i64 8)], align 16
@__const.func_18.l_532 = private unnamed_addr constant [2 x [2 x [1 x ptr]]] [[2 x [1 x ptr]] [[1 x ptr] [ptr @g_495], [1 x ptr] [ptr @g_495]], [2 x [1 x ptr]] [[1 x ptr] [ptr @g_495], [1 x ptr] [ptr @g_495]]], align 16
@__const.func_18.l_593 = private unnamed_addr constant [6 x [1 x [6 x i32]]] [[1 x [6 x i32]] [[6 x i32] [i32 -10, i32 -1, i32 -1, i32 -1, i32 -10, i32 -10]], [1 x [6 x i32]] [[6 x i32] [i32 9, i32 -1, i32 -1, i32 9, i32 1143759019, i32 9]], [1 x [6 x i32]] [[6 x i32] [i32 9, i32 1143759019, i32 9, i32 -1, i32 -1, i32 9]], [1 x [6 x i32]] [[6 x i32] [i32 -10, i32 -10, i32 -1, i32 -1, i32 -1, i32 -10]], [1 x [6 x i32]] [[6 x i32] [i32 -1, i32 1143759019, i32 -1, i32 -1, i32 1143759019, i32 -1]], [1 x [6 x i32]] [[6 x i32] [i32 -10, i32 -1, i32 -1, i32 -1, i32 -10, i32 -10]]], align 16
@g_285 = internal global [3 x [5 x [2 x ptr]]] [[5 x [2 x ptr]] [[2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr null, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286]], [5 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr null, ptr @g_286]], [5 x [2 x ptr]] [[2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr null, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286]]], align 16
@__const.func_25.l_320 = private unnamed_addr constant [6 x [4 x [4 x i32]]] [[4 x [4 x i32]] [[4 x i32] [i32 941674147, i32 -1494657916, i32 -1613715059, i32 0], [4 x i32] [i32 1273683190, i32 941674147, i32 -7, i32 -1539700604], [4 x i32] [i32 0, i32 1953592522, i32 -10, i32 -843390075], [4 x i32] [i32 0, i32 -373700103, i32 -7, i32 -1399576803]], [4 x [4 x i32]] [[4 x i32] [i32 1273683190, i32 -843390075, i32 -1613715059, i32 1], [4 x i32] [i32 941674147, i32 -579402354, i32 2141707135, i32 1953592522], [4 x i32] [i32 -579402354, i32 -373700103, i32 -373700103, i32 -579402354], [4 x i32] [i32 -1613715059, i32 0, i32 264776352, i32 -1539700604]], [4 x [4 x i32]] [[4 x i32] [i32 -1, i32 0, i32 2141707135, i32 941674147], [4 x i32] [i32 0, i32 -1494657916, i32 42794791, i32 941674147], [4 x i32] [i32 1273683190, i32 0, i32 1, i32 -1539700604], [4 x i32] [i32 1953592522, i32 0, i32 -10, i32 -579402354]], [4 x [4 x i32]] [[4 x i32] [i32 -1399576803, i32 -373700103, i32 -1539700604, i32 1953592522], [4 x i32] [i32 1273683190, i32 -579402354, i32 1273683190, i32 1], [4 x i32] [i32 0, i32 -843390075, i32 2141707135, i32 -1399576803], [4 x i32] [i32 -843390075, i32 -373700103, i32 -1494657916, i32 -843390075]], [4 x [4 x i32]] [[4 x i32] [i32 -1613715059, i32 1953592522, i32 -1494657916, i32 -1539700604], [4 x i32] [i32 -843390075, i32 941674147, i32 2141707135, i32 0], [4 x i32] [i32 0, i32 -1494657916, i32 1273683190, i32 0], [4 x i32] [i32 1273683190, i32 0, i32 -1539700604, i32 -1539700604]], [4 x [4 x i32]] [[4 x i32] [i32 -1399576803, i32 -1399576803, i32 -10, i32 -1], [4 x i32] [i32 1953592522, i32 -373700103, i32 1, i32 0], [4 x i32] [i32 1273683190, i32 -1, i32 42794791, i32 1], [4 x i32] [i32 0, i32 -1, i32 2141707135, i32 0]]], align 16
@__const.func_25.l_359 = private unnamed_addr constant [4 x [4 x i64]] [[4 x i64] [i64 -7196600333697298846, i64 2486013977371561349, i64 -7196600333697298846, i64 -7196600333697298846], [4 x i64] [i64 2486013977371561349, i64 2486013977371561349, i64 8, i64 2486013977371561349], [4 x i64] [i64 2486013977371561349, i64 -7196600333697298846, i64 8, i64 -7196600333697298846], [4 x i64] [i64 8, i64 -7196600333697298846, i64 8, i64 8]], align 16
@__const.func_25.l_370 = private unnamed_addr constant [3 x [1 x [4 x ptr]]] [[1 x [4 x ptr]] [[4 x ptr] [ptr @g_230, ptr @g_230, ptr @g_230, ptr @g_230]], [1 x [4 x ptr]] [[4 x ptr] [ptr @g_230, ptr @g_230, ptr @g_230, ptr @g_230]], [1 x [4 x ptr]] [[4 x ptr] [ptr @g_230, ptr @g_230, ptr @g_230, ptr @g_230]]], align 16
@constinit = private constant [5 x ptr] [ptr null, ptr @g_64, ptr null, ptr null, ptr @g_64], align 8
@constinit.45 = private constant [5 x ptr] [ptr @g_64, ptr null, ptr null, ptr @g_64, ptr null], align 8
@constinit.46 = private constant [5 x ptr] [ptr null, ptr @g_64, ptr null, ptr null, ptr @g_64], align 8
@constinit.47 = private constant [5 x ptr] [ptr @g_64, ptr null, ptr null, ptr @g_64, ptr null], align 8
@constinit.48 = private constant [5 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_57, i64 4), ptr null, ptr null, ptr null], align 8
@constinit.49 = private constant [5 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_57, i64 4), ptr getelementptr (i8, ptr @g_57, i64 4), ptr getelementptr (i8, ptr @g_57, i64 4), ptr null], align 8
@__const.func_25.l_373 = private unnamed_addr constant [2 x [6 x [6 x i16]]] [[6 x [6 x i16]] [[6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1]], [6 x [6 x i16]] [[6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1], [6 x i16] [i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1]]], align 16
@__const.func_25.l_407 = private unnamed_addr constant %union.U2 { i32 1 }, align 4
@__const.func_32.l_83 = private unnamed_addr constant [5 x [2 x [2 x i16]]] [[2 x [2 x i16]] [[2 x i16] [i16 1, i16 -14870], [2 x i16] [i16 14506, i16 1]], [2 x [2 x i16]] [[2 x i16] [i16 -14870, i16 1012], [2 x i16] [i16 -20925, i16 -20925]], [2 x [2 x i16]] [[2 x i16] [i16 14506, i16 -20925], [2 x i16] [i16 -20925, i16 1012]], [2 x [2 x i16]] [[2 x i16] [i16 -14870, i16 1], [2 x i16] [i16 14506, i16 -14870]], [2 x [2 x i16]] [[2 x i16] [i16 1, i16 1012], [2 x i16] [i16 1, i16 -14870]]], align 16
@__const.func_32.l_129 = private unnamed_addr constant [4 x [6 x i32]] [[6 x i32] [i32 762754183, i32 1, i32 -1711011540, i32 1, i32 762754183, i32 1], [6 x i32] [i32 762754183, i32 -1824386170, i32 1, i32 660181500, i32 1747281305, i32 1747281305], [6 x i32] [i32 -1824386170, i32 703395828, i32 703395828, i32 -1824386170, i32 -1711011540, i32 1747281305], [6 x i32] [i32 -240660214, i32 1747281305, i32 1, i32 1, i32 660181500, i32 1]], align 16
@__const.func_32.l_176 = private unnamed_addr constant [1 x [2 x %union.U2]] [[2 x %union.U2] [%union.U2 { i32 2 }, %union.U2 { i32 2 }]], align 4
@__const.func_32.l_127 = private unnamed_addr constant [5 x [4 x [6 x i32]]] [[4 x [6 x i32]] [[6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9]], [4 x [6 x i32]] [[6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9]], [4 x [6 x i32]] [[6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 0, i32 9, i32 -1, i32 1004707242, i32 -1, i32 9], [6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485]], [4 x [6 x i32]] [[6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485], [6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485], [6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485], [6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485]], [4 x [6 x i32]] [[6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485], [6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485], [6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485], [6 x i32] [i32 -1, i32 -1059091485, i32 1466612542, i32 9, i32 1466612542, i32 -1059091485]]], align 16
@__const.func_32.l_154 = private unnamed_addr constant [3 x [3 x [5 x i16]]] [[3 x [5 x i16]] [[5 x i16] [i16 -1, i16 1, i16 4787, i16 -31083, i16 -25054], [5 x i16] [i16 4787, i16 1, i16 -1, i16 -1, i16 1], [5 x i16] [i16 0, i16 1, i16 -17164, i16 1, i16 -25054]], [3 x [5 x i16]] [[5 x i16] [i16 1, i16 -1, i16 -17164, i16 -20468, i16 -17164], [5 x i16] [i16 -25054, i16 -25054, i16 -1, i16 0, i16 -4], [5 x i16] [i16 1, i16 -4, i16 4787, i16 0, i16 0]], [3 x [5 x i16]] [[5 x i16] [i16 0, i16 1, i16 0, i16 -20468, i16 -31083], [5 x i16] [i16 4787, i16 -4, i16 1, i16 1, i16 -31083], [5 x i16] [i16 -1, i16 -25054, i16 -25054, i16 -1, i16 0]]], align 16
@g_229 = internal global ptr @g_230, align 8
@__const.func_32.l_296 = private unnamed_addr constant %union.U1 { i32 -7 }, align 4
@g_201 = internal global ptr null, align 8
@__const.func_32.l_205 = private unnamed_addr constant [5 x i32] [i32 -689456163, i32 -689456163, i32 -689456163, i32 -689456163, i32 -689456163], align 16
@__const.func_32.l_244 = private unnamed_addr constant [4 x [5 x i32]] [[5 x i32] [i32 1808218387, i32 1808218387, i32 -1, i32 1808218387, i32 1808218387], [5 x i32] [i32 -2, i32 1808218387, i32 -2, i32 -2, i32 1808218387], [5 x i32] [i32 1808218387, i32 -2, i32 -2, i32 1808218387, i32 -2], [5 x i32] [i32 1808218387, i32 1808218387, i32 -1, i32 1808218387, i32 1808218387]], align 16
@g_256 = internal global ptr @g_257, align 8
@g_286 = internal global ptr null, align 8
@.str.50 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_78 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 82, i8 46, i8 0, i8 -32, i8 51, i8 -10, i8 -1, i8 -9, i8 -25, i8 7, i8 0, i8 -42, i8 -1, i8 59, i8 -48, i8 0, i8 0, i8 -2, i8 0 }, align 1
@g_525 = internal global [1 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 16, i8 -35, i8 -1, i8 -97, i8 102, i8 14, i8 0, i8 112, i8 72, i8 -1, i8 -1, i8 34, i8 1, i8 108, i8 69, i8 0, i8 0, i8 -65, i8 0 }], align 16
@.str.53 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.S0, align 1
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %9, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %20

13:                                               ; preds = %2
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds ptr, ptr %14, i64 1
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 @strcmp(ptr noundef %16, ptr noundef @.str) #5
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %13
  store i32 1, ptr %9, align 4
  br label %20

20:                                               ; preds = %19, %13, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  call void @func_1(ptr dead_on_unwind writable sret(%struct.S0) align 1 %10)
  %21 = load i32, ptr @g_24, align 4
  %22 = zext i32 %21 to i64
  %23 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23)
  store i32 0, ptr %6, align 4
  br label %24

24:                                               ; preds = %40, %20
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %25, 4
  br i1 %26, label %27, label %43

27:                                               ; preds = %24
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = sext i32 %31 to i64
  %33 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %32, ptr noundef @.str.2, i32 noundef %33)
  %34 = load i32, ptr %9, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %39

36:                                               ; preds = %27
  %37 = load i32, ptr %6, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %37)
  br label %39

39:                                               ; preds = %36, %27
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %24, !llvm.loop !6

43:                                               ; preds = %24
  %44 = load volatile i32, ptr @g_62, align 4
  %45 = sext i32 %44 to i64
  %46 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %45, ptr noundef @.str.4, i32 noundef %46)
  %47 = load volatile i32, ptr @g_63, align 4
  %48 = sext i32 %47 to i64
  %49 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %48, ptr noundef @.str.5, i32 noundef %49)
  %50 = load i32, ptr @g_64, align 4
  %51 = sext i32 %50 to i64
  %52 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %51, ptr noundef @.str.6, i32 noundef %52)
  %53 = load volatile i136, ptr @g_78, align 1
  %54 = shl i136 %53, 107
  %55 = ashr i136 %54, 107
  %56 = trunc i136 %55 to i32
  %57 = sext i32 %56 to i64
  %58 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %57, ptr noundef @.str.7, i32 noundef %58)
  %59 = load volatile i136, ptr @g_78, align 1
  %60 = shl i136 %59, 77
  %61 = ashr i136 %60, 106
  %62 = trunc i136 %61 to i32
  %63 = sext i32 %62 to i64
  %64 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %63, ptr noundef @.str.8, i32 noundef %64)
  %65 = load volatile i136, ptr @g_78, align 1
  %66 = shl i136 %65, 69
  %67 = ashr i136 %66, 128
  %68 = trunc i136 %67 to i32
  %69 = sext i32 %68 to i64
  %70 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %69, ptr noundef @.str.9, i32 noundef %70)
  %71 = load volatile i136, ptr @g_78, align 1
  %72 = shl i136 %71, 49
  %73 = ashr i136 %72, 116
  %74 = trunc i136 %73 to i32
  %75 = sext i32 %74 to i64
  %76 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %75, ptr noundef @.str.10, i32 noundef %76)
  %77 = load volatile i136, ptr @g_78, align 1
  %78 = shl i136 %77, 30
  %79 = ashr i136 %78, 117
  %80 = trunc i136 %79 to i32
  %81 = sext i32 %80 to i64
  %82 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %81, ptr noundef @.str.11, i32 noundef %82)
  %83 = load volatile i136, ptr @g_78, align 1
  %84 = lshr i136 %83, 106
  %85 = trunc i136 %84 to i32
  %86 = zext i32 %85 to i64
  %87 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %86, ptr noundef @.str.12, i32 noundef %87)
  %88 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_78, i32 0, i32 1), align 1
  %89 = shl i16 %88, 12
  %90 = ashr i16 %89, 12
  %91 = sext i16 %90 to i32
  %92 = sext i32 %91 to i64
  %93 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %92, ptr noundef @.str.13, i32 noundef %93)
  %94 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_78, i32 0, i32 1), align 1
  %95 = lshr i16 %94, 4
  %96 = and i16 %95, 511
  %97 = zext i16 %96 to i32
  %98 = zext i32 %97 to i64
  %99 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %98, ptr noundef @.str.14, i32 noundef %99)
  %100 = load i32, ptr @g_85, align 4
  %101 = zext i32 %100 to i64
  %102 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %101, ptr noundef @.str.15, i32 noundef %102)
  store i32 0, ptr %6, align 4
  br label %103

103:                                              ; preds = %118, %43
  %104 = load i32, ptr %6, align 4
  %105 = icmp slt i32 %104, 4
  br i1 %105, label %106, label %121

106:                                              ; preds = %103
  %107 = load i32, ptr %6, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [4 x i64], ptr @g_94, i64 0, i64 %108
  %110 = load i64, ptr %109, align 8
  %111 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %110, ptr noundef @.str.16, i32 noundef %111)
  %112 = load i32, ptr %9, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %117

114:                                              ; preds = %106
  %115 = load i32, ptr %6, align 4
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %115)
  br label %117

117:                                              ; preds = %114, %106
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %6, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %6, align 4
  br label %103, !llvm.loop !8

121:                                              ; preds = %103
  %122 = load i64, ptr @g_101, align 8
  %123 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.17, i32 noundef %123)
  %124 = load volatile i32, ptr @g_104, align 4
  %125 = zext i32 %124 to i64
  %126 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %125, ptr noundef @.str.18, i32 noundef %126)
  %127 = load volatile i32, ptr @g_104, align 4
  %128 = and i32 %127, 33554431
  %129 = zext i32 %128 to i64
  %130 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %129, ptr noundef @.str.19, i32 noundef %130)
  store i32 0, ptr %6, align 4
  br label %131

131:                                              ; preds = %147, %121
  %132 = load i32, ptr %6, align 4
  %133 = icmp slt i32 %132, 5
  br i1 %133, label %134, label %150

134:                                              ; preds = %131
  %135 = load i32, ptr %6, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [5 x i16], ptr @g_193, i64 0, i64 %136
  %138 = load i16, ptr %137, align 2
  %139 = sext i16 %138 to i64
  %140 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %139, ptr noundef @.str.20, i32 noundef %140)
  %141 = load i32, ptr %9, align 4
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %143, label %146

143:                                              ; preds = %134
  %144 = load i32, ptr %6, align 4
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %144)
  br label %146

146:                                              ; preds = %143, %134
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %6, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %6, align 4
  br label %131, !llvm.loop !9

150:                                              ; preds = %131
  %151 = load i32, ptr @g_197, align 4
  %152 = zext i32 %151 to i64
  %153 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %152, ptr noundef @.str.21, i32 noundef %153)
  store i32 0, ptr %6, align 4
  br label %154

154:                                              ; preds = %177, %150
  %155 = load i32, ptr %6, align 4
  %156 = icmp slt i32 %155, 1
  br i1 %156, label %157, label %180

157:                                              ; preds = %154
  %158 = load i32, ptr %6, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [1 x %union.U2], ptr @g_230, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4
  %162 = zext i32 %161 to i64
  %163 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %162, ptr noundef @.str.22, i32 noundef %163)
  %164 = load i32, ptr %6, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [1 x %union.U2], ptr @g_230, i64 0, i64 %165
  %167 = load i32, ptr %166, align 4
  %168 = and i32 %167, 33554431
  %169 = zext i32 %168 to i64
  %170 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.23, i32 noundef %170)
  %171 = load i32, ptr %9, align 4
  %172 = icmp ne i32 %171, 0
  br i1 %172, label %173, label %176

173:                                              ; preds = %157
  %174 = load i32, ptr %6, align 4
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %174)
  br label %176

176:                                              ; preds = %173, %157
  br label %177

177:                                              ; preds = %176
  %178 = load i32, ptr %6, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %6, align 4
  br label %154, !llvm.loop !10

180:                                              ; preds = %154
  %181 = load i8, ptr @g_263, align 1
  %182 = zext i8 %181 to i64
  %183 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %182, ptr noundef @.str.24, i32 noundef %183)
  %184 = load i8, ptr @g_358, align 1
  %185 = sext i8 %184 to i64
  %186 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %185, ptr noundef @.str.25, i32 noundef %186)
  %187 = load i16, ptr @g_398, align 2
  %188 = zext i16 %187 to i64
  %189 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %188, ptr noundef @.str.26, i32 noundef %189)
  %190 = load i8, ptr @g_401, align 1
  %191 = sext i8 %190 to i64
  %192 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %191, ptr noundef @.str.27, i32 noundef %192)
  %193 = load i8, ptr @g_403, align 1
  %194 = sext i8 %193 to i64
  %195 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %194, ptr noundef @.str.28, i32 noundef %195)
  store i32 0, ptr %6, align 4
  br label %196

196:                                              ; preds = %236, %180
  %197 = load i32, ptr %6, align 4
  %198 = icmp slt i32 %197, 1
  br i1 %198, label %199, label %239

199:                                              ; preds = %196
  store i32 0, ptr %7, align 4
  br label %200

200:                                              ; preds = %232, %199
  %201 = load i32, ptr %7, align 4
  %202 = icmp slt i32 %201, 3
  br i1 %202, label %203, label %235

203:                                              ; preds = %200
  store i32 0, ptr %8, align 4
  br label %204

204:                                              ; preds = %228, %203
  %205 = load i32, ptr %8, align 4
  %206 = icmp slt i32 %205, 1
  br i1 %206, label %207, label %231

207:                                              ; preds = %204
  %208 = load i32, ptr %6, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [1 x [3 x [1 x i32]]], ptr @g_420, i64 0, i64 %209
  %211 = load i32, ptr %7, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [3 x [1 x i32]], ptr %210, i64 0, i64 %212
  %214 = load i32, ptr %8, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [1 x i32], ptr %213, i64 0, i64 %215
  %217 = load i32, ptr %216, align 4
  %218 = sext i32 %217 to i64
  %219 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %218, ptr noundef @.str.29, i32 noundef %219)
  %220 = load i32, ptr %9, align 4
  %221 = icmp ne i32 %220, 0
  br i1 %221, label %222, label %227

222:                                              ; preds = %207
  %223 = load i32, ptr %6, align 4
  %224 = load i32, ptr %7, align 4
  %225 = load i32, ptr %8, align 4
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %223, i32 noundef %224, i32 noundef %225)
  br label %227

227:                                              ; preds = %222, %207
  br label %228

228:                                              ; preds = %227
  %229 = load i32, ptr %8, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %8, align 4
  br label %204, !llvm.loop !11

231:                                              ; preds = %204
  br label %232

232:                                              ; preds = %231
  %233 = load i32, ptr %7, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %7, align 4
  br label %200, !llvm.loop !12

235:                                              ; preds = %200
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %6, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %6, align 4
  br label %196, !llvm.loop !13

239:                                              ; preds = %196
  %240 = load i8, ptr @g_432, align 1
  %241 = zext i8 %240 to i64
  %242 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %241, ptr noundef @.str.31, i32 noundef %242)
  %243 = load i8, ptr @g_434, align 1
  %244 = zext i8 %243 to i64
  %245 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %244, ptr noundef @.str.32, i32 noundef %245)
  %246 = load i16, ptr @g_495, align 2
  %247 = sext i16 %246 to i64
  %248 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %247, ptr noundef @.str.33, i32 noundef %248)
  store i32 0, ptr %6, align 4
  br label %249

249:                                              ; preds = %332, %239
  %250 = load i32, ptr %6, align 4
  %251 = icmp slt i32 %250, 1
  br i1 %251, label %252, label %335

252:                                              ; preds = %249
  %253 = load i32, ptr %6, align 4
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %254
  %256 = load volatile i136, ptr %255, align 1
  %257 = shl i136 %256, 107
  %258 = ashr i136 %257, 107
  %259 = trunc i136 %258 to i32
  %260 = sext i32 %259 to i64
  %261 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %260, ptr noundef @.str.34, i32 noundef %261)
  %262 = load i32, ptr %6, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %263
  %265 = load volatile i136, ptr %264, align 1
  %266 = shl i136 %265, 77
  %267 = ashr i136 %266, 106
  %268 = trunc i136 %267 to i32
  %269 = sext i32 %268 to i64
  %270 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %269, ptr noundef @.str.35, i32 noundef %270)
  %271 = load i32, ptr %6, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %272
  %274 = load volatile i136, ptr %273, align 1
  %275 = shl i136 %274, 69
  %276 = ashr i136 %275, 128
  %277 = trunc i136 %276 to i32
  %278 = sext i32 %277 to i64
  %279 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %278, ptr noundef @.str.36, i32 noundef %279)
  %280 = load i32, ptr %6, align 4
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %281
  %283 = load volatile i136, ptr %282, align 1
  %284 = shl i136 %283, 49
  %285 = ashr i136 %284, 116
  %286 = trunc i136 %285 to i32
  %287 = sext i32 %286 to i64
  %288 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %287, ptr noundef @.str.37, i32 noundef %288)
  %289 = load i32, ptr %6, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %290
  %292 = load volatile i136, ptr %291, align 1
  %293 = shl i136 %292, 30
  %294 = ashr i136 %293, 117
  %295 = trunc i136 %294 to i32
  %296 = sext i32 %295 to i64
  %297 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %296, ptr noundef @.str.38, i32 noundef %297)
  %298 = load i32, ptr %6, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %299
  %301 = load volatile i136, ptr %300, align 1
  %302 = lshr i136 %301, 106
  %303 = trunc i136 %302 to i32
  %304 = zext i32 %303 to i64
  %305 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %304, ptr noundef @.str.39, i32 noundef %305)
  %306 = load i32, ptr %6, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %307
  %309 = getelementptr inbounds %struct.S0, ptr %308, i32 0, i32 1
  %310 = load volatile i16, ptr %309, align 1
  %311 = shl i16 %310, 12
  %312 = ashr i16 %311, 12
  %313 = sext i16 %312 to i32
  %314 = sext i32 %313 to i64
  %315 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %314, ptr noundef @.str.40, i32 noundef %315)
  %316 = load i32, ptr %6, align 4
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [1 x %struct.S0], ptr @g_525, i64 0, i64 %317
  %319 = getelementptr inbounds %struct.S0, ptr %318, i32 0, i32 1
  %320 = load volatile i16, ptr %319, align 1
  %321 = lshr i16 %320, 4
  %322 = and i16 %321, 511
  %323 = zext i16 %322 to i32
  %324 = zext i32 %323 to i64
  %325 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %324, ptr noundef @.str.41, i32 noundef %325)
  %326 = load i32, ptr %9, align 4
  %327 = icmp ne i32 %326, 0
  br i1 %327, label %328, label %331

328:                                              ; preds = %252
  %329 = load i32, ptr %6, align 4
  %330 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %329)
  br label %331

331:                                              ; preds = %328, %252
  br label %332

332:                                              ; preds = %331
  %333 = load i32, ptr %6, align 4
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr %6, align 4
  br label %249, !llvm.loop !14

335:                                              ; preds = %249
  %336 = load i32, ptr @g_543, align 4
  %337 = zext i32 %336 to i64
  %338 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %337, ptr noundef @.str.42, i32 noundef %338)
  %339 = load i32, ptr @g_616, align 4
  %340 = zext i32 %339 to i64
  %341 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %340, ptr noundef @.str.43, i32 noundef %341)
  %342 = load i32, ptr @g_638, align 4
  %343 = sext i32 %342 to i64
  %344 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %343, ptr noundef @.str.44, i32 noundef %344)
  %345 = load i32, ptr @crc32_context, align 4
  %346 = zext i32 %345 to i64
  %347 = xor i64 %346, 4294967295
  %348 = trunc i64 %347 to i32
  %349 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %348, i32 noundef %349)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -306674912, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %1, align 4
  store i32 8, ptr %4, align 4
  br label %10

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4
  %19 = lshr i32 %18, 1
  %20 = xor i32 %19, -306674912
  store i32 %20, ptr %1, align 4
  br label %24

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4
  %23 = lshr i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %24

24:                                               ; preds = %21, %17
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %4, align 4
  br label %10, !llvm.loop !15

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %5, !llvm.loop !16

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @func_1(ptr dead_on_unwind noalias writable sret(%struct.S0) align 1 %0) #0 {
  %2 = alloca [2 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr @g_638, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %13, %1
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 2
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 %11
  store i32 1, ptr %12, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %5, align 4
  br label %6, !llvm.loop !17

16:                                               ; preds = %6
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %24, %16
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 2
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %22
  store i32 -1418411425, ptr %23, align 4
  br label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %17, !llvm.loop !18

27:                                               ; preds = %17
  %28 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 1
  %29 = load i32, ptr %28, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 1
  %32 = load i32, ptr %31, align 4
  %33 = trunc i32 %32 to i8
  %34 = load i32, ptr @g_24, align 4
  %35 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 0
  %36 = load i32, ptr %35, align 4
  %37 = trunc i32 %36 to i8
  %38 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 1
  %39 = load i32, ptr %38, align 4
  %40 = trunc i32 %39 to i8
  %41 = load i32, ptr @g_24, align 4
  %42 = call i64 @func_18(i32 %41, i8 noundef zeroext %33, i32 noundef %34, i8 noundef signext %37, i8 noundef signext %40)
  %43 = icmp ult i64 -7, %42
  %44 = zext i1 %43 to i32
  %45 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 1
  %46 = load i32, ptr %45, align 4
  %47 = trunc i32 %46 to i16
  %48 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext 6, i16 noundef zeroext %47)
  %49 = zext i16 %48 to i64
  %50 = icmp ule i64 %49, 0
  %51 = zext i1 %50 to i32
  %52 = trunc i32 %51 to i8
  %53 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %52, i32 noundef 0)
  %54 = sext i8 %53 to i32
  %55 = load i16, ptr getelementptr inbounds ([5 x i16], ptr @g_193, i64 0, i64 1), align 2
  %56 = sext i16 %55 to i32
  %57 = and i32 %54, %56
  %58 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %59 = load i32, ptr %58, align 4
  %60 = icmp slt i32 %57, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %27
  br label %62

62:                                               ; preds = %61, %27
  %63 = phi i1 [ false, %27 ], [ false, %61 ]
  %64 = zext i1 %63 to i32
  %65 = trunc i32 %64 to i8
  %66 = call zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext %65)
  %67 = zext i8 %66 to i64
  %68 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %67, i64 noundef -4206907003088175992)
  %69 = icmp uge i64 %30, %68
  %70 = zext i1 %69 to i32
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 1
  %73 = load i32, ptr %72, align 4
  %74 = sext i32 %73 to i64
  %75 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %71, i64 noundef %74)
  %76 = trunc i64 %75 to i8
  %77 = load i32, ptr getelementptr inbounds ([3 x [1 x i32]], ptr @g_420, i64 0, i64 2), align 4
  %78 = trunc i32 %77 to i8
  %79 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %76, i8 noundef signext %78)
  %80 = load i16, ptr getelementptr inbounds ([5 x i16], ptr @g_193, i64 0, i64 4), align 2
  %81 = trunc i16 %80 to i8
  %82 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %79, i8 noundef zeroext %81)
  %83 = zext i8 %82 to i32
  %84 = load ptr, ptr %4, align 8
  %85 = load i32, ptr %84, align 4
  %86 = or i32 %85, %83
  store i32 %86, ptr %84, align 4
  %87 = load ptr, ptr %4, align 8
  %88 = load i32, ptr %87, align 4
  %89 = load ptr, ptr @g_377, align 8
  %90 = load i32, ptr %89, align 4
  %91 = and i32 %90, %88
  store i32 %91, ptr %89, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 16 @g_525, i64 19, i1 true)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i64, ptr %4, align 8
  call void @crc32_8bytes(i64 noundef %7)
  %8 = load i32, ptr %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, ptr noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.53, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, -128
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %4, align 1
  %23 = sext i8 %22 to i32
  %24 = srem i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_unary_minus_func_uint8_t_u(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %14, label %17

14:                                               ; preds = %11, %8, %2
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i8, ptr %3, align 1
  %19 = sext i8 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i8
  ret i8 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_18(i32 %0, i8 noundef zeroext %1, i32 noundef %2, i8 noundef signext %3, i8 noundef signext %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca %union.U1, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca [6 x [3 x [4 x %union.U1]]], align 16
  %14 = alloca i32, align 4
  %15 = alloca %union.U2, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [1 x i32], align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca [2 x i8], align 1
  %29 = alloca ptr, align 8
  %30 = alloca [3 x [5 x [2 x ptr]]], align 16
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca [6 x [3 x [3 x i8]]], align 16
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca [5 x [6 x ptr]], align 16
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca i16, align 2
  %49 = alloca i8, align 1
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca i8, align 1
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca i32, align 4
  %65 = alloca ptr, align 8
  %66 = alloca [2 x [4 x [3 x ptr]]], align 16
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca ptr, align 8
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca i32, align 4
  %77 = alloca ptr, align 8
  %78 = alloca [2 x ptr], align 16
  %79 = alloca i32, align 4
  %80 = alloca [2 x i32], align 4
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca %struct.S0, align 1
  %85 = alloca [2 x [2 x [1 x ptr]]], align 16
  %86 = alloca ptr, align 8
  %87 = alloca [1 x [3 x i32]], align 4
  %88 = alloca i16, align 2
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca i8, align 1
  %95 = alloca i8, align 1
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca [6 x [1 x [6 x i32]]], align 16
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i64, align 8
  %103 = alloca [4 x ptr], align 16
  %104 = alloca i32, align 4
  %105 = alloca i8, align 1
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca [5 x [1 x i32]], align 16
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca ptr, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca i32, align 4
  %122 = alloca i8, align 1
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = getelementptr inbounds %union.U1, ptr %7, i32 0, i32 0
  store i32 %0, ptr %131, align 4
  store i8 %1, ptr %8, align 1
  store i32 %2, ptr %9, align 4
  store i8 %3, ptr %10, align 1
  store i8 %4, ptr %11, align 1
  store i32 1023896662, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.func_18.l_37, i64 288, i1 false)
  store i32 1129733651, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 @__const.func_18.l_55, i64 4, i1 false)
  store i32 631915616, ptr %16, align 4
  store ptr @g_495, ptr %17, align 8
  store i64 1, ptr %18, align 8
  store i32 -1, ptr %19, align 4
  store i32 -158856368, ptr %20, align 4
  store i32 -1, ptr %21, align 4
  store i32 0, ptr %22, align 4
  store i32 0, ptr %23, align 4
  store i32 7, ptr %24, align 4
  store i32 -1187441990, ptr %26, align 4
  store ptr @g_252, ptr %27, align 8
  store ptr %27, ptr %29, align 8
  store ptr %29, ptr %30, align 8
  %132 = getelementptr inbounds ptr, ptr %30, i64 1
  store ptr %29, ptr %132, align 8
  %133 = getelementptr inbounds [2 x ptr], ptr %30, i64 1
  store ptr %29, ptr %133, align 8
  %134 = getelementptr inbounds ptr, ptr %133, i64 1
  store ptr %29, ptr %134, align 8
  %135 = getelementptr inbounds [2 x ptr], ptr %30, i64 2
  store ptr %29, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %135, i64 1
  store ptr %29, ptr %136, align 8
  %137 = getelementptr inbounds [2 x ptr], ptr %30, i64 3
  store ptr %29, ptr %137, align 8
  %138 = getelementptr inbounds ptr, ptr %137, i64 1
  store ptr %29, ptr %138, align 8
  %139 = getelementptr inbounds [2 x ptr], ptr %30, i64 4
  store ptr %29, ptr %139, align 8
  %140 = getelementptr inbounds ptr, ptr %139, i64 1
  store ptr %29, ptr %140, align 8
  %141 = getelementptr inbounds [5 x [2 x ptr]], ptr %30, i64 1
  store ptr %29, ptr %141, align 8
  %142 = getelementptr inbounds ptr, ptr %141, i64 1
  store ptr %29, ptr %142, align 8
  %143 = getelementptr inbounds [2 x ptr], ptr %141, i64 1
  store ptr %29, ptr %143, align 8
  %144 = getelementptr inbounds ptr, ptr %143, i64 1
  store ptr %29, ptr %144, align 8
  %145 = getelementptr inbounds [2 x ptr], ptr %141, i64 2
  store ptr %29, ptr %145, align 8
  %146 = getelementptr inbounds ptr, ptr %145, i64 1
  store ptr %29, ptr %146, align 8
  %147 = getelementptr inbounds [2 x ptr], ptr %141, i64 3
  store ptr %29, ptr %147, align 8
  %148 = getelementptr inbounds ptr, ptr %147, i64 1
  store ptr %29, ptr %148, align 8
  %149 = getelementptr inbounds [2 x ptr], ptr %141, i64 4
  store ptr %29, ptr %149, align 8
  %150 = getelementptr inbounds ptr, ptr %149, i64 1
  store ptr %29, ptr %150, align 8
  %151 = getelementptr inbounds [5 x [2 x ptr]], ptr %30, i64 2
  store ptr %29, ptr %151, align 8
  %152 = getelementptr inbounds ptr, ptr %151, i64 1
  store ptr %29, ptr %152, align 8
  %153 = getelementptr inbounds [2 x ptr], ptr %151, i64 1
  store ptr %29, ptr %153, align 8
  %154 = getelementptr inbounds ptr, ptr %153, i64 1
  store ptr %29, ptr %154, align 8
  %155 = getelementptr inbounds [2 x ptr], ptr %151, i64 2
  store ptr %29, ptr %155, align 8
  %156 = getelementptr inbounds ptr, ptr %155, i64 1
  store ptr %29, ptr %156, align 8
  %157 = getelementptr inbounds [2 x ptr], ptr %151, i64 3
  store ptr %29, ptr %157, align 8
  %158 = getelementptr inbounds ptr, ptr %157, i64 1
  store ptr %29, ptr %158, align 8
  %159 = getelementptr inbounds [2 x ptr], ptr %151, i64 4
  store ptr %29, ptr %159, align 8
  %160 = getelementptr inbounds ptr, ptr %159, i64 1
  store ptr %29, ptr %160, align 8
  store i32 9, ptr %31, align 4
  store i64 -1, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.func_18.l_633, i64 54, i1 false)
  store i32 0, ptr %34, align 4
  br label %161

161:                                              ; preds = %168, %5
  %162 = load i32, ptr %34, align 4
  %163 = icmp slt i32 %162, 1
  br i1 %163, label %164, label %171

164:                                              ; preds = %161
  %165 = load i32, ptr %34, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [1 x i32], ptr %25, i64 0, i64 %166
  store i32 5, ptr %167, align 4
  br label %168

168:                                              ; preds = %164
  %169 = load i32, ptr %34, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %34, align 4
  br label %161, !llvm.loop !19

171:                                              ; preds = %161
  store i32 0, ptr %34, align 4
  br label %172

172:                                              ; preds = %179, %171
  %173 = load i32, ptr %34, align 4
  %174 = icmp slt i32 %173, 2
  br i1 %174, label %175, label %182

175:                                              ; preds = %172
  %176 = load i32, ptr %34, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [2 x i8], ptr %28, i64 0, i64 %177
  store i8 -1, ptr %178, align 1
  br label %179

179:                                              ; preds = %175
  %180 = load i32, ptr %34, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %34, align 4
  br label %172, !llvm.loop !20

182:                                              ; preds = %172
  %183 = load i32, ptr %12, align 4
  %184 = trunc i32 %183 to i16
  %185 = load i32, ptr @g_24, align 4
  %186 = trunc i32 %185 to i16
  %187 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %184, i16 noundef signext %186)
  %188 = sext i16 %187 to i64
  %189 = getelementptr inbounds [6 x [3 x [4 x %union.U1]]], ptr %13, i64 0, i64 4
  %190 = getelementptr inbounds [3 x [4 x %union.U1]], ptr %189, i64 0, i64 1
  %191 = getelementptr inbounds [4 x %union.U1], ptr %190, i64 0, i64 3
  %192 = load i32, ptr @g_24, align 4
  %193 = load i8, ptr %8, align 1
  %194 = add i8 %193, -1
  store i8 %194, ptr %8, align 1
  %195 = zext i8 %193 to i32
  %196 = load i32, ptr %12, align 4
  %197 = trunc i32 %196 to i8
  %198 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %197, i8 noundef zeroext -1)
  %199 = zext i8 %198 to i16
  %200 = load i32, ptr %12, align 4
  %201 = trunc i32 %200 to i16
  %202 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %199, i16 noundef signext %201)
  %203 = trunc i16 %202 to i8
  %204 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %203, i32 noundef 0)
  %205 = sext i8 %204 to i32
  %206 = icmp slt i32 %195, %205
  %207 = zext i1 %206 to i32
  %208 = load i32, ptr @g_24, align 4
  %209 = or i32 %207, %208
  %210 = zext i32 %209 to i64
  %211 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %210, i64 noundef 3692311100826281075)
  %212 = trunc i64 %211 to i8
  %213 = load i8, ptr %11, align 1
  %214 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %212, i8 noundef signext %213)
  %215 = sext i8 %214 to i32
  %216 = load i32, ptr @g_24, align 4
  %217 = icmp ult i32 %215, %216
  %218 = zext i1 %217 to i32
  %219 = load i32, ptr %12, align 4
  %220 = icmp ult i32 %218, %219
  %221 = zext i1 %220 to i32
  %222 = load i8, ptr %11, align 1
  %223 = sext i8 %222 to i32
  %224 = and i32 %221, %223
  %225 = load i8, ptr %10, align 1
  %226 = sext i8 %225 to i32
  %227 = icmp ne i32 %224, %226
  %228 = zext i1 %227 to i32
  %229 = load i32, ptr @g_24, align 4
  %230 = zext i32 %229 to i64
  %231 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %230)
  %232 = trunc i64 %231 to i16
  %233 = call zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %232)
  %234 = load i32, ptr %12, align 4
  %235 = trunc i32 %234 to i16
  %236 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %233, i16 noundef zeroext %235)
  %237 = zext i16 %236 to i32
  %238 = and i32 %192, %237
  %239 = load i32, ptr %14, align 4
  %240 = icmp ugt i32 %238, %239
  %241 = zext i1 %240 to i32
  %242 = icmp sgt i64 %188, 1
  %243 = zext i1 %242 to i32
  %244 = load i32, ptr %12, align 4
  %245 = load i32, ptr %7, align 4
  %246 = or i32 %244, %245
  %247 = call zeroext i8 @func_32(i8 noundef signext 0)
  %248 = load i8, ptr %11, align 1
  %249 = sext i8 %248 to i32
  %250 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %247, i32 noundef %249)
  %251 = load i32, ptr %9, align 4
  %252 = trunc i32 %251 to i8
  %253 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %250, i8 noundef signext %252)
  %254 = sext i8 %253 to i64
  %255 = load i32, ptr @g_230, align 4
  %256 = call i64 @func_25(i64 noundef %254, i32 noundef %255)
  %257 = icmp ne i64 %256, -1
  %258 = zext i1 %257 to i32
  %259 = load i32, ptr %14, align 4
  %260 = and i32 %258, %259
  %261 = load i32, ptr %9, align 4
  %262 = or i32 %260, %261
  %263 = icmp ne i32 %262, 0
  br i1 %263, label %264, label %276

264:                                              ; preds = %182
  br label %265

265:                                              ; preds = %477, %469, %264
  %266 = load ptr, ptr @g_377, align 8
  %267 = load i32, ptr %266, align 4
  %268 = load ptr, ptr @g_377, align 8
  store i32 %267, ptr %268, align 4
  %269 = load ptr, ptr @g_257, align 8
  %270 = load i64, ptr %269, align 8
  %271 = and i64 550528384763734943, %270
  %272 = icmp ne i64 %271, 0
  %273 = xor i1 %272, true
  %274 = zext i1 %273 to i32
  %275 = load ptr, ptr @g_377, align 8
  store i32 180, ptr %275, align 4
  br label %507

276:                                              ; preds = %182
  store i32 -2, ptr %37, align 4
  store i32 -6, ptr %38, align 4
  store ptr @g_495, ptr %39, align 8
  store ptr null, ptr %40, align 8
  %277 = getelementptr inbounds ptr, ptr %40, i64 1
  store ptr %17, ptr %277, align 8
  %278 = getelementptr inbounds ptr, ptr %40, i64 2
  store ptr %17, ptr %278, align 8
  %279 = getelementptr inbounds ptr, ptr %40, i64 3
  store ptr %17, ptr %279, align 8
  %280 = getelementptr inbounds ptr, ptr %40, i64 4
  store ptr null, ptr %280, align 8
  %281 = getelementptr inbounds ptr, ptr %40, i64 5
  store ptr %17, ptr %281, align 8
  %282 = getelementptr inbounds [6 x ptr], ptr %40, i64 1
  store ptr %17, ptr %282, align 8
  %283 = getelementptr inbounds ptr, ptr %282, i64 1
  store ptr null, ptr %283, align 8
  %284 = getelementptr inbounds ptr, ptr %282, i64 2
  store ptr %17, ptr %284, align 8
  %285 = getelementptr inbounds ptr, ptr %282, i64 3
  store ptr %17, ptr %285, align 8
  %286 = getelementptr inbounds ptr, ptr %282, i64 4
  store ptr %17, ptr %286, align 8
  %287 = getelementptr inbounds ptr, ptr %282, i64 5
  store ptr %17, ptr %287, align 8
  %288 = getelementptr inbounds [6 x ptr], ptr %40, i64 2
  store ptr %17, ptr %288, align 8
  %289 = getelementptr inbounds ptr, ptr %288, i64 1
  store ptr %17, ptr %289, align 8
  %290 = getelementptr inbounds ptr, ptr %288, i64 2
  store ptr %17, ptr %290, align 8
  %291 = getelementptr inbounds ptr, ptr %288, i64 3
  store ptr %17, ptr %291, align 8
  %292 = getelementptr inbounds ptr, ptr %288, i64 4
  store ptr %17, ptr %292, align 8
  %293 = getelementptr inbounds ptr, ptr %288, i64 5
  store ptr %17, ptr %293, align 8
  %294 = getelementptr inbounds [6 x ptr], ptr %40, i64 3
  store ptr %17, ptr %294, align 8
  %295 = getelementptr inbounds ptr, ptr %294, i64 1
  store ptr %17, ptr %295, align 8
  %296 = getelementptr inbounds ptr, ptr %294, i64 2
  store ptr %17, ptr %296, align 8
  %297 = getelementptr inbounds ptr, ptr %294, i64 3
  store ptr %17, ptr %297, align 8
  %298 = getelementptr inbounds ptr, ptr %294, i64 4
  store ptr %17, ptr %298, align 8
  %299 = getelementptr inbounds ptr, ptr %294, i64 5
  store ptr %17, ptr %299, align 8
  %300 = getelementptr inbounds [6 x ptr], ptr %40, i64 4
  store ptr %17, ptr %300, align 8
  %301 = getelementptr inbounds ptr, ptr %300, i64 1
  store ptr %17, ptr %301, align 8
  %302 = getelementptr inbounds ptr, ptr %300, i64 2
  store ptr %17, ptr %302, align 8
  %303 = getelementptr inbounds ptr, ptr %300, i64 3
  store ptr %17, ptr %303, align 8
  %304 = getelementptr inbounds ptr, ptr %300, i64 4
  store ptr %17, ptr %304, align 8
  %305 = getelementptr inbounds ptr, ptr %300, i64 5
  store ptr %17, ptr %305, align 8
  store i16 5, ptr @g_398, align 2
  br label %306

306:                                              ; preds = %471, %276
  %307 = load i16, ptr @g_398, align 2
  %308 = zext i16 %307 to i32
  %309 = icmp ne i32 %308, 33
  br i1 %309, label %310, label %474

310:                                              ; preds = %306
  store ptr null, ptr %43, align 8
  store ptr @g_263, ptr %44, align 8
  store ptr @g_432, ptr %45, align 8
  store ptr @g_434, ptr %46, align 8
  store i32 -1621157600, ptr %47, align 4
  store i16 0, ptr %48, align 2
  %311 = load ptr, ptr %43, align 8
  %312 = load ptr, ptr @g_251, align 8
  store ptr %311, ptr %312, align 8
  %313 = load ptr, ptr %44, align 8
  %314 = load i8, ptr %313, align 1
  %315 = zext i8 %314 to i64
  %316 = or i64 %315, 1
  %317 = trunc i64 %316 to i8
  store i8 %317, ptr %313, align 1
  %318 = zext i8 %317 to i32
  %319 = load ptr, ptr %45, align 8
  %320 = load i8, ptr %319, align 1
  %321 = zext i8 %320 to i32
  %322 = xor i32 %321, %318
  %323 = trunc i32 %322 to i8
  store i8 %323, ptr %319, align 1
  %324 = load ptr, ptr %46, align 8
  store i8 %323, ptr %324, align 1
  %325 = load volatile i32, ptr @g_63, align 4
  %326 = load i32, ptr @g_230, align 4
  %327 = trunc i32 %326 to i8
  %328 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %327, i32 noundef 4)
  %329 = sext i8 %328 to i64
  %330 = icmp ne i64 1198314450, %329
  br i1 %330, label %331, label %349

331:                                              ; preds = %310
  %332 = load ptr, ptr @g_251, align 8
  %333 = load ptr, ptr %332, align 8
  %334 = icmp ne ptr %333, null
  %335 = zext i1 %334 to i32
  %336 = sext i32 %335 to i64
  %337 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @g_94, i64 0, i64 1), align 8
  %338 = icmp uge i64 %336, %337
  %339 = zext i1 %338 to i32
  %340 = sext i32 %339 to i64
  %341 = icmp sle i64 %340, 1
  %342 = zext i1 %341 to i32
  %343 = load i32, ptr %7, align 4
  %344 = icmp ule i32 %342, %343
  %345 = zext i1 %344 to i32
  %346 = load i8, ptr %8, align 1
  %347 = zext i8 %346 to i32
  %348 = icmp ne i32 %347, 0
  br label %349

349:                                              ; preds = %331, %310
  %350 = phi i1 [ false, %310 ], [ %348, %331 ]
  %351 = zext i1 %350 to i32
  %352 = sext i32 %351 to i64
  %353 = load i8, ptr %8, align 1
  %354 = zext i8 %353 to i64
  %355 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %352, i64 noundef %354)
  %356 = trunc i64 %355 to i8
  %357 = load i8, ptr %8, align 1
  %358 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %356, i8 noundef signext %357)
  %359 = sext i8 %358 to i32
  %360 = icmp sle i32 %325, %359
  %361 = zext i1 %360 to i32
  %362 = load i32, ptr %12, align 4
  %363 = icmp uge i32 %361, %362
  %364 = zext i1 %363 to i32
  %365 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %323, i32 noundef %364)
  %366 = icmp ne i8 %365, 0
  br i1 %366, label %367, label %429

367:                                              ; preds = %349
  store i8 -11, ptr %49, align 1
  store ptr @g_101, ptr %50, align 8
  store ptr null, ptr %51, align 8
  store ptr %37, ptr %52, align 8
  %368 = load i8, ptr %49, align 1
  %369 = zext i8 %368 to i32
  %370 = icmp ne i32 %369, 0
  br i1 %370, label %390, label %371

371:                                              ; preds = %367
  %372 = load i8, ptr %8, align 1
  %373 = zext i8 %372 to i64
  %374 = or i64 32357, %373
  %375 = trunc i64 %374 to i8
  %376 = load i8, ptr %10, align 1
  %377 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %375, i8 noundef signext %376)
  %378 = load i16, ptr getelementptr inbounds ([5 x i16], ptr @g_193, i64 0, i64 4), align 2
  %379 = sext i16 %378 to i64
  %380 = load ptr, ptr %50, align 8
  %381 = load i64, ptr %380, align 8
  %382 = or i64 %381, %379
  store i64 %382, ptr %380, align 8
  %383 = trunc i64 %382 to i8
  %384 = load i16, ptr getelementptr inbounds ([5 x i16], ptr @g_193, i64 0, i64 4), align 2
  %385 = sext i16 %384 to i32
  %386 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %383, i32 noundef %385)
  %387 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext 1, i32 noundef 0)
  %388 = zext i8 %387 to i32
  %389 = icmp ne i32 %388, 0
  br label %390

390:                                              ; preds = %371, %367
  %391 = phi i1 [ true, %367 ], [ %389, %371 ]
  %392 = zext i1 %391 to i32
  %393 = load ptr, ptr @g_377, align 8
  store i32 %392, ptr %393, align 4
  %394 = load i32, ptr @g_230, align 4
  %395 = and i32 %394, 33554431
  %396 = load i8, ptr @g_403, align 1
  %397 = sext i8 %396 to i32
  %398 = load i8, ptr %11, align 1
  %399 = sext i8 %398 to i32
  %400 = xor i32 %397, %399
  %401 = icmp sgt i32 %395, %400
  br i1 %401, label %402, label %410

402:                                              ; preds = %390
  %403 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext 0, i32 noundef 4)
  %404 = zext i8 %403 to i16
  %405 = load i32, ptr %37, align 4
  %406 = trunc i32 %405 to i16
  %407 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %404, i16 noundef zeroext %406)
  %408 = zext i16 %407 to i32
  %409 = icmp ne i32 %408, 0
  br label %410

410:                                              ; preds = %402, %390
  %411 = phi i1 [ false, %390 ], [ %409, %402 ]
  %412 = zext i1 %411 to i32
  %413 = load i8, ptr %49, align 1
  %414 = zext i8 %413 to i16
  %415 = load i8, ptr %10, align 1
  %416 = sext i8 %415 to i16
  %417 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %414, i16 noundef signext %416)
  %418 = sext i16 %417 to i32
  %419 = load ptr, ptr @g_377, align 8
  store i32 %418, ptr %419, align 4
  %420 = load volatile ptr, ptr @g_376, align 8
  %421 = load ptr, ptr %420, align 8
  %422 = load i32, ptr %421, align 4
  %423 = load ptr, ptr @g_377, align 8
  store i32 %422, ptr %423, align 4
  %424 = load i32, ptr %47, align 4
  %425 = or i32 %424, %422
  store i32 %425, ptr %47, align 4
  %426 = load ptr, ptr %52, align 8
  %427 = load i32, ptr %426, align 4
  %428 = or i32 %427, %425
  store i32 %428, ptr %426, align 4
  br label %466

429:                                              ; preds = %349
  store i8 -1, ptr %53, align 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %54, align 8
  store ptr null, ptr %55, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %56, align 8
  store ptr null, ptr %57, align 8
  store ptr %47, ptr %58, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %59, align 8
  store ptr @g_57, ptr %60, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %61, align 8
  store ptr %37, ptr %62, align 8
  store ptr %37, ptr %63, align 8
  store i32 1, ptr %64, align 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %65, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %66, ptr align 16 @__const.func_18.l_489, i64 192, i1 false)
  %430 = load i16, ptr %48, align 2
  %431 = trunc i16 %430 to i8
  %432 = load ptr, ptr %44, align 8
  store i8 %431, ptr %432, align 1
  %433 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %431, i32 noundef 7)
  %434 = call i32 @safe_add_func_int32_t_s_s(i32 noundef 1, i32 noundef -1)
  %435 = trunc i32 %434 to i16
  %436 = load ptr, ptr @g_257, align 8
  %437 = load i64, ptr %436, align 8
  %438 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %437, i64 noundef 631915616)
  %439 = trunc i64 %438 to i8
  %440 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %439, i8 noundef zeroext 65)
  %441 = zext i8 %440 to i64
  %442 = load i8, ptr %8, align 1
  %443 = zext i8 %442 to i64
  %444 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %441, i64 noundef %443)
  %445 = icmp ne i64 %444, 0
  br i1 %445, label %447, label %446

446:                                              ; preds = %429
  br label %447

447:                                              ; preds = %446, %429
  %448 = phi i1 [ true, %429 ], [ true, %446 ]
  %449 = zext i1 %448 to i32
  %450 = trunc i32 %449 to i16
  %451 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %435, i16 noundef signext %450)
  %452 = sext i16 %451 to i32
  %453 = load ptr, ptr %45, align 8
  %454 = load i8, ptr %453, align 1
  %455 = zext i8 %454 to i32
  %456 = or i32 %455, %452
  %457 = trunc i32 %456 to i8
  store i8 %457, ptr %453, align 1
  %458 = zext i8 %457 to i32
  %459 = load i8, ptr %11, align 1
  %460 = sext i8 %459 to i32
  %461 = icmp sle i32 %458, %460
  %462 = zext i1 %461 to i32
  %463 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %433, i32 noundef %462)
  store i8 %463, ptr %53, align 1
  %464 = load i32, ptr %38, align 4
  %465 = add i32 %464, 1
  store i32 %465, ptr %38, align 4
  br label %466

466:                                              ; preds = %447, %410
  %467 = load i8, ptr @g_263, align 1
  %468 = icmp ne i8 %467, 0
  br i1 %468, label %469, label %470

469:                                              ; preds = %466
  br label %265

470:                                              ; preds = %466
  br label %471

471:                                              ; preds = %470
  %472 = load i16, ptr @g_398, align 2
  %473 = add i16 %472, 1
  store i16 %473, ptr @g_398, align 2
  br label %306, !llvm.loop !21

474:                                              ; preds = %306
  %475 = load i32, ptr %14, align 4
  %476 = icmp ne i32 %475, 0
  br i1 %476, label %477, label %478

477:                                              ; preds = %474
  br label %265

478:                                              ; preds = %474
  store ptr null, ptr %39, align 8
  %479 = load ptr, ptr %17, align 8
  store ptr %479, ptr @g_498, align 8
  %480 = icmp eq ptr null, %479
  %481 = zext i1 %480 to i32
  %482 = load i64, ptr %18, align 8
  %483 = trunc i64 %482 to i16
  %484 = load i8, ptr %8, align 1
  %485 = zext i8 %484 to i16
  %486 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %483, i16 noundef signext %485)
  %487 = sext i16 %486 to i64
  %488 = icmp eq i64 %487, 83
  %489 = zext i1 %488 to i32
  %490 = trunc i32 %489 to i8
  store i8 %490, ptr @g_403, align 1
  %491 = sext i8 %490 to i32
  %492 = icmp ne i32 %491, 0
  br i1 %492, label %496, label %493

493:                                              ; preds = %478
  %494 = load i32, ptr %7, align 4
  %495 = icmp ne i32 %494, 0
  br label %496

496:                                              ; preds = %493, %478
  %497 = phi i1 [ true, %478 ], [ %495, %493 ]
  %498 = zext i1 %497 to i32
  %499 = trunc i32 %498 to i16
  %500 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %499, i16 noundef zeroext -1)
  %501 = zext i16 %500 to i32
  %502 = icmp slt i32 %481, %501
  %503 = zext i1 %502 to i32
  %504 = load ptr, ptr @g_377, align 8
  %505 = load i32, ptr %504, align 4
  %506 = or i32 %505, %503
  store i32 %506, ptr %504, align 4
  br label %507

507:                                              ; preds = %496, %265
  %508 = load volatile ptr, ptr @g_376, align 8
  %509 = load ptr, ptr %508, align 8
  %510 = load i32, ptr %509, align 4
  %511 = icmp ne i32 %510, 0
  br i1 %511, label %512, label %756

512:                                              ; preds = %507
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %70, align 8
  store ptr @g_57, ptr %71, align 8
  store ptr null, ptr %72, align 8
  store ptr null, ptr %73, align 8
  store ptr @g_64, ptr %74, align 8
  store ptr %19, ptr %75, align 8
  store i32 1, ptr %76, align 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %77, align 8
  store i32 -1, ptr %79, align 4
  store i32 0, ptr %81, align 4
  br label %513

513:                                              ; preds = %520, %512
  %514 = load i32, ptr %81, align 4
  %515 = icmp slt i32 %514, 2
  br i1 %515, label %516, label %523

516:                                              ; preds = %513
  %517 = load i32, ptr %81, align 4
  %518 = sext i32 %517 to i64
  %519 = getelementptr inbounds [2 x ptr], ptr %78, i64 0, i64 %518
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 2), ptr %519, align 8
  br label %520

520:                                              ; preds = %516
  %521 = load i32, ptr %81, align 4
  %522 = add nsw i32 %521, 1
  store i32 %522, ptr %81, align 4
  br label %513, !llvm.loop !22

523:                                              ; preds = %513
  store i32 0, ptr %81, align 4
  br label %524

524:                                              ; preds = %531, %523
  %525 = load i32, ptr %81, align 4
  %526 = icmp slt i32 %525, 2
  br i1 %526, label %527, label %534

527:                                              ; preds = %524
  %528 = load i32, ptr %81, align 4
  %529 = sext i32 %528 to i64
  %530 = getelementptr inbounds [2 x i32], ptr %80, i64 0, i64 %529
  store i32 7, ptr %530, align 4
  br label %531

531:                                              ; preds = %527
  %532 = load i32, ptr %81, align 4
  %533 = add nsw i32 %532, 1
  store i32 %533, ptr %81, align 4
  br label %524, !llvm.loop !23

534:                                              ; preds = %524
  br label %535

535:                                              ; preds = %664, %534
  store i32 2, ptr %14, align 4
  br label %536

536:                                              ; preds = %544, %535
  %537 = load i32, ptr %14, align 4
  %538 = icmp sge i32 %537, 0
  br i1 %538, label %539, label %547

539:                                              ; preds = %536
  %540 = load i32, ptr %14, align 4
  %541 = sext i32 %540 to i64
  %542 = getelementptr inbounds [4 x i64], ptr @g_94, i64 0, i64 %541
  %543 = load i64, ptr %542, align 8
  store i64 %543, ptr %6, align 8
  br label %1027

544:                                              ; No predecessors!
  %545 = load i32, ptr %14, align 4
  %546 = sub nsw i32 %545, 1
  store i32 %546, ptr %14, align 4
  br label %536, !llvm.loop !24

547:                                              ; preds = %536
  %548 = getelementptr inbounds [2 x i32], ptr %80, i64 0, i64 1
  %549 = load i32, ptr %548, align 4
  %550 = add i32 %549, 1
  store i32 %550, ptr %548, align 4
  store i32 0, ptr @g_85, align 4
  br label %551

551:                                              ; preds = %724, %547
  %552 = load i32, ptr @g_85, align 4
  %553 = icmp ule i32 %552, 2
  br i1 %553, label %554, label %727

554:                                              ; preds = %551
  store ptr %27, ptr %83, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %84, ptr align 16 @g_525, i64 19, i1 true)
  %555 = load ptr, ptr %27, align 8
  %556 = load ptr, ptr %83, align 8
  store ptr %555, ptr %556, align 8
  %557 = icmp ne ptr %555, null
  %558 = zext i1 %557 to i32
  %559 = load i32, ptr @g_64, align 4
  %560 = icmp eq i32 %558, %559
  %561 = zext i1 %560 to i32
  %562 = load i32, ptr @g_197, align 4
  %563 = icmp ugt i32 %561, %562
  br i1 %563, label %565, label %564

564:                                              ; preds = %554
  br i1 true, label %565, label %578

565:                                              ; preds = %564, %554
  %566 = load ptr, ptr %74, align 8
  %567 = load i32, ptr %566, align 4
  %568 = sext i32 %567 to i64
  %569 = and i64 %568, 2878063144
  %570 = trunc i64 %569 to i32
  store i32 %570, ptr %566, align 4
  %571 = load i8, ptr %8, align 1
  %572 = icmp ne i8 %571, 0
  br i1 %572, label %573, label %574

573:                                              ; preds = %565
  br label %724

574:                                              ; preds = %565
  %575 = load ptr, ptr @g_377, align 8
  %576 = load i32, ptr %575, align 4
  %577 = load ptr, ptr @g_377, align 8
  store i32 %576, ptr %577, align 4
  br label %655

578:                                              ; preds = %564
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %85, ptr align 16 @__const.func_18.l_532, i64 32, i1 false)
  %579 = getelementptr inbounds [2 x [2 x [1 x ptr]]], ptr %85, i64 0, i64 1
  %580 = getelementptr inbounds [2 x [1 x ptr]], ptr %579, i64 0, i64 1
  %581 = getelementptr inbounds [1 x ptr], ptr %580, i64 0, i64 0
  store ptr %581, ptr %86, align 8
  store i16 14031, ptr %88, align 2
  store i32 0, ptr %89, align 4
  br label %582

582:                                              ; preds = %600, %578
  %583 = load i32, ptr %89, align 4
  %584 = icmp slt i32 %583, 1
  br i1 %584, label %585, label %603

585:                                              ; preds = %582
  store i32 0, ptr %90, align 4
  br label %586

586:                                              ; preds = %596, %585
  %587 = load i32, ptr %90, align 4
  %588 = icmp slt i32 %587, 3
  br i1 %588, label %589, label %599

589:                                              ; preds = %586
  %590 = load i32, ptr %89, align 4
  %591 = sext i32 %590 to i64
  %592 = getelementptr inbounds [1 x [3 x i32]], ptr %87, i64 0, i64 %591
  %593 = load i32, ptr %90, align 4
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds [3 x i32], ptr %592, i64 0, i64 %594
  store i32 1, ptr %595, align 4
  br label %596

596:                                              ; preds = %589
  %597 = load i32, ptr %90, align 4
  %598 = add nsw i32 %597, 1
  store i32 %598, ptr %90, align 4
  br label %586, !llvm.loop !25

599:                                              ; preds = %586
  br label %600

600:                                              ; preds = %599
  %601 = load i32, ptr %89, align 4
  %602 = add nsw i32 %601, 1
  store i32 %602, ptr %89, align 4
  br label %582, !llvm.loop !26

603:                                              ; preds = %582
  %604 = getelementptr inbounds [2 x [2 x [1 x ptr]]], ptr %85, i64 0, i64 0
  %605 = getelementptr inbounds [2 x [1 x ptr]], ptr %604, i64 0, i64 0
  %606 = getelementptr inbounds [1 x ptr], ptr %605, i64 0, i64 0
  %607 = load ptr, ptr %606, align 16
  %608 = load ptr, ptr %86, align 8
  store ptr %607, ptr %608, align 8
  %609 = load i32, ptr %7, align 4
  %610 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext -1, i16 noundef signext 0)
  %611 = sext i16 %610 to i32
  %612 = load ptr, ptr %75, align 8
  %613 = load i32, ptr %612, align 4
  %614 = icmp sge i32 %611, %613
  %615 = zext i1 %614 to i32
  %616 = sext i32 %615 to i64
  %617 = icmp slt i64 %616, 4
  %618 = zext i1 %617 to i32
  %619 = sext i32 %618 to i64
  %620 = icmp eq i64 253, %619
  %621 = zext i1 %620 to i32
  %622 = trunc i32 %621 to i16
  %623 = load i32, ptr %7, align 4
  %624 = trunc i32 %623 to i16
  %625 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %622, i16 noundef signext %624)
  %626 = load i16, ptr @g_398, align 2
  %627 = zext i16 %626 to i32
  %628 = icmp sgt i32 1, %627
  %629 = zext i1 %628 to i32
  %630 = or i32 %609, %629
  %631 = zext i32 %630 to i64
  %632 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %631, i64 noundef 3229132040319345741)
  %633 = trunc i64 %632 to i8
  %634 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %633, i8 noundef signext -4)
  %635 = load ptr, ptr %17, align 8
  %636 = icmp ne ptr %607, %635
  %637 = zext i1 %636 to i32
  %638 = trunc i32 %637 to i8
  %639 = load i8, ptr %8, align 1
  %640 = zext i8 %639 to i32
  %641 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %638, i32 noundef %640)
  %642 = zext i8 %641 to i16
  %643 = getelementptr inbounds [1 x [3 x i32]], ptr %87, i64 0, i64 0
  %644 = getelementptr inbounds [3 x i32], ptr %643, i64 0, i64 0
  %645 = load i32, ptr %644, align 4
  %646 = trunc i32 %645 to i16
  %647 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %642, i16 noundef signext %646)
  %648 = sext i16 %647 to i32
  store i32 %648, ptr @g_543, align 4
  %649 = load i16, ptr %88, align 2
  %650 = add i16 %649, 1
  store i16 %650, ptr %88, align 2
  %651 = load i32, ptr %9, align 4
  %652 = icmp ne i32 %651, 0
  br i1 %652, label %653, label %654

653:                                              ; preds = %603
  br label %727

654:                                              ; preds = %603
  br label %655

655:                                              ; preds = %654, %574
  store i16 0, ptr @g_398, align 2
  br label %656

656:                                              ; preds = %702, %655
  %657 = load i16, ptr @g_398, align 2
  %658 = zext i16 %657 to i32
  %659 = icmp sle i32 %658, 2
  br i1 %659, label %660, label %707

660:                                              ; preds = %656
  store ptr null, ptr %92, align 8
  store ptr %92, ptr %93, align 8
  %661 = load ptr, ptr %93, align 8
  store ptr null, ptr %661, align 8
  %662 = load i32, ptr %12, align 4
  %663 = icmp ne i32 %662, 0
  br i1 %663, label %664, label %665

664:                                              ; preds = %660
  br label %535

665:                                              ; preds = %660
  %666 = load volatile i136, ptr @g_78, align 1
  %667 = shl i136 %666, 107
  %668 = ashr i136 %667, 107
  %669 = trunc i136 %668 to i32
  %670 = trunc i32 %669 to i8
  %671 = load ptr, ptr %74, align 8
  %672 = load i32, ptr %671, align 4
  %673 = trunc i32 %672 to i8
  store i8 %673, ptr @g_403, align 1
  %674 = sext i8 %673 to i32
  %675 = load i8, ptr %10, align 1
  %676 = sext i8 %675 to i32
  %677 = icmp slt i32 %674, %676
  %678 = zext i1 %677 to i32
  %679 = load i32, ptr %9, align 4
  %680 = trunc i32 %679 to i16
  %681 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext -1, i16 noundef signext %680)
  %682 = sext i16 %681 to i64
  %683 = and i64 %682, 2472675772
  %684 = icmp ule i64 %683, 0
  %685 = zext i1 %684 to i32
  %686 = icmp sge i32 %678, %685
  %687 = zext i1 %686 to i32
  %688 = load i32, ptr %9, align 4
  %689 = trunc i32 %688 to i8
  %690 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %670, i8 noundef zeroext %689)
  %691 = zext i8 %690 to i32
  %692 = icmp ne i32 %691, 0
  br i1 %692, label %693, label %696

693:                                              ; preds = %665
  %694 = load i32, ptr @g_85, align 4
  %695 = icmp ne i32 %694, 0
  br label %696

696:                                              ; preds = %693, %665
  %697 = phi i1 [ false, %665 ], [ %695, %693 ]
  %698 = zext i1 %697 to i32
  %699 = load ptr, ptr %75, align 8
  %700 = load i32, ptr %699, align 4
  %701 = xor i32 %700, %698
  store i32 %701, ptr %699, align 4
  br label %702

702:                                              ; preds = %696
  %703 = load i16, ptr @g_398, align 2
  %704 = zext i16 %703 to i32
  %705 = add nsw i32 %704, 1
  %706 = trunc i32 %705 to i16
  store i16 %706, ptr @g_398, align 2
  br label %656, !llvm.loop !27

707:                                              ; preds = %656
  store i8 0, ptr @g_358, align 1
  br label %708

708:                                              ; preds = %718, %707
  %709 = load i8, ptr @g_358, align 1
  %710 = sext i8 %709 to i32
  %711 = icmp sle i32 %710, 2
  br i1 %711, label %712, label %723

712:                                              ; preds = %708
  %713 = load ptr, ptr %75, align 8
  %714 = load i32, ptr %713, align 4
  %715 = sext i32 %714 to i64
  %716 = or i64 %715, -1
  %717 = trunc i64 %716 to i32
  store i32 %717, ptr %713, align 4
  br label %718

718:                                              ; preds = %712
  %719 = load i8, ptr @g_358, align 1
  %720 = sext i8 %719 to i32
  %721 = add nsw i32 %720, 1
  %722 = trunc i32 %721 to i8
  store i8 %722, ptr @g_358, align 1
  br label %708, !llvm.loop !28

723:                                              ; preds = %708
  br label %724

724:                                              ; preds = %723, %573
  %725 = load i32, ptr @g_85, align 4
  %726 = add i32 %725, 1
  store i32 %726, ptr @g_85, align 4
  br label %551, !llvm.loop !29

727:                                              ; preds = %653, %551
  store i8 -27, ptr @g_401, align 1
  br label %728

728:                                              ; preds = %750, %727
  %729 = load i8, ptr @g_401, align 1
  %730 = sext i8 %729 to i32
  %731 = icmp eq i32 %730, -9
  br i1 %731, label %732, label %755

732:                                              ; preds = %728
  store i8 -68, ptr %94, align 1
  %733 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext -25, i32 noundef 4)
  %734 = zext i8 %733 to i32
  %735 = load i8, ptr %10, align 1
  %736 = sext i8 %735 to i32
  %737 = icmp sle i32 %734, %736
  %738 = zext i1 %737 to i32
  %739 = load ptr, ptr %70, align 8
  store i32 %738, ptr %739, align 4
  %740 = getelementptr inbounds [2 x i8], ptr %28, i64 0, i64 1
  %741 = load i8, ptr %740, align 1
  %742 = zext i8 %741 to i32
  %743 = load ptr, ptr @g_377, align 8
  store i32 %742, ptr %743, align 4
  %744 = load i8, ptr %10, align 1
  %745 = icmp ne i8 %744, 0
  br i1 %745, label %746, label %747

746:                                              ; preds = %732
  br label %755

747:                                              ; preds = %732
  %748 = load i8, ptr %94, align 1
  %749 = add i8 %748, 1
  store i8 %749, ptr %94, align 1
  br label %750

750:                                              ; preds = %747
  %751 = load i8, ptr @g_401, align 1
  %752 = sext i8 %751 to i16
  %753 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %752, i16 noundef signext 3)
  %754 = trunc i16 %753 to i8
  store i8 %754, ptr @g_401, align 1
  br label %728, !llvm.loop !30

755:                                              ; preds = %746, %728
  br label %1024

756:                                              ; preds = %507
  store i8 96, ptr %95, align 1
  store ptr @g_434, ptr %96, align 8
  store ptr %24, ptr %97, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %98, ptr align 16 @__const.func_18.l_593, i64 144, i1 false)
  %757 = load i8, ptr %95, align 1
  %758 = icmp ne i8 %757, 0
  br i1 %758, label %759, label %821

759:                                              ; preds = %756
  store i64 0, ptr %102, align 8
  store i32 0, ptr %104, align 4
  br label %760

760:                                              ; preds = %767, %759
  %761 = load i32, ptr %104, align 4
  %762 = icmp slt i32 %761, 4
  br i1 %762, label %763, label %770

763:                                              ; preds = %760
  %764 = load i32, ptr %104, align 4
  %765 = sext i32 %764 to i64
  %766 = getelementptr inbounds [4 x ptr], ptr %103, i64 0, i64 %765
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 2), ptr %766, align 8
  br label %767

767:                                              ; preds = %763
  %768 = load i32, ptr %104, align 4
  %769 = add nsw i32 %768, 1
  store i32 %769, ptr %104, align 4
  br label %760, !llvm.loop !31

770:                                              ; preds = %760
  %771 = load i32, ptr %9, align 4
  %772 = load i8, ptr %11, align 1
  %773 = sext i8 %772 to i32
  %774 = and i32 %771, %773
  %775 = trunc i32 %774 to i16
  %776 = load i8, ptr %8, align 1
  %777 = zext i8 %776 to i64
  %778 = icmp ne i64 %777, 65407
  %779 = zext i1 %778 to i32
  %780 = sext i32 %779 to i64
  %781 = xor i64 %780, 56247
  %782 = load i32, ptr %9, align 4
  %783 = zext i32 %782 to i64
  %784 = icmp slt i64 %781, %783
  %785 = zext i1 %784 to i32
  %786 = load i8, ptr %10, align 1
  %787 = sext i8 %786 to i32
  %788 = icmp sgt i32 %785, %787
  %789 = zext i1 %788 to i32
  %790 = trunc i32 %789 to i16
  %791 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext 22355, i16 noundef signext %790)
  %792 = sext i16 %791 to i32
  %793 = xor i32 %792, -1
  %794 = sext i32 %793 to i64
  %795 = load i64, ptr %102, align 8
  %796 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %794, i64 noundef %795)
  %797 = trunc i64 %796 to i8
  %798 = load i8, ptr %8, align 1
  %799 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %797, i8 noundef zeroext %798)
  %800 = zext i8 %799 to i32
  %801 = call zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %775, i32 noundef %800)
  %802 = zext i16 %801 to i64
  %803 = load ptr, ptr @g_257, align 8
  %804 = load i64, ptr %803, align 8
  %805 = and i64 %802, %804
  %806 = trunc i64 %805 to i32
  %807 = load ptr, ptr @g_377, align 8
  store i32 %806, ptr %807, align 4
  %808 = load ptr, ptr %96, align 8
  %809 = icmp ne ptr %8, %808
  %810 = zext i1 %809 to i32
  %811 = load ptr, ptr @g_377, align 8
  store i32 %810, ptr %811, align 4
  %812 = getelementptr inbounds [4 x ptr], ptr %103, i64 0, i64 3
  %813 = load ptr, ptr %812, align 8
  %814 = load ptr, ptr %27, align 8
  store ptr %813, ptr %814, align 8
  %815 = load ptr, ptr %27, align 8
  %816 = load ptr, ptr %815, align 8
  %817 = load i32, ptr %816, align 4
  %818 = sext i32 %817 to i64
  %819 = or i64 %818, 0
  %820 = trunc i64 %819 to i32
  store i32 %820, ptr %816, align 4
  br label %848

821:                                              ; preds = %756
  %822 = load ptr, ptr %97, align 8
  %823 = load ptr, ptr %27, align 8
  store ptr %822, ptr %823, align 8
  %824 = load i8, ptr %11, align 1
  %825 = getelementptr inbounds [3 x [5 x [2 x ptr]]], ptr %30, i64 0, i64 2
  %826 = getelementptr inbounds [5 x [2 x ptr]], ptr %825, i64 0, i64 3
  %827 = getelementptr inbounds [2 x ptr], ptr %826, i64 0, i64 1
  %828 = load ptr, ptr %827, align 8
  %829 = icmp eq ptr null, %828
  %830 = zext i1 %829 to i32
  %831 = load i8, ptr @g_432, align 1
  %832 = load ptr, ptr %96, align 8
  store i8 %831, ptr %832, align 1
  %833 = load i32, ptr %9, align 4
  %834 = load i32, ptr %7, align 4
  %835 = and i32 %833, %834
  %836 = load i8, ptr %10, align 1
  %837 = sext i8 %836 to i16
  %838 = load ptr, ptr @g_498, align 8
  store i16 %837, ptr %838, align 2
  %839 = sext i16 %837 to i32
  %840 = icmp sgt i32 %830, %839
  %841 = zext i1 %840 to i32
  %842 = trunc i32 %841 to i16
  %843 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %842, i16 noundef signext -23716)
  %844 = sext i16 %843 to i32
  %845 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %824, i32 noundef %844)
  %846 = zext i8 %845 to i32
  %847 = load ptr, ptr %97, align 8
  store i32 %846, ptr %847, align 4
  br label %848

848:                                              ; preds = %821, %770
  %849 = load i8, ptr %11, align 1
  %850 = icmp ne i8 %849, 0
  br i1 %850, label %851, label %989

851:                                              ; preds = %848
  store i8 -9, ptr %105, align 1
  store i32 213855755, ptr %106, align 4
  store i32 -1468994070, ptr %107, align 4
  store i32 -1478904820, ptr %108, align 4
  store i32 -2135245593, ptr %109, align 4
  store i32 -403339701, ptr %110, align 4
  store i32 -1, ptr %111, align 4
  store i32 0, ptr %113, align 4
  br label %852

852:                                              ; preds = %870, %851
  %853 = load i32, ptr %113, align 4
  %854 = icmp slt i32 %853, 5
  br i1 %854, label %855, label %873

855:                                              ; preds = %852
  store i32 0, ptr %114, align 4
  br label %856

856:                                              ; preds = %866, %855
  %857 = load i32, ptr %114, align 4
  %858 = icmp slt i32 %857, 1
  br i1 %858, label %859, label %869

859:                                              ; preds = %856
  %860 = load i32, ptr %113, align 4
  %861 = sext i32 %860 to i64
  %862 = getelementptr inbounds [5 x [1 x i32]], ptr %112, i64 0, i64 %861
  %863 = load i32, ptr %114, align 4
  %864 = sext i32 %863 to i64
  %865 = getelementptr inbounds [1 x i32], ptr %862, i64 0, i64 %864
  store i32 530441247, ptr %865, align 4
  br label %866

866:                                              ; preds = %859
  %867 = load i32, ptr %114, align 4
  %868 = add nsw i32 %867, 1
  store i32 %868, ptr %114, align 4
  br label %856, !llvm.loop !32

869:                                              ; preds = %856
  br label %870

870:                                              ; preds = %869
  %871 = load i32, ptr %113, align 4
  %872 = add nsw i32 %871, 1
  store i32 %872, ptr %113, align 4
  br label %852, !llvm.loop !33

873:                                              ; preds = %852
  store i32 19, ptr %23, align 4
  br label %874

874:                                              ; preds = %915, %873
  %875 = load i32, ptr %23, align 4
  %876 = icmp sle i32 %875, -26
  br i1 %876, label %877, label %920

877:                                              ; preds = %874
  store ptr null, ptr %115, align 8
  store i32 924314620, ptr %116, align 4
  store i32 1414518786, ptr %117, align 4
  store i32 154155572, ptr %118, align 4
  %878 = load ptr, ptr %29, align 8
  %879 = load ptr, ptr %878, align 8
  %880 = load ptr, ptr %879, align 8
  %881 = load i32, ptr %880, align 4
  %882 = load ptr, ptr %115, align 8
  %883 = icmp eq ptr getelementptr inbounds ([5 x [2 x ptr]], ptr getelementptr inbounds ([3 x [5 x [2 x ptr]]], ptr @g_285, i64 0, i64 1), i64 0, i64 3), %882
  %884 = zext i1 %883 to i32
  %885 = icmp ne ptr %9, @g_85
  %886 = zext i1 %885 to i32
  %887 = trunc i32 %886 to i8
  %888 = load volatile i32, ptr @g_104, align 4
  %889 = trunc i32 %888 to i8
  %890 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %887, i8 noundef zeroext %889)
  %891 = zext i8 %890 to i16
  %892 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %891, i32 noundef 0)
  %893 = trunc i16 %892 to i8
  %894 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %893, i8 noundef zeroext -1)
  %895 = zext i8 %894 to i32
  %896 = icmp sgt i32 %884, %895
  %897 = zext i1 %896 to i32
  %898 = load i8, ptr %10, align 1
  %899 = sext i8 %898 to i32
  %900 = or i32 %897, %899
  %901 = sext i32 %900 to i64
  %902 = load i64, ptr @g_101, align 8
  %903 = icmp slt i64 %901, %902
  br i1 %903, label %908, label %904

904:                                              ; preds = %877
  %905 = load i8, ptr %8, align 1
  %906 = zext i8 %905 to i32
  %907 = icmp ne i32 %906, 0
  br label %908

908:                                              ; preds = %904, %877
  %909 = phi i1 [ true, %877 ], [ %907, %904 ]
  %910 = zext i1 %909 to i32
  %911 = load ptr, ptr @g_251, align 8
  %912 = load ptr, ptr %911, align 8
  store i32 %910, ptr %912, align 4
  %913 = load i32, ptr %31, align 4
  %914 = add i32 %913, 1
  store i32 %914, ptr %31, align 4
  br label %915

915:                                              ; preds = %908
  %916 = load i32, ptr %23, align 4
  %917 = trunc i32 %916 to i16
  %918 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %917, i16 noundef signext 3)
  %919 = sext i16 %918 to i32
  store i32 %919, ptr %23, align 4
  br label %874, !llvm.loop !34

920:                                              ; preds = %874
  %921 = load i8, ptr %11, align 1
  %922 = icmp ne i8 %921, 0
  br i1 %922, label %923, label %976

923:                                              ; preds = %920
  store i32 -15248477, ptr %119, align 4
  store ptr null, ptr %120, align 8
  store i32 1226595366, ptr %121, align 4
  %924 = load i32, ptr %119, align 4
  %925 = add i32 %924, 1
  store i32 %925, ptr %119, align 4
  %926 = load i8, ptr %105, align 1
  %927 = sext i8 %926 to i32
  %928 = load i8, ptr %11, align 1
  %929 = load i16, ptr @g_398, align 2
  %930 = trunc i16 %929 to i8
  %931 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %928, i8 noundef signext %930)
  %932 = sext i8 %931 to i32
  %933 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef -6, i32 noundef %932)
  %934 = load i32, ptr %119, align 4
  %935 = zext i32 %934 to i64
  %936 = icmp ne i64 26155, %935
  %937 = zext i1 %936 to i32
  %938 = load i32, ptr @g_616, align 4
  %939 = and i32 %938, %937
  store i32 %939, ptr @g_616, align 4
  %940 = trunc i32 %939 to i16
  %941 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %940, i32 noundef 10)
  %942 = zext i16 %941 to i32
  %943 = load i32, ptr %119, align 4
  %944 = xor i32 %942, %943
  %945 = zext i32 %944 to i64
  %946 = call i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %945)
  %947 = load ptr, ptr @g_377, align 8
  %948 = load i32, ptr %947, align 4
  %949 = sext i32 %948 to i64
  %950 = xor i64 %946, %949
  %951 = and i64 %950, 242
  %952 = icmp ugt i64 %951, -6
  %953 = zext i1 %952 to i32
  %954 = icmp ne i32 %933, %953
  br i1 %954, label %955, label %956

955:                                              ; preds = %923
  br label %956

956:                                              ; preds = %955, %923
  %957 = phi i1 [ false, %923 ], [ true, %955 ]
  %958 = zext i1 %957 to i32
  %959 = trunc i32 %958 to i16
  %960 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %959, i16 noundef zeroext -6059)
  %961 = zext i16 %960 to i32
  %962 = icmp slt i32 %927, %961
  %963 = zext i1 %962 to i32
  %964 = trunc i32 %963 to i16
  %965 = load volatile i136, ptr @g_78, align 1
  %966 = lshr i136 %965, 106
  %967 = trunc i136 %966 to i32
  %968 = trunc i32 %967 to i16
  %969 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %964, i16 noundef signext %968)
  %970 = sext i16 %969 to i32
  %971 = load i32, ptr %119, align 4
  %972 = icmp ugt i32 %970, %971
  %973 = zext i1 %972 to i32
  %974 = load ptr, ptr @g_251, align 8
  %975 = load ptr, ptr %974, align 8
  store i32 %973, ptr %975, align 4
  store i32 %973, ptr %121, align 4
  br label %988

976:                                              ; preds = %920
  store i8 76, ptr %122, align 1
  store i32 7, ptr %123, align 4
  store i32 864768775, ptr %124, align 4
  store i32 348278029, ptr %125, align 4
  store i32 691840143, ptr %126, align 4
  store i32 1487832627, ptr %127, align 4
  store i32 490399202, ptr %128, align 4
  store i32 -633717090, ptr %129, align 4
  store i32 2, ptr %130, align 4
  %977 = getelementptr inbounds [6 x [3 x [3 x i8]]], ptr %33, i64 0, i64 1
  %978 = getelementptr inbounds [3 x [3 x i8]], ptr %977, i64 0, i64 1
  %979 = getelementptr inbounds [3 x i8], ptr %978, i64 0, i64 1
  %980 = load i8, ptr %979, align 1
  %981 = add i8 %980, 1
  store i8 %981, ptr %979, align 1
  %982 = load ptr, ptr %97, align 8
  %983 = load i32, ptr %982, align 4
  %984 = load volatile ptr, ptr @g_376, align 8
  %985 = load ptr, ptr %984, align 8
  %986 = load i32, ptr %985, align 4
  %987 = and i32 %986, %983
  store i32 %987, ptr %985, align 4
  br label %988

988:                                              ; preds = %976, %956
  br label %1023

989:                                              ; preds = %848
  store i32 0, ptr %15, align 4
  br label %990

990:                                              ; preds = %1011, %989
  %991 = load i32, ptr %15, align 4
  %992 = icmp ule i32 %991, 1
  br i1 %992, label %993, label %1014

993:                                              ; preds = %990
  %994 = load ptr, ptr @g_377, align 8
  %995 = load i32, ptr %994, align 4
  %996 = load ptr, ptr %97, align 8
  store i32 %995, ptr %996, align 4
  %997 = load volatile i136, ptr @g_78, align 1
  %998 = shl i136 %997, 49
  %999 = ashr i136 %998, 116
  %1000 = trunc i136 %999 to i32
  %1001 = and i32 %1000, %995
  %1002 = zext i32 %1001 to i136
  %1003 = load volatile i136, ptr @g_78, align 1
  %1004 = and i136 %1002, 1048575
  %1005 = shl i136 %1004, 67
  %1006 = and i136 %1003, -154742357336719944685977601
  %1007 = or i136 %1006, %1005
  store volatile i136 %1007, ptr @g_78, align 1
  %1008 = shl i136 %1004, 116
  %1009 = ashr i136 %1008, 116
  %1010 = trunc i136 %1009 to i32
  br label %1011

1011:                                             ; preds = %993
  %1012 = load i32, ptr %15, align 4
  %1013 = add i32 %1012, 1
  store i32 %1013, ptr %15, align 4
  br label %990, !llvm.loop !35

1014:                                             ; preds = %990
  %1015 = getelementptr inbounds [6 x [1 x [6 x i32]]], ptr %98, i64 0, i64 2
  %1016 = getelementptr inbounds [1 x [6 x i32]], ptr %1015, i64 0, i64 0
  %1017 = getelementptr inbounds [6 x i32], ptr %1016, i64 0, i64 3
  %1018 = load ptr, ptr @g_251, align 8
  store ptr %1017, ptr %1018, align 8
  %1019 = load i32, ptr %9, align 4
  %1020 = load ptr, ptr %97, align 8
  %1021 = load i32, ptr %1020, align 4
  %1022 = or i32 %1021, %1019
  store i32 %1022, ptr %1020, align 4
  br label %1023

1023:                                             ; preds = %1014, %988
  br label %1024

1024:                                             ; preds = %1023, %755
  %1025 = load i8, ptr @g_358, align 1
  %1026 = sext i8 %1025 to i64
  store i64 %1026, ptr %6, align 8
  br label %1027

1027:                                             ; preds = %1024, %539
  %1028 = load i64, ptr %6, align 8
  ret i64 %1028
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_25(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca [3 x i64], align 16
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [6 x [4 x [4 x i32]]], align 16
  %11 = alloca [4 x ptr], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [4 x [4 x i64]], align 16
  %15 = alloca [3 x [1 x [4 x ptr]]], align 16
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i16, align 2
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca [6 x [5 x ptr]], align 16
  %39 = alloca i16, align 2
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca [5 x [6 x [5 x ptr]]], align 16
  %47 = alloca [2 x [6 x [6 x i16]]], align 16
  %48 = alloca [1 x [3 x ptr]], align 16
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca %union.U2, align 4
  %54 = alloca ptr, align 8
  %55 = alloca %union.U2, align 4
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca [2 x ptr], align 16
  %60 = alloca i32, align 4
  %61 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr null, ptr %7, align 8
  store ptr @g_101, ptr %8, align 8
  store i32 0, ptr %9, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.func_25.l_320, i64 384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 32, i1 false)
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.func_25.l_359, i64 128, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.func_25.l_370, i64 96, i1 false)
  store ptr @g_24, ptr %16, align 8
  store i64 -3437841046113091547, ptr %17, align 8
  store i32 -1, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %62

62:                                               ; preds = %69, %2
  %63 = load i32, ptr %19, align 4
  %64 = icmp slt i32 %63, 3
  br i1 %64, label %65, label %72

65:                                               ; preds = %62
  %66 = load i32, ptr %19, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %67
  store i64 6, ptr %68, align 8
  br label %69

69:                                               ; preds = %65
  %70 = load i32, ptr %19, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %19, align 4
  br label %62, !llvm.loop !36

72:                                               ; preds = %62
  %73 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 2
  %74 = load i64, ptr %73, align 16
  %75 = trunc i64 %74 to i16
  %76 = load i32, ptr %5, align 4
  br i1 false, label %81, label %77

77:                                               ; preds = %72
  %78 = load ptr, ptr @g_252, align 8
  %79 = load i32, ptr %78, align 4
  %80 = icmp ne i32 %79, 0
  br label %81

81:                                               ; preds = %77, %72
  %82 = phi i1 [ true, %72 ], [ %80, %77 ]
  %83 = zext i1 %82 to i32
  %84 = load volatile i32, ptr @g_63, align 4
  %85 = xor i32 %83, %84
  %86 = trunc i32 %85 to i16
  %87 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %86, i16 noundef zeroext -1)
  %88 = zext i16 %87 to i32
  %89 = load ptr, ptr @g_251, align 8
  %90 = load ptr, ptr %89, align 8
  store i32 %88, ptr %90, align 4
  %91 = sext i32 %88 to i64
  %92 = icmp sgt i64 5, %91
  %93 = zext i1 %92 to i32
  %94 = trunc i32 %93 to i16
  %95 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %75, i16 noundef zeroext %94)
  %96 = zext i16 %95 to i32
  %97 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 2
  %98 = load i64, ptr %97, align 16
  %99 = trunc i64 %98 to i32
  %100 = call i32 @safe_div_func_int32_t_s_s(i32 noundef %96, i32 noundef %99)
  %101 = load volatile i136, ptr @g_78, align 1
  %102 = shl i136 %101, 107
  %103 = ashr i136 %102, 107
  %104 = trunc i136 %103 to i32
  %105 = trunc i32 %104 to i16
  %106 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %105, i16 noundef zeroext -1)
  %107 = zext i16 %106 to i64
  %108 = icmp ule i64 %107, -5
  %109 = zext i1 %108 to i32
  %110 = sext i32 %109 to i64
  %111 = load i64, ptr @g_94, align 16
  %112 = xor i64 %110, %111
  %113 = load ptr, ptr %8, align 8
  %114 = load i64, ptr %113, align 8
  %115 = xor i64 %114, %112
  store i64 %115, ptr %113, align 8
  br i1 false, label %116, label %366

116:                                              ; preds = %81
  store i16 -410, ptr %22, align 2
  store ptr @g_263, ptr %23, align 8
  store i64 -1, ptr %24, align 8
  %117 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 4
  %118 = getelementptr inbounds [4 x [4 x i32]], ptr %117, i64 0, i64 0
  %119 = getelementptr inbounds [4 x i32], ptr %118, i64 0, i64 1
  store ptr %119, ptr %25, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %26, align 8
  store i32 1555826444, ptr %27, align 4
  store ptr %9, ptr %28, align 8
  store ptr null, ptr %29, align 8
  store ptr %27, ptr %30, align 8
  %120 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %121 = getelementptr inbounds [4 x [4 x i32]], ptr %120, i64 0, i64 1
  %122 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 3
  store ptr %122, ptr %31, align 8
  store ptr %27, ptr %32, align 8
  store ptr null, ptr %33, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %34, align 8
  store ptr @g_64, ptr %35, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %36, align 8
  %123 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %124 = getelementptr inbounds [4 x [4 x i32]], ptr %123, i64 0, i64 3
  %125 = getelementptr inbounds [4 x i32], ptr %124, i64 0, i64 2
  store ptr %125, ptr %37, align 8
  store ptr @g_64, ptr %38, align 8
  %126 = getelementptr inbounds ptr, ptr %38, i64 1
  store ptr @g_64, ptr %126, align 8
  %127 = getelementptr inbounds ptr, ptr %38, i64 2
  %128 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %129 = getelementptr inbounds [4 x [4 x i32]], ptr %128, i64 0, i64 1
  %130 = getelementptr inbounds [4 x i32], ptr %129, i64 0, i64 3
  store ptr %130, ptr %127, align 8
  %131 = getelementptr inbounds ptr, ptr %38, i64 3
  store ptr @g_64, ptr %131, align 8
  %132 = getelementptr inbounds ptr, ptr %38, i64 4
  store ptr @g_64, ptr %132, align 8
  %133 = getelementptr inbounds [5 x ptr], ptr %38, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %133, ptr align 8 @constinit, i64 40, i1 false)
  %134 = getelementptr inbounds [5 x ptr], ptr %38, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %134, ptr align 8 @constinit.45, i64 40, i1 false)
  %135 = getelementptr inbounds [5 x ptr], ptr %38, i64 3
  store ptr @g_64, ptr %135, align 8
  %136 = getelementptr inbounds ptr, ptr %135, i64 1
  store ptr @g_64, ptr %136, align 8
  %137 = getelementptr inbounds ptr, ptr %135, i64 2
  %138 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %139 = getelementptr inbounds [4 x [4 x i32]], ptr %138, i64 0, i64 1
  %140 = getelementptr inbounds [4 x i32], ptr %139, i64 0, i64 3
  store ptr %140, ptr %137, align 8
  %141 = getelementptr inbounds ptr, ptr %135, i64 3
  store ptr @g_64, ptr %141, align 8
  %142 = getelementptr inbounds ptr, ptr %135, i64 4
  store ptr @g_64, ptr %142, align 8
  %143 = getelementptr inbounds [5 x ptr], ptr %38, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %143, ptr align 8 @constinit.46, i64 40, i1 false)
  %144 = getelementptr inbounds [5 x ptr], ptr %38, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %144, ptr align 8 @constinit.47, i64 40, i1 false)
  store i16 4, ptr %39, align 2
  store ptr @g_358, ptr %40, align 8
  store ptr null, ptr %41, align 8
  %145 = load i16, ptr %22, align 2
  %146 = zext i16 %145 to i32
  store i32 %146, ptr %9, align 4
  %147 = sext i32 %146 to i64
  %148 = load i32, ptr @g_230, align 4
  %149 = load ptr, ptr %23, align 8
  %150 = load i8, ptr %149, align 1
  %151 = zext i8 %150 to i32
  %152 = or i32 %151, %148
  %153 = trunc i32 %152 to i8
  store i8 %153, ptr %149, align 1
  %154 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %153, i32 noundef 0)
  %155 = zext i8 %154 to i32
  %156 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 2
  %157 = load i64, ptr %156, align 16
  %158 = trunc i64 %157 to i8
  %159 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %160 = getelementptr inbounds [4 x [4 x i32]], ptr %159, i64 0, i64 1
  %161 = getelementptr inbounds [4 x i32], ptr %160, i64 0, i64 3
  %162 = load i32, ptr %161, align 4
  %163 = trunc i32 %162 to i8
  %164 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %158, i8 noundef zeroext %163)
  %165 = zext i8 %164 to i32
  %166 = icmp sle i32 %155, %165
  %167 = zext i1 %166 to i32
  %168 = getelementptr inbounds [4 x ptr], ptr %11, i64 0, i64 3
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr inbounds [4 x ptr], ptr %11, i64 0, i64 1
  %171 = load ptr, ptr %170, align 8
  %172 = icmp eq ptr %169, %171
  %173 = zext i1 %172 to i32
  %174 = load i16, ptr %22, align 2
  %175 = zext i16 %174 to i32
  %176 = load i16, ptr %22, align 2
  %177 = zext i16 %176 to i32
  %178 = icmp sgt i32 %175, %177
  %179 = zext i1 %178 to i32
  %180 = sext i32 %179 to i64
  %181 = icmp sgt i64 %180, 7
  %182 = zext i1 %181 to i32
  %183 = load volatile i32, ptr @g_62, align 4
  %184 = xor i32 %182, %183
  %185 = sext i32 %184 to i64
  %186 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %185, i64 noundef -1469254090826628670)
  %187 = icmp ule i64 %186, 1
  %188 = zext i1 %187 to i32
  %189 = load i64, ptr %24, align 8
  %190 = icmp eq i64 %147, %189
  %191 = zext i1 %190 to i32
  %192 = load i64, ptr %4, align 8
  %193 = load ptr, ptr @g_251, align 8
  store ptr null, ptr %193, align 8
  %194 = load i16, ptr %39, align 2
  %195 = add i16 %194, 1
  store i16 %195, ptr %39, align 2
  %196 = load volatile i136, ptr @g_78, align 1
  %197 = shl i136 %196, 49
  %198 = ashr i136 %197, 116
  %199 = trunc i136 %198 to i32
  %200 = load i32, ptr %5, align 4
  %201 = load ptr, ptr %25, align 8
  %202 = load i32, ptr %201, align 4
  %203 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 2
  %204 = load i64, ptr %203, align 16
  %205 = icmp ugt i64 %204, 1
  br i1 %205, label %206, label %210

206:                                              ; preds = %116
  %207 = load ptr, ptr %32, align 8
  %208 = load i32, ptr %207, align 4
  %209 = icmp ne i32 %208, 0
  br label %210

210:                                              ; preds = %206, %116
  %211 = phi i1 [ false, %116 ], [ %209, %206 ]
  %212 = zext i1 %211 to i32
  %213 = icmp ne i32 %202, %212
  %214 = zext i1 %213 to i32
  %215 = sext i32 %214 to i64
  %216 = or i64 3963804944, %215
  %217 = load ptr, ptr %25, align 8
  %218 = load i32, ptr %217, align 4
  %219 = sext i32 %218 to i64
  %220 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %216, i64 noundef %219)
  %221 = icmp slt i64 %220, 49251
  %222 = zext i1 %221 to i32
  %223 = trunc i32 %222 to i8
  %224 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %223, i8 noundef zeroext -81)
  %225 = zext i8 %224 to i32
  %226 = icmp ne i32 %225, 0
  br i1 %226, label %230, label %227

227:                                              ; preds = %210
  %228 = load i32, ptr %5, align 4
  %229 = icmp ne i32 %228, 0
  br label %230

230:                                              ; preds = %227, %210
  %231 = phi i1 [ true, %210 ], [ %229, %227 ]
  %232 = zext i1 %231 to i32
  %233 = load i32, ptr %9, align 4
  %234 = xor i32 %232, %233
  %235 = load i32, ptr %5, align 4
  %236 = icmp sle i32 %234, %235
  %237 = zext i1 %236 to i32
  %238 = sext i32 %237 to i64
  %239 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %238)
  %240 = load ptr, ptr %40, align 8
  %241 = load i8, ptr %240, align 1
  %242 = sext i8 %241 to i64
  %243 = xor i64 %242, %239
  %244 = trunc i64 %243 to i8
  store i8 %244, ptr %240, align 1
  %245 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %244, i32 noundef 7)
  %246 = load i32, ptr @g_24, align 4
  %247 = zext i32 %246 to i64
  %248 = icmp ugt i64 %247, 0
  br i1 %248, label %249, label %254

249:                                              ; preds = %230
  %250 = getelementptr inbounds [4 x [4 x i64]], ptr %14, i64 0, i64 0
  %251 = getelementptr inbounds [4 x i64], ptr %250, i64 0, i64 2
  %252 = load i64, ptr %251, align 16
  %253 = icmp ne i64 %252, 0
  br label %254

254:                                              ; preds = %249, %230
  %255 = phi i1 [ false, %230 ], [ %253, %249 ]
  %256 = zext i1 %255 to i32
  %257 = sext i32 %256 to i64
  %258 = icmp sgt i64 %257, 3818104154
  %259 = zext i1 %258 to i32
  %260 = sext i32 %259 to i64
  %261 = icmp ne i64 %260, 1
  %262 = zext i1 %261 to i32
  %263 = trunc i32 %262 to i16
  %264 = load i32, ptr %5, align 4
  %265 = trunc i32 %264 to i16
  %266 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %263, i16 noundef signext %265)
  %267 = sext i16 %266 to i32
  %268 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %269 = getelementptr inbounds [4 x [4 x i32]], ptr %268, i64 0, i64 1
  %270 = getelementptr inbounds [4 x i32], ptr %269, i64 0, i64 0
  %271 = load i32, ptr %270, align 16
  %272 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %267, i32 noundef %271)
  %273 = icmp eq i32 %200, %272
  %274 = zext i1 %273 to i32
  %275 = load i64, ptr %4, align 8
  %276 = trunc i64 %275 to i32
  %277 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %274, i32 noundef %276)
  %278 = icmp ne i32 %277, 0
  br i1 %278, label %279, label %282

279:                                              ; preds = %254
  %280 = load i32, ptr %12, align 4
  %281 = icmp ne i32 %280, 0
  br label %282

282:                                              ; preds = %279, %254
  %283 = phi i1 [ false, %254 ], [ %281, %279 ]
  %284 = zext i1 %283 to i32
  %285 = load ptr, ptr %37, align 8
  %286 = load i32, ptr %285, align 4
  %287 = icmp sge i32 %284, %286
  %288 = zext i1 %287 to i32
  %289 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %199, i32 noundef %288)
  %290 = load ptr, ptr %26, align 8
  %291 = load i32, ptr %290, align 4
  %292 = xor i32 %291, %289
  store i32 %292, ptr %290, align 4
  store i8 0, ptr @g_263, align 1
  br label %293

293:                                              ; preds = %362, %282
  %294 = load i8, ptr @g_263, align 1
  %295 = zext i8 %294 to i32
  %296 = icmp sle i32 %295, 36
  br i1 %296, label %297, label %365

297:                                              ; preds = %293
  store ptr @g_230, ptr %44, align 8
  %298 = load i32, ptr %13, align 4
  %299 = load i32, ptr %12, align 4
  %300 = icmp eq i32 %298, %299
  br i1 %300, label %301, label %313

301:                                              ; preds = %297
  %302 = load i64, ptr %4, align 8
  %303 = icmp ne i64 %302, 0
  br i1 %303, label %307, label %304

304:                                              ; preds = %301
  %305 = load i64, ptr @g_101, align 8
  %306 = icmp ne i64 %305, 0
  br label %307

307:                                              ; preds = %304, %301
  %308 = phi i1 [ true, %301 ], [ %306, %304 ]
  %309 = zext i1 %308 to i32
  %310 = load ptr, ptr %30, align 8
  store i32 %309, ptr %310, align 4
  %311 = load i32, ptr %5, align 4
  %312 = sext i32 %311 to i64
  store i64 %312, ptr %3, align 8
  br label %798

313:                                              ; preds = %297
  %314 = load i32, ptr %5, align 4
  %315 = icmp ne i32 %314, 0
  br i1 %315, label %316, label %317

316:                                              ; preds = %313
  br label %365

317:                                              ; preds = %313
  %318 = load ptr, ptr @g_251, align 8
  %319 = load ptr, ptr %318, align 8
  %320 = load ptr, ptr @g_251, align 8
  store ptr %319, ptr %320, align 8
  br label %321

321:                                              ; preds = %317
  %322 = load ptr, ptr %41, align 8
  %323 = icmp eq ptr null, %322
  %324 = zext i1 %323 to i32
  %325 = load ptr, ptr %44, align 8
  %326 = load ptr, ptr %44, align 8
  %327 = getelementptr inbounds [3 x [1 x [4 x ptr]]], ptr %15, i64 0, i64 1
  %328 = getelementptr inbounds [1 x [4 x ptr]], ptr %327, i64 0, i64 0
  %329 = getelementptr inbounds [4 x ptr], ptr %328, i64 0, i64 1
  %330 = load ptr, ptr %329, align 8
  %331 = icmp eq ptr %325, %330
  %332 = zext i1 %331 to i32
  %333 = load i32, ptr %13, align 4
  %334 = and i32 %332, %333
  %335 = load ptr, ptr %31, align 8
  %336 = load i32, ptr %335, align 4
  %337 = icmp sge i32 %334, %336
  %338 = zext i1 %337 to i32
  %339 = or i32 %324, %338
  %340 = trunc i32 %339 to i16
  %341 = getelementptr inbounds [4 x [4 x i64]], ptr %14, i64 0, i64 2
  %342 = getelementptr inbounds [4 x i64], ptr %341, i64 0, i64 3
  %343 = load i64, ptr %342, align 8
  %344 = trunc i64 %343 to i16
  %345 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %340, i16 noundef zeroext %344)
  %346 = zext i16 %345 to i32
  %347 = icmp ne i32 %346, 0
  br i1 %347, label %348, label %351

348:                                              ; preds = %321
  %349 = load i64, ptr %4, align 8
  %350 = icmp ne i64 %349, 0
  br i1 %350, label %354, label %351

351:                                              ; preds = %348, %321
  %352 = load i64, ptr %4, align 8
  %353 = icmp ne i64 %352, 0
  br label %354

354:                                              ; preds = %351, %348
  %355 = phi i1 [ true, %348 ], [ %353, %351 ]
  %356 = zext i1 %355 to i32
  %357 = trunc i32 %356 to i8
  %358 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %357, i32 noundef 0)
  %359 = zext i8 %358 to i32
  %360 = load i32, ptr %9, align 4
  %361 = and i32 %360, %359
  store i32 %361, ptr %9, align 4
  br label %362

362:                                              ; preds = %354
  %363 = load i8, ptr @g_263, align 1
  %364 = add i8 %363, 1
  store i8 %364, ptr @g_263, align 1
  br label %293, !llvm.loop !37

365:                                              ; preds = %316, %293
  br label %795

366:                                              ; preds = %81
  store ptr %9, ptr %45, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %46, align 8
  %367 = getelementptr inbounds ptr, ptr %46, i64 1
  store ptr null, ptr %367, align 8
  %368 = getelementptr inbounds ptr, ptr %46, i64 2
  %369 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %370 = getelementptr inbounds [4 x [4 x i32]], ptr %369, i64 0, i64 1
  %371 = getelementptr inbounds [4 x i32], ptr %370, i64 0, i64 3
  store ptr %371, ptr %368, align 8
  %372 = getelementptr inbounds ptr, ptr %46, i64 3
  store ptr null, ptr %372, align 8
  %373 = getelementptr inbounds ptr, ptr %46, i64 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %373, align 8
  %374 = getelementptr inbounds [5 x ptr], ptr %46, i64 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %374, align 8
  %375 = getelementptr inbounds ptr, ptr %374, i64 1
  store ptr %12, ptr %375, align 8
  %376 = getelementptr inbounds ptr, ptr %374, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %376, align 8
  %377 = getelementptr inbounds ptr, ptr %374, i64 3
  %378 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %379 = getelementptr inbounds [4 x [4 x i32]], ptr %378, i64 0, i64 1
  %380 = getelementptr inbounds [4 x i32], ptr %379, i64 0, i64 1
  store ptr %380, ptr %377, align 8
  %381 = getelementptr inbounds ptr, ptr %374, i64 4
  store ptr null, ptr %381, align 8
  %382 = getelementptr inbounds [5 x ptr], ptr %46, i64 2
  store ptr %12, ptr %382, align 8
  %383 = getelementptr inbounds ptr, ptr %382, i64 1
  store ptr %12, ptr %383, align 8
  %384 = getelementptr inbounds ptr, ptr %382, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %384, align 8
  %385 = getelementptr inbounds ptr, ptr %382, i64 3
  store ptr %12, ptr %385, align 8
  %386 = getelementptr inbounds ptr, ptr %382, i64 4
  store ptr null, ptr %386, align 8
  %387 = getelementptr inbounds [5 x ptr], ptr %46, i64 3
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %387, align 8
  %388 = getelementptr inbounds ptr, ptr %387, i64 1
  store ptr null, ptr %388, align 8
  %389 = getelementptr inbounds ptr, ptr %387, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %389, align 8
  %390 = getelementptr inbounds ptr, ptr %387, i64 3
  store ptr %12, ptr %390, align 8
  %391 = getelementptr inbounds ptr, ptr %387, i64 4
  store ptr null, ptr %391, align 8
  %392 = getelementptr inbounds [5 x ptr], ptr %46, i64 4
  store ptr null, ptr %392, align 8
  %393 = getelementptr inbounds ptr, ptr %392, i64 1
  store ptr %12, ptr %393, align 8
  %394 = getelementptr inbounds ptr, ptr %392, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %394, align 8
  %395 = getelementptr inbounds ptr, ptr %392, i64 3
  store ptr null, ptr %395, align 8
  %396 = getelementptr inbounds ptr, ptr %392, i64 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %396, align 8
  %397 = getelementptr inbounds [5 x ptr], ptr %46, i64 5
  store ptr null, ptr %397, align 8
  %398 = getelementptr inbounds ptr, ptr %397, i64 1
  %399 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %400 = getelementptr inbounds [4 x [4 x i32]], ptr %399, i64 0, i64 0
  %401 = getelementptr inbounds [4 x i32], ptr %400, i64 0, i64 3
  store ptr %401, ptr %398, align 8
  %402 = getelementptr inbounds ptr, ptr %397, i64 2
  %403 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %404 = getelementptr inbounds [4 x [4 x i32]], ptr %403, i64 0, i64 1
  %405 = getelementptr inbounds [4 x i32], ptr %404, i64 0, i64 1
  store ptr %405, ptr %402, align 8
  %406 = getelementptr inbounds ptr, ptr %397, i64 3
  %407 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %408 = getelementptr inbounds [4 x [4 x i32]], ptr %407, i64 0, i64 0
  %409 = getelementptr inbounds [4 x i32], ptr %408, i64 0, i64 0
  store ptr %409, ptr %406, align 8
  %410 = getelementptr inbounds ptr, ptr %397, i64 4
  %411 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %412 = getelementptr inbounds [4 x [4 x i32]], ptr %411, i64 0, i64 1
  %413 = getelementptr inbounds [4 x i32], ptr %412, i64 0, i64 1
  store ptr %413, ptr %410, align 8
  %414 = getelementptr inbounds [6 x [5 x ptr]], ptr %46, i64 1
  store ptr %9, ptr %414, align 8
  %415 = getelementptr inbounds ptr, ptr %414, i64 1
  store ptr %9, ptr %415, align 8
  %416 = getelementptr inbounds ptr, ptr %414, i64 2
  %417 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 1
  %418 = getelementptr inbounds [4 x [4 x i32]], ptr %417, i64 0, i64 0
  %419 = getelementptr inbounds [4 x i32], ptr %418, i64 0, i64 0
  store ptr %419, ptr %416, align 8
  %420 = getelementptr inbounds ptr, ptr %414, i64 3
  store ptr null, ptr %420, align 8
  %421 = getelementptr inbounds ptr, ptr %414, i64 4
  store ptr @g_64, ptr %421, align 8
  %422 = getelementptr inbounds [5 x ptr], ptr %414, i64 1
  store ptr @g_64, ptr %422, align 8
  %423 = getelementptr inbounds ptr, ptr %422, i64 1
  store ptr null, ptr %423, align 8
  %424 = getelementptr inbounds ptr, ptr %422, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %424, align 8
  %425 = getelementptr inbounds ptr, ptr %422, i64 3
  %426 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %427 = getelementptr inbounds [4 x [4 x i32]], ptr %426, i64 0, i64 1
  %428 = getelementptr inbounds [4 x i32], ptr %427, i64 0, i64 1
  store ptr %428, ptr %425, align 8
  %429 = getelementptr inbounds ptr, ptr %422, i64 4
  store ptr null, ptr %429, align 8
  %430 = getelementptr inbounds [5 x ptr], ptr %414, i64 2
  store ptr null, ptr %430, align 8
  %431 = getelementptr inbounds ptr, ptr %430, i64 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %431, align 8
  %432 = getelementptr inbounds ptr, ptr %430, i64 2
  store ptr null, ptr %432, align 8
  %433 = getelementptr inbounds ptr, ptr %430, i64 3
  store ptr null, ptr %433, align 8
  %434 = getelementptr inbounds ptr, ptr %430, i64 4
  store ptr %9, ptr %434, align 8
  %435 = getelementptr inbounds [5 x ptr], ptr %414, i64 3
  store ptr %12, ptr %435, align 8
  %436 = getelementptr inbounds ptr, ptr %435, i64 1
  store ptr null, ptr %436, align 8
  %437 = getelementptr inbounds ptr, ptr %435, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %437, align 8
  %438 = getelementptr inbounds ptr, ptr %435, i64 3
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %438, align 8
  %439 = getelementptr inbounds ptr, ptr %435, i64 4
  store ptr null, ptr %439, align 8
  %440 = getelementptr inbounds [5 x ptr], ptr %414, i64 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %440, align 8
  %441 = getelementptr inbounds ptr, ptr %440, i64 1
  store ptr %9, ptr %441, align 8
  %442 = getelementptr inbounds ptr, ptr %440, i64 2
  store ptr %12, ptr %442, align 8
  %443 = getelementptr inbounds ptr, ptr %440, i64 3
  store ptr %9, ptr %443, align 8
  %444 = getelementptr inbounds ptr, ptr %440, i64 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %444, align 8
  %445 = getelementptr inbounds [5 x ptr], ptr %414, i64 5
  store ptr null, ptr %445, align 8
  %446 = getelementptr inbounds ptr, ptr %445, i64 1
  %447 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %448 = getelementptr inbounds [4 x [4 x i32]], ptr %447, i64 0, i64 0
  %449 = getelementptr inbounds [4 x i32], ptr %448, i64 0, i64 3
  store ptr %449, ptr %446, align 8
  %450 = getelementptr inbounds ptr, ptr %445, i64 2
  %451 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %452 = getelementptr inbounds [4 x [4 x i32]], ptr %451, i64 0, i64 0
  %453 = getelementptr inbounds [4 x i32], ptr %452, i64 0, i64 3
  store ptr %453, ptr %450, align 8
  %454 = getelementptr inbounds ptr, ptr %445, i64 3
  store ptr null, ptr %454, align 8
  %455 = getelementptr inbounds ptr, ptr %445, i64 4
  store ptr null, ptr %455, align 8
  %456 = getelementptr inbounds [6 x [5 x ptr]], ptr %46, i64 2
  store ptr @g_64, ptr %456, align 8
  %457 = getelementptr inbounds ptr, ptr %456, i64 1
  store ptr %12, ptr %457, align 8
  %458 = getelementptr inbounds ptr, ptr %456, i64 2
  %459 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %460 = getelementptr inbounds [4 x [4 x i32]], ptr %459, i64 0, i64 1
  %461 = getelementptr inbounds [4 x i32], ptr %460, i64 0, i64 3
  store ptr %461, ptr %458, align 8
  %462 = getelementptr inbounds ptr, ptr %456, i64 3
  store ptr %9, ptr %462, align 8
  %463 = getelementptr inbounds ptr, ptr %456, i64 4
  store ptr null, ptr %463, align 8
  %464 = getelementptr inbounds [5 x ptr], ptr %456, i64 1
  store ptr @g_64, ptr %464, align 8
  %465 = getelementptr inbounds ptr, ptr %464, i64 1
  store ptr null, ptr %465, align 8
  %466 = getelementptr inbounds ptr, ptr %464, i64 2
  store ptr %12, ptr %466, align 8
  %467 = getelementptr inbounds ptr, ptr %464, i64 3
  store ptr null, ptr %467, align 8
  %468 = getelementptr inbounds ptr, ptr %464, i64 4
  store ptr %12, ptr %468, align 8
  %469 = getelementptr inbounds [5 x ptr], ptr %456, i64 2
  store ptr null, ptr %469, align 8
  %470 = getelementptr inbounds ptr, ptr %469, i64 1
  store ptr %12, ptr %470, align 8
  %471 = getelementptr inbounds ptr, ptr %469, i64 2
  store ptr %9, ptr %471, align 8
  %472 = getelementptr inbounds ptr, ptr %469, i64 3
  store ptr %9, ptr %472, align 8
  %473 = getelementptr inbounds ptr, ptr %469, i64 4
  store ptr %9, ptr %473, align 8
  %474 = getelementptr inbounds [5 x ptr], ptr %456, i64 3
  %475 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %476 = getelementptr inbounds [4 x [4 x i32]], ptr %475, i64 0, i64 0
  %477 = getelementptr inbounds [4 x i32], ptr %476, i64 0, i64 0
  store ptr %477, ptr %474, align 8
  %478 = getelementptr inbounds ptr, ptr %474, i64 1
  store ptr %12, ptr %478, align 8
  %479 = getelementptr inbounds ptr, ptr %474, i64 2
  store ptr %12, ptr %479, align 8
  %480 = getelementptr inbounds ptr, ptr %474, i64 3
  store ptr null, ptr %480, align 8
  %481 = getelementptr inbounds ptr, ptr %474, i64 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %481, align 8
  %482 = getelementptr inbounds [5 x ptr], ptr %456, i64 4
  store ptr null, ptr %482, align 8
  %483 = getelementptr inbounds ptr, ptr %482, i64 1
  store ptr null, ptr %483, align 8
  %484 = getelementptr inbounds ptr, ptr %482, i64 2
  store ptr %9, ptr %484, align 8
  %485 = getelementptr inbounds ptr, ptr %482, i64 3
  store ptr %9, ptr %485, align 8
  %486 = getelementptr inbounds ptr, ptr %482, i64 4
  store ptr null, ptr %486, align 8
  %487 = getelementptr inbounds [5 x ptr], ptr %456, i64 5
  store ptr null, ptr %487, align 8
  %488 = getelementptr inbounds ptr, ptr %487, i64 1
  %489 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %490 = getelementptr inbounds [4 x [4 x i32]], ptr %489, i64 0, i64 1
  %491 = getelementptr inbounds [4 x i32], ptr %490, i64 0, i64 3
  store ptr %491, ptr %488, align 8
  %492 = getelementptr inbounds ptr, ptr %487, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %492, align 8
  %493 = getelementptr inbounds ptr, ptr %487, i64 3
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %493, align 8
  %494 = getelementptr inbounds ptr, ptr %487, i64 4
  %495 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %496 = getelementptr inbounds [4 x [4 x i32]], ptr %495, i64 0, i64 1
  %497 = getelementptr inbounds [4 x i32], ptr %496, i64 0, i64 1
  store ptr %497, ptr %494, align 8
  %498 = getelementptr inbounds [6 x [5 x ptr]], ptr %46, i64 3
  store ptr null, ptr %498, align 8
  %499 = getelementptr inbounds ptr, ptr %498, i64 1
  store ptr @g_64, ptr %499, align 8
  %500 = getelementptr inbounds ptr, ptr %498, i64 2
  %501 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %502 = getelementptr inbounds [4 x [4 x i32]], ptr %501, i64 0, i64 1
  %503 = getelementptr inbounds [4 x i32], ptr %502, i64 0, i64 3
  store ptr %503, ptr %500, align 8
  %504 = getelementptr inbounds ptr, ptr %498, i64 3
  store ptr null, ptr %504, align 8
  %505 = getelementptr inbounds ptr, ptr %498, i64 4
  store ptr %12, ptr %505, align 8
  %506 = getelementptr inbounds [5 x ptr], ptr %498, i64 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %506, align 8
  %507 = getelementptr inbounds ptr, ptr %506, i64 1
  %508 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %509 = getelementptr inbounds [4 x [4 x i32]], ptr %508, i64 0, i64 0
  %510 = getelementptr inbounds [4 x i32], ptr %509, i64 0, i64 0
  store ptr %510, ptr %507, align 8
  %511 = getelementptr inbounds ptr, ptr %506, i64 2
  %512 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %513 = getelementptr inbounds [4 x [4 x i32]], ptr %512, i64 0, i64 1
  %514 = getelementptr inbounds [4 x i32], ptr %513, i64 0, i64 3
  store ptr %514, ptr %511, align 8
  %515 = getelementptr inbounds ptr, ptr %506, i64 3
  %516 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %517 = getelementptr inbounds [4 x [4 x i32]], ptr %516, i64 0, i64 1
  %518 = getelementptr inbounds [4 x i32], ptr %517, i64 0, i64 1
  store ptr %518, ptr %515, align 8
  %519 = getelementptr inbounds ptr, ptr %506, i64 4
  store ptr %12, ptr %519, align 8
  %520 = getelementptr inbounds [5 x ptr], ptr %498, i64 2
  call void @llvm.memset.p0.i64(ptr align 8 %520, i8 0, i64 40, i1 false)
  %521 = getelementptr inbounds ptr, ptr %520, i64 1
  store ptr %12, ptr %521, align 8
  %522 = getelementptr inbounds ptr, ptr %520, i64 2
  %523 = getelementptr inbounds ptr, ptr %520, i64 3
  %524 = getelementptr inbounds ptr, ptr %520, i64 4
  %525 = getelementptr inbounds [5 x ptr], ptr %498, i64 3
  store ptr null, ptr %525, align 8
  %526 = getelementptr inbounds ptr, ptr %525, i64 1
  store ptr null, ptr %526, align 8
  %527 = getelementptr inbounds ptr, ptr %525, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %527, align 8
  %528 = getelementptr inbounds ptr, ptr %525, i64 3
  %529 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %530 = getelementptr inbounds [4 x [4 x i32]], ptr %529, i64 0, i64 0
  %531 = getelementptr inbounds [4 x i32], ptr %530, i64 0, i64 0
  store ptr %531, ptr %528, align 8
  %532 = getelementptr inbounds ptr, ptr %525, i64 4
  %533 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %534 = getelementptr inbounds [4 x [4 x i32]], ptr %533, i64 0, i64 0
  %535 = getelementptr inbounds [4 x i32], ptr %534, i64 0, i64 0
  store ptr %535, ptr %532, align 8
  %536 = getelementptr inbounds [5 x ptr], ptr %498, i64 4
  call void @llvm.memset.p0.i64(ptr align 8 %536, i8 0, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %536, ptr align 8 @constinit.48, i64 40, i1 false)
  %537 = getelementptr inbounds [5 x ptr], ptr %498, i64 5
  %538 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %539 = getelementptr inbounds [4 x [4 x i32]], ptr %538, i64 0, i64 0
  %540 = getelementptr inbounds [4 x i32], ptr %539, i64 0, i64 0
  store ptr %540, ptr %537, align 8
  %541 = getelementptr inbounds ptr, ptr %537, i64 1
  %542 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %543 = getelementptr inbounds [4 x [4 x i32]], ptr %542, i64 0, i64 0
  %544 = getelementptr inbounds [4 x i32], ptr %543, i64 0, i64 3
  store ptr %544, ptr %541, align 8
  %545 = getelementptr inbounds ptr, ptr %537, i64 2
  store ptr null, ptr %545, align 8
  %546 = getelementptr inbounds ptr, ptr %537, i64 3
  store ptr %12, ptr %546, align 8
  %547 = getelementptr inbounds ptr, ptr %537, i64 4
  %548 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %549 = getelementptr inbounds [4 x [4 x i32]], ptr %548, i64 0, i64 1
  %550 = getelementptr inbounds [4 x i32], ptr %549, i64 0, i64 1
  store ptr %550, ptr %547, align 8
  %551 = getelementptr inbounds [6 x [5 x ptr]], ptr %46, i64 4
  store ptr null, ptr %551, align 8
  %552 = getelementptr inbounds ptr, ptr %551, i64 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %552, align 8
  %553 = getelementptr inbounds ptr, ptr %551, i64 2
  %554 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 1
  %555 = getelementptr inbounds [4 x [4 x i32]], ptr %554, i64 0, i64 0
  %556 = getelementptr inbounds [4 x i32], ptr %555, i64 0, i64 0
  store ptr %556, ptr %553, align 8
  %557 = getelementptr inbounds ptr, ptr %551, i64 3
  store ptr %12, ptr %557, align 8
  %558 = getelementptr inbounds ptr, ptr %551, i64 4
  store ptr null, ptr %558, align 8
  %559 = getelementptr inbounds [5 x ptr], ptr %551, i64 1
  store ptr @g_64, ptr %559, align 8
  %560 = getelementptr inbounds ptr, ptr %559, i64 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %560, align 8
  %561 = getelementptr inbounds ptr, ptr %559, i64 2
  store ptr null, ptr %561, align 8
  %562 = getelementptr inbounds ptr, ptr %559, i64 3
  %563 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 3
  %564 = getelementptr inbounds [4 x [4 x i32]], ptr %563, i64 0, i64 1
  %565 = getelementptr inbounds [4 x i32], ptr %564, i64 0, i64 1
  store ptr %565, ptr %562, align 8
  %566 = getelementptr inbounds ptr, ptr %559, i64 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %566, align 8
  %567 = getelementptr inbounds [5 x ptr], ptr %551, i64 2
  store ptr @g_64, ptr %567, align 8
  %568 = getelementptr inbounds ptr, ptr %567, i64 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %568, align 8
  %569 = getelementptr inbounds ptr, ptr %567, i64 2
  store ptr null, ptr %569, align 8
  %570 = getelementptr inbounds ptr, ptr %567, i64 3
  store ptr null, ptr %570, align 8
  %571 = getelementptr inbounds ptr, ptr %567, i64 4
  store ptr %9, ptr %571, align 8
  %572 = getelementptr inbounds [5 x ptr], ptr %551, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %572, ptr align 8 @constinit.49, i64 40, i1 false)
  %573 = getelementptr inbounds [5 x ptr], ptr %551, i64 4
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %573, align 8
  %574 = getelementptr inbounds ptr, ptr %573, i64 1
  store ptr null, ptr %574, align 8
  %575 = getelementptr inbounds ptr, ptr %573, i64 2
  store ptr null, ptr %575, align 8
  %576 = getelementptr inbounds ptr, ptr %573, i64 3
  %577 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %578 = getelementptr inbounds [4 x [4 x i32]], ptr %577, i64 0, i64 1
  %579 = getelementptr inbounds [4 x i32], ptr %578, i64 0, i64 3
  store ptr %579, ptr %576, align 8
  %580 = getelementptr inbounds ptr, ptr %573, i64 4
  store ptr null, ptr %580, align 8
  %581 = getelementptr inbounds [5 x ptr], ptr %551, i64 5
  %582 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %583 = getelementptr inbounds [4 x [4 x i32]], ptr %582, i64 0, i64 1
  %584 = getelementptr inbounds [4 x i32], ptr %583, i64 0, i64 3
  store ptr %584, ptr %581, align 8
  %585 = getelementptr inbounds ptr, ptr %581, i64 1
  store ptr null, ptr %585, align 8
  %586 = getelementptr inbounds ptr, ptr %581, i64 2
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %586, align 8
  %587 = getelementptr inbounds ptr, ptr %581, i64 3
  %588 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %589 = getelementptr inbounds [4 x [4 x i32]], ptr %588, i64 0, i64 1
  %590 = getelementptr inbounds [4 x i32], ptr %589, i64 0, i64 3
  store ptr %590, ptr %587, align 8
  %591 = getelementptr inbounds ptr, ptr %581, i64 4
  %592 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 2
  %593 = getelementptr inbounds [4 x [4 x i32]], ptr %592, i64 0, i64 1
  %594 = getelementptr inbounds [4 x i32], ptr %593, i64 0, i64 3
  store ptr %594, ptr %591, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %47, ptr align 16 @__const.func_25.l_373, i64 144, i1 false)
  store i32 -1, ptr %49, align 4
  store i32 0, ptr %50, align 4
  br label %595

595:                                              ; preds = %613, %366
  %596 = load i32, ptr %50, align 4
  %597 = icmp slt i32 %596, 1
  br i1 %597, label %598, label %616

598:                                              ; preds = %595
  store i32 0, ptr %51, align 4
  br label %599

599:                                              ; preds = %609, %598
  %600 = load i32, ptr %51, align 4
  %601 = icmp slt i32 %600, 3
  br i1 %601, label %602, label %612

602:                                              ; preds = %599
  %603 = load i32, ptr %50, align 4
  %604 = sext i32 %603 to i64
  %605 = getelementptr inbounds [1 x [3 x ptr]], ptr %48, i64 0, i64 %604
  %606 = load i32, ptr %51, align 4
  %607 = sext i32 %606 to i64
  %608 = getelementptr inbounds [3 x ptr], ptr %605, i64 0, i64 %607
  store ptr @g_230, ptr %608, align 8
  br label %609

609:                                              ; preds = %602
  %610 = load i32, ptr %51, align 4
  %611 = add nsw i32 %610, 1
  store i32 %611, ptr %51, align 4
  br label %599, !llvm.loop !38

612:                                              ; preds = %599
  br label %613

613:                                              ; preds = %612
  %614 = load i32, ptr %50, align 4
  %615 = add nsw i32 %614, 1
  store i32 %615, ptr %50, align 4
  br label %595, !llvm.loop !39

616:                                              ; preds = %595
  %617 = getelementptr inbounds [2 x [6 x [6 x i16]]], ptr %47, i64 0, i64 0
  %618 = getelementptr inbounds [6 x [6 x i16]], ptr %617, i64 0, i64 4
  %619 = getelementptr inbounds [6 x i16], ptr %618, i64 0, i64 4
  %620 = load i16, ptr %619, align 8
  %621 = add i16 %620, 1
  store i16 %621, ptr %619, align 8
  %622 = load ptr, ptr @g_251, align 8
  %623 = load ptr, ptr %622, align 8
  %624 = load ptr, ptr @g_251, align 8
  store ptr %623, ptr %624, align 8
  %625 = load volatile ptr, ptr @g_376, align 8
  store ptr %623, ptr %625, align 8
  store i8 0, ptr @g_263, align 1
  br label %626

626:                                              ; preds = %732, %616
  %627 = load i8, ptr @g_263, align 1
  %628 = zext i8 %627 to i32
  %629 = icmp sle i32 %628, 20
  br i1 %629, label %630, label %735

630:                                              ; preds = %626
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %53, ptr align 4 @__const.func_25.l_407, i64 4, i1 false)
  %631 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %632 = getelementptr inbounds [4 x [4 x i32]], ptr %631, i64 0, i64 3
  %633 = getelementptr inbounds [4 x i32], ptr %632, i64 0, i64 3
  store ptr %633, ptr %54, align 8
  %634 = load i32, ptr %13, align 4
  %635 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext -37, i32 noundef %634)
  %636 = icmp ne i8 %635, 0
  br i1 %636, label %637, label %728

637:                                              ; preds = %630
  call void @llvm.memset.p0.i64(ptr align 4 %55, i8 0, i64 4, i1 false)
  store ptr @g_358, ptr %56, align 8
  store ptr @g_401, ptr %57, align 8
  store ptr @g_403, ptr %58, align 8
  store i32 0, ptr %60, align 4
  br label %638

638:                                              ; preds = %645, %637
  %639 = load i32, ptr %60, align 4
  %640 = icmp slt i32 %639, 2
  br i1 %640, label %641, label %648

641:                                              ; preds = %638
  %642 = load i32, ptr %60, align 4
  %643 = sext i32 %642 to i64
  %644 = getelementptr inbounds [2 x ptr], ptr %59, i64 0, i64 %643
  store ptr @g_24, ptr %644, align 8
  br label %645

645:                                              ; preds = %641
  %646 = load i32, ptr %60, align 4
  %647 = add nsw i32 %646, 1
  store i32 %647, ptr %60, align 4
  br label %638, !llvm.loop !40

648:                                              ; preds = %638
  %649 = load i32, ptr %5, align 4
  %650 = load ptr, ptr %16, align 8
  %651 = icmp ne ptr null, %650
  %652 = zext i1 %651 to i32
  %653 = trunc i32 %652 to i16
  %654 = load i64, ptr %4, align 8
  %655 = trunc i64 %654 to i32
  %656 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %653, i32 noundef %655)
  %657 = zext i16 %656 to i32
  %658 = trunc i32 %657 to i8
  %659 = load i64, ptr @g_101, align 8
  %660 = trunc i64 %659 to i8
  %661 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %658, i8 noundef signext %660)
  %662 = sext i8 %661 to i32
  %663 = load ptr, ptr %45, align 8
  %664 = load i32, ptr %663, align 4
  %665 = icmp slt i32 %662, %664
  %666 = zext i1 %665 to i32
  %667 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %666, i32 noundef 0)
  %668 = load i16, ptr @g_398, align 2
  %669 = zext i16 %668 to i32
  %670 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef 0, i32 noundef %669)
  %671 = zext i32 %670 to i64
  %672 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 1
  %673 = load i64, ptr %672, align 8
  %674 = icmp uge i64 %671, %673
  %675 = zext i1 %674 to i32
  %676 = sext i32 %675 to i64
  %677 = load i64, ptr %4, align 8
  %678 = icmp ugt i64 %676, %677
  %679 = zext i1 %678 to i32
  %680 = load i32, ptr %55, align 4
  %681 = or i32 %679, %680
  %682 = icmp ne i32 %681, 0
  br i1 %682, label %684, label %683

683:                                              ; preds = %648
  br label %684

684:                                              ; preds = %683, %648
  %685 = phi i1 [ true, %648 ], [ true, %683 ]
  %686 = zext i1 %685 to i32
  %687 = trunc i32 %686 to i8
  %688 = load ptr, ptr %56, align 8
  store i8 %687, ptr %688, align 1
  %689 = sext i8 %687 to i32
  %690 = load ptr, ptr %57, align 8
  %691 = load i8, ptr %690, align 1
  %692 = sext i8 %691 to i32
  %693 = and i32 %692, %689
  %694 = trunc i32 %693 to i8
  store i8 %694, ptr %690, align 1
  %695 = load i32, ptr %5, align 4
  %696 = trunc i32 %695 to i8
  %697 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %694, i8 noundef signext %696)
  %698 = load ptr, ptr %58, align 8
  store i8 %697, ptr %698, align 1
  %699 = load i64, ptr %4, align 8
  %700 = trunc i64 %699 to i8
  %701 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %697, i8 noundef signext %700)
  %702 = sext i8 %701 to i64
  %703 = icmp slt i64 %702, 0
  %704 = zext i1 %703 to i32
  %705 = load ptr, ptr @g_252, align 8
  store i32 %704, ptr %705, align 4
  %706 = load ptr, ptr @g_251, align 8
  store ptr %9, ptr %706, align 8
  %707 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), align 4
  %708 = sext i32 %707 to i64
  %709 = icmp ult i64 -1725825325798334845, %708
  %710 = zext i1 %709 to i32
  %711 = getelementptr inbounds [2 x ptr], ptr %59, i64 0, i64 1
  store ptr null, ptr %711, align 8
  %712 = load ptr, ptr %16, align 8
  %713 = icmp ne ptr null, %712
  %714 = zext i1 %713 to i32
  %715 = getelementptr inbounds [1 x [3 x ptr]], ptr %48, i64 0, i64 0
  %716 = getelementptr inbounds [3 x ptr], ptr %715, i64 0, i64 2
  %717 = load ptr, ptr %716, align 16
  %718 = icmp ne ptr null, %717
  %719 = zext i1 %718 to i32
  %720 = load i32, ptr %53, align 4
  %721 = icmp ult i32 %719, %720
  %722 = zext i1 %721 to i32
  %723 = trunc i32 %722 to i16
  %724 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %723, i32 noundef 6)
  %725 = sext i16 %724 to i32
  %726 = load ptr, ptr @g_251, align 8
  %727 = load ptr, ptr %726, align 8
  store i32 %725, ptr %727, align 4
  br label %729

728:                                              ; preds = %630
  store i32 74082111, ptr %49, align 4
  br label %729

729:                                              ; preds = %728, %684
  %730 = load ptr, ptr %54, align 8
  %731 = load ptr, ptr @g_251, align 8
  store ptr %730, ptr %731, align 8
  br label %732

732:                                              ; preds = %729
  %733 = load i8, ptr @g_263, align 1
  %734 = add i8 %733, 1
  store i8 %734, ptr @g_263, align 1
  br label %626, !llvm.loop !41

735:                                              ; preds = %626
  store i32 -13, ptr @g_197, align 4
  br label %736

736:                                              ; preds = %791, %735
  %737 = load i32, ptr @g_197, align 4
  %738 = icmp ne i32 %737, 59
  br i1 %738, label %739, label %794

739:                                              ; preds = %736
  store ptr @g_263, ptr %61, align 8
  %740 = load i32, ptr %5, align 4
  %741 = load i32, ptr %9, align 4
  %742 = icmp eq i32 %740, %741
  %743 = zext i1 %742 to i32
  %744 = sext i32 %743 to i64
  %745 = or i64 %744, 57
  %746 = load volatile i136, ptr @g_78, align 1
  %747 = shl i136 %746, 49
  %748 = ashr i136 %747, 116
  %749 = trunc i136 %748 to i32
  %750 = sext i32 %749 to i64
  %751 = load i64, ptr %4, align 8
  %752 = icmp ne i64 %750, %751
  %753 = zext i1 %752 to i32
  %754 = sext i32 %753 to i64
  %755 = load i64, ptr %17, align 8
  %756 = icmp slt i64 %754, %755
  %757 = zext i1 %756 to i32
  %758 = sext i32 %757 to i64
  %759 = load i64, ptr %4, align 8
  %760 = xor i64 %758, %759
  %761 = getelementptr inbounds [6 x [4 x [4 x i32]]], ptr %10, i64 0, i64 5
  %762 = getelementptr inbounds [4 x [4 x i32]], ptr %761, i64 0, i64 1
  %763 = getelementptr inbounds [4 x i32], ptr %762, i64 0, i64 3
  %764 = load i32, ptr %763, align 4
  %765 = sext i32 %764 to i64
  %766 = icmp ule i64 %760, %765
  %767 = zext i1 %766 to i32
  %768 = load ptr, ptr @g_252, align 8
  %769 = load i32, ptr %768, align 4
  %770 = sext i32 %769 to i64
  %771 = or i64 -1, %770
  %772 = trunc i64 %771 to i16
  %773 = load i32, ptr getelementptr inbounds ([3 x [1 x i32]], ptr @g_420, i64 0, i64 2), align 4
  %774 = trunc i32 %773 to i16
  %775 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %772, i16 noundef signext %774)
  %776 = sext i16 %775 to i64
  %777 = icmp sgt i64 %745, %776
  %778 = zext i1 %777 to i32
  %779 = trunc i32 %778 to i8
  %780 = load ptr, ptr %61, align 8
  store i8 %779, ptr %780, align 1
  %781 = load i32, ptr %18, align 4
  %782 = trunc i32 %781 to i8
  %783 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %779, i8 noundef zeroext %782)
  %784 = zext i8 %783 to i16
  %785 = load i32, ptr @g_85, align 4
  %786 = trunc i32 %785 to i16
  %787 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %784, i16 noundef signext %786)
  %788 = sext i16 %787 to i32
  %789 = load i32, ptr %12, align 4
  %790 = or i32 %789, %788
  store i32 %790, ptr %12, align 4
  br label %791

791:                                              ; preds = %739
  %792 = load i32, ptr @g_197, align 4
  %793 = add i32 %792, 1
  store i32 %793, ptr @g_197, align 4
  br label %736, !llvm.loop !42

794:                                              ; preds = %736
  br label %795

795:                                              ; preds = %794, %365
  %796 = load i32, ptr %12, align 4
  %797 = sext i32 %796 to i64
  store i64 %797, ptr %3, align 8
  br label %798

798:                                              ; preds = %795, %307
  %799 = load i64, ptr %3, align 8
  ret i64 %799
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1
  %9 = zext i8 %8 to i32
  %10 = load i32, ptr %4, align 4
  %11 = ashr i32 255, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i8, ptr %3, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i8
  ret i8 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_32(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [5 x [2 x [2 x i16]]], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca [4 x [6 x i32]], align 16
  %15 = alloca i16, align 2
  %16 = alloca [1 x [2 x %union.U2]], align 4
  %17 = alloca i64, align 8
  %18 = alloca [2 x ptr], align 16
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i16, align 2
  %30 = alloca [5 x [4 x [6 x i32]]], align 16
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca [3 x ptr], align 16
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca [4 x [6 x ptr]], align 16
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca [2 x ptr], align 16
  %42 = alloca [6 x ptr], align 16
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i8, align 1
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i8, align 1
  %52 = alloca [3 x [3 x [5 x i16]]], align 16
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca %struct.S0, align 1
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca [5 x ptr], align 16
  %70 = alloca i16, align 2
  %71 = alloca i32, align 4
  %72 = alloca %union.U2, align 4
  %73 = alloca i8, align 1
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca [6 x ptr], align 16
  %81 = alloca i32, align 4
  %82 = alloca %struct.S0, align 1
  %83 = alloca i16, align 2
  %84 = alloca i32, align 4
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca [3 x [6 x ptr]], align 16
  %92 = alloca ptr, align 8
  %93 = alloca %union.U1, align 4
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca %union.U2, align 4
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca ptr, align 8
  %101 = alloca [2 x ptr], align 16
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca ptr, align 8
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca [5 x i32], align 16
  %108 = alloca [1 x ptr], align 8
  %109 = alloca i32, align 4
  %110 = alloca ptr, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca [4 x [5 x i32]], align 16
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca [5 x ptr], align 16
  %128 = alloca i32, align 4
  %129 = alloca ptr, align 8
  %130 = alloca [3 x ptr], align 16
  %131 = alloca i32, align 4
  %132 = alloca i16, align 2
  %133 = alloca ptr, align 8
  %134 = alloca [5 x [1 x [4 x ptr]]], align 16
  %135 = alloca i32, align 4
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca ptr, align 8
  %140 = alloca [3 x [4 x [2 x ptr]]], align 16
  %141 = alloca i32, align 4
  %142 = alloca i32, align 4
  %143 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %4, align 8
  store ptr null, ptr %5, align 8
  store ptr %4, ptr %6, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %7, align 8
  store ptr %7, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.func_32.l_83, i64 40, i1 false)
  store i32 1, ptr %10, align 4
  store i32 1638877010, ptr %11, align 4
  store i32 0, ptr %12, align 4
  store i8 1, ptr %13, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.func_32.l_129, i64 96, i1 false)
  store i16 9, ptr %15, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 @__const.func_32.l_176, i64 8, i1 false)
  store i64 -1, ptr %17, align 8
  %144 = getelementptr inbounds [2 x ptr], ptr %18, i64 0, i64 0
  store ptr %144, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %145

145:                                              ; preds = %152, %1
  %146 = load i32, ptr %20, align 4
  %147 = icmp slt i32 %146, 2
  br i1 %147, label %148, label %155

148:                                              ; preds = %145
  %149 = load i32, ptr %20, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [2 x ptr], ptr %18, i64 0, i64 %150
  store ptr null, ptr %151, align 8
  br label %152

152:                                              ; preds = %148
  %153 = load i32, ptr %20, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %20, align 4
  br label %145, !llvm.loop !43

155:                                              ; preds = %145
  %156 = load i8, ptr %3, align 1
  %157 = load ptr, ptr %4, align 8
  %158 = load ptr, ptr %6, align 8
  store ptr %157, ptr %158, align 8
  %159 = load ptr, ptr %8, align 8
  store ptr %157, ptr %159, align 8
  store i32 0, ptr @g_24, align 4
  br label %160

160:                                              ; preds = %506, %155
  %161 = load i32, ptr @g_24, align 4
  %162 = icmp ule i32 %161, 3
  br i1 %162, label %163, label %509

163:                                              ; preds = %160
  store i64 -9, ptr %23, align 8
  store i32 -1365994453, ptr %24, align 4
  store i32 818144282, ptr %25, align 4
  store i32 1, ptr %26, align 4
  store i32 -2, ptr %27, align 4
  store i32 -1, ptr %28, align 4
  store i16 -32472, ptr %29, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %30, ptr align 16 @__const.func_32.l_127, i64 480, i1 false)
  store ptr null, ptr %31, align 8
  store i8 3, ptr %3, align 1
  br label %164

164:                                              ; preds = %490, %163
  %165 = load i8, ptr %3, align 1
  %166 = sext i8 %165 to i32
  %167 = icmp sge i32 %166, 0
  br i1 %167, label %168, label %495

168:                                              ; preds = %164
  store ptr getelementptr inbounds ([4 x i64], ptr @g_94, i64 0, i64 2), ptr %36, align 8
  store ptr null, ptr %37, align 8
  store ptr null, ptr %38, align 8
  %169 = getelementptr inbounds ptr, ptr %38, i64 1
  store ptr null, ptr %169, align 8
  %170 = getelementptr inbounds ptr, ptr %38, i64 2
  %171 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 2
  %172 = getelementptr inbounds [2 x [2 x i16]], ptr %171, i64 0, i64 0
  %173 = getelementptr inbounds [2 x i16], ptr %172, i64 0, i64 1
  store ptr %173, ptr %170, align 8
  %174 = getelementptr inbounds ptr, ptr %38, i64 3
  %175 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 0
  %176 = getelementptr inbounds [2 x [2 x i16]], ptr %175, i64 0, i64 0
  %177 = getelementptr inbounds [2 x i16], ptr %176, i64 0, i64 1
  store ptr %177, ptr %174, align 8
  %178 = getelementptr inbounds ptr, ptr %38, i64 4
  store ptr null, ptr %178, align 8
  %179 = getelementptr inbounds ptr, ptr %38, i64 5
  store ptr null, ptr %179, align 8
  %180 = getelementptr inbounds [6 x ptr], ptr %38, i64 1
  %181 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 1
  %182 = getelementptr inbounds [2 x [2 x i16]], ptr %181, i64 0, i64 0
  %183 = getelementptr inbounds [2 x i16], ptr %182, i64 0, i64 1
  store ptr %183, ptr %180, align 8
  %184 = getelementptr inbounds ptr, ptr %180, i64 1
  %185 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 2
  %186 = getelementptr inbounds [2 x [2 x i16]], ptr %185, i64 0, i64 0
  %187 = getelementptr inbounds [2 x i16], ptr %186, i64 0, i64 1
  store ptr %187, ptr %184, align 8
  %188 = getelementptr inbounds ptr, ptr %180, i64 2
  store ptr null, ptr %188, align 8
  %189 = getelementptr inbounds ptr, ptr %180, i64 3
  store ptr null, ptr %189, align 8
  %190 = getelementptr inbounds ptr, ptr %180, i64 4
  store ptr null, ptr %190, align 8
  %191 = getelementptr inbounds ptr, ptr %180, i64 5
  %192 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 2
  %193 = getelementptr inbounds [2 x [2 x i16]], ptr %192, i64 0, i64 0
  %194 = getelementptr inbounds [2 x i16], ptr %193, i64 0, i64 1
  store ptr %194, ptr %191, align 8
  %195 = getelementptr inbounds [6 x ptr], ptr %38, i64 2
  %196 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 0
  %197 = getelementptr inbounds [2 x [2 x i16]], ptr %196, i64 0, i64 0
  %198 = getelementptr inbounds [2 x i16], ptr %197, i64 0, i64 1
  store ptr %198, ptr %195, align 8
  %199 = getelementptr inbounds ptr, ptr %195, i64 1
  %200 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 1
  %201 = getelementptr inbounds [2 x [2 x i16]], ptr %200, i64 0, i64 0
  %202 = getelementptr inbounds [2 x i16], ptr %201, i64 0, i64 1
  store ptr %202, ptr %199, align 8
  %203 = getelementptr inbounds ptr, ptr %195, i64 2
  store ptr null, ptr %203, align 8
  %204 = getelementptr inbounds ptr, ptr %195, i64 3
  %205 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 4
  %206 = getelementptr inbounds [2 x [2 x i16]], ptr %205, i64 0, i64 1
  %207 = getelementptr inbounds [2 x i16], ptr %206, i64 0, i64 1
  store ptr %207, ptr %204, align 8
  %208 = getelementptr inbounds ptr, ptr %195, i64 4
  store ptr null, ptr %208, align 8
  %209 = getelementptr inbounds ptr, ptr %195, i64 5
  store ptr null, ptr %209, align 8
  %210 = getelementptr inbounds [6 x ptr], ptr %38, i64 3
  store ptr null, ptr %210, align 8
  %211 = getelementptr inbounds ptr, ptr %210, i64 1
  %212 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 4
  %213 = getelementptr inbounds [2 x [2 x i16]], ptr %212, i64 0, i64 1
  %214 = getelementptr inbounds [2 x i16], ptr %213, i64 0, i64 1
  store ptr %214, ptr %211, align 8
  %215 = getelementptr inbounds ptr, ptr %210, i64 2
  %216 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 2
  %217 = getelementptr inbounds [2 x [2 x i16]], ptr %216, i64 0, i64 0
  %218 = getelementptr inbounds [2 x i16], ptr %217, i64 0, i64 1
  store ptr %218, ptr %215, align 8
  %219 = getelementptr inbounds ptr, ptr %210, i64 3
  %220 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 2
  %221 = getelementptr inbounds [2 x [2 x i16]], ptr %220, i64 0, i64 0
  %222 = getelementptr inbounds [2 x i16], ptr %221, i64 0, i64 1
  store ptr %222, ptr %219, align 8
  %223 = getelementptr inbounds ptr, ptr %210, i64 4
  %224 = getelementptr inbounds [5 x [2 x [2 x i16]]], ptr %9, i64 0, i64 4
  %225 = getelementptr inbounds [2 x [2 x i16]], ptr %224, i64 0, i64 1
  %226 = getelementptr inbounds [2 x i16], ptr %225, i64 0, i64 1
  store ptr %226, ptr %223, align 8
  %227 = getelementptr inbounds ptr, ptr %210, i64 5
  store ptr null, ptr %227, align 8
  store ptr %23, ptr %39, align 8
  store ptr null, ptr %40, align 8
  store i32 8, ptr %43, align 4
  store i32 1, ptr %44, align 4
  store i32 -1846875795, ptr %45, align 4
  store i8 -113, ptr %46, align 1
  store i32 1, ptr %47, align 4
  store i32 1052868632, ptr %48, align 4
  store i32 -6, ptr %49, align 4
  store i32 -1619958169, ptr %50, align 4
  store i8 18, ptr %51, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %52, ptr align 16 @__const.func_32.l_154, i64 90, i1 false)
  store ptr null, ptr %53, align 8
  store ptr null, ptr %54, align 8
  store i32 0, ptr %55, align 4
  br label %228

228:                                              ; preds = %235, %168
  %229 = load i32, ptr %55, align 4
  %230 = icmp slt i32 %229, 3
  br i1 %230, label %231, label %238

231:                                              ; preds = %228
  %232 = load i32, ptr %55, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [3 x ptr], ptr %35, i64 0, i64 %233
  store ptr @g_85, ptr %234, align 8
  br label %235

235:                                              ; preds = %231
  %236 = load i32, ptr %55, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %55, align 4
  br label %228, !llvm.loop !44

238:                                              ; preds = %228
  store i32 0, ptr %55, align 4
  br label %239

239:                                              ; preds = %246, %238
  %240 = load i32, ptr %55, align 4
  %241 = icmp slt i32 %240, 2
  br i1 %241, label %242, label %249

242:                                              ; preds = %239
  %243 = load i32, ptr %55, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [2 x ptr], ptr %41, i64 0, i64 %244
  store ptr @g_101, ptr %245, align 8
  br label %246

246:                                              ; preds = %242
  %247 = load i32, ptr %55, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %55, align 4
  br label %239, !llvm.loop !45

249:                                              ; preds = %239
  store i32 0, ptr %55, align 4
  br label %250

250:                                              ; preds = %257, %249
  %251 = load i32, ptr %55, align 4
  %252 = icmp slt i32 %251, 6
  br i1 %252, label %253, label %260

253:                                              ; preds = %250
  %254 = load i32, ptr %55, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [6 x ptr], ptr %42, i64 0, i64 %255
  store ptr null, ptr %256, align 8
  br label %257

257:                                              ; preds = %253
  %258 = load i32, ptr %55, align 4
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %55, align 4
  br label %250, !llvm.loop !46

260:                                              ; preds = %250
  store i32 0, ptr @g_64, align 4
  br label %261

261:                                              ; preds = %273, %260
  %262 = load i32, ptr @g_64, align 4
  %263 = icmp sle i32 %262, 3
  br i1 %263, label %264, label %276

264:                                              ; preds = %261
  %265 = load ptr, ptr %6, align 8
  store ptr null, ptr %265, align 8
  %266 = load i8, ptr %3, align 1
  %267 = sext i8 %266 to i64
  %268 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %267
  %269 = load i32, ptr %268, align 4
  %270 = icmp ne i32 %269, 0
  br i1 %270, label %271, label %272

271:                                              ; preds = %264
  br label %273

272:                                              ; preds = %264
  br label %273

273:                                              ; preds = %272, %271
  %274 = load i32, ptr @g_64, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr @g_64, align 4
  br label %261, !llvm.loop !47

276:                                              ; preds = %261
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr align 1 @g_78, i64 19, i1 true)
  %277 = load i32, ptr @g_85, align 4
  %278 = add i32 %277, -1
  store i32 %278, ptr @g_85, align 4
  %279 = load i32, ptr @g_24, align 4
  %280 = zext i32 %279 to i64
  %281 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4
  %283 = or i32 %277, %282
  %284 = load i32, ptr @g_64, align 4
  %285 = load volatile i136, ptr @g_78, align 1
  %286 = shl i136 %285, 69
  %287 = ashr i136 %286, 128
  %288 = trunc i136 %287 to i32
  %289 = sext i32 %288 to i64
  %290 = icmp eq i64 %289, -4872189227435176747
  %291 = zext i1 %290 to i32
  %292 = trunc i32 %291 to i16
  %293 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), align 4
  %294 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %292, i32 noundef %293)
  %295 = sext i16 %294 to i64
  %296 = icmp slt i64 %295, -1
  %297 = zext i1 %296 to i32
  %298 = load i8, ptr %3, align 1
  %299 = sext i8 %298 to i32
  %300 = icmp ne i32 %297, %299
  %301 = zext i1 %300 to i32
  %302 = sext i32 %301 to i64
  %303 = load ptr, ptr %36, align 8
  %304 = load i64, ptr %303, align 8
  %305 = or i64 %304, %302
  store i64 %305, ptr %303, align 8
  %306 = load i8, ptr %3, align 1
  %307 = sext i8 %306 to i64
  %308 = icmp ult i64 %305, %307
  %309 = zext i1 %308 to i32
  store i32 %309, ptr %24, align 4
  br i1 %308, label %310, label %314

310:                                              ; preds = %276
  %311 = load ptr, ptr %7, align 8
  %312 = load i32, ptr %311, align 4
  %313 = icmp ne i32 %312, 0
  br label %314

314:                                              ; preds = %310, %276
  %315 = phi i1 [ false, %276 ], [ %313, %310 ]
  %316 = zext i1 %315 to i32
  %317 = sext i32 %316 to i64
  %318 = icmp slt i64 %317, 10
  %319 = zext i1 %318 to i32
  %320 = icmp sgt i32 %284, %319
  %321 = zext i1 %320 to i32
  %322 = icmp uge i32 %283, %321
  %323 = zext i1 %322 to i32
  %324 = sext i32 %323 to i64
  %325 = load ptr, ptr %39, align 8
  store i64 %324, ptr %325, align 8
  %326 = load i32, ptr %25, align 4
  %327 = sext i32 %326 to i64
  %328 = and i64 %327, %324
  %329 = trunc i64 %328 to i32
  store i32 %329, ptr %25, align 4
  %330 = icmp ne i32 %329, 0
  br i1 %330, label %332, label %331

331:                                              ; preds = %314
  br label %332

332:                                              ; preds = %331, %314
  %333 = phi i1 [ true, %314 ], [ true, %331 ]
  %334 = zext i1 %333 to i32
  %335 = trunc i32 %334 to i8
  %336 = load i32, ptr @g_24, align 4
  %337 = zext i32 %336 to i64
  %338 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %337
  %339 = load i32, ptr %338, align 4
  %340 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %335, i32 noundef %339)
  %341 = sext i8 %340 to i16
  %342 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %341, i16 noundef signext 1)
  %343 = sext i16 %342 to i64
  %344 = icmp slt i64 667421823, %343
  %345 = zext i1 %344 to i32
  %346 = load i32, ptr @g_24, align 4
  %347 = zext i32 %346 to i64
  %348 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %347
  store i32 %345, ptr %348, align 4
  br i1 %344, label %353, label %349

349:                                              ; preds = %332
  %350 = load i8, ptr %3, align 1
  %351 = sext i8 %350 to i32
  %352 = icmp ne i32 %351, 0
  br label %353

353:                                              ; preds = %349, %332
  %354 = phi i1 [ true, %332 ], [ %352, %349 ]
  %355 = zext i1 %354 to i32
  %356 = trunc i32 %355 to i8
  %357 = load i8, ptr %3, align 1
  %358 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %356, i8 noundef zeroext %357)
  %359 = zext i8 %358 to i64
  %360 = icmp sge i64 %359, 0
  %361 = zext i1 %360 to i32
  %362 = load i8, ptr %3, align 1
  %363 = sext i8 %362 to i32
  %364 = icmp eq i32 %361, %363
  %365 = zext i1 %364 to i32
  %366 = trunc i32 %365 to i8
  %367 = load i32, ptr %26, align 4
  %368 = trunc i32 %367 to i8
  %369 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %366, i8 noundef zeroext %368)
  %370 = zext i8 %369 to i64
  %371 = icmp sgt i64 %370, 9369
  %372 = zext i1 %371 to i32
  %373 = trunc i32 %372 to i16
  %374 = load i32, ptr @g_24, align 4
  %375 = trunc i32 %374 to i16
  %376 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %373, i16 noundef signext %375)
  %377 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %376, i16 noundef zeroext -1)
  %378 = zext i16 %377 to i64
  %379 = icmp sge i64 %378, 1
  %380 = xor i1 %379, true
  %381 = zext i1 %380 to i32
  %382 = trunc i32 %381 to i16
  %383 = load i32, ptr @g_24, align 4
  %384 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %382, i32 noundef %383)
  %385 = icmp ne i16 %384, 0
  br i1 %385, label %386, label %428

386:                                              ; preds = %353
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %60, align 8
  %387 = load i32, ptr @g_24, align 4
  %388 = zext i32 %387 to i64
  %389 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %388
  store ptr %389, ptr %61, align 8
  store ptr @g_64, ptr %62, align 8
  store ptr null, ptr %63, align 8
  %390 = load i32, ptr @g_24, align 4
  %391 = zext i32 %390 to i64
  %392 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %391
  store ptr %392, ptr %64, align 8
  store ptr %25, ptr %65, align 8
  %393 = load i32, ptr @g_24, align 4
  %394 = zext i32 %393 to i64
  %395 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %394
  store ptr %395, ptr %66, align 8
  store ptr %24, ptr %67, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %68, align 8
  store i16 -32671, ptr %70, align 2
  store i32 0, ptr %71, align 4
  br label %396

396:                                              ; preds = %403, %386
  %397 = load i32, ptr %71, align 4
  %398 = icmp slt i32 %397, 5
  br i1 %398, label %399, label %406

399:                                              ; preds = %396
  %400 = load i32, ptr %71, align 4
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds [5 x ptr], ptr %69, i64 0, i64 %401
  store ptr %24, ptr %402, align 8
  br label %403

403:                                              ; preds = %399
  %404 = load i32, ptr %71, align 4
  %405 = add nsw i32 %404, 1
  store i32 %405, ptr %71, align 4
  br label %396, !llvm.loop !48

406:                                              ; preds = %396
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %72, ptr align 4 @g_104, i64 4, i1 true)
  %407 = getelementptr inbounds [6 x ptr], ptr %42, i64 0, i64 3
  %408 = load ptr, ptr %407, align 8
  %409 = icmp eq ptr null, %408
  br i1 %409, label %410, label %412

410:                                              ; preds = %406
  %411 = icmp eq ptr null, %4
  br label %412

412:                                              ; preds = %410, %406
  %413 = phi i1 [ false, %406 ], [ %411, %410 ]
  %414 = zext i1 %413 to i32
  %415 = sext i32 %414 to i64
  %416 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %415, i64 noundef -3121601656039097241)
  %417 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @g_94, i64 0, i64 2), align 16
  %418 = icmp ugt i64 %416, %417
  %419 = zext i1 %418 to i32
  %420 = sext i32 %419 to i64
  %421 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @g_94, i64 0, i64 2), align 16
  %422 = icmp ugt i64 %420, %421
  %423 = zext i1 %422 to i32
  %424 = load ptr, ptr %8, align 8
  %425 = load ptr, ptr %424, align 8
  store i32 %423, ptr %425, align 4
  %426 = load i8, ptr %51, align 1
  %427 = add i8 %426, -1
  store i8 %427, ptr %51, align 1
  br label %481

428:                                              ; preds = %353
  store i8 -11, ptr %73, align 1
  store ptr null, ptr %74, align 8
  store ptr %46, ptr %75, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), ptr %76, align 8
  store ptr %44, ptr %77, align 8
  store ptr %50, ptr %78, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %79, align 8
  store i32 0, ptr %81, align 4
  br label %429

429:                                              ; preds = %439, %428
  %430 = load i32, ptr %81, align 4
  %431 = icmp slt i32 %430, 6
  br i1 %431, label %432, label %442

432:                                              ; preds = %429
  %433 = getelementptr inbounds [5 x [4 x [6 x i32]]], ptr %30, i64 0, i64 3
  %434 = getelementptr inbounds [4 x [6 x i32]], ptr %433, i64 0, i64 2
  %435 = getelementptr inbounds [6 x i32], ptr %434, i64 0, i64 1
  %436 = load i32, ptr %81, align 4
  %437 = sext i32 %436 to i64
  %438 = getelementptr inbounds [6 x ptr], ptr %80, i64 0, i64 %437
  store ptr %435, ptr %438, align 8
  br label %439

439:                                              ; preds = %432
  %440 = load i32, ptr %81, align 4
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr %81, align 4
  br label %429, !llvm.loop !49

442:                                              ; preds = %429
  %443 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), align 4
  %444 = sext i32 %443 to i64
  %445 = icmp sgt i64 %444, 82
  %446 = zext i1 %445 to i32
  %447 = sext i32 %446 to i64
  %448 = load i8, ptr %73, align 1
  %449 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %448, i32 noundef 5)
  %450 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), align 4
  %451 = sext i32 %450 to i64
  %452 = icmp sle i64 3369933056876775347, %451
  %453 = zext i1 %452 to i32
  %454 = trunc i32 %453 to i8
  %455 = load ptr, ptr %75, align 8
  store i8 %454, ptr %455, align 1
  %456 = sext i8 %454 to i32
  %457 = xor i32 %456, -1
  %458 = load i8, ptr %3, align 1
  %459 = sext i8 %458 to i32
  %460 = icmp sle i32 %457, %459
  %461 = zext i1 %460 to i32
  %462 = sext i32 %461 to i64
  %463 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %447, i64 noundef %462)
  %464 = trunc i64 %463 to i8
  %465 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %464, i32 noundef 4)
  %466 = sext i8 %465 to i32
  %467 = load volatile i32, ptr @g_63, align 4
  %468 = or i32 %467, %466
  store volatile i32 %468, ptr @g_63, align 4
  %469 = load volatile i136, ptr @g_78, align 1
  %470 = shl i136 %469, 77
  %471 = ashr i136 %470, 106
  %472 = trunc i136 %471 to i32
  %473 = icmp ne i32 %472, 0
  br i1 %473, label %474, label %475

474:                                              ; preds = %442
  br label %495

475:                                              ; preds = %442
  %476 = getelementptr inbounds [3 x [3 x [5 x i16]]], ptr %52, i64 0, i64 1
  %477 = getelementptr inbounds [3 x [5 x i16]], ptr %476, i64 0, i64 1
  %478 = getelementptr inbounds [5 x i16], ptr %477, i64 0, i64 4
  %479 = load i16, ptr %478, align 2
  %480 = add i16 %479, -1
  store i16 %480, ptr %478, align 2
  br label %481

481:                                              ; preds = %475, %412
  %482 = load volatile i136, ptr @g_78, align 1
  %483 = shl i136 %482, 77
  %484 = ashr i136 %483, 106
  %485 = trunc i136 %484 to i32
  %486 = icmp ne i32 %485, 0
  br i1 %486, label %487, label %488

487:                                              ; preds = %481
  br label %495

488:                                              ; preds = %481
  %489 = load ptr, ptr %53, align 8
  store ptr %489, ptr %31, align 8
  br label %490

490:                                              ; preds = %488
  %491 = load i8, ptr %3, align 1
  %492 = sext i8 %491 to i32
  %493 = sub nsw i32 %492, 1
  %494 = trunc i32 %493 to i8
  store i8 %494, ptr %3, align 1
  br label %164, !llvm.loop !50

495:                                              ; preds = %487, %474, %164
  %496 = load i32, ptr @g_24, align 4
  %497 = zext i32 %496 to i64
  %498 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %497
  store i32 1779059541, ptr %498, align 4
  %499 = load i32, ptr @g_24, align 4
  %500 = zext i32 %499 to i64
  %501 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %500
  %502 = load i32, ptr %501, align 4
  %503 = sext i32 %502 to i64
  %504 = xor i64 %503, 0
  %505 = trunc i64 %504 to i32
  store i32 %505, ptr %501, align 4
  br label %506

506:                                              ; preds = %495
  %507 = load i32, ptr @g_24, align 4
  %508 = add i32 %507, 1
  store i32 %508, ptr @g_24, align 4
  br label %160, !llvm.loop !51

509:                                              ; preds = %160
  %510 = load i16, ptr %15, align 2
  %511 = add i16 %510, -1
  store i16 %511, ptr %15, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %82, ptr align 1 @g_78, i64 19, i1 true)
  %512 = load i8, ptr %3, align 1
  %513 = sext i8 %512 to i64
  %514 = getelementptr inbounds [1 x [2 x %union.U2]], ptr %16, i64 0, i64 0
  %515 = getelementptr inbounds [2 x %union.U2], ptr %514, i64 0, i64 0
  %516 = load i64, ptr @g_101, align 8
  %517 = trunc i64 %516 to i16
  %518 = load i8, ptr %3, align 1
  %519 = sext i8 %518 to i16
  %520 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %517, i16 noundef signext %519)
  %521 = sext i16 %520 to i32
  %522 = load ptr, ptr %8, align 8
  %523 = load ptr, ptr %522, align 8
  %524 = load i32, ptr %523, align 4
  %525 = icmp sle i32 %521, %524
  %526 = zext i1 %525 to i32
  %527 = sext i32 %526 to i64
  %528 = load ptr, ptr %7, align 8
  %529 = load i32, ptr %528, align 4
  %530 = sext i32 %529 to i64
  %531 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %527, i64 noundef %530)
  %532 = load i64, ptr %17, align 8
  %533 = trunc i64 %532 to i8
  %534 = load i8, ptr %3, align 1
  %535 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %533, i8 noundef zeroext %534)
  %536 = zext i8 %535 to i32
  %537 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), align 4
  %538 = icmp eq i32 %536, %537
  %539 = zext i1 %538 to i32
  %540 = icmp ne ptr %3, null
  %541 = zext i1 %540 to i32
  %542 = trunc i32 %541 to i16
  %543 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @g_94, i64 0, i64 2), align 16
  %544 = trunc i64 %543 to i32
  %545 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %542, i32 noundef %544)
  %546 = zext i16 %545 to i64
  %547 = load i8, ptr %3, align 1
  %548 = sext i8 %547 to i64
  %549 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %546, i64 noundef %548)
  %550 = load i8, ptr %3, align 1
  %551 = sext i8 %550 to i64
  %552 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %549, i64 noundef %551)
  %553 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %513, i64 noundef %552)
  %554 = trunc i64 %553 to i8
  %555 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), align 4
  %556 = trunc i32 %555 to i8
  %557 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %554, i8 noundef zeroext %556)
  %558 = icmp ne i8 %557, 0
  br i1 %558, label %559, label %580

559:                                              ; preds = %509
  store i16 9281, ptr %83, align 2
  %560 = load i64, ptr @g_101, align 8
  %561 = trunc i64 %560 to i32
  %562 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef 1, i32 noundef %561)
  %563 = sext i32 %562 to i64
  %564 = icmp eq i64 -7, %563
  %565 = zext i1 %564 to i32
  %566 = icmp sge i32 %565, 0
  %567 = zext i1 %566 to i32
  %568 = trunc i32 %567 to i8
  %569 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %568, i8 noundef signext -4)
  %570 = sext i8 %569 to i16
  %571 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %570, i16 noundef signext 9281)
  %572 = sext i16 %571 to i32
  %573 = load ptr, ptr %8, align 8
  %574 = load ptr, ptr %573, align 8
  %575 = load i32, ptr %574, align 4
  %576 = xor i32 %575, %572
  store i32 %576, ptr %574, align 4
  %577 = load ptr, ptr %7, align 8
  %578 = load i32, ptr %577, align 4
  %579 = trunc i32 %578 to i8
  store i8 %579, ptr %2, align 1
  br label %948

580:                                              ; preds = %509
  store i32 -23833420, ptr %84, align 4
  store ptr null, ptr %85, align 8
  %581 = getelementptr inbounds [1 x [2 x %union.U2]], ptr %16, i64 0, i64 0
  %582 = getelementptr inbounds [2 x %union.U2], ptr %581, i64 0, i64 1
  store ptr %582, ptr %86, align 8
  store i32 0, ptr %87, align 4
  store ptr null, ptr %88, align 8
  store ptr null, ptr %89, align 8
  store ptr @g_85, ptr %90, align 8
  store ptr @g_229, ptr %92, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %93, ptr align 4 @__const.func_32.l_296, i64 4, i1 false)
  store i32 0, ptr %94, align 4
  br label %583

583:                                              ; preds = %601, %580
  %584 = load i32, ptr %94, align 4
  %585 = icmp slt i32 %584, 3
  br i1 %585, label %586, label %604

586:                                              ; preds = %583
  store i32 0, ptr %95, align 4
  br label %587

587:                                              ; preds = %597, %586
  %588 = load i32, ptr %95, align 4
  %589 = icmp slt i32 %588, 6
  br i1 %589, label %590, label %600

590:                                              ; preds = %587
  %591 = load i32, ptr %94, align 4
  %592 = sext i32 %591 to i64
  %593 = getelementptr inbounds [3 x [6 x ptr]], ptr %91, i64 0, i64 %592
  %594 = load i32, ptr %95, align 4
  %595 = sext i32 %594 to i64
  %596 = getelementptr inbounds [6 x ptr], ptr %593, i64 0, i64 %595
  store ptr @g_263, ptr %596, align 8
  br label %597

597:                                              ; preds = %590
  %598 = load i32, ptr %95, align 4
  %599 = add nsw i32 %598, 1
  store i32 %599, ptr %95, align 4
  br label %587, !llvm.loop !52

600:                                              ; preds = %587
  br label %601

601:                                              ; preds = %600
  %602 = load i32, ptr %94, align 4
  %603 = add nsw i32 %602, 1
  store i32 %603, ptr %94, align 4
  br label %583, !llvm.loop !53

604:                                              ; preds = %583
  %605 = load i8, ptr %3, align 1
  %606 = icmp ne i8 %605, 0
  br i1 %606, label %607, label %682

607:                                              ; preds = %604
  call void @llvm.memset.p0.i64(ptr align 4 %96, i8 0, i64 4, i1 false)
  store i32 941583701, ptr %97, align 4
  store i32 -459547543, ptr %98, align 4
  store i32 -1373960885, ptr %99, align 4
  store ptr null, ptr %100, align 8
  store ptr %4, ptr %102, align 8
  store i32 0, ptr %103, align 4
  br label %608

608:                                              ; preds = %615, %607
  %609 = load i32, ptr %103, align 4
  %610 = icmp slt i32 %609, 2
  br i1 %610, label %611, label %618

611:                                              ; preds = %608
  %612 = load i32, ptr %103, align 4
  %613 = sext i32 %612 to i64
  %614 = getelementptr inbounds [2 x ptr], ptr %101, i64 0, i64 %613
  store ptr %4, ptr %614, align 8
  br label %615

615:                                              ; preds = %611
  %616 = load i32, ptr %103, align 4
  %617 = add nsw i32 %616, 1
  store i32 %617, ptr %103, align 4
  br label %608, !llvm.loop !54

618:                                              ; preds = %608
  %619 = load i8, ptr %3, align 1
  %620 = sext i8 %619 to i32
  %621 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @g_192, i64 0, i64 1), align 8
  %622 = icmp eq ptr %621, null
  %623 = zext i1 %622 to i32
  %624 = sext i32 %623 to i64
  %625 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 3), align 4
  %626 = sext i32 %625 to i64
  %627 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef 941583701, i64 noundef %626)
  %628 = load i32, ptr @g_197, align 4
  %629 = zext i32 %628 to i64
  %630 = or i64 %627, %629
  %631 = icmp eq i64 %624, %630
  %632 = zext i1 %631 to i32
  %633 = sext i32 %632 to i64
  %634 = icmp sle i64 %633, 50510
  %635 = zext i1 %634 to i32
  %636 = load volatile i32, ptr @g_63, align 4
  %637 = trunc i32 %636 to i8
  %638 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %637, i32 noundef 1)
  %639 = sext i8 %638 to i32
  %640 = icmp sge i32 %620, %639
  %641 = zext i1 %640 to i32
  %642 = load i32, ptr %98, align 4
  %643 = xor i32 %642, %641
  store i32 %643, ptr %98, align 4
  %644 = load volatile ptr, ptr @g_201, align 8
  %645 = icmp eq ptr %3, %644
  %646 = zext i1 %645 to i32
  %647 = load i16, ptr getelementptr inbounds ([5 x i16], ptr @g_193, i64 0, i64 4), align 2
  %648 = sext i16 %647 to i32
  %649 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %646, i32 noundef %648)
  %650 = zext i32 %649 to i64
  %651 = icmp sge i64 10475, %650
  br i1 %651, label %652, label %653

652:                                              ; preds = %618
  store ptr @g_62, ptr %104, align 8
  store ptr @g_63, ptr %104, align 8
  br label %671

653:                                              ; preds = %618
  store ptr %10, ptr %105, align 8
  store ptr %12, ptr %106, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %107, ptr align 16 @__const.func_32.l_205, i64 20, i1 false)
  store i32 0, ptr %109, align 4
  br label %654

654:                                              ; preds = %663, %653
  %655 = load i32, ptr %109, align 4
  %656 = icmp slt i32 %655, 1
  br i1 %656, label %657, label %666

657:                                              ; preds = %654
  %658 = getelementptr inbounds [4 x [6 x i32]], ptr %14, i64 0, i64 0
  %659 = getelementptr inbounds [6 x i32], ptr %658, i64 0, i64 1
  %660 = load i32, ptr %109, align 4
  %661 = sext i32 %660 to i64
  %662 = getelementptr inbounds [1 x ptr], ptr %108, i64 0, i64 %661
  store ptr %659, ptr %662, align 8
  br label %663

663:                                              ; preds = %657
  %664 = load i32, ptr %109, align 4
  %665 = add nsw i32 %664, 1
  store i32 %665, ptr %109, align 4
  br label %654, !llvm.loop !55

666:                                              ; preds = %654
  %667 = load ptr, ptr %105, align 8
  %668 = load ptr, ptr %8, align 8
  store ptr %667, ptr %668, align 8
  %669 = load i32, ptr %99, align 4
  %670 = add i32 %669, -1
  store i32 %670, ptr %99, align 4
  br label %671

671:                                              ; preds = %666, %652
  %672 = load ptr, ptr %102, align 8
  store ptr null, ptr %672, align 8
  %673 = getelementptr inbounds [1 x [2 x %union.U2]], ptr %16, i64 0, i64 0
  %674 = getelementptr inbounds [2 x %union.U2], ptr %673, i64 0, i64 0
  %675 = load ptr, ptr %86, align 8
  %676 = icmp eq ptr %674, %675
  %677 = zext i1 %676 to i32
  %678 = load ptr, ptr %8, align 8
  %679 = load ptr, ptr %678, align 8
  %680 = load i32, ptr %679, align 4
  %681 = or i32 %680, %677
  store i32 %681, ptr %679, align 4
  br label %716

682:                                              ; preds = %604
  store ptr @g_24, ptr %110, align 8
  %683 = getelementptr inbounds [1 x [2 x %union.U2]], ptr %16, i64 0, i64 0
  %684 = getelementptr inbounds [2 x %union.U2], ptr %683, i64 0, i64 1
  store ptr %684, ptr %111, align 8
  store i32 877897471, ptr %112, align 4
  store i32 -3, ptr %113, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %114, ptr align 16 @__const.func_32.l_244, i64 80, i1 false)
  store i32 0, ptr %84, align 4
  br label %685

685:                                              ; preds = %710, %682
  %686 = load i32, ptr %84, align 4
  %687 = icmp sgt i32 %686, 7
  br i1 %687, label %688, label %715

688:                                              ; preds = %685
  store ptr @g_24, ptr %117, align 8
  store ptr %13, ptr %118, align 8
  store ptr null, ptr %119, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %120, align 8
  %689 = getelementptr inbounds [4 x [6 x i32]], ptr %14, i64 0, i64 0
  %690 = getelementptr inbounds [6 x i32], ptr %689, i64 0, i64 5
  store ptr %690, ptr %121, align 8
  store ptr null, ptr %122, align 8
  store ptr %12, ptr %123, align 8
  store ptr %11, ptr %124, align 8
  store ptr @g_64, ptr %125, align 8
  store ptr %112, ptr %126, align 8
  store i32 0, ptr %128, align 4
  br label %691

691:                                              ; preds = %698, %688
  %692 = load i32, ptr %128, align 4
  %693 = icmp slt i32 %692, 5
  br i1 %693, label %694, label %701

694:                                              ; preds = %691
  %695 = load i32, ptr %128, align 4
  %696 = sext i32 %695 to i64
  %697 = getelementptr inbounds [5 x ptr], ptr %127, i64 0, i64 %696
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %697, align 8
  br label %698

698:                                              ; preds = %694
  %699 = load i32, ptr %128, align 4
  %700 = add nsw i32 %699, 1
  store i32 %700, ptr %128, align 4
  br label %691, !llvm.loop !56

701:                                              ; preds = %691
  %702 = load ptr, ptr %110, align 8
  store ptr %702, ptr %117, align 8
  %703 = load ptr, ptr %6, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @g_57, i64 0, i64 1), ptr %703, align 8
  %704 = load i32, ptr @g_64, align 4
  %705 = and i32 %704, 1
  store i32 %705, ptr @g_64, align 4
  %706 = getelementptr inbounds [4 x [5 x i32]], ptr %114, i64 0, i64 1
  %707 = getelementptr inbounds [5 x i32], ptr %706, i64 0, i64 1
  %708 = load i32, ptr %707, align 4
  %709 = add i32 %708, 1
  store i32 %709, ptr %707, align 4
  br label %710

710:                                              ; preds = %701
  %711 = load i32, ptr %84, align 4
  %712 = trunc i32 %711 to i8
  %713 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %712, i8 noundef signext 4)
  %714 = sext i8 %713 to i32
  store i32 %714, ptr %84, align 4
  br label %685, !llvm.loop !57

715:                                              ; preds = %685
  br label %716

716:                                              ; preds = %715, %671
  store i32 0, ptr %87, align 4
  br label %717

717:                                              ; preds = %755, %716
  %718 = load i32, ptr %87, align 4
  %719 = icmp slt i32 %718, -25
  br i1 %719, label %720, label %760

720:                                              ; preds = %717
  store ptr @g_251, ptr %129, align 8
  store i32 0, ptr %131, align 4
  br label %721

721:                                              ; preds = %728, %720
  %722 = load i32, ptr %131, align 4
  %723 = icmp slt i32 %722, 3
  br i1 %723, label %724, label %731

724:                                              ; preds = %721
  %725 = load i32, ptr %131, align 4
  %726 = sext i32 %725 to i64
  %727 = getelementptr inbounds [3 x ptr], ptr %130, i64 0, i64 %726
  store ptr %88, ptr %727, align 8
  br label %728

728:                                              ; preds = %724
  %729 = load i32, ptr %131, align 4
  %730 = add nsw i32 %729, 1
  store i32 %730, ptr %131, align 4
  br label %721, !llvm.loop !58

731:                                              ; preds = %721
  %732 = load ptr, ptr @g_251, align 8
  %733 = load ptr, ptr %129, align 8
  store ptr %732, ptr %733, align 8
  %734 = icmp ne ptr %732, null
  %735 = zext i1 %734 to i32
  %736 = load volatile i136, ptr @g_78, align 1
  %737 = shl i136 %736, 49
  %738 = ashr i136 %737, 116
  %739 = trunc i136 %738 to i32
  %740 = icmp slt i32 %735, %739
  %741 = zext i1 %740 to i32
  %742 = trunc i32 %741 to i8
  %743 = load i32, ptr @g_24, align 4
  %744 = trunc i32 %743 to i8
  %745 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %742, i8 noundef signext %744)
  %746 = icmp ne i8 %745, 0
  br i1 %746, label %747, label %750

747:                                              ; preds = %731
  %748 = load ptr, ptr %8, align 8
  %749 = load ptr, ptr %748, align 8
  store i32 -2057479910, ptr %749, align 4
  br label %753

750:                                              ; preds = %731
  %751 = load i32, ptr @g_230, align 4
  %752 = trunc i32 %751 to i8
  store i8 %752, ptr %2, align 1
  br label %948

753:                                              ; preds = %747
  %754 = load ptr, ptr %88, align 8
  store ptr %754, ptr @g_256, align 8
  br label %755

755:                                              ; preds = %753
  %756 = load i32, ptr %87, align 4
  %757 = trunc i32 %756 to i16
  %758 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %757, i16 noundef zeroext 8)
  %759 = zext i16 %758 to i32
  store i32 %759, ptr %87, align 4
  br label %717, !llvm.loop !59

760:                                              ; preds = %717
  %761 = load i8, ptr %3, align 1
  %762 = sext i8 %761 to i32
  %763 = load volatile i32, ptr @g_104, align 4
  %764 = and i32 %763, 33554431
  %765 = load ptr, ptr %90, align 8
  store i32 %764, ptr %765, align 4
  %766 = icmp ule i32 %762, %764
  %767 = zext i1 %766 to i32
  %768 = trunc i32 %767 to i8
  %769 = load i8, ptr @g_263, align 1
  %770 = add i8 %769, -1
  store i8 %770, ptr @g_263, align 1
  %771 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %768, i8 noundef signext %769)
  %772 = icmp ne i8 %771, 0
  br i1 %772, label %773, label %927

773:                                              ; preds = %760
  store i16 13845, ptr %132, align 2
  store ptr %13, ptr %133, align 8
  store ptr %86, ptr %134, align 8
  %774 = getelementptr inbounds ptr, ptr %134, i64 1
  store ptr null, ptr %774, align 8
  %775 = getelementptr inbounds ptr, ptr %134, i64 2
  store ptr null, ptr %775, align 8
  %776 = getelementptr inbounds ptr, ptr %134, i64 3
  store ptr %86, ptr %776, align 8
  %777 = getelementptr inbounds [1 x [4 x ptr]], ptr %134, i64 1
  store ptr %86, ptr %777, align 8
  %778 = getelementptr inbounds ptr, ptr %777, i64 1
  store ptr null, ptr %778, align 8
  %779 = getelementptr inbounds ptr, ptr %777, i64 2
  store ptr %86, ptr %779, align 8
  %780 = getelementptr inbounds ptr, ptr %777, i64 3
  store ptr null, ptr %780, align 8
  %781 = getelementptr inbounds [1 x [4 x ptr]], ptr %134, i64 2
  store ptr null, ptr %781, align 8
  %782 = getelementptr inbounds ptr, ptr %781, i64 1
  store ptr %86, ptr %782, align 8
  %783 = getelementptr inbounds ptr, ptr %781, i64 2
  store ptr %86, ptr %783, align 8
  %784 = getelementptr inbounds ptr, ptr %781, i64 3
  store ptr %86, ptr %784, align 8
  %785 = getelementptr inbounds [1 x [4 x ptr]], ptr %134, i64 3
  store ptr %86, ptr %785, align 8
  %786 = getelementptr inbounds ptr, ptr %785, i64 1
  store ptr %86, ptr %786, align 8
  %787 = getelementptr inbounds ptr, ptr %785, i64 2
  store ptr null, ptr %787, align 8
  %788 = getelementptr inbounds ptr, ptr %785, i64 3
  store ptr %86, ptr %788, align 8
  %789 = getelementptr inbounds [1 x [4 x ptr]], ptr %134, i64 4
  store ptr %86, ptr %789, align 8
  %790 = getelementptr inbounds ptr, ptr %789, i64 1
  store ptr %86, ptr %790, align 8
  %791 = getelementptr inbounds ptr, ptr %789, i64 2
  store ptr %86, ptr %791, align 8
  %792 = getelementptr inbounds ptr, ptr %789, i64 3
  store ptr null, ptr %792, align 8
  %793 = load i16, ptr %132, align 2
  %794 = trunc i16 %793 to i8
  %795 = load ptr, ptr %133, align 8
  store i8 %794, ptr %795, align 1
  %796 = call signext i8 @safe_unary_minus_func_int8_t_s(i8 noundef signext %794)
  %797 = sext i8 %796 to i32
  %798 = load i8, ptr %3, align 1
  %799 = sext i8 %798 to i32
  %800 = getelementptr inbounds [5 x [1 x [4 x ptr]]], ptr %134, i64 0, i64 2
  %801 = getelementptr inbounds [1 x [4 x ptr]], ptr %800, i64 0, i64 0
  %802 = getelementptr inbounds [4 x ptr], ptr %801, i64 0, i64 3
  %803 = load ptr, ptr %802, align 8
  %804 = load ptr, ptr %92, align 8
  %805 = icmp eq ptr %803, %804
  %806 = zext i1 %805 to i32
  %807 = sext i32 %806 to i64
  %808 = or i64 %807, 46122
  %809 = load i16, ptr %132, align 2
  %810 = zext i16 %809 to i64
  %811 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %808, i64 noundef %810)
  %812 = icmp ne i64 %811, -1
  %813 = zext i1 %812 to i32
  %814 = trunc i32 %813 to i8
  %815 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %814, i32 noundef 0)
  %816 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %815, i8 noundef signext 1)
  %817 = sext i8 %816 to i32
  %818 = load i8, ptr %3, align 1
  %819 = sext i8 %818 to i32
  %820 = or i32 %817, %819
  %821 = trunc i32 %820 to i8
  %822 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %821, i8 noundef signext -10)
  %823 = sext i8 %822 to i32
  %824 = icmp slt i32 %799, %823
  %825 = zext i1 %824 to i32
  %826 = load i32, ptr %87, align 4
  %827 = icmp sgt i32 %825, %826
  %828 = zext i1 %827 to i32
  %829 = icmp slt i32 %797, %828
  %830 = zext i1 %829 to i32
  %831 = load i16, ptr %132, align 2
  %832 = zext i16 %831 to i32
  %833 = load i8, ptr %3, align 1
  %834 = sext i8 %833 to i32
  %835 = icmp slt i32 %832, %834
  %836 = zext i1 %835 to i32
  %837 = load ptr, ptr @g_251, align 8
  %838 = load ptr, ptr %837, align 8
  %839 = load ptr, ptr @g_251, align 8
  store ptr %838, ptr %839, align 8
  store i16 -2, ptr %132, align 2
  br label %840

840:                                              ; preds = %869, %773
  %841 = load i16, ptr %132, align 2
  %842 = zext i16 %841 to i32
  %843 = icmp sgt i32 %842, 40
  br i1 %843, label %844, label %872

844:                                              ; preds = %840
  store ptr null, ptr %138, align 8
  store ptr %86, ptr %139, align 8
  store ptr null, ptr %140, align 8
  %845 = getelementptr inbounds ptr, ptr %140, i64 1
  store ptr %139, ptr %845, align 8
  %846 = getelementptr inbounds [2 x ptr], ptr %140, i64 1
  store ptr %139, ptr %846, align 8
  %847 = getelementptr inbounds ptr, ptr %846, i64 1
  store ptr %139, ptr %847, align 8
  %848 = getelementptr inbounds [2 x ptr], ptr %140, i64 2
  store ptr %139, ptr %848, align 8
  %849 = getelementptr inbounds ptr, ptr %848, i64 1
  store ptr %139, ptr %849, align 8
  %850 = getelementptr inbounds [2 x ptr], ptr %140, i64 3
  store ptr null, ptr %850, align 8
  %851 = getelementptr inbounds ptr, ptr %850, i64 1
  store ptr %139, ptr %851, align 8
  %852 = getelementptr inbounds [4 x [2 x ptr]], ptr %140, i64 1
  store ptr %139, ptr %852, align 8
  %853 = getelementptr inbounds ptr, ptr %852, i64 1
  store ptr %139, ptr %853, align 8
  %854 = getelementptr inbounds [2 x ptr], ptr %852, i64 1
  store ptr null, ptr %854, align 8
  %855 = getelementptr inbounds ptr, ptr %854, i64 1
  store ptr %139, ptr %855, align 8
  %856 = getelementptr inbounds [2 x ptr], ptr %852, i64 2
  store ptr %139, ptr %856, align 8
  %857 = getelementptr inbounds ptr, ptr %856, i64 1
  store ptr %139, ptr %857, align 8
  %858 = getelementptr inbounds [2 x ptr], ptr %852, i64 3
  store ptr %139, ptr %858, align 8
  %859 = getelementptr inbounds ptr, ptr %858, i64 1
  store ptr %139, ptr %859, align 8
  %860 = getelementptr inbounds [4 x [2 x ptr]], ptr %140, i64 2
  store ptr null, ptr %860, align 8
  %861 = getelementptr inbounds ptr, ptr %860, i64 1
  store ptr %139, ptr %861, align 8
  %862 = getelementptr inbounds [2 x ptr], ptr %860, i64 1
  store ptr %139, ptr %862, align 8
  %863 = getelementptr inbounds ptr, ptr %862, i64 1
  store ptr %139, ptr %863, align 8
  %864 = getelementptr inbounds [2 x ptr], ptr %860, i64 2
  store ptr null, ptr %864, align 8
  %865 = getelementptr inbounds ptr, ptr %864, i64 1
  store ptr %139, ptr %865, align 8
  %866 = getelementptr inbounds [2 x ptr], ptr %860, i64 3
  store ptr %139, ptr %866, align 8
  %867 = getelementptr inbounds ptr, ptr %866, i64 1
  store ptr %139, ptr %867, align 8
  store ptr %86, ptr getelementptr inbounds ([5 x [2 x ptr]], ptr @g_285, i64 0, i64 1), align 16
  %868 = load i8, ptr %3, align 1
  store i8 %868, ptr %2, align 1
  br label %948

869:                                              ; No predecessors!
  %870 = load i16, ptr %132, align 2
  %871 = add i16 %870, 1
  store i16 %871, ptr %132, align 2
  br label %840, !llvm.loop !60

872:                                              ; preds = %840
  %873 = load ptr, ptr %92, align 8
  %874 = load ptr, ptr %873, align 8
  %875 = icmp ne ptr null, %874
  %876 = zext i1 %875 to i32
  %877 = sext i32 %876 to i64
  %878 = call i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %877)
  %879 = trunc i64 %878 to i32
  %880 = load i8, ptr %3, align 1
  %881 = sext i8 %880 to i32
  %882 = load ptr, ptr %90, align 8
  store i32 %881, ptr %882, align 4
  %883 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %879, i32 noundef %881)
  %884 = load ptr, ptr @g_251, align 8
  %885 = load ptr, ptr %884, align 8
  %886 = load i32, ptr %885, align 4
  %887 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %883, i32 noundef %886)
  %888 = sext i32 %887 to i64
  %889 = load ptr, ptr @g_252, align 8
  %890 = load i32, ptr %889, align 4
  %891 = load ptr, ptr %7, align 8
  store i32 %890, ptr %891, align 4
  %892 = load i64, ptr @g_101, align 8
  %893 = load i16, ptr %132, align 2
  %894 = zext i16 %893 to i64
  %895 = or i64 %892, %894
  %896 = icmp slt i64 %895, 0
  %897 = zext i1 %896 to i32
  %898 = sext i32 %897 to i64
  %899 = xor i64 %898, 1376952249
  %900 = load i8, ptr %3, align 1
  %901 = sext i8 %900 to i64
  %902 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %901, i64 noundef 1)
  %903 = icmp ne i64 %902, 0
  br i1 %903, label %908, label %904

904:                                              ; preds = %872
  %905 = load i8, ptr %3, align 1
  %906 = sext i8 %905 to i32
  %907 = icmp ne i32 %906, 0
  br label %908

908:                                              ; preds = %904, %872
  %909 = phi i1 [ true, %872 ], [ %907, %904 ]
  %910 = zext i1 %909 to i32
  %911 = sext i32 %910 to i64
  %912 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %888, i64 noundef %911)
  %913 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_78, i32 0, i32 1), align 1
  %914 = lshr i16 %913, 4
  %915 = and i16 %914, 511
  %916 = zext i16 %915 to i32
  %917 = icmp ne i32 %916, 0
  br i1 %917, label %918, label %922

918:                                              ; preds = %908
  %919 = load i8, ptr %3, align 1
  %920 = sext i8 %919 to i32
  %921 = icmp ne i32 %920, 0
  br label %922

922:                                              ; preds = %918, %908
  %923 = phi i1 [ false, %908 ], [ %921, %918 ]
  %924 = zext i1 %923 to i32
  %925 = load ptr, ptr @g_251, align 8
  %926 = load ptr, ptr %925, align 8
  store i32 %924, ptr %926, align 4
  br label %941

927:                                              ; preds = %760
  store i32 -14, ptr %11, align 4
  br label %928

928:                                              ; preds = %937, %927
  %929 = load i32, ptr %11, align 4
  %930 = icmp sgt i32 %929, 26
  br i1 %930, label %931, label %940

931:                                              ; preds = %928
  %932 = load volatile i136, ptr @g_78, align 1
  %933 = shl i136 %932, 77
  %934 = ashr i136 %933, 106
  %935 = trunc i136 %934 to i32
  %936 = trunc i32 %935 to i8
  store i8 %936, ptr %2, align 1
  br label %948

937:                                              ; No predecessors!
  %938 = load i32, ptr %11, align 4
  %939 = add nsw i32 %938, 1
  store i32 %939, ptr %11, align 4
  br label %928, !llvm.loop !61

940:                                              ; preds = %928
  br label %941

941:                                              ; preds = %940, %922
  br label %942

942:                                              ; preds = %941
  %943 = load volatile i136, ptr @g_78, align 1
  %944 = shl i136 %943, 69
  %945 = ashr i136 %944, 128
  %946 = trunc i136 %945 to i32
  %947 = trunc i32 %946 to i8
  store i8 %947, ptr %2, align 1
  br label %948

948:                                              ; preds = %942, %931, %844, %750, %559
  %949 = load i8, ptr %2, align 1
  ret i8 %949
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_int64_t_s(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp eq i64 %3, -9223372036854775808
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  %8 = load i64, ptr %2, align 8
  %9 = sub nsw i64 0, %8
  br label %10

10:                                               ; preds = %7, %5
  %11 = phi i64 [ %6, %5 ], [ %9, %7 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %13

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %11, label %14

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1
  %13 = sext i8 %12 to i32
  br label %19

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 %16, %17
  br label %19

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ]
  %21 = trunc i32 %20 to i8
  ret i8 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, ptr %4, align 1
  %15 = zext i8 %14 to i32
  %16 = srem i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i8
  ret i8 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1
  %9 = zext i8 %8 to i32
  br label %15

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 %12, %13
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ]
  %17 = trunc i32 %16 to i8
  ret i8 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %20, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = load i8, ptr %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 127, %17
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, ptr %3, align 1
  %22 = sext i8 %21 to i32
  br label %28

23:                                               ; preds = %14
  %24 = load i8, ptr %3, align 1
  %25 = sext i8 %24 to i32
  %26 = load i32, ptr %4, align 4
  %27 = shl i32 %25, %26
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ]
  %30 = trunc i32 %29 to i8
  ret i8 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 2147483647, %12
  %14 = icmp sgt i32 %11, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 -2147483648, %23
  %25 = icmp slt i32 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4
  br label %32

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %29, %30
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ]
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = icmp eq i64 %8, -9223372036854775808
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8
  %12 = icmp eq i64 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %4, align 8
  %18 = sdiv i64 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ]
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp eq i32 %10, -32768
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2
  %18 = sext i16 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2
  %21 = sext i16 %20 to i32
  %22 = load i16, ptr %4, align 2
  %23 = sext i16 %22 to i32
  %24 = srem i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i8
  ret i8 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = icmp eq i64 %8, -9223372036854775808
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8
  %12 = icmp eq i64 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %4, align 8
  %18 = srem i64 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ]
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp eq i32 %10, -32768
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2
  %18 = sext i16 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2
  %21 = sext i16 %20 to i32
  %22 = load i16, ptr %4, align 2
  %23 = sext i16 %22 to i32
  %24 = sdiv i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i16
  ret i16 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, ptr %4, align 1
  %15 = zext i8 %14 to i32
  %16 = sdiv i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i8
  ret i8 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %16, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %16, label %10

10:                                               ; preds = %7
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 65535, %13
  %15 = icmp sgt i32 %12, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %10, %7, %2
  %17 = load i16, ptr %3, align 2
  %18 = zext i16 %17 to i32
  br label %24

19:                                               ; preds = %10
  %20 = load i16, ptr %3, align 2
  %21 = zext i16 %20 to i32
  %22 = load i32, ptr %4, align 4
  %23 = shl i32 %21, %22
  br label %24

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ]
  %26 = trunc i32 %25 to i16
  ret i16 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %11, label %14

11:                                               ; preds = %8, %2
  %12 = load i16, ptr %3, align 2
  %13 = sext i16 %12 to i32
  br label %19

14:                                               ; preds = %8
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 %16, %17
  br label %19

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ]
  %21 = trunc i32 %20 to i16
  ret i16 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sub i64 0, %3
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2
  %9 = zext i16 %8 to i32
  %10 = load i32, ptr %4, align 4
  %11 = ashr i32 65535, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2
  %18 = zext i16 %17 to i32
  %19 = load i32, ptr %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i16
  ret i16 %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = zext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2
  %10 = zext i16 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2
  %13 = zext i16 %12 to i32
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  %16 = srem i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i16
  ret i16 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = icmp eq i32 %8, -2147483648
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sdiv i32 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ]
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %13

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = udiv i32 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = load i8, ptr %3, align 1
  %13 = sext i8 %12 to i32
  %14 = load i32, ptr %4, align 4
  %15 = ashr i32 127, %14
  %16 = icmp sgt i32 %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11, %8, %2
  %18 = load i8, ptr %3, align 1
  %19 = sext i8 %18 to i32
  br label %25

20:                                               ; preds = %11
  %21 = load i8, ptr %3, align 1
  %22 = sext i8 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = shl i32 %22, %23
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, -128
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1
  %18 = sext i8 %17 to i32
  br label %25

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %4, align 1
  %23 = sext i8 %22 to i32
  %24 = sdiv i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %13

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = urem i32 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2
  %9 = zext i16 %8 to i32
  br label %15

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = ashr i32 %12, %13
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ]
  %17 = trunc i32 %16 to i16
  ret i16 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i16
  ret i16 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %20, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %4, align 4
  %18 = ashr i32 32767, %17
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2
  %22 = sext i16 %21 to i32
  br label %28

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2
  %25 = sext i16 %24 to i32
  %26 = load i32, ptr %4, align 4
  %27 = shl i32 %25, %26
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ]
  %30 = trunc i32 %29 to i16
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  %9 = icmp sgt i64 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = sub nsw i64 9223372036854775807, %12
  %14 = icmp sgt i64 %11, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8
  %17 = icmp slt i64 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8
  %20 = icmp slt i64 %19, 0
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = sub nsw i64 -9223372036854775808, %23
  %25 = icmp slt i64 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8
  br label %32

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %4, align 8
  %31 = add nsw i64 %29, %30
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ]
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %13

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = udiv i64 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = icmp eq i32 %8, -2147483648
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = srem i32 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ]
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_unary_minus_func_int8_t_s(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = xor i64 %5, %6
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = xor i64 %9, %10
  %12 = and i64 %11, -9223372036854775808
  %13 = xor i64 %8, %12
  %14 = load i64, ptr %4, align 8
  %15 = sub nsw i64 %13, %14
  %16 = load i64, ptr %4, align 8
  %17 = xor i64 %15, %16
  %18 = and i64 %7, %17
  %19 = icmp slt i64 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8
  br label %26

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = sub nsw i64 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ]
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = xor i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = xor i32 %9, %10
  %12 = and i32 %11, -2147483648
  %13 = xor i32 %8, %12
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %13, %14
  %16 = load i32, ptr %4, align 4
  %17 = xor i32 %15, %16
  %18 = and i32 %7, %17
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4
  br label %26

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sub nsw i32 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ]
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef zeroext %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef zeroext %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef zeroext %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef zeroext %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef zeroext %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef zeroext %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef zeroext %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef zeroext %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i32, ptr @crc32_context, align 4
  %4 = lshr i32 %3, 8
  %5 = and i32 %4, 16777215
  %6 = load i32, ptr @crc32_context, align 4
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = and i32 %9, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = xor i32 %5, %13
  store i32 %14, ptr @crc32_context, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
