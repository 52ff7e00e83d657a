@testable import Switchyard
import Testing

// Edge cases of the URL scanner's query and fragment check (URLScanner+Query.swift): a
// forbidden byte, a `#`, bad UTF-8 at, before and after the edges of 8-byte words and of the
// input, checked against expected reasons, details and offsets, through both the `String`
// entry point (no UTF-8 check) and raw bytes (checked).

extension RoutingCoreTests {
    @Suite("Scanner edges: query and fragment")
    struct ScannerQueryEdgeTests {
        let echo = try! echoTable()

        /// Both entry points: text from a `String` (no UTF-8 check) and raw bytes (checked).
        func both(_ url: String) -> [String] {
            [ScannerProbe.miss(echo.match(url)), ScannerProbe.miss(echo.match(utf8: Array(url.utf8)))]
        }

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
                            let expected = "!malformed: \(ScannerProbe.forbiddenDetail) @\(offset)"
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
            let expected = "!malformed: \(ScannerProbe.forbiddenDetail) @\(c.expected)"
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
                let query = match.found.queryRange.map { String(decoding: Array(c.input.utf8)[$0], as: UTF8.self) } ?? "-"
                #expect("q=\(query) f=\(match.fragment ?? "-")" == c.expected)
            }
        }

        @Test("raw bytes: bad UTF-8 in the query and fragment keeps its offset")
        func badUTF8() {
            for prefix in ["/a?", "/abcdefghijkl?", "/a?x#"] {
                for padding in 0...9 {
                    let head = Array(prefix.utf8) + Array(repeating: UInt8(ascii: "v"), count: padding)
                    // A lone continuation byte, an overlong form, and a sequence cut short by the end.
                    #expect(ScannerProbe.miss(echo.match(utf8: head + [0x80, 0x61])) == "!malformed: \(ScannerProbe.notUTF8Detail) @\(head.count)")
                    #expect(ScannerProbe.miss(echo.match(utf8: head + [0xC0, 0xAF])) == "!malformed: \(ScannerProbe.notUTF8Detail) @\(head.count)")
                    #expect(ScannerProbe.miss(echo.match(utf8: head + [0xE2, 0x82])) == "!malformed: \(ScannerProbe.notUTF8Detail) @\(head.count + 2)")
                    #expect(ScannerProbe.miss(echo.match(utf8: head + [0xE2, 0x82, 0xAC])) == "ok")
                }
            }
        }
    }
}
