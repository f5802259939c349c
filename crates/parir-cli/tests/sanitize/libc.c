// Accesses made inside libc functions parir implements count for the loop that calls them:
// snprintf into, and memset of, each iteration's own row are right; strcpy into one shared
// buffer is a WAW (and, with the later read of it, a WAR) of distance 1; strcmp of the
// previous row after the previous iteration wrote it is a RAW of distance 1.
// EXPECT: line=23 claim=no_depends kind=WAW distance=1
// EXPECT: line=23 claim=no_depends kind=WAR distance=1
// EXPECT: line=28 claim=no_depends kind=RAW distance=1
#include <stdio.h>
#include <string.h>
#include "parir.h"
#define N 64
char rows[N][16], shared[16];
int main(void) {
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) {
    snprintf(rows[i], sizeof rows[i], "row %d", i);
  }
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) {
    memset(rows[i] + 10, '.', 4);
  }
  PARIR_IVDEP();
  for (int i = 0; i < N; i++) {
    strcpy(shared, rows[i]);
    rows[i][0] = shared[1];
  }
  PARIR_IVDEP();
  for (int i = 1; i < N; i++) {
    if (strcmp(rows[i - 1], rows[i]) > 0) rows[i][1] = 'x';
  }
  printf("%s %s\n", rows[5], shared);
  return 0;
}
