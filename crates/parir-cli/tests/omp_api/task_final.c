// final tasks: omp_in_final is true in a final task and in the tasks it creates, false in
// an ordinary task; the value of a final clause is read at run time.
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int plain = -1, fin = -1, child = -1, computed = -1;
  int make_final = argc > 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task shared(plain)
    plain = omp_in_final();
#pragma omp task final(1) shared(fin, child)
    {
      fin = omp_in_final();
#pragma omp task shared(child)
      child = omp_in_final();
    }
#pragma omp task final(make_final) shared(computed)
    computed = omp_in_final();
#pragma omp taskwait
  }
  printf("plain=%d final=%d child=%d computed=%d\n", plain, fin, child, computed);
  return 0;
}
