/// A bare flat segment trie: the floor a lookup's walk stands on, measured in the same loop as
/// the router (`Floor:GitHub`), so that `MatchView:GitHub` minus `Floor:GitHub` is what the
/// routing contract's rules (Docs/URLHandling.md, Docs/PatternSyntax.md) and the router's
/// generality cost.
///
/// It applies no rule of the contract: no check of the bytes (`%`, controls, non-ASCII), no dot
/// segments, no query, no scheme or host, no typed parameters, wildcards or `**`, no query
/// constraints, no backtracking (a literal child wins, else the `:name` child), no case
/// folding. What it keeps is what any segment trie must do: find each segment's end, find the
/// literal child (a hash of the segment, a probe, a comparison of the text) or take the
/// parameter child and record the segment's offsets, and read the route at the last node. It
/// is written with the router's techniques (eight bytes at a time, packed nodes, raw memory),
/// so that the difference is the rules and the generality, not the craft.
///
/// Only the bench uses it, on tables whose routes have literals and `:name` parameters only.
final class BareSegmentTrie {
    /// Per node: the parameter child (-1: none), the capture slot its segment fills, the route
    /// that ends here (-1: none).
    private struct Node {
        var parameterChild: Int32 = -1
        var slot: Int32 = -1
        var route: Int32 = -1
    }

    /// One literal edge in the open-addressing index: the parent, the segment's hash and
    /// length, the child, and where the literal's text starts.
    private struct Slot {
        var parent: Int32 = -1
        var hash: UInt32 = 0
        var length: Int32 = 0
        var child: Int32 = -1
        var textStart: Int32 = 0
    }

    private let nodes: UnsafeMutableBufferPointer<Node>
    private let slots: UnsafeMutableBufferPointer<Slot>
    /// The literals' text, with eight spare bytes at the end for word-wise reads.
    private let text: UnsafeMutableBufferPointer<UInt8>
    private let mask: Int
    /// The route names, and each route's parameter names by capture slot.
    let routeNames: [String]
    let parameterNames: [[String]]

