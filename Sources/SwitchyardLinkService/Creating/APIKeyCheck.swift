/// Checks the API key of a create or a management call: `?key=` in the query, or `Authorization: Bearer <key>`,
/// compared with each configured key in constant time.
enum APIKeyCheck {
    /// `nil` when the request may create; otherwise the refusal (`403` when creating is off
    /// or the key is wrong, `401` when there is no key).
    static func refusal(for request: LinkRequest, keys: [String], purpose: String = "creating links") -> CreateRefusal? {
        guard !keys.isEmpty else {
            return CreateRefusal(status: 403, field: nil, message: "\(purpose) is disabled: the service has no API key configured")
        }
        guard let given = key(in: request) else {
            return CreateRefusal(status: 401, field: nil, message: "an API key is required: ?key=KEY or Authorization: Bearer KEY")
        }
        let bytes = Array(given.utf8)
        var matched = false
        for key in keys where ASCIIText.constantTimeEqual(Array(key.utf8), bytes) { matched = true }
        return matched ? nil : CreateRefusal(status: 403, field: nil, message: "the API key is not valid")
    }

    /// The key the request carries, if any.
    static func key(in request: LinkRequest) -> String? {
        if let authorization = request.header("authorization") {
            let parts = authorization.split(separator: " ", maxSplits: 1)
            if parts.count == 2, ASCIIText.lowercased(String(parts[0])) == "bearer" {
                let key = ASCIIText.trimmed(parts[1])
                if !key.isEmpty { return String(key) }
            }
        }
        for item in request.query.split(separator: "&") where item.hasPrefix("key=") {
            let key = LinkPercentDecoding.decode(item.dropFirst(4))
            if !key.isEmpty { return key }
        }
        return nil
    }
}
