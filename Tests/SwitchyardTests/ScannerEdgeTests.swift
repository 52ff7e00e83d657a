@testable import Switchyard
import Testing

// Edge cases of the URL scanner's word-at-a-time loops (URLScanner.swift, ASCII.swift): the
// scheme, the authority, and the query and fragment check, with bytes at, before and after
// the edges of 8-byte words and of the input, checked against expected reasons, details and
// offsets, and against the scanner as it was before the word loops (ReferenceScanner below,
// its byte loops kept as an oracle).

extension RoutingCoreTests {
    @Suite("Scanner edges")
    struct ScannerEdgeTests {
        let echo = try! echoTable()

        /// What a lookup says of `url`: `!reason: detail @offset` for a miss, `ok` for a match.
        static func miss(_ result: MatchResult) -> String {
            guard let miss = result.noMatch else { return "ok" }
            return "!\(miss.reason.rawValue): \(miss.detail) @\(miss.offset.map(String.init) ?? "-")"
        }

        /// The scheme and host the scanner finds in `text` (`-` for none), or its failure as
        /// `!detail @offset`.
        static func schemeAndHost(_ text: String) -> String {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                var url = ScannedURL(range: 0..<buffer.count)
                if let failure = URLScanner.scanStructure(buffer, into: &url) {
                    return "!\(failure.detail) @\(failure.offset.map(String.init) ?? "-")"
                }
                func text(_ range: Range<Int>) -> String { range.isEmpty ? "-" : String(decoding: bytes[range], as: UTF8.self) }
                return "\(text(url.scheme)) \(url.kind == .web ? text(url.host) : "-")"
            }
        }

        static let forbiddenDetail = "a space, control character or backslash inside the URL"
        static let notUTF8Detail = "the bytes are not UTF-8"

        /// Both entry points: text from a `String` (no UTF-8 check) and raw bytes (checked).
        func both(_ url: String) -> [String] {
            [Self.miss(echo.match(url)), Self.miss(echo.match(utf8: Array(url.utf8)))]
        }

        // MARK: Query and fragment

        @Test("a forbidden byte anywhere in a query of 1 to 24 bytes is reported at its own offset")
        func forbiddenAtEveryOffset() {
            for prefix in ["/a", "/abcdefg", "https://raycipe.example.com/r", "raycipe://x"] {
                for length in 1...24 {
                    for position in 0..<length {
                        for bad: UInt8 in [0x00, 0x09, 0x1F, 0x20, 0x7F, 0x5C] {
                            var bytes = Array((prefix + "?").utf8) + Array(repeating: UInt8(ascii: "q"), count: length)
                            let offset = prefix.utf8.count + 1 + position
                            bytes[offset] = bad
                            // A trailing space or tab is trimmed: keep the last byte in.
                            if position == length - 1 && (bad == 0x20 || bad == 0x09) { bytes.append(UInt8(ascii: "z")) }
                            let url = String(decoding: bytes, as: UTF8.self)
                            let expected = "!malformed: \(Self.forbiddenDetail) @\(offset)"
                            #expect(both(url) == [expected, expected], "\(prefix) length \(length) position \(position) byte \(bad)")
                        }
                    }
                }
            }
        }

        static let forbiddenCases: [Case<String, Int>] = [
            Case("last byte of a long query", "/a?abcdefghijklmno\u{7F}", 18),
            Case("last byte of an 8-byte query", "/a?abcdefg\\", 10),
            Case("first byte of the last partial word", "/a?abcdefgh\u{1}bc", 11),
            Case("last byte of the first word", "/?abcde\u{0}z", 7),
            Case("first byte after the first word", "/abcdef?\u{1B}", 8),
            Case("query of one byte, input under 8", "/?\\", 2),
            Case("query shorter than 8 in an input under 8", "/a?x\u{7F}y", 4),
            Case("query shorter than 8 in a long input", "/abcdefghijk?ab\u{0}", 15),
            Case("the first of two", "/a?ab\u{1}c\u{2}", 5),
            Case("in the fragment", "/a?x=1#ab\\cd", 9),
            Case("in the fragment, no query", "/a#abcdefghi\u{7F}", 12),
            Case("after a second #", "/a?x#y#z\u{1}", 8),
            Case("after ! and \"", "/a?!\"#!\"\u{0}", 8),
            Case("right after the #", "/a?abcdefgh#\u{7F}", 12),
        ]

