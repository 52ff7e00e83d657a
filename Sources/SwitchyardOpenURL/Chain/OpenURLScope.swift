/// A place URLs are opened from, in a tree of scopes like a view hierarchy.
///
/// Each scope has at most one handler and a parent; the root belongs to an
/// ``OpenURLChain`` and stands for its system opener. A handler installed in a
/// scope replaces, for that scope and every scope made under it, the handler
/// they would otherwise inherit: the nearest one wins, as with
/// `.environment(\.openURL, …)` in SwiftUI.
///
/// ```swift
/// let chain = OpenURLChain(system: DryRunSystemOpener())
/// let app = chain.root.child("app", handler: OpenURLHandler("app") { _ in .forward })
/// let detail = app.child("detail")             // inherits "app"
/// let outcome = await detail.open("https://example.com/")
/// // app forwards; past the outermost handler the system opener decides.
/// ```
///
/// Scopes are immutable values, safe to share across tasks. ``installing(_:)``
/// and ``child(_:handler:)`` return new scopes; scopes made earlier keep the
/// handlers they were made with, as a SwiftUI view gets the environment of the
/// body that built it.
public struct OpenURLScope: Sendable {
    let node: Node

    final class Node: Sendable {
        let name: String
        let handler: OpenURLHandler?
        let parent: Node?
        let chain: OpenURLChain

        init(name: String, handler: OpenURLHandler?, parent: Node?, chain: OpenURLChain) {
            self.name = name
            self.handler = handler
            self.parent = parent
            self.chain = chain
        }
    }

    init(node: Node) {
        self.node = node
    }

    /// The scope's name, as given to ``child(_:handler:)`` (`root` for the root).
    public var name: String { node.name }

    /// The handler installed in this scope itself, if any.
    public var handler: OpenURLHandler? { node.handler }

    /// The parent scope; `nil` for the root.
    public var parent: OpenURLScope? { node.parent.map(OpenURLScope.init(node:)) }

    /// The chain this scope belongs to: its system opener, allowlist and limits.
    public var chain: OpenURLChain { node.chain }

    /// The names from the root to this scope, joined by `/`: `root/app/detail`.
    public var path: String {
        var names: [String] = []
        var node: Node? = node
        while let current = node {
            names.append(current.name)
            node = current.parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// Makes a scope under this one, optionally with a handler of its own.
    ///
    /// - Parameters:
    ///   - name: the scope's name, shown in traces.
    ///   - handler: the handler installed in the new scope; `nil` to inherit this scope's.
    public func child(_ name: String, handler: OpenURLHandler? = nil) -> OpenURLScope {
        OpenURLScope(node: Node(name: name, handler: handler, parent: node, chain: node.chain))
    }

    /// This scope with `handler` installed in place of its own (same name, same parent).
    ///
    /// Scopes made from the result with ``child(_:handler:)`` inherit `handler`.
    public func installing(_ handler: OpenURLHandler?) -> OpenURLScope {
        OpenURLScope(node: Node(name: node.name, handler: handler, parent: node.parent, chain: node.chain))
    }

    /// The handler that answers first for a URL opened here: this scope's, or the nearest ancestor's.
    public var nearestHandler: OpenURLHandler? { handlers.first?.handler }

    /// The installed handlers from this scope outwards, each with its scope's name.
    var handlers: [(handler: OpenURLHandler, scopeName: String)] {
        var result: [(handler: OpenURLHandler, scopeName: String)] = []
        var node: Node? = node
        while let current = node {
            if let handler = current.handler {
                result.append((handler, current.name))
            }
            node = current.parent
        }
        return result
    }
}
