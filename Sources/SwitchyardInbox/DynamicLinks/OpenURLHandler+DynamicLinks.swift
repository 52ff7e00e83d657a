import Switchyard
import SwitchyardLinks
import SwitchyardOpenURL

extension OpenURLHandler {
    /// Dynamic links as a handler of the open-URL chain: the deep link of a long link or a
    /// callback is routed through `router` and handed to `handle` with its confidence.
    ///
    /// - A dynamic link whose route's conditions hold runs `handle` with the routed link
    ///   (``RoutedDynamicLink``: the destination at `unique`, only the risky accessors below
    ///   it); its result is the answer. One whose route needs a condition that does not hold
    ///   is answered `discarded`, with the conditions in the note (an inbox,
    ///   `OpenURLHandler.inbox`, keeps such a link waiting instead).
    /// - A short link is resolved by `resolver` and its long link opened in the same dispatch
    ///   (one hop), so it comes back through this handler decoded. Without a resolver, or
    ///   for a suffix the resolver does not know, it is answered `forward`: the app's own link
    ///   domain may answer it in a browser.
    /// - A dynamic link that does not decode, whose deep link is outside `allowlist`, or whose
    ///   deep link matches no route, is answered `discarded`, with the reason in the note: it
    ///   never reaches the system opener.
    /// - Any other URL is answered `forward`, for the next handler (the app's router handler).
    ///
    /// ```swift
    /// let links = OpenURLHandler.dynamicLinks(router) { routed, _ in
    ///     if let screen = routed.destination {
    ///         await navigator.show(screen)
    ///     } else if let screen = routed.riskyDestination {
    ///         await navigator.showPublicPage(for: screen)   // below unique: nothing personal
    ///     } else {
    ///         return .discarded
    ///     }
    ///     return .handled
    /// }
    /// let app = chain.root.child("app", handler: .router(router) { _, _ in .handled })
    ///     .child("links", handler: links)
    /// ```
    ///
    /// - Parameters:
    ///   - router: the app's routes, for the deep links.
    ///   - name: the handler's name in traces.
    ///   - decoder: which prefixes and callback schemes are dynamic links.
    ///   - allowlist: when given, a deep link must match one of its patterns to be routed.
    ///   - resolver: how short links are resolved; `nil` to forward them.
    ///   - conditions: the conditions met now, asked for each routed deep link whose route
    ///     needs one; none by default.
    ///   - handle: what a routed dynamic link does.
    public static func dynamicLinks<Destination: Sendable>(
        _ router: Router<Destination>,
        name: String = "dynamic-links",
        decoder: DynamicLinkDecoder = DynamicLinkDecoder(),
        allowlist: RouteTable? = nil,
        resolver: (any ShortLinkResolver)? = nil,
        conditions: @escaping @Sendable () -> Set<String> = { [] },
        _ handle: @escaping @Sendable (RoutedDynamicLink<Destination>, OpenURLRequest) async throws -> OpenURLResult
    ) -> OpenURLHandler {
        .annotated(name, role: .dynamicLinks) { request in
            switch router.resolveLinkUnguarded(request.url, decoder: decoder, allowlist: allowlist) {
            case .ordinary:
                return HandlerAnswer(result: .forward)
            case .dynamicLink(let routed):
                switch routed.riskyResolution {
                case .matched(_, let match):
                    let requirements = router.table.requirements(ofRoute: match.routeIndex)
                    if !requirements.isEmpty {
                        let met = conditions()
                        let unmet = requirements.filter { !met.contains($0) }
                        if !unmet.isEmpty {
                            return HandlerAnswer(result: .discarded, note: "route \(match.routeName) needs \(unmet.joined(separator: ", "))")
                        }
                    }
                    return HandlerAnswer(result: try await handle(routed, request), note: "route \(match.routeName), \(routed.confidence)")
                case .notMatched(let miss):
                    let deepLink = routed.decoded.riskyDeepLink.text
                    return HandlerAnswer(result: .discarded, note: "the deep link \(deepLink): \(miss.reason.description): \(miss.detail)")
                case .failed(let error, let match):
                    return HandlerAnswer(result: .discarded, note: "route \(match.routeName) failed: \(error)")
                }
            case .needsResolving(let short):
                guard let resolver else { return HandlerAnswer(result: .forward, note: "a short link, and no resolver") }
                guard let long = try await resolver.longLink(for: short) else {
                    return HandlerAnswer(result: .forward, note: "the resolver does not know the short link \(short.url)")
                }
                let outcome = await request.open(long)
                return HandlerAnswer(
                    result: outcome.accepted ? .handled : .discarded, note: outcome.accepted ? "resolved to \(long)" : outcome.reason)
            case .invalidLink(let error), .refused(_, let error):
                return HandlerAnswer(result: .discarded, note: error.description)
            case .guarded(let route, let needs): // not given by the unguarded reading; checked above
                return HandlerAnswer(result: .discarded, note: "route \(route) needs \(needs.joined(separator: ", "))")
            }
        }
    }
}
