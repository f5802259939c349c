! RANDOM_NUMBER and RANDOM_SEED with flang's generator: the default sequence, SIZE=,
! PUT=, GET=, and a Monte Carlo estimate of pi.
program io_random
  implicit none
  real(8) :: x(5), y
  real :: r(4)
  integer :: i, n, seed(1), inside
  call random_number(x)
  call random_number(r)
  print *, x
  print *, r
  call random_seed(size=n)
  print *, n
  seed = 12345
  call random_seed(put=seed)
  call random_number(y)
  print '(F20.17)', y
  call random_seed(get=seed)
  print *, seed
  call random_seed()
  inside = 0
  do i = 1, 10000
    call random_number(x(1:2))
    if (x(1)**2 + x(2)**2 < 1d0) inside = inside + 1
  end do
  print '(A, F8.5)', 'pi ~ ', 4d0 * inside / 10000d0
end program io_random
