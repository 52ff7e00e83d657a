import Switchyard

extension OpenURLHandler {
    /// The app's own links that no route took, discarded with the reason: a URL of one of the
    /// app's custom schemes or web domains is answered `discarded`; anything else `forward`.
    ///
    /// Install it outside (as an ancestor of) the scope of the app's router or inbox: what the
    /// routes did not take reaches it, and a link of the app's own never goes on to the system
    /// opener, which would hand it straight back to the app (a custom scheme or a universal
    /// link reopens it) in a loop. A foreign link goes on, to the system.
    ///
    /// ```swift
    /// let own = try OpenURLHandler.ownLinks(schemes: ["raycipe"], webHosts: ["raycipe.example.com"])
    /// let app = chain.root.child("own", handler: own).child("app", handler: routes)
    /// await app.open("raycipe://nope").reason
    /// // "no route matches raycipe://nope, a link of the app's own scheme: handing it to the system would reopen the app"
    /// ```
    ///
    /// The app's links are matched by the router's own rules, so `RAYCIPE.example.com.` is the
    /// app's too, and `raycipe.example.com.evil.example` or `raycipe.example.com@evil` are not.
    ///
    /// - Parameters:
    ///   - schemes: the app's custom schemes (`raycipe`, the bundle ID of its dynamic-link callbacks).
    ///   - webHosts: the app's web domains (`raycipe.example.com`, its link domain), over
    ///     `https` and `http`.
    ///   - name: the handler's name in traces.
    /// - Throws: when a scheme or host is not valid in a route pattern (the error names it).
    public static func ownLinks(schemes: [String], webHosts: [String], name: String = "own-links") throws(RouteTableError) -> OpenURLHandler {
        for scheme in schemes where !isScheme(scheme) {
            throw RouteTableError(problems: [
                RouteTableProblem(
                    severity: .error, message: "'\(scheme)' is not a URL scheme: a letter, then letters, digits, '+', '-' or '.'")
            ])
        }
        let domain = try OpenURLAllowlist(patterns: webHosts.flatMap { ["https://\($0)/**", "http://\($0)/**"] })
        let custom = try OpenURLAllowlist(patterns: schemes.map { "\($0)://**" })
        return .annotated(name, role: .ownLinks) { request in
            let url = request.url
            if custom.allows(url) {
                return HandlerAnswer(
                    result: .discarded,
                    note: "no route matches \(url), a link of the app's own scheme: handing it to the system would reopen the app")
            }
            if domain.allows(url) {
                return HandlerAnswer(
                    result: .discarded,
                    note: "no route matches \(url), a link of the app's own web domain: handing it to the system would reopen the app")
            }
            return HandlerAnswer(result: .forward)
        }
    }

    /// ``ownLinks(schemes:webHosts:name:)`` with the schemes and web hosts of `table`'s
    /// sources (`raycipe:` and `https://raycipe.example.com`), and any more given.
    ///
    /// ```swift
    /// let own = try OpenURLHandler.ownLinks(of: router.table, moreSchemes: ["com.example.raycipe"])
    /// ```
    ///
    /// - Throws: when a scheme or host given is not valid in a route pattern.
    public static func ownLinks(
        of table: RouteTable, moreSchemes: [String] = [], moreWebHosts: [String] = [], name: String = "own-links"
    ) throws(RouteTableError) -> OpenURLHandler {
        try ownLinks(
            schemes: unique(customSchemes(of: table) + moreSchemes), webHosts: unique(webHosts(of: table) + moreWebHosts), name: name)
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
        return text.utf8.allSatisfy {
            isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }
}
