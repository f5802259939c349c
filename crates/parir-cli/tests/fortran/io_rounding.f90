! F editing of values near the last kept digit under each rounding mode.
program io_rounding
  real(8) :: v(8) = [0.93d0, 0.43d0, 0.5d0, 0.06d0, 0.04d0, 0.0096d0, 2.5d0, 0.007567d0]
  integer :: i
  do i = 1, 8
    print '(F0.0,"|",F5.0,"|",F5.1,"|",F8.2,"|",RU,F8.2,"|",RD,F8.2,"|",RZ,F8.2,"|",RC,F5.0,"|",RU,F5.0)', v(i), v(i), v(i), v(i), v(i), v(i), v(i), v(i), v(i)
    print '(F0.0,"|",F5.0,"|",F5.1,"|",F8.2,"|",RU,F8.2,"|",RD,F8.2,"|",RZ,F8.2,"|",RC,F5.0,"|",RU,F5.0)', -v(i), -v(i), -v(i), -v(i), -v(i), -v(i), -v(i), -v(i), -v(i)
  end do
end program io_rounding
