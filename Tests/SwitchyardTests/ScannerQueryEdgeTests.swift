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

        @Test("a forbidden byte in the query or fragment: malformed, at its offset", arguments: try CaseFile.cases("scanner-query.forbidden") { try $0.int() })
        func forbiddenInQuery(_ c: Case<String, Int>) {
            let expected = "!malformed: \(ScannerProbe.forbiddenDetail) @\(c.expected)"
            #expect(both(c.input) == [expected, expected])
        }

        @Test("the query ends at the first # after ?, the fragment runs to the end", arguments: try CaseFile.cases("scanner-query.splits"))
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
