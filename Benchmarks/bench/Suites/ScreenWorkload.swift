import Switchyard

/// Matches each recipe-app link and turns it into `RecipeApp.Screen`, reading
/// typed parameters; keeps every screen of the last batch and checks them.
final class ScreenWorkload: Workload {
    /// What each route index opens, decided once from the route names.
    private enum Kind { case recipes, recipe, newRecipe, collection, profile, unknown }

    private let table: RouteTable
    private let links: [RecipeApp.Link]
    private let inputs: [String]
    private let kinds: [Kind]
    private var results: [RecipeApp.Screen?]

    var operationsPerBatch: Int { inputs.count }

    init(table: RouteTable, links: [RecipeApp.Link]) {
        self.table = table
        self.links = links
        self.inputs = links.map(\.url)
        self.kinds = RecipeApp.routes.map { route in
            switch route.name {
            case "recipe.list": .recipes
            case "recipe.detail": .recipe
            case "recipe.new": .newRecipe
            case "collection.detail": .collection
            case "profile": .profile
            default: .unknown
            }
        }
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
            case .recipes: return .recipes
            case .recipe: return .recipe(id: try match.parameter("id", as: Int.self))
            case .newRecipe: return .newRecipe
            case .collection: return .collection(id: try match.parameter("id", as: Int.self))
            case .profile: return .profile(user: try match.parameter("user", as: String.self))
            case .unknown: return nil
            }
        } catch {
            return nil
        }
    }
}
