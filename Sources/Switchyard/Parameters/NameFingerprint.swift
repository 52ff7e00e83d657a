/// A parameter name as two integers: its first 15 bytes and its length, so that finding a
/// parameter compares two integers per record of the route, and no text.
///
/// `head` holds bytes 0 to 7 and `tail` bytes 8 to 14, the first in the lowest byte, zero past
/// the end; the top byte of `tail` is the length, or 255 for a name of 16 bytes or more. For a
/// name of up to 15 bytes (the names a `String` holds inline), equal fingerprints are equal
/// names; a longer one is compared in full where the fingerprints agree (``isExact``). A
/// name's fingerprint is read from its UTF-8 bytes, which the string lends for the read.
@usableFromInline
struct NameFingerprint: Hashable, Sendable {
    @usableFromInline var head: UInt64
    @usableFromInline var tail: UInt64

    /// The fingerprint of the empty name.
    static let empty = NameFingerprint(UnsafeBufferPointer(start: nil, count: 0))

    /// The longest name a fingerprint holds whole.
    static let exactLength = 15

    /// The marker in `tail`'s top byte of a name longer than ``exactLength``.
    @inlinable
    static var longMarker: UInt64 { 0xFF &<< 56 }

    @inlinable
    init(head: UInt64, tail: UInt64) {
        self.head = head
        self.tail = tail
    }

    /// True when equal fingerprints mean equal names.
    @inlinable @inline(__always)
    var isExact: Bool { tail & Self.longMarker != Self.longMarker }

    @inlinable @inline(__always)
    static func == (a: NameFingerprint, b: NameFingerprint) -> Bool {
        a.head == b.head && a.tail == b.tail
    }

    /// The fingerprint of `name`'s UTF-8, read from the bytes the string lends.
    @inlinable @inline(__always)
    init(_ name: String) {
        if let fingerprint = name.utf8.withContiguousStorageIfAvailable({ NameFingerprint($0) }) {
            self = fingerprint
        } else {
            self = Array(name.utf8).withUnsafeBufferPointer { NameFingerprint($0) }
        }
    }

    /// The fingerprint of `bytes`. Whole words are loaded where the name has them; the words
    /// that end it overlap the ones before (reading no byte past the name: every load below
    /// is within `count`, which ``ByteView`` checks in debug builds), and the bytes read twice
    /// land on themselves.
    @usableFromInline @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count > 0 else {
            head = 0
            tail = 0
            return
        }
        let view = ByteView(bytes)
        if count >= 8 {
            head = view.word(at: 0)
            if count > Self.exactLength {
                tail = view.word(at: 8) & ~Self.longMarker | Self.longMarker
            } else if count > 8 {
                // The word that ends the name holds bytes count-8 ..< count; bytes 8 ..< count
                // are its last count-8.
                tail = view.word(at: count &- 8) &>> UInt64(8 &* (16 &- count)) | UInt64(count) &<< 56
            } else {
                tail = UInt64(count) &<< 56
            }
            return
        }
        tail = UInt64(count) &<< 56
        if count >= 4 {
            let low = UInt64(view.halfWord(at: 0))
            let high = UInt64(view.halfWord(at: count &- 4))
            head = low | high &<< UInt64(8 &* (count &- 4))
            return
        }
        // One to three bytes: the first, the middle and the last (some the same byte).
        let middle = count &>> 1
        head = UInt64(view[0]) | UInt64(view[middle]) &<< UInt64(8 &* middle) | UInt64(view[count &- 1]) &<< UInt64(8 &* (count &- 1))
    }
}
