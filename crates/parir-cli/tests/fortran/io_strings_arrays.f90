! Character intrinsics, allocatables, the clocks and the transformational intrinsics
! flang-19 calls its runtime for.
program io_strings_arrays
  implicit none
  character(len=20) :: a, b
  character(len=:), allocatable :: c
  integer :: i, n, st
  integer, allocatable :: v(:), w(:,:)
  real(8) :: r, t0
  integer(8) :: cnt, rate
  a = '  hello'
  b = 'world'
  if (a < b) print *, 'less'
  c = trim(adjustl(a)) // ', ' // trim(b)
  print *, c, len_trim(a), index(c, 'wor'), scan(c, 'o'), verify(a, ' ')
  r = mod(7.5d0, 2d0) + modulo(-7.5d0, 2d0)
  print *, r, nint(2.5d0), floor(-1.5d0), ceiling(1.2), sign(3.0, -1.0), abs(-4)
  allocate(v(10), stat=st)
  v = [(i, i = 1, 10)]
  w = reshape(v, [2, 5])
  print *, shape(w), size(w), cshift(v, 2), eoshift(v, 1)
  print *, pack(v, v > 5), spread(v(1:2), 1, 2), findloc(v, 7), count(mod(v,2)==0)
  print *, maxloc(w, dim=2), minval(w, dim=1), product(w, mask=w>3)
  w = reshape([(i * 3, i = 1, 6)], [3, 2], order=[2, 1])
  print '(3I4)', w
  print *, findloc(w, 9), minloc(w, dim=1), eoshift(v(1:4), -1, boundary=-5), adjustr(b)
  call cpu_time(t0)
  if (t0 < 0) print *, "negative time"
  call system_clock(cnt, rate)
  print *, achar(65), iachar('B'), char(67), ichar('D'), huge(1), epsilon(1d0), exponent(8d0), fraction(8d0)
  print *, norm2([3d0, 4d0]), sqrt(2d0), exp(1d0), log10(100d0), atan2(1d0, 1d0), real(10, 8)**0.5d0
  n = 5
  print *, repeat('ab', n), ieor(5, 3), iand(12, 10), ishft(1, 4), btest(5, 0), popcnt(255)
end program io_strings_arrays
