! STDOUT:  cells 2400 total 49273200
! STDOUT:  chunked 2400 guided 1830
! Topic 13: `!$omp parallel do schedule(dynamic)` over the columns of a 2-D array (the inner
! loop sequential), schedule(dynamic, 4) with collapse(2), and schedule(guided) inside a
! `!$omp parallel` region: __kmpc_dispatch_init / __kmpc_dispatch_next from flang-19.
program do_dynamic_2d
  implicit none
  integer, parameter :: n = 60, m = 40
  integer :: a(n, m), b(n, m), c(60)
  integer :: i, j, cells, total, chunked, guided
  !$omp parallel do schedule(dynamic) private(i)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 1000 * j
    end do
  end do
  !$omp end parallel do
  !$omp parallel do schedule(dynamic, 4) collapse(2)
  do j = 1, m
    do i = 1, n
      b(i, j) = a(i, j) - 1000 * j
    end do
  end do
  !$omp end parallel do
  !$omp parallel
  !$omp do schedule(guided)
  do i = 60, 1, -1
    c(i) = i
  end do
  !$omp end do
  !$omp end parallel
  cells = 0
  total = 0
  chunked = 0
  do j = 1, m
    do i = 1, n
      if (a(i, j) == i + 1000 * j) cells = cells + 1
      total = total + a(i, j)
      if (b(i, j) == i) chunked = chunked + 1
    end do
  end do
  guided = 0
  do i = 1, 60
    guided = guided + c(i)
  end do
  print *, 'cells', cells, 'total', total
  print *, 'chunked', chunked, 'guided', guided
end program do_dynamic_2d
