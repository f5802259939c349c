// Host teams: a league (of whatever size the runtime makes) whose distribute loop covers
// every iteration once, with a parallel worksharing loop nested in each team.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[64] = {0}, b[64] = {0}, leagues = 0;
#pragma omp teams num_teams(4) thread_limit(2)
  {
    if (omp_get_team_num() == 0)
      leagues = omp_get_num_teams() >= 1;
#pragma omp distribute
    for (int i = 0; i < 64; i++)
      a[i] += i;
  }
#pragma omp teams distribute parallel for
  for (int i = 0; i < 64; i++)
    b[i] += 2 * i;
  long s = 0, t = 0;
  for (int i = 0; i < 64; i++) {
    s += a[i];
    t += b[i];
  }
  printf("league=%d sum=%ld twice=%ld\n", leagues, s, t);
  return 0;
}
