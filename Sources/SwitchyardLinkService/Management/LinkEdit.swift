/// The body of `PATCH /v1/links/<suffix>`: the fields to change, each optional; `null`
/// clears `expireTime` and `maxClicks`.
///
/// ```json
/// {"longDynamicLink": "https://l.example.com/?link=…", "tags": ["summer", "mail"],
///  "expireTime": "2026-12-31T23:59:59Z", "maxClicks": 1000, "disabled": false}
/// ```
struct LinkEdit: Sendable, Hashable {
    var longLink: String?
    var tags: [String]?
    /// `.some(nil)` clears the expiry.
    var expireTime: Double??
    /// `.some(nil)` clears the limit.
    var maxClicks: Int??
    var disabled: Bool?

    /// The fields a `PATCH` may carry.
    static let fields = ["longDynamicLink", "tags", "expireTime", "maxClicks", "disabled"]

    /// Reads a body.
    ///
    /// - Throws: ``CreateRefusal`` with `400` and the field at fault.
    init(body value: JSONValue) throws(CreateRefusal) {
        for (key, _) in value.members ?? [] where !Self.fields.contains(key) {
            throw CreateRefusal(status: 400, field: key, message: "unknown field '\(key)' (a PATCH takes \(Self.fields.joined(separator: ", ")))")
        }
        if let given = value["longDynamicLink"] {
            guard let text = given.string, !text.isEmpty else { throw Self.refusal("longDynamicLink", "must be a string, not \(given.kindName)") }
            longLink = text
        }
        if let given = value["tags"] {
            guard let elements = given.elements else { throw Self.refusal("tags", "must be an array of strings, not \(given.kindName)") }
            var tags: [String] = []
            for element in elements {
                guard let tag = element.string, Self.isTag(tag) else {
                    throw Self.refusal("tags", "each tag must be 1 to 64 letters, digits, '-', '_' or '.'")
                }
                if !tags.contains(tag) { tags.append(tag) }
            }
            self.tags = tags
        }
        if let given = value["expireTime"] {
            if given.isNull {
                expireTime = .some(nil)
            } else {
                guard let text = given.string, let seconds = UTCTime.seconds(text) else {
                    throw Self.refusal("expireTime", "must be a time in UTC as RFC 3339 writes it (2026-12-31T23:59:59Z), or null")
                }
                expireTime = .some(seconds)
            }
        }
        if let given = value["maxClicks"] {
            if given.isNull {
                maxClicks = .some(nil)
            } else {
                guard let number = given.integer, number >= 1 else { throw Self.refusal("maxClicks", "must be a whole number of 1 or more, or null") }
                maxClicks = .some(number)
            }
        }
        if let given = value["disabled"] {
            guard case .bool(let flag) = given else { throw Self.refusal("disabled", "must be true or false, not \(given.kindName)") }
            disabled = flag
        }
    }

    /// `settings` with this edit's fields applied.
    func applied(to settings: LinkSettings) -> LinkSettings {
        var result = settings
        if let tags { result.tags = tags }
        if let expireTime { result.expireTime = expireTime }
        if let maxClicks { result.maxClicks = maxClicks }
        if let disabled { result.disabled = disabled }
        return result
    }

    /// Whether `text` is a tag: 1 to 64 ASCII letters, digits, `-`, `_` or `.`.
    static func isTag(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count)
            && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E }
    }

    private static func refusal(_ field: String, _ message: String) -> CreateRefusal {
        CreateRefusal(status: 400, field: field, message: "'\(field)' \(message)")
    }
}
