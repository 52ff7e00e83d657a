/// Many strings stored as one UTF-8 buffer, so that a table of 100,000 routes does not hold
/// 200,000 separately allocated names and patterns. A `String` is made only when asked for.
struct StringArena: Sendable {
    private var bytes: [UInt8] = []
    private var ends: [Int32] = []

    var count: Int { ends.count }

    @discardableResult
    mutating func append(_ string: String) -> Int {
        bytes.append(contentsOf: string.utf8)
        ends.append(Int32(bytes.count))
        return ends.count &- 1
    }

    subscript(index: Int) -> String {
        let start = index == 0 ? 0 : Int(ends[index &- 1])
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])]), as: UTF8.self) }
    }

    /// Runs `body` with the UTF-8 bytes of the string at `index`, without making a `String`.
    func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = index == 0 ? 0 : Int(ends[index &- 1])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])])) }
    }

    /// Gives back the spare capacity left by appending (`Array(bytes)` would share the
    /// buffer and trim nothing; copying through a buffer pointer makes an exact-size array).
    mutating func shrink() {
        bytes = bytes.withUnsafeBufferPointer(Array.init)
        ends = ends.withUnsafeBufferPointer(Array.init)
    }
}
