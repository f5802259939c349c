! expect: clean
! A shared counter updated with an atomic construct.
program atom
  implicit none
  integer :: i, c
  c = 0
  !$omp parallel do
  do i = 1, 300
    !$omp atomic
    c = c + 2
  end do
  !$omp end parallel do
  print *, c
end program atom
