! A Fortran program that calls the annotated C kernel gather_add of examples/ivdep-markers.c
! (tests/cc.rs builds both with `parir cc`, which links with flang-new-19).
program gather
  use iso_c_binding, only: c_float, c_int
  implicit none
  interface
    subroutine gather_add(b, idx, n) bind(c, name='gather_add')
      import :: c_float, c_int
      real(c_float) :: b(*)
      integer(c_int) :: idx(*)
      integer(c_int), value :: n
    end subroutine
  end interface
  integer, parameter :: n = 1000
  real(c_float) :: b(2 * n), w(2 * n)
  integer(c_int) :: idx(n)
  integer :: i
  do i = 1, 2 * n
    b(i) = real(mod(i, 97)) * 0.5
    w(i) = real(mod(i, 7) + 1)
  end do
  ! C indices in [n, 2n): no iteration reads an element another one writes.
  do i = 1, n
    idx(i) = n + mod(i * 7919, n)
  end do
  call gather_add(b, idx, n)
  print '(a, f14.3)', 'checksum', sum(b * w)
  print '(a, i0)', 'max index ', maxval(idx)
end program
