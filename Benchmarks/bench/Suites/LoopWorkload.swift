/// The loop of `MatchView:<Table>` with no lookup in it: each input `String` read from the
/// array and handed to a function the optimizer cannot see into, which returns its UTF-8
/// count. What it costs is what a `MatchView` lookup pays around the router (the loop, the
/// retain and release of the `String` the compiler copies out of the array, one call), so
/// that `MatchView` minus `Loop` is the lookup alone. The counts are checked after timing.
final class LoopWorkload: Workload {
    private let inputs: [String]
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(inputs: [String]) {
        precondition(!inputs.isEmpty)
        self.inputs = inputs
        self.results = Array(repeating: -1, count: inputs.count)
    }

    /// An opaque call taking the `String` as `withMatch` does.
    @inline(never)
    static func utf8Count(_ input: String) -> Int {
        input.utf8.count
    }

    func runBatch() {
        let inputs = self.inputs
        results.withUnsafeMutableBufferPointer { results in
            for index in inputs.indices {
                results[index] = Self.utf8Count(inputs[index])
            }
        }
    }

    func run(operations count: Int) {
        let inputs = self.inputs
        var next = 0
        var digest = 0
        for _ in 0..<count {
            digest &+= Self.utf8Count(inputs[next])
            next += 1
            if next == inputs.count { next = 0 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        zip(inputs, results).compactMap { input, result in
            result == input.utf8.count ? nil : "\(input): counted \(result) bytes, want \(input.utf8.count)"
        }
    }
}
