/// The routes' parameter records stored once per distinct run: routes that capture the same
/// parameters in the same slots (every `/users/:id/…` route of a table, say) share one run of
/// records in ``RouteTableStorage/parameters``, and so one run in the parameter directory.
///
/// Used by the compiler while it appends each route's records: ``share(_:from:)`` takes the
/// run just appended and, when an equal run is already stored, removes it again and returns
/// the earlier run's start. Runs are found by their hash; a run whose hash is taken by a
/// different run is kept as it is (stored twice, never confused).
struct ParameterRuns {
    private var startByHash: [Int: Int32] = [:]

    /// The start of the run `parameters[start...]` (the records just appended), or of an equal
    /// run stored before it, in which case the new one is removed from `parameters`.
    mutating func share(_ parameters: inout [RouteTableStorage.ParameterInfo], from start: Int32) -> Int32 {
        let count = parameters.count &- Int(start)
        guard count > 0 else { return start }
        var hasher = Hasher()
        hasher.combine(count)
        for parameter in parameters[Int(start)...] { hasher.combine(parameter) }
        let hash = hasher.finalize()
        guard let earlier = startByHash[hash] else {
            startByHash[hash] = start
            return start
        }
        let earlierStart = Int(earlier)
        guard parameters[earlierStart..<(earlierStart &+ count)] == parameters[Int(start)...] else { return start }
        parameters.removeLast(count)
        return earlier
    }
}
