; ModuleID = '<stdin>'
source_filename = "FIRModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%_QM__fortran_type_infoTcomponent = type { { ptr, i64, i32, i8, i8, i8, i8 }, i8, i8, i8, i8, [4 x i8], i64, %_QM__fortran_type_infoTvalue, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] }, { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]], ptr, [1 x i64] }, %_QM__fortran_builtinsT__builtin_c_ptr }
%_QM__fortran_type_infoTvalue = type { i8, [7 x i8], i64 }
%_QM__fortran_builtinsT__builtin_c_ptr = type { i64 }
%_QM__fortran_type_infoTderivedtype = type { { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] }, { ptr, i64, i32, i8, i8, i8, i8 }, i64, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] }, i32, i8, i8, i8, i8, [4 x i8] }
%_QM__fortran_type_infoTbinding = type { %_QM__fortran_builtinsT__builtin_c_funptr, { ptr, i64, i32, i8, i8, i8, i8 } }
%_QM__fortran_builtinsT__builtin_c_funptr = type { i64 }
%_QM__fortran_type_infoTprocptrcomponent = type { { ptr, i64, i32, i8, i8, i8, i8 }, i64, %_QM__fortran_builtinsT__builtin_c_funptr }
%_QM__fortran_type_infoTspecialbinding = type { i8, i8, i8, i8, [4 x i8], %_QM__fortran_builtinsT__builtin_c_funptr }
%_QMshapesTpoint = type { float, float }
%_QMshapesTcircle = type { %_QMshapesTpoint, float }

$_QMshapesE.n.point = comdat any

$_QMshapesE.n.x = comdat any

$_QMshapesE.di.point.x = comdat any

$_QMshapesE.n.y = comdat any

$_QMshapesE.di.point.y = comdat any

$_QMshapesE.n.center = comdat any

$_QMshapesE.n.radius = comdat any

$_QMshapesE.di.circle.radius = comdat any

$_QMshapesE.n.circle = comdat any

$_QMshapesE.n.area = comdat any

$_QMshapesE.c.point = comdat any

$_QMshapesE.v.circle = comdat any

$_QMshapesE.dt.point = comdat any

$_QMshapesE.dt.circle = comdat any

$_QMshapesE.c.circle = comdat any

$_QQclX17ce70d42f6eb9ac7ceaae051f690acd = comdat any

$_QQclX6E6F6E65 = comdat any

$_QQclX6F6E65 = comdat any

$_QQclX666577 = comdat any

$_QQclX6D616E79 = comdat any

$_QQclX21 = comdat any

$_QQclX68656C6C6F20 = comdat any

$_QQclX6C6F = comdat any

$_QQclX782020 = comdat any

$_QQclX41 = comdat any

@_QMshapesE.n.point = linkonce_odr constant [5 x i8] c"point", comdat
@_QMshapesE.n.x = linkonce_odr constant [1 x i8] c"x", comdat
@_QMshapesE.di.point.x = linkonce_odr constant float 0.000000e+00, comdat
@_QMshapesE.n.y = linkonce_odr constant [1 x i8] c"y", comdat
@_QMshapesE.di.point.y = linkonce_odr constant float 0.000000e+00, comdat
@_QMshapesE.n.center = linkonce_odr constant [6 x i8] c"center", comdat
@_QMshapesE.n.radius = linkonce_odr constant [6 x i8] c"radius", comdat
@_QMshapesE.di.circle.radius = linkonce_odr constant float 1.000000e+00, comdat
@_QMshapesE.n.circle = linkonce_odr constant [6 x i8] c"circle", comdat
@_QMshapesE.n.area = linkonce_odr constant [4 x i8] c"area", comdat
@_QMshapesEcounter = local_unnamed_addr global i32 0
@_QMshapesE.c.point = linkonce_odr constant [2 x %_QM__fortran_type_infoTcomponent] [%_QM__fortran_type_infoTcomponent { { ptr, i64, i32, i8, i8, i8, i8 } { ptr @_QMshapesE.n.x, i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 40, i8 1, i8 0 }, i8 1, i8 1, i8 4, i8 0, [4 x i8] undef, i64 0, %_QM__fortran_type_infoTvalue { i8 1, [7 x i8] undef, i64 0 }, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTderivedtype, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 42, i8 1, i8 1, ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 42, i8 1, i8 1, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]], ptr null, [1 x i64] zeroinitializer }, %_QM__fortran_builtinsT__builtin_c_ptr { i64 ptrtoint (ptr @_QMshapesE.di.point.x to i64) } }, %_QM__fortran_type_infoTcomponent { { ptr, i64, i32, i8, i8, i8, i8 } { ptr @_QMshapesE.n.y, i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 40, i8 1, i8 0 }, i8 1, i8 1, i8 4, i8 0, [4 x i8] undef, i64 4, %_QM__fortran_type_infoTvalue { i8 1, [7 x i8] undef, i64 0 }, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTderivedtype, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 42, i8 1, i8 1, ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 42, i8 1, i8 1, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]], ptr null, [1 x i64] zeroinitializer }, %_QM__fortran_builtinsT__builtin_c_ptr { i64 ptrtoint (ptr @_QMshapesE.di.point.y to i64) } }], comdat
@_QMshapesE.v.circle = linkonce_odr constant [1 x %_QM__fortran_type_infoTbinding] [%_QM__fortran_type_infoTbinding { %_QM__fortran_builtinsT__builtin_c_funptr { i64 ptrtoint (ptr @_QMshapesPcircle_area to i64) }, { ptr, i64, i32, i8, i8, i8, i8 } { ptr @_QMshapesE.n.area, i64 mul (i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i64 4), i32 20180515, i8 0, i8 40, i8 1, i8 0 } }], comdat
@_QMshapesE.dt.point = linkonce_odr constant %_QM__fortran_type_infoTderivedtype { { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTbinding, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTbinding, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8 } { ptr @_QMshapesE.n.point, i64 mul (i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i64 5), i32 20180515, i8 0, i8 40, i8 1, i8 0 }, i64 8, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTderivedtype, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 42, i8 1, i8 1, ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (i64, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 10, i8 1, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (i64, ptr null, i32 1) to i64)]] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 7, i8 1, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64)]] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr @_QMshapesE.c.point, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTcomponent, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 0, i64 2, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTcomponent, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTprocptrcomponent, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTprocptrcomponent, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTspecialbinding, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTspecialbinding, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, i32 0, i8 0, i8 0, i8 1, i8 1, [4 x i8] undef }, comdat
@_QMshapesE.dt.circle = linkonce_odr constant %_QM__fortran_type_infoTderivedtype { { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr @_QMshapesE.v.circle, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTbinding, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 0, i64 1, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTbinding, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8 } { ptr @_QMshapesE.n.circle, i64 mul (i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i64 6), i32 20180515, i8 0, i8 40, i8 1, i8 0 }, i64 12, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTderivedtype, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 42, i8 1, i8 1, ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (i64, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 10, i8 1, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (i64, ptr null, i32 1) to i64)]] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 7, i8 1, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64)]] }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr @_QMshapesE.c.circle, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTcomponent, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 0, i64 2, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTcomponent, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTprocptrcomponent, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTprocptrcomponent, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTspecialbinding, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTspecialbinding, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, i32 0, i8 0, i8 0, i8 1, i8 1, [4 x i8] undef }, comdat
@_QMshapesE.c.circle = linkonce_odr constant [2 x %_QM__fortran_type_infoTcomponent] [%_QM__fortran_type_infoTcomponent { { ptr, i64, i32, i8, i8, i8, i8 } { ptr @_QMshapesE.n.center, i64 mul (i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i64 6), i32 20180515, i8 0, i8 40, i8 1, i8 0 }, i8 1, i8 5, i8 0, i8 0, [4 x i8] undef, i64 0, %_QM__fortran_type_infoTvalue { i8 1, [7 x i8] undef, i64 0 }, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] } { ptr @_QMshapesE.dt.point, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTderivedtype, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 42, i8 1, i8 1, ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 42, i8 1, i8 1, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]], ptr null, [1 x i64] zeroinitializer }, %_QM__fortran_builtinsT__builtin_c_ptr zeroinitializer }, %_QM__fortran_type_infoTcomponent { { ptr, i64, i32, i8, i8, i8, i8 } { ptr @_QMshapesE.n.radius, i64 mul (i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64), i64 6), i32 20180515, i8 0, i8 40, i8 1, i8 0 }, i8 1, i8 1, i8 4, i8 0, [4 x i8] undef, i64 8, %_QM__fortran_type_infoTvalue { i8 1, [7 x i8] undef, i64 0 }, { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTderivedtype, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 42, i8 1, i8 1, ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 42, i8 1, i8 1, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)]], ptr null, [1 x i64] zeroinitializer }, { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]], ptr, [1 x i64] } { ptr null, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 42, i8 1, i8 1, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (%_QM__fortran_type_infoTvalue, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]], ptr null, [1 x i64] zeroinitializer }, %_QM__fortran_builtinsT__builtin_c_ptr { i64 ptrtoint (ptr @_QMshapesE.di.circle.radius to i64) } }], comdat
@_QQclX17ce70d42f6eb9ac7ceaae051f690acd = linkonce constant [36 x i8] c"/tmp/parir-corpus-src/f_modules.f90\00", comdat
@_QQclX6E6F6E65 = linkonce local_unnamed_addr constant [4 x i8] c"none", comdat
@_QQclX6F6E65 = linkonce local_unnamed_addr constant [3 x i8] c"one", comdat
@_QQclX666577 = linkonce local_unnamed_addr constant [3 x i8] c"few", comdat
@_QQclX6D616E79 = linkonce local_unnamed_addr constant [4 x i8] c"many", comdat
@_QQclX21 = linkonce local_unnamed_addr constant [1 x i8] c"!", comdat
@_QQclX68656C6C6F20 = linkonce local_unnamed_addr constant [6 x i8] c"hello ", comdat
@_QQclX6C6F = linkonce constant [2 x i8] c"lo", comdat
@_QQclX782020 = linkonce constant [3 x i8] c"x  ", comdat
@_QQclX41 = linkonce constant [1 x i8] c"A", comdat

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none)
define float @_QMshapesPcircle_area(ptr nocapture readonly %0) #1 {
  %2 = load ptr, ptr %0, align 8, !tbaa !3
  %3 = getelementptr i8, ptr %2, i64 8
  %4 = load float, ptr %3, align 4, !tbaa !7
  %5 = fmul float %4, %4
  %6 = fmul contract float %5, 0x400921FA00000000
  ret float %6
}

