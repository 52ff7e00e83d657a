/// Each route's methods as a mask (``MethodBits``), in memory the table owns, so that a
/// lookup reads a route's mask with one load: reading it from an array held by the table's
/// storage retained and released the array on every read.
///
/// Allocated when the table is built and freed with its storage; empty (no memory) for a
/// table whose routes name no method. Read only at indices of routes that name methods,
/// which the compiler marks in the trie (``CompiledTrie/methodsFlag``); debug builds check
/// the index. Sendable because the memory is written once, before the table is shared, and
/// only read after.
struct RouteMethodMasks: @unchecked Sendable {
    /// The masks, by route; `nil` for a table whose routes name no method.
    private let masks: UnsafeMutablePointer<UInt64>?
    private let count: Int

    init(_ masks: [UInt64]) {
        count = masks.count
        guard !masks.isEmpty else {
            self.masks = nil
            return
        }
        let memory = UnsafeMutablePointer<UInt64>.allocate(capacity: masks.count)
        memory.initialize(from: masks, count: masks.count)
        self.masks = memory
    }

    /// The mask of route `route`, a route that names methods.
    @inline(__always)
    subscript(route: Int32) -> UInt64 {
        assert(masks != nil && route >= 0 && Int(route) < count, "route \(route) has no method mask")
        return masks.unsafelyUnwrapped[Int(route)]
    }

    /// Frees the memory; called once, by the storage's `deinit`.
    func deallocate() {
        masks?.deallocate()
    }
}
