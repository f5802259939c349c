! List-directed and formatted output of derived types: nested types, array components,
! arrays of derived type, and intrinsic assignment of derived-type arrays.
program io_derived
  implicit none
  type :: vec3
    real(8) :: c(3)
  end type
  type :: particle
    integer :: id
    type(vec3) :: pos
    logical :: alive
    character(len=4) :: tag
    complex :: q
  end type
  type(particle) :: ps(3), qs(3)
  integer :: i
  do i = 1, 3
    ps(i)%id = i
    ps(i)%pos%c = [dble(i), dble(i) / 2d0, -dble(i)]
    ps(i)%alive = mod(i, 2) == 1
    ps(i)%tag = 'p' // achar(48 + i)
    ps(i)%q = cmplx(i, -i)
  end do
  qs = ps
  qs(2)%id = 20
  print *, ps(1)
  print *, qs
  print '(I3, 3F6.2, L2, 1X, A, 2F5.1)', qs(2)
  print '(3(I2, 1X, A4))', (qs(i)%id, qs(i)%tag, i = 1, 3)
end program io_derived
