/// A route table written once, declaratively, mapping URLs to a value of the app's own type.
///
/// ```swift
/// enum Screen: Sendable, Equatable {
///     case home, recipes, newRecipe, recipe(id: Int), recipeSlug(String), share(recipeID: Int)
/// }
///
/// let router = try Router<Screen> {
///     Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
///     Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { route in
///         .recipe(id: try route.parameter("id"))
///     }
///     RouteGroup(scheme: "raycipe") {
///         Route("recipe.new", "/recipes/new", to: .newRecipe)
///         Route("recipe.share", "/share?recipeID=:recipeID(int)") { .share(recipeID: try $0.parameter("recipeID")) }
///     }
/// }
/// router.destination(for: "raycipe://recipes/2")   // .recipe(id: 2)
/// ```
///
/// Building validates every pattern and rejects conflicts (all problems at once, as
/// ``RouteTableError``); the router is immutable and `Sendable`.
public struct Router<Destination: Sendable>: Sendable {
    /// The compiled table behind the router: use it to match, explain or build URLs.
    public let table: RouteTable
    /// One entry per definition of the table, in table order.
    @usableFromInline
    let destinations: [RouteDestination<Destination>]
    /// True when no route's closure takes an owned ``RouteMatch``: lookups then lend the
    /// closures a ``RouteContext`` and make no match.
    @usableFromInline
    let lendsContexts: Bool
    /// The routes' closure boxes, which `destinations` refers to without counting.
    let closures: [any AnyObject & Sendable]

    /// Builds a router from routes written with ``RoutesBuilder``.
    public init(options: RouteTableOptions = RouteTableOptions(), @RoutesBuilder<Destination> _ routes: () -> [Route<Destination>]) throws(RouteTableError) {
        var definitions: [RouteDefinition] = []
        var destinations: [RouteDestination<Destination>] = []
        var closures: [any AnyObject & Sendable] = []
        for route in routes() {
            if let closure = route.closure { closures.append(closure) }
            for pattern in route.patterns {
                definitions.append(RouteDefinition(name: route.name, pattern: pattern, requirements: route.requirements))
                destinations.append(route.destination)
            }
        }
        self.table = try RouteTable(definitions, options: options)
        self.destinations = destinations
        self.lendsContexts = !destinations.contains { $0.takesMatch }
        self.closures = closures
    }

    /// Routes `url` to a destination, or says why it could not.
    ///
    /// `@inlinable` so that it is specialised for the app's `Destination` type.
    @inlinable
    public func resolve(_ url: String) -> Resolution<Destination> {
        resolve(matched: table.match(url))
    }

    /// The destination for `url`, or `nil` when it matches no route (or the route's closure throws).
    ///
    /// The fast way to route: it looks `url` up as ``RouteTable/withMatch(_:_:)`` does and
    /// hands the route's closure a ``RouteContext`` borrowed from the lookup, so no
    /// ``RouteMatch`` and no ``Resolution`` is made. (In a router where some route's closure
    /// takes a ``RouteMatch``, every lookup makes one, as ``resolve(_:)-(String)`` does.)
    @inlinable
    public func destination(for url: String) -> Destination? {
        if _fastPath(lendsContexts) {
            // The lookup outermost, the destinations' buffer taken inside its closure: the
            // other way round, the lookup sat in the buffer's closure, which the optimizer
            // called rather than inlined, one call more on every lookup.
            return table.withMatch(url) { view in
                guard let route = view.routeIndex else { return nil }
                return destinations.withUnsafeBufferPointer { try? $0[route].destination(of: view) }
            }
        }
        guard case .matched(let match) = table.match(url) else { return nil }
        return try? destinations[match.routeIndex].destination(of: match)
    }
}

/// What a ``Router`` made of a URL.
public enum Resolution<Destination: Sendable>: Sendable {
    /// The URL matched a route, which produced this destination.
    case matched(Destination, RouteMatch)
    /// The URL matched no route.
    case notMatched(NoMatch)
    /// The URL matched a route, but the route's closure threw: usually a ``ParameterError``
    /// (a parameter that does not convert to the type asked for).
    case failed(any Error, RouteMatch)

    /// The destination, when there is one.
    public var destination: Destination? {
        if case .matched(let destination, _) = self { return destination }
        return nil
    }
}
