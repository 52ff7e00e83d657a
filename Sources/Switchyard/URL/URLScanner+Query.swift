/// The query and fragment: finding them after the path and checking their bytes, eight at a
/// time for text from a `String`.
extension URLScanner {
    /// Finds the query and fragment after the path, rejecting forbidden bytes (and, for raw
    /// input, bytes that are not UTF-8) in them.
    static func scanQueryAndFragment(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into url: inout ScannedURL, validateUTF8: Bool
    ) -> NoMatch? {
        guard start < end else { return nil }
        let hasQuery = bytes[start] == ASCII.question
        // The `#` that starts the fragment, or `end`.
        var fragmentMark = end
        if validateUTF8 {
            if let failure = checkUTF8Bytes(bytes, start..<end) { return failure }
            if hasQuery { fragmentMark = firstIndex(of: ASCII.hash, in: bytes, (start &+ 1)..<end) ?? end }
        } else {
            // The check finds the first `#` as it goes: after a `?` at `start`, that is the
            // first `#` of the query.
            let (forbidden, firstHash) = checkBytes(bytes, start..<end)
            if let forbidden { return forbiddenByte(at: forbidden) }
            fragmentMark = firstHash
        }
        if hasQuery {
            url.query = (start &+ 1)..<fragmentMark
        } else {
            fragmentMark = start
        }
        if fragmentMark < end {
            url.fragment = (fragmentMark &+ 1)..<end
        }
        return nil
    }

    /// For text from a `String`, which is UTF-8 already: the offset of the first control
    /// character, space, DEL or `\` in `range`, if any, and else the offset of its first `#`
    /// (`range.upperBound` if none).
    ///
    /// One pass, eight bytes at a time, where a byte loop would cost several instructions a
    /// byte and a second pass would look for `#`: ``bytesToExamine(in:)`` flags every byte that
    /// may be either. Most queries have none, so the loop here only tests each word; the
    /// first word with a flag goes to ``examine(_:from:to:)``. (The results come back as plain
    /// integers, in registers; the caller makes the `NoMatch`.)
    private static func checkBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (forbidden: Int?, firstHash: Int) {
        let end = range.upperBound
        var i = range.lowerBound
        if end &- i >= 8 {
            let view = ByteView(bytes)
            // Whole words while more than eight bytes are left, then the word that ends at
            // `end` (it overlaps the word before, whose bytes flag nothing), where the tail
            // would otherwise cost several instructions a byte.
            while i &+ 8 < end {
                if bytesToExamine(in: view.word(at: i)) != 0 {
                    return examine(bytes, from: i, to: end)
                }
                i &+= 8
            }
            i = end &- 8
            if bytesToExamine(in: view.word(at: i)) != 0 {
                return examine(bytes, from: i, to: end)
            }
            return (nil, end)
        }
        // Under eight bytes: one partial word; the flags past `end` are dropped.
        if bytesToExamine(in: PathByteClass.word(in: bytes, from: i, to: end)) & PathByteClass.highBits(from: 0, to: end &- i) != 0 {
            return examine(bytes, from: i, to: end)
        }
        return (nil, end)
    }

    /// ``checkBytes(_:_:)`` from `start` on, where a word has a flagged byte (the bytes before
    /// `start` are neither forbidden nor `#`): the flagged bytes of each word are looked at in
    /// order, through the exact byte tests.
    @inline(never)
    private static func examine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (forbidden: Int?, firstHash: Int) {
        var firstHash = end
        var i = start
        while i < end {
            let left = end &- i
            var flags =
                left >= 8
                ? bytesToExamine(in: ByteView(bytes).word(at: i))
                : bytesToExamine(in: PathByteClass.word(in: bytes, from: i, to: end)) & PathByteClass.highBits(from: 0, to: left)
            while flags != 0 {
                let j = i &+ flags.trailingZeroBitCount &>> 3
                flags &= flags &- 1
                let b = bytes[j]
                if b <= ASCII.space || b == 0x7F || b == ASCII.backslash { return (j, firstHash) }
                if b == ASCII.hash && firstHash == end { firstHash = j }
            }
            i &+= 8
        }
        return (nil, firstHash)
    }

    /// Flags, in the high bit of each byte, the bytes of `word` that ``checkBytes(_:_:)``
    /// must look at: all below `$` (control characters, space, `!`, `"` and `#`), DEL and `\`.
    /// It never misses one (a borrow or carry from the byte below leaves each of these
    /// flagged); it may also flag other bytes: bytes above a flagged one, and `~` above 0xFF
    /// (which UTF-8 never holds). ``examine(_:from:to:)`` tests each flagged byte itself.
    ///
    /// One test finds both the forbidden bytes and `#` (for the price of a look at the rare `!`
    /// and `"`), and DEL is found as the ASCII byte that `+ 1` takes to 0x80, which needs no
    /// constant of its own (one less in the loop: fewer registers to save).
    @inline(__always)
    static func bytesToExamine(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let backslash = word ^ (ones &* 0x5C)
        return ((word &- ones &* 0x24) | (backslash &- ones) | (word &+ ones)) & ~word & (ones &* 0x80)
    }

    /// For raw bytes: rejects control characters, spaces, DEL and `\` anywhere, and text that is not UTF-8.
    private static func checkUTF8Bytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> NoMatch? {
        var validator = UTF8Validator()
        for i in range {
            let b = bytes[i]
            if b <= ASCII.space || b == 0x7F || b == ASCII.backslash { return forbiddenByte(at: i) }
            if b >= 0x80 || !validator.isComplete {
                if validator.feed(b) == .invalid {
                    return NoMatch(reason: .malformed, detail: "the bytes are not UTF-8", offset: i)
                }
            }
        }
        if !validator.isComplete {
            return NoMatch(reason: .malformed, detail: "the bytes are not UTF-8", offset: range.upperBound)
        }
        return nil
    }

    @inline(__always)
    private static func forbiddenByte(at offset: Int) -> NoMatch {
        NoMatch(reason: .malformed, detail: "a space, control character or backslash inside the URL", offset: offset)
    }
}
