/// The recipe app: the table every command uses when no `--routes` is given.
enum BuiltInTable {
    static let fileName = "<built-in>"

    static let text = """
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
}
