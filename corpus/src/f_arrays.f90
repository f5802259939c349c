! corpus: Fortran arrays — explicit/assumed-shape/allocatable arrays, do
! loops, array sections, whole-array expressions, where, forall, intrinsics
! (sum, product, maxval, minloc, matmul, dot_product, transpose, reshape).
! corpus-g: yes
module array_ops
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine fill(a, n)
    integer, intent(in) :: n
    real(dp), intent(out) :: a(n)
    integer :: i
    do i = 1, n
      a(i) = real(i, dp) * 0.5_dp
    end do
  end subroutine fill

  function trace(m) result(t)
    real(dp), intent(in) :: m(:, :)
    real(dp) :: t
    integer :: i
    t = 0.0_dp
    do i = 1, min(size(m, 1), size(m, 2))
      t = t + m(i, i)
    end do
  end function trace

  subroutine stencil(u, v, n)
    integer, intent(in) :: n
    real(dp), intent(in) :: u(0:n+1)
    real(dp), intent(out) :: v(n)
    integer :: i
    do i = 1, n
      v(i) = 0.25_dp * u(i-1) + 0.5_dp * u(i) + 0.25_dp * u(i+1)
    end do
  end subroutine stencil

  subroutine clamp(a, lo, hi)
    real(dp), intent(inout) :: a(:)
    real(dp), intent(in) :: lo, hi
    where (a < lo)
      a = lo
    elsewhere (a > hi)
      a = hi
    end where
  end subroutine clamp

  integer function count_positive(a)
    integer, intent(in) :: a(:)
    integer :: i
    count_positive = 0
    do i = lbound(a, 1), ubound(a, 1)
      if (a(i) <= 0) cycle
      count_positive = count_positive + 1
    end do
  end function count_positive
end module array_ops

program arrays
  use array_ops
  implicit none
  real(dp) :: a(10), b(0:11), c(10)
  real(dp), allocatable :: m(:, :), mt(:, :), prod(:, :)
  integer :: iv(8), i, j, loc(1)
  real :: s(3, 3)

  call fill(a, 10)
  b = 1.0_dp
  b(1:10) = a
  call stencil(b, c, 10)
  call clamp(c, 0.5_dp, 3.0_dp)

  allocate(m(3, 4), mt(4, 3))
  do j = 1, 4
    do i = 1, 3
      m(i, j) = real(i * 10 + j, dp)
    end do
  end do
  mt = transpose(m)
  prod = matmul(m, mt)

  iv = [(i * (-1)**i, i = 1, 8)]
  forall (i = 1:3, j = 1:3) s(i, j) = real(i + j)
  s = reshape([(real(i), i = 1, 9)], [3, 3])
  loc = minloc(iv)

  print *, sum(c), product(a(1:3)), maxval(m), trace(prod)
  print *, dot_product(a, c), count_positive(iv), loc, sum(s, dim=1)
  print '(3F8.3)', a(::4)
  deallocate(m, mt)
end program arrays
