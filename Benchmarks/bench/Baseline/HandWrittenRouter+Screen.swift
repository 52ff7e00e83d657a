/// The app's own conversion, by hand, of a hand-written match's strings and query items
/// into `RecipeApp.Screen`: the baseline of `FullURL`.
extension HandWrittenRouter {
    /// The screen `url` opens, or `nil` for no match or a value that does not convert.
    func screen(for url: String) -> RecipeApp.Screen? {
        guard let match = match(url) else { return nil }
        func query(_ name: String) -> String? {
            match.queryItems.first(where: { $0.name == name })?.value
        }
        switch match.name {
        case "home": return .home
        case "recipe.list": return .recipes(sort: query("sort"))
        case "recipe.new": return .newRecipe
        case "recipe.detail":
            guard let id = match.parameters["id"].flatMap({ Int($0) }) else { return nil }
            return .recipe(id: id, servings: query("servings").flatMap { Int($0) })
        case "recipe.slug": return match.parameters["slug"].map { .recipeNamed(slug: $0) }
        case "recipe.share": return query("recipeID").flatMap { Int($0) }.map { .share(recipeID: $0) }
        default: return nil
        }
    }
}
