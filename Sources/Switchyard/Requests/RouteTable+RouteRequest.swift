extension RouteTable {
    /// Routes a request: the one entry point a server needs.
    ///
    /// The target's path and query are matched among the routes that answer the request's
    /// method (``route(_:method:)``). The origin is the scheme and the `Host` (the absolute
    /// form's, when the target has one); a table whose routes and sources name web origins
    /// serves only those, and its local origins (``RouteTableOptions/localOrigins``) as its
    /// public origin; any other origin is ``RequestRoute/hostNotServed(_:)``. A table that names
    /// no web origin (every route a path alone) serves every host.
    ///
    /// ```swift
    /// let table = try RouteTable(routesFile: """
    ///     @origin https://api.example.com
    ///     @local-origin http://localhost:8080
    ///     repos.get    GET    /repos/:owner/:repo
    ///     repos.delete DELETE /repos/:owner/:repo
    ///     """, fileName: "api.routes")
    /// table.route(RequestHead(method: .get, authority: "localhost:8080", target: "/repos/apple/swift"))
    /// // repos.get
    /// table.route(RequestHead(method: .put, authority: "localhost:8080", target: "/repos/apple/swift"))
    /// // 405 method-not-allowed (allow: DELETE, GET, HEAD, OPTIONS)
    /// table.route(RequestHead(method: .get, authority: "example.org", target: "/repos/apple/swift"))
    /// // 404 host-not-served (http://example.org)
    /// ```
    public func route(_ request: RequestHead) -> RequestRoute {
        let target = request.target
        if target == "*" {
            guard request.method == .options else { return .badRequest(Self.asteriskNeedsOptions) }
            return .options(allMethods)
        }
        var scheme = Substring(request.scheme)
        var authority = request.authority.map { Substring($0) }
        var path = Substring(target)
        if !target.hasPrefix("/") {
            guard let absolute = Self.absoluteForm(target) else { return .badRequest(Self.badTarget) }
            (scheme, authority, path) = absolute
        } else if target.hasPrefix("//") {
            // An origin-form target is a path: `//repos` has an empty first segment, as
            // `/a//b` has an empty middle one (both are skipped), not an authority.
            path = "/" + path.drop(while: { $0 == "/" })
        }
        guard storage.servesWebOrigins else { return route(String(path), method: request.method) }
        guard let authority else { return .badRequest(Self.noHost) }
        guard let (host, port) = RequestOrigin.splitAuthority(authority) else { return .badRequest(Self.badHost) }
        var origin = RequestOrigin(scheme: scheme.lowercased(), host: Self.normalizedHost(host), port: port)
        if storage.localOrigins.contains(where: { $0.serves(origin) }), let publicOrigin = storage.origin {
            origin = publicOrigin
        }
        guard let pinned = storage.hasPinnedRoutes(for: origin) else { return .hostNotServed(origin.description) }
        // A source with no pinned routes of its own takes only unpinned routes, which a path
        // alone reaches without the URL being put together.
        if !pinned { return route(String(path), method: request.method) }
        return route("\(origin.scheme)://\(origin.host)\(path)", method: request.method)
    }

    /// Routes `url` among the routes that answer `method`.
    ///
    /// The most specific route that answers the method wins; a more specific path whose routes
    /// answer only other methods does not hide it. `HEAD` is answered by the `GET` route of a
    /// path that has no `HEAD` route; `OPTIONS`, when no route declares it, gives
    /// ``RequestRoute/options(_:)``. When routes match the path but none answers the method,
    /// the answer is ``RequestRoute/methodNotAllowed(_:)`` with the methods the path answers.
    /// The URL is read as ``match(_:)-(String)`` reads it; the host is not checked (``route(_:)-(RequestHead)`` does that).
    ///
    /// ```swift
    /// table.route("/repos/apple/swift", method: .delete)   // repos.delete
    /// ```
    public func route(_ url: String, method: HTTPMethod) -> RequestRoute {
        var outcome = LookupOutcome()
        outcome.methods = MethodQuery(method, in: storage)
        var overflow: [UInt64]?
        var input = url
        input.makeContiguousUTF8()
        input.utf8.withContiguousStorageIfAvailable { bytes in
            storage.lookUp(bytes, validateUTF8: false, into: &outcome, overflow: &overflow)
        }
        guard let failure = outcome.failure else {
            return .matched(RouteMatch(storage: storage, contiguous: input, offset: 0, found: outcome.found, overflow: overflow))
        }
        guard failure.reason == .noRoute else { return .badRequest(failure) }
        guard outcome.methods.refused != 0 else { return .notFound(failure) }
        let allowed = AllowedMethods.answering(outcome.methods.refused, names: storage.methodBits)
        return method.standardBit == Int8(HTTPMethod.Standard.options.rawValue) ? .options(allowed) : .methodNotAllowed(allowed)
    }

    /// Every method a route of the table names, as `OPTIONS *` answers.
    var allMethods: AllowedMethods {
        AllowedMethods.answering(storage.routeMethods.reduce(0) { $0 | ($1 == MethodBits.everyMethod ? 0 : $1) }, names: storage.methodBits)
    }

    /// The scheme, authority and path of an absolute-form target, or `nil` when it is not one.
    private static func absoluteForm(_ target: String) -> (Substring, Substring, Substring)? {
        guard let colon = target.firstIndex(of: ":"), target[colon...].hasPrefix("://") else { return nil }
        let scheme = target[..<colon]
        let rest = target[target.index(colon, offsetBy: 3)...]
        let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let path = rest[end...]
        return (scheme, rest[..<end], path.isEmpty ? "/" : path)
    }

    /// A host as sources keep it: ASCII lower case, without one trailing dot.
    private static func normalizedHost(_ host: Substring) -> String {
        var host = host.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }

    private static var asteriskNeedsOptions: NoMatch {
        NoMatch(reason: .malformed, detail: "the target * is only for OPTIONS requests")
    }
    private static var badTarget: NoMatch {
        NoMatch(reason: .malformed, detail: "a request target is a path starting with /, an absolute URL, or * for OPTIONS")
    }
    private static var noHost: NoMatch {
        NoMatch(reason: .malformed, detail: "the request has no Host header, and the table serves only its own origins")
    }
    private static var badHost: NoMatch {
        NoMatch(reason: .malformed, detail: "the Host header's port is not digits up to 65535")
    }
}

extension RequestOrigin {
    /// Whether a request to `origin` comes through this local origin: the same scheme and
    /// host, and the same port where this one names one.
    func serves(_ origin: RequestOrigin) -> Bool {
        scheme == origin.scheme && host == origin.host && (port == nil || port == origin.port)
    }
}

extension RouteTableStorage {
    /// Whether the table names a web origin (a route pinned to one, a declared source, a
    /// public origin): then it serves only those.
    var servesWebOrigins: Bool { sources.contains { $0.isWeb } }

    /// Whether web source `origin` has pinned routes of its own (`false`: it takes only the
    /// unpinned routes), or `nil` when the table does not serve it.
    func hasPinnedRoutes(for origin: RequestOrigin) -> Bool? {
        guard let entry = sources.first(where: { $0.source == .web(scheme: origin.scheme, host: origin.host) }) else { return nil }
        return entry.root >= 0
    }
}
