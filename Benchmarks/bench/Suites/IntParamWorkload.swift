import Switchyard

/// Looks up each synthetic request through `withMatch(_:_:)` and reads its `id` as an `Int`
/// (or, with `read: false`, only the route index): the difference is what an `Int` read costs.
/// A lookup's digest is the route index plus the value, kept per input and checked after timing.
final class IntParamWorkload: Workload {
    private let table: RouteTable
    private let requests: [RequestPath]
    private let paths: [String]
    private let read: Bool
    private var results: [Int]

    var operationsPerBatch: Int { paths.count }

    init(table: RouteTable, requests: [RequestPath], read: Bool) {
        precondition(!requests.isEmpty)
        self.table = table
        self.requests = requests
        self.paths = requests.map(\.path)
        self.read = read
        self.id = table.parameterKey("id")!
        self.results = Array(repeating: -2, count: requests.count)
    }

    /// The key, resolved once in the table.
    private let id: ParameterKey

    @inline(__always)
    static func withID(_ table: RouteTable, _ path: String, _ id: ParameterKey) -> Int {
        table.withMatch(path) { view in
            guard let route = view.routeIndex else { return -1 }
            return route &+ ((try? view.parameter(id, as: Int.self)) ?? -1_000_000)
        }
    }

    @inline(__always)
    static func routeOnly(_ table: RouteTable, _ path: String) -> Int {
        table.withMatch(path) { $0.routeIndex ?? -1 }
    }

    func runBatch() {
        let table = self.table
        let paths = self.paths
        let read = self.read
        let id = self.id
        // The operation written in the loop, not passed to `recordEach`: a closure holding a
        // whole lookup is not inlined.
        results.withUnsafeMutableBufferPointer { results in
            for index in paths.indices {
                results[index] = read ? Self.withID(table, paths[index], id) : Self.routeOnly(table, paths[index])
            }
        }
    }

    func run(operations count: Int) {
        if read { runRead(count) } else { runRouteOnly(count) }
    }

    private func runRead(_ count: Int) {
        let (table, paths, id) = (self.table, self.paths, self.id)
        var digest = 0
        for index in CycledIndices(count, period: paths.count) { digest &+= Self.withID(table, paths[index], id) }
        blackHole(digest)
    }

    private func runRouteOnly(_ count: Int) {
        let (table, paths) = (self.table, self.paths)
        var digest = 0
        for index in CycledIndices(count, period: paths.count) { digest &+= Self.routeOnly(table, paths[index]) }
        blackHole(digest)
    }

    func verify() -> [String] {
        var problems: [String] = []
        let definitions = table.definitions
        for (index, request) in requests.enumerated() {
            guard let route = definitions.firstIndex(where: { $0.name == request.route }), let id = Int(request.parameters["id"] ?? "") else {
                problems.append("\(request.path): the data names no route or id")
                continue
            }
            let want = read ? route + id : route
            if results[index] != want {
                problems.append("\(request.path): the timed run's digest is \(results[index]), want \(want)")
            }
        }
        return problems
    }
}
