/// Hashes client addresses with a secret salt drawn at start, so that a click record never
/// holds an address and one cannot be recovered from it.
///
/// The hash is SipHash (the standard library's `Hasher`, keyed per process) over 32 random
/// salt bytes and the address; the salt never leaves memory. Records are kept in memory for
/// at most the attribution window, so a hash from one process is never compared with one
/// from another.
struct AddressHasher: Sendable {
    private let salt: [UInt64]

    init() {
        var generator = SystemRandomNumberGenerator()
        salt = (0..<4).map { _ in generator.next() }
    }

    func hash(_ address: String) -> UInt64 {
        var hasher = Hasher()
        for word in salt { hasher.combine(word) }
        hasher.combine(address)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}
