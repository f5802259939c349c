// A team region with the worksharing and synchronization constructs parir runs: static,
// dynamic and chunked worksharing loops (one with a reduction), single, sections, master,
// critical (named and unnamed), barrier and a task. Its OpenMP-directive form, omp-team.ll,
// is generated from this file by crates/parir-cli/tests/directives/gen_directive_form.py:
// the BEGIN/END marks become the region entries and exits.
#include <stdio.h>

// The directive form's region entries, by BEGIN/END number (gen_directive_form.py):
// parir-directive 1: "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 3), "QUAL.OMP.SHARED"(ptr %a, ptr %b, ptr %dot, ptr %hits, ptr %first, ptr %count, ptr %s1, ptr %s2, ptr %s3, ptr %task_done)
// parir-directive 2: "DIR.OMP.LOOP"(), "QUAL.OMP.SCHEDULE.STATIC"(i32 0)
// parir-directive 3: "DIR.OMP.LOOP"(), "QUAL.OMP.REDUCTION.ADD"(ptr %dot), "QUAL.OMP.SCHEDULE.DYNAMIC"(i32 7)
// parir-directive 4: "DIR.OMP.SINGLE"()
// parir-directive 5: "DIR.OMP.TASK"(), "QUAL.OMP.SHARED"(ptr %task_done)
// parir-directive 6: "DIR.OMP.SECTIONS"()
// parir-directive 7: "DIR.OMP.SECTION"()
// parir-directive 8: "DIR.OMP.SECTION"()
// parir-directive 9: "DIR.OMP.SECTION"()
// parir-directive 10: "DIR.OMP.LOOP"(), "QUAL.OMP.SCHEDULE.STATIC"(i32 10), "QUAL.OMP.NOWAIT"()
// parir-directive 11: "DIR.OMP.CRITICAL"()
// parir-directive 12: "DIR.OMP.BARRIER"()
// parir-directive 13: "DIR.OMP.CRITICAL"(), "QUAL.OMP.NAME"(ptr @.omp.critical.cnt)
// parir-directive 14: "DIR.OMP.MASTER"()
// parir-global: @.omp.critical.cnt = private unnamed_addr constant [4 x i8] c"cnt\00"

#ifdef PARIR_DIRECTIVES
void parir_begin(int);
void parir_end(int);
#define BEGIN(n) parir_begin(n);
#define END(n) parir_end(n);
#else
#define BEGIN(n)
#define END(n)
#endif

int main(void) {
  int n = 1000;
  double a[1000], b[1000];
  double dot = 0.0;
  long hits = 0;
  int first = -1;
  int count = 0;
  int s1 = 0, s2 = 0, s3 = 0;
  int task_done = 0;
  BEGIN(1)
#pragma omp parallel num_threads(3)
  {
    BEGIN(2)
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) {
      a[i] = i * 0.5;
      b[i] = 2.0;
    }
    END(2)
    BEGIN(3)
#pragma omp for reduction(+ : dot) schedule(dynamic, 7)
    for (int i = 0; i < n; i++)
      dot += a[i] * b[i];
    END(3)
    BEGIN(4)
#pragma omp single
    {
      first = 42;
      BEGIN(5)
#pragma omp task
      task_done = 1;
      END(5)
    }
    END(4)
    BEGIN(6)
#pragma omp sections
    {
      BEGIN(7)
#pragma omp section
      s1 = 1;
      END(7)
      BEGIN(8)
#pragma omp section
      s2 = 2;
      END(8)
      BEGIN(9)
#pragma omp section
      s3 = 3;
      END(9)
    }
    END(6)
    BEGIN(10)
#pragma omp for schedule(static, 10) nowait
    for (int i = 0; i < n; i++) {
      if (i % 3 == 0) {
        BEGIN(11)
#pragma omp critical
        hits++;
        END(11)
      }
    }
    END(10)
    BEGIN(12)
#pragma omp barrier
    END(12)
    BEGIN(13)
#pragma omp critical(cnt)
    count++;
    END(13)
    BEGIN(14)
#pragma omp master
    printf("master sees first %d task %d\n", first, task_done);
    END(14)
  }
  END(1)
  printf("dot %.1f hits %ld counted %d sections %d %d %d\n", dot, hits, count > 0, s1, s2,
         s3);
  return 0;
}
