import Switchyard

/// Builds the URL of each request's route from its parameters, keeping every URL of the
/// last batch; checks after timing that matching each one gives the route and the
/// parameters back (the round-trip law of Docs/BuildingURLs.md).
final class BuildWorkload: Workload {
    /// One URL to build: the route, its values (boxed before timing), and what matching
    /// the URL must give.
    struct Request {
        var route: String
        var values: [String: any RouteParameter]
        var expected: Expected
    }

    private let table: RouteTable
    private let requests: [Request]
    private var results: [String?]

    var operationsPerBatch: Int { requests.count }

    init(table: RouteTable, requests: [Request]) {
        precondition(!requests.isEmpty)
        self.table = table
        self.requests = requests
        self.results = Array(repeating: nil, count: requests.count)
    }

    func runBatch() {
        let table = self.table
        let requests = self.requests
        recordEach(&results) { try? table.url(for: requests[$0].route, parameters: requests[$0].values) }
    }

    func run(operations count: Int) {
        let table = self.table
        let requests = self.requests
        runCycling(count, period: requests.count) { next in
            let request = requests[next]
            return (try? table.url(for: request.route, parameters: request.values))?.utf8.count ?? -1
        }
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (request, url) in zip(requests, results) {
            guard let url else {
                let reason = Result { () throws(URLBuildError) in try table.url(for: request.route, parameters: request.values) }
                problems.append("\(request.route) \(request.values): not built: \(reason)")
                continue
            }
            let result = table.match(url)
            problems += LookupWorkload.check(result, recorded: LookupWorkload.routeIndex(result), against: request.expected, input: url)
        }
        return problems
    }
}
