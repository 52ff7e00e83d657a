/// Route tables that ship with the library: for trying it out, and shared by the command,
/// the tests and the benchmarks so that they all speak of the same table.
///
/// ```swift
/// let table = try RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")
/// table.match("raycipe://recipes/2").match?.routeName   // "recipe.detail"
/// ```
package enum ExampleRoutes {
    /// The recipe app (Raycipe): home, the recipe list, a new recipe, a recipe by numeric id,
    /// a recipe by slug and a share link carrying `recipeID` in the query, each as a
    /// custom-scheme link and as a universal link on `raycipe.example.com`. It is the
    /// `switchyard` command's built-in table.
    package static let recipeApp = """
        # The recipe app (Raycipe): custom-scheme links and the same screens as universal links.
        home             raycipe://home
        home             https://raycipe.example.com/
        recipe.list      raycipe://recipes
        recipe.list      https://raycipe.example.com/recipes
        recipe.new       raycipe://recipes/new
        recipe.new       https://raycipe.example.com/recipes/new
        recipe.detail    raycipe://recipes/:id(int)
        recipe.detail    https://raycipe.example.com/recipes/:id(int)
        recipe.slug      raycipe://recipes/:slug
        recipe.slug      https://raycipe.example.com/recipes/:slug
        recipe.share     raycipe://share?recipeID=:recipeID(int)
        recipe.share     https://raycipe.example.com/share?recipeID=:recipeID(int)

        """

    /// The recipe app with screens that need a signed-in, onboarded user: ``recipeApp`` and a
    /// profile (`requires=signedIn`) and a recipe's private notes (`requires=signedIn,onboarded`).
    /// It is the table of `switchyard inbox`, where links to these screens wait until the
    /// script grants the conditions.
    ///
    /// ```swift
    /// let table = try RouteTable(routesFile: ExampleRoutes.recipeAppWithAccounts, fileName: "<built-in>")
    /// table.requirements(ofRoute: table.match("raycipe://profile").match!.routeIndex)   // ["signedIn"]
    /// ```
    package static let recipeAppWithAccounts =
        recipeApp + """
            # Screens of a signed-in user: an inbox holds their links until the conditions are met.
            profile          raycipe://profile                              requires=signedIn
            profile          https://raycipe.example.com/profile            requires=signedIn
            recipe.notes     raycipe://recipes/:id(int)/notes               requires=signedIn,onboarded
            recipe.notes     https://raycipe.example.com/recipes/:id(int)/notes requires=signedIn,onboarded

            """
}
