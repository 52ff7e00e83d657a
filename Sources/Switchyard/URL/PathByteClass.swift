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

    /// The classes by byte. Besides the ones above, `u` marks the first byte of non-ASCII
    /// UTF-8: what the path loop's last branch handles, once every other class is ruled out.
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
    /// This is for speed: it checks eight bytes with a few word operations where the table
    /// costs a load and a test per byte, and most path bytes are letters and digits. (The ordinary
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
    /// (`i < end`); bytes past `end` are not flagged.
    @inline(__always)
    static func specialBytes(in bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> UInt64 {
        specialBytes(in: word(in: bytes, from: i, to: end)) & highBits(from: 0, to: min(end &- i, 8))
    }

    /// Flags the `/` bytes of `word` in their high bits; the lowest flag is exact (bytes above
    /// a `/` may be flagged too).
    @inline(__always)
    static func slashes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (ones &* 0x2F)
        return (x &- ones) & ~x & (ones &* 0x80)
    }

    /// The bytes of `bytes` from `i` to `end` (`i < end`, at most eight of them used) as a
    /// word, byte `i` lowest; the bytes above `end` are unspecified, so the caller masks their
    /// flags (``highBits(from:to:)``).
    ///
    /// Eight bytes are read at once where there are eight; the last, partial word is the word
    /// that ends at `end` (or, in a shorter input, the one that starts at 0), shifted down so
    /// that the bytes before `i` drop out, where a byte loop would cost several instructions
    /// a byte. It never reads outside `bytes`: only inputs under eight bytes are read byte by byte.
    @inline(__always)
    static func word(in bytes: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> UInt64 {
        let view = ByteView(bytes)
        if end &- i >= 8 { return view.word(at: i) }
        guard bytes.count >= 8 else { return shortWord(in: bytes, from: i, to: end) }
        let readStart = max(end &- 8, 0)
        return view.word(at: readStart) &>> UInt64((i &- readStart) &* 8)
    }

    /// ``word(in:from:to:)`` in an input under eight bytes, byte by byte; out of line.
    @inline(never)
    private static func shortWord(in bytes: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> UInt64 {
        var word: UInt64 = 0
        for k in 0..<(end &- i) { word |= UInt64(bytes[i &+ k]) &<< UInt64(k &* 8) }
        return word
    }

    /// The high bits of bytes `first` up to (not including) `end` of a word (`0 ≤ first < end ≤ 8`):
    /// what keeps the flags of the bytes that count.
    @inline(__always)
    static func highBits(from first: Int, to end: Int) -> UInt64 {
        (0x8080_8080_8080_8080 &>> UInt64((8 &- end) &* 8)) & (UInt64.max &<< UInt64(first &* 8))
    }
}
