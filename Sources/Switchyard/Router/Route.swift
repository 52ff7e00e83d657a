/// One route of a ``Router``: a name, one or more patterns, and how a match becomes the
/// app's own value.
///
/// The typed form is the one to write: the closure takes the route's parameters as typed
/// values, in the order the pattern captures them (the path's, left to right, then the query
/// constraints'). When the router is built, the types are checked against every pattern of the
/// route; a mismatch is a ``RouteTableError`` naming the route, the pattern and the column.
///
/// ```swift
/// Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in
///     .recipe(id: id)
/// }
/// Route("home", "raycipe://home", to: .home)
/// Route("profile", "raycipe://profile", to: .profile).requires("signedIn")
/// ```
///
/// A route declared once as a ``RouteDeclaration`` also builds its URLs from typed values
/// (``Router/url(for:_:query:fragment:scheme:form:)``). A closure that reads the match itself
/// (query items the pattern does not constrain, the fragment) takes a ``MatchView``: the
/// dynamic form.
public struct Route<Destination: Sendable>: Sendable {
    let name: String
    let patterns: [String]
    let destination: RouteDestination<Destination>
    /// The box of the destination closure, kept here: `destination` refers to it uncounted.
    let closure: (any AnyObject & Sendable)?
    /// The parameter types of a typed closure, checked against each pattern; `nil` for the
    /// other forms.
    let signature: RouteSignature?
    /// The conditions set with ``requires(_:)``, in the order written.
    var requirements: [String] = []
    /// The HTTP methods the route answers; empty: every method.
    @usableFromInline var methods: [HTTPMethod] = []

    /// A route whose destination is made from its parameters, typed, in the order the pattern
    /// captures them: the typed form.
    ///
    /// ```swift
    /// Route("recipe.share", "raycipe://share?recipeID=:recipeID(int)") { (recipeID: Int) in .share(recipeID: recipeID) }
    /// Route("repo", "/repos/:owner/:repo") { (owner: Substring, repo: Substring) in .repo(String(owner), String(repo)) }
    /// ```
    ///
    /// `String` and `Substring` read `:name` and `**name`; `Int`, `Double`, `Bool` and `UUID`
    /// read `:name(int)`, `:name(double)`, `:name(bool)` and `:name(uuid)`; a custom
    /// ``RouteParameter`` reads the type its name registers. A `Substring` is a slice of the URL
    /// string when the value needs no decoding.
    @inlinable
    public init<each Value: RouteParameter>(
        _ name: String, _ pattern: String, _ morePatterns: String...,
        destination: @escaping @Sendable (repeat each Value) -> Destination
    ) {
        self.init(name: name, patterns: [pattern] + morePatterns, typed: destination)
    }

    /// The route `declaration` declares, its destination made from its parameters, typed as the
    /// declaration types them.
    ///
    /// ```swift
    /// enum Links {
    ///     static let recipe = RouteDeclaration("recipe.detail", "raycipe://recipes/:id(int)", capturing: Int.self)
    /// }
    /// Route(Links.recipe) { id in .recipe(id: id) }
    /// ```
    @inlinable
    public init<each Value: RouteParameter>(
        _ declaration: RouteDeclaration<(repeat each Value)>,
        destination: @escaping @Sendable (repeat each Value) -> Destination
    ) {
        self.init(name: declaration.name, patterns: declaration.patterns, typed: destination)
        methods = declaration.methods
    }

    /// A route whose closure reads the borrowed match: the dynamic form, for what the typed form
    /// does not reach (query items the pattern does not constrain, the fragment, parameters by
    /// name).
    ///
    /// ```swift
    /// Route("search", "raycipe://search") { (match: MatchView) in
    ///     .search(terms: match.queryValue("q") ?? "")
    /// }
    /// ```
    ///
    /// A parameter read by a name the pattern does not have, or as a type it does not convert
    /// to, throws; the router reports that as the route's failure (``Resolution/failed(_:_:)``)
    /// and stops debug builds.
    public init(
        _ name: String, _ pattern: String, _ morePatterns: String...,
        reading destination: @escaping @Sendable (MatchView) throws -> Destination
    ) {
        let closure = ViewClosure(destination)
        self.init(
            name: name, patterns: [pattern] + morePatterns, destination: .view(.passUnretained(closure)), closure: closure, signature: nil)
    }

    /// A route with a fixed destination.
    public init(_ name: String, _ pattern: String, _ morePatterns: String..., to destination: Destination) {
        self.init(name: name, patterns: [pattern] + morePatterns, destination: .fixed(destination), closure: nil, signature: nil)
    }

    /// The route `declaration` declares, with a fixed destination.
    public init<Values>(_ declaration: RouteDeclaration<Values>, to destination: Destination) {
        self.init(name: declaration.name, patterns: declaration.patterns, destination: .fixed(destination), closure: nil, signature: nil)
        methods = declaration.methods
    }

    /// A route needs a pattern: the name alone does not compile (were it the pattern, the name
    /// was forgotten).
    @available(*, unavailable, message: "a route needs a name and at least one pattern: Route(\"recipe.detail\", \"raycipe://recipes/:id(int)\") { (id: Int) in … }")
    public init<each Value: RouteParameter>(_ name: String, destination: @escaping @Sendable (repeat each Value) -> Destination) {
        fatalError("unavailable")
    }

