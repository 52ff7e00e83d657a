import Switchyard

/// Where an incoming URL leads: the one answer of `Router.resolveLink(_:decoder:allowlist:conditions:)`.
///
/// ```swift
/// switch router.resolveLink(url) {
/// case .ordinary(let resolution):
///     show(resolution.destination)              // routed as before
/// case .dynamicLink(let routed):
///     if let screen = routed.destination {
///         show(screen)                         // unique: the link carried its data
///     } else {
///         showPublicPage(routed.riskyDestination)  // below unique: nothing personal
///     }
/// case .needsResolving(let short):
///     resolveLater(short)                       // a short link carries no data
/// case .invalidLink(let error), .refused(_, let error):
///     log(error)
/// case .guarded(let route, let needs):
///     askToSignIn(route, needs)                 // the route needs a condition not met
/// }
/// ```
public enum IncomingLinkRoute<Destination: Sendable>: Sendable {
    /// Not a dynamic link: the URL itself, routed by the table as before.
    case ordinary(Resolution<Destination>)
    /// A dynamic link whose deep link was routed, with the link's confidence.
    case dynamicLink(RoutedDynamicLink<Destination>)
    /// A short link: only the service that issued it knows its long link.
    case needsResolving(ShortDynamicLink)
    /// A dynamic link that does not decode, and why.
    case invalidLink(DynamicLinkError)
    /// A dynamic link whose deep link is outside the allowlist: it is not routed.
    case refused(DecodedDynamicLink, DynamicLinkError)
    /// The URL (or deep link) matched this route, which needs these conditions, not met: it is
    /// not handed over. An inbox (`SwitchyardInbox`) keeps such a link until they are.
    case guarded(route: String, needs: [String])

    /// The destination an app may act on without a second thought: an ordinary URL's, or a
    /// dynamic link's at confidence `unique`; `nil` otherwise.
    @inlinable
    public var destination: Destination? {
        switch self {
        case .ordinary(let resolution): resolution.destination
        case .dynamicLink(let routed): routed.destination
        case .needsResolving, .invalidLink, .refused, .guarded: nil
        }
    }
}

/// A dynamic link's deep link routed by the app's table, with the link's confidence.
///
/// As with ``DecodedDynamicLink``, the destination is reached through the confidence:
/// ``resolution`` and ``destination`` exist at `unique` only; below it only
/// ``riskyResolution`` and ``riskyDestination`` give them, and a handler that uses them
/// must not reveal personal data (the recipe's public page, not the user's notes on it).
public struct RoutedDynamicLink<Destination: Sendable>: Sendable {
    /// The decoded link.
    public let decoded: DecodedDynamicLink
    @usableFromInline
    let routed: Resolution<Destination>

    /// Pairs a decoded link with its deep link's resolution.
    @inlinable
    public init(decoded: DecodedDynamicLink, resolution: Resolution<Destination>) {
        self.decoded = decoded
        self.routed = resolution
    }

    /// The link's confidence.
    @inlinable
    public var confidence: MatchConfidence { decoded.confidence }

    /// The deep link's resolution at confidence `unique`; `nil` below.
    @inlinable
    public var resolution: Resolution<Destination>? { confidence == .unique ? routed : nil }

    /// The destination at confidence `unique`; `nil` below it or when the deep link matched no route.
    @inlinable
    public var destination: Destination? { resolution?.destination }

    /// The deep link's resolution whatever the confidence: below `unique`, do not reveal
    /// personal data from it.
    @inlinable
    public var riskyResolution: Resolution<Destination> { routed }

    /// The destination whatever the confidence (see ``riskyResolution``).
    @inlinable
    public var riskyDestination: Destination? { routed.destination }
}
