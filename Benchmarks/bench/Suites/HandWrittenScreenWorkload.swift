/// The baseline of `FullURL`: the hand-written router, then the app's own
/// conversion of the captured strings and query items into `RecipeApp.Screen`.
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
        func query(_ name: String) -> String? {
            match.queryItems.first(where: { $0.name == name })?.value
        }
        switch match.name {
        case "home": return .home
        case "recipe.list": return .recipes(sort: query("sort"))
        case "recipe.new": return .newRecipe
        case "recipe.detail":
            guard let id = match.parameters["id"].flatMap({ Int($0) }) else { return nil }
            return .recipe(id: id, servings: query("servings").flatMap { Int($0) })
        case "recipe.slug": return match.parameters["slug"].map { .recipeNamed(slug: $0) }
        case "recipe.share": return query("recipeID").flatMap { Int($0) }.map { .share(recipeID: $0) }
        default: return nil
        }
    }
}
