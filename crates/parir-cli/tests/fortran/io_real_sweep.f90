! Reals of many magnitudes and signs in every real edit descriptor, rounding modes
! and scale factors, and list-directed (flang's shortest round-trip digits).
program io_real_sweep
  implicit none
  integer(8) :: s
  integer :: i, e
  real(8) :: x
  real(4) :: y
  s = 12345_8
  do i = 1, 400
    s = mod(s * 6364136223846793005_8 + 1442695040888963407_8, 9223372036854775807_8)
    if (s < 0) s = -s
    e = int(mod(s, 80_8)) - 40
    x = dble(mod(s / 97_8, 1000000007_8)) / 1000000007d0 * 10d0**e
    if (mod(i, 7) == 0) x = -x
    if (mod(i, 13) == 0) x = dble(int(x * 1000d0)) / 8d0
    y = real(x)
    print *, x, y
    print '(F12.3, 1X, E14.6, 1X, ES12.3, 1X, EN14.4, 1X, G13.5, 1X, G0)', x, x, x, x, x, x
    print '(F9.2, E11.3, G11.4, F0.1, 1X, D12.4, 1X, 1PE12.3, 1X, -1PE12.3, 1X, 2PF10.2)', y, y, y, y, x, x, x, x
    print '(ES0.3, 1X, ES0.3, 1X, F0.0, 1X, E9.2E1, 1X, RZ, F8.2, RU, F8.2, RD, F8.2, RC, F8.2)', x, x, y, x, x, x, x, x
  end do
end program io_real_sweep
