import Switchyard
import SwitchyardLinks
import SwitchyardOpenURL

extension OpenURLHandler {
    /// Dynamic links as a handler of the open-URL chain: the deep link of a long link or a
    /// callback is routed through `router` and handed to `handle` with its confidence.
    ///
    /// - A dynamic link runs `handle` with the routed link (``RoutedDynamicLink``: the
    ///   destination at `unique`, only the risky accessors below it); its result is the answer.
    /// - A short link is resolved by `resolver` and its long link opened in the same dispatch
    ///   (one hop), so it comes back through this handler decoded. Without a resolver, or
    ///   for a suffix the resolver does not know, it is answered `forward`: the app's own link
    ///   domain may answer it in a browser.
    /// - A dynamic link that does not decode, or whose deep link is outside `allowlist`, is
    ///   answered `discarded`: it never reaches the system opener.
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
    /// let app = chain.root.child("app", handler: .router(router.table) { _, _ in .handled })
    ///     .child("links", handler: links)
    /// ```
    ///
    /// - Parameters:
    ///   - router: the app's routes, for the deep links.
    ///   - name: the handler's name in traces.
    ///   - decoder: which prefixes and callback schemes are dynamic links.
    ///   - allowlist: when given, a deep link must match one of its patterns to be routed.
    ///   - resolver: how short links are resolved; `nil` to forward them.
    ///   - handle: what a routed dynamic link does.
    public static func dynamicLinks<Destination: Sendable>(
        _ router: Router<Destination>,
        name: String = "dynamic-links",
        decoder: DynamicLinkDecoder = DynamicLinkDecoder(),
        allowlist: RouteTable? = nil,
        resolver: (any ShortLinkResolver)? = nil,
        _ handle: @escaping @Sendable (RoutedDynamicLink<Destination>, OpenURLRequest) async throws -> OpenURLResult
    ) -> OpenURLHandler {
        .withRequest(name) { request in
            switch router.resolveLink(request.url, decoder: decoder, allowlist: allowlist) {
            case .ordinary:
                return .forward
            case .dynamicLink(let routed):
                return try await handle(routed, request)
            case .needsResolving(let short):
                guard let resolver, let long = try await resolver.longLink(for: short) else { return .forward }
                return await request.open(long).accepted ? .handled : .discarded
            case .invalidLink, .refused:
                return .discarded
            }
        }
    }
}
