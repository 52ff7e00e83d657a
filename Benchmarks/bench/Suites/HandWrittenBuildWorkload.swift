/// Builds each request's URL with `HandWrittenBuilder`, keeping every URL of the last
/// batch; checks after timing that the hand-written router routes each one back.
final class HandWrittenBuildWorkload: Workload {
    private let builder: HandWrittenBuilder
    private let router: HandWrittenRouter
    private let requests: [RequestPath]
    private var results: [String?]

    var operationsPerBatch: Int { requests.count }

    init(router: HandWrittenRouter, requests: [RequestPath]) {
        self.builder = HandWrittenBuilder(router)
        self.router = router
        self.requests = requests
        self.results = Array(repeating: nil, count: requests.count)
    }

    func runBatch() {
        for index in requests.indices {
            results[index] = builder.url(for: requests[index].route, values: requests[index].parameters)
        }
    }

    func run(operations count: Int) {
        var next = 0
        var digest = 0
        for _ in 0..<count {
            digest &+= builder.url(for: requests[next].route, values: requests[next].parameters)?.utf8.count ?? -1
            next += 1
            if next == requests.count { next = 0 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        zip(requests, results).compactMap { request, url in
            guard let url else { return "\(request.route): not built" }
            let match = router.match(url)
            return match?.name == request.route && match?.parameters == request.parameters
                ? nil : "\(url): routes to \(match?.name ?? "nothing"), want \(request.route)"
        }
    }
}
