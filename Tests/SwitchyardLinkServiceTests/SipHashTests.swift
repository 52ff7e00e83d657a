@testable import SwitchyardLinkService
import Testing

@Suite("SipHash-2-4")
struct SipHashTests {
    /// The key 00 01 … 0f of the paper's test vectors, as two little-endian words.
    static let key0: UInt64 = 0x0706_0504_0302_0100
    static let key1: UInt64 = 0x0f0e_0d0c_0b0a_0908

    @Test(
        "the paper's test vectors: messages 00 01 … of each length",
        arguments: [(0, 0x726f_db47_dd0e_0e31 as UInt64), (1, 0x74f8_39c5_93dc_67fd), (7, 0xab02_00f5_8b01_d137), (8, 0x93f5_f579_9a93_2462), (15, 0xa129_ca61_49be_45e5), (63, 0x958a_324c_eb06_4572)])
    func vectors(length: Int, expected: UInt64) {
        #expect(SipHash.hash((0..<length).map { UInt8($0) }, key0: Self.key0, key1: Self.key1) == expected)
    }

    @Test("an address hashes the same under the same salt, differently under another")
    func addresses() {
        let salt: [UInt64] = [1, 2, 3, 4]
        #expect(AddressHasher(salt: salt).hash("203.0.113.7") == AddressHasher(salt: salt).hash("203.0.113.7"))
        #expect(AddressHasher(salt: salt).hash("203.0.113.7") != AddressHasher(salt: [1, 2, 3, 5]).hash("203.0.113.7"))
        #expect(AddressHasher(salt: salt).hash("203.0.113.7") != AddressHasher(salt: salt).hash("203.0.113.8"))
    }
}
