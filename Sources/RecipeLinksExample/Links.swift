import Switchyard
import SwitchyardLinks

/// The recipe app's screens. A card is the user's own shopping card: it needs a signed-in
/// user, and below confidence `unique` only its public page may be shown.
enum Screen: Sendable, Hashable {
    case home, newRecipe
    case recipe(id: Int)
    case card(id: Int)
    case publicCard(id: Int)

    /// The screen that shows nothing personal: what a link below `unique` may open.
    var publicPage: Screen {
        if case .card(let id) = self { return .publicCard(id: id) }
        return self
    }
}

enum Links {
    static let home = RouteDeclaration("home", "raycipe://home", "https://raycipe.example.com/")
    static let newRecipe = RouteDeclaration("recipe.new", "raycipe://recipes/new", "https://raycipe.example.com/recipes/new")
    static let recipe = RouteDeclaration(
        "recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)", capturing: Int.self)
    static let card = RouteDeclaration("card", "raycipe://cards/:id(int)", "https://raycipe.example.com/cards/:id(int)", capturing: Int.self)

    /// The app's bundle ID: the scheme of its dynamic-link callbacks.
    static let bundleID = "com.example.raycipe"
    /// The app's own link service: its short links (`https://l.raycipe.example.com/AbCd`).
    static let linkDomain = "https://l.raycipe.example.com"

    static let router: Router<Screen> = {
        do {
            return try Router<Screen> {
                Route(Links.home, to: .home)
                Route(Links.newRecipe, to: .newRecipe)
                Route(Links.recipe) { id in .recipe(id: id) }
                Route(Links.card) { id in .card(id: id) }.requires("signedIn")
            }
        } catch {
            fatalError("the app's route table does not build: \(error)")
        }
    }()

    /// Dynamic links under the Firebase hosts and under the app's own link domain.
    static let decoder: DynamicLinkDecoder = {
        do {
            return DynamicLinkDecoder(prefixes: [try DynamicLinkPrefix(linkDomain)])
        } catch {
            fatalError("the app's link domain is not a prefix: \(error)")
        }
    }()
}
