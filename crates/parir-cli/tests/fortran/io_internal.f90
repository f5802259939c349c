! Internal writes to a character scalar and to a character array (one record per
! element), list-directed and formatted, then printed; format reversion over records.
program io_internal
  implicit none
  character(len=32) :: s
  character(len=10) :: recs(4)
  character(len=12) :: fmt
  integer :: i
  real(8) :: t(6)
  do i = 1, 6
    t(i) = dble(i) ** 2 / 7d0
  end do
  write (s, '(A, I4, F8.3)') 'val', 12, 1.5d0
  print '(3A)', '[', s, ']'
  write (s, *) 'list', 3, 2.5, .false.
  print '(3A)', '[', s, ']'
  write (recs, '(F10.4)') t(1:4)
  do i = 1, 4
    print '(I2, 1X, A)', i, recs(i)
  end do
  write (recs, '(2I5)') (i * 11, i = 1, 8)
  print '(A)', recs
  fmt = '(3(F7.3))'
  print fmt, t
  write (fmt, '("(", I0, "ES12.3)")') 2
  print fmt, t
  print '(A, 2(I3, :, "/"))', 'pairs', 1, 2
  print '(A, 2(I3, :, "/"))', 'single', 7
  print '(2I4)', (i, i = 1, 7)
  print '(F14.2)', 3.14159265358979d0
end program io_internal
