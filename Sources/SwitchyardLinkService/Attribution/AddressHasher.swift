/// Hashes client addresses with a secret salt drawn at start, so that a click record never
/// holds an address and one cannot be recovered from it.
///
/// The hash is SipHash (the standard library's `Hasher`, keyed per process) over 32 random
/// salt bytes and the address. With a store that keeps no pending clicks the salt is drawn
/// per process and never leaves memory; ``FileLinkStore`` keeps its salt in a file of its own
/// beside the store (`<store>.salt`), so that clicks still pending after a restart compare.
struct AddressHasher: Sendable {
    private let salt: [UInt64]

    init() { self.init(salt: Self.randomSalt()) }

    /// A hasher with `salt` (four words, 32 bytes).
    init(salt: [UInt64]) { self.salt = salt }

    /// 32 bytes from the system's secure random source.
    static func randomSalt() -> [UInt64] {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in generator.next() }
    }

    func hash(_ address: String) -> UInt64 {
        var hasher = Hasher()
        for word in salt { hasher.combine(word) }
        hasher.combine(address)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}
