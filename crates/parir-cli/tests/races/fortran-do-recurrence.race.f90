! expect: race 12 12
! A recurrence a(i) = a(i-1) + 1 in a parallel do.
program do_rec
  implicit none
  integer :: i
  integer :: a(300)
  do i = 1, 300
    a(i) = 1
  end do
  !$omp parallel do
  do i = 2, 300
    a(i) = a(i - 1) + 1
  end do
  !$omp end parallel do
  print *, a(300) > 0
end program do_rec
