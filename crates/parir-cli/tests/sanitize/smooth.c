/* A correct ivdep claim on a row smoothing: reads src, writes dst, which never alias. At
   -O2 LLVM keeps the neighbours it loaded in registers from one iteration to the next
   (vector.recur phis): values reused, not a dependence. No EXPECT line: nothing to report. */
#include <stdio.h>
#include "parir.h"

#define ROWS 64
#define COLS 200

static float src[ROWS][COLS], dst[ROWS][COLS];

static void smooth(float in[ROWS][COLS], float out[ROWS][COLS]) {
  for (int r = 0; r < ROWS; ++r) {
    PARIR_IVDEP();
    for (int c = 1; c < COLS - 1; ++c)
      out[r][c] = (in[r][c - 1] + 2.f * in[r][c] + in[r][c + 1]) * 0.25f;
  }
}

int main(void) {
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c)
      src[r][c] = (float)((r * 5 + c * 3) % 11);
  smooth(src, dst);
  double total = 0;
  for (int r = 0; r < ROWS; ++r)
    for (int c = 1; c < COLS - 1; ++c)
      total += dst[r][c];
  printf("total %.2f\n", total);
  return 0;
}
