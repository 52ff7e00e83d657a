import SwitchyardLinks
import Testing

/// A small, seeded generator (SplitMix64), so that a failing round trip can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A link that must fail to decode: the error and its full message.
struct MalformedLinkCase: CustomTestStringConvertible, Sendable {
    let name: String
    let url: String
    let error: DynamicLinkError
    let message: String
    var testDescription: String { name }
}

/// A change to a valid link, and what building the changed link must give (a warning's code
/// or an error), with its full message.
struct LinkChangeCase<Outcome: Sendable>: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout DynamicLink) -> Void
    let outcome: Outcome
    let message: String
    var testDescription: String { name }
}
