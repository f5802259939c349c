! single, masked/master, barriers and a copyprivate broadcast.
program omp_single_master_barrier
  use omp_lib
  implicit none
  integer :: phase(4), seed, i
  real(8) :: w(4)
  phase = 0
  !$omp parallel num_threads(4) private(seed)
  !$omp single
  phase(1) = 1
  !$omp end single
  !$omp master
  phase(2) = phase(1) + 1
  !$omp end master
  !$omp barrier
  !$omp single
  phase(3) = phase(2) + 1
  !$omp end single
  !$omp single
  seed = 42
  !$omp end single copyprivate(seed)
  w(omp_get_thread_num() + 1) = dble(seed) / dble(omp_get_thread_num() + 1)
  !$omp barrier
  !$omp single
  phase(4) = phase(3) + omp_get_num_threads()
  !$omp end single
  !$omp end parallel
  print '(4I3)', phase
  do i = 1, 4
    print '(I2, F12.6, 1X, G0)', i, w(i), w(i)
  end do
end program omp_single_master_barrier
