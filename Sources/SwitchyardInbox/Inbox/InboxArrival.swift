import Switchyard
import SwitchyardLinks

/// What routing made of an arriving URL, before the inbox's rules: a route and its
/// destination, or the reason it is refused. Made outside the lock (routing is pure).
enum InboxArrival<Destination: Sendable>: Sendable {
    /// The URL matched a route, which made this destination.
    case routed(url: String, destination: Destination, match: RouteMatch, isDynamicLink: Bool, confidence: MatchConfidence)
    /// The URL is refused, for this reason.
    case refused(url: String, reason: InboxReason)

    /// The URL as it arrived.
    var url: String {
        switch self {
        case .routed(let url, _, _, _, _), .refused(let url, _): url
        }
    }

    /// An arrival of `url`, from the router's answer for it.
    init(url: String, route: IncomingLinkRoute<Destination>) {
        switch route {
        case .ordinary(let resolution):
            self.init(url: url, resolution: resolution, isDynamicLink: false, confidence: .default)
        case .dynamicLink(let routed):
            // The deep link's destination is taken whatever the confidence: the inbox keeps the
            // confidence beside it, and gives the destination back under the same rule.
            if case .notMatched(let miss) = routed.riskyResolution {
                self = .refused(url: url, reason: .deepLinkNoMatch(deepLink: routed.decoded.riskyDeepLink.text, miss))
            } else {
                self.init(url: url, resolution: routed.riskyResolution, isDynamicLink: true, confidence: routed.confidence)
            }
        case .needsResolving(let short):
            self = .refused(url: url, reason: .dynamicLink(.shortLink(short)))
        case .invalidLink(let error), .refused(_, let error):
            self = .refused(url: url, reason: .dynamicLink(error))
        case .guarded(let route, let needs):
            // The inbox reads the unguarded answer and keeps a guarded link waiting; a caller's
            // guarded answer says the link cannot be handed over.
            self = .refused(url: url, reason: .guarded(route: route, needs: needs))
        }
    }

    private init(url: String, resolution: Resolution<Destination>, isDynamicLink: Bool, confidence: MatchConfidence) {
        switch resolution {
        case .matched(let destination, let match):
            self = .routed(url: url, destination: destination, match: match, isDynamicLink: isDynamicLink, confidence: confidence)
        case .notMatched(let miss):
            self = .refused(url: url, reason: .noMatch(miss))
        case .failed(let error, let match):
            self = .refused(url: url, reason: .routeFailed(route: match.routeName, error: "\(error)"))
        }
    }
}
