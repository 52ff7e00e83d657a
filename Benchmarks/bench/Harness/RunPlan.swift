/// How long to time each suite.
struct RunPlan: Sendable {
    /// Rounds whose per-operation times make the spread.
    var rounds: Int
    /// The time one round aims at; a round is a whole number of batches, at least one.
    var roundNanoseconds: UInt64
    var quick: Bool

    /// Many short rounds: on a shared, noisy machine some rounds run undisturbed, which the
    /// minimum and the lower percentiles show.
    static let standard = RunPlan(rounds: 40, roundNanoseconds: 10_000_000, quick: false)
    /// `--quick`: a smoke test for CI. Every suite runs and is checked; figures are rough.
    static let quick = RunPlan(rounds: 3, roundNanoseconds: 2_000_000, quick: true)
}
