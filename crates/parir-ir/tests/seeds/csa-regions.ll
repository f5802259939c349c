; SOURCE: csa-pathfinding-builtins.rst, "Semantics" examples of parallel_{region,section}.
; FIXES: the block fragments completed into functions with returns; typed pointers (`i32*
;   undef`) kept (read as `ptr`); declarations added.
; LLVM-ACCEPTS: yes
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @ambiguous_region_id(i1 %c) {
entry:
  br i1 %c, label %bb1, label %bb2

bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0) ; Entry for region 0
  br label %bb3

bb2:
  %1 = call i32 @llvm.csa.parallel.region.entry(i32 0) ; Entry for region 0
  %2 = call i32 @llvm.csa.parallel.region.entry(i32 1) ; Entry for region 1
  br label %bb3

bb3:
  %p1 = phi i32 [ %0, %bb1 ], [ %1, %bb2 ]
  %p2 = phi i32 [ %0, %bb1 ], [ %2, %bb2 ]
  %3 = call i32 @llvm.csa.parallel.section.entry(i32 %p1)
  %4 = call i32 @llvm.csa.parallel.section.entry(i32 %p2)
  ret void
}

define void @loops(i1 %c1, i1 %c2) {
bb1:
  store i32 undef, i32* undef ; <- st1, outside of region 0
  br label %bb2

bb2: ; <- header of loop lp1
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %bb3

bb3: ; <- header of loop lp2
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 undef, i32* undef ; <- st2, inside of section of region 0
  store i32 undef, i32* undef ; <- st3, inside of section of region 0
  call void @llvm.csa.parallel.section.exit(i32 %1)
  br i1 %c1, label %bb3, label %bb4

bb4:
  call void @llvm.csa.parallel.region.exit(i32 %0)
  br i1 %c2, label %bb2, label %bb5

bb5:
  ret void
}
