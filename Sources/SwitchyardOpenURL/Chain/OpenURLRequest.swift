/// What a handler is asked: the URL, where the dispatch started, and a way to
/// open another URL within the same dispatch.
///
/// ```swift
/// let redirector = OpenURLHandler.withRequest("short-links") { request in
///     guard request.url.hasPrefix("https://ray.link/") else { return .forward }
///     let target = "raycipe://recipes/" + request.url.dropFirst("https://ray.link/".count)
///     return await request.open(target).accepted ? .handled : .discarded
/// }
/// ```
public struct OpenURLRequest: Sendable {
    /// The URL as it reaches this handler (rewritten by an inner `forward(url)`, if one did).
    public let url: String
    /// The URL the dispatch started with (the outermost one, for a re-entrant open).
    public let originalURL: String
    /// The name of the scope the asked handler is installed in.
    public let scopeName: String

    let dispatch: Dispatch

    /// Opens another URL from the scope this dispatch started in, as part of this dispatch.
    ///
    /// A re-entrant open counts as one hop against the dispatch's hop limit, shares its
    /// deadline, and its steps join the dispatch's trace one level deeper. Any URL it sends
    /// to the system opener must match the allowlist unless it is the dispatch's original
    /// URL, so a re-entrant open cannot launder a rewrite.
    ///
    /// - Returns: the outcome of the nested dispatch (its own steps only).
    public func open(_ url: String) async -> OpenURLOutcome {
        await dispatch.reopen(url)
    }
}
