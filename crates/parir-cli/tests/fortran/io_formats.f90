! Formatted output: every data edit descriptor, repeat counts and groups, positioning,
! signs, literals, and list-directed output of each intrinsic type and kind.
program io_formats
  implicit none
  integer :: i, a(5)
  integer(1) :: i1
  integer(2) :: i2
  integer(8) :: i8
  integer(16) :: i16
  real(4) :: r4
  real(8) :: r8, v(3)
  complex :: c4
  complex(8) :: c8
  logical :: l
  character(len=12) :: s
  character(len=40) :: buf
  i1 = -5; i2 = 300; i8 = 123456789012_8; i16 = 2_16**100
  r4 = 3.14159; r8 = 2.718281828459045d0
  c4 = (1.5, -2.0); c8 = (0.1d0, 1d10)
  l = .true.; s = 'hello'
  do i = 1, 5
    a(i) = i * i
  end do
  v = [1.0d0, -2.5d0, 1d-3]
  print '(F14.2)', r8
  print '(I5, I3, I8, I0)', i1, i2, i, 42
  print '(I20)', i8
  print *, i1, i2, i8, i16
  print '(I0)', i16
  print '(F10.4, E12.4, ES12.4, EN12.4, G12.4)', r4, r8, r8, r8, r8
  print '(G12.4, G12.4, G0)', 1d10, 0.01d0, r8
  print '(A, A10, A3)', 'x', s, s
  print '(L2, L1, 3X, A)', l, .false., 'end'
  print '(5I4)', a
  print '(2(I3, F6.2))', 1, 1.0, 2, 2.0
  print '(3F8.3 / 2I4)', v, 7, 8
  print *, a
  print *, v
  print *, c4, c8
  print '(2F6.2)', c4
  print *, l, s, 'tail'
  write (buf, '(A, I4, F8.3)') 'val', 12, 1.5d0
  print '(A)', trim(buf)
  write (buf, *) 'list', 3, 2.5
  print '(A)', buf
  print '(I3.3, 1X, F0.3, 1X, E10.3E3)', 7, 3.25d0, 1.5d100
  print '(ES15.6E2)', -0.000123d0
  print '(SP, I4, SS, I4)', 5, 5
  print '(T5, A, TR2, A, TL1, A)', 'a', 'b', 'c'
  print '(Z8, O8, B12)', 255, 8, 5
  print '("lit", I2, '' q'')', 3
end program io_formats
