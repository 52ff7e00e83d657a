import Switchyard

/// The chain `switchyard open` dispatches through: a small app.
///
/// ```
/// root     the system opener (dry-run by default, or xdg-open)
///  └ web   "web": the app's own web domain is handled (shown in the app); anything else forwarded
///     └ app  "routes": the route table; a match is handled, no-route forwarded,
///            malformed / dot-segment / too-long discarded
/// ```
///
/// ```swift
/// let table = try RouteTable(routesFile: text, fileName: "app.routes")
/// let scope = try SampleChain.make(routes: table, system: DryRunSystemOpener())
/// let outcome = await scope.open("https://raycipe.example.com/about")
/// print(outcome.report)
/// ```
public enum SampleChain {
    /// Builds the sample chain and returns its innermost scope (`app`), to open URLs from.
    ///
    /// - Parameters:
    ///   - routes: the app's routes; every matched route answers `handled`.
    ///   - system: the system opener at the root.
    ///   - webHosts: the app's own web domains; `nil` to take the hosts of the table's
    ///     `http`/`https` sources.
    ///   - hopLimit: the chain's hop limit.
    ///   - timeout: the time a dispatch may take; `nil` for none.
    /// - Returns: the `app` scope.
    /// - Throws: when a host in `webHosts` is not a valid pattern host (the error names it).
    public static func make(
        routes: RouteTable,
        system: any SystemOpener,
        webHosts: [String]? = nil,
        hopLimit: Int = OpenURLChain.defaultHopLimit,
        timeout: Duration? = nil
    ) throws(RouteTableError) -> OpenURLScope {
        var hosts: [String] = []
        for host in webHosts ?? Self.webHosts(of: routes) where !hosts.contains(host) {
            hosts.append(host)
        }
        // The app's domain is matched by the router itself, so "RAYCIPE.example.com." is the
        // app's too, and "raycipe.example.com.evil.example" or "raycipe.example.com@evil" are not.
        let domain = try OpenURLAllowlist(patterns: hosts.flatMap { ["https://\($0)/**", "http://\($0)/**"] })
        let chain = OpenURLChain(system: system, allowlist: domain, hopLimit: hopLimit, timeout: timeout)
        let web = OpenURLHandler("web") { url in
            domain.allows(url) ? .handled : .forward
        }
        let app = OpenURLHandler.router(routes) { _, _ in .handled }
        return chain.root.child("web", handler: web).child("app", handler: app)
    }

    /// The hosts of the table's web sources (`https://raycipe.example.com` gives `raycipe.example.com`).
    static func webHosts(of table: RouteTable) -> [String] {
        var hosts: [String] = []
        for source in table.sources {
            for prefix in ["https://", "http://"] where source.lowercased().hasPrefix(prefix) {
                let host = String(source.dropFirst(prefix.count).prefix { $0 != "/" })
                if !host.isEmpty && !hosts.contains(host) { hosts.append(host) }
            }
        }
        return hosts
    }
}
