/// Hashes client addresses with a secret salt drawn at start, so that a click record never
/// holds an address and one cannot be recovered from it.
///
/// The hash is SipHash-2-4 keyed with 16 of 32 random salt bytes, over the other 16 and the
/// address. With a store that keeps no pending clicks the salt is drawn
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

    /// SipHash-2-4 keyed with the salt's first 16 bytes, over its other 16 and the address:
    /// the same in every process that has the salt.
    func hash(_ address: String) -> UInt64 {
        var bytes: [UInt8] = []
        for word in salt[2...] { for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) } }
        bytes.append(contentsOf: address.utf8)
        return SipHash.hash(bytes, key0: salt[0], key1: salt[1])
    }
}
