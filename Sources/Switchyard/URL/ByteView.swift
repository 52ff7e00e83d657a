/// Bytes read with plain loads: the unsafe boundary for byte buffers (a URL's input, a
/// segment's decoded bytes, a literal's text).
///
/// Invariant: `buffer` is valid memory for the whole time the view is used (it comes from
/// `withUTF8` or another `withUnsafe…` call, or from storage its owner keeps alive), and every
/// load reads inside it: a byte at `i` needs `0 <= i < count`, a word of `n` bytes at `i`
/// needs `0 <= i` and `i + n <= count`, a slice needs its range inside `0..<count`. Callers
/// prove this from the lengths they checked; debug builds check it on every load (`assert`),
/// release builds load without a check, as fast as a raw pointer.
///
/// Words are read unaligned and little-endian, so byte `i` of the input is the lowest byte
/// of a word read at `i`: the SWAR scans find the first flagged byte with a count of trailing
/// zero bits.
///
/// Usable from inlinable code, so that the library's inlinable readers load through it too.
@usableFromInline
struct ByteView {
    /// The bytes the view reads.
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    @inlinable @inline(__always)
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// `count` bytes from `start`, which must be valid memory while the view is used.
    @inlinable @inline(__always)
    init(start: UnsafePointer<UInt8>, count: Int) {
        self.buffer = UnsafeBufferPointer(start: start, count: count)
    }

    @inlinable
    var count: Int {
        @inline(__always) get { buffer.count }
    }

    /// The first byte's address; only read once some load is known to be in bounds.
    @inlinable
    var base: UnsafeRawPointer {
        @inline(__always) get { UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped) }
    }

    /// The byte at `i` (`0 <= i < count`).
    @inlinable @inline(__always)
    subscript(_ i: Int) -> UInt8 {
        assert(i >= 0 && i < buffer.count, "byte offset \(i) outside 0..<\(buffer.count)")
        return base.load(fromByteOffset: i, as: UInt8.self)
    }

    /// The eight bytes from `i`, little-endian (`0 <= i`, `i + 8 <= count`).
    @inlinable @inline(__always)
    func word(at i: Int) -> UInt64 {
        assertInBounds(i, 8)
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
    }

    /// The four bytes from `i`, little-endian (`0 <= i`, `i + 4 <= count`).
    @inlinable @inline(__always)
    func halfWord(at i: Int) -> UInt32 {
        assertInBounds(i, 4)
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt32.self))
    }

    /// The two bytes from `i`, little-endian (`0 <= i`, `i + 2 <= count`).
    @inlinable @inline(__always)
    func pair(at i: Int) -> UInt16 {
        assertInBounds(i, 2)
        return UInt16(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt16.self))
    }

    /// The bytes of `range` (inside `0..<count`), without the slice's bounds checks in release.
    @inlinable @inline(__always)
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        assert(
            range.lowerBound >= 0 && range.lowerBound <= range.upperBound && range.upperBound <= buffer.count,
            "byte range \(range.lowerBound)..<\(range.upperBound) outside 0..<\(buffer.count)"
        )
        #if DEBUG
        // An empty buffer may have no address; release builds never load from it.
        if buffer.baseAddress == nil { return UnsafeBufferPointer(start: nil, count: 0) }
        #endif
        // The count by wrapping subtraction: `range.count` checks for overflow, a branch on
        // every segment a walk reads.
        return UnsafeBufferPointer(start: buffer.baseAddress.unsafelyUnwrapped + range.lowerBound, count: range.upperBound &- range.lowerBound)
    }

    /// The bytes from `start` to `end` (`0 <= start <= end <= count`).
    @inlinable @inline(__always)
    func slice(from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        slice(Range(uncheckedBounds: (start, end)))
    }

    @inlinable @inline(__always)
    func assertInBounds(_ i: Int, _ width: Int) {
        assert(i >= 0 && i &+ width <= buffer.count, "\(width)-byte load at \(i) outside 0..<\(buffer.count)")
    }
}