    /// Builds the trie from `(name, pattern)` pairs whose patterns are `/`-separated literals
    /// and `:name` parameters; `nil` for any other pattern.
    init?(_ routes: [(name: String, pattern: String)]) {
        var builtNodes = [Node()]
        var edges: [(parent: Int, literal: [UInt8], child: Int)] = []
        var names: [String] = []
        var parameters: [[String]] = []
        for (index, route) in routes.enumerated() {
            var node = 0
            var routeParameters: [String] = []
            for segment in route.pattern.split(separator: "/") {
                if segment.hasPrefix(":") {
                    let name = String(segment.dropFirst())
                    guard !name.isEmpty, !name.contains("(") else { return nil }
                    if builtNodes[node].parameterChild < 0 {
                        builtNodes.append(Node(slot: Int32(routeParameters.count)))
                        builtNodes[node].parameterChild = Int32(builtNodes.count - 1)
                    }
                    guard builtNodes[Int(builtNodes[node].parameterChild)].slot == Int32(routeParameters.count) else { return nil }
                    routeParameters.append(name)
                    node = Int(builtNodes[node].parameterChild)
                } else {
                    guard !segment.contains("*"), !segment.contains("%") else { return nil }
                    let literal = Array(segment.utf8)
                    if let edge = edges.first(where: { $0.parent == node && $0.literal == literal }) {
                        node = edge.child
                    } else {
                        builtNodes.append(Node())
                        edges.append((node, literal, builtNodes.count - 1))
                        node = builtNodes.count - 1
                    }
                }
            }
            guard builtNodes[node].route < 0 else { return nil }
            builtNodes[node].route = Int32(index)
            names.append(route.name)
            parameters.append(routeParameters)
        }
        var capacity = 16
        while capacity < edges.count * 2 { capacity *= 2 }
        mask = capacity - 1
        nodes = .allocate(capacity: builtNodes.count)
        _ = nodes.initialize(from: builtNodes)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot())
        let textCount = edges.reduce(0) { $0 + $1.literal.count }
        text = .allocate(capacity: textCount + 8)
        text.initialize(repeating: 0)
        var textEnd = 0
        for edge in edges {
            let start = textEnd
            for byte in edge.literal {
                text[textEnd] = byte
                textEnd += 1
            }
            let hash = text.withMemoryRebound(to: UInt8.self) {
                Self.hash(UnsafeRawPointer($0.baseAddress! + start), count: edge.literal.count)
            }
            var slot = Self.slot(hash, parent: edge.parent, mask: mask)
            while slots[slot].parent >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(
                parent: Int32(edge.parent), hash: hash, length: Int32(edge.literal.count),
                child: Int32(edge.child), textStart: Int32(start)
            )
        }
        routeNames = names
        parameterNames = parameters
    }

    deinit {
        nodes.deallocate()
        slots.deallocate()
        text.deallocate()
    }

    /// The route `bytes` (a path) reaches, or -1; the parameters' offsets go to `captures`
    /// (start in the high half, end in the low), by slot.
    @inline(__always)
    func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, captures: UnsafeMutablePointer<UInt64>) -> Int32 {
        let count = bytes.count
        guard count > 0, let pointer = bytes.baseAddress, pointer.pointee == 0x2F else { return -1 }
        let base = UnsafeRawPointer(pointer)
        let nodes = self.nodes.baseAddress.unsafelyUnwrapped
        var node = 0
        var start = 1
        while start < count {
            // The segment's end: the next `/` (eight bytes at a time), or the end of the input.
            var end = start
            while true {
                guard end &+ 8 <= count else {
                    while end < count && base.load(fromByteOffset: end, as: UInt8.self) != 0x2F { end &+= 1 }
                    break
                }
                let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ 0x2F2F_2F2F_2F2F_2F2F
                let flags = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                if flags != 0 {
                    end &+= flags.trailingZeroBitCount &>> 3
                    break
                }
                end &+= 8
            }
            let length = end &- start
            if let child = literalChild(of: node, base + start, length) {
                node = child
            } else {
                let parameter = Int(nodes[node].parameterChild)
                guard parameter >= 0 else { return -1 }
                node = parameter
                captures[Int(nodes[node].slot)] = UInt64(start) &<< 32 | UInt64(end)
            }
            start = end &+ 1
        }
        return nodes[node].route
    }

    /// The literal child of `parent` whose text is the `length` bytes at `segment`, or `nil`.
    @inline(__always)
    private func literalChild(of parent: Int, _ segment: UnsafeRawPointer, _ length: Int) -> Int? {
        let hash = Self.hash(segment, count: length)
        let slots = self.slots.baseAddress.unsafelyUnwrapped
        var slot = Self.slot(hash, parent: parent, mask: mask)
        while true {
            let entry = slots[slot]
            if entry.parent < 0 { return nil }
            if entry.parent == Int32(truncatingIfNeeded: parent) && entry.hash == hash && Int(entry.length) == length
                && textMatches(Int(entry.textStart), segment, length)
            {
                return Int(entry.child)
            }
            slot = (slot &+ 1) & mask
        }
    }

    @inline(__always)
    private func textMatches(_ start: Int, _ segment: UnsafeRawPointer, _ length: Int) -> Bool {
        let literal = UnsafeRawPointer(text.baseAddress.unsafelyUnwrapped + start)
        var i = 0
        while i &+ 8 <= length {
            if literal.loadUnaligned(fromByteOffset: i, as: UInt64.self) != segment.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i &+= 8
        }
        while i < length {
            if literal.load(fromByteOffset: i, as: UInt8.self) != segment.load(fromByteOffset: i, as: UInt8.self) { return false }
            i &+= 1
        }
        return true
    }

    /// A hash of `count` bytes, eight at a time (the last word overlapping the one before).
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawPointer, count: Int) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: count)
        if count >= 8 {
            var i = 0
            while i &+ 8 < count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* multiplier
                i &+= 8
            }
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) &* multiplier
        } else if count >= 4 {
            let low = UInt64(bytes.loadUnaligned(as: UInt32.self))
            let high = UInt64(bytes.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            hash = (hash ^ (low | high &<< 32)) &* multiplier
        } else if count > 0 {
            let first = UInt64(bytes.load(as: UInt8.self))
            let middle = UInt64(bytes.load(fromByteOffset: count &>> 1, as: UInt8.self))
            let last = UInt64(bytes.load(fromByteOffset: count &- 1, as: UInt8.self))
            hash = (hash ^ (first &<< 8 | middle &<< 16 | last &<< 24)) &* multiplier
        }
        return UInt32(truncatingIfNeeded: hash &>> 32)
    }

    @inline(__always)
    private static func slot(_ hash: UInt32, parent: Int, mask: Int) -> Int {
        let mixed = (UInt64(hash) ^ UInt64(truncatingIfNeeded: parent) &* 0x85EB_CA6B) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> 40) & mask
    }
}
