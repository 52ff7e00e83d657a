/// Why a step ended as `discarded` when no handler chose to discard.
///
/// ```swift
/// if case .timedOut = outcome.trace.last?.cause { retryLater() }
/// print(outcome.trace.last?.cause?.description ?? "")
/// // handler 'slow' timed out after 0.05 seconds
/// ```
public enum OpenURLCause: Sendable, Hashable, CustomStringConvertible {
    /// The handler (or system opener) threw; the error as text.
    case threw(String)
    /// The dispatch's task was cancelled, or the handler threw `CancellationError`.
    case cancelled
    /// The dispatch's timeout passed while this step ran.
    case timedOut(Duration)
    /// One more forward, rewrite or re-entrant open would pass the hop limit.
    case hopLimit(Int)
    /// A rewritten URL (given) was on its way to the system opener and the allowlist does not match it.
    case notAllowlisted(String)
    /// The system opener refused the URL; its message.
    case systemRefused(String)
    /// A re-entrant open or system open was attempted after the dispatch had already ended
    /// (by a handler abandoned on timeout or cancellation).
    case dispatchEnded

    /// The cause in words, as the trace and `reason` show it.
    public var description: String {
        switch self {
        case .threw(let error): "threw: \(error)"
        case .cancelled: "cancelled"
        case .timedOut(let timeout): "timed out after \(timeout)"
        case .hopLimit(let limit):
            "hop limit passed: more than \(limit) forwards, rewrites and re-entrant opens in one dispatch"
        case .notAllowlisted(let url):
            "not on the allowlist: \(url) (a URL rewritten on its way to the system opener must match it)"
        case .systemRefused(let message): message
        case .dispatchEnded: "the dispatch had already ended"
        }
    }
}
