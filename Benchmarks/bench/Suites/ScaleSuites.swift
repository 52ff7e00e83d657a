import Switchyard

/// `Scale:<routes>`: synthetic tables of 10 to 100,000 routes. Lookup time over
/// 1,000 request paths at every size, build time, and heap bytes per route.
enum ScaleSuites {
    /// Request paths per size: the same at every size, so only the table grows.
    static let samples = 1_000
    /// The baseline scans linearly; past this size a run would take minutes.
    static let largestBaseline = 1_000

    static func suites() -> [Suite] {
        SyntheticTable.sizes.map { size in
            Suite(name: "Scale:\(size)", baseline: size <= largestBaseline ? "Baseline:Scale:\(size)" : nil) { context in
                var problems: [String] = []
                if SyntheticTable.sizesWithFiles.contains(size), context.measureSetup {
                    problems += try SyntheticTable.differencesFromFile(count: size)
                }
                let (table, figures) = try build(size: size, context: context)
                let requests = SyntheticTable.requests(count: size, samples: samples)
                let workload = LookupWorkload(table: table, inputs: requests.map(\.path), expected: requests.map(Expected.init))
                return PreparedSuite(workload: workload, figures: figures, setupProblems: problems)
            }
        }
    }

    static func baselines() -> [Suite] {
        SyntheticTable.sizes.filter { $0 <= largestBaseline }.map { size in
            Suite(name: "Baseline:Scale:\(size)", baseline: nil) { _ in
                let router = HandWrittenRouter(SyntheticTable.routes(count: size))
                let requests = SyntheticTable.requests(count: size, samples: samples)
                return PreparedSuite(workload: BaselineWorkload(router: router, inputs: requests.map(\.path), expected: requests.map(Expected.init)))
            }
        }
    }

    /// The table, and (unless `--iterations`) its build time and bytes per route.
    ///
    /// Bytes per route: the net growth of the heap (malloc'd usable bytes, counted
    /// by MallocCounter) from before the route names and patterns are made to after
    /// the table is built and everything but the table is released, divided by the
    /// number of routes (`n/a` where allocations cannot be counted). It includes the
    /// names and patterns the table keeps. For reference, `inputBytesPerRoute` is what
    /// the input costs: the names and patterns as an array of string pairs.
    /// Build time: `RouteTable(definitions)` alone, definitions made beforehand;
    /// the median of several builds.
    private static func build(size: Int, context: PrepareContext) throws -> (RouteTable, [Figure]) {
        guard context.measureSetup else {
            return (try RouteTable(definitions(size)), [])
        }
        // A small build first, so first-use runtime work (metadata, caches) is not counted.
        blackHole(try RouteTable(definitions(10)))
        let (table, heap) = try AllocationCount.measure { try RouteTable(definitions(size)) }
        // For reference: the input itself, names and patterns as an array of string pairs.
        let (lines, text) = AllocationCount.measure { SyntheticTable.routes(count: size) }
        blackHole(lines)

        let builds = context.quick ? 1 : size >= 100_000 ? 3 : 7
        let prepared = definitions(size)
        var milliseconds: [Double] = []
        for _ in 0..<builds {
            let start = monotonicNanoseconds()
            let built = try RouteTable(prepared)
            milliseconds.append(Double(monotonicNanoseconds() - start) / 1e6)
            blackHole(built)
        }
        return (
            table,
            [
                Figure(key: "routes", label: "routes", value: Double(size)),
                Figure(key: "buildMilliseconds", label: "build ms", value: Spread(milliseconds).median),
                Figure(key: "bytesPerRoute", label: "B/route", value: heap.map { Double($0.netBytes) / Double(size) }),
                Figure(key: "inputBytesPerRoute", label: "input B/route", value: text.map { Double($0.netBytes) / Double(size) }),
            ]
        )
    }

    private static func definitions(_ size: Int) -> [RouteDefinition] {
        SyntheticTable.routes(count: size).map { RouteDefinition(name: $0.name, pattern: $0.pattern) }
    }
}
