! STDOUT:  sections 5050 338350 120
! STDOUT:  single 1 critical 500500 atomic 1000
! STDOUT:  master 1 check 0
! Topic 14: `!$omp parallel sections` with three sections, then a `!$omp parallel` region
! with `!$omp single`, `!$omp critical`, `!$omp atomic`, `!$omp master` and `!$omp barrier`.
program sections_critical
  implicit none
  integer :: i, s, sq, f, singles, csum, acount, masters, value, bad
  s = 0
  sq = 0
  f = 1
  !$omp parallel sections private(i)
  !$omp section
  do i = 1, 100
    s = s + i
  end do
  !$omp section
  do i = 1, 100
    sq = sq + i * i
  end do
  !$omp section
  do i = 1, 5
    f = f * i
  end do
  !$omp end parallel sections
  singles = 0
  csum = 0
  acount = 0
  masters = 0
  value = 0
  bad = 0
  !$omp parallel
  !$omp single
  singles = singles + 1
  !$omp end single
  !$omp do
  do i = 1, 1000
    !$omp critical (total)
    csum = csum + i
    !$omp end critical (total)
    !$omp atomic
    acount = acount + 1
  end do
  !$omp end do
  !$omp master
  masters = masters + 1
  value = 42
  !$omp end master
  !$omp barrier
  if (value /= 42) then
    !$omp critical
    bad = bad + 1
    !$omp end critical
  end if
  !$omp end parallel
  print *, 'sections', s, sq, f
  print *, 'single', singles, 'critical', csum, 'atomic', acount
  print *, 'master', masters, 'check', bad
end program sections_critical
