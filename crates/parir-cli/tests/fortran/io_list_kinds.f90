! List-directed output as flang lays it out: records wrap before column 80, adjacent
! character items are not separated, complex values in parentheses; real(10) and
! integer(16) too.
program io_list_kinds
  implicit none
  integer :: i
  logical :: l(60)
  character(len=7) :: c(15)
  real(8) :: d(10)
  complex(8) :: z(4)
  real(10) :: x, v(3)
  complex(10) :: zx
  integer(16) :: big
  l = .true.
  c = 'abcdefg'
  do i = 1, 10
    d(i) = 1d0 / (3d0 * i)
  end do
  z = (1d0/3d0, 2d0/3d0)
  print *, (i * 1000, i = 1, 20)
  print *, l
  print *, c
  print *, d
  print *, z
  print *, 'a', 'b', 1, 'c', 'd', .true., 'e'
  print *, repeat('q', 100)
  print *, 0.096d0, 0.0096d0, 0.96d0, 9.6d15, 1d15, 999999999999999.9d0, 0.099999d0
  print *, 0.096, 1e6, 999999.9, 9999999., -0.0, huge(1.0), tiny(1d0)
  x = 1.0_10 / 3.0_10
  zx = (x, -x)
  v = [(x * i, i = 1, 3)]
  print *, x, zx
  print '(F30.25, 1X, ES30.20, 1X, G0)', x, x, x
  print *, huge(x), tiny(x), v
  big = -huge(big)
  print *, big, huge(0_8), -huge(0_2) - 1_2, -128_1
end program io_list_kinds
