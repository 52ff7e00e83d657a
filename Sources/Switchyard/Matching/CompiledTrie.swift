/// The immutable, flattened segment trie that serves lookups.
///
/// Nodes refer to each other by index. Each edge consumes exactly one path segment (a `**`
/// edge consumes the rest and ends there), so a node's depth is the segment it is compared
/// with, and a depth-first search visits every node at most once per lookup: backtracking can
/// never go exponential.
///
/// Everything a lookup reads (nodes, edges, terminals, the literal hash index and the literal
/// text) is packed into one array of 32-bit words. That is for speed: a lookup takes a single
/// pointer to it (one array to keep alive instead of six, so no retains and releases per array),
/// and reads fields with plain loads at fixed offsets. ``Builder`` takes the parts as ordinary
/// arrays and packs them.
struct CompiledTrie: Sendable {
    /// A node as the builder describes it; stored as ``Layout/nodeWords`` words.
    struct Node: Sendable {
        /// This node's own literal (when reached by a literal edge), in the literal bytes.
        var literalStart: Int32 = 0
        var literalLength: Int32 = 0
        /// Literal children, contiguous in the literal edges (each a ``literalKey(_:folded:)`` and a child).
        var literalChildrenStart: Int32 = 0
        var literalChildrenCount: Int32 = 0
        /// Typed-parameter children in rank order, contiguous in the typed edges.
        var typedChildrenStart: Int32 = 0
        var typedChildrenCount: Int32 = 0
        /// The `:name` child, the `*` child and the `**` child, or -1.
        var parameterChild: Int32 = -1
        var wildcardChild: Int32 = -1
        var restChild: Int32 = -1
        /// Routes that end here, most specific first (query constraints decide), in the terminals.
        var terminalsStart: Int32 = 0
        var terminalsCount: Int32 = 0
        /// The capture slot this node's segment fills, or -1 for literal nodes.
        var captureSlot: Int32 = -1
    }

    struct TypedEdge: Sendable {
        var kind: ParameterKind
        var child: Int32
    }

    /// One entry of the literal hash index, for nodes with many literal children.
    struct HashSlot: Sendable {
        var parent: Int32 = -1
        var hash: UInt32 = 0
        var child: Int32 = -1
    }

    /// Where each part of a node lives, in words from the node's first word.
    enum Layout {
        static let literalChildrenStart = 0
        static let literalChildrenCount = 1
        static let typedChildrenStart = 2
        /// The typed children's count in the low 16 bits (there are at most 32,768 kinds), the
        /// capture slot plus one in the next 14 (0: none; a pattern has at most
        /// `Pattern.maximumSegments` segments and as many constraints), and the node's
        /// ``Shape`` in the top two: one word instead of three, for the memory per route.
        static let typedChildrenCountAndCaptureSlot = 3
        /// The capture slot's bits in that word, once shifted down by 16.
        static let captureSlotMask: UInt32 = 0x3FFF
        static let parameterChild = 4
        static let wildcardChild = 5
        static let restChild = 6
        static let terminalsStart = 7
        static let terminalsCount = 8
        static let literalStart = 9
        static let literalLength = 10
        static let nodeWords = 11
    }

    /// Nodes, then literal edges (key, child), typed edges (kind, child), terminals, hash slots
    /// (parent, key, child), then the literal bytes, four to a word, in memory this trie owns.
    private let words: WordBuffer
    /// The words as a lookup reads them: pointers into ``words``, made once, so that a lookup
    /// takes them with plain loads (no closure, no retain).
    let view: View
    let nodeCount: Int
    /// Whether literals compare with ASCII letters folded (the table's option), as the view says.
    var caseInsensitive: Bool { view.caseInsensitive }

    /// The trie's words, allocated once and freed with the last copy of the trie.
    ///
    /// Sendable (unchecked): `base` is written in `init` only, before the buffer is shared, and
    /// only read after; `deinit` runs when no copy of the trie is left, so no reader remains.
    private final class WordBuffer: @unchecked Sendable {
        let base: UnsafeMutableRawPointer

