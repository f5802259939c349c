! expect: race 13 13
! A sum accumulated in a shared variable in a parallel do, without reduction.
program do_sum
  implicit none
  integer :: i, s
  integer :: v(400)
  do i = 1, 400
    v(i) = mod(i, 7)
  end do
  s = 0
  !$omp parallel do
  do i = 1, 400
    s = s + v(i)
  end do
  !$omp end parallel do
  print *, s > 0
end program do_sum
