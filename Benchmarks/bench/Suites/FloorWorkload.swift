/// `Floor:GitHub` and `Floor:Call:GitHub`: the request paths looked up in a
/// ``BareSegmentTrie`` of the same table, in the loop of `MatchView:GitHub` (the `String` read
/// from the array, its UTF-8 taken as `withMatch` takes it), recording each route index; route
/// names and parameters are checked after timing, as the router's are. The walk is inlined
/// into the loop (``InlineWalk``), or called where the optimizer cannot see it (``OpaqueWalk``),
/// as the router's lookup is called from `withMatch`.
///
/// `Floor:Call:GitHub:Substring` is `Floor:Call:GitHub` with each captured parameter then made
/// a `Substring` of the path and its UTF-8 length added to the route index, as the closures of
/// `Typed:GitHub` do (``SubstringDelivery``): what handing the values over as `Substring`s
/// costs on top of a walk that applies no rule, with no closure called.
final class FloorWorkload: Workload {
    private let trie: BareSegmentTrie
    /// The walk behind a call the optimizer cannot see into, or `nil` for the walk in line.
    private let opaqueWalk: OpaqueWalk?
    /// True when each lookup also makes its parameters `Substring`s (opaque walk only).
    private let substrings: Bool
    /// Each route's number of parameters, by route index.
    private let parameterCounts: [Int]
    private let inputs: [String]
    private let expected: [Expected]
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(trie: BareSegmentTrie, opaque: Bool, substrings: Bool = false, inputs: [String], expected: [Expected]) {
        precondition(inputs.count == expected.count && !inputs.isEmpty && (opaque || !substrings))
        self.trie = trie
        self.opaqueWalk = opaque ? OpaqueWalk() : nil
        self.substrings = substrings
        self.parameterCounts = trie.parameterNames.map(\.count)
        self.inputs = inputs
        self.expected = expected
        self.results = Array(repeating: -2, count: inputs.count)
    }

    /// The route index `input` reaches, or -1; its parameters' offsets go to `captures`.
    @inline(__always)
    static func lookUp<Walk: FloorWalk>(_ trie: BareSegmentTrie, _ walk: Walk, _ input: String, _ captures: UnsafeMutablePointer<UInt64>) -> Int {
        let route = input.utf8.withContiguousStorageIfAvailable { walk(trie, $0, captures) }
        return Int(route ?? -1)
    }

    func runBatch() {
        if let opaqueWalk {
            if substrings { runBatch(opaqueWalk, SubstringDelivery()) } else { runBatch(opaqueWalk, RouteOnly()) }
        } else {
            runBatch(InlineWalk(), RouteOnly())
        }
    }

    func run(operations count: Int) {
        if let opaqueWalk {
            if substrings { run(operations: count, opaqueWalk, SubstringDelivery()) } else { run(operations: count, opaqueWalk, RouteOnly()) }
        } else {
            run(operations: count, InlineWalk(), RouteOnly())
        }
    }

