/// Why ``LinkServiceResolver`` has no answer: the service could not be reached (or not in
/// time), answered with a status other than `200` or `404`, or answered something that is not
/// its answer.
///
/// ```swift
/// do { _ = try await resolver.longLink(for: short) } catch let error as LinkServiceResolverError {
///     print(error)   // "http://127.0.0.1:1/v1/reopenAttribution did not answer: …"
/// }
/// ```
public struct LinkServiceResolverError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for `switch`.
    public enum Kind: Sendable, Hashable {
        /// No answer: no connection, or the timeout passed.
        case unreachable
        /// An HTTP status other than `200` and `404`.
        case status(Int)
        /// An answer that is not the service's (not JSON, or without the deep and long link).
        case badAnswer
    }

    /// What went wrong.
    public let kind: Kind
    /// What went wrong, in a sentence, with the endpoint.
    public let message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
