/// The host and the path of a link prefix (`https://L.Example.com/go` → `l.example.com`, `/go`).
struct PrefixParts: Sendable, Hashable {
    /// The host, lower-cased, without a port.
    var host: String
    /// The path after the host (`/go`), empty for a bare host.
    var path: String

    init(_ prefix: String) {
        var rest = Substring(prefix)
        if let schemeEnd = rest.firstRange(of: "://") { rest = rest[schemeEnd.upperBound...] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        host = PrefixParts.hostName(rest[..<slash])
        path = String(rest[slash...])
    }

    /// A `Host` header's or an authority's host, lower-cased, without a port
    /// (`L.Example.com:8080` → `l.example.com`, `[::1]:80` → `[::1]`).
    static func hostName(_ authority: Substring) -> String {
        var host = authority
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if host.hasPrefix("[") {
            if let close = host.firstIndex(of: "]") { host = host[...close] }
        } else if let colon = host.firstIndex(of: ":") {
            host = host[..<colon]
        }
        return ASCIIText.lowercased(String(host))
    }
}

extension LinkServiceConfiguration {
    /// The prefix a request came to: among the prefixes whose host is the request's `Host`
    /// (every prefix when none is), the one with the longest path the request's path is
    /// under; ``prefix`` when there is none.
    func prefix(for request: LinkRequest) -> String {
        let all = prefixes
        let host = request.header("host").map { PrefixParts.hostName(Substring($0)) }
        let onHost = all.filter { PrefixParts($0).host == host }
        let candidates = onHost.isEmpty ? all : onHost
        let under = candidates.filter { request.path.hasPrefix(PrefixParts($0).path + "/") }
        return under.max { PrefixParts($0).path.utf8.count < PrefixParts($1).path.utf8.count } ?? (onHost.first ?? prefix)
    }
}
