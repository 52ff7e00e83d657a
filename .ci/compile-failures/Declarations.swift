// Shared by the URL-building fixtures: a declared route and a router with it.
import Switchyard

enum Links {
    static let recipe = RouteDeclaration("recipe.detail", "raycipe://recipes/:id(int)", capturing: Int.self)
}

let router = try! Router<Int> {
    Route(Links.recipe) { id in id }
}
