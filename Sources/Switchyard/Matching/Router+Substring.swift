/// Routing a URL that is part of a longer string, for code built on the router: a dynamic
/// link's deep link is routed where it stands in the link, with no `String` made for it.
extension Router {
    /// Routes `url`, part of a longer string, as ``resolve(_:)-(String)`` routes a string;
    /// the match refers to the string `url` is part of.
    @inlinable
    package func resolve(_ url: Substring) -> Resolution<Destination> {
        resolve(matched: table.match(url))
    }

    /// Turns a table's answer into the router's: the route's destination, or why there is none.
    @inlinable
    package func resolve(matched result: MatchResult) -> Resolution<Destination> {
        switch result {
        case .notMatched(let miss):
            return .notMatched(miss)
        case .matched(let match):
            do {
                return .matched(try destinations[match.routeIndex].destination(of: match), match)
            } catch {
                return .failed(error, match)
            }
        }
    }
}
