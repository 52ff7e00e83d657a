/// One route of a ``Router``: a name, one or more patterns, and how a match becomes the
/// app's own value.
///
/// The destination closure reads the matched route through a ``RouteContext``: borrowed from
/// the lookup, so that ``Router/destination(for:)-(String)`` makes no ``RouteMatch``, copies nothing
/// and counts no reference. A closure that needs an owned match (to keep it, or for
/// ``RouteMatch/query``) can take a ``RouteMatch`` instead; Swift picks the context form
/// whenever the closure's body reads only what a context offers.
///
/// ```swift
/// Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { route in
///     .recipe(id: try route.parameter("id"))
/// }
/// Route("home", "raycipe://home", to: .home)
/// Route("profile", "raycipe://profile", to: .profile).requires("signedIn")
/// ```
public struct Route<Destination: Sendable>: Sendable {
    let name: String
    let patterns: [String]
    let destination: RouteDestination<Destination>
    /// The box of the destination closure, kept here: `destination` refers to it uncounted.
    let closure: (any AnyObject & Sendable)?
    /// The conditions set with ``requires(_:)``, in the order written.
    var requirements: [String] = []

    /// A route whose destination is computed from the matched route, borrowed (typed
    /// parameters, query values): the fast form.
    ///
    /// ```swift
    /// Route("recipe.share", "raycipe://share?recipeID=:recipeID(int)") { route in
    ///     .share(recipeID: try route.parameter("recipeID"), source: route.queryValue("utm_source"))
    /// }
    /// ```
    public init(
        _ name: String, _ patterns: String...,
        destination: @escaping @Sendable (RouteContext) throws -> Destination
    ) {
        let closure = ContextClosure(destination)
        self.init(name: name, patterns: patterns, destination: .context(.passUnretained(closure)), closure: closure)
    }

    /// A route whose destination is computed from an owned match: for a closure that keeps
    /// the match or reads what only a ``RouteMatch`` has (its ``RouteMatch/query`` items).
    ///
    /// ```swift
    /// Route("search", "raycipe://search") { (match: RouteMatch) in
    ///     .search(terms: match.query.all("q"))
    /// }
    /// ```
    @_disfavoredOverload
    public init(
        _ name: String, _ patterns: String...,
        destination: @escaping @Sendable (RouteMatch) throws -> Destination
    ) {
        let closure = MatchClosure(destination)
        self.init(name: name, patterns: patterns, destination: .match(.passUnretained(closure)), closure: closure)
    }

    /// A route with a fixed destination.
    public init(_ name: String, _ patterns: String..., to destination: Destination) {
        self.init(name: name, patterns: patterns, destination: .fixed(destination), closure: nil)
    }

    init(
        name: String, patterns: [String], requirements: [String] = [], destination: RouteDestination<Destination>,
        closure: (any AnyObject & Sendable)?
    ) {
        self.name = name
        self.patterns = patterns
        self.requirements = requirements
        self.destination = destination
        self.closure = closure
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
    /// Route("recipe.mine", "raycipe://mine/:id(int)") { .mine(try $0.parameter("id")) }
    ///     .requires("signedIn", "onboarded")
    /// ```
    public func requires(_ conditions: String...) -> Route {
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
                name: route.name, patterns: route.patterns.map { Self.apply(prefix, to: $0) },
                requirements: route.requirements, destination: route.destination,
                closure: route.closure)
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

    private static func apply(_ prefix: String, to pattern: String) -> String {
        // A scheme is `scheme://` at the start, not a `://` inside a query value.
        let hasScheme =
            pattern.utf8.withContiguousStorageIfAvailable { PatternParser.schemeSeparator($0, 0..<$0.count) != nil }
            ?? Array(pattern.utf8).withUnsafeBufferPointer { PatternParser.schemeSeparator($0, 0..<$0.count) != nil }
        if hasScheme || prefix.isEmpty { return pattern }
        let body = pattern.drop(while: { $0 == "/" })
        if body.isEmpty || body.first == "?" { return prefix + body }
        return prefix + (prefix.hasSuffix("://") ? "" : "/") + body
    }
}
