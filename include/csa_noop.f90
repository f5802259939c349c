! csa_noop.f90: the CSA pathfinding builtins as no-op procedures (the seed's x86 no-op
! variants), for building Fortran code that calls them natively, without parir.
subroutine builtin_csa_parallel_loop()
end subroutine builtin_csa_parallel_loop

subroutine builtin_csa_spmd(workers, chunk)
  integer, intent(in) :: workers, chunk
end subroutine builtin_csa_spmd

subroutine builtin_csa_pipeline_loop(depth)
  integer, intent(in) :: depth
end subroutine builtin_csa_pipeline_loop
