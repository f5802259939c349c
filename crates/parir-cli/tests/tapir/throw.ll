; C++ exceptions out of spawned tasks, in Tapir as OpenCilk writes it (by hand): a
; divide-and-conquer sum whose leaves may throw, caught in main after the sync.
;   static int check(int i) { if (i % 7 == 6) throw Err{i}; return i * i; }
;   static long tree(int lo, int hi) {
;     if (hi - lo == 1) return check(lo);
;     int mid = lo + (hi - lo) / 2;
;     long a = cilk_spawn tree(lo, mid);  // a detach with an unwind edge
;     long b = tree(mid, hi);
;     cilk_sync;                          // sync + invoke of llvm.sync.unwind
;     return a + b;
;   }
;   int main() { for (int n = 4; n <= 8; n += 2) try { printf(.., tree(0, n)); }
;                catch (Err &e) { printf(.., e.at); } }
; The spawned tree(6, 7) of tree(0, 8) throws: its task's landing pad rethrows it to the
; detach's unwind destination (llvm.detached.rethrow), whose cleanup resumes it out of
; tree; main's handler catches it, with the serial elision's output.
; STDOUT: n=4 sum=14
; STDOUT: n=6 sum=55
; STDOUT: n=8 caught Err at 6
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr constant [5 x i8] c"3Err\00", align 1
@_ZTI3Err = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, align 8
@.str = private unnamed_addr constant [14 x i8] c"n=%d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"n=%d caught Err at %d\0A\00", align 1

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  br label %for.body

for.cond.cleanup:
  ret i32 0

for.body:
  %n = phi i32 [ 4, %entry ], [ %add, %for.inc ]
  %call = invoke i64 @tree(i32 0, i32 %n)
          to label %invoke.cont unwind label %lpad

invoke.cont:
  %call2 = call i32 (ptr, ...) @printf(ptr @.str, i32 %n, i64 %call)
  br label %for.inc

lpad:
  %0 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %1 = extractvalue { ptr, i32 } %0, 1
  %2 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err)
  %matches = icmp eq i32 %1, %2
  br i1 %matches, label %catch, label %ehcleanup

catch:
  %3 = extractvalue { ptr, i32 } %0, 0
  %4 = call ptr @__cxa_begin_catch(ptr %3)
  %5 = load i32, ptr %4, align 4
  %call5 = call i32 (ptr, ...) @printf(ptr @.str.1, i32 %n, i32 %5)
  call void @__cxa_end_catch()
  br label %for.inc

for.inc:
  %add = add nuw nsw i32 %n, 2
  %cmp = icmp ult i32 %n, 7
  br i1 %cmp, label %for.body, label %for.cond.cleanup

ehcleanup:
  resume { ptr, i32 } %0
}

define internal i64 @tree(i32 %lo, i32 %hi) personality ptr @__gxx_personality_v0 {
entry:
  %a = alloca i64, align 8
  %syncreg = call token @llvm.syncregion.start()
  %sub = sub nsw i32 %hi, %lo
  %leaf = icmp eq i32 %sub, 1
  br i1 %leaf, label %if.then, label %if.end

if.then:
  %call = call i32 @check(i32 %lo)
  %conv = sext i32 %call to i64
  ret i64 %conv

if.end:
  %div = sdiv i32 %sub, 2
  %mid = add nsw i32 %div, %lo
  detach within %syncreg, label %det.achd, label %det.cont unwind label %lpad.det

det.achd:
  %l = invoke i64 @tree(i32 %lo, i32 %mid)
          to label %det.store unwind label %lpad.task

det.store:
  store i64 %l, ptr %a, align 8
  reattach within %syncreg, label %det.cont

lpad.task:
  %lp = landingpad { ptr, i32 }
          cleanup
  invoke void @llvm.detached.rethrow.sl_p0i32s(token %syncreg, { ptr, i32 } %lp)
          to label %unreachable unwind label %lpad.det

det.cont:
  %r = call i64 @tree(i32 %mid, i32 %hi)
  sync within %syncreg, label %sync.continue

sync.continue:
  invoke void @llvm.sync.unwind(token %syncreg)
          to label %done unwind label %lpad.det

done:
  %av = load i64, ptr %a, align 8
  %sum = add nsw i64 %av, %r
  ret i64 %sum

lpad.det:
  %lp2 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp2

unreachable:
  unreachable
}

define internal i32 @check(i32 %i) {
entry:
  %rem = srem i32 %i, 7
  %cmp = icmp eq i32 %rem, 6
  br i1 %cmp, label %if.then, label %if.end

if.then:
  %exception = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %i, ptr %exception, align 16
  call void @__cxa_throw(ptr %exception, ptr @_ZTI3Err, ptr null)
  unreachable

if.end:
  %mul = mul nsw i32 %i, %i
  ret i32 %mul
}

declare i32 @printf(ptr, ...)
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for.p0(ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare token @llvm.syncregion.start()
declare void @llvm.detached.rethrow.sl_p0i32s(token, { ptr, i32 })
declare void @llvm.sync.unwind(token)
