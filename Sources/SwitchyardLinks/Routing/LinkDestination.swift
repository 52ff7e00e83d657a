import Switchyard

/// Where an incoming URL leads, in short: the answer of `Router.destination(forLink:decoder:allowlist:conditions:)`,
/// the fast form of ``IncomingLinkRoute``.
///
/// It carries the destination and what an app decides on (the confidence, a short link to
/// resolve, the reason a link is refused), not the match or the decoded link:
/// `Router.resolveLink(_:decoder:allowlist:conditions:)` gives those.
///
/// ```swift
/// switch router.destination(forLink: url) {
/// case .ordinary(let screen?):
///     show(screen)                             // routed as before
/// case .dynamicLink(let routed):
///     if let screen = routed.destination {
///         show(screen)                         // unique: the link carried its data
///     } else if let screen = routed.riskyDestination {
///         showPublicPage(screen)               // below unique: nothing personal
///     }
/// case .needsResolving(let short):
///     resolveLater(short)                      // a short link carries no data
/// case .ordinary(nil), .invalidLink, .refused, .guarded:
///     showHome()
/// }
/// ```
public enum LinkDestination<Destination: Sendable>: Sendable {
    /// Not a dynamic link: the URL's own destination, `nil` when it matches no route (or the
    /// route's closure throws).
    case ordinary(Destination?)
    /// A dynamic link whose deep link was routed, with the link's confidence.
    case dynamicLink(DynamicLinkDestination<Destination>)
    /// A short link: only the service that issued it knows its long link.
    case needsResolving(ShortDynamicLink)
    /// A dynamic link that does not decode, and why.
    case invalidLink(DynamicLinkError)
    /// A dynamic link whose deep link is outside the allowlist: it is not routed.
    case refused(DynamicLinkError)
    /// The URL (or deep link) matched this route, which needs these conditions, not met.
    case guarded(route: String, needs: [String])

    /// The destination an app may act on without a second thought: an ordinary URL's, or a
    /// dynamic link's at confidence `unique`; `nil` otherwise.
    @inlinable
    public var destination: Destination? {
        switch self {
        case .ordinary(let destination): destination
        case .dynamicLink(let routed): routed.destination
        case .needsResolving, .invalidLink, .refused, .guarded: nil
        }
    }

    /// The short form of a full answer: the same case, with the destination and confidence it holds.
    @inlinable
    public init(_ route: IncomingLinkRoute<Destination>) {
        switch route {
        case .ordinary(let resolution): self = .ordinary(resolution.destination)
        case .dynamicLink(let routed):
            self = .dynamicLink(DynamicLinkDestination(confidence: routed.confidence, riskyDestination: routed.riskyDestination))
        case .needsResolving(let short): self = .needsResolving(short)
        case .invalidLink(let error): self = .invalidLink(error)
        case .refused(_, let error): self = .refused(error)
        case .guarded(let route, let needs): self = .guarded(route: route, needs: needs)
        }
    }
}

extension LinkDestination: Equatable where Destination: Equatable {}

/// A dynamic link's deep link routed to the app's destination, with the link's confidence.
///
/// As with ``RoutedDynamicLink``, the destination is reached through the confidence:
/// ``destination`` gives it at `unique` only; below it only ``riskyDestination`` does, and a
/// handler that uses it must not reveal personal data (the recipe's public page, not the
/// user's notes on it).
///
/// ```swift
/// if case .dynamicLink(let routed) = router.destination(forLink: url) {
///     routed.confidence        // .unique for a long link, at most .default for a callback
///     routed.destination       // the screen, at unique only
/// }
/// ```
public struct DynamicLinkDestination<Destination: Sendable>: Sendable {
    /// The link's confidence.
    public let confidence: MatchConfidence
    @usableFromInline
    let routed: Destination?

    /// The destination of a deep link whose link has `confidence`; `nil` when the deep link
    /// matched no route (or the route's closure threw).
    @inlinable
    public init(confidence: MatchConfidence, riskyDestination: Destination?) {
        self.confidence = confidence
        self.routed = riskyDestination
    }

    /// The destination at confidence `unique`; `nil` below it or when the deep link matched no route.
    @inlinable
    public var destination: Destination? { confidence == .unique ? routed : nil }

    /// The destination whatever the confidence: below `unique`, do not reveal personal data
    /// from it.
    @inlinable
    public var riskyDestination: Destination? { routed }
}

extension DynamicLinkDestination: Equatable where Destination: Equatable {}
