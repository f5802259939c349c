! corpus: Fortran with OpenMP — parallel do with reduction, private/shared,
! critical, atomic, do concurrent, and OpenMP runtime calls.
! corpus-flags: -fopenmp
module par_kernels
  use omp_lib
  implicit none
contains
  subroutine axpy(n, a, x, y)
    integer, intent(in) :: n
    real, intent(in) :: a, x(n)
    real, intent(inout) :: y(n)
    integer :: i
    !$omp parallel do
    do i = 1, n
      y(i) = a * x(i) + y(i)
    end do
    !$omp end parallel do
  end subroutine axpy

  real function norm2sq(x, n)
    integer, intent(in) :: n
    real, intent(in) :: x(n)
    integer :: i
    real :: s
    s = 0.0
    !$omp parallel do reduction(+:s)
    do i = 1, n
      s = s + x(i) * x(i)
    end do
    !$omp end parallel do
    norm2sq = s
  end function norm2sq

  integer function count_threads()
    integer :: cnt
    cnt = 0
    !$omp parallel shared(cnt)
    !$omp atomic
    cnt = cnt + 1
    !$omp critical
    cnt = cnt + 0 * omp_get_thread_num()
    !$omp end critical
    !$omp end parallel
    count_threads = cnt
  end function count_threads

  subroutine relax(u, n)
    integer, intent(in) :: n
    real, intent(inout) :: u(n)
    real :: tmp(n)
    integer :: i
    do concurrent (i = 2:n-1)
      tmp(i) = 0.5 * (u(i-1) + u(i+1))
    end do
    u(2:n-1) = tmp(2:n-1)
  end subroutine relax
end module par_kernels

program omp_demo
  use par_kernels
  implicit none
  real :: x(100), y(100)
  x = 1.0
  y = 2.0
  call axpy(100, 3.0, x, y)
  call relax(y, 100)
  print *, norm2sq(y, 100), count_threads()
end program omp_demo
