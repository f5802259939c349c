! List-directed internal reads: separators, null values, repeat counts, '/', delimited
! strings, complex and logical values, Fortran exponents (d, and a sign without a letter).
program io_internal_read
  implicit none
  integer :: n, i, k(4)
  real(8) :: x, v(3)
  real :: y
  complex :: z
  logical :: l
  character(len=40) :: line
  character(len=6) :: w(2)
  line = '12 , 3.5d2 ,, T'
  i = -1
  read (line, *) n, x, i, l
  print *, n, x, i, l
  line = '3*7 /'
  k = 0
  read (line, *) k
  print *, k
  line = '2*0.1 -3+2 1.5e-3 (1.0,-2.5)'
  read (line, *) v, y, z
  print *, v, y, z
  line = '"it''s" plain'
  read (line, *) w
  print '(2("[", A, "]"))', w
end program io_internal_read
