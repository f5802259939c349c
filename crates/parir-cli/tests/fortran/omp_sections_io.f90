! Sections compute independent results; each is printed after the region with its own
! format (logical, character, complex).
program omp_sections_io
  implicit none
  integer :: i, j, k
  real(8) :: s1, s2
  complex(8) :: z
  logical :: ok
  character(len=20) :: label
  s1 = 0d0
  s2 = 0d0
  z = (0d0, 0d0)
  !$omp parallel sections num_threads(3)
  !$omp section
  do i = 1, 100
    s1 = s1 + 1d0 / dble(i * (i + 1))
  end do
  !$omp section
  do j = 1, 50
    s2 = s2 + dble(j) * 0.5d0
  end do
  !$omp section
  do k = 1, 8
    z = z + cmplx(dble(k), -dble(k) / 4d0, kind=8)
  end do
  !$omp end parallel sections
  ok = abs(s1 - 100d0 / 101d0) < 1d-12
  write (label, '(A, I3)') 'sections', 3
  print '(A20, "|", L3, "|")', label, ok
  print '(F20.15)', s1
  print '(F8.1, 2X, G12.5)', s2, s2
  print '(2F9.3)', z
  print *, z
  print '("(", ES10.3, ",", ES10.3, ")")', real(z), aimag(z)
end program omp_sections_io
