import Switchyard

/// Resolves each recipe-app link with the declarative `Router`, keeping every
/// destination of the last batch; checks them against the links' screens.
final class RouterWorkload: Workload {
    private let router: Router<RecipeApp.Screen>
    private let links: [RecipeApp.Link]
    private let inputs: [String]
    private var results: [RecipeApp.Screen?]

    var operationsPerBatch: Int { inputs.count }

    init(router: Router<RecipeApp.Screen>, links: [RecipeApp.Link]) {
        self.router = router
        self.links = links
        self.inputs = links.map(\.url)
        self.results = Array(repeating: nil, count: links.count)
    }

    func runBatch() {
        for index in inputs.indices {
            results[index] = router.destination(for: inputs[index])
        }
    }

    func run(operations count: Int) {
        var next = 0
        var digest = 0
        for _ in 0..<count {
            if router.destination(for: inputs[next]) != nil { digest &+= 1 }
            next += 1
            if next == inputs.count { next = 0 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        zip(links, results).compactMap { link, screen in
            screen == link.screen ? nil : "\(link.url): opened \(screen.map { "\($0)" } ?? "nothing"), want \(link.screen)"
        }
    }
}
