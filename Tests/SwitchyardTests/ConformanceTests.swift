@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Other routers' own test suites (matchit, httprouter, RoutingKit,
    /// Hummingbird, Crossroad), translated into routes files and cases (Data/conformance,
    /// format in its README): every case passes.
    @Suite("Conformance")
    struct ConformanceTests {
        static let groups = TestData.stems(in: "conformance", extension: "routes")

        @Test("all 93 tables and 512 cases are there")
        func dataPresent() throws {
            #expect(Self.groups.count == 93)
            #expect(TestData.stems(in: "conformance", extension: "cases") == Self.groups)
            var cases = 0
            for group in Self.groups {
                cases += TestData.records(try TestData.read("conformance", "\(group).cases")).count
            }
            #expect(cases == 512)
        }

        @Test("every case passes", arguments: groups)
        func group(_ group: String) throws {
            let table = try RouteTable(routesFile: try TestData.read("conformance", "\(group).routes"), fileName: "\(group).routes")
            let records = TestData.records(try TestData.read("conformance", "\(group).cases"))
            try #require(!records.isEmpty)
            for (line, fields) in records {
                try #require(fields.count == 3, "\(group).cases:\(line): expected URL<TAB>EXPECTED<TAB>PARAMS_JSON")
                let (url, expected, params) = (fields[0], fields[1], try FlatJSON.parse(fields[2]))
                let result = table.match(url)
                let where_ = "\(group).cases:\(line): \(url)"
                if expected.hasPrefix("!") {
                    #expect(outcome(result) == expected, "\(where_)")
                    #expect(params.isEmpty, "\(where_): a miss has no parameters")
                    continue
                }
                guard let match = result.match else {
                    Issue.record("\(where_) gave \(outcome(result)), expected \(expected)")
                    continue
                }
                #expect(match.routeName == expected, "\(where_) gave \(outcome(result))")
                if match.routeName == expected, let mismatch = parameterMismatch(match, expected: params) {
                    Issue.record("\(where_): \(mismatch)")
                }
            }
        }
    }
}
