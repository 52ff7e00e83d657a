@testable import Switchyard

/// A scanner that reads one byte at a time, with none of the word-at-a-time loops, for
/// ``RoutingCoreTests/ScannerReferenceTests`` and
/// ``RoutingCoreTests/ScannerSchemeEdgeTests``: what the word loops must still find. A host in
/// brackets is checked by RFC 3986's own grammar (``ReferenceIPLiteral``), not by the
/// scanner's hand-written reader.
enum ReferenceScanner {
    /// Finds the scheme, kind and host of the trimmed URL `url.trimmed`, and where its path
    /// starts (the path's end is left at the end of the input for ``PathPass`` to find).
    static func scanStructure(_ bytes: UnsafeBufferPointer<UInt8>, into url: inout ScannedURL) -> NoMatch? {
        let start = url.trimmed.lowerBound
        let end = url.trimmed.upperBound
        // A scheme starts with a letter: paths starting with `/` skip the search at once.
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

    private static func authority(of url: inout ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> NoMatch? {
        var authorityEnd = start
        while authorityEnd < url.trimmed.upperBound {
            let b = bytes[authorityEnd]
            if b == ASCII.slash || b == ASCII.question || b == ASCII.hash { break }
            authorityEnd &+= 1
        }
        switch scanAuthority(bytes, start..<authorityEnd) {
        case .success(let (host, pathStart)):
            url.host = host
            url.path = pathStart..<url.trimmed.upperBound
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
        if let failure = checkBytes(bytes, start..<end, validateUTF8: validateUTF8) { return failure }
        var i = start
        if bytes[i] == ASCII.question {
            let queryStart = i &+ 1
            i = firstIndex(of: ASCII.hash, in: bytes, queryStart..<end) ?? end
            url.query = queryStart..<i
        }
        if i < end {
            url.fragment = (i &+ 1)..<end
        }
        return nil
    }

    /// Rejects control characters, spaces, DEL and `\` anywhere, and (for raw bytes) text that is not UTF-8.
    private static func checkBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, validateUTF8: Bool) -> NoMatch? {
        if !validateUTF8 {
            // Text from a `String` is UTF-8 already: only forbidden bytes matter, and words of
            // eight bytes without one are skipped whole (the byte loop below finds the first).
            var i = range.lowerBound
            while i &+ 8 <= range.upperBound {
                let base = UnsafeRawPointer(bytes.baseAddress!)
                if forbiddenBytes(in: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) != 0 { break }
                i &+= 8
            }
            while i < range.upperBound {
                let b = bytes[i]
                if b <= ASCII.space || b == 0x7F || b == ASCII.backslash {
                    return NoMatch(reason: .malformed, detail: "a space, control character or backslash inside the URL", offset: i)
                }
                i &+= 1
            }
            return nil
        }
        var validator = UTF8Validator()
        for i in range {
            let b = bytes[i]
            if b <= ASCII.space || b == 0x7F || b == ASCII.backslash {
                return NoMatch(reason: .malformed, detail: "a space, control character or backslash inside the URL", offset: i)
            }
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

    /// The offset of the `:` that ends a scheme, if the text starts with one.
    static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let first = range.first, ASCII.isAlpha(bytes[first]) else { return nil }
        var i = first &+ 1
        while i < range.upperBound {
            let b = bytes[i]
            if b == ASCII.colon { return i }
            if !isSchemeCharacter(b) { return nil }
            i &+= 1
        }
        return nil
    }

    static func isWebScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ scheme: Range<Int>) -> Bool {
        let n = scheme.count
        guard n == 4 || n == 5 else { return false }
        let s = scheme.lowerBound
        guard ASCII.lowercased(bytes[s]) == 0x68, ASCII.lowercased(bytes[s &+ 1]) == 0x74,
            ASCII.lowercased(bytes[s &+ 2]) == 0x74, ASCII.lowercased(bytes[s &+ 3]) == 0x70
        else { return false }
        return n == 4 || ASCII.lowercased(bytes[s &+ 4]) == 0x73
    }

    /// Scans `host[:port]` up to the first `/`; returns the host (trailing dot removed) and where the path starts.
    private static func scanAuthority(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Result<(Range<Int>, Int), NoMatch> {
        if let host = plainAuthority(bytes, range) { return .success((host, range.upperBound)) }
        let authorityEnd = range.upperBound
        let start = range.lowerBound
        if firstIndex(of: ASCII.at, in: bytes, start..<authorityEnd) != nil {
            return .failure(NoMatch(reason: .malformed, detail: "a web link must not carry user info (user@)", offset: start))
        }
        var hostEnd = authorityEnd
        if start < authorityEnd && bytes[start] == ASCII.openBracket {
            guard let close = firstIndex(of: ASCII.closeBracket, in: bytes, start..<authorityEnd) else {
                return .failure(NoMatch(reason: .malformed, detail: "an IP literal host is missing its ]", offset: start))
            }
            // RFC 3986 section 3.2.2, checked by the grammar's own regular expressions.
            guard ReferenceIPLiteral.isValid(String(decoding: UnsafeBufferPointer(rebasing: bytes[(start &+ 1)..<close]), as: UTF8.self)) else {
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

    /// The common case in one pass: a registered name, maybe a port of at most five digits up
    /// to 65535. Returns the host (without a trailing dot), or `nil` for anything else (user
    /// info, IPv6, bad characters, a bad port, no host), which the full scan then reports.
    private static func plainAuthority(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int>? {
        let start = range.lowerBound
        let end = range.upperBound
        var i = start
        while i < end && isRegisteredNameCharacter(bytes[i]) { i &+= 1 }
        let hostEnd = i
        if i < end {
            guard bytes[i] == ASCII.colon, end &- i <= 6 else { return nil }
            var value = 0
            i &+= 1
            while i < end {
                let digit = bytes[i] &- 0x30
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int(digit)
                i &+= 1
            }
            guard value <= 65535 else { return nil }
        }
        var trimmedHostEnd = hostEnd
        if trimmedHostEnd > start && bytes[trimmedHostEnd &- 1] == ASCII.dot { trimmedHostEnd &-= 1 }
        return trimmedHostEnd > start ? start..<trimmedHostEnd : nil
    }

    /// RFC 3986 reg-name characters without percent-encoding: unreserved (letters, digits,
    /// `-` `.` `_` `~`) and sub-delims (`!` `$` `&` `'` `(` `)` `*` `+` `,` `;` `=`).
    private static func isRegisteredNameCharacter(_ b: UInt8) -> Bool {
        characterClasses.utf8Start[Int(b)] & 2 != 0
    }

    /// ``ASCII/isSchemeCharacter(_:)``: letters, digits, `+`, `-` and `.`.
    private static func isSchemeCharacter(_ b: UInt8) -> Bool {
        characterClasses.utf8Start[Int(b)] & 1 != 0
    }

    /// The classes of the bytes in a URL's scheme and host, in a 256-byte table in read-only
    /// data: one load a byte where the tests were a chain of comparisons. Each entry is `@` plus
    /// flags: 1, a scheme character after the first; 2, a reg-name character.
    private static var characterClasses: StaticString {
        "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@B@@B@BBBBBCBCC@CCCCCCCCCC@B@B@@@CCCCCCCCCCCCCCCCCCCCCCCCCC@@@@B@CCCCCCCCCCCCCCCCCCCCCCCCCC@@@B@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"
    }

    /// Flags (high bit of each byte) the bytes of `word` that are control characters, space,
    /// DEL or `\`; it may also flag bytes above a flagged one, never below.
    static func forbiddenBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let delete = word ^ (ones &* 0x7F)
        let backslash = word ^ (ones &* 0x5C)
        return ((word &- ones &* 0x21) & ~word | (delete &- ones) & ~delete | (backslash &- ones) & ~backslash) & (ones &* 0x80)
    }

    /// The first `target` in `range`, eight bytes at a time where there are eight.
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
