/// How long to time each suite.
struct RunPlan: Sendable {
    /// Rounds whose per-operation times make the spread.
    var rounds: Int
    /// The time one round aims at; a round is a whole number of batches, at least one.
    var roundNanoseconds: UInt64
    var quick: Bool

    static let standard = RunPlan(rounds: 25, roundNanoseconds: 20_000_000, quick: false)
    /// `--quick`: a smoke test for CI. Every suite runs and is checked; figures are rough.
    static let quick = RunPlan(rounds: 3, roundNanoseconds: 2_000_000, quick: true)
}