define void @_QMshapesPadd_points(ptr %0, ptr nocapture readonly %1, ptr nocapture readonly %2) local_unnamed_addr #2 {
  %4 = alloca { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, align 8
  store ptr %0, ptr %4, align 8, !tbaa !11
  %.fca.1.gep = getelementptr inbounds i8, ptr %4, i64 8
  store i64 8, ptr %.fca.1.gep, align 8, !tbaa !11
  %.fca.2.gep = getelementptr inbounds i8, ptr %4, i64 16
  store i32 20180515, ptr %.fca.2.gep, align 8, !tbaa !11
  %.fca.3.gep = getelementptr inbounds i8, ptr %4, i64 20
  store i8 0, ptr %.fca.3.gep, align 4, !tbaa !11
  %.fca.4.gep = getelementptr inbounds i8, ptr %4, i64 21
  store i8 42, ptr %.fca.4.gep, align 1, !tbaa !11
  %.fca.5.gep = getelementptr inbounds i8, ptr %4, i64 22
  store i8 0, ptr %.fca.5.gep, align 2, !tbaa !11
  %.fca.6.gep = getelementptr inbounds i8, ptr %4, i64 23
  store i8 1, ptr %.fca.6.gep, align 1, !tbaa !11
  %.fca.7.gep = getelementptr inbounds i8, ptr %4, i64 24
  store ptr @_QMshapesE.dt.point, ptr %.fca.7.gep, align 8, !tbaa !11
  %.fca.8.0.gep = getelementptr inbounds i8, ptr %4, i64 32
  store i64 0, ptr %.fca.8.0.gep, align 8, !tbaa !11
  %5 = call {} @_FortranAInitialize(ptr nonnull %4, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 32)
  %6 = load float, ptr %1, align 4, !tbaa !15
  %7 = load float, ptr %2, align 4, !tbaa !19
  %8 = fadd contract float %6, %7
  store float %8, ptr %0, align 4, !tbaa !21
  %9 = getelementptr i8, ptr %1, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !15
  %11 = getelementptr i8, ptr %2, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !19
  %13 = fadd contract float %10, %12
  %14 = getelementptr i8, ptr %0, i64 4
  store float %13, ptr %14, align 4, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define float @_QMshapesPdistance(ptr nocapture readonly %0, ptr nocapture readonly %1) local_unnamed_addr #3 {
  %3 = load float, ptr %0, align 4, !tbaa !22
  %4 = load float, ptr %1, align 4, !tbaa !28
  %5 = fsub contract float %3, %4
  %6 = fmul float %5, %5
  %7 = getelementptr i8, ptr %0, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !22
  %9 = getelementptr i8, ptr %1, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !28
  %11 = fsub contract float %8, %10
  %12 = fmul float %11, %11
  %13 = fadd contract float %6, %12
  %14 = tail call contract float @llvm.sqrt.f32(float %13)
  ret float %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define float @_QMshapesPrect_area(ptr nocapture readonly %0, ptr nocapture readonly %1) local_unnamed_addr #3 {
  %3 = load float, ptr %0, align 4, !tbaa !30
  %4 = load float, ptr %1, align 4, !tbaa !36
  %5 = fmul contract float %3, %4
  ret float %5
}

