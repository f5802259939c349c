! expect: clean
! A parallel do reading one array and writing another.
program do_ind
  implicit none
  integer :: i, s
  integer :: a(300), b(300)
  do i = 1, 300
    b(i) = i
  end do
  a(1) = 0
  !$omp parallel do
  do i = 2, 300
    a(i) = b(i - 1) + 1
  end do
  !$omp end parallel do
  s = 0
  do i = 1, 300
    s = s + a(i)
  end do
  print *, s
end program do_ind
