import Switchyard

extension RecipeApp {
    /// The built-in table's routes written with the declarative `Router`, as an app writes
    /// them: typed closures for the parameters, and the dynamic form (a closure over the
    /// borrowed `MatchView`) where a route also reads a query item its pattern does not
    /// constrain (`sort`, `servings`).
    static func router() throws -> Router<Screen> {
        // A key made once, as a hot path reads a parameter by name.
        let id = ParameterKey("id")
        return try Router<Screen> {
            Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
            Route("recipe.list", "raycipe://recipes", "https://raycipe.example.com/recipes") { (route: MatchView) in
                .recipes(sort: try route.queryValue("sort", as: String.self))
            }
            Route("recipe.new", "raycipe://recipes/new", "https://raycipe.example.com/recipes/new", to: .newRecipe)
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (route: MatchView) in
                .recipe(id: try route.parameter(id, as: Int.self), servings: try route.queryValue("servings", as: Int.self))
            }
            Route("recipe.slug", "raycipe://recipes/:slug", "https://raycipe.example.com/recipes/:slug") { (slug: String) in
                .recipeNamed(slug: slug)
            }
            Route("recipe.share", "raycipe://share?recipeID=:recipeID(int)", "https://raycipe.example.com/share?recipeID=:recipeID(int)") { (recipeID: Int) in
                .share(recipeID: recipeID)
            }
        }
    }
}
