import Switchyard

/// Reads a ``DynamicLinkPrefix`` through the router's URL reading.
enum PrefixReader {
    static func read(_ text: String) throws(DynamicLinkPrefixError) -> DynamicLinkPrefix {
        func fail(_ reason: String) -> DynamicLinkPrefixError { DynamicLinkPrefixError(text: text, reason: reason) }
        let parts: URLParts
        do {
            parts = try URLParts(text)
        } catch {
            throw fail("it is not a URL (\(error))")
        }
        if let scheme = parts.scheme, scheme != "https" {
            throw fail(scheme == "http" ? "http is not allowed, use https" : "the scheme must be https, not \(scheme)")
        }
        guard parts.scheme != nil, let host = parts.host else { throw fail("it needs https:// and a host") }
        if parts.hasQuery { throw fail("a prefix has no query") }
        if parts.fragment != nil { throw fail("a prefix has no fragment") }
        return DynamicLinkPrefix(host: host, path: parts.pathSegments)
    }
}
