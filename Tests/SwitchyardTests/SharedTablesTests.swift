@testable import Switchyard
import Testing

/// Issue 2, item 9: every request path in the shared route tables (GitHub, Parse, Google+,
/// a static site, synthetic tables of 10 to 10,000 routes) routes to the route it was made
/// from, with the right parameter values. The tables are copied into Data/routes.
@Suite("Shared route tables")
struct SharedTablesTests {
    static let tables = TestData.stems(in: "routes", extension: "routes")

    @Test("the data is there")
    func dataPresent() {
        #expect(Self.tables == ["github", "gplus", "parse", "static", "synthetic10", "synthetic100", "synthetic1000", "synthetic10000"])
    }

    @Test("every request path routes to its route with its parameters", arguments: tables)
    func everyPath(_ name: String) throws {
        let table = try RouteTable(routesFile: try TestData.read("routes", "\(name).routes"), fileName: "\(name).routes")
        let records = TestData.records(try TestData.read("routes", "\(name).paths"))
        try #require(!records.isEmpty)
        var failures = 0
        for (line, fields) in records {
            try #require(fields.count == 3, "\(name).paths:\(line): expected PATH<TAB>ROUTE<TAB>PARAMS")
            let (path, route, params) = (fields[0], fields[1], try FlatJSON.parse(fields[2]))
            guard let match = table.match(path).match else {
                Issue.record("\(name).paths:\(line): \(path) gave \(outcome(table, path)), expected \(route)")
                failures += 1
                if failures > 10 { return } else { continue }
            }
            if match.routeName != route {
                Issue.record("\(name).paths:\(line): \(path) gave \(outcome(table, path)), expected \(route)")
                failures += 1
            } else if let mismatch = parameterMismatch(match, expected: params) {
                Issue.record("\(name).paths:\(line): \(path): \(mismatch)")
                failures += 1
            }
            if failures > 10 { return }
        }
        // The table has one route per path in the benchmark sets: every route is reached.
        #expect(Set(records.map { $0.fields[1] }).count == Set(table.definitions.map(\.name)).count || name.hasPrefix("synthetic"))
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
