extension OpenURLHandler {
    /// A handler that answers with a note for the trace: the step's ``OpenURLStep/note``, and
    /// the outcome's ``OpenURLOutcome/reason`` when this handler discards.
    ///
    /// Use it when the answer alone does not say enough: which of several things the handler
    /// did with the URL, or why it refused it.
    ///
    /// ```swift
    /// let gate = OpenURLHandler.noting("gate") { request in
    ///     request.url.hasPrefix("raycipe://")
    ///         ? (.handled, "shown")
    ///         : (.discarded, "not a raycipe link")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the name shown in traces.
    ///   - body: the answer and its note (`nil` for none), given the whole request.
    public static func noting(
        _ name: String,
        _ body: @escaping @Sendable (OpenURLRequest) async throws -> (result: OpenURLResult, note: String?)
    ) -> OpenURLHandler {
        .annotated(name) { request in
            let answer = try await body(request)
            return HandlerAnswer(result: answer.result, note: answer.note)
        }
    }
}
