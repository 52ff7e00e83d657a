import Switchyard

/// `Convert:<Type>`: a lookup on the 1,000-route synthetic table followed by
/// converting its `id` parameter to `Substring`, `String` or `Int`, beside
/// `Convert:None` (the same lookups, no conversion). The conversion costs the
/// difference.
enum ConvertSuites {
    static func suites() -> [Suite] {
        [
            suite("None") { table, requests in
                LookupWorkload(table: table, inputs: requests.map(\.path), expected: requests.map(Expected.init))
            },
            suite("Substring") { table, requests in
                ConvertWorkload<Substring>(table: table, inputs: requests.map(\.path), expectedIDs: ids(requests), digest: { $0.utf8.count }) {
                    (try? $0.parameter("id", as: Substring.self))?.utf8.count ?? -1
                }
            },
            suite("String") { table, requests in
                ConvertWorkload<String>(table: table, inputs: requests.map(\.path), expectedIDs: ids(requests), digest: { $0.utf8.count }) {
                    (try? $0.parameter("id", as: String.self))?.utf8.count ?? -1
                }
            },
            suite("Int") { table, requests in
                ConvertWorkload<Int>(table: table, inputs: requests.map(\.path), expectedIDs: ids(requests), digest: { $0 }) {
                    (try? $0.parameter("id", as: Int.self)) ?? -1
                }
            },
        ]
    }

    private static func suite(_ type: String, _ make: @escaping @Sendable (RouteTable, [RequestPath]) -> any Workload) -> Suite {
        Suite(name: "Convert:\(type)", baseline: nil) { _ in
            let table = try RouteTable(SyntheticTable.routes(count: 1_000).map { RouteDefinition(name: $0.name, pattern: $0.pattern) })
            return PreparedSuite(workload: make(table, SyntheticTable.requests(count: 1_000, samples: ScaleSuites.samples)))
        }
    }

    private static func ids(_ requests: [RequestPath]) -> [String] {
        requests.map { $0.parameters["id"] ?? "" }
    }
}