        @Test("a forbidden byte in the query or fragment: malformed, at its offset", arguments: forbiddenCases)
        func forbiddenInQuery(_ c: Case<String, Int>) {
            let expected = "!malformed: \(Self.forbiddenDetail) @\(c.expected)"
            #expect(both(c.input) == [expected, expected])
        }

        static let splits: [Case<String, String>] = [
            Case("no query, no fragment", "/a", "q=- f=-"),
            Case("empty query", "/a?", "q= f=-"),
            Case("empty fragment", "/a#", "q=- f="),
            Case("empty both", "/a?#", "q= f="),
            Case("# as the last byte of a word", "/a?bcde#", "q=bcde f="),
            Case("# as the first byte of a word", "/abcdef?#x", "q= f=x"),
            Case("# in the overlapping last word", "/a?bcdefghij#k", "q=bcdefghij f=k"),
            Case("# in the first word of a long query", "/a?b#cdefghijklmnopq", "q=b f=cdefghijklmnopq"),
            Case("two #: the first splits", "/a?b#c#d", "q=b f=c#d"),
            Case("two # far apart", "/a?bcdefghijk#lmnopqrstu#v", "q=bcdefghijk f=lmnopqrstu#v"),
            Case("? in the fragment", "/a#b?c", "q=- f=b?c"),
            Case("? in the query", "/a?b?c#d?", "q=b?c f=d?"),
            Case("! and \" around #", "/a?!\"#!\"", "q=!\" f=!\""),
            Case("! and \" with no #", "/a?x=!\"abcdefgh\"!", "q=x=!\"abcdefgh\"! f=-"),
            Case("a query under 8 bytes in an input under 8", "/?a#b", "q=a f=b"),
            Case("non-ASCII in the query", "/a?café#é", "q=café f=é"),
            Case("# right after 8 query bytes", "/?abcdefgh#", "q=abcdefgh f="),
            Case("web link, # in the query's second word", "https://raycipe.example.com/r?utm_source#x", "q=utm_source f=x"),
        ]

        @Test("the query ends at the first # after ?, the fragment runs to the end", arguments: splits)
        func querySplit(_ c: Case<String, String>) throws {
            for result in [echo.match(c.input), echo.match(utf8: Array(c.input.utf8))] {
                let match = try #require(result.match)
                let query = match.scanned.query.map { String(decoding: Array(c.input.utf8)[$0], as: UTF8.self) } ?? "-"
                #expect("q=\(query) f=\(match.fragment ?? "-")" == c.expected)
            }
        }

        @Test("raw bytes: bad UTF-8 in the query and fragment keeps its offset")
        func badUTF8() {
            for prefix in ["/a?", "/abcdefghijkl?", "/a?x#"] {
                for padding in 0...9 {
                    let head = Array(prefix.utf8) + Array(repeating: UInt8(ascii: "v"), count: padding)
                    // A lone continuation byte, an overlong form, and a sequence cut short by the end.
                    #expect(Self.miss(echo.match(utf8: head + [0x80, 0x61])) == "!malformed: \(Self.notUTF8Detail) @\(head.count)")
                    #expect(Self.miss(echo.match(utf8: head + [0xC0, 0xAF])) == "!malformed: \(Self.notUTF8Detail) @\(head.count)")
                    #expect(Self.miss(echo.match(utf8: head + [0xE2, 0x82])) == "!malformed: \(Self.notUTF8Detail) @\(head.count + 2)")
                    #expect(Self.miss(echo.match(utf8: head + [0xE2, 0x82, 0xAC])) == "ok")
                }
            }
        }

        // MARK: Authority

        /// A host of `length` bytes cycling through letters, digits, `-` and `.` (never ending in `.`).
        static func host(_ length: Int) -> String {
            let alphabet = Array("abcdefghij0123456789-k.lmnopqrstuvwxyz")
            return String((0..<length).map { alphabet[$0 % alphabet.count] })
        }

