/// The byte ranges a lookup captured, one per capture slot: the first eight inline, so that a
/// hit with a few parameters neither allocates nor retains anything to copy its captures.
///
/// Routes with more than eight capture slots keep the rest in ``RouteMatch``'s `overflow` array
/// (filled from scratch memory during the lookup; only such routes allocate it).
///
/// Invariant: an inline slot is in `0..<8` (the loads and stores below are then within the
/// tuple); a slot past those indexes scratch memory the lookup sized for the table's largest
/// route. Debug builds check both, and that a range is not reversed.
@usableFromInline
struct Captures: Sendable {
    @usableFromInline
    var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    @inlinable
    init() {
        inline = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    @inlinable
    static var inlineCapacity: Int32 { 8 }

    @inline(__always)
    static func pack(_ range: Range<Int>) -> UInt64 {
        assert(range.lowerBound >= 0 && range.upperBound <= Int(Int32.max), "capture range \(range) outside 32-bit offsets")
        return UInt64(truncatingIfNeeded: range.lowerBound) &<< 32 | UInt64(truncatingIfNeeded: range.upperBound)
    }

    @inline(__always)
    static func unpack(_ packed: UInt64) -> Range<Int> {
        Int(truncatingIfNeeded: packed &>> 32)..<Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)
    }

    /// The packed range of an inline slot (`slot < 8`).
    @inlinable @inline(__always)
    subscript(inline slot: Int32) -> UInt64 {
        get {
            assert(slot >= 0 && slot < Self.inlineCapacity, "inline capture slot \(slot) out of range")
            return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: Int(slot) &* 8, as: UInt64.self) }
        }
        set {
            assert(slot >= 0 && slot < Self.inlineCapacity, "inline capture slot \(slot) out of range")
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: newValue, toByteOffset: Int(slot) &* 8, as: UInt64.self) }
        }
    }

    /// Records `range` in `slot`: inline for the first eight slots, else in `extra`.
    @inline(__always)
    mutating func set(_ slot: Int32, _ range: Range<Int>, extra: UnsafeMutablePointer<UInt64>?) {
        if slot < Self.inlineCapacity {
            self[inline: slot] = Self.pack(range)
        } else {
            assert(extra != nil, "capture slot \(slot) past the eighth, with no scratch for it")
            extra![Int(slot &- Self.inlineCapacity)] = Self.pack(range)
        }
    }
}
