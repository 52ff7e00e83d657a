/// A route declared once: its name, its patterns and the types of its parameters, used both to
/// route (`Route(declaration) { … }`) and to build its URLs from typed values
/// (``Router/url(for:_:query:fragment:scheme:form:)``).
///
/// `Values` is the parameters' types in the order the patterns capture them: `Int` for one,
/// a tuple such as `(String, Int)` for several, `Void` for none. A value missing, a value of the
/// wrong type, or a declaration that does not exist is then a compile error, not a URL that
/// fails at run time. The router checks the types against every pattern when it is built.
///
/// ```swift
/// enum Links {
///     static let recipe = RouteDeclaration("recipe.detail", "raycipe://recipes/:id(int)", capturing: Int.self)
///     static let home = RouteDeclaration("home", "raycipe://home")
/// }
/// let router = try Router<Screen> {
///     Route(Links.recipe) { id in .recipe(id: id) }
///     Route(Links.home, to: .home)
/// }
/// try router.url(for: Links.recipe, 2)    // "raycipe://recipes/2"
/// ```
public struct RouteDeclaration<Values>: Sendable {
    /// The route's name.
    public let name: String
    /// The route's patterns, in order.
    public let patterns: [String]
    /// The HTTP methods the route answers; empty: every method (``methods(_:)``).
    public private(set) var methods: [HTTPMethod] = []
    /// The parameters' types, as the router checks them.
    let signature: RouteSignature

    /// Declares a route whose patterns capture parameters of the types given, in order.
    ///
    /// ```swift
    /// RouteDeclaration("repo", "/repos/:owner/:repo", capturing: String.self, String.self)
    /// ```
    public init<each Value: RouteParameter>(
        _ name: String, _ pattern: String, _ morePatterns: String..., capturing types: repeat (each Value).Type
    ) where Values == (repeat each Value) {
        self.name = name
        self.patterns = [pattern] + morePatterns
        self.signature = RouteSignature(repeat each types)
    }
}

extension RouteDeclaration {
    /// This declaration, for a route that answers only `methods`; the routes made from it
    /// answer those.
    ///
    /// ```swift
    /// static let deleteRepo = RouteDeclaration("repos.delete", "/repos/:owner/:repo", capturing: Substring.self, Substring.self)
    ///     .methods(.delete)
    /// ```
    public func methods(_ methods: HTTPMethod...) -> RouteDeclaration {
        var declaration = self
        for method in methods where !declaration.methods.contains(method) {
            declaration.methods.append(method)
        }
        return declaration
    }
}

extension RouteDeclaration: CustomStringConvertible {
    /// The name, the parameters' types and the patterns: `recipe.detail(Int) raycipe://recipes/:id(int)`.
    public var description: String {
        "\(name)(\(signature.swiftNames.joined(separator: ", "))) " + patterns.joined(separator: " ")
    }
}