        @Test("hosts of 0 to 20 bytes, with and without a port, followed by /, ?, # or the end")
        func authorityLengths() throws {
            for length in 0...20 {
                for port in ["", ":", ":8", ":443", ":65535", ":00080"] {
                    for after in ["/p", "?q=1", "#f", ""] {
                        let host = Self.host(length)
                        let tail = host + port + after
                        if length == 0 {
                            #expect(Self.schemeAndHost("https://" + tail) == "!a web link needs a host @8", "\(tail)")
                            #expect(Self.schemeAndHost("//" + tail) == "!a web link needs a host @2", "\(tail)")
                            #expect(Self.miss(echo.match("https://" + tail)) == "!malformed: a web link needs a host @8", "\(tail)")
                        } else {
                            #expect(Self.schemeAndHost("https://" + tail) == "https \(host)", "\(tail)")
                            #expect(Self.schemeAndHost("HTTP://" + tail) == "HTTP \(host)", "\(tail)")
                            #expect(Self.schemeAndHost("//" + tail) == "- \(host)", "\(tail)")
                            // Trailing white space is trimmed before the scan.
                            #expect(Self.miss(echo.match("https://" + tail + " \t")) == Self.miss(echo.match("https://" + tail)), "\(tail)")
                        }
                    }
                }
            }
        }

        @Test("a bad host byte at each offset of hosts up to 20 bytes is reported there")
        func badHostByte() throws {
            let table = try makeTable([("any", "/**rest")])
            let detail = "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels)"
            for length in 1...20 {
                for position in 0..<length {
                    for bad in ["%", "<", "^", "`", "{", "\"", "é"] {
                        var host = Array(Self.host(length))
                        host[position] = Character(bad)
                        let url = "https://" + String(host) + "/p"
                        #expect(Self.miss(table.match(url)) == "!malformed: \(detail) @\(8 + position)", "\(url)")
                    }
                }
            }
        }

        static let authorityCases: [Case<String, String>] = [
            Case("capitals, the fast loop then byte by byte", "https://RAYCIPE.Example.COM/r", "RAYCIPE.Example.COM"),
            Case("a capital at a word's edge", "https://abcdefgH.example/r", "abcdefgH.example"),
            Case("sub-delims and _ ~", "https://a_b~c!$&'()*+,;=d/r", "a_b~c!$&'()*+,;=d"),
            Case("trailing dot removed", "https://raycipe.example.com./r", "raycipe.example.com"),
            Case("trailing dot before a port", "https://abcdefghijk.:80/r", "abcdefghijk"),
            Case("the host is the whole input", "https://abcdefghijklmnopq", "abcdefghijklmnopq"),
            Case("the host and port are the whole input", "https://abcdefghijklmnopq:1", "abcdefghijklmnopq"),
            Case("a host ending exactly at a word's end", "https://abcdefgh", "abcdefgh"),
            Case("an empty port", "https://abc:/r", "abc"),
            Case("a six-digit port with leading zeros", "https://abc:000080/r", "abc"),
            Case("IPv6", "https://[::1]:8080/r", "[::1]"),
            Case("upper-case scheme", "HTTPS://abc/r", "abc"),
            Case("http", "http://abc/r", "abc"),
            Case("network-path reference", "//abc.example/r", "abc.example"),
        ]

        @Test("hosts that are accepted", arguments: authorityCases)
        func authorityHosts(_ c: Case<String, String>) throws {
            #expect(Self.schemeAndHost(c.input).split(separator: " ").last.map(String.init) == c.expected)
            #expect(Self.miss(echo.match(c.input)).hasPrefix("!malformed") == false)
        }

        static let authorityErrors: [Case<String, String>] = [
            Case("user info", "https://user@abcdefghij/r", "a web link must not carry user info (user@) @8"),
            Case("user info after a long name", "https://abcdefghijklm@x/r", "a web link must not carry user info (user@) @8"),
            Case("a port over 65535", "https://abc:65536/r", "a port must be at most 65535 @16"),
            Case("a long port over 65535", "https://abc:0000065536/r", "a port must be at most 65535 @21"),
            Case("a port with a letter", "https://abcdefghij:8a/r", "a port must be decimal digits @20"),
            Case("a port with a second colon", "https://abc:80:80/r", "a port must be decimal digits @14"),
            Case("no host before a port", "https://:80/r", "a web link needs a host @8"),
            Case("only a dot", "https://./r", "a web link needs a host @8"),
            Case("IPv6 without ]", "https://[::1/r", "an IPv6 host is missing its ] @8"),
            Case("IPv6 with a letter", "https://[::g]/r", "an IPv6 host holds a character other than hex digits, : and . @11"),
            Case("text after IPv6", "https://[::1]x/r", "unexpected text after an IPv6 host @13"),
            Case("no // after https:", "https:/abc", "a web link needs // and a host after its scheme @6"),
            Case("nothing after https:", "https:", "a web link needs // and a host after its scheme @6"),
            Case("a space in the host (not trimmed)", "https://abc def/r", "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels) @11"),
            Case("empty authority", "https:///r", "a web link needs a host @8"),
        ]

