/// How one route of a ``Router`` turns a match into the app's value: a fixed value, a
/// closure over the borrowed ``RouteContext`` (the fast form), or a closure over an owned
/// ``RouteMatch``.
///
/// A closure is held in a box (``ContextClosure`` or ``MatchClosure``), by a reference that is
/// not counted: the ``Route`` (and then the ``Router``) keeps the box, so that a lookup calls
/// the closure with no retain and release of its captures.
@usableFromInline
enum RouteDestination<Destination: Sendable>: Sendable {
    /// The same value for every URL the route matches.
    case fixed(Destination)
    /// Computed from the matched route, borrowed: no ``RouteMatch`` is made for it.
    case context(Unmanaged<ContextClosure<Destination>>)
    /// Computed from an owned match.
    case match(Unmanaged<MatchClosure<Destination>>)

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
        case .context(let box): return try box._withUnsafeGuaranteedRef { try $0.body(RouteContext(view)) }
        case .match(let box): return try box._withUnsafeGuaranteedRef { try $0.body(view.makeMatch()!) }
        }
    }

    /// The destination of the route `match` found.
    ///
    /// - Throws: what the route's closure throws.
    @inlinable
    func destination(of match: RouteMatch) throws -> Destination {
        switch self {
        case .fixed(let destination): return destination
        case .match(let box): return try box._withUnsafeGuaranteedRef { try $0.body(match) }
        case .context(let box):
            var destination: Destination?
            try box._withUnsafeGuaranteedRef { box in try match.withContext { destination = try box.body($0) } }
            return destination!
        }
    }
}

/// The destination closure of a ``RouteDestination/context(_:)`` route, over a borrowed
/// ``RouteContext``, in a box that ``Route`` and ``Router`` keep: a lookup calls it through a
/// reference it does not count. (One box per closure kind, each closure's argument a concrete
/// type rather than a generic one, so that it is called as written, with no reabstraction
/// thunk between.)
@usableFromInline
final class ContextClosure<Destination>: Sendable {
    @usableFromInline
    let body: @Sendable (RouteContext) throws -> Destination

    init(_ body: @escaping @Sendable (RouteContext) throws -> Destination) {
        self.body = body
    }
}

/// The destination closure of a ``RouteDestination/match(_:)`` route, over an owned
/// ``RouteMatch``, boxed as ``ContextClosure`` is.
@usableFromInline
final class MatchClosure<Destination>: Sendable {
    @usableFromInline
    let body: @Sendable (RouteMatch) throws -> Destination

    init(_ body: @escaping @Sendable (RouteMatch) throws -> Destination) {
        self.body = body
    }
}
