import Switchyard

extension OpenURLHandler {
    /// A route table as a handler: a URL that matches a route runs `handle`; the rest are
    /// forwarded or discarded by the reason they did not match.
    ///
    /// - A match runs `handle` with the match and the request; its result is the answer,
    ///   and the trace notes the route (`route recipe.detail`).
    /// - `no-route` is answered `forward`: the URL is not the app's, an outer handler or
    ///   the system opener may know it.
    /// - `malformed`, `dot-segment` and `too-long` are answered `discarded`: such a URL
    ///   never goes further, so it never reaches the system opener.
    ///
    /// ```swift
    /// let table = try RouteTable([RouteDefinition(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)")])
    /// let routes = OpenURLHandler.router(table) { match, request in
    ///     let id = try match.parameter("id", as: Int.self)
    ///     await navigator.show(recipe: id)
    ///     return .handled
    /// }
    /// let app = chain.root.child("app", handler: routes)
    /// ```
    ///
    /// - Parameters:
    ///   - table: the routes.
    ///   - name: the handler's name in traces.
    ///   - handle: what a matched route does; switch on `match.routeName` for several routes.
    public static func router(
        _ table: RouteTable,
        name: String = "routes",
        _ handle: @escaping @Sendable (RouteMatch, OpenURLRequest) async throws -> OpenURLResult
    ) -> OpenURLHandler {
        .annotated(name) { request in
            switch table.match(request.url) {
            case .matched(let match):
                return HandlerAnswer(result: try await handle(match, request), note: "route \(match.routeName)")
            case .notMatched(let miss):
                let note = "\(miss.reason.description): \(miss.detail)"
                switch miss.reason {
                case .noRoute:
                    return HandlerAnswer(result: .forward, note: note)
                default: // malformed, dot-segment, too-long
                    return HandlerAnswer(result: .discarded, note: note)
                }
            }
        }
    }
}
