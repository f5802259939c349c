; ModuleID = '<stdin>'
source_filename = "c.ll"

@sv = global <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)

; Function Attrs: noinline nounwind optnone memory(argmem: read) uwtable
define internal noundef nonnull ptr @0(i32 %0, ptr byval(i32) align 4 %p, ...) unnamed_addr #0 section "s" partition "pp" align 16 gc "statepoint-example" prefix i32 1 prologue i8 2 {
  %2 = alloca inalloca i32, align 4
  %3 = alloca swifterror ptr, align 8
  br label %b1234567890123456789012345678901234567890123456

b1234567890123456789012345678901234567890123456:  ; preds = %1
  br label %"quoted block"

"quoted block":                                   ; preds = %b1234567890123456789012345678901234567890123456
  br label %b12345678901234567890123456789012345678901234567

b12345678901234567890123456789012345678901234567: ; preds = %"quoted block"
  %r = call coldcc i32 @1(i32 range(i32 0, 10) %0)
  ret ptr null

rr2:                                              ; No predecessors!
  ret ptr null
}

declare coldcc i32 @1(i32)

declare void @f(ptr allocptr dead_on_unwind immarg inreg nest noalias nocapture nofree noundef nonnull readnone readonly returned swiftasync swifterror swiftself writable writeonly byref(i32) byval(i32) elementtype(i32) inalloca(i32) preallocated(i32) sret(i32) align 8 dereferenceable(4) dereferenceable_or_null(8) alignstack(4) initializes((0, 4), (8, 12)) "a" "s"="v")

declare void @g(i32 allocalign inreg noundef signext zeroext range(i32 0, 10) "x", float noundef nofpclass(nan inf), ptr align 4 dereferenceable(8) initializes((0, 4)))

; Function Attrs: allockind("free") allocsize(0,1) memory(read, argmem: readwrite) alignstack(4) uwtable(sync) vscale_range(2,0)
declare void @h() #1

; Function Attrs: memory(none)
declare void @h2() #2

; Function Attrs: memory(write, inaccessiblemem: none)
declare void @h3() #3

attributes #0 = { noinline nounwind optnone memory(argmem: read) uwtable }
attributes #1 = { allockind("free") allocsize(0,1) memory(read, argmem: readwrite) alignstack=4 uwtable(sync) vscale_range(2,0) }
attributes #2 = { memory(none) "Ab" "aa"="1" "zz" }
attributes #3 = { memory(write, inaccessiblemem: none) }