define void @_QMshapesPdescribe(ptr nocapture readonly %0, ptr %1, ptr readonly %2, i64 %3) local_unnamed_addr #2 {
  %5 = alloca { ptr, i64, i32, i8, i8, i8, i8 }, align 8
  %6 = alloca { ptr, i64, i32, i8, i8, i8, i8 }, align 8
  %7 = load i32, ptr %0, align 4, !tbaa !38
  %8 = icmp slt i32 %7, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = icmp eq i32 %7, 1
  br i1 %10, label %17, label %15

11:                                               ; preds = %4
  %12 = tail call i64 @llvm.smin.i64(i64 %3, i64 4)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr nonnull align 1 @_QQclX6E6F6E65, i64 %12, i1 false)
  %13 = sub i64 %3, %12
  %14 = icmp sgt i64 %13, 0
  br i1 %14, label %.loopexit.sink.split, label %.loopexit

15:                                               ; preds = %9
  %16 = icmp ult i32 %7, 10
  br i1 %16, label %21, label %25

17:                                               ; preds = %9
  %18 = tail call i64 @llvm.smin.i64(i64 %3, i64 3)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr nonnull align 1 @_QQclX6F6E65, i64 %18, i1 false)
  %19 = sub i64 %3, %18
  %20 = icmp sgt i64 %19, 0
  br i1 %20, label %.loopexit.sink.split, label %.loopexit

21:                                               ; preds = %15
  %22 = tail call i64 @llvm.smin.i64(i64 %3, i64 3)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr nonnull align 1 @_QQclX666577, i64 %22, i1 false)
  %23 = sub i64 %3, %22
  %24 = icmp sgt i64 %23, 0
  br i1 %24, label %.loopexit.sink.split, label %.loopexit

25:                                               ; preds = %15
  %26 = tail call i64 @llvm.smin.i64(i64 %3, i64 4)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr nonnull align 1 @_QQclX6D616E79, i64 %26, i1 false)
  %27 = sub i64 %3, %26
  %28 = icmp sgt i64 %27, 0
  br i1 %28, label %.loopexit.sink.split, label %.loopexit

.loopexit.sink.split:                             ; preds = %25, %21, %17, %11
  %.sink75 = phi i64 [ %12, %11 ], [ %18, %17 ], [ %22, %21 ], [ %26, %25 ]
  %.sink = phi i64 [ %13, %11 ], [ %19, %17 ], [ %23, %21 ], [ %27, %25 ]
  %scevgep = getelementptr i8, ptr %1, i64 %.sink75
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %scevgep, i8 32, i64 %.sink, i1 false), !tbaa !44
  br label %.loopexit

.loopexit:                                        ; preds = %.loopexit.sink.split, %25, %21, %17, %11
  %.not = icmp eq ptr %2, null
  br i1 %.not, label %40, label %29

29:                                               ; preds = %.loopexit
  %30 = load float, ptr %2, align 4, !tbaa !46
  %31 = fcmp contract ogt float %30, 1.000000e+00
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  store ptr %1, ptr %5, align 8, !tbaa !48
  %.fca.1.gep11 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %3, ptr %.fca.1.gep11, align 8, !tbaa !48
  %.fca.2.gep13 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 20180515, ptr %.fca.2.gep13, align 8, !tbaa !48
  %.fca.3.gep15 = getelementptr inbounds i8, ptr %5, i64 20
  store i8 0, ptr %.fca.3.gep15, align 4, !tbaa !48
  %.fca.4.gep17 = getelementptr inbounds i8, ptr %5, i64 21
  store i8 40, ptr %.fca.4.gep17, align 1, !tbaa !48
  %.fca.5.gep19 = getelementptr inbounds i8, ptr %5, i64 22
  store i8 0, ptr %.fca.5.gep19, align 2, !tbaa !48
  %.fca.6.gep21 = getelementptr inbounds i8, ptr %5, i64 23
  store i8 0, ptr %.fca.6.gep21, align 1, !tbaa !48
  %.fca.1.gep = getelementptr inbounds i8, ptr %6, i64 8
  %.fca.2.gep = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  store i32 20180515, ptr %.fca.2.gep, align 8, !tbaa !48
  %.fca.3.gep = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %.fca.3.gep, align 4, !tbaa !48
  %.fca.4.gep = getelementptr inbounds i8, ptr %6, i64 21
  store i8 40, ptr %.fca.4.gep, align 1, !tbaa !48
  %.fca.5.gep = getelementptr inbounds i8, ptr %6, i64 22
  store i8 2, ptr %.fca.5.gep, align 2, !tbaa !48
  %.fca.6.gep = getelementptr inbounds i8, ptr %6, i64 23
  store i8 0, ptr %.fca.6.gep, align 1, !tbaa !48
  %33 = call {} @_FortranATrim(ptr nonnull %6, ptr nonnull %5, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 69)
  %.fca.0.load = load ptr, ptr %6, align 8, !tbaa !48
  %.fca.1.load = load i64, ptr %.fca.1.gep, align 8, !tbaa !48
  %34 = add i64 %.fca.1.load, 1
  %35 = alloca i8, i64 %34, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %35, ptr align 1 %.fca.0.load, i64 %.fca.1.load, i1 false)
  %.unpack = load i8, ptr @_QQclX21, align 1, !tbaa !50
  %36 = getelementptr [1 x i8], ptr %35, i64 %.fca.1.load
  store i8 %.unpack, ptr %36, align 1, !tbaa !53
  %37 = call i64 @llvm.smin.i64(i64 %34, i64 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr nonnull align 1 %35, i64 %37, i1 false)
  %38 = sub i64 %3, %37
  %39 = icmp sgt i64 %38, 0
  br i1 %39, label %.lr.ph67.preheader, label %._crit_edge

.lr.ph67.preheader:                               ; preds = %32
  %scevgep74 = getelementptr i8, ptr %1, i64 %37
  call void @llvm.memset.p0.i64(ptr align 1 %scevgep74, i8 32, i64 %38, i1 false), !tbaa !44
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph67.preheader, %32
  call void @free(ptr %.fca.0.load)
  br label %40

40:                                               ; preds = %._crit_edge, %29, %.loopexit
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define void @_QMshapesPbump(ptr readonly %0) local_unnamed_addr #4 {
  %.not = icmp eq ptr %0, null
  %2 = load i32, ptr @_QMshapesEcounter, align 4, !tbaa !54
  br i1 %.not, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !tbaa !60
  %5 = add i32 %4, %2
  br label %8

6:                                                ; preds = %1
  %7 = add i32 %2, 1
  br label %8

8:                                                ; preds = %6, %3
  %storemerge = phi i32 [ %7, %6 ], [ %5, %3 ]
  store i32 %storemerge, ptr @_QMshapesEcounter, align 4, !tbaa !54
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define i64 @_QMnumericsPgcd(ptr nocapture readonly %0, ptr nocapture readonly %1) local_unnamed_addr #5 {
  %3 = alloca i64, align 8
  %4 = load i64, ptr %1, align 8, !tbaa !63
  %5 = icmp eq i64 %4, 0
  %6 = load i64, ptr %0, align 8, !tbaa !69
  br i1 %5, label %10, label %7

