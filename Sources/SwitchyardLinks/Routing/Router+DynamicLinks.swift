import Switchyard

extension Router {
    /// Routes an incoming URL that may be a dynamic link: the one call from what the app
    /// received to where it goes.
    ///
    /// - An ordinary URL (not under a prefix, not a callback) is routed as ``resolve(_:)``
    ///   routes it: ``IncomingLinkRoute/ordinary(_:)``.
    /// - A long link or a callback is decoded, and its deep link routed:
    ///   ``IncomingLinkRoute/dynamicLink(_:)``, carrying the link's confidence.
    /// - A short link is ``IncomingLinkRoute/needsResolving(_:)``: nothing is guessed and no
    ///   network call is made (see ``resolveLink(_:decoder:allowlist:conditions:resolver:)``).
    /// - A dynamic link that does not decode is ``IncomingLinkRoute/invalidLink(_:)``; one whose
    ///   deep link matches no pattern of `allowlist` is ``IncomingLinkRoute/refused(_:_:)``.
    /// - A URL (or deep link) whose route needs a condition (`Route.requires`) that is not in
    ///   `conditions` is ``IncomingLinkRoute/guarded(route:needs:)``: nothing past a guard is
    ///   handed over unchecked. A link that should wait for the condition goes to an inbox
    ///   (`SwitchyardInbox`).
    ///
    /// ```swift
    /// let route = router.resolveLink("https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&isi=1234567890")
    /// route.destination   // .recipe(id: 2)
    /// ```
    ///
    /// For the destination alone, ``destination(forLink:decoder:allowlist:conditions:)`` is the fast form:
    /// the same answers in short, with no match and no decoded link made for an ordinary URL or
    /// a long link the common reading takes.
    ///
    /// `@inlinable` so that it is specialised for the app's `Destination` type.
    @inlinable
    public func resolveLink(
        _ url: String, decoder: DynamicLinkDecoder = DynamicLinkDecoder(), allowlist: RouteTable? = nil, conditions: Set<String> = []
    ) -> IncomingLinkRoute<Destination> {
        checkingGuards(of: resolveLinkUnguarded(url, decoder: decoder, allowlist: allowlist), conditions: conditions)
    }

    /// ``resolveLink(_:decoder:allowlist:conditions:)`` with no guard checked: for whoever checks
    /// the route's requirements itself (the inbox, which keeps a guarded link waiting).
    @inlinable
    package func resolveLinkUnguarded(
        _ url: String, decoder: DynamicLinkDecoder = DynamicLinkDecoder(), allowlist: RouteTable? = nil
    ) -> IncomingLinkRoute<Destination> {
        // The deep link is matched from the reading that checked it, when it was read so.
        var resolution: Resolution<Destination>?
        let incoming = decoder.read(url) { deepLink, input, offset in
            if let allowlist, case .notMatched = allowlist.match(deepLink, input: input, offset: offset) { return }
            resolution = resolve(matched: table.match(deepLink, input: input, offset: offset))
        }
        // Moved out, not copied: a copy and a release of the match and its strings.
        return route(incoming, url: url, allowlist: allowlist, resolution: resolution.take())
    }

    /// ``resolveLink(_:decoder:allowlist:conditions:)``, with short links resolved by `resolver`
    /// and the long link it gives routed as if it had arrived (its confidence is the long
    /// link's), its route's guard checked against `conditions`.
    ///
    /// A suffix the resolver does not know stays ``IncomingLinkRoute/needsResolving(_:)``; a
    /// resolved link that is not a long link under the decoder's prefixes is
    /// ``IncomingLinkRoute/invalidLink(_:)``. Resolving is one step: a short link resolved to
    /// another short link is not followed.
    ///
    /// - Throws: what the resolver throws.
    @inlinable
    public func resolveLink(
        _ url: String, decoder: DynamicLinkDecoder = DynamicLinkDecoder(), allowlist: RouteTable? = nil, conditions: Set<String> = [],
        resolver: some ShortLinkResolver
    ) async throws -> IncomingLinkRoute<Destination> {
        let first = resolveLink(url, decoder: decoder, allowlist: allowlist, conditions: conditions)
        guard case .needsResolving(let short) = first else { return first }
        guard let long = try await resolver.longLink(for: short) else { return first }
        do {
            return checkingGuards(of: route(try decoder.decode(long), allowlist: allowlist), conditions: conditions)
        } catch {
            return .invalidLink(error)
        }
    }

    /// `route`, or ``IncomingLinkRoute/guarded(route:needs:)`` when the route it matched needs a
    /// condition `conditions` does not hold.
    @inlinable
    func checkingGuards(of route: IncomingLinkRoute<Destination>, conditions: Set<String>) -> IncomingLinkRoute<Destination> {
        // A table where no route needs a condition has no guard to check.
        guard table.hasRequirements else { return route }
        let match: RouteMatch
        switch route {
        case .ordinary(.matched(_, let matched)), .ordinary(.failed(_, let matched)):
            match = matched
        case .dynamicLink(let routed):
            switch routed.riskyResolution {
            case .matched(_, let matched), .failed(_, let matched): match = matched
            case .notMatched: return route
            }
        case .ordinary(.notMatched), .needsResolving, .invalidLink, .refused, .guarded:
            return route
        }
        let requirements = table.requirements(ofRoute: match.routeIndex)
        guard !requirements.isEmpty else { return route }
        let unmet = requirements.filter { !conditions.contains($0) }
        return unmet.isEmpty ? route : .guarded(route: match.routeName, needs: unmet)
    }

    /// ``resolveLink(_:decoder:allowlist:conditions:)`` through the decoder's full reading alone: for a URL
    /// that the common reading has left already (it would only be read that way again).
    @inlinable
    func resolveLinkFully(_ url: String, decoder: DynamicLinkDecoder, allowlist: RouteTable?) -> IncomingLinkRoute<Destination> {
        route(decoder.readFully(url), url: url, allowlist: allowlist, resolution: nil)
    }

    /// Where `incoming`, the decoder's reading of `url`, leads: an ordinary URL routed as
    /// itself; a decoded link with its deep link's `resolution` when the reading routed it,
    /// else with its deep link routed here, after the allowlist.
    @inlinable
    func route(
        _ incoming: consuming IncomingDynamicLink, url: String, allowlist: RouteTable?, resolution: consuming Resolution<Destination>?
    ) -> IncomingLinkRoute<Destination> {
        switch consume incoming {
        case .ordinary:
            return .ordinary(resolve(url))
        case .short(let short):
            return .needsResolving(short)
        case .invalid(let error):
            return .invalidLink(error)
        case .decoded(let decoded):
            if let resolution = resolution.take() { return .dynamicLink(RoutedDynamicLink(decoded: decoded, resolution: resolution)) }
            return route(decoded, allowlist: allowlist)
        }
    }

    /// Routes a decoded link's deep link, after the allowlist.
    @inlinable
    func route(_ decoded: DecodedDynamicLink, allowlist: RouteTable?) -> IncomingLinkRoute<Destination> {
        // Routed where it stands in the link's text when it is written plainly there.
        let deepLink = decoded.deepLinkText
        if let allowlist, case .notMatched = allowlist.match(deepLink) {
            return .refused(decoded, .deepLinkNotAllowed(decoded.riskyDeepLink.text))
        }
        return .dynamicLink(RoutedDynamicLink(decoded: decoded, resolution: resolve(deepLink)))
    }
}
