/// The byte ranges a lookup captured, one per capture slot: the first eight inline, so that a
/// hit with a few parameters neither allocates nor retains anything to copy its captures.
///
/// Routes with more than eight capture slots keep the rest in ``RouteMatch``'s `overflow` array
/// (filled from scratch memory during the lookup; only such routes allocate it).
///
/// A slot holds one range packed in a `UInt64` of our own coding (``pack(_:)``): bits 63–32
/// the range's lower bound, bits 31–0 its upper bound, both UTF-8 offsets into the URL's
/// bytes as the lookup indexed them (below 2³¹: the table's size limit keeps every offset
/// there). An unwritten slot is 0, the empty range at 0.
///
/// The eight inline slots are a `SIMD8<UInt64>`, read and written through its documented
/// subscript: nothing depends on how a type is laid out in memory, and reading one slot
/// through a pointer to the captures loads that slot alone.
///
/// Invariant: an inline slot is in `0..<8` (a larger one is taken modulo 8, so that no slot
/// reaches outside the eight); a slot past those indexes scratch memory the lookup sized for
/// the table's largest route. Debug builds check both, and that a range is not reversed.
@usableFromInline
struct Captures: Sendable {
    @usableFromInline
    var inline: SIMD8<UInt64>

    @inlinable
    init() {
        inline = SIMD8(repeating: 0)
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

    /// The packed range of an inline slot (`slot < 8`), through the vector's subscript. The
    /// slot is masked to its three low bits, which keeps it in `0..<8` whatever it is, so that
    /// the subscript's bounds check folds away and the access compiles to one load or store at
    /// the slot's place.
    @inlinable @inline(__always)
    subscript(inline slot: Int32) -> UInt64 {
        get {
            assert(slot >= 0 && slot < Self.inlineCapacity, "inline capture slot \(slot) out of range")
            return inline[Int(slot & 7)]
        }
        set {
            assert(slot >= 0 && slot < Self.inlineCapacity, "inline capture slot \(slot) out of range")
            inline[Int(slot & 7)] = newValue
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
