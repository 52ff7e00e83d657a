/// The body of `POST /v1/shortLinks`, as the Firebase REST API took it.
///
/// ```json
/// {"longDynamicLink": "https://l.example.com/?link=https://example.com/a&apn=com.example"}
/// {"dynamicLinkInfo": {"domainUriPrefix": "https://l.example.com", "link": "https://example.com/a",
///   "androidInfo": {"androidPackageName": "com.example"}}, "suffix": {"option": "SHORT"}}
/// ```
///
/// `suffix.option` is `SHORT` or `UNGUESSABLE`; without it, `UNGUESSABLE`, as Firebase did.
struct ShortLinkRequest: Sendable, Hashable {
    /// The long link to store, made from `dynamicLinkInfo` when that was given.
    var longLink: String
    var option: SuffixOption

    /// Reads a body.
    ///
    /// - Throws: ``CreateRefusal`` with `400` and the field at fault.
    init(body: [UInt8]) throws(CreateRefusal) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            throw CreateRefusal(status: 400, field: nil, message: "the body is not JSON: \(error)")
        }
        guard let members = value.members else { throw CreateRefusal(status: 400, field: nil, message: "the body must be a JSON object") }
        for (key, _) in members where !["longDynamicLink", "dynamicLinkInfo", "suffix"].contains(key) {
            throw CreateRefusal(status: 400, field: key, message: "unknown field '\(key)' (expected longDynamicLink or dynamicLinkInfo, and suffix)")
        }
        option = .unguessable
        if let suffix = value["suffix"] {
            guard suffix.members != nil else { throw CreateRefusal(status: 400, field: "suffix", message: "'suffix' must be an object, not \(suffix.kindName)") }
            if let given = suffix["option"] {
                guard let name = given.string, let parsed = SuffixOption(rawValue: name) else {
                    throw CreateRefusal(status: 400, field: "suffix.option", message: "'suffix.option' must be \"SHORT\" or \"UNGUESSABLE\"")
                }
                option = parsed
            }
        }
        switch (value["longDynamicLink"], value["dynamicLinkInfo"]) {
        case (.some, .some):
            throw CreateRefusal(status: 400, field: "longDynamicLink", message: "give either 'longDynamicLink' or 'dynamicLinkInfo', not both")
        case (.some(let long), nil):
            guard let text = long.string, !text.isEmpty else {
                throw CreateRefusal(status: 400, field: "longDynamicLink", message: "'longDynamicLink' must be a string")
            }
            longLink = text
        case (nil, .some(let info)):
            longLink = try DynamicLinkInfo.longLink(from: info)
        case (nil, nil):
            throw CreateRefusal(status: 400, field: "longDynamicLink", message: "the body needs 'longDynamicLink' or 'dynamicLinkInfo'")
        }
    }
}

/// A call of the API the service refuses (a create, an edit, a stats call…): the status, the
/// field at fault, the reason.
struct CreateRefusal: Error, Sendable, Hashable {
    var status: Int
    var field: String?
    var message: String

    /// The Firebase-style error body: `{"error":{"code":400,"message":"…","status":"INVALID_ARGUMENT","field":"…"}}`.
    var response: LinkResponse { .apiError(status, message, field: field, extra: status == 503 ? [LinkService.retryAfter] : []) }
}
