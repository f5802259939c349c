! Integer and logical kinds, and a triangular loop nest with a dynamic schedule.
program omp_nested_loops_kinds
  implicit none
  integer :: i, j
  integer(1) :: b1
  integer(2) :: b2
  integer(8) :: acc
  integer(16) :: big
  logical :: flags(8)
  acc = 0_8
  !$omp parallel do schedule(dynamic, 4) reduction(+:acc) private(j) num_threads(2)
  do i = 1, 200
    do j = 1, i
      acc = acc + int(mod(i * j, 7) + i, 8) * 1000003_8
    end do
  end do
  !$omp end parallel do
  !$omp parallel do num_threads(2)
  do i = 1, 8
    flags(i) = mod(i, 3) == 0
  end do
  !$omp end parallel do
  b1 = int(mod(acc, 127_8), 1)
  b2 = int(mod(acc, 32000_8), 2)
  big = int(acc, 16) * int(acc, 16)
  print *, acc, b1, b2
  print *, big
  print '(I0, 1X, I40)', big, big
  print '(8L2)', flags
  print *, flags
  print '(Z16, 1X, O24, 1X, B20)', acc, acc, b2
end program omp_nested_loops_kinds
