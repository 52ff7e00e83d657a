@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md, dot segments: a segment that is `.` or `..`, or whose decoded text
    /// has such a part between `/` or `\`, makes the URL match nothing, reason `dot-segment`.
    @Suite("Dot segments")
    struct DotSegmentTests {
        let table = try! makeTable([("any", "/**rest"), ("custom", "raycipe://**rest")])

        /// Each URL against `/**rest`: a rejected one is `!dot-segment` (not a miss of another
        /// kind), an accepted one echoes its decoded path.
        @Test("dot segments and hidden dot parts match nothing; names with dots that are not dot parts route", arguments: try CaseFile.ruled(["dot-segments.rejected", "dot-segments.accepted"], CaseFile.cases))
        func dotSegments(_ c: Case<String, String>) {
            #expect(echoedPath(table, c.input) == c.expected)
        }

        @Test("a dot segment is refused even when a route would match either way", arguments: try CaseFile.routedCases("dot-segments.despite-route"))
        func refusedDespiteRoute(_ c: Case<CaseFile.RoutedURL, String>) throws {
            #expect(try outcome(c.input) == c.expected)
        }

        @Test("a dot-segment miss says where")
        func offset() throws {
            let miss = try #require(table.match("/a/../b").noMatch)
            #expect(miss.reason == .dotSegment)
            #expect(miss.offset == 3)
        }
    }
}
