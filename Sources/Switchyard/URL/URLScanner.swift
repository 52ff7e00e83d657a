/// Splits a URL's UTF-8 bytes into scheme, host, path, query and fragment, following
/// RFC 3986 with the departures of the routing contract (section 1 of ROUTING.md).
///
/// The scanner never allocates. It rejects bad schemes, hosts and ports, user info, and
/// forbidden bytes in the query and fragment. ``URLReader`` checks the size limit first and
/// reads the path itself (``PathPass``, then ``PathSegmenter`` when the path holds `%`).
enum URLScanner {
    /// Finds the scheme, kind and host of the trimmed URL `url.trimmed`, and where its path
    /// starts (the path's end is left at the end of the input for ``PathPass`` to find).
    ///
    /// Only the first test is in line: a URL that is a path (starting with `/` but not `//`)
    /// needs no more. The rest is out of line so that the scheme and host loops do not weigh
    /// on the lookup that inlines this: in line, they made path lookups 15 to 30 instructions
    /// dearer (register saves and spills) with the lookup as of commit 20527f4; out of line,
    /// a URL with a scheme pays for one call.
    @inline(__always)
    static func scanStructure(_ bytes: UnsafeBufferPointer<UInt8>, into url: inout ScannedURL) -> NoMatch? {
        let start = url.trimmed.lowerBound
        let end = url.trimmed.upperBound
        guard start < end, bytes[start] != ASCII.slash || (end &- start >= 2 && bytes[start &+ 1] == ASCII.slash) else { return nil }
        return scanSchemeAndAuthority(bytes, into: &url)
    }

    /// ``scanStructure(_:into:)`` for a URL that does not start with a path: a scheme and,
    /// for web links and `//host` references, the authority.
    @inline(never)
    private static func scanSchemeAndAuthority(_ bytes: UnsafeBufferPointer<UInt8>, into url: inout ScannedURL) -> NoMatch? {
        let start = url.trimmed.lowerBound
        let end = url.trimmed.upperBound
        // A scheme starts with a letter.
        if start < end && ASCII.isAlpha(bytes[start]), let colon = schemeEnd(bytes, url.trimmed) {
            url.scheme = start..<colon
            let afterColon = colon &+ 1
            guard isWebScheme(bytes, start..<colon) else {
                url.kind = .custom
                url.path = afterColon..<end
                return nil
            }
            url.kind = .web
            guard end &- afterColon >= 2, bytes[afterColon] == ASCII.slash, bytes[afterColon &+ 1] == ASCII.slash else {
                return NoMatch(reason: .malformed, detail: "a web link needs // and a host after its scheme", offset: afterColon)
            }
            return authority(of: &url, in: bytes, from: afterColon &+ 2)
        }
        if end &- start >= 2 && bytes[start] == ASCII.slash && bytes[start &+ 1] == ASCII.slash {
            // `//host/path` is a network-path reference: it routes as `https://host/path`.
            url.kind = .web
            return authority(of: &url, in: bytes, from: start &+ 2)
        }
        return nil
    }