        @Test("bad authorities keep their reasons, details and offsets", arguments: authorityErrors)
        func authorityErrorCases(_ c: Case<String, String>) throws {
            let table = try makeTable([("any", "/**rest")])
            let expected = "!malformed: " + c.expected
            #expect(Self.miss(table.match(c.input)) == expected)
            #expect(Self.miss(table.match(utf8: Array(c.input.utf8))) == expected)
        }

        // MARK: Schemes

        static let schemes: [Case<String, String>] = [
            Case("one letter", "a:x", "a"),
            Case("seven letters: the colon is the last byte of the word", "raycipe:x", "raycipe"),
            Case("eight letters: the colon starts the next word", "raycipes:x", "raycipes"),
            Case("fifteen letters", "abcdefghijklmno:x", "abcdefghijklmno"),
            Case("sixteen letters", "abcdefghijklmnop:x", "abcdefghijklmnop"),
            Case("digits, + - and . after the first letter", "a1+b-c.d:x", "a1+b-c.d"),
            Case("those at a word's edge", "abcdefg+hijklmn.:x", "abcdefg+hijklmn."),
            Case("capitals", "RayCipe:x", "RayCipe"),
            Case("the colon is the last byte of the input", "abcdefghij:", "abcdefghij"),
            Case("a colon in an input under 8 bytes", "ab:", "ab"),
        ]

        @Test("the scheme ends at the first colon", arguments: schemes)
        func schemeEnds(_ c: Case<String, String>) throws {
            #expect(Self.schemeAndHost(c.input) == c.expected + " -")
        }

        @Test("no scheme: a first byte that is not a letter, a byte that may not be in one, no colon")
        func noScheme() {
            for text in ["1a:x", "+a:x", ":x", "ab_c:x", "abcdefgh_:x", "ab/c:x", "abcdefghijk", "a", "ab", "abcdefgh", "abcdefg/:", "é:x", "ab é:x", "a\u{0}:x"] {
                let bytes = Array(text.utf8)
                let old = bytes.withUnsafeBufferPointer { ReferenceScanner.schemeEnd($0, 0..<$0.count) }
                #expect(old == nil, "\(text)")
                #expect(bytes.withUnsafeBufferPointer { URLScanner.schemeEnd($0, 0..<$0.count) } == nil, "\(text)")
            }
        }

        @Test("schemeEnd looks no further than its range, whatever follows in the buffer")
        func schemeEndRange() {
            let bytes = Array("abcdefghijklmnop:rest".utf8)
            bytes.withUnsafeBufferPointer { buffer in
                for end in 0...buffer.count {
                    for start in 0...end {
                        let expected = ReferenceScanner.schemeEnd(buffer, start..<end)
                        #expect(URLScanner.schemeEnd(buffer, start..<end) == expected, "\(start)..<\(end)")
                    }
                }
            }
        }

        @Test("http and https in every mix of cases, and schemes that are close")
        func webSchemes() {
            for scheme in ["http", "https", "httpx", "htt", "httpss", "hxtp", "ftp", "h", "ttps", "http1"] {
                let letters = Array(scheme.utf8)
                for mask in 0..<(1 << letters.count) {
                    let mixed = letters.enumerated().map { mask & (1 << $0.offset) != 0 ? ASCII.isAlpha($0.element) ? $0.element & ~0x20 : $0.element : $0.element }
                    let bytes = mixed + Array("://abc/".utf8)
                    let expected = bytes.withUnsafeBufferPointer { ReferenceScanner.isWebScheme($0, 0..<mixed.count) }
                    #expect(bytes.withUnsafeBufferPointer { URLScanner.isWebScheme($0, 0..<mixed.count) } == expected)
                    #expect(expected == (scheme == "http" || scheme == "https"))
                }
            }
            // Every byte in every position: only the letters of `https`, in either case, pass.
            let https: [UInt8] = Array("https".utf8)
            for position in 0..<5 {
                for b in 0...255 {
                    var bytes = https
                    bytes[position] = UInt8(b)
                    let expected = bytes.withUnsafeBufferPointer { ReferenceScanner.isWebScheme($0, 0..<5) }
                    #expect(bytes.withUnsafeBufferPointer { URLScanner.isWebScheme($0, 0..<5) } == expected)
                    #expect(expected == (b == Int(https[position]) || b == Int(https[position]) - 0x20))
                }
            }
        }

