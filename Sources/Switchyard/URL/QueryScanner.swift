/// Walks the items of a query without allocating: split on `&` (not `;`), empty items
/// dropped, name and value split on the first `=`; an item without `=` has the empty value.
struct QueryScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private let end: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    /// The next item's raw name and value ranges. (`&` and `=` are found eight bytes at a time.)
    @inline(__always)
    mutating func next() -> (name: Range<Int>, value: Range<Int>)? {
        while position < end {
            let start = position
            let itemEnd = URLScanner.firstIndex(of: ASCII.ampersand, in: bytes, start..<end) ?? end
            position = itemEnd &+ 1
            if itemEnd == start { continue }
            guard let equals = URLScanner.firstIndex(of: ASCII.equals, in: bytes, start..<itemEnd) else {
                return (start..<itemEnd, itemEnd..<itemEnd)
            }
            return (start..<equals, (equals &+ 1)..<itemEnd)
        }
        return nil
    }
}
