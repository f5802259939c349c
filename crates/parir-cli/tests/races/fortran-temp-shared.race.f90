! expect: race 12 12
! A temporary declared in the program is shared unless made private.
program temp_shared
  implicit none
  integer :: i, t
  integer :: a(256), b(256)
  do i = 1, 256
    a(i) = i
  end do
  !$omp parallel do shared(t)
  do i = 1, 256
    t = a(i) * 2
    b(i) = t + 1
  end do
  !$omp end parallel do
  print *, b(1) > 0
end program temp_shared
