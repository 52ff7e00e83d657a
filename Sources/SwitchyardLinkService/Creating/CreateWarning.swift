/// A warning in the answer to a create, as the Firebase API wrote them:
/// `{"warningCode": "UNRECOGNIZED_PARAM", "warningMessage": "…"}`.
public struct CreateWarning: Sendable, Hashable {
    /// The Firebase warning code.
    public var code: String
    /// A sentence for people.
    public var message: String

    var json: String {
        JSONText.object([("warningCode", JSONText.quoted(code)), ("warningMessage", JSONText.quoted(message))])
    }
}