    /// Reads the authority from `start`: the common case in line (a web link's host is most
    /// of what its scan costs before the path), the rest out of line.
    @inline(__always)
    private static func authority(of url: inout ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> NoMatch? {
        let end = url.trimmed.upperBound
        if let (host, authorityEnd) = plainAuthority(bytes, from: start, end: end) {
            url.host = host
            url.path = authorityEnd..<end
            return nil
        }
        switch scanAuthority(bytes, from: start, end: end) {
        case .success(let (host, pathStart)):
            url.host = host
            url.path = pathStart..<end
            return nil
        case .failure(let failure):
            return failure
        }
    }

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
            let base = UnsafeRawPointer(bytes.baseAddress!)
            // Whole words while more than eight bytes are left, then the word that ends at
            // `end` (it overlaps the word before, whose bytes flag nothing), where the tail
            // would otherwise cost several instructions a byte.
            while i &+ 8 < end {
                if bytesToExamine(in: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))) != 0 {
                    return examine(bytes, from: i, to: end)
                }
                i &+= 8
            }
            i = end &- 8
            if bytesToExamine(in: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))) != 0 {
                return examine(bytes, from: i, to: end)
            }
            return (nil, end)
        }
        // Under eight bytes: one partial word; the flags past `end` are dropped.
        if bytesToExamine(in: tailWord(in: bytes, from: i, to: end)) & lowBytes(end &- i) != 0 {
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
            var flags = left >= 8
                ? bytesToExamine(in: UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                : bytesToExamine(in: tailWord(in: bytes, from: i, to: end)) & lowBytes(left)
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
    /// This is ``forbiddenBytes(in:)`` with the bound moved from `!` to `$`, so that one test
    /// finds both the forbidden bytes and `#` (for the price of a look at the rare `!` and
    /// `"`), and with DEL found as the ASCII byte that `+ 1` takes to 0x80, which needs no
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

    /// The offset of the `:` that ends a scheme, if the text starts with one.
    ///
    /// Schemes are mostly letters, so after the first byte letters are skipped eight at a
    /// time (``ASCII/letters(in:)``), in whole words only: these may reach past `range` (never
    /// past `bytes`; bytes past `range` are not used), and the last few bytes of the input go
    /// to the byte loop, which takes the rest from the first byte that is not a letter.
    @inline(__always)
    static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let first = range.first, ASCII.isAlpha(bytes[first]) else { return nil }
        let end = range.upperBound
        var i = first &+ 1
        // Words start before `end`, and end at `bytes.count` at the latest.
        let wordsEnd = min(end, bytes.count &- 7)
        while i < wordsEnd {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let others = ASCII.letters(in: word) ^ 0x8080_8080_8080_8080
            if others != 0 {
                i &+= others.trailingZeroBitCount &>> 3
                break
            }
            i &+= 8
        }
        while i < end {
            let b = bytes[i]
            if b == ASCII.colon { return i }
            if !isSchemeCharacter(b) { return nil }
            i &+= 1
        }
        return nil
    }

    /// Whether the scheme is `http` or `https`, in any case.
    ///
    /// The first four bytes are compared as one word: setting 0x20 in a byte makes a capital
    /// letter small and changes no byte into a small letter other than its capital, so for
    /// these letters `b | 0x20 == letter` is exactly "b is that letter in either case".
    @inline(__always)
    static func isWebScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ scheme: Range<Int>) -> Bool {
        let n = scheme.count
        guard n == 4 || n == 5 else { return false }
        let s = scheme.lowerBound
        let http = UInt32(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: s, as: UInt32.self))
        guard http | 0x2020_2020 == 0x7074_7468 else { return false } // p t t h, byte 0 lowest
        return n == 4 || bytes[s &+ 4] | 0x20 == 0x73 // s
    }

    /// Scans `host[:port]` from `start` up to the first `/`, `?` or `#` (or `end`); returns the
    /// host (trailing dot removed) and where the path starts, or the first error. Any authority
    /// that ``plainAuthority(_:from:end:)`` accepts, this accepts with the same result; it gets
    /// the rare ones that it turns down (IPv6, long ports, errors), so byte loops will do.
    @inline(never)
    private static func scanAuthority(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int
    ) -> Result<(Range<Int>, Int), NoMatch> {
        var authorityEnd = start
        while authorityEnd < end {
            let b = bytes[authorityEnd]
            if b == ASCII.slash || b == ASCII.question || b == ASCII.hash { break }
            authorityEnd &+= 1
        }
        if firstIndex(of: ASCII.at, in: bytes, start..<authorityEnd) != nil {
            return .failure(NoMatch(reason: .malformed, detail: "a web link must not carry user info (user@)", offset: start))
        }
        var hostEnd = authorityEnd
        if start < authorityEnd && bytes[start] == ASCII.openBracket {
            guard let close = firstIndex(of: ASCII.closeBracket, in: bytes, start..<authorityEnd) else {
                return .failure(NoMatch(reason: .malformed, detail: "an IPv6 host is missing its ]", offset: start))
            }
            for i in (start &+ 1)..<close {
                let b = bytes[i]
                guard ASCII.hexValue(b) != nil || b == ASCII.colon || b == ASCII.dot else {
                    return .failure(NoMatch(reason: .malformed, detail: "an IPv6 host holds a character other than hex digits, : and .", offset: i))
                }
            }
            hostEnd = close &+ 1
            if hostEnd < authorityEnd && bytes[hostEnd] != ASCII.colon {
                return .failure(NoMatch(reason: .malformed, detail: "unexpected text after an IPv6 host", offset: hostEnd))
            }
        } else if let colon = firstIndex(of: ASCII.colon, in: bytes, start..<authorityEnd) {
            hostEnd = colon
        }
        if hostEnd < authorityEnd {
            // A port: digits up to 65535, taking no part in matching. An empty port is allowed (RFC 3986).
            var value = 0
            for i in (hostEnd &+ 1)..<authorityEnd {
                let b = bytes[i]
                guard ASCII.isDigit(b) else {
                    return .failure(NoMatch(reason: .malformed, detail: "a port must be decimal digits", offset: i))
                }
                value = value &* 10 &+ Int(b &- 0x30)
                if value > 65535 {
                    return .failure(NoMatch(reason: .malformed, detail: "a port must be at most 65535", offset: i))
                }
            }
        }
        if bytes[start..<hostEnd].first != ASCII.openBracket {
            for i in start..<hostEnd where !isRegisteredNameCharacter(bytes[i]) {
                return .failure(NoMatch(reason: .malformed, detail: "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels)", offset: i))
            }
        }
        var trimmedHostEnd = hostEnd
        if trimmedHostEnd > start && bytes[trimmedHostEnd &- 1] == ASCII.dot { trimmedHostEnd &-= 1 }
        if trimmedHostEnd == start {
            return .failure(NoMatch(reason: .malformed, detail: "a web link needs a host", offset: start))
        }
        return .success((start..<trimmedHostEnd, authorityEnd))
    }

    /// The common case in one pass, which also finds the authority's end: a registered name,
    /// maybe a port of at most five digits up to 65535, then `/`, `?`, `#` or `end`. Returns
    /// the host (without a trailing dot) and the authority's end, or `nil` for anything else
    /// (user info, IPv6, bad characters, a bad port, no host), which the full scan then reports.
    @inline(__always)
    private static func plainAuthority(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> (Range<Int>, Int)? {
        // Hosts are mostly lower-case letters, digits, `-` and `.`: those are skipped eight at
        // a time (``hostBytes(in:)``), up to the first other byte or `end`. Whole words only,
        // which may reach past `end` (never past `bytes`; bytes past `end` are not used): the
        // last few bytes of the input go to the byte loop below.
        var i = start
        // Words start before `end`, and end at `bytes.count` at the latest.
        let wordsEnd = min(end, bytes.count &- 7)
        while i < wordsEnd {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let others = hostBytes(in: word) ^ 0x8080_8080_8080_8080
            if others != 0 {
                i &+= others.trailingZeroBitCount &>> 3
                break
            }
            i &+= 8
        }
        // The rest of the registered name (capitals, `_`, `~`, sub-delims), byte by byte,
        // from the first other byte (or `end`, if the last word reached past it).
        i = min(i, end)
        while i < end && isRegisteredNameCharacter(bytes[i]) { i &+= 1 }
        let hostEnd = i
        if i < end && bytes[i] == ASCII.colon {
            i &+= 1
            let portStart = i
            var value = 0
            while i < end {
                let digit = bytes[i] &- 0x30
                guard digit < 10 else { break }
                value = value &* 10 &+ Int(digit)
                i &+= 1
            }
            guard i &- portStart <= 5, value <= 65535 else { return nil }
        }
        guard i == end || bytes[i] == ASCII.slash || bytes[i] == ASCII.question || bytes[i] == ASCII.hash else { return nil }
        var trimmedHostEnd = hostEnd
        if trimmedHostEnd > start && bytes[trimmedHostEnd &- 1] == ASCII.dot { trimmedHostEnd &-= 1 }
        return trimmedHostEnd > start ? (start..<trimmedHostEnd, i) : nil
    }

    /// Flags, in the high bit of each byte, the lower-case letters, digits, `-` and `.` of
    /// `word`: the bytes of most hosts. Exact, every flag (``ASCII/bytes(in:from:through:)``).
    @inline(__always)
    private static func hostBytes(in word: UInt64) -> UInt64 {
        // `-` to `9` but `/`, then `a` to `z`: two ranges and one byte, each byte on its own.
        let ones: UInt64 = 0x0101_0101_0101_0101
        // The high bit of each byte whose low seven bits are not those of `/` (no carries).
        let notSlash = ((word & (ones &* 0x7F)) ^ (ones &* 0x2F)) &+ ones &* 0x7F
        return (ASCII.bytes(in: word, from: 0x2D, through: 0x39) & notSlash) | ASCII.bytes(in: word, from: 0x61, through: 0x7A)
    }

    /// RFC 3986 reg-name characters without percent-encoding: unreserved (letters, digits,
    /// `-` `.` `_` `~`) and sub-delims (`!` `$` `&` `'` `(` `)` `*` `+` `,` `;` `=`).
    @inline(__always)
    private static func isRegisteredNameCharacter(_ b: UInt8) -> Bool {
        characterClasses.utf8Start[Int(b)] & 2 != 0
    }

    /// ``ASCII/isSchemeCharacter(_:)``: letters, digits, `+`, `-` and `.`.
    @inline(__always)
    private static func isSchemeCharacter(_ b: UInt8) -> Bool {
        characterClasses.utf8Start[Int(b)] & 1 != 0
    }

    /// The classes of the bytes in a URL's scheme and host, in a 256-byte table in read-only
    /// data: one load a byte where the tests were a chain of comparisons. Each entry is `@` plus
    /// flags: 1, a scheme character after the first; 2, a reg-name character.
    @inline(__always)
    private static var characterClasses: StaticString {
        "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@B@@B@BBBBBCBCC@CCCCCCCCCC@B@B@@@CCCCCCCCCCCCCCCCCCCCCCCCCC@@@@B@CCCCCCCCCCCCCCCCCCCCCCCCCC@@@B@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"
    }

    /// Flags (high bit of each byte) the bytes of `word` that are control characters, space,
    /// DEL or `\`; it may also flag bytes above a flagged one, never below, so the lowest flag
    /// is the first such byte. (The query check uses ``bytesToExamine(in:)``, which also flags
    /// `!`, `"` and `#`.)
    @inline(__always)
    static func forbiddenBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let delete = word ^ (ones &* 0x7F)
        let backslash = word ^ (ones &* 0x5C)
        return ((word &- ones &* 0x21) & ~word | (delete &- ones) & ~delete | (backslash &- ones) & ~backslash) & (ones &* 0x80)
    }

    /// The high bits of the lowest `count` bytes of a word (`count` from 1 to 8): what masks
    /// the flags of a ``tailWord(in:from:to:)``.
    @inline(__always)
    private static func lowBytes(_ count: Int) -> UInt64 {
        0x8080_8080_8080_8080 &>> UInt64((8 &- count) &* 8)
    }

    /// The bytes of `bytes` from `i` to `end` (1 to 8 of them) as a word, byte `i` lowest; the
    /// bytes above them are unspecified, so the caller ignores their flags (``lowBytes(_:)``).
    ///
    /// For the last, partial word of a loop: the word that ends at `end` (or, in an input
    /// shorter, the one that starts at 0) is read and shifted down, the bytes already looked
    /// at dropping out (so they cannot flag the bytes above them), where a byte loop would cost
    /// several instructions a byte. It never reads outside `bytes`; only inputs under eight
    /// bytes are read byte by byte, out of line.
    @inline(__always)
    private static func tailWord(in bytes: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> UInt64 {
        guard bytes.count >= 8 else { return lastWord(in: bytes, at: i) }
        let readStart = max(end &- 8, 0)
        return UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: readStart, as: UInt64.self))
            &>> UInt64((i &- readStart) &* 8)
    }

    /// The bytes of `bytes` from `i` as a word, byte `i` lowest, zeros past the end of
    /// `bytes` (``PathByteClass/word(in:at:)``): for inputs under eight bytes, out of line.
    @inline(never)
    private static func lastWord(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        PathByteClass.word(in: bytes, at: i)
    }

    /// The first `target` in `range`, eight bytes at a time where there are eight.
    @inline(__always)
    static func firstIndex(of target: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var i = range.lowerBound
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern = ones &* UInt64(target)
        while i &+ 8 <= range.upperBound {
            let base = UnsafeRawPointer(bytes.baseAddress!)
            let difference = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ pattern
            let found = (difference &- ones) & ~difference & (ones &* 0x80)
            if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < range.upperBound {
            if bytes[i] == target { return i }
            i &+= 1
        }
        return nil
    }
}
