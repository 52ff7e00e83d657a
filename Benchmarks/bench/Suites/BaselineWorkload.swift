/// Routes each input with the hand-written `HandWrittenRouter`, keeping every
/// result of the last batch; checks route names and parameters after timing.
final class BaselineWorkload: Workload {
    private let router: HandWrittenRouter
    private let inputs: [String]
    private let expected: [Expected]
    private var results: [HandWrittenRouter.Match?]

    var operationsPerBatch: Int { inputs.count }

    init(router: HandWrittenRouter, inputs: [String], expected: [Expected]) {
        precondition(inputs.count == expected.count && !inputs.isEmpty)
        self.router = router
        self.inputs = inputs
        self.expected = expected
        self.results = Array(repeating: nil, count: inputs.count)
    }

    func runBatch() {
        let router = self.router
        let inputs = self.inputs
        recordEach(&results) { router.match(inputs[$0]) }
    }

    func run(operations count: Int) {
        let router = self.router
        let inputs = self.inputs
        runCycling(count, period: inputs.count) { router.match(inputs[$0])?.parameters.count ?? -1 }
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, want) in expected.enumerated() {
            let got = results[index]
            if got?.name != want.route {
                problems.append("\(inputs[index]): matched \(got?.name ?? "nothing"), want \(want.route ?? "nothing")")
            } else if let got, got.parameters != want.parameters {
                problems.append("\(inputs[index]): parameters \(got.parameters), want \(want.parameters)")
            }
        }
        return problems
    }
}
