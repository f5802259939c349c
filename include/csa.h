/* csa.h: the CSA pathfinding builtins (csa-pathfinding-builtins.rst, "User-Visible Intrinsics")
 * for C and C++ compiled with clang-19.
 *
 *     __builtin_csa_parallel_loop();               the next loop's iterations are independent
 *     __builtin_csa_spmd(workers, chunk);          SPMDize the next loop (chunk 0: blocking)
 *     __builtin_csa_spmdization(workers, "kind");  "blocking", "cyclic" or "hybrid"
 *     __builtin_csa_pipeline_loop(depth);          pipeline the next loop (0: compiler's depth)
 *     int r = __builtin_csa_parallel_region_entry(id);   id < 1000 (1000 and up: compiler)
 *     int s = __builtin_csa_parallel_section_entry(r);
 *     __builtin_csa_parallel_section_exit(s);
 *     __builtin_csa_parallel_region_exit(r);
 *
 * clang-19 accepts these declarations and emits plain calls; `parir opt -passes=csa-builtins`
 * turns them into the llvm.csa.* intrinsics, and `clie` expands the loop builtins
 * (csa-builtins,mem2reg,loop-simplify,licm,clie,csa-intrinsic-cleaner). The functions are
 * never defined: a program not processed by parir does not link, which is deliberate.
 *
 * Why the calls survive optimization (as parir.h's markers do): external functions of unknown
 * memory effects cannot be deleted, hoisted or sunk across the loop's memory accesses;
 * `nomerge` keeps SimplifyCFG from merging the builtins of two loops in different branches;
 * `nothrow` keeps C++ from wrapping them in `invoke`.
 *
 * With PARIR_CSA_NOOP defined (`-DPARIR_CSA_NOOP`), every builtin is a no-op (the entries
 * return 0), like the seed's x86 no-op variants: the same source builds natively. Otherwise
 * the header defines __CSA__, so that code written for the CSA compiler with
 * `#ifdef __CSA__` around builtins keeps them.
 */
#ifndef PARIR_CSA_H
#define PARIR_CSA_H

#ifdef PARIR_CSA_NOOP

#define __builtin_csa_parallel_loop() ((void)0)
#define __builtin_csa_spmd(workers, chunk) ((void)(workers), (void)(chunk))
#define __builtin_csa_spmdization(workers, kind) ((void)(workers), (void)(kind))
#define __builtin_csa_pipeline_loop(depth) ((void)(depth))
#define __builtin_csa_parallel_region_entry(id) ((void)(id), 0)
#define __builtin_csa_parallel_region_exit(entry) ((void)(entry))
#define __builtin_csa_parallel_section_entry(region) ((void)(region), 0)
#define __builtin_csa_parallel_section_exit(entry) ((void)(entry))

#else

#ifndef __CSA__
#define __CSA__ 1
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define PARIR_CSA_BUILTIN_ __attribute__((nomerge, nothrow))

PARIR_CSA_BUILTIN_ void __builtin_csa_parallel_loop(void);
PARIR_CSA_BUILTIN_ void __builtin_csa_spmd(int workers, int chunk);
PARIR_CSA_BUILTIN_ void __builtin_csa_spmdization(int workers, const char *kind);
PARIR_CSA_BUILTIN_ void __builtin_csa_pipeline_loop(int depth);
PARIR_CSA_BUILTIN_ int __builtin_csa_parallel_region_entry(int region_id);
PARIR_CSA_BUILTIN_ void __builtin_csa_parallel_region_exit(int entry);
PARIR_CSA_BUILTIN_ int __builtin_csa_parallel_section_entry(int region_entry);
PARIR_CSA_BUILTIN_ void __builtin_csa_parallel_section_exit(int entry);

#undef PARIR_CSA_BUILTIN_

#ifdef __cplusplus
}
#endif

#endif /* PARIR_CSA_NOOP */

#endif /* PARIR_CSA_H */
