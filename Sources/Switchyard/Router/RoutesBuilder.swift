/// The result builder behind ``Router`` and ``RouteGroup``: routes and groups, with `if`,
/// `switch` and `for` as in any builder.
@resultBuilder
public enum RoutesBuilder<Destination: Sendable> {
    public static func buildExpression(_ route: Route<Destination>) -> [Route<Destination>] { [route] }
    public static func buildExpression(_ group: RouteGroup<Destination>) -> [Route<Destination>] { group.routes }
    public static func buildExpression(_ routes: [Route<Destination>]) -> [Route<Destination>] { routes }
    public static func buildBlock(_ parts: [Route<Destination>]...) -> [Route<Destination>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Route<Destination>]?) -> [Route<Destination>] { part ?? [] }
    public static func buildEither(first: [Route<Destination>]) -> [Route<Destination>] { first }
    public static func buildEither(second: [Route<Destination>]) -> [Route<Destination>] { second }
    public static func buildArray(_ parts: [[Route<Destination>]]) -> [Route<Destination>] { parts.flatMap { $0 } }
}
