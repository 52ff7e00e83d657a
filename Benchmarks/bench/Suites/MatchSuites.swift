import Switchyard

/// `Match:<Table>`, `Miss:<Table>` and `MissDeep:<Table>` on the shared public tables,
/// with their hand-written baselines; `MatchView:<Table>`, the `Match:` lookups through the
/// borrowing entry point (`withMatch`).
enum MatchSuites {
    /// Which inputs a suite looks up.
    enum Inputs: String, CaseIterable, Sendable {
        /// Every request path of the table, in file order.
        case match = "Match"
        /// Every path under a first segment no route has.
        case miss = "Miss"
        /// Every path lengthened past the longest route.
        case missDeep = "MissDeep"

        func make(_ table: SharedTable) -> (inputs: [String], expected: [Expected]) {
            let paths = table.requests.map(\.path)
            switch self {
            case .match:
                return (paths, table.requests.map(Expected.init))
            case .miss:
                return (MissPaths.prefixed(paths), Array(repeating: .miss, count: paths.count))
            case .missDeep:
                let longest = MissPaths.longestRoute(table.routes)
                return (MissPaths.lengthened(paths, longestRoute: longest), Array(repeating: .miss, count: paths.count))
            }
        }
    }

    static func suites() -> [Suite] {
        Inputs.allCases.flatMap { inputs in
            SharedTable.publicTables.map { table in
                Suite(name: "\(inputs.rawValue):\(table.displayName)", baseline: "Baseline:\(inputs.rawValue):\(table.displayName)") { _ in
                    let shared = try SharedTable.load(displayName: table.displayName, fileStem: table.fileStem)
                    let routeTable = try RouteTable(routesFile: shared.routesText, fileName: table.fileStem + ".routes")
                    let (paths, expected) = inputs.make(shared)
                    return PreparedSuite(workload: LookupWorkload(table: routeTable, inputs: paths, expected: expected))
                }
            }
        } + viewSuites()
    }

    /// `MatchView:<Table>`: every request path, looked up through `withMatch`; and
    /// `Loop:GitHub`, the same loop without the lookup (what the harness costs).
    static func viewSuites() -> [Suite] {
        let loop = Suite(name: "Loop:GitHub", baseline: nil) { _ in
            let shared = try SharedTable.load(displayName: "GitHub", fileStem: "github")
            return PreparedSuite(workload: LoopWorkload(inputs: Inputs.match.make(shared).inputs))
        }
        func floor(_ name: String, opaque: Bool, substrings: Bool = false) -> Suite {
            Suite(name: name, baseline: "Baseline:Match:GitHub") { _ in
                let shared = try SharedTable.load(displayName: "GitHub", fileStem: "github")
                guard let trie = BareSegmentTrie(shared.routes.map { ($0.name, $0.pattern) }) else {
                    throw DataError("github.routes: a pattern the bare trie does not take")
                }
                let (paths, expected) = Inputs.match.make(shared)
                return PreparedSuite(workload: FloorWorkload(trie: trie, opaque: opaque, substrings: substrings, inputs: paths, expected: expected))
            }
        }
        return SharedTable.publicTables.map { table in
            Suite(name: "MatchView:\(table.displayName)", baseline: "Baseline:Match:\(table.displayName)") { _ in
                let shared = try SharedTable.load(displayName: table.displayName, fileStem: table.fileStem)
                let routeTable = try RouteTable(routesFile: shared.routesText, fileName: table.fileStem + ".routes")
                let (paths, expected) = Inputs.match.make(shared)
                return PreparedSuite(workload: LookupWorkload(table: routeTable, inputs: paths, expected: expected, borrowing: true))
            }
        } + [
            loop, floor("Floor:GitHub", opaque: false), floor("Floor:Call:GitHub", opaque: true),
            floor("Floor:Call:GitHub:Substring", opaque: true, substrings: true),
        ]
    }

    static func baselines() -> [Suite] {
        Inputs.allCases.flatMap { inputs in
            SharedTable.publicTables.map { table in
                Suite(name: "Baseline:\(inputs.rawValue):\(table.displayName)", baseline: nil) { _ in
                    let shared = try SharedTable.load(displayName: table.displayName, fileStem: table.fileStem)
                    let (paths, expected) = inputs.make(shared)
                    return PreparedSuite(workload: BaselineWorkload(router: HandWrittenRouter(shared.routes), inputs: paths, expected: expected))
                }
            }
        }
    }
}
