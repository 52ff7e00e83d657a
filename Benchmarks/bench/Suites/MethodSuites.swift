import Switchyard

/// `Methods:GitHub`: every request of `github-methods.requests` (203 routes over the GitHub
/// paths, several methods a path) routed with its method; `Methods:GitHub:NoMethods`, the same
/// requests through the same entry point in `github.routes`, the table without methods, its
/// baseline; and the hits and the 405 answers alone (`Methods:GitHub:Hits`, `Methods:GitHub:405`).
enum MethodSuites {
    static func suites() -> [Suite] {
        func suite(_ name: String, table stem: String, baseline: String?, _ keep: @escaping @Sendable (MethodRequest) -> Bool) -> Suite {
            Suite(name: name, baseline: baseline) { _ in
                let requests = try MethodRequest.parse(try DataDirectory.read("github-methods.requests"), fileName: "github-methods.requests")
                    .filter(keep)
                let table = try RouteTable(routesFile: try DataDirectory.read(stem + ".routes"), fileName: stem + ".routes")
                return PreparedSuite(workload: MethodWorkload(table: table, requests: requests, checksRoutes: stem == "github-methods"))
            }
        }
        return [
            suite("Methods:GitHub:NoMethods", table: "github", baseline: nil) { $0.status != 404 },
            suite("Methods:GitHub", table: "github-methods", baseline: "Methods:GitHub:NoMethods") { $0.status != 404 },
            suite("Methods:GitHub:Hits", table: "github-methods", baseline: nil) { $0.route != nil },
            suite("Methods:GitHub:405", table: "github-methods", baseline: "Methods:GitHub:Hits") { $0.status == 405 },
        ]
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