7:                                                ; preds = %2
  %8 = srem i64 %6, %4
  store i64 %8, ptr %3, align 8, !tbaa !71
  %9 = call i64 @_QMnumericsPgcd(ptr nonnull %1, ptr nonnull %3)
  br label %10

10:                                               ; preds = %7, %2
  %.0 = phi i64 [ %9, %7 ], [ %6, %2 ]
  ret i64 %.0
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define i32 @_QMnumericsPcollatz(ptr nocapture readonly %0) local_unnamed_addr #6 {
  %2 = load i32, ptr %0, align 4, !tbaa !72
  %.old1.not = icmp eq i32 %2, 1
  br i1 %.old1.not, label %.loopexit, label %.preheader

.preheader:                                       ; preds = %.preheader, %1
  %.09 = phi i32 [ %.110, %.preheader ], [ %2, %1 ]
  %.0 = phi i32 [ %8, %.preheader ], [ 0, %1 ]
  %3 = and i32 %.09, 1
  %4 = icmp eq i32 %3, 0
  %5 = ashr exact i32 %.09, 1
  %6 = mul i32 %.09, 3
  %7 = add i32 %6, 1
  %.110 = select i1 %4, i32 %5, i32 %7
  %8 = add nuw nsw i32 %.0, 1
  %9 = icmp ult i32 %.0, 1000
  %10 = icmp ne i32 %.110, 1
  %or.cond = select i1 %9, i1 %10, i1 false
  br i1 %or.cond, label %.preheader, label %.loopexit

.loopexit:                                        ; preds = %.preheader, %1
  %.1 = phi i32 [ 0, %1 ], [ %8, %.preheader ]
  ret i32 %.1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define <2 x float> @_QMnumericsProtate(ptr nocapture readonly %0, ptr nocapture readonly %1) local_unnamed_addr #3 {
  %.unpack = load float, ptr %0, align 4, !tbaa !78
  %.elt4 = getelementptr inbounds i8, ptr %0, i64 4
  %.unpack5 = load float, ptr %.elt4, align 4, !tbaa !78
  %3 = load float, ptr %1, align 4, !tbaa !84
  %4 = tail call contract float @llvm.cos.f32(float %3)
  %5 = tail call contract float @llvm.sin.f32(float %3)
  %6 = fmul contract float %.unpack, %4
  %7 = fmul contract float %.unpack5, %4
  %8 = fmul contract float %.unpack, %5
  %9 = fadd contract float %8, %7
  %10 = fmul contract float %.unpack5, %5
  %11 = fsub contract float %6, %10
  %.0.vec.insert = insertelement <2 x float> poison, float %11, i64 0
  %.4.vec.insert = insertelement <2 x float> %.0.vec.insert, float %9, i64 1
  ret <2 x float> %.4.vec.insert
}

