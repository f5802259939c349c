! expect: clean
! The same variable made private; each thread records its id in its own slot.
program region_private
  use omp_lib
  implicit none
  integer :: who, n, t, s
  integer :: slot(0:63)
  do t = 0, 63
    slot(t) = 0
  end do
  n = 1
  !$omp parallel private(who)
  who = omp_get_thread_num()
  slot(who) = who + 1
  if (who == 0) n = omp_get_num_threads()
  !$omp end parallel
  s = 0
  do t = 0, 63
    s = s + slot(t)
  end do
  print *, s == n * (n + 1) / 2
end program region_private
