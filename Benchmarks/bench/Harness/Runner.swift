/// Runs suites: prepare, warm up, count allocations, time rounds, check.
enum Runner {
    /// Times `suite` according to `plan`, then checks its results.
    static func run(_ suite: Suite, plan: RunPlan) throws -> SuiteResult {
        let prepared = try suite.prepare(PrepareContext(quick: plan.quick, measureSetup: true))
        let workload = prepared.workload
        let operations = workload.operationsPerBatch

        // Warm-up: first-use runtime work (metadata, lazy globals) and caches.
        workload.runBatch()

        // Allocations: one whole batch with the counter on, outside the timed rounds.
        let (_, count) = AllocationCount.measure { workload.runBatch() }
        let allocationsPerOperation = count.map { Double($0.allocations) / Double(max(operations, 1)) }

        // Calibration: how many batches make a round of about `plan.roundNanoseconds`.
        let start = monotonicNanoseconds()
        workload.runBatch()
        let oneBatch = max(monotonicNanoseconds() - start, 1)
        let batchesPerRound = max(1, Int(plan.roundNanoseconds / oneBatch))

        var samples: [Double] = []
        samples.reserveCapacity(plan.rounds)
        for _ in 0..<plan.rounds {
            let roundStart = monotonicNanoseconds()
            for _ in 0..<batchesPerRound {
                workload.runBatch()
            }
            let elapsed = monotonicNanoseconds() - roundStart
            samples.append(Double(elapsed) / Double(batchesPerRound * operations))
        }

        return SuiteResult(
            name: suite.name,
            baseline: suite.baseline,
            nanosecondsPerOperation: Spread(samples),
            rounds: plan.rounds,
            operationsPerRound: batchesPerRound * operations,
            allocationsPerOperation: allocationsPerOperation,
            figures: prepared.figures,
            problems: prepared.setupProblems + workload.verify()
        )
    }

    /// `--iterations N`: prepares `suite` and performs exactly `count` operations,
    /// with no timing, counting or checking, so that two runs differing only in
    /// `count` differ only by the operations.
    static func runFixed(_ suite: Suite, operations count: Int) throws {
        let prepared = try suite.prepare(PrepareContext(quick: true, measureSetup: false))
        prepared.workload.run(operations: count)
        blackHole(prepared.workload)
    }
}