define void @_QQmain() local_unnamed_addr #2 {
  %1 = alloca { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, align 8
  %2 = alloca { ptr, i64, i32, i8, i8, i8, i8 }, align 8
  %3 = alloca { ptr, i64, i32, i8, i8, i8, i8 }, align 8
  %4 = alloca { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, align 8
  %5 = alloca %_QMshapesTpoint, align 8
  %6 = alloca { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, align 8
  %7 = alloca %_QMshapesTpoint, align 8
  %8 = alloca { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, align 8
  %9 = alloca %_QMshapesTpoint, align 8
  %10 = alloca { ptr, i64, i32, i8, i8, i8, i8 }, align 8
  %11 = alloca [16 x i8], align 1
  %12 = alloca { ptr, i64, i32, i8, i8, i8, i8, ptr, [1 x i64] }, align 8
  %13 = alloca %_QMshapesTcircle, align 8
  %14 = alloca %_QMshapesTpoint, align 8
  %15 = alloca { ptr, i64, i32, i8, i8, i8, i8 }, align 8
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store ptr %13, ptr %12, align 8, !tbaa !86
  %.fca.1.gep13 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 12, ptr %.fca.1.gep13, align 8, !tbaa !86
  %.fca.2.gep15 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 20180515, ptr %.fca.2.gep15, align 8, !tbaa !86
  %.fca.3.gep17 = getelementptr inbounds i8, ptr %12, i64 20
  store i8 0, ptr %.fca.3.gep17, align 4, !tbaa !86
  %.fca.4.gep19 = getelementptr inbounds i8, ptr %12, i64 21
  store i8 42, ptr %.fca.4.gep19, align 1, !tbaa !86
  %.fca.5.gep21 = getelementptr inbounds i8, ptr %12, i64 22
  store i8 0, ptr %.fca.5.gep21, align 2, !tbaa !86
  %.fca.6.gep23 = getelementptr inbounds i8, ptr %12, i64 23
  store i8 1, ptr %.fca.6.gep23, align 1, !tbaa !86
  %.fca.7.gep = getelementptr inbounds i8, ptr %12, i64 24
  store ptr @_QMshapesE.dt.circle, ptr %.fca.7.gep, align 8, !tbaa !86
  %.fca.8.0.gep = getelementptr inbounds i8, ptr %12, i64 32
  store i64 0, ptr %.fca.8.0.gep, align 8, !tbaa !86
  %20 = call {} @_FortranAInitialize(ptr nonnull %12, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 119)
  %.fca.1.gep27 = getelementptr inbounds i8, ptr %10, i64 8
  %.fca.2.gep29 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  store i32 20180515, ptr %.fca.2.gep29, align 8, !tbaa !86
  %.fca.3.gep31 = getelementptr inbounds i8, ptr %10, i64 20
  store i8 0, ptr %.fca.3.gep31, align 4, !tbaa !86
  %.fca.4.gep33 = getelementptr inbounds i8, ptr %10, i64 21
  store i8 40, ptr %.fca.4.gep33, align 1, !tbaa !86
  %.fca.5.gep35 = getelementptr inbounds i8, ptr %10, i64 22
  store i8 2, ptr %.fca.5.gep35, align 2, !tbaa !86
  %.fca.6.gep37 = getelementptr inbounds i8, ptr %10, i64 23
  store i8 0, ptr %.fca.6.gep37, align 1, !tbaa !86
  store ptr %9, ptr %8, align 8, !tbaa !86
  %.fca.1.gep159 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 8, ptr %.fca.1.gep159, align 8, !tbaa !86
  %.fca.2.gep161 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 20180515, ptr %.fca.2.gep161, align 8, !tbaa !86
  %.fca.3.gep163 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %.fca.3.gep163, align 4, !tbaa !86
  %.fca.4.gep165 = getelementptr inbounds i8, ptr %8, i64 21
  store i8 42, ptr %.fca.4.gep165, align 1, !tbaa !86
  %.fca.5.gep167 = getelementptr inbounds i8, ptr %8, i64 22
  store i8 0, ptr %.fca.5.gep167, align 2, !tbaa !86
  %.fca.6.gep169 = getelementptr inbounds i8, ptr %8, i64 23
  store i8 1, ptr %.fca.6.gep169, align 1, !tbaa !86
  %.fca.7.gep171 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr @_QMshapesE.dt.point, ptr %.fca.7.gep171, align 8, !tbaa !86
  %.fca.8.0.gep173 = getelementptr inbounds i8, ptr %8, i64 32
  store i64 0, ptr %.fca.8.0.gep173, align 8, !tbaa !86
  %21 = call {} @_FortranAInitialize(ptr nonnull %8, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 119)
  store ptr %7, ptr %6, align 8, !tbaa !86
  %.fca.1.gep177 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 8, ptr %.fca.1.gep177, align 8, !tbaa !86
  %.fca.2.gep179 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 20180515, ptr %.fca.2.gep179, align 8, !tbaa !86
  %.fca.3.gep181 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %.fca.3.gep181, align 4, !tbaa !86
  %.fca.4.gep183 = getelementptr inbounds i8, ptr %6, i64 21
  store i8 42, ptr %.fca.4.gep183, align 1, !tbaa !86
  %.fca.5.gep185 = getelementptr inbounds i8, ptr %6, i64 22
  store i8 0, ptr %.fca.5.gep185, align 2, !tbaa !86
  %.fca.6.gep187 = getelementptr inbounds i8, ptr %6, i64 23
  store i8 1, ptr %.fca.6.gep187, align 1, !tbaa !86
  %.fca.7.gep189 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr @_QMshapesE.dt.point, ptr %.fca.7.gep189, align 8, !tbaa !86
  %.fca.8.0.gep191 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 0, ptr %.fca.8.0.gep191, align 8, !tbaa !86
  %22 = call {} @_FortranAInitialize(ptr nonnull %6, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 119)
  store ptr %5, ptr %4, align 8, !tbaa !86
  %.fca.1.gep195 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 8, ptr %.fca.1.gep195, align 8, !tbaa !86
  %.fca.2.gep197 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 20180515, ptr %.fca.2.gep197, align 8, !tbaa !86
  %.fca.3.gep199 = getelementptr inbounds i8, ptr %4, i64 20
  store i8 0, ptr %.fca.3.gep199, align 4, !tbaa !86
  %.fca.4.gep201 = getelementptr inbounds i8, ptr %4, i64 21
  store i8 42, ptr %.fca.4.gep201, align 1, !tbaa !86
  %.fca.5.gep203 = getelementptr inbounds i8, ptr %4, i64 22
  store i8 0, ptr %.fca.5.gep203, align 2, !tbaa !86
  %.fca.6.gep205 = getelementptr inbounds i8, ptr %4, i64 23
  store i8 1, ptr %.fca.6.gep205, align 1, !tbaa !86
  %.fca.7.gep207 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr @_QMshapesE.dt.point, ptr %.fca.7.gep207, align 8, !tbaa !86
  %.fca.8.0.gep209 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 0, ptr %.fca.8.0.gep209, align 8, !tbaa !86
  %23 = call {} @_FortranAInitialize(ptr nonnull %4, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 119)
  store float 1.000000e+00, ptr %9, align 8, !tbaa !90
  %24 = getelementptr inbounds i8, ptr %9, i64 4
  store float 2.000000e+00, ptr %24, align 4, !tbaa !90
  store float 4.000000e+00, ptr %7, align 8, !tbaa !90
  %25 = getelementptr inbounds i8, ptr %7, i64 4
  store float 6.000000e+00, ptr %25, align 4, !tbaa !90
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1)
  store ptr %14, ptr %1, align 8, !tbaa !11
  %.fca.1.gep.i = getelementptr inbounds i8, ptr %1, i64 8
  store i64 8, ptr %.fca.1.gep.i, align 8, !tbaa !11
  %.fca.2.gep.i = getelementptr inbounds i8, ptr %1, i64 16
  store i32 20180515, ptr %.fca.2.gep.i, align 8, !tbaa !11
  %.fca.3.gep.i = getelementptr inbounds i8, ptr %1, i64 20
  store i8 0, ptr %.fca.3.gep.i, align 4, !tbaa !11
  %.fca.4.gep.i = getelementptr inbounds i8, ptr %1, i64 21
  store i8 42, ptr %.fca.4.gep.i, align 1, !tbaa !11
  %.fca.5.gep.i = getelementptr inbounds i8, ptr %1, i64 22
  store i8 0, ptr %.fca.5.gep.i, align 2, !tbaa !11
  %.fca.6.gep.i = getelementptr inbounds i8, ptr %1, i64 23
  store i8 1, ptr %.fca.6.gep.i, align 1, !tbaa !11
  %.fca.7.gep.i = getelementptr inbounds i8, ptr %1, i64 24
  store ptr @_QMshapesE.dt.point, ptr %.fca.7.gep.i, align 8, !tbaa !11
  %.fca.8.0.gep.i = getelementptr inbounds i8, ptr %1, i64 32
  store i64 0, ptr %.fca.8.0.gep.i, align 8, !tbaa !11
  %26 = call {} @_FortranAInitialize(ptr nonnull %1, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 32)
  %27 = load float, ptr %9, align 8, !tbaa !15
  %28 = load float, ptr %7, align 8, !tbaa !19
  %29 = fadd contract float %27, %28
  store float %29, ptr %14, align 8, !tbaa !21
  %30 = load float, ptr %24, align 4, !tbaa !15
  %31 = load float, ptr %25, align 4, !tbaa !19
  %32 = fadd contract float %30, %31
  %33 = getelementptr inbounds i8, ptr %14, i64 4
  store float %32, ptr %33, align 4, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1)
  store float %29, ptr %5, align 8, !tbaa !90
  %34 = getelementptr inbounds i8, ptr %5, i64 4
  store float %32, ptr %34, align 4, !tbaa !90
  store float %29, ptr %13, align 8, !tbaa !90
  %35 = getelementptr inbounds i8, ptr %13, i64 4
  store float %32, ptr %35, align 4, !tbaa !90
  %36 = getelementptr inbounds i8, ptr %13, i64 8
  store float 2.000000e+00, ptr %36, align 8, !tbaa !90
  store i32 5, ptr %16, align 4, !tbaa !90
  store float 2.000000e+00, ptr %17, align 4, !tbaa !90
  call void @_QMshapesPdescribe(ptr nonnull %16, ptr nonnull %11, ptr nonnull %17, i64 16)
  %37 = load i32, ptr @_QMshapesEcounter, align 4, !tbaa !54
  %38 = add i32 %37, 5
  store i32 %38, ptr @_QMshapesEcounter, align 4, !tbaa !54
  store ptr %11, ptr %3, align 8, !tbaa !86
  %.fca.1.gep231 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 16, ptr %.fca.1.gep231, align 8, !tbaa !86
  %.fca.2.gep233 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 20180515, ptr %.fca.2.gep233, align 8, !tbaa !86
  %.fca.3.gep235 = getelementptr inbounds i8, ptr %3, i64 20
  store i8 0, ptr %.fca.3.gep235, align 4, !tbaa !86
  %.fca.4.gep237 = getelementptr inbounds i8, ptr %3, i64 21
  store i8 40, ptr %.fca.4.gep237, align 1, !tbaa !86
  %.fca.5.gep239 = getelementptr inbounds i8, ptr %3, i64 22
  store i8 0, ptr %.fca.5.gep239, align 2, !tbaa !86
  %.fca.6.gep241 = getelementptr inbounds i8, ptr %3, i64 23
  store i8 0, ptr %.fca.6.gep241, align 1, !tbaa !86
  %.fca.1.gep2 = getelementptr inbounds i8, ptr %15, i64 8
  %.fca.2.gep = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i32 20180515, ptr %.fca.2.gep, align 8, !tbaa !86
  %.fca.3.gep = getelementptr inbounds i8, ptr %15, i64 20
  store i8 0, ptr %.fca.3.gep, align 4, !tbaa !86
  %.fca.4.gep = getelementptr inbounds i8, ptr %15, i64 21
  store i8 40, ptr %.fca.4.gep, align 1, !tbaa !86
  %.fca.5.gep = getelementptr inbounds i8, ptr %15, i64 22
  store i8 2, ptr %.fca.5.gep, align 2, !tbaa !86
  %.fca.6.gep = getelementptr inbounds i8, ptr %15, i64 23
  store i8 0, ptr %.fca.6.gep, align 1, !tbaa !86
  %39 = call {} @_FortranATrim(ptr nonnull %15, ptr nonnull %3, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 138)
  %.fca.0.load = load ptr, ptr %15, align 8, !tbaa !86
  %.fca.0.load291 = ptrtoint ptr %.fca.0.load to i64
  %.fca.1.load = load i64, ptr %.fca.1.gep2, align 8, !tbaa !86
  %40 = add i64 %.fca.1.load, 6
  %41 = alloca i8, i64 %40, align 1
  %42 = ptrtoint ptr %41 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %41, ptr noundef nonnull align 1 dereferenceable(6) @_QQclX68656C6C6F20, i64 6, i1 false)
  %invariant.gep = getelementptr i8, ptr %.fca.0.load, i64 -6
  %43 = icmp sgt i64 %.fca.1.load, 0
  br i1 %43, label %iter.check, label %.loopexit

iter.check:                                       ; preds = %0
  %min.iters.check = icmp ult i64 %.fca.1.load, 8
  br i1 %min.iters.check, label %.lr.ph.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %44 = add i64 %42, 6
  %45 = sub i64 %44, %.fca.0.load291
  %diff.check = icmp ult i64 %45, 32
  br i1 %diff.check, label %.lr.ph.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check292 = icmp ult i64 %.fca.1.load, 32
  br i1 %min.iters.check292, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.fca.1.load, 9223372036854775776
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = or disjoint i64 %index, 6
  %46 = getelementptr [1 x i8], ptr %.fca.0.load, i64 %index
  %47 = getelementptr i8, ptr %46, i64 16
  %wide.load = load <16 x i8>, ptr %46, align 1, !tbaa !90
  %wide.load293 = load <16 x i8>, ptr %47, align 1, !tbaa !90
  %48 = getelementptr [1 x i8], ptr %41, i64 %offset.idx
  %49 = getelementptr i8, ptr %48, i64 16
  store <16 x i8> %wide.load, ptr %48, align 1, !tbaa !90
  store <16 x i8> %wide.load293, ptr %49, align 1, !tbaa !90
  %index.next = add nuw i64 %index, 32
  %50 = icmp eq i64 %index.next, %n.vec
  br i1 %50, label %middle.block, label %vector.body, !llvm.loop !92

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.fca.1.load, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %ind.end296 = or disjoint i64 %n.vec, 6
  %n.vec.remaining = and i64 %.fca.1.load, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %.lr.ph.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec295 = and i64 %.fca.1.load, 9223372036854775800
  %ind.end = or disjoint i64 %n.vec295, 6
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index297 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next300, %vec.epilog.vector.body ]
  %offset.idx298 = or disjoint i64 %index297, 6
  %51 = getelementptr [1 x i8], ptr %.fca.0.load, i64 %index297
  %wide.load299 = load <8 x i8>, ptr %51, align 1, !tbaa !90
  %52 = getelementptr [1 x i8], ptr %41, i64 %offset.idx298
  store <8 x i8> %wide.load299, ptr %52, align 1, !tbaa !90
  %index.next300 = add nuw i64 %index297, 8
  %53 = icmp eq i64 %index.next300, %n.vec295
  br i1 %53, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !95

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n301 = icmp eq i64 %.fca.1.load, %n.vec295
  br i1 %cmp.n301, label %.loopexit, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.ph = phi i64 [ 6, %iter.check ], [ 6, %vector.memcheck ], [ %ind.end296, %vec.epilog.iter.check ], [ %ind.end, %vec.epilog.middle.block ]
  %54 = xor i64 %.fca.1.load, 2
  %55 = sub i64 %54, %.ph
  %56 = add nuw i64 %.fca.1.load, 5
  %57 = sub i64 %56, %.ph
  %xtraiter = and i64 %55, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol

