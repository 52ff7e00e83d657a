/// One HTTP request, as the link service reads it: what any server framework can hand over.
///
/// The service reads only the method, the path, the query, a few headers (`User-Agent`,
/// `Accept-Language`, `Authorization`, `Referer`, `Sec-CH-UA-Platform`, `Sec-CH-UA-Mobile`),
/// the client's address and the body. Header names are compared case-insensitively.
///
/// ```swift
/// let request = LinkRequest(
///     method: "GET", path: "/AbCd", query: "d=1",
///     headers: [("User-Agent", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) …")],
///     clientAddress: "203.0.113.7"
/// )
/// ```
public struct LinkRequest: Sendable, Hashable {
    /// The method, upper-case as sent (`GET`, `HEAD`, `POST`).
    public var method: String
    /// The path, percent-encoded as sent, starting with `/`.
    public var path: String
    /// The query without its `?`, percent-encoded as sent; empty when there is none.
    public var query: String
    /// The headers, names lower-cased; a repeated header keeps its last value.
    public var headers: [String: String]
    /// The address the request came from (IPv4 or IPv6 text); only ever hashed.
    public var clientAddress: String
    /// The body's bytes.
    public var body: [UInt8]

    /// Makes a request; header names are lower-cased.
    public init(method: String, path: String, query: String = "", headers: [(String, String)] = [], clientAddress: String = "", body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.clientAddress = clientAddress
        self.body = body
        var byName: [String: String] = [:]
        for (name, value) in headers { byName[ASCIIText.lowercased(name)] = value }
        self.headers = byName
    }

    /// Makes a request from a request target as it appears on the request line (`/AbCd?d=1`).
    public init(method: String, target: String, headers: [(String, String)] = [], clientAddress: String = "", body: [UInt8] = []) {
        if let mark = target.firstIndex(of: "?") {
            self.init(method: method, path: String(target[..<mark]), query: String(target[target.index(after: mark)...]), headers: headers, clientAddress: clientAddress, body: body)
        } else {
            self.init(method: method, path: target, headers: headers, clientAddress: clientAddress, body: body)
        }
    }

    /// The value of a header, by name in any case; `nil` when absent.
    public func header(_ name: String) -> String? { headers[ASCIIText.lowercased(name)] }
}
