extension Router {
    /// Routes a request to a destination, or to the answer a server sends instead: the
    /// server's one entry point (``RouteTable/route(_:)-(RequestHead)`` says how a request is
    /// read).
    ///
    /// ```swift
    /// switch router.resolve(RequestHead(method: .delete, authority: "localhost:8080", target: "/repos/apple/swift")) {
    /// case .matched(let endpoint, _): return try await endpoint.respond()
    /// case .options(let allowed): return .noContent(allow: allowed.description)
    /// case .methodNotAllowed(let allowed): return .status(405, allow: allowed.description)
    /// case .hostNotServed, .notFound: return .status(404)
    /// case .badRequest(let miss): return .status(miss.reason == .tooLong ? 414 : 400)
    /// case .failed(let error, let match): return .status(500, log: "\(match.routeName): \(error)")
    /// }
    /// ```
    public func resolve(_ request: RequestHead) -> RequestResolution<Destination> {
        RequestResolution(table.route(request), in: self)
    }

    /// Routes `url` among the routes that answer `method` (``RouteTable/route(_:method:)``).
    public func resolve(_ url: String, method: HTTPMethod) -> RequestResolution<Destination> {
        RequestResolution(table.route(url, method: method), in: self)
    }
}

/// What a ``Router`` made of a request: the destination, or the answer a server sends
/// instead, one case for each status.
public enum RequestResolution<Destination: Sendable>: Sendable {
    /// A route answers the request, and its closure made this destination.
    case matched(Destination, RouteMatch)
    /// A route answers the request, but its closure failed (a ``ParameterError``, or the app's
    /// own error from a closure over a ``MatchView``): answer `500`, or `400` for a value
    /// the app judges the client's fault.
    case failed(any Error, RouteMatch)
    /// ``RequestRoute/options(_:)``: answer `204` with `Allow`.
    case options(AllowedMethods)
    /// ``RequestRoute/methodNotAllowed(_:)``: answer `405` with `Allow`.
    case methodNotAllowed(AllowedMethods)
    /// ``RequestRoute/hostNotServed(_:)``: answer `404`.
    case hostNotServed(String)
    /// ``RequestRoute/notFound(_:)``: answer `404`.
    case notFound(NoMatch)
    /// ``RequestRoute/badRequest(_:)``: answer `400` (`414` for `too-long`).
    case badRequest(NoMatch)

    init(_ route: RequestRoute, in router: Router<Destination>) {
        switch route {
        case .matched(let match):
            switch router.resolve(matched: .matched(match)) {
            case .matched(let destination, let match): self = .matched(destination, match)
            case .failed(let error, let match): self = .failed(error, match)
            case .notMatched(let miss): self = .notFound(miss)
            }
        case .options(let allowed): self = .options(allowed)
        case .methodNotAllowed(let allowed): self = .methodNotAllowed(allowed)
        case .hostNotServed(let origin): self = .hostNotServed(origin)
        case .notFound(let miss): self = .notFound(miss)
        case .badRequest(let miss): self = .badRequest(miss)
        }
    }

    /// The destination, when there is one.
    public var destination: Destination? {
        if case .matched(let destination, _) = self { return destination }
        return nil
    }

    /// The status a server answers when there is no destination: `500` for a failed closure,
    /// `204`, `405`, `404`, `400`, `414`; `200` for a destination (the handler decides).
    public var status: Int {
        switch self {
        case .matched: 200
        case .failed: 500
        case .options: 204
        case .methodNotAllowed: 405
        case .hostNotServed, .notFound: 404
        case .badRequest(let miss): miss.reason == .tooLong ? 414 : 400
        }
    }
}
