import SwitchyardLinks
import SwitchyardTestSupport
import Testing

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