        // MARK: Word helpers

        @Test("ASCII.bytes(in:from:through:), letters(in:) and lowercasedWord: exact in every byte")
        func wordClasses() {
            var random = SeededRandom(seed: 0x5CA7)
            let ranges: [(UInt8, UInt8)] = [(0x2D, 0x39), (0x61, 0x7A), (0x41, 0x5A), (0x00, 0x7F), (0x30, 0x30), (0x7F, 0x7F)]
            for lane in 0..<8 {
                for value in 0...255 {
                    for _ in 0..<4 {
                        let word = random.next() & ~(0xFF << UInt64(lane * 8)) | UInt64(value) << UInt64(lane * 8)
                        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64($0 * 8)) }
                        for (lower, upper) in ranges {
                            let expected = bytes.enumerated().reduce(UInt64(0)) { $0 | ($1.element >= lower && $1.element <= upper ? 0x80 << UInt64($1.offset * 8) : 0) }
                            #expect(ASCII.bytes(in: word, from: lower, through: upper) == expected)
                        }
                        let letters = bytes.enumerated().reduce(UInt64(0)) { $0 | (ASCII.isAlpha($1.element) ? 0x80 << UInt64($1.offset * 8) : 0) }
                        #expect(ASCII.letters(in: word) == letters)
                        let lowered = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64(ASCII.lowercased($1.element)) << UInt64($1.offset * 8) }
                        #expect(ASCII.lowercasedWord(word) == lowered)
                    }
                }
            }
        }

        @Test("bytesToExamine flags every byte below $, DEL and \\; forbiddenBytes' lowest flag is the first forbidden byte")
        func examineFlags() {
            var random = SeededRandom(seed: 0xF1A6)
            let interesting: [UInt8] = [0x00, 0x01, 0x09, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xA1, 0xDC, 0xFF, 0x61]
            for lane in 0..<8 {
                for value in 0...255 {
                    for round in 0..<6 {
                        var bytes = (0..<8).map { _ in round < 3 ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random) }
                        bytes[lane] = UInt8(value)
                        let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
                        let flags = URLScanner.bytesToExamine(in: word)
                        for (k, b) in bytes.enumerated() where b < 0x24 || b == 0x7F || b == 0x5C {
                            #expect(flags & (0x80 << UInt64(k * 8)) != 0)
                        }
                        let firstForbidden = bytes.firstIndex { $0 <= 0x20 || $0 == 0x7F || $0 == 0x5C }
                        let forbidden = URLScanner.forbiddenBytes(in: word)
                        #expect((forbidden == 0 ? nil : forbidden.trailingZeroBitCount / 8) == firstForbidden)
                        // Without 0xFF (never in UTF-8) nothing carries: the lowest flag is exact.
                        if !bytes.contains(0xFF) {
                            let firstToExamine = bytes.firstIndex { $0 < 0x24 || $0 == 0x7F || $0 == 0x5C }
                            #expect((flags == 0 ? nil : flags.trailingZeroBitCount / 8) == firstToExamine)
                        }
                    }
                }
            }
        }

        // MARK: Against the byte loops

        /// The scan of `bytes[range]` as the matcher does it, described in one line.
        static func describe(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, validateUTF8: Bool, old: Bool) -> String {
            var url = ScannedURL(range: range)
            let failure = old ? ReferenceScanner.scanStructure(bytes, into: &url) : URLScanner.scanStructure(bytes, into: &url)
            if let failure { return "structure \(failure.reason) \(failure.detail) \(failure.offset ?? -1)" }
            var pathEnd = url.path.lowerBound
            while pathEnd < range.upperBound && bytes[pathEnd] != ASCII.question && bytes[pathEnd] != ASCII.hash { pathEnd &+= 1 }
            url.path = url.path.lowerBound..<pathEnd
            let rest = old
                ? ReferenceScanner.scanQueryAndFragment(bytes, from: pathEnd, to: range.upperBound, into: &url, validateUTF8: validateUTF8)
                : URLScanner.scanQueryAndFragment(bytes, from: pathEnd, to: range.upperBound, into: &url, validateUTF8: validateUTF8)
            if let rest { return "rest \(rest.reason) \(rest.detail) \(rest.offset ?? -1)" }
            return "\(url.kind) scheme \(url.scheme) host \(url.host) path \(url.path) query \(String(describing: url.query)) fragment \(String(describing: url.fragment))"
        }

        static let pieces: [[UInt8]] = [
            "a", "b", "Z", "0", "9", "-", ".", "_", "~", "+", "!", "$", "&", "=", ";", "\"", "%", "@", "[", "]", ":",
            "/", "?", "#", " ", "\t", "\\", "\u{0}", "\u{7F}", "é", "xn--", "raycipe", "example", ".com", "80", "65535", "65536",
        ].map { Array($0.utf8) } + [[0x80], [0xC3], [0xFF], [0xE2, 0x82]]

        static let starts: [String] = [
            "https://", "http://", "HTTPS://", "hTtP://", "//", "https:/", "https:", "raycipe:", "raycipe://", "a1+.-:", "1a:", "",
            "/", "abcdefgh:", "abcdefghijklmnop://", "httpss://", "htt://",
        ]

        @Test("random URLs scan as they did with the byte loops, wherever they sit in the buffer")
        func againstByteLoops() async throws {
            let mismatches = try await offCooperativePool { () -> [String] in
                var random = SeededRandom(seed: 0x5EED_0FED)
                var mismatches: [String] = []
                for _ in 0..<60_000 {
                    var text = Array(Self.starts.randomElement(using: &random)!.utf8)
                    for _ in 0..<Int.random(in: 0...24, using: &random) {
                        text += Int.random(in: 0..<3, using: &random) == 0 ? Self.pieces.randomElement(using: &random)! : [UInt8.random(in: 0x61...0x7A, using: &random)]
                    }
                    // Some bytes before and after, outside the range scanned: they must change nothing.
                    let before = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random)!.first! }
                    let after = (0..<Int.random(in: 0...9, using: &random)).map { _ in Self.pieces.randomElement(using: &random)!.first! }
                    let buffer = before + text + after
                    let range = before.count..<(before.count + text.count)
                    for validateUTF8 in [false, true] {
                        buffer.withUnsafeBufferPointer { bytes in
                            let new = Self.describe(bytes, range, validateUTF8: validateUTF8, old: false)
                            let old = Self.describe(bytes, range, validateUTF8: validateUTF8, old: true)
                            if new != old { mismatches.append("\(buffer) \(range) \(validateUTF8): \(new) vs \(old)") }
                        }
                    }
                }
                return mismatches
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        }

        @Test("exact-size buffers: every input from the random set, alone in its own allocation")
        func exactBuffers() {
            // For a run under the address sanitizer: each input has a buffer of its own size,
            // so a read past its end (or before its start) is caught.
            var random = SeededRandom(seed: 0xB0F5)
            for _ in 0..<5_000 {
                var text = Array(Self.starts.randomElement(using: &random)!.utf8)
                for _ in 0..<Int.random(in: 0...20, using: &random) { text += Self.pieces.randomElement(using: &random)! }
                let pointer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
                _ = pointer.initialize(from: text)
                defer { pointer.deallocate() }
                let bytes = UnsafeBufferPointer(pointer)
                for validateUTF8 in [false, true] {
                    #expect(Self.describe(bytes, 0..<bytes.count, validateUTF8: validateUTF8, old: false)
                        == Self.describe(bytes, 0..<bytes.count, validateUTF8: validateUTF8, old: true), "\(text)")
                }
            }
        }
    }
}

/// The scanner as it was before its loops went a word at a time (commit f3bd2e2), for
/// ``RoutingCoreTests/ScannerEdgeTests``: what the word loops must still find.
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
              ASCII.lowercased(bytes[s &+ 2]) == 0x74, ASCII.lowercased(bytes[s &+ 3]) == 0x70 else { return false }
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
