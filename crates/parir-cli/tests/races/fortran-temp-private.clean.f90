! expect: clean
! The temporary made private.
program temp_private
  implicit none
  integer :: i, t, s
  integer :: a(256), b(256)
  do i = 1, 256
    a(i) = i
  end do
  !$omp parallel do private(t)
  do i = 1, 256
    t = a(i) * 2
    b(i) = t + 1
  end do
  !$omp end parallel do
  s = 0
  do i = 1, 256
    s = s + b(i)
  end do
  print *, s
end program temp_private