    /// A route needs a pattern: the name alone does not compile.
    @available(*, unavailable, message: "a route needs a name and at least one pattern: Route(\"home\", \"raycipe://home\", to: .home)")
    public init(_ name: String, to destination: Destination) {
        fatalError("unavailable")
    }

    /// A typed route: the closure wrapped for both kinds of match, specialised for its types.
    @inlinable
    init<each Value: RouteParameter>(name: String, patterns: [String], typed destination: @escaping @Sendable (repeat each Value) -> Destination) {
        let closure = TypedClosure<Destination>(
            fromView: { (view, url, result) throws(ParameterError) in
                var position = 0
                result = destination(repeat try view.positional(&position, as: (each Value).self, in: url))
            },
            fromMatch: { (match, result) throws(ParameterError) in
                var position = 0
                result = destination(repeat try match.positional(&position, as: (each Value).self, in: nil))
            })
        self.init(
            name: name, patterns: patterns, destination: .typed(.passUnretained(closure)), closure: closure,
            signature: RouteSignature(repeat (each Value).self))
    }

    @usableFromInline
    init(
        name: String, patterns: [String], requirements: [String] = [], destination: RouteDestination<Destination>,
        closure: (any AnyObject & Sendable)?, signature: RouteSignature?
    ) {
        self.name = name
        self.patterns = patterns
        self.requirements = requirements
        self.destination = destination
        self.closure = closure
        self.signature = signature
    }

    /// This route, needing `conditions` before a link to it is delivered.
    ///
    /// The conditions are names the app defines (`signedIn`, `onboarded`); the router matches
    /// regardless, and an inbox of arriving links holds a link to this route until the app
    /// reports every condition as met. The table exposes them as
    /// ``RouteTable/requirements(ofRoute:)``. Calling it again adds to the list; a name
    /// given twice is kept once.
    ///
    /// ```swift
    /// Route("profile", "raycipe://profile", to: .profile).requires("signedIn")
    /// Route("recipe.mine", "raycipe://mine/:id(int)") { (id: Int) in .mine(id) }
    ///     .requires("signedIn", "onboarded")
    /// ```
    public func requires(_ conditions: String...) -> Route {
        requiring(conditions)
    }

    /// This route, answering only `methods` (a server's route; a route that names none
    /// answers every method). Calling it again adds to the list.
    ///
    /// ```swift
    /// Route("repos.get", "/repos/:owner/:repo") { (owner: Substring, repo: Substring) in .repo(owner, repo) }
    ///     .methods(.get)
    /// Route("repos.delete", "/repos/:owner/:repo") { (owner: Substring, repo: Substring) in .deleteRepo(owner, repo) }
    ///     .methods(.delete)
    /// ```
    public func methods(_ methods: HTTPMethod...) -> Route {
        var route = self
        for method in methods where !route.methods.contains(method) {
            route.methods.append(method)
        }
        return route
    }

    /// This route with `methods` as its methods.
    func withMethods(_ methods: [HTTPMethod]) -> Route {
        var route = self
        route.methods = methods
        return route
    }

    /// This route, needing `conditions` as well.
    func requiring(_ conditions: [String]) -> Route {
        var route = self
        for condition in conditions where !route.requirements.contains(condition) {
            route.requirements.append(condition)
        }
        return route
    }
}

/// Routes that share a scheme, a host or a path prefix.
///
/// Patterns inside a group that have no scheme of their own are prefixed: with
/// `RouteGroup(scheme: "https", host: "raycipe.example.com")`, `/recipes/:id(int)` becomes
/// `https://raycipe.example.com/recipes/:id(int)`; with `RouteGroup(scheme: "raycipe")`, it
/// becomes `raycipe://recipes/:id(int)`. A host without a scheme means `https`. Patterns that
/// name a scheme are kept as written.
///
/// ```swift
/// RouteGroup(scheme: "https", host: "raycipe.example.com") {
///     Route("recipe.list", "/recipes", to: .recipes)
///     RouteGroup(path: "/recipes") {
///         Route("recipe.new", "/new", to: .newRecipe)
///     }
/// }
/// ```
public struct RouteGroup<Destination: Sendable>: Sendable {
    let routes: [Route<Destination>]

    /// Groups routes under a common scheme, host or path prefix, prepended to each pattern that
    /// has none of its own (a host alone means `https`).
    public init(
        scheme: String? = nil, host: String? = nil, path: String = "",
        @RoutesBuilder<Destination> _ routes: () -> [Route<Destination>]
    ) {
        let prefix = Self.prefix(scheme: scheme, host: host, path: path)
        self.routes = routes().map { route in
            Route(
                name: route.name, patterns: route.patterns.map { PatternPrefix.apply(prefix, to: $0) },
                requirements: route.requirements, destination: route.destination,
                closure: route.closure, signature: route.signature
            ).withMethods(route.methods)
        }
    }

    private static func prefix(scheme: String?, host: String?, path: String) -> String {
        var prefix = ""
        // A host alone means a web link over https.
        if let scheme = scheme ?? (host == nil ? nil : "https") { prefix = scheme + "://" + (host ?? "") }
        let trimmedPath = path.drop(while: { $0 == "/" })
        if !trimmedPath.isEmpty { prefix += (prefix.isEmpty || host != nil ? "/" : "") + trimmedPath }
        return prefix
    }

}
