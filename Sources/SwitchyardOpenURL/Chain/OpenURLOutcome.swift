/// How a dispatch ended, and how it got there.
///
/// ```swift
/// let outcome = await scope.open("https://example.com/")
/// if !outcome.accepted { print(outcome.reason ?? "discarded") }
/// for step in outcome.trace { print(step) }
/// ```
///
/// Every dispatch ends `handled` (`accepted == true`) or `discarded`
/// (`accepted == false`): by a handler's answer, by the system opener
/// (accepted or refused), or by the chain itself (hop limit, allowlist,
/// a handler that threw, was cancelled or timed out).
public struct OpenURLOutcome: Sendable, Hashable {
    /// The URL the dispatch started with.
    public var url: String
    /// Whether the URL was opened: the caller's answer.
    public var accepted: Bool
    /// `handled` when accepted, `discarded` otherwise.
    public var result: OpenURLResult { accepted ? .handled : .discarded }
    /// Who decided: a handler's name, the system opener (`system:dry-run`), or `chain`.
    public var decidedBy: String
    /// Why the dispatch was discarded: the cause of a failure or the chain's refusal, or the
    /// deciding handler's note (the router's no-match reason); `nil` when accepted or when a
    /// handler discarded without a note.
    public var reason: String?
    /// Every step, in the order the handlers were asked. For the outermost dispatch this
    /// includes the steps of re-entrant opens, one ``OpenURLStep/depth`` deeper.
    public var trace: [OpenURLStep]

    /// Makes an outcome (for adapters and tests; dispatches make their own).
    public init(url: String, accepted: Bool, decidedBy: String, reason: String? = nil, trace: [OpenURLStep] = []) {
        self.url = url
        self.accepted = accepted
        self.decidedBy = decidedBy
        self.reason = reason
        self.trace = trace
    }

    /// The URL as it was last handed on (after rewrites): the URL of the last step at depth 0.
    public var finalURL: String {
        trace.last(where: { $0.depth == 0 })?.url ?? url
    }
}
