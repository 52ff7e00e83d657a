/// Routing a URL already read, for code built on the router: a dynamic link's deep link is
/// routed from the reading that judged it, as ``Router/destination(for:)-(String)`` routes a
/// string.
extension Router {
    /// The destination for `url`, or `nil` when it matches no route (a failing closure is
    /// reported as ``destination(for:)-(String)`` reports it): ``destination(for:)-(String)``
    /// for a URL read by ``RouteTable/read(_:limit:_:)``.
    @inlinable
    package func destination(for url: ReadURL) -> Destination? {
        // The lookup outermost, as in `destination(for:)` on a string.
        table.withMatch(url) { view in destination(of: view, in: nil) }
    }
}
