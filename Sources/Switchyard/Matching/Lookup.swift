/// The walk, the lookup's third step: a depth-first search of the compiled trie over a URL's
/// path segments, from the root that the step before chose.
///
/// At each node the children are tried most specific first: the literal child, then typed
/// parameters in rank order, then `:name`, then `*`, then `**`; the end of the path beats `**`.
/// Because every edge consumes one segment, each node is visited at most once, so the work is
/// bounded by the size of the table and the length of the URL, never exponential.
///
/// The segments come from a ``SegmentSource``: split from a plain path as the walk goes
/// (``PlainPathSegments``), or split and decoded beforehand (``SplitPathSegments``). A node asks for its
/// segment once and offers it to each of its children in turn.
struct Lookup<Source: SegmentSource, Counter: VisitCounting> {
    /// The trie's view, read from the storage where a search starts (copying it into every
    /// lookup cost more than reading it there).
    var trie: CompiledTrie.View {
        @inline(__always) get { storage.trie.view }
    }
    /// Not retained: the table that runs the lookup holds its storage for the whole call, and a
    /// strong reference here would cost a retain and a release on every lookup.
    unowned(unsafe) let storage: RouteTableStorage
    let source: Source
    let bytes: UnsafeBufferPointer<UInt8>
    /// The URL's query, what query constraints are checked against, and how it reads `+`.
    let query: ScannedURL.Span
    let plusIsSpace: Bool
    /// Where captures are recorded: the caller's outcome, written in place (on a miss what
    /// is left there is not read).
    let captures: UnsafeMutablePointer<Captures>
    /// Slots past the eighth, in scratch memory, for tables whose routes capture more.
    let extraCaptures: UnsafeMutablePointer<UInt64>?
    /// The trie nodes entered: counted by the tests' entry point (``VisitCount``), in both
    /// configurations; every other lookup's counter (``NoVisitCount``) holds nothing and does
    /// nothing, and is compiled away.
    var counter: Counter
    /// The method's bit and the bit of the method that stands in for it (``MethodQuery``).
    let methodBit: UInt64
    let fallbackMethodBit: UInt64
    /// The methods of the routes that matched but answer other methods.
    var refusedMethods: UInt64 = 0

    @inline(__always)
    private mutating func countVisit() {
        counter.enter()
    }

    @inline(__always)
    private mutating func uncountVisit() {
        counter.unenter()
    }

    init(
        storage: RouteTableStorage, source: Source, bytes: UnsafeBufferPointer<UInt8>,
        url: ScannedURL, captures: UnsafeMutablePointer<Captures>, extraCaptures: UnsafeMutablePointer<UInt64>?,
        methods: MethodQuery, counter: Counter
    ) {
        self.counter = counter
        self.methodBit = methods.bit
        self.fallbackMethodBit = methods.fallback
        self.captures = captures
        self.storage = storage
        self.source = source
        self.bytes = bytes
        self.query = url.querySpan
        self.plusIsSpace = url.plusIsSpace
        self.extraCaptures = extraCaptures
    }

    /// Records `range` in capture `slot`. The slot is below the table's most capture slots
    /// (the compiler numbers them so), which is what keeps a write past the eighth inside the
    /// scratch memory set aside for the rest; debug builds check it.
    @inline(__always)
    private func setCapture(_ slot: Int32, _ range: Range<Int>) {
        assertCaptureSlot(slot)
        captures.pointee.set(slot, range, extra: extraCaptures)
    }

    /// Checks, in debug builds, that `slot` is one the table has room for.
    @inline(__always)
    private func assertCaptureSlot(_ slot: Int32) {
        assert(
            slot >= 0 && slot < storage.maximumCaptureSlots && (slot < Captures.inlineCapacity || extraCaptures != nil),
            "capture slot \(slot) outside the table's \(storage.maximumCaptureSlots)"
        )
    }

