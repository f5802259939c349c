//! `rand`/`srand` with glibc's generator.

/// glibc's `random()` (TYPE_3: additive feedback, degree 31, separation 3), so that
/// `srand(s); rand()` gives the numbers a native glibc run gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlibcRand {
    r: [u32; 34],
    k: usize,
}

impl GlibcRand {
    pub fn new(seed: u32) -> GlibcRand {
        let mut r = [0u32; 34];
        let seed = if seed == 0 { 1 } else { seed };
        r[0] = seed;
        for i in 1..31 {
            // r[i] = 16807 * r[i-1] % 2147483647 without overflow (Schrage), as glibc does.
            let prev = r[i - 1] as i32 as i64;
            let hi = prev / 127_773;
            let lo = prev % 127_773;
            let mut word = 16_807 * lo - 2_836 * hi;
            if word < 0 {
                word += 2_147_483_647;
            }
            r[i] = word as u32;
        }
        for i in 31..34 {
            r[i] = r[i - 31];
        }
        let mut g = GlibcRand { r, k: 0 };
        for _ in 34..344 {
            g.step();
        }
        g
    }

    fn step(&mut self) -> u32 {
        // A ring of 34: r[k] = r[k-31] + r[k-3].
        let i = self.k % 34;
        let v = self.r[(i + 34 - 31) % 34].wrapping_add(self.r[(i + 34 - 3) % 34]);
        self.r[i] = v;
        self.k = self.k.wrapping_add(1);
        v
    }

    /// The next `rand()` value.
    pub fn next_value(&mut self) -> u32 {
        self.step() >> 1
    }
}

impl GlibcRand {
    pub(super) fn reseed(&mut self, seed: u32) {
        *self = GlibcRand::new(seed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glibc_rand_sequence() {
        // glibc: srand(1); rand() x3.
        let mut g = GlibcRand::new(1);
        assert_eq!(
            [g.next_value(), g.next_value(), g.next_value()],
            [1804289383, 846930886, 1681692777]
        );
    }
}
