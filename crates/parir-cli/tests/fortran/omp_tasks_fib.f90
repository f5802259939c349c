! Recursive tasks with taskwait (Fibonacci), and recursive tasks in a taskgroup filling an
! array by halves.
program omp_tasks_fib
  implicit none
  integer :: r
  integer :: sq(12)
  sq = 0
  !$omp parallel num_threads(2)
  !$omp single
  r = fib(18)
  !$omp end single
  !$omp end parallel
  print '(A, I0)', 'fib(18) = ', r
  !$omp parallel num_threads(4)
  !$omp single
  !$omp taskgroup
  call fill(1, 12)
  !$omp end taskgroup
  !$omp end single
  !$omp end parallel
  print '(6I6)', sq
  print *, sum(sq), maxval(sq), minval(sq)
contains
  recursive function fib(n) result(f)
    integer, intent(in) :: n
    integer :: f, x, y
    if (n < 2) then
      f = n
      return
    end if
    !$omp task shared(x) firstprivate(n)
    x = fib(n - 1)
    !$omp end task
    !$omp task shared(y) firstprivate(n)
    y = fib(n - 2)
    !$omp end task
    !$omp taskwait
    f = x + y
  end function fib

  recursive subroutine fill(lo, hi)
    integer, value :: lo, hi
    integer :: mid
    if (lo == hi) then
      sq(lo) = lo * lo * lo
      return
    end if
    mid = (lo + hi) / 2
    !$omp task firstprivate(lo, mid)
    call fill(lo, mid)
    !$omp end task
    !$omp task firstprivate(mid, hi)
    call fill(mid + 1, hi)
    !$omp end task
    ! flang-19 hands a task its firstprivate values by reference: the frame must live on.
    !$omp taskwait
  end subroutine fill
end program omp_tasks_fib
