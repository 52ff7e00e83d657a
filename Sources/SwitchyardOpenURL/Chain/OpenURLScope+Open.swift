extension OpenURLScope {
    /// Opens `url` from this scope: asks the nearest handler first, follows forwards
    /// outwards, and ends at the system opener if no handler kept it.
    ///
    /// ```swift
    /// let outcome = await screen.open("https://raycipe.example.com/recipes/2", timeout: .seconds(2))
    /// print(outcome.accepted, outcome.decidedBy)
    /// ```
    ///
    /// Returns exactly once whatever the handlers do. A handler that throws, is
    /// cancelled (this task is cancelled, or it throws `CancellationError`) or is still
    /// running when the timeout passes ends the dispatch as discarded, with the cause
    /// in the trace; a handler abandoned this way keeps running in its own task, but its
    /// answer, its re-entrant opens and its system opens are ignored.
    ///
    /// - Parameters:
    ///   - url: the URL, as text.
    ///   - timeout: the time the whole dispatch may take; `nil` for the chain's default.
    /// - Returns: whether the URL was accepted, who decided, and the trace of every step.
    public func open(_ url: String, timeout: Duration? = nil) async -> OpenURLOutcome {
        let chain = self.chain
        let timeout = timeout ?? chain.timeout
        let state = DispatchState(originalURL: url, hopLimit: chain.hopLimit)
        let dispatch = Dispatch(
            origin: self, state: state, deadline: timeout.map { .now + $0 }, timeout: timeout, depth: 0)
        var outcome = await dispatch.run(url)
        let (trace, exhausted) = await state.end()
        outcome.trace = trace
        if exhausted {
            // A re-entrant open passed the limit somewhere inside: the whole dispatch is a loop.
            outcome.accepted = false
            outcome.decidedBy = "chain"
            outcome.reason = OpenURLCause.hopLimit(chain.hopLimit).description
        }
        return outcome
    }

    /// Opens `url` from this scope and calls `completion` exactly once with the outcome.
    ///
    /// ```swift
    /// screen.open("raycipe://recipes/2") { outcome in
    ///     print(outcome.accepted)
    /// }
    /// ```
    ///
    /// The dispatch runs in a new task; cancelling the returned task ends the dispatch
    /// as discarded (cause `cancelled`), and `completion` still runs, once.
    ///
    /// - Parameters:
    ///   - url: the URL, as text.
    ///   - timeout: the time the whole dispatch may take; `nil` for the chain's default.
    ///   - completion: called once with the outcome, on the dispatch's task.
    /// - Returns: the task running the dispatch.
    @discardableResult
    public func open(
        _ url: String, timeout: Duration? = nil,
        completion: @escaping @Sendable (OpenURLOutcome) -> Void
    ) -> Task<Void, Never> {
        Task {
            completion(await self.open(url, timeout: timeout))
        }
    }
}
