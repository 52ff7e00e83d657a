/// The host and path of a link prefix, for the association files that claim its links.
enum LinkPrefixPath {
    /// The prefix's host, lower-cased: `https://L.raycipe.example.com/link` gives `l.raycipe.example.com`;
    /// `nil` for a prefix that is not `https://host[/path]`.
    static func host(of prefix: String) -> String? {
        parts(of: prefix)?.host
    }

    /// The prefix's path without a trailing `/`: `""` for `https://l.raycipe.example.com`,
    /// `/link` for `https://example.com/link`; `nil` for a prefix that is not `https://host[/path]`.
    static func path(of prefix: String) -> String? {
        parts(of: prefix)?.path
    }

    private static func parts(of prefix: String) -> (host: String, path: String)? {
        let scheme = "https://"
        guard prefix.lowercased().hasPrefix(scheme) else { return nil }
        let rest = prefix.dropFirst(scheme.count)
        let host = rest.prefix { $0 != "/" }
        guard !host.isEmpty, !rest.contains("?"), !rest.contains("#"), !host.contains("@") else { return nil }
        var path = String(rest.dropFirst(host.count))
        while path.hasSuffix("/") { path.removeLast() }
        return (ASCIIText.lowercased(String(host)), path)
    }
}
