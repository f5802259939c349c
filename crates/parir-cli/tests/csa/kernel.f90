! A Fortran kernel with the CSA builtins (crates/parir-cli/tests/csa_e2e.rs): row sums of a
! matrix in a parallel loop whose inner loop is pipelined, a scaled copy SPMDized on 4 workers,
! and a named constant as the pipeline depth.
subroutine csa_kernel(a, rows, n, m) bind(c, name='csa_kernel')
  use iso_c_binding, only: c_int, c_double
  implicit none
  include 'csa.inc'
  integer(c_int), value :: n, m
  real(c_double) :: a(m, n), rows(n)
  integer, parameter :: depth = 2
  integer :: i, j
  real(c_double) :: s
  call builtin_csa_parallel_loop()
  do i = 1, n
    s = 0
    call builtin_csa_pipeline_loop(depth)
    do j = 1, m
      s = s + a(j, i) * j
    end do
    rows(i) = s
  end do
  call builtin_csa_spmd(4, 0)
  do i = 1, n
    rows(i) = rows(i) * 0.5d0 + i
  end do
end subroutine csa_kernel
