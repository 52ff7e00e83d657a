import SwitchyardLinks
import SwitchyardOpenURL

extension OpenURLHandler {
    /// An inbox as a scope's handler: every URL that reaches it arrives in the inbox.
    ///
    /// It answers `handled` for a link the inbox accepted (delivered, waiting, or a duplicate
    /// of one it accepted) and `discarded` for one it refused (no route, or a URL that is
    /// malformed, has a dot segment or is too long). The step's note says which, with the
    /// reason, and names anything else the arrival caused (an expiry, the oldest link dropped
    /// to make room); for a refusal it is the outcome's `reason`.
    ///
    /// ```swift
    /// let chain = OpenURLChain(system: DryRunSystemOpener())
    /// let incoming = chain.root.child("incoming", handler: .inbox(inbox))
    /// let outcome = await incoming.open("raycipe://profile")
    /// outcome.accepted              // true
    /// outcome.trace[0].note         // "waiting raycipe://profile -> profile (arrival 1): the app is not ready …"
    /// ```
    ///
    /// - Parameters:
    ///   - inbox: where links arrive.
    ///   - name: the handler's name in traces.
    ///   - confidence: the confidence every link reaching this handler carries (a handler
    ///     that decodes dynamic links calls ``Inbox/open(_:confidence:)`` with each link's own).
    ///   - forwardingNoRoute: answer `forward` instead of `discarded` for a URL that matches no
    ///     route (`no-route`), so that outer handlers or the system opener may open it. Off by
    ///     default: the inbox refuses what it cannot route. A malformed URL is always discarded.
    public static func inbox(
        _ inbox: Inbox, name: String = "inbox", confidence: MatchConfidence = .default, forwardingNoRoute: Bool = false
    ) -> OpenURLHandler {
        .noting(name) { request in
            let events = inbox.open(request.url, confidence: confidence)
            guard let arrival = events.last else { return (.discarded, "the inbox reported nothing") }
            let others = events.dropLast().map(\.description)
            let note = arrival.description + (others.isEmpty ? "" : " (also: \(others.joined(separator: "; ")))")
            switch arrival.kind {
            case .delivered, .waiting, .duplicate:
                return (.handled, note)
            case .refused:
                if forwardingNoRoute, case .noMatch(let miss) = arrival.reason, miss.reason == .noRoute {
                    return (.forward, note)
                }
                return (.discarded, note)
            case .expired, .dropped:
                return (.discarded, note)
            }
        }
    }
}
