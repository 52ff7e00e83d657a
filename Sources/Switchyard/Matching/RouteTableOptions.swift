/// Settings a route table is built with.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.sources = ["https://raycipe.example.com"]   // unpinned routes also serve this host
/// options.caseInsensitivePaths = true                  // QR codes in alphanumeric mode
/// options.parameterTypes = [Cuisine.self]              // :c(cuisine)
/// let table = try RouteTable(definitions, options: options)
/// ```
public struct RouteTableOptions: Sendable {
    /// Inputs longer than this many bytes, counted as given (before white space is trimmed),
    /// match nothing, reason `too-long`, and are not read past it.
    /// At most ``largestURLLength``: offsets into a URL are kept in 32 bits.
    public var maximumURLLength: Int = 16_384

    /// The largest size limit a table accepts (2 GiB less two bytes: `Int32.max - 1`).
    /// (A computed constant, not a stored `static let`: the lookup reads it on every call, and a
    /// stored global would be reached through its lazy initialiser.)
    @inlinable
    public static var largestURLLength: Int { 2_147_483_646 }
    /// Literal segments compare with ASCII case folded (the routes-file `@case-insensitive-paths`).
    public var caseInsensitivePaths: Bool = false
    /// Sources declared without pinned routes of their own (the routes-file `@source`):
    /// `"raycipe:"`, `"raycipe://"` or `"https://raycipe.example.com"`.
    public var sources: [String] = []
    /// The table's public origin (the routes-file `@origin`), `"https://api.example.com"`: a
    /// declared source, the origin an unpinned route's absolute URL is built on, and the one
    /// a request to a ``localOrigins`` entry is routed as.
    public var origin: String?
    /// Origins a request reaches the table through besides its sources, in development or
    /// behind a proxy (the routes-file `@local-origin`): `"http://localhost:8080"`,
    /// `"http://127.0.0.1"`, `"http://api.example.com"` behind a TLS proxy. A request to one is
    /// routed as if made to ``origin``; an entry without a port matches every port.
    public var localOrigins: [String] = []
    /// Custom parameter types that patterns may name, beside the standard ones.
    public var parameterTypes: [any RouteParameter.Type] = []

    /// The defaults: a 16,384-byte size limit, case-sensitive paths, no declared sources, the standard parameter types.
    public init() {}
}
