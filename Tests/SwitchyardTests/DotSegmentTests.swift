@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md, dot segments: a segment that is `.` or `..`, or whose decoded text
    /// has such a part between `/` or `\`, makes the URL match nothing, reason `dot-segment`.
    @Suite("Dot segments")
    struct DotSegmentTests {
        let table = try! makeTable([("any", "/**rest"), ("custom", "raycipe://**rest")])

        static let rejected: [String] = [
            "/.",
            "/..",
            "/a/.",
            "/a/..",
            "/./a",
            "/../a",
            "/a/./b",
            "/a/../b",
            "../a",
            "./a",
            "..",
            "/a/../../../etc/passwd",
            "/%2E",
            "/%2e",
            "/%2E%2E",
            "/.%2e",
            "/%2e./a",
            "/..%2F..%2Fetc",
            "/..%2f..%2fetc%2fpasswd",
            "/a%2F..%2Fb",
            "/a%2F.",
            "/.%2Fa",
            "/a%2F..",
            "/..%5C..%5Cwindows",
            "/a%5C.%5Cb",
            "/a%5C..",
            "/a%2F%2E%2E%2Fb",
            "/%2F..%2F",
            "https://raycipe.example.com/../x",
            "//raycipe.example.com/a/..",
            "raycipe://../x",
            "raycipe://./x",
            "raycipe:..",
            "raycipe:/x/%2E%2E",
            "/a/..?x=1",
            "/a/..#f",
        ]

        @Test("dot segments and hidden dot parts", arguments: rejected)
        func rejectedPaths(_ url: String) {
            #expect(reason(table, url) == .dotSegment)
        }

        @Test("names with dots that are not dot parts route", arguments: try CaseFile.cases("dot-segments.accepted"))
        func acceptedPaths(_ c: Case<String, String>) {
            #expect(echoedPath(table, c.input) == c.expected)
        }

        @Test("a dot segment is refused even when the route would match either way")
        func refusedDespiteRoute() throws {
            let table = try makeTable([("files", "/files/:name"), ("any", "/**")])
            #expect(outcome(table, "/files/..%2Fsecret") == "!dot-segment")
            #expect(outcome(table, "/files/.") == "!dot-segment")
            #expect(outcome(table, "/files/..secret") == "files(name=..secret)")
        }

        @Test("a dot-segment miss says where")
        func offset() throws {
            let miss = try #require(table.match("/a/../b").noMatch)
            #expect(miss.reason == .dotSegment)
            #expect(miss.offset == 3)
        }
    }
}
