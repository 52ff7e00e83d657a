/// A warning in the answer to a create, as the Firebase API wrote them:
/// `{"warningCode": "UNRECOGNIZED_PARAM", "warningMessage": "…"}`.
public struct CreateWarning: Sendable, Hashable {
    /// The Firebase warning code.
    public var code: String
    /// A sentence for people.
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The warnings for a link that is otherwise accepted: unknown parameters, a social image
    /// that is not an absolute `http(s)` URL, a long link past 2,048 characters.
    static func warnings(for link: ClickLink, longLink: String) -> [CreateWarning] {
        var warnings = link.unknownParameters.map {
            CreateWarning(code: "UNRECOGNIZED_PARAM", message: "Unrecognized param: \($0).")
        }
        if let image = link.socialImage, !LongLinkReader.isWebURL(image) {
            warnings.append(CreateWarning(code: "NOT_URI_SOCIAL_IMAGE_LINK", message: "Param 'si' is not an absolute http or https URL."))
        }
        if longLink.utf8.count > 2048 {
            warnings.append(CreateWarning(code: "LINK_LENGTH_TOO_LONG", message: "The long link is \(longLink.utf8.count) characters; links past 2048 are cut off by some clients."))
        }
        return warnings
    }

    var json: String {
        JSONText.object([("warningCode", JSONText.quoted(code)), ("warningMessage", JSONText.quoted(message))])
    }
}
