/// What routing a request gives: the route, or the answer a server sends instead, one case
/// for each status.
///
/// ```swift
/// switch table.route(request) {
/// case .matched(let match): return try handle(match)
/// case .options(let allowed): return Response(status: 204, headers: ["Allow": allowed.description])
/// case .methodNotAllowed(let allowed): return Response(status: 405, headers: ["Allow": allowed.description])
/// case .hostNotServed, .notFound: return Response(status: 404)
/// case .badRequest(let miss): return Response(status: miss.reason == .tooLong ? 414 : 400)
/// }
/// ```
public enum RequestRoute: Sendable, CustomStringConvertible {
    /// A route answers the request's method on this path (a `HEAD` request may be answered by
    /// the path's `GET` route).
    case matched(RouteMatch)
    /// An `OPTIONS` request no route declares, for a path that routes match (or `OPTIONS *`):
    /// answer `204` with these methods in `Allow`.
    case options(AllowedMethods)
    /// Routes match the path, but none answers the method: answer `405` with these methods
    /// in `Allow`.
    case methodNotAllowed(AllowedMethods)
    /// The request was sent to an origin that is neither one of the table's sources nor one
    /// of its local origins (named here, as `scheme://host[:port]`): answer `404` (or `421`
    /// where the connection serves several names).
    case hostNotServed(String)
    /// No route matches the path (reason `no-route`): answer `404`.
    case notFound(NoMatch)
    /// The target is not a URL the router accepts (`malformed`, `dot-segment`, `too-long`),
    /// or the request lacks what routing needs (a `Host`, a target of a known form): answer
    /// `400` (`414` for `too-long`).
    case badRequest(NoMatch)

    /// The match, or `nil`.
    public var match: RouteMatch? {
        if case .matched(let match) = self { return match }
        return nil
    }

    /// The status a server answers for it: `200` for a match (the handler decides), `204`,
    /// `405`, `404`, `400`, or `414` for a target longer than the table's limit.
    public var status: Int {
        switch self {
        case .matched: 200
        case .options: 204
        case .methodNotAllowed: 405
        case .hostNotServed, .notFound: 404
        case .badRequest(let miss): miss.reason == .tooLong ? 414 : 400
        }
    }

    /// The route's name, or the status and the reason: `repos.get`, `405 method-not-allowed (allow: GET, HEAD, OPTIONS)`.
    public var description: String {
        switch self {
        case .matched(let match): match.routeName
        case .options(let allowed): "204 options (allow: \(allowed))"
        case .methodNotAllowed(let allowed): "405 method-not-allowed (allow: \(allowed))"
        case .hostNotServed(let origin): "404 host-not-served (\(origin))"
        case .notFound(let miss), .badRequest(let miss): "\(status) \(miss.reason) (\(miss.detail))"
        }
    }
}
