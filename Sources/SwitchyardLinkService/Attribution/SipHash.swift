/// SipHash-2-4 (Aumasson and Bernstein, 2012) with a 128-bit key: the keyed hash of client
/// addresses.
///
/// The standard library's `Hasher` is SipHash too, but seeded anew in every process, so its
/// values never compare across a restart; the hashes a store keeps must. Checked against the
/// paper's test vectors (`SipHashTests`).
struct SipHash {
    private var v0: UInt64, v1: UInt64, v2: UInt64, v3: UInt64

    private init(key0: UInt64, key1: UInt64) {
        v0 = key0 ^ 0x736f_6d65_7073_6575
        v1 = key1 ^ 0x646f_7261_6e64_6f6d
        v2 = key0 ^ 0x6c79_6765_6e65_7261
        v3 = key1 ^ 0x7465_6462_7974_6573
    }

    /// The 64-bit SipHash-2-4 of `bytes` under the key (`key0` the first eight key bytes, little-endian).
    static func hash(_ bytes: [UInt8], key0: UInt64, key1: UInt64) -> UInt64 {
        var state = SipHash(key0: key0, key1: key1)
        let whole = bytes.count / 8 * 8
        var index = 0
        while index < whole {
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * offset) }
            state.compress(word)
            index += 8
        }
        var last = UInt64(truncatingIfNeeded: bytes.count) << 56
        for offset in 0..<(bytes.count - whole) { last |= UInt64(bytes[whole + offset]) << (8 * offset) }
        state.compress(last)
        state.v2 ^= 0xff
        for _ in 0..<4 { state.round() }
        return state.v0 ^ state.v1 ^ state.v2 ^ state.v3
    }

    private mutating func compress(_ word: UInt64) {
        v3 ^= word
        round()
        round()
        v0 ^= word
    }

    private mutating func round() {
        v0 &+= v1
        v1 = v1.rotatedLeft(13) ^ v0
        v0 = v0.rotatedLeft(32)
        v2 &+= v3
        v3 = v3.rotatedLeft(16) ^ v2
        v0 &+= v3
        v3 = v3.rotatedLeft(21) ^ v0
        v2 &+= v1
        v1 = v1.rotatedLeft(17) ^ v2
        v2 = v2.rotatedLeft(32)
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
