/// The baseline of `FullURL`: the hand-written router, then the app's own
/// conversion of the captured strings into `RecipeApp.Screen`.
final class HandWrittenScreenWorkload: Workload {
    private let router: HandWrittenRouter
    private let links: [RecipeApp.Link]
    private let inputs: [String]
    private var results: [RecipeApp.Screen?]

    var operationsPerBatch: Int { inputs.count }

    init(router: HandWrittenRouter, links: [RecipeApp.Link]) {
        self.router = router
        self.links = links
        self.inputs = links.map(\.url)
        self.results = Array(repeating: nil, count: links.count)
    }

    func runBatch() {
        for index in inputs.indices {
            results[index] = screen(for: inputs[index])
        }
    }

    func run(operations count: Int) {
        var next = 0
        var digest = 0
        for _ in 0..<count {
            if screen(for: inputs[next]) != nil { digest &+= 1 }
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

    private func screen(for url: String) -> RecipeApp.Screen? {
        guard let match = router.match(url) else { return nil }
        switch match.name {
        case "recipe.list": return .recipes
        case "recipe.new": return .newRecipe
        case "recipe.detail": return match.parameters["id"].flatMap { Int($0) }.map { .recipe(id: $0) }
        case "collection.detail": return match.parameters["id"].flatMap { Int($0) }.map { .collection(id: $0) }
        case "profile": return match.parameters["user"].map { .profile(user: $0) }
        default: return nil
        }
    }
}
