/// The timed part of a suite, with everything it needs already built.
///
/// A workload does its operations in batches (typically one pass over its
/// inputs), records what it needs to check them, and checks after timing.
protocol Workload: AnyObject {
    /// Operations one call of `runBatch()` performs.
    var operationsPerBatch: Int { get }

    /// Performs `operationsPerBatch` operations, keeping their results.
    func runBatch()

    /// Performs exactly `count` operations (cycling through the inputs), for
    /// counting instructions with callgrind. `count` may be 0.
    func run(operations count: Int)

    /// Checks the results of the last batch; returns one line per problem.
    func verify() -> [String]
}