        init(_ words: [UInt32]) {
            // Eight bytes to spare at the end, so that a word-wise read of the last literal
            // may reach past it.
            let count = words.count &* 4
            base = UnsafeMutableRawPointer.allocate(byteCount: count &+ 8, alignment: 8)
            words.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: count) }
            (base + count).initializeMemory(as: UInt8.self, repeating: 0, count: 8)
        }

        deinit { base.deallocate() }
    }

    /// The shapes of node a lookup steps through without choosing: the top bits of
    /// ``Layout/typedChildrenCountAndCaptureSlot``, so that one load and a comparison tell them.
    enum Shape {
        /// Literal children and no other kind of child: the step needs no alternative.
        static let onlyLiterals: UInt32 = 1 << 31
        /// A `:name` child and no other child at all.
        static let onlyParameter: UInt32 = 1 << 30
        /// No child at all: a path that goes on past this node matches nothing below it.
        static let leaf: UInt32 = onlyLiterals | onlyParameter

        static func of(_ node: Node) -> UInt32 {
            let noOthers = node.typedChildrenCount == 0 && node.wildcardChild < 0 && node.restChild < 0
            if noOthers && node.parameterChild < 0 && node.literalChildrenCount > 0 { return onlyLiterals }
            if noOthers && node.parameterChild >= 0 && node.literalChildrenCount == 0 { return onlyParameter }
            if noOthers && node.parameterChild < 0 && node.literalChildrenCount == 0 { return leaf }
            return 0
        }
    }

    /// Nodes with more literal children than this use the hash index.
    static let linearLimit: Int32 = 4

    /// Packs the parts built by ``TrieBuilder``. Each node's literal children are given as
    /// child indexes; their keys are computed from the children's literals here.
    init(
        nodes: [Node], literalBytes: [UInt8], literalChildren: [Int32], typedChildren: [TypedEdge],
        terminals: [Int32], hashSlots: [HashSlot], caseInsensitive: Bool
    ) {
        var words: [UInt32] = []
        let literalWordCount = (literalBytes.count &+ 3) / 4
        words.reserveCapacity(
            nodes.count &* Layout.nodeWords &+ literalChildren.count &* 2 &+ typedChildren.count &* 2
                &+ terminals.count &+ hashSlots.count &* 3 &+ literalWordCount
        )
        for node in nodes {
            // Both fit: kinds are 16-bit ids, and capture slots stay below 512 because the table
            // compiler rejects patterns of more than `Pattern.maximumSegments` segments or
            // `Pattern.maximumConstraints` constraints.
            precondition(
                node.typedChildrenCount <= 0xFFFF && node.captureSlot < Int32(Layout.captureSlotMask),
                "a trie node's counts exceed their bits"
            )
            // In the order of ``Layout``.
            words.append(UInt32(bitPattern: node.literalChildrenStart))
            words.append(UInt32(bitPattern: node.literalChildrenCount))
            words.append(UInt32(bitPattern: node.typedChildrenStart))
            words.append(
                UInt32(truncatingIfNeeded: node.typedChildrenCount) & 0xFFFF
                    | UInt32(truncatingIfNeeded: node.captureSlot &+ 1) &<< 16 | Shape.of(node)
            )
            words.append(UInt32(bitPattern: node.parameterChild))
            words.append(UInt32(bitPattern: node.wildcardChild))
            words.append(UInt32(bitPattern: node.restChild))
            words.append(UInt32(bitPattern: node.terminalsStart))
            words.append(UInt32(bitPattern: node.terminalsCount))
            words.append(UInt32(bitPattern: node.literalStart))
            words.append(UInt32(bitPattern: node.literalLength))
        }
        let literalEdgesOffset = words.count
        for child in literalChildren {
            let node = nodes[Int(child)]
            let key = literalBytes.withUnsafeBufferPointer {
                Self.literalKey(UnsafeBufferPointer(rebasing: $0[Int(node.literalStart)..<Int(node.literalStart &+ node.literalLength)]), folded: caseInsensitive)
            }
            words.append(key)
            words.append(UInt32(bitPattern: child))
        }
        let typedEdgesOffset = words.count
        for edge in typedChildren {
            words.append(UInt32(UInt16(bitPattern: edge.kind.id)))
            words.append(UInt32(bitPattern: edge.child))
        }
        let terminalsOffset = words.count
        for terminal in terminals { words.append(UInt32(bitPattern: terminal)) }
        let hashSlotsOffset = words.count
        for slot in hashSlots {
            words.append(UInt32(bitPattern: slot.parent))
            words.append(slot.hash)
            words.append(UInt32(bitPattern: slot.child))
        }
        let bytesOffset = words.count
        words.append(contentsOf: repeatElement(0, count: literalWordCount))
        words.withUnsafeMutableBytes { raw in
            literalBytes.withUnsafeBytes { bytes in
                if bytes.count > 0 {
                    (raw.baseAddress! + bytesOffset &* 4).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                }
            }
        }
        let buffer = WordBuffer(words)
        let base = UnsafeRawPointer(buffer.base)
        self.words = buffer
        self.view = View(
            base: base, literalEdges: base + literalEdgesOffset &* 4, typedEdges: base + typedEdgesOffset &* 4,
            terminals: base + terminalsOffset &* 4, hashSlots: base + hashSlotsOffset &* 4,
            literalBytes: base + bytesOffset &* 4, hashMask: hashSlots.isEmpty ? 0 : hashSlots.count &- 1,
            caseInsensitive: caseInsensitive,
            counts: View.Counts(
                nodes: nodes.count, literalEdges: literalChildren.count, typedEdges: typedChildren.count,
                terminals: terminals.count, hashSlots: hashSlots.count, literalBytes: literalBytes.count
            )
        )
        self.nodeCount = nodes.count
    }

    /// The trie's words as a raw pointer with the parts' addresses: the unsafe boundary of the
    /// trie, through which every lookup reads it. Every read is a raw load
    /// (`load(fromByteOffset:as:)`), which may read any trivial type.
    ///
    /// Invariant: the words stay allocated while the view is used (the trie owns them, the
    /// table owns the trie, and a lookup holds the table), and every index a read is given is
    /// in range of its part: a node index in `0..<nodeCount`, a literal or typed edge, terminal
    /// or hash slot index below that part's count, a literal's bytes inside the literal bytes.
    /// The compiler writes only such indices into the words (children, starts and counts), and
    /// the hash index always keeps an empty slot, so a probe ends. Debug builds check every
    /// index (`assert`, with the parts' counts kept in `#if DEBUG` fields); release builds
    /// load without a check.
    ///
    /// Sendable (unchecked): it holds pointers into words that are written once, before the
    /// view is made, and only read after, so threads sharing it only ever read.
    struct View: @unchecked Sendable {
        let base: UnsafeRawPointer
        let literalEdges: UnsafeRawPointer
        let typedEdges: UnsafeRawPointer
        let terminals: UnsafeRawPointer
        let hashSlots: UnsafeRawPointer
        let literalBytes: UnsafeRawPointer
        let hashMask: Int
        let caseInsensitive: Bool
        #if DEBUG
        /// The parts' sizes, for the debug checks of the invariant.
        let counts: Counts
        #endif

        /// How many entries each part holds: what the debug checks compare indices with.
        struct Counts {
            var nodes = 0
            var literalEdges = 0
            var typedEdges = 0
            var terminals = 0
            var hashSlots = 0
            var literalBytes = 0
        }

        init(
            base: UnsafeRawPointer, literalEdges: UnsafeRawPointer, typedEdges: UnsafeRawPointer,
            terminals: UnsafeRawPointer, hashSlots: UnsafeRawPointer, literalBytes: UnsafeRawPointer,
            hashMask: Int, caseInsensitive: Bool, counts: Counts
        ) {
            self.base = base
            self.literalEdges = literalEdges
            self.typedEdges = typedEdges
            self.terminals = terminals
            self.hashSlots = hashSlots
            self.literalBytes = literalBytes
            self.hashMask = hashMask
            self.caseInsensitive = caseInsensitive
            #if DEBUG
            self.counts = counts
            #endif
        }

        /// The parts of the words an index points into.
        enum Part {
            case nodes, literalEdges, typedEdges, terminals, hashSlots
        }

        /// Checks, in debug builds, that `index` is in range of `part`; nothing in release.
        @inline(__always)
        func assertIndex(_ index: Int, _ part: Part) {
            #if DEBUG
            let count: Int
            switch part {
            case .nodes: count = counts.nodes
            case .literalEdges: count = counts.literalEdges
            case .typedEdges: count = counts.typedEdges
            case .terminals: count = counts.terminals
            case .hashSlots: count = counts.hashSlots
            }
            assert(index >= 0 && index < count, "trie index \(index) outside \(part) (0..<\(count))")
            #endif
        }

        /// The address of node `index`'s first word.
        @inline(__always)
        func node(_ index: Int32) -> NodeRef {
            assertIndex(Int(index), .nodes)
            return NodeRef(base: base + Int(index) &* (Layout.nodeWords &* 4))
        }

        @inline(__always)
        func terminal(_ i: Int32) -> Int32 {
            assertIndex(Int(i), .terminals)
            return terminals.load(fromByteOffset: Int(i) &* 4, as: Int32.self)
        }

        /// The child of literal edge `i`.
        @inline(__always)
        func literalEdgeChild(_ i: Int32) -> Int32 {
            assertIndex(Int(i), .literalEdges)
            return literalEdges.load(fromByteOffset: Int(i) &* 8 &+ 4, as: Int32.self)
        }

        /// The kind and child of typed edge `i`.
        @inline(__always)
        func typedEdge(_ i: Int32) -> (kind: ParameterKind, child: Int32) {
            assertIndex(Int(i), .typedEdges)
            let edge = typedEdges + Int(i) &* 8
            return (ParameterKind(id: Int16(truncatingIfNeeded: edge.load(as: UInt32.self))), edge.load(fromByteOffset: 4, as: Int32.self))
        }

        /// The literal child of `parent` whose text equals `segment`, or -1.
        ///
        /// Each literal edge carries its child's ``CompiledTrie/literalKey(_:folded:)``, so a
        /// candidate is rejected with one comparison of words, and only a child with an equal
        /// key has its text compared (not even that when the key holds every byte of it).
        ///
        /// `@_transparent` rather than `@inline(__always)`: the optimizer declined to inline the
        /// latter into the lookup loop, and the call (with a copy of the view) cost about a
        /// quarter of each step.
        @_transparent
        func literalChild(of parent: Int32, _ node: NodeRef, matching segment: UnsafeBufferPointer<UInt8>) -> Int32 {
            let key = CompiledTrie.literalKey(segment, folded: caseInsensitive)
            let count = node.literalChildrenCount
            if count <= CompiledTrie.linearLimit {
                #if DEBUG
                if count > 0 {
                    assertIndex(Int(node.literalChildrenStart), .literalEdges)
                    assertIndex(Int(node.literalChildrenStart &+ count &- 1), .literalEdges)
                }
                #endif
                var edge = literalEdges + Int(node.literalChildrenStart) &* 8
                let end = edge + Int(count) &* 8
                while edge < end {
                    if edge.load(as: UInt32.self) == key {
                        let child = edge.load(fromByteOffset: 4, as: Int32.self)
                        if textMatches(child, segment) { return child }
                    }
                    edge += 8
                }
                return -1
            }
            var slot = CompiledTrie.slot(hash: key, parent: parent, mask: hashMask)
            while true {
                assertIndex(slot, .hashSlots)
                let entry = hashSlots + slot &* 12
                let entryParent = entry.load(as: Int32.self)
                if entryParent < 0 { return -1 }
                if entryParent == parent && entry.load(fromByteOffset: 4, as: UInt32.self) == key {
                    let child = entry.load(fromByteOffset: 8, as: Int32.self)
                    if textMatches(child, segment) { return child }
                }
                slot = (slot &+ 1) & hashMask
            }
        }

        /// True when the literal of `child`, whose key equals the segment's, is the segment's text.
        /// (A long literal's key is a hash, which may equal a short one's, so the length is
        /// checked first; then keys of literals of up to three bytes hold every byte, and those
        /// need no comparison.)
        @inline(__always)
        func textMatches(_ child: Int32, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = segment.count
            let childNode = node(child)
            if Int(childNode.literalLength) != count { return false }
            if count <= 3 { return true }
            let literal = literalText(childNode)
            let bytes = ByteView(segment)
            if caseInsensitive {
                for i in 0..<count where ASCII.lowercased(literal[i]) != ASCII.lowercased(bytes[i]) {
                    return false
                }
                return true
            }
            return ASCII.equalBytes(literal, bytes)
        }

        /// The text of `node`'s own literal, in the literal bytes.
        @inline(__always)
        func literalText(_ node: NodeRef) -> ByteView {
            let start = Int(node.literalStart)
            let count = Int(node.literalLength)
            #if DEBUG
            assert(start >= 0 && count >= 0 && start &+ count <= counts.literalBytes, "literal \(start)+\(count) outside the literal bytes")
            #endif
            return ByteView(start: literalBytes.assumingMemoryBound(to: UInt8.self) + start, count: count)
        }
    }

    /// A node in the view: its fields read straight from the trie's words.
    struct NodeRef {
        let base: UnsafeRawPointer

        @inline(__always) private func field(_ index: Int) -> Int32 { base.load(fromByteOffset: index &* 4, as: Int32.self) }

        var literalChildrenStart: Int32 { @inline(__always) get { field(Layout.literalChildrenStart) } }
        var literalChildrenCount: Int32 { @inline(__always) get { field(Layout.literalChildrenCount) } }
        var typedChildrenStart: Int32 { @inline(__always) get { field(Layout.typedChildrenStart) } }
        var typedChildrenCount: Int32 { @inline(__always) get { field(Layout.typedChildrenCountAndCaptureSlot) & 0xFFFF } }
        var parameterChild: Int32 { @inline(__always) get { field(Layout.parameterChild) } }
        var wildcardChild: Int32 { @inline(__always) get { field(Layout.wildcardChild) } }
        var restChild: Int32 { @inline(__always) get { field(Layout.restChild) } }
        var terminalsStart: Int32 { @inline(__always) get { field(Layout.terminalsStart) } }
        var terminalsCount: Int32 { @inline(__always) get { field(Layout.terminalsCount) } }
        var captureSlot: Int32 {
            @inline(__always) get {
                Int32(UInt32(bitPattern: field(Layout.typedChildrenCountAndCaptureSlot)) &>> 16 & Layout.captureSlotMask) &- 1
            }
        }
        /// ``Shape`` bits, or 0.
        var shape: UInt32 {
            @inline(__always) get { UInt32(bitPattern: field(Layout.typedChildrenCountAndCaptureSlot)) & (Shape.onlyLiterals | Shape.onlyParameter) }
        }
        var literalStart: Int32 { @inline(__always) get { field(Layout.literalStart) } }
        var literalLength: Int32 { @inline(__always) get { field(Layout.literalLength) } }
    }

    /// The key of a literal, kept in its parent's edge and in the hash index. Literals of up
    /// to three bytes are their own key (length and bytes), so equal keys and lengths need no
    /// comparison; longer ones are hashed over every byte, a word at a time, because keys made
    /// of a few bytes collide by the thousand in tables like `resource0` … `resource9999`.
    /// ASCII letters are folded to lower case when paths are case-insensitive.
    @inline(__always)
    static func literalKey(_ bytes: UnsafeBufferPointer<UInt8>, folded: Bool) -> UInt32 {
        let n = bytes.count
        if n <= 3 {
            guard n > 0 else { return 0 }
            var first = bytes[0], middle = bytes[n &>> 1], last = bytes[n &- 1]
            if folded {
                first = ASCII.lowercased(first)
                middle = ASCII.lowercased(middle)
                last = ASCII.lowercased(last)
            }
            return UInt32(truncatingIfNeeded: n) | UInt32(first) &<< 8 | UInt32(middle) &<< 16 | UInt32(last) &<< 24
        }
        let text = ByteView(bytes)
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: n)
        if n < 8 {
            // Two overlapping 4-byte reads cover every byte.
            let low = UInt64(text.halfWord(at: 0))
            let high = UInt64(text.halfWord(at: n &- 4))
            hash = (hash ^ foldedWord(low | high &<< 32, folded)) &* multiplier
        } else {
            // Eight bytes at a time, the last word overlapping the one before.
            var i = 0
            while i &+ 8 < n {
                hash = (hash ^ foldedWord(text.word(at: i), folded)) &* multiplier
                hash ^= hash &>> 29
                i &+= 8
            }
            hash = (hash ^ foldedWord(text.word(at: n &- 8), folded)) &* multiplier
        }
        return UInt32(truncatingIfNeeded: hash ^ hash &>> 32)
    }

    /// `word` with its ASCII capital letters made lower case, when `folded`.
    @inline(__always)
    static func foldedWord(_ word: UInt64, _ folded: Bool) -> UInt64 {
        folded ? ASCII.lowercasedWord(word) : word
    }

    /// Terminal entries carry this bit when the route has query constraints to check.
    static let constrainedFlag: Int32 = 1 << 30
    /// Terminal entries carry this bit when the route answers only some methods.
    static let methodsFlag: Int32 = 1 << 29
    /// The bits of a terminal entry that are not its route: a route that has neither is taken
    /// as it is.
    static let checkedFlags: Int32 = constrainedFlag | methodsFlag

    /// Where the hash index starts probing for a child of `parent` with literal key `hash`.
    @inline(__always)
    static func slot(hash: UInt32, parent: Int32, mask: Int) -> Int {
        // The upper half of a 64-bit product depends on every bit of the key, where the low bits
        // of a 32-bit product would depend only on the key's low bits (its length): siblings
        // of the same length would then crowd the same slots.
        let mixed = UInt64(hash ^ (UInt32(bitPattern: parent) &* 0x85EB_CA6B)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> 32) & mask
    }
}
