! expect: race 9 9
! The same counter updated without atomic or critical.
program no_atom
  implicit none
  integer :: i, c
  c = 0
  !$omp parallel do
  do i = 1, 300
    c = c + 2
  end do
  !$omp end parallel do
  print *, c > 0
end program no_atom
