import Switchyard
import SwitchyardLinks

/// Why a link waits, was not delivered, or left the inbox without being delivered.
///
/// ```swift
/// for event in inbox.open("raycipe://profile") where event.kind == .waiting {
///     print(event.reason!)                  // needs signedIn
/// }
/// ```
public enum InboxReason: Sendable, Hashable, CustomStringConvertible {
    /// The app has not said it is ready to navigate (``Inbox/ready()``); the route also needs
    /// the conditions listed, if any.
    case notReady(needs: [String])
    /// The route needs these conditions, which do not hold (in the order the route lists them).
    case needs([String])
    /// The same URL arrived this long ago, and that arrival (its number given) counted.
    case duplicate(of: Int, after: Duration)
    /// The link waited `age`, longer than the inbox's maximum age `limit`.
    case expired(age: Duration, limit: Duration)
    /// The inbox already held `capacity` waiting links, so the oldest made room.
    case full(capacity: Int)
    /// The app dropped the link (``Inbox/drop(_:)``).
    case droppedByApp
    /// The app cleared the inbox (``Inbox/clear()``).
    case cleared
    /// The URL matches no route of the table, for this reason.
    case noMatch(NoMatch)
    /// The dynamic link's deep link (given) matches no route of the table, for this reason.
    case deepLinkNoMatch(deepLink: String, NoMatch)
    /// The URL matched this route, whose closure failed with this error (as text).
    case routeFailed(route: String, error: String)
    /// A dynamic link the inbox cannot route: it does not decode, its deep link is outside the
    /// allowlist, or it is a short link that was not resolved (the error says which).
    case dynamicLink(DynamicLinkError)
    /// No route requires this condition (granted or revoked); the routes require those given.
    case noRouteRequires(String, required: [String])
    /// A route that needs these conditions was checked, and refused, before the link arrived.
    case guarded(route: String, needs: [String])
    /// A short link the link service does not know (its URL).
    case unknownShortLink(String)

    /// The reason in words, as the trace and the command print it.
    public var description: String {
        switch self {
        case .notReady(let needs):
            "the app is not ready to navigate yet" + (needs.isEmpty ? "" : "; the route also needs \(Self.list(needs))")
        case .needs(let conditions):
            "needs \(Self.list(conditions))"
        case .duplicate(let arrival, let after):
            "the same URL arrived \(Self.seconds(after)) earlier, as arrival \(arrival): counted once"
        case .expired(let age, let limit):
            "waited \(Self.seconds(age)), longer than the maximum age of \(Self.seconds(limit))"
        case .full(let capacity):
            "the inbox holds at most \(capacity) waiting \(capacity == 1 ? "link" : "links"): the oldest makes room"
        case .droppedByApp:
            "dropped by the app"
        case .cleared:
            "cleared by the app"
        case .noMatch(let miss):
            "\(miss.reason.description): \(miss.detail)"
        case .deepLinkNoMatch(let deepLink, let miss):
            "the deep link \(deepLink): \(miss.reason.description): \(miss.detail)"
        case .routeFailed(let route, let error):
            "the route \(route) failed: \(error)"
        case .dynamicLink(let error):
            error.description
        case .noRouteRequires(let condition, let required):
            "no route requires the condition '\(condition)'"
                + (required.isEmpty ? " (no route requires any)" : " (the routes require \(Self.list(required)))")
        case .guarded(let route, let needs):
            "the route \(route) needs \(Self.list(needs))"
        case .unknownShortLink(let url):
            "the link service does not know the short link \(url)"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    /// `0.3 seconds`, `1 second`, `600 seconds`: to the millisecond, rounded down.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        var text = String(milliseconds / 1000)
        var fraction = milliseconds % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let part = String(fraction)
            text += "." + String(repeating: "0", count: digits - part.count) + part
        }
        return text + (milliseconds == 1000 ? " second" : " seconds")
    }
}
