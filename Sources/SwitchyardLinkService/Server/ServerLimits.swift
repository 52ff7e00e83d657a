/// What the development server allows one client, so that a slow or greedy one cannot hold it.
///
/// ```swift
/// var limits = ServerLimits()
/// limits.maximumConnections = 16
/// limits.idleTimeout = 5
/// ```
public struct ServerLimits: Sendable, Hashable {
    /// The largest request head (request line and headers): 8 KB; past it, `431`.
    public var maximumHeaderSize = 8_192
    /// The largest body: 16 KB; past it, `413` without reading it.
    public var maximumBodySize = 16_384
    /// Connections served at once; one more is answered `503` and closed.
    public var maximumConnections = 64
    /// Seconds a connection may stay silent between requests, and the most a request may take
    /// to arrive whole (a client that trickles bytes gets `408` and is closed).
    public var idleTimeout: Double = 10

    /// The default limits.
    public init() {}
}
