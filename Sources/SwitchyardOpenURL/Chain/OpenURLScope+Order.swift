/// A way the handlers of a chain are arranged that keeps a kind of link from its place.
///
/// ```swift
/// let wrong = chain.root.child("app", handler: routes).child("own", handler: own)
/// wrong.handlerOrderProblems.map(\.description)
/// // ["own-links (scope own) is asked before routes (scope app): it discards the app's own links before a route sees them"]
/// ```
public struct OpenURLOrderProblem: Sendable, Hashable, CustomStringConvertible {
    /// The handler that is in the wrong place (or, for a missing handler, the one that needs it).
    public let handler: String
    /// Its scope.
    public let scope: String
    /// What goes wrong, in words.
    public let message: String

    /// `HANDLER (scope SCOPE) MESSAGE`.
    public var description: String { "\(handler) (scope \(scope)) \(message)" }
}

/// A chain whose handler order would keep a kind of link from its place, refused by
/// ``OpenURLScope/checkingHandlerOrder()``.
public struct OpenURLOrderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, nearest handler first.
    public let problems: [OpenURLOrderProblem]

    /// The problems, one a line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

extension OpenURLScope {
    /// What the order of the handlers from this scope outwards would do wrong, nearest first;
    /// empty when every kind of link can reach its place.
    ///
    /// - An own-links handler (`OpenURLHandler.ownLinks`) nearer than a router, an inbox or
    ///   the dynamic-links handler discards the app's own links before a route sees them.
    /// - An inbox that does not forward `no-route` ends every URL it cannot route: the handlers
    ///   outside it, and the system opener, never get a link.
    /// - A dynamic-links handler outside an inbox is never asked for a dynamic link: the inbox
    ///   routes them.
    /// - A router or an inbox that forwards `no-route`, with no own-links handler outside it,
    ///   hands the app's own links that match no route to the system, which gives them back.
    public var handlerOrderProblems: [OpenURLOrderProblem] {
        let installed = handlers
        var problems: [OpenURLOrderProblem] = []
        func problem(_ index: Int, _ message: String) {
            problems.append(OpenURLOrderProblem(handler: installed[index].handler.name, scope: installed[index].scopeName, message: message))
        }
        for (index, (handler, _)) in installed.enumerated() {
            let outer = installed[(index + 1)...]
            switch handler.role {
            case .ownLinks:
                if let routing = outer.first(where: { $0.handler.role.routes }) {
                    problem(
                        index,
                        "is asked before \(routing.handler.name) (scope \(routing.scopeName)): it discards the app's own links before a route sees them")
                }
            case .inbox(let forwardsNoRoute):
                if !forwardsNoRoute, let next = outer.first {
                    problem(
                        index,
                        "discards every URL it cannot route, so \(next.handler.name) (scope \(next.scopeName)) and the system opener never get one: give it forwardingNoRoute: true"
                    )
                }
                if let links = outer.first(where: { $0.handler.role == .dynamicLinks }) {
                    problem(index, "routes dynamic links itself, so \(links.handler.name) (scope \(links.scopeName)) outside it is never asked for one")
                }
                if forwardsNoRoute, !outer.contains(where: { $0.handler.role == .ownLinks }) {
                    problem(index, "forwards the app's own links that match no route with no own-links handler outside it: the system would hand them back to the app")
                }
            case .router:
                if !outer.contains(where: { $0.handler.role == .ownLinks }) {
                    problem(index, "forwards the app's own links that match no route with no own-links handler outside it: the system would hand them back to the app")
                }
            case .dynamicLinks, .other:
                break
            }
        }
        return problems
    }

    /// This scope, when its handler order has no ``handlerOrderProblems``.
    ///
    /// ```swift
    /// let app = try chain.root.child("own", handler: own).child("app", handler: .inbox(inbox, forwardingNoRoute: true))
    ///     .checkingHandlerOrder()
    /// ```
    ///
    /// - Throws: ``OpenURLOrderError`` with every problem.
    public func checkingHandlerOrder() throws(OpenURLOrderError) -> OpenURLScope {
        let problems = handlerOrderProblems
        guard problems.isEmpty else { throw OpenURLOrderError(problems: problems) }
        return self
    }
}

extension OpenURLHandlerRole {
    /// Whether the handler routes the app's links (a router, an inbox, dynamic links).
    var routes: Bool {
        switch self {
        case .router, .inbox, .dynamicLinks: true
        case .ownLinks, .other: false
        }
    }
}
