/// A parameter name as two integers: its first 15 bytes and its length, so that finding a
/// parameter compares two integers per record of the route, and no text.
///
/// `head` holds bytes 0 to 7 and `tail` bytes 8 to 14, the first in the lowest byte, zero past
/// the end; the top byte of `tail` is the length, or 255 for a name of 16 bytes or more. For a
/// name of up to 15 bytes (the names a `String` holds inline), equal fingerprints are equal
/// names; a longer one is compared in full where the fingerprints agree (``isExact``). The
/// layout is that of a short `String`'s two words but for their flags, so that a name the
/// string holds inline is fingerprinted from its words (``init(smallString:)``).
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

    /// The fingerprint of `name`'s UTF-8.
    init(_ name: String) {
        if let fingerprint = NameFingerprint(smallString: name) {
            self = fingerprint
        } else if let fingerprint = name.utf8.withContiguousStorageIfAvailable({ NameFingerprint($0) }) {
            self = fingerprint
        } else {
            self = Array(name.utf8).withUnsafeBufferPointer { NameFingerprint($0) }
        }
    }

    /// The fingerprint of `name` when the string holds it inline (up to 15 bytes), read from
    /// the string's own two words with no call and no copy; `nil` for any other string.
    ///
    /// A `String` on a 64-bit little-endian system is two words. When it holds its text inline
    /// (bit 61 of the second word set), the first word is bytes 0 to 7, the second bytes 8 to
    /// 14, zero past the end, and its top byte holds four flag bits and the length: the
    /// fingerprint's layout but for the flags. Elsewhere (another layout, a string with heap
    /// storage) this gives `nil` and the bytes are read. Debug builds check the result against
    /// the bytes' fingerprint.
    @inlinable @inline(__always)
    init?(smallString name: borrowing String) {
        #if _endian(little) && (arch(x86_64) || arch(arm64))
        self.init(smallStringWords: unsafeBitCast(name, to: (UInt64, UInt64).self))
        assert(self == Self.checked(name), "the inline string \(name)'s fingerprint differs from its bytes'")
        #else
        return nil
        #endif
    }

    /// The fingerprint of the string whose two words are `words` when it holds its text
    /// inline, else `nil` (see ``init(smallString:)``).
    @inlinable @inline(__always)
    init?(smallStringWords words: (UInt64, UInt64)) {
        let (low, high) = words
        guard high & (1 &<< 61) != 0 else { return nil }
        self.init(head: low, tail: high & 0x00FF_FFFF_FFFF_FFFF | (high &>> 56 & 0x0F) &<< 56)
    }

    /// The fingerprint of `name`'s bytes (for the debug check of ``init(smallString:)``).
    @usableFromInline
    static func checked(_ name: String) -> NameFingerprint {
        var name = name
        return name.withUTF8 { NameFingerprint($0) }
    }

    /// The fingerprint of `bytes`. Whole words are loaded where the name has them; the words
    /// that end it overlap the ones before (reading no byte past the name: every load below
    /// is within `count`, which ``ByteView`` checks in debug builds), and the bytes read twice
    /// land on themselves.
    @inline(__always)
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
