import Switchyard
import SwitchyardPlatform

/// What a link service serves: its prefix, what links may point to, who may create them, and
/// the apps its domain is associated with.
///
/// ```swift
/// var configuration = LinkServiceConfiguration(
///     prefix: "https://l.raycipe.example.com",
///     allowlist: try LinkAllowlist(patterns: ["https://raycipe.example.com/**"])
/// )
/// configuration.apiKeys = ["a long random key"]
/// configuration.routes = table                     // for the association files
/// configuration.association.appIDs = ["ABCDE12345.com.example.raycipe"]
/// ```
public struct LinkServiceConfiguration: Sendable {
    /// The link prefix served, `https://host` with an optional path (`https://example.com/link`),
    /// without a trailing `/`. Short links are `<prefix>/<suffix>`.
    public var prefix: String
    /// Further link prefixes served by the same service, each `https://host[/path]`: several
    /// link domains on one service and one store. A click is served under the prefix whose
    /// host (the request's `Host`) and path it came to, and a link answers only under the
    /// prefix its long link was made with. ``prefix`` is the default, for a request whose
    /// `Host` names none of them.
    public var additionalPrefixes: [String] = []
    /// The deep links and fallbacks a link may carry.
    public var allowlist: LinkAllowlist
    /// The API keys that may create links; empty means creating is off.
    public var apiKeys: [String] = []
    /// The app's route table, for the association files; `nil` serves none.
    public var routes: RouteTable?
    /// The apps and exclusions of the association files.
    public var association = AssociationConfiguration()
    /// How long a click is remembered for install attribution, in seconds: one hour.
    public var attributionWindow: Double = 3600
    /// How many clicks are remembered at most (the oldest are forgotten first).
    public var attributionCapacity = 100_000
    /// How many `POST /v1/installAttribution` and `POST /v1/reopenAttribution` requests, the
    /// two together, one client address (as ``LinkService/origin(of:)`` gives it) may make:
    /// 60 a minute by default; `nil` for no limit. Past it, the answer is `429` with
    /// `Retry-After`. The count is this process's: with several instances, each allows it.
    public var attributionRateLimit: RequestRateLimit? = RequestRateLimit(requests: 60, per: 60)
    /// The largest request body accepted: 16 KB.
    public var maximumBodySize = 16_384
    /// The proxies whose forwarding headers (`Forwarded`, `X-Forwarded-For`,
    /// `X-Forwarded-Proto`) are believed; empty (the default) believes none, and the client is
    /// the address the request came from. See ``ClientOrigin``.
    public var trustedProxies: [AddressRange] = []
    /// The app's name and icon on the pages, and a team's own preview-page template.
    public var pages = PageSettings()
    /// The clock, in seconds since 1970 (UTC): click times, the attribution window, expiry
    /// times and the days of the counts. The default is the system's real-time clock, since
    /// what it measures must mean the same after a restart.
    public var now: @Sendable () -> Double = LinkServiceConfiguration.wallClockSeconds

    /// A configuration serving `prefix`, with links checked against `allowlist`.
    public init(prefix: String, allowlist: LinkAllowlist) {
        var prefix = prefix
        while prefix.hasSuffix("/") { prefix.removeLast() }
        self.prefix = prefix
        self.allowlist = allowlist
        association.linkPrefix = prefix
    }

    /// Every prefix served: ``prefix``, then ``additionalPrefixes`` (without a trailing `/`).
    public var prefixes: [String] {
        [prefix]
            + additionalPrefixes.map { prefix in
                var prefix = prefix
                while prefix.hasSuffix("/") { prefix.removeLast() }
                return prefix
            }
    }

    /// The prefix of ``prefixes`` that `link` (a short or a long link) is under, if any.
    func prefix(of link: String) -> String? {
        prefixes.filter { link.hasPrefix($0 + "/") }.max { $0.utf8.count < $1.utf8.count }
    }

    /// Seconds since 1970 on the system's real-time clock: the default ``now``.
    @Sendable
    public static func wallClockSeconds() -> Double { WallClock.now() }

    /// Seconds since the process first asked, on the continuous clock (never set back, but
    /// meaningless in another process).
    @Sendable
    public static func continuousSeconds() -> Double {
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static let start = ContinuousClock.now
}
