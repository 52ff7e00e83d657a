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
        func url() throws(DynamicLinkError) -> LinkURL {
            guard let url = LinkURL(text) else { throw .wrongType(parameter, text) }
            return url
        }
        func flag() throws(DynamicLinkError) -> Bool {
            switch text {
            case "1": return true
            case "0": return false
            default: throw .wrongType(parameter, text)
            }
        }
        switch parameter.valueType {
        case .url:
            let value = try url()
            if parameter == .link { link = value } else { store(parameter, value.text) }
        case .string:
            store(parameter, text)
        case .integer:
            guard AppStoreID.isDigits(text), let code = Int(text) else { throw .wrongType(parameter, text) }
            store(parameter, String(code))
        case .digits:
            guard AppStoreID.isDigits(text) else { throw .wrongType(parameter, text) }
            store(parameter, text)
        case .flag:
            store(parameter, try flag() ? "1" : nil)
        }
    }
}
