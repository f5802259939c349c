! expect: clean
! The same sum with reduction(+:s).
program do_sum
  implicit none
  integer :: i, s
  integer :: v(400)
  do i = 1, 400
    v(i) = mod(i, 7)
  end do
  s = 0
  !$omp parallel do reduction(+:s)
  do i = 1, 400
    s = s + v(i)
  end do
  !$omp end parallel do
  print *, s
end program do_sum
