/// The class of each byte as the path loop sees it, looked up in a 256-byte table that lives
/// in the binary's read-only data (a `StaticString`), so a lookup is one load.
enum PathByteClass {
    /// Part of a segment: printable ASCII other than the classes below.
    static let ordinary: UInt8 = 0x61 // a
    /// `/`: ends a segment.
    static let slash: UInt8 = 0x2F
    /// `%`: the path must be decoded.
    static let percent: UInt8 = 0x25
    /// `?` or `#`: ends the path.
    static let end: UInt8 = 0x65 // e
    /// A space, a control character, DEL or a backslash: the URL is malformed.
    static let forbidden: UInt8 = 0x78 // x
    /// The first byte of non-ASCII UTF-8 (`u` in the table): what the path loop's last branch
    /// handles, once every other class has been ruled out.

    @inline(__always)
    static var table: StaticString {
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxaaea%aaaaaaaaa/aaaaaaaaaaaaaaaeaaaaaaaaaaaaaaaaaaaaaaaaaaaaxaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaxuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu"
    }

    @inline(__always)
    static func of(_ byte: UInt8) -> UInt8 {
        table.utf8Start[Int(byte)]
    }

    /// Flags, in the high bit of each byte, the bytes of `word` that may not be ``ordinary``
    /// (bytes in memory order: byte 0 of the word is the lowest): every byte below `0`
    /// (0x30: controls, space, `!` to `/`, with `#`, `%` and `/`), `?`, `\`, DEL and non-ASCII.
    /// It may also flag bytes above a flagged one, never a byte below the first flagged one, so
    /// the lowest flag is where the path loop must look; the class table tells what it is.
    ///
    /// This is for speed: it checks eight bytes in under twenty instructions where the table
    /// costs several per byte, and most path bytes are letters and digits. (The ordinary
    /// punctuation it flags, such as `-` and `.`, costs a look at the table each.)
    @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        flagged(in: word, below: 0x30)
    }

    /// Like ``specialBytes(in:)`` but for a path whose `/` are found apart: flags every byte
    /// below `/` (controls, space, `!` to `.`, with `#`, `%` and `.`), `?`, `\`, DEL and
    /// non-ASCII, and not `/` itself unless a flagged byte below it carries into it. The
    /// lowest flag is exact, so it is where a check of the path must look.
    @inline(__always)
    static func bytesToCheck(in word: UInt64) -> UInt64 {
        flagged(in: word, below: 0x2F)
    }

    /// The bytes of `word` below `bound`, `?`, `\`, DEL and non-ASCII, in the high bits (with
    /// bytes above a flagged one perhaps flagged too).
    @inline(__always)
    private static func flagged(in word: UInt64, below bound: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // Below the bound, then DEL and non-ASCII (0x7F and up).
        let below = (word &- ones &* bound) & ~word
        let above = (word &+ ones) | word
        // `?` and `\`: the bytes that become zero.
        let question = word ^ (ones &* 0x3F)
        let backslash = word ^ (ones &* 0x5C)
        let zero = ((question &- ones) & ~question) | ((backslash &- ones) & ~backslash)
        return (below | above | zero) & high
    }

    /// ``specialBytes(in:)`` of the bytes of `bytes` from `i`, up to eight and never past `end`
    /// (`i < end`). A full word is read at once; the last, partial one is read so that it ends
    /// at `end` (or byte by byte in inputs under eight bytes), and bytes past `end` are not flagged.
    @inline(__always)
    static func specialBytes(in bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> UInt64 {
        let left = end &- i
        let base = UnsafeRawPointer(bytes.baseAddress!)
        if left >= 8 {
            return specialBytes(in: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
        }
        var word: UInt64 = 0
        if end >= 8 {
            // The word that ends at `end`, with the bytes before `i` dropped from its low end.
            word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self)) &>> UInt64((8 &- left) &* 8)
        } else {
            for k in 0..<left { word |= UInt64(bytes[i &+ k]) &<< UInt64(k &* 8) }
        }
        return specialBytes(in: word) & (UInt64.max &>> UInt64((8 &- left) &* 8))
    }

    /// Flags the `/` bytes of `word` in their high bits; the lowest flag is exact (bytes above
    /// a `/` may be flagged too).
    @inline(__always)
    static func slashes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (ones &* 0x2F)
        return (x &- ones) & ~x & (ones &* 0x80)
    }

    /// The (up to) eight bytes of `bytes` from `i` as a word, byte `i` lowest; past the end
    /// of `bytes`, zeros. Reads the word that ends at the end of `bytes` when fewer than
    /// eight are left, so it never reads outside them.
    @inline(__always)
    static func word(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress!)
        let left = count &- i
        if left >= 8 { return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) }
        if count >= 8 {
            return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) &>> UInt64((8 &- left) &* 8)
        }
        var word: UInt64 = 0
        for k in 0..<left { word |= UInt64(bytes[i &+ k]) &<< UInt64(k &* 8) }
        return word
    }
}
