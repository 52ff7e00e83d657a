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
/// Invariant: an inline slot is in `0..<8` (a larger one reads and writes the eighth, never
/// memory outside the tuple); a slot past those indexes scratch memory the lookup sized for
/// the table's largest route. Debug builds check both, and that a range is not reversed.
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

    /// The packed range of an inline slot (`slot < 8`), read and written field by field
    /// through the tuple's own elements: a `switch` over the slot, which relies on no layout
    /// of the tuple. A slot past the eighth (which the walk never hands in; debug builds stop
    /// on it) reads and writes the last, so no slot reaches outside the tuple.
    @inlinable @inline(__always)
    subscript(inline slot: Int32) -> UInt64 {
        get {
            assert(slot >= 0 && slot < Self.inlineCapacity, "inline capture slot \(slot) out of range")
            switch slot {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            case 3: return inline.3
            case 4: return inline.4
            case 5: return inline.5
            case 6: return inline.6
            default: return inline.7
            }
        }
        set {
            assert(slot >= 0 && slot < Self.inlineCapacity, "inline capture slot \(slot) out of range")
            switch slot {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            case 3: inline.3 = newValue
            case 4: inline.4 = newValue
            case 5: inline.5 = newValue
            case 6: inline.6 = newValue
            default: inline.7 = newValue
            }
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