    /// The loops, one copy for each walk (generic functions, specialized where called).
    @inline(__always)
    private func runBatch<Walk: FloorWalk, Delivery: FloorDelivery>(_ walk: Walk, _ delivery: Delivery) {
        let trie = self.trie
        let inputs = self.inputs
        let counts = self.parameterCounts
        var captures = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &captures) { raw in
            let captures = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
            results.withUnsafeMutableBufferPointer { results in
                counts.withUnsafeBufferPointer { counts in
                    for index in inputs.indices {
                        let input = inputs[index]
                        let route = Self.lookUp(trie, walk, input, captures)
                        results[index] = delivery(route, input, captures, counts)
                    }
                }
            }
        }
    }

    @inline(__always)
    private func run<Walk: FloorWalk, Delivery: FloorDelivery>(operations count: Int, _ walk: Walk, _ delivery: Delivery) {
        let trie = self.trie
        let inputs = self.inputs
        let counts = self.parameterCounts
        var captures = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var digest = 0
        withUnsafeMutableBytes(of: &captures) { raw in
            let captures = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
            counts.withUnsafeBufferPointer { counts in
                var next = 0
                for _ in 0..<count {
                    let input = inputs[next]
                    digest &+= delivery(Self.lookUp(trie, walk, input, captures), input, captures, counts)
                    next += 1
                    if next == inputs.count { next = 0 }
                }
            }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        var problems: [String] = []
        var captures = [UInt64](repeating: 0, count: 8)
        for (index, input) in inputs.enumerated() {
            let route = captures.withUnsafeMutableBufferPointer { Self.lookUp(trie, InlineWalk(), input, $0.baseAddress!) }
            let want = expected[index]
            let name = route >= 0 ? trie.routeNames[route] : nil
            // With substrings, the timed result is the route plus its values' UTF-8 lengths.
            let lengths = substrings && route >= 0 ? want.parameters.values.reduce(0) { $0 + $1.utf8.count } : 0
            if route &+ lengths != results[index] {
                problems.append("\(input): timed lookup gave \(results[index]), want \(route) plus \(lengths)")
            }
            guard name == want.route else {
                problems.append("\(input): reached \(name ?? "no route"), want \(want.route ?? "no route")")
                continue
            }
            guard route >= 0 else { continue }
            let names = trie.parameterNames[route]
            var got: [String: String] = [:]
            for (slot, parameter) in names.enumerated() {
                let start = Int(captures[slot] >> 32), end = Int(captures[slot] & 0xFFFF_FFFF)
                got[parameter] = String(decoding: Array(input.utf8)[start..<end], as: UTF8.self)
            }
            if got != want.parameters { problems.append("\(input): parameters \(got), want \(want.parameters)") }
        }
        return problems
    }
}

/// How ``FloorWorkload`` calls the walk.
protocol FloorWalk {
    func callAsFunction(_ trie: BareSegmentTrie, _ bytes: UnsafeBufferPointer<UInt8>, _ captures: UnsafeMutablePointer<UInt64>) -> Int32
}

/// The walk inlined into the loop: the optimizer sees all of it.
struct InlineWalk: FloorWalk {
    @inline(__always)
    func callAsFunction(_ trie: BareSegmentTrie, _ bytes: UnsafeBufferPointer<UInt8>, _ captures: UnsafeMutablePointer<UInt64>) -> Int32 {
        trie.lookUp(bytes, captures: captures)
    }
}

/// The walk called through a function value stored with the workload, which the optimizer
/// cannot see into, as it cannot see into the router's lookup from `withMatch` (another module).
struct OpaqueWalk: FloorWalk {
    private let walk: (BareSegmentTrie, UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt64>) -> Int32

    init() {
        walk = { trie, bytes, captures in trie.lookUp(bytes, captures: captures) }
    }

    @inline(__always)
    func callAsFunction(_ trie: BareSegmentTrie, _ bytes: UnsafeBufferPointer<UInt8>, _ captures: UnsafeMutablePointer<UInt64>) -> Int32 {
        walk(trie, bytes, captures)
    }
}

/// What ``FloorWorkload`` does with a route the walk found, giving the loop's result.
protocol FloorDelivery {
    func callAsFunction(_ route: Int, _ input: String, _ captures: UnsafeMutablePointer<UInt64>, _ counts: UnsafeBufferPointer<Int>) -> Int
}

/// The route index alone.
struct RouteOnly: FloorDelivery {
    @inline(__always)
    func callAsFunction(_ route: Int, _ input: String, _ captures: UnsafeMutablePointer<UInt64>, _ counts: UnsafeBufferPointer<Int>) -> Int {
        route
    }
}

/// The route index plus the UTF-8 length of each parameter, each made a `Substring` of the
/// input as the router's typed routes make one (`Substring(utf8[start..<end])`, the cheapest
/// documented way from UTF-8 offsets: the standard library checks that both ends are on
/// scalar boundaries and retains the string).
struct SubstringDelivery: FloorDelivery {
    @inline(__always)
    func callAsFunction(_ route: Int, _ input: String, _ captures: UnsafeMutablePointer<UInt64>, _ counts: UnsafeBufferPointer<Int>) -> Int {
        guard route >= 0 else { return route }
        var result = route
        let utf8 = input.utf8
        for slot in 0..<counts[route] {
            let packed = captures[slot]
            let start = utf8.index(utf8.startIndex, offsetBy: Int(packed >> 32))
            let end = utf8.index(start, offsetBy: Int(packed & 0xFFFF_FFFF) &- Int(packed >> 32))
            result &+= Substring(utf8[start..<end]).utf8.count
        }
        return result
    }
}
