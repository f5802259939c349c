! Output statements as programs write them: non-advancing output, implied-do lists,
! character arrays and substrings, assumed-length dummies, FLUSH, tabs, signed zeros.
program io_patterns
  implicit none
  integer :: i, j, m(3,3)
  real :: a(2,3)
  character(len=5) :: names(3) = ['ab   ', 'cde  ', 'f    ']
  do j = 1, 3
    do i = 1, 3
      m(i,j) = i * 10 + j
    end do
  end do
  a = reshape([1.,2.,3.,4.,5.,6.], [2,3])
  write (*, '(A)', advance='no') 'no newline: '
  write (*, '(I0)') 42
  do i = 1, 3
    write (*, '(3I4)') (m(i,j), j = 1, 3)
  end do
  print '(*(F5.1))', ((a(i,j), j = 1, 3), i = 1, 2)
  print *, names
  print '(3(A,"|"))', names
  print '(A5,1X,A)', trim(names(2)), names(1)(1:1)
  flush(6)
  call show('hello', 3)
  print '(I3, "%")', 50
  print '("[", I0, "]")', -7
  print '(L1, 1X, L5)', .true., .false.
  print '(2(1X, "x=", I2))', 1, 2, 3
  print '(A, T10, A, TR2, A, TL4, A)', 'col1', 'col10', 'zz', 'Y'
  print '(F6.2)', -0.004
  print '(F0.2, 1X, I0, 1X, G0.3)', 0.5, 0, 0.001d0
contains
  subroutine show(s, n)
    character(len=*), intent(in) :: s
    integer, intent(in) :: n
    print '(A, ":", I0, ":", A)', s, n, repeat('*', n)
  end subroutine
end program io_patterns
