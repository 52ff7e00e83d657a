/// How many requests one client address may make: a bucket of ``requests`` that refills at
/// ``requests`` per ``seconds``, so a client may send a burst of ``requests`` at once and then
/// one every `seconds / requests` seconds.
///
/// The service keeps one bucket per address it has seen lately, at most
/// ``maximumAddresses``: an address whose bucket is full again is forgotten first, then, when
/// the limit is reached, the half last seen longest ago (a forgotten address starts again
/// with a full bucket).
///
/// ```swift
/// configuration.attributionRateLimit = RequestRateLimit(requests: 60, per: 60)   // the default
/// configuration.attributionRateLimit = nil                                      // no limit
/// ```
public struct RequestRateLimit: Sendable, Hashable, CustomStringConvertible {
    /// The requests an address may make at once, and per ``seconds``; at least 1.
    public var requests: Int
    /// The period in which ``requests`` are allowed again, in seconds; above 0.
    public var seconds: Double
    /// The addresses remembered at most.
    public var maximumAddresses: Int

    /// `requests` per `seconds` for each address, with at most `maximumAddresses` remembered.
    /// A number of requests below 1 is taken as 1, a period of 0 or less (or not a number) as
    /// one second, and fewer than 2 addresses as 2.
    public init(requests: Int, per seconds: Double, maximumAddresses: Int = 10_000) {
        self.requests = requests
        self.seconds = seconds
        self.maximumAddresses = maximumAddresses
    }

    /// `60 requests per 60 s (10000 addresses)`.
    public var description: String { "\(rate) (\(addressLimit) addresses)" }

    /// `60 requests per 60 s`.
    var rate: String { "\(bucketSize) requests per \(Self.formatted(period)) s" }

    /// ``requests``, at least 1.
    var bucketSize: Int { max(1, requests) }
    /// ``seconds``, above 0.
    var period: Double { seconds > 0 && seconds.isFinite ? seconds : 1 }
    /// ``maximumAddresses``, at least 2.
    var addressLimit: Int { max(2, maximumAddresses) }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
