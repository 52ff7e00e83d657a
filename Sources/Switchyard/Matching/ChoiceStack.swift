/// The nodes a ``Lookup`` has left with alternatives still to try, most recent on top: the
/// search's explicit stack, so that how deep it goes never depends on the caller's stack.
///
/// A choice is pushed when the search leaves a node for one of its children while the node
/// has more to offer; it is popped when everything below that child has failed. Each choice
/// sits at a different depth of the trie, and a pattern holds at most
/// ``Pattern/maximumSegments`` segments, so the stack never holds more choices than that.
///
/// The first ``inlineCapacity`` choices live in memory the lookup sets aside on its own
/// stack, a small fixed size whatever the table; only a search that holds more at once (a
/// table built for it) moves them to the heap, once, with room for the largest bound.
///
/// Unsafe boundary. Invariant: `base` points at `capacity` choices of memory that outlives the
/// stack (the lookup's stack memory, or heap memory the stack owns), and `0 <= count <=
/// capacity`; the first `count` are initialized. `push` grows before it writes past
/// `capacity` (and stops the program rather than pass ``maximumCount``), `pop` reads only
/// below `count`. Debug builds check both on every push and pop.
struct ChoiceStack {
    /// One node with alternatives left: where it is, the cursor of its segment, and the
    /// alternative to resume with (see ``Lookup``).
    struct Choice {
        var node: Int32
        var cursor: Int32
        var alternative: Int32
    }

    /// Choices kept in the caller's stack memory: a fixed size well below the standard
    /// library's limit for stack allocation, so setting it aside costs no check.
    static let inlineCapacity = 64
    /// The most choices a search can hold: one per segment of the deepest pattern.
    static let maximumCount = Pattern.maximumSegments + 1

    private var base: UnsafeMutablePointer<Choice>
    private var capacity: Int
    private var count = 0
    /// Whether `base` is heap memory this stack owns (after growing).
    private var ownsMemory = false

    /// A stack over `inline`, memory of ``inlineCapacity`` choices that outlives it.
    @inline(__always)
    init(inline: UnsafeMutableBufferPointer<Choice>) {
        base = inline.baseAddress.unsafelyUnwrapped
        capacity = inline.count
    }

    /// Frees the heap memory, if the stack grew.
    @inline(__always)
    mutating func release() {
        if _slowPath(ownsMemory) { base.deallocate() }
    }

    @inline(__always)
    mutating func push(node: Int32, cursor: Int, alternative: Int32) {
        if _slowPath(count == capacity) { grow() }
        assert(count < capacity, "choice \(count) pushed past the stack's \(capacity)")
        assert(count < capacity, "choice \(count) pushed past the stack's \(capacity)")
        (base + count).initialize(to: Choice(node: node, cursor: Int32(truncatingIfNeeded: cursor), alternative: alternative))
        count &+= 1
    }

    /// The most recent choice, removed, or `nil` when there is none left.
    @inline(__always)
    mutating func pop() -> Choice? {
        guard count > 0 else { return nil }
        count &-= 1
        assert(count < capacity, "choice \(count) popped past the stack's \(capacity)")
        return base[count]
    }

    /// Moves the choices to heap memory with room for ``maximumCount``. The bound is the
    /// trie's (no path holds more choices); a stack that would pass it is a broken invariant,
    /// not bad input, and stops here rather than writing past its memory.
    @inline(never)
    private mutating func grow() {
        precondition(capacity < Self.maximumCount, "a lookup held more choices than a pattern has segments")
        let grown = UnsafeMutablePointer<Choice>.allocate(capacity: Self.maximumCount)
        grown.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = grown
        capacity = Self.maximumCount
        ownsMemory = true
    }
}
