/// A parameter or query value that could not be handed over as the type asked for.
///
/// ```swift
/// do { _ = try match.parameter("id", as: Int.self) }
/// catch { print(error) } // parameter 'id': "12x" is not a valid int
/// ```
public struct ParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong: no such parameter, or text that does not convert; compared with `==`
    /// or matched in a `switch` against the static values.
    ///
    /// ```swift
    /// catch let error as ParameterError where error.kind == .missing { … }
    /// ```
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// `missing` or `invalid`.
        public var description: String { String(describing: code) }

        let code: Code
        enum Code: Sendable, Hashable { case missing, invalid }

        /// The route has no parameter of that name, or the query has no such item.
        public static var missing: Kind { Kind(code: .missing) }
        /// The text does not convert to the type asked for.
        public static var invalid: Kind { Kind(code: .invalid) }
    }

    /// Whether the parameter was missing or its text did not convert.
    public var kind: Kind
    /// The parameter's or query item's name.
    public var name: String
    /// The decoded text that failed to convert (`nil` when missing).
    public var text: String?
    /// The pattern type name of the type asked for (`int`, `uuid`, a custom name).
    public var expectedType: String

    /// Makes an error (for custom accessors that convert values the same way).
    public init(kind: Kind, name: String, text: String?, expectedType: String) {
        self.kind = kind
        self.name = name
        self.text = text
        self.expectedType = expectedType
    }

    /// "an" before a vowel letter (`an int`), "a" otherwise (`a string`, `a uuid`: said "you-you-id").
    static func article(_ word: String) -> String {
        guard let first = word.first?.lowercased(), "aeio".contains(first) else { return "a" }
        return "an"
    }

    /// One line naming the parameter, the text and the type: `parameter 'id': "12x" is not a valid int`.
    public var description: String {
        switch kind.code {
        case .missing: return "parameter '\(name)' is missing (expected \(Self.article(expectedType)) \(expectedType))"
        case .invalid: return "parameter '\(name)': \"\(text ?? "")\" is not a valid \(expectedType)"
        }
    }
}
