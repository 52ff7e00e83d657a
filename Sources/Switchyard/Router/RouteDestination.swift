/// How one route of a ``Router`` turns a match into the app's value: a fixed value, a
/// closure over the borrowed ``RouteContext`` (the fast form), or a closure over an owned
/// ``RouteMatch``.
///
/// A closure is held in a ``RouteClosure`` box, by a reference that is not counted: the
/// ``Route`` (and then the ``Router``) keeps the box, so that a lookup calls the closure with
/// no retain and release of its captures.
@usableFromInline
enum RouteDestination<Destination: Sendable>: Sendable {
    /// The same value for every URL the route matches.
    case fixed(Destination)
    /// Computed from the matched route, borrowed: no ``RouteMatch`` is made for it.
    case context(Unmanaged<RouteClosure<Destination>>)
    /// Computed from an owned match.
    case match(Unmanaged<RouteClosure<Destination>>)

    /// True for a closure over an owned match.
    var takesMatch: Bool {
        if case .match = self { return true }
        return false
    }

    /// The destination of the route that `view` (a lookup that matched) found. A router
    /// lends views only when no route takes an owned match; should one, it gets a copy.
    ///
    /// - Throws: what the route's closure throws.
    @inlinable @inline(__always)
    func destination(of view: MatchView) throws -> Destination {
        switch self {
        case .fixed(let destination): return destination
        case .context(let box): return try box._withUnsafeGuaranteedRef { try $0.overContext!(RouteContext(view)) }
        case .match(let box): return try box._withUnsafeGuaranteedRef { try $0.overMatch!(view.makeMatch()!) }
        }
    }

    /// The destination of the route `match` found.
    ///
    /// - Throws: what the route's closure throws.
    @inlinable
    func destination(of match: RouteMatch) throws -> Destination {
        switch self {
        case .fixed(let destination): return destination
        case .match(let box): return try box._withUnsafeGuaranteedRef { try $0.overMatch!(match) }
        case .context(let box):
            var destination: Destination?
            try box._withUnsafeGuaranteedRef { box in try match.withContext { destination = try box.overContext!($0) } }
            return destination!
        }
    }
}

/// A route's destination closure, over a ``RouteContext`` or over an owned ``RouteMatch``, in a
/// box that ``Route`` and ``Router`` keep: a lookup calls it through a reference it does not
/// count. (Each closure's argument is a concrete type, not a generic one, so that it is called
/// as written, with no reabstraction thunk between.)
@usableFromInline
final class RouteClosure<Destination>: Sendable {
    /// The closure of a ``RouteDestination/context(_:)`` route.
    @usableFromInline
    let overContext: (@Sendable (RouteContext) throws -> Destination)?
    /// The closure of a ``RouteDestination/match(_:)`` route.
    @usableFromInline
    let overMatch: (@Sendable (RouteMatch) throws -> Destination)?

    init(
        overContext: (@Sendable (RouteContext) throws -> Destination)? = nil,
        overMatch: (@Sendable (RouteMatch) throws -> Destination)? = nil
    ) {
        self.overContext = overContext
        self.overMatch = overMatch
    }
}
