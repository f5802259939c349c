! Critical sections and atomics update shared counters and a histogram.
program omp_critical_atomic
  implicit none
  integer :: i, counter, hist(0:9)
  real(8) :: total
  counter = 0
  hist = 0
  total = 0d0
  !$omp parallel do num_threads(4)
  do i = 1, 2000
    !$omp atomic
    counter = counter + 1
    !$omp critical (histogram)
    hist(mod(i * 31, 10)) = hist(mod(i * 31, 10)) + 1
    total = total + 0.5d0
    !$omp end critical (histogram)
  end do
  !$omp end parallel do
  print '(A, I6)', 'counter', counter
  print '(A, 10I5)', 'hist   ', hist
  print '(A, F10.2, E12.4)', 'total  ', total, total
  print *, 'hist sum', sum(hist), 'max', maxval(hist), 'at', maxloc(hist)
end program omp_critical_atomic
