/// The bit that stands for a property in the masks of observed properties.
///
/// Properties are identified by small integers (their declaration index, assigned by the
/// macro), so a set of properties fits in one word and the hot paths test a bit instead of
/// hashing a key path. Indices from 63 on share the last bit: a change to any of them fires
/// the trackings of all of them, which is conservative but never misses a change.
@usableFromInline
enum PropertyMask {
    @inlinable
    static func bit(_ index: Int) -> UInt64 {
        index < 63 ? UInt64(1) &<< UInt64(index) : UInt64(1) &<< 63
    }
}
