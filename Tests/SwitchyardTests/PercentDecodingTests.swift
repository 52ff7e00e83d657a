@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md, path segments and bad path bytes: each segment is percent-decoded
    /// on its own (so `%2F` stays inside its segment), strictly: bad escapes, bytes that are not
    /// strict UTF-8 and decoded control characters make the URL malformed.
    @Suite("Percent-decoding of path segments")
    struct PercentDecodingTests {
        let table = try! makeTable([
            ("ab", "/a/b"),
            ("one", "/one/:x"),
            ("two", "/two/:x/:y"),
            ("rest", "/rest/**tail"),
            ("literal", "/lit/a%2Fb"),
            ("colon", "/lit/%3Aid"),
            ("star", "/lit/%2A"),
            ("space", "/lit/a%20b"),
            ("percent", "/lit/100%25"),
        ])

        @Test("segments are percent-decoded one by one", arguments: try CaseFile.cases("percent-decoding.decoded"))
        func decoding(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("bad escapes, non-UTF-8 and decoded controls make the URL malformed", arguments: try CaseFile.cases("percent-decoding.malformed"))
        func malformedSegments(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("a malformed path reports where the problem is")
        func malformedOffset() throws {
            let miss = try #require(table.match("/one/%G1").noMatch)
            #expect(miss.reason == .malformed)
            #expect(miss.offset == 5)
            #expect(miss.description == "malformed: bad percent-encoding in the path (% must be followed by two hex digits) (at byte 5)")
        }

        @Test("a path escape decoding to / or \\ in a literal pattern compares decoded")
        func decodedLiteralComparison() throws {
            let table = try makeTable([("x", "/files/a%5Cb")])
            #expect(outcome(table, "/files/a%5cb") == "x()")
            #expect(outcome(table, "/files/a%5Cb") == "x()")
        }
    }
}
