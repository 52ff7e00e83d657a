/// One thing that happened in an ``Inbox``: a link delivered, waiting, counted as a duplicate,
/// expired, dropped or refused.
///
/// Every call that changes the inbox returns its events, in the order they happened; the
/// `switchyard inbox` command prints one JSON line for each.
///
/// ```swift
/// let events = inbox.grant("signedIn")
/// events.map(\.description)
/// // ["delivered raycipe://profile -> profile (arrival 1)"]
/// ```
public struct InboxEvent<Destination: Sendable>: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The link was handed to ``Inbox/deliveries``: its conditions hold and the app is ready.
        case delivered
        /// The link waits in the inbox (the reason says for what).
        case waiting
        /// The same URL arrived within the duplicate window: counted once, not delivered again.
        case duplicate
        /// A waiting link passed the maximum age and was dropped.
        case expired
        /// A waiting link was dropped: the inbox was full, or the app dropped or cleared it.
        case dropped
        /// The URL was not accepted: it matches no route, or is a dynamic link the inbox cannot
        /// route (the reason says which).
        case refused
        /// A warning: a condition was granted or revoked that no route requires (a misspelt
        /// name, most likely); the reason names it and the conditions the routes require.
        case unusedCondition
    }

    /// What happened.
    public let kind: Kind
    /// The URL it happened to; empty for ``Kind/unusedCondition``.
    public let url: String
    /// The link, for every kind but ``Kind/refused`` (a duplicate names the arrival that counted).
    public let link: InboxLink<Destination>?
    /// Why: for every kind but ``Kind/delivered``.
    public let reason: InboxReason?

    init(_ kind: Kind, url: String, link: InboxLink<Destination>?, reason: InboxReason?) {
        self.kind = kind
        self.url = url
        self.link = link
        self.reason = reason
    }

    /// `waiting raycipe://profile -> profile (arrival 1): needs signedIn`; a dynamic link adds its
    /// confidence: `delivered https://rayciperw.page.link/?link=… -> card (arrival 2, unique)`.
    public var description: String {
        var text = url.isEmpty ? kind.rawValue : "\(kind.rawValue) \(url)"
        if let link {
            // A dynamic link says its confidence: `(arrival 2, weak)`.
            text += " -> \(link.routeName) (arrival \(link.arrival)" + (link.isDynamicLink ? ", \(link.confidence))" : ")")
        }
        if let reason { text += ": \(reason)" }
        return text
    }
}
