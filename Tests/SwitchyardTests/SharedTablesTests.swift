@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Every request path in the shared route tables (GitHub, Parse, Google+,
    /// a static site, synthetic tables of 10 to 10,000 routes) routes to the route it was made
    /// from, with the right parameter values. The tables are copied into Data/routes.
    @Suite("Shared route tables")
    struct SharedTablesTests {
        /// The tables with request paths (`github-methods` has requests with methods: MethodTableTests).
        static let tables = TestData.stems(in: "routes", extension: "paths")

        @Test("the data is there")
        func dataPresent() {
            #expect(Self.tables == ["github", "gplus", "parse", "static", "synthetic10", "synthetic100", "synthetic1000", "synthetic10000"])
        }

        @Test("every request path routes to its route with its parameters", arguments: tables)
        func everyPath(_ name: String) async throws {
            let routesText = try TestData.read("routes", "\(name).routes")
            let records = TestData.records(try TestData.read("routes", "\(name).paths"))
            try #require(!records.isEmpty)
            let (failures, routeNames, reached) = try await offCooperativePool { () throws -> ([String], Set<String>, Set<String>) in
                let table = try RouteTable(routesFile: routesText, fileName: "\(name).routes")
                var failures: [String] = []
                var reached = Set<String>()
                for (line, fields) in records where failures.count < 10 {
                    guard fields.count == 3 else { failures.append("\(name).paths:\(line): expected PATH<TAB>ROUTE<TAB>PARAMS"); continue }
                    let (path, route, params) = (fields[0], fields[1], try FlatJSON.parse(fields[2]))
                    reached.insert(route)
                    guard let match = table.match(path).match, match.routeName == route else {
                        failures.append("\(name).paths:\(line): \(path) gave \(outcome(table, path)), expected \(route)")
                        continue
                    }
                    if let mismatch = parameterMismatch(match, expected: params) {
                        failures.append("\(name).paths:\(line): \(path): \(mismatch)")
                    }
                }
                return (failures, Set(table.definitions.map(\.name)), reached)
            }
            for failure in failures { Issue.record(Comment(rawValue: failure)) }
            #expect(failures.isEmpty)
            // The benchmark tables have one route per request path: every route is reached.
            if !name.hasPrefix("synthetic") { #expect(reached == routeNames) }
        }

        @Test("the shared tables route the same when pinned to a web source")
        func pinned() throws {
            for name in ["github", "parse", "gplus"] {
                let text = "@source https://api.example\n" + (try TestData.read("routes", "\(name).routes"))
                let table = try RouteTable(routesFile: text, fileName: "\(name).routes")
                for (_, fields) in TestData.records(try TestData.read("routes", "\(name).paths")) {
                    #expect(table.match("https://api.example\(fields[0])").match?.routeName == fields[1])
                    #expect(table.match("https://other.example\(fields[0])").noMatch?.reason == .noRoute)
                }
            }
        }
    }
}
