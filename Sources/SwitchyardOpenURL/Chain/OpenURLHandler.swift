/// A named handler installed in a scope: asked first for every URL opened from
/// that scope or its descendants, unless a nearer scope installs its own.
///
/// The body may be synchronous or `async` (a synchronous closure converts), may
/// throw, and must be `@Sendable`: the chain can be used from any task.
///
/// ```swift
/// let web = OpenURLHandler("web") { url in
///     url.hasPrefix("https://raycipe.example.com/") ? .handled : .forward
/// }
/// // A handler that needs the dispatch (the original URL, re-entrant opens):
/// let legacy = OpenURLHandler.withRequest("legacy") { request in
///     guard request.url.hasPrefix("old://") else { return .forward }
///     return await request.open("raycipe://" + request.url.dropFirst(6)).accepted ? .handled : .discarded
/// }
/// ```
///
/// The name shows in the trace (`handler`) and as `decidedBy`.
public struct OpenURLHandler: Sendable {
    /// The name the trace and `decidedBy` use.
    public let name: String

    let body: @Sendable (OpenURLRequest) async throws -> HandlerAnswer

    /// What kind of handler this is, for the check of a chain's order
    /// (``OpenURLScope/handlerOrderProblems``).
    package let role: OpenURLHandlerRole

    /// A handler that looks at the URL only.
    ///
    /// - Parameters:
    ///   - name: the name shown in traces.
    ///   - body: the decision, given the URL as it reaches this handler (possibly rewritten).
    public init(_ name: String, _ body: @escaping @Sendable (String) async throws -> OpenURLResult) {
        self.name = name
        self.body = { request in HandlerAnswer(result: try await body(request.url)) }
        self.role = .other
    }

    /// A handler that receives the whole request: the URL, the original URL, its scope,
    /// and ``OpenURLRequest/open(_:)`` for re-entrant opens.
    ///
    /// (A static function rather than an initialiser, so that a trailing closure is never
    /// ambiguous between the two forms.)
    public static func withRequest(
        _ name: String, _ body: @escaping @Sendable (OpenURLRequest) async throws -> OpenURLResult
    ) -> OpenURLHandler {
        .annotated(name) { request in HandlerAnswer(result: try await body(request)) }
    }

    /// A handler whose answers carry a note for the trace (the router, the inbox, the
    /// own-links handler), of the given kind.
    package static func annotated(
        _ name: String, role: OpenURLHandlerRole = .other, _ body: @escaping @Sendable (OpenURLRequest) async throws -> HandlerAnswer
    ) -> OpenURLHandler {
        OpenURLHandler(name: name, role: role, body: body)
    }

    private init(name: String, role: OpenURLHandlerRole, body: @escaping @Sendable (OpenURLRequest) async throws -> HandlerAnswer) {
        self.name = name
        self.role = role
        self.body = body
    }
}

/// A handler's result with an optional note for the trace (a route name, a no-match reason).
package struct HandlerAnswer: Sendable {
    package var result: OpenURLResult
    package var note: String?

    package init(result: OpenURLResult, note: String? = nil) {
        self.result = result
        self.note = note
    }
}
