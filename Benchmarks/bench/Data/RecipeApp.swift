import Switchyard

/// The recipe app of the FullURL suites: its routes, the screens it opens, and
/// the links it receives (custom scheme and universal links, with query items).
enum RecipeApp {
    /// The app's own type, what a link is turned into.
    enum Screen: Equatable, Sendable {
        case recipes
        case recipe(id: Int)
        case newRecipe
        case collection(id: Int)
        case profile(user: String)
    }

    /// A link, the route that must win, and the screen it must open.
    struct Link: Sendable {
        var url: String
        /// The same link's path alone, for `FullURL:Path`.
        var path: String
        var route: String
        var screen: Screen
    }

    static let routes: [RouteLine] = [
        RouteLine(name: "recipe.list", pattern: "raycipe://recipes"),
        RouteLine(name: "recipe.list", pattern: "https://raycipe.example.com/recipes"),
        RouteLine(name: "recipe.new", pattern: "raycipe://recipes/new"),
        RouteLine(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)"),
        RouteLine(name: "recipe.detail", pattern: "https://raycipe.example.com/recipes/:id(int)"),
        RouteLine(name: "collection.detail", pattern: "raycipe://collections/:id(int)"),
        RouteLine(name: "collection.detail", pattern: "https://raycipe.example.com/collections/:id(int)"),
        RouteLine(name: "profile", pattern: "raycipe://users/:user"),
        RouteLine(name: "profile", pattern: "https://raycipe.example.com/users/:user"),
    ]

    static let links: [Link] = [
        Link(url: "raycipe://recipes/2?utm_source=qr", path: "/recipes/2", route: "recipe.detail", screen: .recipe(id: 2)),
        Link(url: "https://raycipe.example.com/recipes/1234?utm_source=mail&utm_campaign=autumn", path: "/recipes/1234", route: "recipe.detail", screen: .recipe(id: 1234)),
        Link(url: "raycipe://recipes?sort=new", path: "/recipes", route: "recipe.list", screen: .recipes),
        Link(url: "raycipe://recipes/new?from=widget", path: "/recipes/new", route: "recipe.new", screen: .newRecipe),
        Link(url: "https://raycipe.example.com/collections/77?ref=share", path: "/collections/77", route: "collection.detail", screen: .collection(id: 77)),
        Link(url: "raycipe://users/ada?tab=saved", path: "/users/ada", route: "profile", screen: .profile(user: "ada")),
    ]

    static func table() throws -> RouteTable {
        try RouteTable(routes.map { RouteDefinition(name: $0.name, pattern: $0.pattern) })
    }
}
