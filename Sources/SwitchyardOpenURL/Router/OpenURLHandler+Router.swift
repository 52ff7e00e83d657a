import Switchyard

extension OpenURLHandler {
    /// A router as a handler: a URL that matches a route runs `handle` with the app's
    /// destination, once its route's conditions hold; the rest are forwarded or discarded by
    /// the reason they did not match.
    ///
    /// - A match whose route's requirements (`Route.requires`) all hold in `conditions()` runs
    ///   `handle` with the destination the router made and the request; its result is the
    ///   answer, and the trace notes the route (`route recipe.detail`).
    /// - A match whose route needs a condition that does not hold is answered `discarded`, with
    ///   the conditions it needs in the note (`route profile needs signedIn`): nothing reaches
    ///   the app past a guard. A link that should wait for the condition goes to an inbox
    ///   (`OpenURLHandler.inbox`, in `SwitchyardInbox`) instead.
    /// - A route whose closure fails is answered `discarded`, with the error in the note.
    /// - `no-route` is answered `forward`: the URL is not the app's, an outer handler or
    ///   the system opener may know it.
    /// - `malformed`, `dot-segment` and `too-long` are answered `discarded`: such a URL
    ///   never goes further, so it never reaches the system opener.
    ///
    /// ```swift
    /// let routes = OpenURLHandler.router(router, conditions: { account.conditions }) { screen, _ in
    ///     await navigator.show(screen)
    ///     return .handled
    /// }
    /// let app = chain.root.child("app", handler: routes)
    /// ```
    ///
    /// - Parameters:
    ///   - router: the routes, with the destinations they make and the conditions they need.
    ///   - name: the handler's name in traces.
    ///   - conditions: the conditions met now, asked for each matched route that needs one;
    ///     none by default, so that a guarded route is never handed over unchecked.
    ///   - handle: what a routed URL does with its destination.
    public static func router<Destination>(
        _ router: Router<Destination>,
        name: String = "routes",
        conditions: @escaping @Sendable () -> Set<String> = { [] },
        _ handle: @escaping @Sendable (Destination, OpenURLRequest) async throws -> OpenURLResult
    ) -> OpenURLHandler {
        .annotated(name, role: .router) { request in
            switch router.resolve(request.url) {
            case .matched(let destination, let match):
                if let unmet = unmetRequirements(of: match, in: router.table, conditions: conditions) {
                    return HandlerAnswer(result: .discarded, note: "route \(match.routeName) needs \(unmet.joined(separator: ", "))")
                }
                return HandlerAnswer(result: try await handle(destination, request), note: "route \(match.routeName)")
            case .failed(let error, let match):
                return HandlerAnswer(result: .discarded, note: "route \(match.routeName) failed: \(error)")
            case .notMatched(let miss):
                return answer(for: miss)
            }
        }
    }

    /// A route table with no destinations of the app's own as a handler (the `switchyard open`
    /// command's routes file): as ``router(_:name:conditions:_:)``, with the match as the
    /// destination.
    package static func router(
        table: RouteTable,
        name: String = "routes",
        conditions: @escaping @Sendable () -> Set<String> = { [] },
        _ handle: @escaping @Sendable (RouteMatch, OpenURLRequest) async throws -> OpenURLResult
    ) -> OpenURLHandler {
        .annotated(name, role: .router) { request in
            switch table.match(request.url) {
            case .matched(let match):
                if let unmet = unmetRequirements(of: match, in: table, conditions: conditions) {
                    return HandlerAnswer(result: .discarded, note: "route \(match.routeName) needs \(unmet.joined(separator: ", "))")
                }
                return HandlerAnswer(result: try await handle(match, request), note: "route \(match.routeName)")
            case .notMatched(let miss):
                return answer(for: miss)
            }
        }
    }

    /// The route's requirements that `conditions` does not hold, in the route's order; `nil`
    /// when none is missing (`conditions` is asked only for a route that needs something).
    private static func unmetRequirements(
        of match: RouteMatch, in table: RouteTable, conditions: @Sendable () -> Set<String>
    ) -> [String]? {
        let requirements = table.requirements(ofRoute: match.routeIndex)
        guard !requirements.isEmpty else { return nil }
        let met = conditions()
        let unmet = requirements.filter { !met.contains($0) }
        return unmet.isEmpty ? nil : unmet
    }

    /// `forward` for `no-route`, `discarded` for the rest, with the reason as the note.
    private static func answer(for miss: NoMatch) -> HandlerAnswer {
        let note = "\(miss.reason.description): \(miss.detail)"
        switch miss.reason {
        case .noRoute:
            return HandlerAnswer(result: .forward, note: note)
        default: // malformed, dot-segment, too-long
            return HandlerAnswer(result: .discarded, note: note)
        }
    }
}
