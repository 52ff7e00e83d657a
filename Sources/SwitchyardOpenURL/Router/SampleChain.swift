import Switchyard

/// A small chain of public parts (the own-links handler outside a route table): the fixture of
/// the open-URL tests and the fuzz target. (`switchyard open` runs the app's chain of
/// Docs/Apps.md, with an inbox.)
///
/// ```
/// root     the system opener (dry-run by default, or xdg-open)
///  └ own   "own-links": a link of the app's own (one of its custom schemes, or its web
///     │    domain) that no route matched is discarded with the reason; anything else forwarded
///     └ app  "routes": the route table; a match is handled, no-route forwarded,
///            malformed / dot-segment / too-long discarded
/// ```
///
/// A link of the app's own that matches no route is never handed to the system: the system
/// would give it straight back to the app (a custom scheme or a universal link reopens it),
/// which would bounce it again.
///
/// ```swift
/// let table = try RouteTable(routesFile: text, fileName: "app.routes")
/// let scope = try SampleChain.make(routes: table, system: DryRunSystemOpener())
/// let outcome = await scope.open("raycipe://nope")
/// outcome.accepted   // false: discarded by "own-links"
/// print(outcome.report)
/// ```
package enum SampleChain {
    /// Builds the sample chain and returns its innermost scope (`app`), to open URLs from.
    ///
    /// - Parameters:
    ///   - routes: the app's routes; every matched route answers `handled`.
    ///   - system: the system opener at the root.
    ///   - webHosts: the app's own web domains; `nil` to take the hosts of the table's
    ///     `http`/`https` sources.
    ///   - schemes: the app's own custom schemes (`raycipe`); `nil` to take the table's
    ///     custom-scheme sources.
    ///   - hopLimit: the chain's hop limit.
    ///   - timeout: the time a dispatch may take; `nil` for none.
    /// - Returns: the `app` scope.
    /// - Throws: when a host in `webHosts` or a scheme in `schemes` is not valid in a
    ///   pattern (the error names it).
    package static func make(
        routes: RouteTable,
        system: any SystemOpener,
        webHosts: [String]? = nil,
        schemes: [String]? = nil,
        hopLimit: Int = OpenURLChain.defaultHopLimit,
        timeout: Duration? = nil
    ) throws(RouteTableError) -> OpenURLScope {
        let hosts = unique(webHosts ?? Self.webHosts(of: routes))
        let ownSchemes = unique(schemes ?? Self.customSchemes(of: routes))
        let own = try OpenURLHandler.ownLinks(schemes: ownSchemes, webHosts: hosts)
        // A rewrite may reach the system only on the app's own domains.
        let domain = try OpenURLAllowlist(patterns: hosts.flatMap { ["https://\($0)/**", "http://\($0)/**"] })
        let chain = OpenURLChain(system: system, allowlist: domain, hopLimit: hopLimit, timeout: timeout)
        let app = OpenURLHandler.router(table: routes) { _, _ in .handled }
        return chain.root.child("own", handler: own).child("app", handler: app)
    }

    /// The hosts of the table's web sources (`https://raycipe.example.com` gives `raycipe.example.com`).
    static func webHosts(of table: RouteTable) -> [String] { OpenURLHandler.webHosts(of: table) }

    /// The table's custom schemes (the source `raycipe:` gives `raycipe`).
    static func customSchemes(of table: RouteTable) -> [String] { OpenURLHandler.customSchemes(of: table) }

    private static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }
}
