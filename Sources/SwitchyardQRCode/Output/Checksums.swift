/// The two checksums a PNG file needs: CRC-32 over each chunk, Adler-32 over the zlib data.
enum Checksums {
    /// The CRC-32 table of the reflected polynomial `0xEDB88320`.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 (as zlib and PNG use it) of `bytes`, continuing from `crc`.
    static func crc32<C: Collection>(_ bytes: C, continuing crc: UInt32 = 0) -> UInt32 where C.Element == UInt8 {
        var value = ~crc
        for byte in bytes { value = crcTable[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        return ~value
    }

    /// The Adler-32 checksum of `bytes`.
    static func adler32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var sinceReduction = 0
        for byte in bytes {
            a += UInt32(byte)
            b += a
            sinceReduction += 1
            // 5552 bytes is the most before b could pass 2³² (zlib's NMAX).
            if sinceReduction == 5552 {
                a %= 65521
                b %= 65521
                sinceReduction = 0
            }
        }
        return (b % 65521) << 16 | (a % 65521)
    }
}
