! STDOUT:  sum 500500 max 994 min 1
! STDOUT:  long 333833500 product 1024
! STDOUT:  halves 500 all T any F
! Topic 12: `!$omp parallel do` with reduction(+:s) (and max, min, *, .and., .or., a
! 64-bit integer and a real(8) whose sum is exact), lowered by flang-19 through the
! OpenMPIRBuilder: a canonical loop, __kmpc_for_static_init_4u and __kmpc_reduce.
program do_reduction
  implicit none
  integer :: i, s, mx, mn, p
  integer(8) :: s8
  real(8) :: h
  logical :: all_small, any_big
  s = 0
  mx = -1
  mn = 100000
  p = 1
  s8 = 0
  h = 0.0d0
  all_small = .true.
  any_big = .false.
  !$omp parallel do reduction(+:s) reduction(max:mx) reduction(min:mn) reduction(*:p)
  do i = 1, 1000
    s = s + i
    mx = max(mx, mod(i * 7, 1001))
    mn = min(mn, i)
    if (mod(i, 100) == 0) p = p * 2
  end do
  !$omp end parallel do
  !$omp parallel do reduction(+:s8, h) reduction(.and.:all_small) reduction(.or.:any_big)
  do i = 1, 1000
    s8 = s8 + int(i, 8) * int(i, 8)
    h = h + 0.5d0
    all_small = all_small .and. (i <= 1000)
    any_big = any_big .or. (i > 1000)
  end do
  !$omp end parallel do
  print *, 'sum', s, 'max', mx, 'min', mn
  print *, 'long', s8, 'product', p
  print *, 'halves', int(h), 'all', all_small, 'any', any_big
end program do_reduction
