import Switchyard

/// Matches each recipe-app link and turns it into `RecipeApp.Screen`, reading typed
/// path parameters and query values; keeps every screen of the last batch and checks them.
final class ScreenWorkload: Workload {
    private let table: RouteTable
    private let links: [RecipeApp.Link]
    private let inputs: [String]
    /// The screen kind of each route index, decided once from the route names.
    private let kinds: [ScreenKind]
    private var results: [RecipeApp.Screen?]

    var operationsPerBatch: Int { inputs.count }

    init(table: RouteTable, links: [RecipeApp.Link]) {
        self.table = table
        self.links = links
        self.inputs = links.map(\.url)
        self.kinds = table.definitions.map { ScreenKind(routeName: $0.name) }
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

    @inline(__always)
    private func screen(for url: String) -> RecipeApp.Screen? {
        guard case .matched(let match) = table.match(url) else { return nil }
        do {
            switch kinds[match.routeIndex] {
            case .home: return .home
            case .recipes: return .recipes(sort: try match.query.value("sort", as: String.self))
            case .newRecipe: return .newRecipe
            case .recipe:
                return .recipe(id: try match.parameter("id", as: Int.self), servings: try match.query.value("servings", as: Int.self))
            case .recipeNamed: return .recipeNamed(slug: try match.parameter("slug", as: String.self))
            case .share: return .share(recipeID: try match.parameter("recipeID", as: Int.self))
            case .unknown: return nil
            }
        } catch {
            return nil
        }
    }
}

/// Which `RecipeApp.Screen` a route opens.
enum ScreenKind {
    case home, recipes, newRecipe, recipe, recipeNamed, share, unknown

    init(routeName: String) {
        switch routeName {
        case "home": self = .home
        case "recipe.list": self = .recipes
        case "recipe.new": self = .newRecipe
        case "recipe.detail": self = .recipe
        case "recipe.slug": self = .recipeNamed
        case "recipe.share": self = .share
        default: self = .unknown
        }
    }
}
