/// One step of a dispatch: who was asked, with which URL, and what it answered.
///
/// ```swift
/// // routes   raycipe://old/2   forward("raycipe://recipes/2")
/// // system:dry-run   raycipe://recipes/2   handled
/// for step in outcome.trace where step.result.url != nil {
///     print("\(step.handler) rewrote \(step.url) to \(step.result.url!)")
/// }
/// ```
///
/// A handler that threw, was cancelled or timed out is recorded as `discarded`
/// with its ``cause``. The system opener's step is `handled` when it opened the
/// URL and `discarded` when it refused. The chain records its own refusals
/// (hop limit, allowlist) as a step by `chain`.
public struct OpenURLStep: Sendable, Hashable {
    /// The handler's name, `system:<opener>` for the system opener, or `chain`.
    public var handler: String
    /// The scope the handler is installed in; `nil` for the system opener and the chain.
    public var scope: String?
    /// The URL the handler was asked with (for `chain`, the URL it refused).
    public var url: String
    /// The answer; `discarded` for a failure, with the ``cause``.
    public var result: OpenURLResult
    /// Why a step ended as `discarded` without the handler saying so.
    public var cause: OpenURLCause?
    /// A note from the handler (the router's matched route or no-match reason).
    public var note: String?
    /// 0 for the dispatch itself, 1 for a re-entrant open made by one of its handlers, and so on.
    public var depth: Int

    /// Makes a step (for adapters and tests; dispatches make their own).
    public init(
        handler: String, scope: String? = nil, url: String, result: OpenURLResult,
        cause: OpenURLCause? = nil, note: String? = nil, depth: Int = 0
    ) {
        self.handler = handler
        self.scope = scope
        self.url = url
        self.result = result
        self.cause = cause
        self.note = note
        self.depth = depth
    }
}
