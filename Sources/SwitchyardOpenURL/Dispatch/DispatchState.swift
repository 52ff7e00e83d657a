/// What one dispatch and its re-entrant opens share: the hop budget, the trace,
/// and whether the dispatch has ended.
///
/// ```swift
/// let state = DispatchState(originalURL: url, hopLimit: 16)
/// guard await state.takeHop() else { /* discarded: hop limit */ }
/// ```
///
/// An actor because handlers run in their own tasks and may open URLs
/// re-entrantly, concurrently.
actor DispatchState {
    /// The URL the outermost dispatch started with: the one form that needs no allowlist.
    let originalURL: String
    let hopLimit: Int
    private var hops = 0
    private(set) var exhausted = false
    private(set) var ended = false
    private var steps: [OpenURLStep] = []
    private var pending: Set<Int> = []

    init(originalURL: String, hopLimit: Int) {
        self.originalURL = originalURL
        self.hopLimit = hopLimit
    }

    /// Spends one hop; `false` (and the budget marked exhausted) when none is left or the dispatch ended.
    func takeHop() -> Bool {
        guard !ended else { return false }
        guard hops < hopLimit else {
            exhausted = true
            return false
        }
        hops += 1
        return true
    }

    /// Records that a handler is being asked; returns its slot for ``finish(_:as:)``.
    func begin(_ step: OpenURLStep) -> Int {
        steps.append(step)
        pending.insert(steps.count - 1)
        return steps.count - 1
    }

    /// Records the answer of the step in `slot` (ignored once the dispatch ended).
    func finish(_ slot: Int, as step: OpenURLStep) {
        guard !ended else { return }
        steps[slot] = step
        pending.remove(slot)
    }

    /// Records a step that needs no waiting (the chain's own refusals).
    func record(_ step: OpenURLStep) {
        guard !ended else { return }
        steps.append(step)
    }

    /// Ends the dispatch: later hops, steps and system opens are refused. Steps still
    /// waiting (in a handler abandoned on timeout or cancellation) are marked so.
    func end() -> (trace: [OpenURLStep], exhausted: Bool) {
        ended = true
        for slot in pending {
            steps[slot].result = .discarded
            steps[slot].cause = .dispatchEnded
        }
        pending = []
        return (steps, exhausted)
    }
}
