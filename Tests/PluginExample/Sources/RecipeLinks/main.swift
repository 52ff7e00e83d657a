import Switchyard

// RecipesRoutes is generated from recipes.routes by the build-tool plugin.
let router = try Router<Screen>(options: RecipesRoutes.Table.options) {
    Route(RecipesRoutes.home, to: .home)
    Route(RecipesRoutes.recipeDetail) { id in .recipe(id: id) }
    Route(RecipesRoutes.recipeNew, to: .newRecipe)
    Route(RecipesRoutes.recipesCuisine) { cuisine, page in .cuisine(cuisine, page: page) }
    Route(RecipesRoutes.search) { query in .search(query) }
    Route(RecipesRoutes.profile, to: .profile).requires("signedIn")
}

for url in ["raycipe://recipes/2", "https://raycipe.example.com/recipes/2", "raycipe://cuisines/thai/3", "raycipe://search?q=soup", "raycipe://recipes/two"] {
    print(url, "->", router.destination(for: url).map { "\($0)" } ?? "no match")
}
print(try router.url(for: RecipesRoutes.recipeDetail, 2, scheme: "https"))
print(try router.url(for: RecipesRoutes.recipesCuisine, .italian, 1))
print(try router.url(for: RecipesRoutes.search, "pea soup"))

// The generated table is the file's, definition for definition.
let table = try RecipesRoutes.Table.make()
print(table, table.definitions == router.table.definitions ? "(the router's routes)" : "(differs from the router's routes)")
