// STUB, deleted when the core lands on main: the announced API of the core
// router, implemented naively so the bench compiles and runs before the merge.
// Declarations here shadow `import Switchyard`; nothing else refers to this file.

struct RouteDefinition: Sendable {
    var name: String
    var pattern: String
    init(name: String, pattern: String) { self.name = name; self.pattern = pattern }
}

struct RouteTableOptions: Sendable { init() {} }
struct RouteTableError: Error, Sendable { var message: String }
enum NoMatchReason: Sendable { case noRoute, malformed }
struct NoMatch: Sendable { var reason: NoMatchReason }
enum MatchResult: Sendable { case matched(RouteMatch), notMatched(NoMatch) }
struct ParameterError: Error, Sendable {}

protocol RouteParameter { init?(parameterText: Substring) }
extension Substring: RouteParameter { init?(parameterText: Substring) { self = parameterText } }
extension String: RouteParameter { init?(parameterText: Substring) { self = String(parameterText) } }
extension Int: RouteParameter { init?(parameterText: Substring) { self.init(parameterText) } }

struct RouteMatch: Sendable {
    fileprivate var table: RouteTable
    var routeIndex: Int
    fileprivate var captures: [(String, Substring)]
    var routeName: String { table.definitions[routeIndex].name }
    func parameter<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T {
        guard let text = captures.first(where: { $0.0 == name })?.1, let value = T(parameterText: text) else {
            throw ParameterError()
        }
        return value
    }
}

struct RouteTable: Sendable {
    fileprivate var definitions: [RouteDefinition]
    private var router: HandWrittenRouter

    init(_ definitions: [RouteDefinition], options: RouteTableOptions = .init()) throws(RouteTableError) {
        self.definitions = definitions
        router = HandWrittenRouter(definitions.map { RouteLine(name: $0.name, pattern: $0.pattern) })
    }

    init(routesFile text: String, fileName: String) throws(RouteTableError) {
        do {
            try self.init(RouteLine.parse(text, fileName: fileName).map { RouteDefinition(name: $0.name, pattern: $0.pattern) })
        } catch {
            throw RouteTableError(message: "\(error)")
        }
    }

    func match(_ url: String) -> MatchResult {
        guard let found = router.match(url), let index = definitions.firstIndex(where: { $0.name == found.name }) else {
            return .notMatched(NoMatch(reason: .noRoute))
        }
        return .matched(RouteMatch(table: self, routeIndex: index, captures: found.parameters.map { ($0.key, Substring($0.value)) }))
    }
}
