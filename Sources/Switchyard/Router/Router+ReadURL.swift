/// Routing a URL already read, for code built on the router: a dynamic link's deep link is
/// routed from the reading that judged it, as ``Router/destination(for:)-(String)`` routes a
/// string.
extension Router {
    /// The destination for `url`, or `nil` when it matches no route (or the route's closure
    /// throws): ``destination(for:)-(String)`` for a URL read by ``RouteTable/read(_:limit:_:)``,
    /// the route's closure handed a ``RouteContext`` borrowed from the lookup.
    @inlinable
    package func destination(for url: ReadURL) -> Destination? {
        if _fastPath(lendsContexts) {
            // The lookup outermost, as in `destination(for:)` on a string.
            return table.withMatch(url) { view in
                guard let route = view.routeIndex else { return nil }
                return destinations.withUnsafeBufferPointer { try? $0[route].destination(of: view) }
            }
        }
        guard case .matched(let match) = table.match(url, input: nil, offset: 0) else { return nil }
        return try? destinations[match.routeIndex].destination(of: match)
    }
}
