/// How one route of a ``Router`` turns a match into the app's value: a fixed value, a typed
/// closure over the route's parameters in order (``TypedClosure``), or a closure that reads the
/// borrowed match (``ViewClosure``, the dynamic form).
///
/// A closure is held in a box by a reference that is not counted: the ``Route`` (and then the
/// ``Router``) keeps the box, so that a lookup calls the closure with no retain and release of
/// its captures.
@usableFromInline
enum RouteDestination<Destination: Sendable>: Sendable {
    /// The same value for every URL the route matches.
    case fixed(Destination)
    /// Computed from the route's parameters, converted to the types the closure declares.
    case typed(Unmanaged<TypedClosure<Destination>>)
    /// Computed by a closure that reads the borrowed match (by name, query values).
    case view(Unmanaged<ViewClosure<Destination>>)

    /// The destination of the route that `view` (a lookup that matched) found; `url` is the
    /// string whose UTF-8 the view reads, from its start, when there is one (a `Substring`
    /// parameter is then a slice of it).
    ///
    /// - Throws: what the route's closure throws, or the ``ParameterError`` of a typed
    ///   parameter that does not convert.
    @inlinable @inline(__always)
    func destination(of view: MatchView, in url: String?) throws -> Destination {
        switch self {
        case .fixed(let destination): return destination
        case .typed(let box):
            var result: Destination?
            try box._withUnsafeGuaranteedRef { try $0.fromView(view, url, &result) }
            return result!
        case .view(let box): return try box._withUnsafeGuaranteedRef { try $0.body(view) }
        }
    }

    /// The destination of the route `match` found.
    ///
    /// - Throws: as ``destination(of:in:)``.
    @inlinable
    func destination(of match: RouteMatch) throws -> Destination {
        switch self {
        case .fixed(let destination): return destination
        case .typed(let box):
            var result: Destination?
            try box._withUnsafeGuaranteedRef { try $0.fromMatch(match, &result) }
            return result!
        case .view(let box):
            return try match.withView { view in try box._withUnsafeGuaranteedRef { try $0.body(view) } }
        }
    }
}

/// The closure of a ``RouteDestination/typed(_:)`` route, in a box that ``Route`` and
/// ``Router`` keep: the app's closure over typed values, wrapped once for each kind of match
/// it is read from, each wrapper specialised for the closure's parameter types.
///
/// A wrapper writes the destination to its last argument rather than returning it. A closure
/// stored in a generic class is called as its generic type is: a `Destination` result goes
/// through memory. A wrapper made for one `Destination` that returned its value would be
/// called through a thunk that stores it there; an `inout` argument is passed by address in
/// both, so the wrapper is called directly.
@usableFromInline
final class TypedClosure<Destination>: Sendable {
    @usableFromInline
    let fromView: @Sendable (MatchView, String?, inout Destination?) throws(ParameterError) -> Void
    @usableFromInline
    let fromMatch: @Sendable (RouteMatch, inout Destination?) throws(ParameterError) -> Void

    @usableFromInline
    init(
        fromView: @escaping @Sendable (MatchView, String?, inout Destination?) throws(ParameterError) -> Void,
        fromMatch: @escaping @Sendable (RouteMatch, inout Destination?) throws(ParameterError) -> Void
    ) {
        self.fromView = fromView
        self.fromMatch = fromMatch
    }
}

/// The closure of a ``RouteDestination/view(_:)`` route, over a borrowed ``MatchView``, boxed
/// as ``TypedClosure`` is.
@usableFromInline
final class ViewClosure<Destination>: Sendable {
    @usableFromInline
    let body: @Sendable (MatchView) throws -> Destination

    init(_ body: @escaping @Sendable (MatchView) throws -> Destination) {
        self.body = body
    }
}
