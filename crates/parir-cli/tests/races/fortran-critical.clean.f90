! expect: clean
! A shared update inside critical.
program crit
  implicit none
  integer :: i, s
  s = 0
  !$omp parallel do
  do i = 1, 200
    !$omp critical
    s = s + i
    !$omp end critical
  end do
  !$omp end parallel do
  print *, s
end program crit
