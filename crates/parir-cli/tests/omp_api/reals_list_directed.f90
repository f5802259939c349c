! Fortran list-directed output of reals (issue 29, point 4) from an OpenMP program: a
! reduction and a taskloop-free parallel do, then real(4) and real(8) values in F and E form,
! zero, a negative value, and a record that wraps past column 79.
program reals_list_directed
  use omp_lib
  implicit none
  integer :: i
  real(8) :: s, big
  real :: h
  s = 0.0d0
  h = 0.0
  !$omp parallel do reduction(+:s, h)
  do i = 1, 100
    s = s + i * 0.25d0
    h = h + 0.5
  end do
  !$omp end parallel do
  big = huge(1.0d0)
  print *, s, h
  print *, 1.5d0, 1.0d0 / 3.0d0, 1.0d20, 1.0d-5, -0.0d0, 123456789.0d0, 0.1d0
  print *, 100.0d0, 99.5d0, 0.05d0, 1.2345d20, -2.5d-3, 1.0d100, 12.0d0, 1.0d0
  print *, big, -big, tiny(1.0d0), 2.25
  print *, 'n', 3, .true., 1.0e7, 123456.0, 0.1, 1.0 / 4.0
end program
