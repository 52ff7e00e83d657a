/// What kind of handler an ``OpenURLHandler`` is, as far as the order of a chain goes: the
/// handlers that route the app's links, the one that keeps the app's own links from the
/// system, and the rest. Read by ``OpenURLScope/handlerOrderProblems``.
package enum OpenURLHandlerRole: Sendable, Hashable {
    /// A handler of the app's own making: it may answer anything.
    case other
    /// A router: routes the app's links, forwards a URL that matches no route.
    case router
    /// An inbox: routes ordinary URLs and dynamic links; forwards a URL that matches no route
    /// only when asked to.
    case inbox(forwardsNoRoute: Bool)
    /// Dynamic links only: forwards every other URL.
    case dynamicLinks
    /// Discards the app's own links (its schemes and web domains), forwards the rest.
    case ownLinks
}