.lr.ph.prol:                                      ; preds = %.lr.ph.prol, %.lr.ph.preheader
  %58 = phi i64 [ %60, %.lr.ph.prol ], [ %.ph, %.lr.ph.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %.lr.ph.prol ], [ 0, %.lr.ph.preheader ]
  %gep.prol = getelementptr [1 x i8], ptr %invariant.gep, i64 %58
  %.unpack.prol = load i8, ptr %gep.prol, align 1, !tbaa !90
  %59 = getelementptr [1 x i8], ptr %41, i64 %58
  store i8 %.unpack.prol, ptr %59, align 1, !tbaa !90
  %60 = add nuw i64 %58, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !llvm.loop !96

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader
  %.unr = phi i64 [ %.ph, %.lr.ph.preheader ], [ %60, %.lr.ph.prol ]
  %61 = icmp ult i64 %57, 3
  br i1 %61, label %.loopexit, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.prol.loopexit
  %62 = phi i64 [ %70, %.lr.ph ], [ %.unr, %.lr.ph.prol.loopexit ]
  %gep = getelementptr [1 x i8], ptr %invariant.gep, i64 %62
  %.unpack = load i8, ptr %gep, align 1, !tbaa !90
  %63 = getelementptr [1 x i8], ptr %41, i64 %62
  store i8 %.unpack, ptr %63, align 1, !tbaa !90
  %64 = add nuw i64 %62, 1
  %gep.1 = getelementptr [1 x i8], ptr %invariant.gep, i64 %64
  %.unpack.1 = load i8, ptr %gep.1, align 1, !tbaa !90
  %65 = getelementptr [1 x i8], ptr %41, i64 %64
  store i8 %.unpack.1, ptr %65, align 1, !tbaa !90
  %66 = add nuw i64 %62, 2
  %gep.2 = getelementptr [1 x i8], ptr %invariant.gep, i64 %66
  %.unpack.2 = load i8, ptr %gep.2, align 1, !tbaa !90
  %67 = getelementptr [1 x i8], ptr %41, i64 %66
  store i8 %.unpack.2, ptr %67, align 1, !tbaa !90
  %68 = add nuw i64 %62, 3
  %gep.3 = getelementptr [1 x i8], ptr %invariant.gep, i64 %68
  %.unpack.3 = load i8, ptr %gep.3, align 1, !tbaa !90
  %69 = getelementptr [1 x i8], ptr %41, i64 %68
  store i8 %.unpack.3, ptr %69, align 1, !tbaa !90
  %70 = add nuw i64 %62, 4
  %exitcond.not.3 = icmp eq i64 %70, %40
  br i1 %exitcond.not.3, label %.loopexit, label %.lr.ph, !llvm.loop !98

