/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The tests and the bench draw their generated inputs from it, so that a seed always gives
/// the same values and a failing case can be replayed from its seed.
///
/// ```swift
/// var random = SplitMix64(seed: 0x5EED)
/// let die = Int.random(in: 1...6, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    /// A generator whose values follow from `seed` alone.
    @inlinable public init(seed: UInt64) { state = seed }

    /// The next value of the sequence.
    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
