//! Hash maps used by the IR: deterministic (fixed seed) and of good quality for short string
//! keys such as value names, where simpler multiplicative hashes cluster badly.

/// A hash map with a fast, fixed-seed hasher.
pub type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;
/// A hash set with a fast, fixed-seed hasher.
pub type HashSet<K> = std::collections::HashSet<K, foldhash::fast::FixedState>;
