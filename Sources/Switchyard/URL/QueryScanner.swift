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

    /// The next item's raw name and value ranges.
    @inline(__always)
    mutating func next() -> (name: Range<Int>, value: Range<Int>)? {
        while position < end {
            let start = position
            var equals = -1
            while position < end && bytes[position] != ASCII.ampersand {
                if equals < 0 && bytes[position] == ASCII.equals { equals = position }
                position &+= 1
            }
            let itemEnd = position
            position &+= 1
            if itemEnd == start { continue }
            if equals < 0 { return (start..<itemEnd, itemEnd..<itemEnd) }
            return (start..<equals, (equals &+ 1)..<itemEnd)
        }
        return nil
    }
}
