import Switchyard

extension RecipeApp {
    /// The built-in table's routes written with the declarative `Router`, each route's
    /// closure turning the match into a `Screen` (parameters read by keys made once, query
    /// values read in place with `queryValue`): what an app writes with Switchyard.
    static func router() throws -> Router<Screen> {
        // Keys made once, as a hot path reads parameters.
        let id = ParameterKey("id")
        let slug = ParameterKey("slug")
        let recipeID = ParameterKey("recipeID")
        return try Router<Screen> {
            Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
            Route("recipe.list", "raycipe://recipes", "https://raycipe.example.com/recipes") { match in
                .recipes(sort: try match.queryValue("sort", as: String.self))
            }
            Route("recipe.new", "raycipe://recipes/new", "https://raycipe.example.com/recipes/new", to: .newRecipe)
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { match in
                .recipe(id: try match.parameter(id, as: Int.self), servings: try match.queryValue("servings", as: Int.self))
            }
            Route("recipe.slug", "raycipe://recipes/:slug", "https://raycipe.example.com/recipes/:slug") { match in
                .recipeNamed(slug: try match.parameter(slug, as: String.self))
            }
            Route("recipe.share", "raycipe://share?recipeID=:recipeID(int)", "https://raycipe.example.com/share?recipeID=:recipeID(int)") { match in
                .share(recipeID: try match.parameter(recipeID, as: Int.self))
            }
        }
    }
}
