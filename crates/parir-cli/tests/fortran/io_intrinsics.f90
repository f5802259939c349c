! The array intrinsics and assignments flang-19 calls its runtime for, on allocatable
! arrays and deferred-length character, printed list-directed and formatted; STOP.
program io_intrinsics
  implicit none
  real(8), allocatable :: x(:), y(:,:)
  integer, allocatable :: k(:)
  integer :: i, n
  real :: r(4)
  character(len=:), allocatable :: str
  n = 6
  allocate(x(n), k(n), y(3, 2))
  do i = 1, n
    x(i) = 1.0d0 / i
    k(i) = mod(i * 7, 5)
  end do
  y = reshape([1d0, 2d0, 3d0, 4d0, 5d0, 6d0], [3, 2])
  r = [1.5, -2.0, 3.25, 0.5]
  print *, sum(x), product(x), maxval(x), minval(x)
  print *, sum(k), maxval(k), minval(k), product(k(1:3)), count(k > 2)
  print *, dot_product(x, x), maxloc(k), minloc(k)
  print *, sum(y, dim=1), sum(y, dim=2)
  print *, matmul(y, [1d0, 1d0])
  print *, transpose(y)
  print *, any(k == 4), all(k >= 0), sum(r), maxval(r)
  print '(6F8.4)', x
  print '(3(F5.1, 1X))', y
  str = 'dynamic'
  str = str // '!'
  print *, str, len(str)
  k = k + 1
  print *, k
  deallocate(x, k, y)
  if (n > 100) stop 3
  stop
end program io_intrinsics