.loopexit:                                        ; preds = %.lr.ph, %.lr.ph.prol.loopexit, %vec.epilog.middle.block, %middle.block, %0
  store ptr %41, ptr %2, align 8, !tbaa !86
  %.fca.1.gep247 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %40, ptr %.fca.1.gep247, align 8, !tbaa !86
  %.fca.2.gep249 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 20180515, ptr %.fca.2.gep249, align 8, !tbaa !86
  %.fca.3.gep251 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 0, ptr %.fca.3.gep251, align 4, !tbaa !86
  %.fca.4.gep253 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 40, ptr %.fca.4.gep253, align 1, !tbaa !86
  %.fca.5.gep255 = getelementptr inbounds i8, ptr %2, i64 22
  store i8 0, ptr %.fca.5.gep255, align 2, !tbaa !86
  %.fca.6.gep257 = getelementptr inbounds i8, ptr %2, i64 23
  store i8 0, ptr %.fca.6.gep257, align 1, !tbaa !86
  %71 = call {} @_FortranAAssign(ptr nonnull %10, ptr nonnull %2, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 138)
  call void @free(ptr %.fca.0.load)
  %_QMshapesEcounter.promoted = load i32, ptr @_QMshapesEcounter, align 4, !tbaa !54
  %72 = add i32 %_QMshapesEcounter.promoted, 4
  store i32 %72, ptr @_QMshapesEcounter, align 4, !tbaa !54
  %73 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 144)
  %74 = load float, ptr %9, align 8, !tbaa !22
  %75 = load float, ptr %7, align 8, !tbaa !28
  %76 = fsub contract float %74, %75
  %77 = fmul float %76, %76
  %78 = load float, ptr %24, align 4, !tbaa !22
  %79 = load float, ptr %25, align 4, !tbaa !28
  %80 = fsub contract float %78, %79
  %81 = fmul float %80, %80
  %82 = fadd contract float %77, %81
  %83 = call contract float @llvm.sqrt.f32(float %82)
  %84 = call i1 @_FortranAioOutputReal32(ptr %73, float %83)
  %85 = load ptr, ptr %12, align 8, !tbaa !3
  %86 = getelementptr i8, ptr %85, i64 8
  %87 = load float, ptr %86, align 4, !tbaa !7
  %88 = fmul float %87, %87
  %89 = fmul contract float %88, 0x400921FA00000000
  %90 = call i1 @_FortranAioOutputReal32(ptr %73, float %89)
  %91 = call i1 @_FortranAioOutputReal32(ptr %73, float 6.000000e+00)
  %.fca.0.load39 = load ptr, ptr %10, align 8, !tbaa !86
  %.fca.1.load42 = load i64, ptr %.fca.1.gep27, align 8, !tbaa !86
  %92 = call i1 @_FortranAioOutputAscii(ptr %73, ptr %.fca.0.load39, i64 %.fca.1.load42)
  %.fca.1.load63 = load i64, ptr %.fca.1.gep27, align 8, !tbaa !86
  %93 = trunc i64 %.fca.1.load63 to i32
  %94 = call i1 @_FortranAioOutputInteger32(ptr %73, i32 %93)
  %95 = call i32 @_FortranAioEndIoStatement(ptr %73)
  %96 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 145)
  store i64 48, ptr %18, align 8, !tbaa !90
  store i64 18, ptr %19, align 8, !tbaa !90
  %97 = call i64 @_QMnumericsPgcd(ptr nonnull %18, ptr nonnull %19)
  %98 = call i1 @_FortranAioOutputInteger64(ptr %96, i64 %97)
  br label %.preheader.i

.preheader.i:                                     ; preds = %.preheader.i, %.loopexit
  %.09.i = phi i32 [ %.110.i, %.preheader.i ], [ 27, %.loopexit ]
  %.0.i = phi i32 [ %104, %.preheader.i ], [ 0, %.loopexit ]
  %99 = and i32 %.09.i, 1
  %100 = icmp eq i32 %99, 0
  %101 = ashr exact i32 %.09.i, 1
  %102 = mul i32 %.09.i, 3
  %103 = add i32 %102, 1
  %.110.i = select i1 %100, i32 %101, i32 %103
  %104 = add nuw nsw i32 %.0.i, 1
  %105 = icmp ult i32 %.0.i, 1000
  %106 = icmp ne i32 %.110.i, 1
  %or.cond.i = select i1 %105, i1 %106, i1 false
  br i1 %or.cond.i, label %.preheader.i, label %_QMnumericsPcollatz.exit

_QMnumericsPcollatz.exit:                         ; preds = %.preheader.i
  %107 = call i1 @_FortranAioOutputInteger32(ptr %96, i32 %104)
  %108 = load i32, ptr @_QMshapesEcounter, align 4, !tbaa !99
  %109 = call i1 @_FortranAioOutputInteger32(ptr %96, i32 %108)
  %110 = call i1 @_FortranAioOutputReal32(ptr %96, float 0x3FEC152800000000)
  %111 = call i1 @_FortranAioOutputReal32(ptr %96, float 0x3FDEAEE880000000)
  %112 = call i32 @_FortranAioEndIoStatement(ptr %96)
  %113 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr nonnull @_QQclX17ce70d42f6eb9ac7ceaae051f690acd, i32 146)
  %.fca.0.load81 = load ptr, ptr %10, align 8, !tbaa !86
  %.fca.1.load84 = load i64, ptr %.fca.1.gep27, align 8, !tbaa !86
  %114 = call i64 @_FortranAIndex1(ptr %.fca.0.load81, i64 %.fca.1.load84, ptr nonnull @_QQclX6C6F, i64 2, i1 false)
  %115 = trunc i64 %114 to i32
  %116 = call i1 @_FortranAioOutputInteger32(ptr %113, i32 %115)
  %117 = call i1 @_FortranAioOutputAscii(ptr %113, ptr nonnull @_QQclX782020, i64 3)
  %118 = call i1 @_FortranAioOutputAscii(ptr %113, ptr nonnull @_QQclX41, i64 1)
  %119 = call i1 @_FortranAioOutputInteger32(ptr %113, i32 65)
  %120 = call i32 @_FortranAioEndIoStatement(ptr %113)
  ret void
}

declare {} @_FortranAInitialize(ptr, ptr, i32) local_unnamed_addr

declare {} @_FortranATrim(ptr, ptr, ptr, i32) local_unnamed_addr

