/// The root of a tree of scopes: the system opener, the allowlist that guards
/// it, and the limits every dispatch obeys.
///
/// ```swift
/// let chain = OpenURLChain(
///     system: DryRunSystemOpener(),
///     allowlist: try OpenURLAllowlist(patterns: ["https://raycipe.example.com/**"]),
///     hopLimit: 16
/// )
/// let screen = chain.root.child("screen", handler: OpenURLHandler("screen") { _ in .forward })
/// let outcome = await screen.open("https://raycipe.example.com/recipes/2")
/// ```
///
/// A chain is a value; copying it is cheap and safe across tasks.
public struct OpenURLChain: Sendable {
    /// The default hop limit: 16 forwards, rewrites and re-entrant opens per dispatch.
    public static let defaultHopLimit = 16

    /// What the root does with a URL no handler kept.
    public var system: any SystemOpener

    /// The URLs allowed to reach the system opener in a form other than the dispatch's original URL.
    public var allowlist: OpenURLAllowlist

    /// How many forwards, rewrites and re-entrant opens one dispatch may make; one more ends it as discarded.
    public var hopLimit: Int

    /// The time a dispatch may take when ``OpenURLScope/open(_:timeout:)`` is not given one; `nil` for no limit.
    public var timeout: Duration?

    /// Makes a chain.
    ///
    /// - Parameters:
    ///   - system: the system opener at the root.
    ///   - allowlist: the URLs a rewrite may send to the system opener; by default none,
    ///     so only the URL a dispatch started with can reach it.
    ///   - hopLimit: forwards, rewrites and re-entrant opens allowed per dispatch (at least 0).
    ///   - timeout: the default time limit of a dispatch; `nil` for none.
    public init(
        system: any SystemOpener,
        allowlist: OpenURLAllowlist = .none,
        hopLimit: Int = OpenURLChain.defaultHopLimit,
        timeout: Duration? = nil
    ) {
        precondition(hopLimit >= 0, "OpenURLChain: the hop limit must not be negative (got \(hopLimit))")
        self.system = system
        self.allowlist = allowlist
        self.hopLimit = hopLimit
        self.timeout = timeout
    }

    /// The root scope: no handler, the system opener beyond it. Make scopes under it with
    /// ``OpenURLScope/child(_:handler:)``.
    public var root: OpenURLScope {
        OpenURLScope(node: OpenURLScope.Node(name: "root", handler: nil, parent: nil, chain: self))
    }
}
