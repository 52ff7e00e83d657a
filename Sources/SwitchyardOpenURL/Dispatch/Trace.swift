/// The steps of one (possibly nested) dispatch, kept locally (for its own outcome) and in the
/// shared ``DispatchState`` (for the outermost outcome's full trace).
///
/// ```swift
/// var trace = Trace(url: url, state: state)
/// return await trace.refuse(url, cause: .hopLimit(16), depth: 0)   // a `chain` step, discarded
/// ```
struct Trace {
    let url: String
    let state: DispatchState
    private(set) var steps: [OpenURLStep] = []

    init(url: String, state: DispatchState) {
        self.url = url
        self.state = state
    }

    mutating func finish(_ step: OpenURLStep, slot: Int) async {
        steps.append(step)
        await state.finish(slot, as: step)
    }

    /// Ends with a failed step: discarded, decided by whoever failed, the cause as the reason.
    mutating func fail(_ step: OpenURLStep, slot: Int, cause: OpenURLCause) async -> OpenURLOutcome {
        var step = step
        step.result = .discarded
        step.cause = cause
        await finish(step, slot: slot)
        return outcome(accepted: false, decidedBy: step.handler, reason: cause.description)
    }

    /// Ends with the chain's own refusal of `url`: a `chain` step, discarded.
    mutating func refuse(_ url: String, cause: OpenURLCause, depth: Int) async -> OpenURLOutcome {
        let step = OpenURLStep(handler: "chain", url: url, result: .discarded, cause: cause, depth: depth)
        steps.append(step)
        await state.record(step)
        return outcome(accepted: false, decidedBy: "chain", reason: cause.description)
    }

    func outcome(accepted: Bool, decidedBy: String, reason: String?) -> OpenURLOutcome {
        OpenURLOutcome(url: url, accepted: accepted, decidedBy: decidedBy, reason: reason, trace: steps)
    }
}