    /// The route matched under `root`; a negative number when none is (-1, or ``refusedAlone``).
    ///
    /// The steps through nodes that offer one kind of child (only literals, or only `:name`)
    /// are taken here, in a loop whose state is local (the trie's view, the source, where
    /// captures go), so that it stays in registers; the first node that offers a choice, or
    /// the end of the path, is left to ``walkBelow(_:at:)``, which searches everything below it.
    /// No alternative is skipped: the nodes stepped through here offer none.
    ///
    /// ``backtrackingWalk(_:at:_:)`` writes the same two steps for the nodes below a choice. One
    /// loop serving both (recursive, with the choice out of line) made every lookup slower in
    /// the bench's Match suite (Docs/Performance.md), so the two steps are written twice.
    mutating func walk(from root: Int32) -> Int32 {
        let trie = self.trie
        let source = self.source
        let captures = self.captures
        var index = root
        var cursor = source.firstCursor
        while true {
            countVisit()
            let node = trie.node(index)
            let segment = source.segment(at: cursor)
            if segment.isPathEnd {
                let route = terminal(node)
                if route != -1 || node.restChild < 0 { return route }
                break
            }
            let shape = node.shape
            if shape == CompiledTrie.Shape.onlyLiterals {
                let child = trie.literalChild(of: index, node, matching: source.decoded(segment))
                guard child >= 0 else { return -1 }
                index = child
                cursor = segment.next
                continue
            }
            guard shape == CompiledTrie.Shape.onlyParameter else { break }
            index = node.parameterChild
            let slot = trie.node(index).captureSlot
            assertCaptureSlot(slot)
            captures.pointee.set(slot, segment.raw, extra: extraCaptures)
            cursor = segment.next
        }
        // A node with no child (a deep miss) needs no search below it; any other is left
        // to `walkBelow`, which enters it again.
        if trie.node(index).shape == CompiledTrie.Shape.leaf { return -1 }
        uncountVisit()
        return walkBelow(index, at: cursor)
    }

    /// Searches below node `start`, whose segment is read at `startCursor`.
    ///
    /// The search keeps the nodes it may come back to on a ``ChoiceStack`` rather than on the
    /// call stack, so its depth is bounded by the table, not by the thread it runs on; the
    /// stack's first choices are set aside here, in a fixed small amount of stack memory.
    private mutating func walkBelow(_ start: Int32, at startCursor: Int) -> Int32 {
        withUnsafeTemporaryAllocation(of: ChoiceStack.Choice.self, capacity: ChoiceStack.inlineCapacity) { memory in
            var choices = ChoiceStack(inline: memory)
            let route = backtrackingWalk(start, at: startCursor, &choices)
            choices.release()
            return route
        }
    }

