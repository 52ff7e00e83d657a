/// Byte-level helpers for the ASCII subset of UTF-8, used by the scanner and the matcher.
///
/// Everything here is a pure function over `UInt8` so that the hot path never builds a
/// `Character` or a `String`.
@usableFromInline
enum ASCII {
    static let slash: UInt8 = 0x2F
    static let backslash: UInt8 = 0x5C
    static let percent: UInt8 = 0x25
    static let question: UInt8 = 0x3F
    static let hash: UInt8 = 0x23
    static let colon: UInt8 = 0x3A
    static let at: UInt8 = 0x40
    static let dot: UInt8 = 0x2E
    static let plus: UInt8 = 0x2B
    static let minus: UInt8 = 0x2D
    static let space: UInt8 = 0x20
    static let ampersand: UInt8 = 0x26
    static let equals: UInt8 = 0x3D
    static let star: UInt8 = 0x2A
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    @inline(__always)
    static func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

    @inline(__always)
    static func isAlphanumeric(_ b: UInt8) -> Bool { isDigit(b) || isAlpha(b) }

    /// Space, tab, line feed, form feed and carriage return: what is trimmed from both ends of a URL.
    @inline(__always)
    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }

    @inline(__always)
    static func lowercased(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b | 0x20 : b }

    /// The value of a hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8? {
        if isDigit(b) { return b &- 0x30 }
        let lower = b | 0x20
        if lower &- 0x61 < 6 { return lower &- 0x61 &+ 10 }
        return nil
    }

    /// RFC 3986 unreserved characters: letters, digits and `- . _ ~`.
    @inline(__always)
    static func isUnreserved(_ b: UInt8) -> Bool {
        isAlphanumeric(b) || b == minus || b == dot || b == 0x5F || b == 0x7E
    }

    /// True for the characters allowed in a scheme after its first letter.
    @inline(__always)
    static func isSchemeCharacter(_ b: UInt8) -> Bool {
        isAlphanumeric(b) || b == plus || b == minus || b == dot
    }

    /// Compares two byte sequences with ASCII letters folded to lower case, a word at a time
    /// from four bytes up (the last read overlapping the one before).
    static func equalsIgnoringCase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        if count < 4 {
            for i in 0..<count where lowercased(a[i]) != lowercased(b[i]) { return false }
            return true
        }
        let x = ByteView(a)
        let y = ByteView(b)
        if count < 8 {
            // Two overlapping 4-byte reads a side, as one word.
            let left = UInt64(x.halfWord(at: 0)) | UInt64(x.halfWord(at: count &- 4)) &<< 32
            let right = UInt64(y.halfWord(at: 0)) | UInt64(y.halfWord(at: count &- 4)) &<< 32
            return lowercasedWord(left) == lowercasedWord(right)
        }
        var i = 0
        while i &+ 8 < count {
            if lowercasedWord(x.word(at: i)) != lowercasedWord(y.word(at: i)) { return false }
            i &+= 8
        }
        return lowercasedWord(x.word(at: count &- 8)) == lowercasedWord(y.word(at: count &- 8))
    }

    /// The eight bytes of `word` with ASCII capital letters made lower case (``lowercased(_:)``
    /// on each byte, with no carries between bytes).
    @inline(__always)
    static func lowercasedWord(_ word: UInt64) -> UInt64 {
        // The high bit of each capital letter, moved to 0x20.
        word | bytes(in: word, from: 0x41, through: 0x5A) &>> 2
    }

    /// Flags, in the high bit of each byte, the bytes of `word` from `lower` through `upper`
    /// (both at most 0x7F); every other bit is clear, and bytes from 0x80 up are never flagged.
    ///
    /// This is how the scanner classes eight bytes with a few word operations where a byte loop
    /// would test each byte. The flags are exact, every one of them: each byte's low seven bits
    /// plus a constant below 0x81 stay below 0x100, so nothing carries into the next byte.
    @inline(__always)
    static func bytes(in word: UInt64, from lower: UInt8, through upper: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (ones &* 0x7F)
        // The high bit of each byte: at least `lower`, and above `upper`.
        let atLeastLower = low7 &+ ones &* UInt64(0x80 &- lower)
        let aboveUpper = low7 &+ ones &* UInt64(0x7F &- upper)
        return atLeastLower & ~aboveUpper & ~word & (ones &* 0x80)
    }

    /// Flags, in the high bit of each byte, the ASCII letters of `word`; exact, as
    /// ``bytes(in:from:through:)``. Setting 0x20 folds `A`-`Z` onto `a`-`z` and moves no
    /// other byte into that range.
    @inline(__always)
    static func letters(in word: UInt64) -> UInt64 {
        bytes(in: word | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
    }

    /// Compares two byte sequences exactly.
    @inline(__always)
    static func equals(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        if count >= 4 { return equalBytes(ByteView(a), ByteView(b)) }
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }

    /// Compares two views of the same length (at least four bytes), a word at a time: the last word
    /// overlaps the one before it instead of finishing byte by byte, so a short segment costs
    /// two loads per side whatever its length.
    @inline(__always)
    static func equalBytes(_ a: ByteView, _ b: ByteView) -> Bool {
        let count = a.count
        assert(count >= 4 && b.count == count, "equalBytes compares two views of the same length, four bytes or more")
        if count < 8 {
            return a.halfWord(at: 0) == b.halfWord(at: 0) && a.halfWord(at: count &- 4) == b.halfWord(at: count &- 4)
        }
        var i = 0
        while i &+ 8 < count {
            if a.word(at: i) != b.word(at: i) { return false }
            i &+= 8
        }
        return a.word(at: count &- 8) == b.word(at: count &- 8)
    }
}
