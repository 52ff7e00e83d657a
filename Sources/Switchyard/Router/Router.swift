/// A route table written once, declaratively, mapping URLs to a value of the app's own type.
///
/// ```swift
/// enum Screen: Sendable, Equatable {
///     case home, recipes, newRecipe, recipe(id: Int), recipeSlug(String), share(recipeID: Int)
/// }
///
/// let router = try Router<Screen> {
///     Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
///     Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in
///         .recipe(id: id)
///     }
///     RouteGroup(scheme: "raycipe") {
///         Route("recipe.new", "/recipes/new", to: .newRecipe)
///         Route("recipe.share", "/share?recipeID=:recipeID(int)") { (recipeID: Int) in .share(recipeID: recipeID) }
///     }
/// }
/// router.destination(for: "raycipe://recipes/2")   // .recipe(id: 2)
/// ```
///
/// Building validates every pattern, rejects conflicts and checks each typed route's parameter
/// types against each of its patterns (all problems at once, as ``RouteTableError``); the
/// router is immutable and `Sendable`.
public struct Router<Destination: Sendable>: Sendable {
    /// The compiled table behind the router: use it to match, explain or build URLs.
    public let table: RouteTable
    /// One entry per definition of the table, in table order.
    @usableFromInline
    let destinations: [RouteDestination<Destination>]
    /// The routes' closure boxes, which `destinations` refers to without counting.
    let closures: [any AnyObject & Sendable]

    /// Builds a router from routes written with ``RoutesBuilder``.
    ///
    /// - Throws: ``RouteTableError`` with every problem: a pattern that does not parse, routes
    ///   that conflict, a route name written like a pattern, a typed route whose closure's types
    ///   do not fit one of its patterns, and a route whose patterns capture different
    ///   parameters.
    public init(options: RouteTableOptions = RouteTableOptions(), @RoutesBuilder<Destination> _ routes: () -> [Route<Destination>]) throws(RouteTableError) {
        let routes = routes()
        var definitions: [RouteDefinition] = []
        var destinations: [RouteDestination<Destination>] = []
        var closures: [any AnyObject & Sendable] = []
        for route in routes {
            if let closure = route.closure { closures.append(closure) }
            for pattern in route.patterns {
                definitions.append(RouteDefinition(name: route.name, pattern: pattern, methods: route.methods, requirements: route.requirements))
                destinations.append(route.destination)
            }
        }
        let declarationProblems = RouteDeclarationCheck.problems(names: routes.map(\.name))
        let table: RouteTable
        do {
            table = try RouteTable(definitions, options: options)
        } catch {
            throw RouteTableError(problems: declarationProblems + error.problems)
        }
        let problems = declarationProblems + RouteDeclarationCheck.problems(of: routes, in: table)
        if !problems.isEmpty { throw RouteTableError(problems: problems) }
        self.table = table
        self.destinations = destinations
        self.closures = closures
    }

    /// Routes `url` to a destination, or says why it could not.
    ///
    /// `@inlinable` so that it is specialised for the app's `Destination` type.
    @inlinable
    public func resolve(_ url: String) -> Resolution<Destination> {
        resolve(matched: table.match(url))
    }

    /// The destination for `url`, or `nil` when it matches no route.
    ///
    /// The fast way to route: it looks `url` up as ``RouteTable/withMatch(_:_:)`` does and
    /// hands the route's closure its parameters (or a ``MatchView``) straight from the lookup,
    /// so no ``RouteMatch`` and no ``Resolution`` is made.
    ///
    /// A route whose closure fails is a programming error, not a miss: a parameter read by a
    /// name its pattern does not have, or as a type it does not convert to. Debug builds stop
    /// there, naming the route; release builds return `nil`. ``resolve(_:)-(String)`` reports
    /// it as ``Resolution/failed(_:_:)``, with the error and the route.
    @inlinable
    public func destination(for url: String) -> Destination? {
        // The lookup outermost, the destinations' buffer taken inside its closure: the other
        // way round, the lookup sat in the buffer's closure, which the optimizer called rather
        // than inlined, one call more on every lookup.
        table.withMatch(url) { view in destination(of: view, in: url) }
    }

    /// The destination of the route `view` found, or `nil` for a miss or a failing closure
    /// (reported by ``routeFailed(_:_:)``); `url` is the string the view reads, when there is one.
    @inlinable @inline(__always)
    func destination(of view: MatchView, in url: String?) -> Destination? {
        guard let route = view.routeIndex else { return nil }
        return destinations.withUnsafeBufferPointer { destinations in
            do {
                return try destinations[route].destination(of: view, in: url)
            } catch {
                routeFailed(route, error)
                return nil
            }
        }
    }

    /// A route's closure failed: in debug builds, stops with the route and the error when the
    /// failure is a programming error (a parameter of the route, or a name it does not have).
    @usableFromInline @inline(never)
    func routeFailed(_ route: Int, _ error: any Error) {
        guard let error = error as? ParameterError else { return }
        let names = table.namedParameters(ofRoute: route).map(\.name)
        guard error.kind == .missing || names.contains(error.name) else { return }
        assertionFailure("route '\(table.storage.names[route])' (\(table.storage.patterns[route])) failed on its parameter: \(error)")
    }
}

/// What a ``Router`` made of a URL.
public enum Resolution<Destination: Sendable>: Sendable {
    /// The URL matched a route, which produced this destination.
    case matched(Destination, RouteMatch)
    /// The URL matched no route.
    case notMatched(NoMatch)
    /// The URL matched a route, but the route's closure failed: a ``ParameterError`` (a value
    /// that does not convert to the type asked for, a name the route does not have), or the
    /// app's own error, thrown by a closure over a ``MatchView``.
    case failed(any Error, RouteMatch)

    /// The destination, when there is one.
    public var destination: Destination? {
        if case .matched(let destination, _) = self { return destination }
        return nil
    }
}
