//! Vector instructions: lane-wise arithmetic, compares, casts, selects, and the lane-moving
//! `extractelement` / `insertelement` / `shufflevector`, plus vector GEPs and bitcasts.
//!
//! Lanes of integers up to 64 bits, floats and pointers take one slot each (see
//! [`crate::code`]), so a lane-wise operation is the scalar operation in a loop.

use crate::code::{Sc, VecOp};
use crate::decode::{bitcast_slots, cast_value, Shapes};
use crate::scalar;

/// Executes `op` on the frame slots `r`.
pub fn exec(op: &VecOp, r: &mut [u64], shapes: &Shapes) -> Result<(), String> {
    match op {
        VecOp::Bin {
            op,
            d,
            a,
            b,
            lanes,
            sc,
        } => {
            for k in 0..*lanes as usize {
                let (x, y) = (r[*a as usize + k], r[*b as usize + k]);
                r[*d as usize + k] = match sc {
                    Sc::I(bits) => scalar::int_bin(*op, x, y, (64 - bits) as u8)?,
                    Sc::F(fk) => scalar::float_bin(*op, x, y, *fk),
                    Sc::Ptr => return Err("arithmetic on pointers".into()),
                    Sc::X80 => return Err("unsupported: vectors of x86_fp80".into()),
                };
            }
        }
        VecOp::ICmp {
            p,
            d,
            a,
            b,
            lanes,
            sc,
        } => {
            let sh = match sc {
                Sc::I(bits) => (64 - bits) as u8,
                _ => 0,
            };
            for k in 0..*lanes as usize {
                r[*d as usize + k] =
                    scalar::icmp(*p, r[*a as usize + k], r[*b as usize + k], sh) as u64;
            }
        }
        VecOp::FCmp {
            p,
            d,
            a,
            b,
            lanes,
            k: fk,
        } => {
            for k in 0..*lanes as usize {
                r[*d as usize + k] =
                    scalar::fcmp(*p, r[*a as usize + k], r[*b as usize + k], *fk) as u64;
            }
        }
        VecOp::FNeg { d, a, lanes, k: fk } => {
            let bit = fk.sign_bit();
            for k in 0..*lanes as usize {
                r[*d as usize + k] = r[*a as usize + k] ^ bit;
            }
        }
        VecOp::Cast {
            op,
            d,
            a,
            lanes,
            from,
            to,
        } => {
            for k in 0..*lanes as usize {
                let v = cast_value(*op, &[r[*a as usize + k]], *from, *to)?;
                r[*d as usize + k] = v.first().copied().unwrap_or(0);
            }
        }
        VecOp::Bitcast { d, a, from, to } => {
            let fs = &shapes.list[*from as usize];
            let ts = &shapes.list[*to as usize];
            let src = r[*a as usize..*a as usize + fs.slots as usize].to_vec();
            let mut out = vec![0u64; ts.slots as usize];
            bitcast_slots(fs, ts, &src, &mut out)?;
            r[*d as usize..*d as usize + out.len()].copy_from_slice(&out);
        }
        VecOp::Select {
            d,
            c,
            a,
            b,
            lanes,
            ls,
        } => {
            let ls = *ls as usize;
            for k in 0..*lanes as usize {
                let src = if r[*c as usize + k] & 1 == 1 { *a } else { *b } as usize;
                for j in 0..ls {
                    r[*d as usize + k * ls + j] = r[src + k * ls + j];
                }
            }
        }
        VecOp::Extract {
            d,
            v,
            i,
            ish,
            lanes,
            ls,
        } => {
            let ix = scalar::zx(r[*i as usize], *ish);
            let ls = *ls as usize;
            for j in 0..ls {
                // An out-of-range index gives poison; zero is as good as any value.
                r[*d as usize + j] = if ix < *lanes as u64 {
                    r[*v as usize + ix as usize * ls + j]
                } else {
                    0
                };
            }
        }
        VecOp::Insert {
            d,
            v,
            e,
            i,
            ish,
            lanes,
            ls,
        } => {
            let ix = scalar::zx(r[*i as usize], *ish);
            let ls = *ls as usize;
            let n = *lanes as usize * ls;
            let elt: Vec<u64> = r[*e as usize..*e as usize + ls].to_vec();
            r.copy_within(*v as usize..*v as usize + n, *d as usize);
            if ix < *lanes as u64 {
                let at = *d as usize + ix as usize * ls;
                r[at..at + ls].copy_from_slice(&elt);
            }
        }
        VecOp::Shuffle {
            d,
            a,
            b,
            mask,
            lanes,
            ls,
        } => {
            let ls = *ls as usize;
            let mut out = Vec::with_capacity(mask.len() * ls);
            for &mi in mask {
                for j in 0..ls {
                    out.push(if mi < 0 {
                        0
                    } else if (mi as u32) < *lanes {
                        r[*a as usize + mi as usize * ls + j]
                    } else {
                        r[*b as usize + (mi as usize - *lanes as usize) * ls + j]
                    });
                }
            }
            r[*d as usize..*d as usize + out.len()].copy_from_slice(&out);
        }
        VecOp::HugeBin { op, d, a, b, bits } => {
            let n = crate::wide::limbs(*bits);
            let x = r[*a as usize..*a as usize + n].to_vec();
            let y = r[*b as usize..*b as usize + n].to_vec();
            let v = crate::wide::bin(*op, &x, &y, *bits)?;
            r[*d as usize..*d as usize + n].copy_from_slice(&v);
        }
        VecOp::HugeCmp { p, d, a, b, bits } => {
            let n = crate::wide::limbs(*bits);
            let x = &r[*a as usize..*a as usize + n];
            let y = &r[*b as usize..*b as usize + n];
            r[*d as usize] = crate::wide::cmp(*p, x, y, *bits) as u64;
        }
        VecOp::HugeCast { op, d, a, from, to } => {
            let n = crate::wide::limbs(*from);
            let x = r[*a as usize..*a as usize + n].to_vec();
            let v = crate::wide::cast(*op, &x, *from, *to)?;
            r[*d as usize..*d as usize + v.len()].copy_from_slice(&v);
        }
        VecOp::Gep {
            d,
            p,
            pvec,
            off,
            idx,
            lanes,
        } => {
            let mut out = Vec::with_capacity(*lanes as usize);
            for k in 0..*lanes as usize {
                let mut x = r[*p as usize + if *pvec { k } else { 0 }].wrapping_add(*off as u64);
                for &(s, is_vec, sh, scale) in idx {
                    let iv = r[s as usize + if is_vec { k } else { 0 }];
                    x = x.wrapping_add(scalar::sx(iv, sh).wrapping_mul(scale) as u64);
                }
                out.push(x);
            }
            r[*d as usize..*d as usize + out.len()].copy_from_slice(&out);
        }
    }
    Ok(())
}
