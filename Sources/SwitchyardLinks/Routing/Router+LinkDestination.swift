import Switchyard

extension Router {
    /// The destination of an incoming URL that may be a dynamic link: the fast form of
    /// ``resolveLink(_:decoder:allowlist:conditions:)``, the one call from what the app received to
    /// where it goes, the route's guard checked against `conditions` as there.
    ///
    /// It gives the same answers, in short (``LinkDestination``): an ordinary URL's
    /// destination, a dynamic link's deep link's destination with the link's confidence, a
    /// short link to resolve, or why a link does not decode or is refused by `allowlist`. As
    /// ``destination(for:)-(String)`` does, it hands the route's closure its parameters (or,
    /// in the dynamic form, a `MatchView`) straight from the lookup, and the URL (or the deep
    /// link, where the decoder read it) is read once: for an ordinary URL or a long link the
    /// common reading takes (a default prefix, every parameter known and worth no warning), no
    /// match and no decoded link is made. Any other link (a callback, configured prefixes, a
    /// link worth a warning, an allowlist's refusal) takes the full reading, as
    /// ``resolveLink(_:decoder:allowlist:conditions:)`` does.
    ///
    /// ```swift
    /// let link = "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&isi=1234567890"
    /// router.destination(forLink: link).destination   // .recipe(id: 2)
    /// if case .dynamicLink(let routed) = router.destination(forLink: link) {
    ///     routed.confidence                            // .unique
    /// }
    /// ```
    ///
    /// A route that needs a condition (`Route.requires`) not in `conditions` is
    /// ``LinkDestination/guarded(route:needs:)``, as ``resolveLink(_:decoder:allowlist:conditions:)``
    /// answers it: the fast reading makes no match to read the route's requirements from, so a
    /// table with such routes (``RouteTable/hasRequirements``) takes the full reading; a table
    /// without any keeps the fast one. A link that should wait for its condition goes to an
    /// inbox (`SwitchyardInbox`), which keeps it until the condition holds.
    ///
    /// `@inlinable` so that it is specialised for the app's `Destination` type.
    @inlinable
    public func destination(
        forLink url: String, decoder: DynamicLinkDecoder = DynamicLinkDecoder(), allowlist: RouteTable? = nil, conditions: Set<String> = []
    ) -> LinkDestination<Destination> {
        // Nothing past a guard unchecked: the route's requirements are read from its match.
        if table.hasRequirements {
            return LinkDestination(resolveLink(url, decoder: decoder, allowlist: allowlist, conditions: conditions))
        }
        var destination: Destination?
        var refused = false
        let reading = decoder.route(url) { ordinary in
            destination = self.destination(for: ordinary)
        } deepLink: { deepLink in
            if let allowlist, !allowlist.hasRoute(for: deepLink) {
                refused = true
                return
            }
            destination = self.destination(for: deepLink)
        }
        switch reading {
        case .ordinary(let wasRead)?:
            return .ordinary(wasRead ? destination : self.destination(for: url))
        case .deepLink? where !refused:
            return .dynamicLink(DynamicLinkDestination(confidence: .unique, riskyDestination: destination))
        case .deepLink?, nil:
            // A refusal, and every URL the common reading leaves, take the full reading (which gives the reasons).
            return LinkDestination(resolveLinkFully(url, decoder: decoder, allowlist: allowlist))
        }
    }
}
