import Switchyard

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

    /// Matches `url` in `table` and makes the screen of its route's kind (`kinds` holds the
    /// kind of each route index), reading typed path parameters and query values; `nil` for
    /// no match or a value that does not read.
    @inline(__always)
    static func screen(for url: String, in table: RouteTable, kinds: [ScreenKind]) -> RecipeApp.Screen? {
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
