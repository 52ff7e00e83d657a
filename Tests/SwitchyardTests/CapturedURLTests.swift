@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// A match's scheme, host, fragment and query come from the offsets the lookup recorded
    /// (`CapturedURL`), not from reading the URL again; both wrappers, the owning `RouteMatch`
    /// and the borrowing `MatchView`, give the same parts, and so does `URLParts`, which reads
    /// the URL on its own.
    @Suite("Captured URL: the parts of a matched URL")
    struct CapturedURLTests {
        /// A URL and the parts a match of it has; `testDescription` names the case.
        struct Case: CustomTestStringConvertible, Sendable {
            var name, url: String
            var scheme, host, fragment, query: String?
            var testDescription: String { name }
        }

        /// The expected parts, written from the contract (Docs/URLHandling.md): schemes and
        /// hosts lower-cased, a host without its port or trailing dot, `https` for a `//host`
        /// reference, a fragment percent-decoded, an empty fragment after a bare `#`.
        static let cases: [Case] = [
            Case(name: "a web link with a fragment", url: "https://Example.COM./a#Top", scheme: "https", host: "example.com", fragment: "Top", query: nil),
            Case(name: "http, a port, a query and an escaped fragment", url: "HTTP://example.com:8080/a?x=1#f%20g", scheme: "http", host: "example.com", fragment: "f g", query: "x=1"),
            Case(name: "a //host reference", url: "//EXAMPLE.com/a", scheme: "https", host: "example.com", fragment: nil, query: nil),
            Case(name: "a bare # is an empty fragment", url: "https://example.com/a#", scheme: "https", host: "example.com", fragment: "", query: nil),
            Case(name: "an empty query and an empty fragment", url: "https://example.com/a?#", scheme: "https", host: "example.com", fragment: "", query: ""),
            Case(name: "a custom scheme with a query and a fragment", url: "RayCipe://recipes/2?page=3#steps", scheme: "raycipe", host: nil, fragment: "steps", query: "page=3"),
            Case(name: "a custom scheme, no query or fragment", url: "raycipe://recipes/2", scheme: "raycipe", host: nil, fragment: nil, query: nil),
            Case(name: "a path with a fragment and no query", url: "/a#x%2Fy", scheme: nil, host: nil, fragment: "x/y", query: nil),
            Case(name: "a path with a query and no fragment", url: "/a?q=a+b", scheme: nil, host: nil, fragment: nil, query: "q=a+b"),
            Case(name: "white space around the URL", url: "  https://example.com/a?q=1#f \n", scheme: "https", host: "example.com", fragment: "f", query: "q=1"),
            Case(name: "an escaped path (the general path)", url: "https://example.com/b%20c?q#z", scheme: "https", host: "example.com", fragment: "z", query: "q"),
        ]

        static func table() throws -> RouteTable {
            var options = RouteTableOptions()
            options.sources = ["http://example.com"]
            return try RouteTable(
                [
                    RouteDefinition(name: "web", pattern: "https://example.com/:x"),
                    RouteDefinition(name: "path", pattern: "/:x"),
                    RouteDefinition(name: "recipe", pattern: "raycipe://recipes/:id(int)"),
                ], options: options)
        }

        @Test("scheme, host, fragment and query", arguments: cases)
        func parts(_ c: Case) throws {
            let table = try Self.table()
            let match = try #require(table.match(c.url).match, "\(c.url) does not match")
            #expect(match.scheme == c.scheme)
            #expect(match.host == c.host)
            #expect(match.fragment == c.fragment)
            #expect(match.found.queryRange.map { String(decoding: Array(c.url.utf8)[$0], as: UTF8.self) } == c.query)
            let view = table.withMatch(c.url) { [$0.scheme, $0.host, $0.fragment] }
            #expect(view == [c.scheme, c.host, c.fragment])
            // A substring far into its string: offsets from where the URL starts.
            let padded = "xxxx" + c.url + "yy"
            let slice = padded.dropFirst(4).dropLast(2)
            let fromSlice = try #require(table.match(slice).match)
            #expect([fromSlice.scheme, fromSlice.host, fromSlice.fragment] == [c.scheme, c.host, c.fragment])
        }

        @Test("agree with URLParts on every shared table's request paths made into URLs", arguments: SharedTablesTests.tables)
        func sharedTables(_ name: String) throws {
            let table = try RouteTable(routesFile: try TestData.read("routes", "\(name).routes"), fileName: "\(name).routes")
            let paths = TestData.records(try TestData.read("routes", "\(name).paths")).map { $0.fields[0] }
            var failures: [String] = []
            var checked = 0
            for path in paths.prefix(200) {
                for url in [path, path + "#top", path + "?a=1&b#f%41", path + "?#", " " + path + "?q#x "] {
                    guard let match = table.match(url).match else { continue }
                    checked += 1
                    let parts = try URLParts(url)
                    if match.scheme != parts.scheme || match.host != parts.host || match.fragment != parts.fragment
                        || match.url != parts.url || match.query.items != parts.query.items
                    {
                        failures.append("\(url): match gives \(String(describing: match.scheme)) \(String(describing: match.host)) \(String(describing: match.fragment)), URLParts \(String(describing: parts.scheme)) \(String(describing: parts.host)) \(String(describing: parts.fragment))")
                    }
                }
            }
            #expect(checked >= paths.prefix(200).count, "only \(checked) URLs matched")
            #expect(failures.isEmpty, "\(failures.prefix(5))")
        }

        #if DEBUG
        @Test("a view used inside its closure does not stop the program")
        func viewInsideClosure() async {
            await #expect(processExitsWith: .success) {
                let table = try! RouteTable([RouteDefinition(name: "r", pattern: "/a/:x")])
                precondition(table.withMatch("/a/b") { $0.withParameterBytes("x") { $0.count } } == 1)
            }
        }
        #endif
    }

    /// Finding a parameter compares name fingerprints (length and first 15 bytes); names that
    /// share a fingerprint are longer than 15 bytes and are compared in full.
    @Suite("Parameter names by fingerprint")
    struct NameFingerprintTests {
        /// Names of every length from 1 to 40 that differ only in their last byte, and pairs
        /// that share their first 15 or 16 bytes.
        static let names: [String] =
            (1...40).flatMap { length in [String(repeating: "a", count: length - 1) + "b", String(repeating: "a", count: length - 1) + "c"] }
            + ["abcdefghijklmnop_x", "abcdefghijklmnop_y", "abcdefghijklmnoX", "abcdefghijklmnoY"]

        @Test("equal fingerprints exactly for equal names up to 15 bytes")
        func fingerprints() {
            let names = Self.names + ["é", "ée", "名前", "名"]
            for a in names {
                for b in names {
                    let same = NameFingerprint(a) == NameFingerprint(b)
                    if a.utf8.count <= 15 || b.utf8.count <= 15 {
                        #expect(same == (a == b), "\(a) and \(b)")
                    } else if a == b {
                        #expect(same)
                    }
                }
            }
            #expect(NameFingerprint("") == NameFingerprint.empty)
        }

        @Test("every name is found by name and by key, and no other")
        func lookups() throws {
            let names = Self.names
            // One route per name, so that each route holds a name and its neighbour.
            let table = try RouteTable(
                names.enumerated().map { index, name in
                    RouteDefinition(name: "r\(index)", pattern: "/r\(index)/:\(name)/:\(name)z")
                })
            for (index, name) in names.enumerated() {
                let url = "/r\(index)/v\(index)/w"
                let match = try #require(table.match(url).match)
                #expect(match.parameterText(name) == "v\(index)")
                #expect(match.parameterText(name + "z") == "w")
                #expect(try match.parameter(ParameterKey(name), as: String.self) == "v\(index)")
                #expect(table.withMatch(url) { $0.parameterText(name) } == "v\(index)")
                #expect(table.withMatch(url) { try? $0.parameter(ParameterKey(name), as: String.self) } == "v\(index)")
                for other in names where other != name && other + "z" != name {
                    #expect(match.parameterText(other) == nil, "\(other) found in route of \(name)")
                }
            }
        }
    }
}
