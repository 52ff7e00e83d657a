import Switchyard

extension RecipeApp {
    /// The built-in table's routes written with the declarative `Router`, each route's
    /// closure turning the borrowed `MatchView` into a `Screen` (parameters read by keys
    /// made once, query values read in place with `queryValue`): what an app writes with
    /// Switchyard.
    static func router() throws -> Router<Screen> {
        // Keys made once, as a hot path reads parameters.
        let id = ParameterKey("id")
        let slug = ParameterKey("slug")
        let recipeID = ParameterKey("recipeID")
        return try Router<Screen> {
            Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
            Route("recipe.list", "raycipe://recipes", "https://raycipe.example.com/recipes") { route in
                .recipes(sort: try route.queryValue("sort", as: String.self))
            }
            Route("recipe.new", "raycipe://recipes/new", "https://raycipe.example.com/recipes/new", to: .newRecipe)
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { route in
                .recipe(id: try route.parameter(id, as: Int.self), servings: try route.queryValue("servings", as: Int.self))
            }
            Route("recipe.slug", "raycipe://recipes/:slug", "https://raycipe.example.com/recipes/:slug") { route in
                .recipeNamed(slug: try route.parameter(slug, as: String.self))
            }
            Route("recipe.share", "raycipe://share?recipeID=:recipeID(int)", "https://raycipe.example.com/share?recipeID=:recipeID(int)") { route in
                .share(recipeID: try route.parameter(recipeID, as: Int.self))
            }
        }
    }
}
