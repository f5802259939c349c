; ModuleID = 'tapir.ll'
source_filename = "tapir.ll"

define void @f(ptr %p) {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:                                             ; preds = %entry
  store i32 1, ptr %p, align 4
  reattach within %sr, label %cont

cont:                                             ; preds = %task, %entry
  sync within %sr, label %done

done:                                             ; preds = %cont
  ret void
}

define void @g() personality ptr null {
entry:
  detach within none, label %t, label %c unwind label %u

t:                                                ; preds = %entry
  reattach within none, label %c

c:                                                ; preds = %t, %entry
  sync within none, label %d

d:                                                ; preds = %c
  ret void

u:                                                ; preds = %entry
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}

declare token @llvm.syncregion.start()
