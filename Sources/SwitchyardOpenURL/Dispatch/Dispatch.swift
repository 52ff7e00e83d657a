/// One dispatch (or re-entrant open) walking the handlers of its scope outwards.
///
/// ```swift
/// let dispatch = Dispatch(origin: scope, state: state, deadline: nil, timeout: nil, depth: 0)
/// let outcome = await dispatch.run("https://example.com/")
/// ```
///
/// The nearest handler is asked first. `handled` and `discarded` end the
/// dispatch; `forward` moves to the next installed handler outwards, or the
/// system opener past the last; `systemAction` goes straight to the system
/// opener. A failing handler (throws, cancelled, timed out) ends it as discarded.
struct Dispatch: Sendable {
    let origin: OpenURLScope
    let state: DispatchState
    let deadline: ContinuousClock.Instant?
    let timeout: Duration?
    let depth: Int

    /// Walks the handlers for `url` and returns how it ended, with this dispatch's own steps.
    func run(_ url: String) async -> OpenURLOutcome {
        var trace = Trace(url: url, state: state)
        var current = url
        for (handler, scopeName) in origin.handlers {
            if await state.ended {
                return await trace.refuse(current, cause: .dispatchEnded, depth: depth)
            }
            let request = OpenURLRequest(
                url: current, originalURL: state.originalURL, scopeName: scopeName, dispatch: self)
            var step = OpenURLStep(
                handler: handler.name, scope: scopeName, url: current, result: .discarded, depth: depth)
            let slot = await state.begin(step)
            let answer: HandlerAnswer
            switch await settle(deadline: deadline, { try await handler.body(request) }) {
            case .value(let value):
                answer = value
                step.result = value.result
                step.note = value.note
            case .stopped(let stop):
                return await trace.fail(step, slot: slot, cause: cause(of: stop, threw: OpenURLCause.threw))
            }
            await trace.finish(step, slot: slot)

            switch answer.result.kind {
            case .handled:
                return trace.outcome(accepted: true, decidedBy: handler.name, reason: nil)
            case .discarded:
                return trace.outcome(accepted: false, decidedBy: handler.name, reason: answer.note)
            case .systemAction(let rewrite):
                if let rewrite, rewrite != current {
                    guard await state.takeHop() else {
                        return await trace.refuse(rewrite, cause: .hopLimit(state.hopLimit), depth: depth)
                    }
                    current = rewrite
                }
                return await openWithSystem(current, trace: &trace)
            case .forward(let rewrite):
                guard await state.takeHop() else {
                    return await trace.refuse(rewrite ?? current, cause: .hopLimit(state.hopLimit), depth: depth)
                }
                current = rewrite ?? current
            }
        }
        return await openWithSystem(current, trace: &trace)
    }

    /// Hands `url` to the system opener, after the allowlist check for a rewritten URL.
    private func openWithSystem(_ url: String, trace: inout Trace) async -> OpenURLOutcome {
        let chain = origin.chain
        if url != state.originalURL && !chain.allowlist.allows(url) {
            return await trace.refuse(url, cause: .notAllowlisted(url), depth: depth)
        }
        if await state.ended {
            return await trace.refuse(url, cause: .dispatchEnded, depth: depth)
        }
        let system = chain.system
        var step = OpenURLStep(handler: system.traceName, url: url, result: .discarded, depth: depth)
        let slot = await state.begin(step)
        switch await settle(
            deadline: deadline,
            { () async throws -> Bool in
                try await system.open(url); return true
            })
        {
        case .value:
            step.result = .handled
            await trace.finish(step, slot: slot)
            return trace.outcome(accepted: true, decidedBy: system.traceName, reason: nil)
        case .stopped(let stop):
            return await trace.fail(step, slot: slot, cause: cause(of: stop, threw: OpenURLCause.systemRefused))
        }
    }

    /// The cause that ends a step whose work stopped; `threw` names the cause of a thrown error.
    private func cause(of stop: SettleStop, threw: (String) -> OpenURLCause) -> OpenURLCause {
        switch stop {
        case .threw(let message): threw(message)
        case .cancelled: .cancelled
        case .timedOut: .timedOut(timeout ?? .zero)
        }
    }

    /// A re-entrant open by one of this dispatch's handlers: one hop, then a nested dispatch
    /// from the same origin scope, one level deeper.
    func reopen(_ url: String) async -> OpenURLOutcome {
        var trace = Trace(url: url, state: state)
        if await state.ended {
            return await trace.refuse(url, cause: .dispatchEnded, depth: depth + 1)
        }
        guard await state.takeHop() else {
            return await trace.refuse(url, cause: .hopLimit(state.hopLimit), depth: depth + 1)
        }
        let nested = Dispatch(origin: origin, state: state, deadline: deadline, timeout: timeout, depth: depth + 1)
        return await nested.run(url)
    }
}
