! A matrix-vector product by rows in parallel, checked against MATMUL; real(4) and real(8)
! results printed in F and E forms.
program omp_matrix_vector
  implicit none
  integer, parameter :: n = 6
  integer :: i, j
  real(8) :: a(n, n), x(n), y(n), y2(n)
  real(4) :: r(n)
  do j = 1, n
    do i = 1, n
      a(i, j) = dble(i + j) / dble(n)
    end do
    x(j) = dble(j) - 3.5d0
  end do
  !$omp parallel do private(j) num_threads(2)
  do i = 1, n
    y(i) = 0d0
    do j = 1, n
      y(i) = y(i) + a(i, j) * x(j)
    end do
    r(i) = real(y(i))
  end do
  !$omp end parallel do
  y2 = matmul(a, x)
  print '(6F10.4)', y
  print '(6F10.4)', y2
  print '(3E15.7)', r
  print *, y
  print *, r
  print '(A, L2)', 'same:', all(abs(y - y2) < 1d-12)
  print '(A, F12.8)', 'dot:', dot_product(x, y)
end program omp_matrix_vector
