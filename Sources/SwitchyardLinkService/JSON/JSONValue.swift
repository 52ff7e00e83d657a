/// A parsed JSON value: what the service reads from request bodies and store records.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value of `key` in an object (the last one if repeated); `nil` otherwise.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The text of a string value; `nil` for any other kind.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members of an object, in order; `nil` for any other kind.
    var members: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The name of the value's kind, for error messages (`a string`, `an object`).
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let text), .string(let text): hasher.combine(text)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }
}

/// Why a JSON text did not parse, with the byte offset.
struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    var offset: Int
    var message: String
    var description: String { "\(message) at byte \(offset)" }
}

extension JSONValue {
    /// The value of a number; `nil` for any other kind.
    var double: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// The value of a number that is a whole number within `Int`; `nil` otherwise.
    var integer: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// The elements of an array; `nil` for any other kind.
    var elements: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// Whether the value is `null`.
    var isNull: Bool { self == .null }
}
