import Switchyard

/// The recipe app of the FullURL suites: the built-in example table, the screens
/// the app opens, and the links it receives (custom scheme and universal links,
/// with query items).
enum RecipeApp {
    /// The command's built-in table.
    static let routesText = ExampleRoutes.recipeApp

    /// The app's own type: what a link is turned into.
    enum Screen: Equatable, Sendable {
        case home
        case recipes(sort: String?)
        case newRecipe
        case recipe(id: Int, servings: Int?)
        case recipeNamed(slug: String)
        case share(recipeID: Int)
    }

    /// A link, the route that must win, and the screen it must open.
    struct Link: Sendable {
        var url: String
        /// The path alone, looked up in `pathTable()` by `FullURL:Path`.
        var path: String
        var route: String
        var screen: Screen
    }

    static let links: [Link] = [
        Link(
            url: "raycipe://recipes/2?utm_source=qr&servings=4", path: "/recipes/2",
            route: "recipe.detail", screen: .recipe(id: 2, servings: 4)),
        Link(
            url: "https://raycipe.example.com/recipes/1234?utm_source=mail&utm_campaign=autumn", path: "/recipes/1234",
            route: "recipe.detail", screen: .recipe(id: 1234, servings: nil)),
        Link(
            url: "raycipe://recipes/pancakes?ref=share", path: "/recipes/pancakes",
            route: "recipe.slug", screen: .recipeNamed(slug: "pancakes")),
        Link(
            url: "https://raycipe.example.com/recipes?sort=new&utm_source=ad", path: "/recipes",
            route: "recipe.list", screen: .recipes(sort: "new")),
        Link(
            url: "raycipe://recipes/new?from=widget", path: "/recipes/new",
            route: "recipe.new", screen: .newRecipe),
        Link(
            url: "raycipe://share?recipeID=42&utm_source=messages", path: "/share?recipeID=42",
            route: "recipe.share", screen: .share(recipeID: 42)),
        Link(
            url: "https://raycipe.example.com/?utm_source=banner", path: "/home",
            route: "home", screen: .home),
        Link(
            url: "raycipe://home", path: "/home",
            route: "home", screen: .home),
    ]

    static func table() throws -> RouteTable {
        try RouteTable(routesFile: routesText, fileName: "<built-in>")
    }

    /// The same routes without a scheme (`/recipes/:id(int)`): the table a bare path
    /// lookup runs on, for comparing full links with paths.
    static func pathTable() throws -> RouteTable {
        let lines = try RouteLine.parse(routesText, fileName: "<built-in>")
            .filter { $0.pattern.hasPrefix("raycipe://") }
            .map { RouteDefinition(name: $0.name, pattern: "/" + $0.pattern.dropFirst("raycipe://".count)) }
        return try RouteTable(lines)
    }

    /// The routes, for the hand-written baseline.
    static func routes() throws -> [RouteLine] {
        try RouteLine.parse(routesText, fileName: "<built-in>")
    }
}
