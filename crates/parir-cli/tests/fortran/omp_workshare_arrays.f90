! Array assignment and intrinsics inside parallel regions (private arrays, array sections),
! with internal writes building a report line.
program omp_workshare_arrays
  implicit none
  integer, parameter :: n = 16
  integer :: i, t
  real(8) :: v(n), part(4)
  character(len=60) :: line
  v = [(dble(i) * 0.125d0, i = 1, n)]
  !$omp parallel do num_threads(4) private(t)
  do t = 1, 4
    part(t) = sum(v(4 * t - 3:4 * t)) + maxval(v(4 * t - 3:4 * t))
  end do
  !$omp end parallel do
  write (line, '(4F8.3)') part
  print '(A)', trim(line)
  write (line, '(A, I0, A, F0.4)') 'n=', n, ' total=', sum(part)
  print '(A)', trim(line)
  print '(4(F6.2, :, ", "))', part
  print '(*(I3))', [(mod(i * 5, 7), i = 1, 10)]
  print *, v(1:n:5)
end program omp_workshare_arrays
