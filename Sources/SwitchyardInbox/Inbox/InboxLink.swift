import Switchyard
import SwitchyardLinks

/// A link the inbox accepted: the route it matched, the app's destination for it, what the
/// route needs, and how far the link can be trusted.
///
/// The destination is routed once, when the link arrives, by the inbox's router; nothing
/// routes the URL again. As with `RoutedDynamicLink`, a dynamic link below confidence
/// `unique` gives its destination only through the accessors whose names say the risk:
///
/// ```swift
/// for await link in inbox.deliveries {
///     if let screen = link.destination {
///         navigator.show(screen)                        // an ordinary link, or a dynamic link at unique
///     } else if case .card(let id) = link.riskyDestination {
///         navigator.show(.publicCard(id))               // below unique: nothing personal
///     }
/// }
/// ```
public struct InboxLink<Destination: Sendable>: Sendable, CustomStringConvertible {
    /// The URL as it arrived (for a dynamic link, the dynamic link itself).
    public let url: String
    /// The URL the route matched: the arrived URL for an ordinary link, the deep link for a
    /// dynamic link.
    public let routedURL: String
    /// Whether the link arrived as a dynamic link (a long link, a callback, or a short link
    /// resolved by the service), whose ``confidence`` is its match's.
    public let isDynamicLink: Bool
    /// How far the link can be trusted to be meant for this user: a dynamic link's match
    /// confidence; `.default` for an ordinary link (any app can open a URL, so it says nothing
    /// about who tapped it).
    public let confidence: MatchConfidence
    /// The conditions the route needs (`RouteTable.requirements(ofRoute:)`).
    public let requirements: [String]
    /// The link's number among the links this inbox accepted, from 1, in arrival order.
    public let arrival: Int
    /// How long the link had waited when this value was made (zero for a link delivered on
    /// arrival).
    public let age: Duration

    @usableFromInline
    let routed: Destination
    @usableFromInline
    let routedMatch: RouteMatch

    /// The name of the matched route.
    public var routeName: String { routedMatch.routeName }

    /// Whether the app may act on the link without a second thought: an ordinary link, or a
    /// dynamic link at confidence `unique`.
    @inlinable
    public var isTrusted: Bool { !isDynamicLink || confidence == .unique }

    /// The app's destination: for an ordinary link, and for a dynamic link at confidence
    /// `unique`; `nil` for a dynamic link below it (use ``riskyDestination``, and reveal
    /// nothing personal).
    @inlinable
    public var destination: Destination? { isTrusted ? routed : nil }

    /// The destination whatever the confidence: below `unique`, do not reveal personal data
    /// from it (the recipe's public page, not the user's notes on it).
    @inlinable
    public var riskyDestination: Destination { routed }

    /// The route match, with its parameters, under the same rule as ``destination``.
    @inlinable
    public var match: RouteMatch? { isTrusted ? routedMatch : nil }

    /// The route match whatever the confidence (see ``riskyDestination``).
    @inlinable
    public var riskyMatch: RouteMatch { routedMatch }

    /// `raycipe://recipes/2 (recipe.detail, arrival 1)`; a dynamic link adds its confidence:
    /// `https://rayciperw.page.link/?link=… (card, arrival 2, weak)`.
    public var description: String {
        isDynamicLink ? "\(url) (\(routeName), arrival \(arrival), \(confidence))" : "\(url) (\(routeName), arrival \(arrival))"
    }

    init(
        url: String, destination: Destination, match: RouteMatch, isDynamicLink: Bool, confidence: MatchConfidence,
        requirements: [String], arrival: Int, age: Duration
    ) {
        self.url = url
        self.routedURL = match.url
        self.routed = destination
        self.routedMatch = match
        self.isDynamicLink = isDynamicLink
        self.confidence = confidence
        self.requirements = requirements
        self.arrival = arrival
        self.age = age
    }

    /// The same link, `age` old.
    func aged(_ age: Duration) -> InboxLink {
        InboxLink(
            url: url, destination: routed, match: routedMatch, isDynamicLink: isDynamicLink, confidence: confidence,
            requirements: requirements, arrival: arrival, age: age)
    }
}
