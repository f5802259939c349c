//! Malformed SPIR-V never panics the reader or the disassembler: random words, and valid
//! modules with words changed, dropped or cut off, give text or a located error.

use parir_spirv::dis::{disassemble, Options};
use proptest::prelude::*;

/// A small valid module: capabilities, a memory model, types, a function with a loop.
fn valid() -> Vec<u32> {
    vec![
        0x0723_0203,
        0x0001_0000,
        6 << 16,
        20,
        0,
        (2 << 16) | 17,
        4,
        (2 << 16) | 17,
        6,
        (3 << 16) | 14,
        2,
        2,
        (4 << 16) | 21,
        1,
        32,
        0,
        (2 << 16) | 19,
        2,
        (3 << 16) | 33,
        3,
        2,
        (4 << 16) | 43,
        1,
        4,
        7,
        (5 << 16) | 54,
        2,
        5,
        0,
        3,
        (2 << 16) | 248,
        6,
        (2 << 16) | 249,
        7,
        (2 << 16) | 248,
        7,
        (4 << 16) | 246,
        8,
        7,
        1,
        (2 << 16) | 249,
        7,
        (2 << 16) | 248,
        8,
        (1 << 16) | 253,
        (1 << 16) | 56,
    ]
}

fn bytes(w: &[u32]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn the_valid_module_disassembles() {
    let t = disassemble(&bytes(&valid()), Options::default()).unwrap();
    assert!(t.contains("OpLoopMerge %8 %7 Unroll"), "{t}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_words_do_not_panic(w in proptest::collection::vec(any::<u32>(), 0..64)) {
        let mut v = vec![0x0723_0203, 0x0001_0000, 0, 30, 0];
        v.extend(w);
        let _ = disassemble(&bytes(&v), Options::default());
    }

    #[test]
    fn mutated_modules_do_not_panic(
        at in 0usize..48, value in any::<u32>(), cut in 0usize..200, drop in any::<bool>()
    ) {
        let mut v = valid();
        let at = at % v.len();
        if drop { v.remove(at); } else { v[at] = value; }
        let mut b = bytes(&v);
        b.truncate(cut.max(1).min(b.len()));
        match disassemble(&b, Options::default()) {
            Ok(_) => {}
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }
}
