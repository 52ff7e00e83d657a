@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md, "Which route wins", rule 3: backtracking never turns exponential.
    /// A hostile table — parameters at every level, typed and untyped, a literal only at the
    /// end — with hostile URLs that make every branch fail at the last segment: the work (trie
    /// nodes entered, counted by the production lookup run with a counter through the internal
    /// `RouteTable.lookupVisits`) must stay within the size of the trie and grow at most
    /// polynomially with the URL's length. The count works in debug and release builds alike,
    /// so the suite runs in both.
    @Suite("Backtracking bound")
    struct BacktrackingBoundTests {
        /// Parameter kinds that all accept the segment "1".
        static let kinds = ["int", "double", "string", "star", "intThenName"]

        /// For every depth 1...depth and every kind: `/<param>/<param>/…/end`, plus `**` routes that
        /// fail on a query constraint, so that even the catch-alls must be tried and rejected.
        static func hostileTable(depth: Int) throws -> RouteTable {
            var routes: [(String, String)] = []
            for d in 1...depth {
                for kind in kinds where !(kind == "intThenName" && d == 1) {
                    let segments = (1...d).map { i -> String in
                        switch kind {
                        case "int": return ":p\(i)(int)"
                        case "double": return ":p\(i)(double)"
                        case "string": return ":p\(i)"
                        case "star": return "*"
                        default: return i % 2 == 0 ? ":p\(i)" : ":p\(i)(int)"
                        }
                    }
                    routes.append(("\(kind).\(d)", "/" + segments.joined(separator: "/") + "/end"))
                }
                routes.append(("rest.\(d)", "/" + (1...d).map { ":r\($0)(int)" }.joined(separator: "/") + "/**rest?never"))
            }
            return try makeTable(routes)
        }

        static func hostileURL(segments n: Int) -> String {
            "/" + Array(repeating: "1", count: n - 1).joined(separator: "/") + "/nope"
        }

        @Test("the hostile table routes as intended, and the work counter counts")
        func hostileTableRoutes() throws {
            let table = try Self.hostileTable(depth: 6)
            #expect(table.match("/1/1/end").match?.routeName == "int.2")
            #expect(table.match("/1.5/1/end").match?.routeName == "double.2")
            #expect(table.match("/x/1/end").match?.routeName == "string.2")
            #expect(table.match("/1/x/1/end").match?.routeName == "intThenName.3")
            #expect(table.match(Self.hostileURL(segments: 5)).noMatch?.reason == .noRoute)
            // The work of a hit is smaller than the work of the hostile miss of the same length.
            let hit = try #require(table.lookupVisits("/1/1/1/1/end"))
            let miss = try #require(table.lookupVisits(Self.hostileURL(segments: 5)))
            #expect(hit > 0 && hit < miss)
            // A URL rejected before the lookup does no lookup work.
            #expect(table.lookupVisits("/a b") == nil)
            #expect(table.lookupVisits("/../x") == nil)
        }

        @Test("a hostile URL enters each trie node at most once")
        func visitsBoundedByNodes() async throws {
            for depth in [4, 8, 16, 32] {
                await Task.yield()
                let table = try Self.hostileTable(depth: depth)
                for n in [depth / 2, depth, depth + 1, 2 * depth] {
                    let visits = try #require(table.lookupVisits(Self.hostileURL(segments: n)))
                    #expect(table.match(Self.hostileURL(segments: n)).match == nil)
                    #expect(visits <= table.nodeCount, "depth \(depth), \(n) segments: \(visits) visits, \(table.nodeCount) nodes")
                }
            }
        }

        @Test("the work grows at most quadratically with the URL's length")
        func polynomialGrowth() async throws {
            var previous: Int?
            for n in [8, 16, 32, 64, 128] {
                await Task.yield()
                // The table grows with the URL: every level of the URL has parameters to try.
                let table = try Self.hostileTable(depth: n)
                let url = Self.hostileURL(segments: n)
                let length = url.utf8.count
                let visits = try #require(table.lookupVisits(url))
                #expect(table.match(url).match == nil)
                // The URL really is hostile: every kind's chain is followed to the last segment...
                #expect(visits >= Self.kinds.count * (n - 1), "\(n) segments: only \(visits) visits")
                // ...and yet the work stays polynomial.
                #expect(visits <= 4 * length * length, "\(n) segments (\(length) bytes): \(visits) visits")
                if let previous {
                    // Doubling the length at most quadruples the work (plus slack).
                    #expect(visits <= 5 * previous, "\(n) segments: \(visits) visits after \(previous)")
                }
                previous = visits
            }
        }

        @Test("a URL at the size limit against a deep hostile table is answered quickly")
        func longURLInTime() throws {
            let table = try Self.hostileTable(depth: 64)
            let n = 8_000
            let url = Self.hostileURL(segments: n)
            #expect(url.utf8.count <= 16_384)
            let clock = ContinuousClock()
            var result: MatchResult?
            let elapsed = clock.measure { result = table.match(url) }
            #expect(result.map(outcome) == "!no-route")
            #expect(elapsed < .seconds(2), "\(elapsed)")
            let visits = try #require(table.lookupVisits(url))
            #expect(visits <= table.nodeCount)
        }

        @Test("many routes sharing one path with constraints cost in proportion to routes times query")
        func manyConstrainedTerminals() throws {
            let routes = (0..<200).map { ("q\($0)", "/s?k=v\($0)") }
            let table = try makeTable(routes)
            let query = (0..<500).map { "x\($0)=1" }.joined(separator: "&")
            let clock = ContinuousClock()
            var result: MatchResult?
            let elapsed = clock.measure { result = table.match("/s?\(query)&k=v199") }
            #expect(result.map(outcome) == "q199()")
            #expect(elapsed < .seconds(2), "\(elapsed)")
        }
    }
}
