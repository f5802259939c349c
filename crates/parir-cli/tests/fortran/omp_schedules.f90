! Static, chunked static, dynamic and guided schedules fill an array; the array is printed
! with a repeated group and list-directed.
program omp_schedules
  implicit none
  integer, parameter :: n = 40
  integer :: i, a(n), b(n), c(n), d(n)
  real(8) :: x(n)
  !$omp parallel num_threads(3)
  !$omp do schedule(static)
  do i = 1, n
    a(i) = i * i
  end do
  !$omp end do
  !$omp do schedule(static, 3)
  do i = 1, n
    b(i) = 2 * i + 1
  end do
  !$omp end do
  !$omp do schedule(dynamic, 2)
  do i = 1, n
    c(i) = mod(i * 13, 17)
  end do
  !$omp end do
  !$omp do schedule(guided)
  do i = 1, n
    d(i) = a(i) - b(i)
    x(i) = sqrt(dble(a(i))) / 3d0
  end do
  !$omp end do
  !$omp end parallel
  print '(10I5)', a
  print '(8(I4, 1X))', b
  print *, c
  print '(5(I6))', d
  print '(4F12.6)', x
  print '(3ES14.5)', x(1:9)
end program omp_schedules
