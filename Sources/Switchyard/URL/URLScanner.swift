/// Splits a URL's UTF-8 bytes into scheme, host, path, query and fragment, following
/// RFC 3986 with the departures of the routing contract (Docs/URLHandling.md).
///
/// The scanner never allocates. It rejects bad schemes, hosts and ports, user info, and
/// forbidden bytes in the query and fragment. Its callers check the size limit first and read
/// the path themselves: ``PlainPathSegments`` on the fast path, ``URLReader`` (``PathPass``,
/// then ``PathSegmenter`` when the path holds `%`) on the general one.
enum URLScanner {
    /// Finds the scheme, kind and host of the trimmed URL `url.trimmed`, and where its path
    /// starts (the path's end is left at the end of the input, for the caller's path pass to find).
    ///
    /// Only the first test is in line: a URL that is a path (starting with `/` but not `//`)
    /// needs no more. The rest is out of line so that the scheme and host loops do not weigh
    /// on the lookup that inlines this: in line, they made path lookups dearer (register saves
    /// and spills); out of line, a URL with a scheme pays for one call.
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
        if let colon = schemeEnd(bytes, url.trimmed) {
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
            let word = ByteView(bytes).word(at: i)
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
        let http = ByteView(bytes).halfWord(at: s)
        guard http | 0x2020_2020 == 0x7074_7468 else { return false } // p t t h, byte 0 lowest
        return n == 4 || bytes[s &+ 4] | 0x20 == 0x73 // s
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
    static var characterClasses: StaticString {
        "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@B@@B@BBBBBCBCC@CCCCCCCCCC@B@B@@@CCCCCCCCCCCCCCCCCCCCCCCCCC@@@@B@CCCCCCCCCCCCCCCCCCCCCCCCCC@@@B@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"
    }

    /// The first `target` in `range`, eight bytes at a time where there are eight.
    @inline(__always)
    static func firstIndex(of target: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var i = range.lowerBound
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern = ones &* UInt64(target)
        while i &+ 8 <= range.upperBound {
            let difference = ByteView(bytes).word(at: i) ^ pattern
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