    /// The search below `start`, depth first, most specific child first.
    ///
    /// A node's alternatives are numbered in the order they are tried: 0 the literal child,
    /// 1 through the typed-children count the typed children, then `:name`, `*` and `**`.
    /// Leaving a node for one child while later alternatives remain pushes the node with the
    /// number to resume at; the last alternative a node offers is followed with nothing
    /// pushed, and most nodes offer only one kind of child, so most steps push nothing. When
    /// everything below a child has failed, the most recent choice is resumed; when there is
    /// none, the search has failed.
    @inline(__always)
    private mutating func backtrackingWalk(_ start: Int32, at startCursor: Int, _ choices: inout ChoiceStack) -> Int32 {
        let trie = self.trie
        var index = start
        var cursor = startCursor
        // The alternative to resume the current node at; 0 when it is entered.
        var alternative: Int32 = 0
        search: while true {
            let node = trie.node(index)
            let segment = source.segment(at: cursor)
            if alternative == 0 {
                countVisit()
                if segment.isPathEnd {
                    let route = terminal(node)
                    if route != -1 { return route }
                    let restChild = node.restChild
                    if restChild >= 0 {
                        countVisit()
                        let rest = trie.node(restChild)
                        setCapture(rest.captureSlot, segment.raw)
                        let route = terminal(rest)
                        if route != -1 { return route }
                    }
                    guard resume(&choices, &index, &cursor, &alternative) else { return -1 }
                    continue search
                }
                // The two common shapes, stepped through without a choice: one load and a comparison.
                let shape = node.shape
                if shape == CompiledTrie.Shape.onlyLiterals {
                    let child = trie.literalChild(of: index, node, matching: source.decoded(segment))
                    guard child >= 0 else {
                        guard resume(&choices, &index, &cursor, &alternative) else { return -1 }
                        continue search
                    }
                    index = child
                    cursor = segment.next
                    continue search
                }
                if shape == CompiledTrie.Shape.onlyParameter {
                    index = node.parameterChild
                    let slot = trie.node(index).captureSlot
                    assertCaptureSlot(slot)
                    captures.pointee.set(slot, segment.raw, extra: extraCaptures)
                    cursor = segment.next
                    continue search
                }
            }
            let typedCount = node.typedChildrenCount
            let parameterChild = node.parameterChild
            let wildcardChild = node.wildcardChild
            let restChild = node.restChild
            var next = alternative
            alternative = 0
            if next == 0 {
                next = 1
                if node.literalChildrenCount > 0 {
                    let child = trie.literalChild(of: index, node, matching: source.decoded(segment))
                    if child >= 0 {
                        choices.push(node: index, cursor: cursor, alternative: 1)
                        index = child
                        cursor = segment.next
                        continue search
                    }
                }
            }
            // Typed children: alternative n is the edge at `typedChildrenStart + n - 1`.
            while next <= typedCount {
                let edge = trie.typedEdge(node.typedChildrenStart &+ next &- 1)
                next &+= 1
                guard accepts(edge.kind, source.decoded(segment)) else { continue }
                setCapture(trie.node(edge.child).captureSlot, segment.raw)
                if next <= typedCount || parameterChild >= 0 || wildcardChild >= 0 || restChild >= 0 {
                    choices.push(node: index, cursor: cursor, alternative: next)
                }
                index = edge.child
                cursor = segment.next
                continue search
            }
            if next == typedCount &+ 1 {
                next &+= 1
                if parameterChild >= 0 {
                    setCapture(trie.node(parameterChild).captureSlot, segment.raw)
                    if wildcardChild >= 0 || restChild >= 0 {
                        choices.push(node: index, cursor: cursor, alternative: next)
                    }
                    index = parameterChild
                    cursor = segment.next
                    continue search
                }
            }
            if next == typedCount &+ 2 {
                if wildcardChild >= 0 {
                    setCapture(trie.node(wildcardChild).captureSlot, segment.raw)
                    if restChild >= 0 {
                        choices.push(node: index, cursor: cursor, alternative: next &+ 1)
                    }
                    index = wildcardChild
                    cursor = segment.next
                    continue search
                }
            }
            if restChild >= 0 {
                countVisit()
                let rest = trie.node(restChild)
                setCapture(rest.captureSlot, source.rest(from: segment))
                let route = terminal(rest)
                if route != -1 { return route }
            }
            guard resume(&choices, &index, &cursor, &alternative) else { return -1 }
        }
    }

    /// Takes the most recent choice off the stack into the walk's state; `false` when none is left.
    @inline(__always)
    private func resume(_ choices: inout ChoiceStack, _ index: inout Int32, _ cursor: inout Int, _ alternative: inout Int32) -> Bool {
        guard let choice = choices.pop() else { return false }
        index = choice.node
        cursor = Int(choice.cursor)
        alternative = choice.alternative
        return true
    }

    /// Whether a segment has the text of a typed parameter kind. Out of line: the type checks
    /// are long, and inlined into ``backtrackingWalk(_:at:_:)`` they make it too big for the compiler
    /// to inline the literal-child search, which every step needs.
    @inline(never)
    private func accepts(_ kind: ParameterKind, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        storage.registry.accepts(kind, segment)
    }

    /// What ``terminal(_:)`` returns when the node's routes refuse the method and no other
    /// node's routes can match the path: the search ends with no route.
    static var refusedAlone: Int32 { -2 }

    /// The first route ending at `node` whose query constraints hold and that answers the
    /// lookup's method; -1 when there is none, or ``refusedAlone``.
    @inline(__always)
    private mutating func terminal(_ node: CompiledTrie.NodeRef) -> Int32 {
        var i = node.terminalsStart
        let end = i &+ node.terminalsCount
        // The first route that answers the fallback method (`GET` for `HEAD`), taken when none
        // answers the method itself. Its captures are all in the path, which the query
        // constraints checked after it do not write.
        var fallback: Int32 = -1
        while i < end {
            let entry = trie.terminal(i)
            if entry & CompiledTrie.checkedFlags == 0 { return entry }
            let route = entry & ~CompiledTrie.checkedFlags
            i &+= 1
            if entry & CompiledTrie.methodsFlag != 0 {
                // The common case of a server's table, a route without constraints, checked
                // here; one with constraints is searched out of line.
                guard entry & CompiledTrie.constrainedFlag == 0 else { return terminalAnsweringMethod(from: node.terminalsStart, to: end) }
                // When none of the node's routes answers the method or its fallback, their
                // methods are refused at once, rather than route by route; and when no other
                // node's routes can match the path, the search is over.
                let answered = storage.methodMasks.methods(ofRoutesEndingAt: node.terminalsStart)
                if answered & (methodBit | fallbackMethodBit) == 0 {
                    refusedMethods |= answered
                    return storage.methodMasks.endsPathsAlone(node.terminalsStart) ? Self.refusedAlone : -1
                }
                let methods = storage.methodMasks[route]
                if methods & methodBit != 0 { return route }
                if fallback < 0 && methods & fallbackMethodBit != 0 { fallback = route } else { refusedMethods |= methods }
                continue
            }
            if constraintsHold(for: route) { return route }
        }
        return fallback
    }

