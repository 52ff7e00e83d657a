/// An HTTP request as the router reads it: the method, the scheme the server received it on,
/// the `Host` header (or HTTP/2's `:authority`) and the request target.
///
/// ```swift
/// let request = RequestHead(method: .get, scheme: "http", authority: "localhost:8080", target: "/repos/apple/swift?page=2")
/// ```
public struct RequestHead: Sendable, Hashable, CustomStringConvertible {
    /// The request's method.
    public var method: HTTPMethod
    /// `http` or `https`: how the request reached the server (over TLS or not, or what a
    /// trusted proxy in front of it says).
    public var scheme: String
    /// The `Host` header or `:authority`, with its port (`api.example.com`, `localhost:8080`);
    /// `nil` when the request has none.
    public var authority: String?
    /// The request target: origin form (`/repos/apple/swift?page=2`), absolute form
    /// (`https://api.example.com/repos/apple/swift`, whose scheme and authority then count) or
    /// `*` (for `OPTIONS`).
    public var target: String

    /// Makes a request head.
    public init(method: HTTPMethod, scheme: String = "http", authority: String?, target: String) {
        self.method = method
        self.scheme = scheme
        self.authority = authority
        self.target = target
    }

    /// `GET http://localhost:8080/repos/apple/swift`, as a log line writes it.
    public var description: String {
        if target.hasPrefix("/") { return "\(method) \(scheme)://\(authority ?? "")\(target)" }
        return "\(method) \(target)"
    }
}
