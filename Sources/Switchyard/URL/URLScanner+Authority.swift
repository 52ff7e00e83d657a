/// The authority of web links and `//host` references: `host[:port]`, the common case in one
/// pass (``plainAuthority(_:from:end:)``), the rest in a full scan (``scanAuthority(_:from:end:)``).
extension URLScanner {
    /// Scans `host[:port]` from `start` up to the first `/`, `?` or `#` (or `end`); returns the
    /// host (trailing dot removed) and where the path starts, or the first error. Any authority
    /// that ``plainAuthority(_:from:end:)`` accepts, this accepts with the same result; it gets
    /// the rare ones that it turns down (IP literals, long ports, errors), so byte loops will do.
    @inline(never)
    static func scanAuthority(
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
                return .failure(NoMatch(reason: .malformed, detail: "an IP literal host is missing its ]", offset: start))
            }
            guard IPLiteral.isValid(bytes, (start &+ 1)..<close) else {
                return .failure(NoMatch(reason: .malformed, detail: "a host in brackets must be an IPv6 address or an IPvFuture literal (RFC 3986)", offset: start))
            }
            hostEnd = close &+ 1
            if hostEnd < authorityEnd && bytes[hostEnd] != ASCII.colon {
                return .failure(NoMatch(reason: .malformed, detail: "unexpected text after an IP literal host", offset: hostEnd))
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
    /// (user info, IP literals, bad characters, a bad port, no host), which the full scan then reports.
    @inline(__always)
    static func plainAuthority(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> (Range<Int>, Int)? {
        // Hosts are mostly lower-case letters, digits, `-` and `.`: those are skipped eight at
        // a time (``hostBytes(in:)``), up to the first other byte or `end`. Whole words only,
        // which may reach past `end` (never past `bytes`; bytes past `end` are not used): the
        // last few bytes of the input go to the byte loop below.
        var i = start
        // Words start before `end`, and end at `bytes.count` at the latest.
        let wordsEnd = min(end, bytes.count &- 7)
        while i < wordsEnd {
            let word = ByteView(bytes).word(at: i)
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
    static func isRegisteredNameCharacter(_ b: UInt8) -> Bool {
        characterClasses.utf8Start[Int(b)] & 2 != 0
    }
}
