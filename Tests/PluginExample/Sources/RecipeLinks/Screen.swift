/// The app's screens, which the routes lead to.
enum Screen: Sendable, Equatable {
    case home
    case recipe(id: Int)
    case newRecipe
    case cuisine(Cuisine, page: Int)
    case search(String)
    case profile
}
