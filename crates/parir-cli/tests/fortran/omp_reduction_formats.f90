! Reductions of every arithmetic kind in a parallel do, printed with F, E, ES, G and I.
program omp_reduction_formats
  implicit none
  integer, parameter :: n = 1000
  integer :: i, isum, imax
  integer(8) :: lsum
  real(8) :: dsum, dprod
  real(4) :: rmin
  isum = 0
  imax = -huge(imax)
  lsum = 0_8
  dsum = 0d0
  dprod = 1d0
  rmin = huge(rmin)
  !$omp parallel do reduction(+:isum, lsum, dsum) reduction(max:imax) reduction(min:rmin) reduction(*:dprod)
  do i = 1, n
    isum = isum + mod(i * 37, 101)
    lsum = lsum + int(i, 8) ** 3
    dsum = dsum + 0.25d0 * i
    imax = max(imax, mod(i * 7919, 997))
    rmin = min(rmin, real(i) / 8.0 + 0.5)
    if (mod(i, 125) == 0) dprod = dprod * 1.5d0
  end do
  !$omp end parallel do
  print '(A, I8, 1X, I0)', 'isum/imax', isum, imax
  print '(A, I20)', 'lsum', lsum
  print '(A, F14.2, 1X, E14.6, 1X, ES12.4)', 'dsum', dsum, dsum, dsum
  print '(A, G14.6, 1X, F10.5)', 'dprod', dprod, dprod
  print '(A, F8.3, 1X, EN12.3)', 'rmin', rmin, rmin
  print *, 'list:', isum, lsum, dsum, dprod, rmin
end program omp_reduction_formats
