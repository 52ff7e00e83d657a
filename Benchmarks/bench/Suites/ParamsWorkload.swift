import Switchyard

/// Looks up each input and reads its route's parameters one of four ways (``Read``). A
/// lookup's digest is the route index plus what was read (the values' UTF-8 lengths, or the
/// `Int`), kept per input and checked after timing; values read as text are also compared
/// with the data.
final class ParamsWorkload: Workload {
    struct Input {
        var path: String
        var route: Int
        /// The route's parameter names, in pattern order.
        var names: [String]
        var values: [String]
    }

    /// How a lookup reads its parameters.
    enum Read {
        /// Through `match(_:)`, every parameter by name as a `String`.
        case strings
        /// Through `withMatch(_:_:)`, every parameter by name as the view's bytes
        /// (`withParameterBytes`, no `String` made).
        case bytes
        /// Through `withMatch(_:_:)`, the parameter of this key (resolved once in the table)
        /// as an `Int`.
        case int(ParameterKey)
        /// Through `withMatch(_:_:)`, only the route index: what an `Int` read is compared with.
        case routeOnly
    }

    private let table: RouteTable
    private let inputs: [Input]
    /// What the timed loops read, as flat arrays (copying an `Input` would retain its fields).
    private let paths: [String]
    private let names: [[String]]
    private let read: Read
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(table: RouteTable, inputs: [Input], read: Read) {
        precondition(!inputs.isEmpty)
        self.table = table
        self.inputs = inputs
        self.paths = inputs.map(\.path)
        self.names = inputs.map(\.names)
        self.read = read
        self.results = Array(repeating: -2, count: inputs.count)
    }

    /// One lookup through `match(_:)`, every parameter read as a `String`.
    @inline(__always)
    static func owned(_ table: RouteTable, _ path: String, _ names: [String]) -> Int {
        guard case .matched(let match) = table.match(path) else { return -1 }
        var digest = match.routeIndex
        for name in names {
            if let value = try? match.parameter(name, as: String.self) {
                digest &+= value.utf8.count
            } else {
                digest &-= 1_000_000
            }
        }
        return digest
    }

    /// One lookup through `withMatch(_:_:)`, every parameter read as the view's bytes.
    @inline(__always)
    static func borrowed(_ table: RouteTable, _ path: String, _ names: [String]) -> Int {
        table.withMatch(path) { view in
            guard let route = view.routeIndex else { return -1 }
            var digest = route
            for name in names {
                digest &+= view.withParameterBytes(name) { $0.count } ?? -1_000_000
            }
            return digest
        }
    }

    /// One lookup through `withMatch(_:_:)`, the parameter `id` read as an `Int`.
    @inline(__always)
    static func withID(_ table: RouteTable, _ path: String, _ id: ParameterKey) -> Int {
        table.withMatch(path) { view in
            guard let route = view.routeIndex else { return -1 }
            return route &+ ((try? view.parameter(id, as: Int.self)) ?? -1_000_000)
        }
    }

    /// One lookup through `withMatch(_:_:)`, nothing read.
    @inline(__always)
    static func routeOnly(_ table: RouteTable, _ path: String) -> Int {
        table.withMatch(path) { $0.routeIndex ?? -1 }
    }

    func runBatch() {
        let table = self.table
        let paths = self.paths
        let names = self.names
        switch read {
        case .strings: recordEach(&results) { Self.owned(table, paths[$0], names[$0]) }
        case .bytes: recordEach(&results) { Self.borrowed(table, paths[$0], names[$0]) }
        case .int(let id): recordEach(&results) { Self.withID(table, paths[$0], id) }
        case .routeOnly: recordEach(&results) { Self.routeOnly(table, paths[$0]) }
        }
    }

    func run(operations count: Int) {
        let table = self.table
        let paths = self.paths
        let names = self.names
        switch read {
        case .strings: runCycling(count, period: paths.count) { Self.owned(table, paths[$0], names[$0]) }
        case .bytes: runCycling(count, period: paths.count) { Self.borrowed(table, paths[$0], names[$0]) }
        case .int(let id): runCycling(count, period: paths.count) { Self.withID(table, paths[$0], id) }
        case .routeOnly: runCycling(count, period: paths.count) { Self.routeOnly(table, paths[$0]) }
        }
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, input) in inputs.enumerated() {
            let want: Int
            switch read {
            case .strings, .bytes: want = input.route + input.values.reduce(0) { $0 + $1.utf8.count }
            case .int: want = input.route + (input.values.first.flatMap { Int($0) } ?? -1_000_000)
            case .routeOnly: want = input.route
            }
            if results[index] != want {
                problems.append("\(input.path): the timed run's digest is \(results[index]), want \(want)")
            }
            problems += valueProblems(input)
        }
        return problems
    }

    /// For reads by name, each value read again and compared with the data.
    private func valueProblems(_ input: Input) -> [String] {
        var problems: [String] = []
        for (name, value) in zip(input.names, input.values) {
            let got: String?
            switch read {
            case .strings: got = try? table.match(input.path).match?.parameter(name, as: String.self)
            case .bytes: got = table.withMatch(input.path) { view in view.withParameterBytes(name) { String(decoding: $0, as: UTF8.self) } ?? nil }
            case .int, .routeOnly: return []
            }
            if got != value { problems.append("\(input.path): \(name) is '\(got ?? "nil")', want '\(value)'") }
        }
        return problems
    }
}
