import Switchyard

/// `Methods:GitHub`: every request of `github-methods.requests` (203 routes over the GitHub
/// paths, several methods a path) routed with its method; `Methods:GitHub:NoMethods`, the same
/// requests through the same entry point in `github.routes`, the table without methods, its
/// baseline; the hits and the 405 answers alone (`Methods:GitHub:Hits`, `Methods:GitHub:405`);
/// and, for each 405, a hit on the same path (`Methods:GitHub:Hits:405Paths`), the hits a 405
/// is compared with path for path.
enum MethodSuites {
    static func suites() -> [Suite] {
        func suite(_ name: String, table stem: String, baseline: String?, _ select: @escaping @Sendable ([MethodRequest]) -> [MethodRequest]) -> Suite {
            Suite(name: name, baseline: baseline) { _ in
                let requests = select(
                    try MethodRequest.parse(try DataDirectory.read("github-methods.requests"), fileName: "github-methods.requests"))
                let table = try RouteTable(routesFile: try DataDirectory.read(stem + ".routes"), fileName: stem + ".routes")
                return PreparedSuite(workload: MethodWorkload(table: table, requests: requests, checksRoutes: stem == "github-methods"))
            }
        }
        return [
            suite("Methods:GitHub:NoMethods", table: "github", baseline: nil) { $0.filter { $0.status != 404 } },
            suite("Methods:GitHub", table: "github-methods", baseline: "Methods:GitHub:NoMethods") { $0.filter { $0.status != 404 } },
            suite("Methods:GitHub:Hits", table: "github-methods", baseline: nil) { $0.filter { $0.route != nil } },
            suite("Methods:GitHub:405", table: "github-methods", baseline: "Methods:GitHub:Hits:405Paths") { $0.filter { $0.status == 405 } },
            suite("Methods:GitHub:Hits:405Paths", table: "github-methods", baseline: nil, hitsOnPathsOf405s),
        ]
    }

    /// For each 405 request, the first hit the file lists on the same path.
    @Sendable
    static func hitsOnPathsOf405s(_ requests: [MethodRequest]) -> [MethodRequest] {
        var firstHit: [String: MethodRequest] = [:]
        for request in requests where request.route != nil && firstHit[request.path] == nil { firstHit[request.path] = request }
        return requests.filter { $0.status == 405 }.compactMap { firstHit[$0.path] }
    }
}

/// Routes each request with its method (``RouteTable/route(_:method:)``), recording the route
/// index, -1 for a 405 and -2 for anything else; checks the routes (and the 405s) against the
/// requests file after timing, where `checksRoutes`.
final class MethodWorkload: Workload {
    private let table: RouteTable
    private let requests: [MethodRequest]
    private let checksRoutes: Bool
    private var results: [Int]

    var operationsPerBatch: Int { requests.count }

    init(table: RouteTable, requests: [MethodRequest], checksRoutes: Bool) {
        precondition(!requests.isEmpty)
        self.table = table
        self.requests = requests
        self.checksRoutes = checksRoutes
        self.results = Array(repeating: -3, count: requests.count)
    }

    @inline(__always)
    static func outcome(_ route: RequestRoute) -> Int {
        switch route {
        case .matched(let match): match.routeIndex
        case .methodNotAllowed: -1
        default: -2
        }
    }

    func runBatch() {
        let table = self.table
        let requests = self.requests
        recordEach(&results) { index in MethodWorkload.outcome(table.route(requests[index].path, method: requests[index].method)) }
    }

    func run(operations count: Int) {
        let table = self.table
        let requests = self.requests
        runCycling(count, period: requests.count) { next in MethodWorkload.outcome(table.route(requests[next].path, method: requests[next].method)) }
    }

    func verify() -> [String] {
        var problems: [String] = []
        let names = table.definitions.map(\.name)
        for (index, request) in requests.enumerated() {
            let got = results[index]
            if !checksRoutes {
                if got < 0 { problems.append("\(request.method) \(request.path): no route in the table without methods") }
                continue
            }
            switch request.route {
            case let route?:
                if got < 0 || names[got] != route { problems.append("\(request.method) \(request.path): got \(got), want \(route)") }
            case nil:
                if request.status == 405 && got != -1 { problems.append("\(request.method) \(request.path): got \(got), want 405") }
            }
        }
        return problems
    }
}
