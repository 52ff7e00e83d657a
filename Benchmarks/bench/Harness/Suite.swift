/// A named benchmark: how to prepare its workload, and what to compare it with.
struct Suite: Sendable {
    /// `Group:Subject`, such as `Match:GitHub`; the JSON name and the `--filter` target.
    var name: String
    /// The suite this one is shown as a ratio against, such as `Baseline:Match:GitHub`.
    var baseline: String?
    /// Builds the workload and measures any setup figures; not timed as part of the suite.
    var prepare: @Sendable (PrepareContext) throws -> PreparedSuite
}

/// What `Suite.prepare` knows about the run.
struct PrepareContext: Sendable {
    /// Smoke mode: measure setup figures once instead of several times.
    var quick: Bool
    /// False under `--iterations`: skip measuring setup figures, build once.
    var measureSetup: Bool
}

/// A suite ready to run.
struct PreparedSuite {
    var workload: any Workload
    var figures: [Figure] = []
    /// Problems found while preparing (data that disagrees with itself), reported with the results.
    var setupProblems: [String] = []
}