    /// ``terminal(_:)`` over entries `start..<end`, where a route answers only some methods:
    /// the first route that answers the method, else the first that answers its fallback
    /// (`GET` for `HEAD`); the methods of the others that match go to ``refusedMethods``.
    /// Out of line: only tables with methods come here.
    @inline(never)
    private mutating func terminalAnsweringMethod(from start: Int32, to end: Int32) -> Int32 {
        var fallback: Int32 = -1
        var checkedAfterFallback = false
        var i = start
        while i < end {
            let entry = trie.terminal(i)
            i &+= 1
            let route = entry & ~CompiledTrie.checkedFlags
            // A route that names no method answers every one, an extension method no route names included.
            let names = entry & CompiledTrie.methodsFlag != 0
            let methods = names ? storage.methodMasks[route] : MethodBits.everyMethod
            let answers = !names || methods & methodBit != 0
            if entry & CompiledTrie.constrainedFlag != 0 {
                checkedAfterFallback = fallback >= 0
                guard constraintsHold(for: route) else { continue }
            }
            if answers { return route }
            if fallback < 0 && methods & fallbackMethodBit != 0 {
                fallback = route
            } else {
                refusedMethods |= methods
            }
        }
        // Checked again, so that the captures are the fallback's: a route checked after it
        // may have written its own.
        if checkedAfterFallback { _ = constraintsHold(for: fallback) }
        return fallback
    }

    /// Whether route `route`'s query constraints hold, capturing their values.
    @inline(__always)
    private func constraintsHold(for route: Int32) -> Bool {
        QueryConstraintCheck.holds(
            for: route, storage, query: query, plusIsSpace: plusIsSpace, bytes, &captures.pointee, extra: extraCaptures)
    }
}

/// How a walk counts the trie nodes it enters (``Lookup``'s `counter`): the measure of a
/// lookup's work, for the test that bounds backtracking. A lookup is generic over it, so that
/// the counting one is a copy of the walk of its own, run only by the tests' entry point
/// (``RouteTable/lookupVisits(_:)``), and every other lookup runs with ``NoVisitCount``, which
/// the compiler removes: the same code in debug and release builds, and nothing added to the
/// lookup that ships.
protocol VisitCounting {
    /// A walk starts: the count becomes a number (it is none while no walk has run).
    mutating func beginWalk()
    /// A node is entered.
    mutating func enter()
    /// A node counted already is left to be entered again (the walk hands it on to the search
    /// below it, which counts it).
    mutating func unenter()
}

/// No count: what every lookup but the tests' runs with. It does nothing, so it costs nothing.
struct NoVisitCount: VisitCounting {
    /// One byte, so that the counter passed `inout` has storage at its address: an empty value
    /// has none, and the thread sanitizer, which checks each `inout` access at its address,
    /// faulted on the one it was given.
    private var storage: UInt8 = 0

    @inline(__always) init() {}
    @inline(__always) mutating func beginWalk() {}
    @inline(__always) mutating func enter() {}
    @inline(__always) mutating func unenter() {}
}

/// The number of trie nodes a lookup's walks entered, `nil` when the URL was rejected before
/// any walk.
struct VisitCount: VisitCounting {
    var visits: Int?

    init() {}

    mutating func beginWalk() {
        if visits == nil { visits = 0 }
    }

    mutating func enter() {
        visits = (visits ?? 0) &+ 1
    }

    mutating func unenter() {
        visits = (visits ?? 0) &- 1
    }
}
