/// What one suite measured.
struct SuiteResult: Sendable {
    var name: String
    var baseline: String?
    /// Nanoseconds per operation over the rounds.
    var nanosecondsPerOperation: Spread
    var rounds: Int
    var operationsPerRound: Int
    /// Heap allocations per operation, counted over one batch after warm-up; `nil` where the
    /// platform's allocations cannot be counted.
    var allocationsPerOperation: Double?
    var figures: [Figure]
    /// Results that were not what the data says: empty when the suite is correct.
    var problems: [String]
    /// The baseline's median over this suite's median, once the baseline has run.
    var speedupOverBaseline: Double?
}
