import Switchyard

/// Looks up each input through a ``Router`` of typed routes, whose closures take every
/// parameter of their route as `Value` (a `Substring` of the URL, or a `String`) and add the
/// values' UTF-8 lengths to the route's index: the typed form as a handler uses it. The
/// digest is kept per input and checked after timing against the data's values.
final class TypedWorkload<Value: RouteParameter & StringProtocol>: Workload {
    struct Input {
        var path: String
        /// The route index plus the UTF-8 lengths of the expected values.
        var digest: Int
    }

    private let router: Router<Int>
    private let inputs: [Input]
    private let paths: [String]
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(router: Router<Int>, inputs: [Input]) {
        precondition(!inputs.isEmpty)
        self.router = router
        self.inputs = inputs
        self.paths = inputs.map(\.path)
        self.results = Array(repeating: -2, count: inputs.count)
    }

    /// The typed route for `line`, whose pattern captures `arity` parameters: its closure
    /// returns `index` plus the values' UTF-8 lengths.
    static func route(_ line: RouteLine, index: Int, arity: Int) throws -> Route<Int> {
        switch arity {
        case 0: return Route(line.name, line.pattern) { index }
        case 1: return Route(line.name, line.pattern) { (a: Value) in index &+ a.utf8.count }
        case 2: return Route(line.name, line.pattern) { (a: Value, b: Value) in index &+ a.utf8.count &+ b.utf8.count }
        case 3:
            return Route(line.name, line.pattern) { (a: Value, b: Value, c: Value) in
                index &+ a.utf8.count &+ b.utf8.count &+ c.utf8.count
            }
        case 4:
            return Route(line.name, line.pattern) { (a: Value, b: Value, c: Value, d: Value) in
                index &+ a.utf8.count &+ b.utf8.count &+ c.utf8.count &+ d.utf8.count
            }
        default: throw DataError("\(line.name): \(arity) parameters, more than the typed suites write closures for")
        }
    }

    @inline(__always)
    static func lookUp(_ router: Router<Int>, _ path: String) -> Int {
        router.destination(for: path) ?? -1
    }

    func runBatch() {
        let router = self.router
        let paths = self.paths
        results.withUnsafeMutableBufferPointer { results in
            for index in paths.indices { results[index] = Self.lookUp(router, paths[index]) }
        }
    }

    func run(operations count: Int) {
        let router = self.router
        let paths = self.paths
        var digest = 0
        for index in CycledIndices(count, period: paths.count) { digest &+= Self.lookUp(router, paths[index]) }
        blackHole(digest)
    }

    func verify() -> [String] {
        zip(inputs, results).compactMap { input, result in
            result == input.digest ? nil : "\(input.path): the timed run's digest is \(result), want \(input.digest)"
        }
    }
}
