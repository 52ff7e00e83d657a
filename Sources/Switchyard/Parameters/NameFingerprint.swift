/// A parameter name as integers: its UTF-8 length and its first 16 bytes (zero past the end),
/// so that finding a parameter compares three integers per record of the route, and no text.
///
/// For a name of up to 16 bytes, equal fingerprints are equal names; a longer name is compared
/// in full where the fingerprints agree (``isExact``).
@usableFromInline
struct NameFingerprint: Hashable, Sendable {
    /// Bytes 0 to 7, the first in the lowest byte.
    @usableFromInline var head: UInt64
    /// Bytes 8 to 15, the same way.
    @usableFromInline var tail: UInt64
    @usableFromInline var count: Int

    /// The fingerprint of the empty name.
    static let empty = NameFingerprint(UnsafeBufferPointer(start: nil, count: 0))

    /// The longest name a fingerprint holds whole.
    static let exactLength = 16

    /// True when equal fingerprints mean equal names.
    @inline(__always)
    var isExact: Bool { count <= Self.exactLength }

    /// The fingerprint of `name`'s UTF-8.
    init(_ name: String) {
        if let fingerprint = name.utf8.withContiguousStorageIfAvailable({ NameFingerprint($0) }) {
            self = fingerprint
        } else {
            self = Array(name.utf8).withUnsafeBufferPointer { NameFingerprint($0) }
        }
    }

    /// The fingerprint of `bytes`. Whole words are loaded where the name has them; the words
    /// that end it overlap the ones before (reading no byte past the name), and the bytes
    /// read twice land on themselves.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        self.count = count
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init), count > 0 else {
            head = 0
            tail = 0
            return
        }
        if count >= 8 {
            head = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
            if count >= 16 {
                tail = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            } else if count > 8 {
                // The word that ends the name holds bytes count-8 ..< count; bytes 8 ..< count
                // are its last count-8.
                let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
                tail = last &>> UInt64(8 &* (16 &- count))
            } else {
                tail = 0
            }
            return
        }
        tail = 0
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            head = low | high &<< UInt64(8 &* (count &- 4))
            return
        }
        // One to three bytes: the first, the middle and the last (some the same byte).
        let middle = count &>> 1
        head =
            UInt64(bytes[0]) | UInt64(bytes[middle]) &<< UInt64(8 &* middle)
            | UInt64(bytes[count &- 1]) &<< UInt64(8 &* (count &- 1))
    }
}
