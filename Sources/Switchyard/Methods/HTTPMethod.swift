/// An HTTP request method: a case-sensitive token (RFC 9110, section 9), the standard ones
/// and extension methods alike.
///
/// ```swift
/// HTTPMethod.get                  // GET
/// HTTPMethod("PURGE")             // PURGE, an extension method
/// HTTPMethod("get")               // get: methods are case-sensitive, so not GET
/// HTTPMethod("GET ME")            // nil: not a token
/// ```
public struct HTTPMethod: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The method as it is written on the wire.
    public let rawValue: String
    /// The method's bit among the standard ones (``MethodBits``), or -1 for an extension method.
    let standardBit: Int8

    /// The method named `token`, or `nil` when `token` is not an RFC 9110 token (empty, or
    /// holding a character other than letters, digits and ``!#$%&'*+-.^_`|~``).
    public init?(_ token: String) {
        guard !token.isEmpty, token.utf8.allSatisfy(HTTPMethod.isTokenByte) else { return nil }
        self.rawValue = token
        self.standardBit = Int8(HTTPMethod.standardNames.firstIndex(of: token) ?? -1)
    }

    private init(standard bit: Int) {
        self.rawValue = HTTPMethod.standardNames[bit]
        self.standardBit = Int8(bit)
    }

    /// `GET`.
    public static var get: HTTPMethod { HTTPMethod(standard: 0) }
    /// `HEAD`: answered by a path's `GET` route unless it has a `HEAD` route.
    public static var head: HTTPMethod { HTTPMethod(standard: 1) }
    /// `POST`.
    public static var post: HTTPMethod { HTTPMethod(standard: 2) }
    /// `PUT`.
    public static var put: HTTPMethod { HTTPMethod(standard: 3) }
    /// `DELETE`.
    public static var delete: HTTPMethod { HTTPMethod(standard: 4) }
    /// `CONNECT`.
    public static var connect: HTTPMethod { HTTPMethod(standard: 5) }
    /// `OPTIONS`: answered with a path's methods unless a route declares it.
    public static var options: HTTPMethod { HTTPMethod(standard: 6) }
    /// `TRACE`.
    public static var trace: HTTPMethod { HTTPMethod(standard: 7) }
    /// `PATCH` (RFC 5789).
    public static var patch: HTTPMethod { HTTPMethod(standard: 8) }

    /// The standard methods, in the order of their bits.
    static let standardNames = ["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]

    /// The method as written: `GET`, `PURGE`.
    public var description: String { rawValue }

    /// Equal when written the same.
    public static func == (a: HTTPMethod, b: HTTPMethod) -> Bool { a.rawValue == b.rawValue }

    /// Hashes the method's text.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Alphabetical, as an `Allow` header lists them.
    public static func < (a: HTTPMethod, b: HTTPMethod) -> Bool { a.rawValue < b.rawValue }

    /// Whether `byte` may appear in a token (RFC 9110, section 5.6.2).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        if ASCII.isAlphanumeric(byte) { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
