import Switchyard
import SwitchyardLinks

/// A link the inbox accepted: the URL, the route it matched, what that route needs, and how
/// far the link can be trusted.
///
/// ```swift
/// for await link in inbox.deliveries {
///     switch link.routeName {
///     case "recipe.detail": show(recipe: try link.match.parameter("id", as: Int.self))
///     case "profile" where link.confidence >= .unique: showProfile()
///     default: break
///     }
/// }
/// ```
public struct InboxLink: Sendable, CustomStringConvertible {
    /// The URL as it arrived.
    public let url: String
    /// The route it matched, with its parameters (`RouteMatch.parameter(_:as:)`).
    public let match: RouteMatch
    /// The conditions the route needs (`RouteTable.requirements(ofRoute:)`).
    public let requirements: [String]
    /// How far the link can be trusted to be meant for this user: a link decoded from a
    /// dynamic link keeps the confidence of its match; an ordinary link opened with
    /// ``Inbox/open(_:confidence:)`` without one is `.default` (anyone can send an app a URL).
    public let confidence: MatchConfidence
    /// The link's number among the links this inbox accepted, from 1, in arrival order.
    public let arrival: Int
    /// How long the link had waited when this value was made (zero for a link delivered on
    /// arrival).
    public let age: Duration

    /// The name of the matched route.
    public var routeName: String { match.routeName }

    /// `raycipe://recipes/2 (recipe.detail, arrival 1)`.
    public var description: String { "\(url) (\(routeName), arrival \(arrival))" }

    init(url: String, match: RouteMatch, requirements: [String], confidence: MatchConfidence, arrival: Int, age: Duration) {
        self.url = url
        self.match = match
        self.requirements = requirements
        self.confidence = confidence
        self.arrival = arrival
        self.age = age
    }
}
