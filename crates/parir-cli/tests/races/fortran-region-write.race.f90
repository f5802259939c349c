! expect: race 9 9
! Every thread of a parallel region writes one shared variable.
program region_write
  use omp_lib
  implicit none
  integer :: who
  who = -1
  !$omp parallel
  who = omp_get_thread_num()
  !$omp end parallel
  print *, who >= 0
end program region_write
