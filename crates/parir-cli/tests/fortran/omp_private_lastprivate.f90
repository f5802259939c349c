! private, firstprivate and lastprivate values, and a collapsed loop nest.
program omp_private_lastprivate
  implicit none
  integer :: i, j, last, base, tmp
  integer :: m(4, 5)
  base = 100
  last = -1
  !$omp parallel do private(tmp) firstprivate(base) lastprivate(last) num_threads(2)
  do i = 1, 25
    tmp = base + i
    last = tmp * 2
  end do
  !$omp end parallel do
  print '(A, I0)', 'last = ', last
  !$omp parallel do collapse(2) num_threads(3)
  do j = 1, 5
    do i = 1, 4
      m(i, j) = 10 * i + j
    end do
  end do
  !$omp end parallel do
  print '(4I4)', m
  print '(5I4)', transpose(m)
  print *, sum(m, dim=1)
  print *, sum(m, dim=2)
end program omp_private_lastprivate
