import Testing
@testable import Switchyard

extension RoutingCoreTests {
    /// Inputs the fuzz targets (Tests/Fuzz) stopped on, kept as tests. Each is written out
    /// byte for byte, with what it showed.
    @Suite("Fuzz findings")
    struct FuzzRegressionTests {
        /// `@/.` and U+0605 (ARABIC NUMBER SIGN, a prepended concatenation mark, which joins
        /// the character after it into one grapheme). Found by ScanURL: a `Substring` cut out
        /// of `"<" + url + ">"` by Characters loses the URL's last scalar with the `>`; cut by
        /// UTF-8 offsets it is the URL, and routes as the `String` does. The router reads
        /// bytes, never Characters.
        @Test("a URL ending in a prepended mark routes the same as String, Substring and bytes")
        func prependedMark() throws {
            let url = String(decoding: [0x40, 0x2F, 0x2E, 0xD8, 0x85] as [UInt8], as: UTF8.self)
            let table = try makeTable([("any", "/**rest")])
            let padded = "<" + url + ">"
            let slice = padded[padded.utf8.index(after: padded.startIndex)..<padded.utf8.index(before: padded.endIndex)]
            #expect(slice.utf8.count == 5)
            #expect(outcome(table, url) == "any(rest=@/.\u{605})")
            #expect(outcome(table.match(slice)) == outcome(table, url))
            #expect(outcome(table.match(utf8: Array(url.utf8))) == outcome(table, url))
        }

        /// `[&`, bytes that are not UTF-8, `&`, more, `&`, then U+0743 (a combining mark) and
        /// `b`. Found by DecodeQuery: counted as Characters the last `&` and the mark are one
        /// character, so the text seems to have three parts; the query is split on the byte
        /// `&`, and has four items (the middle ones keep their raw text: they are not UTF-8).
        @Test("a query is split at every & byte, even one a combining mark follows")
        func ampersandBeforeCombiningMark() throws {
            let query: [UInt8] = [0x5B, 0x26, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x26, 0xFF, 0xFF, 0xFF, 0xF1, 0xFF, 0xFF, 0x26, 0xDD, 0x83, 0x62]
            let text = String(decoding: query, as: UTF8.self)
            let table = try makeTable([("q", "/q")])
            let match = try #require(table.match("/q?" + text).match)
            #expect(match.query.items.map(\.name) == ["[", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}", "\u{743}b"])
            #expect(text.split(separator: "&").count == 3)
            // As bytes the input is not UTF-8 at all: refused, with where.
            #expect(table.match(utf8: Array("/q?".utf8) + query).noMatch?.description == "malformed: the bytes are not UTF-8 (at byte 5)")
        }
    }
}
