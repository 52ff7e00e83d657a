/// One lookup: a depth-first search of the compiled trie over a URL's path segments.
///
/// At each node the children are tried most specific first: the literal child, then typed
/// parameters in rank order, then `:name`, then `*`, then `**`; the end of the path beats `**`.
/// Because every edge consumes one segment, each node is visited at most once, so the work is
/// bounded by the size of the table and the length of the URL, never exponential.
struct Lookup {
    let trie: CompiledTrie.View
    /// Not retained: the table that runs the lookup holds its storage for the whole call, and a
    /// strong reference here would cost a retain and a release on every lookup.
    unowned(unsafe) let storage: RouteTableStorage
    let segments: PathSegments
    let bytes: UnsafeBufferPointer<UInt8>
    let url: ScannedURL
    var captures = Captures()
    /// Slots past the eighth, in scratch memory, for tables whose routes capture more.
    let extraCaptures: UnsafeMutablePointer<UInt64>?
    /// Nodes entered, for the test that bounds the work.
    var visits = 0

    init(
        trie: CompiledTrie.View, storage: RouteTableStorage, segments: PathSegments, bytes: UnsafeBufferPointer<UInt8>,
        url: ScannedURL, extraCaptures: UnsafeMutablePointer<UInt64>?
    ) {
        self.trie = trie
        self.storage = storage
        self.segments = segments
        self.bytes = bytes
        self.url = url
        self.extraCaptures = extraCaptures
    }

    @inline(__always)
    private mutating func setCapture(_ slot: Int32, _ range: Range<Int>) {
        if slot < Captures.inlineCapacity {
            captures[inline: slot] = Captures.pack(range)
        } else {
            extraCaptures![Int(slot &- Captures.inlineCapacity)] = Captures.pack(range)
        }
    }

    /// The route matched under `root`, or -1.
    mutating func search(from root: Int32) -> Int32 {
        visit(root, depth: 0)
    }

    /// Searches below node `start`, whose segment is at `startDepth`.
    ///
    /// The last alternative a node offers is followed by looping rather than recursing (a tail
    /// call by hand): most nodes offer only one kind of child, so most steps cost no call.
    private mutating func visit(_ start: Int32, depth startDepth: Int) -> Int32 {
        var index = start
        var depth = startDepth
        while true {
            visits &+= 1
            let node = trie.node(index)
            if depth == segments.count {
                let route = terminal(node)
                let restChild = node.restChild
                if route >= 0 || restChild < 0 { return route }
                visits &+= 1
                let rest = trie.node(restChild)
                setCapture(rest.captureSlot, url.path.upperBound..<url.path.upperBound)
                return terminal(rest)
            }
            let typedCount = node.typedChildrenCount
            let parameterChild = node.parameterChild
            let wildcardChild = node.wildcardChild
            let restChild = node.restChild
            if node.literalChildrenCount > 0 {
                let child = trie.literalChild(of: index, node, matching: segments.decoded(depth))
                // Nothing else to try after the literal child: go down without a call.
                if typedCount == 0 && parameterChild < 0 && wildcardChild < 0 && restChild < 0 {
                    guard child >= 0 else { return -1 }
                    index = child
                    depth &+= 1
                    continue
                }
                if child >= 0 {
                    let route = visit(child, depth: depth &+ 1)
                    if route >= 0 { return route }
                }
            }
            // (The segment's bytes are found only where they are compared: a step through a
            // `:name` child needs only its range.)
            if typedCount > 0 {
                let segment = segments.decoded(depth)
                var typed = node.typedChildrenStart
                let typedEnd = typed &+ typedCount
                while typed < typedEnd {
                    let edge = trie.typedEdge(typed)
                    typed &+= 1
                    guard accepts(edge.kind, segment) else { continue }
                    let route = capture(into: edge.child, depth: depth)
                    if route >= 0 { return route }
                }
            }
            if parameterChild >= 0 {
                if wildcardChild < 0 && restChild < 0 {
                    setCapture(trie.node(parameterChild).captureSlot, segments.raw(depth))
                    index = parameterChild
                    depth &+= 1
                    continue
                }
                let route = capture(into: parameterChild, depth: depth)
                if route >= 0 { return route }
            }
            if wildcardChild >= 0 {
                if restChild < 0 {
                    setCapture(trie.node(wildcardChild).captureSlot, segments.raw(depth))
                    index = wildcardChild
                    depth &+= 1
                    continue
                }
                let route = capture(into: wildcardChild, depth: depth)
                if route >= 0 { return route }
            }
            if restChild >= 0 {
                visits &+= 1
                let rest = trie.node(restChild)
                setCapture(rest.captureSlot, segments.raw(depth).lowerBound..<segments.raw(segments.count &- 1).upperBound)
                return terminal(rest)
            }
            return -1
        }
    }

    /// Whether a segment has the text of a typed parameter kind. Out of line: the type checks
    /// are long, and inlined into ``visit(_:depth:)`` they make it too big for the compiler
    /// to inline the literal-child search, which every step needs.
    @inline(never)
    private func accepts(_ kind: ParameterKind, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        storage.registry.accepts(kind, segment)
    }

    /// Captures the segment at `depth` for `child` and searches below it.
    @inline(__always)
    private mutating func capture(into child: Int32, depth: Int) -> Int32 {
        setCapture(trie.node(child).captureSlot, segments.raw(depth))
        return visit(child, depth: depth &+ 1)
    }

    /// The first route ending at `node` whose query constraints hold, or -1.
    @inline(__always)
    private mutating func terminal(_ node: CompiledTrie.NodeRef) -> Int32 {
        var i = node.terminalsStart
        let end = i &+ node.terminalsCount
        while i < end {
            let entry = trie.terminal(i)
            if entry & CompiledTrie.constrainedFlag == 0 { return entry }
            let route = entry & ~CompiledTrie.constrainedFlag
            if satisfiesConstraints(of: route) { return route }
            i &+= 1
        }
        return -1
    }

    private mutating func satisfiesConstraints(of route: Int32) -> Bool {
        let info = storage.routes[Int(route)]
        guard let query = url.query else { return false }
        let plusIsSpace = url.plusIsSpace
        for c in info.constraintsStart..<(info.constraintsStart &+ Int32(info.constraintsCount)) {
            let constraint = storage.constraints[Int(c)]
            var found: Range<Int>?
            var scanner = QueryScanner(bytes, query)
            while let item = scanner.next() {
                let matches = constraint.key.withUnsafeBufferPointer { key in
                    PercentDecoding.withLenientlyDecoded(slice(item.name), plusIsSpace: plusIsSpace) { ASCII.equals($0, key) }
                }
                guard matches else { continue }
                // A constrained key must appear exactly once.
                if found != nil { return false }
                found = item.value
            }
            guard let value = found else { return false }
            switch constraint.value {
            case .present:
                continue
            case .literal(let literal):
                let equal = literal.withUnsafeBufferPointer { expected in
                    PercentDecoding.withLenientlyDecoded(slice(value), plusIsSpace: plusIsSpace) { ASCII.equals($0, expected) }
                }
                if !equal { return false }
            case .parameter(_, let kind):
                let accepted = PercentDecoding.withLenientlyDecoded(slice(value), plusIsSpace: plusIsSpace) {
                    storage.registry.accepts(kind, $0)
                }
                if !accepted { return false }
                setCapture(constraint.slot, value)
            }
        }
        return true
    }

    @inline(__always)
    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }
}
