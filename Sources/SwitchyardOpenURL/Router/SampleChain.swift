import Switchyard

/// The chain `switchyard open` dispatches through: a small app.
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
        for scheme in ownSchemes where !Self.isScheme(scheme) {
            throw RouteTableError(problems: [
                RouteTableProblem(
                    severity: .error, message: "'\(scheme)' is not a URL scheme: a letter, then letters, digits, '+', '-' or '.'"
                )
            ])
        }
        // The app's links are matched by the router itself, so "RAYCIPE.example.com." is the
        // app's too, and "raycipe.example.com.evil.example" or "raycipe.example.com@evil" are not.
        let domain = try OpenURLAllowlist(patterns: hosts.flatMap { ["https://\($0)/**", "http://\($0)/**"] })
        let custom = try OpenURLAllowlist(patterns: ownSchemes.map { "\($0)://**" })
        let chain = OpenURLChain(system: system, allowlist: domain, hopLimit: hopLimit, timeout: timeout)
        let own = OpenURLHandler.annotated("own-links") { request in
            let url = request.url
            if custom.allows(url) {
                return HandlerAnswer(result: .discarded, note: "no route matches \(url), a link of the app's own scheme: handing it to the system would reopen the app")
            }
            if domain.allows(url) {
                return HandlerAnswer(result: .discarded, note: "no route matches \(url), a link of the app's own web domain: handing it to the system would reopen the app")
            }
            return HandlerAnswer(result: .forward)
        }
        let app = OpenURLHandler.router(routes) { _, _ in .handled }
        return chain.root.child("own", handler: own).child("app", handler: app)
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

    /// The table's custom schemes (the source `raycipe:` gives `raycipe`).
    static func customSchemes(of table: RouteTable) -> [String] {
        table.sources.filter { $0.hasSuffix(":") && !$0.contains("/") }.map { String($0.dropLast()) }
    }

    /// A scheme as URLs spell it: an ASCII letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: String) -> Bool {
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }
}
