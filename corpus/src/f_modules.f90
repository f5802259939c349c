! corpus: Fortran modules and procedures — derived types, type-bound
! procedures, interfaces/generic procedures, optional and keyword arguments,
! recursion, character strings, select case, do while, exit/cycle, pure and
! elemental functions, module variables, complex and integer(8) arithmetic.
module shapes
  implicit none
  private
  public :: point, circle, distance, area, operator(+), describe, counter, bump

  type :: point
    real :: x = 0.0, y = 0.0
  end type point

  type :: circle
    type(point) :: center
    real :: radius = 1.0
  contains
    procedure :: area => circle_area
  end type circle

  interface operator(+)
    module procedure add_points
  end interface

  interface area
    module procedure circle_area, rect_area
  end interface

  integer :: counter = 0

contains
  pure function add_points(a, b) result(c)
    type(point), intent(in) :: a, b
    type(point) :: c
    c%x = a%x + b%x
    c%y = a%y + b%y
  end function add_points

  elemental real function distance(a, b)
    type(point), intent(in) :: a, b
    distance = sqrt((a%x - b%x)**2 + (a%y - b%y)**2)
  end function distance

  real function circle_area(self)
    class(circle), intent(in) :: self
    circle_area = 3.14159 * self%radius**2
  end function circle_area

  real function rect_area(w, h)
    real, intent(in) :: w, h
    rect_area = w * h
  end function rect_area

  subroutine describe(n, label, scale)
    integer, intent(in) :: n
    character(len=*), intent(out) :: label
    real, intent(in), optional :: scale
    select case (n)
    case (:0)
      label = 'none'
    case (1)
      label = 'one'
    case (2:9)
      label = 'few'
    case default
      label = 'many'
    end select
    if (present(scale)) then
      if (scale > 1.0) label = trim(label) // '!'
    end if
  end subroutine describe

  subroutine bump(by)
    integer, intent(in), optional :: by
    if (present(by)) then
      counter = counter + by
    else
      counter = counter + 1
    end if
  end subroutine bump
end module shapes

module numerics
  implicit none
contains
  recursive function gcd(a, b) result(g)
    integer(8), intent(in) :: a, b
    integer(8) :: g
    if (b == 0) then
      g = a
    else
      g = gcd(b, mod(a, b))
    end if
  end function gcd

  integer function collatz(n0)
    integer, intent(in) :: n0
    integer :: n
    n = n0
    collatz = 0
    do while (n /= 1)
      if (mod(n, 2) == 0) then
        n = n / 2
      else
        n = 3 * n + 1
      end if
      collatz = collatz + 1
      if (collatz > 1000) exit
    end do
  end function collatz

  complex function rotate(z, theta)
    complex, intent(in) :: z
    real, intent(in) :: theta
    rotate = z * cmplx(cos(theta), sin(theta))
  end function rotate
end module numerics

program modules_demo
  use shapes
  use numerics
  implicit none
  type(point) :: p, q, r
  type(circle) :: c
  character(len=16) :: label
  character(len=:), allocatable :: msg
  integer :: i
  complex :: z

  p = point(1.0, 2.0)
  q = point(4.0, 6.0)
  r = p + q
  c%center = r
  c%radius = 2.0
  call describe(5, label, scale=2.0)
  call bump()
  call bump(by=4)
  msg = 'hello ' // trim(label)
  z = rotate((1.0, 0.0), 0.5)
  do i = 1, 3
    if (i == 2) cycle
    call bump(i)
  end do
  print *, distance(p, q), c%area(), area(2.0, 3.0), msg, len(msg)
  print *, gcd(48_8, 18_8), collatz(27), counter, real(z), aimag(z)
  print *, index(msg, 'lo'), adjustl('  x'), achar(65), iachar('A')
end program modules_demo
