/// `Floor:GitHub` and `Floor:Call:GitHub`: the request paths looked up in a
/// ``BareSegmentTrie`` of the same table, in the loop of `MatchView:GitHub` (the `String` read
/// from the array, its UTF-8 taken as `withMatch` takes it), recording each route index; route
/// names and parameters are checked after timing, as the router's are. The walk is inlined
/// into the loop (``InlineWalk``), or called where the optimizer cannot see it (``OpaqueWalk``),
/// as the router's lookup is called from `withMatch`.
final class FloorWorkload: Workload {
    private let trie: BareSegmentTrie
    /// The walk behind a call the optimizer cannot see into, or `nil` for the walk in line.
    private let opaqueWalk: OpaqueWalk?
    private let inputs: [String]
    private let expected: [Expected]
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(trie: BareSegmentTrie, opaque: Bool, inputs: [String], expected: [Expected]) {
        precondition(inputs.count == expected.count && !inputs.isEmpty)
        self.trie = trie
        self.opaqueWalk = opaque ? OpaqueWalk() : nil
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
        if let opaqueWalk { runBatch(opaqueWalk) } else { runBatch(InlineWalk()) }
    }

    func run(operations count: Int) {
        if let opaqueWalk { run(operations: count, opaqueWalk) } else { run(operations: count, InlineWalk()) }
    }

    /// The loops, one copy for each walk (generic functions, specialized where called).
    @inline(__always)
    private func runBatch<Walk: FloorWalk>(_ walk: Walk) {
        let trie = self.trie
        let inputs = self.inputs
        var captures = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &captures) { raw in
            let captures = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
            results.withUnsafeMutableBufferPointer { results in
                for index in inputs.indices {
                    results[index] = Self.lookUp(trie, walk, inputs[index], captures)
                }
            }
        }
    }

    @inline(__always)
    private func run<Walk: FloorWalk>(operations count: Int, _ walk: Walk) {
        let trie = self.trie
        let inputs = self.inputs
        var captures = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var digest = 0
        withUnsafeMutableBytes(of: &captures) { raw in
            let captures = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
            var next = 0
            for _ in 0..<count {
                digest &+= Self.lookUp(trie, walk, inputs[next], captures)
                next += 1
                if next == inputs.count { next = 0 }
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
            if route != results[index] { problems.append("\(input): timed lookup gave \(results[index]), checked one \(route)") }
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
