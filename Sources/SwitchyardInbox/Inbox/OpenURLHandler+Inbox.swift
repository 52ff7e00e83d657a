import SwitchyardLinks
import SwitchyardOpenURL

extension OpenURLHandler {
    /// An inbox as a scope's handler: every URL that reaches it arrives in the inbox, which
    /// routes it (a dynamic link by its deep link, with its confidence) and delivers the app's
    /// destination when the app is ready and the route's conditions hold.
    ///
    /// It answers `handled` for a link the inbox accepted (delivered, waiting, or a duplicate
    /// of one it accepted) and `discarded` for one it refused (no route, a dynamic link that
    /// does not decode or whose deep link is outside the allowlist or matches no route, a short
    /// link no resolver knows, or a URL that is malformed, has a dot segment or is too long).
    /// The step's note says which, with the reason, and names anything else the arrival caused
    /// (an expiry, the oldest link dropped to make room); for a refusal it is the outcome's
    /// `reason`.
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
    ///   - resolver: how short links are resolved (the link service that issued them); `nil`
    ///     to refuse them with the reason.
    ///   - forwardingNoRoute: answer `forward` instead of `discarded` for an ordinary URL that
    ///     matches no route (`no-route`), so that outer handlers (the app's own-links handler)
    ///     or the system opener may open it. A malformed URL, and a dynamic link the inbox
    ///     refuses, are always discarded.
    public static func inbox<Destination>(
        _ inbox: Inbox<Destination>, name: String = "inbox", resolver: (any ShortLinkResolver)? = nil, forwardingNoRoute: Bool = false
    ) -> OpenURLHandler {
        .annotated(name, role: .inbox(forwardsNoRoute: forwardingNoRoute)) { request in
            let events: [InboxEvent<Destination>]
            if let resolver {
                events = try await inbox.open(request.url, resolver: resolver)
            } else {
                events = inbox.open(request.url)
            }
            guard let arrival = events.last else { return HandlerAnswer(result: .discarded, note: "the inbox reported nothing") }
            let others = events.dropLast().map(\.description)
            let note = arrival.description + (others.isEmpty ? "" : " (also: \(others.joined(separator: "; ")))")
            switch arrival.kind {
            case .delivered, .waiting, .duplicate:
                return HandlerAnswer(result: .handled, note: note)
            case .refused:
                if forwardingNoRoute, case .noMatch(let miss) = arrival.reason, miss.reason == .noRoute {
                    return HandlerAnswer(result: .forward, note: note)
                }
                return HandlerAnswer(result: .discarded, note: note)
            case .expired, .dropped, .unusedCondition:
                return HandlerAnswer(result: .discarded, note: note)
            }
        }
    }
}
