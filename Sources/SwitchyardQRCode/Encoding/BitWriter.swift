/// Appends bits, most significant first, into a fixed number of codewords.
struct BitWriter {
    /// The codewords written so far, zero-filled to their full count.
    private(set) var bytes: [UInt8]
    /// How many bits have been written.
    private(set) var bitCount = 0

    /// A writer for `capacity` codewords.
    init(capacity: Int) {
        bytes = [UInt8](repeating: 0, count: capacity)
    }

    /// Appends the low `width` bits of `value`, most significant first.
    @inline(__always)
    mutating func append(_ value: UInt32, width: Int) {
        var remaining = width
        while remaining > 0 {
            let byteIndex = bitCount >> 3
            let free = 8 - (bitCount & 7)
            let take = min(free, remaining)
            let chunk = (value >> UInt32(remaining - take)) & ((1 << UInt32(take)) - 1)
            bytes[byteIndex] |= UInt8(chunk << UInt32(free - take))
            bitCount += take
            remaining -= take
        }
    }
}
