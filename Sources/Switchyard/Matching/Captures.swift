/// The byte ranges a lookup captured, one per capture slot, kept inline for up to eight
/// slots so that a hit with a few parameters does not allocate.
struct Captures: Sendable {
    private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var overflow: [UInt64] = []

    static let inlineCapacity = 8

    @inline(__always)
    subscript(slot: Int32) -> Range<Int> {
        get {
            let packed: UInt64
            if slot < Self.inlineCapacity {
                packed = withUnsafeBytes(of: inline) { $0.load(fromByteOffset: Int(slot) &* 8, as: UInt64.self) }
            } else {
                let index = Int(slot) &- Self.inlineCapacity
                packed = index < overflow.count ? overflow[index] : 0
            }
            return Int(packed >> 32)..<Int(packed & 0xFFFF_FFFF)
        }
        set {
            let packed = UInt64(newValue.lowerBound) << 32 | UInt64(newValue.upperBound)
            if slot < Self.inlineCapacity {
                withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: packed, toByteOffset: Int(slot) &* 8, as: UInt64.self) }
            } else {
                let index = Int(slot) &- Self.inlineCapacity
                if overflow.count <= index { overflow += repeatElement(0, count: index &+ 1 &- overflow.count) }
                overflow[index] = packed
            }
        }
    }
}
