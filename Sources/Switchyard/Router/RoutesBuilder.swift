/// The result builder behind ``Router`` and ``RouteGroup``: routes and groups, with `if`,
/// `switch` and `for` as in any builder.
@resultBuilder
public enum RoutesBuilder<Destination: Sendable> {
    /// A route.
    public static func buildExpression(_ route: Route<Destination>) -> [Route<Destination>] { [route] }
    /// The routes of a group, with the group's prefix applied.
    public static func buildExpression(_ group: RouteGroup<Destination>) -> [Route<Destination>] { group.routes }
    /// Routes made elsewhere, as an array.
    public static func buildExpression(_ routes: [Route<Destination>]) -> [Route<Destination>] { routes }
    /// Every part, in order.
    public static func buildBlock(_ parts: [Route<Destination>]...) -> [Route<Destination>] { parts.flatMap { $0 } }
    /// The routes of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: [Route<Destination>]?) -> [Route<Destination>] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: [Route<Destination>]) -> [Route<Destination>] { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: [Route<Destination>]) -> [Route<Destination>] { second }
    /// The routes of a `for` loop.
    public static func buildArray(_ parts: [[Route<Destination>]]) -> [Route<Destination>] { parts.flatMap { $0 } }
}