declare ptr @_FortranAioBeginExternalListOutput(i32, ptr, i32) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputReal32(ptr, float) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputAscii(ptr, ptr, i64) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputInteger32(ptr, i32) local_unnamed_addr

declare i32 @_FortranAioEndIoStatement(ptr) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputInteger64(ptr, i64) local_unnamed_addr

declare i64 @_FortranAIndex1(ptr, i64, ptr, i64, i1 zeroext) local_unnamed_addr

declare void @_FortranAProgramStart(i32, ptr, ptr, ptr) local_unnamed_addr

declare void @_FortranAProgramEndStatement() local_unnamed_addr

define noundef i32 @main(i32 %0, ptr %1, ptr %2) local_unnamed_addr #2 {
  tail call void @_FortranAProgramStart(i32 %0, ptr %1, ptr %2, ptr null)
  tail call void @_QQmain()
  tail call void @_FortranAProgramEndStatement()
  ret i32 0
}

declare {} @_FortranAAssign(ptr, ptr, ptr, i32) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #10

attributes #0 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) "target-cpu"="x86-64" }
attributes #2 = { "target-cpu"="x86-64" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "target-cpu"="x86-64" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "target-cpu"="x86-64" }
attributes #5 = { nofree nosync nounwind memory(argmem: read) "target-cpu"="x86-64" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!4, !4, i64 0}
!4 = !{!"descriptor member", !5, i64 0}
!5 = !{!"any access", !6, i64 0}
!6 = !{!"Flang function root _QMshapesPcircle_area"}
!7 = !{!8, !8, i64 0}
!8 = !{!"dummy arg data/_QMshapesFcircle_areaEself", !9, i64 0}
!9 = !{!"dummy arg data", !10, i64 0}
!10 = !{!"any data access", !5, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"descriptor member", !13, i64 0}
!13 = !{!"any access", !14, i64 0}
!14 = !{!"Flang function root _QMshapesPadd_points"}
!15 = !{!16, !16, i64 0}
!16 = !{!"dummy arg data/_QMshapesFadd_pointsEa", !17, i64 0}
!17 = !{!"dummy arg data", !18, i64 0}
!18 = !{!"any data access", !13, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"dummy arg data/_QMshapesFadd_pointsEb", !17, i64 0}
!21 = !{!18, !18, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"dummy arg data/_QMshapesFdistanceEa", !24, i64 0}
!24 = !{!"dummy arg data", !25, i64 0}
!25 = !{!"any data access", !26, i64 0}
!26 = !{!"any access", !27, i64 0}
!27 = !{!"Flang function root _QMshapesPdistance"}
!28 = !{!29, !29, i64 0}
!29 = !{!"dummy arg data/_QMshapesFdistanceEb", !24, i64 0}
!30 = !{!31, !31, i64 0}
!31 = !{!"dummy arg data/_QMshapesFrect_areaEw", !32, i64 0}
!32 = !{!"dummy arg data", !33, i64 0}
!33 = !{!"any data access", !34, i64 0}
!34 = !{!"any access", !35, i64 0}
!35 = !{!"Flang function root _QMshapesPrect_area"}
!36 = !{!37, !37, i64 0}
!37 = !{!"dummy arg data/_QMshapesFrect_areaEh", !32, i64 0}
!38 = !{!39, !39, i64 0}
!39 = !{!"dummy arg data/_QMshapesFdescribeEn", !40, i64 0}
!40 = !{!"dummy arg data", !41, i64 0}
!41 = !{!"any data access", !42, i64 0}
!42 = !{!"any access", !43, i64 0}
!43 = !{!"Flang function root _QMshapesPdescribe"}
!44 = !{!45, !45, i64 0}
!45 = !{!"dummy arg data/_QMshapesFdescribeElabel", !40, i64 0}
!46 = !{!47, !47, i64 0}
!47 = !{!"dummy arg data/_QMshapesFdescribeEscale", !40, i64 0}
!48 = !{!49, !49, i64 0}
!49 = !{!"descriptor member", !42, i64 0}
!50 = !{!51, !51, i64 0}
!51 = !{!"global data/_QQclX21", !52, i64 0}
!52 = !{!"global data", !41, i64 0}
!53 = !{!41, !41, i64 0}
!54 = !{!55, !55, i64 0}
!55 = !{!"global data/_QMshapesEcounter", !56, i64 0}
!56 = !{!"global data", !57, i64 0}
!57 = !{!"any data access", !58, i64 0}
!58 = !{!"any access", !59, i64 0}
!59 = !{!"Flang function root _QMshapesPbump"}
!60 = !{!61, !61, i64 0}
!61 = !{!"dummy arg data/_QMshapesFbumpEby", !62, i64 0}
!62 = !{!"dummy arg data", !57, i64 0}
!63 = !{!64, !64, i64 0}
!64 = !{!"dummy arg data/_QMnumericsFgcdEb", !65, i64 0}
!65 = !{!"dummy arg data", !66, i64 0}
!66 = !{!"any data access", !67, i64 0}
!67 = !{!"any access", !68, i64 0}
!68 = !{!"Flang function root _QMnumericsPgcd"}
!69 = !{!70, !70, i64 0}
!70 = !{!"dummy arg data/_QMnumericsFgcdEa", !65, i64 0}
!71 = !{!66, !66, i64 0}
!72 = !{!73, !73, i64 0}
!73 = !{!"dummy arg data/_QMnumericsFcollatzEn0", !74, i64 0}
!74 = !{!"dummy arg data", !75, i64 0}
!75 = !{!"any data access", !76, i64 0}
!76 = !{!"any access", !77, i64 0}
!77 = !{!"Flang function root _QMnumericsPcollatz"}
!78 = !{!79, !79, i64 0}
!79 = !{!"dummy arg data/_QMnumericsFrotateEz", !80, i64 0}
!80 = !{!"dummy arg data", !81, i64 0}
!81 = !{!"any data access", !82, i64 0}
!82 = !{!"any access", !83, i64 0}
!83 = !{!"Flang function root _QMnumericsProtate"}
!84 = !{!85, !85, i64 0}
!85 = !{!"dummy arg data/_QMnumericsFrotateEtheta", !80, i64 0}
!86 = !{!87, !87, i64 0}
!87 = !{!"descriptor member", !88, i64 0}
!88 = !{!"any access", !89, i64 0}
!89 = !{!"Flang function root _QQmain"}
!90 = !{!91, !91, i64 0}
!91 = !{!"any data access", !88, i64 0}
!92 = distinct !{!92, !93, !94}
!93 = !{!"llvm.loop.isvectorized", i32 1}
!94 = !{!"llvm.loop.unroll.runtime.disable"}
!95 = distinct !{!95, !93, !94}
!96 = distinct !{!96, !97}
!97 = !{!"llvm.loop.unroll.disable"}
!98 = distinct !{!98, !93}
!99 = !{!100, !100, i64 0}
!100 = !{!"global data/_QMshapesEcounter", !101, i64 0}
!101 = !{!"global data", !91, i64 0}
