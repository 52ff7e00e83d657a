extension DynamicLink {
    /// The parameter's value as it is written in the link, or `nil` when it is not set
    /// (a flag that is off is not set).
    ///
    /// ```swift
    /// link.text(of: .iosAppStoreID)   // "1234567890"
    /// link.text(of: .forcedRedirect)  // nil, or "1"
    /// ```
    public func text(of parameter: DynamicLinkParameter) -> String? {
        parameter == .link ? link.text : entry(parameter)
    }

    /// Every parameter that is set, in the builder's order, with its text; unknown
    /// parameters last.
    public var parameterTexts: [(name: String, value: String)] {
        var result: [(name: String, value: String)] = [(DynamicLinkParameter.link.rawValue, link.text)]
        for entry in entries { result.append((entry.parameter.rawValue, entry.text)) }
        for unknown in unknownParameters { result.append((unknown.name, unknown.value)) }
        return result
    }

    /// Sets `parameter` from its text as written in a link.
    ///
    /// - Throws: ``DynamicLinkError`` (`wrongType`) when the text is not of the parameter's type.
    public mutating func set(_ parameter: DynamicLinkParameter, text: String) throws(DynamicLinkError) {
        if parameter == .link {
            guard let url = LinkURL(text) else { throw .wrongType(parameter, text) }
            link = url
        } else {
            store(parameter, try Self.storedText(parameter, text: text))
        }
    }

    /// The text an entry keeps for `parameter` (not `link`) set from `text`, or `nil` for a
    /// flag that is off.
    ///
    /// - Throws: ``DynamicLinkError`` (`wrongType`) when the text is not of the parameter's type.
    static func storedText(_ parameter: DynamicLinkParameter, text: String) throws(DynamicLinkError) -> String? {
        switch parameter.valueType {
        case .url:
            guard let url = LinkURL(text) else { throw .wrongType(parameter, text) }
            return url.text
        case .string:
            return text
        case .integer:
            guard AppStoreID.isDigits(text), let code = Int(text) else { throw .wrongType(parameter, text) }
            return String(code)
        case .digits:
            guard AppStoreID.isDigits(text) else { throw .wrongType(parameter, text) }
            return text
        case .flag:
            switch text {
            case "1": return "1"
            case "0": return nil
            default: throw .wrongType(parameter, text)
            }
        }
    }
}
