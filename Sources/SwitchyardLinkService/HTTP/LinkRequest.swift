/// One HTTP request, as the link service reads it: what any server framework can hand over.
///
/// The service reads only the method, the path, the query, a few headers (`Host`, `User-Agent`,
/// `Accept-Language`, `Authorization`, `Referer`, `Sec-CH-UA-Platform`, `Sec-CH-UA-Mobile`, and
/// from a trusted proxy `Forwarded`, `X-Forwarded-For`, `X-Forwarded-Proto`), the address the
/// request came from and the body. Header names are compared case-insensitively.
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
    /// The headers, names lower-cased; a repeated header keeps its last value, except the
    /// forwarding headers (`Forwarded`, `X-Forwarded-For`, `X-Forwarded-Proto`), whose values
    /// are joined with `, ` in order, as HTTP allows for a list.
    public var headers: [String: String]
    /// The address the request came from (IPv4 or IPv6 text): the peer of the connection,
    /// which the service replaces with the client's when it is a trusted proxy
    /// (``ClientOrigin``). Only ever hashed.
    public var clientAddress: String
    /// The scheme the request arrived over (`http`, `https`) when the host knows it; a
    /// trusted proxy's `X-Forwarded-Proto` or `Forwarded: proto=` takes its place.
    public var scheme: String?
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
        for (name, value) in headers {
            let lower = ASCIIText.lowercased(name)
            if let earlier = byName[lower], lower == "forwarded" || lower == "x-forwarded-for" || lower == "x-forwarded-proto" {
                byName[lower] = earlier + ", " + value
            } else {
                byName[lower] = value
            }
        }
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
